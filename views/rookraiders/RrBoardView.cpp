#include "RrBoardView.h"

#include "Translations.h"
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

namespace kbz::rr {

namespace {

// Widths in cells: the circle column, the gap between circles and squares, six squares, the gap
// before the castle, the castle.
constexpr double kCircleGap = 0.14;
constexpr double kCastleGap = 0.14;
constexpr double kCastleWidth = 1.25;
constexpr double kColumnsWide = 1 + kCircleGap + kColumns + kCastleGap + kCastleWidth;

QColor boardBase()
{
    return {0xe4, 0xdc, 0xc8};
}
QColor tileColour()
{
    return {0xf7, 0xf2, 0xe6};
}
QColor tileLine()
{
    return {0xc4, 0xb8, 0x9c};
}
QColor inkColour()
{
    return {0x4a, 0x40, 0x30};
}
QColor monsterFill()
{
    return {0x2d, 0x31, 0x38};
}
QColor cubeColour()
{
    return {0xc0, 0x2d, 0x1f};
}
QColor chosenColour()
{
    return {0xf3, 0x9c, 0x12};
}
QColor proposalColour()
{
    return {0xe6, 0x6b, 0x00};
}
QColor threatColour(ThreatColour c)
{
    switch (c) {
    case ThreatColour::Red:
        return {0xd6, 0x45, 0x41};
    case ThreatColour::Blue:
        return {0x3b, 0x7d, 0xd8};
    case ThreatColour::Unknown:
        break;
    }
    return {0x8a, 0x8f, 0x98};
}

// A text colour readable on `fill`.
QColor textOn(const QColor &fill)
{
    const double luminance = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF();
    return luminance > 0.62 ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white);
}

// `base` scaled so that its line height is about `px` pixels (never below 65% of the base).
QFont fontForHeight(const QFont &base, double px)
{
    const double h = QFontMetricsF(base).height();
    const double factor = qMax(0.65, h > 0 ? px / h : 1.0);
    QFont f(base);
    if (base.pointSizeF() > 0)
        f.setPointSizeF(base.pointSizeF() * factor);
    else
        f.setPixelSize(qMax(1, qRound(base.pixelSize() * factor)));
    return f;
}

// Draws `text` in `r`, shrinking the font down to `minFactor` and then eliding when it is too
// wide.
void drawFitted(QPainter &p, const QRectF &r, const QString &text, QFont font, int flags,
                double minFactor = 0.75)
{
    QFontMetricsF fm(font);
    const double width = fm.horizontalAdvance(text);
    if (width > r.width() && width > 0) {
        const double factor = qMax(minFactor, r.width() / width * 0.95); // hinting margin
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * factor);
        else
            font.setPixelSize(qMax(1, qRound(font.pixelSize() * factor)));
        fm = QFontMetricsF(font);
    }
    p.setFont(font);
    p.drawText(r, flags, fm.elidedText(text, Qt::ElideRight, r.width()));
}

// A damage cube seen slightly from above: front face, lighter top, darker side.
void drawCube(QPainter &p, const QRectF &r, const QColor &colour)
{
    const double d = r.width() * 0.22;
    const QRectF front(r.left(), r.top() + d, r.width() - d, r.height() - d);
    QPainterPath top;
    top.moveTo(front.topLeft());
    top.lineTo(front.left() + d, r.top());
    top.lineTo(r.right(), r.top());
    top.lineTo(front.topRight());
    top.closeSubpath();
    QPainterPath side;
    side.moveTo(front.topRight());
    side.lineTo(r.right(), r.top());
    side.lineTo(r.right(), front.bottom() - d);
    side.lineTo(front.bottomRight());
    side.closeSubpath();
    p.setPen(QPen(colour.darker(170), qMax(0.8, r.width() / 14)));
    p.setBrush(colour.lighter(135));
    p.drawPath(top);
    p.setBrush(colour.darker(130));
    p.drawPath(side);
    p.setBrush(colour);
    p.drawRect(front);
}

