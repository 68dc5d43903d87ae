// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "registerGames.h"

#include "dungeonlords/DlModule.h"
#include "lethalcheckmate/LcModule.h"
#include "lightwars/LwModule.h"
#include "lordsofwar/LowModule.h"
#include "rookraiders/RrModule.h"

namespace kbz {

// One line per game, in the order the start page, New Game and the menus list them.
void registerGames(GameRegistry &registry)
{
    registry.add(lc::gameModule());
    registry.add(rr::gameModule());
    registry.add(low::gameModule());
    registry.add(lw::gameModule());
    registry.add(dl::gameModule());
}

const GameRegistry &shippedGames()
{
    static const GameRegistry registry = [] {
        GameRegistry r;
        registerGames(r);
        return r;
    }();
    return registry;
}

} // namespace kbz
