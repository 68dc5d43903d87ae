// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PatternGridWidget.h"

#include "LcPaint.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace kbz::lc {

namespace {

constexpr int kCols = 2 * PatternGridWidget::kReachX + 1;
constexpr int kRows = 2 * PatternGridWidget::kReachY + 1;
constexpr int kTopMargin = 22; // room for the "forward" mark

} // namespace

PatternGridWidget::PatternGridWidget(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    retranslateUi();
}

PatternGridWidget::~PatternGridWidget() = default;

bool PatternGridWidget::inGrid(QPoint o)
{
    return qAbs(o.x()) <= kReachX && qAbs(o.y()) <= kReachY;
}

void PatternGridWidget::setPattern(const QList<QPoint> &pattern)
{
    QList<QPoint> clean;
    for (const QPoint &o : pattern)
        if (inGrid(o) && o != QPoint(0, 0) && !clean.contains(o))
            clean.append(o);
    if (clean == m_pattern)
        return;
    m_pattern = clean;
    update();
    Q_EMIT patternChanged();
}

QList<QPoint> PatternGridWidget::pattern() const
{
    QList<QPoint> sorted = m_pattern;
    std::sort(sorted.begin(), sorted.end(),
              [](QPoint a, QPoint b) { return a.y() != b.y() ? a.y() > b.y() : a.x() < b.x(); });
    return sorted;
}

void PatternGridWidget::setCardType(CardType type)
{
    if (type == m_type)
        return;
    m_type = type;
    update();
}

bool PatternGridWidget::toggle(QPoint offset)
{
    if (!inGrid(offset) || offset == QPoint(0, 0))
        return false;
    if (!m_pattern.removeOne(offset))
        m_pattern.append(offset);
    update();
    Q_EMIT patternChanged();
    return true;
}

void PatternGridWidget::setCurrentOffset(QPoint offset)
{
    if (!inGrid(offset))
        return;
    m_cursor = offset;
    update();
}

int PatternGridWidget::cellSize() const
{
    return qMax(12, qMin((width() - 2) / kCols, (height() - kTopMargin - 2) / kRows));
}

QRect PatternGridWidget::gridRect() const
{
    const int cell = cellSize();
    QRect r(0, 0, cell * kCols, cell * kRows);
    // Right below the "forward" mark, centred across.
    r.moveTopLeft(QPoint((width() - r.width()) / 2, kTopMargin));
    return r;
}

QRect PatternGridWidget::squareRect(QPoint o) const
{
    if (!inGrid(o))
        return {};
    const QRect g = gridRect();
    const int cell = cellSize();
    return {g.left() + (o.x() + kReachX) * cell, g.top() + (kReachY - o.y()) * cell, cell, cell};
}

std::optional<QPoint> PatternGridWidget::offsetAt(QPoint pos) const
{
    const QRect g = gridRect();
    if (!g.contains(pos))
        return std::nullopt;
    const int cell = cellSize();
    const QPoint o((pos.x() - g.left()) / cell - kReachX, kReachY - (pos.y() - g.top()) / cell);
    return inGrid(o) ? std::optional(o) : std::nullopt;
}

QSize PatternGridWidget::sizeHint() const
{
    return {kCols * 40 + 2, kRows * 40 + kTopMargin + 2};
}

QSize PatternGridWidget::minimumSizeHint() const
{
    return {kCols * 30 + 2, kRows * 30 + kTopMargin + 2};
}

void PatternGridWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRect g = gridRect();
    for (int dy = -kReachY; dy <= kReachY; ++dy) {
        for (int dx = -kReachX; dx <= kReachX; ++dx) {
            const QPoint o(dx, dy);
            const QRect r = squareRect(o);
            paint::square(p, r, (dx + dy) % 2 == 0);
            if (!m_pattern.contains(o))
                continue;
            if (m_type == CardType::Arms) {
                QColor wash = paint::attackSouth();
                wash.setAlpha(70);
                p.fillRect(r, wash);
                paint::attacked(p, r, paint::attackSouth(), true);
            } else {
                paint::targetMark(p, r);
            }
        }
    }
    p.setPen(QPen(paint::frame(), 2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(g);
    paint::piece(p, squareRect({0, 0}), paint::lightSquare().lighter(110), true, {});

    // "Forward" above the grid, with an arrow: the opponent's side of the table.
    QFont font = this->font();
    font.setPixelSize(12);
    p.setFont(font);
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRect(g.left(), 0, g.width(), kTopMargin - 4), Qt::AlignHCenter | Qt::AlignBottom,
               QStringLiteral("▲ %1").arg(tr("forward")));

    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2, Qt::DashLine));
        p.drawRect(squareRect(m_cursor).adjusted(3, 3, -3, -3));
    }
}

void PatternGridWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    if (const auto o = offsetAt(event->position().toPoint())) {
        m_cursor = *o;
        toggle(*o);
    }
}

bool PatternGridWidget::event(QEvent *event)
{
    // Arrow keys and Space belong to the grid while it has the focus.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        switch (key->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_Space:
            if (key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier) {
                event->accept();
                return true;
            }
            break;
        default:
            break;
        }
    }
    return QWidget::event(event);
}

void PatternGridWidget::keyPressEvent(QKeyEvent *event)
{
    QPoint c = m_cursor;
    switch (event->key()) {
    case Qt::Key_Left:
        c.rx() = qMax(-kReachX, c.x() - 1);
        break;
    case Qt::Key_Right:
        c.rx() = qMin(kReachX, c.x() + 1);
        break;
    case Qt::Key_Up:
        c.ry() = qMin(kReachY, c.y() + 1);
        break;
    case Qt::Key_Down:
        c.ry() = qMax(-kReachY, c.y() - 1);
        break;
    case Qt::Key_Space:
        toggle(m_cursor);
        return;
    default:
        // Enter goes on to the dialog (its default button).
        QWidget::keyPressEvent(event);
        return;
    }
    m_cursor = c;
    update();
}

void PatternGridWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PatternGridWidget::retranslateUi()
{
    setAccessibleName(tr("Pattern"));
    setToolTip(tr("Click a square, or move with the arrow keys and press Space, to add it to the "
                  "pattern or take it out. The piece is in the middle; forward is up."));
}

} // namespace kbz::lc
