// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Database.h"

#include <QObject>

namespace kbz {

// Follows the games of a PostgreSQL database that other Kibitzers record (issue 20, item 4,
// docs/club.md): listens on Journal::kGameChannel, where every committed step and undo mark is
// announced, and says which game changed. Notifications arrive through the connection's socket,
// so they need a running event loop; they come only after the writer's transaction committed.
// What this connection itself wrote is not announced to it (its writer has it already).
// A new connection listens to nothing: after Database::reconnect, call start() again.
// An SQLite file has one writer, this process: start() says there is nothing to follow.
class GameWatch final : public QObject
{
    Q_OBJECT

public:
    explicit GameWatch(Database &db, QObject *parent = nullptr);
    ~GameWatch() override;
    Q_DISABLE_COPY_MOVE(GameWatch)

    // Starts listening (again, after a reconnection); false (and *why) on SQLite or when the
    // server refuses.
    bool start(QString *why);

Q_SIGNALS:
    void gameChanged(qint64 gameId);

private:
    Database &m_db;
    bool m_listening = false;
    bool m_forwarding = false; // the driver's notification signal is connected
};

} // namespace kbz
