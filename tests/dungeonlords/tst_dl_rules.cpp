// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords rules' helpers (DlRules.h): the names, fatigue spill-over and healing front
// first, the nearest tiles, limits and costs, every monster text and option, whether a monster
// can attack, the paladin tie rule and the traps. The six steps' conditions and checklist are
// tst_dl_rules_steps, the engine's check, guidance and describe tst_dl_check.
#include "DlRulesTestSupport.h"

#include <QTest>
#include <algorithm>

using namespace kbz;
using namespace kbz::dl;
using namespace kbz::dl::test;

class TstDlRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names();
    void spill_data();
    void spill();
    void heal_data();
    void heal();
    void withHitsAndHeals();
    void nearest_data();
    void nearest();
    void limitsAndCosts();
    void monsterTexts_data();
    void monsterTexts();
    void monsterOptionsAndTargets();
    void canAttackReasons();
    void paladin_data();
    void paladin();
    void traps_data();
    void traps();
};

void TstDlRules::names()
{
    QCOMPARE(className(AdvClass::Priest).en, QStringLiteral("Priest"));
    QCOMPARE(className(AdvClass::Priest).ja, QStringLiteral("僧侶"));
    QCOMPARE(className(AdvClass::Wizard).ja, QStringLiteral("魔法使い"));
    QCOMPARE(monsterName(MonsterKind::Vampire).ja, QStringLiteral("バンパイア"));
    QCOMPARE(monsterName(MonsterKind::Ghost).en, QStringLiteral("Ghost"));
    QCOMPARE(trapName(TrapKind::Pendulum).ja, QStringLiteral("振り子"));
    QCOMPARE(trapName(TrapKind::KamikazeImp).en, QStringLiteral("Kamikaze imp"));
    QCOMPARE(tileKindName(TileKind::Tunnel).ja, QStringLiteral("トンネル"));
    QCOMPARE(tileKindName(TileKind::Room).ja, QStringLiteral("部屋"));
    const QList<DlAdventurer> party = {a(W, 4), a(T, 3)};
    QCOMPARE(adventurerName(party, 1).en, QStringLiteral("Thief 2"));
    QCOMPARE(adventurerName(party, 0).ja, QStringLiteral("戦士1"));
    DlState s = fight();
    QCOMPARE(tileName(s.players[0], 1).en, QStringLiteral("Room 2 (distance 2)"));
    QCOMPARE(tileName(s.players[0], 1).ja, QStringLiteral("部屋2（距離2）"));
    s.players[0].tiles[1].name = QStringLiteral("the mushroom room");
    QCOMPARE(tileName(s.players[0], 1).en, QStringLiteral("the mushroom room"));
    QCOMPARE(playerName(s, 1), QStringLiteral("Ben"));
    s.players[1].name.clear();
    QCOMPARE(playerName(s, 1), QStringLiteral("P2"));
    // Every kind has a name in both languages.
    for (int k = 0; k < kMonsterKinds; ++k) {
        QVERIFY(!monsterName(MonsterKind(k)).en.isEmpty());
        QVERIFY(!monsterName(MonsterKind(k)).ja.isEmpty());
    }
    for (int k = 0; k < kTrapKinds; ++k)
        QVERIFY(!trapName(TrapKind(k)).ja.isEmpty());
}

void TstDlRules::spill_data()
{
    QTest::addColumn<QList<DlAdventurer>>("party");
    QTest::addColumn<int>("amount");
    QTest::addColumn<QString>("expected");
    const QList<DlAdventurer> two = {a(W, 3), a(T, 4)};
    QTest::newRow("front takes it all") << two << 2 << "0:2";
    QTest::newRow("exactly the front's hit points") << two << 3 << "0:3";
    QTest::newRow("spills to the next") << two << 5 << "0:3,1:2";
    QTest::newRow("overflow past the last is lost") << two << 9 << "0:3,1:4";
    QTest::newRow("already damaged front")
        << QList<DlAdventurer>{a(W, 4, 2), a(T, 3)} << 3 << "0:2,1:1";
    QTest::newRow("three deep") << QList<DlAdventurer>{a(W, 1), a(T, 1), a(P, 3)} << 4
                                << "0:1,1:1,2:2";
    QTest::newRow("no fatigue") << two << 0 << "";
    QTest::newRow("empty party") << QList<DlAdventurer>{} << 3 << "";
}

