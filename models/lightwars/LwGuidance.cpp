// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// guidance(), result() and describe() of the Light Wars engine.
#include "LwRules.h"

#include <QJsonArray>

namespace kbz::lw {

namespace {

using namespace rules;

const LwState &stateOf(const GameState &g)
{
    static const LwState empty;
    const auto *s = dynamic_cast<const LwState *>(&g);
    return s ? *s : empty;
}

void deployGuidance(const LwState &s, Guidance &g)
{
    if (s.deployMethod.isEmpty()) {
        g.expected = {QStringLiteral("deploy")};
        g.hints.append(lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                   "Deploy every unit in its own zone, by dice "
                                                   "or behind a screen")));
        return;
    }
    g.expected = {QStringLiteral("first-player")};
    if (s.map()) {
        // With the map, each unit is placed on its square before the first player is chosen.
        int left = 0;
        for (const LwArmy &a : s.armies)
            for (const LwUnit &u : a.units)
                left += u.at.isValid() ? 0 : 1;
        if (left > 0) {
            g.expected = {QStringLiteral("place"), QStringLiteral("first-player")};
            const int next = nextToPlace(s);
            g.actor = next;
            g.hints.append(
                next >= 0
                    ? lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                  "%1 places the next unit in its zone (%2 "
                                                  "units still to place)"),
                                {sideName(next), arg(left)})
                    : lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                  "Place each unit on its square in its own "
                                                  "zone, front toward the enemy (%1 units still "
                                                  "to place)"),
                                {arg(left)}));
            return;
        }
    }
    QString rule;
    const int decider = firstPlayerDecider(s, &rule);
    g.actor = decider;
    if (decider < 0)
        g.hints.append(lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                   "Unspent cost (%1) and spare bases (%2) are "
                                                   "equal: roll dice, the higher roll decides who "
                                                   "plays first"),
                                 {arg(s.unspent(0)), arg(s.spareBases(0))}));
    else if (rule == QLatin1String("lw.first-player.decider"))
        g.hints.append(lwMessage(
            QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 has more unspent cost (%2 against %3) and "
                                                   "decides who plays first"),
            {sideName(decider), arg(s.unspent(decider)), arg(s.unspent(1 - decider))}));
    else
        g.hints.append(lwMessage(
            QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Unspent cost is equal; %1 has more spare "
                                                   "bases (%2 against %3) and decides who plays "
                                                   "first"),
            {sideName(decider), arg(s.spareBases(decider)), arg(s.spareBases(1 - decider))}));
}

void actionGuidance(const LwState &s, Guidance &g)
{
    const QList<LwUnit> &units = s.armies[s.active].units;
    for (int i = 0; i < units.size(); ++i) {
        if (standsOnEnemyCastle(s, s.active, i)) { // lw.victory.castle, not by a move
            g.expected = {QStringLiteral("castle"), QStringLiteral("attack"),
                          QStringLiteral("move"), QStringLiteral("wait"),
                          QStringLiteral("end-turn")};
            g.hints.append(lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "%1 stands on the enemy Castle: record "
                                                       "the Castle victory"),
                                     {sideUnitName(s, s.active, i)}));
            return;
        }
    }
    const QList<int> left = s.toAct(s.active);
    const QStringList actions = {QStringLiteral("attack"), QStringLiteral("move"),
                                 QStringLiteral("wait"), QStringLiteral("castle")};
    if (left.isEmpty()) {
        g.expected = QStringList{QStringLiteral("end-turn")} + actions;
        g.hints.append(lwMessage(
            QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Every unit of %1 has acted: end the turn"),
            {sideName(s.active)}));
    } else {
        g.expected = actions + QStringList{QStringLiteral("end-turn")};
        QList<LocalizedName> names;
        for (int u : left)
            names.append(unitName(s, s.active, u));
        g.hints.append(lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Still to act: %1"),
                                 {joinList(names)}));
    }
    const QStringList &tiles = s.armies[s.active].usedTiles;
    if (!tiles.isEmpty())
        g.hints.append(lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                   "Tactics in effect until the end of the turn: "
                                                   "%1"),
                                 {cardNames(s, tiles)}));
}

