// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Tests of the Rook & Raiders rule engine, part 2: the rules worked out on positions and whole
// scenarios (random steps and the golden journals: tst_rr_golden.cpp).
#include "tst_rr_engine.h"

#include "RrTestSupport.h"

using namespace kbz;
using namespace kbz::rr;
using namespace rrtest;

namespace {

StatePtr withState(RrState s)
{
    return std::make_shared<const RrState>(std::move(s));
}

QStringList warningsOf(const QList<Finding> &fs)
{
    QStringList out;
    for (const Finding &f : fs)
        if (f.severity == Severity::Warning)
            out.append(f.ruleId);
    return out;
}

} // namespace

void TestRrEngine::workedExample_data()
{
    QTest::addColumn<int>("d1");
    QTest::addColumn<int>("d2");
    QTest::addColumn<int>("damage");
    QTest::addColumn<bool>("defeated");

    // RULINGS.md: Warrior (+1) against the Golem (defence 9, HP 2).
    QTest::newRow("rolls 7: attack 8 < 9, 1 damage") << 3 << 4 << 1 << false;
    QTest::newRow("rolls 8: attack 9 = 9, 2 damage, defeated") << 4 << 4 << 2 << true;
    QTest::newRow("rolls 11: attack 12 > 9, 2 damage, defeated") << 5 << 6 << 2 << true;
    QTest::newRow("6+6: critical, 3 damage") << 6 << 6 << 3 << true;
    QTest::newRow("1+1: fumble, 0 damage") << 1 << 1 << 0 << false;
    QTest::newRow("1+2: attack 4 < 9, 1 damage") << 1 << 2 << 1 << false;
}

void TestRrEngine::workedExample()
{
    QFETCH(int, d1);
    QFETCH(int, d2);
    QFETCH(int, damage);
    QFETCH(bool, defeated);
    const RrCard *warrior = RrCardLibrary::shipped().find("warrior");
    const RrCard *golem = RrCardLibrary::shipped().find("golem");
    QCOMPARE(rules::diceDamage(d1, d2, *warrior->modifier, *golem->defence), damage);
    // The same through the engine, with the shipped cards only.
    const StatePtr s = at("cmd:advance U:warrior@B4 M:golem@B2");
    const Step step = attack(0, "B4", "B2", d1, d2);
    QVERIFY(!engine.malformed(*s, step));
    const QList<Finding> fs = engine.check(*s, step);
    QVERIFY2(warningsOf(fs).isEmpty(), qPrintable(warningsOf(fs).join(", ")));
    const StatePtr after = engine.apply(*s, step);
    const RrPlayer &p = rrs(after).players.at(0);
    QCOMPARE(p.monsters.isEmpty(), defeated);
    QCOMPARE(ruleIdsOf(fs).contains("rr.damage.monster-defeat"), defeated);
    if (defeated) {
        QCOMPARE(p.defeated, QStringList{"golem"});
        QCOMPARE(p.honour, 2); // the defeated card is an honour mark
    } else {
        QCOMPARE(p.monsters.first().damage, damage);
        QCOMPARE(p.honour, 1);
    }
    QVERIFY(p.units.first().marker); // the skill was used: the unit has acted
    // Crit and fumble ignore the modifier and the defence.
    QCOMPARE(rules::diceDamage(6, 6, -5, 99), 3);
    QCOMPARE(rules::diceDamage(1, 1, 20, 0), 0);
}

void TestRrEngine::movement_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("from");
    QTest::addColumn<int>("move");
    QTest::addColumn<QStringList>("reach");

    QTest::newRow("open board, MOVE 2")
        << "U:t-fighter@B4"
        << "B4" << 2
        << QStringList{"A3", "A4", "A5", "B2", "B3", "B4", "B5", "B6", "C3", "C4", "C5"};
    QTest::newRow("MOVE 0 stays") << "U:t-fighter@B4"
                                  << "B4" << 0 << QStringList{"B4"};
    QTest::newRow("through an ally, not onto it")
        << "U:t-fighter@B4 U:t-blade@B5 U:t-blade@A4 U:t-blade@C4"
        << "B4" << 2 << QStringList{"A3", "A5", "B2", "B3", "B4", "B6", "C3", "C5"};
    QTest::newRow("never through or onto monsters")
        << "U:t-fighter@B4 M:t-imp@B5 M:t-imp@A4 M:t-imp@C4 M:t-imp@B3"
        << "B4" << 3 << QStringList{"B4"};
    QTest::newRow("a wall of monsters") << "U:t-fighter@B6 M:t-imp@A5 M:t-imp@B5 M:t-imp@C5"
                                        << "B6" << 4 << QStringList{"A6", "B6", "C6"};
    QTest::newRow("not into the circle") << "U:t-fighter@B1"
                                         << "B1" << 1 << QStringList{"A1", "B1", "B2", "C1"};
    QTest::newRow("not off the board") << "U:t-fighter@A6"
                                       << "A6" << 1 << QStringList{"A5", "A6", "B6"};
    QTest::newRow("full move: +1")
        << "U:t-fighter@B4"
        << "B4" << 3 << QStringList{"A2", "A3", "A4", "A5", "A6", "B1", "B2", "B3",
                                    "B4", "B5", "B6", "C2", "C3", "C4", "C5", "C6"};
}

void TestRrEngine::movement()
{
    QFETCH(QString, spec);
    QFETCH(QString, from);
    QFETCH(int, move);
    QFETCH(QStringList, reach);
    const RrState s = position(spec);
    QStringList got =
        rrtest::squares(rules::reachableSquares(s.players.at(0), *Square::parse(from), move));
    got.sort();
    QCOMPARE(got, reach);
}

