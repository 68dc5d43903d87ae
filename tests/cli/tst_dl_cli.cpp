// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Dungeon Lords through the real kibitzer-cli process: the golden two-player game (two years to
// the score sheet) replays with a description per step, the engine's infos as findings, the
// final state and the score result, in English and Japanese; the three-player year stops at the
// next year's setup with no result; a malformed step is refused with its line.
#include "../support/CliProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestDlCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    using Run = kbztest::CliRun;

    static Run cli(const QStringList &args) { return kbztest::runCli(args); }

    static QString journal(const char *name)
    {
        return QStringLiteral(KIBITZER_TEST_DATA "/dungeon-lords/") + QString::fromLatin1(name);
    }

    struct Replay
    {
        QJsonObject doc;
        QStringList kinds;
        QStringList descriptions;
        QStringList messages; // every finding's text
        QStringList warned;   // rule ids of the warnings
        QSet<QString> rules;  // rule ids of every finding
    };

    static Replay read(const QByteArray &out)
    {
        Replay r;
        r.doc = QJsonDocument::fromJson(out).object();
        for (const QJsonValue &v : r.doc.value(QStringLiteral("steps")).toArray()) {
            const QJsonObject step = v.toObject();
            r.kinds.append(step.value(QStringLiteral("kind")).toString());
            r.descriptions.append(step.value(QStringLiteral("description")).toString());
            for (const QJsonValue &f : step.value(QStringLiteral("findings")).toArray()) {
                const QJsonObject finding = f.toObject();
                const QString rule = finding.value(QStringLiteral("rule")).toString();
                if (finding.value(QStringLiteral("severity")).toString() ==
                    QLatin1String("warning"))
                    r.warned.append(rule);
                r.rules.insert(rule);
                r.messages.append(finding.value(QStringLiteral("message")).toString());
            }
        }
        return r;
    }

