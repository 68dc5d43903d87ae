// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "../support/CounterEngine.h"
#include "core/Finding.h"
#include "core/GameConfig.h"
#include "core/GameName.h"
#include "core/GameResult.h"
#include "core/JournalFile.h"
#include "core/ListText.h"
#include "lordsofwar/LowEngine.h"

#include <QTest>

using namespace kbz;

class TestCoreTypes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findingRoundTrip()
    {
        Finding f{
            Severity::Warning, QStringLiteral("lc.move.pattern"),
            Message("kbz::lc::LcEngine", "%1 cannot reach %2",
                    {LocalizedName{QStringLiteral("Pawn Step"), QStringLiteral("ポーンステップ")},
                     QStringLiteral("b3")})};
        const Finding back = Finding::fromJson(f.toJson());
        QCOMPARE(back, f);
        QCOMPARE(back.message.text(Lang::En), QStringLiteral("Pawn Step cannot reach b3"));
        QCOMPARE(back.message.text(Lang::Ja), QStringLiteral("ポーンステップ cannot reach b3"));
        QVERIFY(hasWarnings({f}));
        QVERIFY(!hasWarnings({Finding{Severity::Info, QStringLiteral("x"), {}}}));
    }

    void localizedNameFallsBack()
    {
        LocalizedName n{QStringLiteral("Goblin"), {}};
        QCOMPARE(n.text(Lang::Ja), QStringLiteral("Goblin"));
        QCOMPARE(langFromCode(QStringLiteral("ja_JP")), Lang::Ja);
        QCOMPARE(langFromCode(QStringLiteral("fr"), Lang::En), Lang::En);
    }

    // Lists in running text: "a, b" in English, "a、b" in Japanese (translations/glossary.tsv).
    void listsJoinTheLanguagesWay()
    {
        const LocalizedName squares = joinListBoth({QStringLiteral("A1"), QStringLiteral("B2")});
        QCOMPARE(squares.text(Lang::En), QStringLiteral("A1, B2"));
        QCOMPARE(squares.text(Lang::Ja), QStringLiteral("A1、B2"));
        const LocalizedName units = joinList(QList<LocalizedName>{
            {QStringLiteral("Pikeman"), QStringLiteral("槍兵")}, {QStringLiteral("Archer"), {}}});
        QCOMPARE(units.text(Lang::En), QStringLiteral("Pikeman, Archer"));
        QCOMPARE(units.text(Lang::Ja), QStringLiteral("槍兵、Archer"));
        QCOMPARE(joinListBoth({}).text(Lang::Ja), QString());
        const Message m("kbz::low::LowEngine", "%1 must advance to %2.",
                        {QStringLiteral("Orc"), squares});
        QVERIFY(m.text(Lang::Ja).contains(QStringLiteral("A1、B2")));
        // Without a translator the views' separator is the English one.
        QCOMPARE(joinList(QStringList{QStringLiteral("a"), QStringLiteral("b")}),
                 QStringLiteral("a, b"));
    }

    void gameDisplayName()
    {
        // The name in the UI's language only; the other spelling in the tooltip (issue 29).
        const test::CounterEngine e; // printed name in Japanese: カウンター
        QCOMPARE(e.displayName(Lang::Ja), QStringLiteral("カウンター"));
        QCOMPARE(e.displayName(Lang::En), QStringLiteral("Counter"));
        QCOMPARE(gameNameTooltip(e, Lang::En), QStringLiteral("Counter (カウンター)"));
        // A box printed in English (Lords of War), read in Japanese: full-width parentheses.
        const low::LowEngine lords;
        QCOMPARE(lords.displayName(Lang::Ja), lords.name().ja);
        QCOMPARE(lords.displayName(Lang::En), lords.name().en);
        QCOMPARE(gameNameTooltip(lords, Lang::Ja),
                 lords.name().ja + QStringLiteral("（") + lords.name().en + QStringLiteral("）"));
    }

    void configAndResultRoundTrip()
    {
        GameConfig c;
        c.players = {{QStringLiteral("A"), QStringLiteral("red")}, {QStringLiteral("B"), {}}};
        c.variant = QStringLiteral("teams");
        c.options = {{QStringLiteral("x"), 1}};
        QCOMPARE(GameConfig::fromJson(c.toJson()), c);
        GameResult r;
        r.how = QStringLiteral("draw");
        r.players = {{0, 12, 1, false}, {1, 12, 1, false}};
        r.details = {{QStringLiteral("sheet"), 1}};
        QCOMPARE(GameResult::fromJson(r.toJson()), r);
    }

    void journalFileParse_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("line"); // 0 = parses
        QTest::addColumn<QString>("errorPart");
        const QByteArray header =
            R"({"format":"kibitzer-journal","version":1,"game":"g","config":{"players":["A","B"]}})";
        QTest::newRow("ok") << header + "\n\n# comment\n{\"kind\":\"a\",\"actor\":1}\n"
                            << 0 << QString();
        QTest::newRow("empty") << QByteArray() << 1 << QStringLiteral("empty");
        QTest::newRow("no header")
            << QByteArray(R"({"kind":"a"})") << 1 << QStringLiteral("header");
        QTest::newRow("bad json") << header + "\n{\"kind\":\n"
                                  << 2 << QStringLiteral("invalid JSON");
        QTest::newRow("array line") << header + "\n[1]\n" << 2 << QStringLiteral("object");
        QTest::newRow("no kind") << header + "\n{\"actor\":0}\n" << 2 << QStringLiteral("kind");
        QTest::newRow("bad actor") << header + "\n\n{\"kind\":\"a\",\"actor\":\"x\"}\n"
                                   << 3 << QStringLiteral("actor");
        QTest::newRow("bad payload") << header + "\n{\"kind\":\"a\",\"payload\":3}\n"
                                     << 2 << QStringLiteral("payload");
        QTest::newRow("future version")
            << QByteArray(R"({"format":"kibitzer-journal","version":7,"game":"g"})") << 1
            << QStringLiteral("version");
        QTest::newRow("no game") << QByteArray(R"({"format":"kibitzer-journal","version":1})") << 1
                                 << QStringLiteral("game");
    }

    void journalFileParse()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, line);
        QFETCH(QString, errorPart);
        JournalFile f;
        int errLine = 0;
        QString err;
        const bool ok = JournalFile::parse(data, &f, &errLine, &err);
        QCOMPARE(ok, line == 0);
        if (line == 0) {
            QCOMPARE(f.game, QStringLiteral("g"));
            QCOMPARE(f.config.players.size(), 2);
            QCOMPARE(f.steps.size(), 1);
            QCOMPARE(f.stepLines, QList<int>{4});
            QCOMPARE(f.steps.at(0).actor, 1);
            // Round trip through serialize().
            JournalFile g;
            QVERIFY(JournalFile::parse(f.serialize(), &g, &errLine, &err));
            QCOMPARE(g.steps, f.steps);
            QCOMPARE(g.config, f.config);
        } else {
            QCOMPARE(errLine, line);
            QVERIFY2(err.contains(errorPart), qPrintable(err));
        }
    }
};

QTEST_GUILESS_MAIN(TestCoreTypes)
#include "tst_core_types.moc"
