// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Finding.h"
#include "GameConfig.h"
#include "GameResult.h"
#include "Lang.h"
#include "Message.h"
#include "Step.h"

#include <QJsonObject>
#include <QStringList>
#include <memory>
#include <optional>

namespace kbz {

// The state of one game. Each engine defines its own copyable value type deriving from this;
// states are immutable once built (apply() returns a new one), so sessions can keep snapshots
// for undo and views can hold on to the one they draw.
class GameState
{
public:
    virtual ~GameState() = default;
    // A complete, deterministic JSON picture of the state (the CLI prints it; tests compare it).
    virtual QJsonObject toJson() const = 0;
};

using StatePtr = std::shared_ptr<const GameState>;

// A kind of step an engine accepts, with its user-visible name.
struct StepKind
{
    QString kind; // "play-card"
    Message name; // "Play a card"
};

// "What happens next": the current phase and the steps the engine expects, for the guidance
// panel and for keyboard-first entry (the first expected kind is the default action).
struct Guidance
{
    QString phase;         // stable id, e.g. "attack"
    Message phaseName;     // "Attack phase"
    int actor = -1;        // seat expected to act, -1 = the table
    QStringList expected;  // step kinds that fit now, most likely first
    QList<Message> hints;  // short sentences: what to do at the table now
    bool finished = false; // the game is over
};

// A pure, deterministic rule engine for one game. Implementations hold no mutable state: every
// function is a function of its arguments, so the same journal always replays to the same state.
// Validators never refuse a step: check() returns findings, apply() always produces a state
// (the table is the truth). Only a step whose payload cannot be understood at all is refused,
// by malformed().
class GameEngine
{
public:
    virtual ~GameEngine() = default;

    // Stable id used in files, the database, the CLI and rule book names ("game-name").
    virtual QString id() const = 0;
    // The rulebook's name (Japanese games keep their Japanese name) and our translation.
    virtual LocalizedName name() const = 0;
    // The language the rulebook prints the game's name in (Japanese for the Japanese games,
    // English for Lords of War).
    virtual Lang nameLang() const { return Lang::Ja; }
    // The name in the UI's language only ("Lethal Checkmate" / "リーサルチェックメイト") wherever
    // the UI shows one; core/GameName.h's gameNameTooltip adds the other spelling (issue 29).
    QString displayName(Lang uiLang) const;
    // Prefix of every rule id this engine cites ("lc").
    virtual QString rulePrefix() const = 0;
    virtual int minPlayers() const = 0;
    virtual int maxPlayers() const = 0;

    virtual GameConfig defaultConfig() const = 0;
    // Warnings about a configuration (player count, odd limits...). Never blocking.
    virtual QList<Finding> checkConfig(const GameConfig &config) const = 0;
    // What the engine says of the game as recorded so far, beside its configuration: checks the
    // journal gives too little to make, which are then skipped (e.g. a journal written before
    // the steps carried some field). `state` is the state after the steps recorded; the
    // findings are listed with checkConfig's, once, where the game's are (replay's "config"
    // line, import, the game view). Default: none.
    virtual QList<Finding> checkRecorded(const GameState & /*state*/) const { return {}; }
    virtual StatePtr setup(const GameConfig &config) const = 0;

    // Every rule id this engine can cite; the rule book must have each in both languages.
    virtual QStringList ruleIds() const = 0;
    virtual QList<StepKind> stepKinds() const = 0;

    // A structural problem with the step (unknown kind, missing or mistyped payload field):
    // such a step cannot be applied and is refused. std::nullopt when the step is well formed.
    virtual std::optional<Message> malformed(const GameState &state, const Step &step) const = 0;
    // Rule findings for recording `step` in `state`. Pure; never blocks.
    virtual QList<Finding> check(const GameState &state, const Step &step) const = 0;
    // The state after `step`. Must accept any well-formed step, legal or not.
    virtual StatePtr apply(const GameState &state, const Step &step) const = 0;

    virtual Guidance guidance(const GameState &state) const = 0;
    // The result once the game has ended, else std::nullopt.
    virtual std::optional<GameResult> result(const GameState &state) const = 0;
    // A one-line description of `step` as recorded in `before`, for the journal list.
    virtual Message describe(const GameState &before, const Step &step) const = 0;

    // Convenience: the user-visible name of a step kind.
    Message stepKindName(const QString &kind) const;
};

using EnginePtr = std::shared_ptr<const GameEngine>;

} // namespace kbz
