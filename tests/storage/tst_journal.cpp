#include "storage/Journal.h"

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
        DbError err;
        m_db = Database::openInMemory(&err);
        QVERIFY(m_db);
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
