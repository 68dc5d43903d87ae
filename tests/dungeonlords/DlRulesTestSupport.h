// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlTestSupport.h"
#include "dungeonlords/DlRules.h"
#include "dungeonlords/DlState.h"

#include <QMap>
#include <QTest>

Q_DECLARE_METATYPE(kbz::dl::DlState)
Q_DECLARE_METATYPE(kbz::dl::DlAdventurer)
Q_DECLARE_METATYPE(kbz::dl::DlTile)
Q_DECLARE_METATYPE(kbz::Step)

// Shared by the tests of the Dungeon Lords rules (tst_dl_rules, tst_dl_rules_steps,
// tst_dl_check): states built directly (a fight of two players), adventurers, monsters and
// tiles, hits written as "target:amount" text.
namespace kbz::dl::test {

inline DlAdventurer a(AdvClass cls, int hp, int damage = 0, int skills = 0)
{
    DlAdventurer x;
    x.cls = cls;
    x.hp = hp;
    x.damage = damage;
    x.skills = skills;
    return x;
}

inline const AdvClass W = AdvClass::Warrior;
inline const AdvClass T = AdvClass::Thief;
inline const AdvClass P = AdvClass::Priest;
inline const AdvClass Z = AdvClass::Wizard;
inline const AdvClass L = AdvClass::Paladin;

// "0:3,1:2" -> hits
inline QList<Hit> hits(const char *text)
{
    QList<Hit> out;
    const QString t = QString::fromLatin1(text);
    if (t.isEmpty())
        return out;
    for (const QString &part : t.split(QLatin1Char(','))) {
        const QStringList kv = part.split(QLatin1Char(':'));
        out.append(Hit{kv.at(0).toInt(), kv.at(1).toInt()});
    }
    return out;
}

inline QString text(const QList<Hit> &list)
{
    QStringList parts;
    for (const Hit &h : list)
        parts.append(QStringLiteral("%1:%2").arg(h.target).arg(h.amount));
    return parts.join(QLatin1Char(','));
}

// Sums per target, sorted by target: the form the tests compare.
inline QString summed(const QList<Hit> &list)
{
    QMap<int, int> m;
    for (const Hit &h : list)
        m[h.target] += h.amount;
    QStringList parts;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        parts.append(QStringLiteral("%1:%2").arg(it.key()).arg(it.value()));
    return parts.join(QLatin1Char(','));
}

inline DlMonster mon(MonsterKind k, bool used = false)
{
    DlMonster m;
    m.kind = k;
    m.used = used;
    return m;
}

inline DlTile tl(TileKind k, int distance, bool conquered = false)
{
    DlTile t;
    t.kind = k;
    t.distance = distance;
    t.conquered = conquered;
    return t;
}

// Two players, round 1 of year 1, seat 0 resolving on its Tunnel 1 with a goblin committed;
// the card: fatigue 2, lightning and crystal. Seat 1 waits.
inline DlState fight()
{
    DlState s;
    s.year = 1;
    s.round = 1;
    s.startPlayer = 0;
    s.phase = Phase::Resolve;
    s.resolving = 0;
    DlCombatCard card;
    card.fatigue = 2;
    card.lightning = true;
    card.crystal = true;
    s.cards = {card};
    for (int seat = 0; seat < 2; ++seat) {
        DlPlayer p;
        p.name = seat == 0 ? QStringLiteral("Priya") : QStringLiteral("Ben");
        p.tiles = {tl(TileKind::Tunnel, 1), tl(TileKind::Room, 2), tl(TileKind::Tunnel, 2)};
        p.party = {a(W, 4), a(T, 3, 0, 1), a(P, 3, 0, 1), a(Z, 3, 0, 1)};
        p.monsters = {mon(MonsterKind::Goblin), mon(MonsterKind::Troll), mon(MonsterKind::Ghost)};
        p.traps = {TrapKind::Pendulum};
        p.gold = 2;
        p.food = 2;
        p.imps = 3;
        p.evil = 3;
        p.stage = seat == 0 ? Stage::Traps : Stage::Planned;
        p.fight.tile = 0;
        p.fight.monsters = {0};
        s.players.append(p);
    }
    return s;
}

// One player's party for the monster tests: set on seat 0 of fight().
inline DlState withParty(const QList<DlAdventurer> &party, MonsterKind kind)
{
    DlState s = fight();
    s.players[0].party = party;
    s.players[0].monsters = {mon(kind)};
    s.players[0].fight.monsters = {0};
    s.players[0].stage = Stage::Monsters;
    return s;
}

inline QStringList ruleIds(const QList<Finding> &findings)
{
    QStringList ids;
    for (const Finding &f : findings)
        ids.append(f.ruleId);
    ids.sort();
    return ids;
}

inline Step st(const char *kind, int actor, const QJsonObject &payload = {})
{
    return Step{QString::fromLatin1(kind), actor, payload};
}

inline QJsonArray jhits(const char *t)
{
    return hitsToJson(hits(t));
}

} // namespace kbz::dl::test
