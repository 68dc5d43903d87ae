// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// check(): the rule warnings for recording a step. Never blocks; apply() records it anyway.
#include "LwRules.h"

#include <QJsonArray>

namespace kbz::lw::rules {

namespace {

bool isDie(int v)
{
    return v >= 1 && v <= 6;
}

QList<int> dicePair(const QJsonObject &p)
{
    const QJsonArray a = p.value(QStringLiteral("dice")).toArray();
    return {a.at(0).toInt(), a.at(1).toInt()};
}

void checkDeploy(const LwState &s, const Step &step, QList<Finding> &out)
{
    const QJsonObject &p = step.payload;
    if (s.phase != Phase::Deploy || !s.deployMethod.isEmpty())
        out.append(warning(
            "lw.deploy.method",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "The armies are already deployed"))));
    if (!p.contains(QStringLiteral("dice")))
        return;
    const QList<int> d = dicePair(p);
    if (!isDie(d.at(0)) || !isDie(d.at(1)))
        out.append(warning(
            "lw.deploy.method",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "A die shows 1 to 6, not %1 or %2"),
                      {arg(d.at(0)), arg(d.at(1))})));
    else if (d.at(0) == d.at(1))
        out.append(warning("lw.deploy.method",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "The dice tie (%1): roll again to see who "
                                                       "places the first unit"),
                                     {arg(d.at(0))})));
}

void checkFirstPlayer(const LwState &s, const Step &step, QList<Finding> &out)
{
    const QJsonObject &p = step.payload;
    if (s.phase != Phase::Deploy) {
        out.append(warning(
            "lw.turn.phases",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "The first player has already been "
                                                             "chosen"))));
        return;
    }
    if (s.deployMethod.isEmpty())
        out.append(warning("lw.deploy.method",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "Deploy the armies before choosing who "
                                                       "plays first"))));
    if (s.map() && s.hasPositions()) {
        QList<LocalizedName> missing;
        for (int side = 0; side < kSides; ++side)
            for (int i = 0; i < s.armies[side].units.size(); ++i)
                if (!s.armies[side].units.at(i).at.isValid())
                    missing.append(sideUnitName(s, side, i));
        if (!missing.isEmpty())
            out.append(
                warning("lw.deploy.zone",
                        lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Not deployed yet: %1"),
                                  {joinList(missing)})));
    }
    const int decidedBy = p.value(QStringLiteral("decidedBy")).toInt();
    QString rule;
    const int decider = firstPlayerDecider(s, &rule);
    if (decider >= 0) {
        if (decidedBy == decider)
            return;
        if (rule == QLatin1String("lw.first-player.decider"))
            out.append(warning(
                kFirstPlayerRule,
                lwMessage(
                    QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 has more unspent cost (%2 against "
                                                           "%3): %1 decides who plays first"),
                    {sideName(decider), arg(s.unspent(decider)), arg(s.unspent(1 - decider))})));
        else
            out.append(warning("lw.first-player.tie",
                               lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                           "Unspent cost is equal and %1 has more "
                                                           "spare bases (%2 against %3): %1 "
                                                           "decides who plays first"),
                                         {sideName(decider), arg(s.spareBases(decider)),
                                          arg(s.spareBases(1 - decider))})));
        return;
    }
    if (!p.contains(QStringLiteral("dice"))) {
        out.append(warning("lw.first-player.tie",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "Unspent cost and spare bases are equal: "
                                                       "the dice decide; enter both rolls"))));
        return;
    }
    const QList<int> d = dicePair(p);
    if (!isDie(d.at(0)) || !isDie(d.at(1)) || d.at(0) == d.at(1)) {
        out.append(warning("lw.first-player.tie",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "The dice (%1, %2) decide nothing: roll "
                                                       "again until one is higher"),
                                     {arg(d.at(0)), arg(d.at(1))})));
        return;
    }
    const int winner = d.at(0) > d.at(1) ? 0 : 1;
    if (decidedBy != winner)
        out.append(warning(
            "lw.first-player.tie",
            lwMessage(
                QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 rolled higher (%2 against %3): %1 "
                                                       "decides who plays first"),
                {sideName(winner), arg(qMax(d.at(0), d.at(1))), arg(qMin(d.at(0), d.at(1)))})));
}

// The turn: the first player chosen, the side whose turn it is.
void checkTurn(const LwState &s, int side, QList<Finding> &out)
{
    if (s.phase == Phase::Deploy) {
        out.append(warning("lw.turn.phases",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "The turns have not started: deploy and "
                                                       "choose the first player"))));
        return;
    }
    if (side != s.active)
        out.append(warning("lw.turn.phases",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "It is %1's turn"),
                                     {sideName(s.active)})));
}

