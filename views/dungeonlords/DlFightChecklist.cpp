// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlFightChecklist.h"

#include "DlResolveTool.h"
#include "Translations.h"

#include <QLabel>
#include <QVBoxLayout>

namespace kbz::dl {

namespace {

constexpr int kSteps = 6;

QString ruleLink(const QString &id)
{
    return QStringLiteral("<small>[<a href=\"%1\">%1</a>]</small>").arg(id.toHtmlEscaped());
}

} // namespace

DlFightChecklist::DlFightChecklist(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("checklist"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    for (int i = 0; i < kSteps; ++i) {
        auto *line = new QLabel(this);
        line->setObjectName(QStringLiteral("check-%1").arg(fightStepCode(FightStep(i))));
        line->setTextFormat(Qt::RichText);
        line->setWordWrap(true);
        line->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        connect(line, &QLabel::linkActivated, this, &DlFightChecklist::ruleRequested);
        layout->addWidget(line);
        m_lines.append(line);
    }
}

DlFightChecklist::~DlFightChecklist() = default;

QString DlFightChecklist::stepName(FightStep step)
{
    return fightStepName(step).text(Translations::current());
}

void DlFightChecklist::setChecklist(const DlState *state, int seat)
{
    const Lang lang = Translations::current();
    QList<ChecklistItem> items;
    if (state && seat >= 0)
        items = checklist(*state, seat);
    for (int i = 0; i < kSteps; ++i) {
        QLabel *line = m_lines[i];
        const FightStep step = FightStep(i);
        ChecklistItem item;
        item.step = step;
        bool found = false;
        for (const ChecklistItem &it : std::as_const(items))
            if (it.step == step) {
                item = it;
                found = true;
            }
        if (!found) {
            line->setText(QStringLiteral("<span style=\"color: gray\">%1. %2</span>")
                              .arg(i + 1)
                              .arg(stepName(step).toHtmlEscaped()));
            continue;
        }
        const QString rule = item.ruleId.isEmpty() ? fightStepRule(step) : item.ruleId;
        const QString name = QStringLiteral("%1. %2").arg(i + 1).arg(stepName(step));
        QString text;
        switch (item.status) {
        case ChecklistItem::Done:
            text =
                QStringLiteral("✓ %1").arg(DlResolveTool::tr("%1: done").arg(name).toHtmlEscaped());
            break;
        case ChecklistItem::Next:
            text = QStringLiteral("▶ <b>%1</b>")
                       .arg(DlResolveTool::tr("%1: next").arg(name).toHtmlEscaped());
            break;
        case ChecklistItem::Pending:
            text =
                QStringLiteral("<span style=\"color: gray\">· %1</span>").arg(name.toHtmlEscaped());
            break;
        case ChecklistItem::Skipped:
            text = QStringLiteral("<s>%1</s> %2")
                       .arg(name.toHtmlEscaped(),
                            DlResolveTool::tr("skipped: %1")
                                .arg(item.reason.isEmpty() ? DlResolveTool::tr("does not apply")
                                                           : item.reason.text(lang))
                                .toHtmlEscaped());
            break;
        }
        if (item.status == ChecklistItem::Next && !item.reason.isEmpty())
            text +=
                QStringLiteral(" <small>%1</small>").arg(item.reason.text(lang).toHtmlEscaped());
        if (item.status != ChecklistItem::Pending)
            text += QLatin1Char(' ') + ruleLink(rule);
        else if (!item.reason.isEmpty())
            text +=
                QStringLiteral(" <small>%1</small>").arg(item.reason.text(lang).toHtmlEscaped());
        line->setText(text);
        line->setProperty("status", int(item.status));
    }
}

} // namespace kbz::dl
