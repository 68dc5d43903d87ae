// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QObject>

class QSocketNotifier;

namespace kbz {

// SIGTERM, SIGHUP and SIGINT (the desktop logging out or shutting down, a closed terminal,
// Ctrl+C in it) close the windows and end the event loop, as File ▸ Quit does: the window keeps
// its place, the database is closed and its lock released, so the next start does not take the
// stop for a crash. Every step is committed before it is shown anyway; this is about closing,
// not about saving. The handler only writes the signal's number to a socket (all a signal
// handler may do); the rest runs in the event loop. One at a time per process.
class QuitOnSignal final : public QObject
{
    Q_OBJECT

public:
    explicit QuitOnSignal(QObject *parent = nullptr);
    ~QuitOnSignal() override;

    // Whether the handlers are in place (false when the socket pair cannot be made).
    bool isActive() const { return m_notifier != nullptr; }

private:
    void received();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace kbz
