// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Database on a PostgreSQL server (docs/club.md): connect, check whose database it is and its
// schema version before writing anything, migrate, and one writer per game.
#include "Database.h"
#include "Schema.h"
#include "ServerUrl.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <utility>

namespace kbz {

namespace {

constexpr char kCtx[] = "kbz::Database";

// The key of the lock taken while a schema is created or migrated, and the first half of each
// game's lock (pg_advisory_lock(int, int)): Kibitzer's application id.
constexpr qint32 kLockClass = Database::kApplicationId;

// What other sessions see of this one (pg_stat_activity.application_name), so a second writer is
// told which computer records the game. libpq options are unquoted here: keep it to safe
// characters and within PostgreSQL's 63 bytes.
QString applicationName()
{
    QString host = QSysInfo::machineHostName();
    host.remove(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")));
    return (QStringLiteral("kibitzer@") + host).left(63);
}

} // namespace

DbError Database::serverError(DbError::Code code, const char *text, const QString &detail) const
{
    DbError e;
    e.code = code;
    e.message = Message(kCtx, text, {m_path, m_host});
    e.detail = detail;
    return e;
}

bool Database::initServer(const QString &location, DbError *error)
{
    m_backend = Backend::Postgres;
    auto fail = [&](DbError e) {
        if (error)
            *error = std::move(e);
        return false;
    };
    QString why;
    const std::optional<ServerUrl> url = ServerUrl::parse(location, &why);
    if (!url) {
        // The text the user typed may hold a password: the message names what is wrong only.
        DbError e;
        e.code = DbError::Code::Io;
        e.message = Message(kCtx,
                            QT_TRANSLATE_NOOP("kbz::Database",
                                              "The database URL cannot be used: %1. "
                                              "Write it as postgresql://USER:PASSWORD@HOST:"
                                              "PORT/DATABASE."),
                            {why});
        return fail(e);
    }
    m_path = url->display();
    m_host = url->hostLabel();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return fail(
            serverError(DbError::Code::Unreachable,
                        QT_TRANSLATE_NOOP("kbz::Database", "%1 (server %2) cannot be opened: this "
                                                           "installation has no PostgreSQL support "
                                                           "(Qt's QPSQL driver, Debian package "
                                                           "libqt6sql6-psql).")));

    QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connection);
    d.setHostName(url->host);
    d.setPort(url->port);
    d.setUserName(url->user);
    d.setPassword(url->password);
    d.setDatabaseName(url->database);
    QString options = QStringLiteral("application_name=") + applicationName();
    // A reader cannot write even by mistake: the server refuses it.
    if (m_mode == Mode::ReadOnly)
        options += QStringLiteral(";options='-c default_transaction_read_only=on'");
    d.setConnectOptions(options + QLatin1Char(';') + url->connectOptions());
    if (!d.open()) {
        // libpq's text names the host and the user, never the password.
        const QString detail = d.lastError().databaseText().trimmed();
        const bool auth = detail.contains(QLatin1String("password")) ||
                          detail.contains(QLatin1String("authentication"));
        return fail(serverError(
            DbError::Code::Unreachable,
            auth ? QT_TRANSLATE_NOOP("kbz::Database",
                                     "The server %2 refused the user or the password for %1. "
                                     "Nothing was written.")
                 : QT_TRANSLATE_NOOP("kbz::Database",
                                     "Cannot connect to the server %2 for %1. Check the address "
                                     "and that the server is running; nothing was written."),
            detail));
    }

    if (!configureServer(error))
        return false;

