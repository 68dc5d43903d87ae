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

// The cards of `deck` (ids with repeats) counted per rank; unknown ids are skipped.
QMap<Rank, int> rankCounts(const LowCardLibrary &library, const QStringList &deck);

// Every deviation of `deck` (the army `army`) from the rules, each a warning citing its rule:
// a card not in the library, the size, a rank count off the composition, not exactly one
// general (low.deck.composition); and, as information, cards of another army (a mercenary
// army, low.deck.mercenary) and cards swapped within the army (low.deck.customise). Each
// message names the rank or card and says what the rulebook expects.
QList<Finding> checkDeck(const LowCardLibrary &library, const QString &army,
                         const QStringList &deck);

} // namespace kbz::low
