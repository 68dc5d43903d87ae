// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlGameView.h"

#include "dungeonlords/DlGameOver.h"

#include "DlAdjustDialog.h"
#include "DlBoardView.h"
#include "DlCardTrack.h"
#include "DlPlanTool.h"
#include "DlResolveTool.h"
#include "DlRevealTool.h"
#include "DlScoreSheet.h"
#include "DlTableContent.h"
#include "DlViewText.h"
#include "DlYearTool.h"
#include "dungeonlords/DlRules.h"
#include "dungeonlords/DlState.h"

#include <QAbstractButton>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace kbz::dl {

namespace {

// The step kind the resolve tool records for a step of the fight (as the guidance names it).
QString fightStepKind(FightStep step)
{
    switch (step) {
    case FightStep::Traps:
        return QStringLiteral("trap");
    case FightStep::EarlyMagic:
    case FightStep::LateMagic:
        return QStringLiteral("magic");
    case FightStep::Monsters:
        return QStringLiteral("attack");
    case FightStep::Healing:
        return QStringLiteral("heal");
    case FightStep::Conquest:
        break;
    }
    return QStringLiteral("conquest");
}

} // namespace

DlGameView::DlGameView(QWidget *parent)
    : GameView(parent)
    , m_header(new QLabel(this))
    , m_track(new DlCardTrack(this))
    , m_status(new QLabel(this))
    , m_tools(new QStackedWidget(this))
    , m_year(new DlYearTool(this))
    , m_plan(new DlPlanTool(this))
    , m_reveal(new DlRevealTool(this))
    , m_resolve(new DlResolveTool(this))
    , m_score(new DlScoreSheet(this))
{
    setObjectName(QStringLiteral("dlGameView"));
    m_header->setObjectName(QStringLiteral("dlHeader"));
    m_status->setObjectName(QStringLiteral("dlStatus"));
    m_header->setTextFormat(Qt::RichText);
    m_status->setTextFormat(Qt::RichText);
    m_header->setWordWrap(true);
    m_status->setWordWrap(true);
    QFont big = m_header->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_header->setFont(big);

    auto *top = new QHBoxLayout;
    auto *texts = new QVBoxLayout;
    texts->addWidget(m_header);
    texts->addWidget(m_status);
    texts->addStretch(1);
    top->addLayout(texts, 1);
    top->addWidget(m_track, 0, Qt::AlignTop);

    m_boardsBox = new QWidget(this);
    m_boardsBox->setObjectName(QStringLiteral("dlBoards"));
    m_boardsLayout = new QGridLayout(m_boardsBox);
    m_boardsLayout->setContentsMargins(0, 0, 0, 0);
    m_boardsLayout->setSpacing(6);
    m_boardsScroll = new QScrollArea(this);
    m_boardsScroll->setWidget(m_boardsBox);
    m_boardsScroll->setWidgetResizable(true);
    m_boardsScroll->setFrameShape(QFrame::NoFrame);
    m_boardsScroll->viewport()->installEventFilter(this);

    for (DlTool *tool : tools()) {
        m_tools->addWidget(tool);
        // A tool whose entry grows wider (a monster's options) gets its room at once.
        tool->installEventFilter(this);
        connect(tool, &StepTool::recordRequested, this, &GameView::recordRequested);
        connect(tool, &StepTool::previewChanged, this, &GameView::previewChanged);
    }
    connect(m_resolve, &DlResolveTool::ruleRequested, this, &GameView::ruleRequested);
    // The tools scroll their own bodies and keep their buttons in a footer (DlTool): the stack
    // itself never scrolls, so the Record button stays at the bottom right, always visible.
    m_tools->setObjectName(QStringLiteral("dlTools"));
    // What each tool records: the guidance's expected step brings its tool forward (issue 29).
    // A correction ("adjust") is the boards' context menu, never the tool in front.
    addGuidedTool(m_year, {QStringLiteral("year")});
    addGuidedTool(m_plan, {QStringLiteral("plan"), QStringLiteral("release")});
    addGuidedTool(m_reveal, {QStringLiteral("reveal")});
    addGuidedTool(m_resolve,
                  {QStringLiteral("trap"), QStringLiteral("magic"), QStringLiteral("attack"),
                   QStringLiteral("heal"), QStringLiteral("conquest")});
    addGuidedTool(m_score, {QStringLiteral("score")});
    m_tools->setFrameShape(QFrame::StyledPanel);

    auto *middle = new QHBoxLayout;
    middle->addWidget(m_boardsScroll, 1);
    middle->addWidget(m_tools, 0);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(middle, 1);

    updateHeader();
    updateToolWidth();
}

