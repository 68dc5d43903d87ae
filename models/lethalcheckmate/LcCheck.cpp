// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// check(): the rule warnings for recording a step. Never blocks; apply() records it anyway.
#include "LcRules.h"

#include <QJsonArray>

namespace kbz::lc::rules {

namespace {

QString who(const LcState &s, int seat)
{
    return s.players.at(seat).name;
}

LocalizedName nameOf(const LcCard &c)
{
    return c.name;
}

void checkMove(const LcState &s, int seat, const Play &play, QList<Finding> &out)
{
    const LcCard &card = *play.card;
    const Square from = s.players.at(seat).piece;
    if (!from.isValid())
        return;
    const Square opp = s.players.at(s.opponent(seat)).piece;
    if (legalMoveSquares(s, seat, card).isEmpty())
        out.append(warning(
            "lc.move.unplayable",
            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 has no square to move to from %2: "
                                                             "it cannot be played"),
                      {nameOf(card), from.name()})));
    std::optional<Square> target = play.to;
    bool inPattern = true;
    if (play.offset) {
        const Square raw = offsetSquare(s, seat, from, *play.offset);
        inPattern = card.pattern.contains(*play.offset);
        if (!raw.isValid()) {
            out.append(warning("lc.board.edge",
                               lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                           "The move from %1 leaves the board: "
                                                           "pieces stay on the 3x4 board"),
                                         {from.name()})));
        } else {
            target = raw;
        }
    } else if (play.to) {
        inPattern = patternSquares(s, seat, card).contains(*play.to);
    }
    if (target && *target == opp)
        out.append(warning("lc.board.occupied",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "%1 is %2's square: a piece may not move "
                                                       "onto the other piece"),
                                     {target->name(), who(s, s.opponent(seat))})));
    if (!inPattern)
        out.append(warning(
            "lc.move.pattern",
            lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 is not in the pattern of %2 from %3"),
                {target ? target->name() : QStringLiteral("-"), nameOf(card), from.name()})));
}

void checkCardCommon(const LcState &s, int seat, const Play &play, QList<Finding> &out)
{
    if (!mayBeInHand(s, seat, play.card->id))
        out.append(warning(
            "lc.card.not-in-hand",
            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 is not in %2's hand as far as the "
                                                             "tracker knows"),
                      {nameOf(*play.card), who(s, seat)})));
    if (play.swapWith) {
        if (play.card->id != QLatin1String(pawnStepId))
            out.append(warning("lc.pawn-step.swap",
                               lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                           "Only Pawn Step may be played by "
                                                           "swapping it with a field card, not "
                                                           "%1"),
                                         {nameOf(*play.card)})));
        else if (*play.swapWith >= s.players.at(seat).field.size())
            out.append(warning("lc.pawn-step.swap",
                               lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                           "There is no card at position %1 of "
                                                           "%2's field to swap with"),
                                         {arg(*play.swapWith + 1), who(s, seat)})));
    }
    if (play.card->isMove())
        checkMove(s, seat, play, out);
}

void checkPlay(const LcState &s, const Step &step, QList<Finding> &out)
{
    Play play;
    decodePlay(s, step, &play);
    const int seat = step.actor;
    if (s.phase == Phase::Placement) {
        out.append(warning("lc.setup.placement",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "Both pieces must be placed before cards "
                                                       "are played"))));
    } else if (seat != s.turnPlayer) {
        out.append(
            warning("lc.turn.order",
                    lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "It is %1's turn, not %2's"),
                              {who(s, s.turnPlayer), who(s, seat)})));
    } else if (s.phase == Phase::Escape) {
        out.append(warning("lc.turn.order",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "%1 must first escape or take the hit"),
                                     {who(s, s.defender())})));
    } else if (s.phase == Phase::End && s.damageDealt && !s.lethalDeclared) {
        out.append(warning(
            "lc.turn.after-damage",
            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 dealt damage this turn: without "
                                                             "lethal, no more cards may be played"),
                      {who(s, seat)})));
    } else if (s.phase == Phase::End) {
        out.append(warning("lc.turn.order",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "%1 has ended the turn: no more cards are "
                                                       "played before the hands are refilled"),
                                     {who(s, seat)})));
    }
    if (seat == s.turnPlayer && !play.card->attackPhase)
        out.append(warning("lc.card.phase",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "%1 cannot be used in the attack phase"),
                                     {nameOf(*play.card)})));
    checkCardCommon(s, seat, play, out);
}

