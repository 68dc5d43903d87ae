// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "StepTool.h"

#include "StepPreview.h"
#include "core/Session.h"

#include <QAbstractButton>
#include <QLabel>

namespace kbz {

StepTool::StepTool(QWidget *parent)
    : QWidget(parent)
    , m_preview(new QLabel(this))
{
    m_preview->setObjectName(QStringLiteral("preview"));
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setWordWrap(true);
}

StepTool::~StepTool() = default;

void StepTool::setSession(Session *session)
{
    m_session = session;
    sync();
}

QString StepTool::previewText() const
{
    return m_preview->text();
}

bool StepTool::recordPrepared()
{
    QString missing;
    const std::optional<Step> step = preparedStep(&missing);
    if (!step || !m_session)
        return false;
    Q_EMIT recordRequested(*step);
    return true;
}

bool StepTool::clickDefault()
{
    QAbstractButton *button = defaultButton();
    if (!button || !button->isEnabled() || !button->isVisible())
        return false;
    button->click();
    return true;
}

void StepTool::updatePreview()
{
    QString missing;
    const std::optional<Step> step = m_session ? preparedStep(&missing) : std::nullopt;
    QList<Finding> findings;
    if (step)
        m_preview->setText(stepPreviewHtml(*m_session, *step, &findings));
    else
        m_preview->setText(missing.isEmpty() || !showsMissing() ? QString()
                                                                : missingPreviewHtml(missing));
    enableButtons(step.has_value());
    if (m_current)
        Q_EMIT previewChanged(findings);
}

void StepTool::enableButtons(bool ready)
{
    if (QAbstractButton *b = defaultButton())
        b->setEnabled(ready);
}

} // namespace kbz
