// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// A game whose rows another program edited (a payload that is not JSON, a kind no engine knows,
// an actor that does not fit a seat) is refused when it is opened, with the game and the step
// named, and nothing is written: it is never resumed into a state nobody recorded.
#include "core/Session.h"
#include "registerGames.h"
#include "storage/Journal.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace kbz;

class TestDamagedGame : public QObject
{
    Q_OBJECT

    GameRegistry m_registry;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<Journal> m_journal;
    qint64 m_gameId = 0;

    static Step step(const char *kind, int actor, QJsonObject payload)
    {
        return Step{QString::fromLatin1(kind), actor, std::move(payload)};
    }

    // Runs SQL as another program would (the append-only triggers are Kibitzer's, not theirs).
    bool edit(const QString &sql)
    {
        QSqlQuery q(m_db->db());
        if (!q.exec(sql)) {
            qWarning() << sql << q.lastError().text();
            return false;
        }
        return true;
    }

    // What the database holds, to prove a refusal wrote nothing.
    QString snapshot()
    {
        QSqlQuery q(m_db->db());
        q.exec(QStringLiteral(
            "SELECT (SELECT count(*) FROM steps) || '/' || (SELECT count(*) FROM undo_marks) || "
            "'/' || (SELECT group_concat(updated_at || status) FROM games)"));
        return q.next() ? q.value(0).toString() : QString();
    }

private Q_SLOTS:
    void initTestCase() { registerGames(m_registry); }

    // A Lethal Checkmate game with three steps, the third undone.
    void init()
    {
        DbError err;
        m_db = Database::openInMemory(&err);
        QVERIFY(m_db);
        m_journal = std::make_unique<Journal>(*m_db);
        const EnginePtr engine = m_registry.find(QStringLiteral("lethal-checkmate"));
        QVERIFY(engine);
        auto s = Session::start(*m_journal, engine, engine->defaultConfig(),
                                QStringLiteral("Edited"), &err);
        QVERIFY(s);
        m_gameId = s->gameId();
        for (const Step &st :
             {step("place-piece", 0, {{QStringLiteral("square"), QStringLiteral("b1")}}),
              step("place-piece", 1, {{QStringLiteral("square"), QStringLiteral("b3")}}),
              step("rotate", -1, {})}) {
            const auto r = s->record(st, Session::Confirm::Yes);
            QVERIFY2(r.outcome == Session::Outcome::Recorded,
                     qPrintable(r.problem.english() + r.error.text(Lang::En)));
        }
        QVERIFY(s->undo());
        QVERIFY(edit(QStringLiteral("DROP TRIGGER steps_append_only")));
    }

    void cleanup()
    {
        m_journal.reset();
        m_db.reset();
    }

    void healthyGameResumes()
    {
        DbError err;
        auto s = Session::resume(*m_journal, m_registry, m_gameId, &err);
        QVERIFY2(s, qPrintable(err.text(Lang::En)));
        QCOMPARE(s->count(), 3);
        QCOMPARE(s->index(), 2);
    }

    void editedStepRefused_data()
    {
        QTest::addColumn<QString>("set"); // the SET clause applied to step 2
        QTest::addColumn<QString>("detail");
        QTest::newRow("payload not JSON") << QStringLiteral("payload = 'square: b3'")
                                          << QStringLiteral("the payload is not a JSON object");
        QTest::newRow("payload an array") << QStringLiteral("payload = '[\"b3\"]'")
                                          << QStringLiteral("the payload is not a JSON object");
        QTest::newRow("payload empty")
            << QStringLiteral("payload = ''") << QStringLiteral("the payload is not a JSON object");
        QTest::newRow("unknown kind")
            << QStringLiteral("kind = 'teleport'") << QStringLiteral("Unknown step kind teleport");
        QTest::newRow("empty kind")
            << QStringLiteral("kind = ''") << QStringLiteral("the kind is not a name");
        // A number in the TEXT column is stored as the text "12".
        QTest::newRow("kind a number")
            << QStringLiteral("kind = 12") << QStringLiteral("Unknown step kind 12");
        QTest::newRow("kind a blob")
            << QStringLiteral("kind = X'726f74617465'") << QStringLiteral("the kind is not a name");
        // 99999999999 truncated to 32 bits is 1215752191; 4294967297 would become seat 1.
        QTest::newRow("actor 99999999999")
            << QStringLiteral("actor = 99999999999")
            << QStringLiteral("the actor 99999999999 is not a seat number");
        QTest::newRow("actor 2^32 + 1") << QStringLiteral("actor = 4294967297")
                                        << QStringLiteral("the actor 4294967297 is not a seat");
        QTest::newRow("actor -3") << QStringLiteral("actor = -3")
                                  << QStringLiteral("the actor -3 is not a seat");
        QTest::newRow("actor 0.5")
            << QStringLiteral("actor = 0.5") << QStringLiteral("the actor 0.5 is not a seat");
        QTest::newRow("actor text")
            << QStringLiteral("actor = 'Ben'") << QStringLiteral("the actor Ben is not a seat");
        QTest::newRow("actor 7, no such seat")
            << QStringLiteral("actor = 7") << QStringLiteral("7");
        QTest::newRow("payload misses its square")
            << QStringLiteral("payload = '{}'") << QStringLiteral("square");
    }

    void editedStepRefused()
    {
        QFETCH(QString, set);
        QFETCH(QString, detail);
        QVERIFY(edit(QStringLiteral("UPDATE steps SET %1 WHERE game_id = %2 AND seq = 2")
                         .arg(set)
                         .arg(m_gameId)));
        const QString before = snapshot();
        DbError err;
        auto s = Session::resume(*m_journal, m_registry, m_gameId, &err);
        QVERIFY2(!s, "a damaged game must not be resumed");
        QCOMPARE(err.code, DbError::Code::Corrupt);
        QCOMPARE(err.message.english(),
                 QStringLiteral("Step 2 of game %1 in the database is damaged: another program "
                                "may have changed it. The game was not opened; nothing was "
                                "written.")
                     .arg(m_gameId));
        QVERIFY2(err.detail.contains(detail), qPrintable(err.detail));
        QCOMPARE(snapshot(), before);
    }

    // The damage is found in an undone step too: the whole stored history must replay.
    void editedUndoneStepRefused()
    {
        QVERIFY(edit(QStringLiteral("UPDATE steps SET kind = 'fly' WHERE seq = 3")));
        DbError err;
        QVERIFY(!Session::resume(*m_journal, m_registry, m_gameId, &err));
        QVERIFY2(err.message.english().startsWith(QStringLiteral("Step 3 of game")),
                 qPrintable(err.text(Lang::En)));
    }

    void editedConfigRefused()
    {
        QVERIFY(edit(QStringLiteral("UPDATE games SET config = 'players: Aki, Ben'")));
        DbError err;
        QVERIFY(!m_journal->loadGame(m_gameId, &err));
        QCOMPARE(err.code, DbError::Code::Corrupt);
        QVERIFY2(
            err.message.english().startsWith(
                QStringLiteral("The setup of game %1 in the database is damaged").arg(m_gameId)),
            qPrintable(err.text(Lang::En)));
        QCOMPARE(err.detail, QStringLiteral("the config is not a JSON object"));
        QVERIFY(!Session::resume(*m_journal, m_registry, m_gameId, &err));
        // The list still shows the game (it is there; it just cannot be opened).
        QCOMPARE(m_journal->listGames(&err).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestDamagedGame)
#include "tst_damaged_game.moc"
