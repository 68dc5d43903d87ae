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

protected:
    // A board widget of the game view reused here: shown only, never focused or clicked.
    static void makeReadOnly(QWidget *board)
    {
        board->setFocusPolicy(Qt::NoFocus);
        board->setAttribute(Qt::WA_TransparentForMouseEvents);
    }
};

} // namespace kbz
