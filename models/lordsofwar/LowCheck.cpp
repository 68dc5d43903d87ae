// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// check(): the rule warnings for recording a step. Never blocks; apply() records it anyway.
#include "LowInternal.h"

#include <QJsonArray>

namespace kbz::low {

namespace {

using namespace rules;

LocalizedName squareList(const QList<QPoint> &squares)
{
    QStringList names;
    for (const QPoint sq : squares)
        names.append(squareName(sq));
    return names.isEmpty() ? LocalizedName{QStringLiteral("-"), QStringLiteral("-")}
                           : joinListBoth(names);
}

// A step that does not fit the current phase or comes from the wrong seat.
void checkTurn(const LowState &s, const Step &step, QList<Finding> &out)
{
    const QString &k = step.kind;
    if (s.phase == Phase::Finished) {
        out.append(warning(
            "low.victory.thresholds",
            lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "The battle is already over."))));
        return;
    }
    if (step.actor != s.active)
        out.append(warning(
            "low.overview.turn",
            lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "It is %1's turn, not %2's."),
                       {playerName(s, s.active), playerName(s, step.actor)})));
    bool fits = false;
    switch (s.phase) {
    case Phase::Opening:
    case Phase::Place:
        fits = k == QLatin1String("place");
        break;
    case Phase::Resolve:
        fits = k == QLatin1String("resolve");
        break;
    case Phase::Berserker:
        fits = k == QLatin1String("berserker-move");
        break;
    case Phase::Reinforce:
        fits = k == QLatin1String("draw") || k == QLatin1String("recall");
        break;
    case Phase::Finished:
        break;
    }
    if (fits)
        return;
    switch (s.phase) {
    case Phase::Opening:
    case Phase::Place:
        out.append(warning("low.overview.turn",
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "A turn starts with placing a unit: "
                                                        "place one first."))));
        break;
    case Phase::Resolve:
        out.append(warning("low.overview.turn",
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "The combat of the last placement has "
                                                        "not been resolved yet."))));
        break;
    case Phase::Berserker: {
        QList<LocalizedName> names;
        for (const int uid : s.berserkers)
            if (const LowUnit *u = s.unit(uid))
                names.append(unitLabel(s, *u));
        out.append(warning("low.berserker.forced-move",
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "A berserker must advance first: %1."),
                                      {joinList(names)})));
        break;
    }
    case Phase::Reinforce:
        out.append(warning("low.overview.turn",
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "The turn ends with a draw or a recall: "
                                                        "do that first."))));
        break;
    case Phase::Finished:
        break;
    }
}

