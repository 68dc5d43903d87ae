// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords traps (dl.trap.list): the planned trap's effect on the party, with the
// trap symbols (thieves' and the paladin's) cancelling damage (DlRules.h).
#include "DlRules.h"

#include "DlRulesDetail.h"

#include <algorithm>

namespace kbz::dl {

using detail::inRange;
using detail::playerAt;

// ---- Traps ------------------------------------------------------------------------------------

TrapEffect proposeTrap(const DlState &s, int seat, int target)
{
    TrapEffect e;
    const DlPlayer *p = playerAt(s, seat);
    if (!p || !p->fight.trap)
        return e;
    const TrapKind kind = *p->fight.trap;
    const QList<DlAdventurer> &party = p->party;
    const qsizetype n = party.size();
    const TileKind tile = inRange(p->fight.tile, p->tiles.size()) ? p->tiles.at(p->fight.tile).kind
                                                                  : TileKind::Tunnel;
    e.pay = trapPayment(kind, tile);
    if (n == 0)
        return e;
    if (!inRange(target, n))
        target = 0;
    auto all = [&](int amount) {
        for (int i = 0; i < n; ++i)
            e.hits.append(Hit{i, amount});
    };
    bool cancellable = true;
    switch (kind) {
    case TrapKind::RollingBoulder:
        e.hits.append(Hit{0, 3});
        break;
    case TrapKind::Pendulum:
        if (n >= 2)
            e.hits.append(Hit{1, 3});
        break;
    case TrapKind::TrapDoor:
        e.hits.append(Hit{0, 2});
        e.skipConquest = true;
        break;
    case TrapKind::PoisonedDart:
        e.hits.append(Hit{target, 1});
        e.delayed.append(Hit{target, 2});
        break;
    case TrapKind::AntiMagicDart:
        e.hits.append(Hit{target, 1});
        e.silence = target;
        break;
    case TrapKind::CursedRing:
        all(1);
        e.skipConquest = true;
        break;
    case TrapKind::FireWall:
        all(1);
        e.hits.last().amount += 1;
        break;
    case TrapKind::KamikazeImp:
        e.hits.append(Hit{0, 3});
        for (int i = 1; i < n; ++i)
            e.hits.append(Hit{i, 1});
        break;
    case TrapKind::PoisonedMeal:
        // "Defeated", not damage: the thieves do not cancel it (our reading).
        e.hits.append(Hit{0, party.at(0).hpLeft()});
        cancellable = false;
        break;
    }
    if (cancellable) {
        int cancel = s.thiefSymbols(seat);
        for (int i = static_cast<int>(e.hits.size()) - 1; i >= 0 && cancel > 0; --i) {
            const int c = std::min(cancel, e.hits.at(i).amount);
            e.hits[i].amount -= c;
            e.cancelled += c;
            cancel -= c;
        }
        e.hits.removeIf([](const Hit &h) { return h.amount <= 0; });
        // Credit the adventurers who hold the symbols (DlState::thiefSymbols counts the same
        // ones): a party led by a paladin and no thief cancels with the paladin's symbols.
        int left = e.cancelled;
        for (int i = 0; i < n && left > 0; ++i) {
            const DlAdventurer &a = party.at(i);
            if (a.isDefeated() || i == p->fight.silenced || a.skills <= 0 ||
                (a.cls != AdvClass::Thief && a.cls != AdvClass::Paladin))
                continue;
            const int used = std::min(left, a.skills);
            e.cancelledBy.append(SymbolUse{i, used});
            left -= used;
        }
    }
    return e;
}

} // namespace kbz::dl
