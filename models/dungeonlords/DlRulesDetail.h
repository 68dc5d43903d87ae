// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlRules.h"

#include <utility>

// Helpers the DlRules*.cpp files share; not part of the rules' interface (include DlRules.h).
namespace kbz::dl::detail {

inline bool inRange(int i, qsizetype n)
{
    return i >= 0 && i < n;
}

inline const DlPlayer *playerAt(const DlState &s, int seat)
{
    return inRange(seat, s.players.size()) ? &s.players.at(seat) : nullptr;
}

inline void set(Message *out, Message m)
{
    if (out)
        *out = std::move(m);
}

// A slime that chose to skip the conquest made no attack; the engine does not list it among
// the attackers, so it counts as having acted through the skip it caused.
inline bool slimeSkipped(const DlFight &f)
{
    return f.skipConquest && f.skipConquestBy == QLatin1String("dl.monster.slime");
}

} // namespace kbz::dl::detail
