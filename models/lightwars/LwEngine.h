// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LwState.h"
#include "core/GameEngine.h"

namespace kbz::lw {

// Light Wars (ライトウォーズ): red against blue, armies built under a cost budget, a turn
// countdown, tactics paid in spare bases, attack totals with facing bonuses and a die, and
// end-of-game cost scoring. Kibitzer tracks the armies, the turn, the tactics, who still has to
// act, resolves attacks and, when the journal records them (revision 1.3), where each unit
// stands and faces on the card set's map (LwMap; the positional rules: LwPositions.cpp).
//
// Config options (GameConfig::options):
//   "budget": total cost (default 20), "turns": maximum turns (default 5) — presets small
//     20/5, medium 30/8, large 40/12 (lw.scale.presets);
//   "cards": the card set (units and tactics tiles, default the shipped library);
//   "armies": per side [{"units": [card ids], "tactics": [card ids], "bases": n}] (bases = the
//     unit bases of that colour; default 10).
// checkConfig warns per side: total cost over the budget (lw.army.budget), more than 10 units
// (lw.army.unit-limit), no king or more than one (lw.army.king), a figure not entered (cost
// unknown: the budget cannot be checked), cards not in the set, tiles listed as units or units as
// tiles (lw.army.budget), more units than bases (lw.army.bases).
//
// Steps (actor = the side acting, 0 red, 1 blue; table steps may use -1):
//   deploy       {"method": "dice"|"screen", "dice": [red, blue]?}  (lw.deploy.method)
//   place        {"unit": i, "at": "c2", "facing": "n"}  a unit's square and facing at
//                deployment (lw.deploy.zone, lw.deploy.order)
//   first-player {"side": s, "decidedBy": s, "dice": [red, blue]?}  who plays first; the engine
//                says who decides (lw.first-player, lw.first-player.tie) and warns otherwise
//                (citing kFirstPlayerRule for unspent cost)
//   tactics      {"tiles": [card ids]}  declared at the start of the turn (empty = none); each
//                tile costs its cost in spare bases (lw.tactics.payment); effects last to the
//                end of the turn
//   move         {"unit": i, "to": "c4"?, "facing": "e"?}  the unit moved and is finished unless
//                it attacks in this action (lw.move.rules; the enemy Castle: lw.victory.castle);
//                without "to", a unit that stood on a square leaves the map (warned): a step
//                never "moves" a unit that stays
//   wait         {"unit": i, "facing": "w"?}
//   attack       {"attackers": [{"unit": i, "facing": "front"|"side"|"rear", "attack": n?,
//                                "at": "c3"?}],
//                 "target": j, "dice": [attackerDie, defenderDie], "shoot": bool?,
//                 "modifier": n?, "targetAttack": n?}
//                "facing" = the side of the TARGET the attacker stands on; "modifier" = a
//                tactics effect the table adds to the attackers' total; the engine removes the
//                lower side (ties: lw.attack.tie, lw.skill.pike; shots: lw.skill.shoot);
//                "attack"/"targetAttack" give a figure the card set lacks (without one such a
//                step is malformed). A unit that moved may attack in the same action.
//   castle       {"unit": i}  a unit reached the enemy Castle square: victory (lw.victory.castle)
//   remove-unit  {"unit": i, "note": text?}  a correction: the side's unit removed otherwise
//                than by an attack's dice (a king so removed ends the game); restore-unit
//                {"unit": i, "at"?, "facing"?, "note"?} puts a removed unit back; both warned
//                (lw.overview.corrections)
//   end-turn     {}  the action phase ends (units not acted are warned, lw.action.once); the turn
//                passes; the marker moves down after the second player (lw.turn.countdown)
class LwEngine final : public kbz::GameEngine
{
public:
    QString id() const override; // "light-wars"
    LocalizedName name() const override;
    QString rulePrefix() const override; // "lw"
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 2; }

    GameConfig defaultConfig() const override;
    QList<Finding> checkConfig(const GameConfig &config) const override;
    // Once the turns have started: no square recorded, or squares but no map board, says that
    // the positional rules are skipped (an info, lw.deploy.zone).
    QList<Finding> checkRecorded(const GameState &state) const override;
    StatePtr setup(const GameConfig &config) const override;

    QStringList ruleIds() const override;
    QList<StepKind> stepKinds() const override;

    std::optional<Message> malformed(const GameState &state, const Step &step) const override;
    QList<Finding> check(const GameState &state, const Step &step) const override;
    StatePtr apply(const GameState &state, const Step &step) const override;

    Guidance guidance(const GameState &state) const override;
    std::optional<GameResult> result(const GameState &state) const override;
    Message describe(const GameState &before, const Step &step) const override;

    LwState initialState(const GameConfig &config) const;
};

// The scale presets (lw.scale.presets).
struct LwScale
{
    const char *id; // "small", "medium", "large"
    int budget;
    int turns;
};
inline constexpr LwScale kScales[] = {{"small", 20, 5}, {"medium", 30, 8}, {"large", 40, 12}};

// The outcome of one attack (pure; the calculator and the engine share it).
enum class Facing { Front, Side, Rear };
QString facingCode(Facing f); // "front", "side", "rear"
std::optional<Facing> facingFromCode(const QString &code);
int facingBonus(Facing f); // 0, +1, +2 (lw.attack.facing)

struct Attacker
{
    int attack = 0;
    Facing facing = Facing::Front;
    bool pike = false;
};
enum class Removed { Defender, Attackers, None };
struct AttackOutcome
{
    int attackTotal = 0;  // sum of attack + bonuses + die + modifier
    int defenceTotal = 0; // defender's attack + die
    Removed removed = Removed::Defender;
    QString ruleId; // the rule that decided: lw.attack.dice, lw.attack.tie, lw.skill.pike,
                    // lw.skill.shoot
};
// Attackers against one defender: the lower total is removed; a tie removes the defender
// unless only the defender has pike; a shot (archers) never removes the shooters (None).
AttackOutcome resolveAttack(const QList<Attacker> &attackers, int defenderAttack, bool defenderPike,
                            int attackerDie, int defenderDie, bool shoot, int modifier = 0);

// Who decides the first player: the side with more unspent cost (*ruleId
// "lw.first-player.decider"), else more spare bases, else -1 (dice) (both "lw.first-player.tie").
int firstPlayerDecider(const LwState &state, QString *ruleId);

// The rule a finding cites when unspent cost decides the first player.
inline constexpr char kFirstPlayerRule[] = "lw.first-player.decider";

Message lwMessage(const char *source, QList<MessageArg> args = {});

} // namespace kbz::lw
