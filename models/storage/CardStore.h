// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Database.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <functional>

namespace kbz {

// One card as the store keeps it: its id within the game kind and the game's own JSON for it.
struct StoredCard
{
    QString id;
    QJsonObject data;
    friend bool operator==(const StoredCard &, const StoredCard &) = default;
};

// The editable card libraries of all games, in the `cards` table: one row per (game kind, card
// id) with the card's JSON and its place in the library (`ord`). The store does not know what a
// card means; each game converts its own card type (see lethalcheckmate/LcCardLibraryStore.h).
//
// Every write is one transaction that has committed when the call returns true; on false
// nothing was written and *error says why. The clock (updated_at) is injectable for tests.
class CardStore final
{
public:
    using Clock = std::function<QDateTime()>;

    explicit CardStore(Database &db, Clock clock = {});

    // The cards of `kind` in library order; empty (without error) when there are none.
    QList<StoredCard> list(const QString &kind, DbError *error) const;
    // How many cards `kind` has; -1 on error.
    int count(const QString &kind, DbError *error) const;
    // Inserts a card (placed last) or replaces the one with the same id (keeping its place).
    bool put(const QString &kind, const StoredCard &card, DbError *error);
    // Removes one card; removing a card that is not there is not an error.
    bool remove(const QString &kind, const QString &cardId, DbError *error);
    // Makes `cards` the whole library of `kind`, in that order.
    bool replaceAll(const QString &kind, const QList<StoredCard> &cards, DbError *error);
    // Stores `defaults` when `kind` has no card yet. *seeded (optional) tells whether it did.
    bool seedIfEmpty(const QString &kind, const QList<StoredCard> &defaults, DbError *error,
                     bool *seeded = nullptr);

    Database &database() const { return m_db; }

private:
    template <typename F> bool transaction(F &&body, DbError *error);
    bool insertAll(const QString &kind, const QList<StoredCard> &cards, QString *error);

    Database &m_db;
    Clock m_clock;
};

} // namespace kbz
