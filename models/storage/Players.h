// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Database.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <functional>
#include <optional>

namespace kbz {

// One player of the table (schema 5): the seats of every game are linked to one.
struct Player
{
    qint64 id = 0;
    QString name;   // any Unicode, trimmed (schema::playerNameKey)
    QString colour; // optional: a colour id or free text
    QString avatar; // optional: a path or an emoji
    QDateTime createdAt;
    int games = 0; // the games the player has a seat in
    int plays = 0; // of them, finished
    int wins = 0;  // of those, won (a shared win counts for each winner)
};

// The players of the table: list, create, rename and merge. Every write is one transaction that
// has committed when the call returns true; on false nothing was written and *error says why
// (Refused: an empty name, a name in use, two players of one game; NotFound: no such player).
class Players final
{
public:
    using Clock = std::function<QDateTime()>;

    explicit Players(Database &db, Clock clock = {});

    // Every player, by name (then id). A file older than schema 5, opened read-only, has no
    // players table: its players are made from the names of its seats then (id 0).
    std::optional<QList<Player>> list(DbError *error) const;
    std::optional<Player> find(qint64 id, DbError *error) const;
    // The players of this name (trimmed, compared as stored), oldest first.
    std::optional<QList<Player>> withName(const QString &name, DbError *error) const;

    // The players whose name differs from `name` only by case, width (full-width Latin letters
    // and digits) or spaces (looseNameKey), `name` itself included; oldest first.
    std::optional<QList<Player>> similarTo(const QString &name, DbError *error) const;
    // NFKC, case-folded, without white space: "ann", "Ａｎｎ" and "A nn" are one loose key.
    static QString looseNameKey(const QString &name);

    // A new player; its id, or 0. A name already in use is refused unless `allowSameName` (the
    // app asks first).
    qint64 create(const QString &name, DbError *error, bool allowSameName = false);
    bool rename(qint64 id, const QString &name, DbError *error, bool allowSameName = false);
    bool setLooks(qint64 id, const QString &colour, const QString &avatar, DbError *error);
    // Every seat of `removeId` becomes `keepId`'s, and `removeId` is deleted. Two players who
    // sat at one game are two people: refused, with that game named.
    bool merge(qint64 keepId, qint64 removeId, DbError *error);

    // Links a game's seat to `playerId` (a seat linked by name to the wrong one of two players
    // of one name, or a seat with no name). Refused when the player already has another seat in
    // that game; NotFound for an unknown player or seat.
    bool assignSeat(qint64 gameId, int seat, qint64 playerId, DbError *error);

    // For Journal: the oldest player named `name` (trimmed), created (at `now`) when there is
    // none; 0 for an empty name (the seat stays unlinked); -1 on an SQL error (*error set).
    static qint64 findOrCreate(QSqlDatabase &db, const QString &name, const QString &now,
                               QString *error);

private:
    std::optional<QList<Player>> select(const QString &where, const QVariantList &binds,
                                        DbError *error) const;
    bool nameFree(const QString &name, qint64 except, bool allowSameName, DbError *error) const;

    Database &m_db;
    Clock m_clock;
};

} // namespace kbz