void checkPlace(const LowState &s, const Step &step, QList<Finding> &out)
{
    const QJsonObject &p = step.payload;
    const QString cardId = p.value(QStringLiteral("card")).toString();
    const QPoint at = *squareFromJson(p.value(QStringLiteral("at")));
    const LowPlayer &pl = s.players.at(step.actor);
    const LowCard *c = s.card(cardId);
    const LocalizedName name = s.cardName(cardId);
    const QString who = pl.name;

    // The card and the hand.
    const bool sharedGeneral =
        c && c->isGeneral() && s.isThreePlayer() && pl.side == 1 && s.teamGeneral > 0;
    if (!s.remainingCards(step.actor).contains(cardId)) {
        if (!pl.deck.contains(cardId))
            out.append(warning(
                "low.overview.turn",
                lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 is not in %2's deck."),
                           {name, who})));
        else
            out.append(warning("low.overview.turn",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "%1 cannot be in %2's hand: every "
                                                            "copy of it is on the mat or "
                                                            "destroyed."),
                                          {name, who})));
    } else if (pl.hand <= 0 && !sharedGeneral) {
        out.append(
            warning("low.overview.turn",
                    lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 has no card in hand."),
                               {who})));
    }

    // The square.
    if (!s.onMat(at)) {
        out.append(warning("low.mat.size",
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "%1 is off the mat (%2 squares across, "
                                                        "%3 rows)."),
                                      {squareName(at), arg(kMatColumns), arg(kMatRows)})));
        return;
    }
    if (const LowUnit *there = s.unitAt(at)) {
        out.append(warning(
            "low.place.contact",
            lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 is already taken by %2."),
                       {squareName(at), s.cardName(there->card)})));
        return;
    }
    if (!c)
        return;
    const QList<LegalSquare> legal = legalSquares(s, step.actor, cardId);
    QList<QPoint> legalAt;
    for (const LegalSquare &l : legal)
        legalAt.append(l.at);
    if (s.phase == Phase::Opening) {
        if (!legalAt.contains(at))
            out.append(warning("low.place.opening",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "The opening card goes on %1, not "
                                                            "on %2."),
                                          {squareList(legalAt), squareName(at)})));
        return;
    }

    const bool shown = p.contains(QStringLiteral("shownHand"));
    if (shown) {
        // The player claims no legal placement (low.place.no-legal-square).
        if (!touchingEnemySquares(s, step.actor).contains(at))
            out.append(warning("low.place.no-legal-square",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "Without a legal placement, the "
                                                            "card must still touch an enemy "
                                                            "unit: %1 on %2 does not."),
                                          {name, squareName(at)})));
        QStringList seen;
        for (const QJsonValue &v : p.value(QStringLiteral("shownHand")).toArray()) {
            const QString id = v.toString();
            if (seen.contains(id))
                continue;
            seen.append(id);
            const QList<LegalSquare> l = legalSquares(s, step.actor, id);
            if (!l.isEmpty())
                out.append(
                    warning("low.place.no-legal-square",
                            lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                         "The shown hand had a legal placement: %1 "
                                                         "could go on %2."),
                                       {s.cardName(id), squareName(l.first().at)})));
        }
        return;
    }
    if (legalAt.contains(at))
        return;
    const int side = pl.side;
    const bool anyEnemy = std::any_of(s.units.begin(), s.units.end(),
                                      [&](const LowUnit &u) { return s.sideOf(u.owner) != side; });
    if (!anyEnemy) {
        out.append(warning("low.place.no-enemy",
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "There is no enemy unit on the mat: %1 "
                                                        "must be placed touching one of your "
                                                        "units, and %2 touches none."),
                                      {name, squareName(at)})));
    } else if (c->isSupport()) {
        out.append(warning("low.place.support-exception",
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "%1 on %2 touches no enemy that one of "
                                                        "its arrows points at, and no friendly "
                                                        "unit (a spear or ranged unit may be "
                                                        "placed touching a friend)."),
                                      {name, squareName(at)})));
    } else {
        bool touchesEnemy = false;
        for (const QPoint n : neighbours(s, at))
            if (const LowUnit *u = s.unitAt(n); u && s.sideOf(u->owner) != side)
                touchesEnemy = true;
        if (touchesEnemy)
            out.append(warning("low.place.contact",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "%1 on %2 touches an enemy, but "
                                                            "none of its arrows points at one."),
                                          {name, squareName(at)})));
        else
            out.append(warning("low.place.contact",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "%1 on %2 touches no enemy unit: a "
                                                            "new unit must touch an enemy that "
                                                            "one of its arrows points at."),
                                          {name, squareName(at)})));
    }
    if (legal.isEmpty())
        out.append(info("low.place.no-legal-square",
                        lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                     "%1 has no legal square now. If no card in "
                                                     "the hand has one, place a card touching "
                                                     "an enemy and record the shown hand."),
                                   {name})));
}

