// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowGameView.h"

#include "lordsofwar/LowGameOver.h"

#include "ElidedLabel.h"
#include "LowCombatTool.h"
#include "LowCounters.h"
#include "LowGameBerserkerTool.h"
#include "LowGamePlacementTool.h"
#include "LowHandList.h"
#include "LowMatView.h"
#include "LowReinforceTool.h"
#include "LowScoreSheet.h"
#include "LowTableContent.h"
#include "lordsofwar/LowState.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace kbz::low {

LowGameView::LowGameView(QWidget *parent)
    : GameView(parent)
    , m_counters(new LowCounters(this))
    , m_hint(new ElidedLabel(this))
    , m_turnMat(new QPushButton(this))
    , m_mat(new LowMatView(this))
    , m_bar(new LowStepBar(this))
    , m_tools(new QStackedWidget(this))
    , m_idle(new QWidget(this))
    , m_idleLabel(new QLabel(m_idle))
    , m_place(new LowGamePlacementTool(this))
    , m_combat(new LowCombatTool(this))
    , m_berserker(new LowGameBerserkerTool(this))
    , m_reinforce(new LowReinforceTool(this))
    , m_score(new LowScoreSheet(this))
{
    m_hint->setObjectName(QStringLiteral("lowHint"));
    m_turnMat->setObjectName(QStringLiteral("turnMat"));
    m_turnMat->setCheckable(true);
    m_idleLabel->setWordWrap(true);
    auto *idleLayout = new QVBoxLayout(m_idle);
    idleLayout->addWidget(m_idleLabel);
    idleLayout->addStretch(1);

    m_tools->addWidget(m_idle);
    m_tools->addWidget(m_place);
    m_tools->addWidget(m_combat);
    m_tools->addWidget(m_berserker);
    m_tools->addWidget(m_reinforce);
    m_tools->addWidget(m_score);
    // What each tool records (GameView::frontKinds, issue 29).
    addGuidedTool(m_place, {QStringLiteral("place")});
    addGuidedTool(m_combat, {QStringLiteral("resolve")});
    addGuidedTool(m_berserker, {QStringLiteral("berserker-move")});
    addGuidedTool(m_reinforce, {QStringLiteral("draw"), QStringLiteral("recall")});

    // Top: the counters, then the mat's own row (what to do on it, turn it).
    auto *matRow = new QHBoxLayout;
    matRow->addWidget(m_hint, 1);
    matRow->addWidget(m_turnMat, 0, Qt::AlignRight | Qt::AlignVCenter);
    // The step bar over the mat: the tool column keeps its height for the tools.
    auto *barRow = new QHBoxLayout;
    barRow->addWidget(m_bar, 0);
    barRow->addStretch(1);
    auto *matColumn = new QVBoxLayout;
    matColumn->setSpacing(2); // the bar's row fits the laptop at 150% too (tst_table_mode_gui)
    matColumn->addLayout(barRow);
    matColumn->addLayout(matRow);
    matColumn->addWidget(m_mat, 1);
    auto *middle = new QHBoxLayout;
    middle->addLayout(matColumn, 1);
    // The tool column is not a scroll area: each tool scrolls its own secondary content and keeps
    // its primary button in a footer that is always shown (issue 12).
    middle->addWidget(m_tools, 0);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_counters);
    layout->addLayout(middle, 1);

    // A placement or a combat recorded: with "Quick turn", the rest of the turn follows.
    connect(m_place, &LowGamePlacementTool::recordRequested, this, [this](const Step &step) {
        const int seat = m_place->seat();
        const int before = m_session ? m_session->index() : -1;
        Q_EMIT recordRequested(step);
        if (m_session && m_session->index() == before + 1)
            finishTurn(seat);
    });
    connect(m_combat, &LowCombatTool::recordRequested, this, [this](const Step &step) {
        const auto s = lowState();
        const int seat = s ? s->active : -1;
        const int before = m_session ? m_session->index() : -1;
        Q_EMIT recordRequested(step);
        if (m_session && m_session->index() == before + 1)
            finishTurn(seat);
    });
    m_combat->setThenDraw(m_place->isQuickTurn());
    connect(m_place->quickTurnBox(), &QCheckBox::toggled, m_combat, &LowCombatTool::setThenDraw);
    for (QObject *source :
         {static_cast<QObject *>(m_berserker), static_cast<QObject *>(m_reinforce)}) {
        connect(source, SIGNAL(recordRequested(kbz::Step)), this,
                SIGNAL(recordRequested(kbz::Step)));
    }
    // Only the tool in front speaks to the findings panel; each one's last findings are kept
    // for when it comes to the front.
    auto keepFindings = [this](QWidget *tool) {
        return [this, tool](const QList<Finding> &findings) {
            m_findings.insert(tool, findings);
            if (currentTool() == tool)
                Q_EMIT previewChanged(findings);
        };
    };
    connect(m_place, &LowGamePlacementTool::previewChanged, this, keepFindings(m_place));
    connect(m_combat, &LowCombatTool::previewChanged, this, keepFindings(m_combat));
    connect(m_berserker, &LowGameBerserkerTool::previewChanged, this, keepFindings(m_berserker));
    connect(m_reinforce, &LowReinforceTool::previewChanged, this, keepFindings(m_reinforce));
    connect(m_place, &LowGamePlacementTool::changed, this, &LowGameView::updateMat);
    connect(m_combat, &LowCombatTool::changed, this, &LowGameView::updateMat);
    connect(m_berserker, &LowGameBerserkerTool::changed, this, &LowGameView::updateMat);
    connect(m_reinforce, &LowReinforceTool::changed, this, &LowGameView::updateMat);
    // Keyboard: from the card search Tab goes to the list, and from the list to the mat, where
    // the arrow keys choose another square than the one the Place button names.
    QWidget::setTabOrder(m_place->hand()->list(), m_mat);
    // Enter on a card (or Recall…): the mat takes the keyboard to choose the square.
    connect(m_place, &LowGamePlacementTool::squareWanted, m_mat,
            [this] { m_mat->setFocus(Qt::OtherFocusReason); });
    connect(m_reinforce, &LowReinforceTool::squareWanted, m_mat,
            [this] { m_mat->setFocus(Qt::OtherFocusReason); });
    connect(m_bar, &LowStepBar::kindChosen, this, &LowGameView::showKind);
    connect(m_bar, &LowStepBar::seatChosen, this, &LowGameView::setSeat);
    connect(m_mat, &LowMatView::squareChosen, this, &LowGameView::onSquareChosen);
    connect(m_mat, &LowMatView::squareChosen, this,
            [this](QPoint square) { Q_EMIT squareClicked(squareToJson(square)); });
    connect(m_mat, &LowMatView::squareHovered, this, &LowGameView::onSquareHovered);
    connect(m_turnMat, &QPushButton::toggled, this, [this](bool turned) {
        m_mat->setBottomSide(turned ? 1 : 0);
        retranslateUi();
    });
    auto *turn = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_T), this);
    turn->setObjectName(QStringLiteral("turnMatKey"));
    turn->setContext(Qt::WindowShortcut);
    connect(turn, &QShortcut::activated, m_turnMat, &QPushButton::toggle);

    retranslateUi();
    updateToolWidth();
}