QString str(const QJsonObject &p, const char *key)
{
    return p.value(QLatin1String(key)).toString();
}

Message describeAttack(const LwState &s, const Step &step)
{
    const AttackStep a = readAttack(s, step);
    const AttackOutcome o = resolveStepAttack(s, a);
    QList<LocalizedName> names;
    for (const AttackStep::Unit &u : a.attackers)
        names.append(unitName(s, a.side, u.unit));
    const LocalizedName attackers = joinNames(names, QStringLiteral(" + "), QStringLiteral(" + "));
    const LocalizedName target = sideUnitName(s, 1 - a.side, a.target);
    const QList<MessageArg> args = {sideName(a.side), attackers, target, arg(o.attackTotal),
                                    arg(o.defenceTotal)};
    if (o.removed == Removed::None)
        return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                           "%1 shoots %3 with %2: %4 vs %5, nobody removed"),
                         args);
    if (o.removed == Removed::Attackers)
        return a.shoot ? lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                     "%1 shoots %3 with %2: %4 vs %5, %2 "
                                                     "removed"),
                                   args)
                       : lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                     "%1 attacks %3 with %2: %4 vs %5, %2 removed"),
                                   args);
    return a.shoot ? lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                 "%1 shoots %3 with %2: %4 vs %5, %3 removed"),
                               args)
                   : lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                 "%1 attacks %3 with %2: %4 vs %5, %3 removed"),
                               args);
}

} // namespace

Guidance LwEngine::guidance(const GameState &state) const
{
    const LwState &s = stateOf(state);
    Guidance g;
    g.phase = phaseCode(s.phase);
    switch (s.phase) {
    case Phase::Deploy:
        g.phaseName = lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Deployment"));
        deployGuidance(s, g);
        break;
    case Phase::Tactics:
        g.phaseName = lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Tactics phase"));
        g.actor = s.active;
        g.expected = {QStringLiteral("tactics")};
        g.hints.append(lwMessage(
            QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Turn %1: %2 declares tactics tiles or none "
                                                   "(%3 spare bases)"),
            {arg(s.turnMarker), sideName(s.active), arg(s.spareBases(s.active))}));
        break;
    case Phase::Action:
        g.phaseName = lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Action phase"));
        g.actor = s.active;
        actionGuidance(s, g);
        break;
    case Phase::Finished:
        g.phaseName = lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Game over"));
        g.finished = true;
        break;
    }
    return g;
}

std::optional<GameResult> LwEngine::result(const GameState &state) const
{
    const LwState &s = stateOf(state);
    if (s.phase != Phase::Finished)
        return std::nullopt;
    GameResult r;
    r.how = s.how;
    const int w = s.winnerSide;
    if (s.how == QLatin1String("king"))
        r.summary =
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 wins: the enemy king is removed"),
                      {sideName(w)});
    else if (s.how == QLatin1String("castle"))
        r.summary = lwMessage(
            QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 wins: a unit reached the enemy Castle"),
            {sideName(w)});
    else if (s.how == QLatin1String("draw"))
        r.summary = lwMessage(
            QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "A draw: score %1 each, %2 spare bases each"),
            {arg(s.score(0)), arg(s.spareBases(0))});
    else
        r.summary =
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 wins on score, %2 against %3"),
                      {sideName(w), arg(s.score(w)), arg(s.score(1 - w))});
    QJsonArray sides;
    for (int side = 0; side < kSides; ++side) {
        const bool won = side == w;
        r.players.append({side, double(s.score(side)), won || w < 0 ? 1 : 2, won});
        QJsonArray removed; // the opponent's removed units: this side's score
        const QList<LwUnit> &units = s.armies[1 - side].units;
        for (int i = 0; i < units.size(); ++i) {
            if (!units.at(i).removed)
                continue;
            const LwCard *c = s.card(units.at(i).card);
            removed.append(QJsonObject{{QStringLiteral("unit"), i},
                                       {QStringLiteral("card"), units.at(i).card},
                                       {QStringLiteral("cost"), c ? c->budgetCost() : 0},
                                       {QStringLiteral("turn"), units.at(i).removedTurn}});
        }
        sides.append(QJsonObject{{QStringLiteral("side"), sideCode(side)},
                                 {QStringLiteral("score"), s.score(side)},
                                 {QStringLiteral("removedEnemies"), removed},
                                 {QStringLiteral("spareBases"), s.spareBases(side)}});
    }
    r.details =
        QJsonObject{{QStringLiteral("sides"), sides}, {QStringLiteral("turnMarker"), s.turnMarker}};
    return r;
}

