// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "ScreenAwake.h"

#include <QCoreApplication>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>

namespace kbz {

namespace {

const QString kScreenSaver = QStringLiteral("org.freedesktop.ScreenSaver");
const QString kScreenSaverPath = QStringLiteral("/org/freedesktop/ScreenSaver");
const QString kGnome = QStringLiteral("org.gnome.SessionManager");
const QString kGnomePath = QStringLiteral("/org/gnome/SessionManager");
// GNOME's inhibit flags: 4 = suspending the session, 8 = marking the session idle (which dims,
// locks and sleeps).
constexpr uint kGnomeSuspendAndIdle = 4 | 8;

QString appName()
{
    const QString name = QCoreApplication::applicationName();
    return name.isEmpty() ? QStringLiteral("Kibitzer") : name;
}

} // namespace

// The session bus is connected on the first inhibit, not here: the window is built at start-up,
// and connecting (a thread, a socket, the bus's Hello) would come before its first paint.
ScreenAwake::ScreenAwake(QObject *parent)
    : ScreenAwake(QDBusConnection(QString()), parent)
{
    m_sessionBusLater = true;
}

ScreenAwake::ScreenAwake(const QDBusConnection &bus, QObject *parent)
    : QObject(parent)
    , m_bus(bus)
{}

ScreenAwake::~ScreenAwake()
{
    // The bus drops the inhibit with our connection anyway; releasing says so at once.
    if (m_held) {
        sendRelease(m_backend, m_cookie);
    } else if (m_pending && m_watcher) {
        // Destroyed while the desktop is answering: the answer outlives us and is released when
        // it comes (the window may close while the app, and its bus connection, go on).
        m_watcher->setParent(nullptr);
        const QDBusConnection bus = m_bus;
        const Backend backend = m_pendingBackend;
        QObject::connect(m_watcher, &QDBusPendingCallWatcher::finished, m_watcher,
                         [bus, backend](QDBusPendingCallWatcher *w) {
                             w->deleteLater();
                             const QDBusPendingReply<uint> reply = *w;
                             if (!reply.isError())
                                 releaseOn(bus, backend, reply.value());
                         });
    }
}

QString ScreenAwake::screenSaverService()
{
    return kScreenSaver;
}

QString ScreenAwake::gnomeSessionService()
{
    return kGnome;
}

void ScreenAwake::inhibit(const QString &reason)
{
    if (m_wanted)
        return;
    m_wanted = true;
    m_reason = reason;
    if (m_held || m_pending)
        return; // still held, or the answer to an earlier call is on its way
    if (m_sessionBusLater) {
        m_sessionBusLater = false;
        m_bus = QDBusConnection::sessionBus();
    }
    if (!m_bus.isConnected()) {
        const QString why = m_bus.lastError().isValid() ? m_bus.lastError().message()
                                                        : QStringLiteral("no session bus");
        Q_EMIT unavailable(why);
        return;
    }
    call(Backend::ScreenSaver);
}

void ScreenAwake::release()
{
    if (!m_wanted)
        return;
    m_wanted = false;
    if (!m_held)
        return; // a pending answer is released when it comes (onReply)
    sendRelease(m_backend, m_cookie);
    m_held = false;
    m_cookie = 0;
    m_backend = Backend::None;
    Q_EMIT inhibitedChanged(false);
}

void ScreenAwake::call(Backend backend)
{
    QDBusMessage msg;
    if (backend == Backend::ScreenSaver) {
        msg = QDBusMessage::createMethodCall(kScreenSaver, kScreenSaverPath, kScreenSaver,
                                             QStringLiteral("Inhibit"));
        msg << appName() << m_reason;
    } else {
        msg = QDBusMessage::createMethodCall(kGnome, kGnomePath, kGnome, QStringLiteral("Inhibit"));
        msg << appName() << uint(0) << m_reason << kGnomeSuspendAndIdle;
    }
    m_pending = true;
    m_pendingBackend = backend;
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(msg), this);
    m_watcher = watcher;
    connect(watcher, &QDBusPendingCallWatcher::finished, this,
            [this, backend](QDBusPendingCallWatcher *w) { onReply(w, backend); });
}

void ScreenAwake::onReply(QDBusPendingCallWatcher *watcher, Backend backend)
{
    watcher->deleteLater();
    if (m_watcher == watcher)
        m_watcher = nullptr;
    const QDBusPendingReply<uint> reply = *watcher;
    if (reply.isError()) {
        if (backend == Backend::ScreenSaver) {
            call(Backend::GnomeSession); // GNOME without the freedesktop name
            return;
        }
        m_pending = false;
        if (m_wanted)
            Q_EMIT unavailable(reply.error().message());
        return;
    }
    m_pending = false;
    if (!m_wanted) { // released while the desktop was answering
        sendRelease(backend, reply.value());
        return;
    }
    m_held = true;
    m_cookie = reply.value();
    m_backend = backend;
    Q_EMIT inhibitedChanged(true);
}

void ScreenAwake::sendRelease(Backend backend, uint cookie)
{
    releaseOn(m_bus, backend, cookie);
}

void ScreenAwake::releaseOn(QDBusConnection bus, Backend backend, uint cookie)
{
    QDBusMessage msg =
        backend == Backend::ScreenSaver
            ? QDBusMessage::createMethodCall(kScreenSaver, kScreenSaverPath, kScreenSaver,
                                             QStringLiteral("UnInhibit"))
            : QDBusMessage::createMethodCall(kGnome, kGnomePath, kGnome,
                                             QStringLiteral("Uninhibit"));
    msg << cookie;
    // No answer awaited: the call is on its way when this returns.
    bus.send(msg);
}

} // namespace kbz
