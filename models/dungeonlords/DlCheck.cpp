// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// check(): the rule warnings for recording a step (DlEngine.h lists them per step kind). Never
// blocks; apply() records the step anyway. Every warning cites the rule that decides.
#include "DlInternal.h"

#include <QJsonArray>
#include <QMap>
#include <algorithm>

namespace kbz::dl::rules {

namespace {

QMap<int, int> perTarget(const QList<Hit> &hits)
{
    QMap<int, int> m;
    for (const Hit &h : hits)
        if (h.amount != 0)
            m[h.target] += h.amount;
    return m;
}

QList<Hit> normalized(const QList<Hit> &hits)
{
    QList<Hit> out;
    const QMap<int, int> m = perTarget(hits);
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        out.append(Hit{it.key(), it.value()});
    return out;
}

bool sameHits(const QList<Hit> &a, const QList<Hit> &b)
{
    return perTarget(a) == perTarget(b);
}

const DlPlayer *actorOf(const DlState &s, const Step &step)
{
    return step.actor >= 0 && step.actor < s.players.size() ? &s.players.at(step.actor) : nullptr;
}

MessageArg who(const DlState &s, int seat)
{
    return playerName(s, seat);
}

QList<int> intList(const QJsonValue &v)
{
    QList<int> out;
    for (const QJsonValue &x : v.toArray())
        out.append(x.toInt());
    return out;
}

// ---- year -------------------------------------------------------------------------------------

void checkYear(const DlState &s, const Step &step, QList<Finding> &out)
{
    const QJsonObject &pl = step.payload;
    // No year recorded yet: no dungeon has been entered.
    const bool first = std::all_of(s.players.cbegin(), s.players.cend(), [](const DlPlayer &p) {
        return p.tiles.isEmpty() && p.party.isEmpty();
    });
    if (s.phase != Phase::YearSetup)
        out.append(warning(
            "dl.round.structure",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Year %1's combat is not over yet"),
                      {arg(s.year)})));
    const int year = pl.value(QStringLiteral("year")).toInt();
    const int expected = first ? s.year : 2;
    if (year != expected)
        out.append(warning("dl.year.end",
                           dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                       "Year %1 follows; the step starts year %2"),
                                     {arg(expected), arg(year)})));
    if (!first) {
        if (year == 2 && pl.contains(QStringLiteral("startPlayer"))) {
            const int start = pl.value(QStringLiteral("startPlayer")).toInt();
            if (start != s.startPlayer)
                out.append(warning(
                    "dl.year.end",
                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "After year 1 the start player passes to the "
                                                "left: %1 starts year 2, not %2"),
                              {who(s, s.startPlayer), who(s, start)})));
        }
    }
    const QJsonArray players = pl.value(QStringLiteral("players")).toArray();
    for (int seat = 0; seat < players.size(); ++seat) {
        const QJsonObject p = players.at(seat).toObject();
        const QJsonArray monsters = p.value(QStringLiteral("monsters")).toArray();
        for (const QJsonValue &mv : monsters) {
            const QJsonObject m = mv.toObject();
            const auto kind = monsterKindFromCode(m.value(QStringLiteral("kind")).toString());
            if (!kind)
                continue;
            if (m.value(QStringLiteral("used")).toBool())
                out.append(warning(
                    "dl.exhausted.restore",
                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "%1's %2 starts the year exhausted; monsters are "
                                                "turned face up before a year's combat"),
                              {who(s, seat), monsterName(*kind)})));
            if (*kind == MonsterKind::Demon &&
                m.value(QStringLiteral("sacrificed")).toString().isEmpty())
                out.append(
                    warning("dl.monster.demon",
                            dlMessage(QT_TRANSLATE_NOOP(
                                          "kbz::dl::DlEngine",
                                          "%1's demon needs a sacrificed monster; none is given"),
                                      {who(s, seat)})));
        }
        // Warriors stand in front (info: the order is the table's).
        const QJsonArray party = p.value(QStringLiteral("party")).toArray();
        bool behindOther = false;
        for (const QJsonValue &av : party) {
            const auto cls =
                advClassFromCode(av.toObject().value(QStringLiteral("class")).toString());
            if (!cls || *cls == AdvClass::Paladin)
                continue;
            if (*cls != AdvClass::Warrior) {
                behindOther = true;
            } else if (behindOther) {
                out.append(info(
                    "dl.adventurer.order",
                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "In %1's party a warrior stands behind another "
                                                "class; warriors usually stand in front"),
                              {who(s, seat)})));
                break;
            }
        }
    }
}

