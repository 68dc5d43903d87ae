// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameRegistry.h"

namespace kbz {

// Adds every game module this build ships to `registry` (one line per game in
// registerGames.cpp). Called by main() of both executables and by the tests; there is no static
// self-registration.
void registerGames(GameRegistry &registry);

// The shipped games, registered once: what the functions that take no registry use (the rule
// book's RuleBook::fromResources(), Glossary::normalizeGame()). Immutable; code that must see
// other games (a test's) takes a GameRegistry instead.
const GameRegistry &shippedGames();

} // namespace kbz
