// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "WindowPlacement.h"

#include <QtGlobal>

namespace kbz::placement {

namespace {

// The first start's size on a large screen: room for every game view and the journal beside
// it, without covering the whole desktop.
constexpr QSize kComfortable(1680, 1050);

} // namespace

bool maximiseOnFirstStart(const QRect &available)
{
    return available.width() < kSmallScreen.width() || available.height() < kSmallScreen.height();
}

QMargins frameGuess(int titleBar)
{
    constexpr int kBorder = 4;
    return {kBorder, titleBar + kBorder, kBorder, kBorder};
}

QRect firstStartGeometry(const QRect &available, const QMargins &frame)
{
    const QRect inside = available - frame;
    if (maximiseOnFirstStart(available))
        return inside;
    const QSize size =
        QSize(inside.width() * 9 / 10, inside.height() * 9 / 10).boundedTo(kComfortable);
    QRect r(QPoint(0, 0), size);
    r.moveCenter(inside.center());
    return r;
}

QRect fitInside(const QRect &geometry, const QRect &available, const QMargins &frame)
{
    const QRect inside = available - frame;
    QRect r = geometry;
    r.setSize(r.size().boundedTo(inside.size()));
    if (r.right() > inside.right())
        r.moveRight(inside.right());
    if (r.bottom() > inside.bottom())
        r.moveBottom(inside.bottom());
    if (r.left() < inside.left())
        r.moveLeft(inside.left());
    if (r.top() < inside.top())
        r.moveTop(inside.top());
    return r;
}

} // namespace kbz::placement
