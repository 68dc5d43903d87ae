// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LiveGame.h"

namespace kbz {

LiveGame::LiveGame(Session &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_watch(session.journal().database())
{
    Database &db = session.journal().database();
    if (!db.isServer() || session.isPast())
        return;
    QString why;
    m_generation = db.connectionGeneration();
    // Not listening (the server refused LISTEN): the heartbeat still watches the connection, and
    // the compare-and-set still keeps this laptop from recording onto a stale game.
    m_watch.start(&why);
    m_live = true;
    ServerProbe::tcpTarget(db.path(), &m_probeHost, &m_probePort);
    connect(&m_probe, &ServerProbe::finished, this, [this](bool reachable) {
        if (reachable && !m_connected)
            reconnect();
    });
    connect(&m_watch, &GameWatch::gameChanged, this, [this](qint64 id) {
        if (id == m_session.gameId())
            catchUp();
    });
    m_heartbeat.setInterval(kHeartbeatMs);
    connect(&m_heartbeat, &QTimer::timeout, this, &LiveGame::checkConnection);
    m_heartbeat.start();
}

LiveGame::~LiveGame() = default;

bool LiveGame::checkConnection()
{
    if (!m_live)
        return true;
    Database &db = m_session.journal().database();
    if (m_connected || db.connectionGeneration() != m_generation) {
        DbError why;
        if (db.ping(&why)) {
            if (!m_connected || db.connectionGeneration() != m_generation)
                restore();
            return true;
        }
        markLost(why);
    }
    if (m_probeHost.isEmpty())
        return reconnect();
    m_probe.start(m_probeHost, m_probePort);
    return false;
}

bool LiveGame::reconnect()
{
    DbError again;
    if (!m_session.journal().database().reconnect(&again))
        return false;
    restore();
    return true;
}

void LiveGame::restore()
{
    Database &db = m_session.journal().database();
    m_generation = db.connectionGeneration();
    QString why;
    m_watch.start(&why); // a new connection listens to nothing yet
    const bool restored = !m_connected;
    m_connected = true;
    m_lost = {};
    report(m_session.catchUp(), restored);
}

void LiveGame::markLost(const DbError &why)
{
    if (!m_connected)
        return; // said once
    m_connected = false;
    m_lost = why;
    Q_EMIT connectionLost(why);
}

void LiveGame::catchUp()
{
    report(m_session.catchUp(), false);
}

void LiveGame::report(const Session::CatchUp &what, bool restored)
{
    if (restored)
        Q_EMIT connectionRestored(what);
    else if (what.changed())
        Q_EMIT changedElsewhere(what);
    if (what.ok)
        return;
    // Most often the connection went (a notification read before it dropped): that is said as
    // such, and the next beat connects again and reads the game again.
    DbError why;
    if (!m_session.journal().database().ping(&why))
        markLost(why);
    else
        Q_EMIT catchUpFailed(what.error);
}

} // namespace kbz
