// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

namespace kbz {

class GameState;

// What a game module whose game counts rounds or turns says of a finished game (issue 29): the
// number its game-over screen shows as played, for the BG Stats export's `rounds`
// (docs/journal-format.md lists what each game counts). A GameModule implements it beside
// GameModule; Statistics::factsOf asks the module for it (GameFacts::rounds), and a game
// without it counts none (0).
class GameRounds
{
public:
    virtual ~GameRounds() = default;
    virtual int roundsPlayed(const GameState &finalState) const = 0;
};

} // namespace kbz
