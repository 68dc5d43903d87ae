// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace kbz {

class GameRegistry;
class PlayersModel;
class Statistics;
struct DbError;
struct FactTally;
struct TagTally;
struct WinTally;

// A page of the statistics dialog (issue 19) over kbz::Statistics, as a tree with the columns
// plays, wins, win rate and average:
// - Player: one player (chosen in its combo): every game together (plays, wins, streaks,
//   favourite side), then per game the average score, the sides played and the game's facts
//   (averages a game, the total in the tooltip);
// - Games: per game the plays, the average duration, how often the first player won, the win
//   rates of each army, race or side and unit, and the facts.
// Lazy: it reads nothing until it is shown, and again only when the game filter or the player
// changed; the replays behind the sides and facts are kept in the dialog's Statistics, so a
// second look costs one SQL query. Past replayLimit() games (16,000 games take about half a
// minute to replay) it first shows what the database holds at once (plays, wins, scores,
// streaks, durations) and a button to count the sides, units and facts too, with LongWork's
// progress, which can be stopped.
class StatisticsPage final : public QWidget
{
    Q_OBJECT

public:
    enum class Kind { Player, Games };
    enum Column { NameCol, PlaysCol, WinsCol, RateCol, AverageCol, ColumnCount };

    StatisticsPage(Kind kind, Statistics &stats, PlayersModel *players,
                   const GameRegistry &registry, QWidget *parent = nullptr);
    ~StatisticsPage() override;
    Q_DISABLE_COPY_MOVE(StatisticsPage)

    // The game the dialog's filter selects (empty: all).
    void setGameKind(const QString &kind);
    QComboBox *playerCombo() const { return m_player; }
    QTreeWidget *tree() const { return m_tree; }
    QLabel *note() const { return m_note; }
    QPushButton *replayButton() const { return m_replay; }
    int replayLimit() const { return m_replayLimit; }
    void setReplayLimit(int games) { m_replayLimit = games; }
    static constexpr int kReplayLimit = 300;
    bool isStale() const { return m_stale; }
    // Reads and shows the statistics now (what showing the page does when they are stale).
    void refresh();
    void retranslateUi();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showUnfinished(const DbError &err);
    void fillPlayer();
    void fillGames();
    void markStale();
    void offerReplay(int games);
    QTreeWidgetItem *addRow(QTreeWidgetItem *parent, const QString &name, const WinTally *tally,
                            const QString &average = {});
    void addSides(QTreeWidgetItem *parent, const QString &heading, const QList<TagTally> &tags);
    void addFacts(QTreeWidgetItem *parent, const QList<FactTally> &facts);
    QString gameName(const QString &kind) const;
    QString gameTooltip(const QString &kind) const;

    Kind m_kind;
    Statistics &m_stats;
    PlayersModel *m_players;
    const GameRegistry &m_registry;
    QString m_gameKind;
    bool m_stale = true;
    bool m_replayAsked = false; // the button was pressed for this filter and player
    int m_replayLimit = kReplayLimit;
    QLabel *m_playerLabel = nullptr;
    QComboBox *m_player = nullptr;
    QTreeWidget *m_tree;
    QLabel *m_note;
    QPushButton *m_replay;
};

} // namespace kbz
