// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameViewModule.h"

namespace kbz::tally {

// Tally's views module: the generic step entry as its game view, and a New Game page for the
// target. A test adds it to a registry filled by registerGameViews().
GameViewModulePtr gameViewModule();

} // namespace kbz::tally
