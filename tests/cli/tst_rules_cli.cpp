// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The rules of issue 17 through the real kibitzer-cli process, journal in, findings out: the
// configuration's findings (a Light Wars army over its budget, a Lords of War deck off the
// composition) are listed by `replay` as the findings of the "config" line and by `import`, in
// English and Japanese; each rule added by the issue warns with its rule id on the step that
// breaks it.
#include "../support/CliProcess.h"
#include "lordsofwar/LowCard.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestRulesCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_written = 0;

    using Run = kbztest::CliRun;

    static Run cli(const QStringList &args) { return kbztest::runCli(args); }

    // A journal file of `header` and `steps` (JSON objects, one per line).
    QString journal(const QJsonObject &header, const QList<QJsonObject> &steps = {})
    {
        QByteArray data = QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n';
        for (const QJsonObject &s : steps)
            data += QJsonDocument(s).toJson(QJsonDocument::Compact) + '\n';
        return kbztest::writeFile(m_dir, QStringLiteral("j%1.jsonl").arg(++m_written), data);
    }

    static QJsonObject header(const char *game, const QJsonArray &players,
                              const QJsonObject &options)
    {
        return {{QStringLiteral("format"), QStringLiteral("kibitzer-journal")},
                {QStringLiteral("version"), 1},
                {QStringLiteral("game"), QString::fromLatin1(game)},
                {QStringLiteral("config"), QJsonObject{{QStringLiteral("players"), players},
                                                       {QStringLiteral("options"), options}}}};
    }

    static QJsonObject replay(const QString &path, const QString &lang = QStringLiteral("en"))
    {
        const Run r = cli({QStringLiteral("--lang"), lang, QStringLiteral("replay"), path});
        if (r.code != 0)
            qWarning("%s", r.err.constData());
        return QJsonDocument::fromJson(r.out).object();
    }

    // "rule: message" of every finding of the "config" line.
    static QStringList configFindings(const QJsonObject &doc)
    {
        QStringList out;
        const QJsonObject config = doc.value(QStringLiteral("config")).toObject();
        for (const QJsonValue &v : config.value(QStringLiteral("findings")).toArray())
            out.append(v.toObject().value(QStringLiteral("rule")).toString() +
                       QStringLiteral(": ") +
                       v.toObject().value(QStringLiteral("message")).toString());
        return out;
    }

    // The rule ids of the warnings of step `index` (0-based) of a replay document.
    static QStringList stepWarnings(const QJsonObject &doc, int index)
    {
        QStringList out;
        const QJsonArray steps = doc.value(QStringLiteral("steps")).toArray();
        for (const QJsonValue &v :
             steps.at(index).toObject().value(QStringLiteral("findings")).toArray())
            if (v.toObject().value(QStringLiteral("severity")).toString() ==
                QLatin1String("warning"))
                out.append(v.toObject().value(QStringLiteral("rule")).toString());
        return out;
    }

    static QJsonObject lwArmy(const QStringList &units)
    {
        return {{QStringLiteral("units"), QJsonArray::fromStringList(units)},
                {QStringLiteral("tactics"), QJsonArray()},
                {QStringLiteral("bases"), 12}};
    }

