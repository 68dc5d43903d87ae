// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords plan and resolve tools driven with QTest input on a session: planning a
// farther tile warns (dl.plan.tile), the monster limit in a tunnel, the release of a prisoner
// when no tile is left; a round resolved step by step: the checklist's skipped steps with their
// reasons, the goblin's proposal (2 + spill 1), an edited damage warned (dl.monster.goblin), the
// conquest's fatigue spill-over, and the payloads the tools prepare.
#include "../support/DlSessionFixture.h"
#include "Translations.h"
#include "core/Session.h"
#include "dungeonlords/DlEngine.h"
#include "dungeonlords/DlPlanTool.h"
#include "dungeonlords/DlResolveTool.h"
#include "dungeonlords/DlRules.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;
using namespace kbz::dl;

using namespace kbztest::dl;

class TstDlFightGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Translations::install(Lang::En); }
    void planDefaultsToNearestTile();
    void planFartherTileWarns();
    void planTunnelMonsterLimit();
    void planProposesReadyMonstersOnly();
    void planTrapCost();
    void planReleaseWhenNoTile();
    void resolveRound();
    void resolveTrapMagicVampire();
    void resolveDartTarget();
    void resolveMonsterKeptFromAttackingIsChoosable();
    void resolveRuleLink();
    void retranslatesOnLanguageChange();

private:
    DlSession m_game;
};

void TstDlFightGui::planDefaultsToNearestTile()
{
    QVERIFY(m_game.start(twoPlayers()));
    DlPlanTool tool;
    tool.setSession(m_game.session());
    QCOMPARE(tool.seat(), 0);
    QVERIFY(!tool.releasing());
    // The two unconquered tiles by distance, then the conquered one, marked but not refused.
    QListWidget *tiles = tool.tileList();
    QCOMPARE(tiles->count(), 3);
    QCOMPARE(tiles->item(0)->data(Qt::UserRole + 1).toInt(), 0);
    QVERIFY(tiles->item(0)->text().contains(QStringLiteral("nearest")));
    QCOMPARE(tiles->item(1)->data(Qt::UserRole + 1).toInt(), 1);
    QVERIFY(!tiles->item(1)->text().contains(QStringLiteral("nearest")));
    QCOMPARE(tiles->item(2)->data(Qt::UserRole + 1).toInt(), 2);
    QVERIFY(tiles->item(2)->flags() & Qt::ItemIsEnabled);
    QVERIFY(tiles->item(2)->text().contains(QStringLiteral("conquered")));
    // The exhausted golem is marked, and may be committed (with a warning).
    QListWidget *monsters = tool.monsterList();
    QCOMPARE(monsters->count(), 4);
    QVERIFY(monsters->item(3)->flags() & Qt::ItemIsUserCheckable);
    QVERIFY(monsters->item(3)->text().contains(QStringLiteral("exhausted")));

    const Step s = prepared(tool);
    QCOMPARE(s.kind, QStringLiteral("plan"));
    QCOMPARE(s.actor, 0);
    // The assistant's proposal (issue 13): the nearest tile, the pendulum (the treasury pays
    // it), the goblin (a tunnel holds one monster) and the ghost; the troll stays home.
    QCOMPARE(json(s.payload), json(QJsonObject{{QStringLiteral("tile"), 0},
                                               {QStringLiteral("trap"), QStringLiteral("pendulum")},
                                               {QStringLiteral("monsters"), QJsonArray{0, 2}}}));
    QVERIFY(!ruleIds(m_game.session()->check(s)).contains(QStringLiteral("dl.plan.tile")));

    // Once seat 0 has planned, the chooser moves on to seat 1.
    QVERIFY(m_game.record(s));
    tool.sync();
    QCOMPARE(tool.seat(), 1);
    QVERIFY(tool.seatCombo()->itemText(0).contains(QStringLiteral("planned")));
    // Undo: seat 0 plans again.
    QVERIFY(m_game.session()->undo());
    tool.sync();
    QCOMPARE(tool.seat(), 0);
    QVERIFY(!tool.seatCombo()->itemText(0).contains(QStringLiteral("planned")));
}

