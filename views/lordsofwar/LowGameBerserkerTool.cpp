// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowGameBerserkerTool.h"

#include "AnyStepButton.h"
#include "ElidedLabel.h"
#include "LowGameText.h"
#include "StepPreview.h"
#include "ToolLayout.h"
#include "core/Session.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace kbz::low {

LowGameBerserkerTool::LowGameBerserkerTool(QWidget *parent)
    : QWidget(parent)
    , m_title(new ElidedLabel(this))
    , m_info(new QLabel(this))
    , m_unitLabel(new QLabel(this))
    , m_unitBox(new QComboBox(this))
    , m_advance(new QPushButton(this))
    , m_preview(new QLabel(this))
{
    m_title->setObjectName(QStringLiteral("berserkerTitle"));
    m_advance->setObjectName(QStringLiteral("advance"));
    m_unitBox->setObjectName(QStringLiteral("berserkerUnit"));
    m_unitBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_unitBox->setMinimumContentsLength(14);
    m_unitLabel->setBuddy(m_unitBox);
    m_preview->setObjectName(QStringLiteral("berserkerPreview"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_preview->setTextFormat(Qt::RichText);
    m_advance->setDefault(true);
    m_advance->setAutoDefault(true);
    // Laptop first (issue 12): the explanation scrolls, the step's check and Advance sit in a
    // footer that never moves.
    m_info->setWordWrap(true);
    m_info->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_info->setObjectName(QStringLiteral("berserkerInfo"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    auto *unitRow = new QHBoxLayout;
    unitRow->addWidget(m_unitLabel);
    unitRow->addWidget(m_unitBox, 1);
    layout->addLayout(unitRow);
    layout->addWidget(scrollBody(m_info, this), 1);
    layout->addWidget(textStrip(m_preview, 3, this));
    layout->addLayout(AnyStepButton::besidePrimary(m_advance, this));
    connect(m_unitBox, &QComboBox::currentIndexChanged, this, [this] { onUnitChosen(); });
    connect(m_advance, &QPushButton::clicked, this, [this] {
        if (m_square)
            chooseSquare(*m_square);
    });
    retranslateUi();
}

LowGameBerserkerTool::~LowGameBerserkerTool() = default;

std::shared_ptr<const LowState> LowGameBerserkerTool::lowState() const
{
    if (!m_session)
        return {};
    return std::dynamic_pointer_cast<const LowState>(m_session->state());
}

void LowGameBerserkerTool::setSession(Session *session)
{
    m_session = session;
    sync();
}

void LowGameBerserkerTool::sync()
{
    const auto s = lowState();
    m_seat = s ? s->active : 0;
    fillUnits();
    onUnitChosen();
}

void LowGameBerserkerTool::setSeat(int seat)
{
    if (seat == m_seat)
        return;
    m_seat = seat;
    updatePreview();
}

void LowGameBerserkerTool::fillUnits()
{
    // The due berserkers first (the first preselected), then every other unit on the mat,
    // marked; with none due, nothing is preselected.
    const auto s = lowState();
    const QSignalBlocker block(m_unitBox);
    m_unitBox->clear();
    if (!s)
        return;
    if (s->berserkers.isEmpty())
        m_unitBox->addItem(QString(), 0);
    for (const int uid : s->berserkers)
        m_unitBox->addItem(QString(), uid);
    for (const LowUnit &u : s->units)
        if (!s->berserkers.contains(u.uid)) {
            m_unitBox->addItem(QString(), u.uid);
            m_unitBox->setItemData(m_unitBox->count() - 1, true, NotDueRole);
            m_unitBox->setItemData(m_unitBox->count() - 1, QBrush(QColor(0xb0, 0x3a, 0x2e)),
                                   Qt::ForegroundRole);
        }
    m_unitBox->setCurrentIndex(0);
}

void LowGameBerserkerTool::onUnitChosen()
{
    const QList<QPoint> squares = offeredSquares();
    m_square.reset();
    if (!squares.isEmpty())
        m_square = squares.first();
    retranslateUi();
    updatePreview();
    Q_EMIT changed();
}

int LowGameBerserkerTool::berserker() const
{
    return m_unitBox->currentIndex() >= 0 ? m_unitBox->currentData().toInt() : 0;
}

QList<QPoint> LowGameBerserkerTool::offeredSquares() const
{
    // The squares the rules open to the chosen berserker (none for a unit not due).
    const auto s = lowState();
    const qsizetype i = s ? s->berserkers.indexOf(berserker()) : -1;
    return i >= 0 && i < s->berserkerSquares.size() ? s->berserkerSquares.at(i) : QList<QPoint>{};
}

std::optional<Step> LowGameBerserkerTool::stepFor(QPoint square) const
{
    const auto s = lowState();
    if (!s || berserker() == 0)
        return std::nullopt;
    Step step;
    step.kind = QStringLiteral("berserker-move");
    step.actor = m_seat;
    step.payload = QJsonObject{{QStringLiteral("unit"), berserker()},
                               {QStringLiteral("to"), squareToJson(square)}};
    return step;
}

void LowGameBerserkerTool::hoverSquare(QPoint square)
{
    // Any square: the preview shows the warning of an advance elsewhere.
    m_square = square;
    retranslateUi();
    updatePreview();
    Q_EMIT changed();
}

void LowGameBerserkerTool::chooseSquare(QPoint square)
{
    m_square = square;
    updatePreview();
    if (const auto step = stepFor(square))
        Q_EMIT recordRequested(*step);
}

void LowGameBerserkerTool::updatePreview()
{
    QList<Finding> findings;
    const auto step = m_square ? stepFor(*m_square) : std::nullopt;
    if (!m_session || !step)
        m_preview->setText(missingPreviewHtml(tr("Choose the square on the mat.")));
    else
        m_preview->setText(stepPreviewHtml(*m_session, *step, &findings));
    Q_EMIT previewChanged(findings);
}

void LowGameBerserkerTool::retranslateUi()
{
    const auto s = lowState();
    m_title->setFullText(tr("Berserker advance"));
    m_unitLabel->setText(tr("Advancing:"));
    for (int row = 0; s && row < m_unitBox->count(); ++row) {
        const int uid = m_unitBox->itemData(row).toInt();
        if (uid == 0) {
            m_unitBox->setItemText(row, tr("Choose the unit that advanced"));
        } else if (m_unitBox->itemData(row, NotDueRole).toBool()) {
            m_unitBox->setItemText(
                row, tr("%1 (⚠ not due to advance)").arg(LowGameText::unitLabel(*s, uid)));
            m_unitBox->setItemData(row,
                                   tr("The rules do not make this unit advance now; recording "
                                      "its move warns [low.berserker.forced-move]"),
                                   Qt::ToolTipRole);
        } else {
            m_unitBox->setItemText(row, LowGameText::unitLabel(*s, uid));
        }
    }
    m_unitBox->setToolTip(m_unitBox->currentData(Qt::ToolTipRole).toString());
    if (s && berserker() != 0 && s->berserkers.contains(berserker()))
        m_info->setText(tr("%1 helped destroy a card and is not engaged: it must move into the "
                           "square of the card destroyed.")
                            .arg(LowGameText::unitLabel(*s, berserker())));
    else if (s && berserker() != 0)
        m_info->setText(tr("%1 is not due to advance. Click the square the table moved it to.")
                            .arg(LowGameText::unitLabel(*s, berserker())));
    else
        m_info->setText(tr("No berserker has to advance. To enter an advance all the same, "
                           "choose the unit, then its square on the mat."));
    m_advance->setText(m_square ? tr("&Advance to %1").arg(squareName(*m_square)) : tr("&Advance"));
    m_advance->setEnabled(m_square.has_value());
}

void LowGameBerserkerTool::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updatePreview();
    }
    QWidget::changeEvent(event);
}

} // namespace kbz::low
