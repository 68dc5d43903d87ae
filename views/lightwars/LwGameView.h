// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameView.h"
#include "core/Session.h"
#include "lightwars/LwEngine.h"

#include <QPointer>
#include <functional>
#include <memory>

class QFrame;
class QLabel;
class QStackedWidget;
class QTabWidget;

namespace kbz {
class ElidedLabel;
}

namespace kbz::lw {

class LwActionTool;
class LwDeployTool;
class LwMapView;
class LwScoreSheet;
class LwTacticsTool;
class LwTool;
class LwTurnTrack;
class LwUnitList;
struct LwState;

// The Light Wars game view. Top, always visible: the turn track counting down with the marker,
// whose turn and which phase, and the tactics active this turn. Left: the map (LwMapView: click
// to place, move and start attacks; issue 18). Middle: each side's units (name,
// attack, MOVE, skills, to act / acted / removed) under a heading with the cost spent, the score
// so far and the spare bases; the units still to act highlighted. Right: the tool for the
// phase: deployment and the first player (LwDeployTool), tactics (LwTacticsTool), actions with
// the attack calculator (LwActionTool), and the score sheet once the game is over
// (LwScoreSheet). Tools only prepare steps: recordRequested goes to GamePage. Enter records the
// step the tool has prepared.
class LwGameView final : public GameView
{
    Q_OBJECT

public:
    explicit LwGameView(QWidget *parent = nullptr);
    ~LwGameView() override;
    Q_DISABLE_COPY_MOVE(LwGameView)

    void setSession(Session *session) override;
    void stepRecorded() override;
    QAbstractButton *primaryAction() const override;
    TableContent *createTableContent(QWidget *parent) const override;
    GameOverSummary gameOverSummary() const override;
    std::optional<Step> draftStep() const override;
    QStringList frontKinds() const override;
    GameConfig rematchConfig(const GameConfig &config) const override;
    // Random numbers for every "Roll dice" button (tests); default QRandomGenerator.
    void setDiceSource(std::function<int()> d6);

    // Parts, for tests.
    LwTurnTrack *turnTrack() const { return m_track; }
    ElidedLabel *statusLabel() const { return m_status; }
    ElidedLabel *activeTilesLabel() const { return m_tiles; }
    LwUnitList *unitList(int side) const;
    LwDeployTool *deployTool() const { return m_deploy; }
    LwTacticsTool *tacticsTool() const { return m_tactics; }
    LwActionTool *actionTool() const { return m_action; }
    LwMapView *mapView() const { return m_map; }
    QTabWidget *leftTabs() const { return m_left; }
    LwScoreSheet *scoreSheet() const { return m_score; }
    QWidget *currentTool() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void syncFromSession();
    void startAttack(const QList<int> &attackers, const QList<Facing> &facings, int target,
                     bool shoot);
    // A unit of the side clicked on the map while an attack is prepared: it joins or leaves.
    void toggleAttacker(int unit);
    void focusTool();
    void updateHeader();
    void retranslateTabs();
    void updateToolWidth();
    std::shared_ptr<const LwState> lwState() const;

    QPointer<Session> m_session;
    LwTurnTrack *m_track = nullptr;
    ElidedLabel *m_status = nullptr;
    ElidedLabel *m_tiles = nullptr;
    LwUnitList *m_lists[2] = {};
    LwMapView *m_map = nullptr;
    QTabWidget *m_left = nullptr; // the map and the unit lists
    bool m_shownMap = false;
    QWidget *m_lastGuided = nullptr; // the tool the guidance last brought forward
    QStackedWidget *m_tools = nullptr;
    QFrame *m_toolFrame = nullptr;
    LwDeployTool *m_deploy = nullptr;
    LwTacticsTool *m_tactics = nullptr;
    LwActionTool *m_action = nullptr;
    LwScoreSheet *m_score = nullptr;
};

} // namespace kbz::lw
