// The Dungeon Lords rules as pure functions: names, hits and heals, planning, the checklist of
// the six steps, traps, monster texts and the paladin (DlRules.h).
#include "DlRules.h"

#include "DlEngine.h"

#include <QJsonObject>
#include <algorithm>

namespace kbz::dl {

namespace {

LocalizedName nm(const char *en, const char *ja)
{
    return {QString::fromUtf8(en), QString::fromUtf8(ja)};
}

bool inRange(int i, qsizetype n)
{
    return i >= 0 && i < n;
}

const DlPlayer *playerAt(const DlState &s, int seat)
{
    return inRange(seat, s.players.size()) ? &s.players.at(seat) : nullptr;
}

int stageIndex(Stage st)
{
    return static_cast<int>(st);
}

int stepStage(FightStep f)
{
    return stageIndex(Stage::Traps) + static_cast<int>(f);
}

// The front-most adventurer (from `from`) still standing after `extra` damage, or -1.
int frontStanding(const QList<DlAdventurer> &party, const QList<int> &extra, int from = 0)
{
    for (int i = from; i < party.size(); ++i)
        if (party.at(i).damage + extra.value(i) < party.at(i).hp)
            return i;
    return -1;
}

void set(Message *out, Message m)
{
    if (out)
        *out = std::move(m);
}

bool hasHealer(const DlPlayer &p)
{
    return std::any_of(p.party.cbegin(), p.party.cend(), [](const DlAdventurer &a) {
        return !a.isDefeated() && (a.cls == AdvClass::Priest || a.cls == AdvClass::Paladin);
    });
}

bool partyStanding(const DlPlayer &p)
{
    return std::any_of(p.party.cbegin(), p.party.cend(),
                       [](const DlAdventurer &a) { return !a.isDefeated(); });
}

} // namespace

// ---- Names ------------------------------------------------------------------------------------

LocalizedName className(AdvClass c)
{
    switch (c) {
    case AdvClass::Warrior:
        return nm("Warrior", "戦士");
    case AdvClass::Thief:
        return nm("Thief", "盗賊");
    case AdvClass::Priest:
        return nm("Priest", "僧侶");
    case AdvClass::Wizard:
        return nm("Wizard", "魔法使い");
    case AdvClass::Paladin:
        return nm("Paladin", "パラディン");
    }
    return nm("Adventurer", "冒険者");
}

LocalizedName monsterName(MonsterKind k)
{
    switch (k) {
    case MonsterKind::Goblin:
        return nm("Goblin", "ゴブリン");
    case MonsterKind::Slime:
        return nm("Slime", "スライム");
    case MonsterKind::Troll:
        return nm("Troll", "トロル");
    case MonsterKind::Witch:
        return nm("Witch", "ウィッチ");
    case MonsterKind::Vampire:
        return nm("Vampire", "バンパイア");
    case MonsterKind::Golem:
        return nm("Golem", "ゴーレム");
    case MonsterKind::Dragon:
        return nm("Dragon", "ドラゴン");
    case MonsterKind::Demon:
        return nm("Demon", "デーモン");
    case MonsterKind::Ghost:
        return nm("Ghost", "ゴースト");
    }
    return nm("Monster", "モンスター");
}

LocalizedName trapName(TrapKind k)
{
    switch (k) {
    case TrapKind::RollingBoulder:
        return nm("Rolling boulder", "転がる大岩");
    case TrapKind::Pendulum:
        return nm("Pendulum", "振り子");
    case TrapKind::TrapDoor:
        return nm("Trap door", "落とし穴");
    case TrapKind::PoisonedDart:
        return nm("Poisoned dart", "毒矢");
    case TrapKind::AntiMagicDart:
        return nm("Anti-magic dart", "反魔法の矢");
    case TrapKind::CursedRing:
        return nm("Cursed ring", "呪いの指輪");
    case TrapKind::FireWall:
        return nm("Fire wall", "炎の壁");
    case TrapKind::KamikazeImp:
        return nm("Kamikaze imp", "特攻インプ");
    case TrapKind::PoisonedMeal:
        return nm("Poisoned meal", "毒入りの食事");
    }
    return nm("Trap", "トラップ");
}

LocalizedName tileKindName(TileKind k)
{
    return k == TileKind::Room ? nm("Room", "部屋") : nm("Tunnel", "トンネル");
}

LocalizedName adventurerName(const QList<DlAdventurer> &party, int index)
{
    const QString n = QString::number(index + 1);
    if (!inRange(index, party.size()))
        return {QStringLiteral("Adventurer ") + n, QStringLiteral("冒険者") + n};
    const LocalizedName c = className(party.at(index).cls);
    return {c.en + QLatin1Char(' ') + n, c.ja + n};
}

LocalizedName tileName(const DlPlayer &p, int tile)
{
    const QString n = QString::number(tile + 1);
    if (!inRange(tile, p.tiles.size()))
        return {QStringLiteral("Tile ") + n, QStringLiteral("タイル") + n};
    const DlTile &t = p.tiles.at(tile);
    if (!t.name.isEmpty())
        return {t.name, t.name};
    const LocalizedName k = tileKindName(t.kind);
    const QString d = QString::number(t.distance);
    return {k.en + QLatin1Char(' ') + n + QStringLiteral(" (distance ") + d + QLatin1Char(')'),
            k.ja + n + QStringLiteral("（距離") + d + QStringLiteral("）")};
}

QString playerName(const DlState &s, int seat)
{
    const DlPlayer *p = playerAt(s, seat);
    if (p && !p->name.isEmpty())
        return p->name;
    return QStringLiteral("P%1").arg(seat + 1);
}

// ---- Hits and heals ---------------------------------------------------------------------------

QJsonArray hitsToJson(const QList<Hit> &hits)
{
    QJsonArray a;
    for (const Hit &h : hits)
        a.append(QJsonObject{{QStringLiteral("target"), h.target},
                             {QStringLiteral("amount"), h.amount}});
    return a;
}

QList<Hit> hitsFromJson(const QJsonValue &v)
{
    QList<Hit> hits;
    const QJsonArray a = v.toArray();
    for (const QJsonValue &e : a) {
        const QJsonObject o = e.toObject();
        hits.append(Hit{o.value(QStringLiteral("target")).toInt(),
                        o.value(QStringLiteral("amount")).toInt()});
    }
    return hits;
}

QList<DlAdventurer> withHits(const QList<DlAdventurer> &party, const QList<Hit> &hits)
{
    QList<DlAdventurer> out = party;
    for (const Hit &h : hits) {
        if (!inRange(h.target, out.size()) || h.amount <= 0)
            continue;
        DlAdventurer &a = out[h.target];
        a.damage = std::min(a.hp, a.damage + h.amount);
    }
    return out;
}

QList<DlAdventurer> withHeals(const QList<DlAdventurer> &party, const QList<Hit> &heals)
{
    QList<DlAdventurer> out = party;
    for (const Hit &h : heals) {
        if (!inRange(h.target, out.size()) || h.amount <= 0)
            continue;
        DlAdventurer &a = out[h.target];
        a.damage = std::max(0, a.damage - h.amount);
    }
    return out;
}

QList<Hit> spillFrontFirst(const QList<DlAdventurer> &party, int amount)
{
    QList<Hit> hits;
    for (int i = 0; i < party.size() && amount > 0; ++i) {
        const int take = std::min(amount, party.at(i).hpLeft());
        if (take <= 0)
            continue;
        hits.append(Hit{i, take});
        amount -= take;
    }
    return hits;
}

QList<Hit> healFrontFirst(const QList<DlAdventurer> &party, int hearts)
{
    QList<Hit> heals;
    for (int i = 0; i < party.size() && hearts > 0; ++i) {
        const DlAdventurer &a = party.at(i);
        if (a.isDefeated() || a.damage <= 0)
            continue;
        const int h = std::min(hearts, a.damage);
        heals.append(Hit{i, h});
        hearts -= h;
    }
    return heals;
}

// ---- Planning ---------------------------------------------------------------------------------

QList<int> nearestTiles(const DlPlayer &p)
{
    int best = -1;
    for (const DlTile &t : p.tiles)
        if (!t.conquered && (best < 0 || t.distance < best))
            best = t.distance;
    QList<int> out;
    for (int i = 0; i < p.tiles.size(); ++i)
        if (!p.tiles.at(i).conquered && p.tiles.at(i).distance == best)
            out.append(i);
    return out;
}

int monsterLimit(TileKind k)
{
    return k == TileKind::Room ? 2 : 1;
}

Cost trapCost(TrapKind k)
{
    switch (k) {
    case TrapKind::CursedRing:
        return Cost{1, 0, 0};
    case TrapKind::KamikazeImp:
        return Cost{0, 0, 1};
    case TrapKind::PoisonedMeal:
        return Cost{0, 1, 0};
    default:
        return Cost{};
    }
}

Cost trapPayment(TrapKind k, TileKind tile)
{
    Cost c = trapCost(k);
    if (tile == TileKind::Room)
        c.gold += 1;
    return c;
}

// ---- Steps of the fight -----------------------------------------------------------------------

QString fightStepCode(FightStep s)
{
    switch (s) {
    case FightStep::Traps:
        return QStringLiteral("traps");
    case FightStep::EarlyMagic:
        return QStringLiteral("early-magic");
    case FightStep::Monsters:
        return QStringLiteral("monsters");
    case FightStep::LateMagic:
        return QStringLiteral("late-magic");
    case FightStep::Healing:
        return QStringLiteral("healing");
    case FightStep::Conquest:
        return QStringLiteral("conquest");
    }
    return {};
}

LocalizedName fightStepName(FightStep step)
{
    switch (step) {
    case FightStep::Traps:
        return {QStringLiteral("Traps"), QStringLiteral("トラップ")};
    case FightStep::EarlyMagic:
        return {QStringLiteral("Early magic"), QStringLiteral("先制魔法")};
    case FightStep::Monsters:
        return {QStringLiteral("Monsters and ghosts"), QStringLiteral("モンスター／ゴースト")};
    case FightStep::LateMagic:
        return {QStringLiteral("Late magic"), QStringLiteral("遅発魔法")};
    case FightStep::Healing:
        return {QStringLiteral("Healing"), QStringLiteral("治癒")};
    case FightStep::Conquest:
        return {QStringLiteral("Conquest"), QStringLiteral("征服")};
    }
    return {};
}

QString fightStepRule(FightStep s)
{
    return QStringLiteral("dl.step.") + fightStepCode(s);
}

namespace {

bool magicApplies(const DlState &s, int seat, bool early, Message *reason)
{
    const DlCombatCard *card = s.card();
    if (!card) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "the combat card is not revealed yet")));
        return false;
    }
    if (early && !card->lightning) {
        set(reason,
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "the card shows no lightning")));
        return false;
    }
    if (!early && !card->crystal) {
        set(reason,
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "the card shows no green crystal")));
        return false;
    }
    const int magic = s.magicPoints(seat);
    if (magic < s.round) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "party magic %1 is less than round %2"),
                              {arg(magic), arg(s.round)}));
        return false;
    }
    return true;
}