void drawArrow(QPainter &p, QPointF from, QPointF to, const QColor &colour, double width)
{
    const QLineF line(from, to);
    if (line.length() < 1)
        return;
    const double head = width * 3.2;
    const QLineF shaft(from, line.pointAt(qMax(0.0, 1 - head * 0.8 / line.length())));
    p.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(shaft);
    const double angle = qDegreesToRadians(line.angle());
    const QPointF back = to - QPointF(qCos(angle) * head, -qSin(angle) * head);
    const QPointF normal(qSin(angle) * head * 0.55, qCos(angle) * head * 0.55);
    QPolygonF tip;
    tip << to << back + normal << back - normal;
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPolygon(tip);
}

QString figure(const std::optional<int> &value)
{
    return value ? QString::number(*value) : QStringLiteral("?");
}

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
    update();
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
    return m_picking && square.isValid() && (m_offered.isEmpty() || m_offered.contains(square));
}

RrBoardView::Geometry RrBoardView::geometry() const
{
    Geometry g;
    const QFontMetricsF fm(font());
    const double margin = fm.height() * 0.5;
    const double header = fm.height() * 1.1;    // column numbers
    const double rowLabels = fm.height() * 1.1; // row letters
    const double gap = margin * 0.8;
    const QRectF area = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    // The board's wooden border around the squares and the castle, in cells.
    constexpr double border = 0.06;
    auto cellFor = [&](double waitingHeight) {
        return qMax(12.0,
                    qMin((area.width() - rowLabels) / (kColumnsWide + 2 * border),
                         (area.height() - header - gap - waitingHeight) / (kRows + 2 * border)));
    };
    // The waiting line is as tall as half a square, within font-based bounds.
    const double waiting =
        qBound(fm.height() * 1.6, cellFor(fm.height() * 2.4) * 0.4, fm.height() * 2.8);
    g.cell = cellFor(waiting);
    const double edge = g.cell * border;
    const double width = rowLabels + g.cell * kColumnsWide + 2 * edge;
    const double height = header + g.cell * kRows + 2 * edge + gap + waiting;
    // Centred across, at the top (the board does not float in a tall window).
    g.frame = QRectF(area.left() + (area.width() - width) / 2, area.top(), width, height);
    g.grid = QRectF(g.frame.left() + rowLabels + edge, g.frame.top() + header + edge,
                    g.cell * (1 + kCircleGap + kColumns), g.cell * kRows);
    g.castle = QRectF(g.grid.right() + g.cell * kCastleGap, g.grid.top(), g.cell * kCastleWidth,
                      g.grid.height());
    g.board = g.grid.united(g.castle).adjusted(-edge, -edge, edge, edge);
    g.waiting = QRectF(g.board.left(), g.board.bottom() + gap, g.board.width(), waiting);
    return g;
}

QRectF RrBoardView::squareRectF(const Geometry &g, Square square) const
{
    if (!square.isValid())
        return {};
    const double x = g.grid.left() + (square.col == 0 ? 0 : (square.col + kCircleGap) * g.cell);
    return {x, g.grid.top() + square.row * g.cell, g.cell, g.cell};
}

QRectF RrBoardView::cardRectF(const Geometry &g, Square square) const
{
    const double inset = g.cell * 0.05;
    return squareRectF(g, square).adjusted(inset, inset, -inset, -inset);
}

QRect RrBoardView::squareRect(Square square) const
{
    return squareRectF(geometry(), square).toRect();
}

