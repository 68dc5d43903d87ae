// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Database.h"

#include "FileAccess.h"
#include "Schema.h"
#include "ServerUrl.h"

#include <QAtomicInt>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QSysInfo>
#include <QUrl>

namespace kbz {

static_assert(Database::kSchemaVersion == schema::kCurrentVersion,
              "Database::kSchemaVersion and schema::kCurrentVersion must agree");

namespace {

constexpr char kCtx[] = "kbz::Database";

QString nextConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("kibitzer-db-%1").arg(counter.fetchAndAddRelaxed(1));
}

DbError makeError(DbError::Code code, const char *text, const QString &path,
                  const QString &detail = {})
{
    DbError e;
    e.code = code;
    e.message = Message(kCtx, text, {QDir::toNativeSeparators(path)});
    e.detail = detail;
    return e;
}

void setError(DbError *out, DbError e)
{
    if (out)
        *out = std::move(e);
}

// Reads one scalar with a fresh query; returns an invalid QVariant on failure.
QVariant scalar(const QSqlDatabase &db, const QString &sql, QString *error = nullptr)
{
    QSqlQuery q(db);
    if (!q.exec(sql) || !q.next()) {
        if (error)
            *error = q.lastError().text();
        return {};
    }
    return q.value(0);
}

// An SQLite URI that opens `path` read-only as immutable: no locks, nothing created beside it.
QString immutableUri(const QString &path)
{
    return QStringLiteral("file:") + QString::fromLatin1(QUrl::toPercentEncoding(path, "/")) +
           QStringLiteral("?mode=ro&immutable=1");
}

struct LockHolder
{
    qint64 pid = 0;
    QString host;
    QString program;
};

// Who holds the flock on `path`: the kernel knows the process (Linux); the QLockFile beside the
// file names its program and host when it is that process's (a hard link elsewhere has none).
LockHolder lockHolder(const QString &path)
{
    LockHolder h;
    h.pid = FileLock::holderPid(path);
    qint64 pid = 0;
    QString host, app;
    QLockFile info(QFileInfo(path).canonicalFilePath() + QStringLiteral(".lock"));
    if (info.getLockInfo(&pid, &host, &app) && pid > 0 && (h.pid == 0 || h.pid == pid))
        return {pid, host, app};
    if (h.pid > 0) {
        h.host = QSysInfo::machineHostName();
        h.program = FileLock::processName(h.pid);
    }
    return h;
}

DbError lockedError(const QString &path, const LockHolder &h)
{
    if (h.pid <= 0)
        return makeError(DbError::Code::Locked,
                         QT_TRANSLATE_NOOP("kbz::Database",
                                           "%1 is already open for writing in another program. "
                                           "Close it there first; two programs must never write "
                                           "one journal."),
                         path);
    DbError e = makeError(
        DbError::Code::Locked,
        QT_TRANSLATE_NOOP("kbz::Database",
                          "%1 is already open in another Kibitzer: %4 (process %2 on %3). "
                          "Close it there first; two programs must never write one journal."),
        path);
    e.message.args.append(QString::number(h.pid));
    e.message.args.append(h.host.isEmpty() ? QStringLiteral("?") : h.host);
    e.message.args.append(h.program.isEmpty() ? QStringLiteral("?") : h.program);
    return e;
}

// What open() checks of a file's structure, in a time that does not grow with the file (issue 19:
// a full `PRAGMA quick_check` read every page of a 200 MB database at each start). The header's
// page count against the file's size (a truncated file; only when no write-ahead log lies beside
// it, since a log may hold the pages a checkpoint has not copied yet), and the root page and
// first leaf of every table (a scribbled b-tree). The full check runs on demand and after an
// unclean shutdown (DatabaseCheck). Returns what is wrong, or an empty string.
QString quickLook(const QSqlDatabase &db, const QString &sizeOf)
{
    if (!sizeOf.isEmpty()) {
        QFile f(sizeOf);
        if (f.open(QIODevice::ReadOnly)) {
            const QByteArray h = f.read(100);
            auto be32 = [&](int at) {
                return (quint32(quint8(h[at])) << 24) | (quint32(quint8(h[at + 1])) << 16) |
                       (quint32(quint8(h[at + 2])) << 8) | quint32(quint8(h[at + 3]));
            };
            if (h.size() == 100) {
                const quint32 rawPage = (quint32(quint8(h[16])) << 8) | quint32(quint8(h[17]));
                const qint64 pageSize = rawPage == 1 ? 65536 : rawPage;
                const qint64 pages = be32(28);
                // The page count is valid when its change counter matches the file's (SQLite
                // 3.7.0 and later write both).
                if (pages > 0 && be32(24) == be32(92) && f.size() < pages * pageSize)
                    return QStringLiteral("the file is shorter (%1 bytes) than its header says "
                                          "(%2 pages of %3 bytes)")
                        .arg(f.size())
                        .arg(pages)
                        .arg(pageSize);
            }
        }
    }
    QSqlQuery tables(db);
    if (!tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND "
                                    "name NOT LIKE 'sqlite_%'")))
        return tables.lastError().text();
    QStringList names;
    while (tables.next())
        names.append(tables.value(0).toString());
    for (const QString &name : std::as_const(names)) {
        QSqlQuery q(db);
        const QString quoted = QLatin1Char('"') +
                               QString(name).replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
                               QLatin1Char('"');
        if (!q.exec(QStringLiteral("SELECT * FROM %1 LIMIT 1").arg(quoted)))
            return q.lastError().text();
        q.next();
        if (q.lastError().isValid())
            return q.lastError().text();
    }
    return {};
}

} // namespace

