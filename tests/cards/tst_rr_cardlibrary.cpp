// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Rook & Raiders card library without a screen: the database round trip (seeded with the
// shipped library on first use), unknown figures kept unknown, and the card file format.
#include "rookraiders/RrCardLibraryStore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;
using namespace kbz::rr;

namespace {

QString kind()
{
    return QString::fromLatin1(kCardGameKind);
}

RrCard orc()
{
    RrCard c;
    c.id = QStringLiteral("orc");
    c.name = {QStringLiteral("Orc"), QStringLiteral("オーク")};
    c.type = CardType::Monster;
    c.hp = 4;
    c.defence = 7;
    c.range = RrRange{false, {{1, 0}, {1, 1}}};
    c.targeting = Targeting::Single;
    c.colour = ThreatColour::Red;
    return c; // move, damage and threat unknown
}

RrCard knight()
{
    RrCard c;
    c.id = QStringLiteral("knight");
    c.name = {QStringLiteral("Knight★"), QString()};
    c.levelUp = true;
    c.upgrade = QStringLiteral("paladin");
    c.skill = SkillKind::Dice;
    c.modifier = 2;
    return c;
}

RrCard paladin()
{
    RrCard c;
    c.id = QStringLiteral("paladin");
    c.name = {QString(), QStringLiteral("パラディン")};
    c.skill = SkillKind::Heal;
    c.range = RrRange{true, {}};
    return c;
}

} // namespace

class TestRrCardLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storeSeedsOnFirstUseAndRoundTrips()
    {
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        QCOMPARE(store.count(kind(), &err), 0);
        auto library = loadCardLibrary(store, &err);
        QVERIFY2(library, qPrintable(err.text(Lang::En)));
        QVERIFY(!library->isEmpty());
        QCOMPARE(*library, RrCardLibrary::shipped());
        QCOMPARE(store.count(kind(), &err), int(RrCardLibrary::shipped().cards().size()));
        // Lethal Checkmate's library is another kind: not touched.
        QCOMPARE(store.count(QStringLiteral("lethal-checkmate"), &err), 0);

        const RrCardLibrary mine({knight(), orc(), paladin()});
        QVERIFY(saveCardLibrary(store, mine, &err));
        library = loadCardLibrary(store, &err);
        QVERIFY(library);
        QCOMPARE(*library, mine); // order, names, ranges and every figure kept
    }

    // Figures entered during a game reach the table's library: the stored card is amended
    // (its other figures kept, even where the game's copy differs), a card the library does not
    // have is added as the game knows it.
    void figuresEnteredInAGameAreRemembered()
    {
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        RrCard stored = orc();
        QVERIFY(saveCardLibrary(store, RrCardLibrary({stored}), &err));

        RrCard inGame = orc();
        inGame.hp = 9; // the game's copy may differ: only the payload's figures are taken
        const QJsonObject figures{{QStringLiteral("card"), QStringLiteral("orc")},
                                  {QStringLiteral("move"), 2},
                                  {QStringLiteral("threat"), 4}};
        QVERIFY2(rememberFigures(store, inGame, figures, &err), qPrintable(err.detail));
        auto library = loadCardLibrary(store, &err);
        QVERIFY(library);
        QCOMPARE(library->cards().size(), 1);
        const RrCard &orcNow = library->cards().first();
        QCOMPARE(orcNow.move, std::optional<int>(2));
        QCOMPARE(orcNow.threat, std::optional<int>(4));
        QCOMPARE(orcNow.hp, std::optional<int>(4));
        QVERIFY(!orcNow.damage.has_value()); // still unknown: never invented

        QVERIFY(rememberFigures(store, knight(),
                                QJsonObject{{QStringLiteral("card"), QStringLiteral("knight")},
                                            {QStringLiteral("modifier"), 2}},
                                &err));
        library = loadCardLibrary(store, &err);
        QVERIFY(library);
        QCOMPARE(library->cards().size(), 2);
        QCOMPARE(*library->find(QStringLiteral("knight")), knight());

        // A malformed figure changes nothing.
        QVERIFY(!rememberFigures(store, orc(),
                                 QJsonObject{{QStringLiteral("card"), QStringLiteral("orc")},
                                             {QStringLiteral("move"), QStringLiteral("far")}},
                                 &err));
        QCOMPARE(loadCardLibrary(store, &err)->find(QStringLiteral("orc"))->move,
                 std::optional<int>(2));
    }

    void unknownFiguresStayAbsent()
    {
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        QVERIFY(saveCardLibrary(store, RrCardLibrary({orc()}), &err));
        const QList<StoredCard> stored = store.list(kind(), &err);
        QCOMPARE(stored.size(), 1);
        const QJsonObject o = stored.first().data;
        QCOMPARE(o.value(QStringLiteral("hp")).toInt(), 4);
        for (const char *key : {"move", "damage", "threat", "skill", "modifier"})
            QVERIFY2(!o.contains(QLatin1String(key)), key);
        const auto back = loadCardLibrary(store, &err);
        QVERIFY(back);
        QVERIFY(!back->cards().first().move.has_value());
        QVERIFY(!back->cards().first().threat.has_value());
    }

    void readOnlyDatabaseIsNotSeeded()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ro.sqlite"));
        DbError err;
        QVERIFY(Database::open(path, Database::Mode::ReadWrite, &err)); // created, then closed
        auto db = Database::open(path, Database::Mode::ReadOnly, &err);
        QVERIFY(db);
        CardStore store(*db);
        const auto library = loadCardLibrary(store, &err);
        QVERIFY2(library, qPrintable(err.text(Lang::En)));
        QCOMPARE(*library, RrCardLibrary::shipped());
        QCOMPARE(store.count(kind(), &err), 0);
    }

    void damagedStoredCardIsAnError()
    {
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        QJsonObject odd = orc().toJson();
        odd.insert(QStringLiteral("hp"), QStringLiteral("lots"));
        QVERIFY(store.put(kind(), {QStringLiteral("orc"), odd}, &err));
        QVERIFY(!loadCardLibrary(store, &err));
        QVERIFY(err);
        QVERIFY2(err.detail.contains(QStringLiteral("card \"orc\": \"hp\"")),
                 qPrintable(err.detail));
    }

    void cardFileRoundTrip()
    {
        const RrCardLibrary mine({knight(), orc(), paladin()});
        const QByteArray text = cardFileText(mine);
        QVERIFY(text.startsWith(
            "{\"format\": \"kibitzer-cards\", \"version\": 1, \"game\": \"rook-raiders\""));
        QCOMPARE(text.count('\n'), 3 + 3); // two header lines, a line per card, the end
        QString why;
        const auto back = parseCardFile(text, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(*back, mine);
        // A bare array (the shipped resource's form) is read too.
        const auto bare = parseCardFile(QJsonDocument(mine.toJson()).toJson(), &why);
        QVERIFY2(bare, qPrintable(why));
        QCOMPARE(*bare, mine);
        QVERIFY(upgradeProblem(mine).isEmpty());
    }

    void cardFileErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        const QByteArray good = R"({"id":"a","name":"A","type":"unit"})";
        QTest::newRow("not json") << QByteArray("[{") << QStringLiteral("not valid JSON");
        QTest::newRow("other format")
            << QByteArray(R"({"format":"kibitzer-journal"})") << QStringLiteral("not a card file");
        QTest::newRow("newer")
            << QByteArray(
                   R"({"format":"kibitzer-cards","version":2,"game":"rook-raiders","cards":[]})")
            << QStringLiteral("version 2 is not supported");
        QTest::newRow("other game")
            << QByteArray(
                   R"({"format":"kibitzer-cards","version":1,"game":"lethal-checkmate","cards":[]})")
            << QStringLiteral("cards of \"lethal-checkmate\"");
        QTest::newRow("cards not an array")
            << QByteArray(
                   R"({"format":"kibitzer-cards","version":1,"game":"rook-raiders","cards":{}})")
            << QStringLiteral("\"cards\" must be a JSON array");
        QTest::newRow("empty") << QByteArray("[]") << QStringLiteral("no card");
        QTest::newRow("second card bad hp")
            << "[" + good + R"(,{"id":"b","name":"B","type":"monster","hp":0}])"
            << QStringLiteral("card 2: \"hp\"");
        QTest::newRow("bad type") << QByteArray(R"([{"id":"a","name":"A","type":"dragon"}])")
                                  << QStringLiteral("card 1: \"type\"");
        QTest::newRow("bad range")
            << QByteArray(R"([{"id":"a","name":"A","type":"unit","range":[[9,0]]}])")
            << QStringLiteral("card 1: \"range\"");
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

    void upgradesMustBeInTheLibrary()
    {
        QCOMPARE(upgradeProblem(RrCardLibrary({orc(), knight()})),
                 QStringLiteral("card 2: \"upgrade\" names the unknown card \"paladin\""));
        // A file may name a level-up card that the library it is merged into has.
        QString why;
        const auto file =
            parseCardFile(QJsonDocument(RrCardLibrary({knight()}).toJson()).toJson(), &why);
        QVERIFY2(file, qPrintable(why));
        QVERIFY(upgradeProblem(mergeCards(RrCardLibrary({paladin()}), *file)).isEmpty());
    }

    void merge()
    {
        RrCard orc2 = orc();
        orc2.hp = 5;
        orc2.name.ja = QStringLiteral("オーク（改）");
        int added = -1;
        int replaced = -1;
        const RrCardLibrary merged = mergeCards(RrCardLibrary({orc(), paladin()}),
                                                RrCardLibrary({knight(), orc2}), &added, &replaced);
        QCOMPARE(merged.cards(), (QList<RrCard>{orc2, paladin(), knight()}));
        QCOMPARE(added, 1);
        QCOMPARE(replaced, 1);
    }
};

QTEST_GUILESS_MAIN(TestRrCardLibrary)
#include "tst_rr_cardlibrary.moc"
