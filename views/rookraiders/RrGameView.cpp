// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrGameView.h"

#include "rookraiders/RrGameOver.h"

#include "RrCommandRow.h"
#include "RrEndPhasePanel.h"
#include "RrEnemyAssistant.h"
#include "RrFiguresDialog.h"
#include "RrPlayerPanel.h"
#include "RrScoreSheet.h"
#include "RrStepEntry.h"
#include "RrSummonDialog.h"
#include "RrTableContent.h"
#include "RrThreatChart.h"
#include "Translations.h"
#include "rookraiders/RrCardLibraryStore.h"
#include "rookraiders/RrRules.h"
#include "storage/CardStore.h"
#include "storage/Journal.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

namespace kbz::rr {

RrGameView::RrGameView(QWidget *parent)
    : GameView(parent)
    , m_commandRow(new RrCommandRow(this))
    , m_status(new QLabel(this))
    , m_threats(new QLabel(this))
    , m_chart(new RrThreatChart(this))
    , m_tabs(new QTabWidget(this))
    , m_tools(new QStackedWidget(this))
    , m_entry(new RrStepEntry(this))
    , m_enemy(new RrEnemyAssistant(this))
    , m_endPhase(new RrEndPhasePanel(this))
    , m_score(new RrScoreSheet(this))
    , m_summon(new QPushButton(this))
{
    m_status->setObjectName(QStringLiteral("rrStatus"));
    m_threats->setObjectName(QStringLiteral("rrThreats"));
    m_threats->setTextFormat(Qt::RichText);
    m_status->setWordWrap(true);

    // Top, across the whole view: the command row, and the round's status with every threat
    // on one line under it.
    auto *top = new QVBoxLayout;
    top->addWidget(m_commandRow);
    auto *statusLine = new QHBoxLayout;
    statusLine->addWidget(m_status, 1);
    statusLine->addWidget(m_threats, 0, Qt::AlignRight | Qt::AlignVCenter);
    top->addLayout(statusLine);

    m_summon->setObjectName(QStringLiteral("rrSummon"));
    connect(m_summon, &QPushButton::clicked, this, [this] { openSummon(); });
    m_tools->addWidget(m_entry);
    m_tools->addWidget(m_enemy);
    m_tools->addWidget(m_endPhase);
    m_tools->addWidget(m_score);
    // What each tool records: the guidance's expected step brings its tool forward (issue 29).
    // The summon button is the tool of a summon; the entry stays in the stack behind it.
    addGuidedTool(m_summon, {QStringLiteral("summon")});
    addGuidedTool(m_enemy, {QStringLiteral("monster-act")});
    addGuidedTool(m_endPhase, {QStringLiteral("support"), QStringLiteral("remove-marker"),
                               QStringLiteral("end-round")});
    addGuidedTool(m_entry, RrStepEntry::kinds());

    // Right: the threat chart over the tool for what happens now. Each tool scrolls its own
    // secondary part and keeps its primary button in a strip at the bottom, so the button is
    // visible on a laptop and never moves (issue 12). The summon button keeps its place too: it
    // is disabled, not hidden, while no summon is expected. The column's width follows the
    // view's (resizeEvent); the board takes the rest.
    auto *toolColumn = new QVBoxLayout;
    m_chart->setFixedHeight(fontMetrics().height() * 5);
    toolColumn->addWidget(m_chart);
    toolColumn->addWidget(m_summon);
    toolColumn->addWidget(m_tools, 1);
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_tabs, 1);
    middle->addLayout(toolColumn, 0);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(middle, 1);
    m_tools->installEventFilter(this);
    updateToolWidth();

