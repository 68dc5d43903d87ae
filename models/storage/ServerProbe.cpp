// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "ServerProbe.h"

#include "ServerUrl.h"

#include <QThread>

#include <cerrno>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace kbz {

namespace {

// One address: a non-blocking connect, waited for at most `timeoutMs`.
bool connects(const addrinfo *a, int timeoutMs)
{
    const int fd =
        ::socket(a->ai_family, a->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, a->ai_protocol);
    if (fd < 0)
        return false;
    bool ok = ::connect(fd, a->ai_addr, a->ai_addrlen) == 0;
    if (!ok && errno == EINPROGRESS) {
        pollfd p{fd, POLLOUT, 0};
        if (::poll(&p, 1, timeoutMs) == 1) {
            int error = 0;
            socklen_t len = sizeof error;
            ok = ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &len) == 0 && error == 0;
        }
    }
    ::close(fd);
    return ok;
}

} // namespace

ServerProbe::ServerProbe(QObject *parent)
    : QObject(parent)
{}

ServerProbe::~ServerProbe()
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

bool ServerProbe::tcpTarget(const QString &location, QString *host, int *port)
{
    QString why;
    const std::optional<ServerUrl> url = ServerUrl::parse(location, &why);
    if (!url)
        return false;
    QString h = url->host.isEmpty() ? qEnvironmentVariable("PGHOST") : url->host;
    // libpq reads a list of hosts: the first one is tried first.
    h = h.section(QLatin1Char(','), 0, 0).trimmed();
    if (h.isEmpty() || h.startsWith(QLatin1Char('/')) || h.startsWith(QLatin1Char('@')))
        return false;
    int p = url->port;
    if (p <= 0)
        p = qEnvironmentVariableIsSet("PGPORT") ? qEnvironmentVariableIntValue("PGPORT") : 5432;
    *host = h;
    *port = p;
    return true;
}

bool ServerProbe::reachable(const QString &host, int port, int timeoutMs)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    if (::getaddrinfo(host.toUtf8().constData(), QByteArray::number(port).constData(), &hints,
                      &found) != 0)
        return false;
    bool ok = false;
    for (const addrinfo *a = found; a && !ok; a = a->ai_next)
        ok = connects(a, timeoutMs);
    ::freeaddrinfo(found);
    return ok;
}

bool ServerProbe::start(const QString &host, int port, int timeoutMs)
{
    if (m_thread)
        return false;
    m_thread = QThread::create(
        [this, host, port, timeoutMs] { m_result = reachable(host, port, timeoutMs); });
    connect(m_thread, &QThread::finished, this, &ServerProbe::done);
    m_thread->start();
    return true;
}

void ServerProbe::done()
{
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    Q_EMIT finished(m_result);
}

} // namespace kbz
