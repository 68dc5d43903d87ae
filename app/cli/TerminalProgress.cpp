// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "TerminalProgress.h"

#include <cstdio>
#include <unistd.h>

namespace kbz::cli {

TerminalProgress::TerminalProgress()
    : m_enabled(isatty(fileno(stderr)) != 0)
{}

TerminalProgress::~TerminalProgress()
{
    clear();
}

Progress TerminalProgress::phase(const QString &label)
{
    if (!m_enabled)
        return {};
    return [this, label](qint64 done, qint64 total) {
        show(label, done, total);
        return true;
    };
}

void TerminalProgress::show(const QString &label, qint64 done, qint64 total)
{
    if (m_shown && m_sinceShown.isValid() && m_sinceShown.elapsed() < 100 && done < total)
        return;
    m_sinceShown.start();
    const QString line = total > 0 ? QStringLiteral("%1 %2%").arg(label).arg(done * 100 / total, 3)
                                   : QStringLiteral("%1 %2").arg(label).arg(done);
    std::fprintf(stderr, "\r%s\033[K", line.toLocal8Bit().constData());
    std::fflush(stderr);
    m_shown = true;
}

void TerminalProgress::clear()
{
    if (!m_shown)
        return;
    std::fprintf(stderr, "\r\033[K");
    std::fflush(stderr);
    m_shown = false;
}

} // namespace kbz::cli