// ---- plan / release / reveal ------------------------------------------------------------------

// The tile's name with its distance: tileName() gives it for an unnamed tile ("Tunnel 3
// (distance 2)"); a tile the table named gets it added ("B2 (distance 2)").
LocalizedName tileWithDistance(const DlPlayer &p, int tile)
{
    LocalizedName n = tileName(p, tile);
    if (tile < 0 || tile >= p.tiles.size() || p.tiles.at(tile).name.isEmpty())
        return n;
    const QString d = QString::number(p.tiles.at(tile).distance);
    n.en += QStringLiteral(" (distance ") + d + QLatin1Char(')');
    n.ja += QStringLiteral("（距離") + d + QStringLiteral("）");
    return n;
}

bool planPhaseProblem(const DlState &s, const Step &step, const DlPlayer &p, QList<Finding> &out)
{
    if (p.stage == Stage::Out) {
        out.append(
            warning("dl.end.conditions",
                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1's combat phase is over"),
                              {who(s, step.actor)})));
        return true;
    }
    if (s.phase != Phase::Plan) {
        out.append(warning(
            "dl.round.structure",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "Planning comes at the start of a round, before the "
                                        "card is revealed"))));
        return true;
    }
    if (p.stage != Stage::Plan) {
        out.append(warning(
            "dl.round.structure",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1 has already planned this round"),
                      {who(s, step.actor)})));
        return true;
    }
    return false;
}

void checkPlan(const DlState &s, const Step &step, QList<Finding> &out)
{
    const DlPlayer *p = actorOf(s, step);
    if (!p)
        return;
    planPhaseProblem(s, step, *p, out);
    const QJsonObject &pl = step.payload;
    const int tile = pl.value(QStringLiteral("tile")).toInt(-1);
    if (!p->hasUnconqueredTile()) {
        out.append(warning(
            "dl.end.no-tile",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "%1 has no unconquered tile left: release a prisoner "
                                        "instead of fighting"),
                      {who(s, step.actor)})));
    } else if (tile >= 0 && tile < p->tiles.size()) {
        const QList<int> nearest = nearestTiles(*p);
        if (p->tiles.at(tile).conquered)
            out.append(warning("dl.plan.tile",
                               dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                           "%1 is already conquered; fight on %2"),
                                         {tileName(*p, tile), tileName(*p, nearest.value(0))})));
        else if (!nearest.contains(tile))
            out.append(warning(
                "dl.plan.tile",
                dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                            "The fight is on the nearest unconquered tile, %1, "
                                            "not %2"),
                          {tileWithDistance(*p, nearest.value(0)), tileWithDistance(*p, tile)})));
    }
    const TileKind kind =
        tile >= 0 && tile < p->tiles.size() ? p->tiles.at(tile).kind : TileKind::Tunnel;
    const QList<int> monsters = intList(pl.value(QStringLiteral("monsters")));
    int count = 0;
    for (int m : monsters) {
        if (m < 0 || m >= p->monsters.size())
            continue;
        const DlMonster &mo = p->monsters.at(m);
        if (!isGhost(mo.kind))
            ++count;
        if (mo.used)
            out.append(warning(
                "dl.exhausted.year",
                dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                            "The %1 is exhausted and cannot fight again this "
                                            "year"),
                          {monsterName(mo.kind)})));
    }
    if (count > monsterLimit(kind))
        out.append(kind == TileKind::Room
                       ? warning("dl.plan.room",
                                 dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                             "A room allows at most 2 monsters "
                                                             "(ghosts are free); %1 are planned"),
                                           {arg(count)}))
                       : warning("dl.plan.tunnel",
                                 dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                             "A tunnel allows only 1 monster "
                                                             "(ghosts are free); %1 are planned"),
                                           {arg(count)})));
    const auto trap = trapKindFromCode(pl.value(QStringLiteral("trap")).toString());
    if (trap) {
        if (!p->traps.contains(*trap))
            out.append(warning("dl.step.traps", dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                                            "%1 has no %2 in hand"),
                                                          {who(s, step.actor), trapName(*trap)})));
        if (kind == TileKind::Room && p->gold < trapPayment(*trap, kind).gold)
            out.append(warning(
                "dl.plan.room",
                dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                            "A trap in a room costs 1 gold (%1 in all); %2 has "
                                            "%3 gold"),
                          {arg(trapPayment(*trap, kind).gold), who(s, step.actor), arg(p->gold)})));
    }
}