LowGameView::~LowGameView() = default;

GameConfig LowGameView::rematchConfig(const GameConfig &config) const
{
    // Two players: the other one opens, with their deck and opening square. A team battle
    // keeps its seats (the seats make the teams).
    GameConfig c = config;
    if (c.players.size() != 2)
        return c;
    std::swap(c.players[0], c.players[1]);
    for (const char *key : {"decks", "opening"}) {
        const QString k = QString::fromLatin1(key);
        QJsonArray a = c.options.value(k).toArray();
        if (a.size() == 2) {
            c.options.insert(k, QJsonArray{a.at(1), a.at(0)});
        }
    }
    return c;
}

GameOverSummary LowGameView::gameOverSummary() const
{
    const auto s = lowState();
    return s ? kbz::low::gameOverSummary(*s) : GameOverSummary{};
}

std::shared_ptr<const LowState> LowGameView::lowState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const LowState>(m_session->state());
}

QWidget *LowGameView::currentTool() const
{
    return m_tools->currentWidget();
}

QStringList LowGameView::frontKinds() const
{
    return guidedKinds(currentTool());
}

QAbstractButton *LowGameView::primaryAction() const
{
    QWidget *tool = currentTool();
    if (tool == m_place)
        return m_place->placeButton();
    if (tool == m_combat)
        return m_combat->confirmButton();
    if (tool == m_berserker)
        return m_berserker->advanceButton();
    if (tool == m_reinforce)
        return m_reinforce->defaultButton();
    return nullptr; // the score sheet, or nothing to enter
}

