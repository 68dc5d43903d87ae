// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// apply(): the state the table has after a step. Accepts any well-formed step, legal or not.
#include "LcRules.h"

#include <QJsonArray>

namespace kbz::lc::rules {

namespace {

LocalizedName cardName(const LcState &s, const QString &id)
{
    const LcCard *c = s.card(id);
    return c ? c->name : LocalizedName{id, id};
}

QString playerName(const LcState &s, int seat)
{
    return s.players.at(seat).name;
}

void resetTurn(LcState &s)
{
    s.cardsPlayed = 0;
    s.damageDealt = false;
    s.lethalDeclared = false;
    s.lethalOnLastStep = false;
    s.escapeUsed = false;
    s.hitBy.clear();
}

// Removes a played card from the hand: the known copy, else one unknown card.
void takeFromHand(LcPlayer &p, const QString &id)
{
    if (p.hand.known.removeOne(id))
        return;
    if (p.hand.unknown > 0)
        --p.hand.unknown;
}

void putOnField(Outcome &o, int seat, const QString &id, std::optional<int> swapWith)
{
    LcPlayer &p = o.state.players[seat];
    if (swapWith && *swapWith < p.field.size()) {
        const QString back = p.field.at(*swapWith);
        p.field[*swapWith] = id;
        p.hand.known.append(back);
        return;
    }
    p.field.append(id);
    while (p.field.size() > 3) {
        const QString pushed = p.field.takeFirst();
        p.discard.append(pushed);
        o.infos.append(info(
            "lc.field.limit",
            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1's field is full: %2 goes to the "
                                                             "discard pile"),
                      {playerName(o.state, seat), cardName(o.state, pushed)})));
    }
    // takeFirst() leaves its room at the front and append() then grows the list again, so
    // without this the field's capacity grew with every card played: a long game's states (and
    // every copy of them) got bigger and slower turn by turn.
    p.field.squeeze();
}

// The attacked player takes the hit of the current attack.
void hitFromAttack(Outcome &o, int victim)
{
    LcState &s = o.state;
    LcPlayer &p = s.players[victim];
    p.hits = qMin(3, p.hits + 1);
    if (victim != s.turnPlayer)
        s.damageDealt = true;
    if (p.hits >= 3) {
        s.winner = s.opponent(victim);
        s.how = QStringLiteral("hp-exhausted");
        s.phase = Phase::Finished;
        return;
    }
    s.phase = s.lethalDeclared ? Phase::Attack : Phase::End;
}

void resolveAttack(Outcome &o)
{
    LcState &s = o.state;
    const QStringList hits = hittingCards(s, s.turnPlayer);
    s.hitBy = hits;
    if (hits.isEmpty()) {
        s.phase = Phase::Attack;
        return;
    }
    s.phase = Phase::Escape;
    s.escapeUsed = false;
    for (const QString &id : hits)
        o.infos.append(info(
            "lc.attack.trigger",
            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 attacks %2's piece on %3: %2 may "
                                                             "escape"),
                      {cardName(s, id), playerName(s, s.defender()),
                       s.players.at(s.defender()).piece.name()})));
}

void resolveEscape(Outcome &o)
{
    if (hittingCards(o.state, o.state.turnPlayer).isEmpty())
        o.state.phase = Phase::Attack; // escaped: the turn player goes on
    else
        hitFromAttack(o, o.state.defender());
}

void resolvePending(Outcome &o)
{
    const Resolve r = o.state.pending;
    o.state.pending = Resolve::None;
    if (r == Resolve::Attack)
        resolveAttack(o);
    else if (r == Resolve::Escape)
        resolveEscape(o);
}

// Shared by play-card and escape: the card leaves the hand, lands on the field, a move card
// moves the piece, and reaching the far row makes a rotation due.
void playOnto(Outcome &o, int seat, const Play &play)
{
    LcState &s = o.state;
    takeFromHand(s.players[seat], play.card->id);
    putOnField(o, seat, play.card->id, play.swapWith);
    s.justRotated = false;
    if (!play.card->isMove())
        return;
    bool offBoard = false;
    const auto target = moveTarget(s, seat, play, &offBoard);
    if (target)
        s.players[seat].piece = *target;
    const Square at = s.players.at(seat).piece;
    if (at.isValid() && at.row == farRow(s, seat)) {
        s.rotationDue = true;
        s.rotationMover = seat;
    }
}

