// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlViewText.h"

#include "Translations.h"
#include "dungeonlords/DlRules.h"

namespace kbz::dl {

QString DlViewText::name(const LocalizedName &n)
{
    const QString text = n.text(Translations::current());
    return text.isEmpty() ? n.en : text;
}

QString DlViewText::message(const Message &m)
{
    return m.text(Translations::current());
}

QString DlViewText::player(const DlState &s, int seat)
{
    const QString n = playerName(s, seat);
    if (!n.isEmpty())
        return n;
    return tr("Player %1").arg(seat + 1);
}

QString DlViewText::damage(const DlAdventurer &a)
{
    const int hp = qMax(0, a.hp);
    const int damage = qBound(0, a.damage, hp);
    QString pips;
    for (int i = 0; i < hp; ++i)
        pips.append(i < damage ? QChar(0x25CF) : QChar(0x25CB)); // ● damage, ○ hit point left
    return QStringLiteral("%1/%2 %3").arg(a.damage).arg(a.hp).arg(pips);
}

QString DlViewText::symbols(const DlAdventurer &a)
{
    if (a.skills <= 0)
        return {};
    switch (a.cls) {
    case AdvClass::Warrior:
        return tr("symbols %1").arg(a.skills);
    case AdvClass::Thief:
        return tr("trap symbols %1").arg(a.skills);
    case AdvClass::Priest:
        return tr("hearts %1").arg(a.skills);
    case AdvClass::Wizard:
        return tr("crystals %1").arg(a.skills);
    case AdvClass::Paladin:
        return tr("all %1").arg(a.skills);
    }
    return {};
}

QString DlViewText::adventurer(const DlAdventurer &a)
{
    return tr("%1 L%2").arg(name(className(a.cls))).arg(a.level);
}

QString DlViewText::fightStep(Stage stage)
{
    switch (stage) {
    case Stage::Traps:
        return tr("step 1, traps");
    case Stage::EarlyMagic:
        return tr("step 2, early magic");
    case Stage::Monsters:
        return tr("step 3, monsters and ghosts");
    case Stage::LateMagic:
        return tr("step 4, late magic");
    case Stage::Healing:
        return tr("step 5, healing");
    case Stage::Conquest:
        return tr("step 6, conquest");
    default:
        return {};
    }
}

QString DlViewText::fightStep(FightStep step)
{
    switch (step) {
    case FightStep::Traps:
        return fightStep(Stage::Traps);
    case FightStep::EarlyMagic:
        return fightStep(Stage::EarlyMagic);
    case FightStep::Monsters:
        return fightStep(Stage::Monsters);
    case FightStep::LateMagic:
        return fightStep(Stage::LateMagic);
    case FightStep::Healing:
        return fightStep(Stage::Healing);
    case FightStep::Conquest:
        return fightStep(Stage::Conquest);
    }
    return {};
}

QString DlViewText::stage(const DlState &s, int seat)
{
    if (seat < 0 || seat >= s.players.size())
        return {};
    const DlPlayer &p = s.players.at(seat);
    if (p.stage == Stage::Out) {
        switch (p.out) {
        case OutReason::Defeated:
            return tr("out: every adventurer defeated");
        case OutReason::Rounds:
            return tr("out: four rounds fought");
        case OutReason::NoTile:
            return tr("out: no unconquered tile");
        case OutReason::None:
            break;
        }
        return tr("out of the combat phase");
    }
    switch (s.phase) {
    case Phase::YearSetup:
        return tr("waiting for the year's setup");
    case Phase::Scoring:
    case Phase::Finished:
        return tr("the year is over");
    default:
        break;
    }
    switch (p.stage) {
    case Stage::Plan:
        return tr("planning");
    case Stage::Planned:
        return s.phase == Phase::Resolve ? tr("waiting to resolve")
                                         : tr("planned, waiting for the card");
    case Stage::Done:
        return p.fight.released >= 0 ? tr("done this round (a prisoner released)")
                                     : tr("done this round");
    case Stage::Out:
        break;
    default:
        if (s.resolving == seat) {
            // The checklist's next step: the steps that do not apply are passed over.
            for (const ChecklistItem &item : checklist(s, seat))
                if (item.status == ChecklistItem::Next)
                    return tr("resolving: %1").arg(fightStep(item.step));
            return tr("resolving: %1").arg(fightStep(p.stage));
        }
        return tr("waiting to resolve");
    }
    return {};
}

QString DlViewText::card(const DlCombatCard &c)
{
    QStringList parts{tr("fatigue %1").arg(c.fatigue)};
    if (c.lightning)
        parts.append(tr("lightning"));
    if (c.crystal)
        parts.append(tr("crystal"));
    if (!c.spell.isEmpty())
        parts.append(message(spellName(c.spell)));
    else if (!c.text.isEmpty())
        parts.append(c.text);
    return parts.join(tr(", "));
}

QColor DlViewText::againstRulesColor()
{
    return QColor(0xb0, 0x3a, 0x2e); // over 4.5:1 on a light background
}

QString DlViewText::againstRulesTip(const QString &ruleId, const QString &why)
{
    return tr("Against the rules [%1]: %2").arg(ruleId, why);
}

QColor DlViewText::damageColor()
{
    return QColor(0xc0, 0x20, 0x20);
}

QColor DlViewText::paladinColor()
{
    return QColor(0xff, 0xe8, 0xa0);
}

QColor DlViewText::resolvingColor()
{
    return QColor(0x2a, 0x7a, 0xd0);
}

} // namespace kbz::dl
