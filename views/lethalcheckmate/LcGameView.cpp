// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcGameView.h"

#include "lethalcheckmate/LcGameOver.h"
#include "lethalcheckmate/LcRules.h"

#include "ColumnScrollArea.h"
#include "LcBoardView.h"
#include "LcPanel.h"
#include "LcStepEntry.h"
#include "LcTableContent.h"
#include "Translations.h"
#include "core/Session.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QVBoxLayout>

namespace kbz::lc {

LcGameView::LcGameView(QWidget *parent)
    : GameView(parent)
    , m_board(new LcBoardView(this))
    , m_panel(new LcPanel(this))
    , m_entry(new LcStepEntry(this))
{
    auto *rightBox = new QWidget(this);
    // A fixed width: the board must not move while a step is entered (a second click would
    // land on another square), whatever the length of the texts in the entry.
    // Room for two player panels side by side, each value on one line (issue 29).
    rightBox->setFixedWidth(qBound(440, fontMetrics().averageCharWidth() * 80, 600));
    auto *right = new QVBoxLayout(rightBox);
    right->setContentsMargins(0, 0, 0, 0);
    // The players' panel takes the room the entry leaves and scrolls when it is short (a
    // laptop); the entry is anchored at the bottom, so Record never moves (issue 12).
    right->addWidget(new ColumnScrollArea(m_panel, 4, rightBox), 1);
    right->addWidget(m_entry, 0);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_board, 1);
    layout->addWidget(rightBox, 0);
    // One tool records every kind: the guidance's expected step chooses its kind (issue 29).
    addGuidedTool(m_entry, LcStepEntry::kinds());

    connect(m_board, &LcBoardView::squareChosen, this, [this](int col, int row) {
        m_entry->setTarget(Square{col, row});
        Q_EMIT squareClicked(Square{col, row}.name());
    });
    connect(m_board, &LcBoardView::chosenConfirmed, this, &LcGameView::requestRecord);
    connect(m_entry, &LcStepEntry::changed, this, &LcGameView::updatePreview);
    connect(m_entry, &LcStepEntry::recordRequested, this, &LcGameView::requestRecord);

    // Enter records from anywhere in the view (the board keeps Enter for picking a square).
    for (const QKeySequence &key : {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}) {
        auto *sc = new QShortcut(key, this);
        sc->setContext(Qt::WidgetWithChildrenShortcut);
        connect(sc, &QShortcut::activated, this, [this] {
            // What the primary button says; when it cannot be pressed, why not (status bar).
            if (!pressPrimary())
                requestRecord();
        });
    }
    // Digits choose a card.
    for (int n = 1; n <= 9; ++n) {
        auto *sc = new QShortcut(QKeySequence(Qt::Key_0 + n), this);
        sc->setContext(Qt::WidgetWithChildrenShortcut);
        connect(sc, &QShortcut::activated, this, [this, n] { m_entry->chooseCard(n); });
    }
    // The board's own keys (arrows, Enter and Space) are declared by the board (WidgetKeys.h).
    setFocusProxy(m_board);
    describeKeys();
}

void LcGameView::describeKeys()
{
    for (QShortcut *sc : findChildren<QShortcut *>(Qt::FindDirectChildrenOnly)) {
        const int key = sc->key()[0].key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter)
            sc->setWhatsThis(tr("Record the step"));
        else if (key >= Qt::Key_1 && key <= Qt::Key_9)
            sc->setWhatsThis(tr("Choose a card of the list (1 = the first): to play, or to "
                                "escape with"));
    }
}

LcGameView::~LcGameView() = default;

GameOverSummary LcGameView::gameOverSummary() const
{
    const auto s = lcState();
    return s ? kbz::lc::gameOverSummary(*s) : GameOverSummary{};
}

std::shared_ptr<const LcState> LcGameView::lcState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const LcState>(m_session->state());
}

void LcGameView::setSession(Session *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session)
        connect(session, &Session::stateChanged, this, &LcGameView::syncFromSession);
    syncFromSession();
}

QAbstractButton *LcGameView::primaryAction() const
{
    return m_entry->isGameOver() ? nullptr : m_entry->recordButton();
}

void LcGameView::stepRecorded()
{
    syncFromSession();
}

void LcGameView::syncFromSession()
{
    const auto state = lcState();
    m_board->setState(state);
    m_board->setChosen(std::nullopt);
    m_panel->setState(state);
    if (!m_session || !state) {
        m_entry->setState(state, {}, 0);
        return;
    }
    const Guidance g = m_session->guidance();
    // The first kind the guidance expects that the entry records.
    QString expected;
    if (guidedTool(g.expected) == m_entry)
        for (const QString &kind : g.expected)
            if (guidedKinds(m_entry).contains(kind)) {
                expected = kind;
                break;
            }
    int actor = g.actor;
    if (actor < 0 && expected == QLatin1String("take-damage"))
        actor = state->defender();
    m_entry->setState(state, expected, actor);
    m_entry->setGameOver(g.finished);
    // After the end nothing is entered: Enter and the digits are off (and out of the keys list).
    for (QShortcut *sc : findChildren<QShortcut *>(Qt::FindDirectChildrenOnly))
        if (!sc->whatsThis().isEmpty())
            sc->setEnabled(!g.finished);
    updatePreview();
}