// A slime that chose to skip the conquest made no attack; the engine does not list it among
// the attackers, so it counts as having acted through the skip it caused.
bool slimeSkipped(const DlFight &f)
{
    return f.skipConquest && f.skipConquestBy == QLatin1String("dl.monster.slime");
}

bool hasActed(const DlPlayer &p, int monster)
{
    if (p.fight.attacked.contains(monster))
        return true;
    return inRange(monster, p.monsters.size()) &&
           p.monsters.at(monster).kind == MonsterKind::Slime && slimeSkipped(p.fight);
}

// Whether any committed monster can still attack.
bool monstersPending(const DlState &s, int seat)
{
    const DlPlayer *p = playerAt(s, seat);
    if (!p)
        return false;
    for (int m : p->fight.monsters)
        if (canAttack(s, seat, m))
            return true;
    return false;
}

} // namespace

bool earlyMagicApplies(const DlState &s, int seat, Message *reason)
{
    return magicApplies(s, seat, true, reason);
}

bool lateMagicApplies(const DlState &s, int seat, Message *reason)
{
    return magicApplies(s, seat, false, reason);
}

bool healingApplies(const DlState &s, int seat, Message *reason)
{
    const DlPlayer *p = playerAt(s, seat);
    if (!p || !hasHealer(*p)) {
        set(reason,
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "no priest or paladin in the party")));
        return false;
    }
    if (p->fight.skipHealing) {
        set(reason,
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "the dragon's attack skips healing")));
        return false;
    }
    if (p->fight.attacked.isEmpty()) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "no monster attacked")));
        return false;
    }
    return true;
}

