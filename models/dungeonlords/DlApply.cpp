// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// apply(): the state after a well-formed step, and what the engine worked out on the way
// (defeats and the prison, conquests, skipped steps, the end of a round and of a year, the
// paladin's move). The table is the truth: any well-formed step is applied, legal or not;
// omitted fields take the rules' proposals (DlRules.h).
#include "DlInternal.h"
#include "DlScore.h"

#include <QJsonArray>
#include <algorithm>

namespace kbz::dl::rules {

namespace {

using Ctx = Outcome;

bool has(const QJsonObject &p, const char *key)
{
    const QJsonValue v = p.value(QLatin1String(key));
    return !v.isUndefined() && !v.isNull();
}

QList<Hit> hitsOr(const QJsonObject &p, const char *key, const QList<Hit> &fallback)
{
    return has(p, key) ? hitsFromJson(p.value(QLatin1String(key))) : fallback;
}

int intOr(const QJsonObject &p, const char *key, int fallback)
{
    return has(p, key) ? p.value(QLatin1String(key)).toInt() : fallback;
}

bool isResolving(Stage st)
{
    return st >= Stage::Planned && st <= Stage::Conquest;
}

void advanceStage(DlPlayer &p, Stage to)
{
    if (p.stage != Stage::Out && p.stage != Stage::Done && p.stage < to)
        p.stage = to;
}

// ---- Party changes that keep the fight's party indices right -------------------------------

// Removes party member `index`, remapping the silenced adventurer and the delayed damage.
DlAdventurer takeFromParty(DlPlayer &p, int index)
{
    const DlAdventurer a = p.party.takeAt(index);
    DlFight &f = p.fight;
    if (f.silenced == index)
        f.silenced = -1;
    else if (f.silenced > index)
        --f.silenced;
    if (index < f.delayed.size())
        f.delayed.removeAt(index);
    return a;
}

// Puts an adventurer at the front of the party (the paladin, dl.paladin.join).
void joinFront(DlPlayer &p, const DlAdventurer &a)
{
    p.party.prepend(a);
    DlFight &f = p.fight;
    if (f.silenced >= 0)
        ++f.silenced;
    if (!f.delayed.isEmpty())
        f.delayed.prepend(0);
}

// Defeated adventurers leave the party after the step that defeated them and go to the prison
// of the dungeon they attacked (dl.prison.defeated); a party with nobody left ends that player's
// combat phase at once (dl.end.conditions).
void removeDefeated(Ctx &c, int seat)
{
    DlPlayer &p = c.state.players[seat];
    const QList<DlAdventurer> before = p.party;
    bool any = false;
    for (int i = static_cast<int>(before.size()) - 1; i >= 0; --i) {
        if (!before.at(i).isDefeated())
            continue;
        any = true;
        if (before.at(i).cls == AdvClass::Paladin && c.state.paladinSeat == seat)
            c.state.paladinSeat = -1;
        p.prisoners.append(takeFromParty(p, i));
    }
    if (!any)
        return;
    // The prison in party order (front first), the infos too.
    std::reverse(p.prisoners.end() - (before.size() - p.party.size()), p.prisoners.end());
    for (int i = 0; i < before.size(); ++i)
        if (before.at(i).isDefeated())
            c.infos.append(
                info("dl.prison.defeated",
                     dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1 is defeated and goes to "
                                                                      "%2's prison"),
                               {adventurerName(before, i), playerName(c.state, seat)})));
    if (p.party.isEmpty() && p.stage != Stage::Out) {
        p.stage = Stage::Out;
        p.out = OutReason::Defeated;
        c.infos.append(info(
            "dl.end.conditions",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Every adventurer attacking %1 is "
                                                             "defeated: %1's combat phase is over"),
                      {playerName(c.state, seat)})));
    }
}

void applyHits(Ctx &c, int seat, const QList<Hit> &hits, const QList<Hit> &heals = {})
{
    DlPlayer &p = c.state.players[seat];
    p.party = withHeals(withHits(p.party, hits), heals);
}

