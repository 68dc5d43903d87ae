// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameOverSummary.h"

namespace kbz::low {

struct LowState;

// The game-over screen's Lords of War part (issue 13, item 6): per player the enemy cards and
// commanders their side destroyed against the thresholds, the cards they lost, and the turns
// played.
GameOverSummary gameOverSummary(const LowState &state);

} // namespace kbz::low
