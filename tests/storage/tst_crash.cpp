#include "../support/CounterEngine.h"
#include "core/Session.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;

// Crash safety: a child process records steps and is killed with SIGKILL at random moments.
// Every step the child acknowledged must be in the database afterwards, the database must pass
// PRAGMA integrity_check, and the game must resume with exactly the acknowledged history.
class TestCrash : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString dbPath() const { return m_dir.filePath(QStringLiteral("crash.sqlite")); }

    static QString writer() { return QStringLiteral(CRASH_WRITER_PATH); }

private Q_SLOTS:
    void killAtRandomMoments()
    {
        QRandomGenerator rng(20261122); // fixed seed: the same moments on every run
        qint64 gameId = 0;
        QSet<int> acked;
        int lastAcked = 0;
        int lastMarkIndex = 0;
        const int rounds = 12;
        for (int round = 0; round < rounds; ++round) {
            QProcess child;
            child.start(writer(), {dbPath(), QString::number(gameId)});
            QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
            // Let it write for a random while (some rounds die before the first commit).
            const int ms = round == 0 ? 300 : int(rng.bounded(5, 250));
            QTest::qWait(ms);
            child.kill(); // SIGKILL
            QVERIFY(child.waitForFinished(10000));
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
            const QList<QByteArray> lines = child.readAllStandardOutput().split('\n');
            for (const QByteArray &l : lines) {
                if (l.startsWith("game "))
                    gameId = l.mid(5).toLongLong();
                else if (l.startsWith("ack ")) {
                    acked.insert(l.mid(4).toInt());
                    lastAcked = std::max(lastAcked, l.mid(4).toInt());
                } else if (l.startsWith("mark "))
                    lastMarkIndex = l.mid(5).toInt();
            }
            if (gameId == 0)
                continue; // killed before it could even create the game

            // The lock of the dead writer is stale; a new writer gets in.
            DbError err;
            auto db = Database::open(dbPath(), Database::Mode::ReadWrite, &err);
            QVERIFY2(db, qPrintable(err.text(Lang::En)));
            QString report;
            QVERIFY2(db->integrityCheck(&report), qPrintable(report));
            Journal journal(*db);
            auto rec = journal.loadGame(gameId, &err);
            QVERIFY(rec);
            QSet<int> stored;
            for (const StepRecord &s : std::as_const(rec->steps))
                stored.insert(s.seq);
            for (int seq : std::as_const(acked))
                QVERIFY2(stored.contains(seq),
                         qPrintable(QStringLiteral("acknowledged step %1 lost").arg(seq)));
            // At most the one step in flight may be there without an acknowledgement.
            QVERIFY(rec->steps.size() <= lastAcked + 1);
            // The game resumes (marks consistent with steps).
            GameRegistry registry;
            registry.add(std::make_shared<test::CounterEngine>());
            auto session = Session::resume(journal, registry, gameId, &err);
            QVERIFY2(session, qPrintable(err.text(Lang::En)));
            QVERIFY(session->index() >= lastMarkIndex);
            lastAcked = std::max(lastAcked, int(rec->steps.size()));
        }
        QVERIFY2(acked.size() > 20,
                 "the writer should have acknowledged steps before being killed");
        qInfo("acknowledged steps checked: %lld over %d kills", qint64(acked.size()), rounds);
    }

    void secondProcessIsRefused()
    {
        // A live writer holds the lock: another process (and this one) is refused.
        QProcess child;
        const QString path = m_dir.filePath(QStringLiteral("locked.sqlite"));
        child.start(writer(), {path, QStringLiteral("0")});
        QVERIFY(child.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(child.canReadLine() || child.bytesAvailable() > 0, 10000);
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(!db);
        QCOMPARE(err.code, DbError::Code::Locked);
        QVERIFY(err.message.english().contains(QString::number(child.processId())));
        QProcess second;
        second.start(writer(), {path, QStringLiteral("1"), QStringLiteral("1")});
        QVERIFY(second.waitForFinished(10000));
        QCOMPARE(second.exitCode(), 3);
        QVERIFY(second.readAllStandardError().contains("another Kibitzer"));
        child.kill();
        child.waitForFinished();
    }
};

QTEST_GUILESS_MAIN(TestCrash)
#include "tst_crash.moc"
