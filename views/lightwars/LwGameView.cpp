// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwGameView.h"

#include "core/ListText.h"
#include "lightwars/LwGameOver.h"
#include "lightwars/LwRules.h"

#include "ElidedLabel.h"
#include "LwActionTool.h"
#include "LwAttackCalculator.h"
#include "LwDeployTool.h"
#include "LwMapBoard.h"
#include "LwMapView.h"
#include "LwScoreSheet.h"
#include "LwTableContent.h"
#include "LwTacticsTool.h"
#include "LwText.h"
#include "LwTurnTrack.h"
#include "LwUnitList.h"
#include "lightwars/LwState.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

namespace kbz::lw {

LwGameView::LwGameView(QWidget *parent)
    : GameView(parent)
    , m_track(new LwTurnTrack(this))
    , m_status(new ElidedLabel(this))
    , m_tiles(new ElidedLabel(this))
    , m_map(new LwMapView(this))
    , m_tools(new QStackedWidget(this))
    , m_deploy(new LwDeployTool(this))
    , m_tactics(new LwTacticsTool(this))
    , m_action(new LwActionTool(this))
    , m_score(new LwScoreSheet(this))
{
    setObjectName(QStringLiteral("lwGameView"));
    m_status->setObjectName(QStringLiteral("lwStatus"));
    m_tiles->setObjectName(QStringLiteral("lwActiveTiles"));
    m_status->setTextFormat(Qt::RichText);
    m_tiles->setTextFormat(Qt::RichText);
    QFont big = m_status->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_status->setFont(big);

    auto *top = new QHBoxLayout;
    top->addWidget(m_track, 0, Qt::AlignVCenter);
    top->addSpacing(12);
    auto *statusColumn = new QVBoxLayout;
    statusColumn->addWidget(m_status);
    statusColumn->addWidget(m_tiles);
    top->addLayout(statusColumn, 1);

    // The map and the unit lists share one column as two tabs: side by side they would not fit
    // a laptop at 150% (tst_table_mode_gui). A game with a map opens on the map.
    m_left = new QTabWidget(this);
    m_left->setObjectName(QStringLiteral("lwLeftTabs"));
    m_left->setDocumentMode(true);
    auto *listsPage = new QWidget(m_left);
    auto *lists = new QVBoxLayout(listsPage);
    lists->setContentsMargins(0, 0, 0, 0);
    for (int side = 0; side < kSides; ++side) {
        m_lists[side] = new LwUnitList(side, listsPage);
        lists->addWidget(m_lists[side], 1);
        connect(m_lists[side], &LwUnitList::unitChosen, this, [this](int side, int unit) {
            // Either side's unit: the table may act for the side whose turn it is not (the
            // action tool marks it, issue 35).
            const auto s = lwState();
            if (s && s->phase == Phase::Action) {
                m_action->setUnit(side, unit);
                m_map->selectUnit(unit, side);
                m_action->unitCombo()->setFocus();
            }
        });
    }

    m_tools->addWidget(m_deploy);
    m_tools->addWidget(m_tactics);
    m_tools->addWidget(m_action);
    m_tools->addWidget(m_score);
    // What each tool records: the guidance's expected step brings its tool forward (issue 29).
    // The map places the units (its clicks record "place"): when a placement leads, the map
    // tab comes forward beside the deploy tool.
    addGuidedTool(m_deploy, {QStringLiteral("deploy"), QStringLiteral("first-player")});
    addGuidedTool(m_map, {QStringLiteral("place")});
    addGuidedTool(m_tactics, {QStringLiteral("tactics")});
    addGuidedTool(m_action,
                  {QStringLiteral("castle"), QStringLiteral("attack"), QStringLiteral("move"),
                   QStringLiteral("wait"), QStringLiteral("end-turn")});
    addGuidedTool(m_score, {});
    // The tool column is not a scroll area: each tool scrolls its own secondary content and keeps
    // its Record button in a footer that is always shown (issue 12).
    m_toolFrame = new QFrame(this);
    m_toolFrame->setFrameShape(QFrame::StyledPanel);
    auto *frameLayout = new QVBoxLayout(m_toolFrame);
    frameLayout->setContentsMargins(0, 0, 0, 0);
    frameLayout->addWidget(m_tools);

    connect(m_map, &LwMapView::recordRequested, this, &GameView::recordRequested);
    connect(m_map->board(), &LwMapBoard::squareClicked, this,
            [this](Square square) { Q_EMIT squareClicked(squareCode(square)); });
    connect(m_map, &LwMapView::unitSelected, this,
            [this](int unit, int side) { m_action->setUnit(side, unit); });
    // The unit chosen in the action tool is the one the map moves or places (issue 35: they
    // never disagree, so a click never proposes another unit than the tool shows).
    connect(m_action, &LwActionTool::unitChanged, this, [this](int side, int unit) {
        const auto s = lwState();
        if (s && s->phase == Phase::Action &&
            (m_map->selectedUnit() != unit || m_map->selectedSide() != side))
            m_map->selectUnit(unit, side);
    });
    connect(m_map, &LwMapView::attackRequested, this,
            [this](const QList<int> &attackers, const QList<Facing> &facings, int target,
                   bool shoot) { startAttack(attackers, facings, target, shoot); });
    connect(m_map, &LwMapView::attackerClicked, this, &LwGameView::toggleAttacker);
    connect(m_map, &LwMapView::facingChosen, this, [this](Dir facing) {
        if (m_tools->currentWidget() == m_action)
            m_action->setFacing(facing);
    });
    connect(m_action, &LwActionTool::kindChanged, m_map, &LwMapView::setPreparedKind);
    // The deploy tool places the units on the square under the map's cursor (issue 29): its
    // preview follows the cursor and the facing chosen.
    m_deploy->setPlacement([this] { return m_map->placementAt(m_map->board()->cursorSquare()); });
    connect(m_map->board(), &LwMapBoard::cursorMoved, this, [this] {
        if (m_tools->currentWidget() == m_deploy && m_deploy->placing())
            m_deploy->updatePreview();
    });
    connect(m_map, &LwMapView::facingChosen, this, [this] {
        if (m_tools->currentWidget() == m_deploy && m_deploy->placing())
            m_deploy->updatePreview();
    });
    m_map->setPreparedKind(m_action->kind());

    auto *middle = new QHBoxLayout;
    m_map->setParent(m_left);
    m_left->addTab(m_map, QString());
    m_left->addTab(listsPage, QString());
    middle->addWidget(m_left, 1);
    middle->addWidget(m_toolFrame, 0);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(middle, 1);

    for (LwTool *tool : {static_cast<LwTool *>(m_deploy), static_cast<LwTool *>(m_tactics),
                         static_cast<LwTool *>(m_action)}) {
        connect(tool, &LwTool::recordRequested, this, &GameView::recordRequested);
        connect(tool, &LwTool::previewChanged, this, &GameView::previewChanged);
    }
    updateHeader();
    retranslateTabs();
    m_left->setCurrentIndex(1);
    updateToolWidth();
}

LwGameView::~LwGameView() = default;

GameConfig LwGameView::rematchConfig(const GameConfig &config) const
{
    // Who plays first is decided at the table when the armies deploy (the first-player step):
    // a rematch keeps the sides and armies as they were.
    return config;
}

GameOverSummary LwGameView::gameOverSummary() const
{
    const auto s = lwState();
    return s ? kbz::lw::gameOverSummary(*s) : GameOverSummary{};
}

std::shared_ptr<const LwState> LwGameView::lwState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const LwState>(m_session->state());
}

