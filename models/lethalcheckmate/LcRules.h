// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LcState.h"
#include "core/Finding.h"
#include "core/Step.h"

#include <QPoint>
#include <optional>

// Shared rule predicates of Lethal Checkmate and the internal entry points of check/apply.
// Everything here is pure: functions of their arguments only.
namespace kbz::lc {

inline constexpr const char trContext[] = "kbz::lc::LcEngine";

inline Message lcMessage(const char *source, QList<MessageArg> args = {})
{
    return Message(trContext, source, std::move(args));
}

inline Finding warning(const char *ruleId, Message message)
{
    return Finding{Severity::Warning, QString::fromLatin1(ruleId), std::move(message)};
}

inline Finding info(const char *ruleId, Message message)
{
    return Finding{Severity::Info, QString::fromLatin1(ruleId), std::move(message)};
}

namespace rules {

// +1 if the seat's forward is +row (the south seat), else -1.
int forwardSign(const LcState &s, int seat);
// The row nearest the seat's opponent.
int farRow(const LcState &s, int seat);
// The square `offset` (owner's view) away from `from`; may lie off the board.
Square offsetSquare(const LcState &s, int seat, Square from, QPoint offset);
// Where a piece on `sq` ends after the board turns 180 degrees.
Square rotated(Square sq);

// The on-board squares of `card`'s pattern around the seat's piece.
QList<Square> patternSquares(const LcState &s, int seat, const LcCard &card);
// Pattern squares a move card may move to (on the board, not the opponent's square).
QList<Square> legalMoveSquares(const LcState &s, int seat, const LcCard &card);
// Every square the ARMS cards on the seat's field attack.
QList<Square> attackedSquares(const LcState &s, int seat);
// The ARMS cards on the seat's field whose pattern covers the opponent's piece.
QStringList hittingCards(const LcState &s, int seat);
// Whether the card may be held in the seat's hand (known card, or an unknown one that is not
// visibly elsewhere: on the field, in the discard pile or revealed on top of the deck).
bool mayBeInHand(const LcState &s, int seat, const QString &cardId);
// Cards the seat should draw at the end phase (limit - hand), ignoring the deck size.
int refillNeed(const LcState &s, int seat);
// The cards the seat can possibly draw (deck + discard pile).
int drawable(const LcState &s, int seat);
// The cards a refill of `entered` cards gives the seat: no more than it can draw (a table that
// counted more draws what the deck and the discard pile hold, lc.end.refill).
int drawnCount(const LcState &s, int seat, int entered);

// ---- Proposals of the step entry (issue 13, "forms follow the game"; LcPropose.cpp)

// Whether the attacked seat's piece, moved to `to` by an escape, is still in reach of the turn
// player's ARMS cards: on the board as it is, or after the board turns when `to` is on the
// seat's far row (then the escape is worked out once the board is turned).
bool escapeStillHit(const LcState &s, int seat, Square to);
// The square the entry proposes for a MOVE card: for an escape the first legal square out of
// reach (else the first legal one), otherwise the first legal square; nullopt with none.
std::optional<Square> proposedMoveSquare(const LcState &s, int seat, const LcCard &card,
                                         bool escape);
// The card the attacked seat is proposed to escape with: a card known to be in the hand that
// may be played in the escape phase and reaches a square out of reach. Empty: the proposal is
// to take the hit (with the hand unknown, nothing says which card the seat holds).
QString proposedEscapeCard(const LcState &s);

// A play-card / escape payload, decoded.
struct Play
{
    const LcCard *card = nullptr;
    std::optional<Square> to;
    std::optional<QPoint> offset;
    std::optional<int> swapWith;
    bool pass = false;
};

// Decodes a play payload; returns an error text when it is structurally malformed.
std::optional<Message> decodePlay(const LcState &s, const Step &step, Play *play);
// Where a move card takes the actor's piece: std::nullopt = the piece stays (no target given and
// no legal square, or an offset off the board; *offBoard tells the latter).
std::optional<Square> moveTarget(const LcState &s, int seat, const Play &play, bool *offBoard);
// Whether an escape step (or a play-card by the attacked player in the escape window) is meant.
bool isEscape(const LcState &s, const Step &step);

struct Outcome
{
    LcState state;
    QList<Finding> infos; // what the engine worked out (attacks, field pushes...)
};

// A pending rotation that the table did not record is dropped and the deferred attack / escape
// resolution runs on the board as it is (LcApply.cpp).
Outcome settle(const LcState &s);
// Steps that only record information and never touch the board.
bool isBookkeeping(const QString &kind);

// The state after a well-formed step (LcApply.cpp) and the rule warnings (LcCheck.cpp).
Outcome applyStep(const LcState &s, const Step &step);
QList<Finding> checkStep(const LcState &s, const Step &step);
// An end-turn with the hand revealed and no card played: warned when the hand as recorded holds
// a playable card (lc.turn.reveal-hand; LcCheckHand.cpp).
void checkRevealedHand(const LcState &s, const Step &step, QList<Finding> &out);
// Cards said to be in the seat's hand (identify, a revealed hand) that the tracker places
// elsewhere: on the field, in the discard pile, on top of the deck, or beyond the hand's size
// (lc.card.not-in-hand; LcCheckHand.cpp).
void checkHandCards(const LcState &s, int seat, const QJsonValue &cards, QList<Finding> &out);

} // namespace rules
} // namespace kbz::lc
