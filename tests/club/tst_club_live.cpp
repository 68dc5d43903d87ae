// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// One game live on several laptops (issue 20, item 4, docs/club.md), against a real PostgreSQL
// server that tests/support/with-postgres.sh starts for this executable: two Sessions on two
// connections follow each other (steps, undo, redo), conflicting steps leave one winner and tell
// the other, writers at the same moment in several threads store one step, and a connection
// killed mid-game is noticed, refuses to record, and catches up once the server takes it back.
#include "../support/CounterEngine.h"
#include "../support/PgTestServer.h"
#include "core/JournalModel.h"
#include "core/LiveGame.h"
#include "core/Session.h"
#include "storage/Journal.h"

#include <QAbstractItemModelTester>
#include <QSemaphore>
#include <QSignalSpy>
#include <QThread>

#include <atomic>

using namespace kbz;
using kbz::test::add;

namespace {

int total(const Session &s)
{
    return s.state()->toJson().value(QStringLiteral("total")).toInt();
}

// One laptop: its own connection, journal and session of the game.
struct Laptop
{
    std::unique_ptr<Database> db;
    std::unique_ptr<Journal> journal;
    std::unique_ptr<Session> session;
};

} // namespace

class TestClubLive : public QObject
{
    Q_OBJECT

    GameRegistry m_registry;
    int m_databases = 0;
    QString m_name;

    QString freshDatabase()
    {
        const QString name = QStringLiteral("kbz_live_%1").arg(++m_databases);
        QString why;
        if (!kbztest::createDatabase(name, &why))
            qWarning("cannot create %s: %s", qPrintable(name), qPrintable(why));
        return name;
    }

    Laptop laptop(const QString &name)
    {
        Laptop l;
        DbError error;
        l.db = Database::open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error);
        if (!l.db)
            qWarning("cannot open %s: %s", qPrintable(name), qPrintable(error.text(Lang::En)));
        else
            l.journal = std::make_unique<Journal>(*l.db);
        return l;
    }

    // Laptop A starts a game, laptop B opens it.
    bool twoLaptops(Laptop *a, Laptop *b)
    {
        m_name = freshDatabase();
        *a = laptop(m_name);
        *b = laptop(m_name);
        if (!a->journal || !b->journal)
            return false;
        DbError error;
        auto engine = m_registry.find(QStringLiteral("test-counter"));
        a->session = Session::start(*a->journal, engine, engine->defaultConfig(),
                                    QStringLiteral("live"), &error);
        if (!a->session)
            return false;
        b->session = Session::resume(*b->journal, m_registry, a->session->gameId(), &error);
        return b->session != nullptr;
    }

    int count(const QString &sql)
    {
        kbztest::PgAdmin admin(m_name);
        return admin.value(sql).toInt();
    }

    static void same(const Session &a, const Session &b)
    {
        QCOMPARE(b.count(), a.count());
        QCOMPARE(b.index(), a.index());
        QCOMPARE(b.state()->toJson(), a.state()->toJson());
        QCOMPARE(b.canUndo(), a.canUndo());
        QCOMPARE(b.canRedo(), a.canRedo());
        QCOMPARE(b.position().lastSeq, a.position().lastSeq);
        QCOMPARE(b.position().marks, a.position().marks);
        for (int i = 0; i < a.count(); ++i) {
            const Session::Entry ea = a.entry(i), eb = b.entry(i);
            QCOMPARE(eb.record.seq, ea.record.seq);
            QCOMPARE(eb.record.step.payload, ea.record.step.payload);
            QCOMPARE(eb.record.findings, ea.record.findings);
            QCOMPARE(eb.record.overridden, ea.record.overridden);
            QCOMPARE(eb.description, ea.description);
        }
    }

