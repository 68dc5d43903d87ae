// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// guidance(), result() and describe(): what happens next, how the battle ended, journal lines.
#include "LowInternal.h"

#include <QJsonArray>
#include <algorithm>

namespace kbz::low {

namespace {

using namespace rules;

Message phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Opening:
        return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Opening challenge"));
    case Phase::Place:
        return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Deploy"));
    case Phase::Resolve:
        return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Destroy"));
    case Phase::Berserker:
        return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Berserker advance"));
    case Phase::Reinforce:
        return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Reinforce"));
    case Phase::Finished:
        return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Battle over"));
    }
    return {};
}

LocalizedName seatNames(const LowState &s, int side)
{
    QStringList names;
    for (const LowPlayer &p : s.players)
        if (p.side == side)
            names.append(p.name);
    return joinListBoth(names);
}

} // namespace

Guidance LowEngine::guidance(const GameState &state) const
{
    Guidance g;
    const LowState &s = lowStateOf(state);
    g.phase = phaseCode(s.phase);
    g.phaseName = phaseName(s.phase);
    g.actor = s.phase == Phase::Finished ? -1 : s.active;
    switch (s.phase) {
    case Phase::Opening: {
        g.expected = {QStringLiteral("place")};
        QList<QPoint> squares;
        for (const LegalSquare &l : legalSquares(s, s.active, QString()))
            squares.append(l.at);
        QStringList names;
        for (const QPoint sq : squares)
            names.append(squareName(sq));
        g.hints.append(lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                    "Place any card from your hand on the "
                                                    "opening square %1."),
                                  {joinListBoth(names)}));
        break;
    }
    case Phase::Place: {
        g.expected = {QStringLiteral("place")};
        const int side = s.sideOf(s.active);
        const bool anyEnemy = std::any_of(s.units.begin(), s.units.end(), [&](const LowUnit &u) {
            return s.sideOf(u.owner) != side;
        });
        if (s.units.isEmpty())
            g.hints.append(lowMessage(
                QT_TRANSLATE_NOOP("kbz::low::LowEngine", "The mat is empty: place anywhere.")));
        else if (!anyEnemy)
            g.hints.append(lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "There is no enemy on the mat: place a "
                                                        "unit touching one of yours.")));
        else
            g.hints.append(lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "Place a unit touching an enemy that "
                                                        "one of its arrows points at.")));
        break;
    }
    case Phase::Resolve:
        g.expected = {QStringLiteral("resolve")};
        if (!unitsThatMayFire(s).isEmpty())
            g.hints.append(lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "Choose a target for each ranged unit "
                                                        "that may fire.")));
        g.hints.append(lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                    "Check the combat and confirm the destroyed "
                                                    "units.")));
        break;
    case Phase::Berserker: {
        g.expected = {QStringLiteral("berserker-move")};
        for (qsizetype i = 0; i < s.berserkers.size(); ++i) {
            const LowUnit *u = s.unit(s.berserkers.at(i));
            if (!u)
                continue;
            QStringList names;
            for (const QPoint sq : s.berserkerSquares.value(i))
                names.append(squareName(sq));
            g.hints.append(
                lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 must advance to %2."),
                           {unitLabel(s, *u), joinListBoth(names)}));
        }
        break;
    }
    case Phase::Reinforce: {
        const LowPlayer &p = s.players.value(s.active);
        if (s.isThreePlayer() && p.side == 1 && s.placedGeneral) {
            g.expected = {QStringLiteral("draw")};
            g.hints.append(lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "You played the team's general: no "
                                                        "draw and no recall this turn (record "
                                                        "a draw of 0 cards).")));
        } else {
            g.expected = {QStringLiteral("draw"), QStringLiteral("recall")};
            g.hints.append(lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "Refill your hand to %1 or recall one "
                                                        "unit."),
                                      {arg(p.handLimit)}));
        }
        if (!s.inOpening && s.extraTurnSide == p.side)
            g.hints.append(lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "The enemy general has fallen: you take "
                                                        "another turn after this one.")));
        break;
    }
    case Phase::Finished:
        g.finished = true;
        if (const auto r = result(state))
            g.hints.append(r->summary);
        break;
    }
    return g;
}

