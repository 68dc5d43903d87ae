// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords engine's check, guidance and describe (DlInternal.h): one row per warning,
// the guidance of each phase, the journal lines in both languages, and a round driven step by
// step.
#include "DlRulesTestSupport.h"
#include "dungeonlords/DlInternal.h"

#include <QTest>
#include <algorithm>

using namespace kbz;
using namespace kbz::dl;
using namespace kbz::dl::test;

class TstDlCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void warnings_data();
    void warnings();
    void guidance();
    void describe_data();
    void describe();
    void drivenRound();
};

void TstDlCheck::warnings_data()
{
    QTest::addColumn<DlState>("state");
    QTest::addColumn<Step>("step");
    QTest::addColumn<QStringList>("rules");

    using test::adv;
    using test::monster;
    using test::playerYear;
    using test::tile;
    // ---- year
    DlState setup;
    setup.players = {DlPlayer{}, DlPlayer{}};
    const QJsonArray tiles = {tile("tunnel", 1), tile("room", 2)};
    const QJsonArray party = {adv("warrior", 1, 3), adv("thief", 1, 3, 1)};
    auto year = [&](int y, int start, QJsonArray m0, QJsonArray party0) {
        return st("year", -1,
                  QJsonObject{{"year", y},
                              {"startPlayer", start},
                              {"players", QJsonArray{playerYear(tiles, party0, m0),
                                                     playerYear(tiles, party, {})}}});
    };
    QTest::newRow("year: clean") << setup << year(1, 0, {monster("goblin")}, party)
                                 << QStringList{};
    QTest::newRow("year: not the year the game starts with")
        << setup << year(2, 0, {monster("goblin")}, party) << QStringList{"dl.year.end"};
    QTest::newRow("year: exhausted monster at the start")
        << setup << year(1, 0, {monster("goblin", true)}, party)
        << QStringList{"dl.exhausted.restore"};
    QTest::newRow("year: demon without a sacrifice")
        << setup << year(1, 0, {monster("demon")}, party) << QStringList{"dl.monster.demon"};
    QTest::newRow("year: warrior behind a thief (info)")
        << setup << year(1, 0, {}, QJsonArray{adv("thief", 1, 3), adv("warrior", 1, 3)})
        << QStringList{"dl.adventurer.order"};
    DlState afterYear1 = fight();
    afterYear1.phase = Phase::YearSetup;
    afterYear1.startPlayer = 1; // the engine passed it at the end of year 1
    QTest::newRow("year 2: clean") << afterYear1 << year(2, 1, {}, party) << QStringList{};
    QTest::newRow("year 2: year 1 again")
        << afterYear1 << year(1, 1, {}, party) << QStringList{"dl.year.end"};
    QTest::newRow("year 2: start player not passed")
        << afterYear1 << year(2, 0, {}, party) << QStringList{"dl.year.end"};
    QTest::newRow("year: during the year's combat")
        << fight() << year(2, 0, {}, party) << QStringList{"dl.round.structure"};

    // ---- plan
    DlState plan = fight();
    plan.phase = Phase::Plan;
    plan.resolving = -1;
    plan.cards.clear();
    for (DlPlayer &p : plan.players) {
        p.stage = Stage::Plan;
        p.fight = DlFight{};
        p.monsters.append(mon(MonsterKind::Ghost));
    }
    plan.players[0].tiles[2].distance = 1;
    auto planStep = [](int tileIndex, const char *trap, QJsonArray monsters) {
        return st("plan", 0,
                  QJsonObject{{"tile", tileIndex},
                              {"trap", trap ? QJsonValue(QString::fromLatin1(trap)) : QJsonValue()},
                              {"monsters", monsters}});
    };
    QTest::newRow("plan: clean") << plan << planStep(0, "pendulum", {0, 2, 3}) << QStringList{};
    QTest::newRow("plan: equally near tile") << plan << planStep(2, nullptr, {0}) << QStringList{};
    QTest::newRow("plan: not the nearest tile")
        << plan << planStep(1, nullptr, {0}) << QStringList{"dl.plan.tile"};
    DlState conquered = plan;
    conquered.players[0].tiles[0].conquered = true;
    QTest::newRow("plan: conquered tile")
        << conquered << planStep(0, nullptr, {}) << QStringList{"dl.plan.tile"};
    QTest::newRow("plan: two monsters in a tunnel")
        << plan << planStep(0, nullptr, {0, 1}) << QStringList{"dl.plan.tunnel"};
    DlState room = plan;
    room.players[0].tiles[0].kind = TileKind::Room;
    room.players[0].monsters.append(mon(MonsterKind::Witch));
    QTest::newRow("plan: three monsters in a room")
        << room << planStep(0, nullptr, {0, 1, 4}) << QStringList{"dl.plan.room"};
    QTest::newRow("plan: two monsters and ghosts in a room")
        << room << planStep(0, nullptr, {0, 1, 2, 3}) << QStringList{};
    QTest::newRow("plan: trap not in hand")
        << plan << planStep(0, "fire-wall", {}) << QStringList{"dl.step.traps"};
    DlState tired = plan;
    tired.players[0].monsters[0].used = true;
    QTest::newRow("plan: exhausted monster")
        << tired << planStep(0, nullptr, {0}) << QStringList{"dl.exhausted.year"};
    DlState poor = room;
    poor.players[0].gold = 0;
    QTest::newRow("plan: room trap without gold")
        << poor << planStep(0, "pendulum", {}) << QStringList{"dl.plan.room"};
    DlState planned = plan;
    planned.players[0].stage = Stage::Planned;
    QTest::newRow("plan: twice") << planned << planStep(0, nullptr, {})
                                 << QStringList{"dl.round.structure"};
    QTest::newRow("plan: while resolving")
        << fight() << planStep(0, nullptr, {}) << QStringList{"dl.round.structure"};
    DlState noTile = plan;
    for (DlTile &t : noTile.players[0].tiles)
        t.conquered = true;
    QTest::newRow("plan: no tile left")
        << noTile << planStep(0, nullptr, {}) << QStringList{"dl.end.no-tile"};

    // ---- release
    noTile.players[0].prisoners = {a(W, 3, 3)};
    QTest::newRow("release: clean")
        << noTile << st("release", 0, {{"prisoner", 0}}) << QStringList{};
    QTest::newRow("release: a tile is left")
        << plan << st("release", 0, {{"prisoner", 0}}) << QStringList{"dl.end.no-tile"};

    // ---- reveal
    QTest::newRow("reveal: nobody planned")
        << plan << st("reveal", -1, {{"fatigue", 2}})
        << QStringList{"dl.round.structure", "dl.round.structure"};
    DlState reveal = plan;
    reveal.phase = Phase::Reveal;
    for (DlPlayer &p : reveal.players)
        p.stage = Stage::Planned;
    QTest::newRow("reveal: clean") << reveal << st("reveal", -1, {{"fatigue", 2}}) << QStringList{};
    QTest::newRow("reveal: twice")
        << fight() << st("reveal", -1, {{"fatigue", 2}}) << QStringList{"dl.combat-card.reveal"};

    // ---- trap
    DlState trap = fight();
    trap.players[0].fight.trap = TrapKind::Pendulum;
    trap.players[1].fight.trap = TrapKind::Pendulum;
    QTest::newRow("trap: clean") << trap << st("trap", 0) << QStringList{};
    QTest::newRow("trap: none committed")
        << fight() << st("trap", 0) << QStringList{"dl.step.traps"};
    DlState ring = trap;
    ring.players[0].fight.trap = TrapKind::CursedRing;
    ring.players[0].fight.tile = 1;
    ring.players[0].gold = 1;
    QTest::newRow("trap: cannot pay")
        << ring << st("trap", 0) << QStringList{"dl.plan.trap-payment"};
    QTest::newRow("trap: not this seat's turn")
        << trap << st("trap", 1) << QStringList{"dl.round.structure"};
    DlState before = trap;
    before.phase = Phase::Reveal;
    QTest::newRow("trap: before the card")
        << before << st("trap", 0) << QStringList{"dl.round.structure"};

    // ---- magic
    DlState magic = fight();
    magic.players[0].stage = Stage::EarlyMagic;
    QTest::newRow("magic: early, clean")
        << magic << st("magic", 0, {{"when", "early"}}) << QStringList{};
    DlState dull = magic;
    dull.cards[0].lightning = false;
    QTest::newRow("magic: early without lightning")
        << dull << st("magic", 0, {{"when", "early"}}) << QStringList{"dl.step.early-magic"};
    DlState late = fight();
    late.round = 2;
    late.cards.append(late.cards.first());
    late.players[0].stage = Stage::LateMagic;
    late.players[0].fight.attacked = {0};
    late.players[0].monsters[0].used = true;
    QTest::newRow("magic: late, magic below the round")
        << late << st("magic", 0, {{"when", "late"}}) << QStringList{"dl.step.late-magic"};
    QTest::newRow("magic: early after the monsters")
        << late << st("magic", 0, {{"when", "early"}})
        << QStringList{"dl.step.early-magic", "dl.step.early-magic"};
    DlState lateEarly = magic;
    lateEarly.players[0].stage = Stage::Monsters;
    lateEarly.players[0].fight.earlyDone = true;
    DlState spell = magic;
    spell.cards[0].spell = QStringLiteral("heal");
    spell.players[0].party[0].damage = 3;
    QTest::newRow("magic: the card's number, healed as the spell says")
        << spell << st("magic", 0, {{"when", "early"}, {"amount", 2}}) << QStringList{};
    QTest::newRow("magic: healed otherwise than the card's number")
        << spell << st("magic", 0, {{"when", "early"}, {"amount", 2}, {"heals", jhits("0:1")}})
        << QStringList{"dl.combat-card.spells"};
    QTest::newRow("magic: late while the goblin can attack")
        << lateEarly << st("magic", 0, {{"when", "late"}}) << QStringList{"dl.step.monsters"};

    // ---- attack
    DlState attack = fight();
    attack.players[0].stage = Stage::Monsters;
    attack.players[0].fight.earlyDone = true;
    QTest::newRow("attack: clean") << attack << st("attack", 0, {{"monster", 0}}) << QStringList{};
    QTest::newRow("attack: hits as the text says")
        << attack << st("attack", 0, {{"monster", 0}, {"hits", jhits("0:2")}}) << QStringList{};
    QTest::newRow("attack: hits differ from the goblin's text")
        << attack << st("attack", 0, {{"monster", 0}, {"hits", jhits("0:3")}})
        << QStringList{"dl.monster.goblin"};
    QTest::newRow("attack: not committed")
        << attack << st("attack", 0, {{"monster", 1}}) << QStringList{"dl.step.monsters"};
    DlState again = attack;
    again.players[0].fight.attacked = {0};
    again.players[0].monsters[0].used = true;
    QTest::newRow("attack: already attacked")
        << again << st("attack", 0, {{"monster", 0}}) << QStringList{"dl.step.monsters"};
    DlState exhausted = attack;
    exhausted.players[0].monsters[0].used = true;
    QTest::newRow("attack: exhausted")
        << exhausted << st("attack", 0, {{"monster", 0}}) << QStringList{"dl.exhausted.year"};
    // A monster left out of the fight and exhausted: both are said (the playtest of issue 35
    // saw only "not committed").
    DlState tiredOut = attack;
    tiredOut.players[0].monsters[1].used = true;
    QTest::newRow("attack: not committed and exhausted")
        << tiredOut << st("attack", 0, {{"monster", 1}})
        << QStringList{"dl.step.monsters", "dl.exhausted.year"};
    DlState frozen = attack;
    frozen.players[0].fight.cancelled = {0};
    QTest::newRow("attack: kept from attacking by the spell")
        << frozen << st("attack", 0, {{"monster", 0}}) << QStringList{"dl.combat-card.spells"};
    DlState vampire = attack;
    vampire.players[0].monsters[0].kind = MonsterKind::Vampire;
    QTest::newRow("attack: vampire on a priest")
        << vampire
        << st("attack", 0, {{"monster", 0}, {"option", "strong"}, {"targets", QJsonArray{2}}})
        << QStringList{"dl.monster.vampire"};
    QTest::newRow("attack: vampire on a thief")
        << vampire
        << st("attack", 0, {{"monster", 0}, {"option", "reuse"}, {"targets", QJsonArray{1}}})
        << QStringList{};
    DlState troll = attack;
    troll.players[0].fight.monsters = {1};
    troll.players[0].food = 0;
    QTest::newRow("attack: fed troll without food")
        << troll << st("attack", 0, {{"monster", 1}, {"option", "fed"}})
        << QStringList{"dl.monster.troll"};
    DlState witch = attack;
    witch.players[0].monsters[0].kind = MonsterKind::Witch;
    QTest::newRow("attack: witch with one target for two")
        << witch
        << st("attack", 0, {{"monster", 0}, {"option", "two-chosen"}, {"targets", QJsonArray{1}}})
        << QStringList{"dl.monster.witch"};
    DlState afterHeal = attack;
    afterHeal.players[0].stage = Stage::Conquest;
    afterHeal.players[0].fight.lateDone = true;
    afterHeal.players[0].fight.healDone = true;
    QTest::newRow("attack: after later steps")
        << afterHeal << st("attack", 0, {{"monster", 0}}) << QStringList{"dl.step.monsters"};
    DlState trapFirst = fight();
    trapFirst.players[0].fight.trap = TrapKind::Pendulum;
    QTest::newRow("attack: before the trap")
        << trapFirst << st("attack", 0, {{"monster", 0}}) << QStringList{"dl.step.traps"};
    QTest::newRow("attack: out of turn")
        << attack << st("attack", 1, {{"monster", 0}}) << QStringList{"dl.round.structure"};

    // ---- heal
    DlState heal = fight();
    heal.players[0].stage = Stage::Healing;
    heal.players[0].fight.earlyDone = true;
    heal.players[0].fight.lateDone = true;
    heal.players[0].fight.attacked = {0};
    heal.players[0].monsters[0].used = true;
    heal.players[0].party[0].damage = 2;
    QTest::newRow("heal: clean") << heal << st("heal", 0) << QStringList{};
    QTest::newRow("heal: front first")
        << heal << st("heal", 0, {{"heals", jhits("0:1")}}) << QStringList{};
    QTest::newRow("heal: not front first")
        << heal << st("heal", 0, {{"heals", jhits("1:1")}}) << QStringList{"dl.step.healing"};
    DlState noPriest = heal;
    noPriest.players[0].party.removeAt(2);
    QTest::newRow("heal: no priest") << noPriest << st("heal", 0) << QStringList{"dl.step.healing"};
    DlState dragon = heal;
    dragon.players[0].fight.skipHealing = true;
    QTest::newRow("heal: after the dragon")
        << dragon << st("heal", 0) << QStringList{"dl.step.healing"};

    // ---- conquest
    DlState conquest = heal;
    conquest.players[0].stage = Stage::Conquest;
    conquest.players[0].fight.healDone = true;
    QTest::newRow("conquest: clean") << conquest << st("conquest", 0) << QStringList{};
    QTest::newRow("conquest: fatigue as the card says")
        << conquest << st("conquest", 0, {{"hits", jhits("0:2")}}) << QStringList{};
    QTest::newRow("conquest: fatigue not front first")
        << conquest << st("conquest", 0, {{"hits", jhits("1:2")}})
        << QStringList{"dl.fatigue.spill"};
    DlState mustAttack = conquest;
    mustAttack.players[0].fight.attacked.clear();
    mustAttack.players[0].monsters[0].used = false;
    mustAttack.players[0].fight.healDone = false;
    QTest::newRow("conquest: the goblin did not attack")
        << mustAttack << st("conquest", 0) << QStringList{"dl.step.monsters"};
    DlState skipped = conquest;
    skipped.players[0].fight.skipConquest = true;
    skipped.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.slime");
    QTest::newRow("conquest: conquered though the slime skipped it")
        << skipped << st("conquest", 0, {{"conquered", true}}) << QStringList{"dl.monster.slime"};
    QTest::newRow("conquest: fatigue though skipped")
        << skipped << st("conquest", 0, {{"hits", jhits("0:2")}})
        << QStringList{"dl.monster.slime"};
    QTest::newRow("conquest: skipped, clean") << skipped << st("conquest", 0) << QStringList{};
    QTest::newRow("conquest: not conquered, nothing skipped")
        << conquest << st("conquest", 0, {{"conquered", false}}) << QStringList{"dl.step.conquest"};

    DlState lastStand = conquest;
    lastStand.players[0].party = {a(W, 2, 1)};
    QTest::newRow("conquest: fatigue defeats everyone, not conquered")
        << lastStand << st("conquest", 0, {{"conquered", false}}) << QStringList{};
    QTest::newRow("conquest: fatigue defeats everyone, conquered")
        << lastStand << st("conquest", 0, {{"conquered", true}})
        << QStringList{"dl.end.conditions"};

    // ---- paladin, score
    DlState evil = fight();
    evil.players[1].evil = 5;
    QTest::newRow("paladin: the most evil board")
        << evil << st("paladin", -1, {{"to", 1}}) << QStringList{};
    QTest::newRow("paladin: not the rule's board")
        << evil << st("paladin", -1, {{"to", 0}}) << QStringList{"dl.paladin.move"};
    QTest::newRow("score: before year 2 ends")
        << fight() << st("score", -1) << QStringList{"dl.year.end"};
    DlState scoring = fight();
    scoring.phase = Phase::Scoring;
    QTest::newRow("score: clean") << scoring << st("score", -1) << QStringList{};
}

