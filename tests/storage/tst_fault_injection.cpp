// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "../support/FaultVfs.h"
#include "core/JournalFile.h"
#include "core/Session.h"
#include "registerGames.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;
namespace fv = kbz::test::faultvfs;

Q_DECLARE_METATYPE(kbz::test::faultvfs::Kind)
Q_DECLARE_METATYPE(kbz::test::faultvfs::Persistence)

// Fault injection: a real game's golden journal is recorded step by step through Session, as the
// app records it (warnings confirmed, undo and redo in between), while the test VFS fails the
// Nth write, fsync or lock, or reports a full disk. For every N up to the last call the session
// makes, the test checks that
//   - the step (or undo/redo) the fault hit was refused with a clear message and changed nothing
//     in the session;
//   - after the "disk" heals, the app can go on (a glitch) or is closed (a disk that stays bad);
//   - after reopening, the database passes PRAGMA integrity_check, holds every step and mark the
//     session acknowledged and nothing it did not: the resumed game has exactly the acknowledged
//     stack; and the same holds for a copy of the files taken right after the fault, as a crash
//     at that moment would leave them.
class TestFaultInjection : public QObject
{
    Q_OBJECT

    // What the session showed the user: the stack of seqs, how many are in effect, every seq
    // it acknowledged (dropped redo tails too) and how many undo/redo marks.
    struct Acked
    {
        bool started = false;
        QList<int> stack;
        int index = 0;
        QList<int> seqs;
        int marks = 0;
        bool operator==(const Acked &) const = default;
    };

    struct Action
    {
        enum class Type { Record, Undo, Redo } type = Type::Record;
        Step step;
    };

    GameRegistry m_registry;
    JournalFile m_game;
    QList<Action> m_plan;
    int m_runs = 0;
    int m_faultsHit = 0;
    int m_refusals = 0; // faults the user was told about (SQLite got over the others itself)
    QSet<fv::Kind> m_seen;

    static QString tempRoot()
    {
        // The fault logic is what is tested, not the disk: tmpfs keeps the fsyncs cheap.
        return QFileInfo(QStringLiteral("/dev/shm")).isWritable()
                   ? QStringLiteral("/dev/shm/kibitzer-faults-XXXXXX")
                   : QDir::tempPath() + QStringLiteral("/kibitzer-faults-XXXXXX");
    }

    static Acked snapshot(const Session *s, const Acked &base)
    {
        Acked a = base;
        a.started = s != nullptr;
        a.stack.clear();
        if (s) {
            for (int i = 0; i < s->count(); ++i)
                a.stack.append(s->entry(i).record.seq);
            a.index = s->index();
        }
        return a;
    }

    // Runs one action as GamePage does; returns the error the user would be shown, or an empty
    // string when the session acknowledged it.
    static QString perform(Session &s, const Action &a, Acked *acked)
    {
        DbError error;
        switch (a.type) {
        case Action::Type::Record: {
            Session::RecordResult r = s.record(a.step);
            if (r.outcome == Session::Outcome::NeedsConfirmation) // the user says "record anyway"
                r = s.record(a.step, Session::Confirm::Yes);
            if (r.outcome == Session::Outcome::Recorded) {
                acked->seqs.append(s.entry(s.index() - 1).record.seq);
                return {};
            }
            if (r.outcome != Session::Outcome::StorageFailed)
                return QStringLiteral("unexpected outcome %1").arg(int(r.outcome));
            error = r.error;
            break;
        }
        case Action::Type::Undo:
            if (s.undo(&error)) {
                ++acked->marks;
                return {};
            }
            break;
        case Action::Type::Redo:
            if (s.redo(&error)) {
                ++acked->marks;
                return {};
            }
            break;
        }
        const QString text = error.text(Lang::En);
        return text.isEmpty() ? QStringLiteral("(no message)") : text;
    }

