// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrPaint.h"

#include "Translations.h"

#include <QCoreApplication>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QtMath>

namespace kbz::rr::paint {

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
QColor againstRulesColour()
{
    return {0xc0, 0x1f, 0x2f};
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

// Draws `text` in `r`, shrinking the font down to `minFactor`, then eliding.
void drawFitted(QPainter &p, const QRectF &r, const QString &text, QFont font, int flags,
                double minFactor, QStringList *elided)
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
    const QString shown = fm.elidedText(text, Qt::ElideRight, r.width());
    if (elided && shown != text)
        elided->append(text);
    p.drawText(r, flags, shown);
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

CardParts cardParts(const QRectF &card, bool monster, const QFont &base)
{
    CardParts c;
    const double pad = card.width() * 0.06;
    const double stripe = monster ? card.width() * 0.07 : 0;
    const QRectF inner = card.adjusted(pad + stripe, pad, -pad, -pad);
    // The bar and the tray keep their size; the name takes the rest (two lines on a tall card).
    const double barH = qMin(inner.height() * 0.27, inner.width() * 0.3);
    const double trayH = qMin(inner.height() * 0.2, inner.width() * 0.24);
    const double lineH = qMin(QFontMetricsF(base).height() * 1.05, inner.height() * 0.25);
    const double badge = qMin(inner.width() * 0.3, qMax(lineH * 1.1, inner.height() * 0.2));
    c.badge = QRectF(inner.right() - badge, inner.top(), badge, badge);
    c.bar = QRectF(inner.left(), inner.bottom() - barH, inner.width(), barH);
    c.tray = QRectF(inner.left(), c.bar.top() - pad * 0.5 - trayH, inner.width(), trayH);
    c.name =
        QRectF(inner.left(), inner.top(), inner.width(), c.tray.top() - pad * 0.5 - inner.top());
    c.minus = QRectF(c.bar.left(), c.bar.top(), barH, barH);
    c.plus = QRectF(c.bar.right() - barH, c.bar.top(), barH, barH);
    return c;
}

void circle(QPainter &p, const QRectF &r, int row, const QFont &base)
{
    const double d = qMin(r.width(), r.height()) * 0.84;
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
    QFont f = fontForHeight(base, d * 0.5);
    f.setBold(true);
    p.setFont(f);
    p.drawText(disc, Qt::AlignCenter, QString(QChar(u'A' + row)));
}

namespace {

QString boardText(const char *text)
{
    // The board's own words (translated in the board view's context).
    return QCoreApplication::translate("kbz::rr::RrBoardView", text);
}

// A monster chip: dark body, a stripe of its threat colour, the name and the threat.
void chip(QPainter &p, const QRectF &chip, const QString &name, const QString &threat,
          const QColor &stripe, const QFont &font)
{
    const double h = chip.height();
    p.setPen(Qt::NoPen);
    p.setBrush(monsterFill());
    p.drawRoundedRect(chip, h * 0.2, h * 0.2);
    p.setBrush(stripe);
    p.drawRoundedRect(QRectF(chip.left(), chip.top(), h * 0.24, h), h * 0.1, h * 0.1);
    p.setPen(Qt::white);
    p.setFont(font);
    const QFontMetricsF fm(font);
    const double tw = fm.horizontalAdvance(threat) + h * 0.3;
    p.drawText(QRectF(chip.right() - tw, chip.top(), tw - h * 0.15, h),
               Qt::AlignRight | Qt::AlignVCenter, threat);
    drawFitted(p, QRectF(chip.left() + h * 0.4, chip.top(), chip.width() - h * 0.4 - tw, h), name,
               font, Qt::AlignLeft | Qt::AlignVCenter);
}

} // namespace

void castle(QPainter &p, const QRectF &c, double cell, const RrState *state,
            const QStringList &inside, const QFont &base, Chips *chips)
{
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

    const double baseHeight = QFontMetricsF(base).height();
    QFont title = fontForHeight(base, qBound(baseHeight, cell * 0.22, baseHeight * 1.4));
    title.setBold(true);
    const QRectF titleRect(c.left() + cell * 0.06, c.top() + tooth, c.width() - cell * 0.12,
                           QFontMetricsF(title).height() * 1.3);
    p.setPen(Qt::white);
    const QString heading =
        inside.isEmpty() ? boardText(QT_TRANSLATE_NOOP("kbz::rr::RrBoardView", "Castle"))
                         : boardText(QT_TRANSLATE_NOOP("kbz::rr::RrBoardView", "Castle (%1)"))
                               .arg(QString::number(inside.size()));
    drawFitted(p, titleRect, heading, title, Qt::AlignCenter);

    // Monsters inside, one chip each.
    const QFont chipFont =
        fontForHeight(base, qBound(baseHeight * 0.8, cell * 0.17, baseHeight * 1.5));
    const double chipH = QFontMetricsF(chipFont).height() * 1.35;
    double y = titleRect.bottom() + cell * 0.04;
    const Lang lang = Translations::current();
    for (int i = 0; i < inside.size(); ++i) {
        if (y + chipH > c.bottom() - cell * 0.05) {
            p.setPen(Qt::white);
            drawFitted(p, QRectF(c.left(), y, c.width(), chipH),
                       boardText(QT_TRANSLATE_NOOP("kbz::rr::RrBoardView", "+%1 more"))
                           .arg(QString::number(inside.size() - i)),
                       chipFont, Qt::AlignCenter);
            break;
        }
        const RrCard *card = state ? state->card(inside.at(i)) : nullptr;
        const QRectF r(c.left() + cell * 0.06, y, c.width() - cell * 0.12, chipH);
        if (chips)
            chips->append({r, inside.at(i)});
        chip(p, r, state ? state->cardName(inside.at(i)).text(lang) : inside.at(i),
             card ? figure(card->threat) : QStringLiteral("?"),
             threatColour(card ? card->colour : ThreatColour::Unknown), chipFont);
        y += chipH + cell * 0.04;
    }
}

void waitingLine(QPainter &p, const QRectF &w, double cell, const RrState *state,
                 const QStringList &line, const QFont &base, Chips *chips)
{
    const double h = w.height();
    p.setPen(QPen(tileLine(), qMax(1.0, cell / 70)));
    p.setBrush(boardBase().darker(106));
    p.drawRoundedRect(w, h * 0.18, h * 0.18);
    QFont label = fontForHeight(base, qMax(h * 0.5, QFontMetricsF(base).height() * 0.9));
    label.setBold(true);
    const QFontMetricsF lfm(label);
    const QString caption = boardText(QT_TRANSLATE_NOOP("kbz::rr::RrBoardView", "Waiting line"));
    const double lw = lfm.horizontalAdvance(caption) + h * 0.5;
    p.setPen(inkColour());
    p.setFont(label);
    p.drawText(QRectF(w.left() + h * 0.25, w.top(), lw, h), Qt::AlignLeft | Qt::AlignVCenter,
               caption);

    const double chipH = h * 0.64;
    const QFont chipFont = fontForHeight(base, chipH * 0.66);
    const QFontMetricsF fm(chipFont);
    double x = w.left() + h * 0.25 + lw;
    const double top = w.top() + (h - chipH) / 2;
    if (line.isEmpty()) {
        QColor faint = inkColour();
        faint.setAlpha(130);
        p.setPen(faint);
        p.setFont(chipFont);
        p.drawText(QRectF(x, w.top(), w.right() - x, h), Qt::AlignLeft | Qt::AlignVCenter,
                   boardText(QT_TRANSLATE_NOOP("kbz::rr::RrBoardView", "empty")));
        return;
    }
    const Lang lang = Translations::current();
    for (int i = 0; i < line.size(); ++i) {
        const RrCard *card = state ? state->card(line.at(i)) : nullptr;
        const QString text = QStringLiteral("%1. %2").arg(
            QString::number(i + 1), state ? state->cardName(line.at(i)).text(lang) : line.at(i));
        const QString threat = card ? figure(card->threat) : QStringLiteral("?");
        const double width =
            fm.horizontalAdvance(text) + fm.horizontalAdvance(threat) + chipH * 1.3;
        const QString more = boardText(QT_TRANSLATE_NOOP("kbz::rr::RrBoardView", "+%1 more"))
                                 .arg(QString::number(line.size() - i));
        const bool last = i == line.size() - 1;
        if (x + width > w.right() - h * 0.2 - (last ? 0 : fm.horizontalAdvance(more) + h * 0.3)) {
            p.setPen(inkColour());
            p.setFont(chipFont);
            p.drawText(QRectF(x, w.top(), w.right() - x, h), Qt::AlignLeft | Qt::AlignVCenter,
                       more);
            break;
        }
        const QRectF r(x, top, width, chipH);
        if (chips)
            chips->append({r, line.at(i)});
        chip(p, r, text, threat, threatColour(card ? card->colour : ThreatColour::Unknown),
             chipFont);
        x += width + h * 0.15;
    }
}

namespace {

// Where a name may break between two lines: at its spaces, or between any two characters of a
// Japanese name (never inside a Latin word).
QList<qsizetype> breaks(const QString &text)
{
    QList<qsizetype> out;
    const bool spaced = text.contains(QLatin1Char(' '));
    bool cjk = false;
    for (const QChar c : text)
        cjk = cjk || c.unicode() >= 0x2e80;
    for (qsizetype i = 1; i < text.size(); ++i)
        if (spaced ? text.at(i) == QLatin1Char(' ') : cjk)
            out.append(i);
    return out;
}

} // namespace

void cardName(QPainter &p, const QRectF &r, double badgeWidth, const QString &name,
              const QFont &base, double lineHeight, QStringList *elided)
{
    QFont font = fontForHeight(base, lineHeight);
    font.setBold(true);
    const QFontMetricsF fm(font);
    const double narrow = r.width() - badgeWidth;
    const double beside = qMin(r.height(), qMax(lineHeight, badgeWidth)); // the badge's row
    auto scaled = [&font](double factor) {
        QFont f(font);
        if (font.pointSizeF() > 0)
            f.setPointSizeF(font.pointSizeF() * factor);
        else
            f.setPixelSize(qMax(1, qRound(font.pixelSize() * factor)));
        return f;
    };
    // One line: beside the badge, or below it at the full width. Two lines: the first beside
    // the badge and the second below it (full width when it clears the badge), or both below
    // the badge. The layout and break that need the least shrinking win; one line is preferred
    // when it needs little, balanced lines break near-ties.
    struct Layout
    {
        double scale = 0;
        double score = -1;
        QRectF first, second; // second empty: one line
        qsizetype cut = 0;
    };
    Layout best;
    const double full = qMax(1.0, fm.horizontalAdvance(name));
    const QRectF besideLine(r.left(), r.top(), narrow, beside);
    const QRectF belowLine(r.left(), r.top() + beside, r.width(), lineHeight);
    for (const QRectF &line : {besideLine, belowLine}) {
        if (line.bottom() > r.bottom() + lineHeight * 0.1)
            continue;
        const double scale = qMin(1.0, line.width() / full);
        const double score = scale + (scale >= 0.85 ? 0.3 : 0) - (line == belowLine ? 0.02 : 0);
        if (score > best.score)
            best = {scale, score, line, QRectF(), 0};
    }
    const double secondTop = r.top() + qMax(lineHeight, badgeWidth * 0.9);
    const bool clears = secondTop + lineHeight <= r.bottom() + 1;
    const QList<QPair<QRectF, QRectF>> layouts = {
        {QRectF(r.left(), r.top(), narrow, lineHeight),
         QRectF(r.left(), qMin(secondTop, r.bottom() - lineHeight), clears ? r.width() : narrow,
                lineHeight)},
        {belowLine, belowLine.translated(0, lineHeight)},
    };
    for (const auto &[first, second] : layouts) {
        if (second.bottom() > r.bottom() + lineHeight * 0.1)
            continue;
        for (const qsizetype cut : breaks(name)) {
            const double a = fm.horizontalAdvance(name.left(cut).trimmed());
            const double b = fm.horizontalAdvance(name.mid(cut).trimmed());
            const double scale =
                qMin(1.0, qMin(first.width() / qMax(1.0, a), second.width() / qMax(1.0, b)));
            const double score =
                scale + 0.04 * (1 - qAbs(a - b) / qMax(1.0, a + b)) + 0.001 * double(cut);
            if (score > best.score)
                best = {scale, score, first, second, cut};
        }
    }
    // Too narrow even shrunk: a smaller line height, down to 70% of the widget's font.
    if ((best.score < 0 || best.scale < 0.72) &&
        lineHeight * 0.88 >= QFontMetricsF(base).height() * 0.7)
        return cardName(p, r, badgeWidth, name, base, lineHeight * 0.88, elided);
    if (best.second.isNull()) {
        const QRectF line = best.score < 0 ? besideLine : best.first;
        drawFitted(p, line, name, font, Qt::AlignLeft | Qt::AlignVCenter, 0.72, elided);
        return;
    }
    // Hinting may widen the scaled font a little: drawFitted() shrinks the rest.
    const QFont two = scaled(qMax(0.72, best.scale * 0.96));
    drawFitted(p, best.first, name.left(best.cut).trimmed(), two, Qt::AlignLeft | Qt::AlignVCenter,
               0.9, elided);
    drawFitted(p, best.second, name.mid(best.cut).trimmed(), two, Qt::AlignLeft | Qt::AlignVCenter,
               0.9, elided);
}

void card(QPainter &p, const QRectF &r, const RrState &state, const RrPiece &piece, bool unit,
          const QColor &fill, const QFont &base, QStringList *elided)
{
    const RrCard *c = state.card(piece.card);
    const CardParts parts = cardParts(r, !unit, base);
    const double radius = r.width() * 0.08;
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
                   threatColour(c ? c->colour : ThreatColour::Unknown));
        p.restore();
    }

