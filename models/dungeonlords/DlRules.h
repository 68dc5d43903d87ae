// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlState.h"
#include "core/Finding.h"
#include "core/Message.h"
#include "core/Step.h"

#include <QJsonArray>
#include <optional>

// The Dungeon Lords rules as pure functions: what the engine's check and apply use, and what the
// views use to propose a step (the monster helpers, the checklist). Nothing here has state.
// Implemented one file per part of the rulebook, as each section below names.
namespace kbz::dl {

// ---- Names (both languages; DlRulesNames.cpp) --------------------------------------------------

LocalizedName className(AdvClass c);      // Warrior / 戦士 ...
LocalizedName monsterName(MonsterKind k); // Goblin / ゴブリン ...
LocalizedName trapName(TrapKind k);       // Rolling boulder / 転がる大岩 ...
LocalizedName tileKindName(TileKind k);   // Tunnel / トンネル, Room / 部屋
// "Warrior 2" style name of a party member (class + its place in the line, 1-based).
LocalizedName adventurerName(const QList<DlAdventurer> &party, int index);
// "Tunnel 3 (distance 2)" or the tile's own name.
LocalizedName tileName(const DlPlayer &p, int tile);
QString playerName(const DlState &s, int seat);

// ---- Hits and heals (DlRules.cpp) --------------------------------------------------------------

struct Hit
{
    int target = 0; // party index before the step
    int amount = 0;
    friend bool operator==(const Hit &, const Hit &) = default;
};
QJsonArray hitsToJson(const QList<Hit> &hits);
QList<Hit> hitsFromJson(const QJsonValue &v); // well-formedness is malformed()'s job
// Adds the hits (or removes damage for heals, never below 0) to a copy of the party.
QList<DlAdventurer> withHits(const QList<DlAdventurer> &party, const QList<Hit> &hits);
QList<DlAdventurer> withHeals(const QList<DlAdventurer> &party, const QList<Hit> &heals);

// Front first with spill-over: `amount` damage to the front adventurer, the rest to the next
// once it is defeated (fatigue, dl.fatigue.spill).
QList<Hit> spillFrontFirst(const QList<DlAdventurer> &party, int amount);
// Removes `hearts` damage counters front first (dl.step.healing).
QList<Hit> healFrontFirst(const QList<DlAdventurer> &party, int hearts);

// ---- Planning (DlRules.cpp) --------------------------------------------------------------------

// Unconquered tiles at the smallest distance (dl.plan.tile); empty when all are conquered.
QList<int> nearestTiles(const DlPlayer &p);
int monsterLimit(TileKind k); // tunnel 1, room 2 (ghosts not counted)

struct Cost
{
    int gold = 0;
    int food = 0;
    int imps = 0;
    friend bool operator==(const Cost &, const Cost &) = default;
};
Cost trapCost(TrapKind k);
// What using the planned trap costs on this tile (the trap's cost + 1 gold in a room).
Cost trapPayment(TrapKind k, TileKind tile);

// ---- Steps of the fight (dl.step.*; DlRulesSteps.cpp) ------------------------------------------

enum class FightStep { Traps, EarlyMagic, Monsters, LateMagic, Healing, Conquest };
QString fightStepCode(FightStep s);       // "traps", "early-magic", "monsters", "late-magic",
                                          // "healing", "conquest" (also the step kinds' checklist)
QString fightStepRule(FightStep s);       // "dl.step.traps", ...
LocalizedName fightStepName(FightStep s); // "Early magic" / 先制魔法 (journal and checklist)

// One line of the checklist the view walks through.
struct ChecklistItem
{
    FightStep step = FightStep::Traps;
    enum Status { Done, Next, Pending, Skipped } status = Pending;
    Message reason; // why it is skipped (or what it needs), empty otherwise
    QString ruleId; // the rule that decides
};
// The six steps for `seat` in this round, with which are done, next, still to come or skipped
// and why ("no trap committed", "no lightning on the card", "party magic 1 < round 2", "no
// priest or paladin", "no monster attacked", "the dragon attacked", "the slime skipped it").
QList<ChecklistItem> checklist(const DlState &s, int seat);
// The conquest's fatigue for `seat` (what a "conquest" step without "hits" applies): the card's
// fatigue front first with spill-over (dl.fatigue.spill); none when the conquest is skipped,
// since the fatigue is part of it (dl.step.conquest), or before the card is revealed.
QList<Hit> proposeFatigue(const DlState &s, int seat);
// Whether early/late magic, healing happen for `seat` now; *reason says why not.
bool earlyMagicApplies(const DlState &s, int seat, Message *reason = nullptr);
bool lateMagicApplies(const DlState &s, int seat, Message *reason = nullptr);
bool healingApplies(const DlState &s, int seat, Message *reason = nullptr);

// ---- Traps (dl.trap.list; editable reference, so proposals only; DlRulesTraps.cpp) -------------

// Damage an adventurer's trap symbols cancelled (a thief's, or a paladin's: its symbols count
// for every class, dl.adventurer.skills).
struct SymbolUse
{
    int adventurer = 0; // party index
    int amount = 0;
    friend bool operator==(const SymbolUse &, const SymbolUse &) = default;
};

struct TrapEffect
{
    QList<Hit> hits;
    QList<Hit> delayed; // poisoned dart: at the end of the round
    Cost pay;
    bool skipConquest = false;
    int silence = -1;  // anti-magic dart
    int cancelled = 0; // damage the trap symbols cancelled
    // Whose symbols cancelled it, in the party's order (a symbol holder's are used up before
    // the next one's); their amounts add up to `cancelled`.
    QList<SymbolUse> cancelledBy;
};
// The planned trap's effect on `seat`'s party: `target` for the darts (default the front), the
// party's trap symbols (thieves' and the paladin's) cancel that much damage, last hit first (our
// reading, dl.adventurer.skills).
TrapEffect proposeTrap(const DlState &s, int seat, int target = -1);

// ---- Monsters (dl.monster.*; DlRulesMonsters.cpp) ----------------------------------------------

// The options of a monster's text, the first being the default:
//   goblin "normal"; slime "all", "skip-conquest"; troll "normal", "fed" (1 food, 4 damage);
//   witch "normal", "two-chosen"; vampire "strong" (3), "reuse" (2, not exhausted);
//   golem "normal"; dragon "all"; demon "chosen"; ghost "chosen".
QStringList monsterOptions(MonsterKind k);
Message optionName(MonsterKind k, const QString &option); // "Pay 1 food: 4 damage"
// How many adventurers the option lets the player choose (0 = the text decides).
int targetCount(MonsterKind k, const QString &option);
// Whether the monster may hit that party member (a vampire never hits a priest).
bool canTarget(MonsterKind k, const DlAdventurer &a);

struct AttackEffect
{
    QList<Hit> hits;
    bool reuse = false;        // golem, vampire "reuse": not exhausted
    bool skipConquest = false; // slime "skip-conquest", demon
    bool skipHealing = false;  // dragon
    int food = 0;              // food paid (fed troll)
    bool attacked = true;      // false for the slime that skips conquest instead
};
// The monster's text applied to `seat`'s party (dl.monster.<kind>): normal attacks hit the
// front (extra damage is lost), goblin spill-over 1, party attacks hit everyone, chosen attacks
// hit `targets` (missing targets default to the front-most adventurer the monster may hit).
AttackEffect proposeAttack(const DlState &s, int seat, int monster, const QString &option,
                           const QList<int> &targets = {});
// Whether a committed monster is able to attack now (not cancelled, not yet attacked, someone
// it may hit is in the party); *reason says why not.
bool canAttack(const DlState &s, int seat, int monster, Message *reason = nullptr);

// ---- Round end (DlRules.cpp) -------------------------------------------------------------------

// Whether the player is still in combat for the paladin: not out of the combat phase and with
// an unconquered tile left (a player with none only releases prisoners, dl.end.no-tile).
bool inCombat(const DlPlayer &p);
// The board the paladin moves to: the highest evil among the players still in combat
// (inCombat); on a tie the player nearer the start player (clockwise) counts as less evil
// (dl.paladin.move). -1 when nobody fights any more.
int paladinTarget(const DlState &s);

// ---- Combat-card spells (a list to choose from; the card text counts; DlRulesNames.cpp) --------

struct Spell
{
    const char *id;   // "heal", "heal-all", "freeze", "damage-front", "other"
    const char *name; // QT_TRANSLATE_NOOP("kbz::dl::DlEngine", ...)
    bool hasAmount;
    const char *ja; // the Japanese name, for journal lines built in both languages
};
QList<Spell> spells();
// Whether the spell of that id takes an amount from the card (Spell::hasAmount).
bool spellHasAmount(const QString &id);
Message spellName(const QString &id);
// The spell's name in both languages (journal descriptions); an unknown id is shown as is.
LocalizedName spellNames(const QString &id);

struct SpellEffect
{
    QList<Hit> hits;
    QList<Hit> heals;
};
// What this round's spell does to `seat`'s party with `amount`, the card's number the table
// entered (dl.combat-card.spells): "heal" removes that much damage front first, "heal-all" that
// much from every adventurer, "damage-front" deals it to the front adventurer; any other spell,
// or no card, nothing.
SpellEffect proposeSpell(const DlState &s, int seat, int amount);

} // namespace kbz::dl