    connect(m_commandRow, &RrCommandRow::pickRequested, this, [this](const QString &id) {
        showTool(m_entry);
        m_entry->setKind(QStringLiteral("pick-command"));
        const auto s = rrState();
        if (s)
            m_entry->setActor(qMax(0, rules::nextPicker(*s)));
        Step step;
        step.kind = QStringLiteral("pick-command");
        step.actor = m_entry->actor();
        step.payload = QJsonObject{{QStringLiteral("command"), id}};
        Q_EMIT recordRequested(step);
    });
    for (QObject *source : {static_cast<QObject *>(m_entry), static_cast<QObject *>(m_enemy),
                            static_cast<QObject *>(m_endPhase)})
        connect(source, SIGNAL(recordRequested(kbz::Step)), this,
                SIGNAL(recordRequested(kbz::Step)));
    // Only the tool in front speaks for the view (the findings panel, F1). The hidden ones keep
    // preparing their step: the enemy assistant proposes the next monster's action during the
    // command phase too, a step the validators would warn about (rr.enemy.phase), and a
    // language change or a reopened game made it the last preview the page heard.
    connect(m_entry, &RrStepEntry::previewChanged, this,
            [this](const QList<Finding> &f) { toolPreview(m_entry, f); });
    connect(m_enemy, &RrEnemyAssistant::previewChanged, this,
            [this](const QList<Finding> &f) { toolPreview(m_enemy, f); });
    connect(m_endPhase, &RrEndPhasePanel::previewChanged, this,
            [this](const QList<Finding> &f) { toolPreview(m_endPhase, f); });
    connect(m_entry, &RrStepEntry::changed, this, &RrGameView::updateBoards);
    connect(m_entry, &RrStepEntry::cursorProposed, this, [this](Square sq) {
        if (RrBoardView *b = board(m_entry->actor()))
            b->setCursorSquare(sq);
    });
    connect(m_enemy, &RrEnemyAssistant::changed, this, &RrGameView::updateBoards);
    connect(m_enemy, &RrEnemyAssistant::figuresRequested, this,
            [this](const QString &card, const QStringList &) { openFigures(card); });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        sizeToCurrentPage();
        // Looking at another board while entering a player's step: that player acts.
        if (m_tools->currentWidget() == m_entry && index >= 0 && index != m_entry->actor())
            m_entry->setActor(index);
        updateBoards();
    });

    // Ctrl+1..4 bring a player's board forward, wherever the focus is in the window.
    for (int n = 1; n <= 4; ++n) {
        auto *sc = new QShortcut(QKeySequence(Qt::CTRL | (Qt::Key_0 + n)), this);
        sc->setObjectName(QStringLiteral("boardKey"));
        sc->setContext(Qt::WindowShortcut);
        connect(sc, &QShortcut::activated, this, [this, n] {
            if (n - 1 < m_tabs->count())
                m_tabs->setCurrentIndex(n - 1);
        });
    }
    // The dice of an attack by their digit keys (issue 13): 1..6, the first die, then the
    // second. Enabled only while an attack waits for a die (a field being typed in keeps its
    // digits).
    for (int n = 1; n <= 6; ++n) {
        auto *sc = new QShortcut(QKeySequence(Qt::Key_0 + n), this);
        sc->setObjectName(QStringLiteral("dieKey"));
        sc->setContext(Qt::WindowShortcut);
        sc->setEnabled(false);
        connect(sc, &QShortcut::activated, this, [this, n] { m_entry->typeDie(n); });
        m_dieKeys.append(sc);
    }
    retranslateUi();
}

RrGameView::~RrGameView() = default;

GameOverSummary RrGameView::gameOverSummary() const
{
    const auto s = rrState();
    return s ? kbz::rr::gameOverSummary(*s) : GameOverSummary{};
}

std::shared_ptr<const RrState> RrGameView::rrState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const RrState>(m_session->state());
}

RrBoardView *RrGameView::board(int seat) const
{
    return seat >= 0 && seat < m_boards.size() ? m_boards.at(seat) : nullptr;
}

RrPlayerPanel *RrGameView::panel(int seat) const
{
    return seat >= 0 && seat < m_panels.size() ? m_panels.at(seat) : nullptr;
}

QWidget *RrGameView::currentTool() const
{
    return m_tools->currentWidget();
}

void RrGameView::setSession(Session *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_askedFigures.clear();
    m_lastActor = -2;
    m_rememberedUpTo = session ? session->index() : 0;
    // The tabs first: adding them brings the first one forward, which would choose its player
    // in the entry; the entry's session (set next) then starts from the guidance and proposals.
    rebuildTabs();
    m_entry->setSession(session);
    m_enemy->setSession(session);
    m_endPhase->setSession(session);
    if (session)
        connect(session, &Session::stateChanged, this, &RrGameView::syncFromSession);
    syncFromSession();
}

