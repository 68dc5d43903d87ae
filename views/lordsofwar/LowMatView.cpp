// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowMatView.h"

#include "LowCardPainter.h"
#include "Translations.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QtMath>

namespace kbz::low {

namespace {

constexpr double kBorder = 0.09;     // the mat's rim around the squares, in squares
constexpr double kCardInset = 0.035; // a card inside its square, in squares
constexpr int kMargin = 2;           // squares shown around the units on the unlimited battlefield
constexpr int kStackShown = 3;       // cards drawn of a square's stack (the top ones)

QColor matColour()
{
    return {0x8a, 0x6f, 0x4e};
}
QColor squareColour()
{
    return {0xe6, 0xd9, 0xbb};
}
QColor chosenColour()
{
    return {0xf0, 0x9a, 0x10};
}
QColor destroyedColour()
{
    return {0xc6, 0x28, 0x28};
}

QFont pixelFont(const QFont &base, double px, bool bold)
{
    QFont f(base);
    f.setPixelSize(qMax(1, qRound(px)));
    f.setBold(bold);
    return f;
}

// A line with an arrowhead at `to`.
void drawArrow(QPainter &p, QPointF from, QPointF to, const QColor &colour, double width,
               Qt::PenStyle style = Qt::SolidLine)
{
    const QLineF line(from, to);
    if (line.length() < width * 2)
        return;
    const double head = width * 3.2;
    const QPointF unit = (to - from) / line.length();
    const QPointF across(-unit.y(), unit.x());
    const QPointF base = to - unit * head;
    p.setPen(QPen(colour, width, style, Qt::RoundCap));
    p.drawLine(from, base);
    QPolygonF tip;
    tip << to << base + across * head * 0.55 << base - across * head * 0.55;
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPolygon(tip);
}

} // namespace

LowMatView::LowMatView(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    declareKeys();
    setMouseTracking(true);
    setAttribute(Qt::WA_Hover);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    retranslate();
}

LowMatView::~LowMatView() = default;

void LowMatView::setState(std::shared_ptr<const LowState> state)
{
    // The first state puts the cursor on opening square "1", where the battle starts.
    if (!m_state && state)
        m_cursor = state->opening[0];
    const QRect before = shownSquares();
    m_state = std::move(state);
    const QRect box = shownSquares();
    if (box.size() != before.size())
        updateGeometry(); // another height for the width
    m_cursor = QPoint(qBound(box.left(), m_cursor.x(), box.right()),
                      qBound(box.top(), m_cursor.y(), box.bottom()));
    retranslate();
    update();
}

void LowMatView::setBottomSide(int side)
{
    side = side == 1 ? 1 : 0;
    if (side == m_bottomSide)
        return;
    m_bottomSide = side;
    update();
}

void LowMatView::setOffered(const QList<QPoint> &squares)
{
    if (squares == m_offered)
        return;
    m_offered = squares;
    update();
}

void LowMatView::setChosen(const QList<QPoint> &squares)
{
    if (squares == m_chosen)
        return;
    m_chosen = squares;
    update();
}

void LowMatView::setGhost(const QString &cardId, int seat)
{
    m_ghostCard = cardId;
    m_ghostSeat = seat;
    update();
}

void LowMatView::setCombat(const rules::CombatReport &report, const QList<rules::Shot> &shots)
{
    m_combat = report;
    m_shots = shots;
    update();
}

void LowMatView::clearCombat()
{
    setCombat({}, {});
}

void LowMatView::setPicking(bool picking)
{
    if (picking == m_picking)
        return;
    m_picking = picking;
    declareKeys();
    update();
}

void LowMatView::setCursorSquare(QPoint square)
{
    const QRect box = shownSquares();
    square = QPoint(qBound(box.left(), square.x(), box.right()),
                    qBound(box.top(), square.y(), box.bottom()));
    if (square == m_cursor)
        return;
    m_cursor = square;
    retranslate();
    update();
}

// ---- Geometry ----------------------------------------------------------------------------------

QRect LowMatView::shownSquares() const
{
    const QRect mat(0, 0, kMatColumns, kMatRows);
    if (!m_state || !m_state->unlimited || m_state->units.isEmpty())
        return mat;
    QRect box;
    for (const LowUnit &u : m_state->units)
        box = box.united(QRect(u.at, QSize(1, 1)));
    box.adjust(-kMargin, -kMargin, kMargin, kMargin);
    // At least the mat's size, grown evenly (the odd square to the right and bottom).
    if (box.width() < kMatColumns) {
        const int extra = kMatColumns - box.width();
        box.adjust(-extra / 2, 0, extra - extra / 2, 0);
    }
    if (box.height() < kMatRows) {
        const int extra = kMatRows - box.height();
        box.adjust(0, -extra / 2, 0, extra - extra / 2);
    }
    return box;
}

double LowMatView::labelStrip(double cell) const
{
    const double h = QFontMetricsF(font()).height();
    return qBound(h * 1.1, cell * 0.2, h * 1.5);
}

LowMatView::Geometry LowMatView::geometry() const
{
    return layoutFor(QSizeF(size()));
}

LowMatView::Geometry LowMatView::layoutFor(QSizeF size) const
{
    Geometry g;
    g.box = shownSquares();
    g.flipped = m_bottomSide == 1;
    const double margin = QFontMetricsF(font()).height() * 0.3;
    // The label strips depend on the cell a little: settle them in two rounds.
    double strip = labelStrip(40);
    for (int round = 0; round < 2; ++round) {
        const double across =
            (size.width() - 2 * margin - 2 * strip) / (g.box.width() + 2 * kBorder);
        const double down =
            (size.height() - 2 * margin - 2 * strip) / (g.box.height() + 2 * kBorder);
        g.cell = qMax(8.0, qMin(across, down));
        strip = labelStrip(g.cell);
    }
    const QSizeF grid(g.cell * g.box.width(), g.cell * g.box.height());
    g.grid = QRectF(QPointF((size.width() - grid.width()) / 2, (size.height() - grid.height()) / 2),
                    grid);
    const double rim = g.cell * kBorder;
    g.labels = g.grid.adjusted(-rim - strip, -rim - strip, rim + strip, rim + strip);
    return g;
}

int LowMatView::heightForWidth(int width) const
{
    const QRect box = shownSquares();
    const double margin = QFontMetricsF(font()).height() * 0.3;
    double strip = labelStrip(40);
    double cell = 8;
    for (int round = 0; round < 2; ++round) {
        cell = qMax(8.0, (width - 2 * margin - 2 * strip) / (box.width() + 2 * kBorder));
        strip = labelStrip(cell);
    }
    return qCeil(cell * (box.height() + 2 * kBorder) + 2 * strip + 2 * margin);
}

QSize LowMatView::sizeHint() const
{
    const QRect box = shownSquares();
    const int cell = qMax(96, fontMetrics().height() * 6);
    return {cell * box.width() + cell / 2, cell * box.height() + cell / 2};
}

QSize LowMatView::minimumSizeHint() const
{
    // A square holds a card's name and figures: three lines of the font. An unlimited
    // battlefield wider or taller than the mat keeps the mat's minimum: its squares shrink.
    const QRect box = shownSquares();
    const double cell = qMax(24, fontMetrics().height() * 3);
    const double scale =
        qMin(1.0, qMin(double(kMatColumns) / box.width(), double(kMatRows) / box.height()));
    return {qCeil(cell * scale * box.width()), qCeil(cell * scale * box.height())};
}

QRectF LowMatView::squareRectF(const Geometry &g, QPoint square) const
{
    const int col = g.flipped ? g.box.right() - square.x() : square.x() - g.box.left();
    const int row = g.flipped ? g.box.bottom() - square.y() : square.y() - g.box.top();
    return {g.grid.left() + col * g.cell, g.grid.top() + row * g.cell, g.cell, g.cell};
}

QRect LowMatView::squareRect(QPoint square) const
{
    const Geometry g = geometry();
    if (!g.box.contains(square))
        return {};
    return squareRectF(g, square).toRect();
}

std::optional<QPoint> LowMatView::squareAt(QPoint pos) const
{
    const Geometry g = geometry();
    if (g.cell <= 0 || !g.grid.contains(QPointF(pos)))
        return std::nullopt;
    const int col = qBound(0, int((pos.x() - g.grid.left()) / g.cell), g.box.width() - 1);
    const int row = qBound(0, int((pos.y() - g.grid.top()) / g.cell), g.box.height() - 1);
    return g.flipped ? QPoint(g.box.right() - col, g.box.bottom() - row)
                     : QPoint(g.box.left() + col, g.box.top() + row);
}

// ---- Lookups (computed here, not with LowState's helpers) ------------------------------------

const LowUnit *LowMatView::unitOn(QPoint square) const
{
    const QList<const LowUnit *> stack = unitsOn(square);
    return stack.isEmpty() ? nullptr : stack.last();
}

QList<const LowUnit *> LowMatView::unitsOn(QPoint square) const
{
    QList<const LowUnit *> out;
    if (m_state)
        for (const LowUnit &u : m_state->units)
            if (u.at == square)
                out.append(&u);
    return out;
}

int LowMatView::sideOfSeat(int seat) const
{
    if (!m_state || seat < 0 || seat >= m_state->players.size())
        return seat == 1 ? 1 : 0;
    return m_state->players.at(seat).side;
}

bool LowMatView::canChoose(QPoint square) const
{
    // Offered squares are the legal ones, highlighted; any other square of the mat is taken too
    // (issue 13: never refuse what the table did), the tool's preview shows the warning.
    return m_picking && shownSquares().contains(square);
}

// ---- Painting ----------------------------------------------------------------------------------

void LowMatView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const Geometry g = geometry();
    m_elided.clear();
    m_badges.clear();
    m_stackBadges.clear();
    m_edgeLabels[0].clear();
    m_edgeLabels[1].clear();
    m_crossed.clear();
    paintMat(p, g);
    paintUnits(p, g);
    paintMarks(p, g);
    paintCombat(p, g);
}

