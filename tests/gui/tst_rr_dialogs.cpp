// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// GUI tests of the Rook & Raiders dialogs and phase panels: the enemy-phase assistant (the
// engine's proposal, Enter, a correction, missing figures), the summon dialog (placements and
// payload), the end-phase checklist (support, fatigue, end of the round), the figures dialog,
// the range editor (mouse, keys, numbering) and the score sheet. A real Session on a temporary
// database; steps recorded with Session::record; the widgets driven with QTest input.
#include "../support/RrSessionFixture.h"
#include "../support/RrTestCards.h"
#include "Translations.h"
#include "rookraiders/RrEndPhasePanel.h"
#include "rookraiders/RrEnemyAssistant.h"
#include "rookraiders/RrEngine.h"
#include "rookraiders/RrFiguresDialog.h"
#include "rookraiders/RrRangeEditor.h"
#include "rookraiders/RrRules.h"
#include "rookraiders/RrScoreSheet.h"
#include "rookraiders/RrSummonDialog.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using namespace kbz;
using namespace kbz::rr;

Q_DECLARE_METATYPE(kbz::Step)

namespace {

// Cards made up for these tests, beside the shipped library (Goblin: HP only).
QJsonArray testCards()
{
    return kbztest::rrTestCards(
        {QStringLiteral("t-fighter"), QStringLiteral("t-imp"), QStringLiteral("t-brute")});
}

Step mk(const char *kind, int actor, QJsonObject payload = {})
{
    return Step{QString::fromLatin1(kind), actor, payload};
}

Step summon(const char *chip, const char *monster)
{
    return mk("summon", -1, {{"chip", chip}, {"monster", monster}});
}

Step deal()
{
    return mk("deal-commands", -1,
              {{"row", QJsonArray{"advance", "ambush", "rest", "reward", "recruit"}}});
}

} // namespace

class TestRrDialogs : public QObject
{
    Q_OBJECT

    kbztest::RrSessionFixture m_game;

    bool startGame()
    {
        GameConfig config = kbztest::RrSessionFixture::config(testCards());
        config.options.insert(QStringLiteral("monsterDeck"), 10);
        return m_game.start(config);
    }

    // Setup and round 1 up to the invasion: Ann's fighter on B2 (it attacked the Brute on B1 and
    // has a marker), Ben's on B5; an Imp on circle B and a Brute on B1 of both boards.
    bool reachInvasion()
    {
        return startGame() &&
               m_game.recordAll(
                   {mk("setup-unit", 0, {{"card", "t-fighter"}, {"to", "B2"}}),
                    mk("setup-unit", 1, {{"card", "t-fighter"}, {"to", "B5"}}),
                    summon("B", "t-imp"), summon("B", "t-brute"), deal(),
                    mk("pick-command", 0, {{"command", "advance"}}),
                    mk("attack", 0, {{"at", "B2"}, {"target", "B1"}, {"dice", QJsonArray{3, 3}}}),
                    mk("pick-command", 1, {{"command", "rest"}}), mk("auto-command", -1),
                    mk("auto-command", -1)});
    }

    // Every remaining monster acts as proposed.
    bool finishInvasion()
    {
        for (int guard = 0; guard < 20; ++guard) {
            const auto boards = m_game.engine()->proposeEnemyPhase(m_game.state());
            const rules::BoardProposal *next = nullptr;
            for (const auto &b : boards)
                if (!b.monsters.isEmpty()) {
                    next = &b;
                    break;
                }
            if (!next)
                return true;
            if (!m_game.record(
                    mk("monster-act", next->seat, {{"at", next->monsters.first().at.name()}})))
                return false;
        }
        return false;
    }

    static Step lastStep(const QSignalSpy &spy)
    {
        return spy.isEmpty() ? Step{} : spy.last().at(0).value<Step>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<Step>("kbz::Step");
        QVERIFY(m_game.isValid());
    }

    void cleanup() { m_game.reset(); }