void checkEscape(const LcState &s, const Step &step, QList<Finding> &out)
{
    Play play;
    decodePlay(s, step, &play);
    const int seat = step.actor;
    if (s.escapeUsed && !play.pass) {
        out.append(warning("lc.escape.one-card",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "Only one card may be played to escape an "
                                                       "attack"))));
    } else if (s.phase != Phase::Escape) {
        out.append(warning("lc.escape.not-attacked",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "No attack is pending against %1: there "
                                                       "is nothing to escape"),
                                     {who(s, seat)})));
    } else if (seat != s.defender()) {
        out.append(warning("lc.turn.order",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "Only %1, who is attacked, may escape"),
                                     {who(s, s.defender())})));
    }
    if (play.pass)
        return;
    if (play.card->isArms())
        out.append(warning(
            "lc.escape.move-only",
            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 is an ARMS card: only a MOVE card "
                                                             "may be played to escape"),
                      {nameOf(*play.card)})));
    else if (!play.card->escapePhase)
        out.append(warning("lc.card.phase",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "%1 cannot be used in the escape phase"),
                                     {nameOf(*play.card)})));
    checkCardCommon(s, seat, play, out);
}

void checkPlace(const LcState &s, const Step &step, QList<Finding> &out)
{
    const int seat = step.actor;
    const Square sq = *Square::parse(step.payload.value(QStringLiteral("square")).toString());
    const int first = s.southSeat;
    if (s.phase != Phase::Placement || s.players.at(seat).piece.isValid()) {
        out.append(warning("lc.setup.placement",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "Pieces are placed once, at the start of "
                                                       "the game"))));
    } else if (seat != first && !s.players.at(first).piece.isValid()) {
        out.append(warning(
            "lc.turn.order",
            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1, the first player, places first"),
                      {who(s, first)})));
    }
    if (sq == s.players.at(s.opponent(seat)).piece)
        out.append(warning("lc.board.occupied",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "%1 is %2's square: a piece may not be "
                                                       "placed onto the other piece"),
                                     {sq.name(), who(s, s.opponent(seat))})));
}

void checkRefill(const LcState &s, const Step &step, QList<Finding> &out)
{
    if (s.phase != Phase::End)
        out.append(warning(
            "lc.end.phase",
            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Hands are refilled in the end phase, "
                                                             "after the turn has ended"))));
    const QJsonArray players = step.payload.value(QStringLiteral("players")).toArray();
    for (int seat = 0; seat < 2; ++seat) {
        const QJsonObject d = players.at(seat).toObject();
        const int given = d.value(QStringLiteral("count"))
                              .toInt(int(d.value(QStringLiteral("cards")).toArray().size()));
        const int expected = qMin(refillNeed(s, seat), drawable(s, seat));
        if (given > drawable(s, seat))
            out.append(warning(
                "lc.end.refill",
                lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                            "%1 should draw %2 card(s) (hand limit %3), not %4: "
                                            "the deck and the discard pile hold only %5, so "
                                            "only %5 can be drawn"),
                          {who(s, seat), arg(expected), arg(s.handLimit(seat)), arg(given),
                           arg(drawable(s, seat))})));
        else if (given != expected)
            out.append(warning(
                "lc.end.refill",
                lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 should draw %2 card(s) (hand "
                                                                 "limit %3), not %4"),
                          {who(s, seat), arg(expected), arg(s.handLimit(seat)), arg(given)})));
    }
}

bool pieceOnFarRow(const LcState &s)
{
    for (int seat = 0; seat < 2; ++seat) {
        const Square sq = s.players.at(seat).piece;
        if (sq.isValid() && sq.row == farRow(s, seat))
            return true;
    }
    return false;
}

} // namespace

