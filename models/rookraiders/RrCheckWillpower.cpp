// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Willpower (rulebook ⑱ boons, RULINGS "boons"): for 1 honour mark, the dice of a skill are
// rolled again, once. An attack step says which roll was given up in "rerolled" (the earlier
// rolls, oldest first; "dice" is the roll that counts), so the journal shows both rolls; more
// than one earlier roll means the same roll was re-rolled twice.
#include "RrRules.h"

#include <QJsonArray>

namespace kbz::rr::rules {

void checkWillpower(const RrState &s, const Step &step, QList<Finding> &out)
{
    Q_UNUSED(s)
    const QJsonArray rerolled = step.payload.value(QStringLiteral("rerolled")).toArray();
    if (rerolled.isEmpty())
        return;
    if (!step.payload.value(QStringLiteral("willpower")).toBool())
        out.append(warning("rr.boon.willpower",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "The dice were rolled again without "
                                                       "willpower: a roll is re-rolled only by "
                                                       "willpower, for 1 honour mark"))));
    if (rerolled.size() > 1)
        out.append(warning("rr.boon.willpower",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "This roll was re-rolled %1 times: "
                                                       "willpower re-rolls the same roll only "
                                                       "once"),
                                     {arg(int(rerolled.size()))})));
}

} // namespace kbz::rr::rules