void TstDlCheck::warnings()
{
    QFETCH(DlState, state);
    QFETCH(Step, step);
    QFETCH(QStringList, rules);
    const QList<Finding> findings = rules::checkStep(state, step);
    QStringList expected = rules;
    expected.sort();
    if (ruleIds(findings) != expected)
        for (const Finding &f : findings)
            qInfo() << f.ruleId << f.message.english();
    QCOMPARE(ruleIds(findings), expected);
    // Every finding cites a rule id of the engine and says something.
    const QStringList known = DlEngine().ruleIds();
    for (const Finding &f : findings) {
        QVERIFY(!f.message.english().isEmpty());
        if (!known.isEmpty())
            QVERIFY2(known.contains(f.ruleId), qPrintable(f.ruleId));
    }
}

void TstDlCheck::guidance()
{
    // Planning: the first seat in order from the start player, with its nearest tile.
    DlState plan = fight();
    plan.phase = Phase::Plan;
    plan.startPlayer = 1;
    for (DlPlayer &p : plan.players)
        p.stage = Stage::Plan;
    Guidance g = rules::guidanceFor(plan);
    QCOMPARE(g.phase, QStringLiteral("plan"));
    QCOMPARE(g.actor, 1);
    QCOMPARE(g.expected.first(), QStringLiteral("plan"));
    QCOMPARE(g.hints.size(), 2);
    QCOMPARE(g.hints.first().english(),
             QStringLiteral("Ben: fight on Tunnel 1 (distance 1) — the nearest unconquered tile."));
    for (DlTile &t : plan.players[1].tiles)
        t.conquered = true;
    g = rules::guidanceFor(plan);
    QCOMPARE(g.expected.first(), QStringLiteral("release"));

    // Resolving: the trap first, then the goblin must attack.
    DlState s = fight();
    s.players[0].fight.trap = TrapKind::Pendulum;
    g = rules::guidanceFor(s);
    QCOMPARE(g.phase, QStringLiteral("resolve"));
    QCOMPARE(g.actor, 0);
    QCOMPARE(g.expected.first(), QStringLiteral("trap"));
    QVERIFY(g.expected.contains(QStringLiteral("attack")));
    QCOMPARE(g.hints.last().english(), QStringLiteral("Goblin must still attack."));
    s.players[0].fight.trapDone = true;
    s.players[0].fight.earlyDone = true;
    s.players[0].stage = Stage::Monsters;
    g = rules::guidanceFor(s);
    QCOMPARE(g.expected.first(), QStringLiteral("attack"));
    s.players[0].fight.attacked = {0};
    s.players[0].monsters[0].used = true;
    g = rules::guidanceFor(s);
    QCOMPARE(g.expected.first(), QStringLiteral("magic")); // late magic: crystal, magic 1 >= 1
    QVERIFY(!g.expected.contains(QStringLiteral("attack")));

    // A slime skipped the conquest: the step still closes the round.
    s.players[0].fight.lateDone = true;
    s.players[0].fight.healDone = true;
    s.players[0].fight.skipConquest = true;
    s.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.slime");
    s.players[0].stage = Stage::Conquest;
    g = rules::guidanceFor(s);
    QCOMPARE(g.expected.first(), QStringLiteral("conquest"));
    QCOMPARE(g.hints.last().english(),
             QStringLiteral("Step 6: the conquest is skipped; record it to close the round."));

    DlState reveal = fight();
    reveal.phase = Phase::Reveal;
    g = rules::guidanceFor(reveal);
    QCOMPARE(g.expected.first(), QStringLiteral("reveal"));
    QCOMPARE(g.actor, -1);

    DlState done = fight();
    done.phase = Phase::Finished;
    g = rules::guidanceFor(done);
    QVERIFY(g.finished);
    QVERIFY(g.expected.isEmpty());
    DlState year;
    g = rules::guidanceFor(year);
    QCOMPARE(g.expected, QStringList{QStringLiteral("year")});

    // Guidance names only declared step kinds.
    QStringList declared;
    for (const StepKind &k : DlEngine().stepKinds())
        declared.append(k.kind);
    if (!declared.isEmpty())
        for (const DlState &x : {plan, s, reveal, done, year})
            for (const QString &k : rules::guidanceFor(x).expected)
                QVERIFY2(declared.contains(k), qPrintable(k));
}

