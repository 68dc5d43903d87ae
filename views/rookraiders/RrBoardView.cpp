// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrBoardView.h"

#include "RrPaint.h"
#include "Translations.h"
#include "WidgetKeys.h"
#include "rookraiders/RrRules.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QToolTip>
#include <QtMath>
#include <algorithm>

namespace kbz::rr {

namespace {

// Widths in cells: the circle column, the gap between circles and squares, six squares, the gap
// before the castle, the castle.
constexpr double kCircleGap = 0.14;
constexpr double kCastleGap = 0.14;
constexpr double kCastleWidth = 1.25;
constexpr double kColumnsWide = 1 + kCircleGap + kColumns + kCastleGap + kCastleWidth;

constexpr double kTallest = 1.55; // a square may be drawn this much taller than wide

using namespace paint;

} // namespace

QColor playerColour(const QString &code, int seat)
{
    static const QStringList codes = {QStringLiteral("red"), QStringLiteral("blue"),
                                      QStringLiteral("green"), QStringLiteral("yellow")};
    static const QList<QColor> colours = {QColor(0xc0, 0x39, 0x2b), QColor(0x29, 0x6f, 0xb8),
                                          QColor(0x2e, 0x8b, 0x57), QColor(0xc9, 0xa2, 0x27)};
    int index = int(codes.indexOf(code.trimmed().toLower()));
    if (index < 0 && seat >= 0)
        index = seat % 4;
    return index >= 0 ? colours.at(index) : QColor(0x55, 0x55, 0x55);
}

RrBoardView::RrBoardView(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    declareKeys();
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Player board"));
}

RrBoardView::~RrBoardView() = default;

void RrBoardView::setState(std::shared_ptr<const RrState> state, int seat)
{
    m_state = std::move(state);
    m_seat = seat;
    update();
}

void RrBoardView::setOffered(const QList<Square> &squares)
{
    if (squares == m_offered)
        return;
    m_offered = squares;
    update();
}

void RrBoardView::setMarked(const QList<QPair<Square, QString>> &squares)
{
    if (squares == m_marked)
        return;
    m_marked = squares;
    update();
}

QString RrBoardView::markedRule(Square square) const
{
    for (const auto &m : m_marked)
        if (m.first == square)
            return m.second;
    return {};
}

void RrBoardView::setChosen(const QList<Square> &squares)
{
    if (squares == m_chosen)
        return;
    m_chosen = squares;
    update();
}

void RrBoardView::setProposal(std::optional<Proposal> proposal)
{
    m_proposal = std::move(proposal);
    update();
}

void RrBoardView::setPicking(bool picking)
{
    if (picking == m_picking)
        return;
    m_picking = picking;
    declareKeys();
    update();
}

void RrBoardView::setEnterChooses(bool chooses)
{
    if (chooses == m_enterChooses)
        return;
    m_enterChooses = chooses;
    declareKeys();
}

void RrBoardView::declareKeys()
{
    const char *choose = QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Choose the square under the cursor");
    QList<WidgetKey> more;
    if (m_picking && !m_enterChooses)
        more.append({{QKeySequence(Qt::Key_Space)}, choose});
    more.append(
        {{QKeySequence(Qt::Key_Plus)},
         QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Put a damage cube on the card under the cursor")});
    more.append(
        {{QKeySequence(Qt::Key_Minus)},
         QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Take a damage cube off the card under the cursor")});
    declareBoardKeys(this, QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Move the cursor on the board"),
                     choose, m_picking && m_enterChooses, more);
}

void RrBoardView::setCursorSquare(Square square)
{
    if (!square.isValid() || square == m_cursor)
        return;
    m_cursor = square;
    update();
}

const RrPlayer *RrBoardView::player() const
{
    if (!m_state || m_seat < 0 || m_seat >= m_state->players.size())
        return nullptr;
    return &m_state->players.at(m_seat);
}

const RrPiece *RrBoardView::pieceAt(Square square, bool *isUnit) const
{
    const RrPlayer *pl = player();
    if (!pl || !square.isValid())
        return nullptr;
    if (const RrPiece *u = unitAt(*pl, square)) {
        if (isUnit)
            *isUnit = true;
        return u;
    }
    if (const RrPiece *m = monsterAt(*pl, square)) {
        if (isUnit)
            *isUnit = false;
        return m;
    }
    return nullptr;
}

bool RrBoardView::canChoose(Square square) const
{
    return m_picking && square.isValid() &&
           (m_acceptsAny || m_offered.isEmpty() || m_offered.contains(square));
}

bool RrBoardView::canChooseMarked(Square square) const
{
    return !m_picking && square.isValid() &&
           std::any_of(m_marked.begin(), m_marked.end(),
                       [square](const auto &m) { return m.first == square; });
}

RrBoardView::Geometry RrBoardView::geometry() const
{
    return layoutFor(QSizeF(size()));
}

RrBoardView::Geometry RrBoardView::layoutFor(QSizeF size) const
{
    Geometry g;
    const QFontMetricsF fm(font());
    const double margin = fm.height() * 0.5;
    const double header = fm.height() * 1.1;    // column numbers
    const double rowLabels = fm.height() * 1.1; // row letters
    const double gap = margin * 0.8;
    const QRectF area = QRectF(QPointF(0, 0), size).adjusted(margin, margin, -margin, -margin);
    // The board's wooden border around the squares and the castle, in cells.
    constexpr double border = 0.06;
    auto heightFor = [&](double cell, double waitingHeight) {
        return (area.height() - header - gap - waitingHeight - 2 * border * cell) / kRows;
    };
    auto cellFor = [&](double waitingHeight) {
        const double across = (area.width() - rowLabels) / (kColumnsWide + 2 * border);
        return qMax(12.0, qMin(across, heightFor(across, waitingHeight)));
    };
    // The waiting line is as tall as half a square, within font-based bounds.
    auto waitingFor = [&](double cell) {
        return qBound(fm.height() * 1.6, cell * 0.4, fm.height() * 2.6);
    };
    g.cell = cellFor(waitingFor(cellFor(fm.height() * 2.4)));
    const double waiting = waitingFor(g.cell);
    // When the width limits the board, its squares grow taller (up to kTallest) into the room
    // below: cards then have space for two lines of name.
    g.cellH = qMax(g.cell, qMin(heightFor(g.cell, waiting), g.cell * kTallest));
    const double edge = g.cell * border;
    const double width = rowLabels + g.cell * kColumnsWide + 2 * edge;
    const double height = header + g.cellH * kRows + 2 * edge + gap + waiting;
    // Centred across, at the top (the board does not float in a tall window).
    g.frame = QRectF(area.left() + (area.width() - width) / 2, area.top(), width, height);
    g.grid = QRectF(g.frame.left() + rowLabels + edge, g.frame.top() + header + edge,
                    g.cell * (1 + kCircleGap + kColumns), g.cellH * kRows);
    g.castle = QRectF(g.grid.right() + g.cell * kCastleGap, g.grid.top(), g.cell * kCastleWidth,
                      g.grid.height());
    g.board = g.grid.united(g.castle).adjusted(-edge, -edge, edge, edge);
    g.waiting = QRectF(g.board.left(), g.board.bottom() + gap, g.board.width(), waiting);
    return g;
}

int RrBoardView::heightForWidth(int width) const
{
    const Geometry g = layoutFor(QSizeF(width, 1e6));
    return qCeil(g.waiting.bottom() + QFontMetricsF(font()).height() * 0.5);
}

QRectF RrBoardView::squareRectF(const Geometry &g, Square square) const
{
    if (!square.isValid())
        return {};
    const double x = g.grid.left() + (square.col == 0 ? 0 : (square.col + kCircleGap) * g.cell);
    return {x, g.grid.top() + square.row * g.cellH, g.cell, g.cellH};
}

QRectF RrBoardView::cardRectF(const Geometry &g, Square square) const
{
    const double inset = g.cell * 0.04;
    return squareRectF(g, square).adjusted(inset, inset, -inset, -inset);
}

QRect RrBoardView::squareRect(Square square) const
{
    return squareRectF(geometry(), square).toRect();
}

QRect RrBoardView::plusRect(Square square) const
{
    bool unit = false;
    if (!pieceAt(square, &unit))
        return {};
    return paint::cardParts(cardRectF(geometry(), square), !unit, font()).plus.toRect();
}

QRect RrBoardView::minusRect(Square square) const
{
    bool unit = false;
    if (!pieceAt(square, &unit))
        return {};
    return paint::cardParts(cardRectF(geometry(), square), !unit, font()).minus.toRect();
}

std::optional<Square> RrBoardView::squareAt(QPoint pos) const
{
    const Geometry g = geometry();
    for (int row = 0; row < kRows; ++row)
        for (int col = 0; col <= kColumns; ++col)
            if (squareRectF(g, {row, col}).contains(pos))
                return Square{row, col};
    return std::nullopt;
}

QSize RrBoardView::sizeHint() const
{
    const int h = fontMetrics().height();
    return {qMax(640, h * 48), qMax(360, h * 26)};
}

QSize RrBoardView::minimumSizeHint() const
{
    // From the font, not in pixels: the board shrinks to fit a laptop next to the tool column
    // and grows on a large screen (issue 12); card names elide in smaller squares.
    const int h = fontMetrics().height();
    return {h * 18, h * 10};
}

// ---- Painting ----------------------------------------------------------------------------------

void RrBoardView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const Geometry g = geometry();
    const RrPlayer *pl = player();
    if (pl && pl->out) {
        // The board as it was, greyed, under a banner.
        const qreal dpr = devicePixelRatioF();
        QImage image((QSizeF(size()) * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(dpr);
        image.fill(palette().color(QPalette::Window));
        {
            QPainter ip(&image);
            ip.setRenderHint(QPainter::Antialiasing);
            paintBoard(ip, g);
        }
        QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
        grey.setDevicePixelRatio(dpr);
        p.setOpacity(0.55);
        p.drawImage(QPointF(0, 0), grey);
        p.setOpacity(1);
        paintDefeated(p, g);
        return;
    }
    paintBoard(p, g);
    paintMarks(p, g);
    paintProposal(p, g);
}

void RrBoardView::paintBoard(QPainter &p, const Geometry &g) const
{
    m_chips.clear();
    m_elided.clear();
    const double cell = g.cell;
    // The board itself.
    const QRectF board = g.board;
    QLinearGradient bg(board.topLeft(), board.bottomLeft());
    bg.setColorAt(0, boardBase().lighter(104));
    bg.setColorAt(1, boardBase().darker(104));
    p.setPen(QPen(tileLine().darker(120), qMax(1.0, cell / 60)));
    p.setBrush(bg);
    p.drawRoundedRect(board, cell * 0.08, cell * 0.08);

    // Column numbers above the squares (on the widget's background, in its text colour).
    const QFont base = font();
    QColor label = palette().color(QPalette::WindowText);
    label.setAlpha(190);
    p.setPen(label);
    const double baseHeight = QFontMetricsF(base).height();
    p.setFont(fontForHeight(base, qBound(baseHeight, cell * 0.13, baseHeight * 1.5)));
    for (int col = 1; col <= kColumns; ++col) {
        const QRectF r = squareRectF(g, {0, col});
        p.drawText(QRectF(r.left(), g.frame.top(), r.width(), board.top() - g.frame.top()),
                   Qt::AlignCenter, QString::number(col));
    }
    // Row letters left of the circles (readable when a monster stands on a circle).
    for (int row = 0; row < kRows; ++row) {
        const QRectF r = squareRectF(g, {row, 0});
        p.drawText(QRectF(g.frame.left(), r.top(), board.left() - g.frame.left(), r.height()),
                   Qt::AlignCenter, QString(QChar(u'A' + row)));
    }

    // Circles and squares.
    const QFont nameFont = fontForHeight(base, cell * 0.26);
    const bool narrowing = m_picking && !m_offered.isEmpty();
    for (int row = 0; row < kRows; ++row) {
        for (int col = 0; col <= kColumns; ++col) {
            const Square sq{row, col};
            const QRectF r = squareRectF(g, sq);
            if (col == 0) {
                paint::circle(p, r, row, base);
            } else {
                const QRectF tile =
                    r.adjusted(cell * 0.03, cell * 0.03, -cell * 0.03, -cell * 0.03);
                p.setPen(QPen(tileLine(), qMax(1.0, cell / 70)));
                p.setBrush(tileColour());
                p.drawRoundedRect(tile, cell * 0.05, cell * 0.05);
                QColor ink = inkColour();
                ink.setAlpha(70);
                p.setPen(ink);
                p.setFont(nameFont);
                p.drawText(tile, Qt::AlignCenter, sq.name());
            }
            if (m_offered.contains(sq)) {
                QColor wash = palette().color(QPalette::Highlight);
                wash.setAlpha(70);
                p.setPen(Qt::NoPen);
                p.setBrush(wash);
                p.drawRoundedRect(r.adjusted(cell * 0.02, cell * 0.02, -cell * 0.02, -cell * 0.02),
                                  cell * 0.06, cell * 0.06);
            } else if (narrowing) {
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(0, 0, 0, 22));
                p.drawRoundedRect(r.adjusted(cell * 0.03, cell * 0.03, -cell * 0.03, -cell * 0.03),
                                  cell * 0.05, cell * 0.05);
            }
        }
    }
    const RrPlayer *pl = player();
    paint::castle(p, g.castle, cell, m_state.get(), pl ? pl->castle : QStringList(), base,
                  &m_chips);
    paint::waitingLine(p, g.waiting, cell, m_state.get(), pl ? pl->waiting : QStringList(), base,
                       &m_chips);
    if (!pl)
        return;
    const QColor unitFill = playerColour(pl->colour, m_seat);
    for (const RrPiece &m : pl->monsters)
        if (m.at.isValid())
            paint::card(p, cardRectF(g, m.at), *m_state, m, false, paint::monsterFill(), base,
                        &m_elided);
    for (const RrPiece &u : pl->units)
        if (u.at.isValid())
            paint::card(p, cardRectF(g, u.at), *m_state, u, true, unitFill, base, &m_elided);
}

void RrBoardView::paintMarks(QPainter &p, const Geometry &g) const
{
    const double cell = g.cell;
    const QColor highlight = palette().color(QPalette::Highlight);
    for (const Square &sq : m_offered) {
        if (!sq.isValid())
            continue;
        p.setPen(QPen(highlight, qMax(1.5, cell * 0.03)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(
            squareRectF(g, sq).adjusted(cell * 0.02, cell * 0.02, -cell * 0.02, -cell * 0.02),
            cell * 0.06, cell * 0.06);
    }
    for (const auto &m : m_marked) {
        // Against the rules: dashed in the warning colour (the rule id in the tooltip).
        if (!m.first.isValid() || m.second.isEmpty())
            continue;
        p.setPen(QPen(againstRulesColour(), qMax(1.5, cell * 0.035), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(
            squareRectF(g, m.first).adjusted(cell * 0.05, cell * 0.05, -cell * 0.05, -cell * 0.05),
            cell * 0.06, cell * 0.06);
    }
    for (int i = 0; i < m_chosen.size(); ++i) {
        const Square sq = m_chosen.at(i);
        if (!sq.isValid())
            continue;
        p.setPen(QPen(chosenColour(), qMax(2.5, cell * 0.06)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(
            squareRectF(g, sq).adjusted(cell * 0.015, cell * 0.015, -cell * 0.015, -cell * 0.015),
            cell * 0.07, cell * 0.07);
    }
    if (hasFocus() && m_cursor.isValid()) {
        const QRectF r = squareRectF(g, m_cursor);
        QColor c = m_picking ? highlight.darker(130) : inkColour();
        p.setPen(QPen(c, qMax(2.0, cell * 0.035), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(-cell * 0.01, -cell * 0.01, cell * 0.01, cell * 0.01),
                          cell * 0.08, cell * 0.08);
        // Corner ticks so the cursor stays visible on a busy card.
        p.setPen(QPen(c, qMax(3.0, cell * 0.06), Qt::SolidLine, Qt::RoundCap));
        const double t = cell * 0.16;
        const QRectF o = r.adjusted(cell * 0.01, cell * 0.01, -cell * 0.01, -cell * 0.01);
        for (const QPointF &corner : {o.topLeft(), o.topRight(), o.bottomLeft(), o.bottomRight()}) {
            const double dx = corner.x() < o.center().x() ? t : -t;
            const double dy = corner.y() < o.center().y() ? t : -t;
            p.drawLine(corner, corner + QPointF(dx, 0));
            p.drawLine(corner, corner + QPointF(0, dy));
        }
    }
}

void RrBoardView::paintProposal(QPainter &p, const Geometry &g) const
{
    if (!m_proposal || !m_proposal->monster.isValid())
        return;
    const double cell = g.cell;
    const QRectF from = cardRectF(g, m_proposal->monster);
    QColor c = proposalColour();
    p.setPen(QPen(c, qMax(2.5, cell * 0.06)));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(from.adjusted(-cell * 0.03, -cell * 0.03, cell * 0.03, cell * 0.03),
                      cell * 0.1, cell * 0.1);
    c.setAlpha(215);
    const QPointF start(from.right() - cell * 0.1, from.center().y());
    if (m_proposal->toCastle) {
        drawArrow(p, start, QPointF(g.castle.left() + cell * 0.12, from.center().y()), c,
                  qMax(2.5, cell * 0.07));
    } else if (m_proposal->moveTo && m_proposal->moveTo->isValid() &&
               !(*m_proposal->moveTo == m_proposal->monster)) {
        const QRectF to = squareRectF(g, *m_proposal->moveTo);
        QPen ghost(c, qMax(1.5, cell * 0.03), Qt::DashLine);
        p.setPen(ghost);
        p.setBrush(QColor(c.red(), c.green(), c.blue(), 40));
        p.drawRoundedRect(to.adjusted(cell * 0.08, cell * 0.08, -cell * 0.08, -cell * 0.08),
                          cell * 0.08, cell * 0.08);
        drawArrow(p, start, QPointF(to.center().x() - cell * 0.08, to.center().y()), c,
                  qMax(2.5, cell * 0.07));
    }
    const QColor target(0xd0, 0x1f, 0x1f, 225);
    for (const Square &sq : m_proposal->targets) {
        if (!sq.isValid())
            continue;
        const QRectF r = squareRectF(g, sq);
        const double rad = cell * 0.28;
        const QPointF centre = r.center();
        p.setPen(QPen(target, qMax(2.0, cell * 0.045)));
        p.setBrush(QColor(0xd0, 0x1f, 0x1f, 35));
        p.drawEllipse(centre, rad, rad);
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(centre, rad * 0.45, rad * 0.45);
        for (const QPointF &dir : {QPointF(1, 0), QPointF(-1, 0), QPointF(0, 1), QPointF(0, -1)})
            p.drawLine(centre + dir * rad * 0.7, centre + dir * rad * 1.3);
    }
}

void RrBoardView::paintDefeated(QPainter &p, const Geometry &g) const
{
    const double h = qMax(QFontMetricsF(font()).height() * 2.4, g.cell * 0.7);
    const QRectF band(g.frame.left(), g.grid.center().y() - h / 2, g.frame.width(), h);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x8e, 0x1b, 0x1b, 225));
    p.drawRect(band);
    p.setPen(QColor(255, 255, 255, 160));
    p.drawLine(band.topLeft() + QPointF(0, h * 0.08), band.topRight() + QPointF(0, h * 0.08));
    p.drawLine(band.bottomLeft() - QPointF(0, h * 0.08), band.bottomRight() - QPointF(0, h * 0.08));
    QFont f = fontForHeight(font(), h * 0.55);
    f.setBold(true);
    f.setLetterSpacing(QFont::PercentageSpacing, 112);
    p.setPen(Qt::white);
    const RrPlayer *pl = player();
    const QString text =
        pl && !pl->name.isEmpty() ? tr("%1 — Defeated").arg(pl->name) : tr("Defeated");
    drawFitted(p, band, text, f, Qt::AlignCenter);
}

// ---- Input -------------------------------------------------------------------------------------

void RrBoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const QPoint pos = event->position().toPoint();
    const auto sq = squareAt(pos);
    if (!sq) {
        QWidget::mousePressEvent(event);
        return;
    }
    bool unit = false;
    if (const RrPiece *piece = pieceAt(*sq, &unit)) {
        if (plusRect(*sq).contains(pos)) {
            Q_EMIT cubesAdjustRequested(*sq, +1);
            event->accept();
            return;
        }
        if (minusRect(*sq).contains(pos)) {
            if (piece->damage > 0)
                Q_EMIT cubesAdjustRequested(*sq, -1);
            event->accept();
            return;
        }
    }
    m_cursor = *sq;
    update();
    if (canChoose(*sq) || canChooseMarked(*sq))
        Q_EMIT squareChosen(*sq);
    event->accept();
}

void RrBoardView::keyPressEvent(QKeyEvent *event)
{
    Square next = m_cursor.isValid() ? m_cursor : Square{1, kColumns};
    switch (event->key()) {
    case Qt::Key_Left:
        next.col = qMax(0, next.col - 1);
        break;
    case Qt::Key_Right:
        next.col = qMin(kColumns, next.col + 1);
        break;
    case Qt::Key_Up:
        next.row = qMax(0, next.row - 1);
        break;
    case Qt::Key_Down:
        next.row = qMin(kRows - 1, next.row + 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        // Space also chooses a marked square (Enter then records the step), and adds a target
        // to a step that can already be recorded (Enter records it: setEnterChooses).
        if ((canChoose(m_cursor) && (m_enterChooses || event->key() == Qt::Key_Space)) ||
            (event->key() == Qt::Key_Space && canChooseMarked(m_cursor))) {
            Q_EMIT squareChosen(m_cursor);
            event->accept();
            return;
        }
        QWidget::keyPressEvent(event);
        return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Minus:
    case Qt::Key_Underscore: {
        const bool plus = event->key() == Qt::Key_Plus || event->key() == Qt::Key_Equal;
        const RrPiece *piece = pieceAt(m_cursor);
        if (piece && (plus || piece->damage > 0))
            Q_EMIT cubesAdjustRequested(m_cursor, plus ? 1 : -1);
        event->accept();
        return;
    }
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
    if (!(next == m_cursor)) {
        m_cursor = next;
        update();
    }
}

void RrBoardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Player board"));
        update();
    }
    QWidget::changeEvent(event);
}

bool RrBoardView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const auto sq = squareAt(help->pos());
        bool unit = false;
        const RrPiece *piece = sq ? pieceAt(*sq, &unit) : nullptr;
        const QString rule = sq ? markedRule(*sq) : QString();
        const QString against =
            rule.isEmpty() ? QString()
                           : tr("Against the rules [%1]: choosable, the step is recorded with a "
                                "warning")
                                 .arg(rule);
        if (piece || !rule.isEmpty()) {
            QString tip = piece ? cardToolTip(*piece, unit) : QString();
            if (!against.isEmpty())
                tip = QStringLiteral("<p><b>%1</b></p>%2").arg(against.toHtmlEscaped(), tip);
            QToolTip::showText(help->globalPos(), tip, this, squareRect(*sq));
            return true;
        }
        const Geometry g = geometry();
        for (const auto &chip : std::as_const(m_chips)) {
            if (chip.first.contains(help->pos())) {
                const QString where =
                    g.castle.contains(chip.first) ? tr("In the castle") : tr("In the waiting line");
                QToolTip::showText(help->globalPos(), monsterToolTip(chip.second, where), this,
                                   chip.first.toRect());
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

QString RrBoardView::cardToolTip(const RrPiece &piece, bool unit) const
{
    const Lang lang = Translations::current();
    const RrCard *card = m_state->card(piece.card);
    const LocalizedName name = m_state->cardName(piece.card);
    const QString other = name.text(lang == Lang::Ja ? Lang::En : Lang::Ja);
    QString html = QStringLiteral("<b>%1</b>").arg(name.text(lang).toHtmlEscaped());
    if (!other.isEmpty() && other != name.text(lang))
        html += QStringLiteral(" (%1)").arg(other.toHtmlEscaped());
    html += QStringLiteral("<br>") + (unit ? tr("Unit on %1").arg(piece.at.name())
                                           : tr("Monster on %1").arg(piece.at.name()));
    QStringList rows;
    auto row = [&rows](const QString &label, const QString &value) {
        rows.append(QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>")
                        .arg(label.toHtmlEscaped(), value.toHtmlEscaped()));
    };
    const std::optional<int> hp = card ? card->hp : std::nullopt;
    row(tr("Damage / HP"),
        QStringLiteral("%1 / %2").arg(QString::number(piece.damage), figure(hp)));
    if (card) {
        row(tr("MOVE"), figure(card->move));
        if (unit) {
            QString skill;
            switch (card->skill) {
            case SkillKind::Dice:
                skill =
                    card->modifier ? tr("dice attack +%1").arg(*card->modifier) : tr("dice attack");
                break;
            case SkillKind::Fixed:
                skill = tr("fixed damage %1 ×%2").arg(figure(card->amount), figure(card->times));
                break;
            case SkillKind::Heal:
                skill = tr("heal %1 ×%2").arg(figure(card->amount), figure(card->times));
                break;
            case SkillKind::Bard:
                skill = tr("bard");
                break;
            case SkillKind::Attack:
                skill = tr("attack");
                break;
            case SkillKind::Special:
                skill = tr("special");
                break;
            case SkillKind::Unknown:
                skill = QStringLiteral("?");
                break;
            }
            row(tr("Skill"), skill);
            if (card->levelUp)
                row(tr("Level-up"), card->upgrade.isEmpty()
                                        ? QStringLiteral("?")
                                        : m_state->cardName(card->upgrade).text(lang));
            row(tr("Action marker"), piece.marker ? tr("yes (acted)") : tr("no"));
        } else {
            row(tr("Defence"), figure(card->defence));
            row(tr("Attack damage"), figure(card->damage));
            row(tr("Targets"), card->targeting == Targeting::Single ? tr("one unit (numbered)")
                               : card->targeting == Targeting::Area ? tr("every unit in range (★)")
                                                                    : QStringLiteral("?"));
            const QString colour = card->colour == ThreatColour::Red    ? tr("red")
                                   : card->colour == ThreatColour::Blue ? tr("blue")
                                                                        : QStringLiteral("?");
            row(tr("Threat"), tr("%1 (%2)").arg(figure(card->threat), colour));
            if (m_state && paint::showsActed(*m_state, piece))
                row(tr("This invasion"), tr("has acted"));
        }
        row(tr("Range"), !card->range         ? QStringLiteral("?")
                         : card->range->board ? tr("whole board")
                                              : tr("%1 squares").arg(card->range->squares.size()));
    }
    html += QStringLiteral("<table>%1</table>").arg(rows.join(QString()));
    return html;
}

QString RrBoardView::monsterToolTip(const QString &id, const QString &where) const
{
    const Lang lang = Translations::current();
    const RrCard *card = m_state ? m_state->card(id) : nullptr;
    QString html =
        QStringLiteral("<b>%1</b><br>%2")
            .arg(m_state ? m_state->cardName(id).text(lang).toHtmlEscaped() : id.toHtmlEscaped(),
                 where.toHtmlEscaped());
    if (card) {
        const QString colour = card->colour == ThreatColour::Red    ? tr("red")
                               : card->colour == ThreatColour::Blue ? tr("blue")
                                                                    : QStringLiteral("?");
        html +=
            QStringLiteral("<br>%1: <b>%2</b> (%3)")
                .arg(tr("Threat").toHtmlEscaped(), figure(card->threat), colour.toHtmlEscaped());
    }
    return html;
}

} // namespace kbz::rr
