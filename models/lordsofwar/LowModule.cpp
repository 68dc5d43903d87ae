// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowModule.h"
#include "LowDeck.h"
#include "LowGameOver.h"
#include "LowSchema.h"
#include "LowState.h"

#include "LowCardLibraryStore.h"
#include "LowEngine.h"
#include "core/GameRounds.h"
#include "storage/GameCardLibrary.h"

namespace kbz::low {

namespace {

class LowModule final : public GameModule, public GameRounds
{
public:
    LowModule()
        : GameModule(std::make_shared<LowEngine>())
    {}

    const GameCardLibrary *cardLibrary() const override { return &m_cards; }

    int roundsPlayed(const GameState &finalState) const override
    {
        // Every seat's turn counts one, the opening's too (LowGameOver's "Turns played").
        return static_cast<const LowState &>(finalState).turn;
    }

    // Played by 2, 3, 4 or 6 (two teams of three): never by 5.
    bool allowsPlayerCount(int n) const override
    {
        return n != 5 && GameModule::allowsPlayerCount(n);
    }

    // Per seat its army (race) and its side's tallies; the first turn is the first actor's.
    GameFacts gameFacts(const GameState &finalState) const override
    {
        const auto &s = static_cast<const LowState &>(finalState);
        GameFacts out;
        out.seats = seatFactsFromSummary(gameOverSummary(s), int(s.players.size()));
        for (int seat = 0; seat < s.players.size(); ++seat)
            out.seats[seat].side =
                FactTag{s.players.at(seat).army, armyName(s.players.at(seat).army)};
        return out;
    }

    QList<StepSchema> stepSchemas() const override { return low::stepSchemas(); }
    QList<SchemaChoice> schemaChoices(const GameState &state, const QString &source,
                                      int seat) const override
    {
        return low::schemaChoices(static_cast<const LowState &>(state), source, seat);
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