QAbstractButton *RrGameView::primaryAction() const
{
    if (!m_session || m_session->result())
        return nullptr;
    const Guidance g = m_session->guidance();
    if (g.finished)
        return nullptr;
    if (summonInFront())
        return m_summon;
    if (m_tools->currentWidget() == m_entry)
        return m_entry->recordButton();
    if (m_tools->currentWidget() == m_enemy)
        return m_enemy->confirmButton();
    if (m_tools->currentWidget() == m_endPhase)
        return m_endPhase->endRoundButton();
    return nullptr;
}

bool RrGameView::summonInFront() const
{
    // A summon expected, and no other step chosen in the entry since the last one.
    if (!m_session || m_entry->userChoseKind() || m_tools->currentWidget() != m_entry)
        return false;
    return guidedTool(m_session->guidance().expected) == m_summon;
}

bool RrGameView::entryInFront() const
{
    return m_tools->currentWidget() == m_entry && !summonInFront();
}

QStringList RrGameView::frontKinds() const
{
    if (!m_session || m_session->guidance().finished)
        return {};
    if (summonInFront())
        return guidedKinds(m_summon);
    if (m_tools->currentWidget() == m_entry)
        return {m_entry->kind()};
    return guidedKinds(m_tools->currentWidget());
}

void RrGameView::toolPreview(QWidget *tool, const QList<Finding> &findings)
{
    m_toolPreviews.insert(tool, findings);
    if (m_tools->currentWidget() == tool)
        Q_EMIT previewChanged(findings);
}

bool RrGameView::showTool(QWidget *tool)
{
    if (m_tools->currentWidget() == tool)
        return false;
    m_tools->setCurrentWidget(tool);
    // The tool brought forward says what it prepares (the score sheet prepares nothing).
    Q_EMIT previewChanged(m_toolPreviews.value(tool));
    return true;
}

void RrGameView::stepRecorded()
{
    syncFromSession();
}

void RrGameView::rebuildTabs()
{
    const auto s = rrState();
    const int n = s ? int(s->players.size()) : 0;
    if (n == m_boards.size())
        return;
    while (m_tabs->count() > 0) {
        QWidget *w = m_tabs->widget(0);
        m_tabs->removeTab(0);
        delete w;
    }
    m_boards.clear();
    m_panels.clear();
    for (int seat = 0; seat < n; ++seat) {
        // The board as large as the page's width allows, the player's figures in a strip right
        // under it.
        auto *page = new QWidget;
        auto *board = new RrBoardView(page);
        // The strip scrolls when the page is short (large type, issue 22: up to 150%
        // in a 1280x720 window), so it never makes the view taller than the screen.
        auto *strip = new QScrollArea(page);
        auto *panel = new RrPlayerPanel(strip);
        strip->setObjectName(QStringLiteral("rrPlayerStrip"));
        strip->setWidget(panel);
        strip->setWidgetResizable(true);
        strip->setFrameShape(QFrame::NoFrame);
        strip->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        strip->setMinimumHeight(fontMetrics().height() * 4);
        // The board first (up to what it draws at the page's width), the strip the rest: its
        // size hint is not asked. A page laid out before it was first shown had its figures in
        // one tall column; the scroll area kept that hint, so the second player's board and
        // the later ones came forward small.
        strip->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
        auto *box = new QVBoxLayout(page);
        box->setContentsMargins(4, 2, 4, 4);
        box->addWidget(board, 1);
        box->addWidget(strip, 0);
        box->addStretch(0);
        page->installEventFilter(this);
        connect(board, &RrBoardView::squareChosen, this, [this, seat](Square sq) {
            onSquareChosen(seat, sq);
            Q_EMIT squareClicked(sq.name());
        });
        connect(board, &RrBoardView::cubesAdjustRequested, this,
                [this, seat](Square sq, int delta) { onCubesAdjust(seat, sq, delta); });
        m_boards.append(board);
        m_panels.append(panel);
        m_tabs->addTab(page, QString());
    }
    sizeToCurrentPage();
    applyBrowseOnly();
}

void RrGameView::setBrowseOnly(bool browseOnly)
{
    m_browseOnly = browseOnly;
    applyBrowseOnly();
    updateBoards(); // the dice keys
}

