// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The table's players (issue 19, item 1): schema 5's migration from a version-4 file, seats
// linked on creation, rename, merge and the names' rules.
#include "storage/Database.h"
#include "storage/Journal.h"
#include "storage/PlayHistory.h"
#include "storage/Players.h"
#include "storage/PlayersModel.h"
#include "storage/Schema.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace kbz;

namespace {

GameConfig seats(const QStringList &names)
{
    GameConfig c;
    for (const QString &n : names)
        c.players.append({n, QString()});
    return c;
}

const Player *named(const QList<Player> &players, const QString &name)
{
    for (const Player &p : players)
        if (p.name == name)
            return &p;
    return nullptr;
}

// The player ids of a game's seats, in seat order (0: unlinked).
QList<qint64> seatPlayers(Database &db, qint64 gameId)
{
    QSqlQuery q(db.db());
    q.prepare(QStringLiteral("SELECT player_id FROM game_players WHERE game_id = ? ORDER BY seat"));
    q.addBindValue(gameId);
    QList<qint64> out;
    if (q.exec())
        while (q.next())
            out.append(q.value(0).toLongLong());
    return out;
}

} // namespace

class TestPlayers : public QObject
{
    Q_OBJECT

    std::unique_ptr<Database> m_db;
    QDateTime m_now;

    Journal journal()
    {
        return Journal(*m_db, [this] {
            m_now = m_now.addSecs(60);
            return m_now;
        });
    }

private Q_SLOTS:
    void init()
    {
        m_now = QDateTime(QDate(2026, 11, 22), QTime(10, 0), QTimeZone::utc());
        DbError err;
        m_db = Database::openInMemory(&err);
        QVERIFY(m_db);
    }

    // A file as a version-4 Kibitzer left it: one player per name (trimmed of any white space,
    // U+3000 included, and compared in NFC), created when its first game started; a seat with
    // no name stays unlinked. Read-only, the old file lists the same players without ids.
    void migratesVersion4File()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v4.sqlite"));
        {
            QSqlDatabase d =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v4"));
            d.setDatabaseName(path);
            QVERIFY(d.open());
            QString err;
            QVERIFY(d.transaction());
            QVERIFY2(schema::migrate(d, 0, &err, 4), qPrintable(err));
            QVERIFY(d.commit());
            QSqlQuery q(d);
            const QString zoeComposed = QStringLiteral("Zo\u00EB");
            const QString zoeDecomposed = QStringLiteral("Zoe\u0308");
            const QStringList statements = {
                QStringLiteral("PRAGMA application_id = %1").arg(Database::kApplicationId),
                QStringLiteral("PRAGMA user_version = 4"),
                QStringLiteral("INSERT INTO games (id, kind, title, config, started_at, "
                               "updated_at) VALUES (1, 'k', 'First', '{}', "
                               "'2025-01-01T10:00:00.000Z', 't')"),
                QStringLiteral("INSERT INTO games (id, kind, title, config, started_at, "
                               "updated_at) VALUES (2, 'k', 'Second', '{}', "
                               "'2025-02-01T10:00:00.000Z', 't')"),
                QStringLiteral("INSERT INTO game_players (game_id, seat, name) VALUES "
                               "(2, 0, 'Ann'), (2, 1, '%1'), (2, 2, '\u592A\u90CE\u3000'), "
                               "(2, 3, '   ')")
                    .arg(zoeDecomposed),
                QStringLiteral("INSERT INTO game_players (game_id, seat, name) VALUES "
                               "(1, 0, '  Ann '), (1, 1, 'Ben'), (1, 2, '%1')")
                    .arg(zoeComposed),
            };
            for (const QString &st : statements)
                QVERIFY2(q.exec(st), qPrintable(st + q.lastError().text()));
            q.finish();
            d.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v4"));
        if (QTest::currentTestFailed())
            return;

        DbError err;
        {
            auto reader = Database::open(path, Database::Mode::ReadOnly, &err);
            QVERIFY2(reader, qPrintable(err.text(Lang::En)));
            QCOMPARE(reader->schemaVersion(), 4);
            const auto old = Players(*reader).list(&err);
            QVERIFY2(old, qPrintable(err.text(Lang::En)));
            QCOMPARE(old->size(), 4); // Ann, Ben, Zoë, 太郎
            QCOMPARE(named(*old, QStringLiteral("Ann"))->games, 2);
            QCOMPARE(named(*old, QStringLiteral("Ann"))->id, 0);
        }
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        QCOMPARE(db->schemaVersion(), Database::kSchemaVersion);
        QVERIFY(db->integrityCheck());
        const auto all = Players(*db).list(&err);
        QVERIFY2(all, qPrintable(err.text(Lang::En)));
        QCOMPARE(all->size(), 4);
        const Player *ann = named(*all, QStringLiteral("Ann"));
        QVERIFY(ann);
        QCOMPARE(ann->games, 2);
        // Created when her first game started (game 1), although game 2 was read first.
        QCOMPARE(ann->createdAt, QDateTime(QDate(2025, 1, 1), QTime(10, 0), QTimeZone::utc()));
        const Player *zoe = named(*all, QStringLiteral("Zo\u00EB"));
        QVERIFY(zoe);
        QCOMPARE(zoe->games, 2);
        const Player *taro = named(*all, QStringLiteral("\u592A\u90CE"));
        QVERIFY(taro);
        QCOMPARE(taro->games, 1);
        QCOMPARE(named(*all, QStringLiteral("Ben"))->games, 1);
        // Game 2's blank seat is linked to nobody.
        const QList<qint64> second = seatPlayers(*db, 2);
        QCOMPARE(second.size(), 4);
        QCOMPARE(second.at(0), ann->id);
        QCOMPARE(second.at(1), zoe->id);
        QCOMPARE(second.at(3), 0);
    }