void applyPlace(Outcome &o, const Step &step)
{
    LcState &s = o.state;
    s.players[step.actor].piece =
        *Square::parse(step.payload.value(QStringLiteral("square")).toString());
    if (s.phase == Phase::Placement && s.players.at(0).piece.isValid() &&
        s.players.at(1).piece.isValid()) {
        s.phase = Phase::Attack;
        s.turn = 1;
        s.turnPlayer = s.southSeat;
        resetTurn(s);
    }
}

void applyPlay(Outcome &o, const Step &step)
{
    LcState &s = o.state;
    Play play;
    decodePlay(s, step, &play);
    const int seat = step.actor;
    playOnto(o, seat, play);
    if (seat != s.turnPlayer || s.phase == Phase::Placement || s.phase == Phase::Finished)
        return;
    ++s.cardsPlayed;
    s.phase = Phase::Attack;
    s.pending = Resolve::Attack;
    if (!s.rotationDue)
        resolvePending(o);
}

void applyEscape(Outcome &o, const Step &step)
{
    LcState &s = o.state;
    Play play;
    decodePlay(s, step, &play);
    const int seat = step.actor;
    const bool window = s.phase == Phase::Escape && seat == s.defender();
    if (play.pass) {
        if (window)
            hitFromAttack(o, seat);
        return;
    }
    playOnto(o, seat, play);
    if (!window)
        return; // not an escape from an attack: the attacked player's one card is still open
    s.escapeUsed = true;
    s.pending = Resolve::Escape;
    if (!s.rotationDue)
        resolvePending(o);
}

void applyTakeDamage(Outcome &o, const Step &step)
{
    LcState &s = o.state;
    const int seat = step.payload.value(QStringLiteral("seat")).toInt(step.actor);
    if (s.phase == Phase::Escape && seat == s.defender()) {
        hitFromAttack(o, seat);
        return;
    }
    LcPlayer &p = s.players[seat];
    p.hits = qMin(3, p.hits + 1);
    if (p.hits >= 3) {
        s.winner = s.opponent(seat);
        s.how = QStringLiteral("hp-exhausted");
    }
}

void applyLethal(Outcome &o, const Step &step)
{
    LcState &s = o.state;
    const int seat = step.actor;
    LcPlayer &p = s.players[seat];
    const bool lastStep = p.hits >= 2;
    if (!lastStep)
        ++p.hits;
    if (seat != s.turnPlayer)
        return;
    s.lethalDeclared = true;
    if (lastStep) {
        s.lethalOnLastStep = true;
        o.infos.append(info("lc.lethal.last-step",
                            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                        "%1 declares lethal on the last HP step: "
                                                        "%1 loses at the end of this turn unless "
                                                        "%2 is finished"),
                                      {playerName(s, seat), playerName(s, s.opponent(seat))})));
    }
    if (s.phase == Phase::End && s.damageDealt)
        s.phase = Phase::Attack; // the table goes on attacking
}

void applyRotate(Outcome &o)
{
    LcState &s = o.state;
    for (LcPlayer &p : s.players)
        p.piece = rotated(p.piece);
    ++s.rotations;
    s.rotationDue = false;
    s.rotationMover = -1;
    s.justRotated = true;
    resolvePending(o);
}

// The turn ends (end-turn, or a refill that implies it). A lethal declared on the last step
// fails when the opponent is still standing.
void endTurn(Outcome &o)
{
    LcState &s = o.state;
    if (s.phase == Phase::Placement || s.phase == Phase::Finished)
        return;
    s.phase = Phase::End;
    s.pending = Resolve::None;
    if (s.lethalOnLastStep && s.winner < 0) {
        s.winner = s.opponent(s.turnPlayer);
        s.how = QStringLiteral("lethal-failed");
    }
}