LwUnitList *LwGameView::unitList(int side) const
{
    return side >= 0 && side < kSides ? m_lists[side] : nullptr;
}

QWidget *LwGameView::currentTool() const
{
    return m_tools->currentWidget();
}

QAbstractButton *LwGameView::primaryAction() const
{
    if (auto *tool = qobject_cast<StepTool *>(m_tools->currentWidget()))
        return tool->defaultButton();
    return nullptr; // the score sheet: the game is over
}

void LwGameView::setDiceSource(std::function<int()> d6)
{
    m_deploy->setDiceSource(d6);
    m_action->setDiceSource(std::move(d6));
}

void LwGameView::setSession(Session *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session)
        connect(session, &Session::stateChanged, this, &LwGameView::syncFromSession);
    syncFromSession();
    focusTool();
}

void LwGameView::stepRecorded()
{
    syncFromSession();
    // The next action starts from the unit: Enter records it, or ends the turn.
    if (m_tools->currentWidget() == m_action && isVisible())
        m_action->unitCombo()->setFocus();
}

void LwGameView::startAttack(const QList<int> &attackers, const QList<Facing> &facings, int target,
                             bool shoot)
{
    if ((attackers.isEmpty() && !shoot) || m_tools->currentWidget() != m_action)
        return;
    LwAttackCalculator *calc = m_action->calculator();
    if (!attackers.isEmpty())
        m_action->setUnit(attackers.first());
    m_action->setKind(shoot ? QStringLiteral("shoot") : QStringLiteral("attack"));
    if (!attackers.isEmpty()) // else a shot keeps the archers checked in the calculator
        calc->reset(attackers.first());
    for (int i = 0; i < attackers.size(); ++i)
        calc->setAttacker(attackers.at(i), true, facings.value(i, Facing::Front));
    calc->setTarget(target);
    calc->rollButton()->setFocus();
}

