// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lightwars/LwCard.h"
#include "lightwars/LwEngine.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace kbz::lw {

struct LwState;

// The words and colours every Light Wars widget shares: side names, a figure that may be
// unknown ("?"), skills, facings, and a card's or unit's name in the UI language.
class LwText final
{
    Q_DECLARE_TR_FUNCTIONS(kbz::lw::LwText)

public:
    static QString side(int side);                   // "Red", "Blue"
    static QString army(int side);                   // "Red army", "Blue army"
    static QColor colour(int side);                  // the side's colour (text and marks)
    static QColor lightColour(int side);             // a pale background of the side's colour
    static QString figure(std::optional<int> value); // "4" or "?"
    static QString skill(const QString &id);         // "Shoot", "Pike", or the id itself
    static QString skills(const QStringList &ids);   // "Shoot, Pike" or "—"
    static QString facing(Facing f);                 // "front", "side", "rear"
    static QString cardName(const LwCard &card);     // the name in the UI language, else the id
    // "Blue Infantry" (the side and the unit's card name); with several of one card in the
    // army, its number among them: "Blue Infantry 2".
    static QString unitName(const LwState &state, int side, int unit);
    // The card of a unit (nullptr when the library lacks it).
    static const LwCard *unitCard(const LwState &state, int side, int unit);
};

} // namespace kbz::lw
