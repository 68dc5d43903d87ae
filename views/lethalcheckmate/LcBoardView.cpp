// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcBoardView.h"

#include "LcPaint.h"
#include "WidgetKeys.h"
#include "lethalcheckmate/LcRules.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

namespace kbz::lc {

namespace {

constexpr int kCols = 3;
constexpr int kRows = 4;

} // namespace

LcBoardView::LcBoardView(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    declareKeys();
    setMouseTracking(false);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAccessibleName(tr("Board"));
}

LcBoardView::~LcBoardView() = default;

void LcBoardView::setState(std::shared_ptr<const LcState> state)
{
    m_state = std::move(state);
    update();
}

void LcBoardView::setTargets(const QList<Square> &squares)
{
    if (squares == m_targets)
        return;
    m_targets = squares;
    update();
}

void LcBoardView::setChosen(std::optional<Square> square)
{
    if (square == m_chosen)
        return;
    m_chosen = square;
    if (square)
        m_cursor = *square;
    update();
}

void LcBoardView::setCursorSquare(Square square)
{
    if (!square.isValid() || square == m_cursor)
        return;
    m_cursor = square;
    update();
}

void LcBoardView::setPicking(bool picking)
{
    m_picking = picking;
    declareKeys();
}

void LcBoardView::declareKeys()
{
    // While a square is to be chosen an arrow chooses the square it moves to, and Enter on the
    // chosen square records (chosenConfirmed); otherwise the arrows only move the cursor.
    if (!m_picking) {
        declareBoardKeys(this, QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Move the cursor on the board"),
                         nullptr, false);
        return;
    }
    declareBoardKeys(
        this,
        QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Move the cursor on the board and choose that square"),
        QT_TRANSLATE_NOOP("kbz::WidgetKeys",
                          "Choose the square under the cursor (once chosen: record the step)"),
        true);
}

int LcBoardView::margin() const
{
    // Room for the file / rank labels and the seat names.
    return fontMetrics().height() * 2;
}

QSize LcBoardView::sizeHint() const
{
    const int cell = fontMetrics().height() * 6;
    return {kCols * cell + 2 * margin(), kRows * cell + 2 * margin()};
}

QSize LcBoardView::minimumSizeHint() const
{
    // Squares large enough for a piece and the attack marks, from the font, not in pixels: the
    // board shrinks to fit a laptop and grows on a large screen (issue 12).
    const int cell = fontMetrics().height() * 3;
    return {kCols * cell + 2 * margin(), kRows * cell + 2 * margin()};
}

int LcBoardView::heightForWidth(int width) const
{
    return (width - 2 * margin()) * kRows / kCols + 2 * margin();
}

LcBoardView::Geometry LcBoardView::geometry() const
{
    const int kMargin = margin();
    const QRect area = rect().adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const int cell = qMax(8, qMin(area.width() / kCols, area.height() / kRows));
    QRect board(0, 0, cell * kCols, cell * kRows);
    board.moveCenter(area.center());
    return {board, cell};
}

QRect LcBoardView::squareRect(Square square) const
{
    const Geometry g = geometry();
    if (!square.isValid())
        return {};
    // Row 0 is nearest the south seat, at the bottom of the widget.
    return {g.board.left() + square.col * g.cell, g.board.top() + (kRows - 1 - square.row) * g.cell,
            g.cell, g.cell};
}

std::optional<Square> LcBoardView::squareAt(QPoint pos) const
{
    const Geometry g = geometry();
    if (!g.board.contains(pos))
        return std::nullopt;
    const Square sq{(pos.x() - g.board.left()) / g.cell,
                    kRows - 1 - (pos.y() - g.board.top()) / g.cell};
    return sq.isValid() ? std::optional(sq) : std::nullopt;
}

QColor LcBoardView::playerColour(int seat) const
{
    if (m_state && seat >= 0 && seat < m_state->players.size()) {
        const QColor c(m_state->players.at(seat).colour);
        if (c.isValid())
            return c;
    }
    return seat == 0 ? QColor(0xf5, 0xf5, 0xf0) : QColor(0x30, 0x30, 0x38);
}

void LcBoardView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometry();
    paintSquares(p, g);
    paintPieces(p);
    paintLabels(p, g);
}

