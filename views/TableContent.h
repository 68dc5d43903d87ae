// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Message.h"

#include <QWidget>

namespace kbz {

class Session;

// A game's part of the players' view (issue 22, views/PlayersView): its board or mat drawn
// read-only, and its counters (HP, threat, commanders lost, turn, score so far) as Messages, which
// the players' view translates into its own language. A game view hands one out through
// GameView::createTableContent(); shared code never names a game.
class TableContent : public QWidget
{
    Q_OBJECT

public:
    explicit TableContent(QWidget *parent = nullptr)
        : QWidget(parent)
    {}
    ~TableContent() override = default;
    Q_DISABLE_COPY_MOVE(TableContent)

    // Draws the session's state now in effect (after every recorded step, undo and redo).
    virtual void showState(const Session &session) = 0;
    // The counters of that state, one line each ("Ann: 3 HP").
    virtual QList<Message> counters(const Session &session) const = 0;
    // Whether the content draws a board or mat (else the players' view shows counters only).
    virtual bool hasBoard() const { return true; }
    // The names the board shortened with an ellipsis in its last paint (the players' view must
    // lay out so that there are none; tests read it).
    virtual QStringList elidedTexts() const { return {}; }
    // The boards it draws (one per player in some games) and how many of them to show: a
    // players' view too small for all of them asks for fewer, and the content then shows the
    // acting player's board first, the next seats after it. Default: one board, nothing to drop.
    virtual int boardCount() const { return 1; }
    virtual void setBoardsShown(int count) { Q_UNUSED(count); }

protected:
    // A board widget of the game view reused here: shown only, never focused or clicked.
    static void makeReadOnly(QWidget *board)
    {
        board->setFocusPolicy(Qt::NoFocus);
        board->setAttribute(Qt::WA_TransparentForMouseEvents);
    }
    // Shows `count` of `boards` (all when there are no more): the board of seat `first` and
    // those after it, in seat order; hides the others.
    template <typename Board>
    static void showBoards(const QList<Board *> &boards, int first, int count)
    {
        const int n = int(boards.size());
        for (int i = 0; i < n; ++i)
            boards.at(i)->setVisible(count >= n || (i - qBound(0, first, n - 1) + n) % n < count);
    }
};

} // namespace kbz
