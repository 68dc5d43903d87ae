#include "registerGames.h"

#include "lethalcheckmate/LcEngine.h"

namespace kbz {

void registerGames(GameRegistry &registry)
{
    registry.add(std::make_shared<lc::LcEngine>());
}

} // namespace kbz