void LcBoardView::paintSquares(QPainter &p, const Geometry &g) const
{
    QList<Square> attackedBySouth;
    QList<Square> attackedByNorth;
    if (m_state && m_state->players.size() == 2) {
        attackedBySouth = rules::attackedSquares(*m_state, m_state->southSeat);
        attackedByNorth = rules::attackedSquares(*m_state, 1 - m_state->southSeat);
    }
    for (int row = 0; row < kRows; ++row) {
        for (int col = 0; col < kCols; ++col) {
            const Square sq{col, row};
            const QRect r = squareRect(sq);
            paint::square(p, r, (row + col) % 2 == 0);
            if (attackedBySouth.contains(sq))
                paint::attacked(p, r, paint::attackSouth(), true);
            if (attackedByNorth.contains(sq))
                paint::attacked(p, r, paint::attackNorth(), false);
            if (m_targets.contains(sq))
                paint::targetMark(p, r);
        }
    }
    p.setPen(QPen(paint::frame(), 2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(g.board);
    if (m_chosen) {
        p.setPen(QPen(paint::target(), qMax(3, g.cell / 20)));
        p.drawRect(squareRect(*m_chosen).adjusted(2, 2, -2, -2));
    }
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2, Qt::DashLine));
        p.drawRect(squareRect(m_cursor).adjusted(5, 5, -5, -5));
    }
}

void LcBoardView::paintPieces(QPainter &p) const
{
    if (!m_state)
        return;
    for (int seat = 0; seat < m_state->players.size(); ++seat) {
        const LcPlayer &pl = m_state->players.at(seat);
        if (!pl.piece.isValid())
            continue;
        const QString initial = pl.name.isEmpty() ? QString::number(seat + 1) : pl.name.left(1);
        paint::piece(p, squareRect(pl.piece), playerColour(seat), seat == m_state->southSeat,
                     initial.toUpper());
    }
}

void LcBoardView::paintLabels(QPainter &p, const Geometry &g) const
{
    const int kMargin = margin();
    const int line = fontMetrics().height();
    p.setFont(font());
    p.setPen(palette().color(QPalette::WindowText));
    for (int col = 0; col < kCols; ++col) {
        const QRect r = squareRect({col, 0});
        p.drawText(QRect(r.left(), g.board.bottom() + 2, r.width(), line),
                   Qt::AlignHCenter | Qt::AlignTop, QString(QChar(u'a' + col)));
    }
    for (int row = 0; row < kRows; ++row) {
        const QRect r = squareRect({0, row});
        p.drawText(QRect(g.board.left() - kMargin, r.top(), kMargin - 6, r.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(row + 1));
    }
    m_elided.clear();
    if (!m_state || m_state->players.size() != 2)
        return;
    // Seat names at the two ends of the table.
    const int south = m_state->southSeat;
    // A long name is cut to the board's width ("…"); the tooltip has it whole.
    const int across = g.board.width() + 2 * kMargin;
    const QString southName = fontMetrics().elidedText(
        QStringLiteral("▲ %1").arg(m_state->players.at(south).name), Qt::ElideRight, across);
    const QString northName = fontMetrics().elidedText(
        QStringLiteral("▼ %1").arg(m_state->players.at(1 - south).name), Qt::ElideRight, across);
    for (const QString &name : {southName, northName})
        if (name.endsWith(QChar(0x2026)))
            m_elided.append(name);
    p.drawText(QRect(g.board.left() - kMargin, g.board.top() - kMargin, across, kMargin - 2),
               Qt::AlignHCenter | Qt::AlignBottom, northName);
    const QRect southRect(g.board.left() - kMargin, g.board.bottom() + 2 + line, across, line);
    p.drawText(southRect, Qt::AlignHCenter | Qt::AlignTop, southName);
    // Where the board's printed a1 corner is now: bottom-left, or top-right after an odd
    // number of half turns.
    const bool turned = m_state->rotations % 2 == 1;
    const QPoint corner = turned ? g.board.topRight() : g.board.bottomLeft();
    const int s = qMax(8, g.cell / 6);
    const int dx = turned ? -1 : 1;
    const int dy = turned ? 1 : -1;
    QPainterPath tri;
    tri.moveTo(corner);
    tri.lineTo(corner + QPoint(dx * s, 0));
    tri.lineTo(corner + QPoint(0, dy * s));
    tri.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(paint::frame());
    p.drawPath(tri);
}

void LcBoardView::pick(Square square)
{
    if (!square.isValid())
        return;
    m_cursor = square;
    if (!m_picking) { // nothing to choose for this step: a click only moves the cursor
        update();
        return;
    }
    if (m_chosen == square) {
        update();
        Q_EMIT chosenConfirmed();
        return;
    }
    m_chosen = square;
    update();
    Q_EMIT squareChosen(square.col, square.row);
}

void LcBoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const auto sq = squareAt(event->position().toPoint());
    if (!sq)
        return;
    if (m_chosen == *sq) { // a second click on the chosen square is a confirmation
        m_cursor = *sq;
        update();
        return;
    }
    pick(*sq);
}

