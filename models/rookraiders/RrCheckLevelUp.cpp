// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Level up (rulebook ⑱ boons): the ★ unit on the board is swapped for the level-up card of the
// same name. A level-up step may name the card it swaps in ("card"); when the library knows the
// unit's level-up card ("upgrade"), another card is warned, and so is a basic ★ card, which is
// never a level-up card (the same card again included).
#include "RrRules.h"

namespace kbz::rr::rules {

void checkLevelUpCard(const RrState &s, const RrPiece &unit, const Step &step, QList<Finding> &out)
{
    const QString to = step.payload.value(QStringLiteral("card")).toString();
    if (to.isEmpty())
        return; // the library's level-up card is taken (RrApply)
    const RrCard *from = s.card(unit.card);
    const RrCard *into = s.card(to);
    if (into && into->levelUp) {
        out.append(warning("rr.boon.level-up-card",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "%1 is a basic unit (★), not a level-up "
                                                       "card: %2 levels up to its own level-up "
                                                       "card"),
                                     {s.cardName(to), s.cardName(unit.card)})));
        return;
    }
    if (from && !from->upgrade.isEmpty() && from->upgrade != to)
        out.append(
            warning("rr.boon.level-up-card",
                    rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                "%1 levels up to %2, its level-up card "
                                                "of the same name, not to %3"),
                              {s.cardName(unit.card), s.cardName(from->upgrade), s.cardName(to)})));
}

} // namespace kbz::rr::rules
