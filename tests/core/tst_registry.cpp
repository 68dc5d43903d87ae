// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "../support/GoldenJournal.h"
#include "registerGames.h"
#include "rules/RuleBook.h"

#include <QSet>
#include <QTest>

using namespace kbz;

// Every shipped engine against the contract all five games share: a known id, both names,
// declared rule ids that exist in both languages of the rule book, named step kinds, a default
// configuration that sets up cleanly.
class TestRegistry : public QObject
{
    Q_OBJECT

    GameRegistry m_registry;
    RuleBook m_book;

private Q_SLOTS:
    void initTestCase()
    {
        registerGames(m_registry);
        m_book = RuleBook::fromResources();
        QVERIFY2(m_book.errors().isEmpty(), qPrintable(m_book.errors().value(0).toString()));
        QVERIFY(!m_registry.engines().isEmpty());
    }

    void shippedGames()
    {
        // The games this build offers, in the order the start page lists them.
        QStringList ids;
        for (const EnginePtr &e : m_registry.engines())
            ids.append(e->id());
        QCOMPARE(ids, (QStringList{QStringLiteral("lethal-checkmate"),
                                   QStringLiteral("rook-raiders"), QStringLiteral("lords-of-war"),
                                   QStringLiteral("light-wars"), QStringLiteral("dungeon-lords")}));
        QVERIFY(m_registry.find(QStringLiteral("rook-raiders")));
        QVERIFY(!m_registry.find(QStringLiteral("chess")));
    }

    void engines_data()
    {
        QTest::addColumn<QString>("id");
        for (const EnginePtr &e : m_registry.engines())
            QTest::newRow(qPrintable(e->id())) << e->id();
    }

    void engines()
    {
        QFETCH(QString, id);
        const EnginePtr e = m_registry.find(id);
        QVERIFY(e);
        const QStringList known{QStringLiteral("lethal-checkmate"), QStringLiteral("rook-raiders"),
                                QStringLiteral("lords-of-war"), QStringLiteral("dungeon-lords"),
                                QStringLiteral("light-wars")};
        QVERIFY(known.contains(id));
        QVERIFY(!e->name().en.isEmpty());
        QVERIFY(!e->name().ja.isEmpty());
        QCOMPARE(e->rulePrefix(), RuleBook::idPrefix(id));

        const QStringList ids = e->ruleIds();
        QVERIFY(!ids.isEmpty());
        QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), ids.size());
        for (const QString &rule : ids)
            QVERIFY2(rule.startsWith(e->rulePrefix() + QLatin1Char('.')), qPrintable(rule));
        const QStringList missing = missingRuleIds(m_book, ids);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in the rule book: ") +
                                               missing.join(QStringLiteral(", "))));

        QSet<QString> kinds;
        for (const StepKind &k : e->stepKinds()) {
            QVERIFY(!k.kind.isEmpty());
            QVERIFY2(!k.name.isEmpty(), qPrintable(k.kind));
            QVERIFY(!kinds.contains(k.kind));
            kinds.insert(k.kind);
        }

        const GameConfig config = e->defaultConfig();
        QVERIFY(config.players.size() >= e->minPlayers());
        QVERIFY(config.players.size() <= e->maxPlayers());
        QVERIFY(e->checkConfig(config).isEmpty());
        const StatePtr state = e->setup(config);
        QVERIFY(state);
        QVERIFY(!state->toJson().isEmpty());
        const Guidance g = e->guidance(*state);
        QVERIFY(!g.phase.isEmpty());
        QVERIFY(!g.phaseName.isEmpty());
        QVERIFY(!g.expected.isEmpty());
        for (const QString &k : g.expected)
            QVERIFY2(kinds.contains(k), qPrintable(k));
        QVERIFY(!e->result(*state));
    }

    // Along every golden journal of every shipped engine: each state's guidance names only
    // declared step kinds and a phase, every finding cites a declared rule id that the rule book
    // explains, and every step has a description.
    void goldenJournalsKeepTheContract_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("path");
        for (const EnginePtr &e : m_registry.engines()) {
            const QDir dir(QStringLiteral(KIBITZER_TEST_DATA "/") + e->id());
            const QStringList files =
                dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
            QVERIFY2(!files.isEmpty(), qPrintable(dir.path()));
            for (const QString &f : files)
                QTest::newRow(qPrintable(e->id() + QLatin1Char('/') + f))
                    << e->id() << dir.filePath(f);
        }
    }

    void goldenJournalsKeepTheContract()
    {
        QFETCH(QString, id);
        QFETCH(QString, path);
        const EnginePtr e = m_registry.find(id);
        QVERIFY(e);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        JournalFile file;
        int line = 0;
        QString error;
        QVERIFY2(JournalFile::parse(f.readAll(), &file, &line, &error), qPrintable(error));
        QSet<QString> kinds;
        for (const StepKind &k : e->stepKinds())
            kinds.insert(k.kind);
        const QStringList ids = e->ruleIds();
        const QStringList missing = missingRuleIds(m_book, ids);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        StatePtr s = e->setup(file.config);
        for (qsizetype i = 0; i < file.steps.size(); ++i) {
            const Guidance g = e->guidance(*s);
            QVERIFY(!g.phase.isEmpty());
            QVERIFY(g.finished || !g.expected.isEmpty());
            for (const QString &k : g.expected)
                QVERIFY2(kinds.contains(k), qPrintable(k));
            const Step &step = file.steps.at(i);
            QVERIFY2(kinds.contains(step.kind), qPrintable(step.kind));
            QVERIFY(!e->malformed(*s, step));
            QVERIFY(!e->describe(*s, step).english().isEmpty());
            for (const Finding &finding : e->check(*s, step))
                QVERIFY2(ids.contains(finding.ruleId), qPrintable(finding.ruleId));
            s = e->apply(*s, step);
        }
        QCOMPARE(e->guidance(*s).finished, bool(e->result(*s)));
    }

    void findingsCiteDeclaredIds()
    {
        // Every rule id a finding may carry is declared: a step that is wrong in every way still
        // cites only declared ids (checked on the shipped golden journals by the engine tests;
        // here on a blunt out-of-turn step).
        for (const EnginePtr &e : m_registry.engines()) {
            const StatePtr s = e->setup(e->defaultConfig());
            const QStringList ids = e->ruleIds();
            for (const StepKind &k : e->stepKinds()) {
                const Step step{k.kind, 1, {}};
                if (e->malformed(*s, step))
                    continue;
                for (const Finding &f : e->check(*s, step))
                    QVERIFY2(ids.contains(f.ruleId), qPrintable(f.ruleId));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestRegistry)
#include "tst_registry.moc"