void LcBoardView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const auto sq = squareAt(event->position().toPoint());
    if (sq && m_chosen == *sq)
        Q_EMIT chosenConfirmed();
}

bool LcBoardView::event(QEvent *event)
{
    // Arrow keys belong to the board while it has the focus, and so do Enter and Space while a
    // square is to be picked, even when a shortcut (the view's "record" on Enter) uses the same
    // key. A step that needs no square leaves Enter to that shortcut: it records.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        switch (key->key()) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            if (!m_picking)
                break;
            [[fallthrough]];
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
            if (key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier) {
                event->accept();
                return true;
            }
            break;
        default:
            break;
        }
    }
    if (event->type() == QEvent::ToolTip && m_state && m_state->players.size() == 2) {
        // Over or under the board: the whole name of the seat there (drawn elided).
        auto *help = static_cast<QHelpEvent *>(event);
        const Geometry g = geometry();
        const int south = m_state->southSeat;
        const int y = help->pos().y();
        const int seat = y < g.board.top() ? 1 - south : y > g.board.bottom() ? south : -1;
        if (seat >= 0) {
            QToolTip::showText(help->globalPos(), m_state->players.at(seat).name, this);
            return true;
        }
    }
    return QWidget::event(event);
}

void LcBoardView::keyPressEvent(QKeyEvent *event)
{
    Square c = m_cursor;
    switch (event->key()) {
    case Qt::Key_Left:
        c.col = qMax(0, c.col - 1);
        break;
    case Qt::Key_Right:
        c.col = qMin(kCols - 1, c.col + 1);
        break;
    case Qt::Key_Up:
        c.row = qMin(kRows - 1, c.row + 1);
        break;
    case Qt::Key_Down:
        c.row = qMax(0, c.row - 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!m_picking) {
            QWidget::keyPressEvent(event);
            return;
        }
        pick(m_cursor);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    m_cursor = c;
    // While a square is to be picked the arrow keys choose it (the entry proposes one, an arrow
    // corrects it, Enter records); otherwise they only move the cursor.
    if (m_picking && m_chosen != c) {
        m_chosen = c;
        update();
        Q_EMIT squareChosen(c.col, c.row);
        return;
    }
    update();
}

void LcBoardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Board"));
    QWidget::changeEvent(event);
}

} // namespace kbz::lc