void checkRelease(const DlState &s, const Step &step, QList<Finding> &out)
{
    const DlPlayer *p = actorOf(s, step);
    if (!p)
        return;
    planPhaseProblem(s, step, *p, out);
    if (p->hasUnconqueredTile())
        out.append(warning(
            "dl.end.no-tile",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "%1 still has an unconquered tile (%2): fight there "
                                        "instead of releasing a prisoner"),
                      {who(s, step.actor), tileName(*p, nearestTiles(*p).value(0))})));
}

void checkReveal(const DlState &s, QList<Finding> &out)
{
    if (s.phase == Phase::Plan) {
        for (int seat : s.seatOrder())
            if (s.players.at(seat).stage == Stage::Plan)
                out.append(warning(
                    "dl.round.structure",
                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "%1 has not planned yet: the card is revealed "
                                                "after planning"),
                              {who(s, seat)})));
    } else if (s.phase != Phase::Reveal) {
        out.append(warning("dl.combat-card.reveal",
                           dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                       "This round's card is already revealed"))));
    }
}

// ---- The fight's steps ------------------------------------------------------------------------

// Warnings common to the six steps: phase, whose turn, the player's stage. Returns false when
// the seat is not fighting at all (further checks would only repeat it).
bool fightTurn(const DlState &s, const Step &step, QList<Finding> &out)
{
    const DlPlayer *p = actorOf(s, step);
    if (!p)
        return false;
    if (p->stage == Stage::Out) {
        out.append(
            warning("dl.end.conditions",
                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1's combat phase is over"),
                              {who(s, step.actor)})));
        return false;
    }
    if (s.phase != Phase::Resolve) {
        out.append(warning(
            "dl.round.structure",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "The fights resolve after every player has planned and "
                                        "the card is revealed"))));
        return false;
    }
    if (p->stage == Stage::Done) {
        out.append(warning(
            "dl.round.structure",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1's fight this round is over"),
                      {who(s, step.actor)})));
        return false;
    }
    if (s.resolving >= 0 && s.resolving != step.actor)
        out.append(warning(
            "dl.round.structure",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "%1 resolves now; players resolve one after another from "
                                        "the start player"),
                      {who(s, s.resolving)})));
    return true;
}

// The checklist's next step when it comes before `step` (what is due first).
void earlierSteps(const DlState &s, int seat, FightStep step, QList<Finding> &out)
{
    if (seat < 0 || seat >= s.players.size() || s.players.at(seat).stage < Stage::Traps)
        return; // not resolving yet: the turn's own warning says so
    const QList<ChecklistItem> items = checklist(s, seat);
    for (const ChecklistItem &it : items) {
        if (it.step >= step)
            break;
        if (it.step == FightStep::Monsters)
            continue; // the monsters' own warning names each monster
        if (it.status == ChecklistItem::Next)
            out.append(
                warning(qPrintable(it.ruleId),
                        dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                    "Step %1 (%2) comes first and is not recorded"),
                                  {arg(static_cast<int>(it.step) + 1), fightStepName(it.step)})));
    }
}

