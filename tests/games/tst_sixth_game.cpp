// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "CliCommands.h"
#include "core/Session.h"
#include "registerGames.h"
#include "rules/RuleBook.h"
#include "storage/Database.h"
#include "storage/Journal.h"
#include "tally/TallyModule.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;

// The sixth game, Tally (tests/games/tally), plugged in through the seam alone: registered next
// to the shipped games with one line, its rule book loads, a session records its steps with a
// finding and an override, and the CLI's own commands (the code of `kibitzer-cli replay`,
// `export`, `import`, `rules search`) run it, given the registry.
class TestSixthGame : public QObject
{
    Q_OBJECT

    GameRegistry m_registry;
    QTemporaryDir m_dir;

    // Runs a CLI command with the test's registry; its text output in *out, errors in *err.
    template <typename F>
    int cli(F command, QString *out = nullptr, QString *err = nullptr, const QString &db = {},
            Lang lang = Lang::En)
    {
        QString o, e;
        QTextStream outStream(&o);
        QTextStream errStream(&e);
        cli::Context ctx{m_registry, db.isEmpty() ? m_dir.filePath(QStringLiteral("a.sqlite")) : db,
                         lang, outStream, errStream};
        const int rc = command(ctx);
        outStream.flush();
        errStream.flush();
        if (out)
            *out = o;
        if (err)
            *err = e;
        return rc;
    }

    static Step add(int seat, int n)
    {
        return {QStringLiteral("add"), seat, {{QStringLiteral("n"), n}}};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        registerGames(m_registry);
        m_registry.add(tally::gameModule()); // the one line a sixth game needs
    }

    void registered()
    {
        QCOMPARE(m_registry.ids().size(), shippedGames().ids().size() + 1);
        QCOMPARE(m_registry.ids().last(), QStringLiteral("tally"));
        const GameModule *tally = m_registry.module(QStringLiteral("tally"));
        QVERIFY(tally);
        QCOMPARE(tally->engine()->name().ja, QStringLiteral("タリー"));
        QVERIFY(!tally->cardLibrary());
        QVERIFY(tally->allowsPlayerCount(4));
        QVERIFY(!tally->allowsPlayerCount(5));
        // Not a shipped game: the functions without a registry do not see it.
        QVERIFY(!shippedGames().find(QStringLiteral("tally")));
    }

    // The shape of a step is the schema's: malformed() refuses what it does not take, with the
    // shared sentences, before the engine's own check (which only names an unknown kind).
    void shapeFromTheSchema()
    {
        const EnginePtr engine = m_registry.find(QStringLiteral("tally"));
        const StatePtr s = engine->setup(engine->defaultConfig());
        QVERIFY(!engine->malformed(*s, Step{QStringLiteral("add"), 1, {{"n", 3}}}));
        QVERIFY(!engine->malformed(*s, Step{QStringLiteral("add"), 0, {{"n", 9}}})); // warned
        const auto word = engine->malformed(*s, Step{QStringLiteral("add"), 0, {{"n", "x"}}});
        QVERIFY(word);
        QVERIFY2(word->english().contains(QLatin1String("\"n\"")), qPrintable(word->english()));
        QVERIFY(engine->malformed(*s, Step{QStringLiteral("add"), 0, {}}));          // no n
        QVERIFY(engine->malformed(*s, Step{QStringLiteral("add"), 2, {{"n", 1}}}));  // seat 2 of 2
        QVERIFY(engine->malformed(*s, Step{QStringLiteral("add"), -1, {{"n", 1}}})); // the table
        // A field the kind does not have is kept and ignored (a journal of another version),
        // but the schema itself, which the "any step" form checks with, refuses it.
        const Step extra{QStringLiteral("add"), 0, {{"n", 1}, {"m", 1}}};
        QVERIFY(!engine->malformed(*s, extra));
        const GameModule *module = m_registry.module(QStringLiteral("tally"));
        QVERIFY(shapeProblem(*findSchema(module->stepSchemas(), QStringLiteral("add")), extra, 2));
        const auto kind = engine->malformed(*s, Step{QStringLiteral("subtract"), 0, {}});
        QVERIFY(kind);
        QVERIFY(kind->english().contains(QLatin1String("subtract")));
    }

    void ruleBookInBothLanguages()
    {
        const RuleBook book = RuleBook::fromResources(m_registry);
        QVERIFY2(book.errors().isEmpty(), qPrintable(book.errors().value(0).toString()));
        QVERIFY(book.games().contains(QStringLiteral("tally")));
        for (const Lang lang : {Lang::En, Lang::Ja}) {
            QVERIFY(book.hasGame(QStringLiteral("tally"), lang));
            for (const QString &id : m_registry.find(QStringLiteral("tally"))->ruleIds())
                QVERIFY2(book.hasRule(id, lang), qPrintable(id));
        }
        QCOMPARE(book.title(QStringLiteral("tally.turn.order"), Lang::Ja), QStringLiteral("席順"));
        QVERIFY(book.brokenReferences().isEmpty());
    }

    void rulesSearch()
    {
        QString out, err;
        QCOMPARE(cli(
                     [](cli::Context &c) {
                         return cli::rulesSearch(c, QStringLiteral("seat order"), {},
                                                 QStringLiteral("tally"), 5);
                     },
                     &out, &err),
                 int(cli::Ok));
        QVERIFY2(out.contains(QLatin1String("tally.turn.order")), qPrintable(out + err));
        QCOMPARE(cli(
                     [](cli::Context &c) {
                         return cli::rulesSearch(c, QStringLiteral("席順"), QStringLiteral("ja"),
                                                 QStringLiteral("tally"), 5);
                     },
                     &out, &err),
                 int(cli::Ok));
        QVERIFY2(out.contains(QLatin1String("tally.turn.order  [ja]")), qPrintable(out + err));
    }

