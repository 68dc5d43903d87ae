// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Tests of the Rook & Raiders rule engine, part 4: steps the table made against the rules are
// recorded with a warning and change the state as they changed the table ("Never block"): a
// skill on a card of the other side, a command carried out twice; and the one refusal, a move
// onto another card, which the board could not show.
#include "tst_rr_engine.h"

#include "RrTestSupport.h"

using namespace kbz;
using namespace kbz::rr;
using namespace rrtest;

namespace {

QStringList warningIds(const QList<Finding> &fs)
{
    QStringList out;
    for (const Finding &f : fs)
        if (f.severity == Severity::Warning)
            out.append(f.ruleId);
    return out;
}

QJsonArray one(const char *key, const char *target, int n)
{
    return QJsonArray{QJsonObject{{"target", target}, {key, n}}};
}

} // namespace

void TestRrEngine::moveOntoACardIsRefused()
{
    const StatePtr s = at("cmd:advance U:t-fighter@B4 U:t-blade@B5 M:t-imp@B2");
    // The refusal names the square, the card on it and what to do.
    const auto onAlly = engine.malformed(*s, moveUnit(0, "B4", "B5"));
    QVERIFY(onAlly);
    QVERIFY2(onAlly->english().contains("B5") && onAlly->english().contains("Test Blade") &&
                 onAlly->english().contains("first"),
             qPrintable(onAlly->english()));
    const auto onMonster = engine.malformed(*s, moveUnit(0, "B4", "B2"));
    QVERIFY(onMonster);
    QVERIFY2(onMonster->english().contains("Test Imp"), qPrintable(onMonster->english()));
    // A free square far away is a rule broken (a warning), not a refusal.
    QVERIFY(!engine.malformed(*s, moveUnit(0, "B4", "C1")));
    // A recruit onto a card: the refusal names it.
    const auto recruit =
        engine.malformed(*s, mk("recruit", 0, {{"card", "t-blade"}, {"to", "B5"}}));
    QVERIFY(recruit);
    QVERIFY2(recruit->english().contains("B5 holds Test Blade"), qPrintable(recruit->english()));
    // A monster moved onto another card: refused the same way; onto its own square it stays.
    const StatePtr e = at("phase:enemy executed:4 U:t-fighter@B4 M:t-imp@B2 M:t-brute@A2");
    const auto onto = engine.malformed(*e, act(0, "B2", {{"action", "move"}, {"to", "B4"}}));
    QVERIFY(onto);
    QVERIFY2(onto->english().contains("B4 holds Test Fighter"), qPrintable(onto->english()));
    QVERIFY(engine.malformed(*e, act(0, "B2", {{"action", "move"}, {"to", "A2"}})));
    QVERIFY(!engine.malformed(*e, act(0, "B2", {{"action", "move"}, {"to", "B2"}})));
    QVERIFY(!engine.malformed(*e, act(0, "B2", {{"action", "move"}, {"to", "C2"}})));
    // Its bonus move after a faint is refused the same way (before, the state ignored it while
    // the journal kept it), except onto the square of the unit that fainted in this attack.
    const StatePtr f = at("phase:enemy executed:4 U:t-fighter@B4 U:t-blade@C2 M:t-imp@B3 "
                          "M:t-brute@A2");
    auto bonus = [&](const char *to) {
        return act(
            0, "B3",
            {{"action", "attack"}, {"targets", QJsonArray{"B4"}}, {"damage", 9}, {"bonusTo", to}});
    };
    const auto ontoMonster = engine.malformed(*f, bonus("A2"));
    QVERIFY(ontoMonster);
    QVERIFY2(ontoMonster->english().contains("A2 holds Test Brute"),
             qPrintable(ontoMonster->english()));
    const auto ontoBystander = engine.malformed(*f, bonus("C2"));
    QVERIFY(ontoBystander);
    QVERIFY2(ontoBystander->english().contains("C2 holds Test Blade"),
             qPrintable(ontoBystander->english()));
    QVERIFY(!engine.malformed(*f, bonus("B4")));
    QVERIFY(!engine.malformed(*f, bonus("C3")));
    const StatePtr moved = engine.apply(*f, bonus("B4"));
    QVERIFY(monsterAt(rrs(moved).players.at(0), *Square::parse("B4")));
}

