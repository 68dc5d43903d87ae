// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "storage/Database.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace kbz;

// One writer per database file, whatever path leads to it (issue 14, defect 1): a symlink, a
// relative path with "..", a symlinked folder or a hard link in another folder all reach the same
// file, and a second writer through any of them is refused while the first holds it.
class TestDbLock : public QObject
{
    Q_OBJECT

    static QByteArray hash(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly)
                   ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                   : QByteArray();
    }

private Q_SLOTS:
    void secondWriterRefusedWhateverThePath_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("same path") << QStringLiteral("same");
        QTest::newRow("symlink") << QStringLiteral("symlink");
        QTest::newRow("relative with ..") << QStringLiteral("relative");
        QTest::newRow("symlinked folder") << QStringLiteral("folder");
        QTest::newRow("hard link in another folder") << QStringLiteral("hardlink");
    }

    void secondWriterRefusedWhateverThePath()
    {
        QFETCH(QString, how);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("x")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("other")));
        const QString path = dir.filePath(QStringLiteral("x/k.sqlite"));
        DbError err;
        auto first = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(first, qPrintable(err.text(Lang::En)));

        QString alias;
        const QString previousCwd = QDir::currentPath();
        auto restoreCwd = qScopeGuard([&] { QDir::setCurrent(previousCwd); });
        if (how == QLatin1String("same")) {
            alias = path;
        } else if (how == QLatin1String("symlink")) {
            alias = dir.filePath(QStringLiteral("other/link.sqlite"));
            QVERIFY(QFile::link(path, alias));
        } else if (how == QLatin1String("relative")) {
            QVERIFY(QDir::setCurrent(dir.path()));
            alias = QStringLiteral("./x/../x/k.sqlite");
        } else if (how == QLatin1String("folder")) {
            alias = dir.filePath(QStringLiteral("y/k.sqlite"));
            QVERIFY(
                QFile::link(dir.filePath(QStringLiteral("x")), dir.filePath(QStringLiteral("y"))));
        } else {
            alias = dir.filePath(QStringLiteral("other/hard.sqlite"));
            QVERIFY(::link(QFile::encodeName(path).constData(),
                           QFile::encodeName(alias).constData()) == 0);
        }

        auto second = Database::open(alias, Database::Mode::ReadWrite, &err);
        QVERIFY2(!second, qPrintable(how));
        QCOMPARE(err.code, DbError::Code::Locked);
        // The message names the program that holds the file: its process, host and name.
        const QString text = err.message.english();
        QVERIFY2(text.contains(QString::number(QCoreApplication::applicationPid())),
                 qPrintable(text));
        QVERIFY2(text.contains(QSysInfo::machineHostName()), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("tst_db_lock")), qPrintable(text));

        // A reader through the same alias is still welcome while the writer works.
        QSqlQuery q(first->db());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO cards (game_kind, card_id, data, updated_at) "
                                      "VALUES ('g', 'c', '{}', 'now')")));
        auto reader = Database::open(alias, Database::Mode::ReadOnly, &err);
        if (how == QLatin1String("hardlink")) {
            // SQLite keeps the writer's log beside the writer's name: through the hard link a
            // reader would see a stale file, so it is told why instead.
            QVERIFY(!reader);
            QCOMPARE(err.code, DbError::Code::Locked);
            QVERIFY2(err.message.english().contains(QStringLiteral("hard link")),
                     qPrintable(err.message.english()));
            QVERIFY2(
                err.message.english().contains(QString::number(QCoreApplication::applicationPid())),
                qPrintable(err.message.english()));
        } else {
            QVERIFY2(reader, qPrintable(err.text(Lang::En)));
        }
        reader.reset();

        // Once the first writer is gone the file is free again, through any path.
        first.reset();
        second = Database::open(alias, Database::Mode::ReadWrite, &err);
        QVERIFY2(second, qPrintable(err.text(Lang::En)));
    }

    void refusedWriterChangesNothing()
    {
        // The refused second writer neither writes the file nor replaces the holder's lock file.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.sqlite"));
        const QString hard = dir.filePath(QStringLiteral("h.sqlite"));
        DbError err;
        auto first = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(first);
        QVERIFY(::link(QFile::encodeName(path).constData(), QFile::encodeName(hard).constData()) ==
                0);
        const QByteArray before = hash(path);
        const QByteArray lockBefore = hash(path + QStringLiteral(".lock"));
        QVERIFY(!lockBefore.isEmpty());
        QVERIFY(!Database::open(hard, Database::Mode::ReadWrite, &err));
        QCOMPARE(hash(path), before);
        QCOMPARE(hash(path + QStringLiteral(".lock")), lockBefore);
        QVERIFY(!QFile::exists(hard + QStringLiteral(".lock")));
    }

    void staleLockFileIsTakenOver()
    {
        // A lock file left by a process that died (here: a pid that cannot exist) is stale:
        // the next writer takes the database over.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.sqlite"));
        {
            DbError err;
            QVERIFY(Database::open(path, Database::Mode::ReadWrite, &err));
        }
        QFile lock(path + QStringLiteral(".lock"));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write("2147483646\nkibitzer\n" + QSysInfo::machineHostName().toUtf8() + "\n");
        lock.close();
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
    }

    void emptyLockFileLeftByAKill()
    {
        // QLockFile creates its file, then writes who holds it: a writer killed in between (the
        // kill soak, tst_crash soakCli, found it) leaves an empty lock file nobody holds. It is
        // no lock: the next writer takes the database over, instead of being told forever that
        // another program has it open. An empty lock file that a live process holds still counts.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.sqlite"));
        {
            DbError err;
            QVERIFY(Database::open(path, Database::Mode::ReadWrite, &err));
        }
        const QString lockPath = path + QStringLiteral(".lock");
        QFile lock(lockPath);
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.close();
        {
            FileLock holder; // a live process between creating its lock file and writing it
            QCOMPARE(holder.tryLock(lockPath, false, nullptr), FileLock::Result::Acquired);
            DbError err;
            QVERIFY(!Database::open(path, Database::Mode::ReadWrite, &err));
            QCOMPARE(err.code, DbError::Code::Locked);
        }
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        // The lock file now names this process.
        QVERIFY(!Database::open(path, Database::Mode::ReadWrite, &err));
        QVERIFY(
            err.message.english().contains(QString::number(QCoreApplication::applicationPid())));
    }

    void olderBuildsLockIsHonoured()
    {
        // A Kibitzer without the file lock holds only the lock file beside the database: a live
        // holder there still keeps a new writer out.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.sqlite"));
        {
            DbError err;
            QVERIFY(Database::open(path, Database::Mode::ReadWrite, &err));
        }
        QLockFile old(path + QStringLiteral(".lock"));
        QVERIFY(old.tryLock(0));
        DbError err;
        QVERIFY(!Database::open(path, Database::Mode::ReadWrite, &err));
        QCOMPARE(err.code, DbError::Code::Locked);
        QVERIFY(
            err.message.english().contains(QString::number(QCoreApplication::applicationPid())));
    }
};

QTEST_GUILESS_MAIN(TestDbLock)
#include "tst_db_lock.moc"