void TestRrEngine::defeatAndFaint()
{
    const RrCard imp = *RrCardLibrary::fromJson(testCards(), nullptr)->find("t-imp");
    QVERIFY(!rules::monsterDefeated(imp, 1));
    QVERIFY(rules::monsterDefeated(imp, 2)); // damage >= HP
    const RrCard fighter = *RrCardLibrary::fromJson(testCards(), nullptr)->find("t-fighter");
    QVERIFY(!rules::unitFaints(fighter, 2)); // damage = HP: still standing
    QVERIFY(rules::unitFaints(fighter, 3));  // damage > HP
    RrCard unknown = fighter;
    unknown.hp.reset();
    QVERIFY(!rules::unitFaints(unknown, 9)); // never guessed

    // An imp with 1 cube takes 1 more: defeated at 2 = HP.
    StatePtr s = at("cmd:advance U:t-fighter@B4 M:t-imp@B2/1");
    s = runFrom(s, {attack(0, "B4", "B2", 2, 3)});
    QVERIFY(rrs(s).players.at(0).monsters.isEmpty());
    // A fighter (HP 2) hit twice by an imp (1 damage) stands with 2 cubes, faints at 3.
    s = at("phase:enemy executed:4 U:t-fighter@B3/1 M:t-imp@B2");
    s = runFrom(s, {act(0, "B2")});
    QCOMPARE(rrs(s).players.at(0).units.first().damage, 2);
    RrState again = rrs(s);
    again.players[0].monsters[0].acted = false;
    QList<QStringList> fs;
    s = runFrom(withState(again), {act(0, "B2")}, &fs);
    QVERIFY(rrs(s).players.at(0).units.isEmpty());
    QCOMPARE(rrs(s).players.at(0).hand, QStringList{"t-fighter"});
    QVERIFY(fs.first().contains("rr.damage.unit-faint"));
}

void TestRrEngine::actionOrder()
{
    const RrState s = position("M:t-imp@A1 M:t-imp@C3 M:t-imp@B3 M:t-imp@A3 M:t-imp@B M:t-imp@C6");
    QStringList order;
    for (const RrPiece &m : rules::actionOrder(s.players.at(0)))
        order.append(m.at.name());
    QCOMPARE(order, (QStringList{"C6", "A3", "B3", "C3", "A1", "B"}));
    QCOMPARE(rules::nextToAct(s.players.at(0))->at.name(), QStringLiteral("C6"));
    const RrState t = position("M:t-imp@A1 M:t-imp@C6! M:t-imp@B3!");
    QCOMPARE(rules::nextToAct(t.players.at(0))->at.name(), QStringLiteral("A1"));
    QVERIFY(!rules::nextToAct(position("M:t-imp@A1!").players.at(0)));
}

void TestRrEngine::monsterMoves_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("from");
    QTest::addColumn<int>("move");
    QTest::addColumn<QString>("to"); // a square, "castle" or "stay"
    QTest::addColumn<bool>("jumped");
    QTest::addColumn<bool>("blocked");

    QTest::newRow("plain") << "M:t-imp@B1"
                           << "B1" << 2 << "B3" << false << false;
    QTest::newRow("from the circle") << "M:t-imp@B"
                                     << "B" << 1 << "B1" << false << false;
    QTest::newRow("other rows do not matter") << "M:t-imp@B1 U:t-fighter@A2 U:t-fighter@C3"
                                              << "B1" << 2 << "B3" << false << false;
    QTest::newRow("monsters on the way are passed") << "M:t-imp@B1 M:t-imp@B2"
                                                    << "B1" << 2 << "B3" << false << false;
    QTest::newRow("jump one") << "M:t-imp@B1 M:t-imp@B3"
                              << "B1" << 2 << "B4" << true << false;
    QTest::newRow("jump a line") << "M:t-imp@B1 M:t-imp@B3 M:t-imp@B4 M:t-imp@B5"
                                 << "B1" << 2 << "B6" << true << false;
    QTest::newRow("jump into the castle") << "M:t-imp@B4 M:t-imp@B6"
                                          << "B4" << 2 << "castle" << true << false;
    QTest::newRow("stop before a unit on the target") << "M:t-imp@B1 U:t-fighter@B4"
                                                      << "B1" << 3 << "B3" << false << true;
    QTest::newRow("stop before a unit on the way") << "M:t-imp@B1 U:t-fighter@B3"
                                                   << "B1" << 3 << "B2" << false << true;
    QTest::newRow("a unit next to it: stays") << "M:t-imp@B1 U:t-fighter@B2"
                                              << "B1" << 3 << "stay" << false << true;
    QTest::newRow("unit behind a jumped line") << "M:t-imp@B1 M:t-imp@B3 U:t-fighter@B4"
                                               << "B1" << 2 << "B2" << true << true;
    QTest::newRow("only monsters before the unit: stays") << "M:t-imp@B1 M:t-imp@B2 U:t-fighter@B3"
                                                          << "B1" << 3 << "stay" << false << true;
    QTest::newRow("to the last square") << "M:t-imp@B4"
                                        << "B4" << 2 << "B6" << false << false;
    QTest::newRow("into the castle") << "M:t-imp@B5"
                                     << "B5" << 2 << "castle" << false << false;
    QTest::newRow("a unit guards the castle") << "M:t-imp@B5 U:t-fighter@B6"
                                              << "B5" << 3 << "stay" << false << true;
    QTest::newRow("MOVE 0") << "M:t-imp@B2"
                            << "B2" << 0 << "stay" << false << false;
}

