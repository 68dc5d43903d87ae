// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords rules as pure functions (DlRules.h), one file per part of the rulebook:
// here hits and heals (damage, fatigue spill-over, front-first healing), planning (dl.plan.*) and
// the paladin (dl.paladin.move); the names in DlRulesNames.cpp, the six steps of a fight and their
// checklist (dl.step.*) in DlRulesSteps.cpp, the traps (dl.trap.list) in DlRulesTraps.cpp, the
// monsters' texts (dl.monster.*) in DlRulesMonsters.cpp. Their shared helpers: DlRulesDetail.h.
#include "DlRules.h"

#include "DlRulesDetail.h"

#include <QJsonObject>
#include <algorithm>

namespace kbz::dl {

using detail::inRange;
using detail::playerAt;

// ---- Hits and heals ---------------------------------------------------------------------------

QJsonArray hitsToJson(const QList<Hit> &hits)
{
    QJsonArray a;
    for (const Hit &h : hits)
        a.append(QJsonObject{{QStringLiteral("target"), h.target},
                             {QStringLiteral("amount"), h.amount}});
    return a;
}

QList<Hit> hitsFromJson(const QJsonValue &v)
{
    QList<Hit> hits;
    const QJsonArray a = v.toArray();
    for (const QJsonValue &e : a) {
        const QJsonObject o = e.toObject();
        hits.append(Hit{o.value(QStringLiteral("target")).toInt(),
                        o.value(QStringLiteral("amount")).toInt()});
    }
    return hits;
}

QList<DlAdventurer> withHits(const QList<DlAdventurer> &party, const QList<Hit> &hits)
{
    QList<DlAdventurer> out = party;
    for (const Hit &h : hits) {
        if (!inRange(h.target, out.size()) || h.amount <= 0)
            continue;
        DlAdventurer &a = out[h.target];
        a.damage = std::min(a.hp, a.damage + h.amount);
    }
    return out;
}

QList<DlAdventurer> withHeals(const QList<DlAdventurer> &party, const QList<Hit> &heals)
{
    QList<DlAdventurer> out = party;
    for (const Hit &h : heals) {
        if (!inRange(h.target, out.size()) || h.amount <= 0)
            continue;
        DlAdventurer &a = out[h.target];
        a.damage = std::max(0, a.damage - h.amount);
    }
    return out;
}

QList<Hit> spillFrontFirst(const QList<DlAdventurer> &party, int amount)
{
    QList<Hit> hits;
    for (int i = 0; i < party.size() && amount > 0; ++i) {
        const int take = std::min(amount, party.at(i).hpLeft());
        if (take <= 0)
            continue;
        hits.append(Hit{i, take});
        amount -= take;
    }
    return hits;
}

QList<Hit> healFrontFirst(const QList<DlAdventurer> &party, int hearts)
{
    QList<Hit> heals;
    for (int i = 0; i < party.size() && hearts > 0; ++i) {
        const DlAdventurer &a = party.at(i);
        if (a.isDefeated() || a.damage <= 0)
            continue;
        const int h = std::min(hearts, a.damage);
        heals.append(Hit{i, h});
        hearts -= h;
    }
    return heals;
}

// ---- Planning ---------------------------------------------------------------------------------

QList<int> nearestTiles(const DlPlayer &p)
{
    int best = -1;
    for (const DlTile &t : p.tiles)
        if (!t.conquered && (best < 0 || t.distance < best))
            best = t.distance;
    QList<int> out;
    for (int i = 0; i < p.tiles.size(); ++i)
        if (!p.tiles.at(i).conquered && p.tiles.at(i).distance == best)
            out.append(i);
    return out;
}

int monsterLimit(TileKind k)
{
    return k == TileKind::Room ? 2 : 1;
}

Cost trapCost(TrapKind k)
{
    switch (k) {
    case TrapKind::CursedRing:
        return Cost{1, 0, 0};
    case TrapKind::KamikazeImp:
        return Cost{0, 0, 1};
    case TrapKind::PoisonedMeal:
        return Cost{0, 1, 0};
    default:
        return Cost{};
    }
}

Cost trapPayment(TrapKind k, TileKind tile)
{
    Cost c = trapCost(k);
    if (tile == TileKind::Room)
        c.gold += 1;
    return c;
}

// ---- Round end --------------------------------------------------------------------------------

bool inCombat(const DlPlayer &p)
{
    return p.stage != Stage::Out && p.hasUnconqueredTile();
}

int paladinTarget(const DlState &s)
{
    int best = -1;
    for (int seat : s.seatOrder()) {
        const DlPlayer *p = playerAt(s, seat);
        if (!p || !inCombat(*p))
            continue;
        // Later in order from the start player wins ties: it counts as the more evil.
        if (best < 0 || p->evil >= s.players.at(best).evil)
            best = seat;
    }
    return best;
}

} // namespace kbz::dl