    int version = 0;
    if (!inspectServer(&version, error))
        return false;
    if (m_mode == Mode::ReadOnly) {
        if (version == 0)
            return fail(serverError(DbError::Code::Empty,
                                    QT_TRANSLATE_NOOP("kbz::Database",
                                                      "%1 (server %2) is an empty database, not "
                                                      "a Kibitzer database yet: it holds no "
                                                      "games. It was left untouched.")));
        m_schemaVersion = version;
        return true;
    }
    if (version < schema::kCurrentVersion)
        return migrateServer(error);
    m_schemaVersion = version;
    return true;
}

bool Database::configureServer(DbError *error)
{
    QSqlQuery q(db());
    // The durability promise: a commit is acknowledged once the server has it on disk, whatever
    // the server's default. Notices (IF EXISTS...) are not for the user.
    for (const char *sql : {"SET synchronous_commit = on", "SET client_min_messages = warning"})
        if (!q.exec(QString::fromLatin1(sql))) {
            if (error)
                *error = serverError(
                    DbError::Code::Sql,
                    QT_TRANSLATE_NOOP("kbz::Database", "Cannot configure %1 (server %2)."),
                    q.lastError().text());
            return false;
        }
    return true;
}

bool Database::reconnect(DbError *error)
{
    if (!isServer())
        return false;
    QSqlDatabase d = db();
    d.close();
    if (!d.open()) {
        if (error)
            *error = serverError(DbError::Code::Unreachable,
                                 QT_TRANSLATE_NOOP("kbz::Database",
                                                   "Cannot connect to the server %2 for %1. Check "
                                                   "the address and that the server is running; "
                                                   "nothing was written."),
                                 d.lastError().databaseText().trimmed());
        return false;
    }
    if (!configureServer(error))
        return false;
    const QList<qint64> games = std::exchange(m_claimed, {});
    for (const qint64 id : games)
        if (!claimGame(id, error))
            return false;
    return true;
}

// Whose database it is, before anything is written: Kibitzer's (its version in *version), an
// empty one (*version 0), or another program's or a newer Kibitzer's (refused).
bool Database::inspectServer(int *version, DbError *error)
{
    QSqlDatabase d = db();
    auto fail = [&](DbError e) {
        if (error)
            *error = std::move(e);
        return false;
    };
    // One statement, so one snapshot: a Kibitzer creating the schema at this moment has either
    // committed all of it (the meta table among it) or nothing we can see.
    QSqlQuery look(d);
    if (!look.exec(QStringLiteral("SELECT count(*) FILTER (WHERE c.relname = '%1' AND c.relkind = "
                                  "'r'), count(*) FROM pg_catalog.pg_class c JOIN "
                                  "pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE "
                                  "n.nspname = current_schema() AND c.relkind IN ('r', 'v', 'm', "
                                  "'p', 'f', 'S')")
                       .arg(QLatin1String(schema::kMetaTable))) ||
        !look.next())
        return fail(serverError(DbError::Code::Sql,
                                QT_TRANSLATE_NOOP("kbz::Database", "Cannot read %1 (server %2)."),
                                look.lastError().text()));
    const bool hasMeta = look.value(0).toLongLong() > 0;
    const qint64 objects = look.value(1).toLongLong();
    look.finish();
    const auto foreign = [&] {
        return fail(serverError(DbError::Code::NotKibitzer,
                                QT_TRANSLATE_NOOP("kbz::Database",
                                                  "%1 (server %2) is a database of another "
                                                  "program, not Kibitzer's. It was left "
                                                  "untouched.")));
    };
    if (!hasMeta) {
        if (objects > 0)
            return foreign();
        *version = 0;
        return true;
    }
    QSqlQuery q(d);
    if (!q.exec(QStringLiteral("SELECT key, value FROM %1").arg(QLatin1String(schema::kMetaTable))))
        return foreign();
    QString appId, schemaVersion;
    while (q.next()) {
        if (q.value(0).toString() == QLatin1String("application_id"))
            appId = q.value(1).toString();
        else if (q.value(0).toString() == QLatin1String("schema_version"))
            schemaVersion = q.value(1).toString();
    }
    bool ok = false;
    const int v = schemaVersion.toInt(&ok);
    if (appId != QString::number(kApplicationId) || !ok || v < 1)
        return foreign();
    if (v > schema::kCurrentVersion) {
        DbError e = serverError(DbError::Code::TooNew,
                                QT_TRANSLATE_NOOP("kbz::Database",
                                                  "%1 (server %2) was written by a newer Kibitzer "
                                                  "(schema %3, this one knows %4). Update "
                                                  "Kibitzer to open it; the database was left "
                                                  "untouched."));
        e.message.args << QString::number(v) << QString::number(schema::kCurrentVersion);
        return fail(e);
    }
    *version = v;
    return true;
}

// Creates or upgrades the schema in one transaction. Several Kibitzers may start on a new
// database at once: the first takes the lock and creates it, the others wait for it and then
// find it done.
bool Database::migrateServer(DbError *error)
{
    QSqlDatabase d = db();
    QSqlQuery q(d);
    QString err;
    auto fail = [&](const QString &detail) {
        d.rollback();
        if (error)
            *error = serverError(
                DbError::Code::Sql,
                QT_TRANSLATE_NOOP("kbz::Database", "Cannot upgrade %1 (server %2)."), detail);
        return false;
    };
    if (!d.transaction())
        return fail(d.lastError().text());
    if (!q.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kLockClass)))
        return fail(q.lastError().text());
    int version = 0;
    if (!inspectServer(&version, error)) { // what the one before us did, now committed
        d.rollback();
        return false;
    }
    if (version < schema::kCurrentVersion) {
        if (!schema::migrate(d, version, &err, schema::kCurrentVersion, Backend::Postgres))
            return fail(err);
        const QString upsert =
            QStringLiteral("INSERT INTO %1 (key, value) VALUES ('%2', '%3') ON CONFLICT (key) DO "
                           "UPDATE SET value = excluded.value")
                .arg(QLatin1String(schema::kMetaTable));
        if (!q.exec(
                upsert.arg(QStringLiteral("application_id"), QString::number(kApplicationId))) ||
            !q.exec(upsert.arg(QStringLiteral("schema_version"),
                               QString::number(schema::kCurrentVersion))))
            return fail(q.lastError().text());
    }
    if (!d.commit())
        return fail(d.lastError().text());
    m_schemaVersion = schema::kCurrentVersion;
    return true;
}