std::optional<GameResult> LowEngine::result(const GameState &state) const
{
    const LowState &s = lowStateOf(state);
    if (s.phase != Phase::Finished || s.winnerSide < 0)
        return std::nullopt;
    GameResult r;
    r.how = s.how;
    const int side = s.winnerSide;
    const LocalizedName names = seatNames(s, side);
    if (s.how == QLatin1String("commanders"))
        r.summary = lowMessage(
            QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 won by destroying %2 enemy commanders."),
            {names, arg(s.commandersKilled(side))});
    else
        r.summary = lowMessage(
            QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 won by destroying %2 enemy cards."),
            {names, arg(int(s.kills[side].size()))});
    for (int seat = 0; seat < s.players.size(); ++seat) {
        const int ps = s.players.at(seat).side;
        const bool won = ps == side;
        r.players.append({seat, double(s.kills[qBound(0, ps, 1)].size()), won ? 1 : 2, won});
    }
    r.details = QJsonObject{
        {QStringLiteral("cards"), QJsonArray{int(s.kills[0].size()), int(s.kills[1].size())}},
        {QStringLiteral("commanders"), QJsonArray{s.commandersKilled(0), s.commandersKilled(1)}},
        {QStringLiteral("winnerSide"), side},
        {QStringLiteral("turn"), s.turn},
    };
    return r;
}

namespace {

// The sentences that follow a journal line: what the step did to the battle (issue 13: a line
// says what happened, not only what was entered).

// The turn passed on (after a draw or a recall): whose turn it is now, or the same seat again.
QList<Message> turnChanges(const LowState &before, const LowState &after)
{
    if (after.phase == Phase::Finished || after.turn == before.turn)
        return {};
    if (after.active == before.active && !after.inOpening && !before.inOpening)
        return {lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 plays an extra turn"),
                           {playerName(after, after.active)})};
    if (before.inOpening && !after.inOpening)
        return {lowMessage(
            QT_TRANSLATE_NOOP("kbz::low::LowEngine", "the opening challenge is over: %1's turn"),
            {playerName(after, after.active)})};
    return {lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1's turn"),
                       {playerName(after, after.active)})};
}

// What a combat did: the shots fired, each side's losses against the thresholds, a fallen
// general and the extra turn it earns, the berserkers that must advance, the end of the battle.
QList<Message> combatChanges(const LowState &before, const LowState &after,
                             const QList<Shot> &shots)
{
    QList<Message> out;
    for (const Shot &shot : shots) {
        const LowUnit *from = before.unit(shot.from);
        const LowUnit *target = before.unit(shot.target);
        if (from && target)
            out.append(lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 fires at %2"),
                                  {unitLabel(before, *from), unitLabel(before, *target)}));
    }
    for (const int side : {0, 1}) {
        const int killer = 1 - side;
        const int cards = int(after.kills[killer].size());
        if (cards == int(before.kills[killer].size()))
            continue;
        const int commanders = after.commandersKilled(killer);
        out.append(lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                "losses of %1: %2 of %3 cards, %4 of %5 "
                                                "commanders"),
                              {seatNames(after, side), arg(cards), arg(after.cardsToWin),
                               arg(commanders), arg(after.commandersToWin)}));
        if (after.generalDead[side] && !before.generalDead[side])
            out.append(
                lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "the general of %1 falls"),
                           {seatNames(after, side)}));
    }
    if (after.extraTurnSide >= 0 && after.extraTurnSide != before.extraTurnSide)
        out.append(
            lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "an extra turn is owed to %1"),
                       {seatNames(after, after.extraTurnSide)}));
    for (const int uid : after.berserkers)
        if (const LowUnit *u = after.unit(uid))
            out.append(lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 must advance"),
                                  {unitLabel(after, *u)}));
    if (after.phase == Phase::Finished && before.phase != Phase::Finished)
        out.append(lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "the battle is won by %1"),
                              {seatNames(after, after.winnerSide)}));
    return out;
}

} // namespace

