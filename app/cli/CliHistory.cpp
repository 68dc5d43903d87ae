// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// kibitzer-cli players, results and stats: the table's play history (issue 19).
#include "CliCommands.h"

#include "storage/Database.h"
#include "storage/Journal.h"
#include "storage/PlayHistory.h"
#include "storage/Players.h"
#include "storage/Statistics.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace kbz::cli {

namespace {

std::unique_ptr<Database> open(Context &ctx, Database::Mode mode)
{
    DbError error;
    auto db = Database::open(ctx.dbPath, mode, &error);
    if (!db)
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
    return db;
}

// A file older than schema 5, opened read-only, has no players table yet.
bool hasPlayers(Context &ctx, const Database &db)
{
    if (db.schemaVersion() >= 5)
        return true;
    ctx.err << "kibitzer-cli: this database is at schema " << db.schemaVersion()
            << ", before the players table; open it once with this Kibitzer (or run "
               "\"kibitzer-cli players rename\" or \"merge\") to upgrade it"
            << Qt::endl;
    return false;
}

int fail(Context &ctx, const DbError &error)
{
    ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
    switch (error.code) {
    case DbError::Code::Refused:
        return BadInput;
    case DbError::Code::NotFound:
        return NotFound;
    default:
        return DatabaseRefused;
    }
}

// A player named on the command line: by name (trimmed) or, when no player has that name, by
// id. Two players of one name must be named by id.
std::optional<Player> resolve(Context &ctx, Players &players, const QString &ref, int *code)
{
    DbError error;
    const auto named = players.withName(ref, &error);
    if (!named) {
        *code = fail(ctx, error);
        return std::nullopt;
    }
    if (named->size() == 1)
        return named->first();
    if (named->size() > 1) {
        QStringList ids;
        for (const Player &p : *named)
            ids.append(QString::number(p.id));
        ctx.err << "kibitzer-cli: " << named->size() << " players are named \"" << ref.trimmed()
                << "\" (ids " << ids.join(QStringLiteral(", ")) << "): name one by its id"
                << Qt::endl;
        *code = Usage;
        return std::nullopt;
    }
    bool isNumber = false;
    const qint64 id = ref.trimmed().toLongLong(&isNumber);
    if (isNumber) {
        if (const auto p = players.find(id, &error))
            return p;
    }
    ctx.err << "kibitzer-cli: there is no player \"" << ref.trimmed()
            << "\" (see: kibitzer-cli players list)" << Qt::endl;
    *code = NotFound;
    return std::nullopt;
}

bool parseDate(Context &ctx, const QString &text, QDate *date)
{
    if (text.isEmpty())
        return true;
    *date = QDate::fromString(text, Qt::ISODate);
    if (date->isValid())
        return true;
    ctx.err << "kibitzer-cli: \"" << text << "\" is not a date (YYYY-MM-DD)" << Qt::endl;
    return false;
}

// The filter of `results`; false (with the reason printed) when an argument is wrong.
bool makeFilter(Context &ctx, Players *players, const ResultsOptions &o, PlayFilter *f, int *code)
{
    *code = Usage;
    if (!o.game.isEmpty() && !ctx.registry.find(o.game)) {
        ctx.err << "kibitzer-cli: unknown game \"" << o.game << '"' << Qt::endl;
        *code = NotFound;
        return false;
    }
    f->kind = o.game;
    if (!parseDate(ctx, o.from, &f->from) || !parseDate(ctx, o.to, &f->to))
        return false;
    if (!o.player.isEmpty()) {
        const auto p = resolve(ctx, *players, o.player, code);
        if (!p)
            return false;
        f->playerId = p->id;
    }
    return true;
}

} // namespace

