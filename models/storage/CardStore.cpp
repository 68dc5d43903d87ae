// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "CardStore.h"

#include "SqlUtil.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace kbz {

using sql::compact;
using sql::exec;

namespace {

constexpr char kCtx[] = "kbz::CardStore";

DbError storeError(const char *text, const QString &detail)
{
    DbError e;
    e.code = DbError::Code::Sql;
    e.message = Message(kCtx, text);
    e.detail = detail;
    return e;
}

DbError readError(const QString &detail)
{
    return storeError(QT_TRANSLATE_NOOP("kbz::CardStore", "The card library could not be read."),
                      detail);
}

// A file still at schema version 1 (opened read-only, so not migrated) has no `ord` column;
// its cards are listed in the order they were inserted, as the migration would number them.
QString orderColumn(const Database &db)
{
    if (db.isServer()) // no rowid on a server: a library's ord is unique per game kind anyway
        return QStringLiteral("ord, card_id");
    return db.schemaVersion() >= 2 ? QStringLiteral("ord, rowid") : QStringLiteral("rowid");
}

} // namespace

CardStore::CardStore(Database &db, Clock clock)
    : m_db(db)
    , m_clock(clock ? std::move(clock) : Clock([] { return QDateTime::currentDateTimeUtc(); }))
{}

template <typename F> bool CardStore::transaction(F &&body, DbError *error)
{
    return sql::transaction(
        m_db, body,
        Message(kCtx, QT_TRANSLATE_NOOP("kbz::CardStore", "The card library could not be saved.")),
        error);
}

QList<StoredCard> CardStore::list(const QString &kind, DbError *error) const
{
    QList<StoredCard> out;
    QSqlQuery q(m_db.db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT card_id, data FROM cards WHERE game_kind = ? ORDER BY ") +
              orderColumn(m_db));
    q.addBindValue(kind);
    if (!q.exec()) {
        if (error)
            *error = readError(q.lastError().text());
        return {};
    }
    while (q.next()) {
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(q.value(1).toString().toUtf8(), &pe);
        if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
            if (error)
                *error = readError(QStringLiteral("card \"%1\": the stored JSON is damaged")
                                       .arg(q.value(0).toString()));
            return {};
        }
        out.append({q.value(0).toString(), doc.object()});
    }
    return out;
}

int CardStore::count(const QString &kind, DbError *error) const
{
    QSqlQuery q(m_db.db());
    q.prepare(QStringLiteral("SELECT count(*) FROM cards WHERE game_kind = ?"));
    q.addBindValue(kind);
    if (!q.exec() || !q.next()) {
        if (error)
            *error = readError(q.lastError().text());
        return -1;
    }
    return q.value(0).toInt();
}

bool CardStore::insertAll(const QString &kind, const QList<StoredCard> &cards, QString *error)
{
    const QString now = m_clock().toUTC().toString(Qt::ISODateWithMs);
    QSqlQuery q(m_db.db());
    q.prepare(QStringLiteral(
        "INSERT INTO cards (game_kind, card_id, data, updated_at, ord) VALUES (?, ?, ?, ?, ?)"));
    for (int i = 0; i < cards.size(); ++i) {
        if (cards.at(i).id.isEmpty()) {
            *error = QStringLiteral("card %1 has no id").arg(i + 1);
            return false;
        }
        q.addBindValue(kind);
        q.addBindValue(cards.at(i).id);
        q.addBindValue(compact(cards.at(i).data));
        q.addBindValue(now);
        q.addBindValue(i);
        if (!exec(q, error))
            return false;
    }
    return true;
}

bool CardStore::put(const QString &kind, const StoredCard &card, DbError *error)
{
    return transaction(
        [&](QString *err) {
            QSqlDatabase d = m_db.db();
            if (card.id.isEmpty()) {
                *err = QStringLiteral("a card needs an id");
                return false;
            }
            const QString now = m_clock().toUTC().toString(Qt::ISODateWithMs);
            QSqlQuery q(d);
            // A new card goes last; an existing one keeps its place.
            q.prepare(QStringLiteral(
                "INSERT INTO cards (game_kind, card_id, data, updated_at, ord) VALUES (?, ?, ?, ?, "
                "(SELECT COALESCE(MAX(ord) + 1, 0) FROM cards WHERE game_kind = ?)) "
                "ON CONFLICT (game_kind, card_id) DO UPDATE SET data = excluded.data, "
                "updated_at = excluded.updated_at"));
            q.addBindValue(kind);
            q.addBindValue(card.id);
            q.addBindValue(compact(card.data));
            q.addBindValue(now);
            q.addBindValue(kind);
            return exec(q, err);
        },
        error);
}

bool CardStore::remove(const QString &kind, const QString &cardId, DbError *error)
{
    return transaction(
        [&](QString *err) {
            QSqlDatabase d = m_db.db();
            QSqlQuery q(d);
            q.prepare(QStringLiteral("DELETE FROM cards WHERE game_kind = ? AND card_id = ?"));
            q.addBindValue(kind);
            q.addBindValue(cardId);
            return exec(q, err);
        },
        error);
}

bool CardStore::replaceAll(const QString &kind, const QList<StoredCard> &cards, DbError *error)
{
    return transaction(
        [&](QString *err) {
            QSqlDatabase d = m_db.db();
            QSqlQuery q(d);
            q.prepare(QStringLiteral("DELETE FROM cards WHERE game_kind = ?"));
            q.addBindValue(kind);
            return exec(q, err) && insertAll(kind, cards, err);
        },
        error);
}

bool CardStore::seedIfEmpty(const QString &kind, const QList<StoredCard> &defaults, DbError *error,
                            bool *seeded)
{
    bool didSeed = false;
    const bool ok = transaction(
        [&](QString *err) {
            QSqlDatabase d = m_db.db();
            QSqlQuery q(d);
            q.prepare(QStringLiteral("SELECT count(*) FROM cards WHERE game_kind = ?"));
            q.addBindValue(kind);
            if (!exec(q, err))
                return false;
            if (!q.next()) {
                *err = q.lastError().text();
                return false;
            }
            if (q.value(0).toInt() > 0)
                return true;
            didSeed = !defaults.isEmpty();
            return insertAll(kind, defaults, err);
        },
        error);
    if (seeded)
        *seeded = ok && didSeed;
    return ok;
}

} // namespace kbz