std::optional<Message> DbError::cause() const
{
    // SQLite's error texts (sqlite3_errstr) are fixed English, whatever the locale.
    if (detail.contains(QLatin1String("database or disk is full")))
        return Message(kCtx, QT_TRANSLATE_NOOP("kbz::Database",
                                               "The disk is full: free some space, then try "
                                               "again."));
    if (detail.contains(QLatin1String("disk I/O error")))
        return Message(
            kCtx, QT_TRANSLATE_NOOP("kbz::Database", "The disk reported an input/output error."));
    if (detail.contains(QLatin1String("database is locked")) ||
        detail.contains(QLatin1String("locking protocol")))
        return Message(kCtx, QT_TRANSLATE_NOOP("kbz::Database",
                                               "Another program holds a lock on the database "
                                               "file: close it, then try again."));
    return std::nullopt;
}

QString DbError::text(Lang lang) const
{
    QString t = message.text(lang);
    if (const std::optional<Message> why = cause())
        t += (lang == Lang::Ja ? QString() : QStringLiteral(" ")) + why->text(lang);
    if (!detail.isEmpty())
        t += QStringLiteral(" (") + detail + QLatin1Char(')');
    return t;
}

Database::Database(QString path, Mode mode)
    : m_path(std::move(path))
    , m_mode(mode)
    , m_connection(nextConnectionName())
{}

Database::~Database()
{
    {
        QSqlDatabase d = QSqlDatabase::database(m_connection, false);
        if (d.isOpen())
            d.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString Database::defaultPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("kibitzer.sqlite"));
}

bool Database::isServerLocation(const QString &location)
{
    return ServerUrl::isServerUrl(location);
}

QString Database::displayLocation(const QString &location)
{
    if (!isServerLocation(location))
        return QDir::toNativeSeparators(location);
    const std::optional<ServerUrl> url = ServerUrl::parse(location, nullptr);
    return url ? url->display() : QStringLiteral("postgresql://…");
}

