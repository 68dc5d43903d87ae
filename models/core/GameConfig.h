// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace kbz {

struct PlayerInfo
{
    QString name;
    QString colour; // free text or a game's colour id ("white", "red", ...)
    friend bool operator==(const PlayerInfo &, const PlayerInfo &) = default;
};

// How a game was set up: players in seat order, a variant id, and game specific options
// (hand limits, card set, budgets...). Stored with the game and in the journal file header, so
// a replay never depends on a library that was edited later.
struct GameConfig
{
    QList<PlayerInfo> players;
    QString variant; // game specific, empty = the standard game
    QJsonObject options;

    QJsonObject toJson() const;
    static GameConfig fromJson(const QJsonObject &o);
    friend bool operator==(const GameConfig &, const GameConfig &) = default;
};

} // namespace kbz
