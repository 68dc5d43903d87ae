// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Light Wars never blocks a table step (issue 35), with QTest input only: a move on the map is
// never recorded without its square (Record says "Choose a square", Enter does nothing); a unit
// removed or kept otherwise than the dice gave is corrected from the action tool (warned); a
// unit not placed before the first player is placed by a click on the map (warned); the other
// side's units are offered in the Unit box (marked) and act out of turn from the map; after a
// move the map's selection and the Unit box agree.
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "core/Session.h"
#include "lightwars/LwActionTool.h"
#include "lightwars/LwAttackCalculator.h"
#include "lightwars/LwCard.h"
#include "lightwars/LwGameView.h"
#include "lightwars/LwMapBoard.h"
#include "lightwars/LwMapView.h"

#include <QAction>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>

using namespace kbz;
using namespace kbz::lw;

namespace {

// King 0/2/1, infantry 3/4/2, archer 4/3/1 (shoot), and the shipped default map (7 x 8).
QJsonArray cards()
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
    a.append(LwCardLibrary::shipped().find(QStringLiteral("map"))->toJson());
    return a;
}

QJsonObject army(const QStringList &units)
{
    return {{QStringLiteral("units"), QJsonArray::fromStringList(units)},
            {QStringLiteral("tactics"), QJsonArray()},
            {QStringLiteral("bases"), 10}};
}

// Red: king, two infantry, archer (unspent 10); Blue: king, infantry, archer (unspent 13):
// Blue decides who plays first.
GameConfig config()
{
    const QString king = QStringLiteral("king");
    const QString infantry = QStringLiteral("infantry");
    const QString archer = QStringLiteral("archer");
    GameConfig c;
    c.players = {{QStringLiteral("Ann"), QStringLiteral("red")},
                 {QStringLiteral("Ben"), QStringLiteral("blue")}};
    c.options = {{QStringLiteral("budget"), 20},
                 {QStringLiteral("turns"), 5},
                 {QStringLiteral("cards"), cards()},
                 {QStringLiteral("armies"), QJsonArray{army({king, infantry, infantry, archer}),
                                                       army({king, infantry, archer})}}};
    return c;
}

QJsonObject at(int unit, const char *square, const char *facing)
{
    return {{QStringLiteral("unit"), unit},
            {QStringLiteral("at"), QLatin1String(square)},
            {QStringLiteral("facing"), QLatin1String(facing)}};
}

bool hasRule(const QList<Finding> &findings, const char *rule)
{
    for (const Finding &f : findings)
        if (f.severity == Severity::Warning && f.ruleId == QLatin1String(rule))
            return true;
    return false;
}

} // namespace

class TestLwNeverBlockGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("lwneverblock")};

    MainWindow *window() const { return m_fixture.window(); }
    LwGameView *view() const
    {
        return qobject_cast<LwGameView *>(window()->gamePage()->gameView());
    }
    Session *session() const { return window()->session(); }
    const LwState &state() const { return static_cast<const LwState &>(*session()->state()); }
    int steps() const { return session()->index(); }
    Step stepAt(int i) const { return session()->entry(i).record.step; }
    QList<Finding> findingsAt(int i) const { return session()->entry(i).record.findings; }
    QString lineAt(int i) const { return session()->entry(i).description.text(Lang::En); }

    void record(const char *kind, int actor, const QJsonObject &payload)
    {
        const auto r =
            session()->record({QString::fromLatin1(kind), actor, payload}, Session::Confirm::Yes);
        QCOMPARE(int(r.outcome), int(Session::Outcome::Recorded));
    }

    void clickSquare(const char *square)
    {
        LwMapBoard *board = view()->mapView()->board();
        const QRect r = board->squareRect(*squareFromCode(QLatin1String(square)));
        QVERIFY2(!r.isEmpty(), square);
        QTest::mouseClick(board, Qt::LeftButton, {}, r.center());
    }

    // Red: king d1, infantry e4 (north), infantry f5 (west), archer b3 (north); Blue: king d8,
    // infantry e5 and archer b6 (south). Blue lets Red play first, Red uses no tactics.
    void startOnTheMap(bool archerPlaced = true)
    {
        QVERIFY(window()->startGame(QStringLiteral("light-wars"), config(), QStringLiteral("T")));
        QCoreApplication::processEvents();
        QVERIFY(view());
        record("deploy", -1, {{QStringLiteral("method"), QStringLiteral("screen")}});
        record("place", 0, at(0, "d1", "n"));
        record("place", 0, at(1, "e4", "n"));
        record("place", 0, at(2, "f5", "w"));
        if (archerPlaced)
            record("place", 0, at(3, "b3", "n"));
        record("place", 1, at(0, "d8", "s"));
        record("place", 1, at(1, "e5", "s"));
        record("place", 1, at(2, "b6", "s"));
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // a unit not placed is warned
        session()->record({QStringLiteral("first-player"),
                           1,
                           {{QStringLiteral("side"), 0}, {QStringLiteral("decidedBy"), 1}}},
                          Session::Confirm::Yes);
        MessageBoxes::clearAnswers();
        record("tactics", 0, {{QStringLiteral("tiles"), QJsonArray()}});
        QTRY_COMPARE(view()->currentTool(), static_cast<QWidget *>(view()->actionTool()));
        view()->leftTabs()->setCurrentIndex(0); // the map
    }

    // Types both dice of the attack calculator and clicks Record.
    void rollAndRecord(int attackerDie, int defenderDie)
    {
        LwAttackCalculator *calc = view()->actionTool()->calculator();
        kbztest::typeInto(calc->attackerDieSpin(), QString::number(attackerDie));
        kbztest::typeInto(calc->defenderDieSpin(), QString::number(defenderDie));
        QTRY_VERIFY(view()->actionTool()->recordButton()->isEnabled());
        QTest::mouseClick(view()->actionTool()->recordButton(), Qt::LeftButton);
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init()
    {
        m_fixture.init();
        MessageBoxes::clearAnswers();
    }
    void cleanup()
    {
        MessageBoxes::clearAnswers();
        m_fixture.cleanup();
    }

    // The tool opens on Move with the first unit: Record says what is missing and is
    // disabled, Enter records nothing; a click on the map records the move with its square.
    void moveNeedsItsSquare()
    {
        startOnTheMap();
        if (QTest::currentTestFailed())
            return;
        LwActionTool *tool = view()->actionTool();
        QCOMPARE(tool->kind(), QStringLiteral("move"));
        QCOMPARE(tool->unit(), 0);
        QTRY_VERIFY(!tool->recordButton()->isEnabled());
        QCOMPARE(tool->recordButton()->text(), QStringLiteral("Choose a square"));
        QVERIFY(tool->previewText().contains(QLatin1String("click on the map")));
        const int before = steps();
        tool->unitCombo()->setFocus();
        kbztest::pressEnterOnFocus(view());
        QCoreApplication::processEvents();
        QCOMPARE(steps(), before);
        clickSquare("d1");
        clickSquare("d2");
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(stepAt(before).payload.value(QStringLiteral("to")).toString(),
                 QStringLiteral("d2"));
        QCOMPARE(state().armies[0].units.at(0).at, *squareFromCode(QStringLiteral("d2")));
        // Without a square to choose (a facing chosen: a turn where it stands), Record records.
        QTest::mouseClick(view()->mapView()->facingButton(Dir::E), Qt::LeftButton);
        QTRY_VERIFY(tool->recordButton()->isEnabled());
        QCOMPARE(tool->recordButton()->text(), QStringLiteral("&Record"));
    }

    // Red's infantry wins against Blue's by the dice; the table read it the other way: Blue's
    // infantry is put back and Red's removed, from the Correct menu, each warned.
    void correctionsFromTheTool()
    {
        startOnTheMap();
        if (QTest::currentTestFailed())
            return;
        LwActionTool *tool = view()->actionTool();
        clickSquare("e4");
        clickSquare("e5");
        QTRY_COMPARE(tool->kind(), QStringLiteral("attack"));
        const int before = steps();
        rollAndRecord(6, 1);
        QTRY_COMPARE(steps(), before + 1);
        QVERIFY(state().armies[1].units.at(1).removed);
        // Blue's infantry, removed, chosen in the Unit box: it can be put back.
        int blue = -1;
        for (int i = 0; i < tool->unitCombo()->count(); ++i)
            if (tool->unitCombo()->itemText(i).contains(QLatin1String("Blue Infantry")))
                blue = i;
        QVERIFY(blue >= 0);
        kbztest::chooseWithKeys(tool->unitCombo(), blue);
        QCOMPARE(tool->unitSide(), 1);
        QVERIFY(tool->restoreAction()->isEnabled());
        QVERIFY(!tool->removeAction()->isEnabled());
        QVERIFY(
            tool->restoreAction()->toolTip().contains(QLatin1String("lw.overview.corrections")));
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        tool->restoreAction()->trigger();
        QTRY_COMPARE(steps(), before + 2);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QCOMPARE(stepAt(before + 1).kind, QStringLiteral("restore-unit"));
        QCOMPARE(stepAt(before + 1).actor, 1);
        QVERIFY(hasRule(findingsAt(before + 1), "lw.overview.corrections"));
        QVERIFY(!state().armies[1].units.at(1).removed);
        QCOMPARE(state().unitAt(*squareFromCode(QStringLiteral("e5"))).first, 1);
        QVERIFY2(lineAt(before + 1).contains(QLatin1String("put back by the table")),
                 qPrintable(lineAt(before + 1)));
        // Red's infantry removed instead.
        clickSquare("e4");
        QCOMPARE(tool->unit(), 1);
        QCOMPARE(tool->unitSide(), 0);
        QVERIFY(tool->removeAction()->isEnabled());
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        tool->removeAction()->trigger();
        QTRY_COMPARE(steps(), before + 3);
        QCOMPARE(stepAt(before + 2).kind, QStringLiteral("remove-unit"));
        QVERIFY(state().armies[0].units.at(1).removed);
        QCOMPARE(state().score(1), 3);
    }

    // Red's archer was not placed before the first player was chosen: offered in the Unit box
    // (marked), a click on the map places it, warned.
    void placeFromTheMapAfterDeployment()
    {
        startOnTheMap(false);
        if (QTest::currentTestFailed())
            return;
        LwActionTool *tool = view()->actionTool();
        const int archer = tool->unitCombo()->findData(3);
        QVERIFY(archer >= 0);
        QVERIFY2(tool->unitCombo()->itemText(archer).contains(QLatin1String("not on the map")),
                 qPrintable(tool->unitCombo()->itemText(archer)));
        QVERIFY(tool->unitCombo()
                    ->itemData(archer, Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("lw.deploy.method")));
        kbztest::chooseWithKeys(tool->unitCombo(), archer);
        QCOMPARE(view()->mapView()->selectedUnit(), 3);
        QVERIFY(!tool->recordButton()->isEnabled());
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        clickSquare("b2");
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        const Step placed = stepAt(before);
        QCOMPARE(placed.kind, QStringLiteral("place"));
        QCOMPARE(placed.actor, 0);
        QCOMPARE(placed.payload.value(QStringLiteral("unit")).toInt(), 3);
        QCOMPARE(placed.payload.value(QStringLiteral("at")).toString(), QStringLiteral("b2"));
        QVERIFY(hasRule(findingsAt(before), "lw.deploy.method"));
        QCOMPARE(state().armies[0].units.at(3).at, *squareFromCode(QStringLiteral("b2")));
    }

    // A click on an enemy with a unit of the side chosen stays the attack's target; Blue's
    // infantry chosen in the Unit box (marked) moves out of turn by a click on the map.
    void actForTheOtherSide()
    {
        startOnTheMap();
        if (QTest::currentTestFailed())
            return;
        LwActionTool *tool = view()->actionTool();
        QCOMPARE(tool->unitCombo()->count(), 7); // Red's 4 units, then Blue's 3
        clickSquare("e4");
        clickSquare("e5");
        QTRY_COMPARE(tool->kind(), QStringLiteral("attack"));
        QCOMPARE(tool->calculator()->target(), 1);
        QTest::mouseClick(tool->kindButton(QStringLiteral("move")), Qt::LeftButton);
        int blue = -1;
        for (int i = 0; i < tool->unitCombo()->count(); ++i)
            if (tool->unitCombo()->itemText(i).contains(QLatin1String("Blue Infantry")))
                blue = i;
        QVERIFY(blue >= 0);
        QVERIFY(tool->unitCombo()
                    ->itemData(blue, Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("lw.action.once")));
        kbztest::chooseWithKeys(tool->unitCombo(), blue);
        QCOMPARE(tool->unitSide(), 1);
        QCOMPARE(view()->mapView()->selectedUnit(), 1);
        QCOMPARE(view()->mapView()->selectedSide(), 1);
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        clickSquare("e6");
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        const Step move = stepAt(before);
        QCOMPARE(move.kind, QStringLiteral("move"));
        QCOMPARE(move.actor, 1);
        QCOMPARE(move.payload.value(QStringLiteral("unit")).toInt(), 1);
        QVERIFY(hasRule(findingsAt(before), "lw.action.once"));
        QCOMPARE(state().armies[1].units.at(1).at, *squareFromCode(QStringLiteral("e6")));
        // Back to Red: its next unit in the tool.
        QCOMPARE(tool->unitSide(), 0);
    }

    // After a move on the map, the map's selection and the Unit box show the same unit, and
    // a unit chosen in the box is the one the next click moves.
    void mapAndUnitBoxAgree()
    {
        startOnTheMap();
        if (QTest::currentTestFailed())
            return;
        LwActionTool *tool = view()->actionTool();
        LwMapView *map = view()->mapView();
        clickSquare("b3");
        const int before = steps();
        clickSquare("b4");
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(tool->unit(), map->selectedUnit());
        QCOMPARE(tool->unitSide(), map->selectedSide());
        kbztest::chooseWithKeys(tool->unitCombo(), tool->unitCombo()->findData(0));
        QCOMPARE(map->selectedUnit(), 0);
        clickSquare("d2");
        QTRY_COMPARE(steps(), before + 2);
        QCOMPARE(stepAt(before + 1).payload.value(QStringLiteral("unit")).toInt(), 0);
        QCOMPARE(state().armies[0].units.at(0).at, *squareFromCode(QStringLiteral("d2")));
    }
};

QTEST_MAIN(TestLwNeverBlockGui)
#include "tst_lw_never_block_gui.moc"
