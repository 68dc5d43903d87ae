// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameRegistry.h"

namespace kbz {

// Adds every game engine this build ships to `registry`. Called by main() of both executables
// and by the tests; there is no static self-registration.
void registerGames(GameRegistry &registry);

} // namespace kbz