void RrGameView::applyBrowseOnly()
{
    // Everything but the tab bar: the pages (boards and figures), the command row, the tools.
    for (QObject *child : children()) {
        auto *w = qobject_cast<QWidget *>(child);
        if (w && w != m_tabs && !w->isWindow())
            w->setEnabled(!m_browseOnly);
    }
    for (int i = 0; i < m_tabs->count(); ++i)
        m_tabs->widget(i)->setEnabled(!m_browseOnly);
}

void RrGameView::sizeToCurrentPage()
{
    // Only the board in front sets the view's minimum size: a page never shown was never laid
    // out (its figures in one tall column) and must not make the view taller (issue 12).
    for (int i = 0; i < m_tabs->count(); ++i) {
        const auto policy =
            i == m_tabs->currentIndex() ? QSizePolicy::Preferred : QSizePolicy::Ignored;
        m_tabs->widget(i)->setSizePolicy(policy, policy);
    }
}

void RrGameView::syncFromSession()
{
    rebuildTabs();
    const auto s = rrState();
    m_commandRow->setState(s);
    for (int seat = 0; seat < m_boards.size(); ++seat) {
        m_boards.at(seat)->setState(s, seat);
        m_panels.at(seat)->setState(s, seat);
        m_panels.at(seat)->setRevealMedals(s && s->phase == Phase::Finished);
    }
    // Every strip shows the names and threats whole, as high on every player's page; the
    // figures beside them scroll (issue 29: the threat number and "board 10 · …" were cut).
    int head = fontMetrics().height() * 4;
    for (const RrPlayerPanel *p : std::as_const(m_panels))
        head = qMax(head, p->headHeight() + 2);
    for (int seat = 0; seat < m_tabs->count(); ++seat)
        if (auto *strip =
                m_tabs->widget(seat)->findChild<QScrollArea *>(QStringLiteral("rrPlayerStrip"))) {
            strip->setMinimumHeight(head);
            fitBoard(m_tabs->widget(seat));
        }
    m_entry->sync();
    m_enemy->sync();
    m_endPhase->sync();
    if (!m_session || !s) {
        updateBoards();
        return;
    }
    const Guidance g = m_session->guidance();
    m_entry->setGameOver(g.finished);
    // The tool follows what the engine expects first: the monsters' turn as soon as the fourth
    // command is done, the end-phase checklist once both summons are in.
    QWidget *guided = guidedTool(g.expected);
    QWidget *tool = m_entry;
    if (g.finished) {
        m_score->setResult(s, m_session->result());
        tool = m_score;
    } else if (guided == m_enemy && m_enemy->currentSeat() >= 0) {
        tool = m_enemy;
    } else if (guided == m_endPhase) {
        tool = m_endPhase;
    }
    const bool toolChanged = showTool(tool);
    m_summon->setEnabled(g.expected.contains(QLatin1String("summon")));
    m_summon->setDefault(guided == m_summon);
    // Keyboard first: a new tool takes the focus unless the user is typing somewhere.
    if (toolChanged && isVisible()) {
        QWidget *focus = QApplication::focusWidget();
        const bool typing = qobject_cast<QAbstractSpinBox *>(focus) ||
                            qobject_cast<QLineEdit *>(focus) || qobject_cast<QComboBox *>(focus);
        if (!typing) {
            if (guided == m_summon)
                m_summon->setFocus();
            else if (tool == m_enemy)
                m_enemy->confirmButton()->setFocus();
            else if (tool == m_endPhase)
                m_endPhase->endRoundButton()->setFocus();
        }
    }
    // Bring the board of the player expected to act forward (only when that changes, so a
    // board the user is looking at is not taken away from them after every step).
    // The entry's player: whose turn it is in the running command (the entry proposes it).
    int actor = tool == m_enemy   ? m_enemy->currentSeat()
                : tool == m_entry ? m_entry->actor()
                                  : g.actor;
    // Looking back at a step (issue 22): the board of the player who made it (issue 29).
    if (m_browseOnly && m_session->isPast() && m_session->index() > 0) {
        const int stepActor = m_session->entry(m_session->index() - 1).record.step.actor;
        if (stepActor >= 0)
            actor = stepActor;
    }
    if (actor >= 0 && actor < m_tabs->count() && actor != m_lastActor) {
        // The keyboard follows: a focused board hands the focus to the one brought forward.
        const bool boardHadFocus = m_boards.contains(QApplication::focusWidget());
        m_tabs->setCurrentIndex(actor);
        if (boardHadFocus)
            m_boards.at(actor)->setFocus();
    } else if (entryInFront() && m_tabs->currentIndex() >= 0 &&
               m_tabs->currentIndex() != m_entry->actor()) {
        // The board in front stayed (a cube corrected on it, another player's board looked
        // at): its player is the one the entry prepares a step for, as when the tab was chosen.
        m_entry->setActor(m_tabs->currentIndex());
    }
    m_lastActor = actor;
    updateThreats();
    updateChart();
    updateBoards();
    // The expected kinds are in bold (wider): the column follows what its tools now need.
    updateToolWidth();
    rememberFigures();
    askMissingFigures();
}

