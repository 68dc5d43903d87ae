#include "registerGames.h"

#include "lethalcheckmate/LcEngine.h"
#include "rookraiders/RrEngine.h"

namespace kbz {

void registerGames(GameRegistry &registry)
{
    registry.add(std::make_shared<lc::LcEngine>());
    registry.add(std::make_shared<rr::RrEngine>());
}

} // namespace kbz
