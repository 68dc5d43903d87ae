// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "RrRules.h"
#include "RrState.h"
#include "core/GameEngine.h"

namespace kbz::rr {

// Rook & Raiders (ルーク&レイダース): every player defends a castle on a personal 6x3 board
// against monsters entering from the magic circles. See RrState.h for the coordinates and
// docs/journal-format.md for every step kind and payload. Squares are "A1".."C6", circles "A",
// "B", "C"; the acting seat is the board the step happens on.
//
//   table steps (actor -1 or any seat): deal-commands, auto-command, command-done, summon,
//     end-round, set-figures
//   seat steps: setup-unit, recruit, move-unit, attack, fixed-damage, heal, bard, place-marker,
//     remove-marker, level-up, pick-command, monster-act, support, take-medal, gain-gold,
//     declare-victory, player-defeated, adjust-cubes (the table corrects the cubes on a card)
class RrEngine final : public kbz::GameEngine
{
public:
    QString id() const override;
    LocalizedName name() const override;
    QString rulePrefix() const override;
    int minPlayers() const override { return 1; }
    int maxPlayers() const override { return 4; }

    GameConfig defaultConfig() const override;
    QList<Finding> checkConfig(const GameConfig &config) const override;
    StatePtr setup(const GameConfig &config) const override;

    QStringList ruleIds() const override;
    QList<StepKind> stepKinds() const override;

    std::optional<Message> malformed(const GameState &state, const Step &step) const override;
    QList<Finding> check(const GameState &state, const Step &step) const override;
    StatePtr apply(const GameState &state, const Step &step) const override;

    Guidance guidance(const GameState &state) const override;
    std::optional<GameResult> result(const GameState &state) const override;
    Message describe(const GameState &before, const Step &step) const override;

    // The typed state built by setup() (for tests and views).
    RrState initialState(const GameConfig &config) const;
    // The rest of this invasion as Kibitzer reads the rules: per board still playing, the
    // monsters in action order with the proposed action (each seen after the earlier ones
    // acted). The table confirms a proposal with monster-act {at} or corrects it.
    QList<rules::BoardProposal> proposeEnemyPhase(const GameState &state) const;

private:
    // The line for what was entered; describe() adds what it did to the boards.
    Message describeEntry(const GameState &before, const Step &step) const;
};

} // namespace kbz::rr
