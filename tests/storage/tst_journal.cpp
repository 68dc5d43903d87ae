// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "core/GameRegistry.h"
#include "registerGames.h"
#include "storage/Journal.h"
#include "storage/JournalImport.h"

#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QTimeZone>

using namespace kbz;

class TestJournal : public QObject
{
    Q_OBJECT

    std::unique_ptr<Database> m_db;
    QDateTime m_now = QDateTime(QDate(2026, 11, 22), QTime(10, 0), QTimeZone::utc());

    Journal makeJournal()
    {
        return Journal(*m_db, [this] {
            m_now = m_now.addSecs(1);
            return m_now;
        });
    }

    static GameConfig twoPlayers()
    {
        GameConfig c;
        c.players = {{QStringLiteral("Aki"), QStringLiteral("white")},
                     {QStringLiteral("Ben"), QStringLiteral("black")}};
        c.options = {{QStringLiteral("handLimits"), QJsonArray{3, 4, 5}}};
        return c;
    }

private Q_SLOTS:
    void init()
    {
        m_now = QDateTime(QDate(2026, 11, 22), QTime(10, 0), QTimeZone::utc());
        DbError err;
        m_db = Database::openInMemory(&err);
        QVERIFY(m_db);
    }

    // A journal file imported twice is one game: the second import finds the first by the
    // content hash of the normalised journal (comments, spacing and key order do not count).
    void importRecognisesTheSameJournal()
    {
        GameRegistry registry;
        registerGames(registry);
        QString why;
        const auto checked = checkJournalFile(
            registry, QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/lethal-success.jsonl"),
            &why);
        QVERIFY2(checked, qPrintable(why));
        Journal j = makeJournal();
        DbError err;
        const ImportOutcome first = importJournal(j, *checked, &err);
        QVERIFY2(first.gameId == 1, qPrintable(err.text(Lang::En)));
        QVERIFY(!first.existing);
        QCOMPARE(first.steps, checked->file.steps.size());
        const ImportOutcome again = importJournal(j, *checked, &err);
        QCOMPARE(again.gameId, 1);
        QVERIFY(again.existing);
        QCOMPARE(j.listGames(&err).size(), 1);
        QCOMPARE(j.findImported(checked->file.contentHash(), &err), 1);

        // The same journal written differently hashes the same.
        JournalFile reformatted;
        int line = 0;
        QVERIFY(JournalFile::parse(
            "# a comment\n\n" +
                QByteArray(
                    R"({ "version": 1, "game": "lethal-checkmate", "format": "kibitzer-journal", )"
                    R"("config": {"players": [{"colour": "white", "name": "Aki"}]}})") +
                "\n\n" + R"({"payload": {"square": "b2"}, "actor": 0, "kind": "place-piece"})",
            &reformatted, &line, &why));
        JournalFile plain;
        QVERIFY(JournalFile::parse(
            R"({"format":"kibitzer-journal","version":1,"game":"lethal-checkmate","config":{"players":[{"name":"Aki","colour":"white"}]}}
{"kind":"place-piece","actor":0,"payload":{"square":"b2"}})",
            &plain, &line, &why));
        QCOMPARE(reformatted.contentHash(), plain.contentHash());
        QCOMPARE(plain.contentHash().size(), 64);

