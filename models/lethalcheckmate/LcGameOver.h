// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameOverSummary.h"

namespace kbz::lc {

struct LcState;

// The game-over screen's Lethal Checkmate part (issue 13, item 6): the hits each player dealt and
// took (the score) and the turns played.
GameOverSummary gameOverSummary(const LcState &state);

} // namespace kbz::lc