DlGameView::~DlGameView() = default;

QList<DlTool *> DlGameView::tools() const
{
    return {m_year, m_plan, m_reveal, m_resolve, m_score};
}

GameOverSummary DlGameView::gameOverSummary() const
{
    const auto s = dlState();
    return s ? kbz::dl::gameOverSummary(*s) : GameOverSummary{};
}

std::shared_ptr<const DlState> DlGameView::dlState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const DlState>(m_session->state());
}

void DlGameView::setSession(Session *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session)
        connect(session, &Session::stateChanged, this, &DlGameView::syncFromSession);
    syncFromSession();
    focusTool();
}

void DlGameView::stepRecorded()
{
    syncFromSession();
    // The next entry (the next player's plan, the checklist's next step) takes the keys.
    if (isVisible())
        focusTool();
}

DlBoardView *DlGameView::board(int seat) const
{
    return m_boards.value(seat);
}

DlAdjustDialog *DlGameView::adjustDialog() const
{
    return m_adjust;
}

QWidget *DlGameView::currentTool() const
{
    return m_tools->currentWidget();
}

void DlGameView::rebuildBoards(int players)
{
    if (m_boards.size() == players)
        return;
    qDeleteAll(m_boards);
    m_boards.clear();
    m_columns = 0;
    for (int seat = 0; seat < players; ++seat) {
        auto *b = new DlBoardView(seat, m_boardsBox);
        connect(b, &DlBoardView::adjustRequested, this, &DlGameView::requestAdjust);
        connect(b, &DlBoardView::paladinRequested, this, &DlGameView::requestPaladin);
        m_boards.append(b);
    }
    layoutBoards();
}

void DlGameView::layoutBoards()
{
    // Side by side while they fit, else in rows (a 4-player table on a small screen: 2 x 2).
    if (m_boards.isEmpty())
        return;
    const int room = m_boardsScroll->viewport()->width();
    const int board = m_boards.first()->minimumWidth() + m_boardsLayout->spacing();
    const int columns = qBound(1, room / qMax(1, board), int(m_boards.size()));
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (DlBoardView *b : std::as_const(m_boards))
        m_boardsLayout->removeWidget(b);
    for (int c = 0; c < m_boardsLayout->columnCount(); ++c)
        m_boardsLayout->setColumnStretch(c, 0);
    for (int seat = 0; seat < m_boards.size(); ++seat)
        m_boardsLayout->addWidget(m_boards.at(seat), seat / columns, seat % columns);
    for (int c = 0; c < columns; ++c)
        m_boardsLayout->setColumnStretch(c, 1);
    // The boards take the height too (a large screen gives them long columns, their contents
    // at the top), instead of leaving the room under them empty.
    const int rows = (int(m_boards.size()) + columns - 1) / columns;
    for (int r = 0; r < qMax(rows + 1, m_boardsLayout->rowCount()); ++r)
        m_boardsLayout->setRowStretch(r, r < rows ? 1 : 0);
}

