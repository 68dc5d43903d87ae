// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcModule.h"
#include "LcGameOver.h"
#include "LcSchema.h"
#include "LcState.h"

#include "LcCardLibraryStore.h"
#include "LcEngine.h"
#include "core/GameRounds.h"
#include "storage/GameCardLibrary.h"

namespace kbz::lc {

namespace {

class LcModule final : public GameModule, public GameRounds
{
public:
    LcModule()
        : GameModule(std::make_shared<LcEngine>())
    {}

    const GameCardLibrary *cardLibrary() const override { return &m_cards; }

    int roundsPlayed(const GameState &finalState) const override
    {
        // The turns played, each player's one (LcGameOver's "Turns played").
        return static_cast<const LcState &>(finalState).turn;
    }

    // Per seat the hits dealt and taken; the first player sits south.
    GameFacts gameFacts(const GameState &finalState) const override
    {
        const auto &s = static_cast<const LcState &>(finalState);
        GameFacts out;
        out.firstSeat = s.southSeat;
        out.seats = seatFactsFromSummary(gameOverSummary(s), int(s.players.size()));
        return out;
    }

    QList<StepSchema> stepSchemas() const override { return lc::stepSchemas(); }
    QList<SchemaChoice> schemaChoices(const GameState &state, const QString &source,
                                      int) const override
    {
        return lc::schemaChoices(static_cast<const LcState &>(state), source);
    }

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
