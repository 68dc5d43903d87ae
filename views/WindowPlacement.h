// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QMargins>
#include <QRect>
#include <QSize>

namespace kbz::placement {

// Screens whose available area is smaller than this (a 1366x768 panel, 1920x1080 at 150 %) get
// the main window maximised on the first start.
inline constexpr QSize kSmallScreen(1400, 850);

// Whether the first start maximises the window on a screen with this available area.
bool maximiseOnFirstStart(const QRect &available);

// The window frame the window manager will add (title bar, borders), guessed before the window
// is shown: `titleBar` on top, a few pixels elsewhere.
QMargins frameGuess(int titleBar);

// The first start's normal geometry (the window's inside, without the `frame`): the whole
// available area less the frame on a small screen, else a size that leaves the desktop visible
// around it, centred.
QRect firstStartGeometry(const QRect &available, const QMargins &frame);

// `geometry` (the window's inside) moved and, if it must, shrunk so that it and its `frame` lie
// inside `available`: a geometry saved on a larger screen.
QRect fitInside(const QRect &geometry, const QRect &available, const QMargins &frame);

} // namespace kbz::placement
