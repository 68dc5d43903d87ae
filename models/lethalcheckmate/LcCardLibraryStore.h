// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LcCard.h"
#include "storage/CardStore.h"

#include <QByteArray>
#include <optional>

namespace kbz::lc {

// The game kind under which Lethal Checkmate's cards are stored (the engine id).
inline constexpr char kCardGameKind[] = "lethal-checkmate";

// Lethal Checkmate's card library in the database (CardStore) and in card files. The file
// format, the checks and the merge rules are every game's (storage/CardLibraryFile.h).

// The cards as the store keeps them (each card's JSON as LcCard::toJson() writes it).
QList<StoredCard> toStoredCards(const LcCardLibrary &library);
// Reads stored cards back; *error names the card when one cannot be read.
std::optional<LcCardLibrary> fromStoredCards(const QList<StoredCard> &cards, QString *error);

// The table's library. On first use (no card stored yet) the store is seeded with the shipped
// library; a read-only database is not seeded and gives the shipped library.
std::optional<LcCardLibrary> loadCardLibrary(CardStore &store, DbError *error);
// Makes `library` the stored library, in one transaction.
bool saveCardLibrary(CardStore &store, const LcCardLibrary &library, DbError *error);

// A card file: {"format":"kibitzer-cards","version":1,"game":"lethal-checkmate","cards":[...]},
// indented UTF-8 JSON. A bare JSON array of cards (the shipped resource's form) is read too.
QByteArray cardFileText(const LcCardLibrary &library);
// Checks the whole file. On error returns std::nullopt and sets *error to one English sentence,
// "card N: what is wrong" (N counted from 1) when a card is at fault.
std::optional<LcCardLibrary> parseCardFile(const QByteArray &text, QString *error);

// `incoming` merged into `base`: a card whose id is already there replaces it in place, a new
// one is appended. *added / *replaced (optional) count them.
LcCardLibrary mergeCards(const LcCardLibrary &base, const LcCardLibrary &incoming,
                         int *added = nullptr, int *replaced = nullptr);

} // namespace kbz::lc
