// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Database.h"
#include "core/GameRegistry.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <optional>

namespace kbz {

// Which finished games the statistics and the exports look at (issue 19). Empty = no filter.
struct PlayFilter
{
    QString kind;        // a game id (GameEngine::id)
    qint64 playerId = 0; // games this player had a seat in
    QDate from;          // started on or after this day (local time)
    QDate to;            // started on or before this day (local time)
    // The history browser's filter (HistoryFilter): words of the title (any case, SQLite's
    // LIKE).
    QString titleText;
};

// One seat of a finished game as the table's history keeps it.
struct PlayedSeat
{
    int seat = 0;
    qint64 playerId = 0; // 0: a seat with no name (unlinked)
    QString player;      // the player's name today (the seat's name when unlinked)
    // The player's identity in the BG Stats export, the same in every database: see
    // playerUuid(). Empty for a seat with no player.
    QString playerUuid;
    std::optional<double> score;
    int rank = 0;
    bool winner = false;
};

// One finished game: its seats in seat order.
struct PlayedGame
{
    qint64 id = 0;
    QString uuid; // games.uuid (schema 6): the game's identity in every database it is copied to
    QString kind;
    QString title;
    QDateTime startedAt; // UTC
    QDateTime endedAt;   // UTC
    QList<PlayedSeat> seats;
    // From the game's final state (Statistics::addPlayFacts; finishedGames leaves them unknown):
    // the seat that took the first turn, as the statistics count it (-1: unknown), and the
    // rounds or turns the game counts (core/GameRounds.h; 0: none or unknown).
    int firstSeat = -1;
    int rounds = 0;

    // Seconds from the start to the end; 0 when unknown (an imported game starts and ends at
    // the import).
    qint64 durationSeconds() const;
};

// The finished games that pass `filter`, oldest first (then by id). A file older than schema 5
// (read-only) has no players: its seats then carry their names with playerId 0, and a player
// filter matches nothing.
std::optional<QList<PlayedGame>> finishedGames(const Database &db, const PlayFilter &filter,
                                               DbError *error);

// The exports of `kibitzer-cli results` and the history browser.
// CSV (RFC 4180, UTF-8, CRLF line ends, a header row): one row per seat of every game, columns
// game_id, game, date (ISO 8601 UTC), duration_min, player, seat (1-based), score, winner (1/0).
// The game is the game's English name.
QByteArray resultsCsv(const QList<PlayedGame> &games, const GameRegistry &registry);
// The JSON BG Stats imports: top-level `games`, `players`, `locations` and `plays`; each play
// with its `playDate` (local time, "yyyy-MM-dd HH:mm:ss"), `gameRefId`, `durationMin` and
// `playerScores` (`playerRefId`, `score` as text, `winner`, `rank`, `seatOrder`,
// `startPlayer`: the game's firstSeat) and `rounds` (the game's rounds). The plays' firstSeat and
// rounds come from Statistics::addPlayFacts. Nothing in it comes from the database's ids, which
// differ from one laptop to the next: a play's `uuid` is the game's (games.uuid, which a journal
// file, a club push and pull carry along), a player's is playerUuid(), a game's is name-based on
// its engine id, and the `id`s that `gameRefId`/`playerRefId` refer to are numbered 1, 2, ... in
// order of appearance. So the same game exported from two databases (one imported from the other's
// journal file, or pulled from the club) imports into BG Stats as one play, and exporting again
// changes nothing.
QByteArray resultsBgStats(const QList<PlayedGame> &games, const GameRegistry &registry);

// A player's uuid in the BG Stats export. The players table has no uuid of its own, and a
// random one made per database would make two laptops' "Ann" two people; so it is name-based
// (UUID v5, Kibitzer's namespace) on the player's name as stored (trimmed, NFC): "Ann" is the
// same player in every database. The `sameNameBefore`-th later player of one name (two people
// of one name, allowed after a question; counted by id) gets the name and that number, so two
// people are never one uuid. A player renamed in Kibitzer is a new uuid: BG Stats then lists
// the new name as a new player (rename it there too, or merge the two in BG Stats).
QString playerUuid(const QString &name, int sameNameBefore = 0);

enum class ResultsFormat { Csv, BgStats };
QByteArray resultsData(ResultsFormat format, const QList<PlayedGame> &games,
                       const GameRegistry &registry);

// The history browser's "Export": the finished games that pass `filter`, written to `path` in
// `format` through QSaveFile (BG Stats with each play's first seat and rounds, which replays
// the games: Statistics::addPlayFacts). On failure nothing is written (no partial file, an existing
// file left as it was) and *error says why (Io: the destination; Sql: the games).
bool exportResults(Database &db, const GameRegistry &registry, const PlayFilter &filter,
                   ResultsFormat format, const QString &path, DbError *error);

// Writes `data` to `path` through QSaveFile: all of it or nothing (an unwritable destination
// leaves no partial file). On failure returns false and sets *error to the reason.
bool writeWholeFile(const QString &path, const QByteArray &data, QString *error);

} // namespace kbz
