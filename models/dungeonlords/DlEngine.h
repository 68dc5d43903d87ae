// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlState.h"
#include "core/GameEngine.h"

namespace kbz::dl {

// Dungeon Lords (ダンジョンロード), the combat phase: each year the players' dungeons are
// attacked by parties of adventurers for 4 rounds; each round every player plans a fight, a
// combat card is revealed, and the fights resolve in 6 steps; the paladin moves to the most evil
// board. The building phase happens at the table: at the start of each year the table enters
// the dungeons, parties, monsters, traps and resources ("year" step). After year 2 the score
// sheet closes the game.
//
// Config options (GameConfig::options):
//   "startPlayer": seat (default 0), "startYear": 1|2 (default 1; 2 = only the second year is
//   tracked), "values": score values (DlScoreValues JSON, default the data README's).
// checkConfig warns about a player count outside 2..4 and a start player outside the seats.
//
// Party indices in steps always refer to the party as it stands BEFORE the step (front = 0).
// "Hits" and "heals" are lists [{"target": partyIndex, "amount": n}], applied in order; an
// adventurer whose damage reaches its hit points is defeated and goes to prison after the step
// (dl.prison.defeated); a party with nobody left ends that player's combat phase
// (dl.end.conditions).
//
// Steps:
//   year     (actor -1) {"year": 1|2, "startPlayer": s, "players": [{"tiles": [{"kind":
//            "tunnel"|"room", "distance": n, "conquered": b?, "name": s?}], "party": [adventurer],
//            "prisoners": [adventurer]?, "monsters": [{"kind": k, "used": b?, "sacrificed": k?}],
//            "traps": [trap kind], "gold": n, "food": n, "imps": n, "evil": n,
//            "unpaidTaxes": n?}], "paladin": adventurer + {"at": seat?}?}
//            Starts a year. Warns: year not following the previous one, start player not passed
//            left after year 1 (dl.year.end), exhausted monsters at a year's start
//            (dl.exhausted.restore), a demon with no sacrifice (dl.monster.demon), a party out of
//            order (dl.adventurer.order, info). The paladin (if given) joins the front of the
//            party at "at", else at the board the paladin rule picks (dl.paladin.move).
//   plan     (actor seat) {"tile": i, "trap": kind|null, "monsters": [monster indices]}
//            Warns: not the nearest unconquered tile (dl.plan.tile), a conquered tile, too many
//            monsters for a tunnel/room (ghosts are free) (dl.plan.tunnel, dl.plan.room), a trap
//            not in hand, an exhausted monster (dl.exhausted.year), a room trap without the gold
//            (dl.plan.room), planning twice or out of phase (dl.round.structure).
//   release  (actor seat) {"prisoner": i}  instead of planning when no unconquered tile is left
//            (dl.end.no-tile); warns when a tile is still unconquered.
//   reveal   (actor -1) {"fatigue": n, "lightning": b, "crystal": b, "spell": id?, "text": s?}
//            the round's combat card (dl.combat-card.reveal); warns when players have not
//            planned yet.
//   trap     (actor seat) {"hits": [...]?, "pay": {"gold": n, "food": n, "imps": n}?,
//            "skipConquest": b?, "delayed": [...]?, "silence": i?}  step 1 with the planned
//            trap; omitted fields take the trap's proposal (proposeTrap). The cost (trap cost +
//            1 gold in a room) is paid now (dl.plan.trap-payment); the trap leaves the hand.
//   magic    (actor seat) {"when": "early"|"late", "hits": [...]?, "heals": [...]?,
//            "cancel": [monster indices]?, "note": s?}  steps 2 and 4: what the card's spell
//            did; warns when the step's condition is not met (dl.step.early-magic,
//            dl.step.late-magic). Cancelled monsters need not attack this round.
//   attack   (actor seat) {"monster": i, "option": code?, "targets": [party indices]?,
//            "hits": [...]?}  step 3, one per monster or ghost, in the player's order; the
//            option and targets feed the monster's text (proposeAttack), "hits" overrides it
//            and is checked against it (dl.monster.<kind>). Exhausts the monster unless its
//            text reuses it; slime/demon skip conquest, dragon skips healing, the fed troll pays
//            1 food.
//   heal     (actor seat) {"heals": [...]?}  step 5; omitted = the party's hearts, front first
//            (dl.step.healing); warns when the condition is not met.
//   conquest (actor seat) {"hits": [...]?, "conquered": b?}  step 6: fatigue (omitted = the
//            card's fatigue front first with spill-over, dl.fatigue.spill), then the tile is
//            conquered unless skipped; poisoned-dart damage falls due; closes the player's
//            round. Warns about committed monsters that could attack and did not
//            (dl.step.monsters).
//   adjust   (actor seat) {"hits": [...]?, "heals": [...]?, "gold": d?, "food": d?, "imps": d?,
//            "evil": d?, "unpaidTaxes": d?, "note": s?}  a correction the table makes (info).
//   paladin  (actor -1) {"to": seat}  moves the paladin by hand; warns when the rule says
//            another board (dl.paladin.move).
//   score    (actor -1) {"values": DlScoreValues?, "players": [{"rooms": n?, "monsters": n?,
//            "prisoners": n?, "paladins": n?, "conquered": n?, "unpaidTaxes": n?,
//            "titles": {"sole": [ids], "tied": [ids]}?, "extra": n?}]?}  the score sheet as the
//            table confirms it: every count the table edited, kept with the result; finishes
//            the game (dl.score.*).
//
// When the last player still fighting closes their round, the round ends: the paladin moves
// to the most evil board still in combat (not out, an unconquered tile left; an info finding
// says where and why), and the next round begins; after round 4 (or when
// nobody fights any more) the year ends: after year 1 the game waits for year 2's "year" step
// with the start player passed left and the monsters restored; after year 2 for the score.
class DlEngine final : public kbz::GameEngine
{
public:
    QString id() const override; // "dungeon-lords"
    LocalizedName name() const override;
    QString rulePrefix() const override; // "dl"
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 4; }

    GameConfig defaultConfig() const override;
    QList<Finding> checkConfig(const GameConfig &config) const override;
    StatePtr setup(const GameConfig &config) const override;

    QStringList ruleIds() const override;
    QList<StepKind> stepKinds() const override;

    std::optional<Message> malformed(const GameState &state, const Step &step) const override;
    QList<Finding> check(const GameState &state, const Step &step) const override;
    StatePtr apply(const GameState &state, const Step &step) const override;

    Guidance guidance(const GameState &state) const override;
    std::optional<GameResult> result(const GameState &state) const override;
    Message describe(const GameState &before, const Step &step) const override;

    DlState initialState(const GameConfig &config) const;
};

Message dlMessage(const char *source, QList<MessageArg> args = {});

inline constexpr char kTrContext[] = "kbz::dl::DlEngine";

} // namespace kbz::dl
