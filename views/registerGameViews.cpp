// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "registerGameViews.h"

#include "dungeonlords/DlViewModule.h"
#include "lethalcheckmate/LcViewModule.h"
#include "lightwars/LwViewModule.h"
#include "lordsofwar/LowViewModule.h"
#include "rookraiders/RrViewModule.h"

namespace kbz {

// One line per game, in the order of registerGames().
void registerGameViews(GameViewRegistry &registry)
{
    registry.add(lc::gameViewModule());
    registry.add(rr::gameViewModule());
    registry.add(low::gameViewModule());
    registry.add(lw::gameViewModule());
    registry.add(dl::gameViewModule());
}

} // namespace kbz