    // Record, override, export, replay, import: the journal of a game of the sixth game goes the
    // way every game's does.
    void recordsExportsReplaysImports()
    {
        const QString dbPath = m_dir.filePath(QStringLiteral("a.sqlite"));
        qint64 gameId = 0;
        {
            DbError error;
            auto db = Database::open(dbPath, Database::Mode::ReadWrite, &error);
            QVERIFY2(db, qPrintable(error.text(Lang::En)));
            Journal journal(*db);
            const EnginePtr engine = m_registry.find(QStringLiteral("tally"));
            GameConfig config = engine->defaultConfig();
            config.options.insert(QStringLiteral("target"), 5);
            auto session =
                Session::start(journal, engine, config, QStringLiteral("race to five"), &error);
            QVERIFY2(session, qPrintable(error.text(Lang::En)));
            gameId = session->gameId();

            QCOMPARE(session->record(add(0, 2)).outcome, Session::Outcome::Recorded);
            // Seat 2 adds 4: two findings, nothing recorded until the table confirms.
            const Session::RecordResult asked = session->record(add(1, 4));
            QCOMPARE(asked.outcome, Session::Outcome::NeedsConfirmation);
            QCOMPARE(asked.findings.size(), 1);
            QCOMPARE(asked.findings.first().ruleId, QStringLiteral("tally.turn.add"));
            QCOMPARE(session->count(), 1);
            const Session::RecordResult overridden =
                session->record(add(1, 4), Session::Confirm::Yes);
            QCOMPARE(overridden.outcome, Session::Outcome::Recorded);
            QCOMPARE(session->count(), 2);
            QVERIFY(session->entry(1).record.overridden);
            QVERIFY(session->result());
            QCOMPARE(session->result()->winners(), QList<int>{1});
        }

        // export: the stored game as a journal file.
        const QString file = m_dir.filePath(QStringLiteral("tally.jsonl"));
        QString out, err;
        QCOMPARE(
            cli([&](cli::Context &c) { return cli::exportGame(c, QString::number(gameId), file); },
                &out, &err),
            int(cli::Ok));
        QVERIFY2(QFile::exists(file), qPrintable(err));

        // replay: the same code `kibitzer-cli replay` runs, the document in a buffer.
        QBuffer document;
        document.open(QIODevice::WriteOnly);
        QCOMPARE(cli(
                     [&](cli::Context &c) {
                         c.rawOut = &document;
                         return cli::replay(c, file);
                     },
                     &out, &err),
                 int(cli::Ok));
        const QJsonObject doc = QJsonDocument::fromJson(document.data()).object();
        QCOMPARE(doc.value(QStringLiteral("game")).toString(), QStringLiteral("tally"));
        QCOMPARE(doc.value(QStringLiteral("state")).toObject().value(QStringLiteral("tally")),
                 QJsonValue(6));
        QCOMPARE(
            doc.value(QStringLiteral("result")).toObject().value(QStringLiteral("how")).toString(),
            QStringLiteral("target-reached"));
        const QJsonArray steps = doc.value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), 2);
        QCOMPARE(steps.at(1)
                     .toObject()
                     .value(QStringLiteral("findings"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("rule"))
                     .toString(),
                 QStringLiteral("tally.turn.add"));
        QCOMPARE(steps.at(1).toObject().value(QStringLiteral("description")).toString(),
                 QStringLiteral("Seat 2 adds 4: the tally is 6"));

        // import: into another database, then recognised as already imported.
        const QString other = m_dir.filePath(QStringLiteral("b.sqlite"));
        QCOMPARE(
            cli([&](cli::Context &c) { return cli::importJournal(c, file); }, &out, &err, other),
            int(cli::Ok));
        QVERIFY2(out.contains(QLatin1String("(tally, 2 steps)")), qPrintable(out + err));
        QCOMPARE(
            cli([&](cli::Context &c) { return cli::importJournal(c, file); }, &out, &err, other),
            int(cli::Ok));
        QVERIFY2(out.contains(QLatin1String("already imported")), qPrintable(out + err));
        QCOMPARE(cli([](cli::Context &c) { return cli::list(c); }, &out, &err, other),
                 int(cli::Ok));
        QVERIFY2(out.contains(QLatin1String("\ttally\t")), qPrintable(out));

        // A registry without the game cannot read the journal: the commands take the registry
        // they are given, and name no game.
        GameRegistry shipped;
        registerGames(shipped);
        QString e;
        QTextStream outStream(&out);
        QTextStream errStream(&e);
        cli::Context ctx{shipped, other, Lang::En, outStream, errStream};
        QBuffer none;
        none.open(QIODevice::WriteOnly);
        ctx.rawOut = &none;
        QCOMPARE(cli::replay(ctx, file), int(cli::BadInput));
        errStream.flush();
        QVERIFY2(e.contains(QLatin1String("tally")), qPrintable(e));
    }

    void cardsOfAGameWithoutALibrary()
    {
        QString out, err;
        QCOMPARE(
            cli([](cli::Context &c) { return cli::exportCards(c, QStringLiteral("tally"), {}); },
                &out, &err),
            int(cli::NotFound));
        QVERIFY2(err.contains(QLatin1String("tally has no card library")), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestSixthGame)
#include "tst_sixth_game.moc"