void LowMatView::paintMat(QPainter &p, const Geometry &g)
{
    const double cell = g.cell;
    const double rim = cell * kBorder;
    const QRectF mat = g.grid.adjusted(-rim, -rim, rim, rim);
    // The mat: a leather-brown rim and parchment squares.
    QLinearGradient leather(mat.topLeft(), mat.bottomRight());
    leather.setColorAt(0, matColour().lighter(112));
    leather.setColorAt(1, matColour().darker(112));
    p.setPen(QPen(matColour().darker(150), qMax(1.0, cell * 0.012)));
    p.setBrush(leather);
    p.drawRoundedRect(mat, rim * 1.2, rim * 1.2);
    // Each side's edge of the mat in its colour: the side at the bottom sits there.
    for (int side = 0; side < 2; ++side) {
        const bool bottom = side == m_bottomSide;
        const double y = bottom ? g.grid.bottom() + rim * 0.3 : mat.top() + rim * 0.3;
        QColor c = sideColour(side);
        c.setAlpha(190);
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        p.drawRoundedRect(QRectF(g.grid.left() + cell * 0.5, y, g.grid.width() - cell, rim * 0.4),
                          rim * 0.2, rim * 0.2);
    }

    const QColor line = matColour().darker(120);
    const bool narrowing = m_picking && !m_offered.isEmpty();
    for (int y = g.box.top(); y <= g.box.bottom(); ++y) {
        for (int x = g.box.left(); x <= g.box.right(); ++x) {
            const QPoint sq(x, y);
            const QRectF r = squareRectF(g, sq);
            const QRectF tile =
                r.adjusted(cell * 0.012, cell * 0.012, -cell * 0.012, -cell * 0.012);
            const bool onMat = !m_state || !m_state->unlimited ||
                               (x >= 0 && x < kMatColumns && y >= 0 && y < kMatRows);
            QRadialGradient fill(tile.center(), tile.width() * 0.75);
            fill.setColorAt(0, squareColour().lighter(onMat ? 104 : 100));
            fill.setColorAt(1, squareColour().darker(onMat ? 104 : 110));
            p.setPen(QPen(line, qMax(0.8, cell * 0.008)));
            p.setBrush(fill);
            p.drawRect(tile);
            if (m_offered.contains(sq)) {
                QColor wash = palette().color(QPalette::Highlight);
                wash.setAlpha(80);
                p.setPen(Qt::NoPen);
                p.setBrush(wash);
                p.drawRect(tile);
            } else if (narrowing) {
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(40, 30, 20, 40));
                p.drawRect(tile);
            }
        }
    }
    // The opening squares "1" and "2", faint.
    if (m_state) {
        for (int i = 0; i < 2; ++i) {
            const QPoint sq = m_state->opening[i];
            if (!g.box.contains(sq))
                continue;
            const QRectF r = squareRectF(g, sq);
            QColor ink = sideColour(i).darker(120);
            ink.setAlpha(70);
            p.setPen(QPen(ink, qMax(1.0, cell * 0.02)));
            p.setBrush(Qt::NoBrush);
            const double rad = cell * 0.3;
            p.drawEllipse(r.center(), rad, rad);
            p.setFont(pixelFont(font(), cell * 0.4, true));
            p.drawText(r, Qt::AlignCenter, QString::number(i + 1));
        }
    }
    // Column letters above and below, row numbers left and right.
    QColor label = palette().color(QPalette::WindowText);
    label.setAlpha(200);
    p.setPen(label);
    p.setFont(pixelFont(font(),
                        qBound(QFontMetricsF(font()).height() * 0.8, cell * 0.15,
                               QFontMetricsF(font()).height() * 1.2),
                        true));
    const double strip = labelStrip(cell);
    for (int x = g.box.left(); x <= g.box.right(); ++x) {
        const QRectF r = squareRectF(g, QPoint(x, g.box.top()));
        const QString text = columnName(x);
        m_edgeLabels[0].insert(x, text);
        p.drawText(QRectF(r.left(), g.labels.top(), r.width(), strip), Qt::AlignCenter, text);
        p.drawText(QRectF(r.left(), g.labels.bottom() - strip, r.width(), strip), Qt::AlignCenter,
                   text);
    }
    for (int y = g.box.top(); y <= g.box.bottom(); ++y) {
        const QRectF r = squareRectF(g, QPoint(g.box.left(), y));
        const QString text = rowName(y);
        m_edgeLabels[1].insert(y, text);
        p.drawText(QRectF(g.labels.left(), r.top(), strip, r.height()), Qt::AlignCenter, text);
        p.drawText(QRectF(g.labels.right() - strip, r.top(), strip, r.height()), Qt::AlignCenter,
                   text);
    }
}

