// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Database.h"

#include <QList>
#include <QString>

namespace kbz {

// The statistics page's numbers (issue 19), each one SQL query over games, game_players and
// results, kept together so that richer statistics (a players table, per-army facts) can
// replace them without touching the page.
namespace playStats {

struct MonthPlays
{
    QString month; // "YYYY-MM" of the games' start (UTC)
    int games = 0;
};

struct PlayerRecord
{
    QString name;  // the player's name today
    int plays = 0; // finished games the player had a seat in (under any name)
    int wins = 0;  // of them, won (a shared win counts for each winner)
    double winRate() const { return plays > 0 ? double(wins) / plays : 0.0; }
};

// A bar of a score distribution: the seats that ended a game with a score in [from, to).
struct ScoreBin
{
    double from = 0;
    double to = 0;
    int seats = 0;
};

// Games started per month, oldest first, months without games left out; `kind` empty = all.
QList<MonthPlays> playsPerMonth(Database &db, const QString &kind, QString *error = nullptr);
// The players of finished games with the most plays first (then by name), at most `limit`.
QList<PlayerRecord> winRates(Database &db, const QString &kind, int limit,
                             QString *error = nullptr);

// The scores of every seat of the finished games of `kind` (a game id: scores of two games
// are not comparable), in bars of equal width: whole numbers, the width the smallest that
// keeps at most `maxBins` bars. Empty: no scores.
QList<ScoreBin> scoreDistribution(Database &db, const QString &kind, int maxBins,
                                  QString *error = nullptr);
// The binning alone (tests, and scores from elsewhere).
QList<ScoreBin> binScores(const QList<double> &scores, int maxBins);

} // namespace playStats

} // namespace kbz
