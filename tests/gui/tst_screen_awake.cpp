// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Keeping the screen awake (issue 22) against a real D-Bus: the test starts a dbus-daemon of its
// own and registers fake org.freedesktop.ScreenSaver and org.gnome.SessionManager services on
// it (real D-Bus objects on their own bus connection, answering over the bus), then checks that
// ScreenAwake and the main window's table mode inhibit and release through them.
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "ScreenAwake.h"
#include "TableMode.h"
#include "core/JournalFile.h"
#include "core/Session.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusContext>
#include <QDBusMessage>
#include <QDBusServiceWatcher>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;

// org.freedesktop.ScreenSaver as KDE and the portals implement it: a cookie per inhibit, and,
// as they do, the cookies of a client that leaves the bus (quits or crashes without asking) are
// dropped: the desktop watches the caller's unique bus name.
class FakeScreenSaver : public QObject, protected QDBusContext
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.ScreenSaver")

public:
    QList<uint> active;
    QStringList reasons;
    int inhibits = 0;
    int releases = 0; // UnInhibit calls
    int dropped = 0;  // cookies dropped because their client left the bus

    // Watch the clients on `bus`, the connection the fake is served on.
    void watchClients(const QDBusConnection &bus)
    {
        m_watcher.setConnection(bus);
        m_watcher.setWatchMode(QDBusServiceWatcher::WatchForUnregistration);
        connect(&m_watcher, &QDBusServiceWatcher::serviceUnregistered, this,
                [this](const QString &client) {
                    for (auto it = m_clients.begin(); it != m_clients.end();) {
                        if (it.value() == client) {
                            active.removeAll(it.key());
                            ++dropped;
                            it = m_clients.erase(it);
                        } else {
                            ++it;
                        }
                    }
                    m_watcher.removeWatchedService(client);
                });
    }

public Q_SLOTS:
    uint Inhibit(const QString &application, const QString &reason)
    {
        Q_UNUSED(application);
        reasons.append(reason);
        ++inhibits;
        active.append(m_next);
        if (calledFromDBus()) {
            m_clients.insert(m_next, message().service());
            m_watcher.addWatchedService(message().service());
        }
        return m_next++;
    }
    void UnInhibit(uint cookie)
    {
        ++releases;
        active.removeAll(cookie);
        m_clients.remove(cookie);
    }

private:
    uint m_next = 7;
    QDBusServiceWatcher m_watcher;
    QHash<uint, QString> m_clients; // cookie -> the caller's unique name
};

// org.gnome.SessionManager's Inhibit/Uninhibit.
class FakeGnomeSession : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.gnome.SessionManager")

public:
    QList<uint> active;
    uint flags = 0;

public Q_SLOTS:
    uint Inhibit(const QString &appId, uint toplevelXid, const QString &reason, uint f)
    {
        Q_UNUSED(appId);
        Q_UNUSED(toplevelXid);
        Q_UNUSED(reason);
        flags = f;
        active.append(m_next);
        return m_next++;
    }
    void Uninhibit(uint cookie) { active.removeAll(cookie); }

private:
    uint m_next = 40;
};