QList<Hit> proposeFatigue(const DlState &s, int seat)
{
    const DlPlayer *p = playerAt(s, seat);
    const DlCombatCard *card = s.card();
    if (!p || !card || p->fight.skipConquest)
        return {};
    return spillFrontFirst(p->party, card->fatigue);
}

QList<ChecklistItem> checklist(const DlState &s, int seat)
{
    QList<ChecklistItem> items;
    const DlPlayer *p = playerAt(s, seat);
    for (int i = 0; i < 6; ++i) {
        ChecklistItem it;
        it.step = static_cast<FightStep>(i);
        it.ruleId = fightStepRule(it.step);
        items.append(it);
    }
    if (!p)
        return items;
    const DlFight &f = p->fight;
    const int stage = stageIndex(p->stage);
    const bool resolving =
        stage >= stageIndex(Stage::Traps) && stage <= stageIndex(Stage::Conquest);

    // The fight is not happening at all: say why for every step.
    Message whole;
    QString wholeRule;
    if (p->out == OutReason::Defeated || (resolving && !partyStanding(*p))) {
        whole = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "the party is defeated"));
        wholeRule = QStringLiteral("dl.end.conditions");
    } else if (p->out == OutReason::NoTile || f.released >= 0) {
        whole = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                            "no unconquered tile is left: a prisoner is released "
                                            "instead"));
        wholeRule = QStringLiteral("dl.end.no-tile");
    } else if (p->stage == Stage::Out) {
        whole = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "the combat phase is over"));
        wholeRule = QStringLiteral("dl.end.conditions");
    }

    auto skip = [](ChecklistItem &it, Message m, const QString &rule = QString()) {
        it.status = ChecklistItem::Skipped;
        it.reason = std::move(m);
        if (!rule.isEmpty())
            it.ruleId = rule;
    };
    auto notRecorded = [] {
        return dlMessage(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "the table went on without recording it"));
    };
    auto passed = [&](FightStep step) {
        return stage > stepStage(step);
    };

    // Step 1: traps.
    {
        ChecklistItem &it = items[0];
        if (f.trapDone)
            it.status = ChecklistItem::Done;
        else if (!f.trap)
            skip(it, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "no trap was committed")));
        else if (passed(FightStep::Traps))
            skip(it, notRecorded());
    }
    // Steps 2 and 4: magic.
    for (const FightStep step : {FightStep::EarlyMagic, FightStep::LateMagic}) {
        ChecklistItem &it = items[static_cast<int>(step)];
        const bool early = step == FightStep::EarlyMagic;
        Message why;
        if (early ? f.earlyDone : f.lateDone)
            it.status = ChecklistItem::Done;
        else if (!s.card())
            magicApplies(s, seat, early, &it.reason); // pending: says what it waits for
        else if (!magicApplies(s, seat, early, &why))
            skip(it, why);
        else if (passed(step))
            skip(it, notRecorded());
    }
    // Step 3: monsters and ghosts.
    const bool monstersLeft = monstersPending(s, seat);
    bool monstersSettled = false;
    {
        ChecklistItem &it = items[2];
        if (f.monsters.isEmpty()) {
            skip(it, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                 "no monster or ghost was committed")));
            monstersSettled = true;
        } else if (passed(FightStep::Monsters) ||
                   (!monstersLeft && stage >= stageIndex(Stage::Traps))) {
            monstersSettled = true;
            if (!f.attacked.isEmpty() || slimeSkipped(f))
                it.status = ChecklistItem::Done;
            else
                skip(it, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                     "no monster or ghost could attack")));
        } else if (!monstersLeft) {
            skip(it, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                 "no monster or ghost could attack")));
            monstersSettled = true;
        }
    }
    // Step 5: healing.
    {
        ChecklistItem &it = items[4];
        Message why;
        if (f.healDone)
            it.status = ChecklistItem::Done;
        else if ((!hasHealer(*p) || f.skipHealing || monstersSettled) &&
                 !healingApplies(s, seat, &why))
            skip(it, why);
        else if (passed(FightStep::Healing))
            skip(it, notRecorded());
    }
    // Step 6: conquest. A skipped conquest (slime, demon, trap door, cursed ring) has no fatigue
    // and conquers nothing, but its step is still recorded: it closes the player's round.
    {
        ChecklistItem &it = items[5];
        const bool recorded = p->stage == Stage::Done;
        if (recorded && !f.skipConquest) {
            it.status = ChecklistItem::Done;
        } else if (f.skipConquest) {
            const QString by = f.skipConquestBy;
            // The trap that skipped it, named in lower case in English ("the trap door").
            const bool byTrap = by != QLatin1String("dl.monster.slime") &&
                                by != QLatin1String("dl.monster.demon") && f.trap.has_value();
            LocalizedName trap;
            if (byTrap) {
                trap = trapName(f.trap.value_or(TrapKind::TrapDoor));
                trap.en = trap.en.toLower();
            }
            Message m;
            if (recorded) {
                if (by == QLatin1String("dl.monster.slime"))
                    m = dlMessage(
                        QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "the slime skipped the conquest"));
                else if (by == QLatin1String("dl.monster.demon"))
                    m = dlMessage(
                        QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "the demon skipped the conquest"));
                else if (byTrap)
                    m = dlMessage(
                        QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "the %1 skipped the conquest"),
                        {trap});
                else
                    m = dlMessage(
                        QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "the conquest is skipped"));
                skip(it, m, by.isEmpty() ? it.ruleId : by);
            } else {
                // Still to record: pending (next once the earlier steps are done), with why.
                if (by == QLatin1String("dl.monster.slime"))
                    m = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                    "conquest skipped by the slime: record it "
                                                    "to close the round"));
                else if (by == QLatin1String("dl.monster.demon"))
                    m = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                    "conquest skipped by the demon: record it "
                                                    "to close the round"));
                else if (byTrap)
                    m = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                    "conquest skipped by the %1: record it to "
                                                    "close the round"),
                                  {trap});
                else
                    m = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                    "conquest skipped: record it to close the "
                                                    "round"));
                it.reason = std::move(m);
                if (!by.isEmpty())
                    it.ruleId = by;
            }
        }
    }

    bool nextGiven = false;
    const bool released = wholeRule == QLatin1String("dl.end.no-tile");
    for (ChecklistItem &it : items) {
        if (it.status == ChecklistItem::Done && !released)
            continue;
        if (!whole.isEmpty()) {
            it.status = ChecklistItem::Skipped;
            it.reason = whole;
            it.ruleId = wholeRule;
            continue;
        }
        if (it.status != ChecklistItem::Pending)
            continue;
        if (resolving && !nextGiven && stage <= stepStage(it.step)) {
            it.status = ChecklistItem::Next;
            nextGiven = true;
        } else if (resolving && !nextGiven && it.step != FightStep::Conquest) {
            // Behind the stage and never recorded (the stage moved on).
            it.status = ChecklistItem::Skipped;
            it.reason = notRecorded();
        }
    }
    return items;
}

