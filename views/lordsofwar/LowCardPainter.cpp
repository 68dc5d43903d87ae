// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowCardPainter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QtMath>
#include <iterator>

namespace kbz::low {

namespace {

constexpr char kContext[] = "kbz::low::LowCardPainter";

// The layout of a card face in card units (the card is 1 x 1, upright, y down).
constexpr double kFrame = 0.045;        // the coloured frame around the parchment
constexpr double kRadius = 0.075;       // corner radius
constexpr double kEdgeInset = 0.012;    // an edge arrow's tip from the card's edge
constexpr double kCornerInset = 0.03;   // a corner arrow's tip from the corner (each axis)
constexpr double kArrowLength = 0.078;  // tip to base
constexpr double kArrowWidth = 0.14;    // base width
constexpr double kNumberBox = 0.11;     // the square an attack value is printed in
constexpr double kEdgeNumber = 0.138;   // tip to the value's centre, edges
constexpr double kCornerNumber = 0.165; // tip to the value's centre, corners (along the diagonal)
const QRectF kNameBand(0.06, 0.205, 0.88, 0.25);
const QRectF kShield(0.36, 0.465, 0.28, 0.29);
// Below this many pixels a card is drawn compact: no name, rank or class (too small to read),
// larger arrow values and defence.
constexpr double kCompactBelow = 60;
constexpr double kCompactArrowLength = 0.1;
constexpr double kCompactArrowWidth = 0.18;
constexpr double kCompactNumberBox = 0.2;
const QRectF kCompactShield(0.335, 0.335, 0.33, 0.33);
const QRectF kRankBox(0.065, 0.605, 0.27, 0.15);
const QRectF kClassBox(0.665, 0.605, 0.27, 0.15);
const QRectF kRangedBox(0.655, 0.565, 0.29, 0.19); // a shooter's grid and damage

const QPointF kUnit[kDirections] = {{0, -1}, {1, -1}, {1, 0},  {1, 1},
                                    {0, 1},  {-1, 1}, {-1, 0}, {-1, -1}};

QColor inkColour()
{
    return {0x2a, 0x21, 0x18};
}
QColor arrowColour()
{
    return {0xa8, 0x1e, 0x1e};
}
QColor parchment()
{
    return {0xf6, 0xef, 0xdc};
}

QFont sized(const QFont &base, double px, bool bold)
{
    QFont f(base);
    f.setPixelSize(qMax(1, qRound(px)));
    f.setBold(bold);
    return f;
}

// Card units to widget coordinates.
struct Frame
{
    QPointF origin;
    double size = 0;
    QPointF at(QPointF u) const { return origin + u * size; }
    QPointF at(double x, double y) const { return at(QPointF(x, y)); }
    QRectF rect(const QRectF &u) const { return {at(u.topLeft()), at(u.bottomRight())}; }
};

// The two lines of a name split near its middle: at a space when there is one, else anywhere
// (Japanese).
QStringList splitInTwo(const QString &text, const QFontMetricsF &fm)
{
    const double total = fm.horizontalAdvance(text);
    int best = -1;
    double bestWidth = 1e9;
    for (int i = 1; i < text.size(); ++i) {
        if (text.contains(u' ') && text.at(i) != u' ')
            continue;
        const double w =
            qMax(fm.horizontalAdvance(text.left(i)), fm.horizontalAdvance(text.mid(i).trimmed()));
        if (w < bestWidth) {
            bestWidth = w;
            best = i;
        }
    }
    if (best < 0 || total <= 0)
        return {text};
    return {text.left(best).trimmed(), text.mid(best).trimmed()};
}

// The name in `band`: one line when it fits at a readable size, else two lines, shrunk down to
// `minPx`, and elided only when even that is too wide.
void paintName(QPainter &p, const QRectF &band, const QString &name, const QFont &base, double size,
               QStringList *elided)
{
    // Below about 7 pixels a name is not legible any more: elide instead.
    const double maxOne = qMin(size * 0.125, band.height());
    const double maxTwo = size * 0.105;
    const double minPx = qMax(7.0, size * 0.08);
    for (double px = maxOne; px >= qMax(minPx, maxTwo); px -= 0.5) {
        const QFont f = sized(base, px, true);
        const QFontMetricsF fm(f);
        if (fm.horizontalAdvance(name) <= band.width()) {
            p.setFont(f);
            p.drawText(band, Qt::AlignCenter, name);
            return;
        }
    }
    for (double px = maxTwo; px >= minPx; px -= 0.5) {
        const QFont f = sized(base, px, true);
        const QFontMetricsF fm(f);
        const QStringList lines = splitInTwo(name, fm);
        if (lines.size() == 2 && fm.horizontalAdvance(lines.at(0)) <= band.width() &&
            fm.horizontalAdvance(lines.at(1)) <= band.width() &&
            fm.lineSpacing() + fm.height() <= band.height() * 1.04) {
            p.setFont(f);
            p.drawText(band, Qt::AlignCenter, lines.join(u'\n'));
            return;
        }
    }
    for (double px = qMin(maxTwo, maxOne); px >= minPx; px -= 0.5) {
        const QFont f = sized(base, px, true);
        if (QFontMetricsF(f).horizontalAdvance(name) <= band.width()) {
            p.setFont(f);
            p.drawText(band, Qt::AlignCenter, name);
            return;
        }
    }
    const QFont f = sized(base, minPx, true);
    const QFontMetricsF fm(f);
    QStringList lines = splitInTwo(name, fm);
    if (lines.size() == 1)
        lines.append(QString());
    const QString first = fm.elidedText(lines.at(0), Qt::ElideRight, band.width());
    const QString second = fm.elidedText(lines.at(1), Qt::ElideRight, band.width());
    if (elided && (first != lines.at(0) || second != lines.at(1)))
        elided->append(name);
    p.setFont(f);
    p.drawText(band, Qt::AlignCenter,
               second.isEmpty() ? first : first + QLatin1Char('\n') + second);
}

// A five-pointed star (commander) centred in `r`.
QPolygonF star(const QRectF &r)
{
    QPolygonF poly;
    const double outer = qMin(r.width(), r.height()) / 2;
    const double inner = outer * 0.45;
    const QPointF c = r.center() + QPointF(0, outer * 0.08);
    for (int i = 0; i < 10; ++i) {
        const double a = -M_PI / 2 + i * M_PI / 5;
        const double rad = i % 2 == 0 ? outer : inner;
        poly << c + QPointF(qCos(a) * rad, qSin(a) * rad);
    }
    return poly;
}

// A crown (the general) in `r`.
QPolygonF crown(const QRectF &r)
{
    const double s = qMin(r.width(), r.height());
    const QRectF b(r.center().x() - s * 0.55, r.center().y() - s * 0.42, s * 1.1, s * 0.84);
    QPolygonF poly;
    poly << QPointF(b.left(), b.bottom()) << QPointF(b.left(), b.top() + b.height() * 0.22)
         << QPointF(b.left() + b.width() * 0.27, b.top() + b.height() * 0.55)
         << QPointF(b.center().x(), b.top())
         << QPointF(b.right() - b.width() * 0.27, b.top() + b.height() * 0.55)
         << QPointF(b.right(), b.top() + b.height() * 0.22) << QPointF(b.right(), b.bottom());
    return poly;
}

void paintPill(QPainter &p, const QRectF &r, const QString &text, const QColor &tint,
               const QFont &base, double size)
{
    QColor fill = tint;
    fill.setAlpha(38);
    p.setPen(QPen(QColor(tint.red(), tint.green(), tint.blue(), 120), qMax(0.8, size * 0.008)));
    p.setBrush(fill);
    p.drawRoundedRect(r, r.height() * 0.3, r.height() * 0.3);
    double px = r.height() * 0.72;
    QFont f = sized(base, px, true);
    while (QFontMetricsF(f).horizontalAdvance(text) > r.width() * 0.92 && px > 4) {
        px -= 0.5;
        f = sized(base, px, true);
    }
    f.setLetterSpacing(QFont::PercentageSpacing, 104);
    p.setFont(f);
    p.setPen(inkColour());
    p.drawText(r, Qt::AlignCenter, text);
}

void paintRank(QPainter &p, const QRectF &r, Rank rank, const QFont &base, double size,
               const QColor &tint)
{
    const QColor gold(0xe0, 0xa8, 0x1c);
    const QPen outline(QColor(0x6b, 0x4a, 0x08), qMax(0.8, size * 0.01));
    if (rank == Rank::General) {
        p.setPen(outline);
        p.setBrush(gold);
        const QRectF g(r.left(), r.top(), r.height() * 1.1, r.height());
        p.drawPolygon(crown(g.adjusted(r.height() * 0.08, r.height() * 0.1, -r.height() * 0.08,
                                       -r.height() * 0.1)));
        const QRectF s(g.right(), r.top() + r.height() * 0.2, r.width() - g.width(),
                       r.height() * 0.6);
        p.drawPolygon(star(s));
        return;
    }
    if (rank == Rank::Command) {
        p.setPen(outline);
        p.setBrush(gold);
        p.drawPolygon(star(QRectF(r.left(), r.top(), r.height() * 1.15, r.height())));
        return;
    }
    paintPill(p, r, rankShort(rank), tint, base, size);
}

// The ranged glyph: the target grid (the card's own square and its targets, turned with the
// card) and the ranged damage beside it.
void paintRanged(QPainter &p, const QRectF &r, const LowCard &card, bool rotated,
                 const QColor &side, const QFont &base)
{
    QList<QPoint> cells{QPoint(0, 0)};
    for (const QPoint &t : card.rangedTargets)
        cells.append(rotated ? QPoint(-t.x(), t.y()) : QPoint(t.x(), -t.y()));
    int minX = 0, maxX = 0, minY = 0, maxY = 0;
    for (const QPoint &c : std::as_const(cells)) {
        minX = qMin(minX, c.x());
        maxX = qMax(maxX, c.x());
        minY = qMin(minY, c.y());
        maxY = qMax(maxY, c.y());
    }
    const int cols = maxX - minX + 1;
    const int rows = maxY - minY + 1;
    const QRectF gridArea(r.left(), r.top(), r.width() * 0.52, r.height());
    const double cell = qMin(gridArea.width() / cols, gridArea.height() / rows);
    const QPointF origin(gridArea.center().x() - cell * cols / 2,
                         gridArea.center().y() - cell * rows / 2);
    const QColor target(0xc6, 0x28, 0x28);
    // The grid's cells with a hair of parchment between them.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x5a, 0x4a, 0x38, 150));
    p.drawRect(QRectF(origin, QSizeF(cell * cols, cell * rows)));
    const double gap = qMax(0.5, cell * 0.14);
    for (int y = minY; y <= maxY; ++y) {
        for (int x = minX; x <= maxX; ++x) {
            const QRectF c(origin.x() + (x - minX) * cell + gap / 2,
                           origin.y() + (y - minY) * cell + gap / 2, cell - gap, cell - gap);
            const QPoint at(x, y);
            p.setBrush(at == QPoint(0, 0)      ? side
                       : cells.indexOf(at) > 0 ? target
                                               : QColor(0xf6, 0xef, 0xdc));
            p.drawRect(c);
        }
    }
    const QRectF number(gridArea.right(), r.top(), r.right() - gridArea.right(), r.height());
    p.setPen(target.darker(115));
    p.setFont(sized(base, r.height() * 0.75, true));
    p.drawText(number, Qt::AlignCenter, QString::number(card.rangedDamage));
}

} // namespace

QColor sideColour(int side)
{
    return side == 0 ? QColor(0x2f, 0x7d, 0x32) : QColor(0x2b, 0x5d, 0xa6);
}

QPointF screenDirection(int dir, bool rotated)
{
    const QPointF d = kUnit[((dir % kDirections) + kDirections) % kDirections];
    return rotated ? -d : d;
}

QString classShort(UnitClass cls)
{
    // In the order of UnitClass.
    static const char *const texts[] = {QT_TRANSLATE_NOOP("kbz::low::LowCardPainter", "INF"),
                                        QT_TRANSLATE_NOOP("kbz::low::LowCardPainter", "SPR"),
                                        QT_TRANSLATE_NOOP("kbz::low::LowCardPainter", "CAV"),
                                        QT_TRANSLATE_NOOP("kbz::low::LowCardPainter", "RNG"),
                                        QT_TRANSLATE_NOOP("kbz::low::LowCardPainter", "BSK")};
    const int i = int(cls);
    return i >= 0 && i < int(std::size(texts)) ? QCoreApplication::translate(kContext, texts[i])
                                               : QString();
}

QString rankShort(Rank rank)
{
    // In the order of Rank.
    static const char *const texts[] = {QT_TRANSLATE_NOOP("kbz::low::LowCardPainter", "GEN"),
                                        QT_TRANSLATE_NOOP("kbz::low::LowCardPainter", "CMD"),
                                        QT_TRANSLATE_NOOP("kbz::low::LowCardPainter", "SPC"),
                                        QT_TRANSLATE_NOOP("kbz::low::LowCardPainter", "ELT"),
                                        QT_TRANSLATE_NOOP("kbz::low::LowCardPainter", "VET"),
                                        QT_TRANSLATE_NOOP("kbz::low::LowCardPainter", "REG"),
                                        QT_TRANSLATE_NOOP("kbz::low::LowCardPainter", "CSC")};
    const int i = int(rank);
    return i >= 0 && i < int(std::size(texts)) ? QCoreApplication::translate(kContext, texts[i])
                                               : QString();
}

void paintCard(QPainter &p, const QRectF &rect, const LowCard &card, int side,
               const CardPaintOptions &options)
{
    const double size = qMin(rect.width(), rect.height());
    if (size < 4)
        return;
    Frame fr{QPointF(rect.center().x() - size / 2, rect.center().y() - size / 2), size};
    const QRectF cardRect(fr.origin, QSizeF(size, size));
    const bool rotated = options.rotated;
    // A card-unit point of the arrow layout, turned with the card.
    auto turn = [rotated](QPointF u) {
        return rotated ? QPointF(1 - u.x(), 1 - u.y()) : u;
    };

    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const double opacity = p.opacity();
    if (options.ghost)
        p.setOpacity(p.opacity() * 0.6);

    const QColor colour = sideColour(side);
    const double radius = size * kRadius;
    // A soft shadow under the card.
    if (!options.ghost) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, 45));
        p.drawRoundedRect(cardRect.translated(size * 0.012, size * 0.02), radius, radius);
    }
    // The frame in the side's colour, then the parchment.
    QLinearGradient frameFill(cardRect.topLeft(), cardRect.bottomRight());
    frameFill.setColorAt(0, colour.lighter(118));
    frameFill.setColorAt(1, colour.darker(118));
    p.setPen(QPen(colour.darker(160), qMax(1.0, size * 0.01)));
    p.setBrush(frameFill);
    p.drawRoundedRect(cardRect, radius, radius);
    const QRectF inner =
        cardRect.adjusted(size * kFrame, size * kFrame, -size * kFrame, -size * kFrame);
    QLinearGradient paper(inner.topLeft(), inner.bottomLeft());
    paper.setColorAt(0, parchment());
    paper.setColorAt(1, parchment().darker(106));
    p.setPen(QPen(colour.darker(135), qMax(0.6, size * 0.006)));
    p.setBrush(paper);
    p.drawRoundedRect(inner, radius * 0.55, radius * 0.55);
    // A faint wash of the side's colour over the parchment.
    QColor wash = colour;
    wash.setAlpha(22);
    p.setPen(Qt::NoPen);
    p.setBrush(wash);
    p.drawRoundedRect(inner, radius * 0.55, radius * 0.55);

    // The arrows: a triangle at the edge or corner, its value inside the card beside it.
    const bool compact = size < kCompactBelow;
    const double arrowLength = compact ? kCompactArrowLength : kArrowLength;
    const double arrowWidth = compact ? kCompactArrowWidth : kArrowWidth;
    const double numberBox = compact ? kCompactNumberBox : kNumberBox;
    const double edgeNumber = compact ? arrowLength + numberBox / 2 + 0.005 : kEdgeNumber;
    const double cornerNumber = compact ? arrowLength + numberBox * 0.8 : kCornerNumber;
    const QFont numberFont = sized(options.font, size * numberBox * 0.95, true);
    for (int dir = 0; dir < kDirections; ++dir) {
        const int value = card.attack[size_t(dir)];
        if (value <= 0)
            continue;
        const QPointF d = kUnit[dir];
        const bool corner = dir % 2 == 1;
        const QPointF n = corner ? d / M_SQRT2 : d;
        const QPointF anchor = QPointF(0.5, 0.5) + d * 0.5;
        const QPointF tip = corner ? anchor - d * kCornerInset : anchor - d * kEdgeInset;
        const QPointF baseCentre = tip - n * arrowLength;
        const QPointF across(-n.y(), n.x());
        QPolygonF tri;
        tri << fr.at(turn(tip)) << fr.at(turn(baseCentre + across * arrowWidth / 2))
            << fr.at(turn(baseCentre - across * arrowWidth / 2));
        p.setPen(QPen(QColor(255, 245, 225), qMax(0.8, size * 0.012), Qt::SolidLine, Qt::RoundCap,
                      Qt::RoundJoin));
        p.setBrush(arrowColour());
        p.drawPolygon(tri);
        const QPointF centre = tip - n * (corner ? cornerNumber : edgeNumber);
        const QPointF c = fr.at(turn(centre));
        const double box = size * numberBox;
        p.setPen(arrowColour().darker(135));
        p.setFont(numberFont);
        p.drawText(QRectF(c.x() - box / 2, c.y() - box / 2, box, box), Qt::AlignCenter,
                   QString::number(value));
    }

    // The name, upright.
    p.setPen(inkColour());
    if (!compact)
        paintName(p, fr.rect(kNameBand), card.name.text(options.lang), options.font, size,
                  options.elided);

    // The defence on a shield in the middle.
    const QRectF sh = fr.rect(compact ? kCompactShield : kShield);
    QPainterPath shield;
    shield.moveTo(sh.left(), sh.top() + sh.height() * 0.1);
    shield.quadTo(sh.center().x(), sh.top() - sh.height() * 0.06, sh.right(),
                  sh.top() + sh.height() * 0.1);
    shield.lineTo(sh.right(), sh.top() + sh.height() * 0.5);
    shield.quadTo(sh.right(), sh.bottom() - sh.height() * 0.15, sh.center().x(), sh.bottom());
    shield.quadTo(sh.left(), sh.bottom() - sh.height() * 0.15, sh.left(),
                  sh.top() + sh.height() * 0.5);
    shield.closeSubpath();
    QLinearGradient metal(sh.topLeft(), sh.bottomRight());
    metal.setColorAt(0, colour.lighter(108));
    metal.setColorAt(1, colour.darker(150));
    p.setPen(QPen(colour.darker(190), qMax(0.8, size * 0.012)));
    p.setBrush(metal);
    p.drawPath(shield);
    p.setPen(Qt::white);
    p.setFont(sized(options.font, size * (compact ? 0.25 : 0.2), true));
    p.drawText(sh.adjusted(0, -sh.height() * 0.06, 0, 0), Qt::AlignCenter,
               QString::number(card.defence));

    // Rank (left) and class or ranged fire (right), upright.
    if (!compact) {
        paintRank(p, fr.rect(kRankBox), card.rank, options.font, size, colour);
        if (card.shoots())
            paintRanged(p, fr.rect(kRangedBox), card, rotated, colour, options.font);
        else
            paintPill(p, fr.rect(kClassBox), classShort(card.cls), colour, options.font, size);
    }

    if (options.dimmed) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(90, 90, 90, 120));
        p.drawRoundedRect(cardRect, radius, radius);
    }
    if (options.ghost) {
        p.setOpacity(opacity);
        p.setPen(QPen(colour.darker(140), qMax(1.5, size * 0.02), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(cardRect, radius, radius);
    }
    p.restore();
}

} // namespace kbz::low
