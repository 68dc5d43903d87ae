// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QObject>
#include <QString>

class QThread;

namespace kbz {

// Whether a server's TCP port answers, found off the calling thread. Connecting to a server the
// network cannot reach blocks for the whole connect timeout (libpq's connect_timeout, seconds);
// LiveGame asks this first, so a laptop whose network went away keeps its window responsive
// and connects again only once the server answers. A server on a local socket needs no probe.
class ServerProbe final : public QObject
{
    Q_OBJECT

public:
    explicit ServerProbe(QObject *parent = nullptr);
    ~ServerProbe() override; // waits for a probe in flight (at most its timeout)
    Q_DISABLE_COPY_MOVE(ServerProbe)

    // The TCP host and port of a server location (a postgresql:// URL without its password,
    // PGHOST and PGPORT as libpq reads them); false for a local socket (nothing to probe).
    static bool tcpTarget(const QString &location, QString *host, int *port);
    // Blocking: whether host:port accepts a TCP connection within `timeoutMs`.
    static bool reachable(const QString &host, int port, int timeoutMs);

    // Starts a probe in a worker thread unless one runs; finished() says the result.
    bool start(const QString &host, int port, int timeoutMs = kTimeoutMs);
    bool isRunning() const { return m_thread != nullptr; }

    static constexpr int kTimeoutMs = 3000;

Q_SIGNALS:
    void finished(bool reachable);

private:
    void done();

    QThread *m_thread = nullptr;
    bool m_result = false; // written by the worker, read after it finished
};

} // namespace kbz
