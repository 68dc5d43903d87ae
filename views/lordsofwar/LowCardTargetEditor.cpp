// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowCardTargetEditor.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

namespace kbz::low {

namespace {

constexpr int kMinReach = 3;
constexpr int kMaxReach = 9; // as the card JSON allows (LowCard.cpp)

} // namespace

LowCardTargetEditor::LowCardTargetEditor(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    retranslateUi();
}

LowCardTargetEditor::~LowCardTargetEditor() = default;

void LowCardTargetEditor::setTargets(const QList<QPoint> &targets)
{
    m_targets = targets;
    int reach = kMinReach;
    for (const QPoint &p : targets)
        reach = qMax(reach, qMax(qAbs(p.x()), qAbs(p.y())));
    if (reach != m_reach) {
        m_reach = qMin(reach, kMaxReach);
        updateGeometry();
    }
    if (!inGrid(m_cursor))
        m_cursor = {0, 1};
    update();
}

bool LowCardTargetEditor::inGrid(QPoint o) const
{
    return qAbs(o.x()) <= m_reach && qAbs(o.y()) <= m_reach;
}

int LowCardTargetEditor::cellSize() const
{
    const int cells = 2 * m_reach + 1;
    return qMax(10, qMin((width() - 4) / cells, (height() - 4) / cells));
}

QRect LowCardTargetEditor::gridRect() const
{
    const int c = cellSize();
    const int side = (2 * m_reach + 1) * c;
    return {qMax(0, (width() - side) / 2), qMax(0, (height() - side) / 2), side, side};
}

QRect LowCardTargetEditor::cellRect(QPoint offset) const
{
    if (!inGrid(offset))
        return {};
    const QRect g = gridRect();
    const int c = cellSize();
    // Forward (dy > 0) is up.
    return {g.left() + (offset.x() + m_reach) * c, g.top() + (m_reach - offset.y()) * c, c, c};
}

void LowCardTargetEditor::setCursorOffset(QPoint offset)
{
    if (!inGrid(offset))
        return;
    m_cursor = offset;
    update();
}

bool LowCardTargetEditor::toggle(QPoint offset)
{
    if (!inGrid(offset) || offset == QPoint(0, 0))
        return false;
    if (!m_targets.removeOne(offset))
        m_targets.append(offset);
    update();
    Q_EMIT targetsChanged(m_targets);
    return true;
}

QSize LowCardTargetEditor::sizeHint() const
{
    const int side = (2 * m_reach + 1) * 24 + 4;
    return {side, side};
}

QSize LowCardTargetEditor::minimumSizeHint() const
{
    const int side = (2 * m_reach + 1) * 14 + 4;
    return {side, side};
}

void LowCardTargetEditor::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const bool enabled = isEnabled();
    const QColor on =
        pal.color(enabled ? QPalette::Active : QPalette::Disabled, QPalette::Highlight);
    for (int dy = -m_reach; dy <= m_reach; ++dy) {
        for (int dx = -m_reach; dx <= m_reach; ++dx) {
            const QPoint o(dx, dy);
            const QRect r = cellRect(o).adjusted(1, 1, -1, -1);
            p.fillRect(r, m_targets.contains(o) ? on : pal.color(QPalette::Base));
            p.setPen(pal.color(QPalette::Mid));
            p.drawRect(r);
            if (o == QPoint(0, 0)) {
                // The card itself, its forward edge up.
                p.setPen(QPen(pal.color(QPalette::Text), 2));
                const QRectF card = QRectF(r).adjusted(3, 3, -3, -3);
                p.drawRect(card);
                QPainterPath arrow;
                arrow.moveTo(card.center().x(), card.top() + 2);
                arrow.lineTo(card.left() + 3, card.center().y() + 2);
                arrow.lineTo(card.right() - 3, card.center().y() + 2);
                arrow.closeSubpath();
                p.fillPath(arrow, pal.color(QPalette::Text));
            }
        }
    }
    if (hasFocus() && inGrid(m_cursor)) {
        p.setPen(QPen(pal.color(QPalette::Text), 2, Qt::DashLine));
        p.drawRect(cellRect(m_cursor).adjusted(2, 2, -2, -2));
    }
}

void LowCardTargetEditor::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    for (int dy = -m_reach; dy <= m_reach; ++dy) {
        for (int dx = -m_reach; dx <= m_reach; ++dx) {
            if (cellRect({dx, dy}).contains(event->position().toPoint())) {
                m_cursor = {dx, dy};
                toggle(m_cursor);
                return;
            }
        }
    }
}

void LowCardTargetEditor::keyPressEvent(QKeyEvent *event)
{
    QPoint next = m_cursor;
    switch (event->key()) {
    case Qt::Key_Left:
        next.rx() -= 1;
        break;
    case Qt::Key_Right:
        next.rx() += 1;
        break;
    case Qt::Key_Up:
        next.ry() += 1; // forward
        break;
    case Qt::Key_Down:
        next.ry() -= 1;
        break;
    case Qt::Key_Space:
        toggle(m_cursor);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (inGrid(next)) {
        m_cursor = next;
        update();
    }
}

void LowCardTargetEditor::retranslateUi()
{
    setToolTip(tr("The squares the unit can shoot at, forward up. Click a square, or move with "
                  "the arrow keys and press Space, to add it or take it out."));
    setAccessibleName(tr("Target grid"));
}

void LowCardTargetEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::low