private Q_SLOTS:
    void configFindings_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("ja") << QStringLiteral("ja");
    }

    // Light Wars rulebook, army building: the total cost of the units within the scale's cost
    // (small: 20), at most 10 units, one king. Red fields two kings and eight archers (24),
    // Blue eleven infantry and no king (22).
    void configFindings()
    {
        QFETCH(QString, lang);
        QStringList archers{QStringLiteral("king"), QStringLiteral("king")};
        for (int i = 0; i < 8; ++i)
            archers.append(QStringLiteral("archer"));
        QStringList infantry;
        for (int i = 0; i < 11; ++i)
            infantry.append(QStringLiteral("infantry"));
        const QJsonObject lw =
            header("light-wars",
                   QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Aki")}},
                              QJsonObject{{QStringLiteral("name"), QStringLiteral("Ben")}}},
                   {{QStringLiteral("budget"), 20},
                    {QStringLiteral("turns"), 5},
                    {QStringLiteral("cards"), QJsonDocument::fromJson(R"([
                  {"id":"king","name":{"en":"King","ja":"王"},"type":"unit","king":true,"cost":0,"attack":2,"move":1},
                  {"id":"infantry","name":{"en":"Infantry","ja":"歩兵"},"type":"unit","cost":2,"attack":3,"move":2},
                  {"id":"archer","name":{"en":"Archer","ja":"弓兵"},"type":"unit","cost":3,"attack":2,"move":1,"skills":["shoot"]}])")
                                                  .array()},
                    {QStringLiteral("armies"), QJsonArray{lwArmy(archers), lwArmy(infantry)}}});
        const QString lwPath = journal(
            lw, {QJsonObject{{QStringLiteral("kind"), QStringLiteral("deploy")},
                             {QStringLiteral("actor"), -1},
                             {QStringLiteral("payload"),
                              QJsonObject{{QStringLiteral("method"), QStringLiteral("screen")}}}}});
        const QJsonObject doc = replay(lwPath, lang);
        QCOMPARE(
            doc.value(QStringLiteral("config")).toObject().value(QStringLiteral("line")).toInt(),
            1);
        const QStringList found = configFindings(doc);
        QStringList rules;
        for (const QString &f : found)
            rules.append(f.section(QLatin1Char(':'), 0, 0));
        QVERIFY2(rules.count(QStringLiteral("lw.army.budget")) == 2, qPrintable(found.join('\n')));
        QVERIFY2(!found.join('\n').contains(QStringLiteral("not entered")),
                 qPrintable(found.join('\n')));
        QVERIFY2(rules.count(QStringLiteral("lw.army.king")) == 2, qPrintable(found.join('\n')));
        QCOMPARE(rules.count(QStringLiteral("lw.army.unit-limit")), 1);
        // The steps keep their own findings; the config's are not repeated there.
        QCOMPARE(doc.value(QStringLiteral("steps")).toArray().size(), 1);
        QCOMPARE(stepWarnings(doc, 0), QStringList());
        QStringList messages;
        for (const QString &f : found)
            messages.append(f.section(QStringLiteral(": "), 1));
        const QString text = messages.join(QLatin1Char('\n'));
        // Light Wars names the sides (red, blue), not the players.
        if (lang == QLatin1String("en")) {
            QVERIFY2(
                text.contains(QStringLiteral("Red's army costs 24, over the total cost of 20")),
                qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("Blue's army has no king")), qPrintable(text));
        } else {
            QVERIFY2(text.contains(QStringLiteral("青軍の軍団に王がいません")), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("army")), qPrintable(text));
        }

        // Lords of War, deck customisation: a card is swapped only for one of the same rank,
        // and a core deck has 36 cards. Ann swaps a regular for a conscript; Ben plays 35.
        const kbz::low::LowCardLibrary &lib = kbz::low::LowCardLibrary::shipped();
        QStringList orc = lib.coreDeck(QStringLiteral("orc"));
        QString conscript;
        for (const kbz::low::LowCard &c : lib.cards())
            if (c.army == QLatin1String("orc") && c.rank == kbz::low::Rank::Conscript)
                conscript = c.id;
        for (QString &id : orc)
            if (lib.find(id)->rank == kbz::low::Rank::Regular) {
                id = conscript;
                break;
            }
        QStringList dwarf = lib.coreDeck(QStringLiteral("dwarf"));
        dwarf.removeLast();
        const QJsonObject low = header(
            "lords-of-war",
            QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Ann")}},
                       QJsonObject{{QStringLiteral("name"), QStringLiteral("Ben")}}},
            {{QStringLiteral("decks"),
              QJsonArray{
                  QJsonObject{{QStringLiteral("army"), QStringLiteral("orc")},
                              {QStringLiteral("cards"), QJsonArray::fromStringList(orc)}},
                  QJsonObject{{QStringLiteral("army"), QStringLiteral("dwarf")},
                              {QStringLiteral("cards"), QJsonArray::fromStringList(dwarf)}}}}});
        const QString lowPath = journal(low);
        const QStringList lowFound = configFindings(replay(lowPath, lang));
        QStringList lowRules;
        for (const QString &f : lowFound)
            lowRules.append(f.section(QLatin1Char(':'), 0, 0));
        // Regular 7 of 8 and conscript 9 of 8 for Ann; 35 cards for Ben.
        QVERIFY2(lowRules.count(QStringLiteral("low.deck.composition")) >= 3,
                 qPrintable(lowFound.join('\n')));
        QVERIFY2(lowFound.join('\n').contains(QStringLiteral("Ann")),
                 qPrintable(lowFound.join('\n')));
        QVERIFY2(lowFound.join('\n').contains(QStringLiteral("Ben")),
                 qPrintable(lowFound.join('\n')));

        // import lists the same findings, "config: warning RULE: message".
        const QString db = m_dir.filePath(QStringLiteral("import-%1.sqlite").arg(lang));
        const Run imported = cli({QStringLiteral("--lang"), lang, QStringLiteral("--db"), db,
                                  QStringLiteral("import"), lwPath});
        QVERIFY2(imported.code == 0, imported.err.constData());
        const QString out = QString::fromUtf8(imported.out);
        QVERIFY2(out.contains(QStringLiteral("imported game 1")), imported.out.constData());
        QCOMPARE(out.count(QStringLiteral("config: warning lw.army.king: ")), 2);
        QCOMPARE(out.count(QStringLiteral("config: warning lw.army.unit-limit: ")), 1);
        // Imported again: recognised, and the findings are listed again.
        const Run again = cli({QStringLiteral("--lang"), lang, QStringLiteral("--db"), db,
                               QStringLiteral("import"), lwPath});
        QVERIFY2(again.out.contains("already imported as game 1"), again.out.constData());
        QCOMPARE(QString::fromUtf8(again.out).count(QStringLiteral("config: warning lw.army.king")),
                 2);
    }

    void rules_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("en"); // part of the English message
        QTest::addColumn<QString>("ja"); // part of the Japanese message
        QTest::newRow("lw") << "lw-tactics-effect.jsonl" << 8 << "lw.tactics.effect"
                            << "Red has no tactics tile in use this turn"
                            << "戦術タイルを使っていません";
        QTest::newRow("lc") << "lc-reveal-playable.jsonl" << 8 << "lc.turn.reveal-hand"
                            << "a card that can be played: Test Front"
                            << "テスト前";
        QTest::newRow("lc shown") << "lc-reveal-hand-shown.jsonl" << 8 << "lc.turn.reveal-hand"
                                  << "a card that can be played: Test Front"
                                  << "テスト前";
        QTest::newRow("lw castle, then a step")
            << "lw-castle-move.jsonl" << 25 << "lw.overview.goal"
            << "The game is over"
            << "ゲームは終了しています";
        QTest::newRow("lw deploy order") << "lw-deploy-order.jsonl" << 8 << "lw.deploy.order"
                                         << "Red places next"
                                         << "次は赤軍の番です";
        QTest::newRow("dl") << "dl-reveal-side.jsonl" << 9 << "dl.combat-card.reveal"
                            << "the side with more crystals"
                            << "クリスタルが多い側";
        QTest::newRow("low") << "low-team-recall-other-race.jsonl" << 40
                             << "low.variant.teams-rules"
                             << "Dee may recall only their own units"
                             << "Dee";
        QTest::newRow("rr setup") << "rr-setup-incomplete.jsonl" << 13 << "rr.setup.complete"
                                  << "Cal has not placed a starting unit"
                                  << "Cal がまだ最初のユニット";
        QTest::newRow("rr order") << "rr-recruit.jsonl" << 36 << "rr.command.recruit-order"
                                  << "Dee recruits after Ann"
                                  << "Dee";
        QTest::newRow("rr row") << "rr-recruit.jsonl" << 32 << "rr.command.mercenary-row"
                                << "not in the mercenary row (Bard, Cleric)"
                                << "傭兵";
        QTest::newRow("rr level-up card")
            << "rr-level-up-card.jsonl" << 22 << "rr.boon.level-up-card"
            << "Warrior★ levels up to Warrior, its level-up card of the same name, not to Sorcerer"
            << "ウォーリア と入れ替えます";
        QTest::newRow("rr willpower") << "rr-willpower.jsonl" << 23 << "rr.boon.willpower"
                                      << "re-rolled 2 times"
                                      << "意思の力";
    }

    // Each rule through the process, journal in, findings out, in both languages.
    void rules()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, rule);
        const QString path = QStringLiteral(KIBITZER_TEST_DATA "/rules-review/") + file;
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("ja")}) {
            const QJsonObject doc = replay(path, lang);
            QJsonObject step;
            for (const QJsonValue &v : doc.value(QStringLiteral("steps")).toArray())
                if (v.toObject().value(QStringLiteral("line")).toInt() == line)
                    step = v.toObject();
            QVERIFY2(!step.isEmpty(), qPrintable(file));
            QString message;
            for (const QJsonValue &f : step.value(QStringLiteral("findings")).toArray())
                if (f.toObject().value(QStringLiteral("rule")).toString() == rule)
                    message += f.toObject().value(QStringLiteral("message")).toString() + '\n';
            QVERIFY2(!message.isEmpty(), qPrintable(rule));
            if (lang == QLatin1String("en")) {
                QFETCH(QString, en);
                QVERIFY2(message.contains(en), qPrintable(message));
            } else {
                QFETCH(QString, ja);
                QVERIFY2(message.contains(ja), qPrintable(message));
                // Japanese text, full-width punctuation.
                QVERIFY2(!message.contains(QStringLiteral(": ")), qPrintable(message));
                QVERIFY2(message.contains(QRegularExpression(QStringLiteral("[：、。]"))),
                         qPrintable(message));
            }
        }
    }

    void noWarning_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::newRow("lc escape-only card") << "lc-reveal-escape-only.jsonl" << 10;
        QTest::newRow("lw move onto the Castle") << "lw-castle-move.jsonl" << 22;
        QTest::newRow("lw deploy, in turn after one out of turn") << "lw-deploy-order.jsonl" << 10;
        QTest::newRow("lw deploy, in turn again") << "lw-deploy-order.jsonl" << 12;
        QTest::newRow("lw no positions") << "lw-no-positions.jsonl" << 10;
    }

    // A step in order under the rule is not warned, in either language.
    void noWarning()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        const QString path = QStringLiteral(KIBITZER_TEST_DATA "/rules-review/") + file;
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("ja")}) {
            const QJsonObject doc = replay(path, lang);
            const QJsonArray steps = doc.value(QStringLiteral("steps")).toArray();
            int index = -1;
            for (int i = 0; i < steps.size(); ++i)
                if (steps.at(i).toObject().value(QStringLiteral("line")).toInt() == line)
                    index = i;
            QVERIFY2(index >= 0, qPrintable(file));
            QCOMPARE(stepWarnings(doc, index), QStringList());
        }
    }

    // Light Wars, victory conditions: the move onto the enemy Castle is the game's last step,
    // its result the move's; the step says so in both languages.
    void castleMove()
    {
        const QString path =
            QStringLiteral(KIBITZER_TEST_DATA "/rules-review/lw-castle-move.jsonl");
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("ja")}) {
            const QJsonObject doc = replay(path, lang);
            QCOMPARE(doc.value(QStringLiteral("result"))
                         .toObject()
                         .value(QStringLiteral("how"))
                         .toString(),
                     QStringLiteral("castle"));
            QString message;
            for (const QJsonValue &v : doc.value(QStringLiteral("steps")).toArray())
                if (v.toObject().value(QStringLiteral("line")).toInt() == 22)
                    for (const QJsonValue &f :
                         v.toObject().value(QStringLiteral("findings")).toArray())
                        if (f.toObject().value(QStringLiteral("rule")).toString() ==
                            QLatin1String("lw.victory.castle"))
                            message = f.toObject().value(QStringLiteral("message")).toString();
            QVERIFY2(message.contains(lang == QLatin1String("en")
                                          ? QStringLiteral("Red wins at once")
                                          : QStringLiteral("赤軍の勝利")),
                     qPrintable(message));
        }
    }

    // Light Wars without squares: replay's "config" line and import say once, in both
    // languages, that the positional rules are skipped; the steps carry no warning.
    void noPositions()
    {
        const QString path =
            QStringLiteral(KIBITZER_TEST_DATA "/rules-review/lw-no-positions.jsonl");
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("ja")}) {
            const QJsonObject doc = replay(path, lang);
            const QStringList found = configFindings(doc);
            QCOMPARE(found.size(), 1);
            QVERIFY2(found.first().startsWith(QStringLiteral("lw.deploy.zone: ")),
                     qPrintable(found.first()));
            QVERIFY2(found.first().contains(lang == QLatin1String("en")
                                                ? QStringLiteral("positional rules are not checked")
                                                : QStringLiteral("位置に関するルール")),
                     qPrintable(found.first()));
            const QJsonObject config = doc.value(QStringLiteral("config")).toObject();
            QCOMPARE(config.value(QStringLiteral("findings"))
                         .toArray()
                         .first()
                         .toObject()
                         .value(QStringLiteral("severity"))
                         .toString(),
                     QStringLiteral("info"));
            for (int i = 0; i < doc.value(QStringLiteral("steps")).toArray().size(); ++i)
                QCOMPARE(stepWarnings(doc, i), QStringList());
            const Run imported = cli({QStringLiteral("--lang"), lang, QStringLiteral("--db"),
                                      m_dir.filePath(QStringLiteral("np-%1.sqlite").arg(lang)),
                                      QStringLiteral("import"), path});
            QVERIFY2(imported.code == 0, imported.err.constData());
            QCOMPARE(QString::fromUtf8(imported.out)
                         .count(QStringLiteral("config: info lw.deploy.zone: ")),
                     1);
        }
    }

    // The willpower attack's journal line shows both rolls, in both languages.
    void willpowerDescription()
    {
        const QString path = QStringLiteral(KIBITZER_TEST_DATA "/rules-review/rr-willpower.jsonl");
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("ja")}) {
            const QJsonArray steps = replay(path, lang).value(QStringLiteral("steps")).toArray();
            QString description;
            for (const QJsonValue &v : steps)
                if (v.toObject().value(QStringLiteral("line")).toInt() == 20)
                    description = v.toObject().value(QStringLiteral("description")).toString();
            QVERIFY2(description.contains(QStringLiteral("5 + 3")), qPrintable(description));
            QVERIFY2(description.contains(QStringLiteral("1 + 2")), qPrintable(description));
            if (lang == QLatin1String("ja"))
                QVERIFY2(description.contains(QStringLiteral("意思の力")), qPrintable(description));
        }
    }

    // A golden journal's configuration is clean: its "config" line has no warning. The journal
    // records no squares, which its one info says; a journal on the map has no finding.
    void cleanConfigHasNoFinding()
    {
        const QJsonObject doc =
            replay(QStringLiteral(KIBITZER_TEST_DATA "/light-wars/full-game.jsonl"));
        QVERIFY(doc.contains(QStringLiteral("config")));
        const QStringList found = configFindings(doc);
        QCOMPARE(found.size(), 1);
        QVERIFY2(found.first().startsWith(QStringLiteral("lw.deploy.zone: No unit's square")),
                 qPrintable(found.first()));
        QCOMPARE(configFindings(
                     replay(QStringLiteral(KIBITZER_TEST_DATA "/light-wars/map-battle.jsonl"))),
                 QStringList());
    }
};

QTEST_GUILESS_MAIN(TestRulesCli)
#include "tst_rules_cli.moc"
