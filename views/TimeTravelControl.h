// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/TimeTravel.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QListView;
class QShortcut;
class QWidget;

namespace kbz {

class GameView;
class JournalModel;
class LookBackBanner;
class Session;

// Time travel on the game page (issue 22): looking back at the game as it was after a step of
// the journal, a new game from there, and bookmarks on steps.
//
// Selecting a journal row other than the last step in effect looks back: a second game view of
// the same game, disabled (nothing can be recorded onto a past state) and connected to nothing,
// shows a read-only Session::pastView() of that step in the game view's place (the game view
// keeps what is being entered), and LookBackBanner covers the guidance panel with "as of step N".
// Left/Right (and the journal's Up/Down) step through the game, Esc or the banner's button return
// to now. The journal's context menu and Ctrl+B set a bookmark; bookmarks are stored with the game
// (Journal::setBookmark) and shown in the journal list.
class TimeTravelControl final : public QObject
{
    Q_OBJECT

public:
    // `page` holds the shortcuts, `journal` is the journal list over `model`, the banner covers
    // `covered` (the guidance panel). `makeView` makes a view of the game being played (the page
    // knows the game's views), for the past. `show(past, liveEnabled)` puts that view in the
    // game view's place (the game view hidden, keeping what is being entered), or with nullptr
    // shows the game view again, enabled or not (disabled under a step that cannot be shown).
    TimeTravelControl(QWidget *page, QListView *journal, JournalModel *model, QWidget *covered,
                      std::function<std::unique_ptr<GameView>()> makeView,
                      std::function<void(QWidget *past, bool liveEnabled)> show);
    ~TimeTravelControl() override;
    Q_DISABLE_COPY_MOVE(TimeTravelControl)

    void setSession(Session *live); // leaves any look-back first

    bool isLookingBack() const { return m_step >= 0; }
    int lookBackStep() const { return m_step; } // -1: now
    Session *pastSession() const { return m_past.get(); }
    GameView *pastView() const; // the disabled view of the past, while looking back
    LookBackBanner *banner() const { return m_banner; }

    // Shows the game as it was after step n (0 = before the first step); n == the live index is
    // now. False when a step does not replay: the banner says which, and the view shows nothing
    // of the past.
    bool lookBack(int n);
    void returnToNow();
    // The journal's current row changed (GamePage's selection).
    void journalRowChanged(int row);

    // "New game from here": the new game's id (gameBranched is emitted), or 0 with the reason
    // shown in a message box (nothing was created).
    qint64 branchAt(int n);
    // Sets (or with an empty name removes) the bookmark of step n (1-based); false on a storage
    // error (shown in a message box).
    bool setBookmark(int n, const QString &name);
    // Asks for the bookmark name of step n (QInputDialog; tests answer with setNextBookmarkName).
    void editBookmark(int n);
    static void setNextBookmarkName(std::optional<QString> name);

    // The step the journal's context menu and Ctrl+B act on: the selected row's, else the last.
    int currentStep() const;

Q_SIGNALS:
    void gameBranched(qint64 gameId);
    void statusMessage(const QString &text);
    void lookBackChanged(int step); // -1: back to now

private:
    void showContextMenu(const QPoint &pos);
    void stepBy(int delta);
    void selectRow(int row);
    void keepFocus(QWidget *before);
    void setShortcutsEnabled(bool on);
    QString bookmarkOf(int n) const;

    QWidget *m_page;
    QListView *m_journal;
    JournalModel *m_model;
    LookBackBanner *m_banner;
    std::function<std::unique_ptr<GameView>()> m_makeView;
    std::function<void(QWidget *, bool)> m_show;
    QPointer<Session> m_live;
    std::unique_ptr<LookBack> m_lookBack;
    std::unique_ptr<Session> m_past;
    std::unique_ptr<GameView> m_pastView; // shows m_past
    int m_step = -1;
    bool m_selecting = false;
    QList<QShortcut *> m_travelKeys; // active only while looking back
};

} // namespace kbz