void checkTrap(const DlState &s, const Step &step, QList<Finding> &out)
{
    if (!fightTurn(s, step, out))
        return;
    const DlPlayer &p = s.players.at(step.actor);
    if (!p.fight.trap) {
        out.append(warning(
            "dl.step.traps",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "No trap was committed this round"))));
        return;
    }
    if (p.fight.trapDone)
        out.append(warning(
            "dl.step.traps",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "The trap is already resolved"))));
    else if (p.stage > Stage::Traps)
        out.append(warning(
            "dl.step.traps",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "Traps are step 1: they come before the later steps "
                                        "already recorded"))));
    Cost pay = proposeTrap(s, step.actor).pay;
    if (step.payload.contains(QStringLiteral("pay"))) {
        const QJsonObject o = step.payload.value(QStringLiteral("pay")).toObject();
        pay = Cost{o.value(QStringLiteral("gold")).toInt(), o.value(QStringLiteral("food")).toInt(),
                   o.value(QStringLiteral("imps")).toInt()};
    }
    if (p.gold < pay.gold || p.food < pay.food || p.imps < pay.imps)
        out.append(warning(
            "dl.plan.trap-payment",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "The %1 costs %2 gold, %3 food and %4 imps; %5 has %6 "
                                        "gold, %7 food and %8 imps"),
                      {trapName(*p.fight.trap), arg(pay.gold), arg(pay.food), arg(pay.imps),
                       who(s, step.actor), arg(p.gold), arg(p.food), arg(p.imps)})));
}

// The full sentence for a magic step whose condition is not met.
Message magicProblem(const DlState &s, int seat, bool early)
{
    const DlCombatCard *card = s.card();
    if (!card)
        return dlMessage(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "The combat card is not revealed yet"));
    if (early && !card->lightning)
        return dlMessage(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "No early magic: the card shows no lightning"));
    if (!early && !card->crystal)
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                           "No late magic: the card shows no green crystal"));
    return dlMessage(early
                         ? QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                             "No early magic: party magic %1 is less than round %2")
                         : QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                             "No late magic: party magic %1 is less than round %2"),
                     {arg(s.magicPoints(seat)), arg(s.round)});
}

Message healingProblem(const DlPlayer &p)
{
    if (p.fight.skipHealing)
        return dlMessage(QT_TRANSLATE_NOOP(
            "kbz::dl::DlEngine", "No healing: the dragon's attack skips healing this round"));
    if (p.fight.attacked.isEmpty())
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                           "No healing: no monster or ghost attacked this round"));
    return dlMessage(
        QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "No healing: no priest or paladin in the party"));
}

