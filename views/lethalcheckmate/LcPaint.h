// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QColor>
#include <QRect>
#include <QString>

class QPainter;

namespace kbz::lc::paint {

// The look shared by everything that draws a Lethal Checkmate board or a part of one (the board
// view, the card pattern grid): square colours, the marks of attacked and target squares, and
// the pieces.
QColor lightSquare();
QColor darkSquare();
QColor frame();
QColor target();      // squares a MOVE card can go to
QColor attackSouth(); // squares attacked by the south seat's ARMS cards (and ARMS patterns)
QColor attackNorth(); // squares attacked by the north seat's ARMS cards

// A board square: light or dark by (col + row) parity.
void square(QPainter &p, const QRect &r, bool dark);
// The hatching of an attacked square.
void attacked(QPainter &p, const QRect &r, const QColor &colour, bool southHatch = true);
// A target square: a light wash and a dot in the middle.
void targetMark(QPainter &p, const QRect &r);
// A piece: a disc with a notch pointing forward (up on screen when facingUp) and an initial.
void piece(QPainter &p, const QRect &cell, const QColor &fill, bool facingUp,
           const QString &initial);

} // namespace kbz::lc::paint