void checkResolve(const LowState &s, const Step &step, QList<Finding> &out)
{
    const QList<Shot> shots = shotsOf(step.payload);
    const int activeSide = s.sideOf(s.active);
    QList<int> shooters;
    for (const Shot &shot : shots) {
        const LowUnit *from = s.unit(shot.from);
        const LowUnit *target = s.unit(shot.target);
        const LowCard *c = s.card(from->card);
        const LocalizedName fromName = unitLabel(s, *from);
        if (shooters.contains(shot.from)) {
            out.append(warning("low.ranged.fire",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "%1 fires only once per turn, not "
                                                            "twice."),
                                          {fromName})));
            continue;
        }
        shooters.append(shot.from);
        if (!c || !c->shoots()) {
            out.append(warning("low.ranged.fire",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "%1 is not a ranged unit: it cannot "
                                                            "fire."),
                                          {fromName})));
            continue;
        }
        if (s.sideOf(from->owner) != activeSide)
            out.append(warning("low.ranged.fire",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "%1 fires only on its own side's "
                                                            "turns."),
                                          {fromName})));
        else if (s.fired.contains(shot.from))
            out.append(warning("low.ranged.fire",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "%1 has already fired this turn."),
                                          {fromName})));
        const QList<int> by = engagedBy(s, *from);
        if (!by.isEmpty())
            out.append(warning("low.ranged.engaged",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "%1 is engaged by %2: an engaged "
                                                            "ranged unit cannot fire."),
                                          {fromName, unitLabel(s, *s.unit(by.first()))})));
        if (!enemies(s, *from, *target))
            out.append(warning("low.ranged.fire",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "%1 is not an enemy of %2: a "
                                                            "ranged unit fires at an enemy."),
                                          {unitLabel(s, *target), fromName})));
        else if (!targetsInGrid(s, *from).contains(shot.target))
            out.append(warning("low.ranged.fire",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "%1 is outside the target grid of "
                                                            "%2."),
                                          {unitLabel(s, *target), fromName})));
    }
    const CombatReport report = resolveCombat(s, shots);
    const QList<int> recorded = destroyedOf(step.payload, report);
    // The enemy general falls (and not both generals at once): an extra turn is owed.
    bool generalFell[2] = {false, false};
    for (const int uid : recorded)
        if (const LowCard *c = s.card(s.unit(uid)->card); c && c->isGeneral())
            generalFell[qBound(0, s.sideOf(s.unit(uid)->owner), 1)] = true;
    if (generalFell[0] != generalFell[1]) {
        // The seat that gets it: the active seat, or the killing side's next seat to play.
        const int side = generalFell[0] ? 1 : 0;
        int seat = s.active;
        for (int k = 1; s.sideOf(seat) != side && k <= s.turnOrder.size(); ++k)
            seat = s.turnOrder.value((s.orderIndex + k) % int(s.turnOrder.size()));
        out.append(info("low.general.extra-turn",
                        lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                     "The enemy general falls: %1 takes an extra "
                                                     "turn after reinforcing."),
                                   {playerName(s, seat)})));
    }
    if (!step.payload.contains(QStringLiteral("destroyed")))
        return;
    for (const int uid : recorded) {
        if (report.destroyed.contains(uid))
            continue;
        const Fate *f = report.fate(uid);
        const LowUnit *u = s.unit(uid);
        const LowCard *c = s.card(u->card);
        out.append(warning(
            "low.combat.strictly-greater",
            lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                         "%1 takes %2 against defence %3: it is "
                                         "not destroyed (the attack must be "
                                         "strictly greater)."),
                       {unitLabel(s, *u), arg(f ? f->total : 0), arg(c ? c->defence : 0)})));
    }
    for (const int uid : report.destroyed) {
        if (recorded.contains(uid))
            continue;
        const Fate *f = report.fate(uid);
        out.append(
            warning("low.combat.strictly-greater",
                    lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                 "%1 takes %2 against defence %3: it is "
                                                 "destroyed."),
                               {unitLabel(s, *s.unit(uid)), arg(f->total), arg(f->defence)})));
    }
}

void checkBerserker(const LowState &s, const Step &step, QList<Finding> &out)
{
    const int uid = step.payload.value(QStringLiteral("unit")).toInt();
    const QPoint to = *squareFromJson(step.payload.value(QStringLiteral("to")));
    const LowUnit *u = s.unit(uid);
    const qsizetype i = s.berserkers.indexOf(uid);
    if (i < 0) {
        out.append(warning("low.berserker.forced-move",
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "%1 does not have to advance: only a "
                                                        "berserker that helped destroy a card "
                                                        "and is not engaged moves."),
                                      {unitLabel(s, *u)})));
        return;
    }
    const QList<QPoint> squares = s.berserkerSquares.value(i);
    if (!squares.contains(to))
        out.append(warning("low.berserker.forced-move",
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "%1 must advance to %2, not to %3."),
                                      {unitLabel(s, *u), squareList(squares), squareName(to)})));
}

