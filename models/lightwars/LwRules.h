// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LwEngine.h"
#include "core/Finding.h"
#include "core/ListText.h"
#include "core/Step.h"

#include <optional>

// The internal entry points of the Light Wars engine (LwCheck, LwApply, LwMalformed) and the
// helpers they share. Everything here is pure: functions of their arguments only.
namespace kbz::lw {

inline constexpr const char trContext[] = "kbz::lw::LwEngine";

inline Finding warning(const char *ruleId, Message message)
{
    return Finding{Severity::Warning, QString::fromLatin1(ruleId), std::move(message)};
}

inline Finding info(const char *ruleId, Message message)
{
    return Finding{Severity::Info, QString::fromLatin1(ruleId), std::move(message)};
}

namespace rules {

bool isInt(const QJsonValue &v);
LocalizedName sideName(int side); // Red / 赤軍, Blue / 青軍
// Where a unit's front points on the map, as the journal names it (north is Blue's edge).
LocalizedName facingName(Dir d);
// "Infantry 2" (numbered among the army's units of the same card when it holds several).
LocalizedName unitName(const LwState &s, int side, int unit);
// "Blue Infantry 2" / "青軍の歩兵2".
LocalizedName sideUnitName(const LwState &s, int side, int unit);
LocalizedName cardNames(const LwState &s, const QStringList &cards);

// The side a step's units belong to: the actor when it is a side, else the side whose turn it
// is (-1 before the first player is known).
int stepSide(const LwState &s, const Step &step);

// An attack step as read from its payload (well formed: see malformedStep).
struct AttackStep
{
    struct Unit
    {
        int unit = 0;
        Facing facing = Facing::Front;
        std::optional<int> attack; // from the step, else the card's
        std::optional<Square> at;  // where it stood (revision 1.3), else the state's square
    };
    int side = -1; // the attacking side
    QList<Unit> attackers;
    int target = 0;
    std::optional<int> targetAttack; // from the step, else the card's
    int attackerDie = 0;
    int defenderDie = 0;
    bool shoot = false;
    int modifier = 0;
};
AttackStep readAttack(const LwState &s, const Step &step);
// The figures of the attack's units (the step's or the cards'; 0 when neither gives one).
AttackOutcome resolveStepAttack(const LwState &s, const AttackStep &a);

struct Outcome
{
    LwState state;
    QList<Finding> infos; // what the engine worked out (removals, countdown, victory...)
};

// The state after a well-formed step (LwApply.cpp) and the rule warnings (LwCheck.cpp).
Outcome applyStep(const LwState &s, const Step &step);
QList<Finding> checkStep(const LwState &s, const Step &step);
// An attack's `modifier` is a tactics effect: warned when the attacking side has no tactics
// tile active this turn (lw.tactics.effect; LwCheckTactics.cpp).
void checkTacticsEffect(const LwState &s, const AttackStep &a, QList<Finding> &out);
// Structural problems (LwMalformed.cpp).
std::optional<Message> malformedStep(const LwState &s, const Step &step);

// The map (issue 18; LwPositions.cpp). Pure geometry over the state's squares; every check
// is skipped when the game has no map or the squares it needs are not recorded.
// The side of the defender (on `defender`, front toward `defenderFacing`) that `from` lies on:
// ahead of it is the front, behind it the rear, else a side (lw.attack.facing).
Facing facingFrom(Square defender, Dir defenderFacing, Square from);
// Front contact: `attacker` next to `target` with its front toward it (lw.attack.adjacent).
bool frontContact(Square attacker, Dir attackerFacing, Square target);
// An archer's shot: the target two or three squares straight ahead (lw.skill.shoot).
bool inShotRange(Square archer, Dir archerFacing, Square target);
// The fewest orthogonal steps from the unit's square to `to` through squares of the map that
// are free (no other unit, not blocked), or -1 when there is no such path (lw.move.rules).
int freePathLength(const LwState &s, int side, int unit, Square to);
// The squares the unit can end a move on: free, within its MOVE by a free path (all free
// squares it can reach when its MOVE is not entered). Empty without a map or a square.
QList<Square> moveSquares(const LwState &s, int side, int unit);
// The side whose placement comes next by dice (lw.deploy.order): the higher roll first, then
// the side other than the one that placed last (also after a placement out of turn), a side
// with nothing left to place skipped; -1 when not by dice or every unit is placed.
int nextToPlace(const LwState &s);
// Positional warnings of a step (deploy zone and order, movement, front contact, facing
// bonus, range, Castle).
void checkPositions(const LwState &s, const Step &step, QList<Finding> &out);
// Whether the unit stands on a Castle square of the other side (lw.victory.castle): a move
// that ends there wins at once.
bool standsOnEnemyCastle(const LwState &s, int side, int unit);

} // namespace rules
} // namespace kbz::lw