void LowMatView::paintUnits(QPainter &p, const Geometry &g)
{
    if (!m_state)
        return;
    const Lang lang = Translations::current();
    // While units are offered (a recall, a berserker), the others are dimmed.
    bool unitsOffered = false;
    if (m_picking)
        for (const QPoint &sq : std::as_const(m_offered))
            unitsOffered = unitsOffered || unitOn(sq) != nullptr;
    const double inset = g.cell * kCardInset;
    // The squares in the order their first unit came; a square the table put more than one card
    // on (recorded anyway) shows them stacked: the last placed on top, up to two below it
    // peeking out at the top left (by the card's inset each), and a count badge.
    QList<QPoint> squares;
    for (const LowUnit &u : m_state->units)
        if (g.box.contains(u.at) && !squares.contains(u.at))
            squares.append(u.at);
    for (const QPoint &sq : std::as_const(squares)) {
        const QList<const LowUnit *> stack = unitsOn(sq);
        const int shown = int(qMin<qsizetype>(stack.size(), kStackShown));
        const QRectF square = squareRectF(g, sq);
        const QRectF r = square.adjusted(inset, inset, -inset, -inset);
        // The top card keeps its full size (a smaller one would lose its name); the ones below
        // it peek out at the top left, inside the square.
        p.save();
        p.setClipRect(square);
        for (int depth = shown - 1; depth >= 1; --depth) {
            const LowUnit &u = *stack.at(stack.size() - 1 - depth);
            paintUnit(p, r.translated(-inset * depth, -inset * depth), u, unitsOffered, lang);
        }
        p.restore();
        paintUnit(p, r, *stack.last(), unitsOffered, lang);
    }
    // The count badges last: one lies over the corner of its square, partly on the next ones.
    for (const QPoint &sq : std::as_const(squares))
        if (const int count = int(unitsOn(sq).size()); count > 1)
            paintStackBadge(p, g, sq, count);
}

