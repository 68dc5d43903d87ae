// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "storage/HistoryModel.h"
#include "storage/PlayHistory.h"

#include <QDialog>

class QAction;
class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace kbz {

class GameRegistry;
class Journal;

// File ▸ Game history (issue 19): every stored game in a table (HistoryModel, fetched as it
// scrolls), filtered by game, player, the dates it started between, status and words of its
// title, sorted by any column (click a header). The player filter lists the players of the
// players table by their names today (its item data the player's id) and selects the games by
// the seats' link to the player, so a player renamed or merged in the Players dialog keeps every
// game; the list is read again when that dialog closes. Continue (a game in play) or open the
// selected game, export its journal, delete it (after a confirmation; the open game cannot be
// deleted). Export results writes the finished games the filters select as CSV or BG Stats JSON
// (the writer of `kibitzer-cli results`); Players opens the players dialog. Not modal: it stays
// beside the window; opening a game closes it.
class HistoryBrowser final : public QDialog
{
    Q_OBJECT

public:
    HistoryBrowser(Journal &journal, const GameRegistry &registry, QWidget *parent = nullptr);
    ~HistoryBrowser() override;
    Q_DISABLE_COPY_MOVE(HistoryBrowser)

    // The game open in the window: it cannot be deleted here.
    void setOpenGame(qint64 gameId);

    HistoryModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QComboBox *gameFilter() const { return m_game; }
    QComboBox *playerFilter() const { return m_player; }
    QComboBox *statusFilter() const { return m_status; }
    QLineEdit *textFilter() const { return m_text; }
    QCheckBox *fromCheck() const { return m_useFrom; }
    QCheckBox *toCheck() const { return m_useTo; }
    QDateEdit *fromDate() const { return m_from; }
    QDateEdit *toDate() const { return m_to; }
    QPushButton *openButton() const { return m_open; }
    QPushButton *exportButton() const { return m_export; }
    QPushButton *deleteButton() const { return m_delete; }
    QPushButton *resultsButton() const { return m_results; }
    QPushButton *playersButton() const { return m_players; }
    QLabel *countLabel() const { return m_count; }
    qint64 selectedGame() const;
    void selectGame(qint64 gameId);

    // The same as the buttons (tests call them too).
    void openSelected();
    void exportSelected();
    bool deleteSelected();
    // The finished games the filters select, asked where to and written through QSaveFile; the
    // path written, or empty (cancelled, nothing finished, or refused with a message).
    QString exportResults(ResultsFormat format);
    // The filters as the exports and statistics take them.
    PlayFilter playFilter() const;
    // The players dialog (modal); the player filter and the table are read again after it.
    void showPlayers();
    // The player filter's list read again from the players table, the chosen player kept (or
    // anyone, when that player is gone: merged into another).
    void reloadPlayers();
    // The player chosen in the player filter (0: anyone).
    qint64 selectedPlayer() const;

Q_SIGNALS:
    void openRequested(qint64 gameId);
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void applyFilter();
    void updateButtons();
    void updateCount();

    Journal &m_journal;
    const GameRegistry &m_registry;
    HistoryModel *m_model;
    qint64 m_openGame = 0;
    QComboBox *m_game;
    QComboBox *m_player;
    QComboBox *m_status;
    QLineEdit *m_text;
    QCheckBox *m_useFrom;
    QDateEdit *m_from;
    QCheckBox *m_useTo;
    QDateEdit *m_to;
    QTableView *m_table;
    QLabel *m_count;
    QPushButton *m_open;
    QPushButton *m_export;
    QPushButton *m_delete;
    QPushButton *m_results;
    QPushButton *m_players;
    QAction *m_csv;
    QAction *m_bgStats;
    QPushButton *m_close;
    QList<QLabel *> m_labels; // game, player, status, title
};

} // namespace kbz
