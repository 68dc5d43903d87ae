// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "ClubSync.h"

#include "JournalExport.h"
#include "JournalImport.h"
#include "core/Replay.h"

#include <QTemporaryFile>

namespace kbz {

ClubCopyOutcome copyFinishedGames(Journal &from, Journal &to, const GameRegistry &registry)
{
    ClubCopyOutcome out;
    const QList<GameSummary> games = from.listGames(&out.error);
    if (out.error)
        return out;
    for (const GameSummary &game : games) {
        if (game.status != GameStatus::Finished)
            continue;
        const QString name = QStringLiteral("game %1").arg(game.id);
        QTemporaryFile file;
        if (!file.open()) {
            out.skipped.append(name + QStringLiteral(": cannot create a temporary file: ") +
                               file.errorString());
            continue;
        }
        const ExportOutcome exported = exportJournal(from, registry, game.id, &file);
        if (!exported.ok || !file.flush()) {
            out.skipped.append(
                name + QStringLiteral(": ") +
                (exported.problem.isEmpty() ? exported.error.text(Lang::En) : exported.problem));
            continue;
        }
        QString why;
        const std::optional<JournalScan> scan = scanJournalFile(registry, file.fileName(), &why);
        if (!scan) {
            out.skipped.append(name + QStringLiteral(": ") + why);
            continue;
        }
        // Known by its hash on this side too from now on (a no-op when it has one).
        DbError hashError;
        from.setJournalHash(game.id, scan->contentHash, &hashError);
        const ImportOutcome imported = importJournalFile(to, file.fileName(), *scan, &out.error);
        if (imported.gameId == 0)
            return out;
        ++(imported.existing ? out.alreadyThere : out.copied);
    }
    return out;
}

} // namespace kbz
