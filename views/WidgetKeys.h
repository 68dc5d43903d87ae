// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QKeySequence>
#include <QList>

class QWidget;

namespace kbz {

// Keys a widget handles itself (in keyPressEvent or an event filter: a board's arrow keys, a
// list's Enter), declared by the widget so the view's list of keys (KeyboardShortcuts) can name
// them. `what` is an untranslated text marked with
//     QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Move the cursor on the board")
// and translated when the list is built, so a language switch at run time relabels it without
// the widget declaring again. Widgets that handle the same keys the same way share one text
// (one row in the list).
struct WidgetKey
{
    QList<QKeySequence> keys;
    const char *what = nullptr;
};

// Replaces the keys `widget` declares (an empty list: none). A widget whose keys depend on its
// state (a board that only takes Enter while a square is to be chosen) declares again when the
// state changes. The keys are listed while the widget is shown and enabled.
void declareWidgetKeys(QWidget *widget, const QList<WidgetKey> &keys);
QList<WidgetKey> declaredWidgetKeys(const QWidget *widget);
// `key.what` in the current language.
QString widgetKeyText(const WidgetKey &key);

// The four arrow keys (one row: "Left, Up, Right, Down").
QList<QKeySequence> arrowKeys();

// A board's keys: the arrow keys move its cursor (`move`); Enter and Space choose the square
// under it (`choose`) only while `picking` (otherwise Enter goes on to the view: it records);
// then `more`.
void declareBoardKeys(QWidget *board, const char *move, const char *choose, bool picking,
                      const QList<WidgetKey> &more = {});

} // namespace kbz
