// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// Helpers shared by the parts of RrStepEntry (RrStepEntry.cpp, RrSquarePicking.cpp,
// RrStepBuilder.cpp): what a step kind asks for, and selecting a combo box entry by its data.

#include <QComboBox>
#include <QLatin1String>
#include <QString>
#include <QVariant>

namespace kbz::rr::stepkinds {

inline bool is(const QString &k, const char *name)
{
    return k == QLatin1String(name);
}

// The table's own steps (no acting player).
inline bool isTableKind(const QString &k)
{
    return is(k, "deal-commands") || is(k, "auto-command") || is(k, "command-done");
}

inline bool placesUnit(const QString &k)
{
    return is(k, "setup-unit") || is(k, "recruit");
}

// The acting unit, then a second square (destination or target).
inline bool twoSquares(const QString &k)
{
    return is(k, "move-unit") || is(k, "attack") || is(k, "bard");
}

// The "damage per hit" spin box's value while the damage is not known.
constexpr int kUnknownAmount = -1;

inline void selectData(QComboBox *combo, const QVariant &data)
{
    const int i = combo->findData(data);
    if (i >= 0)
        combo->setCurrentIndex(i);
}

} // namespace kbz::rr::stepkinds
