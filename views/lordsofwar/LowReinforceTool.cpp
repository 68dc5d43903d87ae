// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowReinforceTool.h"
#include "core/ListText.h"

#include "AnyStepButton.h"
#include "ElidedLabel.h"
#include "LowGameText.h"
#include "StepPreview.h"
#include "ToolLayout.h"
#include "Translations.h"
#include "core/Session.h"
#include "lordsofwar/LowRules.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kbz::low {

LowReinforceTool::LowReinforceTool(QWidget *parent)
    : QWidget(parent)
    , m_title(new ElidedLabel(this))
    , m_hand(new QLabel(this))
    , m_countLabel(new QLabel(this))
    , m_count(new QSpinBox(this))
    , m_draw(new QPushButton(this))
    , m_recallMode(new QPushButton(this))
    , m_recallInfo(new QLabel(this))
    , m_recall(new QPushButton(this))
    , m_preview(new QLabel(this))
{
    m_title->setObjectName(QStringLiteral("reinforceTitle"));
    m_hand->setObjectName(QStringLiteral("reinforceHand"));
    m_count->setObjectName(QStringLiteral("drawCount"));
    m_draw->setObjectName(QStringLiteral("draw"));
    m_recallMode->setObjectName(QStringLiteral("recallMode"));
    m_recall->setObjectName(QStringLiteral("recallUnit"));
    m_recallInfo->setObjectName(QStringLiteral("recallInfo"));
    m_preview->setObjectName(QStringLiteral("reinforcePreview"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_hand->setWordWrap(true);
    m_recallInfo->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    // Any count the step takes (the schema's 0..99): a table that drew more than the proposal
    // records it, warned (issue 35).
    m_count->setRange(0, 99);
    m_countLabel->setBuddy(m_count);
    m_recallMode->setCheckable(true);
    m_draw->setAutoDefault(true);
    m_recall->setAutoDefault(true);

    // Laptop first (issue 12): the hand, the count and the recall's explanation scroll in the
    // body; the step's check and both buttons (Recall unit, Draw) sit in a footer that never
    // moves: the one that does not apply is disabled, not hidden.
    auto *content = new QWidget(this);
    content->setObjectName(QStringLiteral("reinforceBody"));
    m_hand->setParent(content);
    m_countLabel->setParent(content);
    m_count->setParent(content);
    m_recallMode->setParent(content);
    m_recallInfo->setParent(content);
    auto *countRow = new QHBoxLayout;
    countRow->addWidget(m_countLabel);
    countRow->addWidget(m_count);
    countRow->addStretch(1);
    auto *body = new QVBoxLayout(content);
    body->setContentsMargins(0, 0, 0, 0);
    body->addWidget(m_hand);
    body->addLayout(countRow);
    body->addSpacing(m_hand->fontMetrics().height() / 2);
    body->addWidget(m_recallMode, 0, Qt::AlignLeft);
    body->addWidget(m_recallInfo);
    body->addStretch(1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_recall, 1);
    buttons->addWidget(m_draw, 1);
    buttons->addWidget(new AnyStepButton(this), 0);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(scrollBody(content, this), 1);
    layout->addWidget(textStrip(m_preview, 3, this));
    layout->addLayout(buttons);

    connect(m_count, &QSpinBox::valueChanged, this, [this] { updatePreview(); });
    connect(m_draw, &QPushButton::clicked, this, [this] {
        if (m_session)
            Q_EMIT recordRequested(drawStep());
    });
    connect(m_recallMode, &QPushButton::toggled, this, [this](bool on) {
        setRecalling(on);
        if (on)
            Q_EMIT squareWanted();
    });
    connect(m_recall, &QPushButton::clicked, this, [this] {
        if (const auto step = recallStep())
            Q_EMIT recordRequested(*step);
    });
    retranslateUi();
}

LowReinforceTool::~LowReinforceTool() = default;

std::shared_ptr<const LowState> LowReinforceTool::lowState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const LowState>(m_session->state());
}

void LowReinforceTool::setSession(Session *session)
{
    m_session = session;
    sync();
}

void LowReinforceTool::sync()
{
    const auto s = lowState();
    m_seat = s ? s->active : 0;
    m_unit.reset();
    m_recalling = false;
    {
        const QSignalBlocker block(m_recallMode);
        m_recallMode->setChecked(false);
    }
    {
        const QSignalBlocker block(m_count);
        m_count->setValue(s ? LowGameText::drawCount(*s, m_seat) : 0);
    }
    retranslateUi();
    updateButtons();
    updatePreview();
}

void LowReinforceTool::setSeat(int seat)
{
    const auto s = lowState();
    if (!s || seat == m_seat)
        return;
    m_seat = seat;
    m_unit.reset();
    {
        const QSignalBlocker block(m_count);
        m_count->setValue(LowGameText::drawCount(*s, m_seat));
    }
    retranslateUi();
    updateButtons();
    updatePreview();
    Q_EMIT changed();
}

int LowReinforceTool::drawCount() const
{
    return m_count->value();
}

void LowReinforceTool::setRecalling(bool recalling)
{
    if (m_recallMode->isChecked() != recalling) {
        const QSignalBlocker block(m_recallMode);
        m_recallMode->setChecked(recalling);
    }
    m_recalling = recalling;
    if (!recalling)
        m_unit.reset();
    retranslateUi();
    updateButtons();
    updatePreview();
    Q_EMIT changed();
}

QList<int> LowReinforceTool::recallCandidates() const
{
    const auto s = lowState();
    QList<int> out;
    if (!s)
        return out;
    const int side = s->sideOf(m_seat);
    for (const LowUnit &u : s->units)
        if (s->sideOf(u.owner) == side)
            out.append(u.uid);
    return out;
}

QList<QPoint> LowReinforceTool::offeredSquares() const
{
    const auto s = lowState();
    QList<QPoint> out;
    if (!s || !m_recalling)
        return out;
    for (int uid : recallCandidates())
        if (const LowUnit *u = s->unit(uid))
            out.append(u->at);
    return out;
}

QList<QPoint> LowReinforceTool::chosenSquares() const
{
    const auto s = lowState();
    if (!s || !m_unit)
        return {};
    const LowUnit *u = s->unit(*m_unit);
    return u ? QList<QPoint>{u->at} : QList<QPoint>{};
}

void LowReinforceTool::chooseSquare(QPoint square)
{
    const auto s = lowState();
    const LowUnit *u = s ? s->unitAt(square) : nullptr;
    if (!u) // any unit: recalling another one is recorded with the validators' warning
        return;
    if (m_unit == u->uid) {
        // Chosen again (a second click, Enter on the mat): recall it.
        if (const auto step = recallStep())
            Q_EMIT recordRequested(*step);
        return;
    }
    m_unit = u->uid;
    retranslateUi();
    updateButtons();
    updatePreview();
    Q_EMIT changed();
}

Step LowReinforceTool::drawStep() const
{
    const auto s = lowState();
    Step step;
    step.kind = QStringLiteral("draw");
    step.actor = m_seat;
    step.payload = QJsonObject{{QStringLiteral("count"), m_count->value()}};
    return step;
}

std::optional<Step> LowReinforceTool::recallStep() const
{
    const auto s = lowState();
    if (!s || !m_unit)
        return std::nullopt;
    Step step;
    step.kind = QStringLiteral("recall");
    step.actor = m_seat;
    step.payload = QJsonObject{{QStringLiteral("unit"), *m_unit}};
    return step;
}

QPushButton *LowReinforceTool::defaultButton() const
{
    return m_recalling && m_unit ? m_recall : m_draw;
}

void LowReinforceTool::updateButtons()
{
    m_recallInfo->setVisible(m_recalling);
    m_recall->setEnabled(m_recalling && m_unit.has_value());
    m_draw->setDefault(defaultButton() == m_draw);
    m_recall->setDefault(defaultButton() == m_recall);
}

void LowReinforceTool::updatePreview()
{
    QList<Finding> findings;
    const auto s = lowState();
    if (!m_session || !s) {
        m_preview->clear();
    } else if (m_recalling) {
        if (const auto step = recallStep()) {
            QString html = stepPreviewHtml(*m_session, *step, &findings);
            // The rules against this recall that the engine's check did not already cite.
            QStringList cited;
            for (const Finding &f : std::as_const(findings))
                cited.append(f.ruleId);
            QStringList missing;
            for (const QString &id : rules::recallProblems(*s, m_seat, *m_unit))
                if (!cited.contains(id))
                    missing.append(id);
            if (!missing.isEmpty())
                html += QStringLiteral("<div style='color:#b03a2e'>⚠ %1 <small>[%2]</small></div>")
                            .arg(tr("This unit may not be recalled now.").toHtmlEscaped(),
                                 joinList(missing).toHtmlEscaped());
            m_preview->setText(html);
        } else {
            m_preview->clear(); // the line above says what to do
        }
    } else {
        m_preview->setText(stepPreviewHtml(*m_session, drawStep(), &findings));
    }
    Q_EMIT previewChanged(findings);
}

void LowReinforceTool::retranslateUi()
{
    const auto s = lowState();
    if (s) {
        const LowPlayer p = s->players.value(m_seat);
        m_title->setFullText(tr("%1: reinforce").arg(p.name));
        m_hand->setText(tr("Hand: %1 of %2 cards · draw pile: %3")
                            .arg(p.hand)
                            .arg(p.handLimit)
                            .arg(s->players.value(p.deckSeat).drawPile));
    } else {
        m_title->setFullText(tr("Reinforce"));
        m_hand->clear();
    }
    m_countLabel->setText(tr("Cards to &draw:"));
    m_draw->setText(tr("Dra&w"));
    m_draw->setToolTip(tr("Refill the hand from the deck (Enter)"));
    m_recallMode->setText(tr("&Recall a unit instead…"));
    m_recallMode->setToolTip(tr("Take one of your units back into your hand instead of drawing"));
    m_recall->setText(tr("Recall &unit"));
    if (s && m_unit) {
        m_recallInfo->setText(
            tr("Recall %1 into the hand.").arg(LowGameText::unitLabel(*s, *m_unit)));
    } else {
        // Which units the rules let go back now (low.recall.conditions), to spare a guess.
        QStringList free;
        for (int uid : recallCandidates())
            if (s && rules::recallProblems(*s, m_seat, uid).isEmpty())
                free.append(LowGameText::unitLabel(*s, uid));
        const QString which = free.isEmpty() ? tr("No unit may be recalled now.")
                                             : tr("May be recalled now: %1.").arg(joinList(free));
        m_recallInfo->setText(tr("Choose the unit on the mat (click, or the arrow keys and "
                                 "Enter).") +
                              QLatin1Char(' ') + which);
    }
}

void LowReinforceTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updatePreview();
    }
    QWidget::changeEvent(event);
}

} // namespace kbz::low