// The proposal follows the rules (issue 13): an exhausted monster or ghost is not proposed
// (dl.exhausted.year); the tunnel's one monster is the first ready one; the trap the treasury
// pays. The proposal is recorded without a finding, and its preview is its journal line.
void TstDlFightGui::planProposesReadyMonstersOnly()
{
    QVERIFY(m_game.start(
        {player(
             {tile("tunnel", 1), tile("room", 2)}, {adv("warrior", 2)},
             {monster("golem", true), monster("goblin"), monster("ghost", true), monster("ghost")},
             {QStringLiteral("pendulum")}, 4),
         player({tile("room", 1)}, {adv("priest", 3, 1)}, {monster("slime")}, {}, 2)}));
    DlPlanTool tool;
    tool.setSession(m_game.session());
    const Step s = prepared(tool);
    QCOMPARE(json(s.payload), json(QJsonObject{{QStringLiteral("tile"), 0},
                                               {QStringLiteral("trap"), QStringLiteral("pendulum")},
                                               {QStringLiteral("monsters"), QJsonArray{1, 3}}}));
    QCOMPARE(ruleIds(m_game.session()->check(s)), QStringList());
    QVERIFY2(!tool.previewText().contains(QStringLiteral("dl.exhausted.year")),
             qPrintable(tool.previewText()));
    const Message preview = m_game.session()->engine()->describe(*m_game.session()->state(), s);
    QVERIFY(m_game.record(s));
    const Session::Entry e = m_game.session()->entry(m_game.session()->count() - 1);
    QVERIFY(e.record.findings.isEmpty());
    QVERIFY(e.description == preview);
}

void TstDlFightGui::planFartherTileWarns()
{
    QVERIFY(m_game.start(twoPlayers()));
    DlPlanTool tool;
    tool.setSession(m_game.session());
    tool.setCurrent(true);
    QSignalSpy previews(&tool, &StepTool::previewChanged);

    // "2" picks the second line: the room, farther than the nearest tunnel.
    QTest::keyClick(tool.tileList(), Qt::Key_2);
    QCOMPARE(prepared(tool).payload.value(QStringLiteral("tile")).toInt(), 1);
    QVERIFY(tool.previewText().contains(QStringLiteral("dl.plan.tile")));
    QVERIFY(tool.tileLabel()->text().contains(QStringLiteral("dl.plan.tile")));
    QVERIFY(!previews.isEmpty());
    QVERIFY(ruleIds(previews.last().at(0).value<QList<Finding>>())
                .contains(QStringLiteral("dl.plan.tile")));
    // The room says its trap gold (for the pendulum the assistant proposed).
    QVERIFY(tool.trapLabel()->text().contains(QStringLiteral("plus 1 gold for the room")));
    QVERIFY(tool.limitLabel()->text().contains(QStringLiteral("Room: 2 monsters")));

    // "3" is the conquered tile: picked (the table did it), warned before recording.
    QTest::keyClick(tool.tileList(), Qt::Key_3);
    QCOMPARE(prepared(tool).payload.value(QStringLiteral("tile")).toInt(), 2);
    QVERIFY(tool.previewText().contains(QStringLiteral("dl.plan.tile")));

    // "1" goes back to the nearest: no warning.
    QTest::keyClick(tool.tileList(), Qt::Key_1);
    QCOMPARE(prepared(tool).payload.value(QStringLiteral("tile")).toInt(), 0);
    QVERIFY(!tool.previewText().contains(QStringLiteral("dl.plan.tile")));
    QVERIFY(tool.tileLabel()->text().isEmpty());
}