namespace {

// The parts of a card: the name band at the top, the cube tray and the bottom bar with the
// -/+ buttons around the "damage/HP" figure.
struct CardParts
{
    QRectF name;
    QRectF badge;
    QRectF tray;
    QRectF bar;
    QRectF minus;
    QRectF plus;
};

CardParts cardParts(const QRectF &card, bool monster)
{
    CardParts c;
    const double pad = card.width() * 0.06;
    const double stripe = monster ? card.width() * 0.07 : 0;
    const QRectF inner = card.adjusted(pad + stripe, pad, -pad, -pad);
    const double nameH = inner.height() * 0.36;
    const double barH = inner.height() * 0.28;
    const double badge = nameH * 0.95;
    c.badge = QRectF(inner.right() - badge, inner.top(), badge, badge);
    c.name = QRectF(inner.left(), inner.top(), inner.width(), nameH);
    c.bar = QRectF(inner.left(), inner.bottom() - barH, inner.width(), barH);
    c.tray = QRectF(inner.left(), c.name.bottom() + pad * 0.5, inner.width(),
                    c.bar.top() - c.name.bottom() - pad);
    c.minus = QRectF(c.bar.left(), c.bar.top(), barH, barH);
    c.plus = QRectF(c.bar.right() - barH, c.bar.top(), barH, barH);
    return c;
}

} // namespace

QRect RrBoardView::plusRect(Square square) const
{
    bool unit = false;
    if (!pieceAt(square, &unit))
        return {};
    return cardParts(cardRectF(geometry(), square), !unit).plus.toRect();
}

QRect RrBoardView::minusRect(Square square) const
{
    bool unit = false;
    if (!pieceAt(square, &unit))
        return {};
    return cardParts(cardRectF(geometry(), square), !unit).minus.toRect();
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
    const int h = fontMetrics().height();
    return {qMax(420, h * 30), qMax(240, h * 17)};
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
                paintCircle(p, r, row);
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
    paintCastle(p, g);
    paintWaiting(p, g);

    const RrPlayer *pl = player();
    if (!pl)
        return;
    for (const RrPiece &m : pl->monsters)
        if (m.at.isValid())
            paintCard(p, g, m, false);
    for (const RrPiece &u : pl->units)
        if (u.at.isValid())
            paintCard(p, g, u, true);
}

