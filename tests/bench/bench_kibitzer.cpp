#include "../support/CounterEngine.h"
#include "core/Replay.h"
#include "core/Session.h"
#include "registerGames.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;

// Benchmarks (QBENCHMARK). Numbers and the machine they were taken on: docs/performance.md.
class BenchKibitzer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    GameRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        registerGames(m_registry);
        m_registry.add(std::make_shared<test::CounterEngine>());
    }

    // One step as the UI records it: malformed? + check + apply + commit (synchronous=FULL, WAL).
    void recordStep()
    {
        DbError err;
        auto db = Database::open(m_dir.filePath(QStringLiteral("record.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        Journal journal(*db);
        auto s = Session::start(journal, m_registry.find(QStringLiteral("test-counter")),
                                GameConfig{}, {}, &err);
        QVERIFY(s);
        QBENCHMARK {
            QCOMPARE(s->record(test::add(1)).outcome, Session::Outcome::Recorded);
        }
    }

    // Loading a stored 10,000-step game: read the journal and replay it through the engine.
    void resume10000Steps()
    {
        DbError err;
        auto db = Database::open(m_dir.filePath(QStringLiteral("resume.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        Journal journal(*db);
        QList<StepRecord> steps;
        for (int i = 1; i <= 10000; ++i)
            steps.append({i, test::add(1), {}, false, journal.now()});
        const qint64 id = journal.importGame(QStringLiteral("test-counter"), GameConfig{}, {},
                                             steps, std::nullopt, &err);
        QVERIFY(id > 0);
        QBENCHMARK {
            auto s = Session::resume(journal, m_registry, id, &err);
            QCOMPARE(s->count(), 10000);
        }
    }

    // A 10,000-step journal file replayed with check + apply per step (kibitzer-cli replay).
    void replay10000Steps()
    {
        JournalFile file;
        file.game = QStringLiteral("test-counter");
        for (int i = 0; i < 10000; ++i)
            file.steps.append(test::add(1));
        const EnginePtr engine = m_registry.find(file.game);
        QBENCHMARK {
            const ReplayReport r = replayJournal(*engine, file);
            QCOMPARE(r.steps.size(), 10000);
        }
    }
};

QTEST_GUILESS_MAIN(BenchKibitzer)
#include "bench_kibitzer.moc"