void TstDlFightGui::planTunnelMonsterLimit()
{
    QVERIFY(m_game.start(twoPlayers()));
    DlPlanTool tool;
    tool.setSession(m_game.session());
    QSignalSpy recorded(&tool, &StepTool::recordRequested);
    QListWidget *monsters = tool.monsterList();
    monsters->setFocus();
    QCOMPARE(monsters->currentRow(), 0);
    QVERIFY(tool.limitLabel()->text().contains(QStringLiteral("Tunnel: 1 monster + any ghosts")));

    // Proposed: the goblin and the ghost, within the limit. Space takes the goblin back and
    // commits it again.
    QCOMPARE(prepared(tool).payload.value(QStringLiteral("monsters")).toArray(),
             (QJsonArray{0, 2}));
    QVERIFY(!tool.previewText().contains(QStringLiteral("dl.plan.tunnel")));
    QVERIFY(!tool.limitLabel()->text().contains(QStringLiteral("Too many")));
    QTest::keyClick(monsters, Qt::Key_Space);
    QCOMPARE(prepared(tool).payload.value(QStringLiteral("monsters")).toArray(), QJsonArray{2});
    QTest::keyClick(monsters, Qt::Key_Space);

    // Down Space adds the troll: two monsters in a tunnel.
    QTest::keyClick(monsters, Qt::Key_Down);
    QTest::keyClick(monsters, Qt::Key_Space);
    QCOMPARE(prepared(tool).payload.value(QStringLiteral("monsters")).toArray(),
             (QJsonArray{0, 1, 2}));
    QVERIFY(tool.limitLabel()->text().contains(QStringLiteral("Too many monsters")));
    shot(&tool, "dl-plan-tool.png");
    QVERIFY(tool.limitLabel()->text().contains(QStringLiteral("dl.plan.tunnel")));
    QVERIFY(tool.previewText().contains(QStringLiteral("dl.plan.tunnel")));

    // The exhausted golem can be ticked too: the preview warns before recording (issue 13).
    QTest::keyClick(monsters, Qt::Key_Down);
    QTest::keyClick(monsters, Qt::Key_Down);
    QCOMPARE(monsters->currentRow(), 3);
    QTest::keyClick(monsters, Qt::Key_Space);
    QCOMPARE(monsters->item(3)->checkState(), Qt::Checked);
    QCOMPARE(prepared(tool).payload.value(QStringLiteral("monsters")).toArray(),
             (QJsonArray{0, 1, 2, 3}));
    QVERIFY(tool.previewText().contains(QStringLiteral("dl.exhausted.year")));
    QTest::keyClick(monsters, Qt::Key_Space);
    QCOMPARE(monsters->item(3)->checkState(), Qt::Unchecked);

    // Enter records (the tool asks; the table decides).
    QTest::keyClick(monsters, Qt::Key_Return);
    QCOMPARE(recorded.size(), 1);
    QCOMPARE(recorded.at(0).at(0).value<Step>().kind, QStringLiteral("plan"));
}

void TstDlFightGui::planTrapCost()
{
    QVERIFY(m_game.start(twoPlayers()));
    DlPlanTool tool;
    tool.setSession(m_game.session());
    QComboBox *trap = tool.trapCombo();
    QCOMPARE(trap->count(), 2); // no trap, the pendulum
    trap->setCurrentIndex(1);
    QCOMPARE(prepared(tool).payload.value(QStringLiteral("trap")).toString(),
             QStringLiteral("pendulum"));
    QVERIFY(tool.trapLabel()->text().contains(QStringLiteral("dl.plan.trap-payment")));
    // In the room the room's gold is added.
    QTest::keyClick(tool.tileList(), Qt::Key_2);
    QVERIFY(tool.trapLabel()->text().contains(QStringLiteral("plus 1 gold for the room")));
    QVERIFY(tool.trapLabel()->text().contains(QStringLiteral("dl.plan.room")));
}

void TstDlFightGui::planReleaseWhenNoTile()
{
    const QJsonArray players{player({tile("tunnel", 1, true)}, {adv("warrior", 3)},
                                    {monster("goblin")}, {}, 3,
                                    {adv("thief", 2), adv("wizard", 2)}),
                             player({tile("room", 1)}, {adv("priest", 3, 1)}, {monster("slime")})};
    QVERIFY(m_game.start(players));
    DlPlanTool tool;
    tool.setSession(m_game.session());
    QSignalSpy recorded(&tool, &StepTool::recordRequested);
    QCOMPARE(tool.seat(), 0);
    QVERIFY(tool.releasing());
    QCOMPARE(tool.prisonerList()->count(), 2);
    QVERIFY(tool.defaultButton()->text().contains(QStringLiteral("release")));

    // "2" picks the wizard; Enter records the release.
    QTest::keyClick(tool.prisonerList(), Qt::Key_2);
    QTest::keyClick(tool.prisonerList(), Qt::Key_Enter);
    QCOMPARE(recorded.size(), 1);
    const Step s = recorded.at(0).at(0).value<Step>();
    QCOMPARE(s.kind, QStringLiteral("release"));
    QCOMPARE(s.actor, 0);
    QCOMPARE(json(s.payload), json(QJsonObject{{QStringLiteral("prisoner"), 1}}));
    QVERIFY(!ruleIds(m_game.session()->check(s)).contains(QStringLiteral("dl.end.no-tile")));
}