    // Badge: the threat of a monster, the action marker of a unit.
    const QRectF badge = parts.badge;
    const bool hasBadge = !unit || piece.marker;
    if (!unit) {
        p.setPen(QPen(Qt::white, qMax(1.0, badge.width() / 14)));
        p.setBrush(threatColour(c ? c->colour : ThreatColour::Unknown));
        p.drawEllipse(badge);
        QFont bf = fontForHeight(base, badge.height() * 0.75);
        bf.setBold(true);
        p.setPen(Qt::white);
        p.setFont(bf);
        p.drawText(badge, Qt::AlignCenter, c ? figure(c->threat) : QStringLiteral("?"));
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

    // Name: one line when it fits, else two.
    p.setPen(ink);
    const double baseLine = QFontMetricsF(base).height();
    const double lineHeight = qBound(baseLine * 0.8, parts.name.height() / 2, baseLine * 1.35);
    cardName(p, parts.name, hasBadge ? badge.width() + r.width() * 0.03 : 0,
             state.cardName(piece.card).text(Translations::current()), base, lineHeight, elided);

    // The cube tray: a filled cube per damage, an empty slot per remaining HP.
    const QRectF tray = parts.tray;
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, unit ? 200 : 215));
    p.drawRoundedRect(tray, tray.height() * 0.25, tray.height() * 0.25);
    // -1 = HP not known (a plain int: GCC's -O2 flow analysis misreads an optional here).
    const int hp = c && c->hp ? *c->hp : -1;
    const int slotCount = hp >= 0 ? qMax(hp, piece.damage) : piece.damage;
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
    QFont ff = fontForHeight(base, parts.bar.height() * 0.8);
    ff.setBold(true);
    p.setPen(ink);
    const QString value = QStringLiteral("%1/%2").arg(
        QString::number(piece.damage), hp >= 0 ? QString::number(hp) : QStringLiteral("?"));
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
    if (!unit && showsActed(state, piece)) {
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
        QFont af = fontForHeight(base, pill.height() * 0.8);
        af.setBold(true);
        p.setPen(Qt::white);
        drawFitted(p, pill, boardText(QT_TRANSLATE_NOOP("kbz::rr::RrBoardView", "acted")), af,
                   Qt::AlignCenter);
    }
    p.restore();
}

bool showsActed(const RrState &state, const RrPiece &monster)
{
    return monster.acted && state.phase == Phase::Enemy && state.summons == 0;
}

} // namespace kbz::rr::paint
