#pragma once

#include "lordsofwar/LowCard.h"

#include <QColor>
#include <QRectF>

class QPainter;

namespace kbz::low {

// The colour of a side's cards (side 0 and side 1), used by the mat, the hand list and the
// counters alike.
QColor sideColour(int side);

// Paints one card face in `rect` as it lies on the table: the frame in the side's colour, the
// name (UI language, elided to fit), the arrows on its edges and corners with their attack
// values, the defence in the middle, the class and rank, and the ranged damage with a small
// target-grid glyph for a unit that shoots. `rotated` = turned 180 degrees (an opponent's card
// as the viewer sees it: its arrows point the other way on screen).
struct CardPaintOptions
{
    bool rotated = false;
    bool ghost = false;    // a card being placed: translucent
    bool dimmed = false;   // e.g. a card not offered
    Lang lang = Lang::En;
};
void paintCard(QPainter &painter, const QRectF &rect, const LowCard &card, int side,
               const CardPaintOptions &options);

} // namespace kbz::low
