// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "SheetPrint.h"

#include "core/GameConfig.h"
#include "core/GameEngine.h"
#include "core/GameOverSummary.h"
#include "core/GameResult.h"

#include <QDateTime>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace kbz {

class ElidedLabel;
class ElidedText;
class Session;

// The game-over screen (issue 13, item 6), the same for every game: the winner and how the game
// ended, one table with a column per player (the game's score sheet, then the facts: the game's
// own, the steps recorded and the time the game took), and the buttons Rematch (same players
// and options, first player rotated), New game, Export and Board (back to the board). The game's
// part comes from its GameView::gameOverSummary(); the panel names no game. Nothing here
// records: the buttons only emit. The table scrolls in its own area and the buttons sit in a
// footer, so the panel fits a 1280x680 window.
class GameOverPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit GameOverPanel(QWidget *parent = nullptr);
    Q_DISABLE_COPY_MOVE(GameOverPanel)

    // Shows `result` of the game in `session` with the game's part `game`.
    void setSummary(const Session &session, const GameResult &result, const GameOverSummary &game);

    // The time between the first and the last step in effect, as the panel shows it ("1 h
    // 05 min", "12 min", "under a minute"); empty when either time is unknown.
    static QString durationText(const QDateTime &first, const QDateTime &last);

    QString headline() const;
    QString winnerText() const;
    QTableWidget *table() const { return m_table; }
    QPushButton *rematchButton() const { return m_rematch; }
    QPushButton *newGameButton() const { return m_newGame; }
    QPushButton *exportButton() const { return m_export; }
    QPushButton *boardButton() const { return m_board; }
    // Print… (a menu: print with a preview, save as PDF; issue 19).
    QPushButton *printButton() const { return m_print; }
    // What Print and Save as PDF put on the page: the summary as shown, in the UI language.
    PrintSheet printSheet() const;
    // Save as PDF… without the menu (tests answer the file name through FileDialogs); says
    // where it was saved with statusMessage.
    QString saveAsPdf();
    // The table's text at a row label and column, for tests ("" when absent).
    QString cell(const QString &rowLabel, int column) const;

Q_SIGNALS:
    void rematchRequested();
    void newGameRequested();
    void exportRequested();
    void boardRequested();
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fill();

    ElidedLabel *m_title = nullptr;
    ElidedText *m_headline = nullptr;
    QLabel *m_winner = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_rematch = nullptr;
    QPushButton *m_newGame = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_board = nullptr;
    QPushButton *m_print = nullptr;

    // What is shown, kept to render it again on a language change.
    GameResult m_result;
    GameOverSummary m_game;
    GameConfig m_config;
    int m_steps = 0;
    QDateTime m_first;
    QDateTime m_last;
    EnginePtr m_engine;  // its name on the printed sheet, in the language of the day
    QString m_gameTitle; // the stored game's title (empty: none given)
};

} // namespace kbz