void LwGameView::toggleAttacker(int unit)
{
    const auto s = lwState();
    LwAttackCalculator *calc = m_action->calculator();
    QCheckBox *box = calc->attackerBox(unit);
    if (!s || !box || m_tools->currentWidget() != m_action || s->active < 0 || s->active >= kSides)
        return;
    // The side of the target it stands on, from the squares (lw.attack.facing).
    const LwUnit u = s->armies[s->active].units.value(unit);
    const LwUnit t = s->armies[1 - s->active].units.value(calc->target());
    const Facing facing =
        u.onMap() && t.onMap() ? rules::facingFrom(t.at, t.facing, u.at) : Facing::Front;
    calc->setAttacker(unit, !box->isChecked(), facing);
}

void LwGameView::syncFromSession()
{
    const auto s = lwState();
    m_map->setState(s);
    const bool hasMap = s && s->map();
    if (hasMap != m_shownMap) { // a new game: its map first, or its units when it has none
        m_shownMap = hasMap;
        m_left->setCurrentIndex(hasMap ? 0 : 1);
    }
    for (LwUnitList *list : m_lists)
        list->setState(s);
    // The tool that records the step the guidance expects (issue 29); the phase's tool when
    // no tool records it.
    const Guidance g = m_session && s ? m_session->guidance() : Guidance{};
    QWidget *guided = s && !g.finished ? guidedTool(g.expected) : nullptr;
    const bool placingStarts = guided == m_map && m_lastGuided != m_map;
    if (guided == m_map) {
        // A placement leads: the map in front, once per placing (the units tab stays when the
        // user turns to it), and the deploy tool for who plays first.
        if (m_lastGuided != m_map)
            m_left->setCurrentIndex(0);
        m_lastGuided = m_map;
        m_map->proposePlacementSquare();
        guided = m_deploy;
    } else {
        m_lastGuided = guided;
    }
    QWidget *tool = guided ? guided : m_deploy;
    if (s && !guided) {
        switch (s->phase) {
        case Phase::Deploy:
            tool = m_deploy;
            break;
        case Phase::Tactics:
            tool = m_tactics;
            break;
        case Phase::Action:
            tool = m_action;
            break;
        case Phase::Finished:
            tool = m_score;
            break;
        }
    }
    const bool changedTool = m_tools->currentWidget() != tool;
    m_tools->setCurrentWidget(tool);
    for (LwTool *t : {static_cast<LwTool *>(m_deploy), static_cast<LwTool *>(m_tactics),
                      static_cast<LwTool *>(m_action)})
        t->setCurrent(t == tool);
    // The tools not shown keep the session too: they are ready when their phase comes.
    for (LwTool *t : {static_cast<LwTool *>(m_deploy), static_cast<LwTool *>(m_tactics),
                      static_cast<LwTool *>(m_action)}) {
        if (t->session() != m_session)
            t->setSession(m_session);
        else
            t->sync();
    }
    m_score->setState(s);
    // A unit on the enemy Castle that did not move there (a move onto it ends the game): the
    // victory is proposed, ready to record (lw.victory.castle).
    if (s && s->phase == Phase::Action && s->active >= 0 && s->active < kSides) {
        for (int i = 0; i < s->armies[s->active].units.size(); ++i) {
            if (rules::standsOnEnemyCastle(*s, s->active, i)) {
                m_action->setUnit(i);
                m_action->setKind(QStringLiteral("castle"));
                break;
            }
        }
    }
    // The map's selection follows the action tool's unit (after a move both keep the unit that
    // moved, which may still attack; after an attack the map has none).
    if (s && s->phase == Phase::Action && m_map->selectedUnit() >= 0 &&
        (m_map->selectedUnit() != m_action->unit() ||
         m_map->selectedSide() != m_action->unitSide()))
        m_map->selectUnit(m_action->unit(), m_action->unitSide());
    if (auto *t = qobject_cast<LwTool *>(tool))
        t->updatePreview();
    else
        Q_EMIT previewChanged({}); // the score sheet prepares no step
    updateHeader();
    updateToolWidth();
    if ((changedTool || placingStarts) && isVisible())
        focusTool();
}

