#include "DlGameView.h"

#include "DlBoardView.h"
#include "DlPlanTool.h"
#include "DlResolveTool.h"
#include "DlRevealTool.h"
#include "DlScoreSheet.h"
#include "DlYearTool.h"
#include "dungeonlords/DlState.h"

#include <QLabel>
#include <QStackedWidget>

// Stub: the game-view helper implements this file.
namespace kbz::dl {

DlGameView::DlGameView(QWidget *parent)
    : GameView(parent)
    , m_status(new QLabel(this))
    , m_tools(new QStackedWidget(this))
    , m_year(new DlYearTool(this))
    , m_plan(new DlPlanTool(this))
    , m_reveal(new DlRevealTool(this))
    , m_resolve(new DlResolveTool(this))
    , m_score(new DlScoreSheet(this))
{}

DlGameView::~DlGameView() = default;

void DlGameView::setSession(Session *session)
{
    m_session = session;
}

void DlGameView::stepRecorded() {}

DlBoardView *DlGameView::board(int seat) const
{
    return m_boards.value(seat);
}

QWidget *DlGameView::currentTool() const
{
    return m_tools->currentWidget();
}

void DlGameView::changeEvent(QEvent *event)
{
    GameView::changeEvent(event);
}

void DlGameView::keyPressEvent(QKeyEvent *event)
{
    GameView::keyPressEvent(event);
}

void DlGameView::syncFromSession() {}

std::shared_ptr<const DlState> DlGameView::dlState() const
{
    return {};
}

} // namespace kbz::dl
