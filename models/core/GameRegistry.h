// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameEngine.h"

#include <QList>

namespace kbz {

// The games this build knows. Filled explicitly by registerGames() (see models/registerGames.h)
// from main() and from tests, never by static self-registration.
class GameRegistry
{
public:
    void add(EnginePtr engine);
    EnginePtr find(const QString &id) const;
    QList<EnginePtr> engines() const { return m_engines; }
    QStringList ids() const;

private:
    QList<EnginePtr> m_engines;
};

// The five game ids, in the order the start page lists them.
namespace gameid {
inline constexpr const char lethalCheckmate[] = "lethal-checkmate";
inline constexpr const char rookRaiders[] = "rook-raiders";
inline constexpr const char lordsOfWar[] = "lords-of-war";
inline constexpr const char dungeonLords[] = "dungeon-lords";
inline constexpr const char lightWars[] = "light-wars";
} // namespace gameid

} // namespace kbz