void TstDlRules::spill()
{
    QFETCH(QList<DlAdventurer>, party);
    QFETCH(int, amount);
    QFETCH(QString, expected);
    QCOMPARE(text(spillFrontFirst(party, amount)), expected);
}

void TstDlRules::heal_data()
{
    QTest::addColumn<QList<DlAdventurer>>("party");
    QTest::addColumn<int>("hearts");
    QTest::addColumn<QString>("expected");
    const QList<DlAdventurer> hurt = {a(W, 5, 2), a(T, 3, 1), a(P, 3, 0)};
    QTest::newRow("front first") << hurt << 2 << "0:2";
    QTest::newRow("then the next") << hurt << 3 << "0:2,1:1";
    QTest::newRow("more hearts than damage") << hurt << 9 << "0:2,1:1";
    QTest::newRow("undamaged front is passed over")
        << QList<DlAdventurer>{a(W, 5), a(T, 3, 2)} << 1 << "1:1";
    QTest::newRow("no hearts") << hurt << 0 << "";
}

void TstDlRules::heal()
{
    QFETCH(QList<DlAdventurer>, party);
    QFETCH(int, hearts);
    QFETCH(QString, expected);
    QCOMPARE(text(healFrontFirst(party, hearts)), expected);
}

void TstDlRules::withHitsAndHeals()
{
    const QList<DlAdventurer> party = {a(W, 4, 1), a(T, 3)};
    const QList<DlAdventurer> hit = withHits(party, hits("0:2,1:5,7:1"));
    QCOMPARE(hit.at(0).damage, 3);
    QCOMPARE(hit.at(1).damage, 3); // never more than its hit points
    QVERIFY(hit.at(1).isDefeated());
    const QList<DlAdventurer> healed = withHeals(hit, hits("0:5,1:1"));
    QCOMPARE(healed.at(0).damage, 0); // never below 0
    QCOMPARE(healed.at(1).damage, 2);
    QCOMPARE(hitsFromJson(hitsToJson(hits("1:2,0:3"))), hits("1:2,0:3"));
}

void TstDlRules::nearest_data()
{
    QTest::addColumn<QList<DlTile>>("tiles");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("one nearest") << QList<DlTile>{tl(TileKind::Room, 2), tl(TileKind::Tunnel, 1)}
                                 << QList<int>{1};
    QTest::newRow("equal distances: free choice")
        << QList<DlTile>{tl(TileKind::Tunnel, 2), tl(TileKind::Room, 2), tl(TileKind::Tunnel, 3)}
        << QList<int>{0, 1};
    QTest::newRow("conquered tiles do not count")
        << QList<DlTile>{tl(TileKind::Tunnel, 1, true), tl(TileKind::Room, 3),
                         tl(TileKind::Tunnel, 2)}
        << QList<int>{2};
    QTest::newRow("all conquered") << QList<DlTile>{tl(TileKind::Tunnel, 1, true)} << QList<int>{};
}

void TstDlRules::nearest()
{
    QFETCH(QList<DlTile>, tiles);
    QFETCH(QList<int>, expected);
    DlPlayer p;
    p.tiles = tiles;
    QCOMPARE(nearestTiles(p), expected);
}

void TstDlRules::limitsAndCosts()
{
    QCOMPARE(monsterLimit(TileKind::Tunnel), 1);
    QCOMPARE(monsterLimit(TileKind::Room), 2);
    QCOMPARE(trapCost(TrapKind::CursedRing), (Cost{1, 0, 0}));
    QCOMPARE(trapCost(TrapKind::KamikazeImp), (Cost{0, 0, 1}));
    QCOMPARE(trapCost(TrapKind::PoisonedMeal), (Cost{0, 1, 0}));
    QCOMPARE(trapCost(TrapKind::Pendulum), (Cost{}));
    QCOMPARE(trapPayment(TrapKind::Pendulum, TileKind::Tunnel), (Cost{}));
    QCOMPARE(trapPayment(TrapKind::Pendulum, TileKind::Room), (Cost{1, 0, 0}));
    QCOMPARE(trapPayment(TrapKind::CursedRing, TileKind::Room), (Cost{2, 0, 0}));
    QCOMPARE(trapPayment(TrapKind::PoisonedMeal, TileKind::Room), (Cost{1, 1, 0}));
}

