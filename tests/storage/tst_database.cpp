#include "storage/Database.h"

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
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
        QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        d.setDatabaseName(path);
        QVERIFY(d.open());
        QSqlQuery q(d);
        for (const QString &s : statements)
            QVERIFY2(q.exec(s), qPrintable(s));
        d.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
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
                QVERIFY(q.exec(QStringLiteral("INSERT INTO cards VALUES ('g', 'c%1', '%2', 'now')")
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
        QCOMPARE(fileHash(path), before); // never modified
        // Read-only inspection refuses it the same way.
        db = Database::open(path, Database::Mode::ReadOnly, &err);
        QVERIFY(!db);
        QCOMPARE(int(err.code), expected);
        QCOMPARE(fileHash(path), before);
    }

    void failedMigrationRollsBack()
    {
        // A file that claims to be Kibitzer's at version 0 but already has a conflicting table:
        // the migration fails inside its transaction and the file keeps its content.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("half.sqlite"));
        makeSqlite(path, {QStringLiteral("PRAGMA application_id = %1").arg(Database::kApplicationId),
                          QStringLiteral("CREATE TABLE results (x)")});
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(!db);
        QCOMPARE(err.code, DbError::Code::Sql);
        QVERIFY(err.detail.contains(QStringLiteral("results")));
        // Nothing of version 1 was left behind.
        QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("chk"));
        {
            d.setDatabaseName(path);
            QVERIFY(d.open());
            QSqlQuery q(d);
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'games'")));
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
        QVERIFY(err.message.english().contains(QString::number(QCoreApplication::applicationPid())));
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