void LowGameView::setSession(Session *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_lastIndex = -1;
    m_place->setSession(session);
    m_combat->setSession(session);
    m_berserker->setSession(session);
    m_reinforce->setSession(session);
    if (session)
        connect(session, &Session::stateChanged, this, &LowGameView::syncFromSession);
    syncFromSession();
}

void LowGameView::stepRecorded()
{
    syncFromSession();
}

void LowGameView::syncFromSession()
{
    const auto s = lowState();
    const int index = m_session ? m_session->index() : -1;
    const bool moved = index != m_lastIndex;
    m_lastIndex = index;
    m_counters->setState(s);
    m_mat->setState(s);
    if (!m_session || !s) {
        m_bar->reset(nullptr, LowStepBar::Kind::Place);
        m_tools->setCurrentWidget(m_idle);
        updateMat();
        return;
    }
    if (moved) {
        m_place->sync();
        m_combat->sync();
        m_berserker->sync();
        m_reinforce->sync();
    }
    const Guidance g = m_session->guidance();
    QString phase = g.phase;
    if (phase.isEmpty())
        phase = phaseCode(s->phase);
    using Kind = LowStepBar::Kind;
    Kind kind = Kind::Place;
    if (g.finished || phase == QLatin1String("finished")) {
        m_score->setResult(s, m_session->result());
        kind = Kind::Result;
    } else if (phase == QLatin1String("resolve")) {
        kind = Kind::Resolve;
    } else if (phase == QLatin1String("berserker")) {
        kind = Kind::Berserker;
    } else if (phase == QLatin1String("reinforce")) {
        kind = Kind::Reinforce;
    }
    // After a step (or an undo) the phase's kind and the active player again.
    if (moved || kind != m_bar->phaseKind())
        m_bar->reset(s, kind);
    QWidget *tool = toolFor(m_bar->kind());
    const bool toolChanged = m_tools->currentWidget() != tool;
    m_tools->setCurrentWidget(tool);
    if (toolChanged || moved)
        Q_EMIT previewChanged(m_findings.value(tool));
    retranslateUi();
    updateMat();
    if ((toolChanged || moved) && isVisible())
        focusTool();
}

QWidget *LowGameView::toolFor(LowStepBar::Kind kind) const
{
    switch (kind) {
    case LowStepBar::Kind::Result:
        return m_score;
    case LowStepBar::Kind::Place:
        return m_place;
    case LowStepBar::Kind::Resolve:
        return m_combat;
    case LowStepBar::Kind::Berserker:
        return m_berserker;
    case LowStepBar::Kind::Reinforce:
        return m_reinforce;
    }
    return m_idle;
}

void LowGameView::showKind(LowStepBar::Kind kind)
{
    // Another kind of step than the phase's (out of phase, issue 35): its tool in front, for
    // the seat chosen in the bar.
    QWidget *tool = lowState() ? toolFor(kind) : m_idle;
    if (m_tools->currentWidget() == tool)
        return;
    m_tools->setCurrentWidget(tool);
    Q_EMIT previewChanged(m_findings.value(tool));
    updateMat();
}

