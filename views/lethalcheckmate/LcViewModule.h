// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameViewModule.h"

namespace kbz::lc {

// Lethal Checkmate's views as the shared code sees them (GameViewModule.h); registered in
// views/registerGameViews.cpp.
GameViewModulePtr gameViewModule();

} // namespace kbz::lc