private Q_SLOTS:
    void initTestCase() { m_registry.add(std::make_shared<test::CounterEngine>()); }

    // A step recorded on A appears on B (GameWatch's notification, B's session reads the new
    // steps, B's journal model grows); an undo on B is seen on A; A's step after B's undo drops
    // the redo tail on both. Both have the same journal, findings and state throughout.
    void twoLaptopsFollowOneGame()
    {
        KBZ_REQUIRE_POSTGRES();
        Laptop a, b;
        QVERIFY(twoLaptops(&a, &b));
        LiveGame liveA(*a.session), liveB(*b.session);
        QVERIFY(liveA.isLive() && liveB.isLive());
        JournalModel modelB;
        QAbstractItemModelTester tester(&modelB);
        modelB.setSession(b.session.get());
        QSignalSpy seenOnA(&liveA, &LiveGame::changedElsewhere);
        QSignalSpy seenOnB(&liveB, &LiveGame::changedElsewhere);
        QSignalSpy stateOnB(b.session.get(), &Session::stateChanged);

        QCOMPARE(a.session->record(add(1)).outcome, Session::Outcome::Recorded);
        QVERIFY(seenOnB.wait(10000));
        same(*a.session, *b.session);
        QCOMPARE(stateOnB.count(), 1);
        QCOMPARE(modelB.rowCount(), 1);
        const Session::CatchUp first = seenOnB.takeFirst().at(0).value<Session::CatchUp>();
        QCOMPARE(first.steps, 1);
        QVERIFY(first.last);
        QCOMPARE(first.last->kind, Session::Change::Kind::Step);
        QCOMPARE(first.last->description.english(), QStringLiteral("Add 1"));

        // A step with a warning, recorded anyway: B has its findings and the override too.
        QCOMPARE(a.session->record(add(12), Session::Confirm::Yes).outcome,
                 Session::Outcome::Recorded);
        QVERIFY(seenOnB.wait(10000));
        same(*a.session, *b.session);
        QVERIFY(b.session->entry(1).record.overridden);
        QCOMPARE(b.session->entry(1).record.findings.size(), 1);

        // One undo stack: an undo on B is an undo on A.
        DbError error;
        QVERIFY2(b.session->undo(&error), qPrintable(error.text(Lang::En)));
        QVERIFY(seenOnA.wait(10000));
        QCOMPARE(seenOnA.takeFirst().at(0).value<Session::CatchUp>().last->kind,
                 Session::Change::Kind::Undo);
        same(*a.session, *b.session);
        QCOMPARE(total(*a.session), 1);
        QVERIFY(a.session->canRedo());
        seenOnB.clear();
        QVERIFY(a.session->redo(&error));
        QVERIFY(seenOnB.wait(10000));
        same(*a.session, *b.session);
        QCOMPARE(total(*b.session), 13);

        // B undoes, A records: the redo tail is dropped on both.
        QVERIFY(b.session->undo(&error));
        QVERIFY(seenOnA.wait(10000));
        seenOnA.clear();
        seenOnB.clear();
        QCOMPARE(a.session->record(add(2)).outcome, Session::Outcome::Recorded);
        QVERIFY(seenOnB.wait(10000));
        same(*a.session, *b.session);
        QCOMPARE(b.session->count(), 2);
        QVERIFY(!b.session->canRedo());
        QCOMPARE(modelB.rowCount(), 2);
        QCOMPARE(total(*b.session), 3);
        // Nothing of a laptop's own writes comes back to it as another laptop's.
        QCOMPARE(seenOnA.count(), 0);
    }

    // Two laptops record at the same moment: the first commit wins, the other is told what was
    // recorded first and shows it; nothing is lost or doubled. The same for undo and redo.
    void conflictingStepsOneWins()
    {
        KBZ_REQUIRE_POSTGRES();
        Laptop a, b;
        QVERIFY(twoLaptops(&a, &b));
        // Neither follows (no event loop runs): each still records onto the game it read.
        QCOMPARE(a.session->record(add(1)).outcome, Session::Outcome::Recorded);
        QSignalSpy entriesOnB(b.session.get(), &Session::entriesChanged);
        const Session::RecordResult lost = b.session->record(add(3));
        QCOMPARE(lost.outcome, Session::Outcome::Conflict);
        QCOMPARE(lost.error.code, DbError::Code::Conflict);
        QVERIFY(lost.theirs);
        QCOMPARE(lost.theirs->kind, Session::Change::Kind::Step);
        QCOMPARE(lost.theirs->description.english(), QStringLiteral("Add 1"));
        QCOMPARE(entriesOnB.count(), 1); // B shows the new state
        same(*a.session, *b.session);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM steps")), 1);

        // B, now up to date, records; A's undo of its own step loses to it.
        QCOMPARE(b.session->record(add(3)).outcome, Session::Outcome::Recorded);
        DbError error;
        std::optional<Session::Change> theirs;
        QVERIFY(!a.session->undo(&error, &theirs));
        QCOMPARE(error.code, DbError::Code::Conflict);
        QVERIFY(theirs);
        QCOMPARE(theirs->description.english(), QStringLiteral("Add 3"));
        same(*a.session, *b.session);
        QCOMPARE(total(*a.session), 4);

        // A undoes (now it may); B's undo, made on the old stack, loses and B shows A's undo.
        QVERIFY(a.session->undo(&error));
        theirs.reset();
        QVERIFY(!b.session->undo(&error, &theirs));
        QVERIFY(theirs);
        QCOMPARE(theirs->kind, Session::Change::Kind::Undo);
        same(*a.session, *b.session);
        QCOMPARE(total(*b.session), 1);
        // And a redo made on a stale stack loses too.
        QVERIFY(b.session->redo(&error));
        QVERIFY(!a.session->redo(&error, &theirs));
        QCOMPARE(theirs->kind, Session::Change::Kind::Redo);
        same(*a.session, *b.session);

        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM steps")), 2);
        QCOMPARE(count(QStringLiteral("SELECT count(DISTINCT seq) FROM steps")), 2);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM undo_marks")), 2);
    }

    // Writers in several threads, each on its own connection, append to one game at the same
    // moment, all having read the same journal: exactly one step is stored each round, the others
    // are told of the conflict.
    void writersAtTheSameMomentStoreOneStep()
    {
        KBZ_REQUIRE_POSTGRES();
        m_name = freshDatabase();
        Laptop first = laptop(m_name);
        QVERIFY(first.journal);
        DbError error;
        const qint64 id = first.journal->createGame(QStringLiteral("test-counter"), GameConfig(),
                                                    QStringLiteral("race"), &error);
        QVERIFY(id > 0);
        constexpr int kWriters = 6;
        for (int round = 0; round < 3; ++round) {
            std::atomic<int> stored{0}, conflicts{0}, other{0};
            QSemaphore ready, go;
            QList<QThread *> threads;
            for (int w = 0; w < kWriters; ++w) {
                threads.append(QThread::create([&, w] {
                    Laptop l = laptop(m_name);
                    ready.release();
                    go.acquire();
                    if (!l.journal) {
                        ++other;
                        return;
                    }
                    StepRecord r;
                    r.seq = round + 1;
                    r.step = add(w);
                    const JournalPosition read{round, 0};
                    DbError e;
                    if (l.journal->appendStep(id, r, std::nullopt, &e, &read))
                        ++stored;
                    else if (e.code == DbError::Code::Conflict)
                        ++conflicts;
                    else
                        ++other;
                }));
                threads.last()->start();
            }
            ready.acquire(kWriters);
            go.release(kWriters);
            for (QThread *t : threads) {
                QVERIFY(t->wait(60000));
                delete t;
            }
            QCOMPARE(stored.load(), 1);
            QCOMPARE(conflicts.load(), kWriters - 1);
            QCOMPARE(other.load(), 0);
        }
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM steps")), 3);
    }

    // B's connection killed while the server refuses new connections (a server that is
    // restarting): B says so, records nothing (the step is reported as not recorded), and once
    // the server lets it in again it listens again and catches up with what A recorded meanwhile.
    void connectionLostAndRecovered()
    {
        KBZ_REQUIRE_POSTGRES();
        Laptop a, b;
        QVERIFY(twoLaptops(&a, &b));
        LiveGame liveB(*b.session);
        liveB.setHeartbeatInterval(3600 * 1000); // the test beats itself
        QSignalSpy lost(&liveB, &LiveGame::connectionLost);
        QSignalSpy restored(&liveB, &LiveGame::connectionRestored);
        QSignalSpy seenOnB(&liveB, &LiveGame::changedElsewhere);
        QCOMPARE(b.session->record(add(1)).outcome, Session::Outcome::Recorded);
        QVERIFY(a.session->catchUp().ok);

        QSqlQuery pid(b.db->db());
        QVERIFY(pid.exec(QStringLiteral("SELECT pg_backend_pid()")) && pid.next());
        const qint64 backend = pid.value(0).toLongLong();
        pid.finish();
        kbztest::PgAdmin admin;
        QVERIFY2(
            admin.exec(QStringLiteral("ALTER DATABASE %1 ALLOW_CONNECTIONS false").arg(m_name)),
            qPrintable(admin.error()));
        QVERIFY(admin.value(QStringLiteral("SELECT pg_terminate_backend(%1, 10000)").arg(backend))
                    .toBool());

        QVERIFY(!liveB.checkConnection());
        QCOMPARE(lost.count(), 1);
        QVERIFY(!liveB.isConnected());
        // Not a connection attempt on the window's thread (with the network gone it would block
        // for its whole timeout): a probe in a thread of its own.
        if (!qgetenv("PGHOST").startsWith('/'))
            QVERIFY(liveB.isProbing());
        QCOMPARE(liveB.lostBecause().code, DbError::Code::Unreachable);
        const Session::RecordResult refused = b.session->record(add(2));
        QCOMPARE(refused.outcome, Session::Outcome::StorageFailed);
        QCOMPARE(b.session->count(), 1);
        QVERIFY(!liveB.checkConnection());
        QCOMPARE(lost.count(), 1); // said once

        // A goes on meanwhile.
        QCOMPARE(a.session->record(add(5)).outcome, Session::Outcome::Recorded);
        QCOMPARE(a.session->count(), 2);

        // Over TCP the lost server is probed off the window's thread first: the connection is
        // made again once the probe finds the port answering.
        QVERIFY(admin.exec(QStringLiteral("ALTER DATABASE %1 ALLOW_CONNECTIONS true").arg(m_name)));
        if (!liveB.checkConnection())
            QTRY_VERIFY_WITH_TIMEOUT(liveB.isConnected(), 10000);
        QCOMPARE(restored.count(), 1);
        QVERIFY(liveB.isConnected());
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM steps")), 2); // B's step is not there
        QCOMPARE(restored.takeFirst().at(0).value<Session::CatchUp>().steps, 1);
        same(*a.session, *b.session);
        QCOMPARE(total(*b.session), 6);

        // Listening again: A's next step reaches B by notification.
        QCOMPARE(a.session->record(add(2)).outcome, Session::Outcome::Recorded);
        QVERIFY(seenOnB.wait(10000));
        same(*a.session, *b.session);
        QCOMPARE(b.session->record(add(3)).outcome, Session::Outcome::Recorded);
        QVERIFY(a.session->catchUp().ok);
        same(*a.session, *b.session);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM steps")), 4);
        QCOMPARE(count(QStringLiteral("SELECT count(DISTINCT seq) FROM steps")), 4);
    }

    // A reconnection made by a step (sql::transaction connects again when a transaction cannot
    // begin) is noticed by the next check: B listens again and is told of A's steps.
    void reconnectionByAStepListensAgain()
    {
        KBZ_REQUIRE_POSTGRES();
        Laptop a, b;
        QVERIFY(twoLaptops(&a, &b));
        LiveGame liveB(*b.session);
        liveB.setHeartbeatInterval(3600 * 1000);
        QSignalSpy seenOnB(&liveB, &LiveGame::changedElsewhere);
        QSqlQuery pid(b.db->db());
        QVERIFY(pid.exec(QStringLiteral("SELECT pg_backend_pid()")) && pid.next());
        const qint64 backend = pid.value(0).toLongLong();
        pid.finish();
        kbztest::PgAdmin admin;
        QVERIFY(admin.value(QStringLiteral("SELECT pg_terminate_backend(%1, 10000)").arg(backend))
                    .toBool());
        QCOMPARE(b.session->record(add(1)).outcome, Session::Outcome::Recorded);
        QVERIFY(liveB.checkConnection());
        QVERIFY(a.session->catchUp().ok);
        QCOMPARE(a.session->record(add(2)).outcome, Session::Outcome::Recorded);
        QVERIFY(seenOnB.wait(10000));
        same(*a.session, *b.session);
    }

    // The server goes away during the COMMIT of a step (a trigger deferred to the commit holds it
    // there while the test ends the connection): the step is reported as not recorded, the
    // server has nothing of it, and the next step is stored once. (That a COMMIT the server did
    // make before the connection went is reported as recorded is the other half of
    // Journal::appendStep's settling; no test can stop a server between its commit and the
    // answer.)
    void aStepWhoseCommitIsLostIsNotRecorded()
    {
        KBZ_REQUIRE_POSTGRES();
        Laptop a, b;
        QVERIFY(twoLaptops(&a, &b));
        {
            kbztest::PgAdmin admin(m_name);
            QVERIFY2(admin.exec(QStringLiteral(
                         "CREATE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$ "
                         "BEGIN PERFORM pg_sleep(60); RETURN NULL; END $$")),
                     qPrintable(admin.error()));
            QVERIFY(admin.exec(QStringLiteral(
                "CREATE CONSTRAINT TRIGGER slow AFTER INSERT ON steps DEFERRABLE INITIALLY "
                "DEFERRED FOR EACH ROW EXECUTE FUNCTION slow_commit()")));
        }
        std::atomic<bool> killed{false};
        const QString name = m_name;
        QThread *killer = QThread::create([&killed, name] {
            kbztest::PgAdmin admin;
            for (int i = 0; i < 3000 && !killed; ++i) {
                const QVariant pid = admin.value(
                    QStringLiteral("SELECT pid FROM pg_stat_activity WHERE datname = '%1' AND "
                                   "wait_event = 'PgSleep'")
                        .arg(name));
                if (pid.isValid() &&
                    admin
                        .value(QStringLiteral("SELECT pg_terminate_backend(%1, 10000)")
                                   .arg(pid.toLongLong()))
                        .toBool())
                    killed = true;
                else
                    QThread::msleep(20);
            }
        });
        killer->start();
        const Session::RecordResult r = a.session->record(add(1));
        QVERIFY(killer->wait(60000));
        delete killer;
        QVERIFY(killed);
        QCOMPARE(r.outcome, Session::Outcome::StorageFailed);
        QCOMPARE(a.session->count(), 0);
        {
            kbztest::PgAdmin admin(m_name);
            QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM steps")).toInt(), 0);
            QVERIFY(admin.exec(QStringLiteral("DROP TRIGGER slow ON steps")));
        }
        QCOMPARE(a.session->record(add(1)).outcome, Session::Outcome::Recorded);
        QVERIFY(b.session->catchUp().ok);
        same(*a.session, *b.session);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM steps")), 1);
    }

    // The app's path, one laptop to the other: a step recorded and committed on A, announced,
    // read by B's session and published to B's views (figures in docs/performance.md).
    void benchAppPathLatency()
    {
        KBZ_REQUIRE_POSTGRES();
        Laptop a, b;
        QVERIFY(twoLaptops(&a, &b));
        LiveGame liveB(*b.session);
        QSignalSpy stateOnB(b.session.get(), &Session::stateChanged);
        QBENCHMARK
        {
            QCOMPARE(a.session->record(add(0)).outcome, Session::Outcome::Recorded);
            QVERIFY(stateOnB.wait(10000));
            stateOnB.clear();
        }
        QCOMPARE(b.session->count(), a.session->count());
    }
};

QTEST_GUILESS_MAIN(TestClubLive)
#include "tst_club_live.moc"
