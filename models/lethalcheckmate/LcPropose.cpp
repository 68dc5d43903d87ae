// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// What the step entry proposes (issue 13, "forms follow the game"): the square a MOVE card goes
// to and whether the attacked player escapes, worked out from the board as it is. Proposals
// only: the entry accepts any square and any card, and the validators warn.
#include "LcRules.h"

namespace kbz::lc::rules {

bool escapeStillHit(const LcState &s, int seat, Square to)
{
    if (seat < 0 || seat > 1 || s.players.size() != 2)
        return false;
    LcState after = s;
    after.players[seat].piece = to;
    // A move onto the far row turns the board before the attack is worked out again; both
    // pieces turn with it (the seats, and so each player's forward, stay).
    if (to.isValid() && to.row == farRow(s, seat))
        for (LcPlayer &p : after.players)
            p.piece = rotated(p.piece);
    return !hittingCards(after, after.opponent(seat)).isEmpty();
}

std::optional<Square> proposedMoveSquare(const LcState &s, int seat, const LcCard &card,
                                         bool escape)
{
    if (seat < 0 || seat > 1 || s.players.size() != 2)
        return std::nullopt;
    const QList<Square> legal = legalMoveSquares(s, seat, card);
    if (legal.isEmpty())
        return std::nullopt;
    if (escape)
        for (const Square &sq : legal)
            if (!escapeStillHit(s, seat, sq))
                return sq;
    return legal.first();
}

QString proposedEscapeCard(const LcState &s)
{
    if (s.players.size() != 2 || s.phase != Phase::Escape)
        return {};
    const int seat = s.defender();
    for (const QString &id : s.players.at(seat).hand.known) {
        const LcCard *card = s.card(id);
        if (!card || !card->isMove() || !card->escapePhase)
            continue;
        for (const Square &sq : legalMoveSquares(s, seat, *card))
            if (!escapeStillHit(s, seat, sq))
                return id;
    }
    return {};
}

} // namespace kbz::lc::rules
