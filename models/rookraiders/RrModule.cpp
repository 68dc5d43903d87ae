// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrModule.h"
#include "RrGameOver.h"
#include "RrSchema.h"
#include "RrState.h"

#include "RrCardLibraryStore.h"
#include "RrEngine.h"
#include "core/GameRounds.h"
#include "storage/GameCardLibrary.h"

namespace kbz::rr {

namespace {

class RrModule final : public GameModule, public GameRounds
{
public:
    RrModule()
        : GameModule(std::make_shared<RrEngine>())
    {}

    const GameCardLibrary *cardLibrary() const override { return &m_cards; }

    int roundsPlayed(const GameState &finalState) const override
    {
        return static_cast<const RrState &>(finalState).round; // RrGameOver's "Rounds played"
    }

    // Per seat the units it had at the end (on its board or in hand, each card once) and the
    // score sheet's tallies (monsters defeated, honour, gold); the start player went first.
    GameFacts gameFacts(const GameState &finalState) const override
    {
        const auto &s = static_cast<const RrState &>(finalState);
        GameFacts out;
        out.firstSeat = s.startPlayer;
        out.seats = seatFactsFromSummary(gameOverSummary(s), int(s.players.size()));
        for (int seat = 0; seat < s.players.size(); ++seat) {
            QStringList cards;
            for (const RrPiece &u : s.players.at(seat).units)
                cards.append(u.card);
            cards += s.players.at(seat).hand;
            for (const QString &card : std::as_const(cards)) {
                const FactTag unit{card, s.cardName(card)};
                if (!out.seats[seat].units.contains(unit))
                    out.seats[seat].units.append(unit);
            }
        }
        return out;
    }

    QList<StepSchema> stepSchemas() const override { return rr::stepSchemas(); }
    QList<SchemaChoice> schemaChoices(const GameState &state, const QString &source,
                                      int seat) const override
    {
        return rr::schemaChoices(static_cast<const RrState &>(state), source, seat);
    }

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
