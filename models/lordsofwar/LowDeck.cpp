// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowDeck.h"

#include "LowEngine.h"

#include <QHash>

namespace kbz::low {

namespace {

const QString kComposition = QStringLiteral("low.deck.composition");
const QString kCustomise = QStringLiteral("low.deck.customise");
const QString kMercenary = QStringLiteral("low.deck.mercenary");

Finding finding(Severity severity, const QString &rule, const Message &message)
{
    return Finding{severity, rule, message};
}

// Distinct ids in first-seen order, with their counts.
QList<std::pair<QString, int>> countIds(const QStringList &deck)
{
    QList<std::pair<QString, int>> out;
    QHash<QString, qsizetype> index;
    for (const QString &id : deck) {
        const auto it = index.constFind(id);
        if (it != index.constEnd()) {
            ++out[*it].second;
        } else {
            index.insert(id, out.size());
            out.append({id, 1});
        }
    }
    return out;
}

// A card's rank in both languages, the general by name.
LocalizedName rankLabel(const LowCard &card)
{
    if (card.isGeneral())
        return {QStringLiteral("General"), QStringLiteral("将軍")};
    return rankGroupName(card.rank);
}

} // namespace

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

Rank rankGroup(Rank rank)
{
    return rank == Rank::General ? Rank::Command : rank;
}

int groupCount(Rank group)
{
    return group == Rank::Command || group == Rank::General ? kCommandersPerDeck
                                                            : standardCount(group);
}

LocalizedName rankGroupName(Rank group)
{
    switch (group) {
    case Rank::General:
    case Rank::Command:
        return {QStringLiteral("Commanders"), QStringLiteral("指揮官")};
    case Rank::Special:
        return {QStringLiteral("Special"), QStringLiteral("特殊")};
    case Rank::Elite:
        return {QStringLiteral("Elite"), QStringLiteral("エリート")};
    case Rank::Veteran:
        return {QStringLiteral("Veteran"), QStringLiteral("ベテラン")};
    case Rank::Regular:
        return {QStringLiteral("Regular"), QStringLiteral("正規兵")};
    case Rank::Conscript:
        return {QStringLiteral("Conscript"), QStringLiteral("徴兵")};
    }
    return {};
}

LocalizedName faceName(const LowCardLibrary &library, const QString &id)
{
    const LowCard *card = library.find(id);
    if (!card)
        return {id, id};
    int faces = 0;
    int number = 0;
    for (const LowCard &c : library.cards()) {
        if (c.army == card->army && c.name == card->name) {
            ++faces;
            if (c.id == id)
                number = faces;
        }
    }
    LocalizedName name = card->name;
    if (name.en.isEmpty() && name.ja.isEmpty())
        name = {id, id};
    if (faces > 1) {
        if (!name.en.isEmpty())
            name.en += QStringLiteral(" %1").arg(number);
        if (!name.ja.isEmpty())
            name.ja += QStringLiteral(" %1").arg(number);
    }
    return name;
}

LocalizedName armyName(const QString &army)
{
    if (army == QLatin1String("orc"))
        return {QStringLiteral("Orcs"), QStringLiteral("オーク")};
    if (army == QLatin1String("dwarf"))
        return {QStringLiteral("Dwarves"), QStringLiteral("ドワーフ")};
    if (army == QLatin1String("lizardman"))
        return {QStringLiteral("Lizardmen"), QStringLiteral("リザードマン")};
    if (army == QLatin1String("elf"))
        return {QStringLiteral("Elves"), QStringLiteral("エルフ")};
    return {army, army};
}

QList<Finding> checkDeck(const LowCardLibrary &library, const QString &army,
                         const QStringList &deck)
{
    QList<Finding> out;
    const QList<std::pair<QString, int>> counts = countIds(deck);

    // Cards the library does not know: their rank cannot be counted.
    for (const auto &[id, n] : counts) {
        if (!library.find(id))
            out.append(finding(
                Severity::Warning, kComposition,
                lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                             "The card \"%1\" (%2 in the deck) is not in the card "
                                             "library: its rank cannot be counted."),
                           {arg(id), arg(n)})));
    }

    if (deck.size() != kDeckSize)
        out.append(finding(Severity::Warning, kComposition,
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "The deck has %1 cards; an army deck "
                                                        "has 36."),
                                      {arg(int(deck.size()))})));

    const QMap<Rank, int> ranks = rankCounts(library, deck);
    for (Rank group : kRankGroups) {
        int have = ranks.value(group);
        if (group == Rank::Command)
            have += ranks.value(Rank::General);
        const int want = groupCount(group);
        if (have != want)
            out.append(finding(
                Severity::Warning, kComposition,
                lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                             "%1: %2 cards in the deck; the composition has %3 "
                                             "(commanders 6 with the general, special 4, elite 4, "
                                             "veteran 6, regular 8, conscript 8). Swaps keep "
                                             "the rank."),
                           {arg(rankGroupName(group)), arg(have), arg(want)})));
    }

    const int generals = ranks.value(Rank::General);
    if (generals != 1)
        out.append(finding(
            Severity::Warning, kComposition,
            lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                         "The deck has %1 generals; it needs exactly one, counted "
                                         "among its 6 commanders."),
                       {arg(generals)})));

    // Mercenaries: cards of another army.
    for (const auto &[id, n] : counts) {
        const LowCard *c = library.find(id);
        if (!c || c->army == army)
            continue;
        out.append(finding(
            Severity::Info, kMercenary,
            lowMessage(
                QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                  "%1 × %2 (%3, %4): a mercenary card from another army, "
                                  "in place of a card of the same rank."),
                {arg(n), arg(faceName(library, id)), arg(armyName(c->army)), arg(rankLabel(*c))})));
    }

    // Swaps within the army: the army's own cards in other numbers than its core deck.
    QHash<QString, int> inDeck;
    for (const auto &[id, n] : counts)
        inDeck.insert(id, n);
    for (const LowCard &c : library.cards()) {
        if (c.army != army)
            continue;
        const int have = inDeck.value(c.id);
        if (have == c.copies)
            continue;
        const LocalizedName rank = rankLabel(c);
        if (have > c.copies)
            out.append(finding(
                Severity::Info, kCustomise,
                lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                             "%1 × %2 (%3) added to the core deck: a swap within "
                                             "the army, for a card of the same rank."),
                           {arg(have - c.copies), arg(faceName(library, c.id)), arg(rank)})));
        else
            out.append(finding(
                Severity::Info, kCustomise,
                lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                             "%1 × %2 (%3) taken out of the core deck: a swap "
                                             "replaces it with a card of the same rank."),
                           {arg(c.copies - have), arg(faceName(library, c.id)), arg(rank)})));
    }
    return out;
}

} // namespace kbz::low