bool teamMemberPlayedGeneral(const LowState &s, int seat)
{
    return s.isThreePlayer() && s.sideOf(seat) == 1 && s.placedGeneral && s.active == seat;
}

void checkDraw(const LowState &s, const Step &step, QList<Finding> &out)
{
    const int count = drawCountOf(step.payload);
    const LowPlayer &p = s.players.at(step.actor);
    if (teamMemberPlayedGeneral(s, step.actor) && count > 0) {
        out.append(warning(
            "low.variant.three-player-team",
            lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1 played the team's general this "
                                                                "turn: no card is drawn."),
                       {p.name})));
        return;
    }
    if (p.hand + count > p.handLimit)
        out.append(warning("low.reinforce.draw",
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "%1 holds %2 cards: drawing %3 would "
                                                        "pass the hand limit of %4."),
                                      {p.name, arg(p.hand), arg(count), arg(p.handLimit)})));
    if (count > p.drawPile)
        out.append(warning(
            "low.reinforce.draw",
            lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1's deck has only %2 cards left, "
                                                                "not %3."),
                       {p.name, arg(p.drawPile), arg(count)})));
}

void checkRecall(const LowState &s, const Step &step, QList<Finding> &out)
{
    using What = RecallReason::What;
    const int uid = step.payload.value(QStringLiteral("unit")).toInt();
    const LowUnit *u = s.unit(uid);
    const LocalizedName label = unitLabel(s, *u);
    const QString who = playerName(s, step.actor);
    const QList<RecallReason> reasons = recallReasons(s, step.actor, uid);
    bool generalPlayed = false;
    for (const RecallReason &r : reasons) {
        generalPlayed = generalPlayed || r.what == What::GeneralPlayed;
        const QByteArray id = r.ruleId.toLatin1();
        Message m;
        switch (r.what) {
        case What::NotOwn:
            m = lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                             "%1 belongs to %2: %3 may recall only their own "
                                             "units."),
                           {label, playerName(s, u->owner), who});
            break;
        case What::NotTeam:
            m = lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                             "%1 is an enemy unit: it cannot be recalled."),
                           {label});
            break;
        case What::TeammateGeneral:
            m = lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                             "%1 is a teammate's general: it is never "
                                             "recalled by another player."),
                           {label});
            break;
        case What::PlacedThisTurn:
            m = lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                             "%1 was placed this turn: it cannot be recalled."),
                           {label});
            break;
        case What::Engaged:
            m = lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                             "%1 is engaged by %2: an engaged unit cannot be "
                                             "recalled."),
                           {label, unitLabel(s, *s.unit(r.by))});
            break;
        case What::EngagedBySpear:
            m = lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                             "%1 is engaged by the spear unit %2: cavalry "
                                             "engaged by a spear cannot be recalled."),
                           {label, unitLabel(s, *s.unit(r.by))});
            break;
        case What::Involved:
            m = lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                             "%1 took part in destroying an enemy this turn: it "
                                             "cannot be recalled."),
                           {label});
            break;
        case What::GeneralPlayed:
            m = lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                             "%1 played the team's general this turn: no unit "
                                             "is recalled."),
                           {who});
            break;
        }
        out.append(warning(id.constData(), m));
    }
    const int to = recallRecipient(s, step.actor, u->owner);
    const LowPlayer &p = s.players.at(to);
    if (!generalPlayed && p.hand + 1 > p.handLimit)
        out.append(warning("low.reinforce.draw",
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "%1 holds %2 cards: a recall would pass "
                                                        "the hand limit of %3."),
                                      {p.name, arg(p.hand), arg(p.handLimit)})));
}

} // namespace

QList<Finding> checkStep(const LowState &s, const Step &step)
{
    QList<Finding> out;
    checkTurn(s, step, out);
    const QString &k = step.kind;
    if (k == QLatin1String("place"))
        checkPlace(s, step, out);
    else if (k == QLatin1String("resolve"))
        checkResolve(s, step, out);
    else if (k == QLatin1String("berserker-move"))
        checkBerserker(s, step, out);
    else if (k == QLatin1String("draw"))
        checkDraw(s, step, out);
    else if (k == QLatin1String("recall"))
        checkRecall(s, step, out);
    return out;
}

} // namespace kbz::low
