#include "LowDeck.h"

namespace kbz::low {

int standardCount(Rank rank)
{
    switch (rank) {
    case Rank::General:
        return 1;
    case Rank::Command:
        return 5;
    case Rank::Special:
    case Rank::Elite:
        return 4;
    case Rank::Veteran:
        return 6;
    case Rank::Regular:
    case Rank::Conscript:
        return 8;
    }
    return 0;
}

QMap<Rank, int> rankCounts(const LowCardLibrary &library, const QStringList &deck)
{
    QMap<Rank, int> out;
    for (const QString &id : deck)
        if (const LowCard *c = library.find(id))
            ++out[c->rank];
    return out;
}

// Stub: the cards helper writes the deck validator.
QList<Finding> checkDeck(const LowCardLibrary &, const QString &, const QStringList &)
{
    return {};
}

} // namespace kbz::low
