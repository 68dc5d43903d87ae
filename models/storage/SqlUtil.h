// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Database.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <functional>

// Small helpers shared by the stores that write to a Database (Journal, CardStore).
namespace kbz::sql {

// Qt binds a null QString as SQL NULL; NOT NULL text columns want ''.
inline QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

inline QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

inline QString compact(const QJsonArray &a)
{
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}

// Runs a prepared query; on failure puts the driver's text into *error.
inline bool exec(QSqlQuery &q, QString *error)
{
    if (q.exec())
        return true;
    *error = q.lastError().text();
    return false;
}

// Runs `body` in one transaction: committed when it returns true, rolled back otherwise. On
// failure *error (if given) gets `failure` as its message and the driver's text as detail.
// *commitFailed (if given) says whether it was the COMMIT that failed: on a server whose
// connection dropped during it, the server may have committed all the same (Journal checks).
bool transaction(Database &db, const std::function<bool(QString *error)> &body,
                 const Message &failure, DbError *error, bool *commitFailed = nullptr);

// After a COMMIT failed (and was rolled back): commits a transaction that changes nothing, so
// that no log frames of the failed one can come back after a restart. transaction() calls it.
void overwriteFailedCommit(QSqlDatabase &d);

} // namespace kbz::sql
