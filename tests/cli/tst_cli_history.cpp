// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// kibitzer-cli players, results and stats through the real process (issue 19): the exports are
// compared with the expected files in tests/data/history/.
#include "../support/CliProcess.h"

#include "storage/Database.h"
#include "storage/Schema.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <QTimeZone>

using kbztest::runCli;

namespace {

// Imported in this order, then dated 2026-01-0N 18:00 UTC, lasting the minutes given.
struct Golden
{
    const char *file;
    int minutes;
};
const Golden kGames[] = {
    {"lords-of-war/commanders.jsonl", 45},       // Ann vs Ben: Ben wins
    {"lords-of-war/three-players.jsonl", 40},    // Ann vs Ben + Cal: Ben and Cal win
    {"light-wars/king-removed.jsonl", 10},       // Aki vs Ben: Aki wins
    {"lethal-checkmate/lethal-failed.jsonl", 0}, // White vs Black: Black wins (no duration)
    {"rook-raiders/full-round.jsonl", 0},        // not finished: in no export
};

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Game n's uuid in the expected files (the golden journals carry none: each import makes one).
QString pinnedUuid(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

// The BG Stats export's play of this title, and the names of its players by their uuids.
QJsonObject playTitled(const QJsonObject &doc, const QString &title)
{
    for (const QJsonValue &p : doc.value(QStringLiteral("plays")).toArray())
        if (p.toObject().value(QStringLiteral("comments")).toString() == title)
            return p.toObject();
    return {};
}

QMap<QString, QString> playersByUuid(const QJsonObject &doc)
{
    QMap<QString, QString> out;
    for (const QJsonValue &p : doc.value(QStringLiteral("players")).toArray())
        out.insert(p.toObject().value(QStringLiteral("uuid")).toString(),
                   p.toObject().value(QStringLiteral("name")).toString());
    return out;
}

} // namespace

class TestCliHistory : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

