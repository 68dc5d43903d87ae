// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "RrState.h"
#include "core/Finding.h"
#include "core/Step.h"

#include <optional>

// Shared rule predicates of Rook & Raiders and the internal entry points of check/apply.
// Everything here is pure: functions of their arguments only.
namespace kbz::rr {

inline constexpr const char trContext[] = "kbz::rr::RrEngine";

inline Message rrMessage(const char *source, QList<MessageArg> args = {})
{
    return Message(trContext, source, std::move(args));
}

inline Finding warning(const char *ruleId, Message message)
{
    return Finding{Severity::Warning, QString::fromLatin1(ruleId), std::move(message)};
}

inline Finding info(const char *ruleId, Message message)
{
    return Finding{Severity::Info, QString::fromLatin1(ruleId), std::move(message)};
}

namespace rules {

// ---- Board ------------------------------------------------------------------------------------
bool isFree(const RrPlayer &p, Square sq); // no unit and no monster
// Fewest orthogonal steps from `from` to `to` for a unit: through squares (cols 1..6) that hold
// no monster, allies passed but not stopped on; -1 when there is no way. `to` itself must be a
// free square (or `from`).
int unitPathLength(const RrPlayer &p, Square from, Square to);
// Every square a unit on `from` can end its move on with `move` steps (`from` included).
QList<Square> reachableSquares(const RrPlayer &p, Square from, int move);
// The on-board squares (circles included) of a range laid over a card on `at`.
QList<Square> rangeSquares(const RrRange &range, Square at);

// ---- Attacks ----------------------------------------------------------------------------------
enum class DiceCase { Normal, Critical, Fumble };
DiceCase diceCase(int d1, int d2);
// Damage of a dice attack: 3 on a double six, 0 on a double one, else 2 when
// defence <= d1 + d2 + modifier and 1 when the defence is higher.
int diceDamage(int d1, int d2, int modifier, int defence);
// The damage a dice attack step of `seat` deals (its payload: "at", "target", "dice", and the
// figures the table typed): the table's "damage" when it gives one, else diceDamage() with the
// modifier and defence typed in or printed on the cards. apply() records it, the step entry's
// calculator shows it.
int attackDamage(const RrState &s, int seat, const QJsonObject &payload);
bool monsterDefeated(const RrCard &card, int damage); // damage >= HP (HP known)
bool unitFaints(const RrCard &card, int damage);      // damage > HP (HP known)

// ---- Invasion ---------------------------------------------------------------------------------
// Monsters of a board in action order: rightmost column first, top row first within a column
// (circles last).
QList<RrPiece> actionOrder(const RrPlayer &p);
// The first monster of the action order that has not acted in this invasion, or nullptr.
const RrPiece *nextToAct(const RrPlayer &p);

// Where a monster's move takes it.
struct MonsterMove
{
    enum Kind { Stay, Square, Castle };
    Kind kind = Stay;
    rr::Square to;        // Square: the destination
    bool jumped = false;  // the target moved right past a line of monsters
    bool blocked = false; // a unit on the way stopped the monster short
    friend bool operator==(const MonsterMove &, const MonsterMove &) = default;
};
MonsterMove monsterMove(const RrPlayer &p, Square from, int move);
// Units a monster on `at` attacks: single = the lowest-numbered range square holding a unit,
// area = every unit in range. Empty when no unit is in range (or the range is unknown).
QList<Square> monsterTargets(const RrPlayer &p, const RrCard &monster, Square at);

enum class MonsterAction { Attack, Move, Stay, Unknown };
QString monsterActionCode(MonsterAction a); // "attack", "move", "stay", "unknown"

// ---- Words the engine puts into its sentences (both spellings, as the rule books say) ---------
// A card figure by its code: "range", "move" (or "MOVE"), "defence", "modifier", "damage",
// "targeting" (the codes of MonsterProposal::missing and of the figures a step may give).
LocalizedName figureName(const QString &code);
LocalizedName castleName();      // the castle, as a monster's destination
LocalizedName waitingLineName(); // the waiting line, as a summoned monster's destination
// Where a monster on `from` ends its move: a square name (`from` when it stays), or the castle.
MessageArg destinationName(const MonsterMove &m, Square from);

// What a monster does when it acts now, as Kibitzer reads the rules. The table confirms or
// corrects it (monster-act step).
struct MonsterProposal
{
    int uid = 0;
    QString card;
    Square at;
    MonsterAction action = MonsterAction::Unknown;
    MonsterMove move;                 // Move
    QList<Square> targets;            // Attack
    int damage = 0;                   // Attack: fixed damage per target
    QList<Square> faints;             // Attack: units that faint (HP known)
    std::optional<MonsterMove> bonus; // Attack that makes a unit faint: the bonus move
    QStringList missing;              // figures the table has not entered ("move", "range", ...)

