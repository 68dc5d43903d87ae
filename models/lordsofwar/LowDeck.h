// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LowCard.h"
#include "core/Finding.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace kbz::low {

// The 36-card composition of a deck by rank (low.deck.composition): commanders 6 (the general
// included: general 1 + command 5), special 4, elite 4, veteran 6, regular 8, conscript 8.
int standardCount(Rank rank);
inline constexpr int kDeckSize = 36;
inline constexpr int kCommandersPerDeck = 6;

// The cards of `deck` (ids with repeats) counted per rank; unknown ids are skipped.
QMap<Rank, int> rankCounts(const LowCardLibrary &library, const QStringList &deck);

// The rank groups of the composition as the players count them: commanders (general and
// command together), special, elite, veteran, regular, conscript.
inline constexpr Rank kRankGroups[] = {Rank::Command, Rank::Special, Rank::Elite,
                                       Rank::Veteran, Rank::Regular, Rank::Conscript};
// The group a rank is counted in (General -> Command).
Rank rankGroup(Rank rank);
// The composition's count of a group (Command -> 6).
int groupCount(Rank group);
// The name of a rank group in both languages, as a message argument ("commanders", "elite").
LocalizedName rankGroupName(Rank group);
// A card face's name in both languages; when the library holds several faces of that name,
// their number is added ("Orc Warhog 2"). An unknown id is its own name.
LocalizedName faceName(const LowCardLibrary &library, const QString &id);
// An army's name in both languages ("Orcs" / "オーク"); a table's own army keeps its id.
LocalizedName armyName(const QString &army);

// Every deviation of `deck` (the army `army`) from the rules, each a warning citing its rule:
// a card not in the library, the size, a rank count off the composition, not exactly one
// general (low.deck.composition); and, as information, cards of another army (a mercenary
// army, low.deck.mercenary) and cards swapped within the army (low.deck.customise). Each
// message names the rank or card and says what the rulebook expects.
QList<Finding> checkDeck(const LowCardLibrary &library, const QString &army,
                         const QStringList &deck);

} // namespace kbz::low