    void assistantConfirmsTheEnginesProposal()
    {
        QVERIFY(reachInvasion());
        RrEnemyAssistant assistant;
        assistant.setSession(m_game.session());
        assistant.show();
        QVERIFY(QTest::qWaitForWindowExposed(&assistant));

        const auto boards = m_game.engine()->proposeEnemyPhase(m_game.state());
        QVERIFY(!boards.isEmpty() && !boards.first().monsters.isEmpty());
        const rules::MonsterProposal first = boards.first().monsters.first();
        QCOMPARE(assistant.currentSeat(), boards.first().seat);
        QCOMPARE(assistant.currentSeat(), 0);
        QCOMPARE(first.at.name(), QStringLiteral("B1")); // the Brute acts before the Imp
        const auto proposal = assistant.currentProposal();
        QVERIFY(proposal);
        QCOMPARE(proposal->monster, first.at);
        QCOMPARE(proposal->targets, first.targets);
        QCOMPARE(first.action, rules::MonsterAction::Attack);
        QCOMPARE(proposal->targets, QList<Square>{*Square::parse(QStringLiteral("B2"))});
        // The sentence names the target and the damage; the current monster is marked.
        QVERIFY2(assistant.listText().contains(QStringLiteral("▶ 1. Test Brute on B1 attacks "
                                                              "Test Fighter on B2 for 2 damage")),
                 qPrintable(assistant.listText()));
        QVERIFY(assistant.listText().contains(QStringLiteral("Ben's board")));
        QVERIFY(assistant.confirmButton()->isEnabled());

        QSignalSpy spy(&assistant, &RrEnemyAssistant::recordRequested);
        assistant.confirmButton()->setFocus();
        QTest::keyClick(&assistant, Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastStep(spy), mk("monster-act", 0, {{"at", "B1"}}));

        // Recorded by the page: the next monster (the Imp on circle B) becomes current.
        QVERIFY(m_game.record(lastStep(spy)));
        assistant.sync();
        const auto after = m_game.engine()->proposeEnemyPhase(m_game.state());
        QCOMPARE(assistant.currentSeat(), 0);
        QCOMPARE(assistant.currentProposal()->monster, after.first().monsters.first().at);
        QCOMPARE(after.first().monsters.first().at.name(), QStringLiteral("B"));
        QCOMPARE(m_game.state().players.at(0).units.first().damage, 2);
    }

