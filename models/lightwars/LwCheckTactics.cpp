// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwRules.h"

namespace kbz::lw::rules {

// The rulebook's tactics phase: a tile is used at the start of its side's turn, paid in spare
// bases, and its effect lasts until the end of that turn. An attack modifier is such an effect,
// so the attacking side must have a tile in use this turn (LwArmy::usedTiles, cleared at every
// turn change). Which tile gives how much is printed on the tiles, which Kibitzer does not
// read: only "no tile at all" is checked.
void checkTacticsEffect(const LwState &s, const AttackStep &a, QList<Finding> &out)
{
    if (a.modifier == 0 || a.side < 0 || a.side >= kSides)
        return;
    if (!s.armies[a.side].usedTiles.isEmpty())
        return;
    out.append(warning("lw.tactics.effect",
                       lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                   "The attack adds %1 for a tactics effect, but "
                                                   "%2 has no tactics tile in use this turn"),
                                 {arg(a.modifier), sideName(a.side)})));
}

} // namespace kbz::lw::rules
