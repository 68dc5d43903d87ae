// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// apply(): the state after a well-formed step, legal or not (the table is the truth).
#include "LowInternal.h"

#include <QJsonArray>
#include <algorithm>

namespace kbz::low {

namespace {

using namespace rules;

void setDrawPile(LowState &s, int seat, int count)
{
    const int deckSeat = s.players.at(seat).deckSeat;
    for (LowPlayer &p : s.players)
        if (p.deckSeat == deckSeat)
            p.drawPile = qMax(0, count);
}

void removeUnit(LowState &s, int uid)
{
    s.units.erase(std::remove_if(s.units.begin(), s.units.end(),
                                 [uid](const LowUnit &u) { return u.uid == uid; }),
                  s.units.end());
}

void checkVictory(LowState &s)
{
    QString how;
    const int side = winningSide(s, &how);
    if (side >= 0) {
        s.winnerSide = side;
        s.how = how;
        s.phase = Phase::Finished;
    }
}

// The end of a turn (after the draw or recall).
//
// Extra turn (low.general.extra-turn), as Kibitzer reads it: the side that destroys the enemy
// general (and not both generals at once) is owed an extra turn. When the turn passes and the
// seat that just played belongs to that side, the same seat plays again. A side that destroyed
// the general on an opponent's turn (the opponent's placement made the general fall) takes its
// extra turn right after its own next turn.
void nextTurn(LowState &s)
{
    ++s.turn;
    s.fired.clear();
    s.involved.clear();
    s.berserkers.clear();
    s.berserkerSquares.clear();
    s.placedUid = 0;
    s.placedGeneral = false;
    if (s.phase == Phase::Finished)
        return;
    if (s.inOpening) {
        ++s.orderIndex;
        if (s.orderIndex < s.openingOrder.size()) {
            s.active = s.openingOrder.at(s.orderIndex);
            s.phase = Phase::Opening;
            return;
        }
        s.inOpening = false;
        s.orderIndex = 0;
        s.active = s.turnOrder.value(0);
        s.phase = Phase::Place;
        return;
    }
    s.phase = Phase::Place;
    if (s.extraTurnSide >= 0 && s.extraTurnSide == s.sideOf(s.active)) {
        s.extraTurnSide = -1;
        return; // the same seat plays again
    }
    if (s.turnOrder.isEmpty())
        return;
    s.orderIndex = (s.orderIndex + 1) % int(s.turnOrder.size());
    s.active = s.turnOrder.at(s.orderIndex);
}

LowState applyPlace(const LowState &before, const Step &step)
{
    LowState s = before;
    const QJsonObject &p = step.payload;
    LowUnit u;
    u.uid = s.nextUid++;
    u.card = p.value(QStringLiteral("card")).toString();
    u.owner = step.actor;
    u.at = *squareFromJson(p.value(QStringLiteral("at")));
    u.placedTurn = s.turn;
    s.units.append(u);
    const LowCard *c = s.card(u.card);
    const bool general = c && c->isGeneral();
    LowPlayer &pl = s.players[step.actor];
    if (general && s.isThreePlayer() && pl.side == 1 && s.teamGeneral > 0)
        s.teamGeneral = 0; // the team's general, between the teammates
    else
        pl.hand = qMax(0, pl.hand - 1);
    s.placedUid = u.uid;
    s.placedGeneral = general;
    if (s.phase != Phase::Finished)
        s.phase = Phase::Resolve;
    return s;
}

LowState applyResolve(const LowState &before, const Step &step)
{
    LowState s = before;
    const QList<Shot> shots = shotsOf(step.payload);
    const CombatReport report = resolveCombat(before, shots);
    const QList<int> destroyed = destroyedOf(step.payload, report);

    bool generalFell[2] = {false, false};
    for (const int uid : destroyed) {
        const LowUnit *u = before.unit(uid);
        if (!u)
            continue;
        const int side = qBound(0, before.sideOf(u->owner), 1);
        s.kills[1 - side].append({u->card, u->owner, before.turn});
        if (const LowCard *c = before.card(u->card); c && c->isGeneral()) {
            generalFell[side] = true;
            s.generalDead[side] = true;
        }
        removeUnit(s, uid);
    }
    for (const Shot &shot : shots)
        if (!s.fired.contains(shot.from))
            s.fired.append(shot.from);
    // Units that hit a unit the table removed took part in destroying it.
    QList<int> involved;
    for (const int uid : destroyed)
        if (const Fate *f = report.fate(uid))
            for (const Hit &h : f->hits)
                if (!involved.contains(h.from))
                    involved.append(h.from);
    std::sort(involved.begin(), involved.end());
    for (const int uid : involved)
        if (!s.involved.contains(uid))
            s.involved.append(uid);
    std::sort(s.involved.begin(), s.involved.end());
    if (generalFell[0] != generalFell[1])
        s.extraTurnSide = generalFell[0] ? 1 : 0;

    CombatReport taken = report;
    taken.destroyed = destroyed;
    taken.involved = involved;
    s.berserkers.clear();
    s.berserkerSquares.clear();
    for (const BerserkerDue &due : berserkersDue(s, before, taken)) {
        s.berserkers.append(due.uid);
        s.berserkerSquares.append(due.squares);
    }
    if (s.phase != Phase::Finished)
        s.phase = s.berserkers.isEmpty() ? Phase::Reinforce : Phase::Berserker;
    checkVictory(s);
    return s;
}

LowState applyBerserker(const LowState &before, const Step &step)
{
    LowState s = before;
    const int uid = step.payload.value(QStringLiteral("unit")).toInt();
    const QPoint to = *squareFromJson(step.payload.value(QStringLiteral("to")));
    // The berserker goes on top of a card already on `to` (an advance recorded anyway): the
    // last of the list is the top card. Onto an empty square the list keeps its order.
    const bool onto = s.unitAt(to) != nullptr;
    for (qsizetype i = 0; i < s.units.size(); ++i)
        if (s.units.at(i).uid == uid) {
            LowUnit moved = onto ? s.units.takeAt(i) : s.units.at(i);
            moved.at = to;
            if (onto)
                s.units.append(moved);
            else
                s.units[i] = moved;
            break;
        }
    const qsizetype i = s.berserkers.indexOf(uid);
    if (i >= 0) {
        s.berserkers.removeAt(i);
        s.berserkerSquares.removeAt(i);
    }
    // The squares still open to the berserkers that are yet to move.
    for (qsizetype k = s.berserkers.size() - 1; k >= 0; --k) {
        QList<QPoint> &squares = s.berserkerSquares[k];
        squares.erase(std::remove_if(squares.begin(), squares.end(),
                                     [&](QPoint sq) { return s.unitAt(sq) != nullptr; }),
                      squares.end());
        if (squares.isEmpty()) {
            s.berserkers.removeAt(k);
            s.berserkerSquares.removeAt(k);
        }
    }
    if (s.phase != Phase::Finished)
        s.phase = s.berserkers.isEmpty() ? Phase::Resolve : Phase::Berserker;
    return s;
}

LowState applyDraw(const LowState &before, const Step &step)
{
    LowState s = before;
    const int count = drawCountOf(step.payload);
    LowPlayer &p = s.players[step.actor];
    p.hand += count;
    setDrawPile(s, step.actor, p.drawPile - count);
    nextTurn(s);
    return s;
}

LowState applyRecall(const LowState &before, const Step &step)
{
    LowState s = before;
    const int uid = step.payload.value(QStringLiteral("unit")).toInt();
    const LowUnit *u = before.unit(uid);
    const int to = recallRecipient(before, step.actor, u->owner);
    removeUnit(s, uid);
    s.players[qBound(0, to, int(s.players.size()) - 1)].hand += 1;
    nextTurn(s);
    return s;
}

} // namespace

LowState applyStep(const LowState &s, const Step &step)
{
    const QString &k = step.kind;
    if (k == QLatin1String("place"))
        return applyPlace(s, step);
    if (k == QLatin1String("resolve"))
        return applyResolve(s, step);
    if (k == QLatin1String("berserker-move"))
        return applyBerserker(s, step);
    if (k == QLatin1String("draw"))
        return applyDraw(s, step);
    if (k == QLatin1String("recall"))
        return applyRecall(s, step);
    return s;
}

} // namespace kbz::low
