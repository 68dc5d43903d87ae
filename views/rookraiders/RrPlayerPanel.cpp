#include "RrPlayerPanel.h"

#include <QEvent>

namespace kbz::rr {

RrPlayerPanel::RrPlayerPanel(QWidget *parent)
    : QWidget(parent)
{}

RrPlayerPanel::~RrPlayerPanel() = default;

void RrPlayerPanel::setState(std::shared_ptr<const RrState> state, int seat)
{
    m_state = std::move(state);
    m_seat = seat;
    refresh();
}

void RrPlayerPanel::setRevealMedals(bool reveal)
{
    m_revealMedals = reveal;
    refresh();
}

void RrPlayerPanel::refresh() {}

void RrPlayerPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
