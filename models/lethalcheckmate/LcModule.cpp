// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcModule.h"

#include "LcCardLibraryStore.h"
#include "LcEngine.h"
#include "storage/GameCardLibrary.h"

namespace kbz::lc {

namespace {

class LcModule final : public GameModule
{
public:
    LcModule()
        : GameModule(std::make_shared<LcEngine>())
    {}

    const GameCardLibrary *cardLibrary() const override { return &m_cards; }

private:
    CardLibraryOf<LcCardLibrary> m_cards{QLatin1String(kCardGameKind), &loadCardLibrary,
                                         &parseCardFile};
};

} // namespace

GameModulePtr gameModule()
{
    return std::make_shared<const LcModule>();
}

} // namespace kbz::lc
