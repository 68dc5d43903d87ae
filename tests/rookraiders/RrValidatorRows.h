// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// Every Rook & Raiders validator firing and not firing, one row per case: the table of
// tst_rr_validators, shared with tst_rr_rule_walk (issue 13), which records the first firing row
// of each rule in a session.
#include "RrTestSupport.h"

#include <functional>

namespace rrtest {

// (tag, spec of the starting position, steps before, the step, the rule id, whether it fires)
using ValidatorRow =
    std::function<void(const char *tag, const QString &spec, const QList<kbz::Step> &prefix,
                       const kbz::Step &step, const char *rule, bool fires)>;

inline void validatorRows(const ValidatorRow &row)
{

    const QList<Step> none;
    // Ann's board: a fighter (MOVE 2, range 1-2 squares to the left, dice +1) on B4 facing an
    // imp (HP 2, defence 7) on B2.
    const QString adv = "cmd:advance U:t-fighter@B4 M:t-imp@B2";
    const QString enemy = "phase:enemy executed:4";

    // Movement.
    row("path: two steps", adv, none, moveUnit(0, "B4", "A3"), "rr.move.path", false);
    row("path: three steps with MOVE 2", adv, none, moveUnit(0, "B4", "C6"), "rr.move.path", true);
    row("path: pass an ally, stop beyond", "cmd:advance U:t-fighter@B4 U:t-blade@B5", none,
        moveUnit(0, "B4", "B6"), "rr.move.path", false);
    // (A move onto an ally or a monster is refused: malformed, tst_rr_table_steps.cpp.)
    row("path: through a monster", "cmd:advance U:t-fighter@B4 M:t-imp@B5 M:t-imp@A5 M:t-imp@C5",
        none, moveUnit(0, "B4", "B6"), "rr.move.path", true);
    row("path: into a circle", adv, none, moveUnit(0, "B4", "A"), "rr.move.path", true);
    row("full move: three steps", adv, none, moveUnit(0, "B4", "C6", true), "rr.move.full-move",
        false);
    row("full move: three steps also no path warning", adv, none, moveUnit(0, "B4", "C6", true),
        "rr.move.path", false);
    row("full move: four steps", adv, none, moveUnit(0, "B4", "C1", true), "rr.move.full-move",
        true);
    row("full move boon: no honour", adv + " honour:0", none, moveUnit(0, "B4", "C6", true),
        "rr.boon.full-move", true);
    row("full move boon: one honour", adv, none, moveUnit(0, "B4", "C6", true), "rr.boon.full-move",
        false);
    row("figures: MOVE unknown", "cmd:advance U:warrior@B4", none, moveUnit(0, "B4", "B5"),
        "rr.units.card", true);
    row("figures: MOVE known", adv, none, moveUnit(0, "B4", "B5"), "rr.units.card", false);

    // Markers and commands.
    row("marker: acted unit moves", "cmd:advance U:t-fighter@B4* M:t-imp@B2", none,
        moveUnit(0, "B4", "B5"), "rr.action.marker", true);
    row("marker: unacted unit moves", adv, none, moveUnit(0, "B4", "B5"), "rr.action.marker",
        false);
    row("marker: acted unit attacks", "cmd:advance U:t-fighter@B4* M:t-imp@B2", none,
        attack(0, "B4", "B2", 3, 4), "rr.action.marker", true);
    row("marker: place twice", "cmd:advance U:t-fighter@B4*", none,
        mk("place-marker", 0, {{"at", "B4"}}), "rr.action.marker", true);
    row("marker: place", adv, none, mk("place-marker", 0, {{"at", "B4"}}), "rr.action.marker",
        false);
    row("marker: remove without Rest", "cmd:advance U:t-fighter@B4*", none,
        mk("remove-marker", 0, {{"at", "B4"}}), "rr.action.marker", true);
    row("marker: remove under Rest", "cmd:rest U:t-fighter@B4*", none,
        mk("remove-marker", 0, {{"at", "B4"}}), "rr.action.marker", false);
    row("marker: remove a missing marker", "cmd:rest U:t-fighter@B4", none,
        mk("remove-marker", 0, {{"at", "B4"}}), "rr.action.marker", true);
    row("command: attack with no command", "U:t-fighter@B4 M:t-imp@B2", none,
        attack(0, "B4", "B2", 3, 4), "rr.command.cards", true);
    row("command: attack under Ambush", "cmd:ambush U:t-fighter@B4 M:t-imp@B2", none,
        attack(0, "B4", "B2", 3, 4), "rr.command.cards", false);
    row("command: recruit under Reward", "cmd:reward", none,
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}}), "rr.command.cards", true);
    row("command: recruit under Recruit", "cmd:recruit", none,
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}}), "rr.command.cards", false);
    // Round 2 (seat 1 starts) with Recruit dealt in position 3: it runs automatically.
    const QList<Step> autoRecruit = {mk("end-round", -1),
                                     deal({"advance", "ambush", "recruit", "rest", "reward"}),
                                     pick(1, "advance"), pick(0, "ambush"), mk("auto-command", -1)};
    row("recruit source: mercenary when automatic", "", autoRecruit,
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}, {"from", "mercenary"}}),
        "rr.command.recruit-source", true);
    row("recruit source: hand when automatic", "", autoRecruit,
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}, {"from", "hand"}}),
        "rr.command.recruit-source", false);
    row("recruit source: mercenary when picked", "cmd:recruit", none,
        mk("recruit", 1, {{"card", "t-blade"}, {"to", "C5"}, {"from", "mercenary"}}),
        "rr.command.recruit-source", false);
    // ⑪ Recruit picked by seat 1 (round 2): seat 1 first, then seat 0; ⑰ the mercenary row
    // entered with the end of round 1.
    const QList<Step> picked = {mk("end-round", -1, {{"mercenaries", QJsonArray{"t-blade"}}}),
                                deal({"recruit", "advance", "ambush", "rest", "reward"}),
                                pick(1, "recruit")};
    row("recruit order: the picker first", "", picked,
        mk("recruit", 1, {{"card", "t-blade"}, {"to", "C5"}, {"from", "hand"}}),
        "rr.command.recruit-order", false);
    row("recruit order: the picker after another", "",
        picked + QList<Step>{mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}})},
        mk("recruit", 1, {{"card", "t-blade"}, {"to", "C5"}}), "rr.command.recruit-order", true);
    row("recruit order: a second recruit", "",
        picked + QList<Step>{mk("recruit", 1, {{"card", "t-blade"}, {"to", "C5"}})},
        mk("recruit", 1, {{"card", "t-blade"}, {"to", "C4"}}), "rr.command.recruit-order", true);
    row("mercenary row: a mercenary in the row", "", picked,
        mk("recruit", 1, {{"card", "t-blade"}, {"to", "C5"}, {"from", "mercenary"}}),
        "rr.command.mercenary-row", false);
    row("mercenary row: a mercenary not in the row", "", picked,
        mk("recruit", 1, {{"card", "t-fighter"}, {"to", "C5"}, {"from", "mercenary"}}),
        "rr.command.mercenary-row", true);
    row("mercenary row: recruited already", "",
        picked + QList<Step>{mk("recruit", 1,
                                {{"card", "t-blade"}, {"to", "C5"}, {"from", "mercenary"}})},
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}, {"from", "mercenary"}}),
        "rr.command.mercenary-row", true);
    // ② The setup before the first command row.
    row("setup: complete", "fresh",
        {setupUnit(0, "t-fighter", "B6"), setupUnit(1, "t-fighter", "B6"), summon("A", "t-imp"),
         summon("C", "t-brute")},
        deal(), "rr.setup.complete", false);
    row("setup: one unit and one monster missing", "fresh",
        {setupUnit(0, "t-fighter", "B6"), summon("A", "t-imp")}, deal(), "rr.setup.complete", true);
    row("layout: recruit onto a circle", "cmd:recruit", none,
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C"}}), "rr.board.layout", true);
    row("layout: recruit onto a free square", "cmd:recruit", none,
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}}), "rr.board.layout", false);

    // Skills.
    row("range: target in range", adv, none, attack(0, "B4", "B2", 3, 4), "rr.units.range", false);
    row("range: target out of range", adv + " M:t-imp@A2", none, attack(0, "B4", "A2", 3, 4),
        "rr.units.range", true);
    row("range: unknown range", "cmd:advance U:warrior@B4 M:t-imp@B2", none,
        attack(0, "B4", "B2", 3, 4), "rr.units.card", true);
    row("dice: fighter", adv, none, attack(0, "B4", "B2", 3, 4), "rr.attack.dice", false);
    row("dice: a fixed-damage unit", "cmd:advance U:t-blade@B3 M:t-imp@B2", none,
        attack(0, "B3", "B2", 3, 4, {{"modifier", 0}}), "rr.attack.dice", true);
    row("dice: wrong damage given", adv, none, attack(0, "B4", "B2", 3, 4, {{"damage", 1}}),
        "rr.attack.dice", true);
    row("dice: right damage given", adv, none, attack(0, "B4", "B2", 3, 4, {{"damage", 2}}),
        "rr.attack.dice", false);
    row("critical: 6 6", adv, none, attack(0, "B4", "B2", 6, 6), "rr.attack.critical", true);
    row("critical: 5 6", adv, none, attack(0, "B4", "B2", 5, 6), "rr.attack.critical", false);
    row("fumble: 1 1", adv, none, attack(0, "B4", "B2", 1, 1), "rr.attack.fumble", true);
    row("fumble: 1 2", adv, none, attack(0, "B4", "B2", 1, 2), "rr.attack.fumble", false);
    row("willpower: no honour", adv + " honour:0", none,
        attack(0, "B4", "B2", 3, 4, {{"willpower", true}}), "rr.boon.willpower", true);
    row("willpower: one honour", adv, none, attack(0, "B4", "B2", 3, 4, {{"willpower", true}}),
        "rr.boon.willpower", false);
    // ⑱ One re-roll of the same roll, recorded with the roll given up.
    row("willpower: re-rolled once", adv, none,
        attack(0, "B4", "B2", 3, 4,
               {{"willpower", true}, {"rerolled", QJsonArray{QJsonArray{1, 2}}}}),
        "rr.boon.willpower", false);
    row("willpower: re-rolled twice", adv, none,
        attack(0, "B4", "B2", 3, 4,
               {{"willpower", true}, {"rerolled", QJsonArray{QJsonArray{1, 2}, QJsonArray{2, 2}}}}),
        "rr.boon.willpower", true);
    row("willpower: re-rolled without willpower", adv, none,
        attack(0, "B4", "B2", 3, 4, {{"rerolled", QJsonArray{QJsonArray{1, 2}}}}),
        "rr.boon.willpower", true);
    const QString blade = "cmd:advance U:t-blade@B3 M:t-imp@B2 M:t-imp@A2";
    auto hits = [](QList<QPair<const char *, int>> list) {
        QJsonArray a;
        for (const auto &h : list)
            a.append(QJsonObject{{"target", h.first}, {"count", h.second}});
        return mk("fixed-damage", 0, {{"at", "B3"}, {"hits", a}});
    };
    row("fixed: 1 + 1", blade, none, hits({{"B2", 1}, {"A2", 1}}), "rr.attack.fixed", false);
    row("fixed: 2 on one", blade, none, hits({{"A2", 2}}), "rr.attack.fixed", false);
    row("fixed: 3 hits of x2", blade, none, hits({{"B2", 2}, {"A2", 1}}), "rr.attack.fixed", true);
    row("fixed: by a dice unit", "cmd:advance U:t-fighter@B3 M:t-imp@B2", none,
        mk("fixed-damage", 0,
           {{"at", "B3"}, {"amount", 1}, {"hits", QJsonArray{QJsonObject{{"target", "B2"}}}}}),
        "rr.attack.fixed", true);
    const QString heal = "cmd:advance U:t-healer@C6 U:t-fighter@B4/2 U:t-blade@A5/1";
    auto heals = [](QList<QPair<const char *, int>> list) {
        QJsonArray a;
        for (const auto &h : list)
            a.append(QJsonObject{{"target", h.first}, {"amount", h.second}});
        return mk("heal", 0, {{"at", "C6"}, {"heals", a}});
    };
    row("heal: 3 over two", heal, none, heals({{"B4", 2}, {"A5", 1}}), "rr.attack.heal", false);
    row("heal: itself included", heal, none, heals({{"C6", 1}}), "rr.attack.heal", false);
    row("heal: 4 of x3", heal, none, heals({{"B4", 2}, {"A5", 2}}), "rr.attack.heal", true);
    row("heal: by a fighter", "cmd:advance U:t-fighter@B4/1", none,
        mk("heal", 0, {{"at", "B4"}, {"heals", QJsonArray{QJsonObject{{"target", "B4"}}}}}),
        "rr.attack.heal", true);
    const QString bard = "cmd:advance U:t-singer@C6 U:t-fighter@B4* M:t-imp@B2";
    const Step song = mk("bard", 0, {{"at", "C6"}, {"target", "B4"}});
    row("bard: skill through the song", bard, {song}, attack(0, "B4", "B2", 3, 4, {{"bard", true}}),
        "rr.attack.bard", false);
    row("bard: acted ally may still use it", bard, {song},
        attack(0, "B4", "B2", 3, 4, {{"bard", true}}), "rr.action.marker", false);
    row("bard: no song", bard, none, attack(0, "B4", "B2", 3, 4, {{"bard", true}}),
        "rr.attack.bard", true);
    row("bard: sung by a fighter", "cmd:advance U:t-fighter@C6 U:t-blade@B4", none,
        mk("bard", 0, {{"at", "C6"}, {"target", "B4"}}), "rr.attack.bard", true);
    row("bard: sings to itself", bard, none, mk("bard", 0, {{"at", "C6"}, {"target", "C6"}}),
        "rr.attack.bard", true);
    row("bard: sings to a monster", bard, none, mk("bard", 0, {{"at", "C6"}, {"target", "B2"}}),
        "rr.attack.bard", true);
    row("bard: sings to an empty square", bard, none,
        mk("bard", 0, {{"at", "C6"}, {"target", "A5"}}), "rr.attack.bard", true);
    row("range: attack an empty square", adv, none, attack(0, "B4", "B3", 3, 4), "rr.units.range",
        true);
    row("range: heal a monster", "cmd:advance U:t-fighter@B4 M:t-imp@B2", none,
        mk("heal", 0, {{"at", "B4"}, {"heals", QJsonArray{QJsonObject{{"target", "B2"}}}}}),
        "rr.units.range", true);
    row("range: fixed damage on an ally", "cmd:advance U:t-fighter@B4 U:t-blade@B3", none,
        mk("fixed-damage", 0,
           {{"at", "B4"}, {"amount", 1}, {"hits", QJsonArray{QJsonObject{{"target", "B3"}}}}}),
        "rr.units.range", true);

    // Damage thresholds.
    row("monster defeat: 2 damage on HP 2", adv, none, attack(0, "B4", "B2", 3, 3),
        "rr.damage.monster-defeat", true);
    row("monster defeat: 1 damage on HP 2", adv, none, attack(0, "B4", "B2", 2, 3),
        "rr.damage.monster-defeat", false);
    row("unit faint: 3 cubes on HP 2", enemy + " U:t-fighter@B3/2 M:t-imp@B2", none, act(0, "B2"),
        "rr.damage.unit-faint", true);
    row("unit faint: 2 cubes on HP 2", enemy + " U:t-fighter@B3/1 M:t-imp@B2", none, act(0, "B2"),
        "rr.damage.unit-faint", false);
    row("bonus move: after a faint", enemy + " U:t-fighter@B3/2 M:t-imp@B2", none, act(0, "B2"),
        "rr.enemy.bonus-move", true);
    row("bonus move: no faint", enemy + " U:t-fighter@B3/1 M:t-imp@B2", none, act(0, "B2"),
        "rr.enemy.bonus-move", false);
    row("bonus move: claimed without a faint", enemy + " U:t-fighter@B3 M:t-imp@B2", none,
        act(0, "B2", {{"action", "attack"}, {"bonusTo", "B4"}}), "rr.enemy.bonus-move", true);
    row("bonus move: wrong square", enemy + " U:t-fighter@B3/2 M:t-imp@B2", none,
        act(0, "B2", {{"action", "attack"}, {"bonusTo", "B3"}}), "rr.enemy.bonus-move", true);

    // Invasion.
    row("invasion order: rightmost first", enemy + " M:t-imp@B2 M:t-imp@A1", none, act(0, "A1"),
        "rr.enemy.invasion-order", true);
    row("invasion order: right one", enemy + " M:t-imp@B2 M:t-imp@A1", none, act(0, "B2"),
        "rr.enemy.invasion-order", false);
    row("invasion order: top first in a column", enemy + " M:t-imp@C2 M:t-imp@A2", none,
        act(0, "C2"), "rr.enemy.invasion-order", true);
    row("invasion order: acted twice", enemy + " M:t-imp@B2!", none, act(0, "B2"),
        "rr.enemy.invasion-order", true);
    row("enemy phase: before the fourth command", "executed:3 M:t-imp@B2", none, act(0, "B2"),
        "rr.enemy.phase", true);
    row("enemy phase: after the fourth command", "executed:4 M:t-imp@B2", none, act(0, "B2"),
        "rr.enemy.phase", false);
    row("enemy phase: summon during commands", "executed:2", none, summon("A", "t-imp"),
        "rr.enemy.phase", true);
    row("enemy phase: summon before every monster acted", enemy + " M:t-imp@B2", none,
        summon("A", "t-imp"), "rr.enemy.phase", true);
    row("enemy phase: summon after invasion", enemy + " M:t-imp@B2!", none, summon("A", "t-imp"),
        "rr.enemy.phase", false);
    row("choice: moving with a unit in range", enemy + " U:t-fighter@B3 M:t-imp@B2", none,
        act(0, "B2", {{"action", "move"}, {"to", "B4"}}), "rr.enemy.choice", true);
    row("choice: attacking with a unit in range", enemy + " U:t-fighter@B3 M:t-imp@B2", none,
        act(0, "B2", {{"action", "attack"}}), "rr.enemy.choice", false);
    row("choice: attacking with nothing in range", enemy + " U:t-fighter@B5 M:t-imp@B2", none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"B5"}}}), "rr.enemy.choice",
        true);
    row("move: short of its MOVE", enemy + " M:t-imp@B1", none,
        act(0, "B1", {{"action", "move"}, {"to", "B2"}}), "rr.enemy.move", true);
    row("move: full MOVE", enemy + " M:t-imp@B1", none,
        act(0, "B1", {{"action", "move"}, {"to", "B3"}}), "rr.enemy.move", false);
    row("move: from the circle", enemy + " M:t-imp@B", none,
        act(0, "B", {{"action", "move"}, {"to", "B2"}}), "rr.enemy.move", false);
    row("move: another row", enemy + " M:t-imp@B1", none,
        act(0, "B1", {{"action", "move"}, {"to", "A3"}}), "rr.enemy.move", true);
    // (Landing on a monster is refused: one card per square, tst_rr_table_steps.cpp.)
    row("jump: stops short of the line", enemy + " M:t-imp@B1 M:t-brute@B3!", none,
        act(0, "B1", {{"action", "move"}, {"to", "B2"}}), "rr.enemy.jump", true);
    row("jump: past the line", enemy + " M:t-imp@B1 M:t-brute@B3!", none,
        act(0, "B1", {{"action", "move"}, {"to", "B4"}}), "rr.enemy.jump", false);
    row("blocked: passes a unit", enemy + " M:t-imp@B1 U:t-fighter@B3", none,
        act(0, "B1", {{"action", "move"}, {"to", "B4"}}), "rr.enemy.blocked", true);
    row("blocked: stops before it", enemy + " M:t-imp@B1 U:t-fighter@B3", none,
        act(0, "B1", {{"action", "move"}, {"to", "B2"}}), "rr.enemy.blocked", false);
    row("blocked: stays when it cannot move", enemy + " M:t-imp@B1 M:t-brute@B2! U:t-fighter@B3",
        none, act(0, "B1", {{"action", "move"}, {"to", "B4"}}), "rr.enemy.blocked", true);
    row("blocked: stays, recorded as staying", enemy + " M:t-imp@B1 M:t-brute@B2! U:t-fighter@B3",
        none, act(0, "B1", {{"action", "stay"}}), "rr.enemy.blocked", false);
    row("castle: stops on the last square", enemy + " M:t-runner@B5", none,
        act(0, "B5", {{"action", "move"}, {"to", "B6"}}), "rr.enemy.castle", true);
    row("castle: enters (worked out)", enemy + " M:t-runner@B5", none,
        act(0, "B5", {{"action", "move"}, {"to", "castle"}}), "rr.enemy.castle", true);
    row("castle: an ordinary move", enemy + " M:t-imp@B1", none,
        act(0, "B1", {{"action", "move"}, {"to", "B3"}}), "rr.enemy.castle", false);
    row("castle: claimed too early", enemy + " M:t-imp@B2", none,
        act(0, "B2", {{"action", "move"}, {"to", "castle"}}), "rr.enemy.castle", true);
    const QString brute = enemy + " M:t-brute@B2 U:t-fighter@A3 U:t-blade@C3";
    row("single: lowest number", brute, none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"A3"}}}),
        "rr.enemy.attack-single", false);
    row("single: a higher number", brute, none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"C3"}}}),
        "rr.enemy.attack-single", true);
    row("single: both", brute, none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"A3", "C3"}}}),
        "rr.enemy.attack-single", true);
    row("single: other damage", brute, none, act(0, "B2", {{"action", "attack"}, {"damage", 1}}),
        "rr.enemy.attack-single", true);
    const QString wyrm = enemy + " M:t-wyrm@B2 U:t-fighter@A3 U:t-blade@B4 M:t-imp@C3!";
    row("area: every unit", wyrm, none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"B4", "A3"}}}),
        "rr.enemy.attack-area", false);
    row("area: one unit left out", wyrm, none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"A3"}}}), "rr.enemy.attack-area",
        true);
    row("area: a monster hit", wyrm, none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"A3", "B4", "C3"}}}),
        "rr.enemy.attack-area", true);
    row("figures: monster range unknown", enemy + " M:golem@B2", none,
        act(0, "B2", {{"action", "stay"}}), "rr.units.monsters", true);
    row("figures: monster known", enemy + " M:t-imp@B2", none, act(0, "B2"), "rr.units.monsters",
        false);

    // Cube corrections from the table.
    auto cubes = [](const char *sq, int delta) {
        return mk("adjust-cubes", 0, {{"at", sq}, {"delta", delta}});
    };
    row("cubes: one off a unit with one", "U:t-fighter@B4/1", none, cubes("B4", -1),
        "rr.damage.cubes", false);
    row("cubes: one off a unit with none", "U:t-fighter@B4", none, cubes("B4", -1),
        "rr.damage.cubes", true);
    row("cubes: two off a monster with one", "M:t-imp@B2/1", none, cubes("B2", -2),
        "rr.damage.cubes", true);
    row("cubes: one on a unit", "U:t-fighter@B4", none, cubes("B4", 1), "rr.damage.cubes", false);
    row("cubes: monster reaches its HP", "M:t-imp@B2/1", none, cubes("B2", 1),
        "rr.damage.monster-defeat", true);
    row("cubes: monster stays below its HP", "M:t-imp@B2", none, cubes("B2", 1),
        "rr.damage.monster-defeat", false);
    row("cubes: unit exceeds its HP", "U:t-fighter@B4/2", none, cubes("B4", 1),
        "rr.damage.unit-faint", true);
    row("cubes: unit reaches its HP", "U:t-fighter@B4/1", none, cubes("B4", 1),
        "rr.damage.unit-faint", false);

    // Summoning.
    const QString after = enemy + " M:t-imp@A!";
    auto placed = [](const char *to) {
        Step s = summon("A", "t-brute");
        s.payload.insert("boards", QJsonArray{QJsonObject{{"seat", 0}, {"to", to}}});
        return s;
    };
    row("placement: next to the taken circle", after, none, placed("A1"), "rr.summon.placement",
        false);
    row("placement: onto the taken circle", after, none, placed("A"), "rr.summon.placement", true);
    row("placement: waiting line when both taken", after + " M:t-imp@A1!", none, placed("waiting"),
        "rr.summon.placement", false);
    row("placement: waiting line too early", after, none, placed("waiting"), "rr.summon.placement",
        true);
    row("twice: second summon", after + " summons:1", none, summon("B", "t-imp"), "rr.summon.twice",
        false);
    row("twice: third summon", after + " summons:2", none, summon("B", "t-imp"), "rr.summon.twice",
        true);
    row("twice: round ends after two", after + " summons:2", none, mk("end-round", -1),
        "rr.summon.twice", false);
    row("twice: round ends after one", after + " summons:1", none, mk("end-round", -1),
        "rr.summon.twice", true);
    row("deck: empty", after + " deck:0", none, summon("B", "t-imp"), "rr.summon.procedure", true);
    row("deck: cards left", after + " deck:3", none, summon("B", "t-imp"), "rr.summon.procedure",
        false);

    // Setup and commands.
    row("first unit: in setup", "fresh", none, setupUnit(0, "t-fighter", "B5"),
        "rr.setup.first-unit", false);
    row("first unit: a second one", "fresh", {setupUnit(0, "t-fighter", "B5")},
        setupUnit(0, "t-blade", "B4"), "rr.setup.first-unit", true);
    row("first unit: during the game", "", none, setupUnit(0, "t-blade", "B5"),
        "rr.setup.first-unit", true);
    row("first unit: layout free square", "fresh", none, setupUnit(0, "t-fighter", "B5"),
        "rr.board.layout", false);
    row("first unit: layout circle", "fresh", none, setupUnit(0, "t-fighter", "B"),
        "rr.board.layout", true);
    row("row: pick before dealing", "executed:0", {mk("end-round", -1)}, pick(1, "advance"),
        "rr.command.row", true);
    row("row: pick after dealing", "", none, pick(0, "advance"), "rr.command.row", false);
    row("row: dealt twice", "", none, deal(), "rr.command.row", true);
    row("row: dealt for a new round", "", {mk("end-round", -1)}, deal(), "rr.command.row", false);
    row("pick: start player first", "", none, pick(0, "rest"), "rr.command.pick", false);
    row("pick: out of turn", "", none, pick(1, "rest"), "rr.command.pick", true);
    row("pick: already executed", "", {pick(0, "rest")}, pick(1, "rest"), "rr.command.pick", true);
    row("pick: a third pick with two players", "", {pick(0, "rest"), pick(1, "advance")},
        pick(0, "ambush"), "rr.command.pick", true);
    row("honour: Rest picked", "", none, pick(0, "rest"), "rr.honour.gain", true);
    row("honour: Advance picked", "", none, pick(0, "advance"), "rr.honour.gain", false);
    row("auto: before all picked", "", {pick(0, "rest")}, mk("auto-command", -1), "rr.command.auto",
        true);
    row("auto: after all picked", "", {pick(0, "rest"), pick(1, "advance")}, mk("auto-command", -1),
        "rr.command.auto", true); // the info: position 3 runs
    row("auto: a normal pick", "", none, pick(0, "advance"), "rr.command.auto", false);
    row("auto: position 5", "",
        {pick(0, "rest"), pick(1, "advance"), mk("auto-command", -1), mk("auto-command", -1)},
        mk("auto-command", -1), "rr.command.auto", true);

    // End phase.
    const QString end = "phase:end summons:2 M:t-imp@B2 M:t-imp@A3 U:t-fighter@B4/1 "
                        "M1:t-imp@B2 U1:t-fighter@B4/1";
    row("support: most monsters", end, none, mk("support", 0, {{"at", "B4"}}), "rr.end.support",
        false);
    row("support: fewer monsters", end, none, mk("support", 1, {{"at", "B4"}}), "rr.end.support",
        true);
    row("support: twice", end, {mk("support", 0, {{"at", "B4"}})}, mk("support", 0, {{"at", "B4"}}),
        "rr.end.support", true);
    row("support: during commands", "U:t-fighter@B4/1", none, mk("support", 0, {{"at", "B4"}}),
        "rr.end.support", true);
    const QString tired = "phase:end summons:2 U:t-fighter@B4* U:t-blade@B5* U:t-healer@B6*";
    row("fatigue: second marker", tired, {mk("remove-marker", 0, {{"at", "B4"}})},
        mk("remove-marker", 0, {{"at", "B5"}}), "rr.end.fatigue", false);
    row("fatigue: third marker", tired,
        {mk("remove-marker", 0, {{"at", "B4"}}), mk("remove-marker", 0, {{"at", "B5"}})},
        mk("remove-marker", 0, {{"at", "B6"}}), "rr.end.fatigue", true);
    row("fatigue: no Rest needed in the end phase", tired, none,
        mk("remove-marker", 0, {{"at", "B4"}}), "rr.action.marker", false);

    // Boons, threat, defeat, victory.
    row("level up: 2 honour", "honour:2 U:t-squire@B4", none, mk("level-up", 0, {{"at", "B4"}}),
        "rr.boon.level-up", false);
    row("level up: 1 honour", "honour:1 U:t-squire@B4", none, mk("level-up", 0, {{"at", "B4"}}),
        "rr.boon.level-up", true);
    row("level up: no ★", "honour:5 U:t-fighter@B4", none,
        mk("level-up", 0, {{"at", "B4"}, {"card", "t-knight"}}), "rr.boon.level-up", true);
    row("level up: after spending the marks", "honour:2 U:t-squire@B4 U:t-squire@B5",
        {mk("level-up", 0, {{"at", "B5"}})}, mk("level-up", 0, {{"at", "B4"}}), "rr.boon.level-up",
        true);
    // ⑱ the level-up card of the same name (Test Squire★ -> Test Knight in the library).
    row("level up: to its own card", "honour:2 U:t-squire@B4", none,
        mk("level-up", 0, {{"at", "B4"}, {"card", "t-knight"}}), "rr.boon.level-up-card", false);
    row("level up: to another unit's card", "honour:2 U:t-squire@B4", none,
        mk("level-up", 0, {{"at", "B4"}, {"card", "t-healer"}}), "rr.boon.level-up-card", true);
    row("level up: to a ★ card", "honour:2 U:t-squire@B4", none,
        mk("level-up", 0, {{"at", "B4"}, {"card", "t-squire"}}), "rr.boon.level-up-card", true);
    row("level up: the library's card", "honour:2 U:t-squire@B4", none,
        mk("level-up", 0, {{"at", "B4"}}), "rr.boon.level-up-card", false);
    row("medal: after a red monster", "cmd:advance U:t-fighter@B4 M:t-wyrm@B2/3",
        {attack(0, "B4", "B2", 2, 3)}, mk("take-medal", 0, {{"value", 3}}), "rr.threat.medal",
        false);
    row("medal: nothing red defeated", "", none, mk("take-medal", 0, {{"value", 3}}),
        "rr.threat.medal", true);
    row("threat: unknown threat", "M:golem@B2", none, mk("declare-victory", 0), "rr.threat.total",
        true);
    row("threat: known threat", "M:t-imp@B2", none, mk("declare-victory", 0), "rr.threat.total",
        false);
    row("declare: threat 10", "M:t-wyrm@B2 W:t-brute C:t-imp", none, mk("declare-victory", 0),
        "rr.victory.declare", true);
    row("declare: threat 8", "M:t-wyrm@B2 W:t-brute", none, mk("declare-victory", 0),
        "rr.victory.declare", false);
    row("declare: deck not empty", "deck:2", none, mk("declare-victory", 0), "rr.victory.declare",
        true);
    row("declare: deck empty", "deck:0", none, mk("declare-victory", 0), "rr.victory.declare",
        false);
    row("declare: resolved when the command ends", "cmd:advance", {mk("declare-victory", 0)},
        mk("command-done", -1), "rr.victory.declare", true);
    row("several: two declarers", "cmd:advance",
        {mk("declare-victory", 0), mk("declare-victory", 1)}, mk("command-done", -1),
        "rr.victory.several", true);
    row("several: one declarer", "cmd:advance", {mk("declare-victory", 0)}, mk("command-done", -1),
        "rr.victory.several", false);
    row("game over: a step after victory", "cmd:advance",
        {mk("declare-victory", 0), mk("command-done", -1)}, pick(1, "rest"), "rr.victory.declare",
        true);
    row("defeated: nothing in the castle", "", none, mk("player-defeated", 0), "rr.defeat.castle",
        true);
    row("defeated: a red monster in the castle", "C:t-wyrm", none, mk("player-defeated", 0),
        "rr.defeat.castle", false);
    row("defeated: two blue monsters", "C:t-imp C:t-brute", none, mk("player-defeated", 0),
        "rr.defeat.castle", false);
    row("defeated: red monster walks in", enemy + " M:t-wyrm@B6", none, act(0, "B6"),
        "rr.defeat.castle", true);
    row("defeated: first blue walks in", enemy + " M:t-runner@B5", none, act(0, "B5"),
        "rr.defeat.castle", false);
    row("defeated: second blue walks in", enemy + " M:t-runner@B5 C:t-imp", none, act(0, "B5"),
        "rr.defeat.castle", true);
    row("defeated: an out player acts", "out:0 U:t-fighter@B4", none,
        mk("place-marker", 0, {{"at", "B4"}}), "rr.defeat.castle", true);
}

// The position a row starts from: an empty spec is a real game (both first units placed, two
// monsters, the row dealt), "fresh" a new game in setup.
inline kbz::StatePtr validatorStart(const QString &spec)
{
    return spec.isEmpty() ? run({setupUnit(0, "t-fighter", "B6"), setupUnit(1, "t-fighter", "B6"),
                                 summon("A", "t-imp"), summon("C", "t-brute"), deal()})
           : spec == QLatin1String("fresh") ? engine.setup(testConfig())
                                            : at(spec);
}

} // namespace rrtest
