// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameOverSummary.h"

namespace kbz::lw {

struct LwState;

// The game-over screen's Light Wars part (issue 13, item 6): per side the score (the cost of the
// enemy units removed), the enemy units removed and the spare bases (the tie-break), the units
// lost, and the turns played.
GameOverSummary gameOverSummary(const LwState &state);

} // namespace kbz::lw
