// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QObject>
#include <QPointer>
#include <QRect>
#include <optional>

class QAction;
class QMainWindow;
class QSettings;

namespace kbz {

class GameView;
class PlayersView;
class ScreenAwake;
class Session;

// Table mode (issue 22): what a laptop beside a board needs, as View menu actions of the main
// window.
// - Full screen (F11), remembered per game kind: opening a game of a kind played full screen
//   last time goes full screen; leaving it restores the window's previous state and geometry.
// - Keep screen awake (on by default): while a game is open and the main window is active, the
//   desktop is asked not to dim, lock or sleep (ScreenAwake); released when the game closes, the
//   window is left for another one, or the app quits (a crash too: the bus drops the inhibit
//   with the connection). Without a desktop service, the status bar says so once.
// - Players' view: the second-screen window (PlayersView).
class TableMode final : public QObject
{
    Q_OBJECT

public:
    // `settings` is not owned.
    TableMode(QMainWindow *window, QSettings *settings);
    // With the screen-awake object to use (tests give one on a bus of their own); owned.
    TableMode(QMainWindow *window, QSettings *settings, ScreenAwake *awake);
    ~TableMode() override;
    Q_DISABLE_COPY_MOVE(TableMode)

    // The game now open (nullptr = none) and the main window's view of it.
    void setSession(Session *session, const GameView *view);

    bool isFullScreen() const;
    // Enters or leaves full screen and remembers it for the open game's kind.
    void setFullScreen(bool on);
    // Whether full screen is remembered for game kind `engineId` (nullopt: never chosen).
    std::optional<bool> savedFullScreen(const QString &engineId) const;

    PlayersView *playersView() const;
    // Opens (or raises) the players' view.
    PlayersView *showPlayersView();
    ScreenAwake *screenAwake() const { return m_awake; }

    QAction *fullScreenAction() const { return m_fullScreen; }
    QAction *keepAwakeAction() const { return m_keepAwake; }
    QAction *playersViewAction() const { return m_playersView; }
    void retranslate();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyFullScreen(bool on);
    void updateAwake();

    QMainWindow *m_window;
    QSettings *m_settings;
    ScreenAwake *m_awake;
    QPointer<Session> m_session;
    const GameView *m_view = nullptr;
    QPointer<PlayersView> m_players;
    QAction *m_fullScreen = nullptr;
    QAction *m_keepAwake = nullptr;
    QAction *m_playersView = nullptr;
    Qt::WindowStates m_before; // the window's state before full screen
    QRect m_beforeGeometry;    // ... and its geometry
    bool m_toldUnavailable = false;
};

} // namespace kbz
