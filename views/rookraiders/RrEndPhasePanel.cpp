#include "RrEndPhasePanel.h"

#include "core/Session.h"

#include <QEvent>

namespace kbz::rr {

RrEndPhasePanel::RrEndPhasePanel(QWidget *parent)
    : QWidget(parent)
{}

RrEndPhasePanel::~RrEndPhasePanel() = default;

void RrEndPhasePanel::setSession(Session *session)
{
    m_session = session;
    sync();
}

void RrEndPhasePanel::sync() {}

void RrEndPhasePanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
