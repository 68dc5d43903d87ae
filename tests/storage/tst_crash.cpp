// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "../support/CounterEngine.h"
#include "../support/KillCheck.h"
#include "core/JournalFile.h"
#include "core/Session.h"
#include "registerGames.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;
using test::Acknowledged;

// Crash safety: a child process records steps and is killed with SIGKILL at random moments.
// Every step the child acknowledged must be in the database afterwards, the database must pass
// PRAGMA integrity_check, and the game must resume with exactly the acknowledged history
// (tests/support/KillCheck.h).
//
// The kill soak (`./dev soak`, CTest label soak: KIBITZER_SOAK=1) does the same 100 times to the
// real app, recording through its window (--record-script), and 100 times to the real
// kibitzer-cli importing journals.
class TestCrash : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString dbPath() const { return m_dir.filePath(QStringLiteral("crash.sqlite")); }

    static QString writer() { return QStringLiteral(CRASH_WRITER_PATH); }

    // 100 kills of each program (KIBITZER_SOAK_KILLS=N for a quicker look).
    static int soakKills()
    {
        const int n = qEnvironmentVariableIntValue("KIBITZER_SOAK_KILLS");
        return n > 0 ? n : 100;
    }

    // The child's environment: offscreen, and its settings in the test's folder.
    QProcessEnvironment childEnvironment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
        return env;
    }

    // Kills `child` and collects everything it printed; false if it had ended by itself.
    static bool kill(QProcess &child, QByteArray *output)
    {
        const bool running = child.state() == QProcess::Running;
        if (running)
            child.kill(); // SIGKILL
        child.waitForFinished(30000);
        *output += child.readAllStandardOutput();
        return running && child.exitStatus() == QProcess::CrashExit;
    }

