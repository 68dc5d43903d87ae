#pragma once

#include "GameView.h"
#include "core/Session.h"

#include <QPointer>
#include <memory>

class QLabel;
class QStackedWidget;

namespace kbz::dl {

class DlBoardView;
class DlPlanTool;
class DlResolveTool;
class DlRevealTool;
class DlScoreSheet;
class DlYearTool;
struct DlState;

// The Dungeon Lords game view. Top: year, round (1-4) and the combat cards revealed so far
// (fatigue, lightning, crystal, spell), where the paladin is, the start player. Middle: one
// board per player (DlBoardView) side by side: tiles with the fight's tile marked and conquered
// ones crossed out, the party in marching order with every adventurer's damage always visible,
// the prison, monsters and ghosts (ready / committed / exhausted), traps in hand, gold, food,
// imps, evil, and where the player stands in the round. Right: the tool for the phase
// (DlYearTool, DlPlanTool, DlRevealTool, DlResolveTool, DlScoreSheet). A board's context menu
// offers the table's corrections ("adjust" step: damage, healing, resources) and moving the
// paladin by hand ("paladin" step). Tools only prepare steps: recordRequested goes to GamePage.
// Enter records the step the current tool has prepared.
class DlGameView final : public GameView
{
    Q_OBJECT

public:
    explicit DlGameView(QWidget *parent = nullptr);
    ~DlGameView() override;
    Q_DISABLE_COPY_MOVE(DlGameView)

    void setSession(Session *session) override;
    void stepRecorded() override;

    // Parts, for tests.
    QLabel *statusLabel() const { return m_status; }
    DlBoardView *board(int seat) const;
    DlYearTool *yearTool() const { return m_year; }
    DlPlanTool *planTool() const { return m_plan; }
    DlRevealTool *revealTool() const { return m_reveal; }
    DlResolveTool *resolveTool() const { return m_resolve; }
    DlScoreSheet *scoreSheet() const { return m_score; }
    QWidget *currentTool() const;

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void syncFromSession();
    std::shared_ptr<const DlState> dlState() const;

    QPointer<Session> m_session;
    QLabel *m_status = nullptr;
    QList<DlBoardView *> m_boards;
    QStackedWidget *m_tools = nullptr;
    DlYearTool *m_year = nullptr;
    DlPlanTool *m_plan = nullptr;
    DlRevealTool *m_reveal = nullptr;
    DlResolveTool *m_resolve = nullptr;
    DlScoreSheet *m_score = nullptr;
};

} // namespace kbz::dl
