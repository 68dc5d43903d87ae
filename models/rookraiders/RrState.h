// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "RrCard.h"
#include "core/GameEngine.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace kbz::rr {

// ---- Coordinates ------------------------------------------------------------------------------
// Each player's board in its own frame: rows 0..2 are A, B, C from the top (the row of magic
// circle A is the top row), col 0 is the magic circle of the row and cols 1..6 are the six
// squares from left to right; the castle lies beyond col 6. Names: circles "A", "B", "C";
// squares "A1".."C6" (row letter, then the column counted from the circle).
struct Square
{
    int row = -1;
    int col = -1;

    bool isValid() const { return row >= 0 && row < 3 && col >= 0 && col <= 6; }
    bool isCircle() const { return isValid() && col == 0; }
    QString name() const;                                    // "B3", "A"; "-" when invalid
    static std::optional<Square> parse(const QString &text); // case-insensitive
    friend bool operator==(const Square &, const Square &) = default;
};

inline constexpr int kColumns = 6;
inline constexpr int kRows = 3;

enum class Phase { Setup, Command, Enemy, End, Finished };
QString phaseCode(Phase phase); // "setup", "command", "enemy", "end", "finished"

// The five command cards.
QStringList commandIds(); // advance, ambush, rest, reward, recruit
LocalizedName commandName(const QString &id);

// A card on a board with its damage cubes. `marker` = an action marker (units); `acted` = the
// monster has already acted in this invasion.
struct RrPiece
{
    int uid = 0; // unique within a game, stable while the card stays on the board
    QString card;
    Square at;
    int damage = 0;
    bool marker = false;
    bool acted = false;
    friend bool operator==(const RrPiece &, const RrPiece &) = default;
};

struct RrPlayer
{
    QString name;
    QString colour;
    QList<RrPiece> units;
    QList<RrPiece> monsters;
    QStringList waiting;  // monsters in the waiting line
    QStringList castle;   // monsters that entered the castle
    QStringList defeated; // monsters defeated (kept face down: honour marks)
    QStringList hand;     // unit cards known to be in hand (fainted units come back here)
    QList<int> medals;    // values of the medal tokens taken
    int honour = 1;       // honour marks available
    int gold = 2;
    int levelUps = 0;
    bool placedFirstUnit = false;
    bool out = false;       // defeated: stops playing
    bool declared = false;  // declared victory, not resolved yet
    int medalsDue = 0;      // red monsters defeated without a medal taken yet
    int fatigueRemoved = 0; // markers removed in this end phase
    bool supported = false; // received support in this end phase
    friend bool operator==(const RrPlayer &, const RrPlayer &) = default;
};

struct RrState final : kbz::GameState
{
    LibraryPtr cards; // the game's card set, amended by set-figures steps
    QList<RrPlayer> players;
    int supportCount = 1;           // players supported at the end of a round
    std::optional<int> monsterDeck; // face-down monster cards left, if known

    Phase phase = Phase::Setup;
    int round = 0; // 0 during setup
    int startPlayer = 0;

    // Command row: five ids in position order; the first `executed` have been executed.
    QStringList commandRow;
    int executed = 0;
    int picks = 0; // picks made this round
    bool commandRunning = false;
    bool commandAuto = false; // the running command was executed automatically
    int commandPicker = -1;   // picker of the running command, -1 when automatic

    int summons = 0; // summons this round (or during setup)
    // Recruit: the seats that have recruited during the running command, in order (cleared when
    // it ends); and the face-up mercenary row when the table has entered it (config option
    // "mercenaries", an end-round's "mercenaries"), std::nullopt while unknown.
    QList<int> recruited;
    std::optional<QStringList> mercenaries;
    int bardTarget = -1; // uid of the ally the Bard last targeted (may use its skill once)

    int nextUid = 1;
    QList<int> winners;
    QString how; // "victory" / "all-defeated"

    const RrCard *card(const QString &id) const { return cards ? cards->find(id) : nullptr; }
    LocalizedName cardName(const QString &id) const;
    QString runningCommand() const; // id of the command being carried out, empty if none
    int activePlayers() const;      // players not out

    QJsonObject toJson() const override;
};

// Pieces of one board.
const RrPiece *unitAt(const RrPlayer &p, Square sq);
const RrPiece *monsterAt(const RrPlayer &p, Square sq);
RrPiece *unitAt(RrPlayer &p, Square sq);
RrPiece *monsterAt(RrPlayer &p, Square sq);

} // namespace kbz::rr
