// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Light Wars unit and tactics library without a screen: the card JSON (every malformed field
// refused with a sentence, unknown figures kept unknown), the database round trip (seeded with
// the shipped library on first use), and the card file format with import and merge.
#include "lightwars/LwCardLibraryStore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;
using namespace kbz::lw;

namespace {

QString kind()
{
    return QString::fromLatin1(kCardGameKind);
}

LwCard archer()
{
    LwCard c;
    c.id = QStringLiteral("archer");
    c.name = {QStringLiteral("Archer"), QStringLiteral("弓兵")};
    c.cost = 3;
    c.attack = 2;
    c.move = 1;
    c.skills = {QStringLiteral("shoot")};
    return c;
}

LwCard knight()
{
    LwCard c;
    c.id = QStringLiteral("knight");
    c.name = {QStringLiteral("Knight"), QString()};
    c.cost = 5; // attack and MOVE not entered
    c.skills = {QStringLiteral("charge-bonus")};
    return c;
}

LwCard charge()
{
    LwCard c;
    c.id = QStringLiteral("charge");
    c.name = {QString(), QStringLiteral("突撃")};
    c.type = CardType::Tactic;
    c.cost = 1;
    c.text = {QStringLiteral("+2 to one attack"), QStringLiteral("攻撃1回に+2")};
    return c;
}

LwCard king()
{
    LwCard c;
    c.id = QStringLiteral("king");
    c.name = {QStringLiteral("King"), QStringLiteral("王")};
    c.king = true;
    c.cost = 0;
    return c;
}

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

} // namespace

class TestLwCardLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cardJsonRoundTrip_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("archer") << 0;
        QTest::newRow("knight, figures unknown") << 1;
        QTest::newRow("tactics tile") << 2;
        QTest::newRow("king") << 3;
    }

    void cardJsonRoundTrip()
    {
        QFETCH(int, which);
        const LwCard card = QList<LwCard>{archer(), knight(), charge(), king()}.at(which);
        const QJsonObject o = card.toJson();
        QString why;
        const auto back = LwCard::fromJson(o, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(*back, card);
        // An unknown figure is absent, never written as a number.
        for (const char *key : {"cost", "attack", "move"})
            QCOMPARE(o.contains(QLatin1String(key)),
                     bool(key == QByteArray("cost")     ? card.cost
                          : key == QByteArray("attack") ? card.attack
                                                        : card.move));
        QCOMPARE(o.contains(QStringLiteral("king")), card.king);
        QCOMPARE(o.value(QStringLiteral("type")).toString(), cardTypeCode(card.type));
    }

    void cardJsonAccepts()
    {
        QString why;
        // null figures are unknown; a plain string name is both languages.
        const auto c = LwCard::fromJson(
            json(R"({"id":"pike-1","name":"Pike","type":"unit","cost":null,"attack":3,
                     "move":null,"skills":["pike"]})"),
            &why);
        QVERIFY2(c, qPrintable(why));
        QVERIFY(!c->cost);
        QCOMPARE(c->attack, std::optional<int>(3));
        QVERIFY(c->hasSkill(kSkillPike));
        QCOMPARE(c->name.ja, QStringLiteral("Pike"));
        QCOMPARE(c->budgetCost(), 0);
        QCOMPARE(king().budgetCost(), 0);
        QCOMPARE(archer().budgetCost(), 3);
    }

    void cardJsonErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not an object") << R"([1])"
                                       << "a card must be a JSON object";
        QTest::newRow("no id") << R"({"name":"A","type":"unit"})"
                               << "\"id\"";
        QTest::newRow("upper-case id") << R"({"id":"Archer","name":"A","type":"unit"})"
                                       << "\"id\"";
        QTest::newRow("no name") << R"({"id":"a","type":"unit"})"
                                 << "\"name\"";
        QTest::newRow("empty name") << R"({"id":"a","name":{"en":"","ja":""},"type":"unit"})"
                                    << "\"name\"";
        QTest::newRow("no type") << R"({"id":"a","name":"A"})"
                                 << "\"type\"";
        QTest::newRow("unknown type") << R"({"id":"a","name":"A","type":"monster"})"
                                      << "\"type\"";
        QTest::newRow("king as text") << R"({"id":"a","name":"A","type":"unit","king":"yes"})"
                                      << "\"king\"";
        QTest::newRow("a tile as king") << R"({"id":"a","name":"A","type":"tactic","king":true})"
                                        << "cannot be the king";
        QTest::newRow("a king that costs")
            << R"({"id":"a","name":"A","type":"unit","king":true,"cost":2})"
            << "the king costs 0";
        QTest::newRow("negative cost") << R"({"id":"a","name":"A","type":"unit","cost":-1})"
                                       << "\"cost\"";
        QTest::newRow("fractional attack") << R"({"id":"a","name":"A","type":"unit","attack":2.5})"
                                           << "\"attack\"";
        QTest::newRow("move as text") << R"({"id":"a","name":"A","type":"unit","move":"2"})"
                                      << "\"move\"";
        QTest::newRow("huge cost") << R"({"id":"a","name":"A","type":"unit","cost":100})"
                                   << "\"cost\"";
        QTest::newRow("a tile with attack") << R"({"id":"a","name":"A","type":"tactic","attack":2})"
                                            << "no \"attack\"";
        QTest::newRow("a tile with skills")
            << R"({"id":"a","name":"A","type":"tactic","skills":["pike"]})"
            << "no \"skills\"";
        QTest::newRow("skills not an array")
            << R"({"id":"a","name":"A","type":"unit","skills":"pike"})"
            << "\"skills\"";
        QTest::newRow("a skill as number") << R"({"id":"a","name":"A","type":"unit","skills":[1]})"
                                           << "skill 0";
        QTest::newRow("a skill twice")
            << R"({"id":"a","name":"A","type":"unit","skills":["pike","pike"]})"
            << "twice";
        QTest::newRow("text as number") << R"({"id":"a","name":"A","type":"tactic","text":3})"
                                        << "\"text\"";
    }

    void cardJsonErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
        const QJsonValue v = doc.isArray() ? doc.array().at(0) : QJsonValue(doc.object());
        QString why;
        QVERIFY(!LwCard::fromJson(v, &why));
        QVERIFY2(why.contains(expected), qPrintable(why));
        QVERIFY(why.endsWith(QLatin1Char(')')) || why.at(0).isLower() || why.at(0) == u'"');
    }

    void libraryJson()
    {
        const LwCardLibrary lib({king(), archer(), knight(), charge()});
        QString why;
        const auto back = LwCardLibrary::fromJson(lib.toJson(), &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(*back, lib);
        QVERIFY(!LwCardLibrary::fromJson(QJsonArray{archer().toJson(), archer().toJson()}, &why));
        QVERIFY2(why.contains(QStringLiteral("duplicate id")), qPrintable(why));
        QVERIFY(!LwCardLibrary::fromJsonText("{", &why));
        QVERIFY(!LwCardLibrary::fromJson(QJsonObject(), &why));
        LwCardLibrary edited = lib;
        LwCard better = archer();
        better.attack = 3;
        edited.put(better);
        QCOMPARE(edited.cards().size(), 4);
        QCOMPARE(edited.find(QStringLiteral("archer"))->attack, std::optional<int>(3));
        LwCard fresh;
        fresh.id = QStringLiteral("new");
        fresh.name = {QStringLiteral("New"), {}};
        edited.put(fresh);
        QCOMPARE(edited.cards().size(), 5);
        QVERIFY(!edited.find(QStringLiteral("none")));
    }

    void storeSeedsOnFirstUseAndRoundTrips()
    {
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        QCOMPARE(store.count(kind(), &err), 0);
        auto library = loadCardLibrary(store, &err);
        QVERIFY2(library, qPrintable(err.text(Lang::En)));
        QCOMPARE(*library, LwCardLibrary::shipped());
        QCOMPARE(store.count(kind(), &err), 5); // four units and the map board
        QCOMPARE(store.count(QStringLiteral("lords-of-war"), &err), 0);

        const LwCardLibrary mine({charge(), king(), knight(), archer()});
        QVERIFY(saveCardLibrary(store, mine, &err));
        library = loadCardLibrary(store, &err);
        QVERIFY(library);
        QCOMPARE(*library, mine); // order, names, skills, texts and every figure kept
        const QList<StoredCard> stored = store.list(kind(), &err);
        const QJsonObject k = stored.at(2).data;
        QCOMPARE(k.value(QStringLiteral("cost")).toInt(), 5);
        QVERIFY(!k.contains(QStringLiteral("attack")));
        QVERIFY(!k.contains(QStringLiteral("move")));
        QCOMPARE(toStoredCards(mine), stored);
        QString why;
        QCOMPARE(fromStoredCards(stored, &why), std::optional<LwCardLibrary>(mine));
    }

    void readOnlyDatabaseIsNotSeeded()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ro.sqlite"));
        DbError err;
        QVERIFY(Database::open(path, Database::Mode::ReadWrite, &err));
        auto db = Database::open(path, Database::Mode::ReadOnly, &err);
        QVERIFY(db);
        CardStore store(*db);
        const auto library = loadCardLibrary(store, &err);
        QVERIFY2(library, qPrintable(err.text(Lang::En)));
        QCOMPARE(*library, LwCardLibrary::shipped());
        QCOMPARE(store.count(kind(), &err), 0);
    }

    void damagedStoredCardIsAnError()
    {
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        QJsonObject odd = archer().toJson();
        odd.insert(QStringLiteral("attack"), QStringLiteral("strong"));
        QVERIFY(store.put(kind(), {QStringLiteral("archer"), odd}, &err));
        QVERIFY(!loadCardLibrary(store, &err));
        QVERIFY(err);
        QVERIFY2(err.detail.contains(QStringLiteral("card \"archer\": \"attack\"")),
                 qPrintable(err.detail));
        QVERIFY(err.message.english().contains(QStringLiteral("Light Wars")));
    }

    void cardFileRoundTrip()
    {
        const LwCardLibrary mine({king(), archer(), knight(), charge()});
        const QByteArray text = cardFileText(mine);
        QVERIFY(text.startsWith(
            "{\"format\": \"kibitzer-cards\", \"version\": 1, \"game\": \"light-wars\""));
        QCOMPARE(text.count('\n'), 3 + 4);
        QString why;
        const auto back = parseCardFile(text, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(*back, mine);
        const auto bare = parseCardFile(QJsonDocument(mine.toJson()).toJson(), &why);
        QVERIFY2(bare, qPrintable(why));
        QCOMPARE(*bare, mine);
    }

    void cardFileErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        const QByteArray good = R"({"id":"a","name":"A","type":"unit"})";
        QTest::newRow("not json") << QByteArray("[{") << QStringLiteral("not valid JSON");
        QTest::newRow("other game")
            << QByteArray(
                   R"({"format":"kibitzer-cards","version":1,"game":"rook-raiders","cards":[]})")
            << QStringLiteral("cards of \"rook-raiders\"");
        QTest::newRow("empty") << QByteArray("[]") << QStringLiteral("no card");
        QTest::newRow("second card bad cost")
            << "[" + good + R"(,{"id":"b","name":"B","type":"unit","cost":"x"}])"
            << QStringLiteral("card 2: \"cost\"");
        QTest::newRow("duplicate id")
            << "[" + good + "," + good + "]"
            << QStringLiteral("card 2: the id \"a\" is used by an earlier card");
    }

    void cardFileErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QString why;
        QVERIFY(!parseCardFile(text, &why));
        QVERIFY2(why.contains(expected), qPrintable(why));
    }

    // The map board (issue 18): a card of type "map" in the library.
    void shippedMapIsTheDefaultAndEditable()
    {
        const LwMap *m = LwCardLibrary::shipped().map();
        QVERIFY(m);
        QCOMPARE(*m, LwMap::defaultMap());
        QCOMPARE(m->width, 7);
        QCOMPARE(m->height, 8);
        QCOMPARE(m->zoneOf(*squareFromCode(QStringLiteral("a2"))), 0);
        QCOMPARE(m->zoneOf(*squareFromCode(QStringLiteral("g7"))), 1);
        QCOMPARE(m->zoneOf(*squareFromCode(QStringLiteral("d4"))), -1);
        QCOMPARE(m->castleOf(*squareFromCode(QStringLiteral("d8"))), 1);
        const LwCard *card = LwCardLibrary::shipped().find(QStringLiteral("map"));
        QVERIFY(card && card->isMap());
        QVERIFY(card->name.en.contains(QStringLiteral("edit")));
        QVERIFY(card->name.ja.contains(QStringLiteral("編集")));
        QVERIFY(!LwCardLibrary({king(), archer()}).map());
    }

    void squareAndDirectionCodes()
    {
        QCOMPARE(squareCode({2, 3}), QStringLiteral("c4"));
        QCOMPARE(squareFromCode(QStringLiteral("c4")), std::optional<Square>(Square{2, 3}));
        QCOMPARE(squareFromCode(QStringLiteral("a12")), std::optional<Square>(Square{0, 11}));
        for (const char *bad : {"", "c", "C4", "c0", "c04", "4c", "c-1", "c+1", "c1234"})
            QVERIFY2(!squareFromCode(QLatin1String(bad)), bad);
        for (Dir d : kDirs) {
            QCOMPARE(dirFromCode(dirCode(d)), std::optional<Dir>(d));
            QCOMPARE(opposite(opposite(d)), d);
            QCOMPARE(dirTowards({3, 3}, stepFrom({3, 3}, d, 2)), std::optional<Dir>(d));
        }
        QVERIFY(!dirFromCode(QStringLiteral("north")));
        QCOMPARE(stepFrom({3, 3}, Dir::N), (Square{3, 4}));
        QVERIFY(!dirTowards({0, 0}, {1, 1}));
        QCOMPARE(distance({0, 0}, {2, 3}), 5);
    }

    void mapRoundTripsThroughStoreAndFile()
    {
        LwMap m = LwMap::defaultMap();
        m.width = 9;
        m.blocked = {{4, 4}, {4, 3}};
        m.castles[1] = {{3, 7}, {5, 7}};
        LwCard card;
        card.id = QStringLiteral("our-board");
        card.name = {QStringLiteral("Our board"), QStringLiteral("うちの盤")};
        card.type = CardType::Map;
        card.map = m;
        const LwCardLibrary lib({king(), archer(), card});
        QCOMPARE(*lib.map(), m);
        QString why;
        const auto back = parseCardFile(cardFileText(lib), &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(*back, lib);
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        QVERIFY(saveCardLibrary(store, lib, &err));
        const auto loaded = loadCardLibrary(store, &err);
        QVERIFY(loaded);
        QCOMPARE(*loaded->map(), m);
    }

    void mapErrors_data()
    {
        QTest::addColumn<QString>("fields");
        QTest::addColumn<QString>("expected");
        const QString zones = QStringLiteral(R"("zones":{"red":["a1","b1"],"blue":["a4","b4"]})");
        const QString castles = QStringLiteral(R"("castles":{"red":["a1"],"blue":["b4"]})");
        const QString size = QStringLiteral(R"("width":3,"height":4)");
        QTest::newRow("no size") << zones + "," + castles << "\"width\"";
        QTest::newRow("too small") << R"("width":1,"height":4,)" + zones + "," + castles
                                   << "\"width\" must be a whole number of squares from 2 to 26";
        QTest::newRow("too tall") << R"("width":3,"height":27,)" + zones + "," + castles
                                  << "\"height\"";
        QTest::newRow("no zones") << size + "," + castles << "\"zones\" must give red's";
        QTest::newRow("an empty zone")
            << size + R"(,"zones":{"red":["a1"],"blue":[]},)" + castles << "zones: blue has none";
        QTest::newRow("no red zone")
            << size + R"(,"zones":{"blue":["a4"]},)" + castles << "zones: red has none";
        QTest::newRow("zone off the board")
            << size + R"(,"zones":{"red":["a1"],"blue":["d4"]},)" + castles
            << "blue zones: d4 is off the 3 x 4 board";
        QTest::newRow("not a square")
            << size + R"(,"zones":{"red":["A1"],"blue":["a4"]},)" + castles
            << "red zones: \"A1\" is not a square";
        QTest::newRow("overlapping zones")
            << size + R"(,"zones":{"red":["a1","b2"],"blue":["b2","a4"]},)" + castles
            << "b2 is in both deployment zones";
        QTest::newRow("castle off the board")
            << size + "," + zones + R"(,"castles":{"red":["a1"],"blue":["c9"]})"
            << "blue castles: c9 is off the 3 x 4 board";
        QTest::newRow("no castle") << size + "," + zones + R"(,"castles":{"red":["a1"],"blue":[]})"
                                   << "castles: blue has none";
        QTest::newRow("shared castle")
            << size + "," + zones + R"(,"castles":{"red":["b2"],"blue":["b2"]})"
            << "b2 is both sides' Castle";
        QTest::newRow("blocked zone") << size + "," + zones + "," + castles + R"(,"blocked":["b1"])"
                                      << "b1 cannot be entered";
        QTest::newRow("blocked castle")
            << size + "," + zones + "," + castles + R"(,"blocked":["b4"])"
            << "b4 cannot be entered";
        QTest::newRow("blocked not a list")
            << size + "," + zones + "," + castles + R"(,"blocked":"b3")"
            << "blocked must be a list";
        QTest::newRow("a map with a cost") << size + "," + zones + "," + castles + R"(,"cost":2)"
                                           << "a map has no \"cost\"";
    }

    void mapErrors()
    {
        QFETCH(QString, fields);
        QFETCH(QString, expected);
        const QString text = R"({"id":"m","name":"M","type":"map",)" + fields + "}";
        QString why;
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
        QVERIFY2(doc.isObject(), qPrintable(text));
        QVERIFY(!LwCard::fromJson(doc.object(), &why));
        QVERIFY2(why.contains(expected), qPrintable(why));
        // On import nothing is stored: the whole file is refused, naming the card.
        const QByteArray file = R"({"format":"kibitzer-cards","version":1,"game":"light-wars",)"
                                R"("cards":[{"id":"a","name":"A","type":"unit"},)" +
                                text.toUtf8() + "]}";
        QVERIFY(!parseCardFile(file, &why));
        QVERIFY2(why.startsWith(QStringLiteral("card 2: map: ")) ||
                     why.startsWith(QStringLiteral("card 2: a map")),
                 qPrintable(why));
    }

    void merge()
    {
        LwCard archer2 = archer();
        archer2.attack = 4;
        int added = -1;
        int replaced = -1;
        const LwCardLibrary merged =
            mergeCards(LwCardLibrary({archer(), king()}), LwCardLibrary({charge(), archer2}),
                       &added, &replaced);
        QCOMPARE(merged.cards(), (QList<LwCard>{archer2, king(), charge()}));
        QCOMPARE(added, 1);
        QCOMPARE(replaced, 1);
    }
};

QTEST_GUILESS_MAIN(TestLwCardLibrary)
#include "tst_lw_cardlibrary.moc"
