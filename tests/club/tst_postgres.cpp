// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The journal on a PostgreSQL server (issue 20, items 1 and 2), against a real server that
// tests/support/with-postgres.sh starts for this executable: the same schema as SQLite, refusals
// that write nothing and never show the password, one writer per game, and every golden journal
// imported, exported and replayed to the same state and result as through SQLite.
#include "../support/GoldenImport.h"
#include "../support/PgTestServer.h"
#include "core/GameRegistry.h"
#include "core/Replay.h"
#include "core/Session.h"
#include "registerGames.h"
#include "storage/CardStore.h"
#include "storage/GameWatch.h"
#include "storage/Journal.h"
#include "storage/JournalExport.h"
#include "storage/JournalImport.h"
#include "storage/ServerProbe.h"
#include "storage/ServerUrl.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace kbz;

namespace {

// What a journal replays to: the final state and the result, as JSON.
QByteArray replayed(const GameRegistry &registry, const QString &path, QString *why)
{
    const std::optional<JournalScan> scan = scanJournalFile(registry, path, why);
    if (!scan)
        return {};
    QJsonObject o{{QStringLiteral("state"), scan->finalState->toJson()},
                  {QStringLiteral("steps"), scan->steps}};
    if (scan->result)
        o.insert(QStringLiteral("result"), scan->result->toJson());
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Imports `path` into `db` and exports it again as a journal file.
QByteArray importAndExport(Database &db, const GameRegistry &registry, const QString &path,
                           QString *why)
{
    const std::optional<JournalScan> scan = scanJournalFile(registry, path, why);
    if (!scan)
        return {};
    Journal journal(db);
    DbError error;
    const ImportOutcome imported = importJournalFile(journal, path, *scan, &error);
    if (imported.gameId == 0) {
        *why = error.text(Lang::En);
        return {};
    }
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    const ExportOutcome exported = exportJournal(journal, registry, imported.gameId, &out);
    if (!exported.ok) {
        *why = exported.error.text(Lang::En) + exported.problem;
        return {};
    }
    return out.data();
}

} // namespace

class TestPostgres : public QObject
{
    Q_OBJECT

    GameRegistry m_registry;
    QTemporaryDir m_dir;
    int m_databases = 0;

    // A fresh, empty database on the test server; its name.
    QString freshDatabase()
    {
        const QString name = QStringLiteral("kbz_test_%1").arg(++m_databases);
        QString why;
        if (!kbztest::createDatabase(name, &why))
            qWarning("cannot create %s: %s", qPrintable(name), qPrintable(why));
        return name;
    }

    static std::unique_ptr<Database> open(const QString &url, Database::Mode mode, DbError *error)
    {
        return Database::open(url, mode, error);
    }

private Q_SLOTS:
    void initTestCase() { registerGames(m_registry); }

    // Needs no server: what --db accepts and what is ever shown of it.
    void urlsAndWhatIsShown_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("shown");
        QTest::newRow("full") << QStringLiteral("postgresql://club:s3cret@db.example:5433/games")
                              << QStringLiteral("postgresql://club@db.example:5433/games");
        QTest::newRow("socket") << QStringLiteral("postgresql:///games")
                                << QStringLiteral("postgresql:///games");
        QTest::newRow("tls") << QStringLiteral("postgres://u:p%40ss@h/db?sslmode=require")
                             << QStringLiteral("postgresql://u@h/db?sslmode=require");
    }
    void urlsAndWhatIsShown()
    {
        QFETCH(QString, url);
        QFETCH(QString, shown);
        QVERIFY(Database::isServerLocation(url));
        QCOMPARE(Database::displayLocation(url), shown);
        QString why;
        const std::optional<ServerUrl> parsed = ServerUrl::parse(url, &why);
        QVERIFY2(parsed, qPrintable(why));
        QCOMPARE(parsed->display(), shown);
        QVERIFY(!Database::isServerLocation(QStringLiteral("/tmp/postgresql.sqlite")));
    }