// ---- The paladin ---------------------------------------------------------------------------

// Moves the paladin (with its damage) to the front of `to`'s party.
void movePaladin(DlState &s, int to)
{
    const int from = s.paladinSeat;
    if (from < 0 || from >= s.players.size() || to < 0 || to >= s.players.size() || from == to)
        return;
    const int index = s.paladinIndex(from);
    if (index < 0)
        return;
    const DlAdventurer paladin = takeFromParty(s.players[from], index);
    joinFront(s.players[to], paladin);
    s.paladinSeat = to;
}

bool stillFighting(const DlPlayer &p)
{
    return p.stage != Stage::Out;
}

// The paladin moves to the most evil board still fighting (dl.paladin.move) and joins the front
// of that party with its damage (dl.paladin.join).
void paladinRoundEnd(Ctx &c)
{
    DlState &s = c.state;
    const int from = s.paladinSeat;
    if (from < 0 || s.paladinIndex(from) < 0)
        return;
    const int to = paladinTarget(s);
    if (to < 0) {
        c.infos.append(info(
            "dl.paladin.move",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "The paladin stays with %1: no board "
                                                             "is still fighting"),
                      {playerName(s, from)})));
        return;
    }
    const int evil = s.players.at(to).evil;
    QStringList tied;
    for (int seat : s.seatOrder())
        if (seat != to && inCombat(s.players.at(seat)) && s.players.at(seat).evil == evil)
            tied.append(playerName(s, seat));
    const LocalizedName ties = joinListBoth(tied);
    Message m;
    if (to == from && tied.isEmpty())
        m = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "The paladin stays with %1: the highest evil still "
                                        "fighting (%2)"),
                      {playerName(s, to), arg(evil)});
    else if (to == from)
        m = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "The paladin stays with %1: tied on evil %2 with %3, %1 "
                                        "comes later from the start player and counts as more "
                                        "evil"),
                      {playerName(s, to), arg(evil), ties});
    else if (tied.isEmpty())
        m = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "The paladin moves from %1 to %2, the highest evil still "
                                        "fighting (%3), and joins the front of the party"),
                      {playerName(s, from), playerName(s, to), arg(evil)});
    else
        m = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "The paladin moves from %1 to %2 and joins the front of "
                                        "the party: tied on evil %3 with %4, %2 comes later from "
                                        "the start player and counts as more evil"),
                      {playerName(s, from), playerName(s, to), arg(evil), ties});
    movePaladin(s, to);
    c.infos.append(info("dl.paladin.move", std::move(m)));
}

// ---- Round and year ------------------------------------------------------------------------

// A new round (or the year's first) for every player still in the combat phase: plan, or
// release a prisoner when no tile is left (dl.end.no-tile).
void startRound(Ctx &c)
{
    DlState &s = c.state;
    for (int seat = 0; seat < s.players.size(); ++seat) {
        DlPlayer &p = s.players[seat];
        if (p.stage == Stage::Out)
            continue;
        p.fight = DlFight{};
        if (p.hasUnconqueredTile()) {
            p.stage = Stage::Plan;
        } else if (!p.prisoners.isEmpty()) {
            p.stage = Stage::Plan;
            c.infos.append(info(
                "dl.end.no-tile",
                dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1 has no unconquered tile left: "
                                                                 "instead of fighting, %1 releases "
                                                                 "a prisoner this round"),
                          {playerName(s, seat)})));
        } else {
            p.stage = Stage::Done;
            c.infos.append(info("dl.end.no-tile",
                                dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                            "%1 has no unconquered tile and no "
                                                            "prisoner left: nothing to do this "
                                                            "round"),
                                          {playerName(s, seat)})));
        }
    }
    s.resolving = -1;
    s.phase = Phase::Plan;
}