void LowMatView::paintUnit(QPainter &p, const QRectF &r, const LowUnit &u, bool unitsOffered,
                           Lang lang)
{
    const int side = sideOfSeat(u.owner);
    CardPaintOptions options;
    options.rotated = side != m_bottomSide;
    options.dimmed = unitsOffered && !m_offered.contains(u.at);
    options.lang = lang;
    options.font = font();
    options.elided = &m_elided;
    if (const LowCard *card = m_state->card(u.card)) {
        paintCard(p, r, *card, side, options);
    } else {
        // A card the library does not know: its id on a plain card.
        LowCard unknown;
        unknown.id = u.card;
        unknown.name = LocalizedName{u.card, {}};
        paintCard(p, r, unknown, side, options);
    }
}

void LowMatView::paintStackBadge(QPainter &p, const Geometry &g, QPoint square, int count)
{
    const QString text = QStringLiteral("×%1").arg(count);
    m_stackBadges.append(QStringLiteral("%1: %2").arg(squareName(square)).arg(count));
    const QFont f = pixelFont(font(), qMax(10.0, g.cell * 0.15), true);
    const QFontMetricsF fm(f);
    const double h = fm.height() * 1.15;
    const double w = qMax(h, fm.horizontalAdvance(text) + fm.height() * 0.7);
    // On the top left corner of the square, where the cards below peek out: it hides no
    // figure of the top card (its corner values lie further in) and none of the name.
    const QPointF corner = squareRectF(g, square).topLeft();
    const QRectF badge(corner.x() - w / 2, corner.y() - h / 2, w, h);
    p.setPen(QPen(QColor(0x2a, 0x21, 0x18), qMax(1.0, g.cell * 0.012)));
    p.setBrush(chosenColour());
    p.drawRoundedRect(badge, h / 2, h / 2);
    p.setFont(f);
    p.setPen(QColor(0x2a, 0x21, 0x18));
    p.drawText(badge, Qt::AlignCenter, text);
}