void TstDlCheck::describe_data()
{
    QTest::addColumn<DlState>("state");
    QTest::addColumn<Step>("step");
    QTest::addColumn<QString>("expected");
    DlState s = fight();
    s.players[0].monsters[1].kind = MonsterKind::Troll;
    s.players[0].fight.monsters = {0, 1};
    QTest::newRow("fed troll defeats") << s << st("attack", 0, {{"monster", 1}, {"option", "fed"}})
                                       << "Priya's Troll (fed) hits Warrior 1 for 4 — defeated";
    QTest::newRow("goblin") << s << st("attack", 0, {{"monster", 0}})
                            << "Priya's Goblin hits Warrior 1 for 2";
    DlState plan = fight();
    plan.phase = Phase::Plan;
    plan.round = 2;
    plan.players[0].tiles[1].distance = 1;
    QTest::newRow("plan") << plan
                          << st("plan", 0,
                                {{"tile", 1}, {"trap", "pendulum"}, {"monsters", QJsonArray{1, 2}}})
                          << "Round 2 — Priya plans Room 2 (distance 1): pendulum, troll + ghost";
    QTest::newRow("conquest") << fight() << st("conquest", 0)
                              << "Conquest: 2 fatigue (Warrior 1 for 2), Tunnel 1 (distance 1) "
                                 "conquered";
    DlState evil = fight();
    evil.players[1].evil = 7;
    QTest::newRow("paladin") << evil << st("paladin", -1, {{"to", 1}}) << "Paladin to Ben (evil 7)";
    DlState slime = fight();
    slime.players[0].monsters[0].kind = MonsterKind::Slime;
    QTest::newRow("slime skips")
        << slime << st("attack", 0, {{"monster", 0}, {"option", "skip-conquest"}})
        << "Priya's Slime makes no attack: this round's conquest is skipped";
    QTest::newRow("dragon")
        <<
        [] {
            DlState x = fight();
            x.players[0].monsters[0].kind = MonsterKind::Dragon;
            x.players[0].party = {a(W, 4), a(T, 2)};
            return x;
        }()
        << st("attack", 0, {{"monster", 0}})
        << "Priya's Dragon hits Warrior 1 for 2, Thief 2 for 2 — defeated; no healing "
           "this round";
    QTest::newRow("reveal") <<
        [] {
            DlState x = fight();
            x.phase = Phase::Reveal;
            x.cards.clear();
            return x;
        }() << st("reveal", -1, {{"fatigue", 3}, {"lightning", true}, {"crystal", false}})
                            << "Round 1 combat card: fatigue 3, lightning";
    QTest::newRow("reveal with a spell")
        <<
        [] {
            DlState x = fight();
            x.phase = Phase::Reveal;
            x.cards.clear();
            return x;
        }()
        << st("reveal", -1, {{"fatigue", 2}, {"crystal", true}, {"spell", "heal-all"}})
        << "Round 1 combat card: fatigue 2, green crystal, spell: Healing for "
           "every adventurer";
    QTest::newRow("pendulum")
        <<
        [] {
            DlState x = fight();
            x.players[0].fight.trap = TrapKind::Pendulum;
            return x;
        }()
        << st("trap", 0)
        << "Priya's Pendulum hits Thief 2 for 2; Thief 2's trap symbols cancel 1 damage";
    QTest::newRow("poisoned dart") <<
        [] {
            DlState x = fight();
            x.players[0].fight.trap = TrapKind::PoisonedDart;
            return x;
        }() << st("trap", 0, {{"target", 0}}) // the thief cancels the 1 now, not the poison
                                   << "Priya's Poisoned dart hits nobody; Thief 2's trap symbols "
                                      "cancel 1 damage; poison: 2 to Warrior 1 after the conquest";
    QTest::newRow("healing spell with the card's number")
        <<
        [] {
            DlState x = fight();
            x.cards[0].spell = QStringLiteral("heal");
            x.players[0].party[0].damage = 3;
            return x;
        }()
        << st("magic", 0, {{"when", "early"}, {"amount", 2}})
        << "Early magic at Priya's: healed 2 (2 from Warrior 1)";
    QTest::newRow("skipped conquest") << [] {
        DlState x = fight();
        x.players[0].fight.skipConquest = true;
        return x;
    }() << st("conquest", 0) << "Conquest skipped: Tunnel 1 (distance 1) holds";
    QTest::newRow("the last adventurer falls to fatigue")
        <<
        [] {
            DlState x = fight();
            x.players[0].party = {a(W, 2, 1)};
            return x;
        }()
        << st("conquest", 0)
        << "Conquest: 1 fatigue (Warrior 1 for 1 — defeated), Tunnel 1 "
           "(distance 1) holds";
    QTest::newRow("heal") << [] {
        DlState x = fight();
        x.players[0].party[0].damage = 3;
        return x;
    }() << st("heal", 0) << "Healing at Priya's: 1 from Warrior 1";
}

