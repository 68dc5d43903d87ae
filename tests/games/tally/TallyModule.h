// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameModule.h"

namespace kbz::tally {

// Tally's models-side module: its engine, and its rule book kept in the test's own resources.
// A test adds it to a registry filled by registerGames(): registry.add(tally::gameModule()).
GameModulePtr gameModule();

} // namespace kbz::tally