std::unique_ptr<Database> Database::open(const QString &path, Mode mode, DbError *error)
{
    if (ServerUrl::isServerUrl(path)) {
        std::unique_ptr<Database> db(new Database(QString(), mode));
        if (!db->initServer(path, error))
            return nullptr;
        return db;
    }
    std::unique_ptr<Database> db(new Database(QFileInfo(path).absoluteFilePath(), mode));
    if (!db->init(error))
        return nullptr;
    return db;
}

std::unique_ptr<Database> Database::openInMemory(DbError *error)
{
    std::unique_ptr<Database> db(new Database(QStringLiteral(":memory:"), Mode::ReadWrite));
    if (!db->configure(error))
        return nullptr;
    return db;
}

bool Database::init(DbError *error)
{
    const QFileInfo info(m_path);
    const bool exists = info.exists();
    if (exists && !info.isFile()) {
        setError(error, makeError(DbError::Code::Io,
                                  QT_TRANSLATE_NOOP("kbz::Database", "%1 is not a file."), m_path));
        return false;
    }
    if (!exists && m_mode == Mode::ReadOnly) {
        setError(error,
                 makeError(DbError::Code::Io,
                           QT_TRANSLATE_NOOP("kbz::Database", "%1 does not exist."), m_path));
        return false;
    }
    if (!exists && !QDir().mkpath(info.absolutePath())) {
        setError(error,
                 makeError(DbError::Code::Io,
                           QT_TRANSLATE_NOOP("kbz::Database", "Cannot create the folder for %1."),
                           m_path));
        return false;
    }

    // Only the writer locks; readers (the CLI's list/export) may look while the app runs.
    if (m_mode == Mode::ReadWrite) {
        if (exists && !fileaccess::isWritable(m_path)) {
            setError(error,
                     makeError(DbError::Code::ReadOnlyFile,
                               QT_TRANSLATE_NOOP("kbz::Database",
                                                 "%1 is read-only (its write permission is off), "
                                                 "so nothing can be recorded in it. It was left "
                                                 "untouched; make it writable or open a copy."),
                               m_path));
            return false;
        }
        if (!folderWritable()) {
            setError(error, exists ? folderError()
                                   : makeError(DbError::Code::FolderReadOnly,
                                               QT_TRANSLATE_NOOP("kbz::Database",
                                                                 "%1 cannot be created: its folder "
                                                                 "cannot be written."),
                                               m_path));
            return false;
        }
        if (!lockFile(error))
            return false;
        // With our lock held no other writer is at work: a write-ahead log with frames in it or
        // a lock file beside the file was left by one that never closed it (killed, crashed, a
        // power cut; SQLite deletes the log when the last connection closes, QLockFile its file
        // on unlock). An empty log is what a reader leaves (a read-only connection cannot
        // delete it): nothing was in flight, no alarm.
        const QString real = QFileInfo(m_path).canonicalFilePath();
        m_leftOpen = exists && (QFileInfo(real + QStringLiteral("-wal")).size() > 0 ||
                                QFileInfo::exists(real + QStringLiteral(".lock")));
    }

    // SQLite names the write-ahead log after the path it opens. A writer at work through
    // another name (a hard link) keeps its log beside that name, so a reader here would see a
    // stale file: say so instead.
    if (m_mode == Mode::ReadOnly && !hasSiblings() && FileLock::isHeldElsewhere(m_path)) {
        const LockHolder h = lockHolder(m_path);
        DbError e = makeError(DbError::Code::Locked,
                              QT_TRANSLATE_NOOP("kbz::Database",
                                                "%1 is being written through another path to "
                                                "the same file (a hard link) by %4 (process %2 on "
                                                "%3). Read it through the path that program "
                                                "uses, or close it there first."),
                              m_path);
        e.message.args << (h.pid > 0 ? QString::number(h.pid) : QStringLiteral("?"))
                       << (h.host.isEmpty() ? QStringLiteral("?") : h.host)
                       << (h.program.isEmpty() ? QStringLiteral("?") : h.program);
        setError(error, e);
        return false;
    }

    if (QFileInfo(m_path).size() == 0) {
        // SQLite takes a 0-byte file for an empty database: a writer makes it a new one.
        if (m_mode == Mode::ReadOnly) {
            setError(error, makeError(DbError::Code::Empty,
                                      QT_TRANSLATE_NOOP("kbz::Database",
                                                        "%1 is an empty file (0 bytes), not a "
                                                        "Kibitzer database yet: it holds no "
                                                        "games. It was left untouched."),
                                      m_path));
            return false;
        }
    } else if (!inspect(error)) {
        return false;
    }
    if (m_mode == Mode::ReadWrite && !lockInfo(error))
        return false;
    return configure(error);
}

