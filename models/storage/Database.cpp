#include "Database.h"

#include "Schema.h"

#include <QAtomicInt>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

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

} // namespace

QString DbError::text(Lang lang) const
{
    QString t = message.text(lang);
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

std::unique_ptr<Database> Database::open(const QString &path, Mode mode, DbError *error)
{
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
    if (info.exists() && !info.isFile()) {
        setError(error, makeError(DbError::Code::Io,
                                  QT_TRANSLATE_NOOP("kbz::Database", "%1 is not a file."), m_path));
        return false;
    }
    if (!info.exists() && m_mode == Mode::ReadOnly) {
        setError(error,
                 makeError(DbError::Code::Io,
                           QT_TRANSLATE_NOOP("kbz::Database", "%1 does not exist."), m_path));
        return false;
    }
    if (!info.exists() && !QDir().mkpath(info.absolutePath())) {
        setError(error,
                 makeError(DbError::Code::Io,
                           QT_TRANSLATE_NOOP("kbz::Database", "Cannot create the folder for %1."),
                           m_path));
        return false;
    }

    // Only the writer takes the lock; readers (the CLI's list/export) may look while the app runs.
    if (m_mode == Mode::ReadWrite) {
        m_lock = std::make_unique<QLockFile>(m_path + QStringLiteral(".lock"));
        m_lock->setStaleLockTime(0); // stale only when the owning process is gone
        if (!m_lock->tryLock(0)) {
            qint64 pid = 0;
            QString host, app;
            m_lock->getLockInfo(&pid, &host, &app);
            DbError e =
                makeError(DbError::Code::Locked,
                          QT_TRANSLATE_NOOP(
                              "kbz::Database",
                              "%1 is already open in another Kibitzer (process %2 on %3). "
                              "Close it there first; two programs must never write one journal."),
                          m_path);
            e.message.args.append(QString::number(pid));
            e.message.args.append(host.isEmpty() ? QStringLiteral("?") : host);
            if (m_lock->error() != QLockFile::LockFailedError) {
                e.code = DbError::Code::Io;
                e.message = Message(
                    kCtx,
                    QT_TRANSLATE_NOOP("kbz::Database", "Cannot create the lock file beside %1."),
                    {m_path});
            }
            setError(error, e);
            m_lock.reset();
            return false;
        }
    }

    if (info.exists() && info.size() > 0 && !inspect(error))
        return false;
    return configure(error);
}

// Looks at an existing, non-empty file without changing it.
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
    DbError result;
    {
        QSqlDatabase probe = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), probeName);
        probe.setDatabaseName(m_path);
        probe.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        auto corrupt = [&](const QString &detail) {
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
            } else {
                const QVariant check = scalar(probe, QStringLiteral("PRAGMA quick_check"), &err);
                if (!check.isValid() || check.toString() != QLatin1String("ok"))
                    result = corrupt(check.isValid() ? check.toString() : err);
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
    d.setDatabaseName(m_path);
    d.setConnectOptions(m_mode == Mode::ReadOnly
                            ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000")
                            : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    auto fail = [&](const char *text, const QString &detail) {
        setError(error, makeError(DbError::Code::Sql, text, m_path, detail));
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

    if (m_path != QLatin1String(":memory:")) {
        const QVariant mode = scalar(d, QStringLiteral("PRAGMA journal_mode = WAL"));
        if (mode.toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
            return fail(
                QT_TRANSLATE_NOOP("kbz::Database", "Cannot switch %1 to write-ahead logging."),
                mode.toString());
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
        if (!ok || !d.commit()) {
            d.rollback();
            return fail(QT_TRANSLATE_NOOP("kbz::Database", "Cannot upgrade %1."),
                        err.isEmpty() ? d.lastError().text() : err);
        }
    }
    m_schemaVersion = schema::kCurrentVersion;
    return true;
}

bool Database::integrityCheck(QString *report) const
{
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
