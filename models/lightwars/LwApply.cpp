// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// apply(): the state after a well-formed step, and what the engine worked out on the way
// (removals, the countdown, the end of the game). The table is the truth: any well-formed step
// is applied, legal or not.
#include "LwRules.h"

#include <QJsonArray>

namespace kbz::lw::rules {

namespace {

QList<LocalizedName> unitNames(const LwState &s, int side, const QList<int> &units)
{
    QList<LocalizedName> out;
    for (int u : units)
        out.append(sideUnitName(s, side, u));
    return out;
}

void startActions(LwState &s)
{
    if (s.phase == Phase::Tactics)
        s.phase = Phase::Action;
}

LwUnit *unitOf(LwState &s, int side, int unit)
{
    if (side < 0 || side >= kSides || unit < 0 || unit >= s.armies[side].units.size())
        return nullptr;
    return &s.armies[side].units[unit];
}

// The square (`key`: "at" or "to") and the facing a step gives the unit, each when present.
void placeUnit(LwUnit &u, const QJsonObject &p, const char *key)
{
    if (const QJsonValue v = p.value(QLatin1String(key)); v.isString())
        if (const std::optional<Square> sq = squareFromCode(v.toString()))
            u.at = *sq;
    if (const std::optional<Dir> d = dirFromCode(p.value(QStringLiteral("facing")).toString()))
        u.facing = *d;
}

void remove(LwState &s, int side, int unit, QList<int> *kingsLost)
{
    LwUnit *u = unitOf(s, side, unit);
    if (!u || u->removed)
        return;
    u->removed = true;
    u->removedTurn = s.turnMarker;
    const LwCard *c = s.card(u->card);
    if (c && c->king)
        kingsLost->append(side);
}

void finishByScore(LwState &s, QList<Finding> &infos)
{
    s.phase = Phase::Finished;
    infos.append(info("lw.victory.time",
                      lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                  "The last turn is over: the game ends and the "
                                                  "score decides"))));
    const int red = s.score(0);
    const int blue = s.score(1);
    infos.append(info("lw.score.cost",
                      lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Score: Red %1, Blue %2"),
                                {arg(red), arg(blue)})));
    if (red != blue) {
        s.winnerSide = red > blue ? 0 : 1;
        s.how = QStringLiteral("score");
        return;
    }
    const int spareRed = s.spareBases(0);
    const int spareBlue = s.spareBases(1);
    if (spareRed != spareBlue) {
        s.winnerSide = spareRed > spareBlue ? 0 : 1;
        s.how = QStringLiteral("score");
        infos.append(info("lw.score.tiebreak",
                          lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                      "The scores are equal: %1 wins with more "
                                                      "spare bases (%2 against %3)"),
                                    {sideName(s.winnerSide), arg(qMax(spareRed, spareBlue)),
                                     arg(qMin(spareRed, spareBlue))})));
        return;
    }
    s.winnerSide = -1;
    s.how = QStringLiteral("draw");
    infos.append(info("lw.score.tiebreak",
                      lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                  "The scores and the spare bases are equal: "
                                                  "the game is a draw"))));
}

void endTurn(LwState &s, QList<Finding> &infos)
{
    if (s.active < 0 || s.active >= kSides)
        return;
    ++s.turnsTaken;
    for (LwArmy &a : s.armies) {
        for (LwUnit &u : a.units) {
            u.acted = false;
            u.moved = false;
        }
        for (const QString &t : a.usedTiles)
            if (!a.usedEver.contains(t))
                a.usedEver.append(t);
        a.usedTiles.clear();
    }
    const bool secondPlayer = s.active != s.firstSide;
    s.active = 1 - s.active;
    s.phase = Phase::Tactics;
    if (!secondPlayer)
        return;
    if (s.turnMarker <= 1) {
        finishByScore(s, infos);
        return;
    }
    --s.turnMarker;
    infos.append(info("lw.turn.countdown",
                      lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                  "Both sides have played: the turn marker moves "
                                                  "down to %1"),
                                {arg(s.turnMarker)})));
}