void TestRrEngine::monsterMoves()
{
    QFETCH(QString, spec);
    QFETCH(QString, from);
    QFETCH(int, move);
    QFETCH(QString, to);
    QFETCH(bool, jumped);
    QFETCH(bool, blocked);
    const RrState s = position(spec);
    const rules::MonsterMove m = rules::monsterMove(s.players.at(0), *Square::parse(from), move);
    const QString got = m.kind == rules::MonsterMove::Castle ? QStringLiteral("castle")
                        : m.kind == rules::MonsterMove::Stay ? QStringLiteral("stay")
                                                             : m.to.name();
    QCOMPARE(got, to);
    QCOMPARE(m.jumped, jumped);
    QCOMPARE(m.blocked, blocked);
}

void TestRrEngine::monsterAttacksAndBonusMove()
{
    // The imp knocks out a fighter with 2 cubes, then takes its bonus move (MOVE 2).
    StatePtr s = at("phase:enemy executed:4 U:t-fighter@B3/2 M:t-imp@B2");
    QList<QStringList> fs;
    s = runFrom(s, {act(0, "B2")}, &fs);
    QCOMPARE(fs.first(), (QStringList{"rr.damage.unit-faint", "rr.enemy.bonus-move"}));
    QCOMPARE(rrs(s).players.at(0).monsters.first().at.name(), QStringLiteral("B4"));
    QVERIFY(rrs(s).players.at(0).monsters.first().acted);
    // The bonus move recorded as computed raises no warning.
    const StatePtr t = at("phase:enemy executed:4 U:t-fighter@B3/2 M:t-imp@B2");
    const Step confirmed = act(0, "B2", {{"action", "attack"}, {"bonusTo", "B4"}});
    QVERIFY(warningsOf(engine.check(*t, confirmed)).isEmpty());
    // The area attack hits both units and never the monster in range.
    s = at("phase:enemy executed:4 M:t-wyrm@B2 U:t-fighter@A3 U:t-blade@B4 M:t-imp@C3!");
    s = runFrom(s, {act(0, "B2")});
    const RrPlayer &p = rrs(s).players.at(0);
    QCOMPARE(unitAt(p, *Square::parse("A3"))->damage, 1);
    QCOMPARE(unitAt(p, *Square::parse("B4"))->damage, 1);
    QCOMPARE(monsterAt(p, *Square::parse("C3"))->damage, 0);
    QCOMPARE(monsterAt(p, *Square::parse("B2"))->card, QStringLiteral("t-wyrm")); // no move
    // Single target: the lowest-numbered square with a unit.
    s = runFrom(at("phase:enemy executed:4 M:t-brute@B2 U:t-fighter@A3 U:t-blade@C3"),
                {act(0, "B2")});
    QCOMPARE(unitAt(rrs(s).players.at(0), *Square::parse("A3"))->damage, 2);
    QCOMPARE(unitAt(rrs(s).players.at(0), *Square::parse("C3"))->damage, 0);
}

void TestRrEngine::enemyPhaseProposal()
{
    // Board 0: an imp on B2 acts before the one on B1, so B1 no longer has to jump.
    // Board 1: a brute next to a unit attacks; an imp on the circle moves.
    RrState st = position("phase:enemy executed:4 M:t-imp@B1 M:t-imp@B2 M1:t-brute@C2 "
                          "U1:t-fighter@C3 M1:t-imp@A");
    const QList<rules::BoardProposal> plan = engine.proposeEnemyPhase(st);
    QCOMPARE(plan.size(), 2);
    QCOMPARE(plan.at(0).monsters.size(), 2);
    QCOMPARE(plan.at(0).monsters.at(0).toJson().value("at").toString(), QStringLiteral("B2"));
    QCOMPARE(plan.at(0).monsters.at(0).toJson().value("to").toString(), QStringLiteral("B4"));
    QCOMPARE(plan.at(0).monsters.at(1).toJson().value("to").toString(), QStringLiteral("B3"));
    QCOMPARE(plan.at(1).seat, 1);
    const QJsonObject brute = plan.at(1).monsters.at(0).toJson();
    QCOMPARE(brute.value("action").toString(), QStringLiteral("attack"));
    QCOMPARE(brute.value("targets").toArray(), QJsonArray{"C3"});
    QCOMPARE(brute.value("damage").toInt(), 2);
    QCOMPARE(brute.value("faints").toArray(), QJsonArray{});
    QCOMPARE(plan.at(1).monsters.at(1).toJson().value("to").toString(), QStringLiteral("A2"));
    // Confirming every proposal in order raises no warning and ends the invasion.
    StatePtr s = withState(st);
    for (const rules::BoardProposal &b : plan) {
        for (const rules::MonsterProposal &m : b.monsters) {
            const Step step = act(b.seat, qPrintable(m.at.name()));
            const QStringList w = warningsOf(engine.check(*s, step));
            QVERIFY2(w.isEmpty(), qPrintable(w.join(", ")));
            s = engine.apply(*s, step);
        }
    }
    QVERIFY(engine.proposeEnemyPhase(*s).at(0).monsters.isEmpty());
    QCOMPARE(engine.guidance(*s).expected, QStringList{"summon"});
    // A monster with unknown figures is proposed as unknown and lists what is missing.
    const auto unknown = engine.proposeEnemyPhase(*at("phase:enemy executed:4 M:golem@B2"));
    QCOMPARE(unknown.at(0).monsters.at(0).toJson().value("action").toString(),
             QStringLiteral("unknown"));
    QCOMPARE(unknown.at(0).monsters.at(0).missing, QStringList{"range"});
}

