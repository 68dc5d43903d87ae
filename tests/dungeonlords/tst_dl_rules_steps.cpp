// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The six steps of a Dungeon Lords fight (DlRules.h, dl.step.*): when the magic steps and
// healing happen, the checklist's done / next / skipped steps with the reason, and the
// conquest's fatigue.
#include "DlRulesTestSupport.h"

#include <QTest>
#include <algorithm>

using namespace kbz;
using namespace kbz::dl;
using namespace kbz::dl::test;

class TstDlRulesSteps : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void magicCondition_data();
    void magicCondition();
    void healingCondition_data();
    void healingCondition();
    void checklistReasons_data();
    void checklistReasons();
    void checklistNext();
    void fatigueProposal();
};

void TstDlRulesSteps::magicCondition_data()
{
    QTest::addColumn<bool>("early");
    QTest::addColumn<bool>("symbol"); // lightning (early) or green crystal (late)
    QTest::addColumn<int>("magic");
    QTest::addColumn<int>("round");
    QTest::addColumn<bool>("applies");
    QTest::addColumn<QString>("reason");
    const QString less = QStringLiteral("party magic %1 is less than round %2");
    for (const bool early : {true, false}) {
        const QByteArray w = early ? "early" : "late";
        const QString noSymbol = early ? QStringLiteral("the card shows no lightning")
                                       : QStringLiteral("the card shows no green crystal");
        QTest::newRow(w + ": magic = round") << early << true << 2 << 2 << true << QString();
        QTest::newRow(w + ": magic > round") << early << true << 3 << 1 << true << QString();
        QTest::newRow(w + ": magic < round") << early << true << 1 << 2 << false << less;
        QTest::newRow(w + ": round 4 needs 4") << early << true << 3 << 4 << false << less;
        QTest::newRow(w + ": no symbol") << early << false << 4 << 1 << false << noSymbol;
    }
}

void TstDlRulesSteps::magicCondition()
{
    QFETCH(bool, early);
    QFETCH(bool, symbol);
    QFETCH(int, magic);
    QFETCH(int, round);
    QFETCH(bool, applies);
    QFETCH(QString, reason);
    DlState s = fight();
    s.round = round;
    DlCombatCard card;
    card.lightning = early && symbol;
    card.crystal = !early && symbol;
    s.cards = QList<DlCombatCard>(round, card);
    s.players[0].party = {a(W, 4), a(Z, 3, 0, magic)};
    Message why;
    const bool got = early ? earlyMagicApplies(s, 0, &why) : lateMagicApplies(s, 0, &why);
    QCOMPARE(got, applies);
    QCOMPARE(why.source, reason);
    // A silenced wizard adds no magic.
    if (applies) {
        s.players[0].fight.silenced = 1;
        QVERIFY(!(early ? earlyMagicApplies(s, 0) : lateMagicApplies(s, 0)));
    }
}

void TstDlRulesSteps::healingCondition_data()
{
    QTest::addColumn<QList<DlAdventurer>>("party");
    QTest::addColumn<bool>("attacked");
    QTest::addColumn<bool>("dragon");
    QTest::addColumn<bool>("applies");
    QTest::addColumn<QString>("reason");
    const QList<DlAdventurer> priest = {a(W, 4, 2), a(P, 3, 0, 1)};
    const QList<DlAdventurer> paladin = {a(L, 5, 2, 1), a(T, 3)};
    const QList<DlAdventurer> neither = {a(W, 4, 2), a(T, 3)};
    QTest::newRow("priest and an attack") << priest << true << false << true << QString();
    QTest::newRow("paladin and an attack") << paladin << true << false << true << QString();
    QTest::newRow("no priest or paladin")
        << neither << true << false << false << "no priest or paladin in the party";
    QTest::newRow("no monster attacked")
        << priest << false << false << false << "no monster attacked";
    QTest::newRow("the dragon attacked")
        << priest << true << true << false << "the dragon's attack skips healing";
}

void TstDlRulesSteps::healingCondition()
{
    QFETCH(QList<DlAdventurer>, party);
    QFETCH(bool, attacked);
    QFETCH(bool, dragon);
    QFETCH(bool, applies);
    QFETCH(QString, reason);
    DlState s = fight();
    s.players[0].party = party;
    if (attacked)
        s.players[0].fight.attacked = {0};
    s.players[0].fight.skipHealing = dragon;
    Message why;
    QCOMPARE(healingApplies(s, 0, &why), applies);
    QCOMPARE(why.source, reason);
}

