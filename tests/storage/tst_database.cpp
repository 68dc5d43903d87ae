// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "storage/CardStore.h"
#include "storage/Database.h"
#include "storage/Journal.h"
#include "storage/Schema.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;

namespace {

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// Creates an SQLite file with raw SQL (not through Database), then closes it.
void makeSqlite(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase d =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        d.setDatabaseName(path);
        QVERIFY(d.open());
        QSqlQuery q(d);
        for (const QString &s : statements)
            QVERIFY2(q.exec(s), qPrintable(s));
        d.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

// Every entry of the folder, hidden ones included (-wal, -shm, -journal, .lock).
QStringList folderEntries(const QTemporaryDir &dir)
{
    return QDir(dir.path())
        .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                   QDir::Name);
}

// A Kibitzer database with one game, closed again (so no -wal/-shm beside it).
void makeKibitzerFile(const QString &path)
{
    DbError err;
    auto db = Database::open(path, Database::Mode::ReadWrite, &err);
    QVERIFY2(db, qPrintable(err.text(Lang::En)));
    QSqlQuery q(db->db());
    QVERIFY(q.exec(QStringLiteral("INSERT INTO games (kind, title, config, started_at, "
                                  "updated_at) VALUES ('lethal-checkmate', 'g', '{}', 't', 't')")));
}

QVariant pragma(Database &db, const char *name)
{
    QSqlQuery q(db.db());
    if (!q.exec(QStringLiteral("PRAGMA ") + QLatin1String(name)) || !q.next())
        return {};
    return q.value(0);
}

} // namespace

