// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The six steps of a Dungeon Lords fight (dl.step.*): their codes and names, when the magic
// steps and healing happen, the conquest's fatigue, and the checklist with the reason a step is
// skipped (DlRules.h).
#include "DlRules.h"

#include "DlEngine.h"
#include "DlRulesDetail.h"

#include <algorithm>

namespace kbz::dl {

using detail::inRange;
using detail::playerAt;
using detail::set;
using detail::slimeSkipped;

namespace {

int stageIndex(Stage st)
{
    return static_cast<int>(st);
}

int stepStage(FightStep f)
{
    return stageIndex(Stage::Traps) + static_cast<int>(f);
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

} // namespace kbz::dl
