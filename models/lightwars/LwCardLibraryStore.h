// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LwCard.h"
#include "storage/CardStore.h"

#include <QByteArray>
#include <optional>

namespace kbz::lw {

inline constexpr char kCardGameKind[] = "light-wars";

// Light Wars' unit and tactics library in the database and in card files
// (storage/CardLibraryFile.h), like the other games'.
QList<StoredCard> toStoredCards(const LwCardLibrary &library);
std::optional<LwCardLibrary> fromStoredCards(const QList<StoredCard> &cards, QString *error);
std::optional<LwCardLibrary> loadCardLibrary(CardStore &store, DbError *error);
bool saveCardLibrary(CardStore &store, const LwCardLibrary &library, DbError *error);
QByteArray cardFileText(const LwCardLibrary &library);
std::optional<LwCardLibrary> parseCardFile(const QByteArray &text, QString *error);
LwCardLibrary mergeCards(const LwCardLibrary &base, const LwCardLibrary &incoming,
                         int *added = nullptr, int *replaced = nullptr);

} // namespace kbz::lw
