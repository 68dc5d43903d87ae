// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowGameText.h"
#include "core/ListText.h"

#include "Translations.h"

namespace kbz::low {

QString LowGameText::armyName(const QString &army)
{
    if (army == QLatin1String("orc"))
        return tr("Orcs");
    if (army == QLatin1String("dwarf"))
        return tr("Dwarves");
    if (army == QLatin1String("elf"))
        return tr("Elves");
    if (army == QLatin1String("lizardman"))
        return tr("Lizardmen");
    return army;
}

QString LowGameText::sideArmy(const LowState &s, int side)
{
    for (const LowPlayer &p : s.players)
        if (p.side == side)
            return p.army;
    return {};
}

QString LowGameText::sideName(const LowState &s, int side)
{
    QStringList names;
    for (const LowPlayer &p : s.players)
        if (p.side == side)
            names.append(p.name);
    const QString army = armyName(sideArmy(s, side));
    if (names.isEmpty())
        return army;
    return tr("%1 (%2)").arg(army, joinList(names));
}

QString LowGameText::cardName(const LowState &s, const QString &cardId)
{
    const QString name = s.cardName(cardId).text(Translations::current());
    return name.isEmpty() ? cardId : name;
}

QString LowGameText::unitLabel(const LowState &s, int uid)
{
    const LowUnit *u = s.unit(uid);
    if (!u)
        return QStringLiteral("?");
    return tr("%1 (%2)").arg(cardName(s, u->card), squareName(u->at));
}

QString LowGameText::phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Opening:
        return tr("Opening");
    case Phase::Place:
        return tr("Placement");
    case Phase::Resolve:
        return tr("Combat");
    case Phase::Berserker:
        return tr("Berserker advance");
    case Phase::Reinforce:
        return tr("Reinforcement");
    case Phase::Finished:
        return tr("Game over");
    }
    return {};
}

QString LowGameText::rankName(Rank rank)
{
    return low::rankName(rank).text(Translations::current());
}

QString LowGameText::className(UnitClass cls)
{
    return low::className(cls).text(Translations::current());
}

QStringList LowGameText::remainingCards(const LowState &s, int seat)
{
    return s.remainingCards(seat);
}

QStringList LowGameText::cardsAgainstTheRules(const LowState &s, int seat)
{
    if (!s.cards || seat < 0 || seat >= s.players.size())
        return {};
    const QStringList remaining = s.remainingCards(seat);
    const LowPlayer &deckOwner = s.players.value(s.players.at(seat).deckSeat);
    const QString army = s.players.at(seat).army;
    QStringList usedUp, ownArmy, others;
    for (const LowCard &c : s.cards->cards()) {
        if (remaining.contains(c.id))
            continue;
        if (deckOwner.deck.contains(c.id))
            usedUp.append(c.id);
        else if (c.army == army)
            ownArmy.append(c.id);
        else
            others.append(c.id);
    }
    return usedUp + ownArmy + others;
}

QColor LowGameText::againstRulesColour()
{
    return {0xb0, 0x3a, 0x2e};
}

int LowGameText::drawCount(const LowState &s, int seat)
{
    if (seat < 0 || seat >= s.players.size())
        return 0;
    const LowPlayer &p = s.players.at(seat);
    // 3 players: a team member who played the general neither refills nor recalls.
    if (s.players.size() == 3 && seat != 0 && s.placedGeneral)
        return 0;
    const int pile = s.players.value(p.deckSeat).drawPile;
    return qBound(0, p.handLimit - p.hand, qMax(0, pile));
}

} // namespace kbz::low
