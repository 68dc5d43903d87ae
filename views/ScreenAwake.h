// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QDBusConnection>
#include <QObject>
#include <QString>

class QDBusPendingCallWatcher;

namespace kbz {

// Keeps the screen from dimming, locking or the machine from sleeping while the table thinks,
// through the desktop's standard interface over the session D-Bus: the freedesktop
// org.freedesktop.ScreenSaver Inhibit/UnInhibit (KDE, Xfce, GNOME's compatibility, most portals
// of the desktop), else GNOME's org.gnome.SessionManager Inhibit/Uninhibit (idle and suspend).
//
// Calls are asynchronous: the window never waits for the bus. An inhibit is tied to this
// process's bus connection, so when the app quits or crashes the bus drops the connection and
// the desktop forgets the inhibit by itself; release() and the destructor release it earlier.
// With no bus or no such service, unavailable() is emitted once per inhibit attempt and nothing
// else happens: keeping the screen awake never fails the app.
class ScreenAwake final : public QObject
{
    Q_OBJECT

public:
    enum class Backend { None, ScreenSaver, GnomeSession };

    // On the desktop's session bus, connected when first asked to inhibit.
    explicit ScreenAwake(QObject *parent = nullptr);
    // On `bus` (tests start a bus of their own).
    explicit ScreenAwake(const QDBusConnection &bus, QObject *parent = nullptr);
    ~ScreenAwake() override;
    Q_DISABLE_COPY_MOVE(ScreenAwake)

    // Asks the desktop to keep the screen awake; `reason` is what the desktop shows ("A game is
    // open"). Does nothing when already asked.
    void inhibit(const QString &reason);
    // Lets the screen sleep again. Does nothing when not inhibited.
    void release();

    // Whether an inhibit was asked for and not released (the desktop may not have answered yet).
    bool isWanted() const { return m_wanted; }
    // Whether the desktop holds our inhibit now (it answered with a cookie).
    bool isInhibited() const { return m_held; }
    Backend backend() const { return m_backend; }

    // The names on the bus (tests register a service of their own under them).
    static QString screenSaverService();
    static QString gnomeSessionService();

Q_SIGNALS:
    // The desktop holds the inhibit (inhibited) or no longer does (released).
    void inhibitedChanged(bool inhibited);
    // No bus or no service: the screen may sleep. `detail` names what failed (for a log).
    void unavailable(const QString &detail);

private:
    void call(Backend backend);
    void onReply(QDBusPendingCallWatcher *watcher, Backend backend);
    void sendRelease(Backend backend, uint cookie);
    static void releaseOn(QDBusConnection bus, Backend backend, uint cookie);

    QDBusConnection m_bus;
    bool m_sessionBusLater = false; // m_bus becomes the session bus at the first inhibit()
    QString m_reason;
    bool m_wanted = false;
    bool m_pending = false; // an Inhibit call awaits its answer
    Backend m_backend = Backend::None;
    bool m_held = false; // the desktop answered with m_cookie
    uint m_cookie = 0;
    QDBusPendingCallWatcher *m_watcher = nullptr; // the Inhibit call awaiting its answer
    Backend m_pendingBackend = Backend::None;     // and whom it asked
};

} // namespace kbz