DlTool *DlGameView::toolFor(const DlState *s) const
{
    if (!s)
        return m_year;
    // The tool that records the step the guidance expects (issue 29); the phase's tool when
    // the guidance expects only a correction, and the score sheet once the game is over.
    if (m_session && s->phase != Phase::Finished)
        if (auto *guided = qobject_cast<DlTool *>(guidedTool(m_session->guidance().expected)))
            return guided;
    switch (s->phase) {
    case Phase::YearSetup:
        return m_year;
    case Phase::Plan:
        return m_plan;
    case Phase::Reveal:
        return m_reveal;
    case Phase::Resolve:
        return m_resolve;
    case Phase::Scoring:
    case Phase::Finished:
        return m_score;
    }
    return m_year;
}

void DlGameView::syncFromSession()
{
    const auto s = dlState();
    rebuildBoards(s ? int(s->players.size()) : 0);
    for (DlBoardView *b : std::as_const(m_boards))
        b->setState(s);
    DlTool *tool = toolFor(s.get());
    const bool changedTool = m_tools->currentWidget() != tool;
    m_tools->setCurrentWidget(tool);
    for (DlTool *t : tools())
        t->setCurrent(t == tool);
    // The tools not shown keep the session too: they are ready when their phase comes.
    for (DlTool *t : tools()) {
        if (t->session() != m_session)
            t->setSession(m_session);
        else
            t->sync();
    }
    tool->updatePreview();
    // A correction prepared on an older state would name the wrong adventurers.
    if (m_adjust && m_adjust->isVisible())
        m_adjust->reject();
    updateHeader();
    updateToolWidth();
    if (changedTool && isVisible())
        focusTool();
}

void DlGameView::focusTool()
{
    // The focus goes where the next entry is made.
    QWidget *tool = m_tools->currentWidget();
    if (tool == m_year)
        m_year->focusEntry();
    else if (tool == m_plan)
        m_plan->focusEntry();
    else if (tool == m_reveal)
        m_reveal->focusEntry();
    else if (tool == m_resolve)
        m_resolve->focusEntry();
    else if (tool == m_score && m_score->defaultButton())
        m_score->defaultButton()->setFocus(Qt::OtherFocusReason);
}

void DlGameView::updateHeader()
{
    const auto s = dlState();
    if (!s) {
        m_header->clear();
        m_status->clear();
        m_track->setCards({}, 0);
        return;
    }
    QStringList parts;
    parts.append(QStringLiteral("<b>%1</b>").arg(tr("Year %1").arg(s->year).toHtmlEscaped()));
    if (s->phase == Phase::Plan || s->phase == Phase::Reveal || s->phase == Phase::Resolve)
        parts.append(
            QStringLiteral("<b>%1</b>").arg(tr("Round %1 of 4").arg(s->round).toHtmlEscaped()));
    else if (s->phase == Phase::YearSetup)
        parts.append(tr("setting up the year").toHtmlEscaped());
    else if (s->phase == Phase::Scoring)
        parts.append(tr("score sheet").toHtmlEscaped());
    else
        parts.append(tr("game over").toHtmlEscaped());
    if (s->startPlayer >= 0 && s->startPlayer < s->players.size())
        parts.append(
            tr("start player: %1").arg(DlViewText::player(*s, s->startPlayer)).toHtmlEscaped());
    if (s->paladinSeat >= 0 && s->paladinSeat < s->players.size())
        parts.append(
            QStringLiteral("<span style='background:%1; color:black'>&nbsp;%2&nbsp;</span>")
                .arg(DlViewText::paladinColor().name(),
                     tr("paladin at %1's board")
                         .arg(DlViewText::player(*s, s->paladinSeat))
                         .toHtmlEscaped()));
    else if (s->phase != Phase::YearSetup)
        parts.append(tr("no paladin in play").toHtmlEscaped());
    m_header->setText(parts.join(QStringLiteral(" · ")));
    m_track->setCards(s->cards, s->phase == Phase::YearSetup ? 0 : s->round);

    QString who;
    QString phase;
    QStringList hints;
    if (m_session) {
        const Guidance g = m_session->guidance();
        phase = DlViewText::message(g.phaseName);
        if (g.finished)
            who = tr("Game over");
        else if (g.actor >= 0 && g.actor < s->players.size())
            who = tr("%1 to move").arg(DlViewText::player(*s, g.actor));
        else
            who = tr("The table's move");
        for (const Message &m : g.hints)
            hints.append(DlViewText::message(m));
    }
    QString status = QStringLiteral("<b>%1</b>").arg(who.toHtmlEscaped());
    if (!phase.isEmpty())
        status += QStringLiteral(" — %1").arg(phase.toHtmlEscaped());
    if (!hints.isEmpty())
        status += QStringLiteral(": %1").arg(hints.join(QLatin1Char(' ')).toHtmlEscaped());
    m_status->setText(status);
}

