// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// libFuzzer target: the input bytes as a database file, opened as the app and kibitzer-cli open
// one (storage/Database: inspect, lock, migrate), read-only and to write; then every game listed
// is loaded and resumed (Session::resume checks each stored step, as opening a game in the app
// does) and each game's card library is loaded. Properties: a refusal has a code and a message;
// a game that resumes exports a journal that reads back and replays (never export what replay
// would refuse).
//
// KIBITZER_FUZZ_MAKE_SEEDS=DIR: writes small valid databases (empty; with a game of each golden
// journal's kind; with the card libraries) into DIR and exits: ./dev fuzz seeds the corpus so.

#include "FuzzSupport.h"
#include "core/JournalFile.h"
#include "core/Replay.h"
#include "core/Session.h"
#include "lethalcheckmate/LcCardLibraryStore.h"
#include "lightwars/LwCardLibraryStore.h"
#include "lordsofwar/LowCardLibraryStore.h"
#include "rookraiders/RrCardLibraryStore.h"
#include "storage/CardStore.h"
#include "storage/Database.h"
#include "storage/Journal.h"
#include "storage/JournalImport.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

using namespace kbz;

namespace {

QString dbPath()
{
    return fuzz::scratchDir() + QStringLiteral("/fuzz.sqlite");
}

void clearScratch()
{
    QDir dir(fuzz::scratchDir());
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden))
        dir.remove(name);
}

void loadCards(Database &db)
{
    CardStore store(db);
    DbError error;
    (void)lc::loadCardLibrary(store, &error);
    (void)rr::loadCardLibrary(store, &error);
    (void)low::loadCardLibrary(store, &error);
    (void)lw::loadCardLibrary(store, &error);
}

// What `kibitzer-cli export` writes for a resumed game must be what `replay` accepts.
void exportResumed(const Session &session)
{
    JournalFile file;
    file.game = session.engine()->id();
    file.config = session.config();
    for (int i = 0; i < session.index(); ++i)
        file.steps.append(session.entry(i).record.step);
    JournalFile back;
    int line = 0;
    QString why;
    if (!JournalFile::parse(file.serialize(), &back, &line, &why))
        fuzz::fail("a resumed game exports a journal that does not parse",
                   QStringLiteral("line %1: %2").arg(line).arg(why));
    const ReplayReport report = replayJournal(*session.engine(), back);
    if (!report.ok())
        fuzz::fail("a resumed game exports a journal that replay refuses",
                   QStringLiteral("line %1: %2").arg(report.errorLine).arg(report.error));
}

void openAndRead(Database::Mode mode)
{
    DbError error;
    std::unique_ptr<Database> db = Database::open(dbPath(), mode, &error);
    if (!db) {
        if (!error || error.text(Lang::En).isEmpty())
            fuzz::fail("a refused database has no code or no message");
        return;
    }
    Journal journal(*db);
    const QList<GameSummary> games = journal.listGames(&error);
    int n = 0;
    for (const GameSummary &g : games) {
        if (++n > 8)
            break;
        (void)journal.loadGame(g.id, &error);
        DbError resumeError;
        if (const auto session = Session::resume(journal, fuzz::registry(), g.id, &resumeError)) {
            (void)session->guidance();
            exportResumed(*session);
        } else if (!resumeError) {
            fuzz::fail("a game that does not resume has no error");
        }
    }
    loadCards(*db);
}

bool makeSeeds(const QString &dir)
{
    QDir().mkpath(dir);
    auto open = [&](const QString &name) {
        DbError error;
        QFile::remove(dir + QLatin1Char('/') + name);
        auto db = Database::open(dir + QLatin1Char('/') + name, Database::Mode::ReadWrite, &error);
        if (!db)
            std::fprintf(stderr, "%s\n", qPrintable(error.text(Lang::En)));
        return db;
    };
    if (!open(QStringLiteral("empty.sqlite")))
        return false;
    // One small game of each kind: the shortest golden journal of each folder.
    auto games = open(QStringLiteral("games.sqlite"));
    if (!games)
        return false;
    Journal journal(*games);
    const QDir data(QStringLiteral(KIBITZER_TEST_DATA));
    for (const QString &game : data.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QFileInfoList files = QDir(data.filePath(game))
                                        .entryInfoList({QStringLiteral("*.jsonl")}, QDir::Files,
                                                       QDir::Size | QDir::Reversed);
        if (files.isEmpty())
            continue;
        QString why;
        const auto checked = checkJournalFile(fuzz::registry(), files.first().filePath(), &why);
        DbError error;
        if (!checked || importJournal(journal, *checked, &error).gameId == 0) {
            std::fprintf(stderr, "%s%s\n", qPrintable(why), qPrintable(error.text(Lang::En)));
            return false;
        }
    }
    games.reset();
    auto cards = open(QStringLiteral("cards.sqlite"));
    if (!cards)
        return false;
    loadCards(*cards); // seeds each game's library
    cards.reset();
    for (const QString &name : QDir(dir).entryList({QStringLiteral("*.lock")}, QDir::Files))
        QFile::remove(dir + QLatin1Char('/') + name);
    // 512-byte pages make the seeds about ten times smaller, and the fuzzer that much faster.
    for (const QString &name : QDir(dir).entryList({QStringLiteral("*.sqlite")}, QDir::Files)) {
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("seed"));
            db.setDatabaseName(dir + QLatin1Char('/') + name);
            QSqlQuery q(db);
            if (!db.open() || !q.exec(QStringLiteral("PRAGMA journal_mode=DELETE")) ||
                !q.exec(QStringLiteral("PRAGMA page_size=512")) ||
                !q.exec(QStringLiteral("VACUUM")) ||
                !q.exec(QStringLiteral("PRAGMA journal_mode=WAL"))) {
                std::fprintf(stderr, "%s: %s\n", qPrintable(name),
                             qPrintable(q.lastError().text()));
                return false;
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("seed"));
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initQt();
    fuzz::registry();
    if (const QByteArray dir = qgetenv("KIBITZER_FUZZ_MAKE_SEEDS"); !dir.isEmpty())
        std::exit(makeSeeds(QString::fromLocal8Bit(dir)) ? 0 : 1);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);
    for (const Database::Mode mode : {Database::Mode::ReadOnly, Database::Mode::ReadWrite}) {
        clearScratch();
        if (!fuzz::writeFile(dbPath(), input))
            fuzz::fail("cannot write the input file", dbPath());
        openAndRead(mode);
    }
    clearScratch();
    return 0;
}
