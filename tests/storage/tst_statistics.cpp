// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Statistics over the golden journals (issue 19, item 3). Every expected number is counted by
// hand from the journals' final states (tests/data/*/*.expected.json) in the comments.
#include "core/GameRegistry.h"
#include "core/Replay.h"
#include "registerGames.h"
#include "storage/Journal.h"
#include "storage/JournalImport.h"
#include "storage/PlayHistory.h"
#include "storage/PlayStats.h"
#include "storage/Players.h"
#include "storage/Statistics.h"

#include <QSqlQuery>
#include <QTest>
#include <QTimeZone>

using namespace kbz;

namespace {

// The games, in the order they are dated (game i starts on 2026-01-i at 18:00 UTC and lasts
// the minutes given).
struct Golden
{
    const char *file;
    int minutes;
};
const Golden kGames[] = {
    {"lords-of-war/commanders.jsonl", 45},         // Ann (orc) vs Ben (dwarf): Ben wins
    {"lords-of-war/full-game.jsonl", 60},          // Ann wins
    {"lords-of-war/intermediate.jsonl", 50},       // Ann wins
    {"lords-of-war/three-players.jsonl", 40},      // Ann vs Ben + Cal (dwarves): Ben and Cal win
    {"light-wars/full-game.jsonl", 30},            // Aki (red) vs Ben (blue): Aki wins
    {"light-wars/king-removed.jsonl", 10},         // Aki wins
    {"lethal-checkmate/lethal-failed.jsonl", 20},  // White vs Black (first): Black wins
    {"lethal-checkmate/lethal-success.jsonl", 20}, // White (first) wins
    {"lethal-checkmate/three-hits.jsonl", 35},     // White (first) wins
    {"dungeon-lords/three-player-year.jsonl", 0},  // not finished: counts nowhere
};

const TagTally *tag(const QList<TagTally> &tags, const QString &id)
{
    for (const TagTally &t : tags)
        if (t.tag.id == id)
            return &t;
    return nullptr;
}

// The fact of the game-over row `source` of the game's context `context` (its stable key).
const FactTally *fact(const QList<FactTally> &facts, const QString &source,
                      const char *context = "kbz::low::LowGameOver")
{
    for (const FactTally &f : facts)
        if (f.key == QLatin1String(context) + QLatin1Char('/') + source)
            return &f;
    return nullptr;
}

} // namespace

class TestStatistics : public QObject
{
    Q_OBJECT

    GameRegistry m_registry;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<Journal> m_journal;

    qint64 playerId(const QString &name)
    {
        DbError err;
        const auto found = Players(*m_db).withName(name, &err);
        return found && found->size() == 1 ? found->first().id : 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerGames(m_registry);
        DbError err;
        m_db = Database::openInMemory(&err);
        QVERIFY(m_db);
        m_journal = std::make_unique<Journal>(*m_db);
        int day = 1;
        for (const Golden &g : kGames) {
            QString why;
            const auto checked = checkJournalFile(
                m_registry, QStringLiteral(KIBITZER_TEST_DATA "/") + QLatin1String(g.file), &why);
            QVERIFY2(checked, qPrintable(why));
            const ImportOutcome out = importJournal(*m_journal, *checked, &err);
            QVERIFY2(out.gameId > 0, qPrintable(err.text(Lang::En)));
            const QDateTime start(QDate(2026, 1, day++), QTime(18, 0), QTimeZone::utc());
            QSqlQuery q(m_db->db());
            q.prepare(QStringLiteral("UPDATE games SET started_at = ?, ended_at = ? WHERE id = ?"));
            q.addBindValue(start.toString(Qt::ISODateWithMs));
            q.addBindValue(start.addSecs(60 * g.minutes).toString(Qt::ISODateWithMs));
            q.addBindValue(out.gameId);
            QVERIFY(q.exec());
        }
    }

