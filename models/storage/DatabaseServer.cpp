// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Database on a PostgreSQL server (docs/club.md): connect, check whose database it is and its
// schema version before writing anything, migrate, and connect again when the connection drops.
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

// The key of the lock taken while a schema is created or migrated: Kibitzer's application id.
constexpr qint32 kLockClass = Database::kApplicationId;

// What other sessions see of this one (pg_stat_activity.application_name): which computer it is.
// libpq options are unquoted here: keep it to safe characters and within PostgreSQL's 63 bytes.
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
    // A dead network is noticed in seconds, not after TCP's quarter of an hour: keepalives on an
    // idle connection, and a write the server does not acknowledge within 10 s fails
    // (LiveGame then says the connection is lost). The URL's own parameters come after these.
    QString options = QStringLiteral("application_name=") + applicationName() +
                      QStringLiteral(";keepalives_idle=10;keepalives_interval=5;keepalives_count=2;"
                                     "tcp_user_timeout=10000");
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
    ++m_generation;
    return configureServer(error);
}

bool Database::ping(DbError *error)
{
    if (!isServer())
        return true;
    QSqlQuery q(db());
    if (q.exec(QStringLiteral("SELECT 1")) && q.next())
        return true;
    if (error)
        *error = serverError(
            DbError::Code::Unreachable,
            QT_TRANSLATE_NOOP("kbz::Database", "The connection to the server %2 for %1 was lost."),
            q.lastError().text());
    return false;
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

} // namespace kbz