void attackInfo(const LwState &before, const AttackStep &a, const AttackOutcome &o,
                QList<Finding> &infos)
{
    QList<int> attackers;
    for (const AttackStep::Unit &u : a.attackers)
        attackers.append(u.unit);
    const LocalizedName target = sideUnitName(before, 1 - a.side, a.target);
    const LocalizedName losers = joinList(unitNames(before, a.side, attackers));
    const QByteArray rule = o.ruleId.toLatin1();
    const MessageArg att = arg(o.attackTotal);
    const MessageArg def = arg(o.defenceTotal);
    if (o.removed == Removed::None) {
        infos.append(info(
            rule.constData(),
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 against %2: the shot fails, the "
                                                             "archers stay"),
                      {att, def})));
    } else if (o.ruleId == QLatin1String("lw.attack.dice")) {
        infos.append(
            o.removed == Removed::Defender
                ? info(rule.constData(),
                       lwMessage(
                           QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 against %2: %3 is removed"),
                           {att, def, target}))
                : info(rule.constData(),
                       lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                   "%1 against %2: the attackers are removed "
                                                   "(%3)"),
                                 {att, def, losers})));
    } else if (o.removed == Removed::Attackers) {
        infos.append(info(rule.constData(),
                          lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                      "%1 against %2, a tie: %3 strikes first, "
                                                      "the attackers are removed (%4)"),
                                    {att, def, target, losers})));
    } else {
        infos.append(info(rule.constData(),
                          lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                      "%1 against %2, a tie: the attacked unit "
                                                      "%3 is removed"),
                                    {att, def, target})));
    }
}

// The unit reached the enemy Castle: its side wins, the game is over (lw.victory.castle).
void reachCastle(LwState &s, int side, int unit)
{
    if (LwUnit *u = unitOf(s, side, unit)) {
        u->acted = true;
        u->moved = false; // the game is over: no attack follows
    }
    s.phase = Phase::Finished;
    s.winnerSide = side;
    s.how = QStringLiteral("castle");
}

void kingFalls(LwState &s, const QList<int> &kingsLost, QList<Finding> &infos)
{
    if (kingsLost.isEmpty())
        return;
    const int loser = kingsLost.first();
    s.phase = Phase::Finished;
    s.winnerSide = 1 - loser;
    s.how = QStringLiteral("king");
    infos.append(
        info("lw.victory.king",
             lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1's king is removed: %2 wins"),
                       {sideName(loser), sideName(1 - loser)})));
}

void applyAttack(LwState &s, const LwState &before, const Step &step, QList<Finding> &infos)
{
    const AttackStep a = readAttack(before, step);
    for (const AttackStep::Unit &u : a.attackers)
        if (LwUnit *x = unitOf(s, a.side, u.unit); x && u.at)
            x->at = *u.at; // where the table says it stood
    const AttackOutcome o = resolveStepAttack(before, a);
    attackInfo(before, a, o, infos);
    QList<int> kingsLost;
    for (const AttackStep::Unit &u : a.attackers) {
        if (LwUnit *x = unitOf(s, a.side, u.unit)) {
            x->acted = true;
            x->moved = false;
        }
        if (o.removed == Removed::Attackers)
            remove(s, a.side, u.unit, &kingsLost);
    }
    if (o.removed == Removed::Defender)
        remove(s, 1 - a.side, a.target, &kingsLost);
    startActions(s);
    kingFalls(s, kingsLost, infos);
}

} // namespace

