// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameOverSummary.h"

namespace kbz::rr {

struct RrState;

// The game-over screen's Rook & Raiders part (issue 13, item 6): per player the threat, honour,
// gold, monsters defeated and whether they are out, and the rounds played.
GameOverSummary gameOverSummary(const RrState &state);

} // namespace kbz::rr
