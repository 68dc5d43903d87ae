// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "PlayHistory.h"
#include "Players.h"
#include "core/GameFacts.h"
#include "core/Progress.h"

#include <QHash>
#include <QJsonObject>

namespace kbz {

class Journal;

// Plays and wins; a game with several winners (a tie, a team) is a win for each of them.
struct WinTally
{
    int plays = 0;
    int wins = 0;
    double rate() const { return plays > 0 ? double(wins) / plays : 0.0; }
    void add(bool won)
    {
        ++plays;
        wins += won ? 1 : 0;
    }
};

// How an army, race, side or unit did: the seats that played it and how many of them won.
struct TagTally
{
    FactTag tag;
    WinTally tally;
};

// One of a game's facts (GameFacts) added up over seats.
struct FactTally
{
    QString key; // SeatFact::key
    Message label;
    double total = 0;
    int seats = 0;
    double average() const { return seats > 0 ? total / seats : 0.0; }
};

// A player in one game (kind).
struct PlayerGameStats
{
    QString kind;
    WinTally tally;
    std::optional<double> averageScore; // over the plays with a score
    FactTag favouriteSide;              // the side played most (empty id: none)
    QList<TagTally> sides;              // most played first
    QList<FactTally> facts;
};

// A player over every game.
struct PlayerStats
{
    Player player;
    WinTally total;
    QList<PlayerGameStats> games; // by kind, in registry order
    int longestWinStreak = 0;     // games won in a row, the longest run
    int currentStreak = 0;        // > 0: the last games won in a row; < 0: the last not won
    FactTag favouriteSide;        // over every game
};

// One game (kind) over every play of it.
struct GameKindStats
{
    QString kind;
    int plays = 0;
    qint64 averageDurationSeconds = 0; // over the plays whose duration is known
    int timedPlays = 0;
    WinTally firstPlayer; // plays whose first player is known; wins: the first player won
    QList<TagTally> sides;
    QList<TagTally> units;
    QList<FactTally> facts;
};

// The statistics of the table's finished games (issue 19, item 3). Plays, wins and scores come
// from the database; sides, units, first players and each game's facts from the game modules
// (GameModule::gameFacts) over each game's final state, replayed once per game and kept for the
// life of this object (replaying costs about as much as opening the game: keep one Statistics
// while the history is shown rather than one per question).
class Statistics final
{
public:
    Statistics(Journal &journal, const GameRegistry &registry);

    // `filter`'s player is replaced by `playerId`. `progress` gets the games looked at of the
    // games found; when it stops the work, std::nullopt is returned with *error left empty.
    // A game that cannot be replayed (damaged, or of a game this build does not know) still
    // counts its play, win and score; it adds no side, unit, first player or fact.
    // With `replay` false, only what the database holds is counted (plays, wins, scores,
    // streaks, durations; no sides, units, first players or facts): one query, instant on any
    // number of games (the app shows that first when many games would be replayed).
    std::optional<PlayerStats> player(qint64 playerId, DbError *error,
                                      const PlayFilter &filter = {}, const Progress &progress = {},
                                      bool replay = true);
    // One entry per game played (in registry order), `filter` applied.
    std::optional<QList<GameKindStats>> games(DbError *error, const PlayFilter &filter = {},
                                              const Progress &progress = {}, bool replay = true);
    // What the game's module says of a stored game's final state (replayed once, then kept):
    // the one place that says who started a game (the module's firstSeat, else the first seat
    // to act), for the statistics and the BG Stats export alike.
    std::optional<GameFacts> factsOf(qint64 gameId, DbError *error);
    // Each game's firstSeat (factsOf) and rounds (its module's GameRounds, read with the facts),
    // for the BG Stats export. A game that cannot
    // be replayed keeps -1 and 0. False when `progress` stopped the work.
    bool addPlayFacts(QList<PlayedGame> &games, const Progress &progress = {});

private:
    int kindOrder(const QString &kind) const;

    Journal &m_journal;
    const GameRegistry &m_registry;
    QHash<qint64, GameFacts> m_facts;
    QHash<qint64, int> m_rounds; // per game: its module's GameRounds, 0 for none
};

// The JSON of `kibitzer-cli stats --player`: plays, wins and win rate in total and per game,
// streaks, favourite side, average scores, sides and facts; names in `lang`.
QJsonObject playerStatsJson(const PlayerStats &stats, const GameRegistry &registry, Lang lang);
QJsonObject gameStatsJson(const GameKindStats &stats, const GameRegistry &registry, Lang lang);

} // namespace kbz