namespace {

// The step's own line: who did what, with the attack's totals and who was removed.
Message describeLine(const LwState &s, const Step &step)
{
    const QJsonObject &p = step.payload;
    const QString &k = step.kind;
    const int side = stepSide(s, step);
    if (k == QLatin1String("deploy")) {
        if (str(p, "method") == QLatin1String("screen"))
            return lwMessage(
                QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "The armies deploy behind a screen"));
        const QJsonArray d = p.value(QStringLiteral("dice")).toArray();
        if (d.size() == 2)
            return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                               "The armies deploy by dice (Red %1, Blue %2)"),
                             {arg(d.at(0).toInt()), arg(d.at(1).toInt())});
        return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "The armies deploy by dice"));
    }
    if (k == QLatin1String("first-player"))
        return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 decides: %2 plays first"),
                         {sideName(p.value(QStringLiteral("decidedBy")).toInt()),
                          sideName(p.value(QStringLiteral("side")).toInt())});
    if (k == QLatin1String("tactics")) {
        const QStringList tiles = [&] {
            QStringList t;
            for (const QJsonValue &v : p.value(QStringLiteral("tiles")).toArray())
                t.append(v.toString());
            return t;
        }();
        if (tiles.isEmpty())
            return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 uses no tactics"),
                             {sideName(side)});
        int cost = 0;
        for (const QString &t : tiles)
            if (const LwCard *c = s.card(t))
                cost += c->budgetCost();
        return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 uses %2 (spare bases paid: "
                                                                "%3)"),
                         {sideName(side), cardNames(s, tiles), arg(cost)});
    }
    const int unit = p.value(QStringLiteral("unit")).toInt();
    if (k == QLatin1String("place"))
        return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1: %2 is placed on %3"),
                         {sideName(side), unitName(s, side, unit), str(p, "at")});
    if (k == QLatin1String("move") && p.value(QStringLiteral("to")).isString()) {
        // With positions (journal revision 1.3) the line says what the unit did on the map: a
        // move to its own square is a turn in place (or nothing), and a new facing is named.
        const LwUnit *u =
            side >= 0 && side < kSides && unit >= 0 && unit < s.armies[side].units.size()
                ? &s.armies[side].units.at(unit)
                : nullptr;
        const std::optional<Dir> facing = dirFromCode(str(p, "facing"));
        const bool turns = u && u->onMap() && facing && *facing != u->facing;
        const bool stays = u && u->onMap() && squareCode(u->at) == str(p, "to");
        if (stays && turns)
            return lwMessage(
                QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1: %2 turns on %3 to face "
                                                       "%4"),
                {sideName(side), unitName(s, side, unit), str(p, "to"), facingName(*facing)});
        if (stays)
            return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1: %2 stays on %3"),
                             {sideName(side), unitName(s, side, unit), str(p, "to")});
        if (turns)
            return lwMessage(
                QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1: %2 moves to %3 and "
                                                       "turns to face %4"),
                {sideName(side), unitName(s, side, unit), str(p, "to"), facingName(*facing)});
        return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1: %2 moves to %3"),
                         {sideName(side), unitName(s, side, unit), str(p, "to")});
    }
    if (k == QLatin1String("move") && side >= 0 && side < kSides && unit >= 0 &&
        unit < s.armies[side].units.size() && s.armies[side].units.at(unit).onMap())
        return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                           "%1: %2 moves from %3 to a square not recorded: it "
                                           "leaves the map"),
                         {sideName(side), unitName(s, side, unit),
                          squareCode(s.armies[side].units.at(unit).at)});
    if (k == QLatin1String("move"))
        return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1: %2 moves"),
                         {sideName(side), unitName(s, side, unit)});
    if (k == QLatin1String("remove-unit") || k == QLatin1String("restore-unit")) {
        const QString reason = str(p, "note").trimmed();
        const bool remove = k == QLatin1String("remove-unit");
        if (!remove && p.value(QStringLiteral("at")).isString())
            return reason.isEmpty()
                       ? lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                     "%1: %2 is put back on %3 by the table "
                                                     "(a correction)"),
                                   {sideName(side), unitName(s, side, unit), str(p, "at")})
                       : lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                     "%1: %2 is put back on %3 by the table "
                                                     "(a correction: %4)"),
                                   {sideName(side), unitName(s, side, unit), str(p, "at"), reason});
        if (reason.isEmpty())
            return remove ? lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                        "%1: %2 is removed by the table (a "
                                                        "correction)"),
                                      {sideName(side), unitName(s, side, unit)})
                          : lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                        "%1: %2 is put back by the table (a "
                                                        "correction)"),
                                      {sideName(side), unitName(s, side, unit)});
        return remove ? lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                    "%1: %2 is removed by the table (a "
                                                    "correction: %3)"),
                                  {sideName(side), unitName(s, side, unit), reason})
                      : lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                    "%1: %2 is put back by the table (a "
                                                    "correction: %3)"),
                                  {sideName(side), unitName(s, side, unit), reason});
    }
    if (k == QLatin1String("wait")) {
        // A wait may turn the unit where it stands (facing changes are free, lw.move.rules).
        const LwUnit *u =
            side >= 0 && side < kSides && unit >= 0 && unit < s.armies[side].units.size()
                ? &s.armies[side].units.at(unit)
                : nullptr;
        const std::optional<Dir> facing = dirFromCode(str(p, "facing"));
        if (u && u->onMap() && facing && *facing != u->facing)
            return lwMessage(
                QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1: %2 turns on %3 to face "
                                                       "%4 and waits"),
                {sideName(side), unitName(s, side, unit), squareCode(u->at), facingName(*facing)});
        return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1: %2 waits"),
                         {sideName(side), unitName(s, side, unit)});
    }
    if (k == QLatin1String("castle"))
        return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1: %2 reaches the enemy Castle"),
                         {sideName(side), unitName(s, side, unit)});
    if (k == QLatin1String("attack"))
        return describeAttack(s, step);
    if (k == QLatin1String("end-turn"))
        return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 ends the turn (turn %2)"),
                         {sideName(s.active), arg(s.turnMarker)});
    return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Unknown step %1"), {k});
}

} // namespace

Message LwEngine::describe(const GameState &before, const Step &step) const
{
    const LwState &s = stateOf(before);
    if (malformed(before, step))
        return lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Unreadable step %1"), {step.kind});
    // What the step did beyond its own line (issue 13): a side whose units have all acted, the
    // turn passed on with the countdown, the game over and how.
    const LwState after = applyStep(s, step).state;
    QList<Message> then;
    const int side = stepSide(s, step);
    if (after.phase == Phase::Finished && s.phase != Phase::Finished) {
        if (const auto r = result(after))
            then.append(r->summary);
    } else if (step.kind == QLatin1String("end-turn") && after.phase == Phase::Tactics) {
        then.append(lwMessage(
            QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1's turn: tactics phase, turn marker %2"),
            {sideName(after.active), arg(after.turnMarker)}));
    } else if (after.phase == Phase::Action && side >= 0 && side < kSides && side == after.active &&
               !s.toAct(side).isEmpty() && after.toAct(side).isEmpty()) {
        then.append(lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "every unit of %1 has acted"),
                              {sideName(side)}));
    }
    return describeLine(s, step).followedBy(then);
}

} // namespace kbz::lw