bool Database::claimGame(qint64 gameId, DbError *error)
{
    // A reader records nothing (the server refuses its writes): it may follow a game that
    // another Kibitzer records (GameWatch).
    if (!isServer() || m_mode == Mode::ReadOnly)
        return true;
    const QString objid = QString::number(qint32(gameId));
    QSqlQuery q(db());
    if (q.exec(QStringLiteral("SELECT pg_try_advisory_lock(%1, %2)").arg(kLockClass).arg(objid)) &&
        q.next() && q.value(0).toBool()) {
        if (!m_claimed.contains(gameId))
            m_claimed.append(gameId);
        return true;
    }
    if (q.lastError().isValid()) {
        if (error)
            *error = serverError(DbError::Code::Sql,
                                 QT_TRANSLATE_NOOP("kbz::Database", "Cannot read %1 (server %2)."),
                                 q.lastError().text());
        return false;
    }
    // Who holds it: the other session's application_name (kibitzer@HOST).
    QString holder;
    if (q.exec(QStringLiteral("SELECT a.application_name FROM pg_catalog.pg_locks l JOIN "
                              "pg_catalog.pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = "
                              "'advisory' AND l.granted AND l.classid = %1 AND l.objid = %2 AND "
                              "l.objsubid = 2")
                   .arg(kLockClass)
                   .arg(objid)) &&
        q.next())
        holder = q.value(0).toString();
    if (error) {
        *error = serverError(DbError::Code::GameInUse,
                             QT_TRANSLATE_NOOP("kbz::Database",
                                               "Game %3 of %1 (server %2) is being recorded by "
                                               "another Kibitzer (%4). One computer records a "
                                               "game at a time: close it there first. Nothing "
                                               "was written."));
        error->message.args << QString::number(gameId)
                            << (holder.isEmpty() ? QStringLiteral("?") : holder);
    }
    return false;
}

void Database::releaseGame(qint64 gameId)
{
    if (!isServer() || m_mode == Mode::ReadOnly) // a reader never claimed it
        return;
    m_claimed.removeAll(gameId);
    QSqlQuery q(db());
    q.exec(QStringLiteral("SELECT pg_advisory_unlock(%1, %2)")
               .arg(kLockClass)
               .arg(QString::number(qint32(gameId))));
}

} // namespace kbz