void TstDlFightGui::resolveRound()
{
    QVERIFY(m_game.start(twoPlayers()));
    // Seat 0: the tunnel with the goblin; seat 1: the room with the slime.
    QVERIFY(m_game.record(plan(0, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(plan(1, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(reveal(3)));
    QCOMPARE(m_game.state().phase, Phase::Resolve);
    QCOMPARE(m_game.state().resolving, 0);

    DlResolveTool tool;
    tool.setSession(m_game.session());
    tool.setCurrent(true);
    connectRecording(&tool, &m_game);
    QCOMPARE(tool.seat(), 0);

    // The checklist: no trap, no lightning: skipped with the reasons; the monsters next.
    QVERIFY(tool.entryStep() == FightStep::Monsters);
    const QString traps = tool.checklistLine(0)->text();
    QVERIFY2(traps.contains(QStringLiteral("skipped")) && traps.contains(QStringLiteral("no trap")),
             qPrintable(traps));
    QVERIFY(traps.contains(QStringLiteral("dl.step.traps")));
    const QString early = tool.checklistLine(1)->text();
    QVERIFY2(early.contains(QStringLiteral("lightning")), qPrintable(early));
    QVERIFY(tool.checklistLine(2)->text().contains(QStringLiteral("▶")));
    QVERIFY(!tool.checklistLine(5)->text().contains(QStringLiteral("skipped")));

    // The goblin: 2 to the front warrior (2 HP, defeated) and 1 spills to the thief.
    QCOMPARE(tool.chosenMonster(), 0);
    QCOMPARE(tool.optionButtons().size(), 1);
    QCOMPARE(tool.damageSpin(0)->value(), 2);
    QCOMPARE(tool.damageSpin(1)->value(), 1);
    QCOMPARE(tool.damageSpin(2)->value(), 0);
    QVERIFY(tool.damageAfterText(0).contains(QStringLiteral("defeated")));
    QVERIFY(!tool.damageAfterText(1).contains(QStringLiteral("defeated")));
    Step s = prepared(tool);
    QCOMPARE(s.kind, QStringLiteral("attack"));
    QCOMPARE(json(s.payload),
             json(QJsonObject{{QStringLiteral("monster"), 0},
                              {QStringLiteral("option"), QStringLiteral("normal")}}));
    QVERIFY(!tool.previewText().contains(QStringLiteral("dl.monster.goblin")));

    // Editing the damage: the engine warns about the goblin's text, the payload carries it.
    QSpinBox *front = tool.damageSpin(0);
    front->setFocus();
    QTest::keyClick(front, Qt::Key_Up);
    QCOMPARE(front->value(), 3);
    QVERIFY2(tool.previewText().contains(QStringLiteral("dl.monster.goblin")),
             qPrintable(tool.previewText()));
    QVERIFY(tool.noteLabel()->text().contains(QStringLiteral("differs")));
    shot(&tool, "dl-resolve-goblin.png");
    s = prepared(tool);
    QCOMPARE(hitsFromJson(s.payload.value(QStringLiteral("hits"))), (QList<Hit>{{0, 3}, {1, 1}}));
    QTest::keyClick(front, Qt::Key_Down);
    QVERIFY(!prepared(tool).payload.contains(QStringLiteral("hits")));

    // Enter (in the spin box) records the attack; the checklist moves on to the conquest.
    QTest::keyClick(front, Qt::Key_Return);
    QCOMPARE(m_game.session()->count(), 5);
    QCOMPARE(m_game.state().players[0].prisoners.size(), 1);
    QVERIFY(tool.entryStep() == FightStep::Conquest);
    QVERIFY(tool.checklistLine(2)->text().contains(QStringLiteral("✓")));
    const QString healing = tool.checklistLine(4)->text();
    QVERIFY2(healing.contains(QStringLiteral("priest")), qPrintable(healing));

    // The conquest: fatigue 3: 2 defeat the thief (3 HP, 1 damage), 1 spills to the warrior.
    QCOMPARE(m_game.state().players[0].party.size(), 2);
    QCOMPARE(tool.damageSpin(0)->value(), 2);
    QCOMPARE(tool.damageSpin(1)->value(), 1);
    QVERIFY(tool.damageAfterText(0).contains(QStringLiteral("defeated")));
    QVERIFY(tool.conqueredBox()->isChecked());
    QVERIFY(tool.noteLabel()->text().contains(QStringLiteral("dl.fatigue.spill")));
    QVERIFY(tool.noteLabel()->text().contains(QStringLiteral("is conquered")));
    s = prepared(tool);
    QCOMPARE(s.kind, QStringLiteral("conquest"));
    QCOMPARE(json(s.payload), json(QJsonObject()));
    QTest::keyClick(tool.conqueredBox(), Qt::Key_Return);
    QCOMPARE(m_game.session()->count(), 6);
    QVERIFY(m_game.state().players[0].tiles[0].conquered);
    QCOMPARE(m_game.state().players[0].prisoners.size(), 2);
    QCOMPARE(m_game.state().players[0].party.size(), 1);
    QCOMPARE(m_game.state().players[0].party[0].damage, 1);

    // Seat 1: the slime may skip the conquest instead of attacking (Alt+2).
    QCOMPARE(tool.seat(), 1);
    QVERIFY(tool.entryStep() == FightStep::Monsters);
    QCOMPARE(tool.optionButtons().size(), 2);
    QCOMPARE(tool.damageSpin(0)->value(), 1);
    QTest::keyClick(tool.attackerList(), Qt::Key_2, Qt::AltModifier);
    QCOMPARE(tool.chosenOption(), QStringLiteral("skip-conquest"));
    QCOMPARE(tool.damageSpin(0)->value(), 0);
    QVERIFY(tool.noteLabel()->text().contains(QStringLiteral("no healing")));
    QTest::keyClick(tool.attackerList(), Qt::Key_Enter);
    QCOMPARE(m_game.session()->count(), 7);
    // The slime skipped the conquest and its fatigue; recording the step closes the round.
    QVERIFY(tool.entryStep() == FightStep::Conquest);
    const QString conquest = tool.checklistLine(5)->text();
    QVERIFY2(conquest.contains(QStringLiteral("slime")), qPrintable(conquest));
    QVERIFY(!tool.conqueredBox()->isChecked());
    QVERIFY(tool.noteLabel()->text().contains(QStringLiteral("not conquered")));
    QVERIFY(!tool.noteLabel()->text().contains(QStringLiteral("Fatigue")));
    QVERIFY2(conquest.contains(QStringLiteral("close the round")), qPrintable(conquest));
    QCOMPARE(tool.damageSpin(0)->value(), 0);
    QCOMPARE(json(prepared(tool).payload), json(QJsonObject()));
    // Ticking the box says the table conquered it anyway.
    tool.conqueredBox()->setFocus();
    QTest::keyClick(tool.conqueredBox(), Qt::Key_Space);
    QCOMPARE(json(prepared(tool).payload), json(QJsonObject{{QStringLiteral("conquered"), true}}));
    QTest::keyClick(tool.conqueredBox(), Qt::Key_Space);
    QTest::keyClick(tool.conqueredBox(), Qt::Key_Return);
    QCOMPARE(m_game.session()->count(), 8);
    QVERIFY(!m_game.state().players[1].tiles[0].conquered);
}

void TstDlFightGui::resolveTrapMagicVampire()
{
    // Seat 0 fights in a room with a pendulum and a vampire; the party: a priest (1 heart), a
    // warrior (5 HP), a wizard (1 crystal).
    const QJsonArray players{player({tile("room", 1)},
                                    {adv("priest", 3, 1), adv("warrior", 5), adv("wizard", 2, 1)},
                                    {monster("vampire")}, {QStringLiteral("pendulum")}),
                             player({tile("room", 1)}, {adv("warrior", 3)}, {monster("goblin")})};
    QVERIFY(m_game.start(players));
    QVERIFY(m_game.record(plan(0, 0, QStringLiteral("pendulum"), {0})));
    QVERIFY(m_game.record(plan(1, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(reveal(1, true, false)));

    DlResolveTool tool;
    tool.setSession(m_game.session());
    tool.setCurrent(true);
    connectRecording(&tool, &m_game);

    // Step 1: the pendulum hits the second adventurer for 3; the room's gold is paid.
    QVERIFY(tool.entryStep() == FightStep::Traps);
    QCOMPARE(tool.damageSpin(0)->value(), 0);
    QCOMPARE(tool.damageSpin(1)->value(), 3);
    QVERIFY(tool.noteLabel()->text().contains(QStringLiteral("dl.plan.room")));
    Step s = prepared(tool);
    QCOMPARE(s.kind, QStringLiteral("trap"));
    QCOMPARE(hitsFromJson(s.payload.value(QStringLiteral("hits"))), (QList<Hit>{{1, 3}}));
    QCOMPARE(
        s.payload.value(QStringLiteral("pay")).toObject().value(QStringLiteral("gold")).toInt(), 1);
    QTest::keyClick(&tool, Qt::Key_Return);
    QCOMPARE(m_game.state().players[0].party[1].damage, 3);
    QCOMPARE(m_game.state().players[0].gold, 2);

    // Step 2: lightning and magic 1 >= round 1: the table enters what the spell did.
    QVERIFY(tool.entryStep() == FightStep::EarlyMagic);
    QVERIFY(tool.noteLabel()->text().contains(QStringLiteral("No effect")));
    QCOMPARE(tool.cancelList()->count(), 1);
    QSpinBox *heal = tool.healSpin(1);
    heal->setFocus();
    QTest::keyClick(heal, Qt::Key_Up);
    QVERIFY(!tool.noteLabel()->text().contains(QStringLiteral("No effect")));
    s = prepared(tool);
    QCOMPARE(s.kind, QStringLiteral("magic"));
    QCOMPARE(json(s.payload),
             json(QJsonObject{{QStringLiteral("when"), QStringLiteral("early")},
                              {QStringLiteral("heals"), hitsToJson({Hit{1, 1}})}}));
    QTest::keyClick(heal, Qt::Key_Enter);
    QCOMPARE(m_game.state().players[0].party[1].damage, 2);

    // Step 3: the vampire may not choose the priest; it takes the warrior by default.
    QVERIFY(tool.entryStep() == FightStep::Monsters);
    QCOMPARE(tool.targetCombos().size(), 1);
    QComboBox *target = tool.targetCombos().first();
    const auto *model = qobject_cast<const QStandardItemModel *>(target->model());
    QVERIFY(model);
    // The priest stays choosable (issue 13), marked; the preview would warn.
    QVERIFY(model->item(0)->isEnabled());
    QVERIFY2(target->itemText(0).contains(QStringLiteral("never attacks a priest")),
             qPrintable(target->itemText(0)));
    QVERIFY(model->item(1)->isEnabled());
    QCOMPARE(target->currentIndex(), 1);
    QCOMPARE(tool.damageSpin(1)->value(), 3);
    QVERIFY(tool.damageAfterText(1).contains(QStringLiteral("defeated")));
    // Alt+2: the reuse option, 2 damage, not exhausted.
    QTest::keyClick(tool.attackerList(), Qt::Key_2, Qt::AltModifier);
    QCOMPARE(tool.chosenOption(), QStringLiteral("reuse"));
    QCOMPARE(tool.damageSpin(1)->value(), 2);
    QVERIFY(!tool.damageAfterText(1).contains(QStringLiteral("defeated")));
    QVERIFY(tool.noteLabel()->text().contains(QStringLiteral("not exhausted")));
    shot(&tool, "dl-resolve-vampire.png");
    // The wizard as the target moves the proposal.
    target->setCurrentIndex(2);
    QCOMPARE(tool.damageSpin(1)->value(), 0);
    QCOMPARE(tool.damageSpin(2)->value(), 2);
    target->setCurrentIndex(1);
    s = prepared(tool);
    QCOMPARE(json(s.payload), json(QJsonObject{{QStringLiteral("monster"), 0},
                                               {QStringLiteral("option"), QStringLiteral("reuse")},
                                               {QStringLiteral("targets"), QJsonArray{1}}}));
    QTest::keyClick(tool.attackerList(), Qt::Key_Return);
    QCOMPARE(m_game.state().players[0].party[1].damage, 4);
    QVERIFY(!m_game.state().players[0].monsters[0].used);

    // Late magic is skipped (no crystal); healing comes next: 1 heart, front first.
    const QString late = tool.checklistLine(3)->text();
    QVERIFY2(late.contains(QStringLiteral("crystal")), qPrintable(late));
    QVERIFY(tool.entryStep() == FightStep::Healing);
    QCOMPARE(tool.healSpin(0)->value(), 0);
    QCOMPARE(tool.healSpin(1)->value(), 1);
    s = prepared(tool);
    QCOMPARE(s.kind, QStringLiteral("heal"));
    QCOMPARE(json(s.payload), json(QJsonObject()));
    QTest::keyClick(&tool, Qt::Key_Return);
    QCOMPARE(m_game.state().players[0].party[1].damage, 3);

    // Conquest: fatigue 1 on the priest.
    QVERIFY(tool.entryStep() == FightStep::Conquest);
    QCOMPARE(tool.damageSpin(0)->value(), 1);
    QCOMPARE(tool.damageSpin(1)->value(), 0);
    QVERIFY(tool.checklistLine(0)->text().contains(QStringLiteral("✓")));
    QVERIFY(tool.checklistLine(1)->text().contains(QStringLiteral("✓")));
    QVERIFY(tool.checklistLine(4)->text().contains(QStringLiteral("✓")));
}

void TstDlFightGui::resolveDartTarget()
{
    const QJsonArray players{player({tile("tunnel", 1)}, {adv("warrior", 4), adv("wizard", 2, 1)},
                                    {}, {QStringLiteral("poisoned-dart")}),
                             player({tile("room", 1)}, {adv("warrior", 3)}, {monster("goblin")})};
    QVERIFY(m_game.start(players));
    QVERIFY(m_game.record(plan(0, 0, QStringLiteral("poisoned-dart"), {})));
    QVERIFY(m_game.record(plan(1, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(reveal(1)));
    DlResolveTool tool;
    tool.setSession(m_game.session());
    QVERIFY(tool.entryStep() == FightStep::Traps);
    // The dart hits the front by default; choosing the wizard moves the hit and the poison.
    QCOMPARE(tool.damageSpin(0)->value(), 1);
    QComboBox *dart = tool.dartTargetCombo();
    dart->setFocus();
    QTest::keyClick(dart, Qt::Key_Down);
    QCOMPARE(dart->currentIndex(), 1);
    QCOMPARE(tool.damageSpin(0)->value(), 0);
    QCOMPARE(tool.damageSpin(1)->value(), 1);
    QVERIFY(tool.noteLabel()->text().contains(QStringLiteral("end of the round")));
    const Step s = prepared(tool);
    QCOMPARE(s.payload.value(QStringLiteral("target")).toInt(), 1);
    QCOMPARE(hitsFromJson(s.payload.value(QStringLiteral("delayed"))), (QList<Hit>{{1, 2}}));
    QCOMPARE(hitsFromJson(s.payload.value(QStringLiteral("hits"))), (QList<Hit>{{1, 1}}));

    // Recorded: the next steps of seat 0 are skipped (no magic, monster or heart), so its
    // conquest comes next. Its helper says the poison falls after the conquest, on the wizard,
    // and is not among the fatigue damage it proposes.
    QVERIFY(m_game.record(s));
    DlResolveTool next;
    next.setSession(m_game.session());
    QVERIFY2(next.entryStep() == FightStep::Conquest,
             qPrintable(next.entryStep() ? fightStepCode(*next.entryStep()) : QString()));
    QCOMPARE(next.damageSpin(1)->value(), 0); // fatigue 1 on the warrior in front
    QVERIFY2(next.noteLabel()->text().contains(
                 QStringLiteral("After the conquest, Wizard 2 takes the poisoned dart's 2 "
                                "damage")),
             qPrintable(next.noteLabel()->text()));
}

// Never refuse a table step (issue 13): a monster kept from attacking by the spell is marked
// with the reason but may still be chosen; the preview warns before recording.
void TstDlFightGui::resolveMonsterKeptFromAttackingIsChoosable()
{
    // Seat 0 commits the goblin and the ghost; the spell keeps the goblin from attacking.
    QVERIFY(m_game.start(twoPlayers()));
    QVERIFY(m_game.record(plan(0, 0, QJsonValue::Null, {0, 2})));
    QVERIFY(m_game.record(plan(1, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(reveal(2, true)));
    QVERIFY(m_game.record(Step{QStringLiteral("magic"), 0,
                               QJsonObject{{QStringLiteral("when"), QStringLiteral("early")},
                                           {QStringLiteral("cancel"), QJsonArray{0}}}}));
    DlResolveTool tool;
    tool.setSession(m_game.session());
    QVERIFY(tool.entryStep() == FightStep::Monsters);
    QListWidget *attackers = tool.attackerList();
    // The goblin and the ghost committed, then the troll and the golem, not committed (offered
    // too, marked: the table is the truth).
    QCOMPARE(attackers->count(), 4);
    QCOMPARE(attackers->currentRow(), 1); // the ghost, able to attack, by default
    QVERIFY2(attackers->item(0)->text().contains(QStringLiteral("kept from attacking")),
             qPrintable(attackers->item(0)->text()));
    QVERIFY(attackers->item(0)->flags() & Qt::ItemIsEnabled);
    attackers->setCurrentRow(0);
    const Step s = prepared(tool);
    QCOMPARE(s.kind, QStringLiteral("attack"));
    QCOMPARE(s.payload.value(QStringLiteral("monster")).toInt(), 0);
    QVERIFY2(tool.previewText().contains(QStringLiteral("dl.combat-card.spells")),
             qPrintable(tool.previewText()));
}

void TstDlFightGui::resolveRuleLink()
{
    QVERIFY(m_game.start(twoPlayers()));
    QVERIFY(m_game.record(plan(0, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(plan(1, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(reveal(2)));
    DlResolveTool tool;
    tool.setSession(m_game.session());
    QSignalSpy rules(&tool, &DlResolveTool::ruleRequested);
    Q_EMIT tool.checklistLine(0)->linkActivated(QStringLiteral("dl.step.traps"));
    QCOMPARE(rules.size(), 1);
    QCOMPARE(rules.at(0).at(0).toString(), QStringLiteral("dl.step.traps"));
}

void TstDlFightGui::retranslatesOnLanguageChange()
{
    QVERIFY(m_game.start(twoPlayers()));
    DlPlanTool plan;
    plan.setSession(m_game.session());
    QVERIFY(m_game.record(::plan(0, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(::plan(1, 0, QJsonValue::Null, {0})));
    QVERIFY(m_game.record(reveal(2)));
    DlResolveTool resolve;
    resolve.setSession(m_game.session());
    QCOMPARE(plan.monsterList()->item(0)->text(), QStringLiteral("Goblin"));
    QVERIFY(resolve.attackerList()->item(0)->text().contains(QStringLiteral("Goblin")));

    Translations::install(Lang::Ja);
    QCoreApplication::processEvents();
    const QString planned = plan.monsterList()->item(0)->text();
    const QString attacker = resolve.attackerList()->item(0)->text();
    const QString name = monsterName(MonsterKind::Goblin).ja;
    Translations::install(Lang::En);
    QCoreApplication::processEvents();
    QVERIFY(!name.isEmpty());
    QCOMPARE(planned, name);
    QVERIFY2(attacker.contains(name), qPrintable(attacker));
    QCOMPARE(plan.monsterList()->item(0)->text(), QStringLiteral("Goblin"));
}

QTEST_MAIN(TstDlFightGui)
#include "tst_dl_fight_gui.moc"
