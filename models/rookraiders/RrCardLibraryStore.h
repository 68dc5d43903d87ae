// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "RrCard.h"
#include "storage/CardStore.h"

#include <QByteArray>
#include <optional>

namespace kbz::rr {

// The game kind under which Rook & Raiders' cards are stored (the engine id).
inline constexpr char kCardGameKind[] = "rook-raiders";

// Rook & Raiders' card library (units and monsters) in the database (CardStore) and in card
// files. The file format, the checks and the merge rules are every game's
// (storage/CardLibraryFile.h).

// The cards as the store keeps them (each card's JSON as RrCard::toJson() writes it: a figure
// that is not known is absent).
QList<StoredCard> toStoredCards(const RrCardLibrary &library);
// Reads stored cards back; *error names the card when one cannot be read.
std::optional<RrCardLibrary> fromStoredCards(const QList<StoredCard> &cards, QString *error);

// The table's library. On first use (no card stored yet) the store is seeded with the shipped
// library; a read-only database is not seeded and gives the shipped library.
std::optional<RrCardLibrary> loadCardLibrary(CardStore &store, DbError *error);
// Makes `library` the stored library, in one transaction.
bool saveCardLibrary(CardStore &store, const RrCardLibrary &library, DbError *error);

// A card file: {"format":"kibitzer-cards","version":1,"game":"rook-raiders","cards":[...]},
// one card per line. A bare JSON array of cards (the shipped resource's form) is read too.
QByteArray cardFileText(const RrCardLibrary &library);
// Checks the whole file. On error returns std::nullopt and sets *error to one English sentence,
// "card N: what is wrong" (N counted from 1) when a card is at fault.
std::optional<RrCardLibrary> parseCardFile(const QByteArray &text, QString *error);

// Every level-up card named by "upgrade" must be in the library. Empty when they all are,
// else "card N: ..." (N counted from 1) for the first that is not.
QString upgradeProblem(const RrCardLibrary &library);
// The same for the cards of `file` once merged into `library` (N counts in `file`).
QString upgradeProblem(const RrCardLibrary &file, const RrCardLibrary &library);

// The figures a table entered during a game (a set-figures payload: "card" and the figures)
// written into the table's library too, so that the next game does not ask again: the stored
// card is amended (the library is seeded first if it is empty), or `gameCard` (the game's own
// card with the figures already applied) is added when the library does not have it. Figures
// the payload does not name are left as they are. One transaction.
bool rememberFigures(CardStore &store, const RrCard &gameCard, const QJsonObject &figures,
                     DbError *error);

// `incoming` merged into `base`: a card whose id is already there replaces it in place, a new
// one is appended. *added / *replaced (optional) count them.
RrCardLibrary mergeCards(const RrCardLibrary &base, const RrCardLibrary &incoming,
                         int *added = nullptr, int *replaced = nullptr);

} // namespace kbz::rr