void TstDlRules::monsterTexts_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QList<DlAdventurer>>("party");
    QTest::addColumn<QList<int>>("targets");
    QTest::addColumn<QString>("expected"); // damage per target
    QTest::addColumn<QString>("flags");    // r = reuse, c = skip conquest, h = skip healing,
                                           // f = 1 food, n = no attack

    const QList<DlAdventurer> line = {a(W, 4), a(T, 3), a(P, 3)};
    const int goblin = int(MonsterKind::Goblin), slime = int(MonsterKind::Slime),
              troll = int(MonsterKind::Troll), witch = int(MonsterKind::Witch),
              vampire = int(MonsterKind::Vampire), golem = int(MonsterKind::Golem),
              dragon = int(MonsterKind::Dragon), demon = int(MonsterKind::Demon),
              ghost = int(MonsterKind::Ghost);
    const QList<int> none;

    QTest::newRow("goblin: front survives, no spill") << goblin << "" << line << none << "0:2"
                                                      << "";
    QTest::newRow("goblin: front falls, next takes 1")
        << goblin << "normal" << QList<DlAdventurer>{a(W, 4, 2), a(T, 3)} << none << "0:2,1:1"
        << "";
    QTest::newRow("goblin: front with 1 left falls too")
        << goblin << "normal" << QList<DlAdventurer>{a(W, 3, 2), a(T, 3)} << none << "0:2,1:1"
        << "";
    QTest::newRow("goblin: front falls, nobody behind")
        << goblin << "normal" << QList<DlAdventurer>{a(W, 2)} << none << "0:2"
        << "";
    QTest::newRow("slime: 1 to every adventurer") << slime << "all" << line << none << "0:1,1:1,2:1"
                                                  << "";
    QTest::newRow("slime: no attack, skips the conquest")
        << slime << "skip-conquest" << line << none << ""
        << "cn";
    QTest::newRow("troll: 3 to the front") << troll << "normal" << line << none << "0:3"
                                           << "";
    QTest::newRow("troll: fed, 4 to the front") << troll << "fed" << line << none << "0:4"
                                                << "f";
    QTest::newRow("troll: extra damage is lost")
        << troll << "normal" << QList<DlAdventurer>{a(W, 4, 3), a(T, 3)} << none << "0:3"
        << "";
    QTest::newRow("witch: 4 to the front") << witch << "normal" << line << none << "0:4"
                                           << "";
    QTest::newRow("witch: two chosen, 1 + 1")
        << witch << "two-chosen" << line << QList<int>{1, 2} << "1:1,2:1"
        << "";
    QTest::newRow("witch: two chosen on the same one")
        << witch << "two-chosen" << line << QList<int>{2, 2} << "2:2"
        << "";
    QTest::newRow("witch: two chosen default to the front standing")
        << witch << "two-chosen" << QList<DlAdventurer>{a(W, 4, 3), a(T, 3)} << none << "0:1,1:1"
        << "";
    QTest::newRow("vampire: 3 to a chosen one")
        << vampire << "strong" << line << QList<int>{1} << "1:3"
        << "";
    QTest::newRow("vampire: 2 and reused") << vampire << "reuse" << line << QList<int>{0} << "0:2"
                                           << "r";
    QTest::newRow("vampire: default passes over a priest")
        << vampire << "" << QList<DlAdventurer>{a(P, 3), a(T, 3)} << none << "1:3"
        << "";
    QTest::newRow("vampire: a paladin may be hit")
        << vampire << "strong" << QList<DlAdventurer>{a(L, 5), a(P, 3)} << none << "0:3"
        << "";
    QTest::newRow("golem: 4 and reused") << golem << "" << line << none << "0:4"
                                         << "r";
    QTest::newRow("dragon: 2 to all, no healing")
        << dragon << "all" << line << none << "0:2,1:2,2:2"
        << "h";
    QTest::newRow("demon: 7 to a chosen one, no conquest")
        << demon << "chosen" << line << QList<int>{2} << "2:7"
        << "c";
    QTest::newRow("demon: default the front") << demon << "" << line << none << "0:7"
                                              << "c";
    QTest::newRow("ghost: 2 to a chosen one") << ghost << "chosen" << line << QList<int>{1} << "1:2"
                                              << "";
    QTest::newRow("ghost: default the front") << ghost << "" << line << none << "0:2"
                                              << "";
}