void LowMatView::paintMarks(QPainter &p, const Geometry &g)
{
    const double cell = g.cell;
    const QColor highlight = palette().color(QPalette::Highlight);
    for (const QPoint &sq : std::as_const(m_offered)) {
        if (!g.box.contains(sq))
            continue;
        p.setPen(QPen(highlight, qMax(1.5, cell * (unitOn(sq) ? 0.05 : 0.03))));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(
            squareRectF(g, sq).adjusted(cell * 0.02, cell * 0.02, -cell * 0.02, -cell * 0.02),
            cell * 0.06, cell * 0.06);
    }
    // The offered square under the mouse, a little stronger.
    if (m_hover && m_picking && !m_offered.isEmpty() && m_offered.contains(*m_hover)) {
        p.setPen(QPen(highlight.darker(115), qMax(2.5, cell * 0.055)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(
            squareRectF(g, *m_hover).adjusted(cell * 0.02, cell * 0.02, -cell * 0.02, -cell * 0.02),
            cell * 0.06, cell * 0.06);
    }
    for (const QPoint &sq : std::as_const(m_chosen)) {
        if (!g.box.contains(sq))
            continue;
        p.setPen(QPen(chosenColour(), qMax(2.5, cell * 0.06)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(
            squareRectF(g, sq).adjusted(cell * 0.015, cell * 0.015, -cell * 0.015, -cell * 0.015),
            cell * 0.08, cell * 0.08);
    }
    // The card being placed, on the hovered square or else the cursor.
    if (m_picking && m_state && !m_ghostCard.isEmpty()) {
        std::optional<QPoint> at;
        if (m_hover && canChoose(*m_hover) && !unitOn(*m_hover))
            at = m_hover;
        else if (canChoose(m_cursor) && !unitOn(m_cursor))
            at = m_cursor;
        if (at) {
            if (const LowCard *card = m_state->card(m_ghostCard)) {
                const double inset = cell * kCardInset;
                const int side = sideOfSeat(m_ghostSeat);
                CardPaintOptions options;
                options.rotated = side != m_bottomSide;
                options.ghost = true;
                options.lang = Translations::current();
                options.font = font();
                paintCard(p, squareRectF(g, *at).adjusted(inset, inset, -inset, -inset), *card,
                          side, options);
            }
        }
    }
    if (hasFocus() && g.box.contains(m_cursor)) {
        const QRectF r = squareRectF(g, m_cursor);
        const QColor c = m_picking ? highlight.darker(130) : QColor(0x2a, 0x21, 0x18);
        p.setPen(QPen(c, qMax(2.0, cell * 0.03), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(cell * 0.005, cell * 0.005, -cell * 0.005, -cell * 0.005),
                          cell * 0.08, cell * 0.08);
        // Corner ticks keep the cursor visible on a busy card.
        p.setPen(QPen(c, qMax(3.0, cell * 0.055), Qt::SolidLine, Qt::RoundCap));
        const double t = cell * 0.16;
        const QRectF o = r.adjusted(cell * 0.02, cell * 0.02, -cell * 0.02, -cell * 0.02);
        for (const QPointF &corner : {o.topLeft(), o.topRight(), o.bottomLeft(), o.bottomRight()}) {
            const double dx = corner.x() < o.center().x() ? t : -t;
            const double dy = corner.y() < o.center().y() ? t : -t;
            p.drawLine(corner, corner + QPointF(dx, 0));
            p.drawLine(corner, corner + QPointF(0, dy));
        }
    }
}

void LowMatView::paintCombat(QPainter &p, const Geometry &g)
{
    if (!m_state || (m_combat.fates.isEmpty() && m_shots.isEmpty()))
        return;
    const double cell = g.cell;
    auto unitById = [this](int uid) -> const LowUnit * {
        for (const LowUnit &u : m_state->units)
            if (u.uid == uid)
                return &u;
        return nullptr;
    };
    // Melee hits: a short stroke across the shared edge, from the attacker toward its target.
    for (const rules::Fate &fate : std::as_const(m_combat.fates)) {
        const LowUnit *target = unitById(fate.uid);
        if (!target || !g.box.contains(target->at))
            continue;
        for (const rules::Hit &hit : fate.hits) {
            const LowUnit *from = hit.ranged ? nullptr : unitById(hit.from);
            if (!from || !g.box.contains(from->at))
                continue;
            const QPointF a = squareRectF(g, from->at).center();
            const QPointF b = squareRectF(g, target->at).center();
            QColor c = fate.destroyed ? destroyedColour() : QColor(0x40, 0x40, 0x40);
            c.setAlpha(200);
            drawArrow(p, a + (b - a) * 0.38, a + (b - a) * 0.64, c, qMax(2.0, cell * 0.04));
        }
    }
    // Ranged shots: a dashed arrow from the shooter to its target.
    for (const rules::Shot &shot : std::as_const(m_shots)) {
        const LowUnit *from = unitById(shot.from);
        const LowUnit *to = unitById(shot.target);
        if (!from || !to)
            continue;
        const QPointF a = squareRectF(g, from->at).center();
        const QPointF b = squareRectF(g, to->at).center();
        const QLineF line(a, b);
        if (line.length() <= 0)
            continue;
        const QPointF unit = (b - a) / line.length();
        QColor c(0xe6, 0x5c, 0x00);
        c.setAlpha(225);
        drawArrow(p, a + unit * cell * 0.2, b - unit * cell * 0.18, c, qMax(2.5, cell * 0.045),
                  Qt::DashLine);
        // A reticle on the target.
        p.setPen(QPen(c, qMax(1.5, cell * 0.025)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(b, cell * 0.17, cell * 0.17);
    }
    // Destroyed units crossed out, then every attacked unit's badge: total against defence.
    for (const rules::Fate &fate : std::as_const(m_combat.fates)) {
        const LowUnit *u = unitById(fate.uid);
        if (!u || !g.box.contains(u->at))
            continue;
        const QRectF r = squareRectF(g, u->at);
        if (fate.destroyed) {
            m_crossed.append(fate.uid);
            const QRectF x = r.adjusted(cell * 0.14, cell * 0.14, -cell * 0.14, -cell * 0.14);
            for (const QColor &c : {QColor(255, 255, 255, 200), destroyedColour()}) {
                const double w = c == destroyedColour() ? cell * 0.07 : cell * 0.11;
                p.setPen(QPen(c, w, Qt::SolidLine, Qt::RoundCap));
                p.drawLine(x.topLeft(), x.bottomRight());
                p.drawLine(x.topRight(), x.bottomLeft());
            }
        }
        const QString text = fate.destroyed
                                 ? QStringLiteral("%1 > %2").arg(fate.total).arg(fate.defence)
                                 : QStringLiteral("%1 \u2264 %2").arg(fate.total).arg(fate.defence);
        m_badges.append(squareName(u->at) + QStringLiteral(": ") + text);
        const QFont f = pixelFont(font(), qMax(10.0, cell * 0.15), true);
        const QFontMetricsF fm(f);
        const double w = fm.horizontalAdvance(text) + fm.height() * 0.9;
        const double h = fm.height() * 1.15;
        // Low on the card, over its rank and class: the name and the arrows stay visible.
        const QRectF badge(r.center().x() - w / 2, r.top() + cell * 0.7 - h / 2, w, h);
        p.setPen(QPen(fate.destroyed ? destroyedColour().darker(140) : QColor(0x55, 0x55, 0x55),
                      qMax(1.0, cell * 0.012)));
        p.setBrush(fate.destroyed ? destroyedColour() : QColor(0xfb, 0xfa, 0xf6, 235));
        p.drawRoundedRect(badge, h / 2, h / 2);
        p.setFont(f);
        p.setPen(fate.destroyed ? Qt::white : QColor(0x2a, 0x21, 0x18));
        p.drawText(badge, Qt::AlignCenter, text);
    }
}

// ---- Input -------------------------------------------------------------------------------------

void LowMatView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const auto sq = squareAt(event->position().toPoint());
    if (!sq) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    if (*sq != m_cursor) {
        m_cursor = *sq;
        retranslate();
        update();
    }
    if (canChoose(*sq))
        Q_EMIT squareChosen(*sq);
    event->accept();
}

void LowMatView::mouseMoveEvent(QMouseEvent *event)
{
    const auto sq = squareAt(event->position().toPoint());
    if (sq != m_hover) {
        m_hover = sq;
        if (m_picking)
            update(); // the hover outline and the ghost card follow the mouse
        if (sq)
            Q_EMIT squareHovered(*sq);
    }
    QWidget::mouseMoveEvent(event);
}

void LowMatView::leaveEvent(QEvent *event)
{
    if (m_hover) {
        m_hover.reset();
        update();
    }
    QWidget::leaveEvent(event);
}

void LowMatView::moveCursor(int dx, int dy)
{
    // On screen: a turned mat moves the other way in mat squares.
    if (m_bottomSide == 1) {
        dx = -dx;
        dy = -dy;
    }
    const QPoint before = m_cursor;
    setCursorSquare(m_cursor + QPoint(dx, dy));
    if (m_cursor != before)
        Q_EMIT squareHovered(m_cursor);
}

void LowMatView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        moveCursor(-1, 0);
        break;
    case Qt::Key_Right:
        moveCursor(1, 0);
        break;
    case Qt::Key_Up:
        moveCursor(0, -1);
        break;
    case Qt::Key_Down:
        moveCursor(0, 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (canChoose(m_cursor)) {
            Q_EMIT squareChosen(m_cursor);
            break;
        }
        QWidget::keyPressEvent(event);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void LowMatView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace kbz::low
