// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LcState.h"
#include "core/GameEngine.h"

namespace kbz::lc {

// Lethal Checkmate (リーサルチェックメイト): two pieces on a 3x4 board moved and armed by
// cards. See LcState.h for the coordinate system and LcRules.h for the rule predicates.
//
// Step kinds and payloads (squares are "a1".."c4", card ids come from the game's card set):
//   place-piece    actor=seat  {square}
//   play-card      actor=seat  {card, to? | offset?: [dx, dy] (owner's view), swapWith?: 0..2}
//                  `to` may be left out when the move card has at most one legal square. A
//                  play-card by the attacked player during the escape window counts as escape.
//   escape         actor=seat  {card, to? | offset?, swapWith?} or {pass: true}
//   take-damage    actor=seat or -1  {seat?} (defaults to the actor)
//   declare-lethal actor=seat  {}
//   rotate         actor=any/-1 {}
//   end-turn       actor=seat  {revealedHand?: bool}
//   refill         actor=any/-1 {players: [{cards?: [ids], count?: n}, {...}]} (seat order;
//                  count defaults to the number of ids; ids become known hand cards)
//   reveal-top     actor=seat  {card}   (the revealed top card of the seat's deck)
//   identify       actor=seat  {cards: [ids]} (cards the seat says are in the hand)
class LcEngine final : public kbz::GameEngine
{
public:
    QString id() const override;
    LocalizedName name() const override;
    QString rulePrefix() const override;
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 2; }

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
    LcState initialState(const GameConfig &config) const;
};

} // namespace kbz::lc
