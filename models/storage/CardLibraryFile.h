// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "CardStore.h"

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <algorithm>
#include <optional>
#include <type_traits>
#include <utility>

// A game's card library in the database (CardStore) and in card files: everything that does not
// depend on the game's card type. Each game's *CardLibraryStore.cpp instantiates these templates
// with its library type (e.g. lethalcheckmate/LcCardLibraryStore.h), which has
//   - cards(): a QList of cards, each with an `id`, `toJson()` (a QJsonObject) and a static
//     `fromJson(const QJsonValue &, QString *error)` returning std::optional<Card>;
//   - a constructor from that QList, and a static shipped() (the library a table starts with).
namespace kbz::cardlib {

template <typename Library>
using CardOf =
    typename std::remove_cvref_t<decltype(std::declval<const Library &>().cards())>::value_type;

// The card file of the game `kind`: {"format":"kibitzer-cards","version":1,"game":kind,
// "cards":[...]}, one card per line (easy to read, to edit by hand and to compare).
QByteArray cardFileText(const QString &kind, const QList<QJsonObject> &cards);
// The "cards" array of a card file of the game `kind`, or the file itself when it is a bare JSON
// array of cards (the shipped resources' form). On error std::nullopt and *error (one English
// sentence). The array may be empty; its cards are not read.
std::optional<QJsonArray> cardFileArray(const QByteArray &text, const QString &kind,
                                        QString *error);

// The cards as the store keeps them (each card's JSON as Card::toJson() writes it).
template <typename Library> QList<StoredCard> toStoredCards(const Library &library)
{
    QList<StoredCard> out;
    out.reserve(library.cards().size());
    for (const auto &c : library.cards())
        out.append({c.id, c.toJson()});
    return out;
}

// Reads stored cards back; *error names the card ("card \"id\": ...") when one cannot be read.
template <typename Library>
std::optional<Library> fromStoredCards(const QList<StoredCard> &cards, QString *error)
{
    using Card = CardOf<Library>;
    QList<Card> out;
    QSet<QString> seen;
    for (const StoredCard &s : cards) {
        QString why;
        std::optional<Card> card = Card::fromJson(s.data, &why);
        if (!card) {
            *error = QStringLiteral("card \"%1\": %2").arg(s.id, why);
            return std::nullopt;
        }
        if (card->id != s.id || seen.contains(card->id)) {
            *error = QStringLiteral("card \"%1\": its JSON has the id \"%2\"").arg(s.id, card->id);
            return std::nullopt;
        }
        seen.insert(card->id);
        out.append(std::move(*card));
    }
    return Library(out);
}

// The table's library of the game `kind`. On first use (no card stored yet) the store is seeded
// with Library::shipped(); a read-only database is not seeded and gives the shipped library.
// When a stored card cannot be read, *error is a Sql error with `unreadable` as its message.
template <typename Library>
std::optional<Library> loadCardLibrary(CardStore &store, const QString &kind,
                                       const Message &unreadable, DbError *error)
{
    const bool readOnly = store.database().isReadOnly();
    DbError err;
    if (!readOnly && !store.seedIfEmpty(kind, toStoredCards(Library::shipped()), &err)) {
        if (error)
            *error = err;
        return std::nullopt;
    }
    const QList<StoredCard> stored = store.list(kind, &err);
    if (err) {
        if (error)
            *error = err;
        return std::nullopt;
    }
    if (stored.isEmpty() && readOnly)
        return Library::shipped();
    QString why;
    std::optional<Library> library = fromStoredCards<Library>(stored, &why);
    if (!library && error) {
        error->code = DbError::Code::Sql;
        error->message = unreadable;
        error->detail = why;
    }
    return library;
}

// Makes `library` the stored library of `kind`, in one transaction.
template <typename Library>
bool saveCardLibrary(CardStore &store, const QString &kind, const Library &library, DbError *error)
{
    return store.replaceAll(kind, toStoredCards(library), error);
}

template <typename Library> QByteArray cardFileText(const QString &kind, const Library &library)
{
    QList<QJsonObject> cards;
    cards.reserve(library.cards().size());
    for (const auto &c : library.cards())
        cards.append(c.toJson());
    return cardFileText(kind, cards);
}

// Checks the whole file. On error returns std::nullopt and sets *error to one English sentence,
// "card N: what is wrong" (N counted from 1) when a card is at fault (its own checks, or an id
// used by an earlier card).
template <typename Library>
std::optional<Library> parseCardFile(const QByteArray &text, const QString &kind, QString *error)
{
    using Card = CardOf<Library>;
    const std::optional<QJsonArray> cards = cardFileArray(text, kind, error);
    if (!cards)
        return std::nullopt;
    if (cards->isEmpty()) {
        *error = QStringLiteral("the file holds no card");
        return std::nullopt;
    }
    QList<Card> out;
    QSet<QString> ids;
    for (qsizetype i = 0; i < cards->size(); ++i) {
        QString why;
        std::optional<Card> card = Card::fromJson(cards->at(i), &why);
        if (card && ids.contains(card->id))
            why = QStringLiteral("the id \"%1\" is used by an earlier card").arg(card->id);
        if (!why.isEmpty() || !card) {
            *error = QStringLiteral("card %1: %2").arg(i + 1).arg(why);
            return std::nullopt;
        }
        ids.insert(card->id);
        out.append(std::move(*card));
    }
    return Library(out);
}

// `incoming` merged into `base`: a card whose id is already there replaces it in place (the
// first with that id), a new one is appended in the file's order. *added / *replaced (optional)
// count them. Linear: one hash lookup per incoming card (a search of the list per card made a
// 100,000-card import take minutes; docs/performance.md).
template <typename Library>
Library mergeCards(const Library &base, const Library &incoming, int *added = nullptr,
                   int *replaced = nullptr)
{
    using Card = CardOf<Library>;
    QList<Card> out = base.cards();
    out.reserve(out.size() + incoming.cards().size());
    QHash<QString, qsizetype> place; // id -> index in `out`
    place.reserve(out.size() + incoming.cards().size());
    for (qsizetype i = 0; i < out.size(); ++i)
        if (!place.contains(out.at(i).id))
            place.insert(out.at(i).id, i);
    int a = 0;
    int r = 0;
    for (const Card &c : incoming.cards()) {
        if (const auto it = place.constFind(c.id); it != place.cend()) {
            out[*it] = c;
            ++r;
        } else {
            place.insert(c.id, out.size());
            out.append(c);
            ++a;
        }
    }
    if (added)
        *added = a;
    if (replaced)
        *replaced = r;
    return Library(out);
}

} // namespace kbz::cardlib
