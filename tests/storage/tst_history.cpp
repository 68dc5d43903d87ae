// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The game history (issue 19): HistoryModel over 16,000 stored games fetches lazily, filters by
// game, player, dates, status and title, sorts by any column; filtering by player is a
// QBENCHMARK (goal: under 50 ms); deleting a game takes its rows with it; the full database
// check runs apart from open() and can be cancelled.
#include "core/GameRegistry.h"
#include "registerGames.h"
#include "storage/DatabaseCheck.h"
#include "storage/HistoryModel.h"
#include "storage/Journal.h"
#include "storage/Players.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace kbz;

Q_DECLARE_METATYPE(kbz::HistoryFilter)

namespace {

constexpr int kGames = 16000;
const char *const kNames[] = {"Aki",   "Ben",   "Chiara", "Dmitri", "Emi",   "Farah", "Gus",
                              "Hana",  "Ines",  "Jun",    "Kofi",   "Lena",  "Mateo", "Noor",
                              "Oskar", "Priya", "Quinn",  "Rui",    "Sofia", "Taro"};
const char *const kKinds[] = {"lethal-checkmate", "rook-raiders", "lords-of-war", "light-wars",
                              "dungeon-lords"};
const char *const kStatus[] = {"finished", "finished", "active", "abandoned"};

// Game i (1-based): kind i % 5, status i % 4, started i hours after 2023-01-01 00:00 UTC, title
// "Game i", players names[i % 20] and names[(i + 7) % 20] (seat 0 wins a finished game), 10
// steps. So 800 games have "Aki" at seat 0 (i % 20 == 0) and 800 at seat 1 (i % 20 == 13). The
// seats are linked to the players, as Journal links them: names[n] is player n + 1.
void fill(Database &db)
{
    QSqlDatabase d = db.db();
    QVERIFY(d.transaction());
    QSqlQuery game(d), player(d), step(d), result(d), person(d);
    person.prepare(QStringLiteral("INSERT INTO players (id, name, created_at) VALUES (?, ?, "
                                  "'2023-01-01T00:00:00.000Z')"));
    for (int n = 0; n < 20; ++n) {
        person.addBindValue(n + 1);
        person.addBindValue(QLatin1String(kNames[n]));
        QVERIFY2(person.exec(), qPrintable(person.lastError().text()));
    }
    game.prepare(QStringLiteral(
        "INSERT INTO games (id, kind, title, config, status, started_at, updated_at) "
        "VALUES (?, ?, ?, '{}', ?, ?, ?)"));
    player.prepare(
        QStringLiteral("INSERT INTO game_players (game_id, seat, name, player_id) VALUES (?, ?, "
                       "?, ?)"));
    step.prepare(QStringLiteral("INSERT INTO steps (game_id, seq, kind, recorded_at) "
                                "VALUES (?, ?, 'x', '2023-01-01T00:00:00.000Z')"));
    result.prepare(QStringLiteral("INSERT INTO results (game_id, seat, winner) VALUES (?, ?, ?)"));
    const QDateTime base(QDate(2023, 1, 1), QTime(0, 0), QTimeZone::utc());
    for (int i = 1; i <= kGames; ++i) {
        // As Journal stores times: UTC, "Z".
        const QString at = base.addSecs(qint64(i) * 3600).toUTC().toString(Qt::ISODateWithMs);
        game.addBindValue(i);
        game.addBindValue(QLatin1String(kKinds[i % 5]));
        game.addBindValue(QStringLiteral("Game %1").arg(i));
        game.addBindValue(QLatin1String(kStatus[i % 4]));
        game.addBindValue(at);
        game.addBindValue(at);
        QVERIFY2(game.exec(), qPrintable(game.lastError().text()));
        for (int seat = 0; seat < 2; ++seat) {
            player.addBindValue(i);
            player.addBindValue(seat);
            player.addBindValue(QLatin1String(kNames[(i + seat * 7) % 20]));
            player.addBindValue((i + seat * 7) % 20 + 1);
            QVERIFY(player.exec());
            if (i % 4 < 2) {
                result.addBindValue(i);
                result.addBindValue(seat);
                result.addBindValue(seat == 0 ? 1 : 0);
                QVERIFY(result.exec());
            }
        }
        for (int seq = 1; seq <= 10; ++seq) {
            step.addBindValue(i);
            step.addBindValue(seq);
            QVERIFY(step.exec());
        }
    }
    QVERIFY(d.commit());
}

} // namespace