void checkMagic(const DlState &s, const Step &step, QList<Finding> &out)
{
    if (!fightTurn(s, step, out))
        return;
    const DlPlayer &p = s.players.at(step.actor);
    const bool early =
        step.payload.value(QStringLiteral("when")).toString() != QLatin1String("late");
    const char *rule = early ? "dl.step.early-magic" : "dl.step.late-magic";
    if (!(early ? earlyMagicApplies(s, step.actor) : lateMagicApplies(s, step.actor)))
        out.append(warning(rule, magicProblem(s, step.actor, early)));
    if (early ? p.fight.earlyDone : p.fight.lateDone)
        out.append(warning(rule, dlMessage(QT_TRANSLATE_NOOP(
                                     "kbz::dl::DlEngine", "This magic step is already recorded"))));
    if (early && (p.stage > Stage::EarlyMagic || !p.fight.attacked.isEmpty()))
        out.append(
            warning(rule, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                      "Early magic is step 2: it comes before the "
                                                      "monsters attack"))));
    if (!early) {
        if (p.stage > Stage::LateMagic)
            out.append(
                warning(rule, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                          "Late magic is step 4: it comes before "
                                                          "healing and the conquest"))));
        earlierSteps(s, step.actor, FightStep::LateMagic, out);
        for (int m : p.fight.monsters)
            if (canAttack(s, step.actor, m))
                out.append(warning(
                    "dl.step.monsters",
                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "The %1 must still attack before late magic"),
                              {monsterName(p.monsters.at(m).kind)})));
    }
    // With the card's amount, the spell's kind says what it does; other numbers are warned.
    const QJsonObject &pl = step.payload;
    if (!pl.contains(QStringLiteral("amount")) || !s.card())
        return;
    const SpellEffect e = proposeSpell(s, step.actor, pl.value(QStringLiteral("amount")).toInt());
    const LocalizedName spell = spellNames(s.card()->spell);
    if (pl.contains(QStringLiteral("heals"))) {
        const QList<Hit> heals = hitsFromJson(pl.value(QStringLiteral("heals")));
        if (!sameHits(heals, e.heals))
            out.append(warning(
                "dl.combat-card.spells",
                dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                            "The spell (%1, %2) heals %3; the step records %4"),
                          {spell, arg(pl.value(QStringLiteral("amount")).toInt()),
                           hitsText(p.party, normalized(e.heals), true),
                           hitsText(p.party, normalized(heals), true)})));
    }
    if (pl.contains(QStringLiteral("hits"))) {
        const QList<Hit> hits = hitsFromJson(pl.value(QStringLiteral("hits")));
        if (!sameHits(hits, e.hits))
            out.append(warning(
                "dl.combat-card.spells",
                dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                            "The spell (%1, %2) gives %3; the step records %4"),
                          {spell, arg(pl.value(QStringLiteral("amount")).toInt()),
                           hitsText(p.party, normalized(e.hits), false),
                           hitsText(p.party, normalized(hits), false)})));
    }
}

void checkAttack(const DlState &s, const Step &step, QList<Finding> &out)
{
    if (!fightTurn(s, step, out))
        return;
    const DlPlayer &p = s.players.at(step.actor);
    const QJsonObject &pl = step.payload;
    const int m = pl.value(QStringLiteral("monster")).toInt(-1);
    if (m < 0 || m >= p.monsters.size())
        return;
    const DlMonster &mo = p.monsters.at(m);
    const LocalizedName name = monsterName(mo.kind);
    const QString kindRule = QStringLiteral("dl.monster.") + monsterKindCode(mo.kind);
    if (!p.fight.monsters.contains(m))
        out.append(warning("dl.step.monsters",
                           dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                       "The %1 was not committed to this fight"),
                                     {name})));
    else if (p.fight.attacked.contains(m))
        out.append(warning("dl.step.monsters",
                           dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                       "The %1 has already attacked this round"),
                                     {name})));
    else if (p.fight.cancelled.contains(m))
        out.append(
            warning("dl.combat-card.spells",
                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "The spell keeps the %1 from attacking this round"),
                              {name})));
    // Exhausted is said whether or not the monster was committed (a monster left out of the
    // fight may be exhausted too); once it attacked this round, that says it already.
    if (mo.used && !p.fight.attacked.contains(m))
        out.append(warning(
            "dl.exhausted.year",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "The %1 is exhausted and cannot attack again this year"),
                      {name})));
    if (p.stage > Stage::Monsters)
        out.append(
            warning("dl.step.monsters",
                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "Monsters attack in step 3, before the later steps "
                                                "already recorded"))));
    earlierSteps(s, step.actor, FightStep::Monsters, out);

    const QString option = pl.value(QStringLiteral("option")).toString();
    const QList<int> targets = intList(pl.value(QStringLiteral("targets")));
    if (mo.kind == MonsterKind::Troll && option == QLatin1String("fed") && p.food < 1)
        out.append(
            warning("dl.monster.troll",
                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "Feeding the troll costs 1 food; %1 has none"),
                              {who(s, step.actor)})));
    const AttackEffect proposal = proposeAttack(s, step.actor, m, option, targets);
    const QList<Hit> hits = pl.contains(QStringLiteral("hits"))
                                ? hitsFromJson(pl.value(QStringLiteral("hits")))
                                : proposal.hits;
    if (mo.kind == MonsterKind::Vampire) {
        bool priest = false;
        for (int t : targets)
            priest |= t >= 0 && t < p.party.size() && p.party.at(t).cls == AdvClass::Priest;
        for (const Hit &h : hits)
            priest |= h.amount > 0 && h.target >= 0 && h.target < p.party.size() &&
                      p.party.at(h.target).cls == AdvClass::Priest;
        if (priest)
            out.append(warning("dl.monster.vampire",
                               dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                           "A vampire never attacks a priest"))));
    }
    const int wanted = targetCount(mo.kind, option);
    if (!targets.isEmpty() && wanted > 0 && targets.size() != wanted)
        out.append(warning(
            qPrintable(kindRule),
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "The %1's text chooses %2 targets; the step names %3"),
                      {name, arg(wanted), arg(int(targets.size()))})));
    if (pl.contains(QStringLiteral("hits")) && !sameHits(hits, proposal.hits))
        out.append(
            warning(qPrintable(kindRule),
                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "The %1's text gives %2; the step records %3"),
                              {name, hitsText(p.party, normalized(proposal.hits), false),
                               hitsText(p.party, normalized(hits), false)})));
}

