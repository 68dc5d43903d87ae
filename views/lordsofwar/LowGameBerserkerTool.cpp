// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowGameBerserkerTool.h"

#include "AnyStepButton.h"
#include "ElidedLabel.h"
#include "LowGameText.h"
#include "StepPreview.h"
#include "ToolLayout.h"
#include "core/Session.h"

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
    , m_advance(new QPushButton(this))
    , m_preview(new QLabel(this))
{
    m_title->setObjectName(QStringLiteral("berserkerTitle"));
    m_advance->setObjectName(QStringLiteral("advance"));
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
    layout->addWidget(scrollBody(m_info, this), 1);
    layout->addWidget(textStrip(m_preview, 3, this));
    auto *advanceRow = new QHBoxLayout;
    advanceRow->addWidget(m_advance, 1);
    advanceRow->addWidget(new AnyStepButton(this), 0);
    layout->addLayout(advanceRow);
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
    const QList<QPoint> squares = offeredSquares();
    m_square.reset();
    if (!squares.isEmpty())
        m_square = squares.first();
    retranslateUi();
    updatePreview();
}

int LowGameBerserkerTool::berserker() const
{
    const auto s = lowState();
    return s && !s->berserkers.isEmpty() ? s->berserkers.first() : 0;
}

QList<QPoint> LowGameBerserkerTool::offeredSquares() const
{
    const auto s = lowState();
    return s && !s->berserkerSquares.isEmpty() ? s->berserkerSquares.first() : QList<QPoint>{};
}

std::optional<Step> LowGameBerserkerTool::stepFor(QPoint square) const
{
    const auto s = lowState();
    if (!s || berserker() == 0)
        return std::nullopt;
    Step step;
    step.kind = QStringLiteral("berserker-move");
    step.actor = s->active;
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
    if (s && berserker() != 0)
        m_info->setText(tr("%1 helped destroy a card and is not engaged: it must move into the "
                           "square of the card destroyed.")
                            .arg(LowGameText::unitLabel(*s, berserker())));
    else
        m_info->setText(tr("No berserker has to advance."));
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