void endYear(Ctx &c)
{
    DlState &s = c.state;
    for (DlPlayer &p : s.players) {
        if (p.stage == Stage::Out)
            continue;
        p.stage = Stage::Out;
        p.out = p.hasUnconqueredTile() ? OutReason::Rounds : OutReason::NoTile;
    }
    s.resolving = -1;
    if (s.year >= 2) {
        s.phase = Phase::Scoring;
        c.infos.append(info(
            "dl.year.end",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Year 2's combat is over: fill in the "
                                                             "score sheet"))));
        return;
    }
    const int n = static_cast<int>(s.players.size());
    s.startPlayer = n > 0 ? (s.startPlayer + 1) % n : 0;
    for (DlPlayer &p : s.players)
        for (DlMonster &m : p.monsters)
            m.used = false;
    s.year = 2;
    s.round = 0;
    s.phase = Phase::YearSetup;
    c.infos.append(
        info("dl.year.end", dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                        "Year 1's combat is over: the start player "
                                                        "passes to %1; enter year 2"),
                                      {playerName(s, s.startPlayer)})));
    c.infos.append(
        info("dl.exhausted.restore",
             dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Every monster in the lairs is ready "
                                                              "again"))));
}

void endRound(Ctx &c)
{
    DlState &s = c.state;
    const bool anyone = std::any_of(s.players.cbegin(), s.players.cend(), stillFighting);
    if (s.round >= 4 || !anyone) {
        endYear(c);
        return;
    }
    c.infos.append(
        info("dl.round.structure",
             dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Round %1 is over: round %2 begins"),
                       {arg(s.round), arg(s.round + 1)})));
    ++s.round;
    startRound(c);
    paladinRoundEnd(c);
}

// Moves the phases on after any step: plan -> reveal once everyone has planned; in the
// resolution, the next seat in order; the end of the round when every fight is over.
void settle(Ctx &c)
{
    DlState &s = c.state;
    for (int guard = 0; guard < 16; ++guard) {
        if (s.phase == Phase::Plan) {
            const bool waiting =
                std::any_of(s.players.cbegin(), s.players.cend(),
                            [](const DlPlayer &p) { return p.stage == Stage::Plan; });
            if (waiting)
                return;
            const bool fights =
                std::any_of(s.players.cbegin(), s.players.cend(),
                            [](const DlPlayer &p) { return p.stage == Stage::Planned; });
            if (fights) {
                s.phase = Phase::Reveal;
                return;
            }
            // Nobody fights this round (prisoners released, no tile, everyone out).
            endRound(c);
            continue;
        }
        if (s.phase != Phase::Resolve)
            return;
        s.resolving = -1;
        for (DlPlayer &p : s.players)
            if (p.stage == Stage::Planned)
                p.stage = Stage::Traps;
        for (int seat : s.seatOrder())
            if (isResolving(s.players.at(seat).stage)) {
                s.resolving = seat;
                return;
            }
        for (int seat : s.seatOrder())
            if (s.players.at(seat).stage == Stage::Plan) {
                s.resolving = seat;
                return;
            }
        endRound(c);
    }
}

// ---- Steps ---------------------------------------------------------------------------------

