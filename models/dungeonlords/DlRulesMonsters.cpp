// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords monsters and ghosts (dl.monster.*): each text's options and targets, its
// attack as a proposal (proposeAttack), and whether a monster can attack now (DlRules.h).
#include "DlRules.h"

#include "DlEngine.h"
#include "DlRulesDetail.h"

#include <algorithm>

namespace kbz::dl {

using detail::inRange;
using detail::playerAt;
using detail::set;
using detail::slimeSkipped;

namespace {

// The front-most adventurer (from `from`) still standing after `extra` damage, or -1.
int frontStanding(const QList<DlAdventurer> &party, const QList<int> &extra, int from = 0)
{
    for (int i = from; i < party.size(); ++i)
        if (party.at(i).damage + extra.value(i) < party.at(i).hp)
            return i;
    return -1;
}

bool hasActed(const DlPlayer &p, int monster)
{
    if (p.fight.attacked.contains(monster))
        return true;
    return inRange(monster, p.monsters.size()) &&
           p.monsters.at(monster).kind == MonsterKind::Slime && slimeSkipped(p.fight);
}

} // namespace

// ---- Monsters ---------------------------------------------------------------------------------

QStringList monsterOptions(MonsterKind k)
{
    switch (k) {
    case MonsterKind::Goblin:
    case MonsterKind::Golem:
        return {QStringLiteral("normal")};
    case MonsterKind::Slime:
        return {QStringLiteral("all"), QStringLiteral("skip-conquest")};
    case MonsterKind::Troll:
        return {QStringLiteral("normal"), QStringLiteral("fed")};
    case MonsterKind::Witch:
        return {QStringLiteral("normal"), QStringLiteral("two-chosen")};
    case MonsterKind::Vampire:
        return {QStringLiteral("strong"), QStringLiteral("reuse")};
    case MonsterKind::Dragon:
        return {QStringLiteral("all")};
    case MonsterKind::Demon:
    case MonsterKind::Ghost:
        return {QStringLiteral("chosen")};
    }
    return {};
}

Message optionName(MonsterKind k, const QString &option)
{
    const QString o = option.isEmpty() ? monsterOptions(k).value(0) : option;
    switch (k) {
    case MonsterKind::Goblin:
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                           "2 damage to the front; 1 more to the next if the "
                                           "front falls"));
    case MonsterKind::Slime:
        if (o == QLatin1String("skip-conquest"))
            return dlMessage(
                QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "No attack: skip this round's conquest"));
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "1 damage to every adventurer"));
    case MonsterKind::Troll:
        if (o == QLatin1String("fed"))
            return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Pay 1 food: 4 damage"));
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "3 damage to the front"));
    case MonsterKind::Witch:
        if (o == QLatin1String("two-chosen"))
            return dlMessage(
                QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Two chosen attacks for 1 damage each"));
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "4 damage to the front"));
    case MonsterKind::Vampire:
        if (o == QLatin1String("reuse"))
            return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                               "2 damage to a chosen adventurer; not exhausted"));
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "3 damage to a chosen adventurer"));
    case MonsterKind::Golem:
        return dlMessage(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "4 damage to the front; not exhausted"));
    case MonsterKind::Dragon:
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                           "2 damage to every adventurer; no healing this round"));
    case MonsterKind::Demon:
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                           "7 damage to a chosen adventurer; no conquest this "
                                           "round"));
    case MonsterKind::Ghost:
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "2 damage to a chosen adventurer"));
    }
    return {};
}

int targetCount(MonsterKind k, const QString &option)
{
    const QString o = option.isEmpty() ? monsterOptions(k).value(0) : option;
    switch (k) {
    case MonsterKind::Witch:
        return o == QLatin1String("two-chosen") ? 2 : 0;
    case MonsterKind::Vampire:
    case MonsterKind::Demon:
    case MonsterKind::Ghost:
        return 1;
    default:
        return 0;
    }
}

bool canTarget(MonsterKind k, const DlAdventurer &a)
{
    if (a.isDefeated())
        return false;
    return !(k == MonsterKind::Vampire && a.cls == AdvClass::Priest);
}