    // Every way a game is stored links its seats: the same name is the same player, a new name
    // a new player; a blank name links nobody.
    void newGamesLinkTheirSeats()
    {
        Journal j = journal();
        DbError err;
        const qint64 first = j.createGame(
            QStringLiteral("k"), seats({QStringLiteral(" Ann"), QStringLiteral("Ben")}), {}, &err);
        QVERIFY2(first > 0, qPrintable(err.text(Lang::En)));
        const qint64 second = j.importGame(QStringLiteral("k"),
                                           seats({QStringLiteral("Ann\u3000"), QStringLiteral("")}),
                                           {}, QList<StepRecord>(), std::nullopt, &err);
        QVERIFY2(second > 0, qPrintable(err.text(Lang::En)));
        Players players(*m_db);
        const auto all = players.list(&err);
        QVERIFY(all);
        QCOMPARE(all->size(), 2);
        const Player *ann = named(*all, QStringLiteral("Ann"));
        QVERIFY(ann);
        QCOMPARE(ann->games, 2);
        QCOMPARE(seatPlayers(*m_db, second), (QList<qint64>{ann->id, 0}));
        // The stored game keeps the name as it was typed (the journal's header).
        const auto rec = j.loadGameHeader(second, &err);
        QCOMPARE(rec->summary.config.players.at(0).name, QStringLiteral("Ann\u3000"));
    }

    void renameTrimsAndKeepsNamesApart()
    {
        Players players(*m_db, [this] { return m_now; });
        DbError err;
        const qint64 ann = players.create(QStringLiteral("Ann"), &err);
        const qint64 ben = players.create(QStringLiteral("Ben"), &err);
        QVERIFY(ann > 0 && ben > 0);
        QVERIFY(players.rename(ben, QStringLiteral("  \u30D9\u30F3 "), &err));
        QCOMPARE(players.find(ben, &err)->name, QStringLiteral("\u30D9\u30F3"));
        // A name in use, a blank name and an unknown player are refused; nothing changes.
        QVERIFY(!players.rename(ben, QStringLiteral(" Ann"), &err));
        QCOMPARE(err.code, DbError::Code::Refused);
        QVERIFY(err.message.english().contains(QStringLiteral("Ann")));
        QVERIFY(!players.create(QStringLiteral("Ann"), &err));
        QCOMPARE(err.code, DbError::Code::Refused);
        QVERIFY(!players.rename(ben, QStringLiteral("\u3000"), &err));
        QCOMPARE(err.code, DbError::Code::Refused);
        QVERIFY(!players.rename(99, QStringLiteral("Cal"), &err));
        QCOMPARE(err.code, DbError::Code::NotFound);
        QCOMPARE(players.find(ben, &err)->name, QStringLiteral("\u30D9\u30F3"));
        // Asked for, a second Ann is allowed; renaming a player to its own name is no clash.
        const qint64 ann2 = players.create(QStringLiteral("Ann"), &err, true);
        QVERIFY(ann2 > ann);
        QCOMPARE(players.withName(QStringLiteral("Ann "), &err)->size(), 2);
        QVERIFY(players.rename(ben, QStringLiteral("\u30D9\u30F3"), &err));
        QVERIFY(players.setLooks(ann, QStringLiteral("red"), QStringLiteral("\U0001F98A"), &err));
        QCOMPARE(players.find(ann, &err)->colour, QStringLiteral("red"));
    }