void applyYear(Ctx &c, const QJsonObject &p)
{
    DlState &s = c.state;
    s.year = p.value(QStringLiteral("year")).toInt();
    s.startPlayer = intOr(p, "startPlayer", s.startPlayer);
    s.round = 1;
    s.cards.clear();
    s.paladinSeat = -1;
    const QJsonArray players = p.value(QStringLiteral("players")).toArray();
    for (int seat = 0; seat < s.players.size() && seat < players.size(); ++seat) {
        const QJsonObject o = players.at(seat).toObject();
        DlPlayer &pl = s.players[seat];
        pl.tiles.clear();
        for (const QJsonValue &v : o.value(QStringLiteral("tiles")).toArray()) {
            const QJsonObject t = v.toObject();
            DlTile tile;
            tile.kind = tileKindFromCode(t.value(QStringLiteral("kind")).toString())
                            .value_or(TileKind::Tunnel);
            tile.distance = t.value(QStringLiteral("distance")).toInt();
            tile.conquered = t.value(QStringLiteral("conquered")).toBool();
            tile.name = t.value(QStringLiteral("name")).toString();
            pl.tiles.append(tile);
        }
        auto adventurers = [&](const char *key) {
            QList<DlAdventurer> out;
            for (const QJsonValue &v : o.value(QLatin1String(key)).toArray())
                if (auto a = adventurerFromJson(v.toObject())) {
                    if (a->year == 0)
                        a->year = s.year;
                    out.append(*a);
                }
            return out;
        };
        pl.party = adventurers("party");
        if (has(o, "prisoners"))
            pl.prisoners = adventurers("prisoners");
        if (has(o, "monsters")) {
            pl.monsters.clear();
            for (const QJsonValue &v : o.value(QStringLiteral("monsters")).toArray()) {
                const QJsonObject m = v.toObject();
                DlMonster monster;
                monster.kind = monsterKindFromCode(m.value(QStringLiteral("kind")).toString())
                                   .value_or(MonsterKind::Goblin);
                monster.used = m.value(QStringLiteral("used")).toBool();
                monster.sacrificed = m.value(QStringLiteral("sacrificed")).toString();
                pl.monsters.append(monster);
            }
        }
        if (has(o, "traps")) {
            pl.traps.clear();
            for (const QJsonValue &v : o.value(QStringLiteral("traps")).toArray())
                if (auto t = trapKindFromCode(v.toString()))
                    pl.traps.append(*t);
        }
        pl.gold = intOr(o, "gold", pl.gold);
        pl.food = intOr(o, "food", pl.food);
        pl.imps = intOr(o, "imps", pl.imps);
        pl.evil = intOr(o, "evil", pl.evil);
        pl.unpaidTaxes = intOr(o, "unpaidTaxes", pl.unpaidTaxes);
        pl.fight = DlFight{};
        pl.out = OutReason::None;
        pl.stage = Stage::Plan;
        if (pl.party.isEmpty()) {
            pl.stage = Stage::Out;
            pl.out = OutReason::Defeated;
        }
        if (s.paladinSeat < 0 && s.paladinIndex(seat) >= 0)
            s.paladinSeat = seat; // the table entered the paladin in a party
    }
    startRound(c);
    if (has(p, "paladin")) {
        QJsonObject o = p.value(QStringLiteral("paladin")).toObject();
        o.insert(QStringLiteral("class"), QStringLiteral("paladin"));
        if (auto paladin = adventurerFromJson(o)) {
            if (paladin->year == 0)
                paladin->year = s.year;
            const int at = has(p.value(QStringLiteral("paladin")).toObject(), "at")
                               ? o.value(QStringLiteral("at")).toInt()
                               : paladinTarget(s);
            if (at >= 0) {
                joinFront(s.players[at], *paladin);
                s.paladinSeat = at;
                c.infos.append(info("dl.paladin.join",
                                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                                "The paladin joins the front of "
                                                                "the party attacking %1"),
                                              {playerName(s, at)})));
            }
        }
    }
}

void applyPlan(Ctx &c, int seat, const QJsonObject &p)
{
    DlPlayer &pl = c.state.players[seat];
    pl.fight = DlFight{};
    pl.fight.tile = p.value(QStringLiteral("tile")).toInt();
    if (has(p, "trap"))
        pl.fight.trap = trapKindFromCode(p.value(QStringLiteral("trap")).toString());
    for (const QJsonValue &v : p.value(QStringLiteral("monsters")).toArray())
        pl.fight.monsters.append(v.toInt());
    if (pl.stage != Stage::Out)
        pl.stage = c.state.phase == Phase::Resolve ? Stage::Traps : Stage::Planned;
}

void applyRelease(Ctx &c, int seat, const QJsonObject &p)
{
    DlPlayer &pl = c.state.players[seat];
    const int i = p.value(QStringLiteral("prisoner")).toInt();
    const LocalizedName who = adventurerName(pl.prisoners, i);
    pl.prisoners.removeAt(i);
    pl.fight = DlFight{};
    pl.fight.released = i;
    if (pl.stage != Stage::Out)
        pl.stage = Stage::Done;
    c.infos.append(
        info("dl.prison.release",
             dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1 releases %2 from the prison"),
                       {playerName(c.state, seat), who})));
}

