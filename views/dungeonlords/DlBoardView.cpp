#include "DlBoardView.h"

// Stub: the game-view helper implements this file.
namespace kbz::dl {

DlBoardView::DlBoardView(int seat, QWidget *parent)
    : QWidget(parent)
    , m_seat(seat)
{}

DlBoardView::~DlBoardView() = default;

void DlBoardView::setState(std::shared_ptr<const DlState> state)
{
    m_state = std::move(state);
}

} // namespace kbz::dl