    // The BG Stats export's player uuids (playerUuid): name-based, so "Ann" is the same uuid in
    // every database (the value checked against Python's uuid.uuid5 with Kibitzer's namespace);
    // a second player of one name (after a question) gets another, so two people are never one.
    // Games 1 Ann–Ben, 2 Cal–Dee, both finished; Dee is renamed Ann with the same name allowed.
    void exportUuidsOfPlayers()
    {
        QCOMPARE(playerUuid(QStringLiteral("Ann")),
                 QStringLiteral("bcdf359f-130e-562f-8e74-aa36e2257acf"));
        QVERIFY(playerUuid(QStringLiteral("Ann"), 1) != playerUuid(QStringLiteral("Ann")));
        Journal j = journal();
        DbError err;
        for (const QStringList &names : {QStringList{QStringLiteral("Ann"), QStringLiteral("Ben")},
                                         QStringList{QStringLiteral("Cal"), QStringLiteral("Dee")}})
            QVERIFY2(j.createGame(QStringLiteral("k"), seats(names), {}, &err) > 0,
                     qPrintable(err.text(Lang::En)));
        QSqlQuery q(m_db->db());
        QVERIFY(q.exec(QStringLiteral("UPDATE games SET status = 'finished'")));
        Players players(*m_db);
        const qint64 dee = players.withName(QStringLiteral("Dee"), &err)->value(0).id;
        QVERIFY(players.rename(dee, QStringLiteral("Ann"), &err, true));
        const auto games = finishedGames(*m_db, {}, &err);
        QVERIFY2(games && games->size() == 2, qPrintable(err.text(Lang::En)));
        QCOMPARE(games->at(0).seats.at(0).playerUuid, playerUuid(QStringLiteral("Ann")));
        QCOMPARE(games->at(1).seats.at(1).player, QStringLiteral("Ann"));
        QCOMPARE(games->at(1).seats.at(1).playerUuid, playerUuid(QStringLiteral("Ann"), 1));
        QVERIFY(!games->at(0).uuid.isEmpty());
        const QJsonObject doc =
            QJsonDocument::fromJson(resultsBgStats(*games, GameRegistry())).object();
        QSet<QString> uuids;
        for (const QJsonValue &p : doc.value(QStringLiteral("players")).toArray())
            uuids.insert(p.toObject().value(QStringLiteral("uuid")).toString());
        QCOMPARE(uuids.size(), 4);
        QCOMPARE(doc.value(QStringLiteral("plays"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("uuid")),
                 QJsonValue(games->at(0).uuid));
    }

    // Two players who sat at one game are two people: the merge is refused with the game named,
    // and nothing changes. Otherwise every seat of the other goes to the one kept.
    void mergeMovesSeatsButNotFromOneGame()
    {
        Journal j = journal();
        DbError err;
        const qint64 both = j.createGame(QStringLiteral("k"),
                                         seats({QStringLiteral("Ann"), QStringLiteral("Anne")}),
                                         QStringLiteral("Friday"), &err);
        const qint64 alone = j.createGame(
            QStringLiteral("k"), seats({QStringLiteral("Anne"), QStringLiteral("Ben")}), {}, &err);
        QVERIFY(both > 0 && alone > 0);
        Players players(*m_db, [this] { return m_now.addDays(1); });
        const qint64 ann = players.withName(QStringLiteral("Ann"), &err)->first().id;
        const qint64 anne = players.withName(QStringLiteral("Anne"), &err)->first().id;
        QVERIFY(!players.merge(ann, anne, &err));
        QCOMPARE(err.code, DbError::Code::Refused);
        QVERIFY2(err.message.english().contains(QStringLiteral("%1 (Friday)").arg(both)),
                 qPrintable(err.message.english()));
        QCOMPARE(players.list(&err)->size(), 3);
        QVERIFY(!players.merge(ann, ann, &err));
        QCOMPARE(err.code, DbError::Code::Refused);

        // Ben (game 2 only) merged into Cal (created a day later, no games): Ben's seat is Cal's.
        const qint64 cal = players.create(QStringLiteral("Cal"), &err);
        const Player ben0 = players.withName(QStringLiteral("Ben"), &err)->first();
        const qint64 ben = ben0.id;
        QVERIFY(players.find(cal, &err)->createdAt > ben0.createdAt);
        QVERIFY2(players.merge(cal, ben, &err), qPrintable(err.text(Lang::En)));
        QVERIFY(!players.find(ben, &err));
        QCOMPARE(err.code, DbError::Code::NotFound);
        QCOMPARE(players.find(cal, &err)->games, 1);
        QCOMPARE(seatPlayers(*m_db, alone), (QList<qint64>{anne, cal}));
        // Cal keeps the older creation time (Ben's, from game 2).
        QCOMPARE(players.find(cal, &err)->createdAt, ben0.createdAt);
    }

    // Two Anns: a game linked by name goes to the older; the seat can be given to the other,
    // but not to a player who already sits at that game.
    void seatGivenToTheOtherOfTwoNames()
    {
        Players players(*m_db);
        DbError err;
        const qint64 ann = players.create(QStringLiteral("Ann"), &err);
        const qint64 ann2 = players.create(QStringLiteral("Ann"), &err, true);
        Journal j = journal();
        const qint64 game = j.createGame(
            QStringLiteral("k"), seats({QStringLiteral("Ann"), QStringLiteral("Ben")}), {}, &err);
        QCOMPARE(seatPlayers(*m_db, game).first(), ann);
        QVERIFY2(players.assignSeat(game, 0, ann2, &err), qPrintable(err.text(Lang::En)));
        QCOMPARE(seatPlayers(*m_db, game).first(), ann2);
        const qint64 ben = players.withName(QStringLiteral("Ben"), &err)->first().id;
        QVERIFY(!players.assignSeat(game, 0, ben, &err));
        QCOMPARE(err.code, DbError::Code::Refused);
        QVERIFY(!players.assignSeat(game, 5, ann, &err));
        QCOMPARE(err.code, DbError::Code::NotFound);
        QCOMPARE(seatPlayers(*m_db, game), (QList<qint64>{ann2, ben}));
    }

    // The players as a table for the views: by name, with their games and ids.
    void modelListsPlayers()
    {
        Journal j = journal();
        DbError err;
        QVERIFY(j.createGame(QStringLiteral("k"),
                             seats({QStringLiteral("Zed"), QStringLiteral("Amy")}), {}, &err));
        PlayersModel model(*m_db);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.reload(&err));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, PlayersModel::NameColumn).data().toString(), QStringLiteral("Amy"));
        QCOMPARE(model.index(1, PlayersModel::GamesColumn).data().toInt(), 1);
        QCOMPARE(model.index(1, PlayersModel::CreatedColumn).data(Qt::EditRole).toDateTime(),
                 m_now);
        const qint64 zed = model.index(1, 0).data(PlayersModel::IdRole).toLongLong();
        QVERIFY(zed > 0);
        QCOMPARE(model.rowOf(zed), 1);
        QVERIFY(Players(*m_db).rename(zed, QStringLiteral("Abe"), &err));
        QVERIFY(model.reload(&err));
        QCOMPARE(model.rowOf(zed), 0);
        QCOMPARE(model.headerData(PlayersModel::NameColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Player"));
    }

    // Finished games and wins: Amy won the finished game, the other is in play. Amy: 2 games,
    // 1 finished, 1 win (100 %); Zed: 1 game, 1 finished, 0 wins.
    void modelCountsWins()
    {
        Journal j = journal();
        DbError err;
        const qint64 done = j.createGame(
            QStringLiteral("k"), seats({QStringLiteral("Amy"), QStringLiteral("Zed")}), {}, &err);
        QVERIFY(j.createGame(QStringLiteral("k"), seats({QStringLiteral("Amy")}), {}, &err));
        QSqlQuery q(m_db->db());
        QVERIFY(
            q.exec(QStringLiteral("UPDATE games SET status = 'finished' WHERE id = %1").arg(done)));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO results (game_id, seat, winner) VALUES "
                                      "(%1, 0, 1), (%1, 1, 0)")
                           .arg(done)));
        PlayersModel model(*m_db);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.reload(&err));
        QCOMPARE(model.index(0, PlayersModel::GamesColumn).data().toInt(), 2);
        QCOMPARE(model.index(0, PlayersModel::PlaysColumn).data().toInt(), 1);
        QCOMPARE(model.index(0, PlayersModel::WinsColumn).data().toInt(), 1);
        QCOMPARE(model.index(0, PlayersModel::WinRateColumn).data(Qt::EditRole).toDouble(), 1.0);
        QCOMPARE(model.index(1, PlayersModel::WinsColumn).data().toInt(), 0);
        QCOMPARE(model.index(1, PlayersModel::WinRateColumn).data(Qt::EditRole).toDouble(), 0.0);
    }

    // Names alike but for case, width and spaces.
    void looseNames()
    {
        QCOMPARE(Players::looseNameKey(QStringLiteral("Ａ ｎｎ")), QStringLiteral("ann"));
        QCOMPARE(Players::looseNameKey(QStringLiteral("ANN")),
                 Players::looseNameKey(QStringLiteral("ann")));
        QVERIFY(Players::looseNameKey(QStringLiteral("Anna")) != QStringLiteral("ann"));
        Journal j = journal();
        DbError err;
        QVERIFY(j.createGame(QStringLiteral("k"), seats({QStringLiteral("Ann")}), {}, &err));
        const auto alike = Players(*m_db).similarTo(QStringLiteral(" ａＮＮ"), &err);
        QVERIFY(alike);
        QCOMPARE(alike->size(), 1);
        QCOMPARE(alike->first().name, QStringLiteral("Ann"));
        QVERIFY(Players(*m_db).similarTo(QStringLiteral("Anna"), &err)->isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlayers)
#include "tst_players.moc"
