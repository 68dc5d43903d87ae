// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameModule.h"

namespace kbz::rr {

// Rook & Raiders as the shared code sees it (core/GameModule.h); registered in
// models/registerGames.cpp.
GameModulePtr gameModule();

} // namespace kbz::rr