void DlGameView::updateToolWidth()
{
    // A third of the view for the tool during the rounds (the boards need the room), most of
    // it for the year's entry and the score sheet; never less than the tool needs.
    QWidget *tool = m_tools->currentWidget();
    const int minimum = tool ? tool->minimumSizeHint().width() : 0;
    const bool wide = tool == m_year || tool == m_score;
    const int width =
        qMax(minimum, int(this->width() * (wide ? 0.62 : 0.34))) + 2 * m_tools->frameWidth();
    if (m_tools->minimumWidth() != width || m_tools->maximumWidth() != width)
        m_tools->setFixedWidth(width);
}

QAbstractButton *DlGameView::primaryAction() const
{
    const auto s = dlState();
    if (!s || s->phase == Phase::Finished)
        return nullptr;
    auto *tool = qobject_cast<StepTool *>(m_tools->currentWidget());
    return tool ? tool->defaultButton() : nullptr;
}

void DlGameView::requestAdjust(int seat)
{
    const auto s = dlState();
    if (!s || seat < 0 || seat >= s->players.size())
        return;
    if (m_adjust)
        m_adjust->reject();
    auto *dialog = new DlAdjustDialog(*s, seat, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_adjust = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (dialog->hasChanges())
            Q_EMIT recordRequested(dialog->step());
    });
    dialog->open();
}

void DlGameView::requestPaladin(int seat)
{
    const auto s = dlState();
    if (!s || seat < 0 || seat >= s->players.size())
        return;
    Q_EMIT recordRequested(
        Step{QStringLiteral("paladin"), -1, QJsonObject{{QStringLiteral("to"), seat}}});
}

void DlGameView::resizeEvent(QResizeEvent *event)
{
    GameView::resizeEvent(event);
    updateToolWidth();
    layoutBoards();
}

bool DlGameView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_boardsScroll->viewport() && event->type() == QEvent::Resize)
        layoutBoards();
    else if (event->type() == QEvent::LayoutRequest && watched == m_tools->currentWidget())
        updateToolWidth();
    return GameView::eventFilter(watched, event);
}

void DlGameView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateHeader();
    GameView::changeEvent(event);
}

TableContent *DlGameView::createTableContent(QWidget *parent) const
{
    return new DlTableContent(parent);
}

QStringList DlGameView::frontKinds() const
{
    const auto s = dlState();
    QWidget *tool = m_tools->currentWidget();
    if (!s || s->phase == Phase::Finished)
        return {};
    // The kind the primary button records: the plan tool's mode, the resolve tool's step.
    if (tool == m_plan)
        return {m_plan->releasing() ? QStringLiteral("release") : QStringLiteral("plan")};
    if (tool == m_resolve) {
        if (const auto step = m_resolve->entryStep())
            return {fightStepKind(*step)};
        return {};
    }
    return guidedKinds(tool);
}

std::optional<Step> DlGameView::draftStep() const
{
    // The tool in front's step, once it is complete; else the form starts from the guidance.
    if (const auto *tool = qobject_cast<const StepTool *>(currentTool())) {
        QString missing;
        return tool->preparedStep(&missing);
    }
    return std::nullopt;
}

} // namespace kbz::dl
