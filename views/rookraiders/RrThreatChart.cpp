// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrThreatChart.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtMath>

namespace kbz::rr {

namespace {

constexpr int kVictory = 8;
const QColor kVictoryColour(0x2e, 0x8b, 0x57);

} // namespace

RrThreatChart::RrThreatChart(QWidget *parent)
    : QWidget(parent)
    , m_chart(nullptr)
    , m_view(new QChartView(this))
    , m_empty(new QLabel(m_view))
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::StyledPanel);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setAttribute(Qt::WA_TransparentForMouseEvents);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    auto *emptyLayout = new QVBoxLayout(m_view);
    emptyLayout->addWidget(m_empty);
    rebuild();
}

RrThreatChart::~RrThreatChart() = default;

void RrThreatChart::setSeries(const QList<Series> &series)
{
    m_series = series;
    rebuild();
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

void RrThreatChart::rebuild()
{
    // A new chart each time: Qt Charts 6.4 keeps drawing the labels of an axis removed from a
    // chart. The view owns it.
    QChart *old = m_view->chart();
    m_chart = new QChart;
    m_chart->setMargins(QMargins(0, 0, 0, 0));
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);
    m_chart->setBackgroundRoundness(0);
    m_chart->legend()->setAlignment(Qt::AlignTop);
    m_view->setChart(m_chart);
    delete old;

    // A slightly smaller font: the chart sits in a narrow strip above the board.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    const QColor ink = palette().color(QPalette::WindowText);
    m_chart->setBackgroundBrush(palette().color(QPalette::Base));
    m_chart->legend()->setFont(small);
    m_chart->legend()->setLabelColor(ink);

    int maxValue = 12;
    int minValue = 0;
    int rounds = 1;
    for (const Series &s : std::as_const(m_series)) {
        rounds = qMax(rounds, int(s.values.size()));
        for (const auto &v : s.values)
            if (v) {
                maxValue = qMax(maxValue, *v);
                minValue = qMin(minValue, *v);
            }
    }
    auto *x = new QValueAxis;
    x->setRange(0.8, qMax(1, rounds) + 0.2);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(1);
    x->setTickInterval(qMax(1, int(qCeil(rounds / 8.0))));
    x->setLabelFormat(QStringLiteral("%d"));
    auto *y = new QValueAxis;
    const int span = maxValue - minValue;
    y->setRange(minValue, maxValue);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    // Few labels: the chart is a strip a few lines high (the victory line's 8 among them).
    y->setTickInterval(span <= 16 ? 8 : qCeil(span / 2.0));
    y->setLabelFormat(QStringLiteral("%d"));
    for (QValueAxis *axis : {x, y}) {
        axis->setLabelsFont(small);
        axis->setLabelsColor(ink);
        axis->setMinorTickCount(0);
        m_chart->addAxis(axis, axis == x ? Qt::AlignBottom : Qt::AlignLeft);
    }

    auto attach = [&](QLineSeries *line) {
        m_chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    };
    // The victory line.
    auto *victory = new QLineSeries;
    victory->setName(tr("victory ≤ %1").arg(kVictory));
    victory->append(0.8, kVictory);
    victory->append(qMax(1, rounds) + 0.2, kVictory);
    victory->setPen(QPen(kVictoryColour, 1.5, Qt::DashLine));
    attach(victory);

    // Each player: a line through consecutive known values (a gap splits it), a dot on each;
    // identical lines are spread a little so every colour stays visible.
    const int n = int(m_series.size());
    for (int si = 0; si < n; ++si) {
        const Series &s = m_series.at(si);
        const double spread = (si - (n - 1) / 2.0) * span * 0.008;
        QLineSeries *line = nullptr;
        bool first = true;
        for (int i = 0; i <= s.values.size(); ++i) {
            const bool known = i < s.values.size() && s.values.at(i).has_value();
            if (!known) {
                line = nullptr;
                continue;
            }
            if (!line) {
                line = new QLineSeries;
                line->setName(s.name);
                line->setPen(QPen(s.colour, 2.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
                line->setPointsVisible(true);
                attach(line);
                // One legend entry per player, whatever its gaps.
                const QList<QLegendMarker *> markers = m_chart->legend()->markers(line);
                for (QLegendMarker *marker : markers)
                    marker->setVisible(first);
                first = false;
            }
            line->append(i + 1, *s.values.at(i) + spread);
        }
        if (first) { // nothing known yet: still in the legend
            auto *none = new QLineSeries;
            none->setName(s.name);
            none->setPen(QPen(s.colour, 2.5));
            attach(none);
        }
    }
    m_empty->setText(m_series.isEmpty() ? tr("No threat recorded yet") : QString());
    m_empty->setVisible(m_series.isEmpty());
}

void RrThreatChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::PaletteChange)
        rebuild();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