Outcome applyStep(const LwState &before, const Step &step)
{
    Outcome out{before, {}};
    LwState &s = out.state;
    if (s.phase == Phase::Finished)
        return out;
    const QJsonObject &p = step.payload;
    const QString &k = step.kind;
    const int side = stepSide(before, step);
    if (k == QLatin1String("deploy")) {
        s.deployMethod = p.value(QStringLiteral("method")).toString();
        const QJsonArray d = p.value(QStringLiteral("dice")).toArray();
        s.deployFirst = d.size() == 2 && d.at(0).toInt() != d.at(1).toInt()
                            ? (d.at(0).toInt() > d.at(1).toInt() ? 0 : 1)
                            : -1;
    } else if (k == QLatin1String("place")) {
        if (LwUnit *u = unitOf(s, side, p.value(QStringLiteral("unit")).toInt())) {
            const bool first = !u->at.isValid(); // else a correction: the order stays
            placeUnit(*u, p, "at");
            if (first && u->at.isValid())
                s.lastPlaced = side;
        }
    } else if (k == QLatin1String("first-player")) {
        s.firstSide = p.value(QStringLiteral("side")).toInt();
        if (s.phase == Phase::Deploy) {
            s.active = s.firstSide;
            s.phase = Phase::Tactics;
            s.turnMarker = s.maxTurns;
        }
    } else if (k == QLatin1String("tactics")) {
        if (side >= 0 && side < kSides) {
            LwArmy &a = s.armies[side];
            for (const QJsonValue &v : p.value(QStringLiteral("tiles")).toArray()) {
                const LwCard *c = s.card(v.toString());
                a.paidBases += c ? c->budgetCost() : 0;
                a.usedTiles.append(v.toString());
            }
        }
        startActions(s);
    } else if (k == QLatin1String("move") || k == QLatin1String("wait")) {
        const int unit = p.value(QStringLiteral("unit")).toInt();
        if (LwUnit *u = unitOf(s, side, unit)) {
            u->acted = true;
            u->moved = k == QLatin1String("move");
            placeUnit(*u, p, "to");
            // A move that does not say where to, of a unit on the map: the unit left its square
            // for one the journal does not hold, so the state no longer puts it anywhere (it is
            // never left standing where it was; Place a unit records where it is).
            if (k == QLatin1String("move") && !p.contains(QStringLiteral("to")) && u->onMap())
                u->at = Square();
        }
        startActions(s);
        // A move that ends on the enemy Castle wins at once, as removing the king does.
        if (k == QLatin1String("move") && p.contains(QStringLiteral("to")) &&
            standsOnEnemyCastle(s, side, unit)) {
            reachCastle(s, side, unit);
            out.infos.append(
                info("lw.victory.castle",
                     lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                 "%1 reaches %2's Castle (%3): %4 wins at once"),
                               {sideUnitName(before, side, unit), sideName(1 - side),
                                squareCode(s.armies[side].units.at(unit).at), sideName(side)})));
        }
    } else if (k == QLatin1String("castle")) {
        const int unit = p.value(QStringLiteral("unit")).toInt();
        reachCastle(s, side, unit);
        out.infos.append(info("lw.victory.castle",
                              lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                          "%1 reaches the enemy Castle: %2 wins"),
                                        {sideUnitName(before, side, unit), sideName(side)})));
    } else if (k == QLatin1String("attack")) {
        applyAttack(s, before, step, out.infos);
    } else if (k == QLatin1String("remove-unit")) {
        // A correction (lw.overview.corrections): removed as by an attack, a king too.
        QList<int> kingsLost;
        remove(s, side, p.value(QStringLiteral("unit")).toInt(), &kingsLost);
        kingFalls(s, kingsLost, out.infos);
    } else if (k == QLatin1String("restore-unit")) {
        if (LwUnit *u = unitOf(s, side, p.value(QStringLiteral("unit")).toInt())) {
            u->removed = false;
            u->removedTurn = 0;
            placeUnit(*u, p, "at"); // else back on the square it was removed from
        }
    } else if (k == QLatin1String("end-turn")) {
        endTurn(s, out.infos);
    }
    return out;
}

} // namespace kbz::lw::rules
