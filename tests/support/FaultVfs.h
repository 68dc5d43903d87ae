// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QString>

// A test SQLite VFS that fails at the Nth call, as SQLite's own test suite does with its
// "crash" and "I/O error" VFSes and KeePassXC's tests do with a FailDevice.
//
// install() wraps the default VFS (sqlite3_vfs_find(nullptr), "unix" on Linux) in a shim and
// registers the shim as the new default, so every connection opened afterwards, Qt's QSQLITE
// driver's included, goes through it. That works because the test links the same libsqlite3 as
// the QSQLITE plugin (Debian's libqt6sql6-sqlite links the system libsqlite3.so.0);
// usesFaultVfs() proves it for a connection: it asks the connection itself which VFS it uses.
//
// Nothing fails until arm(): then the Nth call of the chosen kind from now on fails, and with
// Persistence::Stays every call of that kind after it too (a dead or full disk); with
// Persistence::Once only that call (a glitch). disarm() heals the "disk".
namespace kbz::test::faultvfs {

enum class Kind {
    Write,   // xWrite -> SQLITE_IOERR_WRITE (nothing written)
    Sync,    // xSync -> SQLITE_IOERR_FSYNC (after the data was handed to the OS)
    Full,    // xWrite -> SQLITE_FULL (nothing written), xTruncate growing is not used by SQLite
    Lock,    // xLock -> SQLITE_BUSY (another process holds a lock on the database file)
    ShmLock, // xShmLock exclusive -> SQLITE_BUSY (another connection holds the WAL write lock)
};
enum class Persistence { Once, Stays };

// Registers the shim as SQLite's default VFS (once per process); false if SQLite refused.
bool install();
// Whether the connection behind `connectionName` (a QSqlDatabase) uses the shim.
bool usesFaultVfs(const QString &connectionName);

void arm(Kind kind, int n, Persistence persistence);
void disarm();
// How many faults were injected since the last arm(); calls of `kind` counted since arm().
int injected();
int calls(Kind kind);

QString kindName(Kind kind);

} // namespace kbz::test::faultvfs
