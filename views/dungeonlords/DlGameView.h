// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameView.h"
#include "core/Session.h"

#include <QPointer>
#include <memory>

class QGridLayout;
class QLabel;
class QScrollArea;
class QStackedWidget;

namespace kbz::dl {

class DlAdjustDialog;
class DlBoardView;
class DlCardTrack;
class DlPlanTool;
class DlResolveTool;
class DlRevealTool;
class DlScoreSheet;
class DlTool;
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
//
// The top's status line says whose move it is and what happens now (the engine's guidance). The
// "Correct…" dialog (DlAdjustDialog) opens window-modal and records its step when accepted;
// "Move the paladin here" records {"to": seat} at once.
class DlGameView final : public GameView
{
    Q_OBJECT

public:
    explicit DlGameView(QWidget *parent = nullptr);
    ~DlGameView() override;
    Q_DISABLE_COPY_MOVE(DlGameView)

    void setSession(Session *session) override;
    void stepRecorded() override;
    // The current tool's default button (Record …); nullptr once the game is over.
    QAbstractButton *primaryAction() const override;
    TableContent *createTableContent(QWidget *parent) const override;
    GameOverSummary gameOverSummary() const override;
    std::optional<Step> draftStep() const override;
    QStringList frontKinds() const override;

    // Parts, for tests.
    QLabel *statusLabel() const { return m_status; }
    DlBoardView *board(int seat) const;
    DlYearTool *yearTool() const { return m_year; }
    DlPlanTool *planTool() const { return m_plan; }
    DlRevealTool *revealTool() const { return m_reveal; }
    DlResolveTool *resolveTool() const { return m_resolve; }
    DlScoreSheet *scoreSheet() const { return m_score; }
    QWidget *currentTool() const;
    QLabel *headerLabel() const { return m_header; }
    DlCardTrack *cardTrack() const { return m_track; }
    // The correction dialog while it is open (else nullptr).
    DlAdjustDialog *adjustDialog() const;
    // Opens the correction dialog for `seat` / records the paladin's move to `seat`.
    void requestAdjust(int seat);
    void requestPaladin(int seat);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void syncFromSession();
    std::shared_ptr<const DlState> dlState() const;
    void rebuildBoards(int players);
    void layoutBoards();
    void updateHeader();
    void updateToolWidth();
    void focusTool();
    QList<DlTool *> tools() const;
    DlTool *toolFor(const DlState *s) const;

    QPointer<Session> m_session;
    QLabel *m_header = nullptr;
    DlCardTrack *m_track = nullptr;
    QLabel *m_status = nullptr;
    QList<DlBoardView *> m_boards;
    QWidget *m_boardsBox = nullptr;
    QGridLayout *m_boardsLayout = nullptr;
    int m_columns = 0;
    QScrollArea *m_boardsScroll = nullptr;
    QStackedWidget *m_tools = nullptr;
    QPointer<DlAdjustDialog> m_adjust;
    DlYearTool *m_year = nullptr;
    DlPlanTool *m_plan = nullptr;
    DlRevealTool *m_reveal = nullptr;
    DlResolveTool *m_resolve = nullptr;
    DlScoreSheet *m_score = nullptr;
};

} // namespace kbz::dl
