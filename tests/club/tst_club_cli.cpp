// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// kibitzer-cli against a real PostgreSQL server (issue 20): --db takes a postgresql:// URL, a
// refusal exits with status 3 naming the host and never the password, and eight importers of
// every golden journal at once store each game exactly once.
#include "../support/CliProcess.h"
#include "../support/GoldenImport.h"
#include "../support/PgTestServer.h"
#include "core/JournalFile.h"
#include "core/Replay.h"
#include "core/Session.h"
#include "registerGames.h"
#include "storage/Journal.h"

#include <QProcess>
#include <QTemporaryDir>

namespace {

// How many games `file` holds, and how many of them are finished.
QPair<int, int> gameCounts(const QString &file)
{
    kbz::DbError error;
    auto db = kbz::Database::open(file, kbz::Database::Mode::ReadOnly, &error);
    if (!db)
        return {-1, -1};
    const QList<kbz::GameSummary> games = kbz::Journal(*db).listGames(&error);
    int finished = 0;
    for (const kbz::GameSummary &g : games)
        finished += g.status == kbz::GameStatus::Finished ? 1 : 0;
    return {int(games.size()), finished};
}

// A journal file's bytes without its header's uuid (each database gives a game imported from a
// file without one its own): what two imports of the same file export alike.
QByteArray withoutUuid(const QByteArray &journal)
{
    kbz::JournalFile file;
    int line = 0;
    QString why;
    if (!kbz::JournalFile::parse(journal, &file, &line, &why))
        return "unreadable: " + why.toUtf8();
    file.uuid.clear();
    file.started = {}; // and the times: each database stored the game when it imported it
    file.stepTimes.clear();
    return file.serialize();
}

} // namespace

class TestClubCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void importListExportThroughAUrl()
    {
        KBZ_REQUIRE_POSTGRES();
        QVERIFY(kbztest::createDatabase(QStringLiteral("club_cli")));
        const QString url = kbztest::urlWithPassword(QStringLiteral("club_cli"));
        const QString journal = QStringLiteral(KIBITZER_TEST_DATA "/lords-of-war/team-six.jsonl");
        const kbztest::CliRun imported =
            kbztest::runCli({QStringLiteral("--db"), url, QStringLiteral("import"), journal});
        QVERIFY2(imported.code == 0, imported.err.constData());
        const kbztest::CliRun list =
            kbztest::runCli({QStringLiteral("--db"), url, QStringLiteral("list")});
        QCOMPARE(list.code, 0);
        QVERIFY(list.out.contains("lords-of-war"));
        const kbztest::CliRun exported = kbztest::runCli(
            {QStringLiteral("--db"), kbztest::urlFromEnvironment(QStringLiteral("club_cli")),
             QStringLiteral("export"), QStringLiteral("1")});
        QCOMPARE(exported.code, 0);

        // The same through a file: the same journal comes out.
        const QString file = m_dir.filePath(QStringLiteral("same.sqlite"));
        QCOMPARE(
            kbztest::runCli({QStringLiteral("--db"), file, QStringLiteral("import"), journal}).code,
            0);
        const kbztest::CliRun fromFile = kbztest::runCli(
            {QStringLiteral("--db"), file, QStringLiteral("export"), QStringLiteral("1")});
        // Each database made the game its own UUID and times (the file has none); the rest is
        // the same.
        QVERIFY(exported.out.startsWith(fromFile.out.left(20)));
        QVERIFY(exported.out != fromFile.out);
        QCOMPARE(withoutUuid(exported.out), withoutUuid(fromFile.out));
        const QByteArray password = kbztest::pgEnv("PGPASSWORD").toUtf8();
        for (const kbztest::CliRun &run : {imported, list, exported})
            QVERIFY(!run.out.contains(password) && !run.err.contains(password));
    }

    // Club history: the finished games of a laptop go to the server and come back to another
    // laptop, each once, however often push and pull run; a game recorded in the app (no
    // journal hash yet) included.
    void pushAndPullCopyEachGameOnce()
    {
        KBZ_REQUIRE_POSTGRES();
        QVERIFY(kbztest::createDatabase(QStringLiteral("club_sync")));
        const QString club = kbztest::urlWithPassword(QStringLiteral("club_sync"));
        const QString a = m_dir.filePath(QStringLiteral("laptop-a.sqlite"));
        const QString b = m_dir.filePath(QStringLiteral("laptop-b.sqlite"));
        for (const QString &journal : kbztest::goldenJournalFiles())
            QCOMPARE(kbztest::runCli({QStringLiteral("--db"), a, QStringLiteral("import"), journal})
                         .code,
                     0);
        {
            // A game played to its end in the app: stored without a journal hash.
            kbz::GameRegistry registry;
            kbz::registerGames(registry);
            QString why;
            const auto checked = kbz::checkJournalFile(
                registry,
                QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/lethal-success.jsonl"), &why);
            QVERIFY2(checked, qPrintable(why));
            kbz::DbError error;
            auto db = kbz::Database::open(a, kbz::Database::Mode::ReadWrite, &error);
            QVERIFY(db);
            kbz::Journal journal(*db);
            auto session =
                kbz::Session::start(journal, registry.find(checked->file.game),
                                    checked->file.config, QStringLiteral("at the table"), &error);
            QVERIFY(session);
            for (const kbz::Step &step : checked->file.steps)
                session->record(step, kbz::Session::Confirm::Yes);
            QVERIFY(session->result());
        }
        const auto [gamesA, finishedA] = gameCounts(a);
        QVERIFY(finishedA >= 5);
        auto run = [&](const char *direction, const QString &file) {
            return kbztest::runCli({QStringLiteral("club"), QString::fromLatin1(direction),
                                    QStringLiteral("--db"), file, QStringLiteral("--club"), club,
                                    QStringLiteral("--yes")});
        };
        kbztest::CliRun r = run("push", a);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains(QStringLiteral("pushed %1 ").arg(finishedA).toUtf8()),
                 r.out.constData());
        QVERIFY(!r.out.contains(kbztest::pgEnv("PGPASSWORD").toUtf8()));
        r = run("push", a);
        QVERIFY2(r.out.contains("pushed 0 "), r.out.constData());
        r = run("pull", b);
        QVERIFY2(r.code == 0 &&
                     r.out.contains(QStringLiteral("pulled %1 ").arg(finishedA).toUtf8()),
                 r.out.constData());
        r = run("pull", b);
        QVERIFY2(r.out.contains("pulled 0 "), r.out.constData());
        r = run("push", b);
        QVERIFY2(r.out.contains("pushed 0 "), r.out.constData());
        r = run("pull", a); // the app's game too: it got its hash when it was pushed
        QVERIFY2(r.out.contains("pulled 0 "), r.out.constData());
        QCOMPARE(gameCounts(a), qMakePair(gamesA, finishedA));
        QCOMPARE(gameCounts(b), qMakePair(finishedA, finishedA));
        QCOMPARE(kbztest::PgAdmin(QStringLiteral("club_sync"))
                     .value(QStringLiteral("SELECT count(*) FROM games"))
                     .toInt(),
                 finishedA);
        // The same game on both laptops exports to the same journal.
        const kbztest::CliRun fromB = kbztest::runCli(
            {QStringLiteral("--db"), b, QStringLiteral("export"), QStringLiteral("1")});
        QCOMPARE(fromB.code, 0);
    }

    // The plan comes first: new names need a confirmation (nothing copied without it, exit 5),
    // given at the prompt or with --yes; --map links a name to an existing player.
    void pushAsksBeforeNewPlayers()
    {
        KBZ_REQUIRE_POSTGRES();
        QVERIFY(kbztest::createDatabase(QStringLiteral("club_plan")));
        const QString club = kbztest::urlWithPassword(QStringLiteral("club_plan"));
        const QString laptop = m_dir.filePath(QStringLiteral("plan.sqlite"));
        const QString journal =
            QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/lethal-success.jsonl");
        QCOMPARE(
            kbztest::runCli({QStringLiteral("--db"), laptop, QStringLiteral("import"), journal})
                .code,
            0);
        const QStringList push = {QStringLiteral("club"),   QStringLiteral("push"),
                                  QStringLiteral("--db"),   laptop,
                                  QStringLiteral("--club"), club};
        kbztest::CliRun r = kbztest::runCliWithInput(push, "n\n");
        QCOMPARE(r.code, 5);
        QVERIFY2(r.out.contains("to push: 1 finished game(s)"), r.out.constData());
        QVERIFY2(r.out.contains("White: a new player"), r.out.constData());
        QVERIFY2(r.out.contains("Copy? [y/N]"), r.out.constData());
        QVERIFY2(r.out.contains("nothing was copied"), r.out.constData());
        QVERIFY(!r.out.contains(kbztest::pgEnv("PGPASSWORD").toUtf8()));
        kbztest::PgAdmin admin(QStringLiteral("club_plan"));
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM games")).toInt(), 0);
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM players")).toInt(), 0);
        // No terminal, no answer: the same.
        QCOMPARE(kbztest::runCliWithInput(push, QByteArray()).code, 5);
        // Mapped: White is the club's "white" (a near match), Black is new; y at the prompt.
        QVERIFY(admin.exec(QStringLiteral("INSERT INTO players (name, created_at) VALUES "
                                          "('white', 't')")));
        r = kbztest::runCliWithInput(
            push + QStringList{QStringLiteral("--map"), QStringLiteral("White=white")}, "y\n");
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("White: mapped to player"), r.out.constData());
        QVERIFY2(r.out.contains("pushed 1 finished game(s)"), r.out.constData());
        QCOMPARE(admin
                     .value(QStringLiteral("SELECT p.name FROM game_players gp JOIN players p "
                                           "ON p.id = gp.player_id WHERE gp.seat = 0"))
                     .toString(),
                 QStringLiteral("white"));
        // Nothing left to copy: no question.
        r = kbztest::runCli(push);
        QVERIFY2(r.code == 0 && r.out.contains("pushed 0 "), r.out.constData());
        QVERIFY(!r.out.contains("Copy?"));
        // A --map to nobody is refused before anything is copied.
        r = kbztest::runCli({QStringLiteral("club"), QStringLiteral("pull"), QStringLiteral("--db"),
                             m_dir.filePath(QStringLiteral("plan-b.sqlite")),
                             QStringLiteral("--club"), club, QStringLiteral("--map"),
                             QStringLiteral("White=Nobody")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("has no player named \"Nobody\""), r.err.constData());
    }

    // The app takes the same --db: it imports a journal into the server (once, however often it
    // is opened), opens a stored game, and refuses a wrong password with exit status 3, naming
    // the host and not the password.
    void theAppUsesAServer()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = QStringLiteral("club_app");
        QVERIFY(kbztest::createDatabase(name));
        auto app = [&](const QStringList &args) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
            env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(KIBITZER_APP_PATH),
                    QStringList{QStringLiteral("--quit-after-show"), QStringLiteral("--lang"),
                                QStringLiteral("en")} +
                        args);
            if (!p.waitForFinished(60000)) {
                p.kill();
                p.waitForFinished();
                return kbztest::CliRun{};
            }
            return kbztest::CliRun{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2,
                                   p.readAllStandardOutput(), p.readAllStandardError()};
        };
        const QString url = kbztest::urlWithPassword(name);
        const QString journal = QStringLiteral(KIBITZER_TEST_DATA "/light-wars/full-game.jsonl");
        for (int i = 0; i < 2; ++i) {
            const kbztest::CliRun run = app({QStringLiteral("--db"), url, journal});
            QVERIFY2(run.code == 0, run.err.constData());
        }
        kbztest::PgAdmin admin(name);
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM games")).toInt(), 1);
        const QString id = admin.value(QStringLiteral("SELECT min(id) FROM games")).toString();
        kbztest::CliRun run = app({QStringLiteral("--db"), url, QStringLiteral("--open"), id});
        QVERIFY2(run.code == 0, run.err.constData());
        run = app({QStringLiteral("--db"),
                   kbztest::fillUrl(QStringLiteral("postgresql://USER:hunter2@HOST:PORT/DB"), name),
                   QStringLiteral("--open"), id});
        QCOMPARE(run.code, 3);
        QVERIFY2(run.err.contains(kbztest::pgEnv("PGHOST").toUtf8()), run.err.constData());
        QVERIFY2(!run.err.contains("hunter2"), run.err.constData());
    }

    // Exit status 3, the host named, the password never shown, nothing written.
    void refusalsExitThree_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("url");
        QTest::newRow("another program's database")
            << QStringLiteral("CREATE TABLE invoices (id int)") << QString();
        QTest::newRow("a newer schema")
            << QStringLiteral("CREATE TABLE kibitzer_meta (key text primary key, value text); "
                              "INSERT INTO kibitzer_meta VALUES ('application_id', '1262639698'), "
                              "('schema_version', '99')")
            << QString();
        QTest::newRow("wrong password")
            << QString() << QStringLiteral("postgresql://USER:hunter2@HOST:PORT/DB");
        QTest::newRow("unreachable server")
            << QString() << QStringLiteral("postgresql://USER:hunter2@HOST:1/DB");
    }
    void refusalsExitThree()
    {
        KBZ_REQUIRE_POSTGRES();
        QFETCH(QString, setup);
        QFETCH(QString, url);
        const QString name = QStringLiteral("club_refused");
        QVERIFY(kbztest::createDatabase(name));
        kbztest::PgAdmin admin(name);
        if (!setup.isEmpty())
            QVERIFY2(admin.exec(setup), qPrintable(admin.error()));
        const QStringList before = admin.tables();
        const QString location =
            url.isEmpty() ? kbztest::urlWithPassword(name) : kbztest::fillUrl(url, name);
        const QString journal =
            QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/three-hits.jsonl");
        for (const QStringList &command : {QStringList{QStringLiteral("list")},
                                           QStringList{QStringLiteral("import"), journal}}) {
            const kbztest::CliRun run =
                kbztest::runCli(QStringList{QStringLiteral("--db"), location} + command);
            QCOMPARE(run.code, 3);
            QVERIFY2(run.err.contains(kbztest::pgEnv("PGHOST").toUtf8()), run.err.constData());
            QVERIFY2(!run.err.contains(kbztest::pgEnv("PGPASSWORD").toUtf8()) &&
                         !run.err.contains("hunter2"),
                     run.err.constData());
            QVERIFY(!run.out.contains("hunter2"));
        }
        QCOMPARE(admin.tables(), before);
    }

    // Eight kibitzer-cli processes import every golden journal at the same time, each in its
    // own order: every journal becomes exactly one game, and every import says it succeeded
    // (stored, or found already stored).
    void eightConcurrentImporters()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = QStringLiteral("club_concurrent");
        QVERIFY(kbztest::createDatabase(name));
        const QString url = kbztest::urlFromEnvironment(name);
        const QStringList journals = kbztest::goldenJournalFiles();
        QVERIFY(journals.size() >= 20);
        constexpr int kImporters = 8;
        struct Lane
        {
            std::unique_ptr<QProcess> process;
            int next = 0;
            QStringList failures;
        };
        std::vector<Lane> lanes(kImporters);
        auto startNext = [&](int i) {
            Lane &lane = lanes.at(i);
            if (lane.next == journals.size())
                return false;
            // Half the lanes go forwards, half backwards, all at once: four importers of the same
            // journal race at each step, and the two halves meet in the middle.
            const int k = lane.next++;
            const QString file = journals.at(i % 2 ? journals.size() - 1 - k : k);
            lane.process = std::make_unique<QProcess>();
            lane.process->start(QStringLiteral(KIBITZER_CLI_PATH),
                                {QStringLiteral("--db"), url, QStringLiteral("import"), file});
            return true;
        };
        for (int i = 0; i < kImporters; ++i)
            QVERIFY(startNext(i));
        int running = kImporters;
        while (running > 0) {
            running = 0;
            for (int i = 0; i < kImporters; ++i) {
                Lane &lane = lanes.at(i);
                if (!lane.process)
                    continue;
                if (lane.process->state() != QProcess::NotRunning &&
                    !lane.process->waitForFinished(10)) {
                    ++running;
                    continue;
                }
                if (lane.process->exitStatus() != QProcess::NormalExit ||
                    lane.process->exitCode() != 0)
                    lane.failures.append(QString::fromUtf8(lane.process->readAllStandardError()));
                lane.process.reset();
                if (startNext(i))
                    ++running;
            }
        }
        for (const Lane &lane : lanes)
            QVERIFY2(lane.failures.isEmpty(), qPrintable(lane.failures.join(QLatin1Char('\n'))));
        kbztest::PgAdmin admin(name);
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM games")).toInt(),
                 int(journals.size()));
        QCOMPARE(
            admin.value(QStringLiteral("SELECT count(DISTINCT journal_hash) FROM games")).toInt(),
            int(journals.size()));
        // Nothing half-stored: every game has the steps of its journal, once.
        QCOMPARE(admin
                     .value(QStringLiteral("SELECT count(*) FROM (SELECT game_id, seq FROM steps "
                                           "GROUP BY game_id, seq HAVING count(*) > 1) d"))
                     .toInt(),
                 0);
    }
};

QTEST_GUILESS_MAIN(TestClubCli)
#include "tst_club_cli.moc"
