// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwMapBoard.h"

#include "LwText.h"
#include "WidgetKeys.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

namespace kbz::lw {

LwMapBoard::LwMapBoard(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("lwMapBoard"));
    setFocusPolicy(Qt::StrongFocus);
    declareWidgetKeys(
        this, {{arrowKeys(), QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Move the cursor on the map")},
               {{QKeySequence(Qt::SHIFT | Qt::Key_Left), QKeySequence(Qt::SHIFT | Qt::Key_Up),
                 QKeySequence(Qt::SHIFT | Qt::Key_Right), QKeySequence(Qt::SHIFT | Qt::Key_Down)},
                QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Face the unit that way")},
               {{QKeySequence(Qt::Key_Space)},
                QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Choose the square under the cursor")}});
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void LwMapBoard::setState(std::shared_ptr<const LwState> state)
{
    m_state = std::move(state);
    if (const LwMap *m = m_state ? m_state->map() : nullptr)
        if (!m->contains(m_cursor))
            m_cursor = {0, 0};
    updateGeometry();
    update();
}

void LwMapBoard::setHighlights(const QList<Square> &moves, const QList<Square> &targets)
{
    m_moves = moves;
    m_targets = targets;
    update();
}

void LwMapBoard::setSelected(Square square)
{
    m_selected = square;
    update();
}

void LwMapBoard::setCursorSquare(Square square)
{
    if (m_cursor == square)
        return;
    m_cursor = square;
    update();
    Q_EMIT cursorMoved(square);
}

void LwMapBoard::setMessage(const QString &text)
{
    m_message = text;
    update();
}

int LwMapBoard::labelMargin() const
{
    return fontMetrics().horizontalAdvance(QStringLiteral("00")) + 4;
}

int LwMapBoard::cellSize() const
{
    const LwMap *m = m_state ? m_state->map() : nullptr;
    if (!m)
        return 0;
    const int margin = labelMargin();
    return qMax(4, qMin((width() - margin - 2) / m->width, (height() - margin - 2) / m->height));
}

QRect LwMapBoard::boardRect() const
{
    const LwMap *m = m_state ? m_state->map() : nullptr;
    if (!m)
        return {};
    const int cell = cellSize();
    const int w = cell * m->width;
    const int h = cell * m->height;
    const int margin = labelMargin();
    // Centred in the room left of the row numbers and above the column letters.
    const int x = margin + (width() - margin - w) / 2;
    const int y = (height() - margin - h) / 2;
    return {x, y, w, h};
}

QRect LwMapBoard::squareRect(Square square) const
{
    const LwMap *m = m_state ? m_state->map() : nullptr;
    if (!m || !m->contains(square))
        return {};
    const QRect b = boardRect();
    const int cell = cellSize();
    // Row 1 (y = 0) at the bottom: red's edge is nearest the reader, as the table sits.
    return {b.left() + square.x * cell, b.top() + (m->height - 1 - square.y) * cell, cell, cell};
}

Square LwMapBoard::squareAt(QPoint pos) const
{
    const LwMap *m = m_state ? m_state->map() : nullptr;
    const QRect b = boardRect();
    if (!m || !b.contains(pos))
        return {};
    const int cell = cellSize();
    return {(pos.x() - b.left()) / cell, m->height - 1 - (pos.y() - b.top()) / cell};
}

QSize LwMapBoard::minimumSizeHint() const
{
    const LwMap *m = m_state ? m_state->map() : nullptr;
    const int cell = fontMetrics().height() * 3 / 2;
    const int margin = labelMargin();
    if (!m)
        return {cell * 6, cell * 4};
    return {margin + 2 + cell * m->width, margin + 2 + cell * m->height};
}

QSize LwMapBoard::sizeHint() const
{
    return minimumSizeHint() * 2;
}

void LwMapBoard::paintUnit(QPainter &p, const QRect &r, int side, int unit) const
{
    const LwUnit &u = m_state->armies[side].units.at(unit);
    const QRectF disc = QRectF(r).adjusted(r.width() * 0.12, r.height() * 0.12, -r.width() * 0.12,
                                           -r.height() * 0.12);
    QColor fill = LwText::colour(side);
    const bool waiting = !u.acted && m_state->phase == Phase::Action && side == m_state->active;
    if (u.acted)
        fill.setAlpha(110); // finished for this turn
    p.setPen(
        QPen(waiting ? palette().color(QPalette::Highlight) : QColor(Qt::black), waiting ? 3 : 1));
    p.setBrush(fill);
    p.drawEllipse(disc);
    // The front: a notch on the edge the crest points to.
    const QPointF c = disc.center();
    const Square ahead = stepFrom({0, 0}, u.facing);
    const QPointF dir(ahead.x, -ahead.y); // screen y grows downward
    const QPointF perp(-dir.y(), dir.x());
    const qreal rad = disc.width() / 2;
    QPainterPath notch;
    notch.moveTo(c + dir * (rad * 1.05));
    notch.lineTo(c + dir * (rad * 0.45) + perp * (rad * 0.45));
    notch.lineTo(c + dir * (rad * 0.45) - perp * (rad * 0.45));
    notch.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::white);
    p.drawPath(notch);
    // The unit's initial (its card's first letter, and its number among several of that card).
    const LwCard *card = LwText::unitCard(*m_state, side, unit);
    const QString name = LwText::unitName(*m_state, side, unit);
    QString initial = card ? LwText::cardName(*card).left(1) : name.left(1);
    if (name.size() > 1 && name.back().isDigit())
        initial += name.back();
    QFont f = font();
    f.setPixelSize(qMax(6, int(rad * 0.7)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(Qt::white);
    p.drawText(disc.adjusted(0, rad * 0.2, 0, 0), Qt::AlignCenter, initial);
}

void LwMapBoard::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const LwMap *m = m_state ? m_state->map() : nullptr;
    if (!m) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(4, 4, -4, -4), Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    const QColor grid = palette().color(QPalette::Mid);
    for (int y = 0; y < m->height; ++y) {
        for (int x = 0; x < m->width; ++x) {
            const Square sq{x, y};
            const QRect r = squareRect(sq);
            QColor bg = palette().color(QPalette::Base);
            if (const int zone = m->zoneOf(sq); zone >= 0)
                bg = LwText::lightColour(zone);
            if (m->isBlocked(sq))
                bg = palette().color(QPalette::Dark);
            p.fillRect(r, bg);
            if (m_moves.contains(sq))
                p.fillRect(r, QColor(60, 170, 60, 90));
            if (const int castle = m->castleOf(sq); castle >= 0) {
                p.setPen(QPen(LwText::colour(castle), 2, Qt::DashLine));
                p.setBrush(Qt::NoBrush);
                p.drawRect(r.adjusted(3, 3, -3, -3));
            }
            p.setPen(grid);
            p.setBrush(Qt::NoBrush);
            p.drawRect(r);
        }
    }
    // Column letters below, row numbers at the left.
    p.setPen(palette().color(QPalette::WindowText));
    p.setFont(font());
    for (int x = 0; x < m->width; ++x) {
        const QRect r = squareRect({x, 0});
        p.drawText(QRect(r.left(), r.bottom() + 1, r.width(), labelMargin()), Qt::AlignCenter,
                   QString(QChar(u'a' + x)));
    }
    for (int y = 0; y < m->height; ++y) {
        const QRect r = squareRect({0, y});
        p.drawText(QRect(r.left() - labelMargin(), r.top(), labelMargin() - 2, r.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(y + 1));
    }
    for (int side = 0; side < kSides; ++side)
        for (int i = 0; i < m_state->armies[side].units.size(); ++i)
            if (m_state->armies[side].units.at(i).onMap())
                paintUnit(p, squareRect(m_state->armies[side].units.at(i).at), side, i);
    for (Square t : m_targets) {
        p.setPen(QPen(QColor(230, 120, 0), 3));
        p.setBrush(Qt::NoBrush);
        p.drawRect(squareRect(t).adjusted(1, 1, -1, -1));
    }
    p.setBrush(Qt::NoBrush); // outlines only from here on
    if (m_selected.isValid() && m->contains(m_selected)) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 3));
        p.drawRect(squareRect(m_selected).adjusted(2, 2, -2, -2));
    }
    if (hasFocus() && m->contains(m_cursor)) {
        p.setPen(QPen(palette().color(QPalette::WindowText), 2, Qt::DotLine));
        p.drawRect(squareRect(m_cursor).adjusted(1, 1, -1, -1));
    }
}

void LwMapBoard::mousePressEvent(QMouseEvent *event)
{
    const Square sq = squareAt(event->position().toPoint());
    if (!sq.isValid()) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    m_cursor = sq;
    update();
    Q_EMIT squareClicked(sq);
}

void LwMapBoard::keyPressEvent(QKeyEvent *event)
{
    const LwMap *m = m_state ? m_state->map() : nullptr;
    std::optional<Dir> dir;
    switch (event->key()) {
    case Qt::Key_Up:
        dir = Dir::N;
        break;
    case Qt::Key_Down:
        dir = Dir::S;
        break;
    case Qt::Key_Left:
        dir = Dir::W;
        break;
    case Qt::Key_Right:
        dir = Dir::E;
        break;
    default:
        break;
    }
    if (m && dir) {
        if (event->modifiers() & Qt::ShiftModifier) {
            Q_EMIT facingKey(*dir);
        } else if (const Square next = stepFrom(m_cursor, *dir); m->contains(next)) {
            m_cursor = next;
            update();
            Q_EMIT cursorMoved(next);
        }
        event->accept();
        return;
    }
    if (m && event->key() == Qt::Key_Space && m->contains(m_cursor)) {
        Q_EMIT squareClicked(m_cursor);
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace kbz::lw
