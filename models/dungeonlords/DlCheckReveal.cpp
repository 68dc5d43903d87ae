// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The reference sheet's reveal of the combat card: the year's cards lie face down in a row on
// the development board, laid from the side with fewer crystals, and each round's card is the
// next one from that side. A reveal may say which end of the row its card came from ("from");
// without it the rule is assumed followed.
#include "DlInternal.h"

namespace kbz::dl::rules {

void checkRevealSide(const DlState &s, const Step &step, QList<Finding> &out)
{
    Q_UNUSED(s)
    if (step.payload.value(QStringLiteral("from")) != QLatin1String("more"))
        return;
    out.append(warning("dl.combat-card.reveal",
                       dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                   "The combat card was revealed from the side "
                                                   "with more crystals: the rule reveals the next "
                                                   "card from the side with fewer crystals"))));
}

} // namespace kbz::dl::rules
