// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrModule.h"

#include "RrCardLibraryStore.h"
#include "RrEngine.h"
#include "storage/GameCardLibrary.h"

namespace kbz::rr {

namespace {

class RrModule final : public GameModule
{
public:
    RrModule()
        : GameModule(std::make_shared<RrEngine>())
    {}

    const GameCardLibrary *cardLibrary() const override { return &m_cards; }

private:
    CardLibraryOf<RrCardLibrary> m_cards{
        QLatin1String(kCardGameKind), &loadCardLibrary, &parseCardFile,
        [](const RrCardLibrary &file, const RrCardLibrary &merged) {
            return upgradeProblem(file, merged);
        }};
};

} // namespace

GameModulePtr gameModule()
{
    return std::make_shared<const RrModule>();
}

} // namespace kbz::rr
