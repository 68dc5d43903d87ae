// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "dungeonlords/DlRules.h"

#include <QList>
#include <QWidget>

class QLabel;

namespace kbz::dl {

// The checklist of DlResolveTool: one line per step of a fight (traps, early magic, monsters,
// late magic, healing, conquest) saying done / next / skipped and why, with the rule id as a
// link (ruleRequested). Its texts are DlResolveTool's (translation context).
class DlFightChecklist final : public QWidget
{
    Q_OBJECT

public:
    explicit DlFightChecklist(QWidget *parent = nullptr);
    ~DlFightChecklist() override;
    Q_DISABLE_COPY_MOVE(DlFightChecklist)

    // Shows the checklist of `seat` (none: every step grey).
    void setChecklist(const DlState *state, int seat);
    QLabel *line(int step) const { return m_lines.value(step); }

    // "Traps", "Early magic", ...
    static QString stepName(FightStep step);

Q_SIGNALS:
    // A rule id was clicked (or activated from the keyboard).
    void ruleRequested(const QString &ruleId);

private:
    QList<QLabel *> m_lines; // one per FightStep
};

} // namespace kbz::dl