void TstDlRules::monsterTexts()
{
    QFETCH(int, kind);
    QFETCH(QString, option);
    QFETCH(QList<DlAdventurer>, party);
    QFETCH(QList<int>, targets);
    QFETCH(QString, expected);
    QFETCH(QString, flags);
    const DlState s = withParty(party, MonsterKind(kind));
    const AttackEffect e = proposeAttack(s, 0, 0, option, targets);
    QCOMPARE(summed(e.hits), expected);
    QCOMPARE(e.reuse, flags.contains(QLatin1Char('r')));
    QCOMPARE(e.skipConquest, flags.contains(QLatin1Char('c')));
    QCOMPARE(e.skipHealing, flags.contains(QLatin1Char('h')));
    QCOMPARE(e.food, flags.contains(QLatin1Char('f')) ? 1 : 0);
    QCOMPARE(e.attacked, !flags.contains(QLatin1Char('n')));
}

void TstDlRules::monsterOptionsAndTargets()
{
    QCOMPARE(monsterOptions(MonsterKind::Troll),
             (QStringList{QStringLiteral("normal"), QStringLiteral("fed")}));
    QCOMPARE(monsterOptions(MonsterKind::Vampire).first(), QStringLiteral("strong"));
    QCOMPARE(monsterOptions(MonsterKind::Slime).last(), QStringLiteral("skip-conquest"));
    for (int k = 0; k < kMonsterKinds; ++k)
        for (const QString &o : monsterOptions(MonsterKind(k)))
            QVERIFY2(!optionName(MonsterKind(k), o).isEmpty(), qPrintable(o));
    QCOMPARE(optionName(MonsterKind::Troll, QStringLiteral("fed")).english(),
             QStringLiteral("Pay 1 food: 4 damage"));
    QCOMPARE(targetCount(MonsterKind::Witch, QStringLiteral("two-chosen")), 2);
    QCOMPARE(targetCount(MonsterKind::Witch, QStringLiteral("normal")), 0);
    QCOMPARE(targetCount(MonsterKind::Vampire, QString()), 1);
    QCOMPARE(targetCount(MonsterKind::Ghost, QString()), 1);
    QCOMPARE(targetCount(MonsterKind::Goblin, QString()), 0);
    QVERIFY(!canTarget(MonsterKind::Vampire, a(P, 3)));
    QVERIFY(canTarget(MonsterKind::Vampire, a(L, 3)));
    QVERIFY(canTarget(MonsterKind::Ghost, a(P, 3)));
    QVERIFY(!canTarget(MonsterKind::Ghost, a(W, 3, 3)));
    QCOMPARE(spells().size(), 5);
    QCOMPARE(spellName(QStringLiteral("freeze")).english(),
             QStringLiteral("A monster or ghost cannot attack"));
}

void TstDlRules::canAttackReasons()
{
    DlState s = fight();
    s.players[0].stage = Stage::Monsters;
    Message why;
    QVERIFY(canAttack(s, 0, 0, &why));
    QVERIFY(!canAttack(s, 0, 1, &why)); // troll not committed
    QCOMPARE(why.source, QStringLiteral("the %1 was not committed to this fight"));
    s.players[0].fight.monsters = {0, 1, 2};
    s.players[0].fight.attacked = {0};
    QVERIFY(!canAttack(s, 0, 0, &why));
    QCOMPARE(why.source, QStringLiteral("the %1 has already attacked this round"));
    s.players[0].fight.cancelled = {1};
    QVERIFY(!canAttack(s, 0, 1, &why));
    QCOMPARE(why.source, QStringLiteral("the spell keeps the %1 from attacking"));
    s.players[0].monsters[2].used = true;
    QVERIFY(!canAttack(s, 0, 2, &why));
    QCOMPARE(why.source, QStringLiteral("the %1 is exhausted for the rest of the year"));
    // A vampire facing only priests cannot attack.
    DlState v = withParty({a(P, 3), a(P, 4)}, MonsterKind::Vampire);
    QVERIFY(!canAttack(v, 0, 0, &why));
    QCOMPARE(why.source, QStringLiteral("the %1 has nobody in the party it may attack"));
    // A slime that skipped the conquest has acted, though it did not attack.
    DlState sl = withParty({a(W, 3)}, MonsterKind::Slime);
    sl.players[0].fight.skipConquest = true;
    sl.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.slime");
    QVERIFY(!canAttack(sl, 0, 0));
}