void TstDlRulesSteps::checklistReasons_data()
{
    QTest::addColumn<DlState>("state");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("rule");
    const int skipped = ChecklistItem::Skipped, done = ChecklistItem::Done,
              next = ChecklistItem::Next, pending = ChecklistItem::Pending;

    DlState s = fight();
    QTest::newRow("no trap committed") << s << 0 << skipped << "no trap was committed"
                                       << "dl.step.traps";
    s.players[0].fight.trap = TrapKind::Pendulum;
    QTest::newRow("the trap is next") << s << 0 << next << ""
                                      << "dl.step.traps";
    s.players[0].fight.trapDone = true;
    s.players[0].stage = Stage::EarlyMagic;
    QTest::newRow("the trap is done") << s << 0 << done << ""
                                      << "dl.step.traps";
    QTest::newRow("party magic below the round") <<
        [] {
            DlState x = fight();
            x.round = 2;
            x.cards.append(x.cards.first());
            return x;
        }() << 1 << skipped << "party magic %1 is less than round %2"
                                                 << "dl.step.early-magic";
    QTest::newRow("early magic applies: next") << fight() << 1 << next << ""
                                               << "dl.step.early-magic";
    DlState noSymbols = fight();
    noSymbols.cards[0].lightning = false;
    noSymbols.cards[0].crystal = false;
    QTest::newRow("no lightning") << noSymbols << 1 << skipped << "the card shows no lightning"
                                  << "dl.step.early-magic";
    QTest::newRow("no green crystal")
        << noSymbols << 3 << skipped << "the card shows no green crystal"
        << "dl.step.late-magic";
    DlState unrevealed = fight();
    unrevealed.phase = Phase::Plan;
    unrevealed.cards.clear();
    unrevealed.players[0].stage = Stage::Planned;
    QTest::newRow("card not revealed: pending")
        << unrevealed << 1 << pending << "the combat card is not revealed yet"
        << "dl.step.early-magic";
    DlState noMonster = fight();
    noMonster.players[0].fight.monsters.clear();
    QTest::newRow("no monster committed")
        << noMonster << 2 << skipped << "no monster or ghost was committed"
        << "dl.step.monsters";
    QTest::newRow("monsters pending") << fight() << 2 << pending << ""
                                      << "dl.step.monsters";
    DlState noPriest = fight();
    noPriest.players[0].party = {a(W, 4), a(T, 3)};
    QTest::newRow("no priest or paladin")
        << noPriest << 4 << skipped << "no priest or paladin in the party"
        << "dl.step.healing";
    DlState noAttack = fight();
    noAttack.players[0].stage = Stage::Healing;
    noAttack.players[0].fight.earlyDone = true;
    noAttack.players[0].fight.lateDone = true;
    noAttack.players[0].fight.cancelled = {0};
    QTest::newRow("no monster attacked") << noAttack << 4 << skipped << "no monster attacked"
                                         << "dl.step.healing";
    DlState dragon = fight();
    dragon.players[0].fight.attacked = {0};
    dragon.players[0].fight.skipHealing = true;
    QTest::newRow("the dragon skipped healing")
        << dragon << 4 << skipped << "the dragon's attack skips healing"
        << "dl.step.healing";
    DlState healNext = fight();
    healNext.players[0].stage = Stage::Healing;
    healNext.players[0].fight.attacked = {0};
    healNext.players[0].monsters[0].used = true;
    QTest::newRow("healing is next") << healNext << 4 << next << ""
                                     << "dl.step.healing";
    DlState slime = fight();
    slime.players[0].fight.skipConquest = true;
    slime.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.slime");
    // A skipped conquest is still recorded (it closes the round): pending with the reason until
    // it is the next step, next then, skipped once recorded.
    QTest::newRow("slime skipped the conquest: pending")
        << slime << 5 << pending << "conquest skipped by the slime: record it to close the round"
        << "dl.monster.slime";
    DlState slimeNext = slime;
    slimeNext.players[0].stage = Stage::Conquest;
    slimeNext.players[0].fight.monsters.clear();
    slimeNext.players[0].fight.earlyDone = true;
    QTest::newRow("slime skipped the conquest: next")
        << slimeNext << 5 << next << "conquest skipped by the slime: record it to close the round"
        << "dl.monster.slime";
    DlState slimeDone = slimeNext;
    slimeDone.players[0].stage = Stage::Done;
    QTest::newRow("slime skipped the conquest: recorded")
        << slimeDone << 5 << skipped << "the slime skipped the conquest"
        << "dl.monster.slime";
    DlState demon = slime;
    demon.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.demon");
    QTest::newRow("demon skipped the conquest")
        << demon << 5 << pending << "conquest skipped by the demon: record it to close the round"
        << "dl.monster.demon";
    DlState demonDone = demon;
    demonDone.players[0].stage = Stage::Done;
    QTest::newRow("demon skipped the conquest: recorded")
        << demonDone << 5 << skipped << "the demon skipped the conquest"
        << "dl.monster.demon";
    DlState trapDoor = slime;
    trapDoor.players[0].fight.trap = TrapKind::TrapDoor;
    trapDoor.players[0].fight.skipConquestBy = QStringLiteral("dl.trap.list");
    QTest::newRow("trap skipped the conquest")
        << trapDoor << 5 << pending << "conquest skipped by the %1: record it to close the round"
        << "dl.trap.list";
    DlState trapDoorDone = trapDoor;
    trapDoorDone.players[0].stage = Stage::Done;
    QTest::newRow("trap skipped the conquest: recorded")
        << trapDoorDone << 5 << skipped << "the %1 skipped the conquest"
        << "dl.trap.list";
    DlState defeated = fight();
    defeated.players[0].party.clear();
    defeated.players[0].stage = Stage::Out;
    defeated.players[0].out = OutReason::Defeated;
    QTest::newRow("party defeated") << defeated << 3 << skipped << "the party is defeated"
                                    << "dl.end.conditions";
    DlState released = fight();
    released.players[0].fight = DlFight{};
    released.players[0].fight.released = 0;
    released.players[0].stage = Stage::Done;
    QTest::newRow("prisoner released") << released << 5 << skipped
                                       << "no unconquered tile is left: a prisoner is released "
                                          "instead"
                                       << "dl.end.no-tile";
}