void applyReveal(Ctx &c, const QJsonObject &p)
{
    DlState &s = c.state;
    DlCombatCard card;
    card.fatigue = p.value(QStringLiteral("fatigue")).toInt();
    card.lightning = p.value(QStringLiteral("lightning")).toBool();
    card.crystal = p.value(QStringLiteral("crystal")).toBool();
    card.spell = p.value(QStringLiteral("spell")).toString();
    card.text = p.value(QStringLiteral("text")).toString();
    if (s.round >= 1)
        s.cards = s.cards.mid(0, std::min<qsizetype>(s.cards.size(), s.round - 1));
    s.cards.append(card);
    s.phase = Phase::Resolve;
}

void skipInfo(Ctx &c, int seat, const char *ruleId, bool conquest)
{
    c.infos.append(info(
        ruleId, conquest ? dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                       "%1's conquest step is skipped this round, "
                                                       "fatigue included"),
                                     {playerName(c.state, seat)})
                         : dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                       "%1's healing step is skipped this round"),
                                     {playerName(c.state, seat)})));
}

void applyTrap(Ctx &c, int seat, const QJsonObject &p)
{
    DlPlayer &pl = c.state.players[seat];
    const int target = intOr(p, "target", intOr(p, "silence", -1));
    const TrapEffect e = proposeTrap(c.state, seat, target);
    const QList<Hit> hits = hitsOr(p, "hits", e.hits);
    Cost pay = e.pay;
    if (has(p, "pay")) {
        const QJsonObject o = p.value(QStringLiteral("pay")).toObject();
        pay = Cost{intOr(o, "gold", 0), intOr(o, "food", 0), intOr(o, "imps", 0)};
    }
    const bool skip =
        has(p, "skipConquest") ? p.value(QStringLiteral("skipConquest")).toBool() : e.skipConquest;
    const QList<Hit> delayed = hitsOr(p, "delayed", e.delayed);
    pl.gold -= pay.gold;
    pl.food -= pay.food;
    pl.imps -= pay.imps;
    if (pl.fight.trap) {
        const qsizetype i = pl.traps.indexOf(*pl.fight.trap);
        if (i >= 0)
            pl.traps.removeAt(i);
    }
    if (skip && !pl.fight.skipConquest) {
        pl.fight.skipConquest = true;
        pl.fight.skipConquestBy = QStringLiteral("dl.trap.list");
        skipInfo(c, seat, "dl.trap.list", true);
    }
    pl.fight.delayed.clear();
    if (!delayed.isEmpty()) {
        pl.fight.delayed = QList<int>(pl.party.size(), 0);
        for (const Hit &h : delayed)
            if (h.target >= 0 && h.target < pl.party.size())
                pl.fight.delayed[h.target] += h.amount;
    }
    pl.fight.silenced = intOr(p, "silence", e.silence);
    pl.fight.trapDone = true;
    advanceStage(pl, Stage::EarlyMagic);
    applyHits(c, seat, hits);
    removeDefeated(c, seat);
}

void applyMagic(Ctx &c, int seat, const QJsonObject &p)
{
    // The spell's amount from the card (dl.combat-card.spells): without "hits" or "heals" the
    // spell does what its kind does with it, and the card keeps it for the other players.
    const int amount = intOr(p, "amount", -1);
    const SpellEffect spell = amount >= 0 ? proposeSpell(c.state, seat, amount) : SpellEffect{};
    if (amount >= 0 && c.state.card())
        c.state.cards[c.state.round - 1].amount = amount;
    DlPlayer &pl = c.state.players[seat];
    const bool early = p.value(QStringLiteral("when")).toString() == QLatin1String("early");
    for (const QJsonValue &v : p.value(QStringLiteral("cancel")).toArray())
        if (!pl.fight.cancelled.contains(v.toInt()))
            pl.fight.cancelled.append(v.toInt());
    if (early) {
        pl.fight.earlyDone = true;
        advanceStage(pl, Stage::Monsters);
    } else {
        pl.fight.lateDone = true;
        advanceStage(pl, Stage::Healing);
    }
    applyHits(c, seat, hitsOr(p, "hits", spell.hits), hitsOr(p, "heals", spell.heals));
    removeDefeated(c, seat);
}