void TestRrEngine::summoningFallbacks()
{
    RrState st = position("players:3 phase:enemy executed:4 M1:t-imp@A! M2:t-imp@A! "
                          "M2:t-brute@A1! deck:5");
    StatePtr s = withState(st);
    QList<QStringList> fs;
    s = runFrom(s, {summon("A", "t-runner")}, &fs);
    QVERIFY(fs.first().isEmpty());
    const RrState &r = rrs(s);
    QCOMPARE(monsterAt(r.players.at(0), *Square::parse("A"))->card, QStringLiteral("t-runner"));
    QCOMPARE(monsterAt(r.players.at(1), *Square::parse("A1"))->card, QStringLiteral("t-runner"));
    QCOMPARE(r.players.at(2).waiting, QStringList{"t-runner"});
    QCOMPARE(r.summons, 1);
    QCOMPARE(r.monsterDeck, 4);
    // Summoned monsters do not act in the invasion that is already over.
    QVERIFY(!rules::nextToAct(r.players.at(0)));
    // A player who is out receives no monster.
    st.players[2].out = true;
    s = runFrom(withState(st), {summon("B", "t-runner")});
    QCOMPARE(rrs(s).players.at(2).waiting, QStringList{});
    QVERIFY(!monsterAt(rrs(s).players.at(2), *Square::parse("B")));
    // The table can tell the deck count.
    Step told = summon("B", "t-imp");
    told.payload.insert("deckLeft", 0);
    QCOMPARE(rrs(runFrom(s, {told})).monsterDeck, 0);
}

void TestRrEngine::commandRow_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("autos");
    QTest::newRow("1 player: positions 2-4 run automatically") << 1 << 3;
    QTest::newRow("2 players: positions 3-4") << 2 << 2;
    QTest::newRow("3 players: position 4") << 3 << 1;
    QTest::newRow("4 players: none") << 4 << 0;
}

void TestRrEngine::commandRow()
{
    QFETCH(int, players);
    QFETCH(int, autos);
    QList<Step> steps;
    for (int seat = 0; seat < players; ++seat)
        steps << setupUnit(seat, "t-fighter", "B6");
    steps << summon("A", "t-imp") << summon("B", "t-imp") << deal();
    StatePtr s = run(steps, players);
    // Each player picks the card in the last position: it moves to the leftmost unexecuted one.
    for (int i = 0; i < players; ++i) {
        const RrState &st = rrs(s);
        const QString last = st.commandRow.last();
        QCOMPARE(rules::nextPicker(st), i);
        const Step step = pick(i, qPrintable(last));
        QVERIFY(warningsOf(engine.check(*s, step)).isEmpty());
        s = engine.apply(*s, step);
        QCOMPARE(rrs(s).commandRow.at(i), last);
        QCOMPARE(rrs(s).runningCommand(), last);
    }
    QCOMPARE(rules::nextPicker(rrs(s)), -1);
    const QString fifth = rrs(s).commandRow.at(4);
    int ran = 0;
    while (rules::canAutoExecute(rrs(s))) {
        const Step step = mk("auto-command", -1);
        const QList<Finding> fs = engine.check(*s, step);
        QVERIFY(warningsOf(fs).isEmpty());
        QCOMPARE(ruleIdsOf(fs), QStringList{"rr.command.auto"});
        s = engine.apply(*s, step);
        QVERIFY(rrs(s).commandAuto);
        ++ran;
    }
    QCOMPARE(ran, autos);
    QCOMPARE(rrs(s).executed, 4);
    QCOMPARE(rrs(s).commandRow.at(4), fifth); // position 5 never runs
    QVERIFY(warningsOf(engine.check(*s, mk("auto-command", -1))).contains("rr.command.auto"));
    QVERIFY(engine.guidance(*s).expected.contains("monster-act"));
    // The row as dealt: [advance, ambush, rest, reward, recruit]; picking Rest first gives
    // [rest, advance, ambush, reward, recruit].
    StatePtr t = run({setupUnit(0, "t-fighter", "B6"), setupUnit(1, "t-fighter", "B6"),
                      summon("A", "t-imp"), summon("B", "t-imp"), deal(), pick(0, "rest")});
    QCOMPARE(rrs(t).commandRow, (QStringList{"rest", "advance", "ambush", "reward", "recruit"}));
    QCOMPARE(rrs(t).players.at(0).honour, 2);
}