    // Opens `path` with a healthy disk and compares it with what the session acknowledged.
    void verifyDatabase(const QString &path, const Acked &acked, const QString &what)
    {
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(what + QStringLiteral(": ") + err.text(Lang::En)));
        QString report;
        QVERIFY2(db->integrityCheck(&report), qPrintable(what + QStringLiteral(": ") + report));
        Journal journal(*db);
        const QList<GameSummary> games = journal.listGames(&err);
        QVERIFY2(!err, qPrintable(err.text(Lang::En)));
        if (!acked.started) {
            QVERIFY2(games.isEmpty(), qPrintable(what + QStringLiteral(": a game nobody saw")));
            return;
        }
        QCOMPARE(games.size(), 1);
        const std::optional<GameRecord> rec = journal.loadGame(games.first().id, &err);
        QVERIFY2(rec, qPrintable(err.text(Lang::En)));
        QList<int> stored;
        for (const StepRecord &r : rec->steps)
            stored.append(r.seq);
        QVERIFY2(stored == acked.seqs,
                 qPrintable(QStringLiteral("%1: stored steps %2, acknowledged %3")
                                .arg(what, seqList(stored), seqList(acked.seqs))));
        QVERIFY2(rec->marks.size() == acked.marks,
                 qPrintable(QStringLiteral("%1: %2 undo/redo marks stored, %3 acknowledged")
                                .arg(what)
                                .arg(rec->marks.size())
                                .arg(acked.marks)));
        auto resumed = Session::resume(journal, m_registry, games.first().id, &err);
        QVERIFY2(resumed, qPrintable(err.text(Lang::En)));
        const Acked again = snapshot(resumed.get(), acked);
        QCOMPARE(again.stack, acked.stack);
        QCOMPARE(again.index, acked.index);
    }

    static QString seqList(const QList<int> &seqs)
    {
        QStringList s;
        for (int q : seqs)
            s.append(QString::number(q));
        return QLatin1Char('[') + s.join(QLatin1Char(',')) + QLatin1Char(']');
    }

    // One recording session with the Nth call of `kind` failing (n = 0: none). Returns how many
    // calls of `kind` the session made.
    int run(fv::Kind kind, int n, fv::Persistence persistence)
    {
        ++m_runs;
        QTemporaryDir dir(tempRoot());
        const QString path = dir.filePath(QStringLiteral("faults.sqlite"));
        const QString crashPath = dir.filePath(QStringLiteral("crash.sqlite"));
        const QString label =
            QStringLiteral("%1 #%2 %3")
                .arg(fv::kindName(kind))
                .arg(n)
                .arg(persistence == fv::Persistence::Once ? QStringLiteral("once")
                                                          : QStringLiteral("stays"));
        // From opening (creating) the database on, as the app starts.
        fv::arm(kind, n, persistence);
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        Acked acked;
        QString message;
        int failedAt = -1;
        std::optional<Journal> journal;
        std::unique_ptr<Session> session;
        if (!db) {
            message = err.text(Lang::En);
        } else if (!fv::usesFaultVfs(db->db().connectionName())) {
            [] {
                QFAIL("QSQLITE does not use the fault VFS: another libsqlite3 instance?");
            }();
            return 0;
        } else {
            journal.emplace(*db);
            session = Session::start(*journal, m_registry.find(m_game.game), m_game.config,
                                     m_game.title, &err);
            if (!session)
                message = err.text(Lang::En);
        }
        acked = snapshot(session.get(), acked);
        for (int i = 0; session && i < m_plan.size(); ++i) {
            Acked next = acked;
            // What the views hear: every acknowledged action moves the index.
            QSignalSpy told(session.get(), &Session::indexChanged);
            QSignalSpy redrawn(session.get(), &Session::stateChanged);
            message = perform(*session, m_plan.at(i), &next);
            if (message.isEmpty()) {
                acked = snapshot(session.get(), next);
                [&] {
                    QVERIFY(!told.isEmpty() && !redrawn.isEmpty());
                }();
                continue;
            }
            failedAt = i;
            // Refused: the session shows exactly what it showed before, and told no view.
            [&] {
                QCOMPARE(snapshot(session.get(), acked), acked);
                QVERIFY(told.isEmpty() && redrawn.isEmpty());
            }();
            break;
        }
        m_ackedAtFault = acked;
        const int callCount = fv::calls(kind);
        const bool hit = fv::injected() > 0;
        if (hit)
            ++m_faultsHit;
        if (!message.isEmpty())
            ++m_refusals;
        [&] {
            if (!hit) {
                QVERIFY2(message.isEmpty(), qPrintable(label + QStringLiteral(": ") + message));
                return;
            }
            if (message.isEmpty())
                return; // a fault SQLite got over by itself (e.g. a busy lock retried)
            if (!m_seen.contains(kind)) {
                m_seen.insert(kind);
                qInfo("%s: %s", qPrintable(label), qPrintable(message));
            }
            QVERIFY2(!message.startsWith(QLatin1String("unexpected")), qPrintable(message));
            verifyMessage(kind, message, db != nullptr, path, label);
        }();

        // A crash right now would leave the files as they are: copy them aside.
        QFile::copy(path, crashPath);
        if (QFile::exists(path + QStringLiteral("-wal")))
            QFile::copy(path + QStringLiteral("-wal"), crashPath + QStringLiteral("-wal"));

        if (!message.isEmpty() && session && persistence == fv::Persistence::Once) {
            // A glitch: the disk is fine again and the user records the step again.
            fv::disarm();
            Acked next = acked;
            const QString again = perform(*session, m_plan.at(failedAt), &next);
            [&] {
                QVERIFY2(again.isEmpty(), qPrintable(label + QStringLiteral(": ") + again));
            }();
            acked = snapshot(session.get(), next);
        }
        // Close with the disk as it is (a disk that stays full or broken fails the checkpoint).
        session.reset();
        journal.reset();
        db.reset();
        fv::disarm();
        verifyDatabase(path, acked, label + QStringLiteral(" (reopened)"));
        if (message.isEmpty() || !QFile::exists(crashPath))
            return callCount;
        verifyCrashCopy(crashPath, label);
        return callCount;
    }

    Acked m_ackedAtFault; // what the session had acknowledged when the fault hit

    void verifyCrashCopy(const QString &crashPath, const QString &label)
    {
        verifyDatabase(crashPath, m_ackedAtFault, label + QStringLiteral(" (crash copy)"));
    }

    // The message names the cause in words; a failure while recording also says that the
    // journal could not be written, one while opening names the file.
    static void verifyMessage(fv::Kind kind, const QString &message, bool opened,
                              const QString &path, const QString &label)
    {
        const QString what = label + QStringLiteral(": ") + message;
        if (opened)
            QVERIFY2(message.startsWith(QLatin1String("The journal could not be written.")),
                     qPrintable(what));
        else
            QVERIFY2(message.contains(path), qPrintable(what));
        switch (kind) {
        case fv::Kind::Full:
            QVERIFY2(message.contains(QLatin1String("The disk is full")), qPrintable(what));
            break;
        case fv::Kind::Write:
        case fv::Kind::Sync:
            QVERIFY2(message.contains(QLatin1String("The disk reported an input/output error")),
                     qPrintable(what));
            break;
        case fv::Kind::Lock:
        case fv::Kind::ShmLock:
            QVERIFY2(message.contains(QLatin1String("Another program holds a lock")),
                     qPrintable(what));
            break;
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(fv::install(), "sqlite3_vfs_register refused the fault VFS");
        registerGames(m_registry);
        QFile file(QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/three-hits.jsonl"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        int line = 0;
        QString error;
        QVERIFY2(JournalFile::parse(file.readAll(), &m_game, &line, &error), qPrintable(error));
        // The golden game, with undo and redo between steps as a table does.
        for (int i = 0; i < m_game.steps.size(); ++i) {
            m_plan.append({Action::Type::Record, m_game.steps.at(i)});
            if (i % 4 == 3)
                m_plan.append({{Action::Type::Undo, {}}, {Action::Type::Redo, {}}});
            if (i % 6 == 5)
                m_plan.append({{Action::Type::Undo, {}},
                               {Action::Type::Undo, {}},
                               {Action::Type::Redo, {}},
                               {Action::Type::Redo, {}}});
        }
    }

    void walk_data()
    {
        QTest::addColumn<fv::Kind>("kind");
        QTest::addColumn<fv::Persistence>("persistence");
        const auto once = fv::Persistence::Once;
        const auto stays = fv::Persistence::Stays;
        QTest::newRow("write once") << fv::Kind::Write << once;
        QTest::newRow("write stays") << fv::Kind::Write << stays;
        QTest::newRow("fsync once") << fv::Kind::Sync << once;
        QTest::newRow("fsync stays") << fv::Kind::Sync << stays;
        QTest::newRow("disk full") << fv::Kind::Full << stays;
        QTest::newRow("lock once") << fv::Kind::Lock << once;
        QTest::newRow("lock stays") << fv::Kind::Lock << stays;
        QTest::newRow("wal-lock stays") << fv::Kind::ShmLock << stays;
    }

    void walk()
    {
        QFETCH(fv::Kind, kind);
        QFETCH(fv::Persistence, persistence);
        const int total = run(kind, 0, persistence); // a healthy run counts the calls
        QVERIFY2(total > 0, "the session made no such call");
        const int hitsBefore = m_faultsHit, refusalsBefore = m_refusals;
        for (int n = 1; n <= total; ++n) {
            run(kind, n, persistence);
            if (QTest::currentTestFailed())
                return;
        }
        qInfo("%s: N walked 1..%d, %d faults hit, %d refused with a message",
              qPrintable(fv::kindName(kind)), total, m_faultsHit - hitsBefore,
              m_refusals - refusalsBefore);
    }

    void cleanupTestCase() { qInfo("%d recording sessions run", m_runs); }
};

QTEST_GUILESS_MAIN(TestFaultInjection)
#include "tst_fault_injection.moc"
