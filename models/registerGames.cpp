// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "registerGames.h"

#include "dungeonlords/DlEngine.h"
#include "lethalcheckmate/LcEngine.h"
#include "lightwars/LwEngine.h"
#include "lordsofwar/LowEngine.h"
#include "rookraiders/RrEngine.h"

namespace kbz {

void registerGames(GameRegistry &registry)
{
    registry.add(std::make_shared<lc::LcEngine>());
    registry.add(std::make_shared<rr::RrEngine>());
    registry.add(std::make_shared<low::LowEngine>());
    registry.add(std::make_shared<lw::LwEngine>());
    registry.add(std::make_shared<dl::DlEngine>());
}

} // namespace kbz
