// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrRangeEditor.h"

#include <QCheckBox>
#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace kbz::rr {

namespace {

constexpr int kReachY = 2;
constexpr int kMaxReachX = 6;

} // namespace

RrRangeEditor::RrRangeEditor(QWidget *parent)
    : QWidget(parent)
    , m_board(new QCheckBox(this))
{
    setFocusPolicy(Qt::StrongFocus);
    m_board->setObjectName(QStringLiteral("rrRangeWholeBoard"));
    connect(m_board, &QCheckBox::toggled, this, &RrRangeEditor::setWholeBoard);
    setTabOrder(this, m_board);
    retranslateUi();
}

RrRangeEditor::~RrRangeEditor() = default;

void RrRangeEditor::setRange(const RrRange &range)
{
    m_range = range;
    m_kept.clear();
    int reach = 3;
    for (const QPoint &o : range.squares)
        reach = qMax(reach, qAbs(o.x()));
    m_reachX = qMin(reach, kMaxReachX);
    {
        const QSignalBlocker block(m_board);
        m_board->setChecked(range.board);
    }
    updateGeometry();
    layoutBox();
    update();
}

void RrRangeEditor::setNumbered(bool numbered)
{
    m_numbered = numbered;
    update();
}

bool RrRangeEditor::inGrid(QPoint o) const
{
    return qAbs(o.x()) <= m_reachX && qAbs(o.y()) <= kReachY;
}

int RrRangeEditor::cellSize() const
{
    const int boxHeight = m_board->sizeHint().height() + 6;
    const int cols = 2 * m_reachX + 1;
    const int rows = 2 * kReachY + 1;
    const int byWidth = (width() - 8) / cols;
    const int byHeight = (height() - boxHeight - 8) / rows;
    return qMax(12, qMin(byWidth, byHeight));
}

QRect RrRangeEditor::gridRect() const
{
    const int c = cellSize();
    const int cols = 2 * m_reachX + 1;
    const int rows = 2 * kReachY + 1;
    const int x = (width() - cols * c) / 2;
    return {qMax(0, x), 4, cols * c, rows * c};
}

QRect RrRangeEditor::cellRect(QPoint offset) const
{
    if (!inGrid(offset))
        return {};
    const QRect g = gridRect();
    const int c = cellSize();
    return {g.left() + (offset.x() + m_reachX) * c, g.top() + (offset.y() + kReachY) * c, c, c};
}

void RrRangeEditor::setCursorOffset(QPoint offset)
{
    if (!inGrid(offset))
        return;
    m_cursor = offset;
    update();
}

bool RrRangeEditor::toggle(QPoint offset)
{
    if (!inGrid(offset) || offset == QPoint(0, 0) || m_range.board)
        return false;
    if (!m_range.squares.removeOne(offset))
        m_range.squares.append(offset);
    update();
    Q_EMIT rangeChanged(m_range);
    return true;
}

void RrRangeEditor::setWholeBoard(bool board)
{
    if (board == m_range.board)
        return;
    if (board) {
        m_kept = m_range.squares;
        m_range = RrRange{true, {}};
    } else {
        m_range = RrRange{false, m_kept};
        m_kept.clear();
    }
    update();
    Q_EMIT rangeChanged(m_range);
}

QSize RrRangeEditor::sizeHint() const
{
    const int c = 30;
    return {(2 * m_reachX + 1) * c + 8, (2 * kReachY + 1) * c + m_board->sizeHint().height() + 14};
}

QSize RrRangeEditor::minimumSizeHint() const
{
    const int c = 16;
    return {(2 * m_reachX + 1) * c + 8, (2 * kReachY + 1) * c + m_board->sizeHint().height() + 14};
}

void RrRangeEditor::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const bool board = m_range.board;
    const QColor on =
        board ? pal.color(QPalette::Disabled, QPalette::Highlight) : pal.color(QPalette::Highlight);
    QFont small = font();
    small.setBold(true);
    p.setFont(small);
    for (int dy = -kReachY; dy <= kReachY; ++dy) {
        for (int dx = -m_reachX; dx <= m_reachX; ++dx) {
            const QPoint o(dx, dy);
            const QRect r = cellRect(o).adjusted(1, 1, -1, -1);
            const qsizetype index = m_range.squares.indexOf(o);
            QColor fill = pal.color(QPalette::Base);
            if (board && o != QPoint(0, 0))
                fill = on.lighter(150);
            else if (index >= 0)
                fill = on;
            p.fillRect(r, fill);
            p.setPen(pal.color(QPalette::Mid));
            p.drawRect(r);
            if (o == QPoint(0, 0)) {
                // The card itself.
                p.setPen(QPen(pal.color(QPalette::Text), 2));
                p.drawRect(r.adjusted(3, 3, -3, -3));
                p.drawLine(r.topLeft() + QPoint(5, 5), r.bottomRight() - QPoint(5, 5));
            } else if (index >= 0 && m_numbered) {
                p.setPen(pal.color(QPalette::HighlightedText));
                p.drawText(r, Qt::AlignCenter, QString::number(index + 1));
            }
        }
    }
    if (hasFocus() && inGrid(m_cursor)) {
        p.setPen(QPen(pal.color(QPalette::Text), 2, Qt::DashLine));
        p.drawRect(cellRect(m_cursor).adjusted(2, 2, -2, -2));
    }
}

void RrRangeEditor::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    for (int dy = -kReachY; dy <= kReachY; ++dy) {
        for (int dx = -m_reachX; dx <= m_reachX; ++dx) {
            if (cellRect({dx, dy}).contains(event->position().toPoint())) {
                m_cursor = {dx, dy};
                toggle(m_cursor);
                update();
                return;
            }
        }
    }
}

void RrRangeEditor::keyPressEvent(QKeyEvent *event)
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
        next.ry() -= 1;
        break;
    case Qt::Key_Down:
        next.ry() += 1;
        break;
    case Qt::Key_Space:
        toggle(m_cursor);
        return;
    case Qt::Key_Plus:
    case Qt::Key_Minus: {
        // Numbered squares: move the square under the cursor later (+) or earlier (-).
        const qsizetype i = m_range.squares.indexOf(m_cursor);
        const qsizetype j = event->key() == Qt::Key_Plus ? i + 1 : i - 1;
        if (!m_numbered || i < 0 || j < 0 || j >= m_range.squares.size()) {
            QWidget::keyPressEvent(event);
            return;
        }
        m_range.squares.move(i, j);
        update();
        Q_EMIT rangeChanged(m_range);
        return;
    }
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (inGrid(next)) {
        m_cursor = next;
        update();
    }
}

void RrRangeEditor::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutBox();
}

void RrRangeEditor::layoutBox()
{
    const QSize hint = m_board->sizeHint();
    const QRect g = gridRect();
    m_board->setGeometry(g.left(), g.bottom() + 6, qMax(hint.width(), g.width()), hint.height());
}

void RrRangeEditor::retranslateUi()
{
    m_board->setText(tr("&Whole board"));
    m_board->setToolTip(tr("The range is the whole board (Cleric, Bard)"));
    setToolTip(tr("Click a square, or move with the arrow keys and press Space, to add it to the "
                  "range or take it out. Numbered squares: + and - change the order."));
    setAccessibleName(tr("Range"));
    layoutBox();
    updateGeometry();
}

void RrRangeEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