void TestRrEngine::skillsOnTheOtherSideChangeTheState()
{
    // A dice attack on an ally: warned, and the damage is on the ally (2: defence unknown, 0).
    StatePtr s = at("cmd:advance U:t-fighter@B4 U:t-blade@B3 M:t-imp@B2");
    Step hit = attack(0, "B4", "B3", 3, 4);
    QVERIFY(!engine.malformed(*s, hit));
    QVERIFY(warningIds(engine.check(*s, hit)).contains("rr.units.range"));
    QCOMPARE(rrs(engine.apply(*s, hit)).players.at(0).units.at(1).damage, 2);
    hit.payload.insert("defence", 9); // the table typed a defence: 1 damage
    QCOMPARE(rrs(engine.apply(*s, hit)).players.at(0).units.at(1).damage, 1);

    // Fixed damage on an ally, 2 hits of 1 (Test Blade x2): 2 cubes on the fighter.
    s = at("cmd:advance U:t-blade@B4 U:t-fighter@B3 M:t-imp@A3");
    Step fixed = mk("fixed-damage", 0, {{"at", "B4"}, {"hits", one("count", "B3", 2)}});
    QVERIFY(warningIds(engine.check(*s, fixed)).contains("rr.units.range"));
    QCOMPARE(rrs(engine.apply(*s, fixed)).players.at(0).units.at(1).damage, 2);
    // A third hit of a x2 card: warned, and applied.
    fixed.payload.insert("hits", QJsonArray{QJsonObject{{"target", "A3"}, {"count", 3}}});
    QVERIFY(warningIds(engine.check(*s, fixed)).contains("rr.attack.fixed"));
    QVERIFY(rrs(engine.apply(*s, fixed)).players.at(0).monsters.isEmpty()); // 3 >= HP 2

    // A Cleric heals a monster: the table took its cube off.
    s = at("cmd:advance U:t-healer@B4 M:t-brute@B2/2");
    const Step heal = mk("heal", 0, {{"at", "B4"}, {"heals", one("amount", "B2", 1)}});
    QVERIFY(warningIds(engine.check(*s, heal)).contains("rr.units.range"));
    QCOMPARE(rrs(engine.apply(*s, heal)).players.at(0).monsters.at(0).damage, 1);

    // The Bard sings at a monster: it takes the cube; no ally uses its skill.
    s = at("cmd:advance U:t-singer@B4 M:t-imp@B2");
    const Step song = mk("bard", 0, {{"at", "B4"}, {"target", "B2"}});
    QVERIFY(warningIds(engine.check(*s, song)).contains("rr.attack.bard"));
    const StatePtr sung = engine.apply(*s, song);
    QCOMPARE(rrs(sung).players.at(0).monsters.at(0).damage, 1);
    QCOMPARE(rrs(sung).bardTarget, -1);

    // A monster attacks another monster: warned, and the cubes are on that monster.
    s = at("phase:enemy executed:4 U:t-fighter@B4 M:t-imp@B2 M:t-brute@A2");
    const Step bite =
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"A2"}}, {"damage", 1}});
    QVERIFY(!engine.malformed(*s, bite));
    QVERIFY(!warningIds(engine.check(*s, bite)).isEmpty());
    const StatePtr bitten = engine.apply(*s, bite);
    QCOMPARE(monsterAt(rrs(bitten).players.at(0), *Square::parse("A2"))->damage, 1);
    QCOMPARE(unitAt(rrs(bitten).players.at(0), *Square::parse("B4"))->damage, 0);
}

void TestRrEngine::commandPickedAgainRuns()
{
    // Ann picked Advance; Ben picks it again: warned, and Advance is what runs now.
    const StatePtr s = at("cmd:advance");
    const Step again = pick(1, "advance");
    QVERIFY(warningIds(engine.check(*s, again)).contains("rr.command.pick"));
    const StatePtr after = engine.apply(*s, again);
    const RrState &t = rrs(after);
    QCOMPARE(t.runningCommand(), QStringLiteral("advance"));
    QCOMPARE(t.executed, 1);
    QCOMPARE(t.picks, 2);
    QCOMPARE(t.commandPicker, 1);
    // With two executed, the one picked again becomes the running one, the others stay.
    RrState two = position("cmd:advance");
    two = rrs(engine.apply(two, pick(1, "rest")));
    QCOMPARE(two.runningCommand(), QStringLiteral("rest"));
    const StatePtr last = engine.apply(two, pick(0, "advance"));
    const RrState &u = rrs(last);
    QCOMPARE(u.runningCommand(), QStringLiteral("advance"));
    QCOMPARE(u.executed, 2);
    QCOMPARE(u.commandRow.mid(0, 2), (QStringList{"rest", "advance"}));
}
