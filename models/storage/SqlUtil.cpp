// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "SqlUtil.h"

namespace kbz::sql {

bool transaction(Database &db, const std::function<bool(QString *error)> &body,
                 const Message &failure, DbError *error, bool *commitFailed)
{
    if (commitFailed)
        *commitFailed = false;
    auto fail = [&](const QString &detail) {
        if (error) {
            error->code = DbError::Code::Sql;
            error->message = failure;
            error->detail = detail;
        }
        return false;
    };
    QSqlDatabase d = db.db();
    if (!d.transaction()) {
        // A server's connection may have dropped since the last write: nothing of this
        // transaction was sent yet, so connect again and begin once more.
        if (!db.isServer())
            return fail(d.lastError().text());
        DbError lost;
        if (!db.reconnect(&lost)) {
            if (error)
                *error = lost;
            return false;
        }
        d = db.db();
        if (!d.transaction())
            return fail(d.lastError().text());
    }
    QString err;
    if (!body(&err)) {
        d.rollback();
        return fail(err);
    }
    if (!d.commit()) {
        if (commitFailed)
            *commitFailed = true;
        const QString detail = d.lastError().text();
        d.rollback();
        if (!db.isServer()) // a server's failed commit left nothing behind
            overwriteFailedCommit(d);
        return fail(detail);
    }
    return true;
}

void overwriteFailedCommit(QSqlDatabase &d)
{
    // A commit whose fsync failed has already written the transaction's pages to the log, its
    // commit frame included: SQLite's log recovery would find that transaction after a restart
    // although the caller was told it failed. The log's write position did not move, so the
    // next transaction writes its frames over those; this one, which changes nothing (the same
    // user_version), does it now. (Should the disk fail this write too, after it took the
    // failed commit's, those frames stay: the one step in flight a crash may leave as well.)
    QSqlQuery q(d);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return;
    const int version = q.value(0).toInt();
    q.finish();
    if (!d.transaction())
        return;
    if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)) || !d.commit())
        d.rollback();
}

} // namespace kbz::sql
