// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameEngine.h"
#include "GameFacts.h"
#include "Lang.h"
#include "StepSchema.h"

#include <QString>
#include <memory>

namespace kbz {

class GameCardLibrary;

// Everything the shared models-side code needs of one game, handed over by one object per game
// (models/<game>/*Module.cpp) and registered in models/registerGames.cpp. Shared code — the
// CLI, the rule book, the New Game dialog, the menus — iterates the registry's modules and
// never names a game.
//
// The engine carries the id, the names in both languages, the player counts, the default
// configuration and its check, and the rules themselves (core/GameEngine.h).
class GameModule
{
public:
    explicit GameModule(EnginePtr engine);
    virtual ~GameModule();
    Q_DISABLE_COPY_MOVE(GameModule)

    const EnginePtr &engine() const { return m_engine; }
    QString id() const { return m_engine->id(); }
    // The rule book of `lang`, a Qt resource (":/rules/<lang>/<id>.md" unless the game keeps it
    // elsewhere); both languages must exist.
    virtual QString ruleBookPath(Lang lang) const;
    // The version of the game's step payloads, for the day a game changes them: every game is at
    // 1 and nothing reads it yet (journal files carry one version, JournalFile::kVersion).
    virtual int journalFormatVersion() const { return 1; }
    // A player count the game is played with: by default any between the engine's minimum and
    // maximum (a game that skips one says so).
    virtual bool allowsPlayerCount(int n) const;
    // The table's editable card library (storage/GameCardLibrary.h), or nullptr when the game
    // has none. The CLI's `cards export/import` and the New Game dialog go through it.
    virtual const GameCardLibrary *cardLibrary() const { return nullptr; }
    // What the statistics learn from a finished game's final state (the engine's state type):
    // who took the first turn, and per seat the army/race/side, the units and the game's own
    // facts (core/GameFacts.h). By default nothing: the statistics count plays, wins and scores.
    virtual GameFacts gameFacts(const GameState &finalState) const;
    // What each step kind holds (core/StepSchema.h), one entry per kind of the engine's
    // stepKinds(), in the same order. Empty for a game that describes none (the views then offer
    // raw JSON).
    virtual QList<StepSchema> stepSchemas() const { return {}; }
    // The values a Unit or Card field of `source` may take in `state` for `seat` (-1: the
    // table), with the names the "any step" form shows. Empty: the form takes any value typed.
    virtual QList<SchemaChoice> schemaChoices(const GameState &state, const QString &source,
                                              int seat) const;

private:
    EnginePtr m_engine;
};

using GameModulePtr = std::shared_ptr<const GameModule>;

} // namespace kbz