void TstDlCheck::describe()
{
    QFETCH(DlState, state);
    QFETCH(Step, step);
    QFETCH(QString, expected);
    QCOMPARE(rules::describeStep(state, step).english(), expected);
    // The data parts of a line come in both languages: never an id where a name belongs.
    const Message m = rules::describeStep(state, step);
    for (const MessageArg &a : m.args)
        if (const auto *name = std::get_if<LocalizedName>(&a))
            QVERIFY2(!name->ja.contains(QStringLiteral("heal")), qPrintable(name->ja));
}

void TstDlCheck::drivenRound()
{
    // A round through the engine: the checklist and guidance follow the recorded steps.
    using namespace test;
    Driver d(config(2, 0));
    const QJsonArray tiles = {tile("tunnel", 1), tile("room", 2)};
    const QJsonArray party = {adv("warrior", 1, 3), adv("priest", 1, 3, 1)};
    QVERIFY(d.record(
        step("year", -1,
             QJsonObject{{"year", 1},
                         {"startPlayer", 0},
                         {"players", QJsonArray{playerYear(tiles, party, {monster("goblin")}),
                                                playerYear(tiles, party, {monster("ghost")})}}})));
    if (d.s().phase != Phase::Plan)
        QSKIP("the engine's apply is not ready yet");
    QVERIFY(d.record(
        step("plan", 0, {{"tile", 0}, {"trap", QJsonValue()}, {"monsters", QJsonArray{0}}})));
    QVERIFY(d.last.isEmpty());
    QVERIFY(d.record(
        step("plan", 1, {{"tile", 0}, {"trap", QJsonValue()}, {"monsters", QJsonArray{0}}})));
    QCOMPARE(d.engine.guidance(*d.state).expected.first(), QStringLiteral("reveal"));
    QVERIFY(
        d.record(step("reveal", -1, {{"fatigue", 1}, {"lightning", false}, {"crystal", false}})));
    QVERIFY(d.last.isEmpty());
    Guidance g = d.engine.guidance(*d.state);
    QCOMPARE(g.actor, 0);
    QCOMPARE(g.expected.first(), QStringLiteral("attack")); // no trap, no lightning
    const QList<ChecklistItem> items = checklist(d.s(), 0);
    QCOMPARE(int(items.at(0).status), int(ChecklistItem::Skipped));
    QCOMPARE(int(items.at(1).status), int(ChecklistItem::Skipped));
    QCOMPARE(int(items.at(2).status), int(ChecklistItem::Next));
    // Conquest first: the goblin must attack.
    QCOMPARE(rules::checkStep(d.s(), step("conquest", 0)).size(), 1);
    QVERIFY(d.record(step("attack", 0, {{"monster", 0}})));
    QVERIFY(!hasWarnings(d.last));
    g = d.engine.guidance(*d.state);
    QCOMPARE(g.expected.first(), QStringLiteral("heal")); // a priest, and the goblin attacked
    QVERIFY(d.record(step("heal", 0)));
    QVERIFY(!hasWarnings(d.last));
    QVERIFY(d.record(step("conquest", 0)));
    QVERIFY(!hasWarnings(d.last));
    g = d.engine.guidance(*d.state);
    QCOMPARE(g.actor, 1);
    QCOMPARE(g.expected.first(), QStringLiteral("attack"));
}

QTEST_MAIN(TstDlCheck)
#include "tst_dl_check.moc"
