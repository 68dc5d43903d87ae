// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Club history (issue 20, item 3) in the models, against a real PostgreSQL server
// (tests/support/with-postgres.sh): schema 6 from a schema-5 database on both backends (a UUID
// for every game, the history's indexes), the UUID carried by a journal file through export,
// import, push and pull, copies that never duplicate, the players of incoming games matched by
// name (same, near, new) and mapped as the user chose, and the history and statistics giving
// the same numbers on PostgreSQL as on SQLite.
#include "../support/GoldenImport.h"
#include "../support/PgTestServer.h"
#include "core/JournalFile.h"
#include "core/Replay.h"
#include "registerGames.h"
#include "storage/ClubSync.h"
#include "storage/HistoryModel.h"
#include "storage/Journal.h"
#include "storage/JournalExport.h"
#include "storage/JournalImport.h"
#include "storage/PlayStats.h"
#include "storage/Players.h"
#include "storage/Schema.h"
#include "storage/Statistics.h"

#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace kbz;

namespace {

const QRegularExpression
    kUuid(QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"));

// Three games of schema 5 (a finished one, one in play, one without players), as an older
// Kibitzer left them: no uuid column yet.
QStringList schema5Games()
{
    return {
        QStringLiteral("INSERT INTO games (id, kind, title, config, status, started_at, "
                       "updated_at) VALUES (1, 'k', 'First', '{}', 'finished', "
                       "'2025-01-01T10:00:00.000Z', 't')"),
        QStringLiteral("INSERT INTO games (id, kind, title, config, started_at, updated_at) "
                       "VALUES (2, 'k', 'Second', '{}', '2025-02-01T10:00:00.000Z', 't')"),
        QStringLiteral("INSERT INTO games (id, kind, title, config, started_at, updated_at) "
                       "VALUES (3, 'k', 'Third', '{}', '2025-03-01T10:00:00.000Z', 't')"),
        QStringLiteral("INSERT INTO players (id, name, created_at) VALUES (1, 'Ann', 't'), "
                       "(2, 'Ben', 't')"),
        QStringLiteral("INSERT INTO game_players (game_id, seat, name, player_id) VALUES "
                       "(1, 0, 'Ann', 1), (1, 1, 'Ben', 2), (2, 0, 'Ben', 2)"),
    };
}

// The uuids of every game, by id.
QStringList uuidsOf(Database &db)
{
    DbError error;
    QList<GameSummary> games = Journal(db).listGames(&error);
    std::sort(games.begin(), games.end(),
              [](const GameSummary &a, const GameSummary &b) { return a.id < b.id; });
    QStringList out;
    for (const GameSummary &g : games)
        out.append(g.uuid);
    return out;
}

QString exportText(Journal &journal, const GameRegistry &registry, qint64 id)
{
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    const ExportOutcome exported = exportJournal(journal, registry, id, &out);
    return exported.ok ? QString::fromUtf8(out.data()) : QString();
}

QString headerUuid(const QString &journal)
{
    JournalFile file;
    int line = 0;
    QString why;
    return JournalFile::parse(journal.toUtf8(), &file, &line, &why) ? file.uuid : why;
}

// Stores the Lethal Checkmate golden game to its end with these players (names only matter to
// the history), finished; its id.
qint64 storeGame(Journal &journal, const GameRegistry &registry, const QStringList &names,
                 const QString &title)
{
    QString why;
    const auto checked = checkJournalFile(
        registry, QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/lethal-success.jsonl"),
        &why);
    if (!checked)
        return 0;
    GameConfig config = checked->file.config;
    for (int seat = 0; seat < config.players.size() && seat < names.size(); ++seat)
        config.players[seat].name = names.at(seat);
    QList<StepRecord> records;
    for (int i = 0; i < checked->report.steps.size(); ++i)
        records.append({i + 1, checked->report.steps.at(i).step, {}, false, journal.now()});
    DbError error;
    return journal.importGame(checked->file.game, config, title, records, checked->report.result,
                              &error);
}

// Writes `text` to `path`.
bool writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

} // namespace

class TestClubSync : public QObject
{
    Q_OBJECT

    GameRegistry m_registry;
    QTemporaryDir m_dir;
    int m_databases = 0;

