// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// kibitzer-cli club push|pull: the finished games between --db and the club's server.
#include "CliCommands.h"

#include "storage/ClubSync.h"
#include "storage/Database.h"

namespace kbz::cli {

int club(Context &ctx, const QString &direction, const QString &clubUrl)
{
    const bool push = direction == QLatin1String("push");
    if (!push && direction != QLatin1String("pull")) {
        ctx.err << "usage: kibitzer-cli club push|pull --club URL [--db FILE]" << Qt::endl;
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
    const ClubCopyOutcome outcome =
        push ? copyFinishedGames(localJournal, serverJournal, ctx.registry)
             : copyFinishedGames(serverJournal, localJournal, ctx.registry);
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
