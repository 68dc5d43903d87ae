// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 13, "never refuse a table step": every rule id of Light Wars that a step can break is
// broken once by a recorded step (warned before recording, recorded anyway, in the journal with
// a finding citing it); the ids no step can break are listed with the reason. And "previews and
// journal lines never contradict each other": the golden journals replayed, every step's preview
// against its journal line, the attack calculator's result against the units the step removed.
#include "../support/GoldenJournal.h"
#include "../support/PreviewAgreement.h"
#include "../support/RuleWalk.h"
#include "LwTestSupport.h"
#include "lightwars/LwRules.h"

#include <QtTest>

using namespace kbz;
using namespace kbz::lw;
using namespace kbz::lw::test;

namespace {

QMap<QString, QString> unbreakable()
{
    const QString definition = QStringLiteral("a definition of the rulebook, not a rule of play");
    const QString army = QStringLiteral("army building: checked on the armies at setup");
    const QString worked = QStringLiteral("what the engine works out from a step (an info)");
    const QString attack =
        QStringLiteral("how an attack is worked out: the engine computes it from the figures");
    return {
        {QStringLiteral("lw.overview.components"), definition},
        {QStringLiteral("lw.overview.terms"), definition},
        {QStringLiteral("lw.scale.presets"), QStringLiteral("the scale chosen at setup")},
        {QStringLiteral("lw.scale.turn-marker"), QStringLiteral("the scale chosen at setup")},
        {QStringLiteral("lw.army.budget"), army},
        {QStringLiteral("lw.army.unit-limit"), army},
        {QStringLiteral("lw.army.king"), army},
        {QStringLiteral("lw.army.bases"), army},
        {QStringLiteral("lw.turn.countdown"), worked},
        {QStringLiteral("lw.action.wait"), QStringLiteral("waiting is always allowed")},
        {QStringLiteral("lw.attack.tie"), attack},
        {QStringLiteral("lw.skill.pike"), attack},
        {QStringLiteral("lw.removed.bases"), worked},
        {QStringLiteral("lw.victory.king"), worked},
        {QStringLiteral("lw.victory.castle"), worked},
        {QStringLiteral("lw.victory.time"), worked},
        {QStringLiteral("lw.score.cost"), worked},
        {QStringLiteral("lw.score.tiebreak"), worked},
    };
}

struct LwCase
{
    kbztest::RuleCase walk;
    GameConfig config;
};

Step deploy()
{
    return step("deploy", -1, R"({"method":"screen"})");
}

// Blue (more unspent cost) lets Red play first.
Step firstRed()
{
    return step("first-player", 1, R"({"side":0,"decidedBy":1,"dice":[1,6]})");
}

Step noTactics(int side)
{
    return step("tactics", side, R"({"tiles":[]})");
}

QList<LwCase> cases()
{
    const GameConfig battle = config(army({"king", "infantry", "infantry", "archer", "pikeman"}),
                                     army({"king", "infantry", "pikeman", "archer"}));
    // Same cost and spare bases on both sides: the first player is decided by a roll.
    const GameConfig even =
        config(army({"king", "infantry", "archer"}), army({"king", "infantry", "archer"}));
    const GameConfig tactics =
        config(army({"king", "infantry"}, {"charge"}), army({"king", "infantry"}));
    const QList<Step> redActs = {deploy(), firstRed(), noTactics(0)};
    QList<LwCase> out;
    auto add = [&out](const char *id, const GameConfig &c, const QList<Step> &before,
                      const Step &st) {
        out.append({{QString::fromLatin1(id), st, nullptr, before}, c});
    };
    add("lw.overview.goal", battle,
        redActs +
            QList<Step>{step(
                "attack", 0,
                R"({"attackers":[{"unit":1,"facing":"front"},{"unit":2,"facing":"front"}],"target":0,"dice":[6,1]})")},
        step("move", 0, R"({"unit":3})"));
    add("lw.deploy.method", battle, {}, step("deploy", -1, R"({"method":"dice","dice":[3,3]})"));
    add("lw.first-player.decider", battle, {deploy()},
        step("first-player", 0, R"({"side":0,"decidedBy":0})"));
    add("lw.first-player.tie", even, {deploy()},
        step("first-player", 0, R"({"side":0,"decidedBy":0})"));
    add("lw.turn.phases", battle, {}, step("move", 0, R"({"unit":1})"));
    add("lw.tactics.payment", battle, {deploy(), firstRed()},
        step("tactics", 0, R"({"tiles":["charge"]})"));
    add("lw.tactics.duration", tactics,
        {deploy(), firstRed(), step("tactics", 0, R"({"tiles":["charge"]})"), step("end-turn", 0),
         noTactics(1), step("end-turn", 1)},
        step("tactics", 0, R"({"tiles":["charge"]})"));
    add("lw.action.once", battle, redActs + QList<Step>{step("move", 0, R"({"unit":1})")},
        step("move", 0, R"({"unit":1})"));
    add("lw.attack.adjacent", battle,
        redActs + QList<Step>{step(
                      "attack", 0,
                      R"({"attackers":[{"unit":1,"facing":"front"}],"target":1,"dice":[6,1]})")},
        step("attack", 0,
             R"({"attackers":[{"unit":2,"facing":"front"}],"target":1,"dice":[3,3]})"));
    add("lw.attack.dice", battle, redActs,
        step("attack", 0,
             R"({"attackers":[{"unit":1,"facing":"front"}],"target":1,"dice":[7,1]})"));
    add("lw.tactics.effect", battle, redActs,
        step(
            "attack", 0,
            R"({"attackers":[{"unit":1,"facing":"front"}],"target":1,"dice":[3,3],"modifier":2})"));
    add("lw.skill.shoot", battle, redActs,
        step(
            "attack", 0,
            R"({"attackers":[{"unit":1,"facing":"front"}],"target":1,"dice":[3,3],"shoot":true})"));
    // A unit removed by the table, not by an attack's dice (issue 35).
    add("lw.overview.corrections", battle, redActs, step("remove-unit", 1, R"({"unit":1})"));
    // On the map (issue 18): red's units on a1..e1 and blue's on a8..d8, all facing the enemy,
    // except Red's infantry 1 on d4 and Blue's infantry on d5, face to face.
    const GameConfig mapped = withMap(battle);
    QList<Step> placed = {deploy()};
    const char *redSquares[] = {"a1", "d4", "c1", "d1", "e1"};
    const char *blueSquares[] = {"a8", "d5", "c8", "d8"};
    for (int u = 0; u < 5; ++u)
        placed.append(Step{QStringLiteral("place"), 0,
                           QJsonObject{{QStringLiteral("unit"), u},
                                       {QStringLiteral("at"), QLatin1String(redSquares[u])},
                                       {QStringLiteral("facing"), QStringLiteral("n")}}});
    for (int u = 0; u < 4; ++u)
        placed.append(Step{QStringLiteral("place"), 1,
                           QJsonObject{{QStringLiteral("unit"), u},
                                       {QStringLiteral("at"), QLatin1String(blueSquares[u])},
                                       {QStringLiteral("facing"), QStringLiteral("s")}}});
    add("lw.deploy.zone", mapped, {deploy()},
        step("place", 0, R"({"unit":0,"at":"a8","facing":"n"})"));
    add("lw.deploy.order", mapped, {step("deploy", -1, R"({"method":"dice","dice":[5,2]})")},
        step("place", 1, R"({"unit":0,"at":"a8","facing":"s"})"));
    add("lw.move.rules", mapped, placed + QList<Step>{firstRed(), noTactics(0)},
        step("move", 0, R"({"unit":0,"to":"a3","facing":"n"})"));
    add("lw.attack.facing", mapped, placed + QList<Step>{firstRed(), noTactics(0)},
        step("attack", 0, R"({"attackers":[{"unit":1,"facing":"rear"}],"target":1,"dice":[3,3]})"));
    return out;
}

// What the attack calculator shows: the units its result removes.
std::optional<QStringList> toolFacts(const GameState &before, const Step &step)
{
    if (step.kind != QLatin1String("attack"))
        return std::nullopt;
    const LwState &s = static_cast<const LwState &>(before);
    const rules::AttackStep a = rules::readAttack(s, step);
    const AttackOutcome o = rules::resolveStepAttack(s, a);
    QStringList out;
    if (o.removed == Removed::Defender)
        out.append(QStringLiteral("%1:%2").arg(1 - a.side).arg(a.target));
    else if (o.removed == Removed::Attackers)
        for (const rules::AttackStep::Unit &u : a.attackers)
            out.append(QStringLiteral("%1:%2").arg(a.side).arg(u.unit));
    out.sort();
    return out;
}

// What the recorded step did: the units removed by it.
QStringList journalFacts(const GameState &before, const Step &, const GameState &after)
{
    const LwState &b = static_cast<const LwState &>(before);
    const LwState &a = static_cast<const LwState &>(after);
    QStringList out;
    for (int side = 0; side < kSides; ++side)
        for (int i = 0; i < b.armies[side].units.size(); ++i)
            if (!b.armies[side].units.at(i).removed && a.armies[side].units.at(i).removed)
                out.append(QStringLiteral("%1:%2").arg(side).arg(i));
    out.sort();
    return out;
}

} // namespace

