#include "RrEnemyAssistant.h"

#include "core/Session.h"

#include <QEvent>
#include <QPushButton>
#include <QVBoxLayout>

namespace kbz::rr {

RrEnemyAssistant::RrEnemyAssistant(QWidget *parent)
    : QWidget(parent)
    , m_confirm(new QPushButton(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_confirm);
}

RrEnemyAssistant::~RrEnemyAssistant() = default;

void RrEnemyAssistant::setSession(Session *session)
{
    m_session = session;
    sync();
}

void RrEnemyAssistant::sync() {}

int RrEnemyAssistant::currentSeat() const
{
    return -1;
}

std::optional<RrBoardView::Proposal> RrEnemyAssistant::currentProposal() const
{
    return std::nullopt;
}

QList<Square> RrEnemyAssistant::offeredSquares() const
{
    return {};
}

QList<Square> RrEnemyAssistant::chosenSquares() const
{
    return {};
}

bool RrEnemyAssistant::wantsSquare() const
{
    return false;
}

void RrEnemyAssistant::chooseSquare(Square) {}

bool RrEnemyAssistant::isCorrecting() const
{
    return false;
}

void RrEnemyAssistant::setCorrecting(bool) {}

std::optional<Step> RrEnemyAssistant::step(QString *) const
{
    return std::nullopt;
}

QString RrEnemyAssistant::previewText() const
{
    return {};
}

void RrEnemyAssistant::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
