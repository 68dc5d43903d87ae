// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "StepPreview.h"

#include "Translations.h"
#include "core/Session.h"

namespace kbz {

QString missingPreviewHtml(const QString &text)
{
    return QStringLiteral("<i>%1</i>").arg(text.toHtmlEscaped());
}

QString stepPreviewHtml(const Session &session, const Step &step, QList<Finding> *findings)
{
    if (findings)
        findings->clear();
    const Lang lang = Translations::current();
    if (const auto problem = session.engine()->malformed(*session.state(), step))
        return missingPreviewHtml(problem->text(lang));
    const QList<Finding> found = session.check(step);
    if (findings)
        *findings = found;
    QString html;
    for (const Finding &f : found) {
        if (f.severity != Severity::Warning)
            continue;
        html += QStringLiteral("<div style='color:#b03a2e'>⚠ %1 <small>[%2]</small></div>")
                    .arg(f.message.text(lang).toHtmlEscaped(), f.ruleId.toHtmlEscaped());
    }
    if (html.isEmpty())
        html =
            // A block of its own: never run into the lines before it (issue 29).
            QStringLiteral("<div style='color:#2e7d4f'>✓ %1</div>")
                .arg(session.engine()->describe(*session.state(), step).text(lang).toHtmlEscaped());
    return html;
}

} // namespace kbz