// ---- Traps ------------------------------------------------------------------------------------

TrapEffect proposeTrap(const DlState &s, int seat, int target)
{
    TrapEffect e;
    const DlPlayer *p = playerAt(s, seat);
    if (!p || !p->fight.trap)
        return e;
    const TrapKind kind = *p->fight.trap;
    const QList<DlAdventurer> &party = p->party;
    const qsizetype n = party.size();
    const TileKind tile = inRange(p->fight.tile, p->tiles.size()) ? p->tiles.at(p->fight.tile).kind
                                                                  : TileKind::Tunnel;
    e.pay = trapPayment(kind, tile);
    if (n == 0)
        return e;
    if (!inRange(target, n))
        target = 0;
    auto all = [&](int amount) {
        for (int i = 0; i < n; ++i)
            e.hits.append(Hit{i, amount});
    };
    bool cancellable = true;
    switch (kind) {
    case TrapKind::RollingBoulder:
        e.hits.append(Hit{0, 3});
        break;
    case TrapKind::Pendulum:
        if (n >= 2)
            e.hits.append(Hit{1, 3});
        break;
    case TrapKind::TrapDoor:
        e.hits.append(Hit{0, 2});
        e.skipConquest = true;
        break;
    case TrapKind::PoisonedDart:
        e.hits.append(Hit{target, 1});
        e.delayed.append(Hit{target, 2});
        break;
    case TrapKind::AntiMagicDart:
        e.hits.append(Hit{target, 1});
        e.silence = target;
        break;
    case TrapKind::CursedRing:
        all(1);
        e.skipConquest = true;
        break;
    case TrapKind::FireWall:
        all(1);
        e.hits.last().amount += 1;
        break;
    case TrapKind::KamikazeImp:
        e.hits.append(Hit{0, 3});
        for (int i = 1; i < n; ++i)
            e.hits.append(Hit{i, 1});
        break;
    case TrapKind::PoisonedMeal:
        // "Defeated", not damage: the thieves do not cancel it (our reading).
        e.hits.append(Hit{0, party.at(0).hpLeft()});
        cancellable = false;
        break;
    }
    if (cancellable) {
        int cancel = s.thiefSymbols(seat);
        for (int i = static_cast<int>(e.hits.size()) - 1; i >= 0 && cancel > 0; --i) {
            const int c = std::min(cancel, e.hits.at(i).amount);
            e.hits[i].amount -= c;
            e.cancelled += c;
            cancel -= c;
        }
        e.hits.removeIf([](const Hit &h) { return h.amount <= 0; });
    }
    return e;
}