void TestRrEngine::threatAndDefeat()
{
    RrState st = position("M:t-wyrm@B2 W:t-brute C:t-imp");
    QCOMPARE(rules::threatTotal(st, 0), 10);
    st.players[0].medals = {3};
    QCOMPARE(rules::threatTotal(st, 0), 7);
    QCOMPARE(rules::threatTotal(st, 1), 0);
    QVERIFY(!rules::threatTotal(position("M:golem@B2"), 0)); // unknown threat
    QCOMPARE(rules::monsterCount(st.players.at(0)), 2);      // board + waiting line

    // The first blue monster into the castle is survived, the second is not.
    StatePtr s = runFrom(at("phase:enemy executed:4 M:t-runner@B5 M:t-runner@A4"),
                         {act(0, "B5"), act(0, "A4")});
    QCOMPARE(rrs(s).players.at(0).castle, (QStringList{"t-runner", "t-runner"}));
    QVERIFY(rrs(s).players.at(0).out);
    QCOMPARE(rrs(s).phase, Phase::Enemy); // the other player goes on
    QVERIFY(!engine.result(*s));
    // One red monster is enough; with one player the game is over.
    s = runFrom(at("players:1 phase:enemy executed:4 M:t-wyrm@B6"), {act(0, "B6")});
    QVERIFY(rrs(s).players.at(0).out);
    QCOMPARE(rrs(s).phase, Phase::Finished);
    const auto r = engine.result(*s);
    QVERIFY(r);
    QCOMPARE(r->how, QStringLiteral("all-defeated"));
    QVERIFY(r->winners().isEmpty());
    QVERIFY(engine.guidance(*s).finished);
    // A monster of unknown colour: the engine says so and leaves the decision to the table.
    QList<QStringList> fs;
    s = runFrom(at("phase:enemy executed:4 M:t-imp@B6"), {act(0, "B6", {{"action", "move"}})}, &fs);
    QVERIFY(!rrs(s).players.at(0).out);
    RrState unknown = position("phase:enemy executed:4 M:golem@B6");
    fs.clear();
    s = runFrom(withState(unknown), {act(0, "B6", {{"action", "move"}, {"to", "castle"}})}, &fs);
    QVERIFY(fs.first().contains("rr.units.monsters"));
    QVERIFY(!rrs(s).players.at(0).out);
    s = runFrom(s, {mk("player-defeated", 0)});
    QVERIFY(rrs(s).players.at(0).out);
}

void TestRrEngine::victoryDeclarations_data()
{
    QTest::addColumn<QList<int>>("declarers");
    QTest::addColumn<QList<int>>("honour");
    QTest::addColumn<QList<int>>("gold");
    QTest::addColumn<QList<int>>("winners");

    QTest::newRow("one declarer") << QList<int>{1} << QList<int>{5, 1, 1} << QList<int>{2, 2, 2}
                                  << QList<int>{1};
    QTest::newRow("most honour") << QList<int>{0, 2} << QList<int>{2, 9, 3} << QList<int>{9, 2, 2}
                                 << QList<int>{2};
    QTest::newRow("honour tied: most gold")
        << QList<int>{0, 1, 2} << QList<int>{3, 3, 1} << QList<int>{2, 4, 9} << QList<int>{1};
    QTest::newRow("all tied: shared")
        << QList<int>{0, 1} << QList<int>{2, 2, 2} << QList<int>{3, 3, 3} << QList<int>{0, 1};
}

void TestRrEngine::victoryDeclarations()
{
    QFETCH(QList<int>, declarers);
    QFETCH(QList<int>, honour);
    QFETCH(QList<int>, gold);
    QFETCH(QList<int>, winners);
    RrState st = position("players:3 cmd:advance deck:0 M:t-imp@B2 M1:t-wyrm@B3");
    for (int i = 0; i < 3; ++i) {
        st.players[i].honour = honour.at(i);
        st.players[i].gold = gold.at(i);
    }
    StatePtr s = withState(st);
    for (int seat : declarers) {
        const QList<Finding> fs = engine.check(*s, mk("declare-victory", seat));
        QVERIFY(warningsOf(fs).isEmpty()); // threat 2 / 5 / 0 and an empty deck
        s = engine.apply(*s, mk("declare-victory", seat));
    }
    // Nothing is decided while the command runs.
    QCOMPARE(rrs(s).phase, Phase::Command);
    QVERIFY(!engine.result(*s));
    const QList<Finding> fs = engine.check(*s, mk("command-done", -1));
    QCOMPARE(ruleIdsOf(fs),
             QStringList{declarers.size() > 1 ? "rr.victory.several" : "rr.victory.declare"});
    s = engine.apply(*s, mk("command-done", -1));
    const auto r = engine.result(*s);
    QVERIFY(r);
    QCOMPARE(r->how, QStringLiteral("victory"));
    QCOMPARE(r->winners(), winners);
    for (const PlayerResult &p : r->players)
        QCOMPARE(p.rank, winners.contains(p.seat) ? 1 : 2);
    QCOMPARE(r->details.value("players").toArray().at(0).toObject().value("threat").toInt(), 2);
    QVERIFY(!r->summary.english().contains('%'));
    // The next pick would also have closed the command.
    StatePtr viaPick = withState(st);
    for (int seat : declarers)
        viaPick = engine.apply(*viaPick, mk("declare-victory", seat));
    viaPick = engine.apply(*viaPick, pick(1, "rest"));
    QCOMPARE(engine.result(*viaPick)->winners(), winners);
}

