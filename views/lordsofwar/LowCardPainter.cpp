#include "LowCardPainter.h"

// Stub: the mat helper writes the painter.
namespace kbz::low {

QColor sideColour(int side)
{
    return side == 0 ? QColor(0x2e, 0x7d, 0x32) : QColor(0x1f, 0x4e, 0x9a);
}

void paintCard(QPainter &, const QRectF &, const LowCard &, int, const CardPaintOptions &) {}

} // namespace kbz::low
