// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlViewModule.h"

#include "DlGameView.h"

namespace kbz::dl {

namespace {

class DlViewModule final : public GameViewModule
{
public:
    DlViewModule()
        : GameViewModule(QStringLiteral("dungeon-lords"))
    {}

    std::unique_ptr<GameView> createView(QWidget *parent) const override
    {
        return std::make_unique<DlGameView>(parent);
    }
};

} // namespace

GameViewModulePtr gameViewModule()
{
    return std::make_shared<const DlViewModule>();
}

} // namespace kbz::dl