class TestDatabase : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createsNewDatabaseWithSettings()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/folder/k.sqlite"));
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        QCOMPARE(db->schemaVersion(), Database::kSchemaVersion);
        QCOMPARE(pragma(*db, "journal_mode").toString(), QStringLiteral("wal"));
        QCOMPARE(pragma(*db, "synchronous").toInt(), 2); // FULL
        QCOMPARE(pragma(*db, "foreign_keys").toInt(), 1);
        QCOMPARE(pragma(*db, "application_id").toLongLong(), qint64(Database::kApplicationId));
        QCOMPARE(pragma(*db, "user_version").toInt(), Database::kSchemaVersion);
        QVERIFY(db->integrityCheck());
        db.reset();
        // Reopening an existing database keeps it and its version.
        db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        QCOMPARE(db->schemaVersion(), Database::kSchemaVersion);
    }

    void oddCharactersInPath()
    {
        // The inspection opens SQLite through a URI: characters a URI gives a meaning to must
        // still name the file.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a ?b#c%25d&e=f \u00e9.sqlite"));
        makeKibitzerFile(path);
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        db.reset();
        QCOMPARE(folderEntries(dir), QStringList{QFileInfo(path).fileName()});
        db = Database::open(path, Database::Mode::ReadOnly, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        Journal journal(*db);
        QCOMPARE(journal.listGames(&err).size(), 1);
    }

    void emptyFileIsInitialised()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("empty.sqlite"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        QCOMPARE(db->schemaVersion(), Database::kSchemaVersion);
    }

    void refusesBadFiles_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("expected");
        QTest::newRow("text file") << 0 << int(DbError::Code::NotSqlite);
        QTest::newRow("binary junk") << 1 << int(DbError::Code::NotSqlite);
        QTest::newRow("foreign sqlite") << 2 << int(DbError::Code::NotKibitzer);
        QTest::newRow("foreign sqlite with other app id") << 3 << int(DbError::Code::NotKibitzer);
        QTest::newRow("newer schema") << 4 << int(DbError::Code::TooNew);
        QTest::newRow("corrupt pages") << 5 << int(DbError::Code::Corrupt);
        QTest::newRow("truncated") << 6 << int(DbError::Code::Corrupt);
    }

    void refusesBadFiles()
    {
        QFETCH(int, kind);
        QFETCH(int, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.sqlite"));
        auto writeRaw = [&](const QByteArray &bytes) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        };
        auto makeKibitzer = [&] {
            DbError e;
            auto db = Database::open(path, Database::Mode::ReadWrite, &e);
            QVERIFY(db);
            QSqlQuery q(db->db());
            for (int i = 0; i < 200; ++i)
                QVERIFY(q.exec(QStringLiteral("INSERT INTO cards (game_kind, card_id, data, "
                                              "updated_at) VALUES ('g', 'c%1', '%2', 'now')")
                                   .arg(i)
                                   .arg(QString(400, QLatin1Char('x')))));
            QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
        };
        switch (kind) {
        case 0:
            writeRaw("players: Alice, Bob\nscore: 3-1\n");
            break;
        case 1:
            writeRaw(QByteArray(4096, '\x7f'));
            break;
        case 2:
            makeSqlite(path, {QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, t TEXT)"),
                              QStringLiteral("INSERT INTO notes (t) VALUES ('keep me')")});
            break;
        case 3:
            makeSqlite(path, {QStringLiteral("PRAGMA application_id = 1234")});
            break;
        case 4:
            makeKibitzer();
            makeSqlite(path, {QStringLiteral("PRAGMA user_version = 99")});
            break;
        case 5: {
            makeKibitzer();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            const qint64 size = f.size();
            QVERIFY(size > 8 * 4096);
            // Scribble over the b-tree pages after the schema page.
            for (qint64 off = 4096; off < size; off += 4096) {
                f.seek(off);
                f.write(QByteArray(64, '\xff'));
            }
            break;
        }
        case 6: {
            makeKibitzer();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.resize(f.size() / 3));
            break;
        }
        }
        if (QTest::currentTestFailed())
            return;
        // No -wal/-shm left behind by the setup: the file alone is what we hand over.
        QFile::remove(path + QStringLiteral("-wal"));
        QFile::remove(path + QStringLiteral("-shm"));
        const QByteArray before = fileHash(path);
        QVERIFY(!before.isEmpty());

        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(!db);
        QCOMPARE(int(err.code), expected);
        QVERIFY(!err.message.text(Lang::En).isEmpty());
        QVERIFY2(err.message.text(Lang::En).contains(path), qPrintable(err.message.english()));
        QCOMPARE(fileHash(path), before);                                        // never modified
        QCOMPARE(folderEntries(dir), QStringList{QStringLiteral("bad.sqlite")}); // nothing beside
        // Read-only inspection refuses it the same way.
        db = Database::open(path, Database::Mode::ReadOnly, &err);
        QVERIFY(!db);
        QCOMPARE(int(err.code), expected);
        QCOMPARE(fileHash(path), before);
        QCOMPARE(folderEntries(dir), QStringList{QStringLiteral("bad.sqlite")});
    }

    void readOnlyFileIsRefusedForWriting()
    {
        // chmod 0444: the owner made it read-only. Refused at open, before anything is written,
        // even for root (who could write it anyway); a reader may still look.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ro.sqlite"));
        makeKibitzerFile(path);
        QVERIFY(
            QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        const QByteArray before = fileHash(path);
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(!db);
        QCOMPARE(err.code, DbError::Code::ReadOnlyFile);
        QVERIFY2(err.message.english().contains(QStringLiteral("is read-only")),
                 qPrintable(err.message.english()));
        QVERIFY(err.message.english().contains(path));
        QCOMPARE(fileHash(path), before);
        QCOMPARE(folderEntries(dir), QStringList{QStringLiteral("ro.sqlite")});
        db = Database::open(path, Database::Mode::ReadOnly, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        QCOMPARE(db->schemaVersion(), Database::kSchemaVersion);
    }

    void healthyFileInReadOnlyFolder()
    {
        // A healthy database in a folder that cannot be written (chmod 0555; honoured even for
        // root): SQLite could not keep its -wal/-shm there. The writer is told so, not that the
        // file is damaged; a reader lists it without creating anything.
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("ro")));
        const QString folder = dir.filePath(QStringLiteral("ro"));
        const QString path = folder + QStringLiteral("/k.sqlite");
        makeKibitzerFile(path);
        const QByteArray before = fileHash(path);
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner |
                                                  QFile::ReadGroup | QFile::ExeGroup |
                                                  QFile::ReadOther | QFile::ExeOther));
        auto restore = qScopeGuard([&] {
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        });
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(!db);
        QCOMPARE(err.code, DbError::Code::FolderReadOnly);
        const QString text = err.message.english();
        QVERIFY2(text.contains(QStringLiteral("folder")) &&
                     !text.contains(QStringLiteral("damaged")),
                 qPrintable(text));
        QCOMPARE(fileHash(path), before);
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System),
                 QStringList{QStringLiteral("k.sqlite")});

        db = Database::open(path, Database::Mode::ReadOnly, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        Journal journal(*db);
        DbError listError;
        QCOMPARE(journal.listGames(&listError).size(), 1);
        QVERIFY2(!listError, qPrintable(listError.text(Lang::En)));
        db.reset();
        QCOMPARE(fileHash(path), before);
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System),
                 QStringList{QStringLiteral("k.sqlite")});

        // A new database cannot be created there either, and says why.
        QVERIFY(!Database::open(folder + QStringLiteral("/new.sqlite"), Database::Mode::ReadWrite,
                                &err));
        QCOMPARE(err.code, DbError::Code::FolderReadOnly);
    }

    void emptyFilesForAReader_data()
    {
        QTest::addColumn<bool>("sqlite");
        QTest::newRow("0-byte file") << false;
        QTest::newRow("empty SQLite database") << true;
    }

    void emptyFilesForAReader()
    {
        // A reader (the CLI's list and export) is told the file is empty, not that a table is
        // missing; the file stays as it was, with nothing beside it.
        QFETCH(bool, sqlite);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("empty.sqlite"));
        if (sqlite) {
            makeSqlite(path, {QStringLiteral("PRAGMA user_version = 0")});
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const QByteArray before = fileHash(path);
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadOnly, &err);
        QVERIFY(!db);
        QCOMPARE(err.code, DbError::Code::Empty);
        QVERIFY2(err.message.english().contains(QStringLiteral("empty")),
                 qPrintable(err.message.english()));
        QVERIFY(err.message.english().contains(path));
        QCOMPARE(fileHash(path), before);
        QCOMPARE(folderEntries(dir), QStringList{QStringLiteral("empty.sqlite")});
    }

    void failedMigrationRollsBack()
    {
        // A file that claims to be Kibitzer's at version 0 but already has a conflicting table:
        // the migration fails inside its transaction and the file keeps its content.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("half.sqlite"));
        makeSqlite(path,
                   {QStringLiteral("PRAGMA application_id = %1").arg(Database::kApplicationId),
                    QStringLiteral("CREATE TABLE results (x)")});
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(!db);
        QCOMPARE(err.code, DbError::Code::Sql);
        QVERIFY(err.detail.contains(QStringLiteral("results")));
        // Nothing of version 1 was left behind.
        QSqlDatabase d =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("chk"));
        {
            d.setDatabaseName(path);
            QVERIFY(d.open());
            QSqlQuery q(d);
            QVERIFY(
                q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'games'")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), 0);
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), 0);
            d.close();
        }
        d = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("chk"));
    }

    void migratesVersion1File()
    {
        // A file exactly as a version-1 Kibitzer left it: its schema, a game and two libraries.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
        {
            QSqlDatabase d =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
            d.setDatabaseName(path);
            QVERIFY(d.open());
            QString err;
            QVERIFY(d.transaction());
            QVERIFY2(schema::migrate(d, 0, &err, 1), qPrintable(err));
            QVERIFY(d.commit());
            QSqlQuery q(d);
            const QStringList statements = {
                QStringLiteral("PRAGMA application_id = %1").arg(Database::kApplicationId),
                QStringLiteral("PRAGMA user_version = 1"),
                QStringLiteral("INSERT INTO games (kind, title, config, started_at, updated_at) "
                               "VALUES ('lethal-checkmate', 'Old game', '{}', 't0', 't0')"),
                // Inserted out of id order: the migration keeps insertion order per kind.
                QStringLiteral("INSERT INTO cards VALUES ('lethal-checkmate', 'zeta', "
                               "'{\"id\":\"zeta\"}', 't1')"),
                QStringLiteral(
                    "INSERT INTO cards VALUES ('rook-raiders', 'r1', '{\"id\":\"r1\"}', 't1')"),
                QStringLiteral("INSERT INTO cards VALUES ('lethal-checkmate', 'alpha', "
                               "'{\"id\":\"alpha\"}', 't2')"),
                QStringLiteral("INSERT INTO cards VALUES ('lethal-checkmate', 'mid', "
                               "'{\"id\":\"mid\"}', 't3')"),
            };
            for (const QString &s : statements)
                QVERIFY2(q.exec(s), qPrintable(s));
            q.finish();
            d.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v1"));
        if (QTest::currentTestFailed())
            return;

        DbError err;
        {
            // Read-only: not migrated, and the cards still list in their version-1 order.
            auto reader = Database::open(path, Database::Mode::ReadOnly, &err);
            QVERIFY2(reader, qPrintable(err.text(Lang::En)));
            QCOMPARE(reader->schemaVersion(), 1);
            CardStore store(*reader);
            const QList<StoredCard> cards = store.list(QStringLiteral("lethal-checkmate"), &err);
            QVERIFY2(!err, qPrintable(err.text(Lang::En)));
            QCOMPARE(cards.size(), 3);
            QCOMPARE(cards.at(0).id, QStringLiteral("zeta"));
        }

        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        QCOMPARE(db->schemaVersion(), Database::kSchemaVersion);
        QCOMPARE(pragma(*db, "user_version").toInt(), Database::kSchemaVersion);
        QVERIFY(db->integrityCheck());
        QSqlQuery q(db->db());
        QVERIFY(q.exec(QStringLiteral("SELECT game_kind, card_id, data, updated_at, ord FROM cards "
                                      "ORDER BY game_kind, ord")));
        QStringList rows;
        while (q.next())
            rows.append(QStringList{q.value(0).toString(), q.value(1).toString(),
                                    q.value(2).toString(), q.value(3).toString(),
                                    q.value(4).toString()}
                            .join(QLatin1Char('|')));
        QCOMPARE(rows, (QStringList{
                           QStringLiteral("lethal-checkmate|zeta|{\"id\":\"zeta\"}|t1|0"),
                           QStringLiteral("lethal-checkmate|alpha|{\"id\":\"alpha\"}|t2|1"),
                           QStringLiteral("lethal-checkmate|mid|{\"id\":\"mid\"}|t3|2"),
                           QStringLiteral("rook-raiders|r1|{\"id\":\"r1\"}|t1|0"),
                       }));
        Journal journal(*db);
        const QList<GameSummary> games = journal.listGames(&err);
        QCOMPARE(games.size(), 1);
        QCOMPARE(games.at(0).title, QStringLiteral("Old game"));
        // Version 3: an old game has no journal hash, so no imported file is taken for it.
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM games WHERE journal_hash IS NULL")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        QCOMPARE(journal.findImported(QByteArray(64, '0'), &err), 0);
        QVERIFY(!err);
        // The migrated store works as a new one: a new card goes last.
        CardStore store(*db);
        QVERIFY(store.put(QStringLiteral("lethal-checkmate"), {QStringLiteral("new"), {}}, &err));
        const QList<StoredCard> cards = store.list(QStringLiteral("lethal-checkmate"), &err);
        QCOMPARE(cards.size(), 4);
        QCOMPARE(cards.at(1).id, QStringLiteral("alpha"));
        QCOMPARE(cards.at(3).id, QStringLiteral("new"));
    }

    // Schema 4 (issue 22) from a file as a version-3 Kibitzer left it: its games keep their
    // steps and read as not branched; read-only, the old file still lists its games; migrated,
    // bookmarks and the branch link work.
    void migratesVersion3File()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v3.sqlite"));
        {
            QSqlDatabase d =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v3"));
            d.setDatabaseName(path);
            QVERIFY(d.open());
            QString err;
            QVERIFY(d.transaction());
            QVERIFY2(schema::migrate(d, 0, &err, 3), qPrintable(err));
            QVERIFY(d.commit());
            QSqlQuery q(d);
            const QStringList statements = {
                QStringLiteral("PRAGMA application_id = %1").arg(Database::kApplicationId),
                QStringLiteral("PRAGMA user_version = 3"),
                QStringLiteral("INSERT INTO games (kind, title, config, started_at, updated_at) "
                               "VALUES ('test-counter', 'Old game', '{}', 't0', 't0')"),
                QStringLiteral("INSERT INTO steps (game_id, seq, kind, actor, payload, "
                               "recorded_at) VALUES (1, 1, 'add', 0, '{\"n\":2}', 't1')"),
            };
            for (const QString &st : statements)
                QVERIFY2(q.exec(st), qPrintable(st + q.lastError().text()));
            q.finish();
            d.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v3"));
        if (QTest::currentTestFailed())
            return;

        DbError err;
        {
            auto reader = Database::open(path, Database::Mode::ReadOnly, &err);
            QVERIFY2(reader, qPrintable(err.text(Lang::En)));
            QCOMPARE(reader->schemaVersion(), 3);
            Journal journal(*reader);
            const QList<GameSummary> games = journal.listGames(&err);
            QVERIFY2(!err, qPrintable(err.text(Lang::En)));
            QCOMPARE(games.size(), 1);
            QCOMPARE(games.at(0).branchedFromGame, 0);
            QVERIFY(journal.loadGameHeader(1, &err));
            QCOMPARE(journal.loadBookmarks(1, &err)->size(), 0);
        }
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        QCOMPARE(db->schemaVersion(), Database::kSchemaVersion);
        QVERIFY(db->integrityCheck());
        Journal journal(*db);
        const auto old = journal.loadGame(1, &err);
        QVERIFY2(old, qPrintable(err.text(Lang::En)));
        QCOMPARE(old->steps.size(), 1);
        QCOMPARE(old->summary.branchedFromGame, 0);
        QCOMPARE(old->summary.branchedAtStep, 0);
        QVERIFY(journal.setBookmark(1, 1, QStringLiteral("start"), &err));
        QCOMPARE(journal.loadBookmarks(1, &err)->value(1), QStringLiteral("start"));
        const StepSource none = [](StepRecord *, QString *) {
            return false;
        };
        const qint64 id = journal.branchGame(
            QStringLiteral("test-counter"), old->summary.config, QStringLiteral("Old game"), 1, 0,
            none, [] { return std::optional<GameResult>(); }, {}, &err);
        QVERIFY2(id > 1, qPrintable(err.text(Lang::En)));
        const QList<GameSummary> games = journal.listGames(&err);
        QCOMPARE(games.size(), 2);
        for (const GameSummary &g : games)
            QCOMPARE(g.branchedFromGame, g.id == id ? 1 : 0);
    }

    void secondWriterIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.sqlite"));
        DbError err;
        auto first = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(first);
        auto second = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(!second);
        QCOMPARE(err.code, DbError::Code::Locked);
        QVERIFY(
            err.message.english().contains(QString::number(QCoreApplication::applicationPid())));
        // A reader is still welcome.
        auto reader = Database::open(path, Database::Mode::ReadOnly, &err);
        QVERIFY2(reader, qPrintable(err.text(Lang::En)));
        first.reset();
        // Once the writer is gone, the lock is free again.
        second = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(second, qPrintable(err.text(Lang::En)));
    }

    void readOnlyDoesNotCreate()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing.sqlite"));
        DbError err;
        QVERIFY(!Database::open(path, Database::Mode::ReadOnly, &err));
        QCOMPARE(err.code, DbError::Code::Io);
        QVERIFY(!QFile::exists(path));
    }

    void inMemory()
    {
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        QCOMPARE(db->schemaVersion(), Database::kSchemaVersion);
        QVERIFY(db->integrityCheck());
    }
};

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
