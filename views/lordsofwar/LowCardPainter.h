// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lordsofwar/LowCard.h"

#include <QColor>
#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QStringList>

class QPainter;

namespace kbz::low {

// The colour of a side's cards (side 0 and side 1), used by the mat, the hand list and the
// counters alike: side 0 an orc-ish green, side 1 a dwarf-ish steel blue (by side, never by
// army, so a mirror match stays readable).
QColor sideColour(int side);

// Paints one card face in `rect` as it lies on the table: the frame in the side's colour, the
// name (UI language, elided to fit), the arrows on its edges and corners with their attack
// values, the defence in the middle, the class and rank, and the ranged damage with a small
// target-grid glyph for a unit that shoots. `rotated` = turned 180 degrees (an opponent's card
// as the viewer sees it: its arrows point the other way on screen).
//
// Orientation: the card's geometry turns (arrows, the target grid), its texts do not: every
// number stays beside its own arrow but upright, and the name, rank and class labels stay
// upright in their places, so both players can read every card on the mat. For an upright card
// N (the owner's forward) is screen-up. A non-square `rect` gets a centred square card. Below
// 60 pixels the card is compact (a hand list's thumbnail): arrows, values and defence only.
struct CardPaintOptions
{
    bool rotated = false;
    bool ghost = false;  // a card being placed: translucent
    bool dimmed = false; // e.g. a card not offered
    Lang lang = Lang::En;
    QFont font;                    // the family and style of the texts (sizes follow the card)
    QStringList *elided = nullptr; // names shortened with an ellipsis are appended here
};
void paintCard(QPainter &painter, const QRectF &rect, const LowCard &card, int side,
               const CardPaintOptions &options);

// The screen direction of an arrow `dir` (owner frame) on a card drawn upright or rotated:
// x to the right, y down, not normalised (N upright = (0, -1), NE upright = (1, -1)).
QPointF screenDirection(int dir, bool rotated);

// Short labels printed on a card (translated in the context kbz::low::LowCardPainter):
// "INF", "SPR", ... and "GEN", "CMD", "SPC", ... (Japanese: one or two characters).
QString classShort(UnitClass cls);
QString rankShort(Rank rank);

} // namespace kbz::low
