// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QStringList>

class QWidget;

namespace kbz {

class Database;

// The New Game dialog's names against the table's players (issue 19), when a game starts:
// - a name a player has, exactly (trimmed), is that player: no question (the seat is linked to
//   the oldest player of that name, Players::findOrCreate);
// - a name no player has but that differs from a player's only by case, width or spaces
//   (Players::looseNameKey: "ann", "Ａｎｎ", "A nn" against "Ann") is asked about: Yes uses the
//   player's name (one person), No keeps the name typed as a new player;
// - any other name is a new player.
// Two people of one name are told apart by renaming one in the Players dialog (which allows
// the same name after a prompt, but a new game by that name still goes to the oldest).
// Returns the names to start the game with (the same length as `names`).
QStringList matchKnownPlayers(QWidget *parent, Database &db, const QStringList &names);

} // namespace kbz
