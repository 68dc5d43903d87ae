// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameView.h"
#include "RrBoardView.h"
#include "core/Session.h"

#include <QHash>
#include <QPointer>
#include <memory>

class QLabel;
class QPushButton;
class QShortcut;
class QStackedWidget;
class QTabWidget;

namespace kbz::rr {

class RrCommandRow;
class RrEndPhasePanel;
class RrEnemyAssistant;
class RrPlayerPanel;
class RrScoreSheet;
class RrStepEntry;
class RrThreatChart;
struct RrState;

// The Rook & Raiders game view. Top: the command row, every player's threat and the threat
// chart, always visible. Middle: one tab per player with the board, as large as the room
// allows, and the player's figures in a strip under it; the tab of the player expected to act
// is brought forward. Right (about a third of the width): the threat chart over the entry for
// what happens
// now: the players' steps (RrStepEntry), the enemy-phase assistant, the end-phase checklist,
// and the score sheet once the game is over. Summons and missing card figures open dialogs.
class RrGameView final : public GameView
{
    Q_OBJECT

public:
    explicit RrGameView(QWidget *parent = nullptr);
    ~RrGameView() override;
    Q_DISABLE_COPY_MOVE(RrGameView)

    void setSession(Session *session) override;
    void stepRecorded() override;
    QAbstractButton *primaryAction() const override;
    TableContent *createTableContent(QWidget *parent) const override;
    GameOverSummary gameOverSummary() const override;
    std::optional<Step> draftStep() const override;
    QStringList frontKinds() const override;
    // Looking back: every player's board can still be brought forward (tab, Ctrl+1..4).
    void setBrowseOnly(bool browseOnly) override;

    // Parts, for tests.
    RrCommandRow *commandRow() const { return m_commandRow; }
    RrThreatChart *threatChart() const { return m_chart; }
    QTabWidget *boards() const { return m_tabs; }
    RrBoardView *board(int seat) const;
    RrPlayerPanel *panel(int seat) const;
    RrStepEntry *entry() const { return m_entry; }
    RrEnemyAssistant *enemyAssistant() const { return m_enemy; }
    RrEndPhasePanel *endPhase() const { return m_endPhase; }
    RrScoreSheet *scoreSheet() const { return m_score; }
    // The page of the right-hand stack now shown.
    QWidget *currentTool() const;
    QPushButton *summonButton() const { return m_summon; }
    // Opens the summon dialog (Alt+S); returns it (window modal, deleted on close).
    QDialog *openSummon();
    // Opens the dialog asking the missing figures of `cardId`; nullptr when none is missing.
    QDialog *openFigures(const QString &cardId);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The summon is the step expected and the entry was not turned to another: the summon
    // button is the primary action, and the entry offers no square.
    bool summonInFront() const;
    // The step entry is in front and prepares the step (not behind the summon button).
    bool entryInFront() const;
    void updateToolWidth();
    void fitBoard(QWidget *page);
    void syncFromSession();
    // A tool's preview, forwarded as the view's only while that tool is in front.
    void toolPreview(QWidget *tool, const QList<Finding> &findings);
    // Brings `tool` forward and announces its preview; false when it already was in front.
    bool showTool(QWidget *tool);
    void rebuildTabs();
    void applyBrowseOnly();
    void sizeToCurrentPage();
    void updateThreats();
    void updateChart();
    void updateBoards();
    void retranslateUi();
    void onSquareChosen(int seat, Square square);
    void onCubesAdjust(int seat, Square square, int delta);
    // Cards now in play whose figures the table has not entered and was not asked about yet.
    void askMissingFigures();
    // Figures entered during the game (set-figures steps recorded since the last call) are
    // written into the table's card library too, so the next game does not ask again.
    void rememberFigures();
    std::shared_ptr<const RrState> rrState() const;

    QPointer<Session> m_session;
    RrCommandRow *m_commandRow = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_threats = nullptr;
    RrThreatChart *m_chart = nullptr;
    QTabWidget *m_tabs = nullptr;
    bool m_browseOnly = false;
    QList<RrBoardView *> m_boards;
    QList<RrPlayerPanel *> m_panels;
    QStackedWidget *m_tools = nullptr;
    RrStepEntry *m_entry = nullptr;
    RrEnemyAssistant *m_enemy = nullptr;
    RrEndPhasePanel *m_endPhase = nullptr;
    RrScoreSheet *m_score = nullptr;
    QPushButton *m_summon = nullptr;
    QHash<const QWidget *, QList<Finding>> m_toolPreviews; // each tool's last preview
    QList<QShortcut *> m_dieKeys;                          // 1..6: the dice of an attack
    QStringList m_askedFigures; // cards whose figures were asked this session
    int m_lastActor = -2;
    int m_rememberedUpTo = 0; // steps before this index were looked at by rememberFigures()
};

} // namespace kbz::rr