void TstDlRules::paladin_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<QList<int>>("evil");
    QTest::addColumn<QList<int>>("out");
    QTest::addColumn<QList<int>>("noTile");
    QTest::addColumn<int>("expected");
    QTest::newRow("2p: highest evil") << 0 << QList<int>{7, 4} << QList<int>{} << QList<int>{} << 0;
    QTest::newRow("2p start 0: tie goes to the later player")
        << 0 << QList<int>{5, 5} << QList<int>{} << QList<int>{} << 1;
    QTest::newRow("2p start 1: tie goes to seat 0")
        << 1 << QList<int>{5, 5} << QList<int>{} << QList<int>{} << 0;
    QTest::newRow("3p start 2: all tied, order 2 0 1")
        << 2 << QList<int>{4, 4, 4} << QList<int>{} << QList<int>{} << 1;
    QTest::newRow("3p start 1: 0 and 2 tied, order 1 2 0")
        << 1 << QList<int>{7, 3, 7} << QList<int>{} << QList<int>{} << 0;
    QTest::newRow("3p start 0: the most evil is out")
        << 0 << QList<int>{3, 8, 3} << QList<int>{1} << QList<int>{} << 2;
    QTest::newRow("4p start 3: 1 and 2 tied, order 3 0 1 2")
        << 3 << QList<int>{2, 6, 6, 1} << QList<int>{} << QList<int>{} << 2;
    QTest::newRow("4p start 2: 0 and 1 tied, order 2 3 0 1")
        << 2 << QList<int>{6, 6, 1, 1} << QList<int>{} << QList<int>{} << 1;
    QTest::newRow("4p start 1: 3 and 0 tied, order 1 2 3 0")
        << 1 << QList<int>{6, 1, 1, 6} << QList<int>{} << QList<int>{} << 0;
    QTest::newRow("4p start 0: unique highest")
        << 0 << QList<int>{1, 2, 9, 3} << QList<int>{} << QList<int>{} << 2;
    // A player with no unconquered tile only releases prisoners: not in combat (dl.end.no-tile).
    QTest::newRow("3p start 0: the most evil has no tile left")
        << 0 << QList<int>{3, 8, 3} << QList<int>{} << QList<int>{1} << 2;
    QTest::newRow("2p: the other has no tile, the less evil stays")
        << 0 << QList<int>{1, 6} << QList<int>{} << QList<int>{1} << 0;
    QTest::newRow("no tile and out")
        << 0 << QList<int>{1, 6} << QList<int>{0} << QList<int>{1} << -1;
    QTest::newRow("nobody fights")
        << 0 << QList<int>{1, 2} << QList<int>{0, 1} << QList<int>{} << -1;
}

void TstDlRules::paladin()
{
    QFETCH(int, start);
    QFETCH(QList<int>, evil);
    QFETCH(QList<int>, out);
    QFETCH(QList<int>, noTile);
    QFETCH(int, expected);
    DlState s;
    s.startPlayer = start;
    for (int i = 0; i < evil.size(); ++i) {
        DlPlayer p;
        p.evil = evil.at(i);
        DlTile t;
        t.conquered = noTile.contains(i);
        p.tiles = {t, t};
        if (out.contains(i)) {
            p.stage = Stage::Out;
            p.out = OutReason::Defeated;
        }
        s.players.append(p);
    }
    QCOMPARE(paladinTarget(s), expected);
}