class TstLwRuleWalk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void previewAgreesWithJournal_data()
    {
        kbz::test::addGoldenJournalRows(QStringLiteral("light-wars"), 2);
    }

    void previewAgreesWithJournal()
    {
        QFETCH(QString, path);
        const int compared = kbztest::verifyPreviewAgreement(std::make_shared<LwEngine>(), path,
                                                             toolFacts, journalFacts);
        // Every journal with an attack compares something (map-castle.jsonl has none).
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        if (file.readAll().contains("\"kind\":\"attack\""))
            QVERIFY(compared > 0);
        else
            QCOMPARE(compared, 0);
    }

    // A new rule id fails here until it has a case or a reason.
    void everyRuleIdHasACaseOrAReason()
    {
        QStringList ids;
        for (const LwCase &c : cases())
            ids.append(c.walk.ruleId);
        kbztest::RuleWalk::verifyCoverage(kbztest::RuleWalk::ruleIds(LwEngine()), ids,
                                          unbreakable());
    }

    void stepBreakingTheRuleIsRecorded_data()
    {
        QTest::addColumn<int>("index");
        const QList<LwCase> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all.at(i).walk.ruleId)) << i;
    }

    void stepBreakingTheRuleIsRecorded()
    {
        QFETCH(int, index);
        const LwCase c = cases().at(index);
        kbztest::RuleWalk walk(std::make_shared<LwEngine>(), c.config);
        walk.verify(c.walk);
    }
};

QTEST_GUILESS_MAIN(TstLwRuleWalk)
#include "tst_lw_rule_walk.moc"
