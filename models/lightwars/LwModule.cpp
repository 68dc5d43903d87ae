// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwModule.h"
#include "LwGameOver.h"
#include "LwRules.h"
#include "LwSchema.h"
#include "LwState.h"

#include "LwCardLibraryStore.h"
#include "LwEngine.h"
#include "core/GameRounds.h"
#include "storage/GameCardLibrary.h"

namespace kbz::lw {

namespace {

class LwModule final : public GameModule, public GameRounds
{
public:
    LwModule()
        : GameModule(std::make_shared<LwEngine>())
    {}

    const GameCardLibrary *cardLibrary() const override { return &m_cards; }

    int roundsPlayed(const GameState &finalState) const override
    {
        // The turns on the turn track, both sides' in each (LwGameOver's "Turns played").
        const auto &s = static_cast<const LwState &>(finalState);
        return qMax(0, s.maxTurns - s.turnMarker + 1);
    }

    // Per seat its side (red, blue), the units of its army (each card once) and the score
    // sheet's tallies; the first side as the table decided it.
    GameFacts gameFacts(const GameState &finalState) const override
    {
        const auto &s = static_cast<const LwState &>(finalState);
        GameFacts out;
        out.firstSeat = s.firstSide;
        out.seats = seatFactsFromSummary(gameOverSummary(s), kSides);
        for (int side = 0; side < kSides; ++side) {
            out.seats[side].side = FactTag{sideCode(side), rules::sideName(side)};
            const QList<LwUnit> &units = s.armies[side].units;
            for (int i = 0; i < units.size(); ++i) {
                const FactTag unit{units.at(i).card, s.cardName(units.at(i).card)};
                if (!out.seats[side].units.contains(unit))
                    out.seats[side].units.append(unit);
            }
        }
        return out;
    }

    QList<StepSchema> stepSchemas() const override { return lw::stepSchemas(); }
    QList<SchemaChoice> schemaChoices(const GameState &state, const QString &source,
                                      int seat) const override
    {
        return lw::schemaChoices(static_cast<const LwState &>(state), source, seat);
    }

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