void draw(Outcome &o, int seat, int count, const QStringList &cards)
{
    LcState &s = o.state;
    LcPlayer &p = s.players[seat];
    if (count <= 0)
        return;
    int fromDeck = qMin(count, p.deck);
    p.deck -= fromDeck;
    const int rest = count - fromDeck;
    if (rest > 0) {
        const int rebuilt = int(p.discard.size());
        if (rebuilt > 0) // with an empty discard pile there is nothing to shuffle
            o.infos.append(info("lc.end.rebuild",
                                lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                            "%1's deck is empty: shuffle the %2 "
                                                            "discarded cards into a new deck"),
                                          {playerName(s, seat), arg(rebuilt)})));
        p.deck = qMax(0, rebuilt - rest);
        p.discard.clear();
    }
    p.hand.known.append(cards);
    int unknown = count - int(cards.size());
    if (!p.topCard.isEmpty() && cards.isEmpty() && unknown > 0) {
        p.hand.known.append(p.topCard);
        --unknown;
    }
    p.topCard.clear();
    p.hand.unknown += qMax(0, unknown);
}

void applyRefill(Outcome &o, const Step &step)
{
    LcState &s = o.state;
    // Cards drawn during the placement do not start a turn: the first player still plays first.
    const bool placement = s.phase == Phase::Placement;
    // Also in the end phase: a lethal declared on the last step after the turn ended still fails.
    endTurn(o);
    const QJsonArray players = step.payload.value(QStringLiteral("players")).toArray();
    for (int seat = 0; seat < 2; ++seat) {
        const QJsonObject d = players.at(seat).toObject();
        QStringList cards = d.value(QStringLiteral("cards")).toVariant().toStringList();
        // No more cards than the deck and the discard pile hold (lc.end.refill): a count the
        // table entered too high draws them all, never cards the game does not have.
        const int count =
            drawnCount(s, seat, d.value(QStringLiteral("count")).toInt(int(cards.size())));
        if (cards.size() > count)
            cards = cards.first(count);
        draw(o, seat, count, cards);
    }
    if (s.winner >= 0 || placement)
        return;
    s.turnPlayer = s.opponent(s.turnPlayer);
    ++s.turn;
    s.phase = Phase::Attack;
    s.pending = Resolve::None;
    resetTurn(s);
}

void applyIdentify(Outcome &o, const Step &step, const char *field = "cards")
{
    LcPlayer &p = o.state.players[step.actor];
    const QJsonArray cards = step.payload.value(QLatin1String(field)).toArray();
    for (const QJsonValue &v : cards) {
        if (p.hand.known.contains(v.toString()))
            continue;
        p.hand.known.append(v.toString());
        p.hand.unknown = qMax(0, p.hand.unknown - 1);
    }
}

} // namespace

bool isBookkeeping(const QString &kind)
{
    return kind == QLatin1String("reveal-top") || kind == QLatin1String("identify");
}

Outcome settle(const LcState &s)
{
    Outcome o{s, {}};
    if (!s.rotationDue)
        return o;
    o.state.rotationDue = false;
    o.state.rotationMover = -1;
    resolvePending(o);
    return o;
}

Outcome applyStep(const LcState &s, const Step &step)
{
    Outcome o{s, {}};
    if (s.rotationDue && step.kind != QLatin1String("rotate") && !isBookkeeping(step.kind))
        o = settle(s);
    const QString &k = step.kind;
    if (k == QLatin1String("place-piece"))
        applyPlace(o, step);
    else if (k == QLatin1String("play-card") && !isEscape(o.state, step))
        applyPlay(o, step);
    else if (k == QLatin1String("play-card") || k == QLatin1String("escape"))
        applyEscape(o, step);
    else if (k == QLatin1String("take-damage"))
        applyTakeDamage(o, step);
    else if (k == QLatin1String("declare-lethal"))
        applyLethal(o, step);
    else if (k == QLatin1String("rotate"))
        applyRotate(o);
    else if (k == QLatin1String("end-turn")) {
        // A revealed hand's cards are known from now on (revision 1.2).
        if (step.payload.value(QStringLiteral("revealedHand")).toBool())
            applyIdentify(o, step, "hand");
        endTurn(o);
    } else if (k == QLatin1String("refill"))
        applyRefill(o, step);
    else if (k == QLatin1String("reveal-top"))
        o.state.players[step.actor].topCard = step.payload.value(QStringLiteral("card")).toString();
    else if (k == QLatin1String("identify"))
        applyIdentify(o, step);
    if (o.state.winner >= 0)
        o.state.phase = Phase::Finished;
    return o;
}

} // namespace kbz::lc::rules