void checkTactics(const LwState &s, const Step &step, QList<Finding> &out)
{
    const int side = stepSide(s, step);
    checkTurn(s, side, out);
    if (s.phase == Phase::Action)
        out.append(warning("lw.turn.phases",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "Tactics tiles are declared at the start "
                                                       "of the turn, before any unit acts"))));
    if (side < 0 || side >= kSides)
        return;
    const LwArmy &a = s.armies[side];
    QStringList seen;
    int total = 0;
    for (const QJsonValue &v : step.payload.value(QStringLiteral("tiles")).toArray()) {
        const QString id = v.toString();
        const LwCard *c = s.card(id);
        if (!a.tactics.contains(id))
            out.append(warning("lw.tactics.payment",
                               lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                           "%1 is not among %2's tactics tiles"),
                                         {s.cardName(id), sideName(side)})));
        if (seen.contains(id) || a.usedTiles.contains(id))
            out.append(warning(
                "lw.tactics.payment",
                lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 is already used this turn"),
                          {s.cardName(id)})));
        else if (a.usedEver.contains(id))
            out.append(info("lw.tactics.duration",
                            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                        "%1 was used on an earlier turn: the "
                                                        "rulebook does not say whether a tile "
                                                        "may be used again"),
                                      {s.cardName(id)})));
        seen.append(id);
        if (c && !c->cost)
            out.append(warning(
                "lw.tactics.payment",
                lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "The cost of %1 is not known: no "
                                                                 "bases are paid for it"),
                          {s.cardName(id)})));
        total += c ? c->budgetCost() : 0;
    }
    if (total > s.spareBases(side))
        out.append(warning("lw.tactics.payment",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "These tiles cost %1 spare bases; %2 has "
                                                       "only %3"),
                                     {arg(total), sideName(side), arg(s.spareBases(side))})));
}

// A unit taking its action: whose turn, removed, already acted (`afterMove`: an attack or the
// Castle may follow the unit's own move in the same action).
void checkActing(const LwState &s, int side, int unit, QList<Finding> &out, bool afterMove = false)
{
    const LwUnit &u = s.armies[side].units.at(unit);
    const LocalizedName name = sideUnitName(s, side, unit);
    if (s.phase != Phase::Deploy && side != s.active)
        out.append(warning(
            "lw.action.once",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 cannot act: it is %2's turn"),
                      {name, sideName(s.active)})));
    if (u.removed)
        out.append(warning(
            "lw.action.once",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 has been removed from the game"),
                      {name})));
    else if (u.acted && !(afterMove && u.moved))
        out.append(warning(
            "lw.action.once",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 has already acted this turn"),
                      {name})));
}

void checkActionPhase(const LwState &s, QList<Finding> &out)
{
    if (s.phase == Phase::Deploy)
        out.append(warning("lw.turn.phases",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "The turns have not started: deploy and "
                                                       "choose the first player"))));
    else if (s.phase == Phase::Tactics)
        out.append(warning(
            "lw.turn.phases",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Declare the tactics tiles (or none) "
                                                             "before the units act"))));
}

void checkAttack(const LwState &s, const Step &step, QList<Finding> &out)
{
    const AttackStep a = readAttack(s, step);
    checkActionPhase(s, out);
    for (const AttackStep::Unit &u : a.attackers) {
        checkActing(s, a.side, u.unit, out, true);
        const LwCard *c = s.card(s.armies[a.side].units.at(u.unit).card);
        if (a.shoot && (!c || !c->hasSkill(kSkillShoot)))
            out.append(warning("lw.skill.shoot",
                               lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                           "%1 cannot shoot: only units with the "
                                                           "shoot skill can"),
                                         {sideUnitName(s, a.side, u.unit)})));
    }
    checkTacticsEffect(s, a, out);
    if (s.armies[1 - a.side].units.at(a.target).removed)
        out.append(warning(
            "lw.attack.adjacent",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 is no longer on the board"),
                      {sideUnitName(s, 1 - a.side, a.target)})));
    if (!isDie(a.attackerDie) || !isDie(a.defenderDie))
        out.append(warning(
            "lw.attack.dice",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "A die shows 1 to 6, not %1 or %2"),
                      {arg(a.attackerDie), arg(a.defenderDie)})));
}

void checkEndTurn(const LwState &s, QList<Finding> &out)
{
    if (s.phase == Phase::Deploy) {
        out.append(warning("lw.turn.phases",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "The turns have not started: deploy and "
                                                       "choose the first player"))));
        return;
    }
    const QList<int> left = s.toAct(s.active);
    if (left.isEmpty())
        return;
    QList<LocalizedName> names;
    for (int u : left)
        names.append(unitName(s, s.active, u));
    out.append(warning("lw.action.once", lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                                     "%1's units still to act: %2"),
                                                   {sideName(s.active), joinList(names)})));
}