void LowGameView::setSeat(int seat)
{
    m_place->setSeat(seat);
    m_combat->setSeat(seat);
    m_berserker->setSeat(seat);
    m_reinforce->setSeat(seat);
    updateMat();
}

bool LowGameView::hasWarning(QWidget *tool) const
{
    for (const Finding &f : m_findings.value(tool))
        if (f.severity != Severity::Info)
            return true;
    return false;
}

void LowGameView::finishTurn(int seat)
{
    // Issue 13, fewer inputs: the combat as the engine works it out (when no shot is to be
    // chosen) and the proposed draw, each a step of its own, recorded by the page. Anything to
    // choose or to confirm (a shot, a warning, another seat's turn, a recall being chosen) stops
    // here with its tool in front.
    if (!m_session || !m_place->isQuickTurn())
        return;
    const auto expected = [this, seat] {
        const auto s = lowState();
        return s && s->active == seat;
    };
    if (expected() && currentTool() == m_combat) {
        if (m_combat->hasShotToChoose() || hasWarning(m_combat))
            return;
        const int before = m_session->index();
        Q_EMIT recordRequested(m_combat->step());
        if (m_session->index() != before + 1)
            return;
    }
    if (!expected() || currentTool() != m_reinforce || m_reinforce->isRecalling() ||
        m_reinforce->drawCount() <= 0 || hasWarning(m_reinforce))
        return;
    Q_EMIT recordRequested(m_reinforce->drawStep());
}

void LowGameView::focusTool()
{
    // Keyboard first: the focus goes where the next step is entered.
    QWidget *tool = currentTool();
    if (tool == m_place)
        m_place->hand()->searchEdit()->setFocus(Qt::OtherFocusReason);
    else if (tool == m_combat)
        m_combat->confirmButton()->setFocus(Qt::OtherFocusReason);
    else if (tool == m_berserker)
        m_mat->setFocus(Qt::OtherFocusReason);
    else if (tool == m_reinforce)
        m_reinforce->drawButton()->setFocus(Qt::OtherFocusReason);
    else if (tool == m_score)
        m_score->copyButton()->setFocus(Qt::OtherFocusReason);
}

void LowGameView::updateMat()
{
    QWidget *tool = currentTool();
    QList<QPoint> offered, chosen;
    QString ghost;
    int ghostSeat = -1;
    if (tool == m_place) {
        offered = m_place->offeredSquares();
        if (m_place->previewSquare())
            chosen = {*m_place->previewSquare()};
        ghost = m_place->currentCard();
        ghostSeat = m_place->seat();
    } else if (tool == m_berserker) {
        offered = m_berserker->offeredSquares();
        if (m_berserker->chosenSquare())
            chosen = {*m_berserker->chosenSquare()};
    } else if (tool == m_reinforce) {
        offered = m_reinforce->offeredSquares();
        chosen = m_reinforce->chosenSquares();
    }
    m_mat->setOffered(offered);
    m_mat->setChosen(chosen);
    m_mat->setGhost(ghost, ghostSeat);
    // Picking while the tool has something to place, move or recall; any square may be chosen.
    m_mat->setPicking(!offered.isEmpty() || (tool == m_place && !ghost.isEmpty()) ||
                      (tool == m_berserker && m_berserker->berserker() != 0));
    if (tool == m_combat)
        m_mat->setCombat(m_combat->report(), m_combat->shots());
    else
        m_mat->clearCombat();
    // The keyboard cursor stays on the square chosen (or previewed), else on an offered one.
    if (!chosen.isEmpty())
        m_mat->setCursorSquare(chosen.first());
    else if (!offered.isEmpty() && !offered.contains(m_mat->cursorSquare()))
        m_mat->setCursorSquare(offered.first());
    m_mat->update();
    updateHint();
}

void LowGameView::onSquareChosen(QPoint square)
{
    QWidget *tool = currentTool();
    if (tool == m_place)
        m_place->chooseSquare(square);
    else if (tool == m_berserker)
        m_berserker->chooseSquare(square);
    else if (tool == m_reinforce)
        m_reinforce->chooseSquare(square);
    updateMat();
}

