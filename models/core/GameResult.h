// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Message.h"

#include <QJsonObject>
#include <QList>

namespace kbz {

struct PlayerResult
{
    int seat = 0;
    double score = 0;
    int rank = 0; // 1 = best; equal ranks for a tie
    bool winner = false;
    friend bool operator==(const PlayerResult &, const PlayerResult &) = default;
};

// How a finished game ended: per player score/rank/winner and a code + sentence for "how".
struct GameResult
{
    QString how;     // stable code, e.g. "hp-exhausted", "lethal-failed", "draw"
    Message summary; // translatable sentence for the UI
    QList<PlayerResult> players;
    QJsonObject details; // game specific score-sheet breakdown

    QList<int> winners() const;
    QJsonObject toJson() const;
    static GameResult fromJson(const QJsonObject &o);
    friend bool operator==(const GameResult &, const GameResult &) = default;
};

} // namespace kbz
