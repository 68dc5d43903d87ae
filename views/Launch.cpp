// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Launch.h"

#include "LongWork.h"
#include "MainWindow.h"
#include "core/Replay.h"
#include "storage/JournalImport.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStatusBar>
#include <QUrl>

namespace kbz {

QString Launch::localPath(const QString &argument)
{
    if (argument.startsWith(QLatin1String("file:"), Qt::CaseInsensitive)) {
        const QUrl url(argument);
        if (url.isLocalFile())
            return url.toLocalFile();
    }
    return argument;
}

std::optional<Launch::Failure> Launch::run(MainWindow &window, const Request &request)
{
    const Lang lang = window.language();
    const QString cannotOpen = tr("Cannot open the game");
    auto refuse = [&](const QString &text, int code = ExitBadRequest) {
        return std::optional<Failure>(Failure{code, cannotOpen, text});
    };

    // What needs no database is checked first: a refused request must not even create one.
    if (request.files.size() > 1)
        return refuse(tr("Give one journal file at a time."));
    if (!request.gameId.isEmpty() && !request.files.isEmpty())
        return refuse(tr("Give either --open ID or a journal file, not both."));
    std::optional<qint64> gameId;
    if (!request.gameId.isEmpty()) {
        Message notAnId;
        gameId = parseGameId(request.gameId, &notAnId);
        if (!gameId)
            return refuse(notAnId.text(lang));
        if (!Database::isServerLocation(request.dbPath) && !QFileInfo::exists(request.dbPath))
            return refuse(Journal::noSuchGame(*gameId).text(lang));
    }
    // A journal file is checked line by line (storage/JournalImport.h: memory bounded by the
    // game's state, however long the journal), behind a progress dialog past half a second;
    // a cancel there or during the import writes nothing and leaves the start page.
    std::optional<JournalScan> scan;
    QString path, fileName;
    bool checkCancelled = false;
    if (!request.files.isEmpty()) {
        path = localPath(request.files.constFirst());
        fileName = QFileInfo(path).fileName();
        QString why;
        LongWork work(&window, tr("Checking %1…").arg(fileName), true);
        scan = scanJournalFile(window.registry(), path, &why, {}, work.progress());
        checkCancelled = work.cancelled();
        if (!scan && !checkCancelled)
            return refuse(why);
    }

    DbError error;
    if (!window.openDatabase(request.dbPath, &error, false))
        return Failure{ExitDatabaseRefused, MainWindow::tr("Cannot open the database"),
                       error.text(lang) + QStringLiteral("\n\n") +
                           Database::displayLocation(request.dbPath)};

    // Opening a game can be cancelled too (MainWindow::resumeGame): the start page stays, with
    // no error to report.
    if (gameId) {
        if (!window.resumeGame(*gameId, &error, false) && error)
            return refuse(error.text(lang));
        return std::nullopt;
    }
    if (checkCancelled) {
        window.statusBar()->showMessage(
            tr("%1 was not imported (cancelled): nothing was stored.").arg(fileName));
        return std::nullopt;
    }
    if (scan) {
        ImportOutcome imported;
        bool cancelled = false;
        {
            LongWork work(&window, tr("Importing %1…").arg(fileName), true);
            imported = importJournalFile(*window.journal(), path, *scan, &error, work.progress(),
                                         &cancelled);
        }
        if (cancelled) {
            window.statusBar()->showMessage(
                tr("%1 was not imported (cancelled): nothing was stored.").arg(fileName));
            return std::nullopt;
        }
        if (imported.gameId == 0)
            return refuse(error.text(lang), ExitDatabaseRefused);
        if (!window.resumeGame(imported.gameId, &error, false)) {
            if (error)
                return refuse(error.text(lang));
            return std::nullopt;
        }
        window.statusBar()->showMessage(
            imported.existing
                ? tr("%1 was imported before: this is that game (%2).")
                      .arg(fileName, QLocale().toString(imported.gameId))
                : tr("%1 imported as game %2.").arg(fileName, QLocale().toString(imported.gameId)));
    }
    return std::nullopt;
}

} // namespace kbz
