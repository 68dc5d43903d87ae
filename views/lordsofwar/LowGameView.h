// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameView.h"
#include "LowStepBar.h"
#include "core/Session.h"

#include <QHash>
#include <QPointer>
#include <memory>

class QLabel;
class QPushButton;
class QStackedWidget;

namespace kbz {
class ElidedLabel;
}

namespace kbz::low {

class LowCombatTool;
class LowCounters;
class LowGameBerserkerTool;
class LowGamePlacementTool;
class LowMatView;
class LowReinforceTool;
class LowScoreSheet;
struct LowState;

// The Lords of War game view. Top, always visible: the counters (cards destroyed and
// commanders destroyed per side against the thresholds, whose turn, the phase, the turn, the
// extra-turn badge, hands and draw piles) and "Turn the mat" (Ctrl+T). Middle: the mat, as large
// as the room allows, side 0 at the bottom unless turned. Right: the tool for what happens now,
// chosen from the engine's guidance: placement from the active player's remaining cards
// ("opening", "place"), combat resolution with the ranged shots ("resolve"), the berserker's
// advance ("berserker"), draw or recall ("reinforce"), and the result ("finished"). Over the
// mat, the step bar (LowStepBar) preselects the phase's kind and the active player, and offers
// every other kind and seat, marked (never block, issue 35). The tools never record: they emit
// recordRequested and GamePage records. Enter records the tool's default step; the focus goes
// where the next step is entered.
class LowGameView final : public GameView
{
    Q_OBJECT

public:
    explicit LowGameView(QWidget *parent = nullptr);
    ~LowGameView() override;
    Q_DISABLE_COPY_MOVE(LowGameView)

    void setSession(Session *session) override;
    void stepRecorded() override;
    QAbstractButton *primaryAction() const override;
    TableContent *createTableContent(QWidget *parent) const override;
    GameOverSummary gameOverSummary() const override;
    GameConfig rematchConfig(const GameConfig &config) const override;
    std::optional<Step> draftStep() const override;

    LowMatView *mat() const { return m_mat; }
    // Parts, for tests.
    LowCounters *counters() const { return m_counters; }
    LowGamePlacementTool *placementTool() const { return m_place; }
    LowCombatTool *combatTool() const { return m_combat; }
    LowGameBerserkerTool *berserkerTool() const { return m_berserker; }
    LowReinforceTool *reinforceTool() const { return m_reinforce; }
    LowScoreSheet *scoreSheet() const { return m_score; }
    LowStepBar *stepBar() const { return m_bar; }
    QWidget *currentTool() const;
    QStringList frontKinds() const override;
    QPushButton *turnMatButton() const { return m_turnMat; }

protected:
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    std::shared_ptr<const LowState> lowState() const;
    void syncFromSession();
    QWidget *toolFor(LowStepBar::Kind kind) const;
    void showKind(LowStepBar::Kind kind);
    void setSeat(int seat);
    void updateMat();
    void onSquareChosen(QPoint square);
    void onSquareHovered(QPoint square);
    void focusTool();
    bool hasWarning(QWidget *tool) const;
    // "Quick turn": after `seat`'s placement or combat, the combat and the draw that follow.
    void finishTurn(int seat);
    void updateToolWidth();
    void retranslateUi();
    void updateHint();

    QPointer<Session> m_session;
    LowCounters *m_counters = nullptr;
    ElidedLabel *m_hint = nullptr;
    QPushButton *m_turnMat = nullptr;
    LowMatView *m_mat = nullptr;
    LowStepBar *m_bar = nullptr; // over the mat
    QStackedWidget *m_tools = nullptr;
    QWidget *m_idle = nullptr;
    QLabel *m_idleLabel = nullptr;
    LowGamePlacementTool *m_place = nullptr;
    LowCombatTool *m_combat = nullptr;
    LowGameBerserkerTool *m_berserker = nullptr;
    LowReinforceTool *m_reinforce = nullptr;
    LowScoreSheet *m_score = nullptr;
    int m_lastIndex = -1;                        // the session's index at the last sync
    QHash<QWidget *, QList<Finding>> m_findings; // each tool's last preview
};

} // namespace kbz::low
