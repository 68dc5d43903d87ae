// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameConfig.h"

#include <QStringList>
#include <optional>

class QSettings;

namespace kbz {

// What the New Game dialog remembers in QSettings (issue 13): per game kind, the players and
// options of the last game started ("newGame/<kind>", the GameConfig as compact JSON without
// the card set), and the recent player names, most recent first ("newGame/recentPlayers").
namespace NewGameMemory {

inline constexpr int kMaxRecentNames = 20;

// The last game of `kind`, or nothing when none was stored or the text is not a config.
std::optional<GameConfig> load(const QSettings &settings, const QString &kind);
// Stores `config` (without "cards") for `kind`, and puts `names` first in the recent names.
void store(QSettings &settings, const QString &kind, const GameConfig &config,
           const QStringList &names);
// The stored recent names, then `earlier` (e.g. the players of the games in the database),
// without repeats or blanks, at most kMaxRecentNames.
QStringList recentNames(const QSettings &settings, const QStringList &earlier = {});

} // namespace NewGameMemory

} // namespace kbz
