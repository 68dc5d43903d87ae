// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameEngine.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace kbz::dl {

// ---- Pieces -------------------------------------------------------------------------------

enum class TileKind { Tunnel, Room };
QString tileKindCode(TileKind k); // "tunnel", "room"
std::optional<TileKind> tileKindFromCode(const QString &code);

// One tile of a dungeon (its index in DlPlayer::tiles is its id in steps).
struct DlTile
{
    TileKind kind = TileKind::Tunnel;
    int distance = 1; // steps from the entrance (1 = next to it) (dl.plan.tile)
    bool conquered = false;
    QString name; // optional label the table uses ("B2", "the mushroom room")
    friend bool operator==(const DlTile &, const DlTile &) = default;
};

enum class AdvClass { Warrior, Thief, Priest, Wizard, Paladin };
QString advClassCode(AdvClass c); // "warrior", "thief", "priest", "wizard", "paladin"
std::optional<AdvClass> advClassFromCode(const QString &code);

// An adventurer. `skills` = its symbols: a thief's trap symbols, a priest's hearts, a wizard's
// crystals; a paladin's symbols count for every class (dl.adventurer.skills, our reading).
struct DlAdventurer
{
    AdvClass cls = AdvClass::Warrior;
    int level = 1;
    int hp = 3;
    int damage = 0; // damage counters on it; defeated when damage >= hp
    int skills = 0;
    int year = 0; // the year it came (1 or 2), for the score sheet; 0 = not said
    bool isDefeated() const { return damage >= hp; }
    int hpLeft() const { return hp > damage ? hp - damage : 0; }
    friend bool operator==(const DlAdventurer &, const DlAdventurer &) = default;
};

enum class MonsterKind { Goblin, Slime, Troll, Witch, Vampire, Golem, Dragon, Demon, Ghost };
inline constexpr int kMonsterKinds = 9;
QString monsterKindCode(MonsterKind k); // "goblin", ..., "ghost"
std::optional<MonsterKind> monsterKindFromCode(const QString &code);
bool isGhost(MonsterKind k);

// A hired monster or ghost (its index in DlPlayer::monsters is its id in steps).
struct DlMonster
{
    MonsterKind kind = MonsterKind::Goblin;
    bool used = false;  // exhausted for the rest of the year (dl.exhausted)
    QString sacrificed; // demon: the monster kind sacrificed to hire it (dl.monster.demon)
    friend bool operator==(const DlMonster &, const DlMonster &) = default;
};

// The 9 trap kinds of the data README (editable reference, dl.trap.list).
enum class TrapKind {
    RollingBoulder,
    Pendulum,
    TrapDoor,
    PoisonedDart,
    AntiMagicDart,
    CursedRing,
    FireWall,
    KamikazeImp,
    PoisonedMeal
};
inline constexpr int kTrapKinds = 9;
// "rolling-boulder", "pendulum", "trap-door", "poisoned-dart", "anti-magic-dart", "cursed-ring",
// "fire-wall", "kamikaze-imp", "poisoned-meal"
QString trapKindCode(TrapKind k);
std::optional<TrapKind> trapKindFromCode(const QString &code);

// A revealed combat card (dl.combat-card.symbols).
struct DlCombatCard
{
    int fatigue = 0;
    bool lightning = false; // early magic may happen
    bool crystal = false;   // late magic may happen
    QString spell;          // a spell id from kSpells, or empty
    QString text;           // the card's text as the table typed it (optional)
    // The spell's amount (how much it heals or deals) once the table has said it at a magic
    // step; -1 until then (Kibitzer does not hold the cards' texts, dl.combat-card.spells).
    int amount = -1;
    friend bool operator==(const DlCombatCard &, const DlCombatCard &) = default;
};

// ---- One player's fight this round ---------------------------------------------------------

// Where a player is in the round's checklist (dl.step.*). The order is the resolution order.
enum class Stage {
    Plan,    // not planned yet this round
    Planned, // planned; waits for the card and for the players before them
    Traps,   // step 1 next
    EarlyMagic,
    Monsters, // step 3 (monsters attack one step each)
    LateMagic,
    Healing,
    Conquest,
    Done, // this round's fight is over (conquest recorded, or a prisoner released)
    Out   // the combat phase is over for this player (dl.end.conditions)
};
QString stageCode(Stage s); // "plan", "planned", "traps", "early-magic", "monsters",
                            // "late-magic", "healing", "conquest", "done", "out"

// Why a player's combat phase ended (Stage::Out).
enum class OutReason { None, Defeated, Rounds, NoTile };

