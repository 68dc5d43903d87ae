// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QScrollArea>

class QLabel;

namespace kbz {

// Pieces of the laptop layout of the game views' tools (issue 12): the step's primary button
// sits in a fixed footer under the tool's content, never inside a scroll area, and nothing
// above it changes height from one step to the next.

// A strip `lines` text lines high for `label` (word-wrapped: previews, warnings, hints): a longer
// text scrolls inside the strip instead of growing it, so what is below does not move.
QScrollArea *textStrip(QLabel *label, int lines, QWidget *parent);

// `content` in a frameless vertical scroll area with a small minimum height: the secondary part
// of a tool (option lists, explanations) scrolls instead of growing the tool's minimum size.
QScrollArea *scrollBody(QWidget *content, QWidget *parent);

} // namespace kbz
