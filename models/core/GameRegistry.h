// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameEngine.h"
#include "GameModule.h"

#include <QList>

namespace kbz {

// The games this build knows, one module each (core/GameModule.h), in the order the start page
// and the menus list them. Filled explicitly by registerGames() (see models/registerGames.h)
// from main() and from tests, never by static self-registration; a test adds its own games the
// same way.
class GameRegistry
{
public:
    void add(GameModulePtr module);
    // A game with no more than its engine (the defaults of GameModule).
    void add(EnginePtr engine);
    EnginePtr find(const QString &id) const;
    const GameModule *module(const QString &id) const;
    QList<GameModulePtr> modules() const { return m_modules; }
    QList<EnginePtr> engines() const;
    QStringList ids() const;

private:
    QList<GameModulePtr> m_modules;
};

} // namespace kbz
