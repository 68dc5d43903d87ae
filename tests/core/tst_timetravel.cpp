// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Time travel (issue 22) below the views: looking back at the state after step n (from the kept
// states, checked step by step), a read-only past view, a new game branched from a step, and
// bookmarks, on the golden journals and on a long counter game; a stored step another program
// damaged is named and nothing is created.
#include "../support/CounterEngine.h"
#include "core/JournalFile.h"
#include "core/Replay.h"
#include "core/Session.h"
#include "core/StateHistory.h"
#include "core/TimeTravel.h"
#include "registerGames.h"
#include "storage/Journal.h"

#include <QDir>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;

namespace {

Step add(int n)
{
    return {QStringLiteral("add"), 0, {{QStringLiteral("n"), n}}};
}

JournalFile readJournal(const QString &path)
{
    JournalFile file;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return file;
    int line = 0;
    QString error;
    if (!JournalFile::parse(f.readAll(), &file, &line, &error))
        qWarning("%s:%d: %s", qPrintable(path), line, qPrintable(error));
    return file;
}

// The state kibitzer-cli replay reaches on `file` cut after `n` steps, as JSON.
QJsonObject replayedCut(const GameEngine &engine, JournalFile file, int n)
{
    file.steps = file.steps.mid(0, n);
    file.stepLines = file.stepLines.mid(0, n);
    const ReplayReport r = replayJournal(engine, file);
    return r.ok() ? r.finalState->toJson() : QJsonObject{{QStringLiteral("error"), r.error}};
}

} // namespace

class TestTimeTravel : public QObject
{
    Q_OBJECT

    GameRegistry m_registry;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<Journal> m_journal;

    // A counter game of `steps` steps (each adds 0, so it never ends; the state counts steps).
    std::unique_ptr<Session> counterGame(int steps)
    {
        DbError err;
        auto s = Session::start(*m_journal, m_registry.find(QStringLiteral("test-counter")),
                                m_registry.find(QStringLiteral("test-counter"))->defaultConfig(),
                                QStringLiteral("Counter"), &err);
        for (int i = 0; s && i < steps; ++i)
            if (s->record(add(0)).outcome != Session::Outcome::Recorded)
                return nullptr;
        return s;
    }

    // A golden journal stored as a game and opened.
    std::unique_ptr<Session> storedGolden(const JournalFile &file)
    {
        const EnginePtr engine = m_registry.find(file.game);
        if (!engine)
            return nullptr;
        const ReplayReport report = replayJournal(*engine, file);
        if (!report.ok())
            return nullptr;
        QList<StepRecord> records;
        for (int i = 0; i < report.steps.size(); ++i)
            records.append({i + 1, report.steps.at(i).step, report.steps.at(i).findings,
                            hasWarnings(report.steps.at(i).findings), m_journal->now()});
        DbError err;
        const qint64 id =
            m_journal->importGame(file.game, file.config, file.title, records, report.result, &err);
        return id ? Session::resume(*m_journal, m_registry, id, &err) : nullptr;
    }

    int gameCount()
    {
        DbError err;
        return int(m_journal->listGames(&err).size());
    }

    bool edit(const QString &sql)
    {
        QSqlQuery q(m_db->db());
        if (!q.exec(sql)) {
            qWarning() << sql << q.lastError().text();
            return false;
        }
        return true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerGames(m_registry);
        m_registry.add(std::make_shared<test::CounterEngine>());
    }

    void init()
    {
        DbError err;
        m_db = Database::openInMemory(&err);
        QVERIFY(m_db);
        m_journal = std::make_unique<Journal>(*m_db);
    }

    void cleanup()
    {
        m_journal.reset();
        m_db.reset();
    }