// ---- Monsters ---------------------------------------------------------------------------------

QStringList monsterOptions(MonsterKind k)
{
    switch (k) {
    case MonsterKind::Goblin:
    case MonsterKind::Golem:
        return {QStringLiteral("normal")};
    case MonsterKind::Slime:
        return {QStringLiteral("all"), QStringLiteral("skip-conquest")};
    case MonsterKind::Troll:
        return {QStringLiteral("normal"), QStringLiteral("fed")};
    case MonsterKind::Witch:
        return {QStringLiteral("normal"), QStringLiteral("two-chosen")};
    case MonsterKind::Vampire:
        return {QStringLiteral("strong"), QStringLiteral("reuse")};
    case MonsterKind::Dragon:
        return {QStringLiteral("all")};
    case MonsterKind::Demon:
    case MonsterKind::Ghost:
        return {QStringLiteral("chosen")};
    }
    return {};
}

Message optionName(MonsterKind k, const QString &option)
{
    const QString o = option.isEmpty() ? monsterOptions(k).value(0) : option;
    switch (k) {
    case MonsterKind::Goblin:
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                           "2 damage to the front; 1 more to the next if the "
                                           "front falls"));
    case MonsterKind::Slime:
        if (o == QLatin1String("skip-conquest"))
            return dlMessage(
                QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "No attack: skip this round's conquest"));
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "1 damage to every adventurer"));
    case MonsterKind::Troll:
        if (o == QLatin1String("fed"))
            return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Pay 1 food: 4 damage"));
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "3 damage to the front"));
    case MonsterKind::Witch:
        if (o == QLatin1String("two-chosen"))
            return dlMessage(
                QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Two chosen attacks for 1 damage each"));
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "4 damage to the front"));
    case MonsterKind::Vampire:
        if (o == QLatin1String("reuse"))
            return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                               "2 damage to a chosen adventurer; not exhausted"));
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "3 damage to a chosen adventurer"));
    case MonsterKind::Golem:
        return dlMessage(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "4 damage to the front; not exhausted"));
    case MonsterKind::Dragon:
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                           "2 damage to every adventurer; no healing this round"));
    case MonsterKind::Demon:
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                           "7 damage to a chosen adventurer; no conquest this "
                                           "round"));
    case MonsterKind::Ghost:
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "2 damage to a chosen adventurer"));
    }
    return {};
}