void TestRrEngine::boonsAndSkills()
{
    // Level up: 2, 2, then 3 honour marks; cubes and marker carry over.
    RrState st = position("cmd:advance honour:7 U:t-squire@A4/1* U:t-squire@B4 U:t-squire@C4");
    StatePtr s = withState(st);
    QList<QStringList> fs;
    s = runFrom(s, {mk("level-up", 0, {{"at", "A4"}}), mk("level-up", 0, {{"at", "B4"}})}, &fs);
    QCOMPARE(rrs(s).players.at(0).honour, 3);
    const RrPiece *a4 = unitAt(rrs(s).players.at(0), *Square::parse("A4"));
    QCOMPARE(a4->card, QStringLiteral("t-knight"));
    QCOMPARE(a4->damage, 1);
    QVERIFY(a4->marker);
    s = runFrom(s, {mk("level-up", 0, {{"at", "C4"}})}, &fs);
    QCOMPARE(rrs(s).players.at(0).honour, 0);
    QCOMPARE(rrs(s).players.at(0).levelUps, 3);
    for (const QStringList &f : fs)
        QVERIFY(f.isEmpty());
    // Willpower and full move cost 1 each.
    s = runFrom(
        at("cmd:advance honour:2 U:t-fighter@B5 M:t-imp@B2"),
        {moveUnit(0, "B5", "B4", true), attack(0, "B4", "B2", 1, 2, {{"willpower", true}})});
    QCOMPARE(rrs(s).players.at(0).honour, 0);
    // Fixed damage split 1 + 1, then 2 on one; healing never below 0.
    s = runFrom(
        at("cmd:advance U:t-blade@B3 M:t-brute@B2 M:t-brute@A2"),
        {mk("fixed-damage", 0,
            {{"at", "B3"},
             {"hits", QJsonArray{QJsonObject{{"target", "B2"}}, QJsonObject{{"target", "A2"}}}}})});
    QCOMPARE(monsterAt(rrs(s).players.at(0), *Square::parse("A2"))->damage, 1);
    QCOMPARE(monsterAt(rrs(s).players.at(0), *Square::parse("B2"))->damage, 1);
    s = runFrom(
        at("cmd:advance U:t-healer@C6 U:t-fighter@B4/1"),
        {mk("heal", 0,
            {{"at", "C6"}, {"heals", QJsonArray{QJsonObject{{"target", "B4"}, {"amount", 3}}}}})});
    QCOMPARE(unitAt(rrs(s).players.at(0), *Square::parse("B4"))->damage, 0);
    // Issue 29, item 7: the journal says who heals whom, and that the healed card recovers.
    {
        const StatePtr hurt = at("cmd:advance U:t-healer@C6 U:t-fighter@B4/1");
        const Step heal =
            mk("heal", 0,
               {{"at", "C6"}, {"heals", QJsonArray{QJsonObject{{"target", "B4"}, {"amount", 1}}}}});
        QCOMPARE(engine.describe(*hurt, heal).english(),
                 QStringLiteral("Ann: Test Healer (C6) heals Test Fighter (B4); Test Fighter on B4 "
                                "recovers 1 (0 cubes left)"));
    }
    // Bard: 1 damage first; the ally then uses its skill without gaining a marker.
    s = runFrom(at("cmd:advance U:t-singer@C6 U:t-fighter@B4 M:t-imp@B2"),
                {mk("bard", 0, {{"at", "C6"}, {"target", "B4"}}),
                 attack(0, "B4", "B2", 2, 3, {{"bard", true}})});
    const RrPlayer &p = rrs(s).players.at(0);
    QCOMPARE(unitAt(p, *Square::parse("B4"))->damage, 1);
    QVERIFY(!unitAt(p, *Square::parse("B4"))->marker);
    QVERIFY(unitAt(p, *Square::parse("C6"))->marker);
    QCOMPARE(monsterAt(p, *Square::parse("B2"))->damage, 1);
    QCOMPARE(rrs(s).bardTarget, -1); // used up
    // If the song makes the ally faint, nothing else happens.
    s = runFrom(at("cmd:advance U:t-singer@C6 U:t-fighter@B4/2"),
                {mk("bard", 0, {{"at", "C6"}, {"target", "B4"}})});
    QVERIFY(!unitAt(rrs(s).players.at(0), *Square::parse("B4")));
    QCOMPARE(rrs(s).bardTarget, -1);
    // A song aimed at a monster (a warning, rr.attack.bard) is recorded: the Bard has acted,
    // the monster takes the cube as at the table and nobody may use a skill through the song.
    s = runFrom(at("cmd:advance U:t-singer@C6 M:t-imp@B2"),
                {mk("bard", 0, {{"at", "C6"}, {"target", "B2"}})});
    QVERIFY(unitAt(rrs(s).players.at(0), *Square::parse("C6"))->marker);
    QCOMPARE(monsterAt(rrs(s).players.at(0), *Square::parse("B2"))->damage, 1);
    QCOMPARE(rrs(s).bardTarget, -1);
}

void TestRrEngine::endPhaseAndNextRound()
{
    RrState st = position("players:3 phase:enemy executed:4 summons:2 M:t-imp@B2! "
                          "U:t-fighter@B4/1* U:t-blade@B5* U1:t-fighter@B4 M2:t-imp@B2!");
    st.startPlayer = 2;
    st.players[1].out = true;
    StatePtr s = withState(st);
    QList<QStringList> fs;
    s = runFrom(s,
                {mk("support", 0, {{"at", "B4"}}), mk("remove-marker", 0, {{"at", "B4"}}),
                 mk("remove-marker", 0, {{"at", "B5"}}), mk("end-round", -1)},
                &fs);
    for (const QStringList &f : fs)
        QVERIFY2(f.isEmpty(), qPrintable(f.join(", ")));
    const RrState &r = rrs(s);
    QCOMPARE(unitAt(r.players.at(0), *Square::parse("B4"))->damage, 0);
    QVERIFY(!unitAt(r.players.at(0), *Square::parse("B5"))->marker);
    QCOMPARE(r.round, 2);
    QCOMPARE(r.startPlayer, 0); // passes left from seat 2, skipping nobody (seat 0 is next)
    QCOMPARE(r.phase, Phase::Command);
    QVERIFY(r.commandRow.isEmpty());
    QCOMPARE(r.summons, 0);
    QVERIFY(!r.players.at(0).monsters.first().acted);
    QCOMPARE(engine.guidance(*s).expected, QStringList{"deal-commands"});
    // From seat 0 the card passes over the player who is out.
    RrState next = rrs(s);
    next.phase = Phase::End;
    next.summons = 2;
    s = engine.apply(RrState(next), mk("end-round", -1));
    QCOMPARE(rrs(s).startPlayer, 2);
    QCOMPARE(rules::nextPicker(rrs(engine.apply(*s, deal()))), 2);
}

