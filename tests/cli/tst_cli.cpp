// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "../support/CliProcess.h"
#include "../support/OtherUser.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace kbz;

// kibitzer-cli as a user runs it: a real process, its stdout, stderr and exit code.
class TestCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    using Run = kbztest::CliRun;

    Run cli(const QStringList &args) { return kbztest::runCli(args); }

    QString write(const QString &name, const QByteArray &data)
    {
        return kbztest::writeFile(m_dir, name, data);
    }

    static QByteArray header()
    {
        return R"({"format":"kibitzer-journal","version":1,"game":"lethal-checkmate","config":{"players":[{"name":"Aki","colour":"white"},{"name":"Ben","colour":"black"}]}})";
    }

    static QString fixture(const QString &name)
    {
        return QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/") + name;
    }

    static QByteArray hash(const QString &path) { return kbztest::fileHash(path); }

private Q_SLOTS:
    void usageErrors()
    {
        Run r = cli({});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("no command"));
        r = cli({QStringLiteral("frobnicate")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("unknown command"));
        r = cli({QStringLiteral("replay")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("usage"));
    }

    void replayMalformed_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QByteArray>("expected"); // ":LINE: part of the reason"
        QTest::newRow("not json") << QByteArray("hello\n") << QByteArray(":1: invalid JSON");
        QTest::newRow("no header") << QByteArray(R"({"kind":"end-turn"})")
                                   << QByteArray(":1: the first line must be the header");
        QTest::newRow("unknown game")
            << QByteArray(R"({"format":"kibitzer-journal","version":1,"game":"chess"})")
            << QByteArray(":1: unknown game");
        QTest::newRow("bad step json") << header() + "\n{\"kind\": }\n"
                                       << QByteArray(":2: invalid JSON");
        QTest::newRow("unknown kind") << header() + "\n\n{\"kind\":\"fly\",\"actor\":0}\n"
                                      << QByteArray(":3:");
    }

    void replayMalformed()
    {
        QFETCH(QByteArray, data);
        QFETCH(QByteArray, expected);
        const QString path = write(QStringLiteral("bad.jsonl"), data);
        const Run r = cli({QStringLiteral("replay"), path});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(expected), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void replayFixture()
    {
        const Run r =
            cli({QStringLiteral("replay"), fixture(QStringLiteral("lethal-success.jsonl"))});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("game")).toString(), QStringLiteral("lethal-checkmate"));
        const QJsonArray steps = doc.value(QStringLiteral("steps")).toArray();
        QVERIFY(steps.size() >= 5);
        // The fixture's illegal move is reported with its rule id, in English by default.
        bool sawPattern = false;
        for (const QJsonValue &s : steps)
            for (const QJsonValue &f : s.toObject().value(QStringLiteral("findings")).toArray())
                if (f.toObject().value(QStringLiteral("rule")).toString() ==
                    QLatin1String("lc.end.refill"))
                    sawPattern = true;
        QVERIFY(sawPattern);
        QVERIFY(doc.value(QStringLiteral("state")).isObject());
        const QJsonObject result = doc.value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("how")).toString(), QStringLiteral("hp-exhausted"));
    }

    // The Rook & Raiders golden journals through the real process: every step replays without
    // a warning (the findings are the engine's infos: defeats, criticals, automatic commands,
    // the castle), and the final state carries the round, each player's threat and who is out.
    void replayRookRaiders_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("round");
        QTest::addColumn<QList<int>>("threat");
        QTest::addColumn<QList<bool>>("out");
        QTest::addColumn<QString>("how");          // empty: the game goes on
        QTest::addColumn<QStringList>("infos");    // rule ids that must appear among the findings
        QTest::addColumn<QStringList>("warnings"); // the only warnings the journal may carry
        QTest::newRow("full round for four")
            << QStringLiteral("full-round.jsonl") << 2 << QList<int>{9, 10, 10, 12}
            << QList<bool>{false, false, false, false} << QString()
            << QStringList{"rr.attack.critical", "rr.damage.monster-defeat", "rr.honour.gain"}
            // Ben picked Recruit but Ann recruits second: Cal and Dee, who come before her
            // clockwise from the picker, recruit after her (rulebook ⑪, issue 17), kept.
            << QStringList{"rr.command.recruit-order", "rr.command.recruit-order"};
        QTest::newRow("castle defeat")
            << QStringLiteral("castle-defeat.jsonl") << 3 << QList<int>{12, 9, 10}
            << QList<bool>{true, false, false} << QString()
            << QStringList{"rr.enemy.castle", "rr.defeat.castle", "rr.command.auto"}
            << QStringList();
        QTest::newRow("declared victory")
            << QStringLiteral("declared-victory.jsonl") << 2 << QList<int>{8, 8}
            << QList<bool>{false, false} << QStringLiteral("victory")
            << QStringList{"rr.victory.declare"}
            << QStringList{"rr.move.path"}; // the sorcerer's move one square too far, kept
    }

    void replayRookRaiders()
    {
        QFETCH(QString, file);
        QFETCH(int, round);
        QFETCH(QList<int>, threat);
        QFETCH(QList<bool>, out);
        QFETCH(QString, how);
        QFETCH(QStringList, infos);
        QFETCH(QStringList, warnings);
        const QString path = QStringLiteral(KIBITZER_TEST_DATA "/rook-raiders/") + file;
        const Run r = cli({QStringLiteral("replay"), path});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("game")).toString(), QStringLiteral("rook-raiders"));
        const QJsonArray steps = doc.value(QStringLiteral("steps")).toArray();
        QVERIFY(steps.size() > 20);
        QSet<QString> seen;
        QStringList warned;
        for (const QJsonValue &s : steps) {
            const QJsonObject step = s.toObject();
            QVERIFY(!step.value(QStringLiteral("description")).toString().isEmpty());
            for (const QJsonValue &v : step.value(QStringLiteral("findings")).toArray()) {
                const QJsonObject f = v.toObject();
                if (f.value(QStringLiteral("severity")).toString() == QLatin1String("warning"))
                    warned.append(f.value(QStringLiteral("rule")).toString());
                seen.insert(f.value(QStringLiteral("rule")).toString());
            }
        }
        QCOMPARE(warned, warnings);
        for (const QString &id : infos)
            QVERIFY2(seen.contains(id), qPrintable(id));
        const QJsonObject state = doc.value(QStringLiteral("state")).toObject();
        QCOMPARE(state.value(QStringLiteral("round")).toInt(), round);
        const QJsonArray players = state.value(QStringLiteral("players")).toArray();
        QCOMPARE(players.size(), threat.size());
        for (qsizetype i = 0; i < players.size(); ++i) {
            const QJsonObject p = players.at(i).toObject();
            QCOMPARE(p.value(QStringLiteral("threat")).toInt(-1), threat.at(i));
            QCOMPARE(p.value(QStringLiteral("out")).toBool(), out.at(i));
        }
        const QJsonValue result = doc.value(QStringLiteral("result"));
        if (how.isEmpty()) {
            QVERIFY(result.isNull());
        } else {
            QCOMPARE(result.toObject().value(QStringLiteral("how")).toString(), how);
            QCOMPARE(result.toObject().value(QStringLiteral("players")).toArray().size(),
                     threat.size());
        }
        // In Japanese the same journal replays to the same state.
        const Run ja =
            cli({QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("replay"), path});
        QCOMPARE(ja.code, 0);
        QCOMPARE(QJsonDocument::fromJson(ja.out).object().value(QStringLiteral("state")),
                 QJsonValue(state));
    }

    // The Lords of War golden games through the real process, in English and Japanese: every
    // step replays without a warning, each has a description (in the UI language), and the
    // final state carries the destroyed cards per side against the thresholds and the result.
    void replayLordsOfWar_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("how");
        QTest::addColumn<QList<int>>("winners");
        QTest::addColumn<QStringList>("kinds"); // step kinds the game must contain
        QTest::newRow("full game, twenty cards")
            << QStringLiteral("full-game.jsonl") << QStringLiteral("cards") << QList<int>{0}
            << QStringList{"place", "resolve", "draw", "recall"};
        QTest::newRow("four commanders")
            << QStringLiteral("commanders.jsonl") << QStringLiteral("commanders") << QList<int>{1}
            << QStringList{"place", "resolve", "draw", "recall"};
        QTest::newRow("intermediate rules")
            << QStringLiteral("intermediate.jsonl") << QStringLiteral("cards") << QList<int>{0}
            << QStringList{"place", "resolve", "draw", "recall", "berserker-move"};
        QTest::newRow("three players")
            << QStringLiteral("three-players.jsonl") << QStringLiteral("commanders")
            << QList<int>{1, 2} << QStringList{"place", "resolve", "draw", "recall"};
        QTest::newRow("team battle for four")
            << QStringLiteral("team-four.jsonl") << QStringLiteral("cards") << QList<int>{1, 3}
            << QStringList{"place", "resolve", "draw", "recall"};
    }

    void replayLordsOfWar()
    {
        QFETCH(QString, file);
        QFETCH(QString, how);
        QFETCH(QList<int>, winners);
        QFETCH(QStringList, kinds);
        const QString path = QStringLiteral(KIBITZER_TEST_DATA "/lords-of-war/") + file;
        const Run r = cli({QStringLiteral("replay"), path});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("game")).toString(), QStringLiteral("lords-of-war"));
        const QJsonArray steps = doc.value(QStringLiteral("steps")).toArray();
        QVERIFY(steps.size() > 60);
        QSet<QString> seenKinds;
        int destroyedLines = 0;
        for (const QJsonValue &v : steps) {
            const QJsonObject step = v.toObject();
            seenKinds.insert(step.value(QStringLiteral("kind")).toString());
            const QString text = step.value(QStringLiteral("description")).toString();
            QVERIFY(!text.isEmpty());
            if (text.contains(QLatin1String("destroyed")))
                ++destroyedLines;
            for (const QJsonValue &f : step.value(QStringLiteral("findings")).toArray())
                QVERIFY2(f.toObject().value(QStringLiteral("severity")).toString() !=
                             QLatin1String("warning"),
                         qPrintable(f.toObject().value(QStringLiteral("message")).toString()));
        }
        for (const QString &k : kinds)
            QVERIFY2(seenKinds.contains(k), qPrintable(k));
        QVERIFY(destroyedLines > 5);

        const QJsonObject state = doc.value(QStringLiteral("state")).toObject();
        QCOMPARE(state.value(QStringLiteral("phase")).toString(), QStringLiteral("finished"));
        const int winnerSide = state.value(QStringLiteral("winnerSide")).toInt(-1);
        QVERIFY(winnerSide == 0 || winnerSide == 1);
        const QJsonObject kills =
            state.value(QStringLiteral("kills")).toArray().at(winnerSide).toObject();
        if (how == QLatin1String("cards"))
            QVERIFY(kills.value(QStringLiteral("cards")).toArray().size() >=
                    state.value(QStringLiteral("cardsToWin")).toInt());
        const QJsonObject result = doc.value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("how")).toString(), how);
        QList<int> got;
        for (const QJsonValue &p : result.value(QStringLiteral("players")).toArray())
            if (p.toObject().value(QStringLiteral("winner")).toBool())
                got.append(p.toObject().value(QStringLiteral("seat")).toInt());
        QCOMPARE(got, winners);

        // In Japanese: the same state, the journal lines in Japanese.
        const Run ja =
            cli({QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("replay"), path});
        QCOMPARE(ja.code, 0);
        const QJsonObject jdoc = QJsonDocument::fromJson(ja.out).object();
        QCOMPARE(jdoc.value(QStringLiteral("state")), QJsonValue(state));
        const QString first = jdoc.value(QStringLiteral("steps"))
                                  .toArray()
                                  .first()
                                  .toObject()
                                  .value(QStringLiteral("description"))
                                  .toString();
        QVERIFY2(first != steps.first().toObject().value(QStringLiteral("description")).toString(),
                 qPrintable(first));
    }

    // A table's correction of the cubes replays like any step; a correction on an empty
    // square is refused as malformed, with its line.
    void replayRookRaidersCubes()
    {
        QFile f(QStringLiteral(KIBITZER_TEST_DATA "/rook-raiders/full-round.jsonl"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray journal = f.readAll();
        QVERIFY(journal.endsWith('\n'));
        // Ben's sorcerer on B1: 2 more cubes on HP 2 (2 > 2 is not yet a faint), then 1 more.
        const QByteArray more =
            R"({"kind":"adjust-cubes","actor":1,"payload":{"at":"B1","delta":2}})"
            "\n"
            R"({"kind":"adjust-cubes","actor":1,"payload":{"at":"B1","delta":1}})"
            "\n";
        Run r =
            cli({QStringLiteral("replay"), write(QStringLiteral("cubes.jsonl"), journal + more)});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        const QJsonArray steps = doc.value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.last().toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("adjust-cubes"));
        QCOMPARE(steps.at(steps.size() - 2).toObject().value(QStringLiteral("findings")).toArray(),
                 QJsonArray());
        const QJsonArray faint =
            steps.last().toObject().value(QStringLiteral("findings")).toArray();
        QCOMPARE(faint.size(), 1);
        QCOMPARE(faint.first().toObject().value(QStringLiteral("rule")).toString(),
                 QStringLiteral("rr.damage.unit-faint"));
        const QJsonObject ben = doc.value(QStringLiteral("state"))
                                    .toObject()
                                    .value(QStringLiteral("players"))
                                    .toArray()
                                    .at(1)
                                    .toObject();
        QVERIFY(ben.value(QStringLiteral("hand")).toArray().contains(QStringLiteral("sorcerer")));

        const QByteArray empty =
            R"({"kind":"adjust-cubes","actor":1,"payload":{"at":"C6","delta":1}})"
            "\n";
        r = cli(
            {QStringLiteral("replay"), write(QStringLiteral("cubes-bad.jsonl"), journal + empty)});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("There is no unit or monster on C6"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // A Bard's song aimed at a monster breaks rr.attack.bard but is what the table did: the
    // replay records it with the warning (exit 0) and the monster takes nothing.
    void replayRookRaidersBardAtMonster()
    {
        QFile f(QStringLiteral(KIBITZER_TEST_DATA "/rook-raiders/full-round.jsonl"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        // Ben's golem stands on circle A; his sorcerer on B1 sings to it.
        const QByteArray song = R"({"kind":"bard","actor":1,"payload":{"at":"B1","target":"A"}})"
                                "\n";
        const Run r = cli(
            {QStringLiteral("replay"), write(QStringLiteral("bard.jsonl"), f.readAll() + song)});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        const QJsonObject last = doc.value(QStringLiteral("steps")).toArray().last().toObject();
        QCOMPARE(last.value(QStringLiteral("kind")).toString(), QStringLiteral("bard"));
        QStringList rules;
        for (const QJsonValue &v : last.value(QStringLiteral("findings")).toArray())
            rules.append(v.toObject().value(QStringLiteral("rule")).toString());
        QVERIFY2(rules.contains(QStringLiteral("rr.attack.bard")), qPrintable(rules.join(u',')));
        const QJsonObject ben = doc.value(QStringLiteral("state"))
                                    .toObject()
                                    .value(QStringLiteral("players"))
                                    .toArray()
                                    .at(1)
                                    .toObject();
        for (const QJsonValue &m : ben.value(QStringLiteral("monsters")).toArray())
            if (m.toObject().value(QStringLiteral("at")).toString() == QLatin1String("A"))
                // Recorded anyway, the song hit the monster as it did at the table (issue 35).
                QCOMPARE(m.toObject().value(QStringLiteral("damage")).toInt(), 1);
    }

    void importListExportRoundTrip()
    {
        const QString db = m_dir.filePath(QStringLiteral("games.sqlite"));
        const QString in = fixture(QStringLiteral("lethal-success.jsonl"));
        Run r = cli({QStringLiteral("--db"), db, QStringLiteral("import"), in});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("imported game 1"));
        r = cli({QStringLiteral("--db"), db, QStringLiteral("list")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("lethal-checkmate"));
        QVERIFY(r.out.contains("finished"));
        QVERIFY2(r.out.contains("\tplayers\twinners\ttitle"), r.out.constData());
        QVERIFY2(r.out.contains("\tWhite, Black\tWhite\t"), r.out.constData());
        QVERIFY2(r.out.contains("White, Black"), r.out.constData());
        const QString out = m_dir.filePath(QStringLiteral("export.jsonl"));
        r = cli({QStringLiteral("--db"), db, QStringLiteral("export"), QStringLiteral("1"),
                 QStringLiteral("-o"), out});
        QVERIFY2(r.code == 0, r.err.constData());
        // Replaying the export gives the same findings, state and result as the original.
        const Run a = cli({QStringLiteral("replay"), in});
        const Run b = cli({QStringLiteral("replay"), out});
        QCOMPARE(a.code, 0);
        QCOMPARE(b.code, 0);
        const QJsonObject ja = QJsonDocument::fromJson(a.out).object();
        const QJsonObject jb = QJsonDocument::fromJson(b.out).object();
        QCOMPARE(jb.value(QStringLiteral("state")), ja.value(QStringLiteral("state")));
        QCOMPARE(jb.value(QStringLiteral("result")), ja.value(QStringLiteral("result")));
        QCOMPARE(jb.value(QStringLiteral("steps")).toArray().size(),
                 ja.value(QStringLiteral("steps")).toArray().size());

        // Imported again, the journal is recognised: still one game.
        r = cli({QStringLiteral("--db"), db, QStringLiteral("import"), in});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("already imported as game 1"), r.out.constData());
        r = cli({QStringLiteral("--db"), db, QStringLiteral("list")});
        QCOMPARE(r.out.count('\n'), 2); // the header and one game

        r = cli({QStringLiteral("--db"), db, QStringLiteral("export"), QStringLiteral("99")});
        QCOMPARE(r.code, 4);
        r = cli({QStringLiteral("--db"), db, QStringLiteral("export"), QStringLiteral("abc")});
        QCOMPARE(r.code, 1);
    }

    // kibitzer-cli branch (issue 22): a new game of the first STEP steps, whose export replays
    // as the journal cut there; a stored step another program damaged is named and no game is
    // created.
    void branch()
    {
        const QString db = m_dir.filePath(QStringLiteral("branch.sqlite"));
        const QString in = fixture(QStringLiteral("three-hits.jsonl"));
        Run r = cli({QStringLiteral("--db"), db, QStringLiteral("import"), in});
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({QStringLiteral("--db"), db, QStringLiteral("branch"), QStringLiteral("1"),
                 QStringLiteral("3")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray("2\n"));
        const QString out = m_dir.filePath(QStringLiteral("branch.jsonl"));
        r = cli({QStringLiteral("--db"), db, QStringLiteral("export"), QStringLiteral("2"),
                 QStringLiteral("-o"), out});
        QVERIFY2(r.code == 0, r.err.constData());
        QFile original(in);
        QVERIFY(original.open(QIODevice::ReadOnly));
        QByteArray cut;
        for (int steps = -1; steps < 3 && !original.atEnd();) {
            const QByteArray line = original.readLine();
            if (line.trimmed().isEmpty() || line.startsWith('#'))
                continue;
            cut += line;
            ++steps;
        }
        const Run a = cli({QStringLiteral("replay"), write(QStringLiteral("cut.jsonl"), cut)});
        const Run b = cli({QStringLiteral("replay"), out});
        QCOMPARE(a.code, 0);
        QCOMPARE(b.code, 0);
        QCOMPARE(QJsonDocument::fromJson(b.out).object().value(QStringLiteral("state")),
                 QJsonDocument::fromJson(a.out).object().value(QStringLiteral("state")));
        QCOMPARE(
            QJsonDocument::fromJson(b.out).object().value(QStringLiteral("steps")).toArray().size(),
            3);

        r = cli({QStringLiteral("--db"), db, QStringLiteral("branch"), QStringLiteral("1"),
                 QStringLiteral("abc")});
        QCOMPARE(r.code, 1);
        r = cli({QStringLiteral("--db"), db, QStringLiteral("branch"), QStringLiteral("1"),
                 QStringLiteral("999")});
        QCOMPARE(r.code, 4);
        r = cli({QStringLiteral("--db"), db, QStringLiteral("branch"), QStringLiteral("77"),
                 QStringLiteral("1")});
        QCOMPARE(r.code, 4);

        {
            DbError err;
            auto d = Database::open(db, Database::Mode::ReadWrite, &err);
            QVERIFY(d);
            QSqlQuery q(d->db());
            QVERIFY(q.exec(QStringLiteral("DROP TRIGGER steps_append_only")));
            QVERIFY(q.exec(QStringLiteral(
                "UPDATE steps SET kind = 'teleport' WHERE game_id = 1 AND seq = 2")));
        }
        r = cli({QStringLiteral("--db"), db, QStringLiteral("branch"), QStringLiteral("1"),
                 QStringLiteral("3")});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("Step 2 of game 1"), r.err.constData());
        r = cli({QStringLiteral("--db"), db, QStringLiteral("list")});
        QCOMPARE(r.out.count('\n'), 3); // the header and the two games of before
    }

    void importMalformedWritesNothing()
    {
        const QString db = m_dir.filePath(QStringLiteral("untouched.sqlite"));
        const QString bad =
            write(QStringLiteral("bad2.jsonl"), header() + "\n{\"kind\":\"fly\"}\n");
        const Run r = cli({QStringLiteral("--db"), db, QStringLiteral("import"), bad});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(":2:"));
        QVERIFY(!QFile::exists(db)); // not even created
    }

    void refusedDatabase()
    {
        const QString notDb = write(QStringLiteral("notes.txt"), "shopping list\n");
        const QByteArray before = hash(notDb);
        Run r = cli({QStringLiteral("--db"), notDb, QStringLiteral("list")});
        QCOMPARE(r.code, 3);
        QVERIFY(r.err.contains("not a Kibitzer database"));
        r = cli({QStringLiteral("--db"), notDb, QStringLiteral("import"),
                 fixture(QStringLiteral("lethal-success.jsonl"))});
        QCOMPARE(r.code, 3);
        QCOMPARE(hash(notDb), before);
    }

    void lockedDatabase_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("same path") << QStringLiteral("same");
        QTest::newRow("symlink") << QStringLiteral("symlink");
        QTest::newRow("relative with ..") << QStringLiteral("relative");
        QTest::newRow("hard link") << QStringLiteral("hardlink");
    }

    void lockedDatabase()
    {
        // While this process holds the database (as the app would), kibitzer-cli is refused
        // whatever path it is given, and names the holder; nothing is imported.
        QFETCH(QString, how);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("x")));
        const QString path = dir.filePath(QStringLiteral("x/locked.sqlite"));
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        QString alias = path;
        if (how == QLatin1String("symlink")) {
            alias = dir.filePath(QStringLiteral("link.sqlite"));
            QVERIFY(QFile::link(path, alias));
        } else if (how == QLatin1String("relative")) {
            alias = QDir::current().relativeFilePath(dir.path()) +
                    QStringLiteral("/x/../x/locked.sqlite");
        } else if (how == QLatin1String("hardlink")) {
            alias = dir.filePath(QStringLiteral("hard.sqlite"));
            QVERIFY(::link(QFile::encodeName(path).constData(),
                           QFile::encodeName(alias).constData()) == 0);
        }
        const QByteArray before = hash(path);
        const Run r = cli({QStringLiteral("--db"), alias, QStringLiteral("import"),
                           fixture(QStringLiteral("lethal-success.jsonl"))});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("another Kibitzer"), r.err.constData());
        QVERIFY2(r.err.contains(QByteArray::number(QCoreApplication::applicationPid())),
                 r.err.constData());
        QVERIFY2(r.err.contains("tst_cli"), r.err.constData());
        QCOMPARE(hash(path), before);
        Journal journal(*db);
        QCOMPARE(journal.listGames(&err).size(), 0);
    }

    void refusalsForAnotherUser()
    {
        // The permission bits as an ordinary user meets them: when the tests run as root,
        // kibitzer-cli runs as "nobody", for whom a root-owned folder and a 0444 file are
        // really unwritable. A read-only file is refused as such; a healthy database in an
        // unwritable folder is not called damaged, and a reader still lists it. Nobody runs a
        // copy of the CLI and reads a copy of the journal in a folder it can enter, wherever
        // the checkout sits (a clone under /root is out of its reach).
        if (::geteuid() != 0)
            QSKIP("runs kibitzer-cli as another user, which needs root; the mode-bit tests in "
                  "tst_database cover an ordinary user");
        kbztest::OtherUserStage stage;
        const QString program = stage.copy(QStringLiteral(KIBITZER_CLI_PATH), true);
        const QString journal = stage.copy(fixture(QStringLiteral("lethal-success.jsonl")));
        if (!stage.whyNot().isEmpty())
            QSKIP(qPrintable(stage.whyNot()));
        const QDir dir(stage.work());
        const QString db = dir.filePath(QStringLiteral("k.sqlite"));
        QCOMPARE(cli({QStringLiteral("--db"), db, QStringLiteral("import"), journal}).code, 0);
        // The file itself is writable for everyone: only its folder stands in the way.
        QVERIFY(QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther |
                                              QFile::WriteOther));
        const QByteArray before = hash(db);
        const auto asNobody = [&program](const QStringList &args) {
            return kbztest::OtherUserStage::runAsNobody(program, args);
        };
        // Nobody can run the copy: a failure below is the refusal, not a failed start.
        Run r = asNobody({QStringLiteral("--version")});
        QVERIFY2(r.code == 0, r.err.constData());
        // The folder belongs to root: nobody cannot create -wal/-shm there.
        r = asNobody({QStringLiteral("--db"), db, QStringLiteral("import"), journal});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("folder") && !r.err.contains("damaged"), r.err.constData());
        r = asNobody({QStringLiteral("--db"), db, QStringLiteral("list")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("lethal-checkmate"));
        QCOMPARE(hash(db), before);
        QCOMPARE(dir.entryList(QDir::Files | QDir::Hidden | QDir::System),
                 QStringList{QStringLiteral("k.sqlite")});

        // A 0444 file of nobody's own, in nobody's own folder.
        const QString own = dir.filePath(QStringLiteral("own"));
        QVERIFY(QDir().mkpath(own));
        const QString ro = own + QStringLiteral("/ro.sqlite");
        QVERIFY(QFile::copy(db, ro));
        QVERIFY(::chown(QFile::encodeName(own).constData(), kbztest::kNobodyUid,
                        kbztest::kNobodyGid) == 0);
        QVERIFY(::chown(QFile::encodeName(ro).constData(), kbztest::kNobodyUid,
                        kbztest::kNobodyGid) == 0);
        QVERIFY(QFile::setPermissions(ro, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        r = asNobody({QStringLiteral("--db"), ro, QStringLiteral("import"), journal});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("is read-only"), r.err.constData());
        QCOMPARE(hash(ro), before);
        QCOMPARE(QDir(own).entryList(QDir::Files | QDir::Hidden | QDir::System),
                 QStringList{QStringLiteral("ro.sqlite")});
    }

    void schemaOfEveryGame()
    {
        // `schema GAME` prints what each step kind holds; no database is opened.
        const QString db = m_dir.filePath(QStringLiteral("never-made.sqlite"));
        for (const char *game :
             {"lethal-checkmate", "rook-raiders", "lords-of-war", "light-wars", "dungeon-lords"}) {
            const Run r = cli(
                {QStringLiteral("--db"), db, QStringLiteral("schema"), QString::fromLatin1(game)});
            QVERIFY2(r.code == 0, r.err.constData());
            const QJsonObject o = QJsonDocument::fromJson(r.out).object();
            QCOMPARE(o.value(QStringLiteral("game")).toString(), QString::fromLatin1(game));
            const QJsonArray steps = o.value(QStringLiteral("steps")).toArray();
            QVERIFY(steps.size() >= 5);
            for (const QJsonValue &v : steps) {
                QVERIFY(!v.toObject().value(QStringLiteral("name")).toString().isEmpty());
                QVERIFY(v.toObject().value(QStringLiteral("fields")).isArray());
            }
        }
        QVERIFY(!QFile::exists(db));
        const Run ja = cli({QStringLiteral("--lang"), QStringLiteral("ja"),
                            QStringLiteral("schema"), QStringLiteral("lethal-checkmate")});
        QVERIFY2(ja.out.contains(QStringLiteral("カード").toUtf8()), ja.out.constData());
        const Run unknown = cli({QStringLiteral("schema"), QStringLiteral("chess")});
        QCOMPARE(unknown.code, 4);
        QVERIFY2(unknown.err.contains("unknown game \"chess\"") &&
                     unknown.err.contains("rook-raiders"),
                 unknown.err.constData());
        QCOMPARE(cli({QStringLiteral("schema")}).code, 1);
    }

    void emptyDatabaseFile()
    {
        // `list` on a 0-byte file says it is empty (not "no such table"), and leaves it so.
        const QString path = write(QStringLiteral("zero.sqlite"), QByteArray());
        QVERIFY(!path.isEmpty());
        const Run r = cli({QStringLiteral("--db"), path, QStringLiteral("list")});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("is an empty file (0 bytes)"), r.err.constData());
        QVERIFY2(!r.err.contains("no such table"), r.err.constData());
        QCOMPARE(QFileInfo(path).size(), 0);
        for (const char *suffix : {"-wal", "-shm", "-journal", ".lock"})
            QVERIFY2(!QFile::exists(path + QLatin1String(suffix)), suffix);
        // export and cards export say the same.
        const Run e =
            cli({QStringLiteral("--db"), path, QStringLiteral("export"), QStringLiteral("1")});
        QCOMPARE(e.code, 3);
        QVERIFY2(e.err.contains("is an empty file (0 bytes)"), e.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