int targetCount(MonsterKind k, const QString &option)
{
    const QString o = option.isEmpty() ? monsterOptions(k).value(0) : option;
    switch (k) {
    case MonsterKind::Witch:
        return o == QLatin1String("two-chosen") ? 2 : 0;
    case MonsterKind::Vampire:
    case MonsterKind::Demon:
    case MonsterKind::Ghost:
        return 1;
    default:
        return 0;
    }
}

bool canTarget(MonsterKind k, const DlAdventurer &a)
{
    if (a.isDefeated())
        return false;
    return !(k == MonsterKind::Vampire && a.cls == AdvClass::Priest);
}

AttackEffect proposeAttack(const DlState &s, int seat, int monster, const QString &option,
                           const QList<int> &targets)
{
    AttackEffect e;
    const DlPlayer *p = playerAt(s, seat);
    if (!p || !inRange(monster, p->monsters.size()))
        return e;
    const MonsterKind kind = p->monsters.at(monster).kind;
    const QString o = option.isEmpty() ? monsterOptions(kind).value(0) : option;
    const QList<DlAdventurer> &party = p->party;
    QList<int> extra(party.size(), 0); // damage of this attack so far, for the defaults
    auto hit = [&](int target, int amount) {
        if (!inRange(target, party.size()))
            return;
        e.hits.append(Hit{target, amount});
        extra[target] += amount;
    };
    const int front = frontStanding(party, extra);
    // The i-th chosen target, else the front-most adventurer the monster may hit.
    auto chosen = [&](int i) {
        if (inRange(i, targets.size()) && inRange(targets.at(i), party.size()))
            return targets.at(i);
        for (int a = 0; a < party.size(); ++a)
            if (canTarget(kind, party.at(a)) && party.at(a).damage + extra.at(a) < party.at(a).hp)
                return a;
        return -1;
    };
    auto everyone = [&](int amount) {
        for (int i = 0; i < party.size(); ++i)
            if (!party.at(i).isDefeated())
                hit(i, amount);
    };
    switch (kind) {
    case MonsterKind::Goblin:
        if (front >= 0) {
            const bool falls = party.at(front).hpLeft() <= 2;
            hit(front, 2);
            if (falls)
                hit(frontStanding(party, extra, front + 1), 1);
        }
        break;
    case MonsterKind::Slime:
        if (o == QLatin1String("skip-conquest")) {
            e.attacked = false;
            e.skipConquest = true;
        } else {
            everyone(1);
        }
        break;
    case MonsterKind::Troll:
        if (o == QLatin1String("fed")) {
            e.food = 1;
            hit(front, 4);
        } else {
            hit(front, 3);
        }
        break;
    case MonsterKind::Witch:
        if (o == QLatin1String("two-chosen")) {
            hit(chosen(0), 1);
            hit(chosen(1), 1);
        } else {
            hit(front, 4);
        }
        break;
    case MonsterKind::Vampire:
        if (o == QLatin1String("reuse")) {
            e.reuse = true;
            hit(chosen(0), 2);
        } else {
            hit(chosen(0), 3);
        }
        break;
    case MonsterKind::Golem:
        e.reuse = true;
        hit(front, 4);
        break;
    case MonsterKind::Dragon:
        e.skipHealing = true;
        everyone(2);
        break;
    case MonsterKind::Demon:
        e.skipConquest = true;
        hit(chosen(0), 7);
        break;
    case MonsterKind::Ghost:
        hit(chosen(0), 2);
        break;
    }
    return e;
}

