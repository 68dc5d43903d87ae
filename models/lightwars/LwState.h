// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LwCard.h"
#include "core/GameEngine.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>
#include <utility>

namespace kbz::lw {

// Sides: 0 = red, 1 = blue (seat 0 plays red, seat 1 blue).
inline constexpr int kSides = 2;
QString sideCode(int side); // "red", "blue"

enum class Phase {
    Deploy,  // deployment method, then who plays first
    Tactics, // the active player declares tactics tiles (or none)
    Action,  // every unit of the active side acts once
    Finished
};
QString phaseCode(Phase phase); // "deploy", "tactics", "action", "finished"

// A participating unit: one card of the army (armies may hold several of the same card; the
// unit's index in LwArmy::units is its id in steps: "unit": 3).
struct LwUnit
{
    QString card;
    bool removed = false;
    int removedTurn = 0; // turn marker value when it was removed (0 = not removed)
    bool acted = false;  // has acted this turn
    bool moved = false;  // moved this turn and may still attack (lw.move.rules); cleared by the
                         // attack and at the end of the turn
    // On the map (issue 18): the square (invalid = not recorded: a journal without positions, a
    // unit not deployed yet, or removed) and where its front points.
    Square at;
    Dir facing = Dir::N;
    bool onMap() const { return at.isValid() && !removed; }
    friend bool operator==(const LwUnit &, const LwUnit &) = default;
};

struct LwArmy
{
    QList<LwUnit> units;
    QStringList tactics;   // tactics tiles chosen at army building (card ids)
    int bases = 10;        // unit bases of this colour in the box (the table's figure)
    int paidBases = 0;     // spare bases paid for tactics (removed from the game)
    QStringList usedTiles; // tiles used this turn (active effects)
    QStringList usedEver;  // tiles used in earlier turns
    friend bool operator==(const LwArmy &, const LwArmy &) = default;
};

struct LwState final : kbz::GameState
{
    LibraryPtr cards;
    QList<QString> names; // player names per side
    LwArmy armies[kSides];
    int budget = 20;
    int maxTurns = 5;

    Phase phase = Phase::Deploy;
    QString deployMethod; // "dice" / "screen" once recorded
    int deployFirst = -1; // by dice: the side that rolled higher and places first (-1: none)
    int lastPlaced = -1;  // the side that placed the last unit put on the map (-1: none yet);
                          // by dice the other side places next (lw.deploy.order)
    int firstSide = -1;   // who plays first (-1 = not decided yet)
    int turnMarker = 5;   // counts down: maxTurns .. 1
    int active = -1;      // side whose turn it is
    int turnsTaken = 0;   // player turns completed

    int winnerSide = -1; // -1: none (yet); a draw has how == "draw"
    QString how;         // "king", "castle", "score", "draw"

    const LwCard *card(const QString &id) const { return cards ? cards->find(id) : nullptr; }
    // The game's map board (the card set's map), nullptr when it has none.
    const LwMap *map() const { return cards ? cards->map() : nullptr; }
    // The unit standing on `s` (not removed): {side, unit}, or {-1, -1}.
    std::pair<int, int> unitAt(Square s) const;
    // Whether any unit has a square: the positional rules are checked only then (a journal
    // without positions replays with them skipped).
    bool hasPositions() const;
    LocalizedName cardName(const QString &id) const;
    // Spare bases: bases - units mounted + units removed - bases paid (lw.army.bases,
    // lw.removed.bases, lw.tactics.payment).
    int spareBases(int side) const;
    // Budget spent (units + tactics, the king 0) and left (lw.army.budget).
    int spent(int side) const;
    int unspent(int side) const { return budget - spent(side); }
    // Score = total cost of the OPPONENT's removed units (lw.score.cost).
    int score(int side) const;
    // Units of `side` still to act this turn (not removed, not acted), by index.
    QList<int> toAct(int side) const;

    QJsonObject toJson() const override;
};

} // namespace kbz::lw
