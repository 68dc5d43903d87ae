// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// A Lords of War battle played in the app with QTest input only: the two opening placements
// (a card chosen in the list with the mouse or by typing, the opening square clicked on the
// mat), draws with Enter, a placement by contact that destroys a unit, one whose combat leaves
// everyone standing, a catapult's shot chosen in the combat tool and confirmed with Enter, the
// destroyed units counted on top, a recall chosen on the mat, undo (Ctrl+Z) and redo. Then the
// layout at the common window sizes in English and Japanese. An offscreen MainWindow on a
// fresh database.
#include "../support/GuiTestSupport.h"
#include "../support/LowSessionFixture.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "core/Session.h"
#include "lordsofwar/LowCombatTool.h"
#include "lordsofwar/LowCounters.h"
#include "lordsofwar/LowGamePlacementTool.h"
#include "lordsofwar/LowGameView.h"
#include "lordsofwar/LowHandList.h"
#include "lordsofwar/LowMatView.h"
#include "lordsofwar/LowReinforceTool.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTreeWidget>

using namespace kbz;
using namespace kbz::low;

namespace {

QPoint sq(const char *name)
{
    return {name[0] - 'A', name[1] - '1'};
}

} // namespace

class TestLowGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("low")};

    MainWindow *window() const { return m_fixture.window(); }

    LowGameView *view() const
    {
        return qobject_cast<LowGameView *>(window()->gamePage()->gameView());
    }
    const LowState &state() const
    {
        return static_cast<const LowState &>(*window()->session()->state());
    }
    int steps() const { return window()->session()->index(); }
    QString lastKind() const { return window()->session()->entry(steps() - 1).record.step.kind; }

    bool startGame()
    {
        if (!window()->startGame(QStringLiteral("lords-of-war"),
                                 kbztest::LowSessionFixture::config(), QStringLiteral("Table")))
            return false;
        QCoreApplication::processEvents();
        if (!view())
            return false;
        // Each tool on its own: the combat and the draw confirmed here (tst_table_flow_gui
        // plays the quick turn).
        view()->placementTool()->quickTurnBox()->setChecked(false);
        return true;
    }

    void shot(const QString &name) const { m_fixture.shot(name); }

    // The card chosen in the placement tool's list with the mouse.
    void clickCard(const char *id)
    {
        LowGamePlacementTool *tool = view()->placementTool();
        QTRY_COMPARE(view()->currentTool(), static_cast<QWidget *>(tool));
        QListWidget *list = tool->hand()->list();
        for (int row = 0; row < list->count(); ++row) {
            QListWidgetItem *item = list->item(row);
            if (item->data(LowHandDelegate::CardRole).toString() != QLatin1String(id))
                continue;
            list->scrollToItem(item);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(item).center());
            QCOMPARE(tool->currentCard(), QString::fromLatin1(id));
            return;
        }
        QFAIL(id);
    }

    // The card chosen by typing its name into the search field, its square proposed on the
    // button ("Place on C3"); Enter there does what the button says (issue 29).
    void typeCard(const QString &text, const char *id, const char *square)
    {
        LowGamePlacementTool *tool = view()->placementTool();
        QTRY_COMPARE(view()->currentTool(), static_cast<QWidget *>(tool));
        QLineEdit *search = tool->hand()->searchEdit();
        QTRY_VERIFY(search->hasFocus()); // the focus is there after each step
        QTest::keyClicks(search, text);
        QCOMPARE(tool->currentCard(), QString::fromLatin1(id));
        QCOMPARE(tool->placeButton()->text(),
                 LowGamePlacementTool::tr("&Place on %1").arg(QLatin1String(square)));
        QTest::keyClick(search, Qt::Key_Return);
    }

    void clickSquare(const char *name)
    {
        LowMatView *mat = view()->mat();
        const QRect r = mat->squareRect(sq(name));
        QVERIFY2(r.isValid(), name);
        QVERIFY2(mat->offered().contains(sq(name)), name);
        QTest::mouseMove(mat, r.center());
        QTest::mouseClick(mat, Qt::LeftButton, {}, r.center());
    }

    void place(const char *card, const char *square)
    {
        const int before = steps();
        clickCard(card);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(view()->mat()->offered().contains(sq(square)));
        QCOMPARE(view()->mat()->isPicking(), true);
        clickSquare(square);
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(lastKind(), QStringLiteral("place"));
        QCOMPARE(state().unitAt(sq(square)) ? state().unitAt(sq(square))->card : QString(),
                 QString::fromLatin1(card));
    }

    // Enter where the focus is: the tool's default step.
    void pressEnter(const char *kind)
    {
        const int before = steps();
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, Qt::Key_Return);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(lastKind(), QString::fromLatin1(kind));
    }

    // After a placement: the combat (if the engine asks for one) and the draw, with Enter.
    void endTurn()
    {
        if (view()->currentTool() == view()->combatTool()) {
            pressEnter("resolve");
            if (QTest::currentTestFailed())
                return;
        }
        QTRY_COMPARE(view()->currentTool(), static_cast<QWidget *>(view()->reinforceTool()));
        QCOMPARE(view()->reinforceTool()->drawCount(), 1);
        pressEnter("draw");
    }

    void playOpening()
    {
        QVERIFY(startGame());
        LowGameView *v = view();
        QCOMPARE(state().phase, Phase::Opening);
        QCOMPARE(v->currentTool(), static_cast<QWidget *>(v->placementTool()));
        QVERIFY(v->counters()->turnText().contains(QLatin1String("Ann")));
        // Ann: the Butcher on opening square 1 (D5), chosen with the mouse.
        place("orc-butcher", "D5");
        if (QTest::currentTestFailed())
            return;
        endTurn();
        if (QTest::currentTestFailed())
            return;
        // Ben: a Slugger typed into the search; Enter places it on the only legal square, which
        // the button names.
        QTRY_COMPARE(state().active, 1);
        QVERIFY(v->counters()->turnText().contains(QLatin1String("Ben")));
        const int before = steps();
        typeCard(QStringLiteral("slugger"), "dwarf-slugger", "C3");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(state().unitAt(sq("C3")) ? state().unitAt(sq("C3"))->card : QString(),
                 QStringLiteral("dwarf-slugger"));
        endTurn();
    }

    // Turn 3: Ann's Ravager on B4 by contact: its 5 at the Slugger on C3 (defence 3) destroys
    // it. Turn 4: Ben's Slugger on C5 trades 3 against the Butcher's 3: nobody falls.
    void playContact()
    {
        LowGameView *v = view();
        QTRY_COMPARE(state().active, 0);
        QCOMPARE(state().phase, Phase::Place);
        place("orc-ravager-2", "B4");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->combatTool()));
        QTreeWidget *table = v->combatTool()->table();
        QVERIFY(table->topLevelItemCount() >= 1);
        QCOMPARE(table->topLevelItem(0)->text(LowCombatTool::UnitColumn),
                 QStringLiteral("Dwarf Slugger (C3)"));
        QCOMPARE(table->topLevelItem(0)->text(LowCombatTool::TotalColumn),
                 QStringLiteral("5 > 3: falls"));
        QVERIFY(v->combatTool()->confirmButton()->hasFocus());
        pressEnter("resolve");
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!state().unitAt(sq("C3")));
        QVERIFY2(v->counters()->sideText(0).contains(QLatin1String("1 / 20 cards")),
                 qPrintable(v->counters()->sideText(0)));
        endTurn();
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(state().active, 1);
        place("dwarf-slugger-3", "C5");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->combatTool()));
        QVERIFY(v->combatTool()->destroyed().isEmpty());
        endTurn();
    }

    // Turn 5: Ann's Catapult on D6 beside her Butcher. The tool proposes its shot at the Slugger
    // on C5; "no shot" leaves the Slugger standing (Butcher 3, not more than 3), the shot chosen
    // again by keyboard makes 7: the Slugger falls. Enter confirms.
    void playShot()
    {
        LowGameView *v = view();
        QTRY_COMPARE(state().active, 0);
        place("orc-catapult", "D6");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->combatTool()));
        LowCombatTool *combat = v->combatTool();
        const LowUnit *catapult = state().unitAt(sq("D6"));
        const LowUnit *slugger = state().unitAt(sq("C5"));
        QVERIFY(catapult && slugger);
        QCOMPARE(combat->shooters(), QList<int>{catapult->uid});
        QComboBox *combo = combat->shotCombo(catapult->uid);
        QVERIFY(combo);
        QCOMPARE(combo->currentData().toInt(), slugger->uid); // the engine's proposal
        // Keyboard: no shot first ...
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Home);
        QCOMPARE(combo->currentData().toInt(), 0);
        QVERIFY(combat->destroyed().isEmpty());
        QTreeWidgetItem *row = combatRow(QStringLiteral("Dwarf Slugger (C5)"));
        QVERIFY(row);
        QVERIFY(row->text(LowCombatTool::TotalColumn).startsWith(QStringLiteral("3 ≤ 3")));
        // ... then the Slugger again.
        QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(combo->currentData().toInt(), slugger->uid);
        QCOMPARE(combat->destroyed(), QList<int>{slugger->uid});
        row = combatRow(QStringLiteral("Dwarf Slugger (C5)"));
        QVERIFY(row);
        QVERIFY(row->text(LowCombatTool::TotalColumn).startsWith(QLatin1String("7 > 3")));
        shot(QStringLiteral("low-combat.png"));
        const int before = steps();
        QTest::keyClick(combat->confirmButton(), Qt::Key_Return);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(lastKind(), QStringLiteral("resolve"));
        QVERIFY(!state().unitAt(sq("C5")));
        QVERIFY2(v->counters()->sideText(0).contains(QLatin1String("2 / 20 cards")),
                 qPrintable(v->counters()->sideText(0)));
    }

    // Ann recalls her Ravager (not engaged, placed two turns ago, not in this turn's kill):
    // Alt+R, the unit clicked on the mat, Enter. Undo brings it back, redo recalls it again.
    void playRecall()
    {
        LowGameView *v = view();
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->reinforceTool()));
        LowReinforceTool *tool = v->reinforceTool();
        kbztest::pressAlt(Qt::Key_R, window());
        QTRY_VERIFY(tool->isRecalling());
        QVERIFY(v->mat()->offered().contains(sq("B4")));
        // The Butcher and the Catapult took part in the kill: only the Ravager is free to go.
        const QString info = tool->findChild<QLabel *>(QStringLiteral("recallInfo"))->text();
        QVERIFY2(info.endsWith(QLatin1String("May be recalled now: Orc Ravager (B4).")),
                 qPrintable(info));
        clickSquare("B4");
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(tool->chosenUnit(), std::optional<int>(state().unitAt(sq("B4"))->uid));
        QVERIFY2(!tool->previewLabel()->text().contains(QStringLiteral("⚠")),
                 qPrintable(tool->previewLabel()->text()));
        pressEnter("recall");
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!state().unitAt(sq("B4")));
        const int after = steps();

        QTest::keyClick(window(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(steps(), after - 1);
        QVERIFY(state().unitAt(sq("B4")));
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->reinforceTool()));
        QVERIFY(!tool->isRecalling());
        QTest::keyClick(window(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(steps(), after);
        QVERIFY(!state().unitAt(sq("B4")));
        QTRY_VERIFY(state().active == 1);
    }

    // The combat table's row of the unit labelled `label` ("Dwarf Slugger (B4)").
    QTreeWidgetItem *combatRow(const QString &label) const
    {
        QTreeWidget *table = view()->combatTool()->table();
        for (int row = 0; row < table->topLevelItemCount(); ++row)
            if (table->topLevelItem(row)->text(LowCombatTool::UnitColumn) == label)
                return table->topLevelItem(row);
        return nullptr;
    }

    // The texts of the game view that do not fit (see kbztest::clippedTexts), and the mat's
    // names it had to elide.
    QStringList clippedTexts() const
    {
        LowGameView *v = view();
        QStringList out = kbztest::clippedTexts(v);
        v->mat()->grab(); // paints
        for (const QString &text : v->mat()->elidedTexts())
            out.append(QStringLiteral("mat: \"%1\"").arg(text));
        return out;
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void playsABattle()
    {
        playOpening();
        if (QTest::currentTestFailed())
            return;
        shot(QStringLiteral("low-opening.png"));
        playContact();
        if (QTest::currentTestFailed())
            return;
        playShot();
        if (QTest::currentTestFailed())
            return;
        playRecall();
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        // Nothing was recorded against a warning.
        for (int i = 0; i < steps(); ++i)
            QVERIFY2(!window()->session()->entry(i).record.overridden,
                     qPrintable(window()->session()->entry(i).record.step.kind));
        shot(QStringLiteral("low-after-recall.png"));
    }

    // Never refuse a table step (issue 13): the mat highlights the legal squares but takes any
    // square. Ann's opening card on A1 instead of opening square 1: the preview shows the
    // warning with its rule id before recording, the record-anyway question is answered Yes,
    // and the step is in the journal.
    void illegalSquareIsRecordedWithAWarning()
    {
        QVERIFY(startGame());
        LowGameView *v = view();
        clickCard("orc-butcher");
        if (QTest::currentTestFailed())
            return;
        LowMatView *mat = v->mat();
        QCOMPARE(mat->offered(), QList<QPoint>{sq("D5")}); // the legal square, highlighted
        QVERIFY(mat->isPicking());
        const QRect r = mat->squareRect(sq("A1"));
        QTest::mouseMove(mat, r.center());
        QVERIFY2(v->placementTool()->previewLabel()->text().contains(
                     QStringLiteral("[low.place.opening]")),
                 qPrintable(v->placementTool()->previewLabel()->text()));
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        QTest::mouseClick(mat, Qt::LeftButton, {}, r.center());
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        const auto &record = window()->session()->entry(before).record;
        QCOMPARE(record.step.kind, QStringLiteral("place"));
        QVERIFY(record.overridden);
        QCOMPARE(state().unitAt(sq("A1")) ? state().unitAt(sq("A1"))->card : QString(),
                 QStringLiteral("orc-butcher"));
    }

    // Ctrl+T turns the mat: Ben's side at the bottom, and back.
    void turnTheMat()
    {
        QVERIFY(startGame());
        LowGameView *v = view();
        QCOMPARE(v->mat()->bottomSide(), 0);
        QTest::keyClick(window(), Qt::Key_T, Qt::ControlModifier);
        QTRY_COMPARE(v->mat()->bottomSide(), 1);
        QVERIFY(v->turnMatButton()->isChecked());
        QTest::mouseClick(v->turnMatButton(), Qt::LeftButton);
        QCOMPARE(v->mat()->bottomSide(), 0);
    }

    void layoutFits_data() { kbztest::addLayoutRows(); }

    void layoutFits()
    {
        QFETCH(QSize, size);
        QFETCH(bool, japanese);
        m_fixture.applyLayoutRow(size, japanese);
        if (QTest::currentTestFailed())
            return;
        const QString name = kbztest::layoutShotPrefix("low", size, japanese);
        QVERIFY(startGame());
        LowGameView *v = view();
        auto check = [&](const char *phase) {
            kbztest::settleLayouts();
            shot(name + QLatin1String(phase) + QStringLiteral(".png"));
            kbztest::verifyNothingClipped(phase, clippedTexts());
            if (QTest::currentTestFailed())
                return;
            // The mat is the largest part of the view, and its squares are large.
            const QRect square = v->mat()->squareRect(sq("C3"));
            const int least = size.width() >= 1920 ? 100 : 60;
            QVERIFY2(square.width() >= least,
                     qPrintable(
                         QStringLiteral("square %1x%2").arg(square.width()).arg(square.height())));
            QVERIFY2(v->mat()->width() > v->currentTool()->width() * 7 / 5,
                     qPrintable(QStringLiteral("mat %1, tool %2")
                                    .arg(v->mat()->width())
                                    .arg(v->currentTool()->width())));
        };
        check("opening");
        if (QTest::currentTestFailed())
            return;
        // The placement tool with a card chosen, then the combat, then the reinforcement.
        place("orc-butcher", "D5");
        if (QTest::currentTestFailed())
            return;
        if (v->currentTool() == v->combatTool())
            check("combat-opening");
        if (QTest::currentTestFailed())
            return;
        endTurn();
        if (QTest::currentTestFailed())
            return;
        place("dwarf-slugger", "C3");
        if (QTest::currentTestFailed())
            return;
        endTurn();
        if (QTest::currentTestFailed())
            return;
        clickCard("orc-ravager-2");
        if (QTest::currentTestFailed())
            return;
        check("place");
        if (QTest::currentTestFailed())
            return;
        clickSquare("B4");
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->combatTool()));
        check("combat");
        if (QTest::currentTestFailed())
            return;
        pressEnter("resolve");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->reinforceTool()));
        v->reinforceTool()->setRecalling(true);
        check("recall");
    }
};

QTEST_MAIN(TestLowGui)
#include "tst_low_gui.moc"
