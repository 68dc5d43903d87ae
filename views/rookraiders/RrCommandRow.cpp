#include "RrCommandRow.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

namespace kbz::rr {

RrCommandRow::RrCommandRow(QWidget *parent)
    : QWidget(parent)
{}

RrCommandRow::~RrCommandRow() = default;

void RrCommandRow::setState(std::shared_ptr<const RrState> state)
{
    m_state = std::move(state);
    update();
}

QRect RrCommandRow::cardRect(int) const
{
    return {};
}

QSize RrCommandRow::sizeHint() const
{
    return {600, 72};
}

QSize RrCommandRow::minimumSizeHint() const
{
    return {400, 56};
}

void RrCommandRow::paintEvent(QPaintEvent *)
{
    QPainter p(this);
}

void RrCommandRow::mousePressEvent(QMouseEvent *event)
{
    QWidget::mousePressEvent(event);
}

void RrCommandRow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
