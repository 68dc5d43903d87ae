// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameEngine.h"
#include "core/StepSchema.h"

namespace kbz::tally {

// Tally, the sixth game: a test-only game that proves a game plugs in through its module alone
// (docs/adding-a-game.md). Players take turns in seat order, each adding 1, 2 or 3 to a shared
// tally; whoever brings the tally to the target (option "target", 21 by default) wins.
//
// Steps: add (actor seat) {"n": integer}. Two rules: tally.turn.add (1 to 3) and
// tally.turn.order (in seat order). As in every game, neither blocks a step.
struct TallyState final : GameState
{
    int players = 2;
    int target = 21;
    int tally = 0;
    int next = 0;    // the seat expected to add
    int winner = -1; // the seat that reached the target
    QJsonObject toJson() const override;
};

class TallyEngine final : public GameEngine
{
public:
    QString id() const override { return QStringLiteral("tally"); }
    LocalizedName name() const override;
    Lang nameLang() const override { return Lang::En; }
    QString rulePrefix() const override { return QStringLiteral("tally"); }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 4; }
    GameConfig defaultConfig() const override;
    QList<Finding> checkConfig(const GameConfig &config) const override;
    StatePtr setup(const GameConfig &config) const override;
    QStringList ruleIds() const override;
    QList<StepKind> stepKinds() const override;
    // What a step holds (its module gives it as GameModule::stepSchemas): malformed() checks
    // the shape against it (the actor a seat, "n" a whole number, no other field).
    static QList<StepSchema> stepSchemas();
    std::optional<Message> malformed(const GameState &state, const Step &step) const override;
    QList<Finding> check(const GameState &state, const Step &step) const override;
    StatePtr apply(const GameState &state, const Step &step) const override;
    Guidance guidance(const GameState &state) const override;
    std::optional<GameResult> result(const GameState &state) const override;
    Message describe(const GameState &before, const Step &step) const override;
};

} // namespace kbz::tally