Message LowEngine::describe(const GameState &before, const Step &step) const
{
    const LowState &s = lowStateOf(before);
    const QJsonObject &p = step.payload;
    const QString &k = step.kind;
    if (malformed(before, step))
        return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Unreadable step %1"), {k});
    const LowState after = applyStep(s, step);
    const QString who = playerName(s, step.actor);
    if (k == QLatin1String("place")) {
        const Message line =
            lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1: %2 placed on %3"),
                       {who, s.cardName(p.value(QStringLiteral("card")).toString()),
                        squareName(*squareFromJson(p.value(QStringLiteral("at"))))});
        if (!p.contains(QStringLiteral("shownHand")))
            return line;
        QList<LocalizedName> shown;
        for (const QJsonValue &v : p.value(QStringLiteral("shownHand")).toArray())
            shown.append(s.cardName(v.toString()));
        return line.followedBy({lowMessage(
            QT_TRANSLATE_NOOP("kbz::low::LowEngine", "no legal placement: %1 shows %2"),
            {who, shown.isEmpty() ? LocalizedName{QStringLiteral("-"), QStringLiteral("-")}
                                  : joinList(shown)})});
    }
    if (k == QLatin1String("resolve")) {
        const QList<Shot> shots = shotsOf(p);
        const CombatReport report = resolveCombat(s, shots);
        QList<LocalizedName> names;
        for (const int uid : destroyedOf(p, report)) {
            const LowUnit *u = s.unit(uid);
            const Fate *f = report.fate(uid);
            const LocalizedName n = s.cardName(u->card);
            const QString where = squareName(u->at);
            // The table may remove a unit the figures do not destroy: "3 ≤ 4" says so.
            const QString sign = f && f->destroyed ? QStringLiteral(">") : QStringLiteral("≤");
            if (f)
                names.append({QStringLiteral("%1 (%2, %3 %4 %5)")
                                  .arg(n.text(Lang::En), where)
                                  .arg(f->total)
                                  .arg(sign)
                                  .arg(f->defence),
                              QStringLiteral("%1（%2、%3 %4 %5）")
                                  .arg(n.text(Lang::Ja), where)
                                  .arg(f->total)
                                  .arg(sign)
                                  .arg(f->defence)});
            else
                names.append({QStringLiteral("%1 (%2)").arg(n.text(Lang::En), where),
                              QStringLiteral("%1（%2）").arg(n.text(Lang::Ja), where)});
        }
        const Message line =
            names.isEmpty()
                ? lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Combat: no unit destroyed"))
                : lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Combat: %1 destroyed"),
                             {joinList(names)});
        return line.followedBy(combatChanges(s, after, shots));
    }
    if (k == QLatin1String("berserker-move")) {
        const LowUnit *u = s.unit(p.value(QStringLiteral("unit")).toInt());
        return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 advanced from %2 to %3"),
                          {s.cardName(u->card), squareName(u->at),
                           squareName(*squareFromJson(p.value(QStringLiteral("to"))))});
    }
    if (k == QLatin1String("draw")) {
        const int count = drawCountOf(p);
        const LowPlayer &pa = after.players.at(step.actor);
        const QList<Message> turn = turnChanges(s, after);
        if (count == 0)
            return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 draws no card"), {who})
                .followedBy(turn);
        if (count == 1)
            return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                "%1 draws 1 card (%2 in hand, %3 left in the "
                                                "deck)"),
                              {who, arg(pa.hand), arg(pa.drawPile)})
                .followedBy(turn);
        return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                            "%1 draws %2 cards (%3 in hand, %4 left in the deck)"),
                          {who, arg(count), arg(pa.hand), arg(pa.drawPile)})
            .followedBy(turn);
    }
    if (k == QLatin1String("recall")) {
        const LowUnit *u = s.unit(p.value(QStringLiteral("unit")).toInt());
        const int to = rules::recallRecipient(s, step.actor, u->owner);
        return lowMessage(
                   QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 recalls %2 from %3 to %4's hand"),
                   {who, s.cardName(u->card), squareName(u->at), playerName(s, to)})
            .followedBy(turnChanges(s, after));
    }
    return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Unknown step %1"), {k});
}

} // namespace kbz::low
