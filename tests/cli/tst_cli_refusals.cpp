// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// kibitzer-cli refuses what it cannot honestly read or write, touching nothing: a journal step
// whose actor is not a whole seat number (exit 2, FILE:LINE), and a stored game whose rows
// another program edited (export exit 3, the game and step named; never an export that
// `replay` would refuse).
#include "../support/CliProcess.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TestCliRefusals : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_dbCount = 0;

    using Run = kbztest::CliRun;

    static Run cli(const QStringList &args) { return kbztest::runCli(args); }

    QString write(const QString &name, const QByteArray &data)
    {
        return kbztest::writeFile(m_dir, name, data);
    }

    static QByteArray header()
    {
        return R"({"format":"kibitzer-journal","version":1,"game":"lethal-checkmate","config":{"players":[{"name":"Aki","colour":"white"},{"name":"Ben","colour":"black"}]}})";
    }

    static QString fixture()
    {
        return QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/lethal-success.jsonl");
    }

    // Edits a database file as another program would (not through Kibitzer, so without its
    // append-only triggers).
    static bool edit(const QString &path, const QStringList &statements)
    {
        bool ok = true;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                        QStringLiteral("other-program"));
            db.setDatabaseName(path);
            ok = db.open();
            for (const QString &sql : statements) {
                QSqlQuery q(db);
                if (ok && !q.exec(sql)) {
                    qWarning() << sql << q.lastError().text();
                    ok = false;
                }
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other-program"));
        return ok;
    }

private Q_SLOTS:
    void actorRefused_data()
    {
        QTest::addColumn<QByteArray>("actor");
        QTest::newRow("0.5") << QByteArray("0.5");
        QTest::newRow("1e308") << QByteArray("1e308");
        QTest::newRow("-1e308") << QByteArray("-1e308");
        QTest::newRow("-3") << QByteArray("-3");
        QTest::newRow("2^32") << QByteArray("4294967296");
        QTest::newRow("string") << QByteArray("\"1\"");
        QTest::newRow("bool") << QByteArray("false");
    }

    // rotate is a step any seat or the table may record: before, 0.5 and 1e308 became the table
    // and 4294967296 was read as the table too.
    void actorRefused()
    {
        QFETCH(QByteArray, actor);
        const QString path =
            write(QStringLiteral("actor.jsonl"),
                  header() +
                      "\n{\"kind\":\"place-piece\",\"actor\":0,\"payload\":{\"square\":\"b1\"}}\n"
                      "{\"kind\":\"rotate\",\"actor\":" +
                      actor + "}\n");
        Run r = cli({QStringLiteral("replay"), path});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(":3: \"actor\" must be a whole seat number"), r.err.constData());
        QVERIFY(r.out.isEmpty());

        const QString db = m_dir.filePath(QStringLiteral("actor%1.sqlite").arg(++m_dbCount));
        r = cli({QStringLiteral("--db"), db, QStringLiteral("import"), path});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(":3:"), r.err.constData());
        QVERIFY(!QFile::exists(db)); // not even created
    }

    // The table (-1, null or no actor) and whole numbers, even written as 1.0, stay valid.
    void actorAccepted_data()
    {
        QTest::addColumn<QByteArray>("actor");
        QTest::newRow("-1") << QByteArray(",\"actor\":-1");
        QTest::newRow("null") << QByteArray(",\"actor\":null");
        QTest::newRow("none") << QByteArray();
        QTest::newRow("1.0") << QByteArray(",\"actor\":1.0");
    }

    void actorAccepted()
    {
        QFETCH(QByteArray, actor);
        const QString path =
            write(QStringLiteral("ok.jsonl"), header() + "\n{\"kind\":\"rotate\"" + actor + "}\n");
        const Run r = cli({QStringLiteral("replay"), path});
        QVERIFY2(r.code == 0, r.err.constData());
    }

    void damagedGameNotExported_data()
    {
        QTest::addColumn<QString>("set"); // applied to step 3 of the imported fixture
        QTest::addColumn<QByteArray>("detail");
        QTest::newRow("payload not JSON")
            << QStringLiteral("payload = 'card: t-front'") << QByteArray("not a JSON object");
        QTest::newRow("unknown kind")
            << QStringLiteral("kind = 'teleport'") << QByteArray("Unknown step kind teleport");
        QTest::newRow("actor 99999999999")
            << QStringLiteral("actor = 99999999999") << QByteArray("99999999999");
        QTest::newRow("actor 2^32")
            << QStringLiteral("actor = 4294967296") << QByteArray("4294967296");
    }

    void damagedGameNotExported()
    {
        QFETCH(QString, set);
        QFETCH(QByteArray, detail);
        const QString db = m_dir.filePath(QStringLiteral("edited%1.sqlite").arg(++m_dbCount));
        Run r = cli({QStringLiteral("--db"), db, QStringLiteral("import"), fixture()});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(edit(
            db, {QStringLiteral("DROP TRIGGER steps_append_only"),
                 QStringLiteral("UPDATE steps SET %1 WHERE game_id = 1 AND seq = 3").arg(set)}));

        const QString out = m_dir.filePath(QStringLiteral("export%1.jsonl").arg(m_dbCount));
        r = cli({QStringLiteral("--db"), db, QStringLiteral("export"), QStringLiteral("1"),
                 QStringLiteral("-o"), out});
        // Never an export that replay refuses: before, the export succeeded and its replay
        // failed (or, with a truncated actor, replayed another seat's step).
        if (r.code == 0) {
            const Run replayed = cli({QStringLiteral("replay"), out});
            QVERIFY2(replayed.code == 0, replayed.err.constData());
        }
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("Step 3 of game 1 in the database is damaged"), r.err.constData());
        QVERIFY2(r.err.contains(detail), r.err.constData());
        QVERIFY(!QFile::exists(out));

        // To standard output: nothing either.
        r = cli({QStringLiteral("--db"), db, QStringLiteral("export"), QStringLiteral("1")});
        QCOMPARE(r.code, 3);
        QVERIFY(r.out.isEmpty());

        // The game is still listed, and another game of the same database still exports (another
        // journal: the same one again would be recognised as already imported).
        r = cli({QStringLiteral("--db"), db, QStringLiteral("import"),
                 QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/three-hits.jsonl")});
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({QStringLiteral("--db"), db, QStringLiteral("list")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.count("lethal-checkmate"), 2);
        r = cli({QStringLiteral("--db"), db, QStringLiteral("export"), QStringLiteral("2")});
        QVERIFY2(r.code == 0, r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliRefusals)
#include "tst_cli_refusals.moc"