void LowGameView::onSquareHovered(QPoint square)
{
    QWidget *tool = currentTool();
    if (tool == m_place) {
        m_place->hoverSquare(square);
        updateMat();
    } else if (tool == m_berserker) {
        m_berserker->hoverSquare(square);
    }
}

void LowGameView::focusInEvent(QFocusEvent *event)
{
    // The page gives the view the focus (a game opened or resumed): it goes on to where the
    // next step is entered, so the first Enter already counts.
    GameView::focusInEvent(event);
    focusTool();
}

void LowGameView::retranslateUi()
{
    if (auto *turn = findChild<QShortcut *>(QStringLiteral("turnMatKey")))
        turn->setWhatsThis(tr("Turn the mat"));
    m_turnMat->setText(tr("&Turn the mat"));
    m_turnMat->setToolTip(tr("Show the other side at the bottom (Ctrl+T)"));
    m_idleLabel->setText(tr("Nothing to enter now."));
    updateHint();
}

void LowGameView::updateHint()
{
    QString hint;
    QWidget *tool = currentTool();
    if (tool == m_place)
        hint = tr("Click a highlighted square, or use the arrow keys and Enter.");
    else if (tool == m_combat)
        hint = tr("A cross marks each unit that falls.");
    else if (tool == m_berserker)
        hint = tr("Click the square the berserker advances to.");
    else if (tool == m_reinforce)
        hint = m_reinforce->isRecalling() ? tr("Click the unit to recall.")
                                          : tr("Draw, or recall a unit instead.");
    m_hint->setFullText(hint);
}

void LowGameView::updateToolWidth()
{
    // A bit more than a third of the view for the tool column, never less than its pages need.
    const int minimum =
        qMax(m_tools->minimumSizeHint().width(), fontMetrics().averageCharWidth() * 44);
    const int maximum = qMax(minimum, fontMetrics().averageCharWidth() * 70);
    const int width = qBound(minimum, int(this->width() * 0.36), maximum);
    m_tools->setFixedWidth(width);
}

void LowGameView::resizeEvent(QResizeEvent *event)
{
    updateToolWidth();
    GameView::resizeEvent(event);
}

void LowGameView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        QMetaObject::invokeMethod(this, &LowGameView::updateToolWidth, Qt::QueuedConnection);
    GameView::changeEvent(event);
}

std::optional<Step> LowGameView::draftStep() const
{
    // The tool in front's step as far as it goes (its kind, the seat of the step bar, the card
    // and square, the shots and falls, the unit chosen); the result: the guidance's.
    QWidget *tool = currentTool();
    const int seat = m_bar->seat();
    if (tool == m_place) {
        if (m_place->previewSquare())
            if (auto step = m_place->stepFor(*m_place->previewSquare()))
                return step;
        QJsonObject payload;
        if (!m_place->currentCard().isEmpty())
            payload.insert(QStringLiteral("card"), m_place->currentCard());
        return Step{QStringLiteral("place"), seat, payload};
    }
    if (tool == m_combat)
        return m_combat->step();
    if (tool == m_berserker) {
        if (m_berserker->chosenSquare())
            if (auto step = m_berserker->stepFor(*m_berserker->chosenSquare()))
                return step;
        QJsonObject payload;
        if (m_berserker->berserker() != 0)
            payload.insert(QStringLiteral("unit"), m_berserker->berserker());
        return Step{QStringLiteral("berserker-move"), seat, payload};
    }
    if (tool == m_reinforce) {
        if (!m_reinforce->isRecalling())
            return m_reinforce->drawStep();
        if (auto step = m_reinforce->recallStep())
            return step;
        return Step{QStringLiteral("recall"), seat, {}};
    }
    return std::nullopt;
}

TableContent *LowGameView::createTableContent(QWidget *parent) const
{
    return new LowTableContent(parent);
}

} // namespace kbz::low
