// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "storage/Journal.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace kbz {

class GameRegistry;

// The first page: a "new game" button and the games of the database, most recent first, to
// resume (double-click, Enter, or the Resume button).
class StartPage final : public QWidget
{
    Q_OBJECT

public:
    explicit StartPage(QWidget *parent = nullptr);
    Q_DISABLE_COPY_MOVE(StartPage)

    // The first games of the list; `more`: the database holds more, asked for (moreRequested)
    // when the list is scrolled to its end.
    void setGames(const QList<GameSummary> &games, const GameRegistry *registry, bool more = false);
    void appendGames(const QList<GameSummary> &games, bool more);
    int gameCount() const { return int(m_list.size()); }
    QTreeWidget *gamesView() const { return m_games; }
    // The widest a column other than the title is made to fit its texts.
    int maxColumnWidth() const;
    QPushButton *newGameButton() const { return m_newGame; }
    QPushButton *resumeButton() const { return m_resume; }
    QPushButton *historyButton() const { return m_history; }
    qint64 selectedGame() const;

Q_SIGNALS:
    void newGameRequested();
    void resumeRequested(qint64 gameId);
    void moreRequested();
    void historyRequested();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void refill();
    void fitColumns(int fromRow);
    void resumeSelected();
    void askForMore();
    QTreeWidgetItem *addItem(const GameSummary &g);

    QList<GameSummary> m_list;
    const GameRegistry *m_registry = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QPushButton *m_newGame = nullptr;
    QLabel *m_recentTitle = nullptr;
    QTreeWidget *m_games = nullptr;
    QLabel *m_empty = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_history = nullptr;
    bool m_more = false;
    bool m_asked = false; // moreRequested emitted, its answer not arrived yet
};

} // namespace kbz
