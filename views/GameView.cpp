#include "GameView.h"

#include "GenericStepView.h"
#include "dungeonlords/DlGameView.h"
#include "lethalcheckmate/LcGameView.h"
#include "lightwars/LwGameView.h"
#include "lordsofwar/LowGameView.h"
#include "rookraiders/RrGameView.h"

namespace kbz {

GameView::GameView(QWidget *parent)
    : QWidget(parent)
{}

GameView::~GameView() = default;

std::unique_ptr<GameView> GameView::create(const QString &engineId, QWidget *parent)
{
    if (engineId == QLatin1String("dungeon-lords"))
        return std::make_unique<dl::DlGameView>(parent);
    if (engineId == QLatin1String("lethal-checkmate"))
        return std::make_unique<lc::LcGameView>(parent);
    if (engineId == QLatin1String("light-wars"))
        return std::make_unique<lw::LwGameView>(parent);
    if (engineId == QLatin1String("lords-of-war"))
        return std::make_unique<low::LowGameView>(parent);
    if (engineId == QLatin1String("rook-raiders"))
        return std::make_unique<rr::RrGameView>(parent);
    return std::make_unique<GenericStepView>(parent);
}

} // namespace kbz
