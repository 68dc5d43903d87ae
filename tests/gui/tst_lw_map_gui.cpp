// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Light Wars on its map in the app (issue 18), with QTest input only: the units placed by
// clicking squares, a move chosen with the keyboard (cursor, Shift+arrow for the facing, Space),
// a click on an adjacent enemy opening the attack calculator with the attacker and its facing
// bonus from the squares, the attack recorded; a move beyond MOVE accepted with its warning
// shown; a game whose card set has no map saying so.
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "core/Session.h"
#include "lightwars/LwActionTool.h"
#include "lightwars/LwAttackCalculator.h"
#include "lightwars/LwCard.h"
#include "lightwars/LwDeployTool.h"
#include "lightwars/LwGameView.h"
#include "lightwars/LwMapBoard.h"
#include "lightwars/LwMapView.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

using namespace kbz;
using namespace kbz::lw;

namespace {

// King 0/2/1, infantry 3/4/2, archer 4/3/1 (shoot), and the shipped default map (7 x 8).
QJsonArray cards(bool withMap)
{
    QJsonArray a = QJsonDocument::fromJson(R"([
      {"id":"king","name":{"en":"King","ja":"王"},"type":"unit","king":true,"cost":0,
       "attack":2,"move":1},
      {"id":"infantry","name":{"en":"Infantry","ja":"歩兵"},"type":"unit","cost":3,
       "attack":4,"move":2},
      {"id":"archer","name":{"en":"Archer","ja":"弓兵"},"type":"unit","cost":4,"attack":3,
       "move":1,"skills":["shoot"]}
    ])")
                       .array();
    if (withMap)
        a.append(LwCardLibrary::shipped().find(QStringLiteral("map"))->toJson());
    return a;
}

QJsonObject army(const QStringList &units)
{
    return {{QStringLiteral("units"), QJsonArray::fromStringList(units)},
            {QStringLiteral("tactics"), QJsonArray()},
            {QStringLiteral("bases"), 10}};
}

// Red: king, infantry (unspent 17); Blue: king, infantry, archer (unspent 13): Red decides.
GameConfig config(bool withMap = true)
{
    GameConfig c;
    c.players = {{QStringLiteral("Ann"), QStringLiteral("red")},
                 {QStringLiteral("Ben"), QStringLiteral("blue")}};
    c.options = {{QStringLiteral("budget"), 20},
                 {QStringLiteral("turns"), 5},
                 {QStringLiteral("cards"), cards(withMap)},
                 {QStringLiteral("armies"),
                  QJsonArray{army({QStringLiteral("king"), QStringLiteral("infantry")}),
                             army({QStringLiteral("king"), QStringLiteral("infantry"),
                                   QStringLiteral("archer")})}}};
    return c;
}

} // namespace

class TestLwMapGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("lwmap")};

    MainWindow *window() const { return m_fixture.window(); }
    LwGameView *view() const
    {
        return qobject_cast<LwGameView *>(window()->gamePage()->gameView());
    }
    const LwState &state() const
    {
        return static_cast<const LwState &>(*window()->session()->state());
    }
    int steps() const { return window()->session()->index(); }
    Step stepAt(int i) const { return window()->session()->entry(i).record.step; }
    void pressEnter() { kbztest::pressEnterOnFocus(view()); }

    void clickSquare(const char *square)
    {
        LwMapBoard *board = view()->mapView()->board();
        const QRect r = board->squareRect(*squareFromCode(QLatin1String(square)));
        QVERIFY2(!r.isEmpty(), square);
        QTest::mouseClick(board, Qt::LeftButton, {}, r.center());
    }

    // Deploys behind a screen by clicking squares, and Red plays first.
    void deployByClicks(const char *blueKing = "d8")
    {
        QVERIFY(window()->startGame(QStringLiteral("light-wars"), config(), QStringLiteral("Map")));
        QCoreApplication::processEvents();
        LwGameView *v = view();
        QVERIFY(v);
        kbztest::pressAlt(Qt::Key_S, window()); // &Screen
        QTRY_VERIFY(v->deployTool()->screenButton()->isChecked());
        pressEnter();
        QTRY_COMPARE(steps(), 1);
        // A square of a zone places that side's next unit, facing the enemy.
        QVERIFY(v->mapView()->statusText().contains(QLatin1String("Red King")));
        clickSquare("d1");
        QTRY_COMPARE(steps(), 2);
        clickSquare("c2");
        clickSquare(blueKing);
        clickSquare("c7");
        clickSquare("e8");
        QTRY_COMPARE(steps(), 6);
        for (int i = 1; i < 6; ++i)
            QCOMPARE(stepAt(i).kind, QStringLiteral("place"));
        QCOMPARE(stepAt(2).payload.value(QStringLiteral("at")).toString(), QStringLiteral("c2"));
        QCOMPARE(stepAt(2).payload.value(QStringLiteral("facing")).toString(), QStringLiteral("n"));
        QCOMPARE(stepAt(4).actor, 1);
        QCOMPARE(stepAt(4).payload.value(QStringLiteral("facing")).toString(), QStringLiteral("s"));
        QCOMPARE(state().armies[1].units.at(2).at, *squareFromCode(QStringLiteral("e8")));
        QVERIFY(window()->session()->entry(5).record.findings.isEmpty());
        // Every unit placed: the first player (Red decides and plays first).
        QVERIFY(v->mapView()->statusText().contains(QLatin1String("Every unit is placed")));
        v->deployTool()->focusEntry();
        pressEnter();
        QTRY_COMPARE(steps(), 7);
        QCOMPARE(stepAt(6).kind, QStringLiteral("first-player"));
        QCOMPARE(state().firstSide, 0);
        pressEnter(); // no tactics
        QTRY_COMPARE(steps(), 8);
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->actionTool()));
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void deployMoveAndAttack()
    {
        deployByClicks();
        if (QTest::currentTestFailed())
            return;
        LwGameView *v = view();
        LwMapView *map = v->mapView();
        // A click on Red's infantry selects it, in the action tool too; its MOVE squares light.
        clickSquare("c2");
        QCOMPARE(map->selectedUnit(), 1);
        QCOMPARE(v->actionTool()->unit(), 1);
        // The keyboard: the cursor up two squares (c4), Shift+Right faces east, then north,
        // Space records the move.
        LwMapBoard *board = map->board();
        QTest::keyClick(board, Qt::Key_Up);
        QTest::keyClick(board, Qt::Key_Up);
        QCOMPARE(board->cursorSquare(), *squareFromCode(QStringLiteral("c4")));
        QTest::keyClick(board, Qt::Key_Right, Qt::ShiftModifier);
        QVERIFY(map->facingButton(Dir::E)->isChecked());
        QTest::mouseClick(map->facingButton(Dir::N), Qt::LeftButton);
        QCOMPARE(map->facing(), Dir::N);
        QTest::keyClick(board, Qt::Key_Space);
        QTRY_COMPARE(steps(), 9);
        QCOMPARE(stepAt(8).kind, QStringLiteral("move"));
        QCOMPARE(stepAt(8).payload.value(QStringLiteral("to")).toString(), QStringLiteral("c4"));
        QCOMPARE(stepAt(8).payload.value(QStringLiteral("facing")).toString(), QStringLiteral("n"));
        QVERIFY(window()->session()->entry(8).record.findings.isEmpty());
        // The king is left: End turn (it waits), Blue declares no tactics.
        QTest::mouseClick(v->actionTool()->endTurnButton(), Qt::LeftButton);
        QTRY_COMPARE(state().active, 1);
        pressEnter();
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->actionTool()));
        const int before = steps();
        // Blue's infantry comes down to c5 (two steps), facing Red's infantry on c4.
        clickSquare("c7");
        QCOMPARE(map->selectedUnit(), 1);
        clickSquare("c5");
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(stepAt(before).payload.value(QStringLiteral("facing")).toString(),
                 QStringLiteral("s"));
        // A click on the adjacent enemy opens the calculator prefilled: the attacker, the side
        // of the target it stands on from the squares (Red's front: +0), the target.
        clickSquare("c4");
        LwAttackCalculator *calc = v->actionTool()->calculator();
        QTRY_COMPARE(v->actionTool()->kind(), QStringLiteral("attack"));
        QCOMPARE(calc->attackers(), QList<int>{1});
        QCOMPARE(calc->target(), 1);
        QCOMPARE(calc->facingCombo(1)->currentIndex(), 0); // front
        calc->attackerDieSpin()->setFocus();
        QTest::keyClick(calc->attackerDieSpin(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(calc->attackerDieSpin(), QStringLiteral("5"));
        QTest::keyClick(calc->defenderDieSpin(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(calc->defenderDieSpin(), QStringLiteral("2"));
        QTRY_VERIFY(v->actionTool()->recordButton()->isEnabled());
        QTest::mouseClick(v->actionTool()->recordButton(), Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 2);
        const Step attack = stepAt(before + 1);
        QCOMPARE(attack.kind, QStringLiteral("attack"));
        QCOMPARE(attack.payload.value(QStringLiteral("attackers"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("facing"))
                     .toString(),
                 QStringLiteral("front"));
        QCOMPARE(attack.payload.value(QStringLiteral("target")).toInt(), 1);
        QVERIFY(state().armies[0].units.at(1).removed); // 4 + 5 against 4 + 2
        // Positional warnings: none on this legal attack.
        for (const Finding &f : window()->session()->entry(before + 1).record.findings)
            QVERIFY2(f.severity != Severity::Warning, qPrintable(f.ruleId));
    }

    // Any square is accepted: a move beyond MOVE is recorded once the warning is confirmed.
    void illegalSquareShowsTheWarning()
    {
        deployByClicks();
        if (QTest::currentTestFailed())
            return;
        clickSquare("d1"); // Red's king, MOVE 1
        QCOMPARE(view()->mapView()->selectedUnit(), 0);
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        clickSquare("d4");
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY(MessageBoxes::lastText().contains(QLatin1String("MOVE is 1")));
        QVERIFY(window()->session()->entry(before).record.overridden);
        QCOMPARE(state().armies[0].units.at(0).at, *squareFromCode(QStringLiteral("d4")));
    }

    // A move onto Blue's Castle (d8, left free) wins at once (lw.victory.castle): the game is
    // over with the move, its summary takes the board's place, and undo takes the victory back
    // for a table that did not notice. The move is far beyond MOVE: recorded once its warning
    // is confirmed.
    void castleMoveWins()
    {
        deployByClicks("a8");
        if (QTest::currentTestFailed())
            return;
        const int before = steps();
        clickSquare("c2");
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        clickSquare("d8");
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QCOMPARE(stepAt(before).kind, QStringLiteral("move"));
        QCOMPARE(state().how, QStringLiteral("castle"));
        QCOMPARE(state().winnerSide, 0);
        QTRY_VERIFY(window()->gamePage()->isGameOverShown());
        window()->undoAction()->trigger();
        QCOMPARE(steps(), before);
        QVERIFY(!window()->session()->result());
        QVERIFY(!window()->gamePage()->isGameOverShown());
    }

    void withoutAMapTheViewSaysSo()
    {
        QVERIFY(window()->startGame(QStringLiteral("light-wars"), config(false),
                                    QStringLiteral("No map")));
        QCoreApplication::processEvents();
        QVERIFY(view());
        QVERIFY(view()->mapView()->statusText().contains(QLatin1String("No map")));
        QVERIFY(view()->mapView()->board()->squareRect({0, 0}).isEmpty());
    }
};

QTEST_MAIN(TestLwMapGui)
#include "tst_lw_map_gui.moc"