class TestHistory : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    GameRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        registerGames(m_registry);
        DbError err;
        m_db = Database::open(m_dir.filePath(QStringLiteral("h.sqlite")), Database::Mode::ReadWrite,
                              &err);
        QVERIFY2(m_db, qPrintable(err.text(Lang::En)));
        fill(*m_db);
    }

    void fetchesLazily()
    {
        HistoryModel model(*m_db, &m_registry);
        QCOMPARE(model.totalCount(), kGames);
        QCOMPARE(model.rowCount(), HistoryModel::kBatch); // not 16,000
        QVERIFY(model.canFetchMore({}));
        // Newest first by default.
        QCOMPARE(model.index(0, HistoryModel::IdCol).data(HistoryModel::GameIdRole).toLongLong(),
                 qint64(kGames));
        model.fetchMore({});
        QCOMPARE(model.rowCount(), 2 * HistoryModel::kBatch);
        QCOMPARE(model.index(HistoryModel::kBatch, 0).data(HistoryModel::GameIdRole).toLongLong(),
                 qint64(kGames - HistoryModel::kBatch));
        // Row 16,000 - 1 - 1: game 2 has kind 2 (lords-of-war), shown by its name.
        QCOMPARE(model.index(0, HistoryModel::PlayersCol).data().toString(),
                 QStringLiteral("Aki – Hana")); // 16000 % 20 == 0, (16000 + 7) % 20 == 7
        QCOMPARE(model.index(0, HistoryModel::WinnersCol).data().toString(),
                 QStringLiteral("Aki")); // 16000 % 4 == 0: finished, seat 0 won
        QCOMPARE(model.index(0, HistoryModel::StepsCol).data(HistoryModel::SortRole).toInt(), 10);
        QVERIFY(model.index(0, HistoryModel::GameCol)
                    .data()
                    .toString()
                    .contains(QStringLiteral("Lethal Checkmate")));
        // The model tester fetches more itself, as a view does.
        QAbstractItemModelTester tester(&model);
        QVERIFY(model.rowCount() > 2 * HistoryModel::kBatch);
    }

    void filters_data()
    {
        QTest::addColumn<HistoryFilter>("filter");
        QTest::addColumn<int>("expected");
        HistoryFilter f;
        f.playerId = 1;                       // Aki
        QTest::newRow("player") << f << 1600; // seat 0 when i % 20 == 0, seat 1 when == 13
        f = {};
        f.kind = QStringLiteral("rook-raiders");
        QTest::newRow("game") << f << kGames / 5;
        f.status = QStringLiteral("abandoned"); // i % 4 == 3 and i % 5 == 1: i % 20 == 11
        QTest::newRow("game and status") << f << kGames / 20;
        f = {};
        f.text = QStringLiteral("game 1234");
        QTest::newRow("title, any case") << f << 11; // 1234, 12340..12349
        f = {};
        f.text = QStringLiteral("%");
        QTest::newRow("a wildcard is a letter") << f << 0;
        f = {};
        // Started i hours after 2023-01-01: 2023-01-02 (local) holds hours 24..47 in UTC.
        f.from = QDate(2023, 1, 2);
        f.to = QDate(2023, 1, 2);
        QTest::newRow("one day") << f << -1; // 24, moved by the local time zone
        f.playerId = 1;
        f.from = {};
        f.to = QDate(2023, 1, 10); // games 1..239 (+ local offset): i % 20 in {0, 13}
        QTest::newRow("player before a date") << f << -1;
    }

    void filters()
    {
        QFETCH(HistoryFilter, filter);
        QFETCH(int, expected);
        HistoryModel model(*m_db, &m_registry);
        model.setFilter(filter);
        QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
        if (expected < 0) { // counted here: the local time zone moves the days' bounds
            const QDateTime base(QDate(2023, 1, 1), QTime(0, 0), QTimeZone::utc());
            expected = 0;
            for (int i = 1; i <= kGames; ++i) {
                const QDateTime at = base.addSecs(qint64(i) * 3600);
                if (filter.from.isValid() && at < QDateTime(filter.from, QTime(0, 0)))
                    continue;
                if (filter.to.isValid() && at >= QDateTime(filter.to.addDays(1), QTime(0, 0)))
                    continue;
                if (filter.playerId != 0 && i % 20 + 1 != filter.playerId &&
                    (i + 7) % 20 + 1 != filter.playerId)
                    continue;
                ++expected;
            }
            QVERIFY(expected > 0);
        }
        QCOMPARE(model.totalCount(), expected);
        QCOMPARE(model.rowCount(), qMin(expected, int(HistoryModel::kBatch)));
        for (int row = 0; row < model.rowCount(); ++row) {
            if (!filter.kind.isEmpty())
                QCOMPARE(model.index(row, 0).data(HistoryModel::KindRole).toString(), filter.kind);
            if (filter.playerId != 0)
                QVERIFY(model.index(row, HistoryModel::PlayersCol)
                            .data()
                            .toString()
                            .contains(QLatin1String(kNames[filter.playerId - 1])));
        }
    }

    void sortsByAnyColumn()
    {
        HistoryModel model(*m_db, &m_registry);
        model.sort(HistoryModel::IdCol, Qt::AscendingOrder);
        QCOMPARE(model.index(0, 0).data(HistoryModel::GameIdRole).toLongLong(), qint64(1));
        model.sort(HistoryModel::TitleCol, Qt::DescendingOrder); // "Game 9999" > "Game 16000"
        QCOMPARE(model.index(0, HistoryModel::TitleCol).data().toString(),
                 QStringLiteral("Game 9999"));
        model.sort(HistoryModel::PlayersCol, Qt::AscendingOrder);
        QVERIFY(model.index(0, HistoryModel::PlayersCol).data().toString().startsWith("Aki"));
        for (int column = 0; column < HistoryModel::ColumnCount; ++column) {
            model.sort(column, Qt::AscendingOrder);
            QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
            QCOMPARE(model.rowCount(), HistoryModel::kBatch);
            for (int row = 1; row < model.rowCount(); ++row) {
                const QVariant a = model.index(row - 1, column).data(HistoryModel::SortRole);
                const QVariant b = model.index(row, column).data(HistoryModel::SortRole);
                if (column == HistoryModel::TitleCol)
                    QVERIFY(a.toString().compare(b.toString(), Qt::CaseInsensitive) <= 0);
                else
                    QVERIFY2(QVariant::compare(a, b) != QPartialOrdering::Greater,
                             qPrintable(QStringLiteral("column %1 row %2").arg(column).arg(row)));
            }
        }
    }

    void filterByPlayerIsFast()
    {
        HistoryModel model(*m_db, &m_registry);
        HistoryFilter f;
        int name = 0;
        QBENCHMARK
        {
            f.playerId = name++ % 20 + 1;
            model.setFilter(f);
        }
        QCOMPARE(model.totalCount(), 1600);
    }

    // A player renamed (the Players dialog, `kibitzer-cli players rename`) or merged with
    // another keeps every game under the filter: it follows the seats' link to the player, not
    // the name a seat was played under. Games 1 Ann–Ben, 2 Cal–Ann, 3 Bea–Cal; Ann is renamed
    // Anna, then Bea (Ann under another name) is merged into her.
    void playerFilterFollowsRenameAndMerge()
    {
        QTemporaryDir dir;
        DbError err;
        auto db = Database::open(dir.filePath(QStringLiteral("renamed.sqlite")),
                                 Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        Journal journal(*db);
        const QList<QStringList> seats = {{QStringLiteral("Ann"), QStringLiteral("Ben")},
                                          {QStringLiteral("Cal"), QStringLiteral("Ann")},
                                          {QStringLiteral("Bea"), QStringLiteral("Cal")}};
        for (const QStringList &names : seats) {
            GameConfig config;
            for (const QString &name : names)
                config.players.append({name, QString()});
            QVERIFY2(journal.createGame(QStringLiteral("lethal-checkmate"), config, {}, &err) > 0,
                     qPrintable(err.text(Lang::En)));
        }
        Players players(*db);
        const qint64 ann = players.withName(QStringLiteral("Ann"), &err)->value(0).id;
        const qint64 bea = players.withName(QStringLiteral("Bea"), &err)->value(0).id;
        QVERIFY(ann > 0 && bea > 0);
        QVERIFY2(players.rename(ann, QStringLiteral("Anna"), &err), qPrintable(err.text(Lang::En)));

        HistoryModel model(*db, &m_registry);
        QAbstractItemModelTester tester(&model);
        HistoryFilter f;
        f.playerId = ann;
        model.setFilter(f);
        QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
        QCOMPARE(model.totalCount(), 2);
        // Shown by her name today, as the exports and statistics name her.
        model.sort(HistoryModel::IdCol, Qt::AscendingOrder);
        QCOMPARE(model.index(0, HistoryModel::PlayersCol).data().toString(),
                 QStringLiteral("Anna – Ben"));
        QCOMPARE(model.index(1, HistoryModel::PlayersCol).data().toString(),
                 QStringLiteral("Cal – Anna"));

        QVERIFY2(players.merge(ann, bea, &err), qPrintable(err.text(Lang::En)));
        model.reload();
        QCOMPARE(model.totalCount(), 3);
        QCOMPARE(model.index(2, HistoryModel::PlayersCol).data().toString(),
                 QStringLiteral("Anna – Cal"));
    }

    void deletesAGame()
    {
        HistoryModel model(*m_db, &m_registry);
        DbError err;
        QVERIFY2(HistoryModel::deleteGame(*m_db, 7, &err), qPrintable(err.text(Lang::En)));
        QVERIFY(!HistoryModel::deleteGame(*m_db, 7, &err)); // gone
        model.reload();
        QCOMPARE(model.totalCount(), kGames - 1);
        for (const char *table : {"steps", "game_players", "results"}) {
            QSqlQuery q(m_db->db());
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM %1 WHERE game_id = 7")
                               .arg(QLatin1String(table))));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), 0);
        }
        // The players stay (a player is not deleted with a game).
        QCOMPARE(Players(*m_db).list(&err)->size(), 20);
    }

    // The full check that open() no longer runs: sound, cancelled before it starts, damaged.
    void checksTheWholeFileApart()
    {
        DatabaseCheck check;
        DatabaseCheckResult r = check.run(m_db->path(), DatabaseCheck::Depth::Quick);
        QCOMPARE(int(r.outcome), int(DatabaseCheckResult::Outcome::Ok));
        DatabaseCheck cancelled;
        cancelled.cancel();
        r = cancelled.run(m_db->path(), DatabaseCheck::Depth::Full);
        QCOMPARE(int(r.outcome), int(DatabaseCheckResult::Outcome::Cancelled));
        r = check.run(m_dir.filePath(QStringLiteral("missing/none.sqlite")),
                      DatabaseCheck::Depth::Quick);
        QCOMPARE(int(r.outcome), int(DatabaseCheckResult::Outcome::Failed));
    }

    // Opening reads the header and the root of every table, not every page (issue 19): a page
    // scribbled deep inside the file is found by the full check, which open() leaves to
    // File ▸ Check database and to the start after an unclean shutdown.
    void openLeavesTheFullCheckToDatabaseCheck()
    {
        const QString path = m_dir.filePath(QStringLiteral("deep.sqlite"));
        {
            DbError err;
            auto db = Database::open(path, Database::Mode::ReadWrite, &err);
            QVERIFY(db);
            QVERIFY(!db->wasLeftOpen()); // a new file
            QSqlQuery q(db->db());
            for (int i = 0; i < 400; ++i)
                QVERIFY(q.exec(QStringLiteral("INSERT INTO cards (game_kind, card_id, data, "
                                              "updated_at) VALUES ('g', 'c%1', '%2', 'now')")
                                   .arg(i, 4, 10, QLatin1Char('0'))
                                   .arg(QString(400, QLatin1Char('x')))));
        }
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal"))); // a clean close removes it
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.size() > 40 * 4096);
            f.seek(f.size() - 4096); // the last leaf of the cards, far from every root
            f.write(QByteArray(64, '\xff'));
        }
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        QVERIFY(!db->wasLeftOpen());
        DatabaseCheck check;
        const DatabaseCheckResult r = check.run(path, DatabaseCheck::Depth::Quick);
        QCOMPARE(int(r.outcome), int(DatabaseCheckResult::Outcome::Damaged));
        QVERIFY(!r.report.isEmpty());
    }

    // A lock file or a write-ahead log left beside the file: the last writer never closed it.
    void notClosedLastTimeIsNoticed_data()
    {
        QTest::addColumn<QString>("leftBehind");
        QTest::newRow("lock file of a dead process") << QStringLiteral(".lock");
        QTest::newRow("write-ahead log") << QStringLiteral("-wal");
    }

    void notClosedLastTimeIsNoticed()
    {
        QFETCH(QString, leftBehind);
        const QString path = m_dir.filePath(QStringLiteral("left-open.sqlite"));
        QFile::remove(path);
        DbError err;
        Database::open(path, Database::Mode::ReadWrite, &err).reset();
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        QVERIFY(!db->wasLeftOpen()); // closed cleanly
        db.reset();
        QFile left(path + leftBehind);
        QVERIFY(left.open(QIODevice::WriteOnly));
        if (leftBehind == QLatin1String(".lock"))
            left.write("999999999\nkibitzer\n\n"); // QLockFile's layout: pid, app, host
        else
            left.write(QByteArray(4096, 'w')); // frames a writer never checkpointed
        left.close();
        db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        QVERIFY(db->wasLeftOpen());
        db.reset();
        db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(!db->wasLeftOpen());
    }

    // A reader (kibitzer-cli list, export) cannot delete the empty write-ahead log it leaves:
    // the next start must not take that for a writer that died (it checked the whole file and
    // said Kibitzer was not closed normally).
    void readerLeavesNoAlarm()
    {
        const QString path = m_dir.filePath(QStringLiteral("read.sqlite"));
        QFile::remove(path);
        DbError err;
        Database::open(path, Database::Mode::ReadWrite, &err).reset();
        {
            auto reader = Database::open(path, Database::Mode::ReadOnly, &err);
            QVERIFY2(reader, qPrintable(err.text(Lang::En)));
            QSqlQuery q(reader->db());
            QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM games")));
        }
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        QVERIFY(!db->wasLeftOpen());
    }
};

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