    void assistantCorrection()
    {
        QVERIFY(reachInvasion());
        RrEnemyAssistant assistant;
        assistant.setSession(m_game.session());
        assistant.show();
        assistant.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&assistant));
        QSignalSpy spy(&assistant, &RrEnemyAssistant::recordRequested);
        QSignalSpy changed(&assistant, &RrEnemyAssistant::changed);

        // Alt+O opens the form, Alt+M: the Brute moved instead; the square is picked on the board.
        // (A mnemonic clicks its button after a short animation: QTRY_.)
        QTest::keyClick(&assistant, Qt::Key_O, Qt::AltModifier);
        QTRY_VERIFY(assistant.isCorrecting());
        QTest::keyClick(&assistant, Qt::Key_M, Qt::AltModifier);
        QTRY_VERIFY(assistant.offeredSquares().contains(*Square::parse(QStringLiteral("C2"))));
        QVERIFY(assistant.wantsSquare());
        QString missing;
        QVERIFY(!assistant.step(&missing));
        QVERIFY(!missing.isEmpty());
        const Square c2 = *Square::parse(QStringLiteral("C2"));
        QVERIFY(assistant.offeredSquares().contains(c2));
        QVERIFY(!assistant.offeredSquares().contains(*Square::parse(QStringLiteral("B2"))));
        assistant.chooseSquare(c2);
        QVERIFY(changed.count() > 0);
        QCOMPARE(assistant.chosenSquares(), QList<Square>{c2});
        QCOMPARE(assistant.currentProposal()->moveTo, std::optional<Square>(c2));
        QTest::keyClick(&assistant, Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastStep(spy),
                 mk("monster-act", 0, {{"at", "B1"}, {"action", "move"}, {"to", "C2"}}));

        // Into the castle instead.
        assistant.castleBox()->setChecked(true);
        QVERIFY(assistant.chosenSquares().isEmpty());
        QCOMPARE(assistant.step()->payload,
                 (QJsonObject{{"at", "B1"}, {"action", "move"}, {"to", "castle"}}));

        // An attack on the fighter for 1 with a bonus move to B3.
        QTest::keyClick(&assistant, Qt::Key_A, Qt::AltModifier);
        const Square b2 = *Square::parse(QStringLiteral("B2"));
        QTRY_COMPARE(assistant.offeredSquares(), QList<Square>{b2});
        QCOMPARE(assistant.chosenSquares(), QList<Square>{b2}); // the proposal's target
        assistant.chooseSquare(b2);                             // toggled off
        QVERIFY(!assistant.step());
        assistant.chooseSquare(b2);
        assistant.damageBox()->setValue(3);
        assistant.bonusBox()->setCurrentIndex(assistant.bonusBox()->findData(QStringLiteral("B3")));
        QTest::keyClick(&assistant, Qt::Key_Return);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(lastStep(spy), mk("monster-act", 0,
                                   {{"at", "B1"},
                                    {"action", "attack"},
                                    {"targets", QJsonArray{"B2"}},
                                    {"damage", 3},
                                    {"bonusTo", "B3"}}));
        QVERIFY(m_game.session()->engine()->malformed(m_game.state(), lastStep(spy)) ==
                std::nullopt);

        // Stay; Escape leaves the form and Enter confirms the proposal again.
        QTest::keyClick(&assistant, Qt::Key_Y, Qt::AltModifier);
        QTRY_COMPARE(assistant.step()->payload, (QJsonObject{{"at", "B1"}, {"action", "stay"}}));
        QTest::keyClick(&assistant, Qt::Key_Escape);
        QVERIFY(!assistant.isCorrecting());
        QTest::keyClick(&assistant, Qt::Key_Return);
        QCOMPARE(lastStep(spy), mk("monster-act", 0, {{"at", "B1"}}));
    }

    void assistantAsksForMissingFigures()
    {
        QVERIFY(startGame());
        QVERIFY(m_game.recordAll({mk("setup-unit", 0, {{"card", "t-fighter"}, {"to", "B5"}}),
                                  mk("setup-unit", 1, {{"card", "t-fighter"}, {"to", "B5"}}),
                                  summon("A", "goblin"), summon("C", "t-imp"), deal(),
                                  mk("pick-command", 0, {{"command", "rest"}}),
                                  mk("pick-command", 1, {{"command", "reward"}}),
                                  mk("auto-command", -1), mk("auto-command", -1)}));
        RrEnemyAssistant assistant;
        assistant.setSession(m_game.session());
        assistant.show();
        QVERIFY(QTest::qWaitForWindowExposed(&assistant));
        // The Goblin on circle A acts first (top row first); its range is not known.
        QCOMPARE(assistant.currentSeat(), 0);
        QCOMPARE(assistant.currentProposal()->monster.name(), QStringLiteral("A"));
        QVERIFY(assistant.figuresButton()->isVisible());
        QVERIFY(!assistant.confirmButton()->isEnabled());
        QSignalSpy recordSpy(&assistant, &RrEnemyAssistant::recordRequested);
        QTest::keyClick(&assistant, Qt::Key_Return);
        QCOMPARE(recordSpy.count(), 0);
        QSignalSpy spy(&assistant, &RrEnemyAssistant::figuresRequested);
        QTest::mouseClick(assistant.figuresButton(), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.first().at(0).toString(), QStringLiteral("goblin"));
        QCOMPARE(spy.first().at(1).toStringList(), QStringList{QStringLiteral("range")});

        // Once the figures are entered, the proposal is complete and Enter confirms it.
        QVERIFY(m_game.record(mk("set-figures", -1,
                                 {{"card", "goblin"},
                                  {"move", 2},
                                  {"range", QJsonArray{QJsonValue(QJsonArray{1, 0})}},
                                  {"targeting", "single"},
                                  {"damage", 1}})));
        assistant.sync();
        QVERIFY(!assistant.figuresButton()->isVisible());
        QVERIFY(assistant.confirmButton()->isEnabled());
        QVERIFY2(assistant.listText().contains(QStringLiteral("Goblin on A moves to A2")),
                 qPrintable(assistant.listText()));
    }

    void summonDialogPlacements()
    {
        QVERIFY(startGame());
        QVERIFY(m_game.recordAll({mk("setup-unit", 0, {{"card", "t-fighter"}, {"to", "B5"}}),
                                  mk("setup-unit", 1, {{"card", "t-fighter"}, {"to", "B5"}}),
                                  summon("B", "t-imp")}));
        QCOMPARE(m_game.state().monsterDeck, std::optional<int>(9));
        RrSummonDialog dialog(m_game.session());
        dialog.show();
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QSignalSpy spy(&dialog, &RrSummonDialog::recordRequested);
        QCOMPARE(dialog.deckBox()->value(), 8);
        QVERIFY(!dialog.okButton()->isEnabled());

        // Circle B is taken: the square to its right. Circle A is free: the circle.
        QTest::keyClick(&dialog, Qt::Key_B, Qt::AltModifier);
        QTRY_COMPARE(dialog.chip(), 1);
        QCOMPARE(dialog.placement(0), QStringLiteral("B1"));
        QCOMPARE(dialog.placement(1), QStringLiteral("B1"));
        QTest::keyClick(&dialog, Qt::Key_A, Qt::AltModifier);
        QTRY_COMPARE(dialog.placement(0), QStringLiteral("A"));
        // The chip's letter alone, when the focus is not in a text field.
        dialog.setFocus();
        QTest::keyClick(&dialog, Qt::Key_C);
        QCOMPARE(dialog.chip(), 2);
        QCOMPARE(dialog.placement(1), QStringLiteral("C"));
        QTest::keyClick(&dialog, Qt::Key_B, Qt::AltModifier);
        QTRY_COMPARE(dialog.chip(), 1);

        // The monster typed by name (filtered); the preview checks the step.
        dialog.monsterBox()->setFocus();
        QTest::keyClicks(dialog.monsterBox()->lineEdit(), QStringLiteral("Test Brute"));
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY2(dialog.previewText().contains(QStringLiteral("Test Brute")),
                 qPrintable(dialog.previewText()));
        // Ben's Brute goes to the waiting line instead (edited by hand).
        QVERIFY(dialog.setPlacement(1, QStringLiteral("waiting")));
        QTest::keyClick(dialog.monsterBox()->lineEdit(), Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        const Step step = lastStep(spy);
        QCOMPARE(step.kind, QStringLiteral("summon"));
        QCOMPARE(step.actor, -1);
        QCOMPARE(step.payload,
                 (QJsonObject{{"chip", "B"},
                              {"monster", "t-brute"},
                              {"boards", QJsonArray{QJsonObject{{"seat", 0}, {"to", "B1"}},
                                                    QJsonObject{{"seat", 1}, {"to", "waiting"}}}},
                              {"deckLeft", 8}}));
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(m_game.record(step));
        QCOMPARE(m_game.state().players.at(1).waiting, QStringList{QStringLiteral("t-brute")});

        // Circle B and B1 taken on Ann's board: the waiting line.
        RrSummonDialog second(m_game.session());
        second.setChip(1);
        QCOMPARE(second.placement(0), QStringLiteral("waiting"));
        QCOMPARE(second.placement(1), QStringLiteral("B1"));
        QVERIFY(second.setMonster(QStringLiteral("t-imp")));
        QVERIFY(!second.setMonster(QStringLiteral("t-fighter"))); // a unit, not a monster
        QCOMPARE(second.step()->payload.value("monster").toString(), QStringLiteral("t-imp"));
    }

    void retranslatesOnLanguageChange()
    {
        QVERIFY(reachInvasion());
        RrEnemyAssistant assistant;
        assistant.setSession(m_game.session());
        RrSummonDialog dialog(m_game.session());
        dialog.setChip(1);
        QVERIFY(dialog.setMonster(QStringLiteral("t-brute")));
        QVERIFY(dialog.setPlacement(1, QStringLiteral("C3")));
        auto switchTo = [&](Lang lang) {
            Translations::install(lang);
            // Sent here too: without a translation file no translator change announces it.
            QEvent change(QEvent::LanguageChange);
            QCoreApplication::sendEvent(&assistant, &change);
            QCoreApplication::sendEvent(&dialog, &change);
        };
        switchTo(Lang::Ja);
        QVERIFY2(assistant.listText().contains(QStringLiteral("テスト巨人")),
                 qPrintable(assistant.listText()));
        QCOMPARE(dialog.monsterBox()->currentText(), QStringLiteral("テスト巨人"));
        // What was entered stays.
        QCOMPARE(dialog.step()->payload.value("monster").toString(), QStringLiteral("t-brute"));
        QCOMPARE(dialog.placement(0), QStringLiteral("waiting"));
        QCOMPARE(dialog.placement(1), QStringLiteral("C3"));
        switchTo(Lang::En);
        QVERIFY(assistant.listText().contains(QStringLiteral("Test Brute")));
        QCOMPARE(dialog.monsterBox()->currentText(), QStringLiteral("Test Brute"));
    }

    void endPhaseSupportFatigueAndEndRound()
    {
        QVERIFY(reachInvasion());
        QVERIFY(finishInvasion());
        QVERIFY(m_game.recordAll({summon("A", "t-imp"), summon("C", "t-imp")}));
        // Ann's fighter took 2 from the Brute and carries its marker from the attack.
        const RrPiece fighter = m_game.state().players.at(0).units.first();
        QCOMPARE(fighter.damage, 2);
        QVERIFY(fighter.marker);
        const QList<int> eligible = rules::supportEligible(m_game.state());
        QVERIFY(eligible.contains(0));

        RrEndPhasePanel panel;
        panel.setSession(m_game.session());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy spy(&panel, &RrEndPhasePanel::recordRequested);
        QVERIFY(panel.text().contains(QStringLiteral("The start player passes to Ben.")));
        QVERIFY(panel.text().contains(QStringLiteral("Ann: 0 of 2 removed")));

        // Support: Ann heals her fighter (Enter on the unit list runs its button).
        QComboBox *units = panel.supportUnits(0);
        QVERIFY(units);
        QCOMPARE(units->currentData().toString(), QStringLiteral("B2"));
        units->setFocus();
        QTest::keyClick(units, Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastStep(spy), mk("support", 0, {{"at", "B2"}}));
        QVERIFY(m_game.record(lastStep(spy)));
        panel.sync();
        QVERIFY(panel.text().contains(QStringLiteral("☑ Ann — supported")));
        // Ticked, and a second support stays offered against the rules (issue 35).
        QVERIFY(panel.supportUnits(0));
        QVERIFY(panel.supportUnits(0)->parentWidget()->toolTip().contains(
            QStringLiteral("[rr.end.support]")));

        // Fatigue: Ann's marker comes off.
        QVERIFY(panel.fatigueButton(0));
        QTest::mouseClick(panel.fatigueButton(0), Qt::LeftButton);
        QCOMPARE(lastStep(spy), mk("remove-marker", 0, {{"at", "B2"}}));
        QVERIFY(m_game.record(lastStep(spy)));
        panel.sync();
        QVERIFY2(panel.text().contains(QStringLiteral("Ann: 1 of 2 removed")),
                 qPrintable(panel.text()));
        QVERIFY(!panel.fatigueButton(0)); // no marker left

        // Manual ticks, then Enter ends the round (a table step).
        QTest::mouseClick(panel.mercenariesBox(), Qt::LeftButton, {},
                          QPoint(8, panel.mercenariesBox()->height() / 2));
        QVERIFY(panel.mercenariesBox()->isChecked());
        panel.endRoundButton()->setFocus();
        QTest::keyClick(panel.endRoundButton(), Qt::Key_Return);
        QCOMPARE(lastStep(spy), mk("end-round", -1));
        QVERIFY(m_game.record(lastStep(spy)));
        panel.sync();
        QCOMPARE(m_game.state().round, 2);
        QCOMPARE(m_game.state().startPlayer, 1);
        QVERIFY(!panel.mercenariesBox()->isChecked()); // a new round
    }

    void figuresDialogAsksOnlyTheMissing()
    {
        const RrCardLibrary &lib = RrCardLibrary::shipped();
        const RrCard goblin = *lib.find(QStringLiteral("goblin"));
        const QStringList missing = RrFiguresDialog::missingFigures(goblin);
        QCOMPARE(missing, (QStringList{"move", "range", "defence", "damage", "targeting", "threat",
                                       "colour"}));
        QVERIFY(!missing.contains(QStringLiteral("hp"))); // printed: 3
        QCOMPARE(RrFiguresDialog::missingFigures(*lib.find(QStringLiteral("warrior"))),
                 (QStringList{"hp", "move", "range"}));
        QCOMPARE(RrFiguresDialog::missingFigures(*lib.find(QStringLiteral("thief"))),
                 (QStringList{"hp", "move", "range", "skill"}));
        QCOMPARE(RrFiguresDialog::missingFigures(*lib.find(QStringLiteral("cleric"))),
                 (QStringList{"hp", "move"}));

        RrFiguresDialog dialog(goblin);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.field(QStringLiteral("hp")));
        QVERIFY(!dialog.step()); // nothing filled: nothing to record
        dialog.setFigure(QStringLiteral("move"), 2);
        dialog.setFigure(QStringLiteral("range"), QJsonArray{QJsonArray{1, 0}, QJsonArray{1, -1}});
        // Typed: defence 7; targeting picked: single (the range becomes numbered).
        auto *defence = qobject_cast<QSpinBox *>(dialog.field(QStringLiteral("defence")));
        QVERIFY(defence);
        QCOMPARE(defence->text(), QStringLiteral("?"));
        defence->setFocus();
        defence->selectAll();
        QTest::keyClicks(defence, QStringLiteral("7"));
        QCOMPARE(defence->value(), 7);
        auto *targeting = qobject_cast<QComboBox *>(dialog.field(QStringLiteral("targeting")));
        QVERIFY(targeting);
        QVERIFY(!dialog.rangeEditor()->isNumbered());
        targeting->setCurrentIndex(targeting->findData(QStringLiteral("single")));
        QVERIFY(dialog.rangeEditor()->isNumbered());
        const auto step = dialog.step();
        QVERIFY(step);
        QCOMPARE(step->kind, QStringLiteral("set-figures"));
        QCOMPARE(step->actor, -1);
        QCOMPARE(step->payload,
                 (QJsonObject{{"card", "goblin"},
                              {"move", 2},
                              {"range", QJsonArray{QJsonArray{1, 0}, QJsonArray{1, -1}}},
                              {"defence", 7},
                              {"targeting", "single"}}));
        // The payload is what RrCard::amend reads.
        RrCard amended = goblin;
        QString error;
        QVERIFY2(amended.amend(step->payload, &error), qPrintable(error));
        QCOMPARE(amended.defence, std::optional<int>(7));
        QCOMPARE(amended.targeting, Targeting::Single);

        // A unit whose skill is asked: its numbers follow the kind chosen.
        RrFiguresDialog thief(*lib.find(QStringLiteral("thief")));
        auto *skill = qobject_cast<QComboBox *>(thief.field(QStringLiteral("skill")));
        QVERIFY(skill);
        skill->setCurrentIndex(skill->findData(QStringLiteral("fixed")));
        thief.setFigure(QStringLiteral("amount"), 1);
        thief.setFigure(QStringLiteral("times"), 2);
        thief.setFigure(QStringLiteral("modifier"), 1); // hidden for fixed damage: not sent
        QCOMPARE(thief.step()->payload,
                 (QJsonObject{{"card", "thief"}, {"skill", "fixed"}, {"amount", 1}, {"times", 2}}));
    }

    void rangeEditorMouseKeysAndNumbers()
    {
        RrRangeEditor editor;
        editor.resize(320, 260);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QSignalSpy spy(&editor, &RrRangeEditor::rangeChanged);

        QTest::mouseClick(&editor, Qt::LeftButton, {}, editor.cellRect({1, 0}).center());
        QCOMPARE(editor.range().squares, QList<QPoint>{QPoint(1, 0)});
        QCOMPARE(spy.count(), 1);
        QTest::mouseClick(&editor, Qt::LeftButton, {}, editor.cellRect({1, 0}).center());
        QVERIFY(editor.range().squares.isEmpty());
        // The card's own square is not part of a range.
        QTest::mouseClick(&editor, Qt::LeftButton, {}, editor.cellRect({0, 0}).center());
        QVERIFY(editor.range().squares.isEmpty());
        QCOMPARE(spy.count(), 2);

        // Keys: the cursor moves with the arrows, Space toggles.
        editor.setFocus();
        editor.setCursorOffset({1, 0});
        QTest::keyClick(&editor, Qt::Key_Right);
        QCOMPARE(editor.cursorOffset(), QPoint(2, 0));
        QTest::keyClick(&editor, Qt::Key_Space);
        QTest::keyClick(&editor, Qt::Key_Up);
        QTest::keyClick(&editor, Qt::Key_Space);
        QTest::keyClick(&editor, Qt::Key_Left);
        QTest::keyClick(&editor, Qt::Key_Down);
        QTest::keyClick(&editor, Qt::Key_Space);
        QCOMPARE(editor.range().squares, (QList<QPoint>{{2, 0}, {2, -1}, {1, 0}}));
        // The grid stops at its edge.
        for (int i = 0; i < 10; ++i)
            QTest::keyClick(&editor, Qt::Key_Down);
        QCOMPARE(editor.cursorOffset(), QPoint(1, 2));

        // Numbered: the order is the order added; '-' moves a square earlier.
        editor.setNumbered(true);
        QVERIFY(editor.isNumbered());
        editor.setCursorOffset({1, 0});
        QTest::keyClick(&editor, Qt::Key_Minus);
        QCOMPARE(editor.range().squares, (QList<QPoint>{{2, 0}, {1, 0}, {2, -1}}));
        QTest::keyClick(&editor, Qt::Key_Minus);
        QCOMPARE(editor.range().squares, (QList<QPoint>{{1, 0}, {2, 0}, {2, -1}}));
        QCOMPARE(editor.range().toJson(),
                 QJsonValue(QJsonArray{QJsonArray{1, 0}, QJsonArray{2, 0}, QJsonArray{2, -1}}));

        // The whole board, and back to the squares.
        QTest::mouseClick(editor.wholeBoardBox(), Qt::LeftButton, {},
                          QPoint(8, editor.wholeBoardBox()->height() / 2));
        QVERIFY(editor.range().board);
        QCOMPARE(editor.range().toJson(), QJsonValue(QStringLiteral("board")));
        QTest::mouseClick(&editor, Qt::LeftButton, {}, editor.cellRect({-1, 0}).center());
        QVERIFY(editor.range().squares.isEmpty()); // no square while the whole board is set
        QTest::mouseClick(editor.wholeBoardBox(), Qt::LeftButton, {},
                          QPoint(8, editor.wholeBoardBox()->height() / 2));
        QCOMPARE(editor.range().squares, (QList<QPoint>{{1, 0}, {2, 0}, {2, -1}}));
        QCOMPARE(spy.last().at(0).value<RrRange>(), editor.range());
    }

    void scoreSheetNamesTheWinner()
    {
        QVERIFY(reachInvasion());
        QVERIFY(finishInvasion());
        QVERIFY(m_game.recordAll({summon("A", "t-imp"), summon("C", "t-imp"), mk("end-round", -1),
                                  deal(), mk("pick-command", 1, {{"command", "advance"}}),
                                  mk("declare-victory", 0), mk("command-done", -1)}));
        QVERIFY(m_game.session()->guidance().finished);
        const auto result = m_game.session()->result();
        QVERIFY(result);
        RrScoreSheet sheet;
        sheet.setResult(std::dynamic_pointer_cast<const RrState>(m_game.session()->state()),
                        result);
        const QString text = sheet.plainText();
        QVERIFY2(text.contains(QStringLiteral("Victory declared")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Ann wins by declaring victory")));
        const QStringList lines = text.split(QLatin1Char('\n'));
        QString annLine, benLine;
        for (const QString &l : lines) {
            if (l.contains(QStringLiteral("\tAnn\t")))
                annLine = l;
            if (l.contains(QStringLiteral("\tBen\t")))
                benLine = l;
        }
        QVERIFY2(annLine.startsWith(QStringLiteral("1\t")), qPrintable(text));
        QVERIFY(annLine.contains(QStringLiteral("Winner")));
        QVERIFY(!benLine.isEmpty());
        QVERIFY(!benLine.contains(QStringLiteral("Winner")));
        // Ann's threat: the Imp and the Brute on the board plus the two summoned Imps.
        const auto threat = rules::threatTotal(m_game.state(), 0);
        QVERIFY(threat);
        QCOMPARE(annLine.split(QLatin1Char('\t')).at(2), QString::number(*threat));
        // The table: one column per player, the winner first and starred.
        QCOMPARE(sheet.table()->columnCount(), 2);
        QCOMPARE(sheet.table()->horizontalHeaderItem(0)->text(), QStringLiteral("★ Ann"));
        // Alt+Y copies the sheet as text.
        sheet.show();
        sheet.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&sheet));
        QGuiApplication::clipboard()->clear();
        QTest::keyClick(&sheet, Qt::Key_Y, Qt::AltModifier);
        QTRY_COMPARE(QGuiApplication::clipboard()->text(), text);
    }
};

Q_DECLARE_METATYPE(kbz::rr::RrRange)

QTEST_MAIN(TestRrDialogs)
#include "tst_rr_dialogs.moc"
