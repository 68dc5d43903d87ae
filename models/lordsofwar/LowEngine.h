// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LowRules.h"
#include "LowState.h"
#include "core/GameEngine.h"

namespace kbz::low {

// Lords of War (ロード・オブ・ウォー): a card battle on a 7 x 6 mat, 6 squares across (or an
// unlimited battlefield). See LowState.h for the coordinates and docs/journal-format.md for every
// step kind and payload. The acting seat of every step is the player whose turn it is.
//
// Players: 2 (standard), 3 (the lone player, seat 0, against a team of seats 1 and 2 that
// shares one deck and its general), 4 or 6 (team battle: seats 0, 2, 4 against 1, 3, 5, each
// player with their own deck).
//
// Config options (GameConfig::options), all optional:
//   "cards":  the game's card set, a JSON array of cards (default: the shipped library);
//   "decks":  per seat {"army": "orc", "cards": [card ids with repeats]} (default: the core
//             decks, orcs for side 0 and dwarves for side 1; 3 players: seat 2 uses seat 1's);
//   "mat":    "standard" (6 across x 7 deep) or "unlimited" (default: standard, unlimited for 4 and
//   6); "intermediate": true for the cavalry and berserker rules (default false); "cardsToWin",
//   "commandersToWin": thresholds (default 20 / 4; 30 / 7 for 4; 50 / 9 for 6); "opening": [[x, y],
//   [x, y]] the opening squares "1" and "2" (default D5 and C3).
//
// Steps (payloads):
//   place          {"card": id, "at": [x, y], "shownHand": [ids]?}  shownHand = the player
//                  found no legal square and showed these cards (low.place.no-legal-square)
//   resolve        {"shots": [{"from": uid, "target": uid}], "destroyed": [uid]?}  combat
//                  after a placement; "destroyed" is what the table removed (default: the
//                  engine's result); the cards go to the destroying side's pile
//   berserker-move {"unit": uid, "to": [x, y]}  intermediate rules; combat is resolved again
//   draw           {"count": n?}  refill (default 1; 0 = no card, e.g. after playing the
//                  team's general with 3 players)
//   recall         {"unit": uid}  the unit goes back to its owner's hand
class LowEngine final : public kbz::GameEngine
{
public:
    QString id() const override; // "lords-of-war"
    LocalizedName name() const override;
    Lang nameLang() const override { return Lang::En; }
    QString rulePrefix() const override; // "low"
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 6; }

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
    LowState initialState(const GameConfig &config) const;
    // The combat a resolve step with `shots` would give now (views preview it).
    rules::CombatReport previewCombat(const GameState &state,
                                      const QList<rules::Shot> &shots) const;
};

// A message of the Lords of War engine (translation context "kbz::low::LowEngine"); mark the
// source with QT_TRANSLATE_NOOP("kbz::low::LowEngine", ...).
Message lowMessage(const char *source, QList<MessageArg> args = {});

} // namespace kbz::low