void checkHeal(const DlState &s, const Step &step, QList<Finding> &out)
{
    if (!fightTurn(s, step, out))
        return;
    const DlPlayer &p = s.players.at(step.actor);
    if (!healingApplies(s, step.actor)) {
        // healingApplies checks the healer first; say the same reason it found.
        const bool healer =
            std::any_of(p.party.cbegin(), p.party.cend(), [](const DlAdventurer &a) {
                return !a.isDefeated() && (a.cls == AdvClass::Priest || a.cls == AdvClass::Paladin);
            });
        out.append(
            warning("dl.step.healing",
                    healer ? healingProblem(p)
                           : dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                         "No healing: no priest or paladin in the "
                                                         "party"))));
    }
    if (p.fight.healDone)
        out.append(warning(
            "dl.step.healing",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Healing is already recorded"))));
    if (p.stage > Stage::Healing)
        out.append(
            warning("dl.step.healing",
                    dlMessage(QT_TRANSLATE_NOOP(
                        "kbz::dl::DlEngine", "Healing is step 5: it comes before the conquest"))));
    earlierSteps(s, step.actor, FightStep::Healing, out);
    for (int m : p.fight.monsters)
        if (canAttack(s, step.actor, m))
            out.append(
                warning("dl.step.monsters",
                        dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                    "The %1 must still attack before healing"),
                                  {monsterName(p.monsters.at(m).kind)})));
    if (step.payload.contains(QStringLiteral("heals"))) {
        const QList<Hit> heals = hitsFromJson(step.payload.value(QStringLiteral("heals")));
        const QList<Hit> expected = healFrontFirst(p.party, s.hearts(step.actor));
        if (!sameHits(heals, expected))
            out.append(warning(
                "dl.step.healing",
                dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                            "The party's %1 hearts heal %2, front first; the "
                                            "step records %3"),
                          {arg(s.hearts(step.actor)), hitsText(p.party, normalized(expected), true),
                           hitsText(p.party, normalized(heals), true)})));
    }
}

