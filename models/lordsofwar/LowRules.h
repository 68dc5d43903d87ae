// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LowState.h"

#include <QList>
#include <QPoint>
#include <QString>

// Pure predicates and calculations over a LowState, shared by the validators (LowCheck), the
// state changes (LowApply), the guidance and the views (legal squares, combat preview). None
// of them records anything; all are deterministic.
namespace kbz::low::rules {

// The attack `attacker` deals to the unit on the neighbouring square `target` through one of
// its arrows (0 when the squares do not touch or no arrow points there). Friend or foe is not
// considered here.
int arrowAt(const LowState &s, const LowUnit &attacker, QPoint target);
// Units of different sides. Teammates (same side) never harm each other (low.combat.friendly).
bool enemies(const LowState &s, const LowUnit &a, const LowUnit &b);
// Engaged: a touching enemy has an arrow pointing at `u` (low.ranged.engaged).
bool isEngaged(const LowState &s, const LowUnit &u);
// Engaged by a touching enemy SPEAR unit (intermediate cavalry recall, low.recall.cavalry).
bool isEngagedBySpear(const LowState &s, const LowUnit &u);
// The 8 neighbours of a square (on the mat only, unless unlimited).
QList<QPoint> neighbours(const LowState &s, QPoint sq);

// ---- Placement --------------------------------------------------------------------------------
// Why a square is legal for a card (the rule that allows it).
enum class PlaceRule {
    Opening,  // the opening challenge square (low.place.opening)
    Contact,  // touches an enemy its own arrow points at (low.place.contact)
    Support,  // spear/ranged touching a friendly unit (low.place.support-exception)
    NoEnemy,  // no enemy on the mat: touching a friendly unit (low.place.no-enemy)
    EmptyMat, // nothing on the mat: anywhere (low.place.empty-mat)
    NoLegal   // only when no card of the shown hand has a legal square: touching an enemy
              // (low.place.no-legal-square)
};
QString placeRuleId(PlaceRule rule); // the rule id, e.g. "low.place.contact"

struct LegalSquare
{
    QPoint at;
    PlaceRule rule;
    friend bool operator==(const LegalSquare &, const LegalSquare &) = default;
};

// Every empty square where `seat` may place `cardId` now, each with the rule that allows it
// (Opening during the opening; Contact before Support). On the unlimited battlefield the search
// covers the squares around the units on the mat (and the opening squares on an empty mat: any
// square is legal then, the list is only a proposal).
QList<LegalSquare> legalSquares(const LowState &s, int seat, const QString &cardId);
// Squares touching an enemy unit (arrows need not point), for the no-legal-placement case.
QList<QPoint> touchingEnemySquares(const LowState &s, int seat);

// ---- Combat -----------------------------------------------------------------------------------
// A ranged shot chosen by the active side: `from` fires at `target` (uids).
struct Shot
{
    int from = 0;
    int target = 0;
    friend bool operator==(const Shot &, const Shot &) = default;
};

// One attack on a unit: melee through an arrow, or a ranged shot.
struct Hit
{
    int from = 0; // attacker uid
    int value = 0;
    bool ranged = false;
    friend bool operator==(const Hit &, const Hit &) = default;
};

// The combat picture of one unit that is attacked at all.
struct Fate
{
    int uid = 0;
    int defence = 0;
    QList<Hit> hits;
    int total = 0;
    bool destroyed = false; // total > defence (low.combat.strictly-greater)
    friend bool operator==(const Fate &, const Fate &) = default;
};

struct CombatReport
{
    QList<Fate> fates;    // every unit attacked, in uid order
    QList<int> destroyed; // uids, in uid order
    QList<int> involved;  // units that hit a destroyed unit (melee or ranged), uid order
    bool bothGeneralsDied = false;
    const Fate *fate(int uid) const;
};

// Every combat on the mat at once (low.combat.simultaneous): each unit's arrows at touching
// enemies, plus the given shots (counted as given, even when a validator would warn about one).
CombatReport resolveCombat(const LowState &s, const QList<Shot> &shots);

// Ranged units of the active seat's side that may fire now (low.ranged.fire: placed, not fired
// this turn; low.ranged.engaged / low.ranged.one-way: not engaged), in uid order.
QList<int> unitsThatMayFire(const LowState &s);
// The enemy units inside `shooter`'s target grid (uids), in uid order.
QList<int> targetsInGrid(const LowState &s, const LowUnit &shooter);
// A proposal: for each unit that may fire, the best target: one it destroys (together with the
// melee and earlier proposed shots), a commander before others, then the highest rank; a unit
// with no target in its grid is left out. The player may choose otherwise.
QList<Shot> proposeShots(const LowState &s);

// ---- Recall -----------------------------------------------------------------------------------
// Why a unit cannot be recalled now (empty = it can): rule ids low.recall.conditions (engaged,
// placed this turn, involved in a kill), low.recall.cavalry, low.variant.teams-rules (not own),
// low.variant.three-player-team (the general was played this turn).
QStringList recallProblems(const LowState &s, int seat, int uid);

// ---- Berserkers (intermediate rules) --------------------------------------------------------
// After the destroyed units of `report` are removed from `afterRemoval`: the berserkers that
// took part in a kill and are not engaged, each with the squares of the units it helped destroy
// that are still empty (low.berserker.forced-move). Empty without the intermediate rules.
struct BerserkerDue
{
    int uid = 0;
    QList<QPoint> squares;
};
QList<BerserkerDue> berserkersDue(const LowState &afterRemoval, const LowState &before,
                                  const CombatReport &report);

// ---- Victory ----------------------------------------------------------------------------------
// The side that has reached a threshold (cards or commanders), -1 if none; *how = "cards" or
// "commanders".
int winningSide(const LowState &s, QString *how);

} // namespace kbz::low::rules