void TestRrEngine::setFiguresCompletesCards()
{
    StatePtr s = at("phase:enemy executed:4 M:golem@B2 U:warrior@B4/2");
    QVERIFY(engine.malformed(*s, act(0, "B2")));
    const Step figures = mk("set-figures", -1,
                            {{"card", "golem"},
                             {"move", 1},
                             {"range", QJsonArray{QJsonValue(QJsonArray{1, 0})}},
                             {"targeting", "single"},
                             {"damage", 2},
                             {"threat", 4},
                             {"colour", "blue"}});
    s = runFrom(s, {figures});
    const RrCard *golem = rrs(s).card("golem");
    QCOMPARE(golem->move, 1);
    QCOMPARE(golem->defence, 9); // kept
    QCOMPARE(rules::threatTotal(rrs(s), 0), 4);
    QVERIFY(!engine.malformed(*s, act(0, "B2")));
    // The warrior's HP entered late: 2 cubes on HP 1 means it has fainted.
    QList<QStringList> fs;
    s = runFrom(s, {mk("set-figures", -1, {{"card", "warrior"}, {"hp", 1}})}, &fs);
    QVERIFY(fs.first().contains("rr.damage.unit-faint"));
    QVERIFY(rrs(s).players.at(0).units.isEmpty());
    // A card the library does not know yet.
    s = runFrom(s, {mk("set-figures", -1,
                       {{"card", "orc"},
                        {"name", QJsonObject{{"en", "Orc"}, {"ja", "オーク"}}},
                        {"type", "monster"},
                        {"hp", 4}})});
    QCOMPARE(rrs(s).card("orc")->hp, 4);
    QCOMPARE(rrs(s).card("orc")->name.ja, QStringLiteral("オーク"));
    // The shipped library itself is untouched.
    QVERIFY(!RrCardLibrary::shipped().find("golem")->move);
}

void TestRrEngine::adjustCubes()
{
    // The table's +/- on a card: thresholds as after any damage, never below 0, and nothing
    // else changes (no phase, no command, no marker).
    auto cubes = [](int seat, const char *sq, int delta) {
        return mk("adjust-cubes", seat, {{"at", sq}, {"delta", delta}});
    };
    const QString spec = "cmd:advance U:t-fighter@B4/1* U:t-blade@C5 M:t-imp@B2/1 M:t-wyrm@A2 "
                         "M1:t-imp@B2";
    const StatePtr start = at(spec);
    const RrState &s0 = rrs(start);

    // +1 on the fighter (HP 2): 2 cubes, still standing, marker kept.
    StatePtr s = runFrom(start, {cubes(0, "B4", 1)});
    QCOMPARE(unitAt(rrs(s).players.at(0), *Square::parse("B4"))->damage, 2);
    QVERIFY(unitAt(rrs(s).players.at(0), *Square::parse("B4"))->marker);
    QCOMPARE(rrs(s).phase, s0.phase);
    QCOMPARE(rrs(s).runningCommand(), QStringLiteral("advance"));
    // +1 more: 3 cubes on HP 2, it faints back to the hand.
    QList<QStringList> findings;
    s = runFrom(s, {cubes(0, "B4", 1)}, &findings);
    QCOMPARE(findings.last(), QStringList{"rr.damage.unit-faint"});
    QVERIFY(!unitAt(rrs(s).players.at(0), *Square::parse("B4")));
    QVERIFY(rrs(s).players.at(0).hand.contains("t-fighter"));

    // The imp (HP 2) with 1 cube: +1 defeats it; Ann keeps it as an honour mark.
    findings.clear();
    s = runFrom(start, {cubes(0, "B2", 1)}, &findings);
    QCOMPARE(findings.last(), QStringList{"rr.damage.monster-defeat"});
    QVERIFY(!monsterAt(rrs(s).players.at(0), *Square::parse("B2")));
    QCOMPARE(rrs(s).players.at(0).defeated, QStringList{"t-imp"});
    QCOMPARE(rrs(s).players.at(0).honour, s0.players.at(0).honour + 1);
    QCOMPARE(rrs(s).players.at(0).medalsDue, 0);
    // Ben's imp on the same square is another board: untouched.
    QCOMPARE(monsterAt(rrs(s).players.at(1), *Square::parse("B2"))->damage, 0);
    // A red monster (wyrm, HP 4) corrected up to its HP: a medal is due.
    s = runFrom(start, {cubes(0, "A2", 3), cubes(0, "A2", 1)});
    QCOMPARE(rrs(s).players.at(0).medalsDue, 1);
    QCOMPARE(rrs(s).players.at(0).defeated, QStringList{"t-wyrm"});

    // -1 takes a cube off; below 0 is a warning and the damage stays at 0.
    s = runFrom(start, {cubes(0, "B2", -1)});
    QCOMPARE(monsterAt(rrs(s).players.at(0), *Square::parse("B2"))->damage, 0);
    findings.clear();
    s = runFrom(start, {cubes(0, "C5", -2)}, &findings);
    QCOMPARE(findings.last(), QStringList{"rr.damage.cubes"});
    QCOMPARE(unitAt(rrs(s).players.at(0), *Square::parse("C5"))->damage, 0);
    QCOMPARE(engine.check(*start, cubes(0, "C5", -2)).first().message.english(),
             QStringLiteral("The damage on Test Blade on C5 cannot go below 0: it is 0, and 2 "
                            "would be taken off"));

    // It fits in any phase but is never what the guidance expects.
    QVERIFY(!engine.guidance(*start).expected.contains("adjust-cubes"));
    const StatePtr enemy = at("phase:enemy executed:4 M:t-imp@B2 U:t-fighter@B5");
    QVERIFY(engine.check(*enemy, cubes(0, "B5", 1)).isEmpty());
    s = runFrom(enemy, {cubes(0, "B2", 1)});
    QCOMPARE(engine.guidance(*s).expected.first(), QStringLiteral("monster-act"));
    QCOMPARE(rrs(s).phase, Phase::Enemy);

    QCOMPARE(engine.describe(*start, cubes(0, "b4", 1)).english(),
             QStringLiteral("Ann's board: 1 damage cube put on the card on B4; Test Fighter on "
                            "B4 takes 1 damage (2 cubes, HP 2)"));
    QCOMPARE(engine.describe(*start, cubes(0, "B2", -2)).english(),
             QStringLiteral("Ann's board: 2 damage cubes taken off the card on B2; Test Imp on "
                            "B2 recovers 1 (0 cubes left)")); // it had only 1: what happened
    // Issue 29, item 7: one cube is "1 cube", never "1 cubes" or "cube(s)".
    const StatePtr fresh = runFrom(start, {cubes(0, "B2", -1)});
    const QString first = engine.describe(*fresh, cubes(0, "B2", 1)).english();
    QVERIFY2(first.contains(QLatin1String("1 damage cube put")) &&
                 first.contains(QLatin1String("(1 cube")) &&
                 !first.contains(QLatin1String("1 cubes")) && !first.contains(QLatin1String("(s)")),
             qPrintable(first));
    QCOMPARE(engine.stepKindName("adjust-cubes").english(), QStringLiteral("Correct damage cubes"));
}

