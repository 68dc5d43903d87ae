// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Setup (rulebook ②): before the first round every player places one unit from the hand for
// free and two monsters are summoned; only then is the first command row laid out. The
// starting gold is part of the game's configuration (option "gold"), so it is always there.
#include "RrRules.h"

namespace kbz::rr::rules {

void checkSetupComplete(const RrState &s, const Step &step, QList<Finding> &out)
{
    if (step.kind != QLatin1String("deal-commands") || s.phase != Phase::Setup || s.round != 0)
        return;
    for (const RrPlayer &p : s.players)
        if (!p.out && !p.placedFirstUnit)
            out.append(warning("rr.setup.complete",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "The setup is not complete: %1 has not "
                                                           "placed a starting unit yet"),
                                         {p.name})));
    if (s.summons < 2)
        out.append(warning("rr.setup.complete",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "The setup is not complete: %1 of the two "
                                                       "starting monsters summoned"),
                                     {arg(s.summons)})));
}

} // namespace kbz::rr::rules