const char *monsterRule(MonsterKind k)
{
    switch (k) {
    case MonsterKind::Goblin:
        return "dl.monster.goblin";
    case MonsterKind::Slime:
        return "dl.monster.slime";
    case MonsterKind::Troll:
        return "dl.monster.troll";
    case MonsterKind::Witch:
        return "dl.monster.witch";
    case MonsterKind::Vampire:
        return "dl.monster.vampire";
    case MonsterKind::Golem:
        return "dl.monster.golem";
    case MonsterKind::Dragon:
        return "dl.monster.dragon";
    case MonsterKind::Demon:
        return "dl.monster.demon";
    case MonsterKind::Ghost:
        return "dl.monster.ghost";
    }
    return "dl.step.monsters";
}

void applyAttack(Ctx &c, int seat, const QJsonObject &p)
{
    DlPlayer &pl = c.state.players[seat];
    const int m = p.value(QStringLiteral("monster")).toInt();
    const MonsterKind kind = pl.monsters.at(m).kind;
    const QString option = has(p, "option") ? p.value(QStringLiteral("option")).toString()
                                            : monsterOptions(kind).value(0);
    QList<int> targets;
    for (const QJsonValue &v : p.value(QStringLiteral("targets")).toArray())
        targets.append(v.toInt());
    const AttackEffect e = proposeAttack(c.state, seat, m, option, targets);
    const char *rule = monsterRule(kind);
    if (!e.reuse)
        pl.monsters[m].used = true;
    if (e.skipConquest && !pl.fight.skipConquest) {
        pl.fight.skipConquest = true;
        pl.fight.skipConquestBy = QString::fromLatin1(rule);
        skipInfo(c, seat, rule, true);
    }
    if (e.skipHealing && !pl.fight.skipHealing) {
        pl.fight.skipHealing = true;
        skipInfo(c, seat, rule, false);
    }
    pl.food -= e.food;
    if (e.attacked && !pl.fight.attacked.contains(m))
        pl.fight.attacked.append(m);
    advanceStage(pl, Stage::Monsters);
    applyHits(c, seat, hitsOr(p, "hits", e.hits));
    removeDefeated(c, seat);
}

void applyHeal(Ctx &c, int seat, const QJsonObject &p)
{
    DlPlayer &pl = c.state.players[seat];
    const QList<Hit> proposal = healingApplies(c.state, seat)
                                    ? healFrontFirst(pl.party, c.state.hearts(seat))
                                    : QList<Hit>{};
    pl.fight.healDone = true;
    advanceStage(pl, Stage::Conquest);
    applyHits(c, seat, {}, hitsOr(p, "heals", proposal));
}

void applyConquest(Ctx &c, int seat, const QJsonObject &p)
{
    DlState &s = c.state;
    const ConquestOutcome o = conquestOutcome(s, seat, p);
    applyHits(c, seat, o.hits);
    DlPlayer &pl = s.players[seat];
    const int tile = pl.fight.tile;
    if (o.conquered) {
        pl.tiles[tile].conquered = true;
        c.infos.append(
            info("dl.step.conquest",
                 dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "The party conquers %1's %2"),
                           {playerName(s, seat), tileName(pl, tile)})));
    } else if (o.onTile && !o.skipped) {
        c.infos.append(
            info("dl.step.conquest",
                 dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1's %2 is not conquered"),
                           {playerName(s, seat), tileName(pl, tile)})));
    }
    removeDefeated(c, seat);
    // Poisoned-dart damage falls due at the end of the player's round (dl.trap.list).
    DlPlayer &after = s.players[seat];
    QList<Hit> poison;
    for (int i = 0; i < after.fight.delayed.size() && i < after.party.size(); ++i)
        if (after.fight.delayed.at(i) > 0)
            poison.append(Hit{i, after.fight.delayed.at(i)});
    after.fight.delayed.clear();
    if (!poison.isEmpty()) {
        applyHits(c, seat, poison);
        removeDefeated(c, seat);
    }
    DlPlayer &done = s.players[seat];
    if (done.stage != Stage::Out)
        done.stage = Stage::Done;
}

