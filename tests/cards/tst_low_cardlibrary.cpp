// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Lords of War card library without a screen: the shipped figures (the rulebook's worked
// examples), the card JSON and its errors, the database (seeded on first use), card files, and
// the deck validator (low.deck.composition / customise / mercenary).
#include "lordsofwar/LowCardLibraryStore.h"
#include "lordsofwar/LowDeck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;
using namespace kbz::low;

namespace {

QString kind()
{
    return QString::fromLatin1(kCardGameKind);
}

const LowCardLibrary &shipped()
{
    return LowCardLibrary::shipped();
}

const LowCard &card(const char *id)
{
    const LowCard *c = shipped().find(QLatin1String(id));
    if (!c)
        qFatal("no shipped card %s", id);
    return *c;
}

LowCard troll()
{
    LowCard c;
    c.id = QStringLiteral("troll");
    c.army = QStringLiteral("orc");
    c.name = {QStringLiteral("Cave Troll"), QStringLiteral("洞窟トロル")};
    c.rank = Rank::Special;
    c.cls = UnitClass::Berserker;
    c.defence = 6;
    c.attack[N] = 6;
    c.attack[SW] = 2;
    c.rangedDamage = 1;
    c.rangedTargets = {{0, 2}, {-1, -3}};
    c.copies = 3;
    return c;
}

QStringList ruleIds(const QList<Finding> &findings, Severity severity)
{
    QStringList out;
    for (const Finding &f : findings)
        if (f.severity == severity)
            out.append(f.ruleId);
    return out;
}

QString texts(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(f.ruleId + QStringLiteral(": ") + f.message.english());
    return out.join(QLatin1Char('\n'));
}

// The deck with the first `n` copies of `from` replaced by `to`.
QStringList swapped(QStringList deck, const QString &from, const QString &to, int n)
{
    for (QString &id : deck) {
        if (n > 0 && id == from) {
            id = to;
            --n;
        }
    }
    return deck;
}

} // namespace

class TestLowCardLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shippedLibrary()
    {
        QCOMPARE(shipped().cards().size(), 105);
        QCOMPARE(shipped().armies(),
                 (QStringList{QStringLiteral("orc"), QStringLiteral("dwarf"),
                              QStringLiteral("lizardman"), QStringLiteral("elf")}));
        for (const QString &army : shipped().armies()) {
            const QStringList deck = shipped().coreDeck(army);
            QCOMPARE(deck.size(), kDeckSize);
            const QMap<Rank, int> ranks = rankCounts(shipped(), deck);
            for (Rank r : kRanks)
                QVERIFY2(ranks.value(r) == standardCount(r),
                         qPrintable(army + QLatin1Char(' ') + rankCode(r)));
            QVERIFY(!shipped().generalOf(army).isEmpty());
            QCOMPARE(shipped().find(shipped().generalOf(army))->army, army);
        }
    }

    // RULINGS.md, public worked examples: the figures they rely on.
    void workedExampleFigures()
    {
        const LowCard &deathbringer = card("orc-deathbringer");
        QCOMPARE(deathbringer.attack[N], 5);
        QCOMPARE(deathbringer.attack[NE], 3);
        QCOMPARE(deathbringer.attack[NW], 3);
        QCOMPARE(deathbringer.attack[E] + deathbringer.attack[SE] + deathbringer.attack[S] +
                     deathbringer.attack[SW] + deathbringer.attack[W],
                 0);
        QCOMPARE(deathbringer.defence, 2);
        QCOMPARE(card("dwarf-marauder").defence, 4);
        QCOMPARE(card("dwarf-marauder").attack[E], 1);
        QCOMPARE(card("dwarf-marauder").attack[NE], 2);
        QCOMPARE(card("dwarf-slugger").defence, 3);
        QCOMPARE(card("dwarf-slugger").attack[N], 3);
        // Orc Ravager: an arrow of 5, defence 3; Goblin Shanker: 4, defence 3.
        QCOMPARE(card("orc-ravager").defence, 3);
        QCOMPARE(
            *std::max_element(card("orc-ravager").attack.begin(), card("orc-ravager").attack.end()),
            5);
        QCOMPARE(card("orc-goblin-shanker").attack[N], 4);
        QCOMPARE(card("orc-goblin-shanker").defence, 3);
        const LowCard &catapult = card("orc-catapult");
        QCOMPARE(catapult.rangedDamage, 4);
        QVERIFY(catapult.shoots());
        QCOMPARE(catapult.rangedTargets.size(), 9); // the 9 squares in front of it
        for (const QPoint &p : catapult.rangedTargets)
            QVERIFY(p.y() > 0);
        // The Dwarf Axethrower's second face shoots backward: the 6 squares behind it.
        const LowCard &axe = card("dwarf-axethrower-2");
        QCOMPARE(axe.rangedDamage, 3);
        QCOMPARE(axe.rangedTargets.size(), 6);
        for (const QPoint &p : axe.rangedTargets)
            QVERIFY(p.y() < 0 && qAbs(p.x()) <= 1);
        QVERIFY(axe.rangedTargets.contains(QPoint(0, -2)));
    }

    void jsonRoundTrip()
    {
        const LowCard t = troll();
        const QJsonObject o = t.toJson();
        QCOMPARE(o.value(QStringLiteral("attack")).toObject(),
                 (QJsonObject{{QStringLiteral("N"), 6}, {QStringLiteral("SW"), 2}}));
        QString why;
        const auto back = LowCard::fromJson(o, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(*back, t);
        for (const LowCard &c : shipped().cards()) {
            const auto again = LowCard::fromJson(c.toJson(), &why);
            QVERIFY2(again && *again == c, qPrintable(c.id + why));
        }
        // "copies" defaults to 1, "ranged" and "attack" may be left out.
        const auto minimal = LowCard::fromJson(
            QJsonDocument::fromJson(R"({"id":"x","army":"elf","name":"X","rank":"elite",
                "class":"spear","defence":0})")
                .object(),
            &why);
        QVERIFY2(minimal, qPrintable(why));
        QCOMPARE(minimal->copies, 1);
        QVERIFY(!minimal->shoots());
    }

    void malformedCards_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        auto row = [](const char *name, const char *key, const QJsonValue &v, const char *exp) {
            QTest::newRow(name) << QString::fromLatin1(key) << v << QString::fromLatin1(exp);
        };
        row("no id", "id", QJsonValue(), "\"id\"");
        row("bad id", "id", QStringLiteral("Big Troll"), "\"id\"");
        row("no name", "name", QJsonValue(), "\"name\"");
        row("no army", "army", QJsonValue(), "\"army\"");
        row("empty army", "army", QStringLiteral("  "), "\"army\"");
        row("bad rank", "rank", QStringLiteral("captain"), "\"rank\"");
        row("bad class", "class", QStringLiteral("wizard"), "\"class\"");
        row("no defence", "defence", QJsonValue(), "\"defence\"");
        row("negative defence", "defence", -1, "\"defence\"");
        row("fraction defence", "defence", 2.5, "\"defence\"");
        row("attack not object", "attack", QJsonArray{5}, "\"attack\" must be an object");
        row("attack direction", "attack", QJsonObject{{QStringLiteral("UP"), 2}},
            "unknown direction \"UP\"");
        row("attack value", "attack", QJsonObject{{QStringLiteral("N"), 100}}, "\"attack\" N");
        row("ranged not object", "ranged", 4, "\"ranged\"");
        row("ranged no damage", "ranged",
            QJsonObject{{QStringLiteral("targets"), QJsonArray{QJsonValue(QJsonArray{0, 1})}}},
            "\"ranged\"");
        row("ranged no target", "ranged",
            QJsonObject{{QStringLiteral("damage"), 2}, {QStringLiteral("targets"), QJsonArray{}}},
            "at least one target");
        row("ranged own square", "ranged",
            QJsonObject{{QStringLiteral("damage"), 2},
                        {QStringLiteral("targets"), QJsonArray{QJsonValue(QJsonArray{0, 0})}}},
            "target 0");
        row("ranged far", "ranged",
            QJsonObject{
                {QStringLiteral("damage"), 2},
                {QStringLiteral("targets"), QJsonArray{QJsonArray{0, 1}, QJsonArray{10, 1}}}},
            "target 1");
        row("ranged repeat", "ranged",
            QJsonObject{
                {QStringLiteral("damage"), 2},
                {QStringLiteral("targets"), QJsonArray{QJsonArray{0, 1}, QJsonArray{0, 1}}}},
            "repeats a square");
        row("copies", "copies", 37, "\"copies\"");
        row("copies text", "copies", QStringLiteral("2"), "\"copies\"");
    }

    void malformedCards()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        QJsonObject o = troll().toJson();
        if (value.isUndefined())
            o.remove(key);
        else
            o.insert(key, value);
        QString why;
        QVERIFY(!LowCard::fromJson(o, &why));
        QVERIFY2(why.contains(expected), qPrintable(why));
        // The same card in a file: refused with its number, nothing read.
        const QJsonArray cards{troll().toJson(), o};
        QVERIFY(!parseCardFile(QJsonDocument(cards).toJson(), &why));
        QVERIFY2(why.startsWith(QStringLiteral("card 2: ")), qPrintable(why));
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
        QCOMPARE(*library, shipped());
        QCOMPARE(store.count(kind(), &err), 105);
        QCOMPARE(store.count(QStringLiteral("rook-raiders"), &err), 0);

        // Edit a card, add one, delete one: saved and read back in that order.
        QList<LowCard> cards = library->cards();
        cards[0].defence = 9;
        cards[0].attack[S] = 1;
        cards.removeAt(1);
        cards.append(troll());
        QVERIFY(saveCardLibrary(store, LowCardLibrary(cards), &err));
        library = loadCardLibrary(store, &err);
        QVERIFY(library);
        QCOMPARE(library->cards(), cards);
        // Not seeded again once the table has its own library.
        QCOMPARE(store.count(kind(), &err), 105);
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
        QCOMPARE(*library, shipped());
        QCOMPARE(store.count(kind(), &err), 0);
    }

    void damagedStoredCardIsAnError()
    {
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        QJsonObject odd = troll().toJson();
        odd.insert(QStringLiteral("rank"), QStringLiteral("emperor"));
        QVERIFY(store.put(kind(), {QStringLiteral("troll"), odd}, &err));
        QVERIFY(!loadCardLibrary(store, &err));
        QVERIFY(err);
        QVERIFY2(err.detail.contains(QStringLiteral("card \"troll\": \"rank\"")),
                 qPrintable(err.detail));
    }

    void cardFileRoundTripAndMerge()
    {
        const QByteArray text = cardFileText(shipped());
        QVERIFY(text.startsWith(
            "{\"format\": \"kibitzer-cards\", \"version\": 1, \"game\": \"lords-of-war\""));
        QString why;
        const auto back = parseCardFile(text, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(*back, shipped());
        // The shipped resource's form (a bare array) is read too.
        const auto bare = parseCardFile(QJsonDocument(shipped().toJson()).toJson(), &why);
        QVERIFY2(bare, qPrintable(why));
        QCOMPARE(*bare, shipped());

        // Another printing: a card with other numbers replaces ours, a new one is appended.
        LowCard marauder = card("dwarf-marauder");
        marauder.defence = 5;
        int added = -1;
        int replaced = -1;
        const LowCardLibrary merged =
            mergeCards(shipped(), LowCardLibrary({marauder, troll()}), &added, &replaced);
        QCOMPARE(added, 1);
        QCOMPARE(replaced, 1);
        QCOMPARE(merged.cards().size(), 106);
        QCOMPARE(merged.find(QStringLiteral("dwarf-marauder"))->defence, 5);
        QCOMPARE(merged.cards().last(), troll());
        QCOMPARE(merged.armies(), shipped().armies());
    }

    void cardFileErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        const QByteArray good =
            R"({"id":"a","army":"orc","name":"A","rank":"elite","class":"spear","defence":2})";
        QTest::newRow("not json") << QByteArray("[{") << QStringLiteral("not valid JSON");
        QTest::newRow("other format")
            << QByteArray(R"({"format":"kibitzer-journal"})") << QStringLiteral("not a card file");
        QTest::newRow("newer")
            << QByteArray(
                   R"({"format":"kibitzer-cards","version":2,"game":"lords-of-war","cards":[]})")
            << QStringLiteral("version 2 is not supported");
        QTest::newRow("other game")
            << QByteArray(
                   R"({"format":"kibitzer-cards","version":1,"game":"rook-raiders","cards":[]})")
            << QStringLiteral("cards of \"rook-raiders\"");
        QTest::newRow("empty") << QByteArray("[]") << QStringLiteral("no card");
        QTest::newRow("second card bad defence")
            << "[" + good +
                   R"(,{"id":"b","army":"orc","name":"B","rank":"elite","class":"spear","defence":"x"}])"
            << QStringLiteral("card 2: \"defence\"");
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

    void coreDecksAreClean()
    {
        for (const QString &army : shipped().armies()) {
            const QList<Finding> findings = checkDeck(shipped(), army, shipped().coreDeck(army));
            QVERIFY2(findings.isEmpty(), qPrintable(army + QLatin1Char('\n') + texts(findings)));
        }
    }

    // Each deviation fires (with its rule and severity) and only then.
    void deckDeviations_data()
    {
        QTest::addColumn<QString>("army");
        QTest::addColumn<QStringList>("deck");
        QTest::addColumn<QStringList>("warnings");
        QTest::addColumn<QStringList>("infos");
        QTest::addColumn<QString>("text");
        const QString orc = QStringLiteral("orc");
        const QStringList core = shipped().coreDeck(orc);
        const QString composition = QStringLiteral("low.deck.composition");
        const QString customise = QStringLiteral("low.deck.customise");
        const QString mercenary = QStringLiteral("low.deck.mercenary");

        // Same-rank swap within the army: Ravager (veteran) -> Catapult (veteran), as the
        // rulebook's example: information only, one line per face changed.
        QTest::newRow("customise same rank")
            << orc
            << swapped(core, QStringLiteral("orc-ravager"), QStringLiteral("orc-catapult"), 2)
            << QStringList{} << QStringList{customise, customise}
            << QStringLiteral("2 × Orc Ravager 1 (Veteran) taken out");
        // Mercenary: Warhog (elite) -> Lizardman Quillshot (elite).
        QString quill;
        for (const LowCard &c : shipped().cards())
            if (c.army == QLatin1String("lizardman") && c.rank == Rank::Elite && quill.isEmpty())
                quill = c.id;
        QTest::newRow("mercenary same rank")
            << orc << swapped(core, QStringLiteral("orc-warhog"), quill, 2) << QStringList{}
            << QStringList{mercenary, customise} << QStringLiteral("(Lizardmen, Elite)");
        // Another rank: the rank counts are off (both ranks named).
        QTest::newRow("other rank")
            << orc
            << swapped(core, QStringLiteral("orc-goblin-shanker"), QStringLiteral("orc-catapult"),
                       1)
            << QStringList{composition, composition} << QStringList{customise, customise}
            << QStringLiteral("Veteran: 7 cards in the deck; the composition has 6");
        QStringList small = core;
        small.removeOne(QStringLiteral("orc-deathbringer"));
        small.removeOne(QStringLiteral("orc-deathbringer"));
        QTest::newRow("too small")
            << orc << small << QStringList{composition, composition} << QStringList{customise}
            << QStringLiteral("The deck has 34 cards; an army deck has 36.");
        QTest::newRow("too small: the rank named")
            << orc << small << QStringList{composition, composition} << QStringList{customise}
            << QStringLiteral("Regular: 6 cards in the deck; the composition has 8");
        QTest::newRow("unknown card")
            << orc << swapped(core, core.last(), QStringLiteral("no-such-card"), 1)
            << QStringList{composition, composition} << QStringList{customise}
            << QStringLiteral("\"no-such-card\" (1 in the deck) is not in the card library");
        // Two generals (a commander swapped for the general): the general count, not the
        // commanders' count, is off.
        QString commander;
        for (const LowCard &c : shipped().cards())
            if (c.army == orc && c.rank == Rank::Command && commander.isEmpty())
                commander = c.id;
        QTest::newRow("two generals")
            << orc << swapped(core, commander, shipped().generalOf(orc), 1)
            << QStringList{composition} << QStringList{customise, customise}
            << QStringLiteral("The deck has 2 generals; it needs exactly one");
        QStringList noGeneral = core;
        noGeneral.removeAll(shipped().generalOf(orc));
        QTest::newRow("no general")
            << orc << noGeneral + QStringList{commander} << QStringList{composition}
            << QStringList{customise, customise} << QStringLiteral("The deck has 0 generals");
        // The dwarves' core deck played as "orc": every card a mercenary, orc cards missing.
        QTest::newRow("army of another deck")
            << orc << shipped().coreDeck(QStringLiteral("dwarf")) << QStringList{} << QStringList{}
            << QStringLiteral("a mercenary card from another army");
    }

    void deckDeviations()
    {
        QFETCH(QString, army);
        QFETCH(QStringList, deck);
        QFETCH(QStringList, warnings);
        QFETCH(QStringList, infos);
        QFETCH(QString, text);
        const QList<Finding> findings = checkDeck(shipped(), army, deck);
        const QString all = texts(findings);
        QVERIFY2(all.contains(text), qPrintable(all));
        QCOMPARE(ruleIds(findings, Severity::Warning), warnings);
        if (!infos.isEmpty()) {
            QStringList got = ruleIds(findings, Severity::Info);
            std::sort(got.begin(), got.end());
            QStringList want = infos;
            std::sort(want.begin(), want.end());
            QCOMPARE(got, want);
        }
    }

    void faceAndArmyNames()
    {
        QCOMPARE(faceName(shipped(), QStringLiteral("orc-warhog-2")).en,
                 QStringLiteral("Orc Warhog 2"));
        QCOMPARE(faceName(shipped(), QStringLiteral("nope")).en, QStringLiteral("nope"));
        QCOMPARE(armyName(QStringLiteral("dwarf")).ja, QStringLiteral("ドワーフ"));
        QCOMPARE(armyName(QStringLiteral("goblins")).en, QStringLiteral("goblins"));
        QCOMPARE(groupCount(Rank::Command), 6);
        QCOMPARE(rankGroup(Rank::General), Rank::Command);
    }
};

QTEST_GUILESS_MAIN(TestLowCardLibrary)
#include "tst_low_cardlibrary.moc"