struct DlFight
{
    int tile = -1;                // tile fought on (-1: none)
    std::optional<TrapKind> trap; // trap committed
    QList<int> monsters;          // monsters/ghosts committed (indices)
    QList<int> attacked;          // of those, the ones that attacked (in order)
    QList<int> cancelled;         // kept from attacking by a spell (recorded at magic)
    bool trapDone = false;        // step 1 recorded
    bool earlyDone = false;       // step 2 recorded
    bool lateDone = false;        // step 4 recorded
    bool healDone = false;        // step 5 recorded
    bool skipConquest = false;    // slime, demon, trap door, cursed ring
    QString skipConquestBy;       // rule id that skipped it ("dl.monster.slime"...)
    bool skipHealing = false;     // dragon
    int silenced = -1;            // anti-magic dart: the adventurer (party index) silenced
    QList<int> delayed;           // poisoned dart: damage due at the end of the round, per
                                  // party index (same length as the party or empty)
    int released = -1;            // no tile: the prisoner index released this round
    friend bool operator==(const DlFight &, const DlFight &) = default;
};

// ---- A player ------------------------------------------------------------------------------

struct DlPlayer
{
    QString name;
    QList<DlTile> tiles;
    QList<DlAdventurer> party;     // marching order, front first
    QList<DlAdventurer> prisoners; // prison (dl.prison)
    QList<DlMonster> monsters;
    QList<TrapKind> traps; // in hand
    int gold = 0;
    int food = 0;
    int imps = 0;
    int evil = 0;
    int unpaidTaxes = 0;

    Stage stage = Stage::Plan;
    OutReason out = OutReason::None;
    DlFight fight;

    bool hasUnconqueredTile() const;
    friend bool operator==(const DlPlayer &, const DlPlayer &) = default;
};

// ---- The game ------------------------------------------------------------------------------

enum class Phase {
    YearSetup, // waiting for the "year" step (the table enters dungeons and parties)
    Plan,      // players plan (or release a prisoner)
    Reveal,    // every fighting player has planned: reveal the card
    Resolve,   // players resolve in order from the start player
    Scoring,   // year 2 is over: the score sheet
    Finished
};
QString phaseCode(Phase p); // "year-setup", "plan", "reveal", "resolve", "scoring", "finished"

// Score-sheet values (dl.score.*): the data README's defaults, editable at the sheet and kept
// with the result.
struct DlScoreValues
{
    int room = 2;
    int monster = 1;
    int prisoner = 2;
    int paladinPrisoner = 2; // unconfirmed: same as any prisoner by default
    int conquered = -2;
    int unpaidTax = -3;
    int titleSole = 3;
    int titleTied = 2;
    QJsonObject toJson() const;
    static DlScoreValues fromJson(const QJsonObject &o); // missing keys keep the defaults
    friend bool operator==(const DlScoreValues &, const DlScoreValues &) = default;
};

struct DlState final : kbz::GameState
{
    QList<DlPlayer> players; // seat order
    int year = 1;
    int round = 0;       // 1..4 during a year; 0 before the year's first round
    int startPlayer = 0; // seat
    Phase phase = Phase::YearSetup;
    QList<DlCombatCard> cards; // revealed this year, one per round so far
    int paladinSeat = -1;      // the board the paladin fights at (-1: none in play)
    int resolving = -1;        // the seat resolving now (Phase::Resolve)

    DlScoreValues values;       // the game's score values (config, then the score step)
    QJsonObject scoreOverrides; // per seat edits kept from the score step
    QJsonObject finalScore;     // the score sheet as recorded (Phase::Finished)

    const DlCombatCard *card() const; // this round's card once revealed, else nullptr
    // Seats in resolution order: the start player, then clockwise (seat + 1).
    QList<int> seatOrder() const;
    // Party totals of the symbols that count (silenced adventurer excluded) (dl.step.early-magic,
    // dl.step.healing, dl.adventurer.skills).
    int magicPoints(int seat) const;
    int hearts(int seat) const;
    int thiefSymbols(int seat) const;
    // The paladin's party index at its board, or -1.
    int paladinIndex(int seat) const;

    QJsonObject toJson() const override;
};

// Adventurer and party JSON (steps and state share it):
//   {"class": "warrior", "level": 2, "hp": 4, "damage": 0, "skills": 0, "year": 1}
QJsonObject adventurerToJson(const DlAdventurer &a);
std::optional<DlAdventurer> adventurerFromJson(const QJsonObject &o); // nullopt when malformed

} // namespace kbz::dl
