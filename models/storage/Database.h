// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "FileLock.h"
#include "Schema.h"
#include "core/Message.h"

#include <QLockFile>
#include <QSqlDatabase>
#include <QString>
#include <memory>
#include <optional>

namespace kbz {

// Why a database could not be opened. Every case leaves the file exactly as it was.
struct DbError
{
    enum class Code {
        None,
        NotSqlite,      // the file is not an SQLite database at all
        NotKibitzer,    // an SQLite database of some other program
        TooNew,         // written by a newer Kibitzer (schema version above ours)
        Corrupt,        // SQLite reports damage
        Locked,         // another Kibitzer process is writing it
        Io,             // cannot create / read / write the file or its folder
        Sql,            // a statement failed (disk full, ...)
        Empty,          // a 0-byte file or an SQLite file without Kibitzer's tables (read-only)
        ReadOnlyFile,   // the file's write permission is off (opening to write)
        FolderReadOnly, // the folder cannot be written, so SQLite cannot keep its -wal/-shm
        Refused,        // a change the data does not allow (a name in use, a merge of
                        // players of one game); nothing was written
        NotFound,       // no such player or game
        Unreachable,    // a server that cannot be reached, or refuses the user or password
        Conflict,       // a server's game changed meanwhile (another laptop recorded in it
                        // first): nothing was written (Journal's compare-and-set)
    };
    Code code = Code::None;
    Message message; // for the user (dialog in the app, stderr in the CLI)
    QString detail;  // technical detail (driver text), not translated

    explicit operator bool() const { return code != Code::None; }
    // What SQLite's text in `detail` means for the user (a full disk, an I/O error, a lock).
    std::optional<Message> cause() const;
    QString text(Lang lang) const; // message + cause + detail
};

// The one SQLite file that holds games, journals, results and card libraries.
//
// A writer (ReadWrite) first refuses a file whose write permission is off and a folder that
// cannot be written, then locks the file itself (FileLock: flock on its inode, so no second
// writer gets in through a symlink, a relative path or a hard link; the kernel drops the lock of
// a process that died). open() then inspects an existing file read-only before anything writes
// to it: the SQLite header, `PRAGMA application_id` (Kibitzer's own id), `PRAGMA user_version`
// (schema version), the header's page count and the root of every table (not the whole file:
// opening takes the same time whatever its size; DatabaseCheck runs `quick_check`), through an
// immutable SQLite connection when the file has no -wal/-shm/-journal beside it, so that a refused
// file (foreign, newer, damaged) is left byte-identical with nothing created beside it. Only an
// accepted file gets the QLockFile beside it (who holds it, for the message a second writer sees;
// older builds honour it too), WAL with synchronous=FULL and foreign keys on, and its older schema
// migrated forward in one transaction.
//
// A 0-byte file is a new database to a writer (as SQLite sees it) and "empty" to a reader.
//
// A `postgresql://` location is a PostgreSQL server (DatabaseServer.cpp, docs/club.md): the same
// schema (schema::migrate's PostgreSQL text), its identity and version in `kibitzer_meta`, checked
// before anything is written; many writers at once, several of them even in one game (each step a
// compare-and-set on the game's journal, Journal::appendStep). path() is then the URL without its
// password.
class Database final
{
public:
    static constexpr qint32 kApplicationId = 0x4B425A52; // "KBZR"
    static constexpr int kSchemaVersion = 6;

    enum class Mode { ReadWrite, ReadOnly };

    ~Database();
    Q_DISABLE_COPY_MOVE(Database)

    // Opens (creating it if missing, in ReadWrite mode) the database at `path`.
    static std::unique_ptr<Database> open(const QString &path, Mode mode, DbError *error);
    // An in-memory database with the current schema (tests, CLI replay).
    static std::unique_ptr<Database> openInMemory(DbError *error);
    // Where the app keeps its database when no --db is given.
    static QString defaultPath();
    // True when `location` names a server (postgresql://...), not a file.
    static bool isServerLocation(const QString &location);
    // `location` as it may be shown or logged: a file's native path, a server's URL without its
    // password.
    static QString displayLocation(const QString &location);

    QSqlDatabase db() const { return QSqlDatabase::database(m_connection, false); }
    // The file, or the server's URL without its password (safe to show and log).
    QString path() const { return m_path; }
    Backend backend() const { return m_backend; }
    bool isServer() const { return m_backend == Backend::Postgres; }

    // A server's connection dropped (the server restarted, an administrator ended it, the
    // network went away): connects again. False (and *error) when the server cannot be reached.
    // sql::transaction calls it when a transaction cannot even begin, before anything of it was
    // sent, so a step is never sent twice; LiveGame when its heartbeat finds the connection gone.
    // Each reconnection counts one in connectionGeneration(): whoever listens on the connection
    // (GameWatch) subscribes again, since a new connection listens to nothing.
    bool reconnect(DbError *error);
    int connectionGeneration() const { return m_generation; }
    // Whether a server's connection still works (one round trip); always true on SQLite. On
    // false, *error says the connection to the server was lost.
    bool ping(DbError *error);
    bool isReadOnly() const { return m_mode == Mode::ReadOnly; }
    int schemaVersion() const { return m_schemaVersion; }

    // The last writer did not close the file: a write-ahead log or a lock file was left beside
    // it when this writer opened it (a crash, a kill, a power cut; or a reader killed while it
    // read). SQLite has replayed the log; the app then runs the full check in the background.
    // open() itself checks only what takes the same time whatever the file's size (the header,
    // the root of every table): the full `quick_check` is DatabaseCheck's, on demand.
    bool wasLeftOpen() const { return m_leftOpen; }

    // Runs `PRAGMA integrity_check`; true when SQLite answers "ok".
    bool integrityCheck(QString *report = nullptr) const;

private:
    Database(QString path, Mode mode);
    bool init(DbError *error);
    bool initServer(const QString &location, DbError *error); // DatabaseServer.cpp
    bool inspectServer(int *version, DbError *error);
    bool migrateServer(DbError *error);
    bool configureServer(DbError *error);
    DbError serverError(DbError::Code code, const char *text, const QString &detail = {}) const;
    bool inspect(DbError *error);
    bool configure(DbError *error);
    bool lockFile(DbError *error);
    bool lockInfo(DbError *error);
    bool folderWritable() const;
    bool hasSiblings() const;
    DbError folderError() const;

    QString m_path;
    Mode m_mode;
    Backend m_backend = Backend::Sqlite;
    QString m_host;       // a server's host, for messages
    int m_generation = 0; // reconnections so far
    QString m_connection;
    int m_schemaVersion = 0;
    bool m_leftOpen = false;
    std::unique_ptr<FileLock> m_fileLock; // declared first: released last
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace kbz
