// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QMutex>
#include <QString>
#include <atomic>

struct sqlite3;

namespace kbz {

struct DatabaseCheckResult
{
    enum class Outcome {
        Ok,        // SQLite answered "ok"
        Damaged,   // SQLite listed problems (in `report`)
        Cancelled, // cancel() was called: stopped, nothing was changed
        Failed,    // the file could not be read (in `report`)
    };
    Outcome outcome = Outcome::Failed;
    QString report; // SQLite's lines, or why it failed; not translated
};

// The full check of a database file that Database::open() no longer runs at every start (issue
// 19: it read every page, about a second for 16,000 games): `PRAGMA quick_check` or
// `integrity_check` over a read-only connection of its own, so it may run in a worker thread
// while the app records (write-ahead logging lets a reader see the last commit). It writes
// nothing.
class DatabaseCheck final
{
public:
    enum class Depth {
        Quick, // quick_check: every page and record, not the indexes' contents (O(N))
        Full,  // integrity_check: also that every index matches its table (O(N log N))
    };

    DatabaseCheck() = default;
    Q_DISABLE_COPY_MOVE(DatabaseCheck)

    // Runs on the calling thread (any thread) with a connection of its own.
    DatabaseCheckResult run(const QString &path, Depth depth);
    // From any thread: stops a running check (sqlite3_interrupt), or the next one at its start.
    void cancel();

private:
    QMutex m_mutex;
    sqlite3 *m_handle = nullptr; // while run() has its connection open
    std::atomic_bool m_cancelled = false;
};

} // namespace kbz
