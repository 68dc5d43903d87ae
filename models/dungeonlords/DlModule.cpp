// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlModule.h"
#include "DlGameOver.h"
#include "DlSchema.h"
#include "DlState.h"

#include "DlEngine.h"
#include "core/GameRounds.h"

namespace kbz::dl {

namespace {

class DlModule final : public GameModule, public GameRounds
{
public:
    DlModule()
        : GameModule(std::make_shared<DlEngine>())
    {}

    int roundsPlayed(const GameState &finalState) const override
    {
        // Four rounds a year, for the years played (a finished game: 2 years, 8 rounds), even
        // when the table entered year 2's combat only or a combat ended early.
        return 4 * qMax(0, static_cast<const DlState &>(finalState).year);
    }

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