    // Ann played the four Lords of War games with the orcs: lost, won, won, lost.
    void annInLordsOfWar()
    {
        Statistics stats(*m_journal, m_registry);
        DbError err;
        const auto ann = stats.player(playerId(QStringLiteral("Ann")), &err);
        QVERIFY2(ann, qPrintable(err.text(Lang::En)));
        QCOMPARE(ann->total.plays, 4);
        QCOMPARE(ann->total.wins, 2);
        QCOMPARE(ann->total.rate(), 0.5);
        QCOMPARE(ann->longestWinStreak, 2); // games 2 and 3
        QCOMPARE(ann->currentStreak, -1);   // game 4 lost
        QCOMPARE(ann->favouriteSide.id, QStringLiteral("orc"));
        QCOMPARE(ann->games.size(), 1);
        const PlayerGameStats &low = ann->games.first();
        QCOMPARE(low.kind, QStringLiteral("lords-of-war"));
        // Side 0's pile of destroyed cards: 12, 21, 20 and 10 cards (63, 15.75 a game), with
        // 3, 4, 3 and 1 commanders (11, 2.75); Ann's own cards on side 1's pile: 14, 13, 19
        // and 14 (60, 15 a game).
        const FactTally *cards = fact(low.facts, QStringLiteral("Enemy cards destroyed (of %1)"));
        QVERIFY(cards);
        QCOMPARE(cards->total, 63.0);
        QCOMPARE(cards->average(), 15.75);
        // A sum over games, so named with no game's number (it was the first game's "(of 20)";
        // a game of 4 players needs 30).
        QCOMPARE(cards->label.text(Lang::En), QStringLiteral("Enemy cards destroyed"));
        const FactTally *commanders =
            fact(low.facts, QStringLiteral("Enemy commanders destroyed (of %1)"));
        QVERIFY(commanders);
        QCOMPARE(commanders->average(), 2.75);
        QCOMPARE(commanders->label.text(Lang::En), QStringLiteral("Enemy commanders destroyed"));
        const FactTally *lost = fact(low.facts, QStringLiteral("Own cards lost"));
        QVERIFY(lost);
        QCOMPARE(lost->average(), 15.0);
    }

    // Ben: won, lost, lost, won (Lords of War, dwarves), lost, lost (Light Wars, blue).
    void benAcrossTwoGames()
    {
        Statistics stats(*m_journal, m_registry);
        DbError err;
        const auto ben = stats.player(playerId(QStringLiteral("Ben")), &err);
        QVERIFY2(ben, qPrintable(err.text(Lang::En)));
        QCOMPARE(ben->total.plays, 6);
        QCOMPARE(ben->total.wins, 2);
        QCOMPARE(ben->longestWinStreak, 1);
        QCOMPARE(ben->currentStreak, -2);
        QCOMPARE(ben->favouriteSide.id, QStringLiteral("dwarf")); // 4 plays against blue's 2
        QCOMPARE(ben->games.size(), 2);
        // Registry order: Lords of War comes before Light Wars.
        QCOMPARE(ben->games.at(0).kind, QStringLiteral("lords-of-war"));
        QCOMPARE(ben->games.at(0).tally.wins, 2);
        QCOMPARE(ben->games.at(1).kind, QStringLiteral("light-wars"));
        QCOMPARE(ben->games.at(1).tally.plays, 2);
        QCOMPARE(ben->games.at(1).tally.wins, 0);
        QCOMPARE(ben->games.at(1).favouriteSide.id, QStringLiteral("blue"));
        // Filters: only Light Wars, only January 1-3.
        PlayFilter lw;
        lw.kind = QStringLiteral("light-wars");
        QCOMPARE(stats.player(ben->player.id, &err, lw)->total.plays, 2);
        PlayFilter early;
        early.to = QDate(2026, 1, 3);
        QCOMPARE(stats.player(ben->player.id, &err, early)->total.wins, 1);
    }