    QString freshDatabase()
    {
        const QString name = QStringLiteral("club_sync_%1").arg(++m_databases);
        QString why;
        if (!kbztest::createDatabase(name, &why))
            qWarning("cannot create %s: %s", qPrintable(name), qPrintable(why));
        return name;
    }

    std::unique_ptr<Database> sqlite(const QString &name)
    {
        DbError error;
        auto db = Database::open(m_dir.filePath(name), Database::Mode::ReadWrite, &error);
        if (!db)
            qWarning("%s", qPrintable(error.text(Lang::En)));
        return db;
    }

    static std::unique_ptr<Database> server(const QString &name)
    {
        DbError error;
        auto db =
            Database::open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error);
        if (!db)
            qWarning("%s", qPrintable(error.text(Lang::En)));
        return db;
    }

private Q_SLOTS:
    void initTestCase() { registerGames(m_registry); }

    // Schema 6 on SQLite, from a file an older Kibitzer wrote with schema 5: read-only it is
    // left as it is (no uuids); opened to write, every game gets its own UUID, a new game too,
    // and the history's filters have their indexes.
    void sqliteMigratesFromSchema5()
    {
        const QString path = m_dir.filePath(QStringLiteral("v5.sqlite"));
        {
            QSqlDatabase d =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v5"));
            d.setDatabaseName(path);
            QVERIFY(d.open());
            QString err;
            QVERIFY(d.transaction());
            QVERIFY2(schema::migrate(d, 0, &err, 5), qPrintable(err));
            QVERIFY(d.commit());
            QSqlQuery q(d);
            QStringList statements = {
                QStringLiteral("PRAGMA application_id = %1").arg(Database::kApplicationId),
                QStringLiteral("PRAGMA user_version = 5")};
            statements += schema5Games();
            for (const QString &st : statements)
                QVERIFY2(q.exec(st), qPrintable(st + q.lastError().text()));
            q.finish();
            d.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v5"));
        if (QTest::currentTestFailed())
            return;
        DbError err;
        {
            auto reader = Database::open(path, Database::Mode::ReadOnly, &err);
            QVERIFY2(reader, qPrintable(err.text(Lang::En)));
            QCOMPARE(reader->schemaVersion(), 5);
            QCOMPARE(uuidsOf(*reader), QStringList({QString(), QString(), QString()}));
            QCOMPARE(Journal(*reader).findByUuid(QStringLiteral("x"), &err), qint64(0));
        }
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        QCOMPARE(db->schemaVersion(), 6);
        QVERIFY(db->integrityCheck());
        const QStringList uuids = uuidsOf(*db);
        QCOMPARE(uuids.size(), 3);
        for (const QString &u : uuids)
            QVERIFY2(kUuid.match(u).hasMatch(), qPrintable(u));
        QCOMPARE(QSet<QString>(uuids.cbegin(), uuids.cend()).size(), 3);
        Journal journal(*db);
        QCOMPARE(journal.findByUuid(uuids.at(1), &err), qint64(2));
        const qint64 id = journal.createGame(QStringLiteral("k"), GameConfig(), QString(), &err);
        QVERIFY(kUuid.match(uuidsOf(*db).value(3)).hasMatch());
        QVERIFY(id == 4);
        // Unique: a second game of the same UUID is refused by the database itself.
        QSqlQuery q(db->db());
        QVERIFY(!q.exec(QStringLiteral("UPDATE games SET uuid = '%1' WHERE id = 4").arg(uuids[0])));
        // The indexes of the history's filters, and the player filter uses its own.
        QStringList indexes;
        QVERIFY(q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'index' AND "
                                      "name LIKE 'game%' ORDER BY name")));
        while (q.next())
            indexes.append(q.value(0).toString());
        for (const char *name : {"game_players_by_name", "games_by_kind", "games_by_start",
                                 "games_by_status", "games_by_uuid"})
            QVERIFY2(indexes.contains(QLatin1String(name)), name);
        // (HistoryModel's player filter: the seats linked to the player, schema 5's index.)
        QVERIFY(
            q.exec(QStringLiteral("EXPLAIN QUERY PLAN SELECT count(*) FROM games g WHERE g.id "
                                  "IN (SELECT game_id FROM game_players WHERE player_id = 1)")));
        QString plan;
        while (q.next())
            plan += q.value(3).toString() + QLatin1Char('\n');
        QVERIFY2(plan.contains(QLatin1String("game_players_by_player")), qPrintable(plan));
    }

    // The same on PostgreSQL: a schema-5 database an older Kibitzer made on the server.
    void postgresMigratesFromSchema5()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = freshDatabase();
        {
            QSqlDatabase d =
                QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("pg-v5"));
            d.setDatabaseName(name);
            QVERIFY2(d.open(), qPrintable(d.lastError().text()));
            QString err;
            QVERIFY(d.transaction());
            QVERIFY2(schema::migrate(d, 0, &err, 5, Backend::Postgres), qPrintable(err));
            QSqlQuery q(d);
            QStringList statements = {
                QStringLiteral("INSERT INTO kibitzer_meta (key, value) VALUES "
                               "('application_id', '%1'), ('schema_version', '5')")
                    .arg(Database::kApplicationId)};
            statements += schema5Games();
            statements += QStringLiteral("SELECT setval(pg_get_serial_sequence('games', 'id'), 3)");
            statements +=
                QStringLiteral("SELECT setval(pg_get_serial_sequence('players', 'id'), 2)");
            for (const QString &st : statements)
                QVERIFY2(q.exec(st), qPrintable(st + q.lastError().text()));
            q.finish();
            QVERIFY(d.commit());
            d.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("pg-v5"));
        if (QTest::currentTestFailed())
            return;
        DbError err;
        {
            auto reader =
                Database::open(kbztest::urlFromEnvironment(name), Database::Mode::ReadOnly, &err);
            QVERIFY2(reader, qPrintable(err.text(Lang::En)));
            QCOMPARE(reader->schemaVersion(), 5);
            QCOMPARE(uuidsOf(*reader), QStringList({QString(), QString(), QString()}));
        }
        auto db = server(name);
        QVERIFY(db);
        QCOMPARE(db->schemaVersion(), 6);
        const QStringList uuids = uuidsOf(*db);
        QCOMPARE(uuids.size(), 3);
        for (const QString &u : uuids)
            QVERIFY2(kUuid.match(u).hasMatch(), qPrintable(u));
        QCOMPARE(QSet<QString>(uuids.cbegin(), uuids.cend()).size(), 3);
        kbztest::PgAdmin admin(name);
        QCOMPARE(admin
                     .value(QStringLiteral("SELECT value FROM kibitzer_meta WHERE key = "
                                           "'schema_version'"))
                     .toString(),
                 QStringLiteral("6"));
        QCOMPARE(admin
                     .value(QStringLiteral("SELECT is_nullable FROM information_schema.columns "
                                           "WHERE table_name = 'games' AND column_name = 'uuid'"))
                     .toString(),
                 QStringLiteral("NO"));
        for (const char *index : {"game_players_by_name", "games_by_kind", "games_by_start",
                                  "games_by_status", "games_by_uuid"})
            QVERIFY2(admin.value(QStringLiteral("SELECT count(*) FROM pg_indexes WHERE indexname "
                                                "= '%1'")
                                     .arg(QLatin1String(index)))
                             .toInt() == 1,
                     index);
        Journal journal(*db);
        QVERIFY(journal.createGame(QStringLiteral("k"), GameConfig(), QString(), &err) == 4);
        QVERIFY(kUuid.match(uuidsOf(*db).value(3)).hasMatch());
        QVERIFY(!admin.exec(
            QStringLiteral("UPDATE games SET uuid = '%1' WHERE id = 4").arg(uuids.at(0))));
    }

    // A game's UUID travels with it: in the exported file's header, kept by an import elsewhere,
    // by a push to the server and a pull from it; a journal of a known UUID (or, without one, of
    // a known content) is that game, never a second one. An older file without a UUID still
    // imports (and gets one); a header whose "uuid" is not one is refused.
    void uuidTravelsWithTheGame()
    {
        KBZ_REQUIRE_POSTGRES();
        auto a = sqlite(QStringLiteral("uuid-a.sqlite"));
        auto b = sqlite(QStringLiteral("uuid-b.sqlite"));
        const QString clubName = freshDatabase();
        auto club = server(clubName);
        QVERIFY(a && b && club);
        Journal ja(*a), jb(*b), jc(*club);
        const QString golden =
            QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/lethal-success.jsonl");
        QString why;
        auto scan = scanJournalFile(m_registry, golden, &why);
        QVERIFY2(scan, qPrintable(why));
        QVERIFY(scan->header.uuid.isEmpty()); // revision 1.0: no uuid
        DbError err;
        const ImportOutcome first = importJournalFile(ja, golden, *scan, &err);
        QVERIFY2(first.gameId > 0, qPrintable(err.text(Lang::En)));
        const QString uuid = ja.loadGameHeader(first.gameId, &err)->summary.uuid;
        QVERIFY(kUuid.match(uuid).hasMatch());

        const QString exported = exportText(ja, m_registry, first.gameId);
        QCOMPARE(headerUuid(exported), uuid);
        const QString file = m_dir.filePath(QStringLiteral("with-uuid.jsonl"));
        QVERIFY(writeText(file, exported.toUtf8()));
        scan = scanJournalFile(m_registry, file, &why);
        QVERIFY2(scan, qPrintable(why));
        QCOMPARE(scan->header.uuid, uuid);
        const ImportOutcome inB = importJournalFile(jb, file, *scan, &err);
        QVERIFY(inB.gameId > 0 && !inB.existing);
        QCOMPARE(jb.loadGameHeader(inB.gameId, &err)->summary.uuid, uuid);
        QCOMPARE(exportText(jb, m_registry, inB.gameId), exported); // the same bytes
        QVERIFY(importJournalFile(jb, file, *scan, &err).existing); // by its UUID
        auto old = scanJournalFile(m_registry, golden, &why);
        QCOMPARE(importJournalFile(jb, golden, *old, &err).gameId, inB.gameId); // by its content

        // The same journal given another UUID is still that game (the content hash guards).
        QString other = exported;
        other.replace(uuid, QStringLiteral("0f8fad5b-d9cb-469f-a165-70867728950e"));
        const QString otherFile = m_dir.filePath(QStringLiteral("other-uuid.jsonl"));
        QVERIFY(writeText(otherFile, other.toUtf8()));
        auto otherScan = scanJournalFile(m_registry, otherFile, &why);
        QVERIFY2(otherScan, qPrintable(why));
        QCOMPARE(importJournalFile(jb, otherFile, *otherScan, &err).gameId, inB.gameId);

        // Through the club: pushed from A, the server's game has the UUID; pulled to B, nothing
        // new; pushed back from B, nothing new.
        ClubPlan plan = planCopy(ja, jc);
        QVERIFY2(plan.ok(), qPrintable(plan.error.text(Lang::En)));
        ClubCopyOutcome done = copyFinishedGames(ja, jc, m_registry, plan);
        QCOMPARE(done.copied, 1);
        QCOMPARE(jc.findByUuid(uuid, &err), qint64(1));
        QCOMPARE(exportText(jc, m_registry, 1), exported);
        plan = planCopy(jc, jb);
        QCOMPARE(plan.games.size(), 0);
        QCOMPARE(plan.alreadyThere, 1);
        QCOMPARE(copyFinishedGames(jc, jb, m_registry, plan).copied, 0);
        plan = planCopy(jb, jc);
        QCOMPARE(plan.games.size(), 0);
        QCOMPARE(uuidsOf(*b).size(), 1);
        QCOMPARE(
            kbztest::PgAdmin(clubName).value(QStringLiteral("SELECT count(*) FROM games")).toInt(),
            1);

        // A header whose uuid is not a UUID is refused, naming the line.
        QString bad = exported;
        bad.replace(uuid, QStringLiteral("not-a-uuid"));
        const QString badFile = m_dir.filePath(QStringLiteral("bad-uuid.jsonl"));
        QVERIFY(writeText(badFile, bad.toUtf8()));
        QVERIFY(!scanJournalFile(m_registry, badFile, &why));
        QVERIFY2(why.contains(QLatin1String("\"uuid\" must be a UUID")), qPrintable(why));
    }

    // Copies never duplicate: a push twice, a pull twice, a game pulled and pushed back, and a
    // game recorded on each laptop from the same file (two UUIDs, one content).
    void copiesAreIdempotent()
    {
        KBZ_REQUIRE_POSTGRES();
        auto a = sqlite(QStringLiteral("idem-a.sqlite"));
        auto b = sqlite(QStringLiteral("idem-b.sqlite"));
        auto club = server(freshDatabase());
        QVERIFY(a && b && club);
        Journal ja(*a), jb(*b), jc(*club);
        QVERIFY(storeGame(ja, m_registry, {QStringLiteral("Ann"), QStringLiteral("Ben")},
                          QStringLiteral("one")) > 0);
        QVERIFY(storeGame(ja, m_registry, {QStringLiteral("Ann"), QStringLiteral("Cho")},
                          QStringLiteral("two")) > 0);
        QVERIFY(storeGame(jb, m_registry, {QStringLiteral("Dai"), QStringLiteral("Eve")},
                          QStringLiteral("b's")) > 0);
        auto copy = [&](Journal &from, Journal &to) {
            const ClubPlan plan = planCopy(from, to);
            const ClubCopyOutcome out = copyFinishedGames(from, to, m_registry, plan);
            return out.ok() ? out.copied : -1;
        };
        QCOMPARE(copy(ja, jc), 2);
        QCOMPARE(copy(ja, jc), 0);
        QCOMPARE(copy(jc, jb), 2);
        QCOMPARE(copy(jc, jb), 0);
        QCOMPARE(copy(jb, jc), 1); // b's own game
        QCOMPARE(copy(jc, ja), 1);
        QCOMPARE(copy(ja, jc), 0);
        QCOMPARE(uuidsOf(*a).size(), 3);
        QCOMPARE(uuidsOf(*b).size(), 3);
        QCOMPARE(uuidsOf(*club).size(), 3);
        const QStringList onA = uuidsOf(*a), onClub = uuidsOf(*club);
        QCOMPARE(QSet<QString>(onA.cbegin(), onA.cend()),
                 QSet<QString>(onClub.cbegin(), onClub.cend()));
    }

    // The players of the incoming games matched with the receiving side's by name: the same
    // name is that player, a similar one (case, accents, a letter) is listed for the user as a
    // near match, any other is new; what the user maps is linked (the seat keeps its name), a
    // game whose two seats would be one player is skipped and named.
    void playersAreMatchedByName()
    {
        KBZ_REQUIRE_POSTGRES();
        auto laptop = sqlite(QStringLiteral("match.sqlite"));
        const QString clubName = freshDatabase();
        auto club = server(clubName);
        QVERIFY(laptop && club);
        Journal jl(*laptop), jc(*club);
        DbError err;
        Players clubPlayers(*club);
        const qint64 ann = clubPlayers.create(QStringLiteral("Ann"), &err);
        const qint64 zoe = clubPlayers.create(QStringLiteral("Zo\u00EB"), &err);
        const qint64 kento = clubPlayers.create(QStringLiteral("Kento"), &err);
        QVERIFY(ann > 0 && zoe > 0 && kento > 0);
        QVERIFY(storeGame(jl, m_registry, {QStringLiteral(" Ann"), QStringLiteral("zoe")},
                          QStringLiteral("one")) > 0);
        QVERIFY(storeGame(jl, m_registry, {QStringLiteral("Kenta"), QStringLiteral("Bob")},
                          QStringLiteral("two")) > 0);
        QVERIFY(storeGame(jl, m_registry, {QStringLiteral("Ann"), QStringLiteral("ann")},
                          QStringLiteral("three")) > 0);
        const ClubPlan plan = planCopy(jl, jc);
        QVERIFY(plan.ok());
        QCOMPARE(plan.games.size(), 3);
        QVERIFY(plan.needsConfirmation());
        QMap<QString, ClubPlayerMatch> byName;
        for (const ClubPlayerMatch &m : plan.players)
            byName.insert(m.name, m);
        QCOMPARE(byName.keys(),
                 QStringList({QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Kenta"),
                              QStringLiteral("ann"), QStringLiteral("zoe")}));
        QCOMPARE(int(byName[QStringLiteral("Ann")].kind), int(ClubPlayerMatch::Kind::Same));
        QCOMPARE(byName[QStringLiteral("Ann")].playerId, ann);
        QCOMPARE(byName[QStringLiteral("Ann")].games, 2);
        QCOMPARE(int(byName[QStringLiteral("zoe")].kind), int(ClubPlayerMatch::Kind::Near));
        QCOMPARE(byName[QStringLiteral("zoe")].nearTo.value(0).first, zoe);
        QCOMPARE(int(byName[QStringLiteral("ann")].kind), int(ClubPlayerMatch::Kind::Near));
        QCOMPARE(int(byName[QStringLiteral("Kenta")].kind), int(ClubPlayerMatch::Kind::Near));
        QCOMPARE(byName[QStringLiteral("Kenta")].nearTo.value(0).second, QStringLiteral("Kento"));
        QCOMPARE(int(byName[QStringLiteral("Bob")].kind), int(ClubPlayerMatch::Kind::New));
        QCOMPARE(describeMatch(byName[QStringLiteral("zoe")]),
                 QStringLiteral("zoe: a new player (similar: Zo\u00EB (%1))").arg(zoe));

        // zoe is Zoë and ann is Ann; Kenta stays apart from Kento (a new player), Bob is new.
        const ClubCopyOutcome out = copyFinishedGames(
            jl, jc, m_registry, plan, {{QStringLiteral("zoe"), zoe}, {QStringLiteral("ann"), ann}});
        QVERIFY(out.ok());
        QCOMPARE(out.copied, 2);
        QCOMPARE(out.skipped.size(), 1); // "three": Ann and ann would be one player
        QVERIFY2(out.skipped.first().contains(QLatin1String("two of its seats would be one")),
                 qPrintable(out.skipped.first()));
        kbztest::PgAdmin admin(clubName);
        QCOMPARE(admin
                     .value(QStringLiteral("SELECT player_id FROM game_players gp JOIN games g "
                                           "ON g.id = gp.game_id WHERE g.title = 'one' AND "
                                           "gp.seat = 1"))
                     .toLongLong(),
                 zoe);
        QCOMPARE(admin
                     .value(QStringLiteral("SELECT gp.name FROM game_players gp JOIN games g "
                                           "ON g.id = gp.game_id WHERE g.title = 'one' AND "
                                           "gp.seat = 1"))
                     .toString(),
                 QStringLiteral("zoe")); // the journal's name stays the seat's
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM players")).toInt(), 5); // +2
        QVERIFY(clubPlayers.withName(QStringLiteral("Kenta"), &err)->size() == 1);
        QVERIFY(clubPlayers.withName(QStringLiteral("Bob"), &err)->size() == 1);
        // The laptop's own players are untouched by a push.
        QCOMPARE(Players(*laptop).list(&err)->size(), 5);
    }

    // The history (HistoryModel) and the statistics (Statistics, playStats) over PostgreSQL
    // give what they give over SQLite, every golden journal imported into each.
    void historyAndStatisticsOnEitherBackend()
    {
        KBZ_REQUIRE_POSTGRES();
        auto file = sqlite(QStringLiteral("history.sqlite"));
        auto club = server(freshDatabase());
        QVERIFY(file && club);
        for (Database *db : {file.get(), club.get()}) {
            Journal journal(*db);
            for (const QString &path : kbztest::goldenJournalFiles()) {
                QString why;
                const auto scan = scanJournalFile(m_registry, path, &why);
                QVERIFY2(scan, qPrintable(why));
                DbError err;
                QVERIFY2(importJournalFile(journal, path, *scan, &err).gameId > 0,
                         qPrintable(err.text(Lang::En)));
            }
        }
        // A player filter names the player; each backend has its own ids.
        QString firstName;
        auto rows = [&](Database &db, HistoryFilter filter, int column) {
            if (filter.playerId != 0) {
                DbError err;
                const auto named = Players(db).withName(firstName, &err);
                filter.playerId = named && !named->isEmpty() ? named->first().id : -1;
            }
            HistoryModel model(db, &m_registry);
            QAbstractItemModelTester tester(&model);
            model.sort(column, Qt::AscendingOrder);
            model.setFilter(filter);
            while (model.canFetchMore({}))
                model.fetchMore({});
            QStringList out;
            for (int row = 0; row < model.rowCount(); ++row) {
                QStringList cells;
                for (int c = 0; c < HistoryModel::ColumnCount; ++c)
                    if (c != HistoryModel::StartedCol) // the moment of each import
                        cells.append(model.index(row, c).data().toString());
                out.append(cells.join(QLatin1Char('|')));
            }
            if (!model.lastError().isEmpty())
                out.append(QStringLiteral("error: ") + model.lastError());
            out.prepend(QString::number(model.totalCount()));
            // Ties of a sort key may come in any order; the id breaks them the same way.
            return out;
        };
        QList<HistoryFilter> filters(5);
        filters[1].kind = QStringLiteral("rook-raiders");
        filters[2].status = QStringLiteral("finished");
        filters[3].playerId = 1; // firstName's, on each backend
        filters[4].text = QStringLiteral("a");
        auto names = [](Database &db) {
            QStringList out;
            DbError err;
            for (const Player &p : Players(db).list(&err).value_or(QList<Player>()))
                out.append(p.name);
            out.sort();
            return out;
        };
        QCOMPARE(names(*club), names(*file));
        QVERIFY(!names(*file).isEmpty());
        firstName = names(*file).value(0);
        for (const HistoryFilter &f : std::as_const(filters))
            // Sorts whose order no collation changes (names sort by the server's locale).
            for (int column : {int(HistoryModel::IdCol), int(HistoryModel::StepsCol),
                               int(HistoryModel::StatusCol)}) {
                const QStringList onFile = rows(*file, f, column);
                QVERIFY2(onFile.size() > 1, qPrintable(onFile.join('\n')));
                QCOMPARE(rows(*club, f, column), onFile);
            }
        const QStringList all = rows(*file, {}, HistoryModel::IdCol);
        QCOMPARE(all.first().toInt(), int(kbztest::goldenJournalFiles().size()));

        Journal jf(*file), jc(*club);
        Statistics onFile(jf, m_registry), onServer(jc, m_registry);
        DbError err;
        const auto kindsFile = onFile.games(&err);
        QVERIFY2(kindsFile, qPrintable(err.text(Lang::En)));
        const auto kindsServer = onServer.games(&err);
        QVERIFY2(kindsServer, qPrintable(err.text(Lang::En)));
        QCOMPARE(kindsServer->size(), kindsFile->size());
        for (int i = 0; i < kindsFile->size(); ++i) {
            const GameKindStats &x = kindsFile->at(i), &y = kindsServer->at(i);
            QCOMPARE(y.kind, x.kind);
            QCOMPARE(y.plays, x.plays);
            QCOMPARE(y.firstPlayer.plays, x.firstPlayer.plays);
            QCOMPARE(y.firstPlayer.wins, x.firstPlayer.wins);
            QCOMPARE(y.sides.size(), x.sides.size());
            QCOMPARE(y.units.size(), x.units.size());
            QCOMPARE(y.facts.size(), x.facts.size());
            for (int f = 0; f < x.facts.size(); ++f)
                QCOMPARE(y.facts.at(f).total, x.facts.at(f).total);
        }
        // By name: each backend lists in its own collation.
        auto byName = [](const QList<Player> &list) {
            QMap<QString, qint64> out;
            for (const Player &p : list)
                out.insert(p.name, p.id);
            return out;
        };
        const auto playersFile = Players(*file).list(&err);
        const auto playersServer = Players(*club).list(&err);
        QVERIFY(playersFile && playersServer);
        const QMap<QString, qint64> idsFile = byName(*playersFile);
        const QMap<QString, qint64> idsServer = byName(*playersServer);
        QCOMPARE(idsServer.keys(), idsFile.keys());
        for (auto it = idsFile.cbegin(); it != idsFile.cend(); ++it) {
            const auto x = onFile.player(it.value(), &err);
            const auto y = onServer.player(idsServer.value(it.key()), &err);
            QVERIFY2(x && y, qPrintable(err.text(Lang::En)));
            QCOMPARE(y->total.plays, x->total.plays);
            QCOMPARE(y->total.wins, x->total.wins);
            QCOMPARE(y->longestWinStreak, x->longestWinStreak);
        }
        QString why;
        auto rates = [&](Database &db) {
            QMap<QString, QPair<int, int>> out;
            for (const playStats::PlayerRecord &r : playStats::winRates(db, QString(), 1000, &why))
                out.insert(r.name, {r.plays, r.wins});
            return out;
        };
        const auto ratesFile = rates(*file);
        QVERIFY2(why.isEmpty() && !ratesFile.isEmpty(), qPrintable(why));
        QCOMPARE(rates(*club), ratesFile);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        int monthsFile = 0, monthsServer = 0;
        for (const auto &m : playStats::playsPerMonth(*file, QString(), &why))
            monthsFile += m.games;
        for (const auto &m : playStats::playsPerMonth(*club, QString(), &why))
            monthsServer += m.games;
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(monthsServer, monthsFile);
    }
};

QTEST_GUILESS_MAIN(TestClubSync)
#include "tst_club_sync.moc"