bool canAttack(const DlState &s, int seat, int monster, Message *reason)
{
    const DlPlayer *p = playerAt(s, seat);
    if (!p || !inRange(monster, p->monsters.size())) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "no such monster")));
        return false;
    }
    const DlMonster &m = p->monsters.at(monster);
    const LocalizedName name = monsterName(m.kind);
    if (!p->fight.monsters.contains(monster)) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "the %1 was not committed to this fight"),
                              {name}));
        return false;
    }
    if (hasActed(*p, monster)) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "the %1 has already attacked this round"),
                              {name}));
        return false;
    }
    if (p->fight.cancelled.contains(monster)) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "the spell keeps the %1 from attacking"),
                              {name}));
        return false;
    }
    if (m.used) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "the %1 is exhausted for the rest of the year"),
                              {name}));
        return false;
    }
    const bool someone = std::any_of(p->party.cbegin(), p->party.cend(),
                                     [&](const DlAdventurer &a) { return canTarget(m.kind, a); });
    if (!someone) {
        set(reason, dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "the %1 has nobody in the party it may attack"),
                              {name}));
        return false;
    }
    return true;
}

// ---- Round end --------------------------------------------------------------------------------

bool inCombat(const DlPlayer &p)
{
    return p.stage != Stage::Out && p.hasUnconqueredTile();
}

