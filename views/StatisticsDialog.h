// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QDialog>
#include <QList>
#include <memory>

class QChart;
class QCategoryAxis;
class QChartView;
class QComboBox;
class QDate;
class QLocale;
class QValueAxis;
class QLabel;
class QTabWidget;

namespace kbz {

class Database;
class GameRegistry;
class Journal;
class PlayersModel;
class Statistics;
class StatisticsPage;

// File ▸ Statistics (issue 19), for every game or one (the game filter on top), in three tabs:
// - Charts (Qt Charts over storage/PlayStats, SQL only, so quick on any number of games): games
//   started per month, the win rates of the players with the most finished games, and the
//   distribution of the scores of the chosen game;
// - Player and Games: StatisticsPage over kbz::Statistics (one kept for the dialog's life, so
//   each game is replayed at most once), read only when the tab is shown.
class StatisticsDialog final : public QDialog
{
    Q_OBJECT

public:
    StatisticsDialog(Database &db, const GameRegistry &registry, QWidget *parent = nullptr);
    ~StatisticsDialog() override;
    Q_DISABLE_COPY_MOVE(StatisticsDialog)

    static constexpr int kPlayers = 10; // players in the win-rate chart

    // A count axis (games, players) with whole-number ticks from 0 to above `most`.
    static void setWholeCounts(QValueAxis *axis, int most);
    // The months axis of the games-per-month chart: x is months since `months.first()`.
    static QCategoryAxis *monthAxis(const QList<QDate> &months, const QLocale &locale);

    QComboBox *gameFilter() const { return m_game; }
    QChart *playsChart() const { return m_plays; }
    QChart *winsChart() const { return m_wins; }
    QChart *scoresChart() const { return m_scores; }
    QTabWidget *tabs() const { return m_tabs; }
    StatisticsPage *playerPage() const { return m_playerPage; }
    StatisticsPage *gamesPage() const { return m_gamesPage; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refresh();

    void refreshScores(const QString &kind, QString *error);

    Database &m_db;
    const GameRegistry &m_registry;
    std::unique_ptr<Journal> m_journal;
    std::unique_ptr<Statistics> m_stats;
    PlayersModel *m_players;
    QTabWidget *m_tabs;
    StatisticsPage *m_playerPage;
    StatisticsPage *m_gamesPage;
    QChart *m_scores;
    QChartView *m_scoresView;
    QLabel *m_gameLabel;
    QComboBox *m_game;
    QChart *m_plays;
    QChart *m_wins;
    QChartView *m_playsView;
    QChartView *m_winsView;
    QLabel *m_error;
};

} // namespace kbz