    void perGame()
    {
        Statistics stats(*m_journal, m_registry);
        DbError err;
        const auto games = stats.games(&err);
        QVERIFY2(games, qPrintable(err.text(Lang::En)));
        QCOMPARE(games->size(), 3); // Dungeon Lords' game is not finished
        const GameKindStats *low = nullptr, *lw = nullptr, *lc = nullptr;
        for (const GameKindStats &g : *games) {
            if (g.kind == QLatin1String("lords-of-war"))
                low = &g;
            else if (g.kind == QLatin1String("light-wars"))
                lw = &g;
            else if (g.kind == QLatin1String("lethal-checkmate"))
                lc = &g;
        }
        QVERIFY(low && lw && lc);
        // Lords of War: 4 plays, (45 + 60 + 50 + 40) / 4 = 48.75 minutes. Seat 0 places first
        // in all four and wins two. Dwarves: Ben 4 + Cal 1 = 5 seats, 3 wins (games 1 and 4,
        // Cal in 4); orcs 4 seats, 2 wins.
        QCOMPARE(low->plays, 4);
        QCOMPARE(low->averageDurationSeconds, 2925);
        QCOMPARE(low->firstPlayer.plays, 4);
        QCOMPARE(low->firstPlayer.wins, 2);
        QCOMPARE(low->sides.size(), 2);
        QCOMPARE(low->sides.first().tag.id, QStringLiteral("dwarf"));
        QCOMPARE(low->sides.first().tally.plays, 5);
        QCOMPARE(low->sides.first().tally.wins, 3);
        QCOMPARE(tag(low->sides, QStringLiteral("orc"))->tally.wins, 2);
        // Light Wars: blue went first in the full game and lost, red in the other and won.
        // Both armies field a king and infantry in both games (4 seats, 2 wins each); archers
        // and pikemen only in the full game (2 seats, 1 win). Red won both.
        QCOMPARE(lw->firstPlayer.plays, 2);
        QCOMPARE(lw->firstPlayer.wins, 1);
        QCOMPARE(tag(lw->sides, QStringLiteral("red"))->tally.wins, 2);
        QCOMPARE(tag(lw->sides, QStringLiteral("blue"))->tally.wins, 0);
        QCOMPARE(tag(lw->units, QStringLiteral("king"))->tally.plays, 4);
        QCOMPARE(tag(lw->units, QStringLiteral("king"))->tally.wins, 2);
        QCOMPARE(tag(lw->units, QStringLiteral("archer"))->tally.plays, 2);
        QCOMPARE(tag(lw->units, QStringLiteral("archer"))->tally.wins, 1);
        // Enemy units removed: Aki 3 + 1, Ben 2 + 0 over 4 seats = 1.5.
        QCOMPARE(fact(lw->facts, QStringLiteral("Enemy units removed"), "kbz::lw::LwGameOver")
                     ->average(),
                 1.5);
        // Lethal Checkmate: the first player (option firstPlayer: 1, 0, 0) won all three.
        QCOMPARE(lc->plays, 3);
        QCOMPARE(lc->firstPlayer.plays, 3);
        QCOMPARE(lc->firstPlayer.wins, 3);
        QCOMPARE(lc->averageDurationSeconds, 25 * 60);

        // Without replays: the same plays and durations, no first player, side or fact.
        const auto quick = Statistics(*m_journal, m_registry).games(&err, {}, {}, false);
        QVERIFY(quick);
        QCOMPARE(quick->size(), 3);
        for (const GameKindStats &g : *quick) {
            QCOMPARE(g.firstPlayer.plays, 0);
            QVERIFY(g.sides.isEmpty());
            QVERIFY(g.units.isEmpty());
            QVERIFY(g.facts.isEmpty());
            if (g.kind == QLatin1String("lords-of-war")) {
                QCOMPARE(g.plays, 4);
                QCOMPARE(g.averageDurationSeconds, 2925);
            }
        }
    }

    // Stopped by its progress, the work returns nothing and no error; the progress saw the
    // nine finished games counted.
    void progressStops()
    {
        Statistics stats(*m_journal, m_registry);
        DbError err;
        qint64 total = 0;
        const auto none = stats.games(&err, {}, [&](qint64 done, qint64 of) {
            total = of;
            return done < 3;
        });
        QVERIFY(!none);
        QVERIFY(!err);
        QCOMPARE(total, 9);
    }

    // The score chart's bars: scores 0 to 25.5 are the whole numbers 0..25, 26 of them; at
    // most 12 bars makes 3 a bar, 9 bars [0, 3) .. [24, 27): 0, 1, 2 in the first, 3 in the
    // second, 25 and 25.5 in the last.
    void scoreBins()
    {
        const QList<playStats::ScoreBin> bins = playStats::binScores({0, 1, 2, 3, 25, 25.5}, 12);
        QCOMPARE(bins.size(), 9);
        QCOMPARE(bins.first().from, 0.0);
        QCOMPARE(bins.first().to, 3.0);
        QCOMPARE(bins.at(0).seats, 3);
        QCOMPARE(bins.at(1).seats, 1);
        QCOMPARE(bins.at(8).seats, 2);
        QCOMPARE(bins.at(8).from, 24.0);
        // Lords of War's scores here (12, 14, 21, 13, 20, 19, 10, 14, 14): 12 bars of one.
        const QList<playStats::ScoreBin> low =
            playStats::scoreDistribution(*m_db, QStringLiteral("lords-of-war"), 12);
        QCOMPARE(low.size(), 12);
        QCOMPARE(low.first().from, 10.0);
        QCOMPARE(low.at(4).seats, 3); // 14
        QVERIFY(playStats::binScores({}, 12).isEmpty());
    }

