// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The journal of a game several laptops record at once on a server (issue 20, item 4,
// docs/club.md): the compare-and-set every step and undo mark goes through, and a COMMIT whose
// connection dropped, settled by asking the server once connected again.
#include "Journal.h"
#include "SqlUtil.h"

#include <QSqlError>
#include <QSqlQuery>

namespace kbz {

using sql::exec;

bool Journal::checkPosition(qint64 gameId, const JournalPosition *expected, QString *err,
                            bool *conflict)
{
    if (!expected || !m_db.isServer())
        return true; // an SQLite file has one writer: this one
    // The game's row locked until the transaction ends, so writers of one game take turns; then
    // read again (a statement of its own: in READ COMMITTED it sees what the one before
    // committed) and compare with what this writer read.
    QSqlQuery lock(m_db.db());
    lock.prepare(QStringLiteral("SELECT id FROM games WHERE id = ? FOR UPDATE"));
    lock.addBindValue(gameId);
    if (!exec(lock, err))
        return false;
    QSqlQuery q(m_db.db());
    q.prepare(QStringLiteral("SELECT (SELECT coalesce(max(seq), 0) FROM steps WHERE game_id = ?), "
                             "(SELECT count(*) FROM undo_marks WHERE game_id = ?)"));
    q.addBindValue(gameId);
    q.addBindValue(gameId);
    if (!exec(q, err))
        return false;
    if (!q.next()) {
        *err = q.lastError().text();
        return false;
    }
    if (q.value(0).toInt() == expected->lastSeq && q.value(1).toInt() == expected->marks)
        return true;
    *conflict = true;
    *err = QStringLiteral("the game is at step %1 with %2 undo marks, this writer read %3 and %4")
               .arg(q.value(0).toInt())
               .arg(q.value(1).toInt())
               .arg(expected->lastSeq)
               .arg(expected->marks);
    return false;
}

DbError Journal::conflictError(qint64 gameId)
{
    DbError e;
    e.code = DbError::Code::Conflict;
    e.message = Message("kbz::Journal",
                        QT_TRANSLATE_NOOP("kbz::Journal",
                                          "Game %1 changed on another computer first; nothing "
                                          "was written."),
                        {QString::number(gameId)});
    return e;
}

bool Journal::settleFailedWrite(qint64 gameId, bool conflict, bool commitFailed,
                                const QString &storedQuery, const QVariantList &values,
                                DbError *error)
{
    if (conflict) {
        if (error)
            *error = conflictError(gameId);
        return false;
    }
    if (!commitFailed || !m_db.isServer())
        return false;
    // The COMMIT failed on a server: if the connection dropped during it, the server may have
    // committed before it went. Connected again, the row says which.
    DbError lost;
    if (!m_db.reconnect(&lost)) {
        if (error) {
            *error = lost;
            error->message = Message(
                "kbz::Journal",
                QT_TRANSLATE_NOOP("kbz::Journal",
                                  "The connection to the server was lost while this was being "
                                  "saved, and the server cannot be reached to ask whether it "
                                  "kept it: it is shown as not recorded. When the connection is "
                                  "back the game is read again and shows what the server has."));
        }
        return false;
    }
    QSqlQuery q(m_db.db());
    q.prepare(storedQuery);
    for (const QVariant &v : values)
        q.addBindValue(v);
    return q.exec() && q.next() && q.value(0).toInt() > 0;
}

} // namespace kbz