void RrGameView::updateBoards()
{
    const bool dice = !m_browseOnly && entryInFront() && m_entry->wantsDie();
    for (QShortcut *sc : std::as_const(m_dieKeys))
        sc->setEnabled(dice);
    const int shown = m_tabs->currentIndex();
    for (int seat = 0; seat < m_boards.size(); ++seat) {
        RrBoardView *b = m_boards.at(seat);
        QList<Square> offered, chosen;
        QList<QPair<Square, QString>> marked;
        bool picking = false;
        bool any = false;
        std::optional<RrBoardView::Proposal> proposal;
        bool enterChooses = true;
        if (entryInFront() && seat == m_entry->actor()) {
            // Healing and fixed damage take more targets once the step can be recorded: Space
            // adds one, Enter records, as the button says (issue 29).
            enterChooses = !m_entry->enterRecords();
            offered = m_entry->offeredSquares(); // the legal squares, highlighted
            chosen = m_entry->chosenSquares();
            marked = m_entry->markedSquares(); // against the rules, with the rule id
            picking = m_entry->wantsSquare();
            any = true; // what the table did is recorded, with a warning in the preview
        } else if (m_tools->currentWidget() == m_enemy && seat == m_enemy->currentSeat()) {
            offered = m_enemy->offeredSquares();
            chosen = m_enemy->chosenSquares();
            picking = m_enemy->wantsSquare();
            proposal = m_enemy->currentProposal();
            marked = m_enemy->otherMonsters(seat); // out of order: a click makes it act now
            any = picking; // a correction takes the square the table used (warned or refused)
        } else if (m_tools->currentWidget() == m_enemy) {
            // Another board: its next monster may act first (highlighted), the others out of
            // its order (marked); a click chooses one (Enter stays the assistant's).
            marked = m_enemy->otherMonsters(seat);
            for (const auto &m : std::as_const(marked))
                if (m.second.isEmpty())
                    offered.append(m.first);
        }
        b->setOffered(offered);
        b->setAcceptsAnySquare(any);
        b->setMarked(marked);
        b->setChosen(chosen);
        b->setPicking(picking);
        b->setEnterChooses(enterChooses);
        b->setProposal(proposal);
        if (picking && seat == shown && !offered.isEmpty() &&
            !offered.contains(b->cursorSquare()) && b->markedRule(b->cursorSquare()).isEmpty())
            b->setCursorSquare(offered.first());
    }
}

void RrGameView::onSquareChosen(int seat, Square square)
{
    // Enter (or a click) on a proposed target accepts the proposal: the step is recorded.
    if (entryInFront() && seat == m_entry->actor() && m_entry->acceptsProposal(square) &&
        m_entry->step()) {
        m_entry->recordButton()->click();
        return;
    }
    if (m_tools->currentWidget() == m_entry && seat == m_entry->actor())
        m_entry->chooseSquare(square);
    else if (m_tools->currentWidget() == m_enemy && seat == m_enemy->currentSeat() &&
             m_enemy->wantsSquare())
        m_enemy->chooseSquare(square);
    else if (m_tools->currentWidget() == m_enemy)
        m_enemy->chooseMonster(seat, square); // the table took this monster first
    updateBoards();
}

void RrGameView::onCubesAdjust(int seat, Square square, int delta)
{
    Step step;
    step.kind = QStringLiteral("adjust-cubes");
    step.actor = seat;
    step.payload =
        QJsonObject{{QStringLiteral("at"), square.name()}, {QStringLiteral("delta"), delta}};
    Q_EMIT recordRequested(step);
}

