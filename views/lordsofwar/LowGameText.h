// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lordsofwar/LowState.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace kbz::low {

// The texts and small computations the parts of the game view share: army and side names, a
// unit as "Orc Ravager (E4)", the phase, and what the state says about a player's cards.
class LowGameText final
{
    Q_DECLARE_TR_FUNCTIONS(kbz::low::LowGameText)

public:
    // "Orcs", "Dwarves", ... (the id itself for a table's own army).
    static QString armyName(const QString &army);
    // "Orcs (Ann)", "Dwarves (Ben, Cy)": the side's army and its players.
    static QString sideName(const LowState &s, int side);
    // The army of a side (the first player of that side).
    static QString sideArmy(const LowState &s, int side);
    // The card's name in the UI language.
    static QString cardName(const LowState &s, const QString &cardId);
    // "Orc Ravager (E4)"; "?" for a unit not on the mat.
    static QString unitLabel(const LowState &s, int uid);
    static QString phaseName(Phase phase);
    static QString rankName(Rank rank);
    static QString className(UnitClass cls);

    // The cards `seat` may still place (LowState::remainingCards): the deck list of the seat's
    // deck (3 players: the team shares seat 1's) minus its units on the mat and its destroyed
    // cards, in deck order with repeats. The hand and the draw pile together, as far as the
    // state knows.
    static QStringList remainingCards(const LowState &s, int seat);
    // The cards of the game's library that `seat` has no copy of left (LowState::remainingCards)
    // but the table may place all the same (issue 35: never block): the cards of the deck
    // whose copies are all on the mat or destroyed, then the rest of the library, the seat's
    // army first, in library order.
    static QStringList cardsAgainstTheRules(const LowState &s, int seat);
    // A choice against the rules, as every tool marks it (the step bar's kinds and seats, the
    // combat tool's shots and falls, the placement tool's cards): in this colour, with a "⚠" in
    // its text and the rule id in its tooltip.
    static QColor againstRulesColour();

    // The cards a draw takes: what refills the hand to its limit (no more than the draw pile
    // holds), 0 after a team player played the general (3 players).
    static int drawCount(const LowState &s, int seat);
};

} // namespace kbz::low
