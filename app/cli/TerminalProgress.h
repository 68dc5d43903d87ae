// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Progress.h"

#include <QElapsedTimer>
#include <QString>

namespace kbz::cli {

// A progress line on the terminal for long work: "import: checking  42%" rewritten in place with
// a carriage return, at most ten times a second, and erased when the work is done. Only when
// standard error is a terminal: in a pipe or a file (scripts, tests) nothing is printed, so the
// output stays exactly what it was.
class TerminalProgress final
{
public:
    TerminalProgress();
    ~TerminalProgress();
    Q_DISABLE_COPY_MOVE(TerminalProgress)

    // A Progress for one phase of the work ("checking", "importing", ...); never cancels.
    Progress phase(const QString &label);
    void clear();

private:
    void show(const QString &label, qint64 done, qint64 total);

    bool m_enabled = false;
    bool m_shown = false;
    QElapsedTimer m_sinceShown;
};

} // namespace kbz::cli
