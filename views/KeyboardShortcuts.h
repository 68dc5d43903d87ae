// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>

class QDialog;
class QWidget;

namespace kbz {

class GameView;

// The keyboard shortcuts of a game view (issue 13: "keyboard shortcuts are listed in each
// view's help"), read from the view itself so the list cannot go stale: Enter (its primary
// action), every enabled QShortcut (described by its whatsThis), every QAction with a shortcut,
// and the Alt+letter of every button and labelled field shown now. Rows with the same
// description are merged ("1, 2, 3: choose a card").
struct ShortcutRow
{
    QList<QKeySequence> keys;
    QString what;
    QString keysText() const; // native text, ", " between keys
};

QList<ShortcutRow> keyboardShortcuts(const GameView *view);

// The list in a dialog (modal, closed with Esc or Close); '?' in any game view and
// Help ▸ Keyboard shortcuts open it. Returns the dialog (deleted on close).
QDialog *showKeyboardShortcuts(GameView *view, QWidget *parent = nullptr);

} // namespace kbz
