#include "Launch.h"

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
        if (!QFileInfo::exists(request.dbPath))
            return refuse(Journal::noSuchGame(*gameId).text(lang));
    }
    std::optional<CheckedJournal> checked;
    QString fileName;
    if (!request.files.isEmpty()) {
        const QString path = localPath(request.files.constFirst());
        fileName = QFileInfo(path).fileName();
        QString why;
        checked = checkJournalFile(window.registry(), path, &why);
        if (!checked)
            return refuse(why);
    }

    DbError error;
    if (!window.openDatabase(request.dbPath, &error, false))
        return Failure{ExitDatabaseRefused, MainWindow::tr("Cannot open the database"),
                       error.text(lang) + QStringLiteral("\n\n") +
                           QDir::toNativeSeparators(request.dbPath)};

    if (gameId) {
        if (!window.resumeGame(*gameId, &error, false))
            return refuse(error.text(lang));
        return std::nullopt;
    }
    if (checked) {
        const ImportOutcome imported = importJournal(*window.journal(), *checked, &error);
        if (imported.gameId == 0)
            return refuse(error.text(lang), ExitDatabaseRefused);
        if (!window.resumeGame(imported.gameId, &error, false))
            return refuse(error.text(lang));
        window.statusBar()->showMessage(
            imported.existing
                ? tr("%1 was imported before: this is that game (%2).")
                      .arg(fileName, QLocale().toString(imported.gameId))
                : tr("%1 imported as game %2.").arg(fileName, QLocale().toString(imported.gameId)));
    }
    return std::nullopt;
}

} // namespace kbz
