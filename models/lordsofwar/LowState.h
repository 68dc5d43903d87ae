// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LowCard.h"
#include "core/GameEngine.h"

#include <QJsonObject>
#include <QList>
#include <QPoint>
#include <QString>
#include <QStringList>
#include <optional>

namespace kbz::low {

// ---- The mat ----------------------------------------------------------------------------------
// The mat is 7 x 6 squares and its SHORT sides face the players (low.mat.setup): each player
// has 6 squares across and 7 rows between them. Kibitzer draws it upright with player 1 at the
// bottom. Squares are (x, y) in this MAT frame: x = column from the left (0..5), y = row from
// the top (0..6). Use kMatColumns / kMatRows, never literal numbers. The unlimited battlefield
// (variant, and the 4/6-player team battle) has no edges: any x, y. Side 0 (player 1's) sits at
// the bottom and faces up (its "forward" is y - 1); side 1 sits at the top and faces down. In
// JSON a square is [x, y]; players read it as "C4" (column letter, row number from the top).
inline constexpr int kMatColumns = 6;
inline constexpr int kMatRows = 7;
// Default opening squares "1" and "2" (low.place.opening): D5 and C3, mirror images through
// the mat's centre, one column and two rows apart (a fan implementation's layout, turned so
// that player 1 sits at the bottom).
inline constexpr QPoint kOpeningSquare1{3, 4};
inline constexpr QPoint kOpeningSquare2{2, 2};

// The labels the mat prints along its edges: a column's letter ("A".."Z", else its number) and a
// row's number (y + 1, counted from the top). A square is named by them: "C4", and off the
// letters (the unlimited battlefield) "(-2,8)" or "(D,0)", the same two labels the mat shows.
QString columnName(int x);
QString rowName(int y);
QString squareName(QPoint sq);
std::optional<QPoint> squareFromJson(const QJsonValue &v); // [x, y] of whole numbers
QJsonValue squareToJson(QPoint sq);
// The mat delta of an owner-frame offset (x right, y forward) for a card of `side`.
QPoint toMat(int side, QPoint ownerOffset);

enum class Phase {
    Opening,   // the challenge: a player places on an opening square
    Place,     // the active player places one unit
    Resolve,   // combat after a placement (shots chosen, destroyed cards confirmed)
    Berserker, // intermediate rules: a berserker must advance (then combat again)
    Reinforce, // draw (refill) or recall one unit
    Finished
};
QString phaseCode(Phase phase); // "opening", "place", "resolve", "berserker", "reinforce",
                                // "finished"

// A unit on the mat.
struct LowUnit
{
    int uid = 0; // unique within a game, stable while the card stays on the mat
    QString card;
    int owner = 0;      // seat that placed it (whose hand it returns to on recall)
    QPoint at;          // mat frame
    int placedTurn = 0; // LowState::turn when it was placed
    friend bool operator==(const LowUnit &, const LowUnit &) = default;
};

struct LowPlayer
{
    QString name;
    QString army;      // army id of the player's deck ("orc")
    int side = 0;      // 0 or 1 (team / opponent)
    int deckSeat = 0;  // whose deck this player draws from (3 players: the team shares one)
    QStringList deck;  // the deck list as built (card ids, with repeats; deckSeat's own)
    int handLimit = 6; // 6; 3 players: the lone player 7, the team players 3
    int hand = 0;      // cards in hand (their faces stay hidden)
    int drawPile = 0;  // cards left in the face-down deck (deckSeat's own)
    friend bool operator==(const LowPlayer &, const LowPlayer &) = default;
};

// A unit destroyed, as kept on the destroying side's pile.
struct LowKill
{
    QString card;
    int owner = 0; // seat whose unit it was
    int turn = 0;  // turn it fell on
    friend bool operator==(const LowKill &, const LowKill &) = default;
};

struct LowState final : kbz::GameState
{
    LibraryPtr cards; // the game's card set (from the config)
    QList<LowPlayer> players;
    QList<LowUnit> units;

    // Variant and options.
    bool unlimited = false;    // no mat edges
    bool intermediate = false; // cavalry recall, berserker forced advance
    QPoint opening[2] = {kOpeningSquare1, kOpeningSquare2};
    int cardsToWin = 20;
    int commandersToWin = 4;

    // Turn order: seats in playing order, repeated ("0 1" for 2 players, "0 1 0 2" for 3,
    // "0 1 2 3 (4 5)" for teams). The opening places one unit per seat of `openingOrder`.
    QList<int> turnOrder;
    QList<int> openingOrder;
    Phase phase = Phase::Opening;
    int turn = 1;               // counts every turn, opening included (1-based)
    int active = 0;             // seat whose turn it is
    int orderIndex = 0;         // index in openingOrder (opening) or turnOrder
    int placedUid = 0;          // the unit placed this turn (0 = none yet)
    bool placedGeneral = false; // this turn's unit is a general (3-player team rule)
    bool inOpening = true;      // still in the opening challenge (Opening .. its Reinforce)
    // 3 players: the team's general lies "between" the teammates (1) until one of them places
    // it (0); it is counted in neither hand. Always 0 otherwise.
    int teamGeneral = 0;

    // This turn's combat bookkeeping.
    QList<int> fired;                      // ranged units that fired this turn
    QList<int> involved;                   // units that took part in destroying an enemy this turn
    QList<int> berserkers;                 // berserkers that must advance (uid), in order
    QList<QList<QPoint>> berserkerSquares; // per pending berserker: squares it may enter

    // The destroyed cards, per side that destroyed them (index = side 0, 1).
    QList<LowKill> kills[2];
    int extraTurnSide = -1; // side owed an extra turn (killed the enemy general first)
    bool generalDead[2] = {false, false};

    int nextUid = 1;
    int winnerSide = -1;
    QString how; // "cards" / "commanders"

    const LowCard *card(const QString &id) const { return cards ? cards->find(id) : nullptr; }
    LocalizedName cardName(const QString &id) const;
    const LowUnit *unit(int uid) const;
    // The unit on `sq` that the table sees: of two cards recorded on one square (a placement
    // recorded anyway), the last placed, on top.
    const LowUnit *unitAt(QPoint sq) const;
    // Whether a card placed later lies on `u`'s square: a covered card neither attacks nor is
    // attacked until the one on it leaves.
    bool isCovered(const LowUnit &u) const;
    bool onMat(QPoint sq) const; // always true on the unlimited battlefield
    int sideOf(int seat) const { return players.value(seat).side; }
    int commandersKilled(int side) const; // commanders (general included) side destroyed
    bool isThreePlayer() const { return players.size() == 3; }
    bool isTeamBattle() const { return players.size() >= 4; }
    // The cards `seat` may still hold: its deck (deckSeat's) minus the deck's cards on the mat
    // and destroyed, with repeats (hidden hands are not tracked card by card).
    QStringList remainingCards(int seat) const;

    QJsonObject toJson() const override;
};

} // namespace kbz::low
