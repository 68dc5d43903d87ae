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

// One number a seat ended a game with (damage dealt, commanders lost, monsters defeated).
// Statistics add up the facts of one key; the label names the sum, so it carries no number of
// one game (the first game's "(of 30)" would be wrong for the others).
struct SeatFact
{
    QString key; // stable across games and languages: factKey(), "context/English template"
    Message label;
    double value = 0;
};

// The key of a game-over row's facts: its label's context and English template (placeholders
// unfilled), the same whatever numbers one game's label carries.
inline QString factKey(const Message &label)
{
    return QString::fromLatin1(label.context) + QLatin1Char('/') + label.source;
}

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
// one number per seat, keyed by factKey(row.label) and labelled by its factLabel if it has one. A
// game whose summary has other columns (teams) maps them itself.
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
                    out[seat].facts.append(SeatFact{
                        factKey(row.label), row.factLabel.isEmpty() ? row.label : row.factLabel,
                        v.toDouble()});
            }
        }
    };
    add(summary.score);
    add(summary.facts);
    return out;
}

} // namespace kbz
