#include "RrThreatChart.h"

#include <QEvent>
#include <QPainter>

namespace kbz::rr {

RrThreatChart::RrThreatChart(QWidget *parent)
    : QWidget(parent)
{}

RrThreatChart::~RrThreatChart() = default;

void RrThreatChart::setSeries(const QList<Series> &series)
{
    m_series = series;
    update();
}

QSize RrThreatChart::sizeHint() const
{
    return {260, 120};
}

QSize RrThreatChart::minimumSizeHint() const
{
    return {160, 80};
}

void RrThreatChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
}

void RrThreatChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
