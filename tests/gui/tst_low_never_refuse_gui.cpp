// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// "Never block, in every tool of every game" in the Lords of War view, with QTest input only:
// a card placed onto a square that holds one already is recorded anyway and the mat shows both
// cards (stacked, a count badge, a tooltip listing them); a unit that no attack reached is
// marked as fallen in the combat tool (the table removed it), recorded anyway, and the state
// removes it. An offscreen MainWindow on a fresh database.
#include "../support/GuiTestSupport.h"
#include "../support/LowSessionFixture.h"
#include "AnyStepDialog.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "SchemaFieldEditor.h"
#include "Translations.h"
#include "core/Session.h"
#include "lordsofwar/LowCombatTool.h"
#include "lordsofwar/LowGameBerserkerTool.h"
#include "lordsofwar/LowGamePlacementTool.h"
#include "lordsofwar/LowGameView.h"
#include "lordsofwar/LowHandList.h"
#include "lordsofwar/LowMatView.h"
#include "lordsofwar/LowReinforceTool.h"
#include "lordsofwar/LowStepBar.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHelpEvent>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTest>
#include <QToolTip>
#include <QTreeWidget>

using namespace kbz;
using namespace kbz::low;

namespace {

QPoint sq(const char *name)
{
    return {name[0] - 'A', name[1] - '1'};
}

} // namespace

class TestLowNeverRefuseGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("lownr")};

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

    // The units on `square` in the state, the oldest first (card ids).
    QStringList cardsOn(const char *square) const
    {
        QStringList out;
        for (const LowUnit &u : state().units)
            if (u.at == sq(square))
                out.append(u.card);
        return out;
    }

    bool startGame()
    {
        if (!window()->startGame(QStringLiteral("lords-of-war"),
                                 kbztest::LowSessionFixture::config(), QStringLiteral("Table")))
            return false;
        QCoreApplication::processEvents();
        if (!view())
            return false;
        view()->placementTool()->quickTurnBox()->setChecked(false);
        return true;
    }

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

    // The card clicked in the hand, then the square on the mat (any square: the table's).
    void place(const char *card, const char *square)
    {
        clickCard(card);
        if (QTest::currentTestFailed())
            return;
        LowMatView *mat = view()->mat();
        QVERIFY(mat->isPicking());
        const QRect r = mat->squareRect(sq(square));
        QVERIFY2(r.isValid(), square);
        QTest::mouseMove(mat, r.center());
        QTest::mouseClick(mat, Qt::LeftButton, {}, r.center());
    }

    void pressEnter(const char *kind)
    {
        const int before = steps();
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, Qt::Key_Return);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(lastKind(), QString::fromLatin1(kind));
    }

    // The combat (if any) and the draw, with Enter.
    void endTurn()
    {
        if (view()->currentTool() == view()->combatTool()) {
            pressEnter("resolve");
            if (QTest::currentTestFailed())
                return;
        }
        QTRY_COMPARE(view()->currentTool(), static_cast<QWidget *>(view()->reinforceTool()));
        pressEnter("draw");
    }

    // Ann's Butcher on D5, Ben's Slugger on C3: the opening challenge.
    void playOpening()
    {
        QVERIFY(startGame());
        place("orc-butcher", "D5");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(steps(), 1);
        endTurn();
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(state().active, 1);
        const int before = steps();
        place("dwarf-slugger", "C3");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(steps(), before + 1);
        endTurn();
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(state().active, 0);
    }

    // The mat's tooltip on `square`, as a hovering mouse shows it.
    QString matToolTip(const char *square)
    {
        LowMatView *mat = view()->mat();
        const QPoint pos = mat->squareRect(sq(square)).center();
        QHelpEvent help(QEvent::ToolTip, pos, mat->mapToGlobal(pos));
        QApplication::sendEvent(mat, &help);
        if (!QToolTip::isVisible())
            return {};
        const QString text = QToolTip::text();
        QToolTip::hideText();
        return text;
    }

    // The step bar's combos, as a player uses them (Tab there, the arrow keys).
    void chooseKind(LowStepBar::Kind kind)
    {
        QComboBox *box = view()->stepBar()->kindBox();
        kbztest::chooseWithKeys(box, box->findData(int(kind)));
    }
    void chooseSeat(int seat)
    {
        QComboBox *box = view()->stepBar()->seatBox();
        kbztest::chooseWithKeys(box, box->findData(seat));
    }

    // Ctrl+E, as a player opens the "any step" form; nullptr if it did not open.
    AnyStepDialog *openAnyStep()
    {
        window()->activateWindow();
        if (!QTest::qWaitForWindowActive(window()))
            return nullptr;
        QWidget *focus = QApplication::focusWidget();
        QTest::keyClick(focus && focus->window() == window() ? focus : window(), Qt::Key_E,
                        Qt::ControlModifier);
        AnyStepDialog *dialog = window()->gamePage()->anyStepDialog();
        if (dialog && !QTest::qWaitForWindowExposed(dialog))
            return nullptr;
        return dialog;
    }

    QTreeWidgetItem *combatRow(const QString &label) const
    {
        QTreeWidget *table = view()->combatTool()->table();
        for (int row = 0; row < table->topLevelItemCount(); ++row)
            if (table->topLevelItem(row)->text(LowCombatTool::UnitColumn) == label)
                return table->topLevelItem(row);
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    // Ann's Ravager put onto her Butcher's square D5: the placement warns (the square is
    // taken), is recorded anyway, the state keeps both cards, and the mat shows both: a count
    // badge and a tooltip naming each card, in English and in Japanese.
    void placementOntoAnOccupiedSquareShowsBothCards()
    {
        playOpening();
        if (QTest::currentTestFailed())
            return;
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        place("orc-ravager-2", "D5");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY2(MessageBoxes::lastText().contains(QLatin1String("low.place.contact")),
                 qPrintable(MessageBoxes::lastText()));
        QCOMPARE(lastKind(), QStringLiteral("place"));
        QCOMPARE(cardsOn("D5"), (QStringList{"orc-butcher", "orc-ravager-2"}));

        LowMatView *mat = view()->mat();
        QString tip = matToolTip("D5");
        QVERIFY2(tip.contains(QLatin1String("Orc Butcher")) &&
                     tip.contains(QLatin1String("Orc Ravager")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("2 cards on D5")), qPrintable(tip));
        // The top card is the last placed: it comes first.
        QVERIFY(tip.indexOf(QLatin1String("Orc Ravager")) <
                tip.indexOf(QLatin1String("Orc Butcher")));
        mat->grab(); // paints
        QCOMPARE(mat->stackBadges(), QStringList{QStringLiteral("D5: 2")});
        m_fixture.shot(QStringLiteral("low-stacked-square.png"));

        Translations::install(Lang::Ja);
        QCoreApplication::processEvents();
        tip = matToolTip("D5");
        QVERIFY2(tip.contains(QStringLiteral("D5に2枚")), qPrintable(tip));
        mat->grab();
        QCOMPARE(mat->stackBadges(), QStringList{QStringLiteral("D5: 2")});
    }

    // Ann's Ravager on B4 by contact destroys Ben's Slugger on C3. The table also removed Ann's
    // Butcher on D5, which nothing attacked: the combat tool lists it after the attacked unit,
    // unticked and marked (the rule id in its tooltip); ticked, the preview warns, the record-
    // anyway question is answered Yes, and both units leave the mat.
    void unitNotAttackedFalls()
    {
        playOpening();
        if (QTest::currentTestFailed())
            return;
        place("orc-ravager-2", "B4");
        if (QTest::currentTestFailed())
            return;
        LowGameView *v = view();
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->combatTool()));
        LowCombatTool *combat = v->combatTool();
        QTreeWidget *table = combat->table();
        QCOMPARE(table->topLevelItem(0)->text(LowCombatTool::UnitColumn),
                 QStringLiteral("Dwarf Slugger (C3)"));
        QCOMPARE(table->topLevelItem(0)->checkState(LowCombatTool::UnitColumn), Qt::Checked);
        QTreeWidgetItem *butcher = combatRow(QStringLiteral("Orc Butcher (D5)"));
        QVERIFY(butcher);
        QCOMPARE(butcher->checkState(LowCombatTool::UnitColumn), Qt::Unchecked);
        QVERIFY2(butcher->toolTip(LowCombatTool::UnitColumn)
                     .contains(QLatin1String("low.combat.strictly-greater")),
                 qPrintable(butcher->toolTip(LowCombatTool::UnitColumn)));
        QVERIFY(table->indexOfTopLevelItem(butcher) > 0); // after the attacked unit
        const int uid = state().unitAt(sq("D5"))->uid;

        // The row clicked, Space ticks it.
        table->scrollToItem(butcher);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualItemRect(butcher).center());
        QCOMPARE(table->currentItem(), butcher);
        QTest::keyClick(table, Qt::Key_Space);
        butcher = combatRow(QStringLiteral("Orc Butcher (D5)"));
        QVERIFY(butcher);
        QCOMPARE(butcher->checkState(LowCombatTool::UnitColumn), Qt::Checked);
        QVERIFY(combat->destroyed().contains(uid));
        QVERIFY2(combat->destroyedLabel()->text().contains(QLatin1String("Orc Butcher")),
                 qPrintable(combat->destroyedLabel()->text()));
        QVERIFY2(
            combat->previewLabel()->text().contains(QLatin1String("low.combat.strictly-greater")),
            qPrintable(combat->previewLabel()->text()));

        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        QTest::mouseClick(combat->confirmButton(), Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QCOMPARE(lastKind(), QStringLiteral("resolve"));
        QVERIFY(window()->session()->entry(before).record.overridden);
        QVERIFY(!state().unitAt(sq("D5")));
        QVERIFY(!state().unitAt(sq("C3")));
        QVERIFY(state().unitAt(sq("B4")));
    }

    // Two cards on D5 (Ann's Ravager recorded onto her Butcher): the combat uses the card on
    // top, the Ravager, which the table sees. Ben's Dowager on E5 points its arrow (5) at D5:
    // the Ravager (defence 3) falls; the Butcher beneath takes no hit and deals none (its E
    // arrow of 3 would destroy the Dowager; the Ravager has no arrow there). The combat tool,
    // the mat's badges, the journal line and the validators (no warning: Enter records) agree.
    void combatOnAStackedSquareUsesTheTopCard()
    {
        playOpening();
        if (QTest::currentTestFailed())
            return;
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway: D5 is taken
        place("orc-ravager-2", "D5");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(cardsOn("D5"), (QStringList{"orc-butcher", "orc-ravager-2"}));
        endTurn();
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(state().active, 1);
        const int ravager = state().units.last().uid;
        QCOMPARE(state().unitAt(sq("D5"))->uid, ravager); // the top card

        place("dwarf-dowager-2", "E5");
        if (QTest::currentTestFailed())
            return;
        LowGameView *v = view();
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->combatTool()));
        LowCombatTool *combat = v->combatTool();
        QCOMPARE(combat->destroyed(), QList<int>{ravager});
        QCOMPARE(combat->table()->topLevelItem(0)->text(LowCombatTool::UnitColumn),
                 QStringLiteral("Orc Ravager (D5)"));
        QTreeWidgetItem *dowager = combatRow(QStringLiteral("Dwarf Dowager (E5)"));
        QVERIFY(dowager);
        QVERIFY(dowager->data(LowCombatTool::UnitColumn, LowCombatTool::NotAttackedRole).toBool());
        QCOMPARE(dowager->checkState(LowCombatTool::UnitColumn), Qt::Unchecked);
        v->mat()->grab(); // paints
        QCOMPARE(v->mat()->combatBadges(), QStringList{QStringLiteral("D5: 5 > 3")});
        QCOMPARE(v->mat()->crossedUnits(), QList<int>{ravager});
        QVERIFY2(!combat->previewLabel()->text().contains(QLatin1String("low.")),
                 qPrintable(combat->previewLabel()->text()));

        pressEnter("resolve"); // no warning: no question
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!window()->session()->entry(steps() - 1).record.overridden);
        const QString line = window()->session()->entry(steps() - 1).description.text(Lang::En);
        QVERIFY2(line.contains(QLatin1String("Orc Ravager (D5, 5 > 3)")) &&
                     !line.contains(QLatin1String("Dowager")),
                 qPrintable(line));
        QCOMPARE(cardsOn("D5"), QStringList{"orc-butcher"});
        QCOMPARE(cardsOn("E5"), QStringList{"dwarf-dowager-2"});
    }

    // Issue 35, "a step by the other player, or another kind of step than the phase's one
    // tool": the step bar over the tools preselects the phase's kind and the active player
    // (Enter alone records the common step), and offers every other kind and seat, marked, the
    // rule id in the tooltip. Ben places out of turn from the placement tool (his cards in the
    // hand list); then, the combat pending, Ann draws from the reinforce tool; then a unit not
    // due to advance is moved from the berserker tool. Each is recorded with the warning.
    void otherSeatAndOtherKindFromTheTools()
    {
        playOpening();
        if (QTest::currentTestFailed())
            return;
        LowGameView *v = view();
        LowStepBar *bar = v->stepBar();
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->kind(), LowStepBar::Kind::Place);
        QCOMPARE(bar->seat(), 0);
        QComboBox *kinds = bar->kindBox();
        QCOMPARE(kinds->count(), 4); // every kind of step, whatever the phase
        for (int row = 0; row < kinds->count(); ++row) {
            const bool other = kinds->itemData(row).toInt() != int(LowStepBar::Kind::Place);
            QCOMPARE(kinds->itemData(row, LowStepBar::AgainstRulesRole).toBool(), other);
            if (other)
                QVERIFY2(kinds->itemData(row, Qt::ToolTipRole)
                             .toString()
                             .contains(QLatin1String("low.overview.turn")),
                         qPrintable(kinds->itemText(row)));
        }
        QComboBox *seats = bar->seatBox();
        QCOMPARE(seats->count(), 2);
        QVERIFY(seats->itemData(1, LowStepBar::AgainstRulesRole).toBool());
        QVERIFY(seats->itemText(1).contains(QLatin1String("Ben")));
        QVERIFY2(seats->itemData(1, Qt::ToolTipRole)
                     .toString()
                     .contains(QLatin1String("low.overview.turn")),
                 qPrintable(seats->itemData(1, Qt::ToolTipRole).toString()));

        // Ben places out of turn: his cards, the step his, recorded with the warning.
        chooseSeat(1);
        QCOMPARE(v->placementTool()->seat(), 1);
        QVERIFY(seats->toolTip().contains(QLatin1String("low.overview.turn")));
        m_fixture.shot(QStringLiteral("low-other-seat-en.png"));
        Translations::install(Lang::Ja);
        QCoreApplication::processEvents();
        QVERIFY2(seats->currentText().contains(QStringLiteral("ターン")),
                 qPrintable(seats->currentText()));
        m_fixture.shot(QStringLiteral("low-other-seat-ja.png"));
        Translations::install(Lang::En);
        QCoreApplication::processEvents();
        int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        place("dwarf-dowager-2", "E5");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY2(MessageBoxes::lastText().contains(QLatin1String("low.overview.turn")),
                 qPrintable(MessageBoxes::lastText()));
        Session::Entry entry = window()->session()->entry(before);
        QCOMPARE(entry.record.step.kind, QStringLiteral("place"));
        QCOMPARE(entry.record.step.actor, 1);
        QVERIFY(entry.record.overridden);
        QCOMPARE(cardsOn("E5"), QStringList{"dwarf-dowager-2"});
        // After the step: the phase's kind and the active player again.
        QTRY_COMPARE(bar->kind(), LowStepBar::Kind::Resolve);
        QCOMPARE(bar->seat(), 0);
        QCOMPARE(v->currentTool(), static_cast<QWidget *>(v->combatTool()));

        // The combat pending, Ann draws: the reinforce tool in front, Enter draws.
        chooseKind(LowStepBar::Kind::Reinforce);
        QCOMPARE(v->currentTool(), static_cast<QWidget *>(v->reinforceTool()));
        QVERIFY(kinds->toolTip().contains(QLatin1String("low.overview.turn")));
        QCOMPARE(v->primaryAction(), v->reinforceTool()->drawButton());
        before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QTest::keyClick(kinds, Qt::Key_Return); // Enter: what the primary button says
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        entry = window()->session()->entry(before);
        QCOMPARE(entry.record.step.kind, QStringLiteral("draw"));
        QCOMPARE(entry.record.step.actor, 0);
        QVERIFY(entry.record.overridden);

        // Ben's turn, a placement due: the table moved Ann's Butcher to D4 as if a berserker.
        QTRY_COMPARE(bar->kind(), LowStepBar::Kind::Place);
        chooseKind(LowStepBar::Kind::Berserker);
        LowGameBerserkerTool *berserker = v->berserkerTool();
        QCOMPARE(v->currentTool(), static_cast<QWidget *>(berserker));
        const int butcher = state().unitAt(sq("D5"))->uid;
        QComboBox *units = berserker->unitBox();
        kbztest::chooseWithKeys(units, units->findData(butcher));
        QVERIFY(units->currentData(LowGameBerserkerTool::NotDueRole).toBool());
        QVERIFY(units->toolTip().contains(QLatin1String("low.berserker.forced-move")));
        QVERIFY(v->mat()->isPicking());
        m_fixture.shot(QStringLiteral("low-berserker-out-of-phase.png"));
        before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        const QRect r = v->mat()->squareRect(sq("D4"));
        QTest::mouseMove(v->mat(), r.center());
        QTest::mouseClick(v->mat(), Qt::LeftButton, {}, r.center());
        QTRY_COMPARE(steps(), before + 1);
        entry = window()->session()->entry(before);
        QCOMPARE(entry.record.step.kind, QStringLiteral("berserker-move"));
        QCOMPARE(entry.record.step.actor, 1);
        QVERIFY(entry.record.overridden);
        QCOMPARE(cardsOn("D4"), QStringList{"orc-butcher"});
    }

    // Issue 35, the "any step" form opens on what the tool in front prepares: Ben chosen in
    // the step bar, his Dowager in the hand, E5 under the mouse: Ctrl+E opens "place" by Ben
    // with that card and square. Then, in the reinforce tool's recall, the unit chosen.
    void anyStepOpensOnTheToolsDraft()
    {
        playOpening();
        if (QTest::currentTestFailed())
            return;
        LowGameView *v = view();
        chooseSeat(1);
        clickCard("dwarf-dowager-2");
        if (QTest::currentTestFailed())
            return;
        LowMatView *mat = v->mat();
        QTest::mouseMove(mat, mat->squareRect(sq("E5")).center());
        QCOMPARE(v->placementTool()->previewSquare(), std::optional<QPoint>(sq("E5")));
        AnyStepDialog *form = openAnyStep();
        QVERIFY(form);
        QCOMPARE(form->kindBox()->currentData().toString(), QStringLiteral("place"));
        QCOMPARE(form->actorBox()->currentData().toInt(), 1);
        Step step = form->currentStep();
        QCOMPARE(step.payload.value(QStringLiteral("card")).toString(),
                 QStringLiteral("dwarf-dowager-2"));
        QCOMPARE(step.payload.value(QStringLiteral("at")).toArray(), (QJsonArray{4, 4}));
        form->close();
        QTRY_VERIFY(!window()->gamePage()->anyStepDialog());

        // The recall: Ann's Butcher chosen on the mat.
        chooseSeat(0);
        chooseKind(LowStepBar::Kind::Reinforce);
        QTest::mouseClick(v->reinforceTool()->recallModeButton(), Qt::LeftButton);
        QVERIFY(v->reinforceTool()->isRecalling());
        const QRect r = mat->squareRect(sq("D5"));
        QTest::mouseClick(mat, Qt::LeftButton, {}, r.center());
        QCOMPARE(v->reinforceTool()->chosenUnit(),
                 std::optional<int>(state().unitAt(sq("D5"))->uid));
        form = openAnyStep();
        QVERIFY(form);
        QCOMPARE(form->kindBox()->currentData().toString(), QStringLiteral("recall"));
        QCOMPARE(form->actorBox()->currentData().toInt(), 0);
        step = form->currentStep();
        QCOMPARE(step.payload.value(QStringLiteral("unit")).toInt(), state().unitAt(sq("D5"))->uid);
        form->close();
    }
};

QTEST_MAIN(TestLowNeverRefuseGui)
#include "tst_low_never_refuse_gui.moc"