void TstDlRules::traps_data()
{
    QTest::addColumn<int>("trap");
    QTest::addColumn<int>("tile");
    QTest::addColumn<QList<DlAdventurer>>("party");
    QTest::addColumn<int>("target");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("delayed");
    QTest::addColumn<bool>("skipConquest");
    QTest::addColumn<int>("gold");
    QTest::addColumn<QString>("cancelledBy"); // "adventurer:amount" of the symbols used
    const QList<DlAdventurer> line = {a(W, 4), a(P, 3), a(Z, 3)};
    const int tunnel = 0, room = 1;
    QTest::newRow("rolling boulder")
        << int(TrapKind::RollingBoulder) << tunnel << line << -1 << "0:3"
        << "" << false << 0 << "";
    QTest::newRow("pendulum in a room") << int(TrapKind::Pendulum) << room << line << -1 << "1:3"
                                        << "" << false << 1 << "";
    QTest::newRow("trap door") << int(TrapKind::TrapDoor) << tunnel << line << -1 << "0:2"
                               << "" << true << 0 << "";
    QTest::newRow("poisoned dart") << int(TrapKind::PoisonedDart) << tunnel << line << 2 << "2:1"
                                   << "2:2" << false << 0 << "";
    QTest::newRow("cursed ring") << int(TrapKind::CursedRing) << tunnel << line << -1
                                 << "0:1,1:1,2:1"
                                 << "" << true << 1 << "";
    QTest::newRow("fire wall") << int(TrapKind::FireWall) << tunnel << line << -1 << "0:1,1:1,2:2"
                               << "" << false << 0 << "";
    QTest::newRow("kamikaze imp") << int(TrapKind::KamikazeImp) << tunnel << line << -1
                                  << "0:3,1:1,2:1"
                                  << "" << false << 0 << "";
    QTest::newRow("poisoned meal") << int(TrapKind::PoisonedMeal) << tunnel
                                   << QList<DlAdventurer>{a(W, 5, 1), a(T, 3, 0, 2)} << -1 << "0:4"
                                   << "" << false << 0 << "";
    QTest::newRow("a thief cancels, last hit first")
        << int(TrapKind::KamikazeImp) << tunnel
        << QList<DlAdventurer>{a(W, 4), a(T, 3, 0, 2), a(Z, 3)} << -1 << "0:3"
        << "" << false << 0 << "1:2";
    // Issue "At the table, second pass": a paladin's symbols count as trap symbols, and the
    // cancelled damage is credited to the paladin, not to a thief the party does not have.
    QTest::newRow("the paladin's symbols, no thief")
        << int(TrapKind::TrapDoor) << tunnel << QList<DlAdventurer>{a(L, 5, 0, 1), a(W, 3)} << -1
        << "0:1"
        << "" << true << 0 << "0:1";
    QTest::newRow("a thief's symbols, then the paladin's")
        << int(TrapKind::CursedRing) << tunnel
        << QList<DlAdventurer>{a(L, 5, 0, 2), a(T, 3, 0, 1), a(W, 3)} << -1 << ""
        << "" << true << 1 << "0:2,1:1";
}

void TstDlRules::traps()
{
    QFETCH(int, trap);
    QFETCH(int, tile);
    QFETCH(QList<DlAdventurer>, party);
    QFETCH(int, target);
    QFETCH(QString, expected);
    QFETCH(QString, delayed);
    QFETCH(bool, skipConquest);
    QFETCH(int, gold);
    QFETCH(QString, cancelledBy);
    DlState s = fight();
    s.players[0].party = party;
    s.players[0].fight.trap = TrapKind(trap);
    s.players[0].fight.tile = tile;
    s.players[0].tiles[1].distance = 1;
    const TrapEffect e = proposeTrap(s, 0, target);
    QCOMPARE(summed(e.hits), expected);
    QCOMPARE(summed(e.delayed), delayed);
    QCOMPARE(e.skipConquest, skipConquest);
    QCOMPARE(e.pay.gold, gold);
    QStringList by;
    int total = 0;
    for (const SymbolUse &u : e.cancelledBy) {
        by.append(QStringLiteral("%1:%2").arg(u.adventurer).arg(u.amount));
        total += u.amount;
    }
    QCOMPARE(by.join(QLatin1Char(',')), cancelledBy);
    QCOMPARE(total, e.cancelled);
    if (TrapKind(trap) == TrapKind::AntiMagicDart)
        QCOMPARE(e.silence, target);
}

QTEST_MAIN(TstDlRules)
#include "tst_dl_rules.moc"
