// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "rookraiders/RrState.h"

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QList>
#include <QPair>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <optional>

class QPainter;

namespace kbz::rr::paint {

// The fonts of the Rook & Raiders widgets that draw themselves (board, command row, player
// panel, threat chart): text scales with the widget, never below one pixel.

// `base` scaled by `factor` (in points when the font has a point size, else in pixels).
inline QFont scaledFont(const QFont &base, double factor)
{
    QFont f(base);
    if (base.pointSizeF() > 0)
        f.setPointSizeF(base.pointSizeF() * factor);
    else
        f.setPixelSize(qMax(1, qRound(base.pixelSize() * factor)));
    return f;
}

// `base` scaled so that a line is about `px` pixels high (never below 0.7 of `base`).
inline QFont fontForHeight(const QFont &base, double px)
{
    const double h = QFontMetricsF(base).height();
    return scaledFont(base, qMax(0.7, h > 0 ? px / h : 1.0));
}

// The look of a player's board (RrBoardView) and its parts: the board's colours, the cards of
// units and monsters, the castle edge and the waiting line.

QColor boardBase();
QColor tileColour();
QColor tileLine();
QColor inkColour();
QColor monsterFill();
QColor cubeColour();
QColor chosenColour();
QColor proposalColour();
QColor againstRulesColour(); // a choice the table may make against the rules
QColor threatColour(ThreatColour c);
// A text colour readable on `fill`.
QColor textOn(const QColor &fill);

// Draws `text` in `r`, shrinking the font down to `minFactor` and then eliding when it is too
// wide; an elided text is appended to `elided`.
void drawFitted(QPainter &p, const QRectF &r, const QString &text, QFont font, int flags,
                double minFactor = 0.75, QStringList *elided = nullptr);
// A damage cube seen slightly from above: front face, lighter top, darker side.
void drawCube(QPainter &p, const QRectF &r, const QColor &colour);
void drawArrow(QPainter &p, QPointF from, QPointF to, const QColor &colour, double width);
// A figure, "?" when unknown.
QString figure(const std::optional<int> &value);

// The parts of a card: the name at the top (beside the badge: a monster's threat, a unit's
// action marker), the cube tray and the bottom bar with the -/+ buttons around "damage/HP".
struct CardParts
{
    QRectF name;
    QRectF badge;
    QRectF tray;
    QRectF bar;
    QRectF minus;
    QRectF plus;
};
CardParts cardParts(const QRectF &card, bool monster, const QFont &base);

// A magic circle (row 0..2: A..C) in the square `r`.
void circle(QPainter &p, const QRectF &r, int row, const QFont &base);

// Where a monster chip was painted and the card it shows (for tooltips).
using Chips = QList<QPair<QRectF, QString>>;

// The castle edge `c` with the monsters that entered it; `cell` is the board's square width.
void castle(QPainter &p, const QRectF &c, double cell, const RrState *state,
            const QStringList &inside, const QFont &base, Chips *chips);
// The waiting line strip `w` with its monsters in order.
void waitingLine(QPainter &p, const QRectF &w, double cell, const RrState *state,
                 const QStringList &line, const QFont &base, Chips *chips);
// Whether a monster is shown as having acted in this invasion: only while the monsters act.
// A summon comes after they all acted, and a summoned monster does not act until the next
// invasion (the engine marks it so), which an "acted" badge would misreport (issue 29).
bool showsActed(const RrState &state, const RrPiece &monster);
// A card on the board: a unit (filled with its player's colour `fill`) or a monster, with its
// name (on two lines when one is too narrow), badge, damage cubes and -/+ bar. Names that had
// to be elided are appended to `elided`.
void card(QPainter &p, const QRectF &r, const RrState &state, const RrPiece &piece, bool unit,
          const QColor &fill, const QFont &base, QStringList *elided = nullptr);
// A card's name in `r` (its first line stops `badgeWidth` short of the right edge): one line
// when it fits, else two (at a space, or anywhere in Japanese), shrunk a little and elided only
// when even that is too wide.
void cardName(QPainter &p, const QRectF &r, double badgeWidth, const QString &name,
              const QFont &base, double lineHeight, QStringList *elided = nullptr);

} // namespace kbz::rr::paint