void checkConquest(const DlState &s, const Step &step, QList<Finding> &out)
{
    if (!fightTurn(s, step, out))
        return;
    const DlPlayer &p = s.players.at(step.actor);
    const DlFight &f = p.fight;
    for (int m : f.monsters)
        if (canAttack(s, step.actor, m))
            out.append(
                warning("dl.step.monsters",
                        dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                    "The %1 can attack and must attack before the "
                                                    "conquest"),
                                  {monsterName(p.monsters.at(m).kind)})));
    earlierSteps(s, step.actor, FightStep::Conquest, out);
    const QJsonObject &pl = step.payload;
    const QString skipRule =
        f.skipConquestBy.isEmpty() ? QStringLiteral("dl.step.conquest") : f.skipConquestBy;
    if (f.skipConquest && pl.value(QStringLiteral("conquered")).toBool(false))
        out.append(warning(
            qPrintable(skipRule),
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "This round's conquest is skipped; the step conquers "
                                        "the tile"))));
    // Nobody left standing after the fatigue: nobody conquers (dl.end.conditions).
    const int fatigue = s.card() ? s.card()->fatigue : 0;
    const bool standing = conquestOutcome(s, step.actor, pl).standing;
    if (!standing && pl.value(QStringLiteral("conquered")).toBool(false))
        out.append(warning("dl.end.conditions",
                           dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                       "The whole party is defeated: nobody is "
                                                       "left to conquer the tile"))));
    if (!f.skipConquest && standing && pl.contains(QStringLiteral("conquered")) &&
        !pl.value(QStringLiteral("conquered")).toBool(true))
        out.append(warning(
            "dl.step.conquest",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "Nothing skipped the conquest; the step leaves the tile "
                                        "unconquered"))));
    if (pl.contains(QStringLiteral("hits"))) {
        const QList<Hit> hits = hitsFromJson(pl.value(QStringLiteral("hits")));
        if (f.skipConquest) {
            if (!perTarget(hits).isEmpty())
                out.append(warning(
                    qPrintable(skipRule),
                    dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "The conquest is skipped with its fatigue; the "
                                                "step records %1"),
                              {hitsText(p.party, normalized(hits), false)})));
        } else {
            const QList<Hit> expected = spillFrontFirst(p.party, fatigue);
            if (!sameHits(hits, expected))
                out.append(
                    warning("dl.fatigue.spill",
                            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                        "Fatigue %1 front first gives %2; the step "
                                                        "records %3"),
                                      {arg(fatigue), hitsText(p.party, normalized(expected), false),
                                       hitsText(p.party, normalized(hits), false)})));
        }
    }
}

void checkPaladin(const DlState &s, const Step &step, QList<Finding> &out)
{
    const int to = step.payload.value(QStringLiteral("to")).toInt(-1);
    const int target = paladinTarget(s);
    if (target < 0)
        out.append(warning("dl.paladin.move",
                           dlMessage(QT_TRANSLATE_NOOP(
                               "kbz::dl::DlEngine", "Nobody fights any more: the paladin stays"))));
    else if (to != target)
        out.append(warning(
            "dl.paladin.move",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                        "The paladin goes to the most evil board still fighting: "
                                        "%1 (evil %2)"),
                      {who(s, target), arg(s.players.at(target).evil)})));
}

void checkScore(const DlState &s, QList<Finding> &out)
{
    if (s.phase != Phase::Scoring)
        out.append(warning("dl.year.end", dlMessage(QT_TRANSLATE_NOOP(
                                              "kbz::dl::DlEngine",
                                              "The score sheet comes after year 2's combat"))));
}

} // namespace

QList<Finding> checkStep(const DlState &s, const Step &step)
{
    QList<Finding> out;
    const QString &k = step.kind;
    if (k == QLatin1String("year"))
        checkYear(s, step, out);
    else if (k == QLatin1String("plan"))
        checkPlan(s, step, out);
    else if (k == QLatin1String("release"))
        checkRelease(s, step, out);
    else if (k == QLatin1String("reveal")) {
        checkReveal(s, out);
        checkRevealSide(s, step, out);
    } else if (k == QLatin1String("trap"))
        checkTrap(s, step, out);
    else if (k == QLatin1String("magic"))
        checkMagic(s, step, out);
    else if (k == QLatin1String("attack"))
        checkAttack(s, step, out);
    else if (k == QLatin1String("heal"))
        checkHeal(s, step, out);
    else if (k == QLatin1String("conquest"))
        checkConquest(s, step, out);
    else if (k == QLatin1String("paladin"))
        checkPaladin(s, step, out);
    else if (k == QLatin1String("score"))
        checkScore(s, out);
    return out;
}

} // namespace kbz::dl::rules
