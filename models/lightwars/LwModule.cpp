// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwModule.h"

#include "LwCardLibraryStore.h"
#include "LwEngine.h"
#include "storage/GameCardLibrary.h"

namespace kbz::lw {

namespace {

class LwModule final : public GameModule
{
public:
    LwModule()
        : GameModule(std::make_shared<LwEngine>())
    {}

    const GameCardLibrary *cardLibrary() const override { return &m_cards; }

private:
    CardLibraryOf<LwCardLibrary> m_cards{QLatin1String(kCardGameKind), &loadCardLibrary,
                                         &parseCardFile};
};

} // namespace

GameModulePtr gameModule()
{
    return std::make_shared<const LwModule>();
}

} // namespace kbz::lw