void LcGameView::offerSquares()
{
    const QList<Square> targets =
        m_entry->isGameOver() ? QList<Square>() : m_entry->targetSquares();
    m_board->setTargets(targets);
    m_board->setPicking(!m_entry->isGameOver() && m_entry->wantsSquare());
    if (!m_entry->target())
        m_board->setChosen(std::nullopt);
    // A square chosen by hand (legal or not) stays; with none, the proposed square is chosen,
    // so Enter records and an arrow key or a click corrects it (issue 13, forms follow the game).
    if (!m_board->isPicking() || targets.isEmpty() || m_entry->target())
        return;
    const Square home = proposedSquare(targets);
    m_board->setCursorSquare(home);
    m_board->setChosen(home);
    m_entry->setTarget(home); // emits changed(): the preview follows
}

Square LcGameView::proposedSquare(const QList<Square> &targets) const
{
    const auto state = lcState();
    const int seat = m_entry->actor();
    if (!state || seat < 0 || seat > 1)
        return targets.first();
    if (m_entry->kind() == QLatin1String("place-piece")) {
        // The middle of the actor's near row.
        const Square middle{1, seat == state->southSeat ? 0 : 3};
        return targets.contains(middle) ? middle : targets.first();
    }
    const LcCard *card = state->card(m_entry->cardId());
    if (!card)
        return targets.first();
    const bool escape = m_entry->kind() == QLatin1String("escape") ||
                        (state->phase == Phase::Escape && seat == state->defender());
    const auto sq = rules::proposedMoveSquare(*state, seat, *card, escape);
    return sq && targets.contains(*sq) ? *sq : targets.first();
}

void LcGameView::updatePreview()
{
    offerSquares();
    renderPreview(true);
}

void LcGameView::renderPreview(bool announce)
{
    if (!m_session) {
        m_entry->setPreview({});
        if (announce)
            Q_EMIT previewChanged({});
        return;
    }
    if (m_entry->isGameOver()) {
        m_entry->setPreview(
            QStringLiteral("<i>%1</i>")
                .arg(tr("The game is over. To correct the last step, undo it (Ctrl+Z).")
                         .toHtmlEscaped()));
        if (announce)
            Q_EMIT previewChanged({});
        return;
    }
    QString missing;
    const auto step = m_entry->step(&missing);
    if (!step) {
        m_entry->setPreview(QStringLiteral("<i>%1</i>").arg(missing.toHtmlEscaped()));
        if (announce)
            Q_EMIT previewChanged({});
        return;
    }
    const Lang lang = Translations::current();
    if (const auto problem = m_session->engine()->malformed(*m_session->state(), *step)) {
        m_entry->setPreview(QStringLiteral("<i>%1</i>").arg(problem->text(lang).toHtmlEscaped()));
        if (announce)
            Q_EMIT previewChanged({});
        return;
    }
    const QList<Finding> findings = m_session->check(*step);
    QString html;
    for (const Finding &f : findings) {
        if (f.severity != Severity::Warning)
            continue;
        html += QStringLiteral("<div style='color:#b03a2e'>⚠ %1 <small>[%2]</small></div>")
                    .arg(f.message.text(lang).toHtmlEscaped(), f.ruleId.toHtmlEscaped());
    }
    if (html.isEmpty())
        html = QStringLiteral("<span style='color:#2e7d4f'>✓ %1</span>")
                   .arg(m_session->engine()
                            ->describe(*m_session->state(), *step)
                            .text(lang)
                            .toHtmlEscaped());
    m_entry->setPreview(html);
    if (announce)
        Q_EMIT previewChanged(findings);
}

void LcGameView::requestRecord()
{
    if (m_entry->isGameOver()) {
        Q_EMIT statusMessage(tr("The game is over. To correct the last step, undo it (Ctrl+Z)."));
        return;
    }
    QString missing;
    const auto step = m_entry->step(&missing);
    if (!step) {
        Q_EMIT statusMessage(missing);
        return;
    }
    const int before = m_session ? m_session->index() : -1;
    Q_EMIT recordRequested(*step);
    if (!m_session || m_session->index() != before + 1)
        return;
    // Keyboard first: the board takes the keys again (arrows for a square, Enter records),
    // wherever a mnemonic had put the focus.
    m_board->setFocus(Qt::OtherFocusReason);
    refillAfterTurn();
}

void LcGameView::refillAfterTurn()
{
    // Issue 13, fewer inputs: once the turn has ended, the refill the rules count is recorded
    // as a step of its own, unless it warns (then the entry shows it, to be corrected).
    if (!m_session || !m_entry->isQuickRefill())
        return;
    const auto state = lcState();
    const Guidance g = m_session->guidance();
    if (!state || g.finished || state->phase != Phase::End ||
        g.expected != QStringList{QStringLiteral("refill")})
        return;
    const Step refill = m_entry->proposedRefill();
    for (const Finding &f : m_session->check(refill))
        if (f.severity == Severity::Warning)
            return;
    Q_EMIT recordRequested(refill);
}

void LcGameView::changeEvent(QEvent *event)
{
    // Re-render only: a language switch must not replace the findings of the selected journal
    // entry with those of the step being entered.
    if (event->type() == QEvent::LanguageChange) {
        describeKeys();
        renderPreview(false);
    }
    GameView::changeEvent(event);
}

TableContent *LcGameView::createTableContent(QWidget *parent) const
{
    return new LcTableContent(parent);
}

QStringList LcGameView::frontKinds() const
{
    return m_entry->isGameOver() ? QStringList() : QStringList{m_entry->kind()};
}

std::optional<Step> LcGameView::draftStep() const
{
    return m_entry->step();
}

} // namespace kbz::lc