    // Where LiveGame probes a lost server before connecting again: the URL's host and port (or
    // PGHOST, PGPORT, 5432); nothing for a local socket. A port that refuses, and an address
    // that never answers (its timeout), are unreachable; the probe runs in its own thread.
    void serverProbe()
    {
        QString host;
        int port = 0;
        QVERIFY(ServerProbe::tcpTarget(QStringLiteral("postgresql://u@db.example:5433/g"), &host,
                                       &port));
        QCOMPARE(host, QStringLiteral("db.example"));
        QCOMPARE(port, 5433);
        const QByteArray pgHost = qgetenv("PGHOST"), pgPort = qgetenv("PGPORT");
        qunsetenv("PGPORT");
        qputenv("PGHOST", "/var/run/postgresql");
        QVERIFY(!ServerProbe::tcpTarget(QStringLiteral("postgresql:///g"), &host, &port));
        qputenv("PGHOST", "club.example");
        QVERIFY(ServerProbe::tcpTarget(QStringLiteral("postgresql:///g"), &host, &port));
        QCOMPARE(host, QStringLiteral("club.example"));
        QCOMPARE(port, 5432);
        for (const auto &[name, value] : {std::pair{"PGHOST", pgHost}, std::pair{"PGPORT", pgPort}})
            if (value.isNull())
                qunsetenv(name);
            else
                qputenv(name, value);

        // A port nothing listens on: refused at once. A blackholed address (TEST-NET-1, never
        // routed): the timeout. Both unreachable, and start() hands the wait to a thread.
        QVERIFY(!ServerProbe::reachable(QStringLiteral("127.0.0.1"), 1, 1000));
        ServerProbe probe;
        QSignalSpy finished(&probe, &ServerProbe::finished);
        QVERIFY(probe.start(QStringLiteral("192.0.2.1"), 5432, 300));
        QVERIFY(probe.isRunning());
        QVERIFY(!probe.start(QStringLiteral("192.0.2.1"), 5432, 300)); // one at a time
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.takeFirst().at(0).toBool(), false);
        QVERIFY(!probe.isRunning());
        if (!qEnvironmentVariableIsEmpty("PGHOST") && !qEnvironmentVariableIsEmpty("PGPORT") &&
            !qgetenv("PGHOST").startsWith('/'))
            QVERIFY(ServerProbe::reachable(qEnvironmentVariable("PGHOST"),
                                           qEnvironmentVariableIntValue("PGPORT"), 5000));
    }

    void malformedUrlIsRefusedWithoutItsPassword()
    {
        DbError error;
        QVERIFY(!Database::open(QStringLiteral("postgresql://u:hunter2@h/db/extra?bogus=1"),
                                Database::Mode::ReadWrite, &error));
        QVERIFY(error);
        QVERIFY2(!error.text(Lang::En).contains(QLatin1String("hunter2")),
                 qPrintable(error.text(Lang::En)));
    }

    // A new database gets Kibitzer's schema and identity, and a second opening finds them.
    void emptyDatabaseGetsTheSchema()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = freshDatabase();
        DbError error;
        {
            auto db = open(kbztest::urlWithPassword(name), Database::Mode::ReadWrite, &error);
            QVERIFY2(db, qPrintable(error.text(Lang::En)));
            QVERIFY(db->isServer());
            QCOMPARE(db->schemaVersion(), schema::kCurrentVersion);
            QVERIFY(!db->path().contains(kbztest::pgEnv("PGPASSWORD")));
        }
        kbztest::PgAdmin admin(name);
        QVERIFY2(admin.ok(), qPrintable(admin.error()));
        QCOMPARE(admin.tables(),
                 QStringList({QStringLiteral("bookmarks"), QStringLiteral("cards"),
                              QStringLiteral("game_players"), QStringLiteral("games"),
                              QStringLiteral("kibitzer_meta"), QStringLiteral("players"),
                              QStringLiteral("results"), QStringLiteral("steps"),
                              QStringLiteral("undo_marks")}));
        QCOMPARE(admin
                     .value(QStringLiteral("SELECT value FROM kibitzer_meta WHERE key = "
                                           "'schema_version'"))
                     .toString(),
                 QString::number(schema::kCurrentVersion));
        auto again = open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error);
        QVERIFY2(again, qPrintable(error.text(Lang::En)));
        QCOMPARE(again->schemaVersion(), schema::kCurrentVersion);
    }

    // Refused, with the host named, never the password, and nothing written.
    void refusalsWriteNothing_data()
    {
        QTest::addColumn<QString>("setup"); // SQL run on the new database first
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("url"); // empty: the database with the right password
        QTest::newRow("another program's") << QStringLiteral("CREATE TABLE invoices (id int)")
                                           << int(DbError::Code::NotKibitzer) << QString();
        QTest::newRow("a newer Kibitzer's")
            << QStringLiteral("CREATE TABLE kibitzer_meta (key text primary key, value text); "
                              "INSERT INTO kibitzer_meta VALUES ('application_id', '1262639698'), "
                              "('schema_version', '99')")
            << int(DbError::Code::TooNew) << QString();
        QTest::newRow("a meta table not Kibitzer's")
            << QStringLiteral("CREATE TABLE kibitzer_meta (key text primary key, value text); "
                              "INSERT INTO kibitzer_meta VALUES ('application_id', '7')")
            << int(DbError::Code::NotKibitzer) << QString();
        QTest::newRow("wrong password")
            << QString() << int(DbError::Code::Unreachable)
            << QStringLiteral("postgresql://USER:wrong-hunter2@HOST:PORT/DB");
        QTest::newRow("nobody listening") << QString() << int(DbError::Code::Unreachable)
                                          << QStringLiteral("postgresql://USER:hunter2@HOST:1/DB");
    }
    void refusalsWriteNothing()
    {
        KBZ_REQUIRE_POSTGRES();
        QFETCH(QString, setup);
        QFETCH(int, code);
        QFETCH(QString, url);
        const QString name = freshDatabase();
        kbztest::PgAdmin admin(name);
        QVERIFY2(admin.ok(), qPrintable(admin.error()));
        if (!setup.isEmpty())
            QVERIFY2(admin.exec(setup), qPrintable(admin.error()));
        const QStringList before = admin.tables();
        const QVariant meta = admin.value(QStringLiteral("SELECT string_agg(key || value, ',') "
                                                         "FROM kibitzer_meta"));
        const QString location =
            url.isEmpty() ? kbztest::urlWithPassword(name) : kbztest::fillUrl(url, name);
        for (const Database::Mode mode : {Database::Mode::ReadWrite, Database::Mode::ReadOnly}) {
            DbError error;
            QVERIFY(!open(location, mode, &error));
            QCOMPARE(int(error.code), code);
            const QString text = error.text(Lang::En);
            QVERIFY2(text.contains(kbztest::pgEnv("PGHOST")), qPrintable(text));
            QVERIFY2(!text.contains(kbztest::pgEnv("PGPASSWORD")), qPrintable(text));
            QVERIFY2(!text.contains(QLatin1String("hunter2")), qPrintable(text));
        }
        QCOMPARE(admin.tables(), before);
        QCOMPARE(admin.value(QStringLiteral("SELECT string_agg(key || value, ',') FROM "
                                            "kibitzer_meta")),
                 meta);
    }

    // A reader of an empty database creates nothing, and a reader cannot write.
    void readersWriteNothing()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = freshDatabase();
        DbError error;
        QVERIFY(!open(kbztest::urlFromEnvironment(name), Database::Mode::ReadOnly, &error));
        QCOMPARE(error.code, DbError::Code::Empty);
        QCOMPARE(kbztest::PgAdmin(name).tables(), QStringList());
        QVERIFY(open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error));
        auto reader = open(kbztest::urlFromEnvironment(name), Database::Mode::ReadOnly, &error);
        QVERIFY2(reader, qPrintable(error.text(Lang::En)));
        Journal journal(*reader);
        QCOMPARE(journal.createGame(QStringLiteral("lethal-checkmate"), GameConfig(),
                                    QStringLiteral("t"), &error),
                 0);
        QCOMPARE(kbztest::PgAdmin(name).value(QStringLiteral("SELECT count(*) FROM games")).toInt(),
                 0);
    }

    // The journal's operations on the server: steps, marks, results, bookmarks, cards; the
    // steps stay append-only there too.
    void journalOnTheServer()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = freshDatabase();
        DbError error;
        auto db = open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error);
        QVERIFY2(db, qPrintable(error.text(Lang::En)));
        Journal journal(*db);
        GameConfig config;
        config.players = {{QStringLiteral("Aki"), QStringLiteral("white")},
                          {QStringLiteral("Ben"), QStringLiteral("black")}};
        const qint64 id = journal.createGame(QStringLiteral("lethal-checkmate"), config,
                                             QStringLiteral("t"), &error);
        QVERIFY2(id > 0, qPrintable(error.text(Lang::En)));
        StepRecord r;
        r.seq = 1;
        r.step.kind = QStringLiteral("place-piece");
        r.step.actor = 1;
        r.step.payload = {{QStringLiteral("square"), QStringLiteral("b2")}};
        GameResult result;
        result.how = QStringLiteral("test");
        result.players = {{0, 1.5, 2, false}, {1, 3.0, 1, true}};
        QVERIFY2(journal.appendStep(id, r, result, &error), qPrintable(error.text(Lang::En)));
        // The same seq again: the second writer of a step loses, nothing is doubled.
        QVERIFY(!journal.appendStep(id, r, std::nullopt, &error));
        QVERIFY(journal.appendMark(id, {UndoMark::Op::Undo, 1, 1, {}}, std::nullopt, &error));
        QVERIFY(journal.setBookmark(id, 1, QStringLiteral("first"), &error));
        QVERIFY(journal.setBookmark(id, 1, QStringLiteral("renamed"), &error));
        const auto marks = journal.loadBookmarks(id, &error);
        QVERIFY(marks);
        QCOMPARE(marks->value(1), QStringLiteral("renamed"));
        QVERIFY(journal.appendMark(id, {UndoMark::Op::Redo, 1, 1, {}}, result, &error));

        const QList<GameSummary> games = journal.listGames(&error);
        QCOMPARE(games.size(), 1);
        QCOMPARE(games.first().stepCount, 1);
        QCOMPARE(games.first().winners, QList<int>{1});
        QCOMPARE(games.first().status, GameStatus::Finished);
        const std::optional<GameRecord> rec = journal.loadGame(id, &error);
        QVERIFY(rec);
        QCOMPARE(rec->steps.size(), 1);
        QCOMPARE(rec->steps.first().step.payload, r.step.payload);
        QCOMPARE(rec->steps.first().step.actor, 1);
        QCOMPARE(rec->marks.size(), 2);
        QVERIFY(rec->result);
        QCOMPARE(rec->result->players.at(0).score, 1.5);

        QSqlQuery update(db->db());
        QVERIFY(!update.exec(QStringLiteral("UPDATE steps SET kind = 'x'")));
        QVERIFY2(update.lastError().text().contains(QLatin1String("append-only")),
                 qPrintable(update.lastError().text()));

        CardStore cards(*db);
        for (const char *card : {"zeta", "alpha", "mid"})
            QVERIFY(cards.put(QStringLiteral("k"),
                              {QString::fromLatin1(card), {{QStringLiteral("n"), 1}}}, &error));
        QStringList order;
        for (const StoredCard &c : cards.list(QStringLiteral("k"), &error))
            order.append(c.id);
        QCOMPARE(order, QStringList({QStringLiteral("zeta"), QStringLiteral("alpha"),
                                     QStringLiteral("mid")}));
    }

    // Several writers per game (issue 20, item 4): a second Kibitzer opens a game another one
    // records and reads the same stack; each step is a compare-and-set, so the first one, which
    // has not read the second one's undo, cannot record onto the game it no longer is
    // (tst_club_live goes further: two live sessions, conflicts, a lost connection).
    void twoWritersPerGame()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = freshDatabase();
        const QString path =
            QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/lethal-success.jsonl");
        QString why;
        const std::optional<CheckedJournal> checked = checkJournalFile(m_registry, path, &why);
        QVERIFY2(checked, qPrintable(why));
        DbError error;
        auto first = open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error);
        auto second = open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error);
        QVERIFY(first && second);
        Journal j1(*first), j2(*second);
        auto s1 = Session::start(j1, m_registry.find(checked->file.game), checked->file.config,
                                 checked->file.title, &error);
        QVERIFY2(s1, qPrintable(error.text(Lang::En)));
        const qint64 id = s1->gameId();
        const qsizetype n = checked->file.steps.size();
        for (qsizetype i = 0; i + 1 < n; ++i)
            QCOMPARE(s1->record(checked->file.steps.at(i), Session::Confirm::Yes).outcome,
                     Session::Outcome::Recorded);
        QVERIFY(s1->undo(&error));

        auto s2 = Session::resume(j2, m_registry, id, &error);
        QVERIFY2(s2, qPrintable(error.text(Lang::En)));
        QCOMPARE(s2->state()->toJson(), s1->state()->toJson());
        QCOMPARE(s2->index(), s1->index());
        QVERIFY(s2->canRedo());
        QVERIFY(s2->redo(&error));

        // The first one's step is refused (it has not read the redo) and it catches up.
        const Session::RecordResult stale =
            s1->record(checked->file.steps.at(n - 1), Session::Confirm::Yes);
        QCOMPARE(stale.outcome, Session::Outcome::Conflict);
        QCOMPARE(stale.error.code, DbError::Code::Conflict);
        QVERIFY(stale.theirs);
        QCOMPARE(stale.theirs->kind, Session::Change::Kind::Redo);
        QCOMPARE(s1->state()->toJson(), s2->state()->toJson());
        QCOMPARE(s1->record(checked->file.steps.at(n - 1), Session::Confirm::Yes).outcome,
                 Session::Outcome::Recorded);
        kbztest::PgAdmin admin(name);
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM steps")).toInt(), int(n));
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM undo_marks")).toInt(), 2);
    }

    // Live (issue 20, item 4, the following half): a laptop that follows a game another one
    // records is told of every committed step and undo, and reading the game again gives it the
    // same state and stack. A reader writes nothing, and may follow a game being recorded too.
    void aFollowerSeesEveryStep()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = freshDatabase();
        const QString path = QStringLiteral(KIBITZER_TEST_DATA "/rook-raiders/full-round.jsonl");
        QString why;
        const std::optional<CheckedJournal> checked = checkJournalFile(m_registry, path, &why);
        QVERIFY2(checked, qPrintable(why));
        DbError error;
        auto writer = open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error);
        auto follower = open(kbztest::urlFromEnvironment(name), Database::Mode::ReadOnly, &error);
        QVERIFY2(writer && follower, qPrintable(error.text(Lang::En)));
        Journal jw(*writer), jf(*follower);
        auto recording = Session::start(jw, m_registry.find(checked->file.game),
                                        checked->file.config, checked->file.title, &error);
        QVERIFY(recording);
        GameWatch watch(*follower);
        QVERIFY2(watch.start(&why), qPrintable(why));
        QSignalSpy changed(&watch, &GameWatch::gameChanged);
        auto followAndCompare = [&] {
            QVERIFY(changed.wait(10000));
            QCOMPARE(changed.takeFirst().at(0).toLongLong(), recording->gameId());
            auto seen = Session::resume(jf, m_registry, recording->gameId(), &error);
            QVERIFY2(seen, qPrintable(error.text(Lang::En)));
            QCOMPARE(seen->state()->toJson(), recording->state()->toJson());
            QCOMPARE(seen->index(), recording->index());
            QCOMPARE(seen->count(), recording->count());
        };
        for (qsizetype i = 0; i < qMin<qsizetype>(5, checked->file.steps.size()); ++i) {
            QCOMPARE(recording->record(checked->file.steps.at(i), Session::Confirm::Yes).outcome,
                     Session::Outcome::Recorded);
            followAndCompare();
        }
        QVERIFY(recording->undo(&error));
        followAndCompare();
        QVERIFY(recording->redo(&error));
        followAndCompare();
        // Nothing is announced before it commits: a refused step says nothing.
        StepRecord twice;
        twice.seq = 1;
        twice.step = checked->file.steps.at(0);
        QVERIFY(!jw.appendStep(recording->gameId(), twice, std::nullopt, &error));
        QVERIFY(!changed.wait(300));
    }

    // The connection killed mid-game (pg_terminate_backend, as a server restart or an
    // administrator would): the next step connects again and is committed once.
    void connectionKilledMidGame()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = freshDatabase();
        const QString path =
            QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/lethal-success.jsonl");
        QString why;
        const std::optional<CheckedJournal> checked = checkJournalFile(m_registry, path, &why);
        QVERIFY2(checked, qPrintable(why));
        QVERIFY(checked->file.steps.size() >= 4);
        DbError error;
        auto db = open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error);
        QVERIFY(db);
        Journal journal(*db);
        auto session = Session::start(journal, m_registry.find(checked->file.game),
                                      checked->file.config, checked->file.title, &error);
        QVERIFY(session);
        auto record = [&](int i) {
            return session->record(checked->file.steps.at(i), Session::Confirm::Yes).outcome;
        };
        QCOMPARE(record(0), Session::Outcome::Recorded);
        QCOMPARE(record(1), Session::Outcome::Recorded);
        kbztest::PgAdmin admin(name);
        QCOMPARE(admin
                     .value(QStringLiteral("SELECT count(pg_terminate_backend(pid)) FROM "
                                           "pg_stat_activity WHERE datname = '%1' AND "
                                           "application_name LIKE 'kibitzer@%%'")
                                .arg(name))
                     .toInt(),
                 1);
        QCOMPARE(record(2), Session::Outcome::Recorded);
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM steps")).toInt(), 3);
        QCOMPARE(record(3), Session::Outcome::Recorded);
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM steps")).toInt(), 4);
    }

    // How long a committed step takes to reach a follower: commit on one connection, the
    // notification on another (figures in docs/performance.md).
    void benchNotificationLatency()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = freshDatabase();
        DbError error;
        auto writer = open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error);
        auto follower = open(kbztest::urlFromEnvironment(name), Database::Mode::ReadOnly, &error);
        QVERIFY(writer && follower);
        Journal jw(*writer);
        const qint64 id = jw.createGame(QStringLiteral("lethal-checkmate"), GameConfig(),
                                        QStringLiteral("bench"), &error);
        QVERIFY(id > 0);
        GameWatch watch(*follower);
        QString why;
        QVERIFY2(watch.start(&why), qPrintable(why));
        QSignalSpy changed(&watch, &GameWatch::gameChanged);
        StepRecord r;
        r.step.kind = QStringLiteral("place-piece");
        r.step.actor = 0;
        QBENCHMARK
        {
            ++r.seq;
            QVERIFY(jw.appendStep(id, r, std::nullopt, &error));
            QVERIFY(changed.wait(10000));
            changed.clear();
        }
    }

    // Every golden journal through SQLite, then the server, and back replays to what it replays
    // to, and the exported files are the same bytes, the game's UUID included.
    void goldenJournalsRoundTrip_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = kbztest::goldenJournalFiles();
        QVERIFY(files.size() >= 20);
        for (const QString &f : files)
            QTest::newRow(qPrintable(QDir(QStringLiteral(KIBITZER_TEST_DATA)).relativeFilePath(f)))
                << f;
    }
    void goldenJournalsRoundTrip()
    {
        KBZ_REQUIRE_POSTGRES();
        QFETCH(QString, path);
        static std::unique_ptr<Database> server;
        static std::unique_ptr<Database> file;
        DbError error;
        if (!server) {
            server = open(kbztest::urlFromEnvironment(freshDatabase()), Database::Mode::ReadWrite,
                          &error);
            file = Database::open(m_dir.filePath(QStringLiteral("golden.sqlite")),
                                  Database::Mode::ReadWrite, &error);
        }
        QVERIFY2(server && file, qPrintable(error.text(Lang::En)));
        QString why;
        const QByteArray original = replayed(m_registry, path, &why);
        QVERIFY2(!original.isEmpty(), qPrintable(why));
        // Through SQLite first: the game gets its UUID there, and the exported file carries it
        // (revision 1.4); through the server then, which keeps it: the same bytes come out.
        const QByteArray viaFile = importAndExport(*file, m_registry, path, &why);
        QVERIFY2(!viaFile.isEmpty(), qPrintable(why));
        const QString exported = m_dir.filePath(QStringLiteral("exported.jsonl"));
        QFile out(exported);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(viaFile);
        out.close();
        QVERIFY(viaFile.left(viaFile.indexOf('\n')).contains("\"uuid\":\""));
        const QByteArray viaServer = importAndExport(*server, m_registry, exported, &why);
        QVERIFY2(!viaServer.isEmpty(), qPrintable(why));
        QCOMPARE(viaServer, viaFile);
        QCOMPARE(replayed(m_registry, exported, &why), original);
    }

    // An import retried on another connection finds the game the first one stored.
    void importIsIdempotent()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = freshDatabase();
        const QString path = QStringLiteral(KIBITZER_TEST_DATA "/rook-raiders/full-round.jsonl");
        QString why;
        const std::optional<CheckedJournal> checked = checkJournalFile(m_registry, path, &why);
        QVERIFY2(checked, qPrintable(why));
        DbError error;
        auto a = open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error);
        auto b = open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error);
        QVERIFY(a && b);
        Journal ja(*a), jb(*b);
        const ImportOutcome first = importJournal(ja, *checked, &error);
        QVERIFY2(first.gameId > 0 && !first.existing, qPrintable(error.text(Lang::En)));
        const ImportOutcome again = importJournal(jb, *checked, &error);
        QCOMPARE(again.gameId, first.gameId);
        QVERIFY(again.existing);
        // The unique hash is what makes a race safe: a duplicate row is refused by the server.
        QCOMPARE(jb.importGame(checked->file.game, checked->file.config, QStringLiteral("dup"),
                               QList<StepRecord>(), std::nullopt, &error,
                               checked->file.contentHash()),
                 0);
        QCOMPARE(kbztest::PgAdmin(name).value(QStringLiteral("SELECT count(*) FROM games")).toInt(),
                 1);
    }
};

QTEST_GUILESS_MAIN(TestPostgres)
#include "tst_postgres.moc"
