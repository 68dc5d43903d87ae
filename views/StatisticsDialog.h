// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QDialog>

class QChart;
class QChartView;
class QComboBox;
class QLabel;

namespace kbz {

class Database;
class GameRegistry;

// File ▸ Statistics (issue 19): games started per month and the win rates of the players with
// the most finished games, for every game or one, drawn with Qt Charts from storage/PlayStats.
class StatisticsDialog final : public QDialog
{
    Q_OBJECT

public:
    StatisticsDialog(Database &db, const GameRegistry &registry, QWidget *parent = nullptr);
    ~StatisticsDialog() override;
    Q_DISABLE_COPY_MOVE(StatisticsDialog)

    static constexpr int kPlayers = 10; // players in the win-rate chart

    QComboBox *gameFilter() const { return m_game; }
    QChart *playsChart() const { return m_plays; }
    QChart *winsChart() const { return m_wins; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refresh();

    Database &m_db;
    const GameRegistry &m_registry;
    QLabel *m_gameLabel;
    QComboBox *m_game;
    QChart *m_plays;
    QChart *m_wins;
    QChartView *m_playsView;
    QChartView *m_winsView;
    QLabel *m_error;
};

} // namespace kbz
