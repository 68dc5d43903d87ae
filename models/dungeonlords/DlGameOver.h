// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameOverSummary.h"

namespace kbz::dl {

struct DlState;

// The game-over screen's Dungeon Lords part (issue 13, item 6): the score sheet per player (rooms,
// monsters, prisoners, paladins, conquered tiles, unpaid taxes, titles, extra points, with the
// points each line gives) and the year and round reached.
GameOverSummary gameOverSummary(const DlState &state);

} // namespace kbz::dl