private Q_SLOTS:
    void killAtRandomMoments()
    {
        QRandomGenerator rng(20261122); // fixed seed: the same moments on every run
        GameRegistry registry;
        registry.add(std::make_shared<test::CounterEngine>());
        Acknowledged acked;
        int lost = 0;
        const int rounds = 12;
        for (int round = 0; round < rounds; ++round) {
            QProcess child;
            child.start(writer(), {dbPath(), QString::number(acked.lastGame)});
            QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
            // Let it write for a random while (some rounds die before the first commit).
            QTest::qWait(round == 0 ? 300 : int(rng.bounded(5, 250)));
            QByteArray output;
            QVERIFY(kill(child, &output));
            acked.read(output);
            if (acked.lastGame == 0)
                continue; // killed before it could even create the game
            const QString problem =
                test::verifyAfterKill(dbPath(), registry, acked, 1, &lost, acked.lastGame);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QCOMPARE(lost, 0);
            // The next writer resumes the game as it is now, the step in flight included.
            test::adoptStored(dbPath(), &acked);
        }
        QVERIFY2(acked.stepCount() > 20,
                 "the writer should have acknowledged steps before being killed");
        qInfo("acknowledged steps checked: %d over %d kills", acked.stepCount(), rounds);
    }

    // The check after a kill can fail: a step or an import claimed but not stored is lost.
    void lostStepsAreCounted()
    {
        const QString path = m_dir.filePath(QStringLiteral("claims.sqlite"));
        QProcess child;
        child.start(writer(), {path, QStringLiteral("0"), QStringLiteral("3")});
        QVERIFY(child.waitForFinished(30000));
        Acknowledged acked;
        acked.read(child.readAllStandardOutput());
        QCOMPARE(acked.stepCount(), 3);
        GameRegistry registry;
        registry.add(std::make_shared<test::CounterEngine>());
        int lost = 0;
        QCOMPARE(test::verifyAfterKill(path, registry, acked, 0, &lost), QString());
        QCOMPARE(lost, 0);
        acked.read("ack " + QByteArray::number(acked.lastGame) +
                   " 9\nimported game 7 (x, 5 steps)\n");
        QCOMPARE(test::verifyAfterKill(path, registry, acked, 0, &lost), QString());
        QCOMPARE(lost, 6);
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

    // The real app records a golden game through its window, over and over; it is killed at a
    // random moment while recording (one round in ten: at a random moment from its start, so
    // opening and creating the database are hit too), then the database is checked.
    void soakApp()
    {
        if (!qEnvironmentVariableIsSet("KIBITZER_SOAK"))
            QSKIP("the kill soak runs with ./dev soak (KIBITZER_SOAK=1)");
        const QString db = m_dir.filePath(QStringLiteral("soak-app.sqlite"));
        const QString script =
            QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/three-hits.jsonl");
        GameRegistry registry;
        registerGames(registry);
        QRandomGenerator rng(20261126);
        Acknowledged acked;
        int lost = 0, kills = 0;
        QElapsedTimer clock;
        clock.start();
        const int wanted = soakKills();
        for (int round = 0; kills < wanted; ++round) {
            QVERIFY2(round < 3 * wanted, "the app keeps ending by itself");
            QProcess child;
            child.setProcessEnvironment(childEnvironment());
            child.start(QStringLiteral(KIBITZER_APP_PATH),
                        {QStringLiteral("--db"), db, QStringLiteral("--lang"), QStringLiteral("en"),
                         QStringLiteral("--record-script"), script});
            QVERIFY2(child.waitForStarted(30000), qPrintable(child.errorString()));
            QByteArray output;
            if (round % 10 == 9) {
                QTest::qWait(int(rng.bounded(0, 1500)));
            } else {
                while (!output.contains("game ")) {
                    QVERIFY2(child.waitForReadyRead(60000),
                             qPrintable(QString::fromUtf8(child.readAllStandardError())));
                    output += child.readAllStandardOutput();
                }
                QTest::qWait(int(rng.bounded(0, 400)));
            }
            const qint64 firstGame = acked.steps.isEmpty() ? 0 : acked.steps.lastKey() + 1;
            if (!kill(child, &output)) {
                QVERIFY2(!output.contains("fail"), output.constData());
                continue;
            }
            ++kills;
            acked.read(output);
            const QString problem = test::verifyAfterKill(db, registry, acked, 1, &lost, firstGame);
            QVERIFY2(problem.isEmpty(),
                     qPrintable(QStringLiteral("kill %1: %2").arg(kills).arg(problem)));
            QCOMPARE(lost, 0);
            test::adoptStored(db, &acked, firstGame);
        }
        qInfo("app: %d kills, %lld games, %d acknowledged steps, %d lost, %lld s", kills,
              qint64(acked.steps.size()), acked.stepCount(), lost, clock.elapsed() / 1000);
    }

    // The real kibitzer-cli imports a 300-step golden journal (under a new title each time, so
    // that each is a new game) and is killed at a random moment of its run.
    void soakCli()
    {
        if (!qEnvironmentVariableIsSet("KIBITZER_SOAK"))
            QSKIP("the kill soak runs with ./dev soak (KIBITZER_SOAK=1)");
        const QString db = m_dir.filePath(QStringLiteral("soak-cli.sqlite"));
        QFile golden(QStringLiteral(KIBITZER_TEST_DATA "/lords-of-war/team-six.jsonl"));
        QVERIFY(golden.open(QIODevice::ReadOnly));
        JournalFile journal;
        int line = 0;
        QString why;
        QVERIFY2(JournalFile::parse(golden.readAll(), &journal, &line, &why), qPrintable(why));
        GameRegistry registry;
        registerGames(registry);
        QRandomGenerator rng(20261127);
        Acknowledged acked;
        acked.importSteps = int(journal.steps.size());
        int lost = 0, kills = 0, completed = 0;
        qint64 runMs = 0;
        QElapsedTimer clock;
        clock.start();
        const int wanted = soakKills();
        for (int round = 0; kills < wanted; ++round) {
            QVERIFY2(round < 4 * wanted, "kibitzer-cli keeps ending before the kill");
            journal.title = QStringLiteral("soak %1").arg(round);
            const QString file = m_dir.filePath(QStringLiteral("soak-%1.jsonl").arg(round));
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(journal.serialize());
            out.close();
            QProcess child;
            child.setProcessEnvironment(childEnvironment());
            QElapsedTimer run;
            run.start();
            child.start(QStringLiteral(KIBITZER_CLI_PATH),
                        {QStringLiteral("--db"), db, QStringLiteral("import"), file});
            QVERIFY2(child.waitForStarted(30000), qPrintable(child.errorString()));
            QByteArray output;
            if (round == 0) {
                // The first run is not killed: how long a whole import takes.
                QVERIFY(child.waitForFinished(60000));
                runMs = std::max<qint64>(run.elapsed(), 1);
                output = child.readAllStandardOutput();
                QVERIFY2(output.startsWith("imported game"), output.constData());
            } else {
                // A random moment over a whole run: start-up, the check, opening, the commit.
                QTest::qWait(int(rng.bounded(0, int(runMs * 5 / 4) + 1)));
            }
            if (round > 0 && kill(child, &output))
                ++kills;
            else
                ++completed;
            acked.read(output);
            const QString problem = test::verifyAfterKill(db, registry, acked, 1, &lost);
            QVERIFY2(problem.isEmpty(),
                     qPrintable(QStringLiteral("round %1: %2").arg(round).arg(problem)));
            QCOMPARE(lost, 0);
            test::adoptStored(db, &acked);
        }
        qInfo("cli: %d kills, %d imports completed before their kill, %lld games, %d steps, "
              "%d lost, an import takes ~%lld ms, %lld s",
              kills, completed, qint64(acked.imported.size()), acked.stepCount(), lost, runMs,
              clock.elapsed() / 1000);
    }
};

QTEST_GUILESS_MAIN(TestCrash)
#include "tst_crash.moc"