class TestScreenAwake : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_daemon;
    QString m_address;
    int m_connections = 0;
    bool m_sessionBusIsOurs = false; // the app's session bus is the test's
    kbztest::MainWindowFixture m_fixture{QStringLiteral("awake"), QSize(1280, 720)};

    // A new connection to the test's bus.
    QDBusConnection client()
    {
        return QDBusConnection::connectToBus(m_address, QStringLiteral("c%1").arg(++m_connections));
    }

    // A fake service on a connection of its own, unregistered when it goes out of scope, so a
    // failing case leaves no name behind to break the cases after it.
    struct Served
    {
        QDBusConnection bus;
        Served(const QDBusConnection &connection)
            : bus(connection)
        {}
        Served(const Served &) = delete;
        Served &operator=(const Served &) = delete;
        ~Served()
        {
            const QString name = bus.name();
            bus = QDBusConnection(QString());
            QDBusConnection::disconnectFromBus(name);
        }
    };

    // `object` registered as `service` at `path` on a connection of its own.
    QDBusConnection serve(QObject *object, const QString &service, const QString &path)
    {
        QDBusConnection bus = client();
        if (!bus.isConnected() ||
            !bus.registerObject(path, object, QDBusConnection::ExportAllSlots) ||
            !bus.registerService(service))
            qWarning("cannot register %s", qPrintable(service));
        return bus;
    }

    // The real app on the test's bus, headless, with a Lethal Checkmate game open from `db`.
    void startApp(QProcess *app, const QString &db) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), m_address);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        app->setProcessEnvironment(env);
        app->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        app->start(
            QStringLiteral(KIBITZER_APP_PATH),
            {QStringLiteral("--db"), db,
             QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/lethal-checkmate/three-hits.jsonl")});
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture.setUp();
        // Under ctest the test runs in dbus-run-session: the app's session bus is the test's.
        if (qEnvironmentVariableIsSet("KIBITZER_TEST_SESSION_BUS")) {
            m_address = qEnvironmentVariable("DBUS_SESSION_BUS_ADDRESS");
            QVERIFY2(QDBusConnection::sessionBus().isConnected(), qPrintable(m_address));
            m_sessionBusIsOurs = true;
            return;
        }
        // Run by hand: a bus of the test's own (the desktop's may own the real services).
        const QString daemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
        if (daemon.isEmpty())
            QSKIP("dbus-daemon is not installed (Debian package dbus-daemon)");
        QVERIFY(m_dir.isValid());
        m_daemon.start(daemon, {QStringLiteral("--config-file=" KIBITZER_SOURCE_DIR
                                               "/tests/gui/test-session-bus.conf"),
                                QStringLiteral("--print-address=1"), QStringLiteral("--nofork")});
        QVERIFY(m_daemon.waitForStarted());
        QTRY_VERIFY(m_daemon.canReadLine());
        m_address = QString::fromUtf8(m_daemon.readLine()).trimmed();
        QVERIFY(!m_address.isEmpty());
    }

    void cleanupTestCase()
    {
        if (m_daemon.state() != QProcess::NotRunning) {
            m_daemon.terminate();
            m_daemon.waitForFinished();
        }
    }

    void inhibitsAndReleases()
    {
        FakeScreenSaver fake;
        const Served service = serve(&fake, ScreenAwake::screenSaverService(),
                                     QStringLiteral("/org/freedesktop/ScreenSaver"));
        {
            ScreenAwake awake(client());
            QSignalSpy changed(&awake, &ScreenAwake::inhibitedChanged);
            awake.inhibit(QStringLiteral("A game is open"));
            awake.inhibit(QStringLiteral("asked twice")); // already asked: nothing sent
            QTRY_VERIFY(awake.isInhibited());
            QCOMPARE(awake.backend(), ScreenAwake::Backend::ScreenSaver);
            QCOMPARE(fake.inhibits, 1);
            QCOMPARE(fake.reasons, QStringList{QStringLiteral("A game is open")});
            QCOMPARE(fake.active.size(), 1);
            awake.release();
            QVERIFY(!awake.isInhibited());
            QTRY_VERIFY(fake.active.isEmpty());
            QCOMPARE(changed.count(), 2);

            // Asked again, then destroyed while held (the app quits): released.
            awake.inhibit(QStringLiteral("again"));
            QTRY_COMPARE(fake.active.size(), 1);
        }
        QTRY_VERIFY(fake.active.isEmpty());
        QCOMPARE(fake.inhibits, 2);
        QCOMPARE(fake.releases, 2);
    }

    // Released before the desktop answered: the cookie that comes back is released at once.
    void releasedWhileAsking()
    {
        FakeScreenSaver fake;
        const Served service = serve(&fake, ScreenAwake::screenSaverService(),
                                     QStringLiteral("/org/freedesktop/ScreenSaver"));
        ScreenAwake awake(client());
        awake.inhibit(QStringLiteral("quick"));
        awake.release();
        QTRY_COMPARE(fake.releases, 1);
        QCOMPARE(fake.inhibits, 1);
        QVERIFY(fake.active.isEmpty());
        QVERIFY(!awake.isInhibited());
    }

    // Destroyed before the desktop answered (the window closes at once): the answer that comes
    // after is released all the same, the bus connection going on.
    void destroyedWhileAsking()
    {
        FakeScreenSaver fake;
        const Served service = serve(&fake, ScreenAwake::screenSaverService(),
                                     QStringLiteral("/org/freedesktop/ScreenSaver"));
        {
            ScreenAwake awake(client());
            awake.inhibit(QStringLiteral("closed at once"));
        }
        QTRY_COMPARE(fake.inhibits, 1);
        QTRY_COMPARE(fake.releases, 1);
        QVERIFY(fake.active.isEmpty());
    }

    // The app killed while it holds the inhibit (a crash, kill -9): it asked from its own bus
    // connection, so when the process dies the desktop sees its name leave the bus and drops
    // the inhibit; nothing of the app's outlives it to keep the screen awake.
    void crashedAppReleases()
    {
        FakeScreenSaver fake;
        const Served service = serve(&fake, ScreenAwake::screenSaverService(),
                                     QStringLiteral("/org/freedesktop/ScreenSaver"));
        fake.watchClients(service.bus);
        QProcess app;
        startApp(&app, m_dir.filePath(QStringLiteral("crash.sqlite")));
        QVERIFY(app.waitForStarted());
        // The game opens in an active window: the app inhibits (the start-up may be slow on a
        // loaded machine, hence the long wait).
        QTRY_VERIFY_WITH_TIMEOUT(fake.active.size() == 1, 60000);
        QCOMPARE(fake.inhibits, 1);
        app.kill(); // SIGKILL: no destructor, no UnInhibit
        QVERIFY(app.waitForFinished());
        QCOMPARE(app.exitStatus(), QProcess::CrashExit);
        QTRY_VERIFY(fake.active.isEmpty());
        QCOMPARE(fake.releases, 0);
        QCOMPARE(fake.dropped, 1);
    }

    // The app asked to stop (SIGTERM: the desktop logging out or shutting down) closes as
    // File ▸ Quit does: it releases the inhibit itself, exits normally, and leaves no lock or
    // log beside the database, so the next start does not take it for a crash.
    void terminatedAppClosesCleanly()
    {
        FakeScreenSaver fake;
        const Served service = serve(&fake, ScreenAwake::screenSaverService(),
                                     QStringLiteral("/org/freedesktop/ScreenSaver"));
        fake.watchClients(service.bus);
        QProcess app;
        const QString db = m_dir.filePath(QStringLiteral("terminated.sqlite"));
        startApp(&app, db);
        QVERIFY(app.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(fake.active.size() == 1, 60000);
        QVERIFY(QFile::exists(db + QStringLiteral(".lock"))); // held while it runs
        app.terminate();                                      // SIGTERM
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 0);
        QTRY_VERIFY(fake.active.isEmpty());
        QCOMPARE(fake.releases, 1); // UnInhibit called: the window closed
        QCOMPARE(fake.dropped, 0);
        QVERIFY(!QFile::exists(db + QStringLiteral(".lock")));
        QVERIFY(!QFile::exists(db + QStringLiteral("-wal")));
    }

    // GNOME without the freedesktop name: its session manager, idle and suspend inhibited.
    void gnomeFallback()
    {
        FakeGnomeSession gnome;
        const Served service = serve(&gnome, ScreenAwake::gnomeSessionService(),
                                     QStringLiteral("/org/gnome/SessionManager"));
        ScreenAwake awake(client());
        awake.inhibit(QStringLiteral("gnome"));
        QTRY_VERIFY(awake.isInhibited());
        QCOMPARE(awake.backend(), ScreenAwake::Backend::GnomeSession);
        QCOMPARE(gnome.flags, 12u);
        QCOMPARE(gnome.active.size(), 1);
        awake.release();
        QTRY_VERIFY(gnome.active.isEmpty());
    }

    // A bus without either service: unavailable once, nothing held, no failure.
    void noService()
    {
        ScreenAwake awake(client());
        QSignalSpy unavailable(&awake, &ScreenAwake::unavailable);
        awake.inhibit(QStringLiteral("nobody"));
        QTRY_COMPARE(unavailable.count(), 1);
        QVERIFY(!awake.isInhibited());
        awake.release();
        QCOMPARE(unavailable.count(), 1);
    }

    // No bus at all (no desktop session): unavailable, and release does nothing.
    void noBus()
    {
        ScreenAwake awake(QDBusConnection::connectToBus(
            QStringLiteral("unix:path=") + m_dir.filePath(QStringLiteral("no-such-bus")),
            QStringLiteral("nobus")));
        QSignalSpy unavailable(&awake, &ScreenAwake::unavailable);
        awake.inhibit(QStringLiteral("nothing"));
        QCOMPARE(unavailable.count(), 1);
        QVERIFY(!awake.isInhibited());
        awake.release();
    }

    // The main window: held while a game is open and the window is active, released when the
    // window is left for another one and when the game closes; the toggle turns it off.
    void mainWindowHoldsItWhileAGameIsOpen()
    {
        if (!m_sessionBusIsOurs)
            QSKIP("the app's session bus is not the test's: run it with ctest (dbus-run-session)");
        FakeScreenSaver fake;
        const Served service = serve(&fake, ScreenAwake::screenSaverService(),
                                     QStringLiteral("/org/freedesktop/ScreenSaver"));
        m_fixture.init();
        MainWindow *w = m_fixture.window();
        TableMode *table = w->tableMode();
        QVERIFY(table->keepAwakeAction()->isChecked()); // on by default
        QTest::qWait(50);
        QCOMPARE(fake.inhibits, 0); // no game open

        QFile journal(
            QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/lethal-checkmate/three-hits.jsonl"));
        QVERIFY(journal.open(QIODevice::ReadOnly));
        JournalFile j;
        int line = 0;
        QString error;
        QVERIFY(JournalFile::parse(journal.readAll(), &j, &line, &error));
        QVERIFY(w->startGame(j.game, j.config, QStringLiteral("Awake")));
        QTRY_COMPARE(fake.active.size(), 1);

        // Another window takes the focus: released; back: held again.
        QWidget other;
        other.resize(200, 100);
        other.show();
        other.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&other));
        QTRY_VERIFY(fake.active.isEmpty());
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w));
        QTRY_COMPARE(fake.active.size(), 1);

        table->keepAwakeAction()->trigger(); // off
        QTRY_VERIFY(fake.active.isEmpty());
        table->keepAwakeAction()->trigger(); // on
        QTRY_COMPARE(fake.active.size(), 1);

        w->closeGame();
        QTRY_VERIFY(fake.active.isEmpty());
        m_fixture.cleanup();
    }
};

QTEST_MAIN(TestScreenAwake)
#include "tst_screen_awake.moc"
