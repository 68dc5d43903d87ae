// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Rook & Raiders never blocks a step the table made: what the tools offer against the rules is
// drawn marked with its rule id, recording it asks "record anyway?" with the warning, and the
// step changes the state as it changed the table. One test per row of the table of steps, each
// driven with QTest clicks and keys in an offscreen MainWindow; the position before it is
// recorded directly (not under test).
#include "../support/GuiTestSupport.h"
#include "../support/RrSessionFixture.h"
#include "../support/RrTestCards.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "core/Session.h"
#include "rookraiders/RrBoardView.h"
#include "rookraiders/RrCommandRow.h"
#include "rookraiders/RrEndPhasePanel.h"
#include "rookraiders/RrEnemyAssistant.h"
#include "rookraiders/RrGameView.h"
#include "rookraiders/RrRules.h"
#include "rookraiders/RrStepEntry.h"

#include <QComboBox>
#include <QJsonArray>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>

using namespace kbz;
using namespace kbz::rr;

namespace {

Square sq(const char *name)
{
    return *Square::parse(QString::fromLatin1(name));
}

Step mk(const char *kind, int actor, const QJsonObject &payload = {})
{
    return Step{QString::fromLatin1(kind), actor, payload};
}

// A monster summoned at circle `chip`, on Ann's board at `square` (Ben's at its circle).
Step summonTo(const char *chip, const char *monster, const char *square)
{
    return mk("summon", -1,
              {{"chip", chip},
               {"monster", monster},
               {"boards", QJsonArray{QJsonObject{{"seat", 0}, {"to", square}},
                                     QJsonObject{{"seat", 1}, {"to", chip}}}}});
}

// Ann's units (card, square), Ben's fighter on B6, an imp summoned to `imp` and a brute to
// `brute` on Ann's board, the commands dealt and Advance picked by Ann.
QList<Step> advanceWith(const QList<std::pair<const char *, const char *>> &annUnits,
                        const char *imp = "B", const char *brute = "A")
{
    QList<Step> steps;
    for (const auto &[card, square] : annUnits)
        steps.append(mk("setup-unit", 0, {{"card", card}, {"to", square}}));
    steps.append(mk("setup-unit", 1, {{"card", "t-fighter"}, {"to", "B6"}}));
    steps.append(summonTo("B", "t-imp", imp));
    steps.append(summonTo("A", "t-brute", brute));
    steps.append(mk("deal-commands", -1,
                    {{"row", QJsonArray{"advance", "ambush", "rest", "reward", "recruit"}}}));
    steps.append(mk("pick-command", 0, {{"command", "advance"}}));
    return steps;
}

} // namespace

class TestRrNeverBlockGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("rrnb")};

    MainWindow *window() const { return m_fixture.window(); }
    RrGameView *view() const
    {
        return qobject_cast<RrGameView *>(window()->gamePage()->gameView());
    }
    const RrState &state() const
    {
        return static_cast<const RrState &>(*window()->session()->state());
    }
    int steps() const { return window()->session()->index(); }
    Step stepAt(int i) const { return window()->session()->entry(i).record.step; }
    RrStepEntry *entry() const { return view()->entry(); }
    RrBoardView *board() const { return view()->board(0); }

    // A game of the test cards with `position` recorded without the UI (warnings accepted).
    bool startWith(const QList<Step> &position)
    {
        GameConfig config = kbztest::RrSessionFixture::config(kbztest::rrTestCards(
            {QStringLiteral("t-fighter"), QStringLiteral("t-blade"), QStringLiteral("t-healer"),
             QStringLiteral("t-singer"), QStringLiteral("t-imp"), QStringLiteral("t-brute")}));
        config.options.insert(QStringLiteral("monsterDeck"), 10);
        if (!window()->startGame(QStringLiteral("rook-raiders"), config, QStringLiteral("Table")))
            return false;
        for (const Step &step : position) {
            const auto r = window()->session()->record(step, Session::Confirm::Yes);
            if (r.outcome != Session::Outcome::Recorded) {
                qWarning("position step %s not recorded", qPrintable(step.kind));
                return false;
            }
        }
        QCoreApplication::processEvents();
        if (!view())
            return false;
        view()->boards()->setCurrentIndex(0);
        return true;
    }

    void clickSquare(const char *name)
    {
        QVERIFY2(board()->isVisible(), "Ann's board is in front");
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->squareRect(sq(name)).center());
    }

    void clickKind(const char *kind)
    {
        auto *button =
            entry()->findChild<QToolButton *>(QStringLiteral("kind-") + QLatin1String(kind));
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(entry()->kind(), QString::fromLatin1(kind));
    }

    // The squares forgotten (the Clear button), then the acting unit clicked on Ann's board.
    void chooseUnit(const char *square)
    {
        auto *clear = entry()->findChild<QPushButton *>(QStringLiteral("clear"));
        QVERIFY(clear);
        QTest::mouseClick(clear, Qt::LeftButton);
        QVERIFY(entry()->chosenSquares().isEmpty());
        clickSquare(square);
        QCOMPARE(entry()->chosenSquares().value(0), sq(square));
    }

    // Enter on Ann's board records what the entry prepared.
    void pressEnter()
    {
        board()->setFocus();
        QTest::keyClick(board(), Qt::Key_Return);
    }

    // The entry's Record button (Enter on the board still chooses a square while it picks:
    // heals left), the question it asks answered `answer`.
    void recordWith(QMessageBox::StandardButton answer)
    {
        MessageBoxes::setNextAnswer(answer);
        QTest::mouseClick(entry()->recordButton(), Qt::LeftButton);
        QTRY_COMPARE(MessageBoxes::pendingAnswers(), 0);
    }

    void expectPreview(const QString &text)
    {
        QVERIFY2(entry()->previewText().contains(text), qPrintable(entry()->previewText()));
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    // Row 1: a unit moved onto an ally's square. The click chooses the ally's square as the
    // destination (it does not pick the ally to move); the step is refused with what to do,
    // nothing is journaled, and the square it really went to is recorded.
    void moveOntoAnAllyIsRefusedWithWhatToDo()
    {
        QVERIFY(startWith(advanceWith({{"t-fighter", "B5"}, {"t-blade", "B4"}})));
        // The turn proposes Ann's fighter to move.
        QCOMPARE(entry()->kind(), QStringLiteral("move-unit"));
        QCOMPARE(entry()->chosenSquares(), QList<Square>{sq("B5")});
        clickSquare("B4");
        QCOMPARE(entry()->chosenSquares(), (QList<Square>{sq("B5"), sq("B4")}));
        expectPreview(QStringLiteral("B4 holds Test Blade"));
        const int before = steps();
        recordWith(QMessageBox::Ok);
        QCOMPARE(steps(), before);
        QVERIFY2(MessageBoxes::lastText().contains(QStringLiteral("Move Test Blade off B4 first")),
                 qPrintable(MessageBoxes::lastText()));
        // Where it really went: A5 (the squares cleared, the fighter and A5 clicked).
        chooseUnit("B5");
        clickSquare("A5");
        QCOMPARE(entry()->chosenSquares(), (QList<Square>{sq("B5"), sq("A5")}));
        pressEnter(); // a legal move: nothing to confirm
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(stepAt(before).payload.value(QStringLiteral("to")).toString(),
                 QStringLiteral("A5"));
        QVERIFY(unitAt(state().players.at(0), sq("A5")));
    }

    // Row 2: a dice attack on one's own unit. With the attacker chosen the ally is offered,
    // marked with its rule; the click makes it the target, recording warns, the damage is on it.
    void diceAttackOnAnAllyHitsIt()
    {
        QVERIFY(startWith(advanceWith({{"t-fighter", "B5"}, {"t-blade", "B4"}})));
        clickKind("attack");
        chooseUnit("B5");
        QCOMPARE(board()->markedRule(sq("B4")), QStringLiteral("rr.units.range"));
        clickSquare("B4");
        QCOMPARE(entry()->chosenSquares(), (QList<Square>{sq("B5"), sq("B4")}));
        board()->setFocus();
        QTest::keyClick(board(), Qt::Key_3); // the dice by their digit keys
        QTest::keyClick(board(), Qt::Key_4);
        expectPreview(QStringLiteral("[rr.units.range]"));
        const int before = steps();
        recordWith(QMessageBox::Yes);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(stepAt(before).kind, QStringLiteral("attack"));
        QCOMPARE(stepAt(before).payload.value(QStringLiteral("target")).toString(),
                 QStringLiteral("B4"));
        // 3 + 4 + 1 against no defence: 2 damage, on the blade.
        QCOMPARE(unitAt(state().players.at(0), sq("B4"))->damage, 2);
    }

    // Row 3: a first fixed-damage hit on one's own unit: the click is a hit on the ally, not
    // the ally chosen as the actor.
    void fixedDamageOnAnAllyHitsIt()
    {
        QVERIFY(startWith(advanceWith({{"t-blade", "B5"}, {"t-fighter", "B4"}})));
        clickKind("fixed-damage");
        chooseUnit("B5");
        QCOMPARE(board()->markedRule(sq("B4")), QStringLiteral("rr.units.range"));
        clickSquare("B4");
        clickSquare("B4");
        QCOMPARE(entry()->chosenSquares(), (QList<Square>{sq("B5"), sq("B4")}));
        expectPreview(QStringLiteral("[rr.units.range]"));
        const int before = steps();
        recordWith(QMessageBox::Yes);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(stepAt(before).kind, QStringLiteral("fixed-damage"));
        QCOMPARE(unitAt(state().players.at(0), sq("B4"))->damage, 2); // 2 hits of 1
    }

    // Row 4: a Cleric heals a monster (its cube comes off), the Bard sings at a monster (it
    // takes the cube), both offered marked and recorded with a warning.
    void healAndSongOnAMonsterChangeIt()
    {
        QList<Step> position = advanceWith({{"t-healer", "B5"}, {"t-singer", "B4"}}, "B", "B3");
        position.append(mk("adjust-cubes", 0, {{"at", "B3"}, {"delta", 2}}));
        QVERIFY(startWith(position));
        clickKind("heal");
        chooseUnit("B5");
        QCOMPARE(board()->markedRule(sq("B3")), QStringLiteral("rr.units.range"));
        clickSquare("B3");
        expectPreview(QStringLiteral("[rr.units.range]"));
        int before = steps();
        recordWith(QMessageBox::Yes);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(monsterAt(state().players.at(0), sq("B3"))->damage, 1);

        clickKind("bard");
        chooseUnit("B4");
        QCOMPARE(board()->markedRule(sq("B3")), QStringLiteral("rr.attack.bard"));
        clickSquare("B3");
        expectPreview(QStringLiteral("[rr.attack.bard]"));
        // The preview says what recording does: the monster takes the cube.
        expectPreview(QStringLiteral("takes 1 damage"));
        before = steps();
        recordWith(QMessageBox::Yes);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(stepAt(before).kind, QStringLiteral("bard"));
        QCOMPARE(monsterAt(state().players.at(0), sq("B3"))->damage, 2);
    }

    // Row 5: a x2 fixed-damage card used for a third hit: once both hits are in, the monster is
    // still offered (marked against the card) and a third click adds the hit.
    void fixedDamageTakesAThirdHit()
    {
        QVERIFY(startWith(advanceWith({{"t-blade", "B5"}}, "B4", "A")));
        clickKind("fixed-damage");
        chooseUnit("B5");
        clickSquare("B4");
        clickSquare("B4");
        expectPreview(QStringLiteral("2 of 2 hits"));
        QVERIFY(!entry()->wantsSquare());
        QCOMPARE(board()->markedRule(sq("B4")), QStringLiteral("rr.attack.fixed"));
        clickSquare("B4");
        expectPreview(QStringLiteral("3 of 2 hits"));
        expectPreview(QStringLiteral("[rr.attack.fixed]"));
        const int before = steps();
        recordWith(QMessageBox::Yes);
        QTRY_COMPARE(steps(), before + 1);
        const QJsonArray hits = stepAt(before).payload.value(QStringLiteral("hits")).toArray();
        QCOMPARE(hits.first().toObject().value(QStringLiteral("count")).toInt(), 3);
        QVERIFY(!monsterAt(state().players.at(0), sq("B4"))); // the imp (HP 2) is defeated
        QVERIFY(state().players.at(0).defeated.contains(QStringLiteral("t-imp")));
    }

    // Row 6: a player picks a command already carried out this round: the entry's list offers
    // it (marked, the rule in its tooltip) and the command row takes the click on its card;
    // recording warns, and the command picked again is the one running.
    void executedCommandCanBePickedAgain()
    {
        QVERIFY(startWith(advanceWith({{"t-fighter", "B5"}})));
        // The row: a click on the executed Advance asks; answered No, nothing is recorded.
        const int before = steps();
        RrCommandRow *row = view()->commandRow();
        MessageBoxes::setNextAnswer(QMessageBox::No);
        QTest::mouseClick(row, Qt::LeftButton, {}, row->cardRect(0).center());
        QTRY_COMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY2(MessageBoxes::lastText().contains(QStringLiteral("[rr.command.pick]")),
                 qPrintable(MessageBoxes::lastText()));
        QCOMPARE(steps(), before);

        // The entry: Ben picks Advance again from the list.
        clickKind("pick-command");
        auto *actor = entry()->findChild<QComboBox *>(QStringLiteral("actor"));
        kbztest::chooseWithKeys(actor, 1);
        auto *command = entry()->findChild<QComboBox *>(QStringLiteral("command"));
        const int index = command->findData(QStringLiteral("advance"));
        QVERIFY(index >= 0);
        QVERIFY(command->itemData(index, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("[rr.command.pick]")));
        QVERIFY(command->itemData(index, Qt::ForegroundRole).isValid());
        kbztest::chooseWithKeys(command, index);
        expectPreview(QStringLiteral("[rr.command.pick]"));
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(entry()->recordButton(), Qt::LeftButton);
        QTRY_COMPARE(MessageBoxes::pendingAnswers(), 0);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(stepAt(before).actor, 1);
        QCOMPARE(state().runningCommand(), QStringLiteral("advance"));
        QCOMPARE(state().commandPicker, 1);
    }

    // Row 7: support given to a player the ranking leaves out: the player's row is offered,
    // marked with the rule; recording warns and the cube comes off.
    void supportOfferedToAPlayerNotEligible()
    {
        QList<Step> position = advanceWith({{"t-fighter", "B5"}});
        // Ben's imp defeated (one monster fewer than Ann: only Ann is supported), his fighter
        // carries a cube; two summons and every monster acted: the end phase.
        position.append(mk("adjust-cubes", 1, {{"at", "B"}, {"delta", 2}}));
        position.append(mk("adjust-cubes", 1, {{"at", "B6"}, {"delta", 1}}));
        position.append(mk("summon", -1, {{"chip", "C"}, {"monster", "t-imp"}}));
        position.append(mk("summon", -1, {{"chip", "C"}, {"monster", "t-imp"}}));
        QVERIFY(startWith(position));
        for (int guard = 0; guard < 20; ++guard) {
            const RrState &s = state();
            std::optional<Step> act;
            for (int seat = 0; seat < s.players.size() && !act; ++seat)
                if (const RrPiece *m = rules::nextToAct(s.players.at(seat)))
                    act = mk("monster-act", seat, {{"at", m->at.name()}, {"action", "stay"}});
            if (!act)
                break;
            QCOMPARE(window()->session()->record(*act, Session::Confirm::Yes).outcome,
                     Session::Outcome::Recorded);
        }
        QCoreApplication::processEvents();
        QCOMPARE(rules::supportEligible(state()), QList<int>{0});
        auto *panel = view()->findChild<RrEndPhasePanel *>();
        QVERIFY(panel);
        QTRY_VERIFY(panel->isVisible());
        QComboBox *units = panel->supportUnits(1);
        QVERIFY2(units, "Ben's support row is offered");
        QVERIFY(units->parentWidget()->toolTip().contains(QStringLiteral("[rr.end.support]")));
        QCOMPARE(units->currentData().toString(), QStringLiteral("B6"));
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(panel->supportButton(1), Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("[rr.end.support]")));
        QCOMPARE(stepAt(before).kind, QStringLiteral("support"));
        QCOMPARE(stepAt(before).actor, 1);
        QCOMPARE(unitAt(state().players.at(1), sq("B6"))->damage, 0);

        // Ann is supported; a second support for her stays offered, marked, and recorded with
        // the warning (before, her row lost its units and could not be recorded).
        QCOMPARE(window()
                     ->session()
                     ->record(mk("support", 0, {{"at", "B5"}}), Session::Confirm::Yes)
                     .outcome,
                 Session::Outcome::Recorded);
        QCoreApplication::processEvents();
        QComboBox *again = panel->supportUnits(0);
        QVERIFY2(again, "a supported player's row still offers the units");
        QVERIFY(again->parentWidget()->toolTip().contains(QStringLiteral("[rr.end.support]")));
        const int second = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(panel->supportButton(0), Qt::LeftButton);
        QTRY_COMPARE(steps(), second + 1);
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("[rr.end.support]")));
        QCOMPARE(stepAt(second).actor, 0);
    }

    // Row 8: the monsters acted out of the assistant's order: another monster of the board in
    // front is offered (marked), and the next one of another board too; a click makes it the
    // one that acts, and recording it warns where the rules name another.
    void enemyPhaseTakesAnotherMonsterFirst()
    {
        QList<Step> position = advanceWith({{"t-fighter", "B5"}});
        position.append(mk("pick-command", 1, {{"command", "ambush"}}));
        position.append(mk("auto-command", -1));
        position.append(mk("auto-command", -1));
        position.append(mk("command-done", -1));
        QVERIFY(startWith(position));
        auto *assistant = view()->findChild<RrEnemyAssistant *>();
        QVERIFY(assistant);
        QTRY_VERIFY(assistant->isVisible());
        QCOMPARE(assistant->currentSeat(), 0);
        QCOMPARE(assistant->currentMonster()->at, sq("A")); // the brute first, then the imp
        QCOMPARE(board()->markedRule(sq("B")), QStringLiteral("rr.enemy.invasion-order"));
        // Ben's board: his brute, the next there, may act first (a legal choice).
        view()->boards()->setCurrentIndex(1);
        RrBoardView *ben = view()->board(1);
        QVERIFY(ben->offered().contains(sq("A")));
        QTest::mouseClick(ben, Qt::LeftButton, {}, ben->squareRect(sq("A")).center());
        QCOMPARE(assistant->currentSeat(), 1);
        QCOMPARE(assistant->currentMonster()->at, sq("A"));
        // Back on Ann's board, the table took her imp first.
        view()->boards()->setCurrentIndex(0);
        QTRY_VERIFY(board()->isVisible());
        clickSquare("B");
        QCOMPARE(assistant->currentSeat(), 0);
        QCOMPARE(assistant->currentMonster()->at, sq("B"));
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(assistant->confirmButton(), Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("[rr.enemy.invasion-order]")));
        QCOMPARE(stepAt(before).payload.value(QStringLiteral("at")).toString(),
                 QStringLiteral("B"));
        QCOMPARE(stepAt(before).actor, 0);
        QVERIFY(monsterAt(state().players.at(0), sq("A"))); // the brute has still to act
        QVERIFY(!monsterAt(state().players.at(0), sq("A"))->acted);
    }

    // Row 9: the enemy correction takes the square the table used: a monster attacked by a
    // monster (marked, warned, its cubes recorded), a move onto another card (the preview says
    // which card is there and what to record).
    void enemyCorrectionTakesAnySquare()
    {
        QList<Step> position = advanceWith({{"t-fighter", "B5"}});
        position.append(mk("pick-command", 1, {{"command", "ambush"}}));
        position.append(mk("auto-command", -1));
        position.append(mk("auto-command", -1));
        position.append(mk("command-done", -1));
        QVERIFY(startWith(position));
        auto *assistant = view()->findChild<RrEnemyAssistant *>();
        QVERIFY(assistant);
        QTRY_VERIFY(assistant->isVisible());
        QCOMPARE(assistant->currentMonster()->at, sq("A")); // Ann's brute
        auto radio = [assistant](const QString &text) {
            for (QRadioButton *b : assistant->findChildren<QRadioButton *>())
                if (b->text() == text)
                    return b;
            return static_cast<QRadioButton *>(nullptr);
        };
        QTest::mouseClick(assistant->correctButton(), Qt::LeftButton);
        QVERIFY(assistant->isCorrecting());
        QTest::mouseClick(radio(QStringLiteral("&Attack")), Qt::LeftButton, {}, QPoint(6, 6));
        QTRY_COMPARE(board()->markedRule(sq("B")), QStringLiteral("rr.enemy.attack-single"));
        clickSquare("B"); // the brute hit the imp
        QVERIFY(assistant->chosenSquares().contains(sq("B")));
        QSpinBox *damage = assistant->damageBox();
        damage->setFocus();
        damage->selectAll();
        QTest::keyClicks(damage, QStringLiteral("1"));
        QCOMPARE(damage->value(), 1);
        int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(assistant->confirmButton(), Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QCOMPARE(monsterAt(state().players.at(0), sq("B"))->damage, 1);

        // The imp next: the table put it onto the brute's circle.
        QTRY_COMPARE(assistant->currentMonster()->at, sq("B"));
        QTest::mouseClick(assistant->correctButton(), Qt::LeftButton);
        QTest::mouseClick(radio(QStringLiteral("&Move")), Qt::LeftButton, {}, QPoint(6, 6));
        QTRY_VERIFY(assistant->wantsSquare());
        clickSquare("A");
        QCOMPARE(assistant->chosenSquares(), QList<Square>{sq("A")});
        QVERIFY2(assistant->previewText().contains(QStringLiteral("A holds Test Brute")),
                 qPrintable(assistant->previewText()));
        QVERIFY(!assistant->confirmButton()->isEnabled()); // nothing the board could show
    }

    // Row 10: a recruit onto an occupied square: the click (or Space) chooses the square, the
    // cursor stays on it, and the refusal says which card holds it.
    void recruitOntoAnOccupiedSquareSaysWhy()
    {
        QList<Step> position = advanceWith({{"t-fighter", "B5"}});
        position.last() = mk("pick-command", 0, {{"command", "recruit"}});
        QVERIFY(startWith(position));
        QCOMPARE(entry()->kind(), QStringLiteral("recruit"));
        QCOMPARE(entry()->actor(), 0);
        clickSquare("B5");
        QCOMPARE(entry()->chosenSquares(), QList<Square>{sq("B5")});
        QCOMPARE(board()->cursorSquare(), sq("B5"));
        expectPreview(QStringLiteral("B5 holds Test Fighter"));
        const int before = steps();
        recordWith(QMessageBox::Ok);
        QCOMPARE(steps(), before);
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("B5 holds Test Fighter")));
        // With the keyboard: Space on the occupied square chooses it; the cursor stays there.
        auto *clear = entry()->findChild<QPushButton *>(QStringLiteral("clear"));
        QTest::mouseClick(clear, Qt::LeftButton);
        QVERIFY(entry()->chosenSquares().isEmpty());
        board()->setFocus();
        board()->setCursorSquare(sq("B5"));
        QTest::keyClick(board(), Qt::Key_Space);
        QCOMPARE(entry()->chosenSquares(), QList<Square>{sq("B5")});
        QCOMPARE(board()->cursorSquare(), sq("B5"));
    }
};

QTEST_MAIN(TestRrNeverBlockGui)
#include "tst_rr_never_block_gui.moc"