void RrBoardView::paintCircle(QPainter &p, const QRectF &r, int row) const
{
    const double d = r.width() * 0.84;
    const QRectF disc(r.center().x() - d / 2, r.center().y() - d / 2, d, d);
    QRadialGradient glow(disc.center(), d / 2);
    glow.setColorAt(0, QColor(0x8e, 0x6b, 0xd1));
    glow.setColorAt(0.7, QColor(0x5b, 0x3f, 0x8c));
    glow.setColorAt(1, QColor(0x3c, 0x28, 0x62));
    p.setPen(QPen(QColor(0xd8, 0xc8, 0xff), qMax(1.0, d / 40)));
    p.setBrush(glow);
    p.drawEllipse(disc);
    // Runes: an inner ring and a six-pointed star.
    const QRectF ring = disc.adjusted(d * 0.1, d * 0.1, -d * 0.1, -d * 0.1);
    p.setPen(QPen(QColor(0xd8, 0xc8, 0xff, 150), qMax(0.8, d / 70)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(ring);
    const double rad = ring.width() / 2;
    for (int t = 0; t < 2; ++t) {
        QPolygonF tri;
        for (int k = 0; k < 3; ++k) {
            const double a = qDegreesToRadians(90.0 + 120.0 * k + 60.0 * t);
            tri << ring.center() + QPointF(qCos(a) * rad, -qSin(a) * rad);
        }
        p.drawPolygon(tri);
    }
    p.setPen(Qt::white);
    QFont f = fontForHeight(font(), d * 0.5);
    f.setBold(true);
    p.setFont(f);
    p.drawText(disc, Qt::AlignCenter, QString(QChar(u'A' + row)));
}

void RrBoardView::paintCastle(QPainter &p, const Geometry &g) const
{
    const double cell = g.cell;
    const QRectF c = g.castle;
    const double tooth = cell * 0.16;
    // The wall with battlements on the top.
    QPainterPath wall;
    wall.moveTo(c.left(), c.bottom());
    wall.lineTo(c.left(), c.top());
    const int teeth = 4;
    const double step = c.width() / (2 * teeth - 1);
    for (int i = 0; i < 2 * teeth - 1; ++i) {
        const double x = c.left() + i * step;
        if (i % 2 == 0) {
            wall.lineTo(x + step, c.top());
            if (i < 2 * teeth - 2)
                wall.lineTo(x + step, c.top() + tooth);
        } else {
            wall.lineTo(x + step, c.top() + tooth);
            wall.lineTo(x + step, c.top());
        }
    }
    wall.lineTo(c.right(), c.bottom());
    wall.closeSubpath();
    QLinearGradient stone(c.topLeft(), c.topRight());
    stone.setColorAt(0, QColor(0x8d, 0x93, 0x9b));
    stone.setColorAt(1, QColor(0x6c, 0x72, 0x7a));
    p.setPen(QPen(QColor(0x4a, 0x4e, 0x55), qMax(1.0, cell / 50)));
    p.setBrush(stone);
    p.drawPath(wall);
    // Brick lines.
    p.setPen(QPen(QColor(0x5c, 0x61, 0x68, 90), qMax(0.8, cell / 90)));
    for (double y = c.top() + tooth + cell * 0.25; y < c.bottom(); y += cell * 0.25)
        p.drawLine(QPointF(c.left() + 1, y), QPointF(c.right() - 1, y));

    const RrPlayer *pl = player();
    const QStringList inside = pl ? pl->castle : QStringList();
    QFont title = fontForHeight(font(), qMin(cell * 0.22, QFontMetricsF(font()).height() * 1.4));
    title.setBold(true);
    const QRectF titleRect(c.left() + cell * 0.06, c.top() + tooth, c.width() - cell * 0.12,
                           QFontMetricsF(title).height() * 1.3);
    p.setPen(Qt::white);
    const QString heading =
        inside.isEmpty() ? tr("Castle") : tr("Castle (%1)").arg(QString::number(inside.size()));
    drawFitted(p, titleRect, heading, title, Qt::AlignCenter);

    // Monsters inside, one chip each.
    const QFont chipFont =
        fontForHeight(font(), qMin(cell * 0.17, QFontMetricsF(font()).height() * 1.5));
    const double chipH = QFontMetricsF(chipFont).height() * 1.35;
    double y = titleRect.bottom() + cell * 0.04;
    const Lang lang = Translations::current();
    for (int i = 0; i < inside.size(); ++i) {
        if (y + chipH > c.bottom() - cell * 0.05) {
            p.setPen(Qt::white);
            drawFitted(p, QRectF(c.left(), y, c.width(), chipH),
                       tr("+%1 more").arg(QString::number(inside.size() - i)), chipFont,
                       Qt::AlignCenter);
            break;
        }
        const RrCard *card = m_state ? m_state->card(inside.at(i)) : nullptr;
        const QRectF chip(c.left() + cell * 0.06, y, c.width() - cell * 0.12, chipH);
        m_chips.append({chip, inside.at(i)});
        p.setPen(Qt::NoPen);
        p.setBrush(monsterFill());
        p.drawRoundedRect(chip, chipH * 0.2, chipH * 0.2);
        p.setBrush(threatColour(card ? card->colour : ThreatColour::Unknown));
        p.drawRoundedRect(QRectF(chip.left(), chip.top(), chipH * 0.28, chip.height()), chipH * 0.1,
                          chipH * 0.1);
        p.setPen(Qt::white);
        const QString threat = card ? figure(card->threat) : QStringLiteral("?");
        const QFontMetricsF fm(chipFont);
        const double tw = fm.horizontalAdvance(threat) + chipH * 0.3;
        p.setFont(chipFont);
        p.drawText(QRectF(chip.right() - tw, chip.top(), tw - chipH * 0.12, chip.height()),
                   Qt::AlignRight | Qt::AlignVCenter, threat);
        drawFitted(p,
                   QRectF(chip.left() + chipH * 0.42, chip.top(), chip.width() - chipH * 0.42 - tw,
                          chip.height()),
                   m_state->cardName(inside.at(i)).text(lang), chipFont,
                   Qt::AlignLeft | Qt::AlignVCenter);
        y += chipH + cell * 0.04;
    }
}

void RrBoardView::paintWaiting(QPainter &p, const Geometry &g) const
{
    const QRectF w = g.waiting;
    const double h = w.height();
    p.setPen(QPen(tileLine(), qMax(1.0, g.cell / 70)));
    p.setBrush(boardBase().darker(106));
    p.drawRoundedRect(w, h * 0.18, h * 0.18);
    QFont label = fontForHeight(font(), h * 0.42);
    label.setBold(true);
    const QFontMetricsF lfm(label);
    const QString caption = tr("Waiting line");
    const double lw = lfm.horizontalAdvance(caption) + h * 0.5;
    p.setPen(inkColour());
    p.setFont(label);
    p.drawText(QRectF(w.left() + h * 0.25, w.top(), lw, h), Qt::AlignLeft | Qt::AlignVCenter,
               caption);

    const RrPlayer *pl = player();
    const QStringList line = pl ? pl->waiting : QStringList();
    const double chipH = h * 0.64;
    const QFont chipFont = fontForHeight(font(), chipH * 0.66);
    const QFontMetricsF fm(chipFont);
    double x = w.left() + h * 0.25 + lw;
    const double top = w.top() + (h - chipH) / 2;
    if (line.isEmpty()) {
        QColor faint = inkColour();
        faint.setAlpha(130);
        p.setPen(faint);
        p.setFont(chipFont);
        p.drawText(QRectF(x, w.top(), w.right() - x, h), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("empty"));
        return;
    }
    const Lang lang = Translations::current();
    for (int i = 0; i < line.size(); ++i) {
        const RrCard *card = m_state ? m_state->card(line.at(i)) : nullptr;
        const QString text = QStringLiteral("%1. %2").arg(QString::number(i + 1),
                                                          m_state->cardName(line.at(i)).text(lang));
        const QString threat = card ? figure(card->threat) : QStringLiteral("?");
        const double width =
            fm.horizontalAdvance(text) + fm.horizontalAdvance(threat) + chipH * 1.3;
        const QString more = tr("+%1 more").arg(QString::number(line.size() - i));
        const bool last = i == line.size() - 1;
        if (x + width > w.right() - h * 0.2 - (last ? 0 : fm.horizontalAdvance(more) + h * 0.3)) {
            p.setPen(inkColour());
            p.setFont(chipFont);
            p.drawText(QRectF(x, w.top(), w.right() - x, h), Qt::AlignLeft | Qt::AlignVCenter,
                       more);
            break;
        }
        const QRectF chip(x, top, width, chipH);
        m_chips.append({chip, line.at(i)});
        p.setPen(Qt::NoPen);
        p.setBrush(monsterFill());
        p.drawRoundedRect(chip, chipH * 0.2, chipH * 0.2);
        p.setBrush(threatColour(card ? card->colour : ThreatColour::Unknown));
        p.drawRoundedRect(QRectF(chip.left(), chip.top(), chipH * 0.22, chipH), chipH * 0.1,
                          chipH * 0.1);
        p.setPen(Qt::white);
        p.setFont(chipFont);
        p.drawText(chip.adjusted(chipH * 0.4, 0, -chipH * 0.3, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   text);
        p.drawText(chip.adjusted(chipH * 0.4, 0, -chipH * 0.3, 0),
                   Qt::AlignRight | Qt::AlignVCenter, threat);
        x += width + h * 0.15;
    }
}

void RrBoardView::paintCard(QPainter &p, const Geometry &g, const RrPiece &piece, bool unit) const
{
    const RrCard *card = m_state->card(piece.card);
    const QRectF r = cardRectF(g, piece.at);
    const CardParts parts = cardParts(r, !unit);
    const double radius = r.width() * 0.08;
    const RrPlayer &pl = *player();
    const QColor fill = unit ? playerColour(pl.colour, m_seat) : monsterFill();
    const QColor ink = textOn(fill);

    p.save();
    // Shadow, body, stripe.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 45));
    p.drawRoundedRect(r.translated(r.width() * 0.025, r.width() * 0.035), radius, radius);
    QLinearGradient body(r.topLeft(), r.bottomLeft());
    body.setColorAt(0, fill.lighter(118));
    body.setColorAt(1, fill.darker(112));
    p.setPen(QPen(fill.darker(150), qMax(1.0, r.width() / 60)));
    p.setBrush(body);
    p.drawRoundedRect(r, radius, radius);
    if (!unit) {
        QPainterPath clip;
        clip.addRoundedRect(r, radius, radius);
        p.save();
        p.setClipPath(clip);
        p.fillRect(QRectF(r.left(), r.top(), r.width() * 0.07, r.height()),
                   threatColour(card ? card->colour : ThreatColour::Unknown));
        p.restore();
    }

    // Badge: the threat of a monster, the action marker of a unit.
    const QRectF badge = parts.badge;
    const bool hasBadge = !unit || piece.marker;
    if (!unit) {
        p.setPen(QPen(Qt::white, qMax(1.0, badge.width() / 14)));
        p.setBrush(threatColour(card ? card->colour : ThreatColour::Unknown));
        p.drawEllipse(badge);
        QFont bf = fontForHeight(font(), badge.height() * 0.75);
        bf.setBold(true);
        p.setPen(Qt::white);
        p.setFont(bf);
        p.drawText(badge, Qt::AlignCenter, card ? figure(card->threat) : QStringLiteral("?"));
    } else if (piece.marker) {
        // An octagonal wooden token with a tick.
        QPolygonF oct;
        const double rad = badge.width() / 2;
        for (int k = 0; k < 8; ++k) {
            const double a = qDegreesToRadians(22.5 + 45.0 * k);
            oct << badge.center() + QPointF(qCos(a) * rad, qSin(a) * rad);
        }
        p.setPen(QPen(QColor(0x7a, 0x52, 0x10), qMax(1.0, rad / 7)));
        p.setBrush(QColor(0xf0, 0xb4, 0x29));
        p.drawPolygon(oct);
        QPainterPath tick;
        tick.moveTo(badge.left() + rad * 0.5, badge.center().y());
        tick.lineTo(badge.left() + rad * 0.85, badge.center().y() + rad * 0.38);
        tick.lineTo(badge.right() - rad * 0.45, badge.top() + rad * 0.55);
        p.setPen(QPen(QColor(0x4a, 0x30, 0x05), qMax(1.2, rad / 4), Qt::SolidLine, Qt::RoundCap,
                      Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(tick);
    }

    // Name: one line when it fits (shrunk a little if need be), else two smaller lines.
    QFont nf = fontForHeight(font(), parts.name.height() * 0.72);
    nf.setBold(true);
    p.setPen(ink);
    const QRectF nameRect =
        hasBadge ? parts.name.adjusted(0, 0, -badge.width() - r.width() * 0.03, 0) : parts.name;
    const QString name = m_state->cardName(piece.card).text(Translations::current());
    const double lineHeight = parts.name.height() * 0.48;
    const bool twoLinesFit = lineHeight >= QFontMetricsF(font()).height() * 0.7;
    if (QFontMetricsF(nf).horizontalAdvance(name) * 0.8 <= nameRect.width() || !twoLinesFit ||
        !name.contains(QLatin1Char(' '))) {
        drawFitted(p, nameRect, name, nf, Qt::AlignLeft | Qt::AlignVCenter, 0.6);
    } else {
        QFont two = fontForHeight(font(), lineHeight);
        two.setBold(true);
        const QFontMetricsF tfm(two);
        const qsizetype split = name.indexOf(QLatin1Char(' '));
        const QRectF upper(nameRect.left(), nameRect.top(), nameRect.width(),
                           nameRect.height() / 2);
        const QRectF lower = upper.translated(0, nameRect.height() / 2);
        drawFitted(p, upper, name.left(split), two, Qt::AlignLeft | Qt::AlignBottom);
        drawFitted(p, lower, name.mid(split + 1), two, Qt::AlignLeft | Qt::AlignTop);
    }

    // The cube tray: a filled cube per damage, an empty slot per remaining HP.
    const QRectF tray = parts.tray;
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, unit ? 200 : 215));
    p.drawRoundedRect(tray, tray.height() * 0.25, tray.height() * 0.25);
    const std::optional<int> hp = card ? card->hp : std::nullopt;
    const int slotCount = hp ? qMax(*hp, piece.damage) : piece.damage;
    if (slotCount > 0) {
        double size = qMin(tray.height() * 0.68, tray.width() * 0.9 / (slotCount * 1.2));
        const int shown = size < 5 ? 1 : slotCount;
        if (shown == 1)
            size = tray.height() * 0.68;
        const double spacing = size * 1.2;
        double x = tray.center().x() - (shown * spacing - size * 0.2) / 2;
        const double y = tray.center().y() - size / 2;
        for (int i = 0; i < shown; ++i, x += spacing) {
            const QRectF cube(x, y, size, size);
            if (shown == 1 || i < piece.damage) {
                drawCube(p, cube, cubeColour());
            } else {
                p.setPen(QPen(QColor(0x9a, 0x8f, 0x80), qMax(0.8, size / 10), Qt::DotLine));
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(cube.adjusted(0, size * 0.22, -size * 0.22, 0), size * 0.1,
                                  size * 0.1);
            }
        }
    }

    // The bar: - damage/HP +.
    QFont ff = fontForHeight(font(), parts.bar.height() * 0.8);
    ff.setBold(true);
    p.setPen(ink);
    const QString value = QStringLiteral("%1/%2").arg(
        QString::number(piece.damage), hp ? QString::number(*hp) : QStringLiteral("?"));
    drawFitted(p, parts.bar.adjusted(parts.minus.width(), 0, -parts.plus.width(), 0), value, ff,
               Qt::AlignCenter);
    for (const bool plus : {false, true}) {
        const QRectF b = (plus ? parts.plus : parts.minus).adjusted(1, 1, -1, -1);
        const bool enabled = plus || piece.damage > 0;
        QColor face = unit ? QColor(255, 255, 255, enabled ? 215 : 90)
                           : QColor(255, 255, 255, enabled ? 60 : 25);
        p.setPen(
            QPen(unit ? fill.darker(150) : QColor(255, 255, 255, 120), qMax(1.0, b.width() / 16)));
        p.setBrush(face);
        p.drawRoundedRect(b, b.width() * 0.25, b.width() * 0.25);
        const QColor sign = unit ? fill.darker(160) : QColor(Qt::white);
        p.setPen(QPen(enabled ? sign : QColor(sign.red(), sign.green(), sign.blue(), 90),
                      qMax(1.2, b.width() / 8), Qt::SolidLine, Qt::RoundCap));
        const double arm = b.width() * 0.26;
        p.drawLine(QPointF(b.center().x() - arm, b.center().y()),
                   QPointF(b.center().x() + arm, b.center().y()));
        if (plus)
            p.drawLine(QPointF(b.center().x(), b.center().y() - arm),
                       QPointF(b.center().x(), b.center().y() + arm));
    }
    if (!unit && piece.acted) {
        // Dimmed under a light wash, with a label on the tray.
        QColor wash = tileColour();
        wash.setAlpha(150);
        p.setPen(Qt::NoPen);
        p.setBrush(wash);
        p.drawRoundedRect(r, radius, radius);
        const QRectF pill = tray.adjusted(tray.width() * 0.06, tray.height() * 0.08,
                                          -tray.width() * 0.06, -tray.height() * 0.08);
        p.setBrush(QColor(0x55, 0x5a, 0x62));
        p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        QFont af = fontForHeight(font(), pill.height() * 0.8);
        af.setBold(true);
        p.setPen(Qt::white);
        drawFitted(p, pill, tr("acted"), af, Qt::AlignCenter);
    }
    p.restore();
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
    if (canChoose(*sq))
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
        if (canChoose(m_cursor)) {
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
        if (piece) {
            QToolTip::showText(help->globalPos(), cardToolTip(*piece, unit), this, squareRect(*sq));
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
            row(tr("Threat"), QStringLiteral("%1 (%2)").arg(figure(card->threat), colour));
            if (piece.acted)
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