// A unit removed or put back by the table, not by an attack's dice (lw.overview.corrections):
// always warned, so the journal shows where it departs from the dice.
void checkCorrection(const LwState &s, const Step &step, QList<Finding> &out)
{
    const int side = stepSide(s, step);
    const int unit = step.payload.value(QStringLiteral("unit")).toInt();
    const LwUnit &u = s.armies[side].units.at(unit);
    const LocalizedName name = sideUnitName(s, side, unit);
    if (step.kind == QLatin1String("remove-unit")) {
        out.append(u.removed
                       ? warning("lw.overview.corrections",
                                 lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                             "%1 is already removed: this step "
                                                             "changes nothing"),
                                           {name}))
                       : warning("lw.overview.corrections",
                                 lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                             "%1 is removed by the table, not by "
                                                             "the dice of an attack"),
                                           {name})));
        return;
    }
    out.append(!u.removed ? warning("lw.overview.corrections",
                                    lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                                "%1 is not removed: it is still "
                                                                "in the game"),
                                              {name}))
                          : warning("lw.overview.corrections",
                                    lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                                "%1 is put back by the table, "
                                                                "against the dice of the attack "
                                                                "that removed it"),
                                              {name})));
}

// A move that gives no square, of a unit whose square the journal holds (lw.move.rules).
void checkMoveWithoutSquare(const LwState &s, const Step &step, QList<Finding> &out)
{
    const int side = stepSide(s, step);
    const int unit = step.payload.value(QStringLiteral("unit")).toInt();
    if (step.kind != QLatin1String("move") || step.payload.contains(QStringLiteral("to")) ||
        side < 0 || side >= kSides || !s.armies[side].units.at(unit).onMap())
        return;
    out.append(warning(
        "lw.move.rules",
        lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 stands on %2 and the move gives no "
                                                         "square: the unit leaves the map until a "
                                                         "placement says where it is"),
                  {sideUnitName(s, side, unit), squareCode(s.armies[side].units.at(unit).at)})));
}

} // namespace

QList<Finding> checkStep(const LwState &s, const Step &step)
{
    QList<Finding> out;
    const int unit = step.payload.value(QStringLiteral("unit")).toInt();
    if (s.phase == Phase::Finished && step.kind == QLatin1String("castle") &&
        s.how == QLatin1String("castle") && stepSide(s, step) == s.winnerSide &&
        standsOnEnemyCastle(s, s.winnerSide, unit)) {
        // The Castle victory the move already won, recorded as the app once proposed it.
        out.append(info("lw.victory.castle",
                        lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                    "%1 already won the game by moving onto the "
                                                    "Castle: this step changes nothing"),
                                  {sideUnitName(s, s.winnerSide, unit)})));
        return out;
    }
    if (s.phase == Phase::Finished) {
        out.append(warning(
            "lw.overview.goal",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "The game is over: this step changes "
                                                             "nothing"))));
        return out;
    }
    const QString &k = step.kind;
    const int side = stepSide(s, step);
    if (k == QLatin1String("deploy")) {
        checkDeploy(s, step, out);
    } else if (k == QLatin1String("place")) {
        if (s.phase != Phase::Deploy)
            out.append(warning("lw.deploy.method",
                               lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                           "Units are deployed before the first "
                                                           "player is chosen"))));
        else if (s.deployMethod.isEmpty())
            out.append(warning("lw.deploy.method",
                               lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                           "Record how the armies deploy (dice "
                                                           "or screen) before placing units"))));
    } else if (k == QLatin1String("first-player")) {
        checkFirstPlayer(s, step, out);
    } else if (k == QLatin1String("tactics")) {
        checkTactics(s, step, out);
    } else if (k == QLatin1String("move") || k == QLatin1String("wait") ||
               k == QLatin1String("castle")) {
        checkActionPhase(s, out);
        checkActing(s, side, step.payload.value(QStringLiteral("unit")).toInt(), out,
                    k == QLatin1String("castle"));
        checkMoveWithoutSquare(s, step, out);
    } else if (k == QLatin1String("remove-unit") || k == QLatin1String("restore-unit")) {
        checkCorrection(s, step, out);
    } else if (k == QLatin1String("attack")) {
        checkAttack(s, step, out);
    } else if (k == QLatin1String("end-turn")) {
        if (s.phase != Phase::Deploy && side != s.active)
            out.append(warning("lw.turn.phases",
                               lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "It is %1's turn"),
                                         {sideName(s.active)})));
        checkEndTurn(s, out);
    }
    checkPositions(s, step, out);
    return out;
}

} // namespace kbz::lw::rules
