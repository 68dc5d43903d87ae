// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameRegistry.h"
#include "core/Lang.h"

#include <QIODevice>
#include <QStringList>
#include <QTextStream>

namespace kbz::cli {

// Exit codes of kibitzer-cli (docs/journal-format.md lists them too).
enum ExitCode {
    Ok = 0,
    Usage = 1,           // unknown command or missing argument
    BadInput = 2,        // a malformed journal file or card list: line and reason on stderr
    DatabaseRefused = 3, // not SQLite, not Kibitzer's, newer, corrupt, empty, locked, read-only
    NotFound = 4,        // no such game id / unknown game kind
    NotConfirmed = 5,    // club push|pull: the players' plan was not confirmed; nothing copied
};

// What a command runs with. The commands take the registry they are given (a test's may hold
// more games than the shipped ones) and name no game themselves.
struct Context
{
    const GameRegistry &registry;
    QString dbPath;
    Lang lang = Lang::En;
    QTextStream &out;
    QTextStream &err;
    // Where `replay` writes its document (nullptr: the standard output, as a stream of bytes).
    QIODevice *rawOut = nullptr;
};

int replay(Context &ctx, const QString &file);
int list(Context &ctx);
int exportGame(Context &ctx, const QString &gameId, const QString &outFile);
int importJournal(Context &ctx, const QString &file);
// A new game from the first STEP steps of a stored game; prints the new game's id (CliBranch.cpp).
int branch(Context &ctx, const QString &gameId, const QString &step);
// The finished games of --db copied to the club server (push) or from it (pull), each once
// (CliClub.cpp, docs/club.md). The plan is printed first (the games, and each player name of
// them matched with the receiving side's players); new names and near matches are confirmed with
// `yes` or at a y/N prompt on standard input; `maps` ("NAME=PLAYER") link a name to an existing
// player.
struct ClubOptions
{
    bool yes = false;
    QStringList maps;
};
int club(Context &ctx, const QString &direction, const QString &clubUrl,
         const ClubOptions &options = {});
// The card library of a game that has one (GameModule::cardLibrary()).
int exportCards(Context &ctx, const QString &game, const QString &outFile);
int importCards(Context &ctx, const QString &game, const QString &file, bool replace);
// What each step kind of GAME holds, as JSON (GameModule::stepSchemas, core/StepSchema.h): for
// people who write journals.
int schema(Context &ctx, const QString &game, const QString &outFile);
// The table's players (CliHistory.cpp): list, rename PLAYER NEW_NAME, merge KEEP OTHER. A
// player is named by name, or by id when two share a name. `allowSameName`: rename to a name
// another player has.
int players(Context &ctx, const QStringList &args, bool allowSameName);
// `results --format csv|bgstats [-o FILE] [--game ID] [--player NAME] [--from D] [--to D]`.
struct ResultsOptions
{
    QString format;
    QString outFile;
    QString game;
    QString player;
    QString from;
    QString to;
};
int results(Context &ctx, const ResultsOptions &options);
// `stats --player NAME [--game ID]`: the player's statistics as JSON; `stats [--game ID]`: each
// game's (plays, duration, first player, sides, units, facts) as a JSON array.
int stats(Context &ctx, const QString &player, const QString &game);
int rulesSearch(Context &ctx, const QString &query, const QString &langFilter,
                const QString &gameFilter, int limit);

} // namespace kbz::cli