void RrGameView::updateThreats()
{
    const auto s = rrState();
    if (!s)
        return;
    const Lang lang = Translations::current();
    QStringList parts;
    for (int seat = 0; seat < s->players.size(); ++seat) {
        const RrPlayer &p = s->players.at(seat);
        const auto threat = rules::threatTotal(*s, seat);
        const QString value = threat ? QString::number(*threat) : QStringLiteral("?");
        QString text = tr("%1: threat %2").arg(p.name.toHtmlEscaped(), value);
        if (p.out)
            text += QLatin1Char(' ') + tr("(out)");
        else if (threat && *threat <= 8)
            text += QStringLiteral(" ✓");
        parts.append(QStringLiteral("<span style='color:%1'><b>%2</b></span>")
                         .arg(playerColour(p.colour, seat).name(), text));
        m_tabs->setTabText(seat, tr("%1 — threat %2").arg(p.name, value));
    }
    m_threats->setText(parts.join(QStringLiteral(" &nbsp;·&nbsp; ")));
    const Guidance g = m_session->guidance();
    QString status = g.phaseName.text(lang);
    if (s->round > 0)
        status = tr("Round %1 · %2").arg(s->round).arg(status);
    if (s->monsterDeck)
        status += QStringLiteral(" · ") + tr("monster deck: %1").arg(*s->monsterDeck);
    m_status->setText(status);
}

void RrGameView::updateChart()
{
    const auto s = rrState();
    if (!s || !m_session)
        return;
    // The threat at the end of every round: the state before each end-round step, then now.
    QList<RrThreatChart::Series> series;
    for (int seat = 0; seat < s->players.size(); ++seat)
        series.append(
            {s->players.at(seat).name, playerColour(s->players.at(seat).colour, seat), {}});
    auto addPoint = [&series](const RrState &state, int round) {
        for (int seat = 0; seat < series.size() && seat < state.players.size(); ++seat) {
            auto &values = series[seat].values;
            while (values.size() < round)
                values.append(std::nullopt);
            values[round - 1] = rules::threatTotal(state, seat);
        }
    };
    for (int i = 0; i < m_session->index(); ++i) {
        const auto before = std::dynamic_pointer_cast<const RrState>(m_session->stateBefore(i));
        if (before && before->round > 0 &&
            m_session->entry(i).record.step.kind == QLatin1String("end-round"))
            addPoint(*before, before->round);
    }
    if (s->round > 0)
        addPoint(*s, s->round);
    m_chart->setSeries(series);
}

void RrGameView::rememberFigures()
{
    if (!m_session)
        return;
    const int index = m_session->index();
    const auto s = rrState();
    // Only steps recorded (or redone) since the last look; an undo just moves the mark back.
    for (int i = m_rememberedUpTo; s && i < index; ++i) {
        const Step &step = m_session->entry(i).record.step;
        if (step.kind != QLatin1String("set-figures"))
            continue;
        const QString id = step.payload.value(QStringLiteral("card")).toString();
        const RrCard *card = s->card(id);
        if (!card)
            continue;
        Database &db = m_session->journal().database();
        CardStore store(db);
        DbError error;
        if (!db.isReadOnly() && !rr::rememberFigures(store, *card, step.payload, &error))
            Q_EMIT statusMessage(tr("The figures of %1 were recorded in this game but could not "
                                    "be kept in the card library: %2")
                                     .arg(s->cardName(id).text(Translations::current()),
                                          error.message.text(Translations::current())));
    }
    m_rememberedUpTo = index;
}

void RrGameView::askMissingFigures()
{
    const auto s = rrState();
    // Looking back at a past step (issue 22) asks nothing: nothing is recorded onto the past.
    if (!s || !isVisible() || m_session->isPast())
        return;
    QStringList inPlay;
    for (const RrPlayer &p : s->players) {
        for (const RrPiece &u : p.units)
            inPlay.append(u.card);
        for (const RrPiece &m : p.monsters)
            inPlay.append(m.card);
        inPlay += p.waiting;
    }
    inPlay.removeDuplicates();
    for (const QString &id : std::as_const(inPlay)) {
        if (m_askedFigures.contains(id))
            continue;
        const RrCard *card = s->card(id);
        if (!card || RrFiguresDialog::missingFigures(*card).isEmpty())
            continue;
        openFigures(id);
        return; // one dialog at a time; the next is asked after this one's step
    }
}

