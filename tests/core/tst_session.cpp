// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "../support/CounterEngine.h"
#include "core/JournalFile.h"
#include "core/Session.h"
#include "storage/JournalExport.h"
#include "storage/JournalImport.h"

#include <QBuffer>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;
using kbz::test::add;

class TestSession : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    GameRegistry m_registry;

    QString dbPath() const { return m_dir.filePath(QStringLiteral("s.sqlite")); }

    static int total(const Session &s)
    {
        return static_cast<const test::CounterState &>(*s.state()).total;
    }

private Q_SLOTS:
    void initTestCase() { m_registry.add(std::make_shared<test::CounterEngine>()); }

    void cleanup() { QFile::remove(dbPath()); }

    void recordCheckConfirm()
    {
        DbError err;
        auto db = Database::open(dbPath(), Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        Journal journal(*db);
        auto s = Session::start(journal, m_registry.find(QStringLiteral("test-counter")),
                                GameConfig{}, QStringLiteral("t"), &err);
        QVERIFY(s);
        QSignalSpy stateSpy(s.get(), &Session::stateChanged);
        QSignalSpy undoSpy(s.get(), &Session::canUndoChanged);

        auto r = s->record(add(3));
        QCOMPARE(r.outcome, Session::Outcome::Recorded);
        QVERIFY(r.findings.isEmpty());
        QCOMPARE(total(*s), 3);
        QCOMPARE(stateSpy.size(), 1);
        QCOMPARE(undoSpy.size(), 1);

        // A step with a warning asks first, and nothing is written until confirmed.
        r = s->record(add(20));
        QCOMPARE(r.outcome, Session::Outcome::NeedsConfirmation);
        QCOMPARE(r.findings.size(), 1);
        QCOMPARE(r.findings.at(0).ruleId, QStringLiteral("test.add.big"));
        QCOMPARE(total(*s), 3);
        QCOMPARE(s->count(), 1);
        r = s->record(add(20), Session::Confirm::Yes);
        QCOMPARE(r.outcome, Session::Outcome::Recorded);
        QCOMPARE(total(*s), 23);
        QVERIFY(s->entry(1).record.overridden);
        QCOMPARE(s->entry(1).record.findings.at(0).ruleId, QStringLiteral("test.add.big"));

        // Malformed steps are refused outright.
        r = s->record(Step{QStringLiteral("add"), 0, {}});
        QCOMPARE(r.outcome, Session::Outcome::Malformed);
        QVERIFY(!r.problem.isEmpty());
        QCOMPARE(s->count(), 2);

        // Journaled with the override.
        auto rec = journal.loadGame(s->gameId(), &err);
        QCOMPARE(rec->steps.size(), 2);
        QVERIFY(!rec->steps.at(0).overridden);
        QVERIFY(rec->steps.at(1).overridden);
        QCOMPARE(rec->steps.at(1).findings.at(0).ruleId, QStringLiteral("test.add.big"));
    }

    void undoRedoSurviveRestart()
    {
        qint64 id = 0;
        {
            DbError err;
            auto db = Database::open(dbPath(), Database::Mode::ReadWrite, &err);
            Journal journal(*db);
            auto s = Session::start(journal, m_registry.find(QStringLiteral("test-counter")),
                                    GameConfig{}, {}, &err);
            id = s->gameId();
            for (int n : {1, 2, 4, 8})
                QCOMPARE(s->record(add(n)).outcome, Session::Outcome::Recorded);
            QCOMPARE(total(*s), 15);
            QVERIFY(s->undo());
            QVERIFY(s->undo());
            QCOMPARE(total(*s), 3);
            QCOMPARE(s->redoText(Lang::En), QStringLiteral("Add 4"));
            QVERIFY(s->redo());
            QCOMPARE(total(*s), 7);
            QCOMPARE(s->index(), 3);
            QCOMPARE(s->count(), 4);
        }
        {
            // After a restart the game and its undo stack are exactly as left.
            DbError err;
            auto db = Database::open(dbPath(), Database::Mode::ReadWrite, &err);
            QVERIFY(db);
            Journal journal(*db);
            auto s = Session::resume(journal, m_registry, id, &err);
            QVERIFY2(s, qPrintable(err.text(Lang::En)));
            QCOMPARE(total(*s), 7);
            QCOMPARE(s->index(), 3);
            QCOMPARE(s->count(), 4);
            QVERIFY(s->canRedo());
            QCOMPARE(s->redoText(Lang::En), QStringLiteral("Add 8"));
            QCOMPARE(s->undoText(Lang::En), QStringLiteral("Add 4"));
            // Recording drops the redo tail, also across the next restart.
            QCOMPARE(s->record(add(5)).outcome, Session::Outcome::Recorded);
            QCOMPARE(total(*s), 12);
            QCOMPARE(s->count(), 4);
            QVERIFY(!s->canRedo());
            QCOMPARE(s->entry(3).record.seq, 5);
            QVERIFY(s->undo());
        }
        {
            DbError err;
            auto db = Database::open(dbPath(), Database::Mode::ReadWrite, &err);
            Journal journal(*db);
            auto s = Session::resume(journal, m_registry, id, &err);
            QVERIFY(s);
            QCOMPARE(total(*s), 7);
            QCOMPARE(s->index(), 3);
            QCOMPARE(s->count(), 4);
            QCOMPARE(s->redoText(Lang::En), QStringLiteral("Add 5"));
        }
    }

    // The session keeps one state in StateHistory::kInterval (and recomputes the others from the
    // entries' steps): a long stack undone and redone across those kept states, with redo tails
    // dropped, shows every state exactly as a plain replay of the stack computes it, before and
    // after a restart; the streamed export writes the steps in effect and nothing else.
    void longStackAcrossKeptStates()
    {
        auto n = [](int i) {
            return (i * 7) % 11 - 5;
        }; // -5 .. 5: never a warning, never 100
        // What a plain replay says: the total after the first `index` entries of `stack`.
        auto totalOf = [](const QList<int> &stack, int index) {
            int t = 0;
            for (int i = 0; i < index; ++i)
                t += stack.at(i);
            return t;
        };
        auto matches = [&](const Session &s, const QList<int> &stack) {
            if (s.count() != stack.size() || total(s) != totalOf(stack, s.index()))
                return false;
            for (int i = 0; i <= s.count(); ++i) {
                const auto &st = static_cast<const test::CounterState &>(*s.stateBefore(i));
                if (st.total != totalOf(stack, i) || st.steps != i)
                    return false;
            }
            return true;
        };
        QList<int> stack; // the n of each entry
        qint64 id = 0;
        {
            DbError err;
            auto db = Database::open(dbPath(), Database::Mode::ReadWrite, &err);
            Journal journal(*db);
            // 300 steps stored at once (a commit each would only slow the test down).
            QList<StepRecord> records;
            for (int i = 0; i < 300; ++i) {
                records.append({i + 1, add(n(i)), {}, false, journal.now()});
                stack.append(n(i));
            }
            id = journal.importGame(QStringLiteral("test-counter"), GameConfig{}, {}, records,
                                    std::nullopt, &err);
            auto s = Session::resume(journal, m_registry, id, &err);
            QVERIFY(s);
            QVERIFY(matches(*s, stack));
            for (int i = 0; i < 70; ++i) {
                QVERIFY(s->undo());
                QCOMPARE(total(*s), totalOf(stack, s->index()));
            }
            for (int i = 0; i < 20; ++i) {
                QVERIFY(s->redo());
                QCOMPARE(total(*s), totalOf(stack, s->index()));
            }
            QCOMPARE(s->index(), 250);
            // Recording drops the redo tail (entries 250..299), then more undo across kept states.
            QCOMPARE(s->record(add(3)).outcome, Session::Outcome::Recorded);
            stack.resize(250);
            stack.append(3);
            for (int i = 0; i < 60; ++i)
                QVERIFY(s->undo());
            QVERIFY(s->redo());
            QVERIFY(matches(*s, stack));
            QCOMPARE(s->index(), 192);
        }
        DbError err;
        auto db = Database::open(dbPath(), Database::Mode::ReadWrite, &err);
        Journal journal(*db);
        auto s = Session::resume(journal, m_registry, id, &err);
        QVERIFY2(s, qPrintable(err.text(Lang::En)));
        QCOMPARE(s->index(), 192);
        QVERIFY(matches(*s, stack));

        QBuffer out;
        out.open(QIODevice::WriteOnly);
        const ExportOutcome exported = exportJournal(journal, m_registry, id, &out);
        QVERIFY2(exported.ok, qPrintable(exported.problem + exported.error.text(Lang::En)));
        QCOMPARE(exported.steps, 192);
        JournalFile file;
        int line = 0;
        QString why;
        QVERIFY2(JournalFile::parse(out.data(), &file, &line, &why), qPrintable(why));
        QCOMPARE(file.steps.size(), 192);
        for (int i = 0; i < 192; ++i)
            QCOMPARE(file.steps.at(i), s->entry(i).record.step);
    }

    // A game's times travel with its journal (revision 1.5): export writes when the game was
    // started and when each step was recorded; an import elsewhere keeps them, so the copy has
    // the same date and duration (the club's push and pull copy games through these two).
    void timesTravelWithTheJournal()
    {
        QDateTime t(QDate(2025, 3, 1), QTime(19, 0), Qt::UTC);
        const Journal::Clock clock = [&t] {
            t = t.addSecs(60);
            return t;
        };
        DbError err;
        auto db = Database::open(dbPath(), Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        Journal journal(*db, clock);
        auto s = Session::start(journal, m_registry.find(QStringLiteral("test-counter")),
                                GameConfig{}, QStringLiteral("timed"), &err);
        QVERIFY(s);
        for (int i = 1; i <= 3; ++i)
            QCOMPARE(s->record(add(i)).outcome, Session::Outcome::Recorded);
        const qint64 id = s->gameId();
        s.reset();
        const std::optional<GameRecord> stored = journal.loadGame(id, &err);
        QVERIFY(stored);

        QBuffer out;
        out.open(QIODevice::WriteOnly);
        QVERIFY(exportJournal(journal, m_registry, id, &out).ok);
        JournalFile file;
        int line = 0;
        QString why;
        QVERIFY2(JournalFile::parse(out.data(), &file, &line, &why), qPrintable(why));
        QCOMPARE(file.started, stored->summary.startedAt);
        QCOMPARE(file.stepTimes.size(), 3);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(file.stepTimes.at(i), stored->steps.at(i).recordedAt);
        QVERIFY(out.data().contains("\"started\":\"2025-03-01T19:"));
        // Not part of the content: the same journal without its times is the same content.
        JournalFile bare = file;
        bare.started = QDateTime();
        bare.stepTimes.clear();
        QCOMPARE(bare.contentHash(), file.contentHash());
        QVERIFY(!bare.serialize().contains("\"at\""));

        const QString path = m_dir.filePath(QStringLiteral("timed.jsonl"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(out.data());
        }
        // Imported, whole (importJournal) and streamed (importJournalFile), into databases whose
        // clock says today: the game keeps its own times.
        for (bool streamed : {false, true}) {
            const QString other =
                m_dir.filePath(streamed ? QStringLiteral("b.sqlite") : QStringLiteral("a.sqlite"));
            QFile::remove(other);
            auto db2 = Database::open(other, Database::Mode::ReadWrite, &err);
            QVERIFY(db2);
            Journal copy(*db2);
            ImportOutcome imported;
            if (streamed) {
                const std::optional<JournalScan> scan = scanJournalFile(m_registry, path, &why);
                QVERIFY2(scan, qPrintable(why));
                imported = importJournalFile(copy, path, *scan, &err);
            } else {
                const std::optional<CheckedJournal> checked =
                    checkJournalFile(m_registry, path, &why);
                QVERIFY2(checked, qPrintable(why));
                imported = importJournal(copy, *checked, &err);
            }
            QVERIFY2(imported.gameId, qPrintable(err.text(Lang::En)));
            const std::optional<GameRecord> back = copy.loadGame(imported.gameId, &err);
            QVERIFY(back);
            QCOMPARE(back->summary.startedAt, stored->summary.startedAt);
            QCOMPARE(back->summary.updatedAt, stored->steps.last().recordedAt);
            for (int i = 0; i < 3; ++i)
                QCOMPARE(back->steps.at(i).recordedAt, stored->steps.at(i).recordedAt);
        }

        // A time is a moment: with its offset, or refused with the line.
        const QByteArray header =
            "{\"format\":\"kibitzer-journal\",\"version\":1,\"game\":\"test-counter\"}\n";
        for (const char *bad : {"\"yesterday\"", "\"2026-11-26T18:00:00\"", "5"}) {
            const QByteArray step =
                QByteArray("{\"kind\":\"add\",\"actor\":0,\"payload\":{\"n\":1},\"at\":") + bad +
                "}\n";
            QVERIFY(!JournalFile::parse(header + step, &file, &line, &why));
            QCOMPARE(line, 2);
            QVERIFY2(why.contains(QStringLiteral("\"at\" must be a time")), qPrintable(why));
        }
        QVERIFY(!JournalFile::parse(
            "{\"format\":\"kibitzer-journal\",\"version\":1,\"game\":\"g\",\"started\":\"x\"}\n",
            &file, &line, &why));
        QVERIFY2(why.contains(QStringLiteral("\"started\" must be a time")), qPrintable(why));
        QVERIFY(
            JournalFile::parse(header + "{\"kind\":\"add\",\"at\":\"2026-11-26T18:00:00+09:00\"}\n",
                               &file, &line, &why));
        QCOMPARE(file.stepTimes.at(0), QDateTime(QDate(2026, 11, 26), QTime(9, 0), Qt::UTC));
    }

    void resultStoredAndClearedByUndo()
    {
        DbError err;
        auto db = Database::open(dbPath(), Database::Mode::ReadWrite, &err);
        Journal journal(*db);
        auto s = Session::start(journal, m_registry.find(QStringLiteral("test-counter")),
                                GameConfig{}, {}, &err);
        QSignalSpy finished(s.get(), &Session::finished);
        QCOMPARE(s->record(add(10)).outcome, Session::Outcome::Recorded);
        QCOMPARE(s->record(add(95), Session::Confirm::Yes).outcome, Session::Outcome::Recorded);
        QCOMPARE(finished.size(), 1);
        QVERIFY(s->result());
        QCOMPARE(journal.loadGame(s->gameId(), &err)->summary.status, GameStatus::Finished);
        QVERIFY(s->undo());
        QVERIFY(!s->result());
        QCOMPARE(journal.loadGame(s->gameId(), &err)->summary.status, GameStatus::Active);
        QVERIFY(s->redo());
        QCOMPARE(finished.size(), 2);
        QCOMPARE(journal.loadGame(s->gameId(), &err)->result->how, QStringLiteral("reached-100"));
    }

    void storageFailureChangesNothing()
    {
        DbError err;
        auto db = Database::open(dbPath(), Database::Mode::ReadWrite, &err);
        Journal journal(*db);
        auto s = Session::start(journal, m_registry.find(QStringLiteral("test-counter")),
                                GameConfig{}, {}, &err);
        QCOMPARE(s->record(add(1)).outcome, Session::Outcome::Recorded);
        QSignalSpy stateSpy(s.get(), &Session::stateChanged);
        // Make every further write fail.
        QSqlQuery q(db->db());
        QVERIFY(q.exec(QStringLiteral("CREATE TRIGGER no_more BEFORE INSERT ON steps BEGIN SELECT "
                                      "RAISE(ABORT, 'disk full'); END")));
        auto r = s->record(add(2));
        QCOMPARE(r.outcome, Session::Outcome::StorageFailed);
        QVERIFY(r.error.detail.contains(QStringLiteral("disk full")));
        QCOMPARE(total(*s), 1);
        QCOMPARE(s->count(), 1);
        QCOMPARE(stateSpy.size(), 0);
        QVERIFY(q.exec(QStringLiteral("CREATE TRIGGER no_marks BEFORE INSERT ON undo_marks BEGIN "
                                      "SELECT RAISE(ABORT, 'disk full'); END")));
        QVERIFY(!s->undo(&err));
        QCOMPARE(s->index(), 1);
        QCOMPARE(total(*s), 1);
    }

    void unknownGameKindIsReported()
    {
        DbError err;
        auto db = Database::open(dbPath(), Database::Mode::ReadWrite, &err);
        Journal journal(*db);
        const qint64 id = journal.createGame(QStringLiteral("chess"), GameConfig{}, {}, &err);
        QVERIFY(!Session::resume(journal, m_registry, id, &err));
        QVERIFY(err.message.english().contains(QStringLiteral("chess")));
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
