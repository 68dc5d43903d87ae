// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LcCard.h"
#include "core/GameEngine.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace kbz::lc {

// ---- Coordinates ------------------------------------------------------------------------------
// Squares are stored in a FIXED TABLE FRAME: col 0..2 (a..c) from left to right and row 0..3
// (1..4) as seen from the seat of the first player (config option firstPlayer, the "south" seat).
// Row 0 ("a1".."c1") is the row nearest the first player. Seats never move, so each player's
// forward direction never changes in this frame: the south seat's forward is +row, the north
// seat's forward is -row, and each player's far row is the one nearest the opponent (row 3 for
// south, row 0 for north). A card pattern offset (dx, dy) read by its owner maps to the table
// offset (dx, dy) for the south seat and (-dx, -dy) for the north seat.
// Turning the board 180 degrees carries the pieces with it: a piece on (col, row) ends on
// (2 - col, 3 - row). The state counts the turns (`rotations`; odd = the board's printed a1
// corner is now in the c4 corner of the table) only for display; rules never need it.
struct Square
{
    int col = -1;
    int row = -1;

    bool isValid() const { return col >= 0 && col < 3 && row >= 0 && row < 4; }
    QString name() const;                                    // "b2"; "-" when invalid
    static std::optional<Square> parse(const QString &text); // "b2" / "B2"; nullopt if off grid
    friend bool operator==(const Square &, const Square &) = default;
};

enum class Phase { Placement, Attack, Escape, End, Finished };

QString phaseCode(Phase phase); // "placement", "attack", "escape", "end", "finished"

// What still has to be worked out once a pending board rotation has been done (or skipped).
enum class Resolve { None, Attack, Escape };

// A hand as far as the table told us: the cards whose identity is known plus a count of cards
// nobody entered. Works whether or not the players type in their cards.
struct LcHand
{
    QStringList known;
    int unknown = 0;

    int size() const { return int(known.size()) + unknown; }
    friend bool operator==(const LcHand &, const LcHand &) = default;
};

struct LcPlayer
{
    QString name;
    QString colour;
    Square piece; // invalid until placed
    int hits = 0; // damage taken: 0..2 on the HP track, 3 = defeated
    LcHand hand;
    QStringList field;   // left to right, at most 3 cards after every step
    int deck = 0;        // face-down cards left (order unknown)
    QStringList discard; // face-up discard pile, oldest first
    QString topCard;     // id of the revealed top card of the deck, empty if not known

    int hpStep() const { return hits < 2 ? hits : 2; } // index into the hand limits
    friend bool operator==(const LcPlayer &, const LcPlayer &) = default;
};

struct LcState final : kbz::GameState
{
    LibraryPtr cards;               // the game's card set (from the config)
    QList<int> handLimits{3, 4, 5}; // per HP step
    int southSeat = 0;              // the first player, sitting at rows 1..
    QList<LcPlayer> players;        // exactly 2

    Phase phase = Phase::Placement;
    int turnPlayer = 0;
    int turn = 0; // 1 for the first turn, 0 during placement

    // Per turn bookkeeping.
    int cardsPlayed = 0;           // cards the turn player played this turn
    bool damageDealt = false;      // the opponent took damage this turn
    bool lethalDeclared = false;   // the turn player declared lethal this turn
    bool lethalOnLastStep = false; // ... while already on the last HP step
    bool escapeUsed = false;       // the attacked player played an escape card in this window
    QStringList hitBy;             // ARMS cards of the current (or last) attack

    // Board rotation.
    int rotations = 0;
    bool rotationDue = false;
    int rotationMover = -1;          // seat whose move card reached the far row
    bool justRotated = false;        // no card played since the last rotation
    Resolve pending = Resolve::None; // work deferred until the rotation

    int winner = -1;
    QString how; // "hp-exhausted" / "lethal-failed"

    int opponent(int seat) const { return 1 - seat; }
    int defender() const { return 1 - turnPlayer; }
    int handLimit(int seat) const;
    const LcCard *card(const QString &id) const;

    QJsonObject toJson() const override;
};

} // namespace kbz::lc
