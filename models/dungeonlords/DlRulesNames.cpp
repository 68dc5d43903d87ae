// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords names in both languages: adventurer classes, monsters, traps, tiles,
// players, and the combat-card spells to choose from with what they do given the card's amount
// (DlRules.h).
#include "DlRules.h"

#include "DlEngine.h"
#include "DlRulesDetail.h"

#include <algorithm>

namespace kbz::dl {

using detail::inRange;
using detail::playerAt;

namespace {

LocalizedName nm(const char *en, const char *ja)
{
    return {QString::fromUtf8(en), QString::fromUtf8(ja)};
}

} // namespace

// ---- Names ------------------------------------------------------------------------------------

LocalizedName className(AdvClass c)
{
    switch (c) {
    case AdvClass::Warrior:
        return nm("Warrior", "戦士");
    case AdvClass::Thief:
        return nm("Thief", "盗賊");
    case AdvClass::Priest:
        return nm("Priest", "僧侶");
    case AdvClass::Wizard:
        return nm("Wizard", "魔法使い");
    case AdvClass::Paladin:
        return nm("Paladin", "パラディン");
    }
    return nm("Adventurer", "冒険者");
}

LocalizedName monsterName(MonsterKind k)
{
    switch (k) {
    case MonsterKind::Goblin:
        return nm("Goblin", "ゴブリン");
    case MonsterKind::Slime:
        return nm("Slime", "スライム");
    case MonsterKind::Troll:
        return nm("Troll", "トロル");
    case MonsterKind::Witch:
        return nm("Witch", "ウィッチ");
    case MonsterKind::Vampire:
        return nm("Vampire", "バンパイア");
    case MonsterKind::Golem:
        return nm("Golem", "ゴーレム");
    case MonsterKind::Dragon:
        return nm("Dragon", "ドラゴン");
    case MonsterKind::Demon:
        return nm("Demon", "デーモン");
    case MonsterKind::Ghost:
        return nm("Ghost", "ゴースト");
    }
    return nm("Monster", "モンスター");
}

LocalizedName trapName(TrapKind k)
{
    switch (k) {
    case TrapKind::RollingBoulder:
        return nm("Rolling boulder", "転がる大岩");
    case TrapKind::Pendulum:
        return nm("Pendulum", "振り子");
    case TrapKind::TrapDoor:
        return nm("Trap door", "落とし穴");
    case TrapKind::PoisonedDart:
        return nm("Poisoned dart", "毒矢");
    case TrapKind::AntiMagicDart:
        return nm("Anti-magic dart", "反魔法の矢");
    case TrapKind::CursedRing:
        return nm("Cursed ring", "呪いの指輪");
    case TrapKind::FireWall:
        return nm("Fire wall", "炎の壁");
    case TrapKind::KamikazeImp:
        return nm("Kamikaze imp", "特攻インプ");
    case TrapKind::PoisonedMeal:
        return nm("Poisoned meal", "毒入りの食事");
    }
    return nm("Trap", "トラップ");
}

LocalizedName tileKindName(TileKind k)
{
    return k == TileKind::Room ? nm("Room", "部屋") : nm("Tunnel", "トンネル");
}

LocalizedName adventurerName(const QList<DlAdventurer> &party, int index)
{
    const QString n = QString::number(index + 1);
    if (!inRange(index, party.size()))
        return {QStringLiteral("Adventurer ") + n, QStringLiteral("冒険者") + n};
    const LocalizedName c = className(party.at(index).cls);
    return {c.en + QLatin1Char(' ') + n, c.ja + n};
}

LocalizedName tileName(const DlPlayer &p, int tile)
{
    const QString n = QString::number(tile + 1);
    if (!inRange(tile, p.tiles.size()))
        return {QStringLiteral("Tile ") + n, QStringLiteral("タイル") + n};
    const DlTile &t = p.tiles.at(tile);
    if (!t.name.isEmpty())
        return {t.name, t.name};
    const LocalizedName k = tileKindName(t.kind);
    const QString d = QString::number(t.distance);
    return {k.en + QLatin1Char(' ') + n + QStringLiteral(" (distance ") + d + QLatin1Char(')'),
            k.ja + n + QStringLiteral("（距離") + d + QStringLiteral("）")};
}

QString playerName(const DlState &s, int seat)
{
    const DlPlayer *p = playerAt(s, seat);
    if (p && !p->name.isEmpty())
        return p->name;
    return QStringLiteral("P%1").arg(seat + 1);
}

// ---- Spells -----------------------------------------------------------------------------------

QList<Spell> spells()
{
    return {
        {"heal", QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Healing, front first"), true,
         "治癒（前から順に）"},
        {"heal-all", QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Healing for every adventurer"), true,
         "冒険者全員の治癒"},
        {"freeze", QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "A monster or ghost cannot attack"),
         false, "モンスターかゴースト1体が攻撃できない"},
        {"damage-front", QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Damage to the front adventurer"),
         true, "先頭の冒険者へのダメージ"},
        {"other", QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Another effect (see the card)"), false,
         "その他の効果（カードを参照）"},
    };
}

bool spellHasAmount(const QString &id)
{
    for (const Spell &sp : spells())
        if (id == QLatin1String(sp.id))
            return sp.hasAmount;
    return false;
}

SpellEffect proposeSpell(const DlState &s, int seat, int amount)
{
    SpellEffect e;
    const DlPlayer *p = playerAt(s, seat);
    const DlCombatCard *card = s.card();
    if (!p || !card || amount <= 0)
        return e;
    const QList<DlAdventurer> &party = p->party;
    if (card->spell == QLatin1String("heal")) {
        e.heals = healFrontFirst(party, amount);
    } else if (card->spell == QLatin1String("heal-all")) {
        for (int i = 0; i < party.size(); ++i) {
            const DlAdventurer &a = party.at(i);
            if (!a.isDefeated() && a.damage > 0)
                e.heals.append(Hit{i, std::min(amount, a.damage)});
        }
    } else if (card->spell == QLatin1String("damage-front")) {
        for (int i = 0; i < party.size(); ++i)
            if (!party.at(i).isDefeated()) {
                e.hits.append(Hit{i, amount});
                break;
            }
    }
    return e;
}

LocalizedName spellNames(const QString &id)
{
    for (const Spell &sp : spells())
        if (id == QLatin1String(sp.id))
            return {QString::fromUtf8(sp.name), QString::fromUtf8(sp.ja)};
    return {id, id};
}

Message spellName(const QString &id)
{
    for (const Spell &sp : spells())
        if (id == QLatin1String(sp.id))
            return dlMessage(sp.name);
    if (id.isEmpty())
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "No spell"));
    return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Spell %1"), {arg(id)});
}

} // namespace kbz::dl
