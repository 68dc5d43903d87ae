// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcPaint.h"

#include <QPainter>
#include <QPainterPath>

namespace kbz::lc::paint {

QColor lightSquare()
{
    return {0xee, 0xe4, 0xd0};
}

QColor darkSquare()
{
    return {0xc9, 0xb4, 0x92};
}

QColor frame()
{
    return {0x5a, 0x46, 0x2c};
}

QColor target()
{
    return {0x2e, 0x9d, 0x5b};
}

QColor attackSouth()
{
    return {0xc0, 0x39, 0x2b};
}

QColor attackNorth()
{
    return {0x29, 0x5f, 0xb8};
}

void square(QPainter &p, const QRect &r, bool dark)
{
    p.fillRect(r, dark ? darkSquare() : lightSquare());
}

void attacked(QPainter &p, const QRect &r, const QColor &colour, bool southHatch)
{
    p.fillRect(r, QBrush(colour, southHatch ? Qt::BDiagPattern : Qt::FDiagPattern));
}

void targetMark(QPainter &p, const QRect &r)
{
    QColor fill = target();
    fill.setAlpha(60);
    p.fillRect(r, fill);
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(target());
    const int d = qMax(4, r.width() / 7);
    p.drawEllipse(r.center(), d, d);
    p.restore();
}

void piece(QPainter &p, const QRect &r, const QColor &fill, bool facingUp, const QString &initial)
{
    p.save();
    const int radius = r.width() * 30 / 100;
    const QColor ink = fill.lightness() > 128 ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white);
    p.setPen(QPen(QColor(0x20, 0x20, 0x20), 2));
    p.setBrush(fill);
    p.drawEllipse(r.center(), radius, radius);
    // A notch pointing forward (toward the opponent) shows which way the piece faces.
    const int f = facingUp ? -1 : 1; // screen y of "forward"
    QPainterPath notch;
    const QPointF c = r.center();
    notch.moveTo(c.x() - radius * 0.35, c.y() + f * radius * 0.95);
    notch.lineTo(c.x(), c.y() + f * radius * 1.35);
    notch.lineTo(c.x() + radius * 0.35, c.y() + f * radius * 0.95);
    p.drawPath(notch);
    if (!initial.isEmpty()) {
        QFont font = p.font();
        font.setBold(true);
        font.setPixelSize(qMax(8, radius * 9 / 10));
        p.setFont(font);
        p.setPen(ink);
        p.drawText(QRect(r.center() - QPoint(radius, radius), QSize(2 * radius, 2 * radius)),
                   Qt::AlignCenter, initial);
    }
    p.restore();
}

} // namespace kbz::lc::paint
