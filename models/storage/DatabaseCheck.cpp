// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DatabaseCheck.h"

#include <QAtomicInt>
#include <QMutexLocker>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

#include <sqlite3.h>

namespace kbz {

void DatabaseCheck::cancel()
{
    m_cancelled = true;
    const QMutexLocker lock(&m_mutex);
    if (m_handle)
        sqlite3_interrupt(m_handle);
}

DatabaseCheckResult DatabaseCheck::run(const QString &path, Depth depth)
{
    static QAtomicInt counter;
    const QString name = QStringLiteral("kibitzer-check-%1").arg(counter.fetchAndAddRelaxed(1));
    DatabaseCheckResult result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open()) {
            result.report = db.lastError().text();
        } else {
            // Qt's QSQLITE driver hands out its sqlite3* (the same system libsqlite3 as ours).
            const QVariant handle = db.driver()->handle();
            {
                const QMutexLocker lock(&m_mutex);
                if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
                    m_handle = *static_cast<sqlite3 *const *>(handle.constData());
            }
            QSqlQuery q(db);
            q.setForwardOnly(true);
            QStringList lines;
            bool ran = false;
            if (!m_cancelled) {
                ran = q.exec(depth == Depth::Quick ? QStringLiteral("PRAGMA quick_check")
                                                   : QStringLiteral("PRAGMA integrity_check"));
                while (ran && q.next())
                    lines.append(q.value(0).toString());
            }
            {
                const QMutexLocker lock(&m_mutex);
                m_handle = nullptr;
            }
            if (m_cancelled) {
                result.outcome = DatabaseCheckResult::Outcome::Cancelled;
            } else if (!ran || q.lastError().isValid()) {
                result.report = q.lastError().text();
                // SQLite's own word for a file too damaged for the check to go on.
                if (result.report.contains(QLatin1String("malformed")))
                    result.outcome = DatabaseCheckResult::Outcome::Damaged;
            } else if (lines == QStringList{QStringLiteral("ok")}) {
                result.outcome = DatabaseCheckResult::Outcome::Ok;
                result.report = lines.first();
            } else {
                result.outcome = DatabaseCheckResult::Outcome::Damaged;
                result.report = lines.join(QLatin1Char('\n'));
            }
            q.finish();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace kbz