bool Database::folderWritable() const
{
    // SQLite resolves symlinks and keeps its -wal/-shm beside the real file.
    const QString real = QFileInfo(m_path).canonicalFilePath();
    return fileaccess::isWritable(QFileInfo(real.isEmpty() ? m_path : real).absolutePath());
}

bool Database::hasSiblings() const
{
    const QString real = QFileInfo(m_path).canonicalFilePath();
    for (const char *suffix : {"-wal", "-shm", "-journal"})
        if (QFileInfo::exists(real + QLatin1String(suffix)))
            return true;
    return false;
}

DbError Database::folderError() const
{
    return makeError(DbError::Code::FolderReadOnly,
                     QT_TRANSLATE_NOOP("kbz::Database",
                                       "The folder of %1 cannot be written. The database needs "
                                       "to keep its write-ahead log (-wal, -shm) beside the "
                                       "file; make the folder writable or move the file to a "
                                       "writable folder. The file was left untouched."),
                     m_path);
}

// The lock that keeps a second writer out: on the file itself, whatever path leads to it.
bool Database::lockFile(DbError *error)
{
    m_fileLock = std::make_unique<FileLock>();
    QString why;
    switch (m_fileLock->tryLock(m_path, true, &why)) {
    case FileLock::Result::Acquired:
        return true;
    case FileLock::Result::Busy:
        setError(error, lockedError(m_path, lockHolder(m_path)));
        break;
    case FileLock::Result::Unsupported:
        // Then the lock file beside the real path is the only guard, as in older builds.
        m_fileLock.reset();
        return true;
    case FileLock::Result::Failed:
        setError(error,
                 makeError(DbError::Code::Io, QT_TRANSLATE_NOOP("kbz::Database", "Cannot read %1."),
                           m_path, why));
        break;
    }
    m_fileLock.reset();
    return false;
}

// The QLockFile beside the accepted file: it tells a refused second writer who holds the file,
// and keeps out older Kibitzer builds, which know only this lock. A lock left by a process that
// died is stale and taken over.
bool Database::lockInfo(DbError *error)
{
    const QString real = QFileInfo(m_path).canonicalFilePath();
    m_lock = std::make_unique<QLockFile>(real + QStringLiteral(".lock"));
    m_lock->setStaleLockTime(0); // stale only when the owning process is gone
    if (m_lock->tryLock(0))
        return true;
    if (m_lock->error() == QLockFile::LockFailedError) {
        LockHolder h;
        // QLockFile creates the file, then writes who holds it, and keeps an flock on it while
        // it holds it. One that says nobody and that no process holds was left by a writer
        // killed in between; Qt would never call it stale (with no age limit), so no writer
        // would ever get in again. It is no lock: take it over.
        if (!m_lock->getLockInfo(&h.pid, &h.host, &h.program) &&
            !FileLock::isHeldElsewhere(real + QStringLiteral(".lock")) &&
            m_lock->removeStaleLockFile() && m_lock->tryLock(0))
            return true;
        setError(error, lockedError(m_path, h));
    } else {
        setError(error, makeError(DbError::Code::Io,
                                  QT_TRANSLATE_NOOP("kbz::Database",
                                                    "Cannot create the lock file beside %1."),
                                  m_path));
    }
    m_lock.reset();
    return false;
}