        // Another title, or one more step, is another journal.
        CheckedJournal other = *checked;
        other.file.title = QStringLiteral("Another evening");
        const ImportOutcome second = importJournal(j, other, &err);
        QCOMPARE(second.gameId, 2);
        QVERIFY(!second.existing);
        // A game started in the app has no hash: nothing finds it.
        QVERIFY(j.createGame(QStringLiteral("lethal-checkmate"), twoPlayers(), {}, &err) == 3);
        QCOMPARE(j.findImported(QByteArray(), &err), 0);
        QCOMPARE(j.findImported(QByteArray(64, 'f'), &err), 0);
        QVERIFY(!err);
    }

    void gameIds()
    {
        QCOMPARE(parseGameId(QStringLiteral("12")), std::optional<qint64>(12));
        Message why;
        QVERIFY(!parseGameId(QStringLiteral("0"), &why));
        QVERIFY(!parseGameId(QStringLiteral("-3"), &why));
        QVERIFY(!parseGameId(QStringLiteral("abc"), &why));
        QCOMPARE(why.text(Lang::En), QStringLiteral("\"abc\" is not a game id."));
    }

    void createAndLoadGame()
    {
        Journal j = makeJournal();
        DbError err;
        const qint64 id = j.createGame(QStringLiteral("lethal-checkmate"), twoPlayers(),
                                       QStringLiteral("Friday"), &err);
        QVERIFY2(id > 0, qPrintable(err.text(Lang::En)));
        auto rec = j.loadGame(id, &err);
        QVERIFY(rec);
        QCOMPARE(rec->summary.kind, QStringLiteral("lethal-checkmate"));
        QCOMPARE(rec->summary.title, QStringLiteral("Friday"));
        QCOMPARE(rec->summary.config, twoPlayers());
        QCOMPARE(rec->summary.status, GameStatus::Active);
        QCOMPARE(rec->summary.startedAt,
                 QDateTime(QDate(2026, 11, 22), QTime(10, 0, 1), QTimeZone::utc()));
        QVERIFY(rec->steps.isEmpty());
        QVERIFY(!rec->result);
        QVERIFY(!j.loadGame(id + 100, &err));
    }

    void stepsMarksAndResults()
    {
        Journal j = makeJournal();
        DbError err;
        const qint64 id = j.createGame(QStringLiteral("x"), twoPlayers(), {}, &err);
        StepRecord r1{1,
                      {QStringLiteral("play"), 0, {{QStringLiteral("card"), QStringLiteral("a")}}},
                      {{Severity::Warning, QStringLiteral("x.rule"),
                        Message("ctx", "Bad %1", {QStringLiteral("a")})}},
                      true,
                      {}};
        QVERIFY(j.appendStep(id, r1, std::nullopt, &err));
        StepRecord r2{2, {QStringLiteral("pass"), -1, {}}, {}, false, {}};
        GameResult res;
        res.how = QStringLiteral("hp-exhausted");
        res.players = {{0, 1, 1, true}, {1, 0, 2, false}};
        QVERIFY(j.appendStep(id, r2, res, &err));
        auto rec = j.loadGame(id, &err);
        QVERIFY(rec);
        QCOMPARE(rec->steps.size(), 2);
        QCOMPARE(rec->steps.at(0).step, r1.step);
        QCOMPARE(rec->steps.at(0).findings, r1.findings);
        QVERIFY(rec->steps.at(0).overridden);
        QCOMPARE(rec->steps.at(1).step.actor, -1);
        QCOMPARE(rec->summary.status, GameStatus::Finished);
        QCOMPARE(rec->summary.endedHow, QStringLiteral("hp-exhausted"));
        QVERIFY(rec->summary.endedAt.isValid());
        QVERIFY(rec->result);
        QCOMPARE(rec->result->winners(), QList<int>{0});
        QCOMPARE(j.listGames(&err).at(0).winners, QList<int>{0});

        QSqlQuery q(m_db->db());
        QVERIFY(q.exec(QStringLiteral("SELECT seat, rank, winner FROM results ORDER BY seat")));
        QVERIFY(q.next());
        QCOMPARE(q.value(2).toInt(), 1);
        QVERIFY(q.next());
        QCOMPARE(q.value(1).toInt(), 2);

        // Undoing the finishing step clears the result and reopens the game.
        QVERIFY(j.appendMark(id, {UndoMark::Op::Undo, 2, 2, {}}, std::nullopt, &err));
        rec = j.loadGame(id, &err);
        QCOMPARE(rec->summary.status, GameStatus::Active);
        QVERIFY(!rec->result);
        QVERIFY(!rec->summary.endedAt.isValid());
        QCOMPARE(rec->marks.size(), 1);
        QCOMPARE(rec->marks.at(0).stepSeq, 2);
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM results")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }

    void stepsAreAppendOnly()
    {
        Journal j = makeJournal();
        DbError err;
        const qint64 id = j.createGame(QStringLiteral("x"), twoPlayers(), {}, &err);
        QVERIFY(
            j.appendStep(id, {1, {QStringLiteral("a"), 0, {}}, {}, false, {}}, std::nullopt, &err));
        QSqlQuery q(m_db->db());
        QVERIFY(!q.exec(QStringLiteral("UPDATE steps SET kind = 'b'")));
        QVERIFY(q.lastError().text().contains(QStringLiteral("append-only")));
        // A duplicate seq is refused and the transaction leaves nothing behind.
        QVERIFY(!j.appendStep(id, {1, {QStringLiteral("dup"), 0, {}}, {}, false, {}}, std::nullopt,
                              &err));
        QCOMPARE(err.code, DbError::Code::Sql);
        QCOMPARE(j.loadGame(id, &err)->steps.size(), 1);
    }

    void listGamesNewestFirst()
    {
        Journal j = makeJournal();
        DbError err;
        const qint64 a = j.createGame(QStringLiteral("x"), twoPlayers(), QStringLiteral("A"), &err);
        const qint64 b = j.createGame(QStringLiteral("y"), twoPlayers(), QStringLiteral("B"), &err);
        QVERIFY(
            j.appendStep(a, {1, {QStringLiteral("s"), 0, {}}, {}, false, {}}, std::nullopt, &err));
        QVERIFY(j.setStatus(b, GameStatus::Abandoned, &err));
        QVERIFY(
            j.appendStep(a, {2, {QStringLiteral("s"), 0, {}}, {}, false, {}}, std::nullopt, &err));
        const QList<GameSummary> games = j.listGames(&err);
        QCOMPARE(games.size(), 2);
        QCOMPARE(games.at(0).id, a);
        QCOMPARE(games.at(0).stepCount, 2);
        QCOMPARE(games.at(1).status, GameStatus::Abandoned);
        QVERIFY(games.at(0).winners.isEmpty());
        QVERIFY(j.renameGame(b, QStringLiteral("Renamed"), &err));
        QCOMPARE(j.loadGame(b, &err)->summary.title, QStringLiteral("Renamed"));
    }
};

QTEST_GUILESS_MAIN(TestJournal)
#include "tst_journal.moc"