    // Every golden journal: the state after step n looked back at is the state kibitzer-cli
    // replay reaches on the journal cut after n steps, for every n.
    void lookBackEqualsReplayOfCutJournal_data()
    {
        QTest::addColumn<QString>("path");
        const QDir data(QStringLiteral(KIBITZER_TEST_DATA));
        for (const QString &game : data.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QDir dir(data.filePath(game));
            for (const QString &f : dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files))
                QTest::newRow(qPrintable(game + QLatin1Char('/') + f)) << dir.filePath(f);
        }
    }

    void lookBackEqualsReplayOfCutJournal()
    {
        QFETCH(QString, path);
        const JournalFile file = readJournal(path);
        auto s = storedGolden(file);
        QVERIFY(s);
        QCOMPARE(s->count(), int(file.steps.size()));
        LookBack look(*s);
        // Backwards, so that no answer comes from walking forward one step.
        for (int n = s->count(); n >= 0; --n) {
            DbError err;
            const StatePtr state = look.stateAfter(n, &err);
            QVERIFY2(state, qPrintable(err.text(Lang::En)));
            QCOMPARE(state->toJson(), replayedCut(*s->engine(), file, n));
        }
    }

    // A long game: any step, in any order, from the kept states, equals the session's own
    // stateBefore(); walking forward one step at a time too.
    void lookBackAcrossKeptStates()
    {
        const int steps = 3 * StateHistory::kInterval + 5;
        auto s = counterGame(steps);
        QVERIFY(s);
        LookBack look(*s);
        const QList<int> order{0, 1, 63, 64, 65, 127, 128, steps, steps - 1, 130, 2, 100, 190};
        for (int n : order) {
            DbError err;
            const StatePtr state = look.stateAfter(n, &err);
            QVERIFY(state);
            QCOMPARE(state->toJson().value(QStringLiteral("steps")).toInt(), n);
        }
        for (int n = 0; n <= steps; ++n) {
            DbError err;
            QCOMPARE(look.stateAfter(n, &err)->toJson().value(QStringLiteral("steps")).toInt(), n);
        }
    }

    // A past view is the game as it was: n entries, all in effect; it records nothing.
    void pastViewIsReadOnly()
    {
        auto s = counterGame(10);
        QVERIFY(s);
        LookBack look(*s);
        DbError err;
        auto past = s->pastView(4, look.stateAfter(4, &err));
        QVERIFY(past->isPast());
        QCOMPARE(past->count(), 4);
        QCOMPARE(past->index(), 4);
        QCOMPARE(past->state()->toJson().value(QStringLiteral("steps")).toInt(), 4);
        QCOMPARE(past->entry(3).record.seq, 4);
        QVERIFY(!past->canUndo());
        QVERIFY(!past->canRedo());
        const Session::RecordResult r = past->record(add(1), Session::Confirm::Yes);
        QCOMPARE(r.outcome, Session::Outcome::Malformed);
        QVERIFY(r.problem.english().contains(QStringLiteral("step 4")));
        QVERIFY(!past->undo());
        QVERIFY(!past->redo());
        // Nothing was written, and the live game goes on from its own state.
        const auto stored = m_journal->loadGameHeader(s->gameId(), &err);
        QCOMPARE(stored->summary.stepCount, 10);
        QCOMPARE(s->record(add(1)).outcome, Session::Outcome::Recorded);
        QCOMPARE(s->count(), 11);
    }

    // The branch is a new game whose journal is the first n steps; the original is untouched.
    void branchCopiesTheFirstSteps_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("cut"); // in thirds of the journal
        for (const char *p : {"lethal-checkmate/three-hits.jsonl", "rook-raiders/full-round.jsonl",
                              "lords-of-war/commanders.jsonl", "light-wars/full-game.jsonl",
                              "dungeon-lords/two-player-game.jsonl"})
            for (int cut : {0, 1, 2, 3})
                QTest::addRow("%s at %d/3", p, cut)
                    << QStringLiteral(KIBITZER_TEST_DATA "/") + QLatin1String(p) << cut;
    }

    void branchCopiesTheFirstSteps()
    {
        QFETCH(QString, path);
        QFETCH(int, cut);
        const JournalFile file = readJournal(path);
        auto s = storedGolden(file);
        QVERIFY(s);
        const int n = s->count() * cut / 3;
        const auto before = m_journal->loadGame(s->gameId(), nullptr);
        DbError err;
        const qint64 id = branchGame(*s, n, &err);
        QVERIFY2(id > 0, qPrintable(err.text(Lang::En)));
        QVERIFY(id != s->gameId());

        auto branch = Session::resume(*m_journal, m_registry, id, &err);
        QVERIFY2(branch, qPrintable(err.text(Lang::En)));
        QCOMPARE(branch->count(), n);
        QCOMPARE(branch->engine()->id(), file.game);
        QCOMPARE(branch->config().toJson(), s->config().toJson());
        QCOMPARE(branch->state()->toJson(), replayedCut(*s->engine(), file, n));
        for (int i = 0; i < n; ++i) {
            QCOMPARE(branch->entry(i).record.step.toJson(), file.steps.at(i).toJson());
            QCOMPARE(branch->entry(i).record.findings, s->entry(i).record.findings);
        }
        const auto header = m_journal->loadGameHeader(id, &err);
        QCOMPARE(header->summary.branchedFromGame, s->gameId());
        QCOMPARE(header->summary.branchedAtStep, n);
        QCOMPARE(header->summary.title, file.title);
        QCOMPARE(header->result.has_value(), branch->result().has_value());
        QCOMPARE(branchOrigin(header->summary).english(),
                 QStringLiteral("branched from game %1 at step %2").arg(s->gameId()).arg(n));
        // The original: same rows, no link.
        const auto after = m_journal->loadGame(s->gameId(), nullptr);
        QCOMPARE(after->steps.size(), before->steps.size());
        QCOMPARE(after->summary.updatedAt, before->summary.updatedAt);
        QCOMPARE(after->summary.branchedFromGame, 0);
        QVERIFY(branchOrigin(after->summary).isEmpty());
    }

    // After an undo and a new step, the journal (the stack) is what is copied: the dropped
    // step is not, and the branch numbers its steps 1..n.
    void branchFollowsTheStackNotTheRows()
    {
        auto s = counterGame(3);
        QVERIFY(s);
        QVERIFY(s->undo());
        QCOMPARE(s->record(add(7)).outcome, Session::Outcome::Recorded); // seq 4
        DbError err;
        const qint64 id = branchGame(*s, 3, &err);
        QVERIFY(id > 0);
        const auto g = m_journal->loadGame(id, &err);
        QCOMPARE(g->steps.size(), 3);
        QCOMPARE(g->steps.at(2).seq, 3);
        QCOMPARE(g->steps.at(2).step.payload.value(QStringLiteral("n")).toInt(), 7);
        QVERIFY(g->marks.isEmpty());
    }

    // Bookmarks: stored by step, renamed, removed, kept after the file is closed; a branch
    // takes those of the steps it copies.
    void bookmarksPersistAndBranch()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.sqlite"));
        qint64 gameId = 0;
        DbError err;
        {
            auto db = Database::open(path, Database::Mode::ReadWrite, &err);
            QVERIFY(db);
            Journal journal(*db);
            auto s = Session::start(
                journal, m_registry.find(QStringLiteral("test-counter")),
                m_registry.find(QStringLiteral("test-counter"))->defaultConfig(), {}, &err);
            for (int i = 0; i < 6; ++i)
                QCOMPARE(s->record(add(0)).outcome, Session::Outcome::Recorded);
            gameId = s->gameId();
            QVERIFY(journal.setBookmark(gameId, 2, QStringLiteral("before the dragon"), &err));
            QVERIFY(journal.setBookmark(gameId, 5, QStringLiteral("late"), &err));
            QVERIFY(journal.setBookmark(gameId, 4, QStringLiteral("gone soon"), &err));
            QVERIFY(journal.setBookmark(gameId, 4, QString(), &err));
            QVERIFY(journal.setBookmark(gameId, 5, QStringLiteral(" later "), &err));
        }
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        Journal journal(*db);
        const auto marks = journal.loadBookmarks(gameId, &err);
        QVERIFY(marks);
        QCOMPARE(*marks, (QHash<int, QString>{{2, QStringLiteral("before the dragon")},
                                              {5, QStringLiteral("later")}}));
        auto s = Session::resume(journal, m_registry, gameId, &err);
        QVERIFY(s);
        const qint64 id = branchGame(*s, 3, &err);
        QVERIFY(id > 0);
        QCOMPARE(*journal.loadBookmarks(id, &err),
                 (QHash<int, QString>{{2, QStringLiteral("before the dragon")}}));
    }

    // A stored step another program changed after the game was opened: looking back past it
    // and branching over it name the step, and no game is created.
    void damagedStepIsNamedAndNothingCreated_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("detail");
        QTest::newRow("unknown kind")
            << QStringLiteral("kind = 'teleport'") << QStringLiteral("Unknown step kind teleport");
        QTest::newRow("payload not JSON")
            << QStringLiteral("payload = 'n: 1'") << QStringLiteral("not a JSON object");
        QTest::newRow("payload misses n")
            << QStringLiteral("payload = '{}'") << QStringLiteral("payload.n");
    }

    void damagedStepIsNamedAndNothingCreated()
    {
        QFETCH(QString, set);
        QFETCH(QString, detail);
        auto s = counterGame(70);
        QVERIFY(s);
        QVERIFY(edit(QStringLiteral("DROP TRIGGER steps_append_only")));
        QVERIFY(edit(QStringLiteral("UPDATE steps SET %1 WHERE game_id = %2 AND seq = 67")
                         .arg(set)
                         .arg(s->gameId())));
        const int games = gameCount();

        LookBack look(*s);
        DbError err;
        QVERIFY(look.stateAfter(66, &err)); // before the damaged step
        QVERIFY(!look.stateAfter(69, &err));
        QCOMPARE(err.code, DbError::Code::Corrupt);
        QVERIFY2(err.message.english().startsWith(
                     QStringLiteral("Step 67 of game %1 does not replay").arg(s->gameId())),
                 qPrintable(err.message.english()));
        QVERIFY2(err.detail.contains(detail), qPrintable(err.detail));

        err = {};
        QCOMPARE(branchGame(*s, 70, &err), 0);
        QCOMPARE(err.code, DbError::Code::Corrupt);
        QVERIFY2(err.text(Lang::En).contains(
                     QStringLiteral("Step 67 of game %1 does not replay").arg(s->gameId())),
                 qPrintable(err.text(Lang::En)));
        QVERIFY(err.text(Lang::En).contains(QStringLiteral("No game was created")));
        QCOMPARE(gameCount(), games);
        // Branching before the damage still works.
        err = {};
        QVERIFY(branchGame(*s, 66, &err) > 0);
        QCOMPARE(gameCount(), games + 1);

        // By id (kibitzer-cli branch): the game is refused as opening it is.
        err = {};
        QCOMPARE(branchStoredGame(*m_journal, m_registry, s->gameId(), 10, &err), 0);
        QVERIFY2(err.text(Lang::En).contains(QStringLiteral("Step 67 of game %1").arg(s->gameId())),
                 qPrintable(err.text(Lang::En)));
        QCOMPARE(gameCount(), games + 1);
    }

    void branchStoredGameChecksTheStep()
    {
        auto s = counterGame(5);
        QVERIFY(s);
        DbError err;
        QCOMPARE(branchStoredGame(*m_journal, m_registry, s->gameId(), 6, &err), 0);
        QCOMPARE(err.message.english(),
                 QStringLiteral("Game %1 has no step 6 (it has 5).").arg(s->gameId()));
        QCOMPARE(branchStoredGame(*m_journal, m_registry, 999, 1, &err), 0);
        QVERIFY(branchStoredGame(*m_journal, m_registry, s->gameId(), 5, &err) > 0);
    }
};

QTEST_GUILESS_MAIN(TestTimeTravel)
#include "tst_timetravel.moc"