void applyAdjust(Ctx &c, int seat, const QJsonObject &p)
{
    DlPlayer &pl = c.state.players[seat];
    pl.gold += intOr(p, "gold", 0);
    pl.food += intOr(p, "food", 0);
    pl.imps += intOr(p, "imps", 0);
    pl.evil += intOr(p, "evil", 0);
    pl.unpaidTaxes += intOr(p, "unpaidTaxes", 0);
    applyHits(c, seat, hitsOr(p, "hits", {}), hitsOr(p, "heals", {}));
    removeDefeated(c, seat);
}

void applyScore(Ctx &c, const QJsonObject &p)
{
    DlState &s = c.state;
    QJsonObject values = s.values.toJson();
    const QJsonObject edited = p.value(QStringLiteral("values")).toObject();
    for (auto it = edited.begin(); it != edited.end(); ++it)
        values.insert(it.key(), it.value());
    s.values = DlScoreValues::fromJson(values);
    s.scoreOverrides = p;
    s.finalScore = computeSheet(s, s.values, p).toJson();
    s.phase = Phase::Finished;
    s.resolving = -1;
}

} // namespace

ConquestOutcome conquestOutcome(const DlState &s, int seat, const QJsonObject &payload)
{
    ConquestOutcome o;
    if (seat < 0 || seat >= s.players.size())
        return o;
    const DlPlayer &p = s.players.at(seat);
    o.skipped = p.fight.skipConquest;
    o.hits = hitsOr(payload, "hits", proposeFatigue(s, seat));
    const QList<DlAdventurer> after = withHits(p.party, o.hits);
    o.standing = std::any_of(after.cbegin(), after.cend(),
                             [](const DlAdventurer &a) { return !a.isDefeated(); });
    o.onTile = p.fight.tile >= 0 && p.fight.tile < p.tiles.size();
    const bool conquers = has(payload, "conquered")
                              ? payload.value(QStringLiteral("conquered")).toBool()
                              : !o.skipped && o.standing;
    o.conquered = conquers && o.onTile;
    return o;
}

Outcome applyStep(const DlState &s, const Step &step)
{
    Ctx c{s, {}};
    const QString &kind = step.kind;
    const QJsonObject &p = step.payload;
    const int seat = step.actor;
    if (kind == QLatin1String("year"))
        applyYear(c, p);
    else if (kind == QLatin1String("reveal"))
        applyReveal(c, p);
    else if (kind == QLatin1String("paladin"))
        movePaladin(c.state, p.value(QStringLiteral("to")).toInt());
    else if (kind == QLatin1String("score"))
        applyScore(c, p);
    else if (seat < 0 || seat >= s.players.size())
        return c;
    else if (kind == QLatin1String("plan"))
        applyPlan(c, seat, p);
    else if (kind == QLatin1String("release"))
        applyRelease(c, seat, p);
    else if (kind == QLatin1String("trap"))
        applyTrap(c, seat, p);
    else if (kind == QLatin1String("magic"))
        applyMagic(c, seat, p);
    else if (kind == QLatin1String("attack"))
        applyAttack(c, seat, p);
    else if (kind == QLatin1String("heal"))
        applyHeal(c, seat, p);
    else if (kind == QLatin1String("conquest"))
        applyConquest(c, seat, p);
    else if (kind == QLatin1String("adjust"))
        applyAdjust(c, seat, p);
    if (kind != QLatin1String("score"))
        settle(c);
    return c;
}

} // namespace kbz::dl::rules
