// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameViewModule.h"

namespace kbz {

// Adds the views module of every game this build ships to `registry` (one line per game in
// registerGameViews.cpp), in the order of models/registerGames.cpp. Called by MainWindow's
// default constructor and by tests; there is no static self-registration.
void registerGameViews(GameViewRegistry &registry);

} // namespace kbz