QList<Finding> checkStep(const LcState &s0, const Step &step)
{
    QList<Finding> out;
    const QString &k = step.kind;
    if (s0.winner >= 0) {
        out.append(warning("lc.game.over", lcMessage(QT_TRANSLATE_NOOP(
                                               "kbz::lc::LcEngine", "The game is already over"))));
        return out;
    }
    const bool skipsRotation = s0.rotationDue && k != QLatin1String("rotate") && !isBookkeeping(k);
    if (skipsRotation)
        out.append(warning("lc.rotation.missing",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "%1's piece reached the far row: turn the "
                                                       "board 180 degrees first"),
                                     {who(s0, s0.rotationMover)})));
    const Outcome settled = skipsRotation ? settle(s0) : Outcome{s0, {}};
    const LcState &s = settled.state;

    if (k == QLatin1String("place-piece")) {
        checkPlace(s, step, out);
    } else if (k == QLatin1String("play-card") && !isEscape(s, step)) {
        checkPlay(s, step, out);
    } else if (k == QLatin1String("play-card") || k == QLatin1String("escape")) {
        checkEscape(s, step, out);
    } else if (k == QLatin1String("take-damage")) {
        const int seat = step.payload.value(QStringLiteral("seat")).toInt(step.actor);
        if (!(s.phase == Phase::Escape && seat == s.defender()))
            out.append(warning(
                "lc.damage.hp",
                lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "No attack is pending against %1: "
                                                                 "the rules deal no damage now"),
                          {who(s, seat)})));
    } else if (k == QLatin1String("declare-lethal")) {
        if (step.actor != s.turnPlayer)
            out.append(warning(
                "lc.turn.order",
                lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "It is %1's turn, not %2's"),
                          {who(s, s.turnPlayer), who(s, step.actor)})));
        else if (s.phase != Phase::Attack)
            out.append(warning(
                "lc.lethal.phase",
                lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Lethal is declared in one's own "
                                                                 "attack phase"))));
    } else if (k == QLatin1String("rotate")) {
        if (!s.rotationDue) {
            if (s.justRotated && pieceOnFarRow(s))
                out.append(warning("lc.rotation.chain",
                                   lcMessage(QT_TRANSLATE_NOOP(
                                       "kbz::lc::LcEngine",
                                       "A piece carried onto the far row by the rotation does "
                                       "not turn the board again"))));
            else
                out.append(warning(
                    "lc.rotation.needless",
                    lcMessage(QT_TRANSLATE_NOOP(
                        "kbz::lc::LcEngine", "No move card left a piece on its far row: the board "
                                             "does not turn now"))));
        }
    } else if (k == QLatin1String("end-turn")) {
        if (s.phase == Phase::Placement)
            out.append(warning("lc.setup.placement",
                               lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                           "Both pieces must be placed before "
                                                           "the first turn"))));
        else if (step.actor != s.turnPlayer)
            out.append(warning(
                "lc.turn.order",
                lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "It is %1's turn, not %2's"),
                          {who(s, s.turnPlayer), who(s, step.actor)})));
        if (s.phase == Phase::Escape)
            out.append(warning("lc.escape.unresolved",
                               lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                           "%1 is attacked: the escape (or the "
                                                           "hit) comes before the turn ends"),
                                         {who(s, s.defender())})));
        // With an empty hand there is nothing to play and nothing to reveal.
        if (s.phase != Phase::Placement && s.cardsPlayed == 0 &&
            s.players.at(s.turnPlayer).hand.size() > 0 &&
            !step.payload.value(QStringLiteral("revealedHand")).toBool())
            out.append(warning("lc.turn.must-play",
                               lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                           "%1 has not played a card this turn: "
                                                           "play one, or reveal the hand if none "
                                                           "can be played"),
                                         {who(s, s.turnPlayer)})));
        checkRevealedHand(s, step, out);
    } else if (k == QLatin1String("refill")) {
        checkRefill(s, step, out);
    } else if (k == QLatin1String("identify")) {
        checkHandCards(s, step.actor, step.payload.value(QStringLiteral("cards")), out);
    }
    return out;
}

} // namespace kbz::lc::rules