void LwGameView::focusTool()
{
    // The focus goes where the next entry is made.
    QWidget *tool = m_tools->currentWidget();
    if (tool == m_action)
        m_action->unitCombo()->setFocus();
    else if (tool == m_tactics)
        m_tactics->tiles()->setFocus();
    else if (tool == m_deploy && m_deploy->placing())
        m_map->board()->setFocus(); // arrow keys choose the square, Enter places
    else if (tool == m_deploy)
        m_deploy->focusEntry();
    else if (tool == m_score)
        m_score->copyButton()->setFocus();
}

void LwGameView::updateHeader()
{
    const auto s = lwState();
    if (!s) {
        m_track->setTurns(5, 5, false);
        m_status->setFullText(QString());
        m_tiles->setFullText(QString());
        return;
    }
    const bool finished = s->phase == Phase::Finished;
    m_track->setTurns(s->maxTurns, s->turnMarker, finished);
    QString phase;
    switch (s->phase) {
    case Phase::Deploy:
        if (s->deployMethod.isEmpty())
            phase = tr("Deployment");
        else if (s->map() && m_map->nextPlacement({-1, -1}).first >= 0)
            phase = tr("Placing the units on the map");
        else
            phase = tr("Deployed — who plays first?");
        break;
    case Phase::Tactics:
        phase = tr("%1 — tactics phase").arg(LwText::side(s->active));
        break;
    case Phase::Action:
        phase = tr("%1 — action phase, %2 still to act")
                    .arg(LwText::side(s->active))
                    .arg(s->toAct(s->active).size());
        break;
    case Phase::Finished:
        phase = tr("Game over");
        break;
    }
    const QString turn =
        finished ? QString() : tr("Turn %1 of %2").arg(s->turnMarker).arg(s->maxTurns);
    const QString colour =
        s->active >= 0 && !finished ? LwText::colour(s->active).name() : QStringLiteral("inherit");
    m_status->setFullText(QStringLiteral("%1%2<b style='color:%3'>%4</b>")
                              .arg(turn.toHtmlEscaped(),
                                   turn.isEmpty() ? QString() : QStringLiteral(" · "), colour,
                                   phase.toHtmlEscaped()));
    QStringList active;
    for (int side = 0; side < kSides; ++side)
        for (const QString &id : s->armies[side].usedTiles) {
            const LwCard *c = s->card(id);
            active.append(QStringLiteral("<span style='color:%1'>%2</span>")
                              .arg(LwText::colour(side).name(),
                                   (c ? LwText::cardName(*c) : id).toHtmlEscaped()));
        }
    // Always one line high, empty when no tile is active: the panels below do not move.
    m_tiles->setFullText(active.isEmpty()
                             ? QString()
                             : tr("Active until the end of the turn: %1").arg(joinList(active)));
}

void LwGameView::updateToolWidth()
{
    // About 40% of the view for the tool, never less than the widest tool needs (the column
    // keeps its width from one phase to the next); the map and the unit lists share the rest.
    const int minimum = m_tools->minimumSizeHint().width();
    const int width = qMax(minimum, int(this->width() * 0.40));
    m_tools->setFixedWidth(width);
}

void LwGameView::resizeEvent(QResizeEvent *event)
{
    GameView::resizeEvent(event);
    updateToolWidth();
}

void LwGameView::retranslateTabs()
{
    m_left->setTabText(0, tr("Map"));
    m_left->setTabText(1, tr("Units"));
}

void LwGameView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateHeader();
        retranslateTabs();
    }
    GameView::changeEvent(event);
}

TableContent *LwGameView::createTableContent(QWidget *parent) const
{
    return new LwTableContent(parent);
}

QStringList LwGameView::frontKinds() const
{
    QWidget *tool = m_tools->currentWidget();
    const auto s = lwState();
    if (!s || s->phase == Phase::Finished || tool == m_score)
        return {};
    // The kind the primary button records: End turn, or the action prepared (a shot is an
    // attack); the deploy tool's method, then its first player.
    if (tool == m_action) {
        if (m_action->defaultButton() == m_action->endTurnButton())
            return {QStringLiteral("end-turn")};
        const QString kind = m_action->kind();
        return {kind == QLatin1String("shoot") ? QStringLiteral("attack") : kind};
    }
    if (tool == m_deploy)
        return {m_deploy->placing()         ? QStringLiteral("place")
                : s->deployMethod.isEmpty() ? QStringLiteral("deploy")
                                            : QStringLiteral("first-player")};
    return guidedKinds(tool);
}

std::optional<Step> LwGameView::draftStep() const
{
    // The tool in front's step, once it is complete; else the form starts from the guidance.
    if (const auto *tool = qobject_cast<const StepTool *>(currentTool())) {
        QString missing;
        return tool->preparedStep(&missing);
    }
    return std::nullopt;
}

} // namespace kbz::lw
