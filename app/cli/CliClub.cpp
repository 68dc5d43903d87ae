// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// kibitzer-cli club push|pull: the finished games between --db and the club's server.
#include "CliCommands.h"

#include "storage/ClubSync.h"
#include "storage/Database.h"
#include "storage/Players.h"
#include "storage/Schema.h"

#include <QFile>

namespace kbz::cli {

namespace {

// --map NAME=PLAYER: the incoming NAME's seats go to the receiving side's PLAYER (a name, or
// an id when two share a name). The links, or std::nullopt after saying what is wrong.
std::optional<QHash<QString, qint64>> parseLinks(Context &ctx, Database &to,
                                                 const QStringList &maps)
{
    QHash<QString, qint64> links;
    Players players(to);
    for (const QString &map : maps) {
        const qsizetype eq = map.indexOf(QLatin1Char('='));
        const QString name = schema::playerNameKey(map.left(eq));
        const QString target = schema::playerNameKey(map.mid(eq + 1));
        if (eq < 0 || name.isEmpty() || target.isEmpty()) {
            ctx.err << "kibitzer-cli: --map wants NAME=PLAYER, not \"" << map << "\"" << Qt::endl;
            return std::nullopt;
        }
        DbError error;
        bool isId = false;
        const qint64 id = target.toLongLong(&isId);
        if (isId && players.find(id, &error)) {
            links.insert(name, id);
            continue;
        }
        const std::optional<QList<Player>> named = players.withName(target, &error);
        if (!named || named->isEmpty()) {
            ctx.err << "kibitzer-cli: --map " << map << ": " << to.path()
                    << " has no player named \"" << target << "\"" << Qt::endl;
            return std::nullopt;
        }
        if (named->size() > 1) {
            ctx.err << "kibitzer-cli: --map " << map << ": several players are named \"" << target
                    << "\"; give the id instead (kibitzer-cli players list)" << Qt::endl;
            return std::nullopt;
        }
        links.insert(name, named->first().id);
    }
    return links;
}

} // namespace

int club(Context &ctx, const QString &direction, const QString &clubUrl, const ClubOptions &options)
{
    const bool push = direction == QLatin1String("push");
    if (!push && direction != QLatin1String("pull")) {
        ctx.err << "usage: kibitzer-cli club push|pull --club URL [--db FILE] [--yes] "
                   "[--map NAME=PLAYER]..."
                << Qt::endl;
        return Usage;
    }
    if (!Database::isServerLocation(clubUrl)) {
        ctx.err << "kibitzer-cli: --club wants the club server's postgresql:// URL (docs/club.md)"
                << Qt::endl;
        return Usage;
    }
    DbError error;
    auto local = Database::open(ctx.dbPath, Database::Mode::ReadWrite, &error);
    if (!local) {
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
        return DatabaseRefused;
    }
    auto server = Database::open(clubUrl, Database::Mode::ReadWrite, &error);
    if (!server) {
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
        return DatabaseRefused;
    }
    Journal localJournal(*local), serverJournal(*server);
    Journal &from = push ? localJournal : serverJournal;
    Journal &to = push ? serverJournal : localJournal;

    // The plan first: which games, and how their players match the receiving side's.
    const ClubPlan plan = planCopy(from, to);
    if (!plan.ok()) {
        ctx.err << "kibitzer-cli: " << plan.error.text(ctx.lang) << Qt::endl;
        return DatabaseRefused;
    }
    const std::optional<QHash<QString, qint64>> links =
        parseLinks(ctx, to.database(), options.maps);
    if (!links)
        return Usage;
    ctx.out << (push ? "to push: " : "to pull: ") << plan.games.size() << " finished game(s) "
            << (push ? "to " : "from ") << server->path() << "; " << plan.alreadyThere
            << " there already" << Qt::endl;
    if (!plan.players.isEmpty())
        ctx.out << "players of those games, as " << to.database().path()
                << " will have them:" << Qt::endl;
    for (const ClubPlayerMatch &m : plan.players) {
        if (const auto link = links->constFind(m.name); link != links->cend())
            ctx.out << "  " << m.name << ": mapped to player " << *link << " (--map)" << Qt::endl;
        else
            ctx.out << "  " << describeMatch(m) << Qt::endl;
    }
    if (!plan.games.isEmpty() && plan.needsConfirmation() && !options.yes) {
        // New names and near matches are the user's to confirm: --yes, or y at the prompt.
        ctx.out << "New players will be made for the names above that have none; map a name to "
                   "an existing player with --map NAME=PLAYER. Copy? [y/N] "
                << Qt::flush;
        QFile in;
        QByteArray answer;
        if (in.open(stdin, QIODevice::ReadOnly))
            answer = in.readLine().trimmed().toLower();
        if (answer != "y" && answer != "yes") {
            ctx.out << Qt::endl << "nothing was copied (not confirmed; --yes confirms)" << Qt::endl;
            return NotConfirmed;
        }
    }
    const ClubCopyOutcome outcome = copyFinishedGames(from, to, ctx.registry, plan, *links);
    ctx.out << (push ? "pushed " : "pulled ") << outcome.copied << " finished game(s) "
            << (push ? "to " : "from ") << server->path() << "; " << outcome.alreadyThere
            << " were there already" << Qt::endl;
    for (const QString &skipped : outcome.skipped)
        ctx.err << "kibitzer-cli: not copied: " << skipped << Qt::endl;
    if (!outcome.ok()) {
        ctx.err << "kibitzer-cli: " << outcome.error.text(ctx.lang) << Qt::endl;
        return DatabaseRefused;
    }
    return outcome.skipped.isEmpty() ? Ok : BadInput;
}

} // namespace kbz::cli
