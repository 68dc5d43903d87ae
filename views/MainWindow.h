// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameConfig.h"
#include "core/GameRegistry.h"
#include "core/Lang.h"
#include "storage/Database.h"

#include <QMainWindow>
#include <memory>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QSettings;
class QStackedWidget;

namespace kbz {

class GamePage;
class Journal;
namespace lc {
class LcCardLibraryDialog;
}
namespace rr {
class RrCardLibraryDialog;
}
namespace low {
class LowCardLibraryDialog;
}
namespace lw {
class LwLibraryDialog;
}
class NewGameDialog;
class RuleBrowserDock;
class Session;
class StartPage;

// The desktop app's window: a start page (new game, recent games) and a game page in a stack,
// the rule browser as a dock, menus File / Edit / View / Language / Help. Window geometry, dock
// state and the UI language persist in QSettings (injectable for tests).
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    // `settings` is not owned; nullptr = the app's default QSettings.
    explicit MainWindow(QSettings *settings = nullptr, QWidget *parent = nullptr);
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
    // Opens the Lethal Checkmate card library of the current database (window modal).
    lc::LcCardLibraryDialog *showCardLibraryDialog();
    // Opens the Rook & Raiders card library of the current database (window modal).
    rr::RrCardLibraryDialog *showRrCardLibraryDialog();
    // Opens the Lords of War card library of the current database (window modal).
    low::LowCardLibraryDialog *showLowCardLibraryDialog();
    // Opens the Light Wars unit and tactics library of the current database (window modal).
    lw::LwLibraryDialog *showLwLibraryDialog();
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
    StartPage *startPage() const { return m_startPage; }
    GamePage *gamePage() const { return m_gamePage; }
    RuleBrowserDock *ruleBrowser() const { return m_rules; }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *languageAction(Lang lang) const;
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *editMenu() const { return m_editMenu; }
    QMenu *cardsMenu() const { return m_cardsMenu; }
    QAction *cardLibraryAction() const { return m_lcCards; }
    QAction *rrCardLibraryAction() const { return m_rrCards; }
    QAction *lowCardLibraryAction() const { return m_lowCards; }
    QAction *lwLibraryAction() const { return m_lwCards; }

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
    std::unique_ptr<Database> m_db;
    std::unique_ptr<Journal> m_journal;
    std::unique_ptr<Session> m_session;

    QStackedWidget *m_stack = nullptr;
    StartPage *m_startPage = nullptr;
    GamePage *m_gamePage = nullptr;
    RuleBrowserDock *m_rules = nullptr;
    QLabel *m_dbLabel = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_cardsMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_langMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newGame = nullptr;
    QAction *m_lcCards = nullptr;
    QAction *m_rrCards = nullptr;
    QAction *m_lowCards = nullptr;
    QAction *m_lwCards = nullptr;
    QAction *m_openDb = nullptr;
    QAction *m_closeGame = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_searchRules = nullptr;
    QAction *m_about = nullptr;
    QActionGroup *m_langGroup = nullptr;
    QAction *m_english = nullptr;
    QAction *m_japanese = nullptr;
};

} // namespace kbz