AttackEffect proposeAttack(const DlState &s, int seat, int monster, const QString &option,
                           const QList<int> &targets)
{
    AttackEffect e;
    const DlPlayer *p = playerAt(s, seat);
    if (!p || !inRange(monster, p->monsters.size()))
        return e;
    const MonsterKind kind = p->monsters.at(monster).kind;
    const QString o = option.isEmpty() ? monsterOptions(kind).value(0) : option;
    const QList<DlAdventurer> &party = p->party;
    QList<int> extra(party.size(), 0); // damage of this attack so far, for the defaults
    auto hit = [&](int target, int amount) {
        if (!inRange(target, party.size()))
            return;
        e.hits.append(Hit{target, amount});
        extra[target] += amount;
    };
    const int front = frontStanding(party, extra);
    // The i-th chosen target, else the front-most adventurer the monster may hit.
    auto chosen = [&](int i) {
        if (inRange(i, targets.size()) && inRange(targets.at(i), party.size()))
            return targets.at(i);
        for (int a = 0; a < party.size(); ++a)
            if (canTarget(kind, party.at(a)) && party.at(a).damage + extra.at(a) < party.at(a).hp)
                return a;
        return -1;
    };
    auto everyone = [&](int amount) {
        for (int i = 0; i < party.size(); ++i)
            if (!party.at(i).isDefeated())
                hit(i, amount);
    };
    switch (kind) {
    case MonsterKind::Goblin:
        if (front >= 0) {
            const bool falls = party.at(front).hpLeft() <= 2;
            hit(front, 2);
            if (falls)
                hit(frontStanding(party, extra, front + 1), 1);
        }
        break;
    case MonsterKind::Slime:
        if (o == QLatin1String("skip-conquest")) {
            e.attacked = false;
            e.skipConquest = true;
        } else {
            everyone(1);
        }
        break;
    case MonsterKind::Troll:
        if (o == QLatin1String("fed")) {
            e.food = 1;
            hit(front, 4);
        } else {
            hit(front, 3);
        }
        break;
    case MonsterKind::Witch:
        if (o == QLatin1String("two-chosen")) {
            hit(chosen(0), 1);
            hit(chosen(1), 1);
        } else {
            hit(front, 4);
        }
        break;
    case MonsterKind::Vampire:
        if (o == QLatin1String("reuse")) {
            e.reuse = true;
            hit(chosen(0), 2);
        } else {
            hit(chosen(0), 3);
        }
        break;
    case MonsterKind::Golem:
        e.reuse = true;
        hit(front, 4);
        break;
    case MonsterKind::Dragon:
        e.skipHealing = true;
        everyone(2);
        break;
    case MonsterKind::Demon:
        e.skipConquest = true;
        hit(chosen(0), 7);
        break;
    case MonsterKind::Ghost:
        hit(chosen(0), 2);
        break;
    }
    return e;
}

bool canAttack(const DlState &s, int seat, int monster, Message *reason)
{
    const DlPlayer *p = playerAt(s, seat);
    if (!p || !inRange(monster, p->monsters.size())) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "no such monster")));
        return false;
    }
    const DlMonster &m = p->monsters.at(monster);
    const LocalizedName name = monsterName(m.kind);
    if (!p->fight.monsters.contains(monster)) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "the %1 was not committed to this fight"),
                              {name}));
        return false;
    }
    if (hasActed(*p, monster)) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "the %1 has already attacked this round"),
                              {name}));
        return false;
    }
    if (p->fight.cancelled.contains(monster)) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "the spell keeps the %1 from attacking"),
                              {name}));
        return false;
    }
    if (m.used) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "the %1 is exhausted for the rest of the year"),
                              {name}));
        return false;
    }
    const bool someone = std::any_of(p->party.cbegin(), p->party.cend(),
                                     [&](const DlAdventurer &a) { return canTarget(m.kind, a); });
    if (!someone) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "the %1 has nobody in the party it may attack"),
                              {name}));
        return false;
    }
    return true;
}

} // namespace kbz::dl
