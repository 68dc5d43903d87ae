// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameModule.h"

namespace kbz::lc {

// Lethal Checkmate as the shared code sees it (core/GameModule.h); registered in
// models/registerGames.cpp.
GameModulePtr gameModule();

} // namespace kbz::lc
