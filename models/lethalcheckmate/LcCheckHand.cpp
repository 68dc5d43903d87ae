// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The rulebook's attack phase (5-1): the turn player plays at least one card each turn; only a
// player who has played none and holds none that can be played reveals the hand and ends the
// turn. The hand as recorded (the cards the table entered before, and those the step says the
// revealed hand showed, "hand") is checked against that.
#include "LcRules.h"
#include "core/ListText.h"

#include <QJsonArray>

namespace kbz::lc::rules {

void checkHandCards(const LcState &s, int seat, const QJsonValue &cards, QList<Finding> &out)
{
    if (seat < 0 || seat > 1)
        return;
    QStringList seen;
    for (const QJsonValue &v : cards.toArray()) {
        const QString id = v.toString();
        const LcCard *card = s.card(id);
        if (!card || seen.contains(id))
            continue;
        seen.append(id);
        if (!mayBeInHand(s, seat, id))
            out.append(warning("lc.card.not-in-hand",
                               lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                           "%1 is not in %2's hand as far as the "
                                                           "tracker knows"),
                                         {card->name, s.players.at(seat).name})));
    }
}

void checkRevealedHand(const LcState &s, const Step &step, QList<Finding> &out)
{
    if (step.payload.value(QStringLiteral("revealedHand")).toBool())
        checkHandCards(s, step.actor, step.payload.value(QStringLiteral("hand")), out);
    if (s.phase != Phase::Attack || s.cardsPlayed > 0 ||
        !step.payload.value(QStringLiteral("revealedHand")).toBool())
        return;
    const int seat = s.turnPlayer;
    if (!s.players.at(seat).piece.isValid())
        return;
    // A card is played in the attack phase only when its attack mark allows it (the circle);
    // then an arms card can always be played (it attacks nothing when nothing is in its
    // pattern), a move card only when its pattern holds a square the piece may move to.
    QList<LocalizedName> playable;
    QStringList seen;
    // The cards known in the hand, and those the revealed hand showed (revision 1.2).
    QStringList hand = s.players.at(seat).hand.known;
    for (const QJsonValue &v : step.payload.value(QStringLiteral("hand")).toArray())
        hand.append(v.toString());
    for (const QString &id : std::as_const(hand)) {
        const LcCard *card = s.card(id);
        if (!card || seen.contains(id))
            continue;
        seen.append(id);
        if (card->attackPhase && (card->isArms() || !legalMoveSquares(s, seat, *card).isEmpty()))
            playable.append(card->name);
    }
    if (playable.isEmpty())
        return;
    out.append(warning("lc.turn.reveal-hand",
                       lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "%1 reveals the hand without playing, but "
                                                   "the hand holds a card that can be played: %2"),
                                 {s.players.at(seat).name, joinList(playable)})));
}

} // namespace kbz::lc::rules
