// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameViewModule.h"
#include "core/GameConfig.h"
#include "core/GameRegistry.h"
#include "core/Lang.h"
#include "storage/Database.h"

#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <memory>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QSettings;
class QStackedWidget;

namespace kbz {

class CardLibraryDialogBase;
class ClubMenu;
class PhonesControl;
class DatabaseCheckRunner;
class HistoryBrowser;
class GamePage;
class Journal;
class NewGameDialog;
class RuleBrowserDock;
class Session;
class StartPage;
class TableMode;
class Zoom;

// The desktop app's window: a start page (new game, recent games) and a game page in a stack,
// the rule browser as a dock, menus File / Edit / View / Language / Help. Window geometry, dock
// state and the UI language persist in QSettings (injectable for tests).
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    // `settings` is not owned; nullptr = the app's default QSettings. The shipped games
    // (registerGames, registerGameViews).
    explicit MainWindow(QSettings *settings = nullptr, QWidget *parent = nullptr);
    // The games of `games` and `views` (a test adds its own to the shipped ones).
    MainWindow(GameRegistry games, GameViewRegistry views, QSettings *settings = nullptr,
               QWidget *parent = nullptr);
    ~MainWindow() override;
    Q_DISABLE_COPY_MOVE(MainWindow)

    // Opens (or creates) the database at `path`, replacing the current one. On failure the file
    // is left as it was, the current database stays open, *error says why and, with
    // `report`, a message box tells the user.
    bool openDatabase(const QString &path, DbError *error = nullptr, bool report = true);
    QString databasePath() const;

    // The UI language: installs the translators and retranslates every widget.
    void setLanguage(Lang lang);
    Lang language() const;
    // The language saved in the settings, or the system's.
    Lang savedLanguage() const;

    // Opens the New Game dialog (window modal, returns at once); accepting it starts the game.
    NewGameDialog *showNewGameDialog();
    // Opens a game's card library of the current database (window modal; an open one is
    // raised). nullptr without a database or when the game has no card library.
    CardLibraryDialogBase *showCardLibraryDialog(const QString &gameId);
    bool startGame(const QString &engineId, const GameConfig &config, const QString &title);
    // The game-over screen's Rematch: starts `config` (the game view's rematchConfig) and
    // remembers it as the New Game dialog's last choice for the game.
    bool startRematch(const QString &engineId, const GameConfig &config);
    // Resumes a stored game at its current step. On failure the start page stays, *error says
    // why and, with `report`, a message box tells the user.
    bool resumeGame(qint64 gameId, DbError *error = nullptr, bool report = true);
    void closeGame();
    void refreshStartPage();

    // The first start opens inside the screen's available area (maximised on a small screen); a
    // saved geometry is restored and fitted to the current screen. The app calls it once before
    // show(); tests that size the window themselves leave it out.
    void placeOnScreen();

    Session *session() const { return m_session.get(); }
    Journal *journal() const { return m_journal.get(); }
    const GameRegistry &registry() const { return m_registry; }
    // The open game's phones' server (issue 36): `kibitzer --phones` starts it.
    PhonesControl *phones() const { return m_phones; }
    const GameViewRegistry &gameViews() const { return m_views; }
    StartPage *startPage() const { return m_startPage; }
    // The page of the open game, built with the first game opened (or when asked for).
    GamePage *gamePage();
    // The rule browser, built on first use (the View menu, Ctrl+F, a rule asked for), hidden
    // unless the saved window state shows it.
    RuleBrowserDock *ruleBrowser();
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *languageAction(Lang lang) const;
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *editMenu() const { return m_editMenu; }
    QMenu *cardsMenu() const { return m_cardsMenu; }
    // File ▸ Start a game ▸ one entry per registered game: the New Game dialog on that game.
    QMenu *startMenu() const { return m_startMenu; }
    // A game's entry in the Cards menu (built from the games' views modules), or nullptr.
    QAction *cardLibraryAction(const QString &gameId) const;
    QMenu *viewMenu() const { return m_viewMenu; }
    // File ▸ Game history, Statistics, Check database (issue 19).
    DatabaseCheckRunner *databaseCheck() const { return m_dbCheck; }
    // Opens (or raises) the game history browser of the current database; nullptr without one.
    HistoryBrowser *showHistory();
    void showStatistics();
    // Full screen, keep screen awake and the players' view (issue 22).
    TableMode *tableMode() const { return m_table; }
    // Large type: the window's zoom (issue 22).
    Zoom *zoom() const { return m_zoom; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void retranslateUi();
    void updateUndoActions();
    void updateTitle();
    // Beside a game, the open rule browser replaces the journal panel (issue 12).
    void placeRuleBrowser();
    void setSession(std::unique_ptr<Session> session);
    void openDatabaseDialog();
    void showAbout();
    void saveSettings();

    QSettings *m_settings = nullptr;
    std::unique_ptr<QSettings> m_ownedSettings;
    GameRegistry m_registry;
    GameViewRegistry m_views;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<Journal> m_journal;
    std::unique_ptr<Session> m_session;

    QStackedWidget *m_stack = nullptr;
    StartPage *m_startPage = nullptr;
    GamePage *m_gamePage = nullptr;     // built by gamePage()
    RuleBrowserDock *m_rules = nullptr; // built by ruleBrowser()
    QString m_rulesGameFilter;          // the open game's, for the rule browser
    QLabel *m_dbLabel = nullptr;
    TableMode *m_table = nullptr;
    Zoom *m_zoom = nullptr;

    ClubMenu *m_club = nullptr;        // File ▸ Club (issue 20)
    PhonesControl *m_phones = nullptr; // Game ▸ Phones at the table… (issue 36)
    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_gameMenu = nullptr;
    QMenu *m_cardsMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_langMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newGame = nullptr;
    QMenu *m_startMenu = nullptr;    // File ▸ Start a game ▸ one entry per game
    QList<QAction *> m_startActions; // data: the game id
    QList<QAction *> m_cardActions;  // data: the game id
    QHash<QString, QPointer<CardLibraryDialogBase>> m_cardDialogs;
    QAction *m_openDb = nullptr;
    QAction *m_closeGame = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_anyStep = nullptr; // Game ▸ Enter any step… (Ctrl+E, issue 35)
    QAction *m_searchRules = nullptr;
    QAction *m_rulesToggle = nullptr; // View ▸ Rules
    QAction *m_about = nullptr;
    QAction *m_history = nullptr;
    QAction *m_statistics = nullptr;
    QAction *m_checkDb = nullptr;
    DatabaseCheckRunner *m_dbCheck = nullptr;
    QPointer<HistoryBrowser> m_historyBrowser;
    QActionGroup *m_langGroup = nullptr;
    QAction *m_english = nullptr;
    QAction *m_japanese = nullptr;
};

} // namespace kbz