void TstDlRulesSteps::checklistReasons()
{
    QFETCH(DlState, state);
    QFETCH(int, step);
    QFETCH(int, status);
    QFETCH(QString, reason);
    QFETCH(QString, rule);
    const QList<ChecklistItem> items = checklist(state, 0);
    QCOMPARE(items.size(), 6);
    const ChecklistItem &it = items.at(step);
    QCOMPARE(int(it.step), step);
    QCOMPARE(int(it.status), status);
    QCOMPARE(it.reason.source, reason);
    QCOMPARE(it.ruleId, rule);
}

void TstDlRulesSteps::checklistNext()
{
    // Exactly one Next for the resolving seat, none for a seat that waits.
    DlState s = fight();
    auto nexts = [](const QList<ChecklistItem> &items) {
        return std::count_if(items.cbegin(), items.cend(), [](const ChecklistItem &i) {
            return i.status == ChecklistItem::Next;
        });
    };
    QCOMPARE(nexts(checklist(s, 0)), 1);
    QCOMPARE(nexts(checklist(s, 1)), 0);
    // After the goblin attacked and late magic: healing next (a priest, an attack).
    s.players[0].fight.attacked = {0};
    s.players[0].monsters[0].used = true;
    s.players[0].fight.earlyDone = true;
    s.players[0].fight.lateDone = true;
    s.players[0].stage = Stage::Healing;
    const QList<ChecklistItem> items = checklist(s, 0);
    QCOMPARE(int(items.at(2).status), int(ChecklistItem::Done));
    QCOMPARE(int(items.at(4).status), int(ChecklistItem::Next));
    QCOMPARE(int(items.at(5).status), int(ChecklistItem::Pending));
    QCOMPARE(fightStepCode(FightStep::LateMagic), QStringLiteral("late-magic"));
    QCOMPARE(fightStepRule(FightStep::Conquest), QStringLiteral("dl.step.conquest"));
}

// The conquest's fatigue: front first with spill-over; none when the conquest is skipped (our
// reading: the fatigue is part of the skipped step) or before the card.
void TstDlRulesSteps::fatigueProposal()
{
    DlState s = fight();
    s.cards[0].fatigue = 6;
    QCOMPARE(text(proposeFatigue(s, 0)), QStringLiteral("0:4,1:2"));
    s.players[0].fight.skipConquest = true;
    s.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.slime");
    QVERIFY(proposeFatigue(s, 0).isEmpty());
    QCOMPARE(text(proposeFatigue(s, 1)), QStringLiteral("0:4,1:2"));
    s.cards.clear();
    QVERIFY(proposeFatigue(s, 1).isEmpty());
    QVERIFY(proposeFatigue(s, 5).isEmpty());
}

QTEST_MAIN(TstDlRulesSteps)
#include "tst_dl_rules_steps.moc"