// Looks at an existing, non-empty file without changing it or creating anything beside it.
bool Database::inspect(DbError *error)
{
    {
        QFile f(m_path);
        if (!f.open(QIODevice::ReadOnly)) {
            setError(error, makeError(DbError::Code::Io,
                                      QT_TRANSLATE_NOOP("kbz::Database", "Cannot read %1."), m_path,
                                      f.errorString()));
            return false;
        }
        const QByteArray header = f.read(16);
        if (header != QByteArray("SQLite format 3\0", 16)) {
            setError(error,
                     makeError(DbError::Code::NotSqlite,
                               QT_TRANSLATE_NOOP("kbz::Database",
                                                 "%1 is not a Kibitzer database (it is not an "
                                                 "SQLite file). It was left untouched."),
                               m_path));
            return false;
        }
    }

    const QString probeName = m_connection + QStringLiteral("-probe");
    const bool writableFolder = folderWritable();
    DbError result;
    {
        QSqlDatabase probe = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), probeName);
        // A read-only connection would still create -wal/-shm beside a WAL file. With nothing
        // beside it, no writer has the file open (a writer's -wal exists while it is open; ours
        // holds the FileLock), so the immutable probe reads it exactly and creates nothing.
        if (hasSiblings()) {
            probe.setDatabaseName(m_path);
            probe.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        } else {
            probe.setDatabaseName(immutableUri(m_path));
            probe.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        }
        auto corrupt = [&](const QString &detail) {
            if (!writableFolder) {
                DbError e = folderError();
                e.detail = detail;
                return e;
            }
            return makeError(
                DbError::Code::Corrupt,
                QT_TRANSLATE_NOOP("kbz::Database",
                                  "%1 is damaged and cannot be read safely. It was left "
                                  "untouched; restore a backup or open another file."),
                m_path, detail);
        };
        if (!probe.open()) {
            result = corrupt(probe.lastError().text());
        } else {
            QString err;
            const QVariant appId = scalar(probe, QStringLiteral("PRAGMA application_id"), &err);
            const QVariant version = scalar(probe, QStringLiteral("PRAGMA user_version"), &err);
            const QVariant objects =
                scalar(probe, QStringLiteral("SELECT count(*) FROM sqlite_master"), &err);
            if (!appId.isValid() || !version.isValid() || !objects.isValid()) {
                result = corrupt(err);
            } else if (appId.toLongLong() != kApplicationId &&
                       !(appId.toLongLong() == 0 && objects.toInt() == 0)) {
                result = makeError(DbError::Code::NotKibitzer,
                                   QT_TRANSLATE_NOOP("kbz::Database",
                                                     "%1 is an SQLite database of another program, "
                                                     "not Kibitzer's. It was left untouched."),
                                   m_path);
            } else if (version.toInt() > schema::kCurrentVersion) {
                result =
                    makeError(DbError::Code::TooNew,
                              QT_TRANSLATE_NOOP("kbz::Database",
                                                "%1 was written by a newer Kibitzer (schema %2, "
                                                "this one knows %3). Update Kibitzer to open it; "
                                                "the file was left untouched."),
                              m_path);
                result.message.args.append(QString::number(version.toInt()));
                result.message.args.append(QString::number(schema::kCurrentVersion));
            } else if (m_mode == Mode::ReadOnly && version.toInt() == 0) {
                result = makeError(DbError::Code::Empty,
                                   QT_TRANSLATE_NOOP("kbz::Database",
                                                     "%1 is an empty SQLite database, not a "
                                                     "Kibitzer database yet: it holds no games. "
                                                     "It was left untouched."),
                                   m_path);
            } else if (const QString damage = quickLook(probe, hasSiblings() ? QString() : m_path);
                       !damage.isEmpty()) {
                result = corrupt(damage);
            }
            probe.close();
        }
    }
    QSqlDatabase::removeDatabase(probeName);
    if (result) {
        setError(error, result);
        return false;
    }
    return true;
}