    void jsonHasPlaysAndWins()
    {
        Statistics stats(*m_journal, m_registry);
        DbError err;
        const auto ben = stats.player(playerId(QStringLiteral("Ben")), &err);
        const QJsonObject o = playerStatsJson(*ben, m_registry, Lang::En);
        QCOMPARE(o.value(QStringLiteral("plays")).toInt(), 6);
        QCOMPARE(o.value(QStringLiteral("wins")).toInt(), 2);
        const QJsonObject lw = o.value(QStringLiteral("games"))
                                   .toObject()
                                   .value(QStringLiteral("light-wars"))
                                   .toObject();
        QCOMPARE(lw.value(QStringLiteral("plays")).toInt(), 2);
        QCOMPARE(lw.value(QStringLiteral("wins")).toInt(), 0);
    }

    // A player renamed or merged keeps every game in the statistics under the name of today:
    // the win-rate chart (playStats::winRates) counts the seats linked to each player, not the
    // names the seats were played under, as Statistics::player and `kibitzer-cli stats` do. The
    // Light Wars and Lethal Checkmate games alone: Aki 2 plays, 2 wins; White 3 and 2; then
    // White is renamed Shiro and Aki (who never sat with White) merged into her: 5 and 4.
    void renamedAndMergedPlayersKeepTheirGames()
    {
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        Journal journal(*db);
        for (int i = 4; i < 9; ++i) {
            QString why;
            const auto checked = checkJournalFile(
                m_registry, QStringLiteral(KIBITZER_TEST_DATA "/") + QLatin1String(kGames[i].file),
                &why);
            QVERIFY2(checked, qPrintable(why));
            QVERIFY2(importJournal(journal, *checked, &err).gameId > 0,
                     qPrintable(err.text(Lang::En)));
        }
        Players players(*db);
        const qint64 white = players.withName(QStringLiteral("White"), &err)->value(0).id;
        const qint64 aki = players.withName(QStringLiteral("Aki"), &err)->value(0).id;
        QVERIFY(white > 0 && aki > 0);
        QVERIFY2(players.rename(white, QStringLiteral("Shiro"), &err),
                 qPrintable(err.text(Lang::En)));
        QVERIFY2(players.merge(white, aki, &err), qPrintable(err.text(Lang::En)));

        QString why;
        QMap<QString, std::pair<int, int>> rates;
        for (const playStats::PlayerRecord &r : playStats::winRates(*db, QString(), 10, &why))
            rates.insert(r.name, {r.plays, r.wins});
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(rates.keys(), QStringList({QStringLiteral("Ben"), QStringLiteral("Black"),
                                            QStringLiteral("Shiro")}));
        QCOMPARE(rates.value(QStringLiteral("Shiro")), std::make_pair(5, 4));
        QCOMPARE(rates.value(QStringLiteral("Black")), std::make_pair(3, 1));
        // The chart of one game: Lethal Checkmate's White, as Shiro.
        const auto lc = playStats::winRates(*db, QStringLiteral("lethal-checkmate"), 10, &why);
        QCOMPARE(lc.size(), 2);
        QCOMPARE(lc.at(1).name, QStringLiteral("Shiro"));
        QCOMPARE(lc.at(1).wins, 2);

        Journal j(*db);
        Statistics stats(j, m_registry);
        const auto shiro = stats.player(white, &err);
        QVERIFY2(shiro, qPrintable(err.text(Lang::En)));
        QCOMPARE(shiro->player.name, QStringLiteral("Shiro"));
        QCOMPARE(shiro->total.plays, 5);
        QCOMPARE(shiro->total.wins, 4);
    }
};

QTEST_GUILESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
