#include "LowGameView.h"

#include "LowMatView.h"
#include "lordsofwar/LowState.h"

#include <QVBoxLayout>

// Stub: the game view helper writes the view.
namespace kbz::low {

LowGameView::LowGameView(QWidget *parent)
    : GameView(parent)
    , m_mat(new LowMatView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_mat);
}

LowGameView::~LowGameView() = default;

void LowGameView::setSession(Session *session)
{
    m_session = session;
    m_mat->setState(lowState());
}

void LowGameView::stepRecorded()
{
    m_mat->setState(lowState());
}

std::shared_ptr<const LowState> LowGameView::lowState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const LowState>(m_session->state());
}

} // namespace kbz::low