int players(Context &ctx, const QStringList &args, bool allowSameName)
{
    const QString sub = args.value(0);
    const bool writes = sub == QLatin1String("rename") || sub == QLatin1String("merge");
    if (!writes && sub != QLatin1String("list")) {
        ctx.err << "usage: kibitzer-cli players list | players rename PLAYER NEW_NAME "
                   "[--same-name] | players merge KEEP OTHER"
                << Qt::endl;
        return Usage;
    }
    if ((sub == QLatin1String("rename") || sub == QLatin1String("merge")) && args.size() < 3) {
        ctx.err << "usage: kibitzer-cli players " << sub
                << (sub == QLatin1String("rename") ? " PLAYER NEW_NAME [--same-name]"
                                                   : " KEEP OTHER")
                << Qt::endl;
        return Usage;
    }
    // Listing reads (an older file's players are made from its seats' names, as its migration
    // will make them); renaming and merging write, and upgrade an older file first.
    auto db = open(ctx, writes ? Database::Mode::ReadWrite : Database::Mode::ReadOnly);
    if (!db)
        return DatabaseRefused;
    Players players(*db);
    DbError error;
    if (sub == QLatin1String("list")) {
        const auto all = players.list(&error);
        if (!all)
            return fail(ctx, error);
        ctx.out << "id\tname\tgames\tcreated\n";
        for (const Player &p : *all)
            ctx.out << p.id << '\t' << p.name << '\t' << p.games << '\t'
                    << p.createdAt.toString(Qt::ISODate) << '\n';
        ctx.out.flush();
        return Ok;
    }
    int code = Ok;
    const auto first = resolve(ctx, players, args.at(1), &code);
    if (!first)
        return code;
    if (sub == QLatin1String("rename")) {
        if (!players.rename(first->id, args.at(2), &error, allowSameName))
            return fail(ctx, error);
        ctx.out << first->id << '\t' << players.find(first->id, &error)->name << Qt::endl;
        return Ok;
    }
    const auto second = resolve(ctx, players, args.at(2), &code);
    if (!second)
        return code;
    if (!players.merge(first->id, second->id, &error))
        return fail(ctx, error);
    ctx.out << first->id << '\t' << first->name << Qt::endl;
    return Ok;
}

int results(Context &ctx, const ResultsOptions &options)
{
    const bool bgstats = options.format == QLatin1String("bgstats");
    if (!bgstats && options.format != QLatin1String("csv")) {
        ctx.err << "kibitzer-cli: results --format csv|bgstats (not \"" << options.format << "\")"
                << Qt::endl;
        return Usage;
    }
    auto db = open(ctx, Database::Mode::ReadOnly);
    if (!db)
        return DatabaseRefused;
    if ((bgstats || !options.player.isEmpty()) && !hasPlayers(ctx, *db))
        return DatabaseRefused;
    Players players(*db);
    PlayFilter filter;
    int code = Ok;
    if (!makeFilter(ctx, &players, options, &filter, &code))
        return code;
    DbError error;
    auto games = finishedGames(*db, filter, &error);
    if (!games)
        return fail(ctx, error);
    if (bgstats) {
        // Who started and the rounds: from each game's final state, as the statistics say them.
        Journal journal(*db);
        Statistics(journal, ctx.registry).addPlayFacts(*games);
    }
    const QByteArray data =
        resultsData(bgstats ? ResultsFormat::BgStats : ResultsFormat::Csv, *games, ctx.registry);
    if (options.outFile.isEmpty() || options.outFile == QLatin1String("-")) {
        ctx.out << QString::fromUtf8(data);
        ctx.out.flush();
        return Ok;
    }
    QString why;
    if (!writeWholeFile(options.outFile, data, &why)) {
        ctx.err << options.outFile << ": cannot write: " << why << " (nothing was written)"
                << Qt::endl;
        return Usage;
    }
    return Ok;
}

int stats(Context &ctx, const QString &playerRef, const QString &game)
{
    auto db = open(ctx, Database::Mode::ReadOnly);
    if (!db)
        return DatabaseRefused;
    if (!hasPlayers(ctx, *db))
        return DatabaseRefused;
    PlayFilter filter;
    if (!game.isEmpty()) {
        if (!ctx.registry.find(game)) {
            ctx.err << "kibitzer-cli: unknown game \"" << game << '"' << Qt::endl;
            return NotFound;
        }
        filter.kind = game;
    }
    Journal journal(*db);
    Statistics statistics(journal, ctx.registry);
    DbError error;
    QJsonDocument doc;
    if (playerRef.isEmpty()) {
        // Each game played (or the one asked for): plays, duration, first player, sides, units,
        // facts.
        const auto games = statistics.games(&error, filter);
        if (!games)
            return fail(ctx, error);
        QJsonArray a;
        for (const GameKindStats &g : *games)
            a.append(gameStatsJson(g, ctx.registry, ctx.lang));
        doc = QJsonDocument(a);
    } else {
        Players players(*db);
        int code = Ok;
        const auto who = resolve(ctx, players, playerRef, &code);
        if (!who)
            return code;
        const auto s = statistics.player(who->id, &error, filter);
        if (!s)
            return fail(ctx, error);
        doc = QJsonDocument(playerStatsJson(*s, ctx.registry, ctx.lang));
    }
    ctx.out << QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
    ctx.out.flush();
    return Ok;
}

} // namespace kbz::cli
