// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowModule.h"

#include "LowCardLibraryStore.h"
#include "LowEngine.h"
#include "storage/GameCardLibrary.h"

namespace kbz::low {

namespace {

class LowModule final : public GameModule
{
public:
    LowModule()
        : GameModule(std::make_shared<LowEngine>())
    {}

    const GameCardLibrary *cardLibrary() const override { return &m_cards; }

    // Played by 2, 3, 4 or 6 (two teams of three): never by 5.
    bool allowsPlayerCount(int n) const override
    {
        return n != 5 && GameModule::allowsPlayerCount(n);
    }

private:
    CardLibraryOf<LowCardLibrary> m_cards{QLatin1String(kCardGameKind), &loadCardLibrary,
                                          &parseCardFile};
};

} // namespace

GameModulePtr gameModule()
{
    return std::make_shared<const LowModule>();
}

} // namespace kbz::low
