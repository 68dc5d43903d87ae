// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlModule.h"
#include "DlGameOver.h"
#include "DlSchema.h"
#include "DlState.h"

#include "DlEngine.h"

namespace kbz::dl {

namespace {

class DlModule final : public GameModule
{
public:
    DlModule()
        : GameModule(std::make_shared<DlEngine>())
    {}

    // Per seat the score sheet's counts (rooms, monsters, prisoners, conquered tiles, points).
    GameFacts gameFacts(const GameState &finalState) const override
    {
        const auto &s = static_cast<const DlState &>(finalState);
        GameFacts out;
        out.seats = seatFactsFromSummary(gameOverSummary(s), int(s.players.size()));
        return out;
    }

    QList<StepSchema> stepSchemas() const override { return dl::stepSchemas(); }
    QList<SchemaChoice> schemaChoices(const GameState &state, const QString &source,
                                      int seat) const override
    {
        return dl::schemaChoices(static_cast<const DlState &>(state), source, seat);
    }
};

} // namespace

GameModulePtr gameModule()
{
    return std::make_shared<const DlModule>();
}

} // namespace kbz::dl