QDialog *RrGameView::openSummon()
{
    if (!m_session)
        return nullptr;
    auto *dialog = new RrSummonDialog(m_session, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &RrSummonDialog::recordRequested, this, &GameView::recordRequested);
    dialog->open();
    return dialog;
}

QDialog *RrGameView::openFigures(const QString &cardId)
{
    const auto s = rrState();
    const RrCard *card = s ? s->card(cardId) : nullptr;
    if (!card || RrFiguresDialog::missingFigures(*card).isEmpty())
        return nullptr;
    m_askedFigures.append(cardId);
    auto *dialog = new RrFiguresDialog(*card, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const auto step = dialog->step())
            Q_EMIT recordRequested(*step);
    });
    dialog->open();
    return dialog;
}

void RrGameView::retranslateUi()
{
    for (QShortcut *sc :
         findChildren<QShortcut *>(QStringLiteral("boardKey"), Qt::FindDirectChildrenOnly))
        sc->setWhatsThis(tr("Bring a player's board forward (the first, second…)"));
    for (QShortcut *sc : std::as_const(m_dieKeys))
        sc->setWhatsThis(tr("Enter a die of the dice attack (the first die, then the second)"));
    m_summon->setText(tr("&Summon a monster…"));
    m_summon->setToolTip(tr("Record the chip and the monster drawn, and where it goes on every "
                            "board (Alt+S)"));
    updateThreats();
}

void RrGameView::updateToolWidth()
{
    // About a third of the view for the tool column, as wide in every phase and whatever the
    // tool in front shows (issue 29: the board and the summon button moved between phases):
    // 66 average characters, less only in a narrow view, never less than the pages need.
    const int minimum = m_tools->minimumSizeHint().width();
    const int reserve = fontMetrics().averageCharWidth() * 66;
    const int width = qMax(minimum, qMin(reserve, int(this->width() * 0.42)));
    if (m_tools->width() == width && m_chart->width() == width)
        return;
    m_tools->setFixedWidth(width);
    m_chart->setFixedWidth(width);
}

void RrGameView::fitBoard(QWidget *page)
{
    // The board is no taller than it draws at this width: the strip follows it directly and
    // the room left, if any, stays below.
    const int seat = m_tabs->indexOf(page);
    RrBoardView *b = board(seat);
    RrPlayerPanel *p = panel(seat);
    if (!b || !p)
        return;
    const QMargins m = page->layout()->contentsMargins();
    const int width = page->width() - m.left() - m.right();
    // ... and leaves the strip the height it needs to show the name and the threat whole.
    int room = page->height() - m.top() - m.bottom() - page->layout()->spacing();
    if (auto *strip = page->findChild<QScrollArea *>(QStringLiteral("rrPlayerStrip")))
        room -= strip->minimumHeight();
    b->setMaximumHeight(qMax(b->minimumSizeHint().height(), qMin(b->heightForWidth(width), room)));
}

bool RrGameView::eventFilter(QObject *watched, QEvent *event)
{
    // A tool needs another width (bold kinds, a longer name in a list): the column follows
    // once the layouts are done.
    if (watched == m_tools && event->type() == QEvent::LayoutRequest)
        QMetaObject::invokeMethod(this, &RrGameView::updateToolWidth, Qt::QueuedConnection);
    if (event->type() == QEvent::Resize && watched->isWidgetType())
        fitBoard(static_cast<QWidget *>(watched));
    return GameView::eventFilter(watched, event);
}

void RrGameView::resizeEvent(QResizeEvent *event)
{
    updateToolWidth();
    GameView::resizeEvent(event);
}

void RrGameView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        QMetaObject::invokeMethod(this, &RrGameView::updateToolWidth, Qt::QueuedConnection);
    GameView::changeEvent(event);
}

TableContent *RrGameView::createTableContent(QWidget *parent) const
{
    return new RrTableContent(parent);
}

std::optional<Step> RrGameView::draftStep() const
{
    if (summonInFront()) {
        Step step;
        step.kind = QStringLiteral("summon");
        return step;
    }
    if (m_tools->currentWidget() == m_enemy)
        return m_enemy->step();
    return m_entry->step();
}

} // namespace kbz::rr