    QStringList db(QStringList args) const
    {
        args << QStringLiteral("--db") << m_db;
        return args;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The BG Stats dates are local time: the expected file is in UTC.
        qputenv("TZ", "UTC");
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("history.sqlite"));
        for (const Golden &g : kGames) {
            const auto r =
                runCli(db({QStringLiteral("import"),
                           QStringLiteral(KIBITZER_TEST_DATA "/") + QLatin1String(g.file)}));
            QVERIFY2(r.code == 0, r.err.constData());
        }
        {
            QSqlDatabase d =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("dates"));
            d.setDatabaseName(m_db);
            QVERIFY(d.open());
            QSqlQuery q(d);
            int id = 1;
            for (const Golden &g : kGames) {
                const QDateTime start(QDate(2026, 1, id), QTime(18, 0), QTimeZone::utc());
                q.prepare(QStringLiteral("UPDATE games SET started_at = ?, ended_at = CASE WHEN "
                                         "ended_at IS NULL THEN NULL ELSE ? END, uuid = ? WHERE "
                                         "id = ?"));
                q.addBindValue(start.toString(Qt::ISODateWithMs));
                q.addBindValue(start.addSecs(60 * g.minutes).toString(Qt::ISODateWithMs));
                q.addBindValue(pinnedUuid(id));
                q.addBindValue(id++);
                QVERIFY(q.exec());
            }
            q.finish();
            d.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("dates"));
    }

    void playersList()
    {
        const auto r = runCli(db({QStringLiteral("players"), QStringLiteral("list")}));
        QCOMPARE(r.code, 0);
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        QCOMPARE(lines.first(), QStringLiteral("id\tname\tgames\tcreated"));
        // Ann, Ben, Cal, Aki, White, Black, Dee (the unfinished game's players count too); Ben
        // sat at games 1, 2, 3 and 5.
        QVERIFY(std::any_of(lines.cbegin(), lines.cend(), [](const QString &line) {
            return line.startsWith(QStringLiteral("2\tBen\t4\t"));
        }));
        QCOMPARE(lines.size(), 1 + 7 + 1);
    }

    void resultsCsv()
    {
        const auto r = runCli(
            db({QStringLiteral("results"), QStringLiteral("--format"), QStringLiteral("csv")}));
        QVERIFY2(r.code == 0, r.err.constData());
        // One row per seat of the four finished games: the scores are the engines' (Lords of
        // War: the enemy cards each side destroyed, 12 and 14 in game 1, 10 and 14 in game 2),
        // the winners game 1 Ben, game 2 Ben and Cal, game 3 Aki, game 4 Black; game 4 has no
        // duration (it starts and ends at its import).
        QCOMPARE(r.out, readAll(QStringLiteral(KIBITZER_TEST_DATA "/history/results.csv")));
        // Filters: Ben's games in Lords of War from January 2.
        const auto f = runCli(
            db({QStringLiteral("results"), QStringLiteral("--game"), QStringLiteral("lords-of-war"),
                QStringLiteral("--player"), QStringLiteral("Ben"), QStringLiteral("--from"),
                QStringLiteral("2026-01-02")}));
        QVERIFY2(f.code == 0, f.err.constData());
        QCOMPARE(f.out.count('\n'), 1 + 3); // the header and game 2's three seats
    }

    void resultsBgStats()
    {
        const QString out = m_dir.filePath(QStringLiteral("bgstats.json"));
        const auto r = runCli(db({QStringLiteral("results"), QStringLiteral("--format"),
                                  QStringLiteral("bgstats"), QStringLiteral("-o"), out}));
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(readAll(out),
                 readAll(QStringLiteral(KIBITZER_TEST_DATA "/history/results.bgstats.json")));
        const QJsonObject doc = QJsonDocument::fromJson(readAll(out)).object();
        for (const char *key : {"games", "players", "plays"})
            QVERIFY(doc.contains(QLatin1String(key)));
    }

    // Issue 29, item 4: the BG Stats export of every finished golden game, each alone in a
    // database of its own, dated 2026-02-01 18:00 UTC for 30 minutes, compared as a file with
    // tests/data/history/bgstats/GAME.NAME.bgstats.json: the start player (the seat the
    // statistics count as first) and the rounds each game counts. KIBITZER_WRITE_GOLDEN=1
    // writes the files instead (look at them before committing).
    void bgStatsOfEveryGoldenGame_data()
    {
        QTest::addColumn<QString>("journal");
        const QDir data(QStringLiteral(KIBITZER_TEST_DATA));
        int finished = 0;
        for (const QString &game : data.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QDir dir(data.filePath(game));
            for (const QString &name : dir.entryList({QStringLiteral("*.expected.json")})) {
                QFile expected(dir.filePath(name));
                QVERIFY(expected.open(QIODevice::ReadOnly));
                if (!QJsonDocument::fromJson(expected.readAll())
                         .object()
                         .contains(QStringLiteral("result")))
                    continue; // not finished: no results to export
                QString journal = dir.filePath(name);
                journal.replace(QLatin1String(".expected.json"), QLatin1String(".jsonl"));
                QTest::newRow(qPrintable(game + QLatin1Char('/') + name.section('.', 0, 0)))
                    << journal;
                ++finished;
            }
        }
        QVERIFY(finished >= 15); // every game's, not an empty folder
    }

    void bgStatsOfEveryGoldenGame()
    {
        QFETCH(QString, journal);
        const QFileInfo info(journal);
        const QString name =
            info.dir().dirName() + QLatin1Char('.') + info.fileName().section('.', 0, 0);
        const QString database = m_dir.filePath(name + QStringLiteral(".sqlite"));
        auto r = runCli({QStringLiteral("import"), journal, QStringLiteral("--db"), database});
        QVERIFY2(r.code == 0, r.err.constData());
        {
            QSqlDatabase d =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("golden"));
            d.setDatabaseName(database);
            QVERIFY(d.open());
            QSqlQuery q(d);
            const QDateTime start(QDate(2026, 2, 1), QTime(18, 0), QTimeZone::utc());
            q.prepare(QStringLiteral("UPDATE games SET started_at = ?, ended_at = ?, uuid = ?"));
            q.addBindValue(start.toString(Qt::ISODateWithMs));
            q.addBindValue(start.addSecs(30 * 60).toString(Qt::ISODateWithMs));
            q.addBindValue(pinnedUuid(1));
            QVERIFY(q.exec());
            q.finish();
            d.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("golden"));
        r = runCli({QStringLiteral("results"), QStringLiteral("--format"),
                    QStringLiteral("bgstats"), QStringLiteral("--db"), database});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString expected = QStringLiteral(KIBITZER_TEST_DATA "/history/bgstats/") + name +
                                 QStringLiteral(".bgstats.json");
        if (qEnvironmentVariableIsSet("KIBITZER_WRITE_GOLDEN")) {
            QFile out(expected);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(r.out);
        }
        QCOMPARE(r.out, readAll(expected));
        // One start player per play, and the rounds counted.
        const QJsonArray plays =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("plays")).toArray();
        QCOMPARE(plays.size(), 1);
        int starters = 0;
        for (const QJsonValue &score :
             plays.first().toObject().value(QStringLiteral("playerScores")).toArray())
            starters += score.toObject().value(QStringLiteral("startPlayer")).toBool() ? 1 : 0;
        QCOMPARE(starters, 1);
        QVERIFY(plays.first().toObject().value(QStringLiteral("rounds")).toInt() > 0);
    }

    // The same game in two databases: game 1 exported as a journal file and imported into a
    // second database after another game, so that it is game 2 there and Ann and Ben have other
    // ids. Both BG Stats exports give its play the game's uuid, and its players the same uuids:
    // BG Stats imports it once.
    void sameGameSameUuidsInTwoDatabases()
    {
        const QString file = m_dir.filePath(QStringLiteral("game1.jsonl"));
        auto r =
            runCli(db({QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("-o"), file}));
        QVERIFY2(r.code == 0, r.err.constData());
        const QString other = m_dir.filePath(QStringLiteral("other.sqlite"));
        for (const QString &journal :
             {QStringLiteral(KIBITZER_TEST_DATA "/light-wars/king-removed.jsonl"), file}) {
            r = runCli({QStringLiteral("import"), journal, QStringLiteral("--db"), other});
            QVERIFY2(r.code == 0, r.err.constData());
        }
        auto exported = [&](const QString &database) {
            const auto out = runCli({QStringLiteral("results"), QStringLiteral("--format"),
                                     QStringLiteral("bgstats"), QStringLiteral("--db"), database});
            return QJsonDocument::fromJson(out.out).object();
        };
        const QJsonObject here = exported(m_db);
        const QJsonObject there = exported(other);
        const QString title = QStringLiteral("Orcs against dwarves: four commanders");
        const QJsonObject a = playTitled(here, title);
        const QJsonObject b = playTitled(there, title);
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        QCOMPARE(b.value(QStringLiteral("uuid")).toString(),
                 a.value(QStringLiteral("uuid")).toString());
        QCOMPARE(a.value(QStringLiteral("uuid")).toString(), pinnedUuid(1));
        // Ann and Ben: the same uuids in both files (Aki and Ben came first in the other one).
        const QMap<QString, QString> playersHere = playersByUuid(here);
        const QMap<QString, QString> playersThere = playersByUuid(there);
        for (const QString &name : {QStringLiteral("Ann"), QStringLiteral("Ben")}) {
            QVERIFY(playersHere.values().contains(name));
            QCOMPARE(playersThere.key(name), playersHere.key(name));
        }
        QCOMPARE(playersThere.size(), 3);
    }

    // A destination that cannot be written: a clear message, and no file at all.
    void unwritableDestination()
    {
        const QString missing = m_dir.filePath(QStringLiteral("no/such/folder/out.csv"));
        auto r = runCli(db({QStringLiteral("results"), QStringLiteral("-o"), missing}));
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("cannot write") && r.err.contains("nothing was written"),
                 r.err.constData());
        QVERIFY(!QFile::exists(missing));
        // A folder where the file should be: refused, the folder left empty.
        const QString folder = m_dir.filePath(QStringLiteral("taken"));
        QVERIFY(QDir().mkpath(folder));
        r = runCli(db({QStringLiteral("results"), QStringLiteral("-o"), folder}));
        QVERIFY(r.code != 0);
        QVERIFY(QDir(folder).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
        QVERIFY(QDir(m_dir.path())
                    .entryList({QStringLiteral("taken*")}, QDir::Files | QDir::Hidden)
                    .isEmpty());
    }

    void statsForBen()
    {
        const auto r = runCli(
            db({QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral(" Ben ")}));
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        // Ben: won game 1, won game 2 (with Cal), lost game 3.
        QCOMPARE(o.value(QStringLiteral("plays")).toInt(), 3);
        QCOMPARE(o.value(QStringLiteral("wins")).toInt(), 2);
        const QJsonObject games = o.value(QStringLiteral("games")).toObject();
        QCOMPARE(games.value(QStringLiteral("lords-of-war"))
                     .toObject()
                     .value(QStringLiteral("wins"))
                     .toInt(),
                 2);
        QCOMPARE(games.value(QStringLiteral("light-wars"))
                     .toObject()
                     .value(QStringLiteral("plays"))
                     .toInt(),
                 1);
        const auto nobody = runCli(
            db({QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("Zed")}));
        QCOMPARE(nobody.code, 4);
    }

    // Per game: Lords of War's games 1 and 2 were both won by the dwarves (Ben; Ben and Cal),
    // so seat 0, which placed first, won neither; dwarves 3 seats, 3 wins; orcs 2 seats, none.
    void statsPerGame()
    {
        const auto r = runCli(db(
            {QStringLiteral("stats"), QStringLiteral("--game"), QStringLiteral("lords-of-war")}));
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray games = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(games.size(), 1);
        const QJsonObject low = games.first().toObject();
        QCOMPARE(low.value(QStringLiteral("plays")).toInt(), 2);
        QCOMPARE(low.value(QStringLiteral("averageDurationMin")).toDouble(), 42.5);
        const QJsonObject first = low.value(QStringLiteral("firstPlayer")).toObject();
        QCOMPARE(first.value(QStringLiteral("plays")).toInt(), 2);
        QCOMPARE(first.value(QStringLiteral("wins")).toInt(), 0);
        const QJsonObject dwarves = low.value(QStringLiteral("sides")).toArray().first().toObject();
        QCOMPARE(dwarves.value(QStringLiteral("id")).toString(), QStringLiteral("dwarf"));
        QCOMPARE(dwarves.value(QStringLiteral("plays")).toInt(), 3);
        QCOMPARE(dwarves.value(QStringLiteral("wins")).toInt(), 3);
    }

    // A version-4 file read (not upgraded): `players list` shows the names its games were played
    // with; what needs the players table says how to upgrade; the file is left as it was.
    void olderFileIsReadNotUpgraded()
    {
        const QString path = m_dir.filePath(QStringLiteral("v4.sqlite"));
        {
            QSqlDatabase d =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v4"));
            d.setDatabaseName(path);
            QVERIFY(d.open());
            QString err;
            QVERIFY(d.transaction());
            QVERIFY2(kbz::schema::migrate(d, 0, &err, 4), qPrintable(err));
            QVERIFY(d.commit());
            QSqlQuery q(d);
            for (const QString &st :
                 {QStringLiteral("PRAGMA application_id = %1").arg(kbz::Database::kApplicationId),
                  QStringLiteral("PRAGMA user_version = 4"),
                  QStringLiteral("INSERT INTO games (kind, title, config, started_at, "
                                 "updated_at) VALUES ('k', 'Old', '{}', 't0', 't0')"),
                  QStringLiteral("INSERT INTO game_players (game_id, seat, name) VALUES "
                                 "(1, 0, ' Old Ann'), (1, 1, 'Old Ben')")})
                QVERIFY2(q.exec(st), qPrintable(st));
            q.finish();
            d.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v4"));
        const QByteArray before = kbztest::fileHash(path);
        auto r = runCli(
            {QStringLiteral("players"), QStringLiteral("list"), QStringLiteral("--db"), path});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray("id\tname\tgames\tcreated\n0\tOld Ann\t1\t\n0\tOld Ben\t1\t\n"));
        r = runCli({QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("Old Ann"),
                    QStringLiteral("--db"), path});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("schema 4") && r.err.contains("upgrade"), r.err.constData());
        QCOMPARE(kbztest::fileHash(path), before);
    }

    // Ann and Ben sat at game 1: not merged, the game named. Renamed, Ben is still Ben's games.
    void mergeAndRename()
    {
        auto r = runCli(db({QStringLiteral("players"), QStringLiteral("merge"),
                            QStringLiteral("Ann"), QStringLiteral("Ben")}));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("game 1 (Orcs against dwarves: four commanders)"),
                 r.err.constData());
        r = runCli(db({QStringLiteral("players"), QStringLiteral("rename"), QStringLiteral("Ben"),
                       QStringLiteral("Ann")}));
        QCOMPARE(r.code, 2); // a name in use, without --same-name
        r = runCli(db({QStringLiteral("players"), QStringLiteral("rename"), QStringLiteral("Ben"),
                       QStringLiteral(" \u30D9\u30F3 ")}));
        QVERIFY2(r.code == 0, r.err.constData());
        // White (game 4 only) merges into Dee (the unfinished game only).
        r = runCli(db({QStringLiteral("players"), QStringLiteral("merge"), QStringLiteral("Dee"),
                       QStringLiteral("White")}));
        QVERIFY2(r.code == 0, r.err.constData());
        r = runCli(db(
            {QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("\u30D9\u30F3")}));
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("plays")).toInt(), 3);
        // Dee has White's finished game 4 (won by Black) under her name.
        r = runCli(
            db({QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("Dee")}));
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject dee = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(dee.value(QStringLiteral("plays")).toInt(), 1);
        QCOMPARE(dee.value(QStringLiteral("wins")).toInt(), 0);
        QVERIFY(dee.value(QStringLiteral("games"))
                    .toObject()
                    .contains(QStringLiteral("lethal-checkmate")));
        // `list` keeps its columns.
        r = runCli(db({QStringLiteral("list")}));
        QVERIFY(r.out.startsWith("id\tgame\tstatus\tsteps\tupdated\tplayers\twinners\ttitle\n"));
    }
};

QTEST_GUILESS_MAIN(TestCliHistory)
#include "tst_cli_history.moc"
