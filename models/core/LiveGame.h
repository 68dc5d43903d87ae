// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Session.h"
#include "storage/GameWatch.h"
#include "storage/ServerProbe.h"

#include <QObject>
#include <QTimer>

namespace kbz {

// A game on a PostgreSQL server, live on several laptops (issue 20, item 4, docs/club.md): keeps
// one Session up to date with what the other laptops record and watches its connection.
//
// - GameWatch announces a change to the game (another laptop committed a step, an undo or a
//   redo): the session catches up (Session::catchUp) and changedElsewhere() says what changed.
// - A heartbeat (one `SELECT 1` a second) notices a lost connection at once: connectionLost()
//   (nothing can be recorded meanwhile; a step tried is reported as not recorded). Each beat
//   then tries to connect again; once connected, it listens again, reads the game again and says
//   connectionRestored(). A server reached over TCP is first probed off the window's thread
//   (ServerProbe): with the network gone, a connection attempt would block the window for its
//   whole connect timeout at every beat; it is made only once the server's port answers.
// - A reconnection made by someone else (sql::transaction connects again when a transaction
//   cannot begin) is noticed by the next check too: it listens again and catches up.
//
// On SQLite there is nothing to follow: isLive() is false and nothing happens.
class LiveGame final : public QObject
{
    Q_OBJECT

public:
    static constexpr int kHeartbeatMs = 1000;

    explicit LiveGame(Session &session, QObject *parent = nullptr);
    ~LiveGame() override;
    Q_DISABLE_COPY_MOVE(LiveGame)

    bool isLive() const { return m_live; }
    bool isConnected() const { return m_connected; }
    // Why the connection is lost (while !isConnected()).
    const DbError &lostBecause() const { return m_lost; }
    void setHeartbeatInterval(int ms) { m_heartbeat.setInterval(ms); }

    // Checks the connection now (the heartbeat does it each beat): says when it is lost, and
    // when it is back, listens again and catches up. True when connected. While the connection
    // is lost to a server over TCP, this starts a probe and returns false: the connection is
    // made again when the probe finds the server (isConnected(), connectionRestored()).
    bool checkConnection();
    // Whether a probe of the lost server is in flight.
    bool isProbing() const { return m_probe.isRunning(); }
    // Reads what other laptops committed (GameWatch's notification calls it).
    void catchUp();

Q_SIGNALS:
    // Another laptop changed the game; the session shows it already.
    void changedElsewhere(const kbz::Session::CatchUp &what);
    void connectionLost(const kbz::DbError &why);
    // Connected again; the session has read what it missed meanwhile.
    void connectionRestored(const kbz::Session::CatchUp &what);
    // The game could not be read again (*error: why); what was read before it is shown.
    void catchUpFailed(const kbz::DbError &error);

private:
    void restore();
    bool reconnect();
    void markLost(const DbError &why);
    void report(const Session::CatchUp &what, bool restored);

    Session &m_session;
    GameWatch m_watch;
    ServerProbe m_probe;
    QString m_probeHost; // empty: a local socket, connected to directly
    int m_probePort = 0;
    QTimer m_heartbeat;
    DbError m_lost;
    int m_generation = 0; // Database::connectionGeneration() when last listening
    bool m_live = false;
    bool m_connected = true;
};

} // namespace kbz
