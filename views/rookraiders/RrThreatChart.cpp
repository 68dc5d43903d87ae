// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrThreatChart.h"

#include "RrPaint.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace kbz::rr {

namespace {

constexpr int kVictory = 8;

} // namespace

RrThreatChart::RrThreatChart(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

RrThreatChart::~RrThreatChart() = default;

void RrThreatChart::setSeries(const QList<Series> &series)
{
    m_series = series;
    update();
}

QSize RrThreatChart::sizeHint() const
{
    const int h = fontMetrics().height();
    return {qMax(260, h * 19), qMax(120, h * 8)};
}

QSize RrThreatChart::minimumSizeHint() const
{
    const int h = fontMetrics().height();
    return {qMax(160, h * 12), qMax(80, h * 6)};
}

void RrThreatChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QColor ink = palette().color(QPalette::WindowText);
    QColor faint = ink;
    faint.setAlpha(60);
    QColor soft = ink;
    soft.setAlpha(160);

    // A slightly smaller font when the chart is small.
    const double shrink = height() < fontMetrics().height() * 9 ? 0.85 : 1.0;
    const QFont small = paint::scaledFont(font(), shrink);
    const QFontMetricsF fm(small);
    p.setFont(small);

    // Background.
    const QRectF frame = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.setBrush(palette().color(QPalette::Base));
    p.drawRoundedRect(frame, fm.height() * 0.3, fm.height() * 0.3);

    const double pad = fm.height() * 0.35;
    // Legend on the top line.
    const double legendH = fm.height() * 1.15;
    {
        double x = frame.left() + pad;
        const double y = frame.top() + pad * 0.6;
        const double swatch = fm.height() * 0.9;
        const int n = int(m_series.size());
        const double room = n > 0 ? (frame.width() - 2 * pad) / n : 0;
        for (const Series &s : m_series) {
            p.setPen(QPen(s.colour, qMax(2.0, fm.height() / 6), Qt::SolidLine, Qt::RoundCap));
            const double cy = y + legendH / 2;
            p.drawLine(QPointF(x, cy), QPointF(x + swatch, cy));
            p.setBrush(s.colour);
            p.setPen(Qt::NoPen);
            p.drawEllipse(QPointF(x + swatch / 2, cy), fm.height() * 0.14, fm.height() * 0.14);
            const double textW = qMax(0.0, room - swatch - pad * 1.2);
            const QString name = fm.elidedText(s.name, Qt::ElideRight, textW);
            p.setPen(s.colour.darker(115));
            p.drawText(QRectF(x + swatch + pad * 0.4, y, textW, legendH),
                       Qt::AlignLeft | Qt::AlignVCenter, name);
            x += qMin(room, swatch + pad * 1.6 + fm.horizontalAdvance(name));
        }
    }

    // Value range.
    int maxValue = 12;
    int minValue = 0;
    int rounds = 1;
    for (const Series &s : m_series) {
        rounds = qMax(rounds, int(s.values.size()));
        for (const auto &v : s.values) {
            if (!v)
                continue;
            maxValue = qMax(maxValue, *v);
            minValue = qMin(minValue, *v);
        }
    }
    const int span = maxValue - minValue;
    const int step = span <= 16 ? 4 : int(qCeil(span / 4.0));

    const QString widest = QString::number(maxValue);
    const double axisW =
        qMax(fm.horizontalAdvance(widest), fm.horizontalAdvance(QString::number(minValue))) + pad;
    const QRectF plot(frame.left() + pad + axisW, frame.top() + pad * 0.6 + legendH + pad * 0.4,
                      frame.width() - 2 * pad - axisW - pad * 0.5,
                      frame.height() - pad * 1.4 - legendH - fm.height() * 1.1);
    if (plot.width() < 8 || plot.height() < 8)
        return;
    auto yOf = [&](double v) {
        return plot.bottom() - (v - minValue) / double(span) * plot.height();
    };
    const double inset = plot.width() * 0.04;
    auto xOf = [&](int index) {
        if (rounds <= 1)
            return plot.center().x();
        return plot.left() + inset + index * (plot.width() - 2 * inset) / (rounds - 1);
    };

    // Grid and the value axis.
    for (int v = int(qFloor(double(minValue) / step)) * step; v <= maxValue; v += step) {
        if (v < minValue)
            continue;
        const double y = yOf(v);
        p.setPen(QPen(faint, 1));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(soft);
        p.drawText(QRectF(frame.left() + pad * 0.5, y - fm.height() / 2, axisW, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
    }
    p.setPen(QPen(soft, 1));
    p.drawLine(plot.bottomLeft(), plot.topLeft());

    // The victory line; its label is placed after the series are known (see below).
    const QColor victory(0x2e, 0x8b, 0x57);
    const double vy = yOf(kVictory);
    p.setPen(QPen(victory, qMax(1.5, fm.height() / 9), Qt::DashLine));
    p.drawLine(QPointF(plot.left(), vy), QPointF(plot.right(), vy));

    // Round numbers.
    const double labelW = fm.horizontalAdvance(QString::number(rounds)) + pad * 1.5;
    const int every = qMax(1, int(qCeil(labelW * rounds / qMax(1.0, plot.width()))));
    p.setPen(soft);
    for (int i = 0; i < rounds; ++i) {
        if (i % every != 0 && i != rounds - 1)
            continue;
        const double x = xOf(i);
        p.drawText(QRectF(x - labelW / 2, plot.bottom() + 1, labelW, fm.height()),
                   Qt::AlignHCenter | Qt::AlignTop, QString::number(i + 1));
    }

    const QString victoryText = tr("victory ≤ %1").arg(kVictory);
    if (m_series.isEmpty()) {
        drawVictoryLabel(p, victoryText, victory, plot, vy, pad, {});
        p.setPen(soft);
        p.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap, tr("No threat recorded yet"));
        return;
    }

    // The series: a line through consecutive known values, a dot on each; identical lines are
    // spread a little so every colour stays visible.
    const double lineW = qMax(2.0, fm.height() / 6);
    const int n = int(m_series.size());
    QPainterPath dataShape; // everything the series cover, to keep the victory label off it
    QPainterPathStroker stroker;
    stroker.setWidth(lineW * 2);
    stroker.setCapStyle(Qt::RoundCap);
    stroker.setJoinStyle(Qt::RoundJoin);
    for (int si = 0; si < n; ++si) {
        const Series &s = m_series.at(si);
        const double spread = (si - (n - 1) / 2.0) * lineW * 0.9;
        QPainterPath path;
        bool open = false;
        for (int i = 0; i < s.values.size(); ++i) {
            const auto &v = s.values.at(i);
            if (!v) {
                open = false;
                continue;
            }
            const QPointF pt(xOf(i), yOf(*v) + spread);
            if (open)
                path.lineTo(pt);
            else
                path.moveTo(pt);
            open = true;
        }
        p.setPen(QPen(s.colour, lineW, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        dataShape.addPath(stroker.createStroke(path));
        for (int i = 0; i < s.values.size(); ++i) {
            const auto &v = s.values.at(i);
            if (!v)
                continue;
            const QPointF pt(xOf(i), yOf(*v) + spread);
            const bool last = i == s.values.size() - 1;
            const double r = last ? lineW * 1.9 : lineW * 1.25;
            p.setPen(QPen(palette().color(QPalette::Base), qMax(1.0, lineW / 2)));
            p.setBrush(s.colour);
            p.drawEllipse(pt, r, r);
            dataShape.addEllipse(pt, r + lineW, r + lineW);
        }
    }
    drawVictoryLabel(p, victoryText, victory, plot, vy, pad, dataShape);
}

void RrThreatChart::drawVictoryLabel(QPainter &p, const QString &text, const QColor &colour,
                                     const QRectF &plot, double vy, double pad,
                                     const QPainterPath &dataShape)
{
    // Candidates: just above or just below the line, at its right end, its left end and in
    // between; the first one clear of every data point and segment wins. The side of the line
    // with fewer data near it is tried first.
    const QFontMetricsF fm(p.font());
    const QSizeF size(fm.horizontalAdvance(text) + pad * 0.6, fm.height());
    const double gap = qMax(1.5, fm.height() / 9);
    const QRectF above(QPointF(plot.left(), plot.top()), QPointF(plot.right(), vy));
    const QRectF below(QPointF(plot.left(), vy), QPointF(plot.right(), plot.bottom()));
    const bool aboveFirst = !dataShape.intersects(above.adjusted(0, above.height() / 2, 0, 0)) ||
                            dataShape.intersects(below.adjusted(0, 0, 0, -below.height() / 2));
    QList<QRectF> candidates;
    for (const bool up : {aboveFirst, !aboveFirst}) {
        const double top = up ? vy - gap - size.height() : vy + gap;
        for (const double f : {1.0, 0.0, 0.5, 0.75, 0.25}) {
            const double left =
                plot.left() + pad * 0.3 + f * qMax(0.0, plot.width() - size.width() - pad * 0.6);
            candidates.append(QRectF(QPointF(left, top), size));
        }
    }
    const QRectF inside = plot.adjusted(0, -size.height() * 0.5, 0, size.height() * 0.5);
    QRectF chosen;
    for (const QRectF &r : std::as_const(candidates)) {
        if (inside.contains(r) && !dataShape.intersects(r)) {
            chosen = r;
            break;
        }
    }
    const bool clear = !chosen.isNull();
    if (!clear)
        chosen = candidates.first();
    m_victoryLabelRect = chosen;
    if (!clear) {
        // Nowhere free: keep the text readable on a backing over the lines.
        QColor back = palette().color(QPalette::Base);
        back.setAlpha(220);
        p.setPen(Qt::NoPen);
        p.setBrush(back);
        p.drawRoundedRect(chosen, size.height() * 0.2, size.height() * 0.2);
    }
    p.setPen(colour);
    p.setBrush(Qt::NoBrush);
    p.drawText(chosen, Qt::AlignCenter, text);
}

void RrThreatChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