    QJsonObject toJson() const;
};
MonsterProposal proposeMonster(const RrState &s, int seat, const RrPiece &monster);

struct BoardProposal
{
    int seat = 0;
    QList<MonsterProposal> monsters; // in action order, each seen after the ones before acted
    QJsonObject toJson() const;
};
// The rest of the invasion on every board still playing, simulated monster by monster.
QList<BoardProposal> proposeEnemyPhase(const RrState &s);

// ---- Summoning, threat, support ---------------------------------------------------------------
// Where a monster summoned at circle `row` goes: the circle, else the square right of it, else
// std::nullopt = the waiting line.
std::optional<Square> summonPlacement(const RrPlayer &p, int row);
// Threat on the board + waiting line + castle - medals; std::nullopt when a threat is unknown.
std::optional<int> threatTotal(const RrState &s, int seat);
int monsterCount(const RrPlayer &p); // board + waiting line (support ranking)
// Seats entitled to support: the top `supportCount` by monster count (ties with the last
// place included), players who are out excluded.
QList<int> supportEligible(const RrState &s);

// ---- Commands ---------------------------------------------------------------------------------
int picksPerRound(const RrState &s);   // players still playing, at most 4
int nextPicker(const RrState &s);      // seat expected to pick next, -1 when all have picked
bool canAutoExecute(const RrState &s); // all picked and a card in positions up to 4 remains
// Declarations of victory: the winners when they are resolved now (empty = none declared).
QList<int> declarationWinners(const RrState &s);

// ---- Steps ------------------------------------------------------------------------------------
// A square named by payload key `key` (std::nullopt when absent or not a square name).
std::optional<Square> squareOf(const QJsonObject &payload, const char *key);
bool isBookkeeping(const QString &kind); // steps that never resolve pending declarations
bool isTableStep(const QString &kind);   // steps of the whole table (actor may be -1)

struct Outcome
{
    RrState state;
    QList<Finding> infos; // what the engine worked out (defeats, faints, castle, victory...)
};

// The state after a well-formed step (RrApply.cpp) and the rule warnings (RrCheck.cpp).
Outcome applyStep(const RrState &s, const Step &step);
QList<Finding> checkStep(const RrState &s, const Step &step);

// ---- The players' turn in a command (RrTurn.cpp) -------------------------------------------
// What the step entry proposes while Advance, Ambush or Rest is carried out (issue 13, item 3):
// the seat whose turn it is, its unit and the step: the ally the Bard sang to uses its skill;
// else the first unit without an action marker moves (if it has not moved in this command),
// then uses its skill when it has a target in range; Rest takes the markers off one by one.
struct TurnProposal
{
    int seat = -1;
    QString kind;         // "move-unit", "attack", "fixed-damage", "heal", "bard", "remove-marker"
    Square unit;          // the acting unit
    bool viaBard = false; // the skill used through the Bard's song
};
// The step kind of a unit's skill ("attack", "fixed-damage", "heal", "bard"), empty if none.
QString skillStepKind(SkillKind skill);
// The order in which the players carry out the running command: the picker first (the start
// player for an automatic one), then clockwise; players who are out left out.
QList<int> commandOrder(const RrState &s);
// `done`: the steps recorded since the command began. `seat` >= 0: that seat's proposal only.
// std::nullopt when nobody (or that seat) has anything left to do, or no such command runs.
// The players before the one who took the last step are taken as done (the table moved on).
std::optional<TurnProposal> proposeTurn(const RrState &s, const QList<Step> &done, int seat = -1);

// ---- Recruit, setup and willpower (RrRecruit.cpp, RrCheckSetup.cpp, RrCheckWillpower.cpp) ----
// The mercenary row a JSON value names (an array of card ids), std::nullopt when it is not one.
std::optional<QStringList> mercenaryRow(const QJsonValue &value);
// A recruit step as apply records it: the seat joins the running command's recruits, and a
// card recruited from a known mercenary row leaves the row.
void noteRecruit(RrState &s, const Step &step);
// The seats in the order a picked Recruit is carried out: the picker first, then the others
// clockwise (seat order), players who are out left out.
QList<int> recruitOrder(const RrState &s);
// Recruit (rr.command.recruit-order, rr.command.mercenary-row): a recruit out of the order, a
// second recruit by the same player, a mercenary not in the known row.
void checkRecruit(const RrState &s, const Step &step, QList<Finding> &out);
// Laying out the first command row before the setup is complete (rr.setup.complete).
void checkSetupComplete(const RrState &s, const Step &step, QList<Finding> &out);
// An attack's re-rolls by willpower (rr.boon.willpower): "rerolled" lists the rolls given up.
void checkWillpower(const RrState &s, const Step &step, QList<Finding> &out);
// A level-up's card (rr.boon.level-up-card): the unit `unit` (a ★ card) is swapped for its own
// level-up card, the one of the same name; not another unit's, not a basic ★ card.
void checkLevelUpCard(const RrState &s, const RrPiece &unit, const Step &step, QList<Finding> &out);
// Structural problems (RrEngine.cpp).
std::optional<Message> malformedStep(const RrState &s, const Step &step);

} // namespace rules
} // namespace kbz::rr
