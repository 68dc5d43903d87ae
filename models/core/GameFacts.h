// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameOverSummary.h"
#include "Lang.h"
#include "Message.h"

#include <QList>
#include <QString>

namespace kbz {

// A thing the table keeps that a game's rules name (an army, a race, a side, a unit): a stable
// id and its name in both languages.
struct FactTag
{
    QString id;
    LocalizedName name;
    friend bool operator==(const FactTag &, const FactTag &) = default;
};

// One number a seat ended a game with (damage dealt, commanders lost, monsters defeated). The
// label's English source is its stable id across games (statistics add the same labels up).
struct SeatFact
{
    Message label;
    double value = 0;
};

// What one seat played with and did in a finished game, for the statistics (issue 19).
struct SeatFacts
{
    FactTag side;         // the army, race or side it played (empty id: the game has none)
    QList<FactTag> units; // the units it fielded, each once (empty: the game counts none)
    QList<SeatFact> facts;
};

// What a game module says of a game's final state (GameModule::gameFacts): who took the first
// turn and per seat, in seat order, the side, the units and the facts.
struct GameFacts
{
    int firstSeat = -1; // -1: the game does not say (statistics then take the first seat to act)
    QList<SeatFacts> seats;
};

// The per-seat numbers of a game-over summary (score sheet and facts) as facts: every row with
// one number per seat. A game whose summary has other columns (teams) maps them itself.
inline QList<SeatFacts> seatFactsFromSummary(const GameOverSummary &summary, int seats)
{
    QList<SeatFacts> out(seats);
    const auto add = [&](const QList<GameOverRow> &rows) {
        for (const GameOverRow &row : rows) {
            if (row.values.size() != seats)
                continue;
            for (int seat = 0; seat < seats; ++seat) {
                const QVariant &v = row.values.at(seat);
                if (v.isValid() && v.typeId() != QMetaType::QString)
                    out[seat].facts.append(SeatFact{row.label, v.toDouble()});
            }
        }
    };
    add(summary.score);
    add(summary.facts);
    return out;
}

} // namespace kbz