private Q_SLOTS:
    void replayTwoPlayerGame_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("ja") << QStringLiteral("ja");
    }

    // Two years to the score sheet: every step kind, the paladin placed, moved by hand and by
    // the rule, defeats, a wiped-out party, released prisoners, the year end and the score.
    void replayTwoPlayerGame()
    {
        QFETCH(QString, lang);
        const Run run = cli({QStringLiteral("--lang"), lang, QStringLiteral("replay"),
                             journal("two-player-game.jsonl")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        const Replay r = read(run.out);
        QCOMPARE(r.doc.value(QStringLiteral("game")).toString(), QStringLiteral("dungeon-lords"));
        QCOMPARE(r.kinds.size(), 73);
        for (const char *kind : {"year", "plan", "release", "reveal", "trap", "magic", "attack",
                                 "heal", "conquest", "adjust", "paladin", "score"})
            QVERIFY2(r.kinds.contains(QLatin1String(kind)), kind);
        for (const QString &d : r.descriptions)
            QVERIFY(!d.isEmpty());
        QCOMPARE(r.warned, QStringList());
        for (const char *id :
             {"dl.paladin.join", "dl.paladin.move", "dl.step.conquest", "dl.end.conditions",
              "dl.end.no-tile", "dl.prison.release", "dl.round.structure", "dl.year.end",
              "dl.exhausted.restore", "dl.prison.defeated", "dl.trap.list", "dl.monster.dragon"})
            QVERIFY2(r.rules.contains(QString::fromLatin1(id)), id);
        if (lang == QLatin1String("en")) {
            QVERIFY(r.messages.contains(
                QStringLiteral("The paladin moves from Aki to Ben, the highest evil still "
                               "fighting (6), and joins the front of the party")));
            QVERIFY(r.messages.contains(
                QStringLiteral("Every adventurer attacking Ben is defeated: Ben's combat phase "
                               "is over")));
            // Round 3 of year 2: the fatigue defeats Aki's last adventurer, the room holds.
            // The line goes on with what followed (issue 13): the thief imprisoned, Aki's
            // combat over, the round over.
            QCOMPARE(r.descriptions.at(70),
                     QStringLiteral("Conquest: 1 fatigue (Thief 1 for 1 — defeated), Room 6 "
                                    "(distance 6) holds; Thief 1 is defeated and goes to Aki's "
                                    "prison; Every adventurer attacking Aki is defeated: Aki's "
                                    "combat phase is over; Round 3 is over: round 4 begins; Ben "
                                    "has no unconquered tile left: instead of fighting, Ben "
                                    "releases a prisoner this round"));
        } else {
            // The data names are Japanese whatever the translation of the sentence.
            const QString all = r.descriptions.join(QLatin1Char('\n'));
            QVERIFY2(all.contains(QStringLiteral("パラディン")), qPrintable(all.left(400)));
            QVERIFY(all.contains(QStringLiteral("ゴブリン")));
            QVERIFY(all.contains(QStringLiteral("トンネル")));
        }

        const QJsonObject state = r.doc.value(QStringLiteral("state")).toObject();
        QCOMPARE(state.value(QStringLiteral("phase")).toString(), QStringLiteral("finished"));
        QCOMPARE(state.value(QStringLiteral("year")).toInt(), 2);
        QCOMPARE(state.value(QStringLiteral("startPlayer")).toInt(), 1);
        const QJsonArray players = state.value(QStringLiteral("players")).toArray();
        QCOMPARE(players.size(), 2);
        QCOMPARE(players.at(0).toObject().value(QStringLiteral("prisoners")).toArray().size(), 5);
        QCOMPARE(players.at(1).toObject().value(QStringLiteral("prisoners")).toArray().size(), 4);
        QCOMPARE(players.at(1).toObject().value(QStringLiteral("out")).toString(),
                 QStringLiteral("no-tile"));

        const QJsonObject result = r.doc.value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("how")).toString(), QStringLiteral("score"));
        const QJsonArray ranks = result.value(QStringLiteral("players")).toArray();
        QCOMPARE(ranks.size(), 2);
        QCOMPARE(ranks.at(0).toObject().value(QStringLiteral("winner")).toBool(), true);
        QCOMPARE(ranks.at(0).toObject().value(QStringLiteral("score")).toInt(), 27);
        QCOMPARE(ranks.at(1).toObject().value(QStringLiteral("winner")).toBool(), false);
        QCOMPARE(ranks.at(1).toObject().value(QStringLiteral("score")).toInt(), 12);
        QCOMPARE(ranks.at(1).toObject().value(QStringLiteral("rank")).toInt(), 2);
    }

    // One year of three players: it ends waiting for year 2, so there is no result yet.
    void replayThreePlayerYear()
    {
        const Run run = cli({QStringLiteral("replay"), journal("three-player-year.jsonl")});
        QVERIFY2(run.code == 0, run.err.constData());
        const Replay r = read(run.out);
        QCOMPARE(r.kinds.size(), 31);
        QCOMPARE(r.warned, QStringList{QStringLiteral("dl.plan.tile")});
        QVERIFY(r.messages.contains(
            QStringLiteral("The fight is on the nearest unconquered tile, Tunnel 3 (distance 2), "
                           "not Room 4 (distance 3)")));
        QVERIFY(r.rules.contains(QStringLiteral("dl.prison.defeated")));
        QVERIFY(!r.rules.contains(QStringLiteral("dl.fatigue.spill")));
        // Eri's last fight: the fatigue defeats the priest, the room holds.
        QVERIFY2(r.descriptions.last().startsWith(
                     QStringLiteral("Conquest: 3 fatigue (Priest 1 for 3 — defeated), Room 4 "
                                    "(distance 3) holds; Priest 1 is defeated and goes to Eri's "
                                    "prison; ")),
                 qPrintable(r.descriptions.last()));
        QVERIFY2(r.descriptions.last().contains(
                     QStringLiteral("; Year 1's combat is over: the start player passes to Dan")),
                 qPrintable(r.descriptions.last()));
        QVERIFY(r.messages.contains(
            QStringLiteral("The paladin stays with Eri: tied on evil 4 with Dan, Eri comes later "
                           "from the start player and counts as more evil")));
        const QJsonObject state = r.doc.value(QStringLiteral("state")).toObject();
        QCOMPARE(state.value(QStringLiteral("phase")).toString(), QStringLiteral("year-setup"));
        QCOMPARE(state.value(QStringLiteral("year")).toInt(), 2);
        QCOMPARE(state.value(QStringLiteral("startPlayer")).toInt(), 1);
        QVERIFY(r.doc.value(QStringLiteral("result")).isNull());
    }

    // A step naming a tile the dungeon does not have is refused, with its line.
    void malformedStepRefused()
    {
        QFile golden(journal("two-player-game.jsonl"));
        QVERIFY(golden.open(QIODevice::ReadOnly));
        QByteArray data;
        int stepsKept = 0;
        while (!golden.atEnd() && stepsKept < 2) {
            const QByteArray line = golden.readLine();
            data += line;
            if (line.startsWith('{'))
                ++stepsKept; // the header and the year step
        }
        data += R"({"kind":"plan","actor":0,"payload":{"tile":9}})"
                "\n";
        const QString path = kbztest::writeFile(m_dir, QStringLiteral("bad.jsonl"), data);
        QVERIFY(!path.isEmpty());
        const Run run = cli({QStringLiteral("replay"), path});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("bad.jsonl:6:"), run.err.constData());
        QVERIFY2(run.err.contains("\"tile\""), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestDlCli)
#include "tst_dl_cli.moc"