int paladinTarget(const DlState &s)
{
    int best = -1;
    for (int seat : s.seatOrder()) {
        const DlPlayer *p = playerAt(s, seat);
        if (!p || !inCombat(*p))
            continue;
        // Later in order from the start player wins ties: it counts as the more evil.
        if (best < 0 || p->evil >= s.players.at(best).evil)
            best = seat;
    }
    return best;
}

// ---- Spells -----------------------------------------------------------------------------------

QList<Spell> spells()
{
    return {
        {"heal", QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Healing, front first"), true,
         "治癒（前から順に）"},
        {"heal-all", QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Healing for every adventurer"), true,
         "冒険者全員の治癒"},
        {"freeze", QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "A monster or ghost cannot attack"),
         false, "モンスターかゴースト1体が攻撃できない"},
        {"damage-front", QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Damage to the front adventurer"),
         true, "先頭の冒険者へのダメージ"},
        {"other", QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Another effect (see the card)"), false,
         "その他の効果（カードを参照）"},
    };
}

LocalizedName spellNames(const QString &id)
{
    for (const Spell &sp : spells())
        if (id == QLatin1String(sp.id))
            return {QString::fromUtf8(sp.name), QString::fromUtf8(sp.ja)};
    return {id, id};
}

Message spellName(const QString &id)
{
    for (const Spell &sp : spells())
        if (id == QLatin1String(sp.id))
            return dlMessage(sp.name);
    if (id.isEmpty())
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "No spell"));
    return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Spell %1"), {arg(id)});
}

} // namespace kbz::dl