void TestRrEngine::guidanceAndDescribe()
{
    StatePtr s = engine.setup(testConfig());
    QCOMPARE(engine.guidance(*s).expected, QStringList{"setup-unit"});
    s = runFrom(s, {setupUnit(0, "t-fighter", "B6"), setupUnit(1, "t-fighter", "B6")});
    QCOMPARE(engine.guidance(*s).expected, QStringList{"summon"});
    s = runFrom(s, {summon("A", "t-imp"), summon("B", "t-imp")});
    QCOMPARE(engine.guidance(*s).expected, QStringList{"deal-commands"});
    s = runFrom(s, {deal()});
    Guidance g = engine.guidance(*s);
    QCOMPARE(g.phase, QStringLiteral("command"));
    QCOMPARE(g.actor, 0);
    QCOMPARE(g.expected, QStringList{"pick-command"});
    s = runFrom(s, {pick(0, "advance")});
    g = engine.guidance(*s);
    QCOMPARE(g.actor, 1);
    QVERIFY(g.expected.contains("move-unit") && g.expected.contains("pick-command"));
    s = runFrom(s, {pick(1, "ambush"), mk("auto-command", -1)});
    QVERIFY(engine.guidance(*s).expected.contains("auto-command"));
    s = runFrom(s, {mk("auto-command", -1)});
    g = engine.guidance(*s);
    QVERIFY(g.expected.contains("monster-act"));
    s = runFrom(s, {act(0, "A")});
    g = engine.guidance(*s);
    QCOMPARE(g.phase, QStringLiteral("enemy"));
    QCOMPARE(g.expected.first(), QStringLiteral("monster-act"));
    QCOMPARE(g.hints.first().english(), QStringLiteral("Ann's board: Test Imp on B moves to B2"));
    for (const StepKind &k : engine.stepKinds()) {
        const Step step = mk(qPrintable(k.kind), 0);
        QVERIFY(!engine.describe(*s, step).english().contains('%'));
    }
    QCOMPARE(engine.describe(*s, attack(0, "B6", "B2", 3, 4)).english(),
             QStringLiteral("Ann: Test Fighter (B6) attacks B2, dice 3 + 4"));
    QCOMPARE(engine.describe(*s, pick(0, "rest")).english(), QStringLiteral("Ann picks Rest"));

    // Honest lines (issue 13): the monster that acted, whom it hit, who fainted, where it went.
    const StatePtr hit = at("phase:enemy executed:4 U:t-fighter@B3/1 M:t-imp@B2");
    QCOMPARE(engine.describe(*hit, act(0, "B2")).english(),
             QStringLiteral("Ann's board: Test Imp on B2 acts; Test Fighter on B3 takes 1 damage "
                            "(2 cubes, HP 2)"));
    const StatePtr faint = at("phase:enemy executed:4 U:t-fighter@B3/2 M:t-imp@B2");
    const QString line = engine.describe(*faint, act(0, "B2")).english();
    QVERIFY2(line.startsWith(QLatin1String("Ann's board: Test Imp on B2 acts; ")) &&
                 line.contains(QLatin1String("Test Fighter on B3 faints")),
             qPrintable(line));
    // The translated line joins its sentences in the language's way.
    QVERIFY(!engine.describe(*faint, act(0, "B2")).then.isEmpty());
}

QTEST_GUILESS_MAIN(TestRrEngine)
