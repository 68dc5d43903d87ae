// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Message.h"

#include <QList>
#include <QVariant>

namespace kbz {

// One line of the game-over summary: a label and one value per column (player or side, in seat
// order). A value is an int, a double or a QString (numbers are shown through QLocale); an
// invalid QVariant is shown as a dash. A single value spans every column ("Turns: 7").
struct GameOverRow
{
    Message label;
    QList<QVariant> values;
    bool total = false; // shown in bold (the points, the score)
    // The row as a statistic over many games (GameFacts), when `label` carries a number of this
    // game ("Enemy cards destroyed (of 30)" is "Enemy cards destroyed" there); empty: `label`.
    Message factLabel;
};

// What a game puts on the game-over screen besides the winner (issue 13, item 6): the breakdown
// of its score sheet and a few facts of the game (turns or rounds, damage, units lost). Each
// game builds it from its final state and result (a function in models/<game>/, reached
// through the game's GameView::gameOverSummary()); the shared screen adds the winner, the
// steps and the time the game took, so no shared code needs to know a game.
struct GameOverSummary
{
    // Column headings when the columns are not the players in seat order (Light Wars' sides
    // are; Lords of War's team battle is not): empty = the players' names.
    QStringList columns;
    QList<GameOverRow> score; // the score sheet, the total last
    QList<GameOverRow> facts; // from the game: turns, rounds, damage, units lost
};

inline GameOverRow gameOverRow(Message label, QList<QVariant> values, bool total = false,
                               Message factLabel = {})
{
    return GameOverRow{std::move(label), std::move(values), total, std::move(factLabel)};
}

} // namespace kbz
