// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QTest>

// The PostgreSQL tests run under tests/support/with-postgres.sh, which starts a throw-away
// server with pg_virtualenv and hands its address to the test in PGHOST, PGPORT, PGUSER and
// PGPASSWORD (libpq reads them, so postgresql:///NAME reaches it). A real server, never a mock;
// where there is none (no pg_virtualenv, no QPSQL driver) the test skips, saying why.
namespace kbztest {

// Empty when a server is there; else why not.
inline QString postgresMissing()
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return QStringLiteral("Qt's QPSQL driver is not installed (Debian: libqt6sql6-psql)");
    for (const char *var : {"PGHOST", "PGPORT", "PGUSER", "PGPASSWORD"})
        if (qEnvironmentVariableIsEmpty(var))
            return QStringLiteral("no server was started for this test (%1 is not set): "
                                  "pg_virtualenv is missing (Debian: postgresql, "
                                  "postgresql-common)")
                .arg(QLatin1String(var));
    return {};
}

#define KBZ_REQUIRE_POSTGRES()                                                                     \
    do {                                                                                           \
        if (const QString why = kbztest::postgresMissing(); !why.isEmpty())                        \
            QSKIP(qPrintable(QStringLiteral("PostgreSQL not found: ") + why));                     \
    } while (false)

inline QString pgEnv(const char *var)
{
    return qEnvironmentVariable(var);
}

// The URL of database `name` on the test server, password and all (what a user would type).
inline QString urlWithPassword(const QString &name)
{
    return QStringLiteral("postgresql://%1:%2@%3:%4/%5")
        .arg(pgEnv("PGUSER"), pgEnv("PGPASSWORD"), pgEnv("PGHOST"), pgEnv("PGPORT"), name);
}

// `pattern` with USER, HOST, PORT and DB replaced by the test server's (for wrong passwords
// and ports).
inline QString fillUrl(QString pattern, const QString &name)
{
    return pattern.replace(QLatin1String("USER"), pgEnv("PGUSER"))
        .replace(QLatin1String("HOST"), pgEnv("PGHOST"))
        .replace(QLatin1String("PORT"), pgEnv("PGPORT"))
        .replace(QLatin1String("DB"), name);
}

// The same reached through the PG* variables only (as libpq reads them).
inline QString urlFromEnvironment(const QString &name)
{
    return QStringLiteral("postgresql:///") + name;
}

// A connection of the test's own to `database` (the PG* variables), to look behind Kibitzer's
// back: what tables exist, what a row says.
class PgAdmin
{
public:
    explicit PgAdmin(const QString &database = QStringLiteral("postgres"))
        : m_name(QStringLiteral("pg-admin-") + database)
    {
        QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        d.setDatabaseName(database);
        d.setConnectOptions(QStringLiteral("options='-c client_min_messages=warning'"));
        m_ok = d.open();
        if (!m_ok)
            m_error = d.lastError().text();
    }
    ~PgAdmin()
    {
        {
            QSqlDatabase d = QSqlDatabase::database(m_name, false);
            d.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    Q_DISABLE_COPY_MOVE(PgAdmin)

    bool ok() const { return m_ok; }
    QString error() const { return m_error; }

    bool exec(const QString &sql)
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        if (q.exec(sql))
            return true;
        m_error = q.lastError().text();
        return false;
    }
    // The first column of the first row (invalid on error or no row).
    QVariant value(const QString &sql)
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        if (q.exec(sql) && q.next())
            return q.value(0);
        m_error = q.lastError().text();
        return {};
    }
    // Every table of the public schema, sorted: "nothing was created" checks.
    QStringList tables()
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        QStringList out;
        if (q.exec(QStringLiteral("SELECT tablename FROM pg_tables WHERE schemaname = 'public' "
                                  "ORDER BY tablename")))
            while (q.next())
                out.append(q.value(0).toString());
        return out;
    }

private:
    QString m_name;
    bool m_ok = false;
    QString m_error;
};

// A new, empty database `name` on the test server (dropped first if a run left it).
inline bool createDatabase(const QString &name, QString *error = nullptr)
{
    PgAdmin admin;
    const bool ok =
        admin.ok() &&
        admin.exec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name)) &&
        admin.exec(QStringLiteral("CREATE DATABASE %1").arg(name));
    if (!ok && error)
        *error = admin.error();
    return ok;
}

} // namespace kbztest
