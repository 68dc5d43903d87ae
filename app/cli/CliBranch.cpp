// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// kibitzer-cli branch: "New game from here" without the app (issue 22).
#include "CliCommands.h"

#include "core/TimeTravel.h"
#include "storage/Database.h"
#include "storage/Journal.h"
#include "storage/JournalImport.h"

namespace kbz::cli {

int branch(Context &ctx, const QString &gameIdText, const QString &stepText)
{
    Message notAnId;
    const std::optional<qint64> id = parseGameId(gameIdText, &notAnId);
    if (!id) {
        ctx.err << "kibitzer-cli: " << notAnId.text(ctx.lang) << " (see: kibitzer-cli list)"
                << Qt::endl;
        return Usage;
    }
    bool isNumber = false;
    const int step = stepText.toInt(&isNumber);
    if (!isNumber || step < 0) {
        ctx.err << "kibitzer-cli: \"" << stepText
                << "\" is not a step number (0 = before the first step)" << Qt::endl;
        return Usage;
    }
    DbError error;
    auto db = Database::open(ctx.dbPath, Database::Mode::ReadWrite, &error);
    if (!db) {
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
        return DatabaseRefused;
    }
    Journal journal(*db);
    const qint64 branched = branchStoredGame(journal, ctx.registry, *id, step, &error);
    if (branched == 0) {
        ctx.err << "kibitzer-cli: " << error.text(ctx.lang) << Qt::endl;
        return error.code == DbError::Code::Corrupt ? DatabaseRefused : NotFound;
    }
    ctx.out << branched << Qt::endl;
    return Ok;
}

} // namespace kbz::cli