bool Database::configure(DbError *error)
{
    QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    const bool inMemory = m_path == QLatin1String(":memory:");
    const bool writableFolder = inMemory || folderWritable();
    if (m_mode == Mode::ReadOnly && !writableFolder && !hasSiblings()) {
        // A reader in a folder nobody here can write (a backup on read-only media): SQLite
        // could not create its -shm, and no writer can be at work, so read it as immutable.
        d.setDatabaseName(immutableUri(m_path));
        d.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
    } else {
        d.setDatabaseName(m_path);
        d.setConnectOptions(m_mode == Mode::ReadOnly
                                ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000")
                                : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    }
    auto fail = [&](const char *text, const QString &detail) {
        DbError e = makeError(DbError::Code::Sql, text, m_path, detail);
        if (!writableFolder) {
            e = folderError();
            e.detail = detail;
        }
        setError(error, e);
        return false;
    };
    if (!d.open())
        return fail(QT_TRANSLATE_NOOP("kbz::Database", "Cannot open %1."), d.lastError().text());

    QSqlQuery q(d);
    if (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON")))
        return fail(QT_TRANSLATE_NOOP("kbz::Database", "Cannot configure %1."),
                    q.lastError().text());

    if (m_mode == Mode::ReadOnly) {
        m_schemaVersion = scalar(d, QStringLiteral("PRAGMA user_version")).toInt();
        return true;
    }

    if (!inMemory) {
        QString err;
        const QVariant mode = scalar(d, QStringLiteral("PRAGMA journal_mode = WAL"), &err);
        if (mode.toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
            return fail(
                QT_TRANSLATE_NOOP("kbz::Database", "Cannot switch %1 to write-ahead logging."),
                mode.isValid() ? mode.toString() : err);
    }
    // FULL: a commit is on disk (WAL synced) before SQLite reports success, so an acknowledged
    // step survives a power cut.
    if (!q.exec(QStringLiteral("PRAGMA synchronous = FULL")))
        return fail(QT_TRANSLATE_NOOP("kbz::Database", "Cannot configure %1."),
                    q.lastError().text());

    const int version = scalar(d, QStringLiteral("PRAGMA user_version")).toInt();
    if (version < schema::kCurrentVersion) {
        if (!d.transaction())
            return fail(QT_TRANSLATE_NOOP("kbz::Database", "Cannot upgrade %1."),
                        d.lastError().text());
        QString err;
        bool ok = schema::migrate(d, version, &err);
        if (ok && !q.exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId)))
            ok = false, err = q.lastError().text();
        if (ok && !q.exec(QStringLiteral("PRAGMA user_version = %1").arg(schema::kCurrentVersion)))
            ok = false, err = q.lastError().text();
        if (ok && !d.commit())
            ok = false, err = d.lastError().text(); // before rollback() replaces it
        if (!ok) {
            d.rollback();
            return fail(QT_TRANSLATE_NOOP("kbz::Database", "Cannot upgrade %1."), err);
        }
    }
    m_schemaVersion = schema::kCurrentVersion;
    return true;
}

bool Database::integrityCheck(QString *report) const
{
    if (isServer()) { // PostgreSQL checks its own pages; there is no PRAGMA to ask
        if (report)
            *report = QStringLiteral("ok");
        return db().isOpen();
    }
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("PRAGMA integrity_check"))) {
        if (report)
            *report = q.lastError().text();
        return false;
    }
    QStringList lines;
    while (q.next())
        lines.append(q.value(0).toString());
    if (report)
        *report = lines.join(QLatin1Char('\n'));
    return lines == QStringList{QStringLiteral("ok")};
}

} // namespace kbz
