// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LowCard.h"
#include "storage/CardStore.h"

#include <QByteArray>
#include <optional>

namespace kbz::low {

// The game kind under which Lords of War's cards are stored (the engine id).
inline constexpr char kCardGameKind[] = "lords-of-war";

// Lords of War's card library in the database (CardStore) and in card files, over the shared
// templates of storage/CardLibraryFile.h.
QList<StoredCard> toStoredCards(const LowCardLibrary &library);
std::optional<LowCardLibrary> fromStoredCards(const QList<StoredCard> &cards, QString *error);
// The table's library; seeded with the shipped library on first use.
std::optional<LowCardLibrary> loadCardLibrary(CardStore &store, DbError *error);
bool saveCardLibrary(CardStore &store, const LowCardLibrary &library, DbError *error);
// {"format":"kibitzer-cards","version":1,"game":"lords-of-war","cards":[...]}
QByteArray cardFileText(const LowCardLibrary &library);
std::optional<LowCardLibrary> parseCardFile(const QByteArray &text, QString *error);
LowCardLibrary mergeCards(const LowCardLibrary &base, const LowCardLibrary &incoming,
                          int *added = nullptr, int *replaced = nullptr);

} // namespace kbz::low
