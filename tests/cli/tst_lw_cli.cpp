// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Light Wars through the real kibitzer-cli process: the golden full game replays with every
// description, only the engine's infos as findings, the final state and the score result, in
// English and Japanese; the unit and tactics library goes out and comes back in.
#include "../support/CliProcess.h"
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestLwCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    using Run = kbztest::CliRun;

    static Run cli(const QStringList &args) { return kbztest::runCli(args); }

    static QString journal(const char *name)
    {
        return QStringLiteral(KIBITZER_TEST_DATA "/light-wars/") + QString::fromLatin1(name);
    }

    QString write(const QString &name, const QByteArray &data)
    {
        return kbztest::writeFile(m_dir, name, data);
    }

private Q_SLOTS:
    void replayFullGame_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("ja") << QStringLiteral("ja");
    }

    // A small-scale game to the end of the last turn: attacks, a shot, first-strike ties,
    // tactics paid in spare bases, the countdown and a score result.
    void replayFullGame()
    {
        QFETCH(QString, lang);
        const Run r = cli(
            {QStringLiteral("--lang"), lang, QStringLiteral("replay"), journal("full-game.jsonl")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("game")).toString(), QStringLiteral("light-wars"));
        const QJsonArray steps = doc.value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), 67);
        QSet<QString> seen;
        QStringList warned;
        QStringList descriptions;
        for (const QJsonValue &v : steps) {
            const QJsonObject step = v.toObject();
            const QString d = step.value(QStringLiteral("description")).toString();
            QVERIFY(!d.isEmpty());
            descriptions.append(d);
            for (const QJsonValue &f : step.value(QStringLiteral("findings")).toArray()) {
                const QJsonObject finding = f.toObject();
                if (finding.value(QStringLiteral("severity")).toString() ==
                    QLatin1String("warning"))
                    warned.append(finding.value(QStringLiteral("rule")).toString());
                seen.insert(finding.value(QStringLiteral("rule")).toString());
            }
        }
        QCOMPARE(warned, QStringList());
        for (const char *id :
             {"lw.attack.dice", "lw.attack.tie", "lw.skill.pike", "lw.skill.shoot",
              "lw.tactics.duration", "lw.turn.countdown", "lw.victory.time", "lw.score.cost"})
            QVERIFY2(seen.contains(QString::fromLatin1(id)), id);
        if (lang == QLatin1String("en")) {
            QVERIFY(descriptions.contains(
                QStringLiteral("Red shoots Blue Infantry 1 with Archer: 4 vs 8, nobody removed")));
            QVERIFY(descriptions.contains(
                QStringLiteral("Blue attacks Red Pikeman 2 with Infantry 3: 7 vs 7, Infantry 3 "
                               "removed")));
            QVERIFY(descriptions.contains(QStringLiteral("Blue uses Rally (spare bases paid: 2)")));
        } else {
            // The data names are Japanese whatever the translation of the sentence.
            QVERIFY(descriptions.join(QLatin1Char('\n')).contains(QStringLiteral("青軍の歩兵1")));
            QVERIFY(descriptions.join(QLatin1Char('\n')).contains(QStringLiteral("弓兵")));
        }

        const QJsonObject state = doc.value(QStringLiteral("state")).toObject();
        QCOMPARE(state.value(QStringLiteral("phase")).toString(), QStringLiteral("finished"));
        QCOMPARE(state.value(QStringLiteral("turnMarker")).toInt(), 1);
        QCOMPARE(state.value(QStringLiteral("turnsTaken")).toInt(), 10);
        QCOMPARE(state.value(QStringLiteral("winner")).toString(), QStringLiteral("red"));
        const QJsonArray sides = state.value(QStringLiteral("sides")).toArray();
        QCOMPARE(sides.at(0).toObject().value(QStringLiteral("score")).toInt(), 6);
        QCOMPARE(sides.at(1).toObject().value(QStringLiteral("score")).toInt(), 5);
        QCOMPARE(sides.at(0).toObject().value(QStringLiteral("spareBases")).toInt(), 6);
        QCOMPARE(sides.at(1).toObject().value(QStringLiteral("spareBases")).toInt(), 3);
        QCOMPARE(sides.at(1).toObject().value(QStringLiteral("paidBases")).toInt(), 4);

        const QJsonObject result = doc.value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("how")).toString(), QStringLiteral("score"));
        const QJsonArray players = result.value(QStringLiteral("players")).toArray();
        QCOMPARE(players.size(), 2);
        QCOMPARE(players.at(0).toObject().value(QStringLiteral("winner")).toBool(), true);
        QCOMPARE(players.at(0).toObject().value(QStringLiteral("score")).toInt(), 6);
        QCOMPARE(players.at(1).toObject().value(QStringLiteral("rank")).toInt(), 2);
        const QJsonArray breakdown = result.value(QStringLiteral("details"))
                                         .toObject()
                                         .value(QStringLiteral("sides"))
                                         .toArray();
        QCOMPARE(
            breakdown.at(0).toObject().value(QStringLiteral("removedEnemies")).toArray().size(), 3);
    }

    // The journals on the map (revision 1.3): positions and facing replayed without a warning in
    // both languages, the same state either way, squares in the descriptions and the state.
    void replayMapJournals_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("how");
        QTest::addColumn<int>("steps");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("lineJa");
        QTest::newRow("battle") << "map-battle.jsonl"
                                << "king" << 51 << "Red: Infantry 1 moves to c4"
                                << "赤軍：歩兵1がc4へ移動";
        QTest::newRow("castle") << "map-castle.jsonl"
                                << "castle" << 25 << "Red: Infantry is placed on d2"
                                << "赤軍：歩兵をd2に配置";
    }

    void replayMapJournals()
    {
        QFETCH(QString, file);
        QFETCH(QString, how);
        QFETCH(int, steps);
        QFETCH(QString, line);
        QFETCH(QString, lineJa);
        QJsonValue stateEn;
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("ja")}) {
            const Run r = cli({QStringLiteral("--lang"), lang, QStringLiteral("replay"),
                               journal(file.toLatin1().constData())});
            QVERIFY2(r.code == 0, r.err.constData());
            QVERIFY2(r.err.isEmpty(), r.err.constData());
            const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
            const QJsonArray list = doc.value(QStringLiteral("steps")).toArray();
            QCOMPARE(list.size(), steps);
            QStringList descriptions;
            for (const QJsonValue &v : list) {
                descriptions.append(v.toObject().value(QStringLiteral("description")).toString());
                for (const QJsonValue &f : v.toObject().value(QStringLiteral("findings")).toArray())
                    QVERIFY2(f.toObject().value(QStringLiteral("severity")).toString() !=
                                 QLatin1String("warning"),
                             qPrintable(f.toObject().value(QStringLiteral("rule")).toString()));
            }
            QVERIFY2(descriptions.contains(lang == QLatin1String("en") ? line : lineJa),
                     qPrintable(descriptions.join(QLatin1Char('\n'))));
            QCOMPARE(doc.value(QStringLiteral("result")).toObject().value(QStringLiteral("how")),
                     QJsonValue(how));
            const QJsonObject unit = doc.value(QStringLiteral("state"))
                                         .toObject()
                                         .value(QStringLiteral("sides"))
                                         .toArray()
                                         .at(0)
                                         .toObject()
                                         .value(QStringLiteral("units"))
                                         .toArray()
                                         .at(1)
                                         .toObject();
            QVERIFY(unit.value(QStringLiteral("at")).isString());
            QVERIFY(unit.value(QStringLiteral("facing")).isString());
            if (lang == QLatin1String("en"))
                stateEn = doc.value(QStringLiteral("state"));
            else
                QCOMPARE(doc.value(QStringLiteral("state")), stateEn);
        }
    }

    void replayKingRemoved()
    {
        const Run en = cli({QStringLiteral("replay"), journal("king-removed.jsonl")});
        QVERIFY2(en.code == 0, en.err.constData());
        QVERIFY2(en.err.isEmpty(), en.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(en.out).object();
        const QJsonObject result = doc.value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("how")).toString(), QStringLiteral("king"));
        // The same journal replays to the same state in Japanese.
        const Run ja = cli({QStringLiteral("--lang"), QStringLiteral("ja"),
                            QStringLiteral("replay"), journal("king-removed.jsonl")});
        QCOMPARE(ja.code, 0);
        QCOMPARE(QJsonDocument::fromJson(ja.out).object().value(QStringLiteral("state")),
                 doc.value(QStringLiteral("state")));
    }

    // The table enters figures in a card file and imports it into a new database (seeded with
    // the shipped library, which invents no figure); the export and a --replace import into
    // another database reproduce it exactly.
    void cardsExportImportRoundTrip()
    {
        const QString game = QStringLiteral("light-wars");
        const QString db = m_dir.filePath(QStringLiteral("lw-cards.sqlite"));
        const QString in = write(QStringLiteral("lw-in.json"), R"([
            {"id":"infantry","name":{"en":"Infantry","ja":"歩兵"},"type":"unit","cost":2,"attack":3,"move":2},
            {"id":"charge","name":{"en":"Charge","ja":"突撃"},"type":"tactic","cost":1},
            {"id":"map","name":"Our board","type":"map","width":5,"height":6,
             "zones":{"red":["a1","b1"],"blue":["a6","b6"]},
             "castles":{"red":["c1"],"blue":["c6"]},"blocked":["c3"]}])");
        Run r = cli({QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("import"),
                     game, in});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("1 new, 2 replaced; the library has 6 cards"), r.out.constData());

        const QString out = m_dir.filePath(QStringLiteral("lw-out.json"));
        r = cli({QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("export"),
                 game, QStringLiteral("-o"), out});
        QVERIFY2(r.code == 0, r.err.constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray exported = f.readAll();
        const QJsonObject doc = QJsonDocument::fromJson(exported).object();
        QCOMPARE(doc.value(QStringLiteral("game")).toString(), game);
        const QJsonArray cards = doc.value(QStringLiteral("cards")).toArray();
        QCOMPARE(cards.size(), 6);
        QCOMPARE(cards.at(0).toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("king"));
        QVERIFY(!cards.at(2).toObject().contains(QStringLiteral("cost"))); // the archer's
        QCOMPARE(cards.at(1).toObject().value(QStringLiteral("attack")).toInt(), 3);
        // The map board travels with the cards (issue 18).
        const QJsonObject map = cards.at(4).toObject();
        QCOMPARE(map.value(QStringLiteral("type")).toString(), QStringLiteral("map"));
        QCOMPARE(map.value(QStringLiteral("width")).toInt(), 5);
        QCOMPARE(map.value(QStringLiteral("blocked")).toArray(), QJsonArray{QStringLiteral("c3")});
        QCOMPARE(cards.at(5).toObject().value(QStringLiteral("type")).toString(),
                 QStringLiteral("tactic"));

        const QString db2 = m_dir.filePath(QStringLiteral("lw-cards2.sqlite"));
        r = cli({QStringLiteral("--db"), db2, QStringLiteral("cards"), QStringLiteral("import"),
                 game, out, QStringLiteral("--replace")});
        QVERIFY2(r.code == 0, r.err.constData());
        const Run again = cli(
            {QStringLiteral("--db"), db2, QStringLiteral("cards"), QStringLiteral("export"), game});
        QCOMPARE(again.code, 0);
        QCOMPARE(again.out, exported);
    }

    void cardsImportMalformed()
    {
        const QString bad =
            write(QStringLiteral("lw-bad.json"),
                  R"([{"id":"king","name":"King","type":"unit","king":true,"cost":3}])");
        const QString none = m_dir.filePath(QStringLiteral("lw-never.sqlite"));
        const Run r = cli({QStringLiteral("--db"), none, QStringLiteral("cards"),
                           QStringLiteral("import"), QStringLiteral("light-wars"), bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("card 1: the king costs 0"), r.err.constData());
        QVERIFY(!QFile::exists(none));
    }

    // A map whose Castle is off the board is refused with the reason; the library is unchanged.
    void cardsImportBadMapStoresNothing()
    {
        const QString db = m_dir.filePath(QStringLiteral("lw-badmap.sqlite"));
        const QString game = QStringLiteral("light-wars");
        const QString good = write(QStringLiteral("lw-good.json"),
                                   R"([{"id":"infantry","name":"Infantry","type":"unit"}])");
        Run r = cli({QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("import"),
                     game, good});
        QCOMPARE(r.code, 0);
        r = cli(
            {QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("export"), game});
        QCOMPARE(r.code, 0);
        const QByteArray before = r.out;
        const QString bad = write(QStringLiteral("lw-badmap.json"), R"([
            {"id":"infantry","name":"Infantry","type":"unit","cost":2},
            {"id":"map","name":"Board","type":"map","width":5,"height":6,
             "zones":{"red":["a1"],"blue":["a6"]},"castles":{"red":["c1"],"blue":["c7"]}}])");
        r = cli({QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("import"),
                 game, bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("card 2: map: blue castles: c7 is off the 5 x 6 board"),
                 r.err.constData());
        r = cli(
            {QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("export"), game});
        QCOMPARE(r.out, before);
    }
};

QTEST_GUILESS_MAIN(TestLwCli)
#include "tst_lw_cli.moc"
