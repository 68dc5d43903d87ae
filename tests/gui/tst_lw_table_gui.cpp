// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Light Wars at the table, with QTest input only (the second playtest): an archer's shot stays
// a shot when its target is clicked on the map, and a shot's target is one in range; a facing
// chosen with the facing buttons is recorded by Record; each side deploys facing its own way
// forward; a unit that already acted joins a joint attack when clicked (marked, and recorded
// with the warning); the first player is recorded whoever the table says decided, and on tied
// dice or none, with the warning citing the rule.
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

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPushButton>
#include <QRadioButton>
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
// Blue decides who plays first. `even`: king and infantry each, nothing decides but dice.
GameConfig config(bool even = false)
{
    const QString king = QStringLiteral("king");
    const QString infantry = QStringLiteral("infantry");
    const QString archer = QStringLiteral("archer");
    GameConfig c;
    c.players = {{QStringLiteral("Ann"), QStringLiteral("red")},
                 {QStringLiteral("Ben"), QStringLiteral("blue")}};
    c.options = {
        {QStringLiteral("budget"), 20},
        {QStringLiteral("turns"), 5},
        {QStringLiteral("cards"), cards()},
        {QStringLiteral("armies"), even ? QJsonArray{army({king, infantry}), army({king, infantry})}
                                        : QJsonArray{army({king, infantry, infantry, archer}),
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

class TestLwTableGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("lwtable")};

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
    void startOnTheMap()
    {
        QVERIFY(window()->startGame(QStringLiteral("light-wars"), config(), QStringLiteral("T")));
        QCoreApplication::processEvents();
        QVERIFY(view());
        record("deploy", -1, {{QStringLiteral("method"), QStringLiteral("screen")}});
        record("place", 0, at(0, "d1", "n"));
        record("place", 0, at(1, "e4", "n"));
        record("place", 0, at(2, "f5", "w"));
        record("place", 0, at(3, "b3", "n"));
        record("place", 1, at(0, "d8", "s"));
        record("place", 1, at(1, "e5", "s"));
        record("place", 1, at(2, "b6", "s"));
        record("first-player", 1, {{QStringLiteral("side"), 0}, {QStringLiteral("decidedBy"), 1}});
        record("tactics", 0, {{QStringLiteral("tiles"), QJsonArray()}});
        QTRY_COMPARE(view()->currentTool(), static_cast<QWidget *>(view()->actionTool()));
        view()->leftTabs()->setCurrentIndex(0); // the map
    }

    // Deployed behind a screen with every unit placed: who plays first is next.
    void startAtFirstPlayer(bool even)
    {
        QVERIFY(window()->startGame(QStringLiteral("light-wars"), config(even),
                                    QStringLiteral("First")));
        QCoreApplication::processEvents();
        QVERIFY(view());
        record("deploy", -1, {{QStringLiteral("method"), QStringLiteral("screen")}});
        record("place", 0, at(0, "d1", "n"));
        record("place", 0, at(1, "c2", "n"));
        record("place", 1, at(0, "d8", "s"));
        record("place", 1, at(1, "c7", "s"));
        if (!even) {
            record("place", 0, at(2, "e2", "n"));
            record("place", 0, at(3, "f2", "n"));
            record("place", 1, at(2, "e7", "s"));
        }
        QTRY_VERIFY(view()->deployTool()->deciderText().contains(QLatin1String("plays first")));
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

    // The archer chosen on the map, then Shoot: the target in range is proposed (not the king),
    // a click on it keeps the shot a shot, and a lost roll costs the archer nothing.
    void shotStaysAShot()
    {
        startOnTheMap();
        if (QTest::currentTestFailed())
            return;
        LwActionTool *tool = view()->actionTool();
        LwAttackCalculator *calc = tool->calculator();
        clickSquare("b3");
        QCOMPARE(tool->unit(), 3);
        QTest::mouseClick(tool->kindButton(QStringLiteral("shoot")), Qt::LeftButton);
        QCOMPARE(tool->kind(), QStringLiteral("shoot"));
        QVERIFY(calc->isShoot());
        QCOMPARE(calc->attackers(), QList<int>{3});
        QCOMPARE(calc->target(), 2); // Blue's archer, three squares ahead; the king is not
        clickSquare("b6");
        QCOMPARE(tool->kind(), QStringLiteral("shoot"));
        QVERIFY(calc->shootBox()->isChecked());
        QCOMPARE(calc->attackers(), QList<int>{3});
        QCOMPARE(calc->target(), 2);
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // would be asked on a warning
        rollAndRecord(1, 6);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 1); // no warning: nothing asked
        MessageBoxes::clearAnswers();
        const Step shot = stepAt(before);
        QCOMPARE(shot.kind, QStringLiteral("attack"));
        QVERIFY(shot.payload.value(QStringLiteral("shoot")).toBool());
        QVERIFY(!hasWarnings(findingsAt(before)));
        QVERIFY(!state().armies[0].units.at(3).removed);
        QVERIFY(!state().armies[1].units.at(2).removed);
    }

    // A shot prepared before any archer is chosen on the map: a click on an enemy in an
    // archer's range shoots with that archer.
    void shotPreparedThenTargetClicked()
    {
        startOnTheMap();
        if (QTest::currentTestFailed())
            return;
        LwActionTool *tool = view()->actionTool();
        QTest::mouseClick(tool->kindButton(QStringLiteral("shoot")), Qt::LeftButton);
        QCOMPARE(tool->kind(), QStringLiteral("shoot"));
        clickSquare("b6");
        QCOMPARE(tool->kind(), QStringLiteral("shoot"));
        QVERIFY(tool->calculator()->isShoot());
        QCOMPARE(tool->calculator()->attackers(), QList<int>{3});
        QCOMPARE(tool->calculator()->target(), 2);
    }

    // The unit chosen on the map, a facing chosen with the buttons, Record: the unit turns where
    // it stands, and the journal says so.
    void facingRecordedByRecord()
    {
        startOnTheMap();
        if (QTest::currentTestFailed())
            return;
        LwActionTool *tool = view()->actionTool();
        clickSquare("e4");
        QCOMPARE(tool->unit(), 1);
        QCOMPARE(tool->kind(), QStringLiteral("move"));
        QTest::mouseClick(view()->mapView()->facingButton(Dir::E), Qt::LeftButton);
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(tool->recordButton(), Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 1); // no warning: nothing asked
        const Step move = stepAt(before);
        QCOMPARE(move.kind, QStringLiteral("move"));
        QCOMPARE(move.payload.value(QStringLiteral("facing")).toString(), QStringLiteral("e"));
        QCOMPARE(move.payload.value(QStringLiteral("to")).toString(), QStringLiteral("e4"));
        QCOMPARE(state().armies[0].units.at(1).facing, Dir::E);
        QVERIFY2(lineAt(before).contains(QLatin1String("turns on e4 to face")),
                 qPrintable(lineAt(before)));
        // A wait with a facing chosen turns the unit too, and says so.
        clickSquare("b3");
        QCOMPARE(tool->unit(), 3);
        QTest::mouseClick(tool->kindButton(QStringLiteral("wait")), Qt::LeftButton);
        QTest::mouseClick(view()->mapView()->facingButton(Dir::W), Qt::LeftButton);
        QTest::mouseClick(tool->recordButton(), Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 2);
        QCOMPARE(stepAt(before + 1).kind, QStringLiteral("wait"));
        QCOMPARE(state().armies[0].units.at(3).facing, Dir::W);
        QVERIFY2(lineAt(before + 1).contains(QLatin1String("turns on b3 to face")),
                 qPrintable(lineAt(before + 1)));
    }

    // Deploying by dice, a facing chosen for one Blue unit: the next placement (Red's) shows
    // Red's own forward facing, and Red's unit faces it.
    void deploymentFacingPerSide()
    {
        QVERIFY(window()->startGame(QStringLiteral("light-wars"), config(true),
                                    QStringLiteral("Deploy")));
        QCoreApplication::processEvents();
        LwGameView *v = view();
        QVERIFY(v);
        record("deploy", -1,
               {{QStringLiteral("method"), QStringLiteral("dice")},
                {QStringLiteral("dice"), QJsonArray{5, 2}}}); // Red places first
        v->leftTabs()->setCurrentIndex(0);
        LwMapView *map = v->mapView();
        QCOMPARE(map->facing(), Dir::N);
        clickSquare("d1");
        QTRY_COMPARE(steps(), 2);
        // Blue's turn to place: Blue's forward facing is shown.
        QCOMPARE(map->facing(), Dir::S);
        QVERIFY(map->facingButton(Dir::S)->isChecked());
        QTest::mouseClick(map->facingButton(Dir::W), Qt::LeftButton);
        clickSquare("d8");
        QTRY_COMPARE(steps(), 3);
        QCOMPARE(state().armies[1].units.at(0).facing, Dir::W);
        // Red's turn: Red faces Blue's edge again, not the way Blue's unit was turned.
        QCOMPARE(map->facing(), Dir::N);
        QVERIFY(map->facingButton(Dir::N)->isChecked());
        clickSquare("c2");
        QTRY_COMPARE(steps(), 4);
        QCOMPARE(state().armies[0].units.at(1).facing, Dir::N);
    }

    // Red's infantry on f5 has waited; the one on e4 attacks Blue's infantry on e5, and a click
    // on f5 adds the infantry that acted (marked), recorded with the warning.
    void actedUnitJoinsTheAttack()
    {
        startOnTheMap();
        if (QTest::currentTestFailed())
            return;
        record("wait", 0, {{QStringLiteral("unit"), 2}});
        LwActionTool *tool = view()->actionTool();
        LwAttackCalculator *calc = tool->calculator();
        clickSquare("e4");
        clickSquare("e5");
        QTRY_COMPARE(tool->kind(), QStringLiteral("attack"));
        QCOMPARE(calc->attackers(), QList<int>{1});
        const int before = steps();
        clickSquare("f5");
        QCOMPARE(steps(), before); // nothing recorded: no "stays on f5"
        QCOMPARE(calc->attackers(), (QList<int>{1, 2}));
        QCOMPARE(calc->facingCombo(2)->currentIndex(), int(Facing::Side));
        QVERIFY(calc->attackerBox(2)->toolTip().contains(QLatin1String("lw.action.once")));
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        rollAndRecord(2, 1);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY(MessageBoxes::lastText().contains(QLatin1String("already acted")));
        QVERIFY(session()->entry(before).record.overridden);
        QVERIFY(hasRule(findingsAt(before), "lw.action.once"));
        QCOMPARE(stepAt(before).payload.value(QStringLiteral("attackers")).toArray().size(), 2);
        QVERIFY(state().armies[1].units.at(1).removed); // 4 + 4+1 + 2 against 4 + 1
        // The attack is over: a click on a unit of the side selects it again.
        QCOMPARE(tool->kind(), QStringLiteral("move"));
        clickSquare("b3");
        QCOMPARE(tool->unit(), 3);
    }

    // Blue decides by cost; the table says Red decided: Red is offered, marked, and recorded
    // with the warning citing the rule.
    void firstPlayerOtherDecider()
    {
        startAtFirstPlayer(false);
        if (QTest::currentTestFailed())
            return;
        LwDeployTool *tool = view()->deployTool();
        QComboBox *decider = tool->deciderCombo();
        QVERIFY(decider);
        QVERIFY(decider->isVisible());
        QCOMPARE(decider->currentIndex(), 1); // the rules name Blue
        QVERIFY(decider->itemData(0, Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("lw.first-player.decider")));
        QVERIFY(!decider->itemData(1, Qt::ToolTipRole).isValid());
        kbztest::chooseWithKeys(decider, 0);
        kbztest::chooseWithKeys(tool->firstCombo(), 0);
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        QTest::mouseClick(tool->defaultButton(), Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        const Step first = stepAt(before);
        QCOMPARE(first.payload.value(QStringLiteral("decidedBy")).toInt(), 0);
        QCOMPARE(first.actor, 0);
        QVERIFY(hasRule(findingsAt(before), "lw.first-player.decider"));
        QCOMPARE(state().firstSide, 0);
        QVERIFY2(lineAt(before).contains(QLatin1String("Red decides")), qPrintable(lineAt(before)));
    }

    // Nothing decides but dice: tied dice, or none (the table settled it another way), are
    // recorded with the warning citing the tie rule.
    void firstPlayerTiedOrNoDice_data()
    {
        QTest::addColumn<int>("red");
        QTest::addColumn<int>("blue");
        QTest::newRow("tied dice") << 3 << 3;
        QTest::newRow("no dice") << 0 << 0;
    }

    void firstPlayerTiedOrNoDice()
    {
        QFETCH(int, red);
        QFETCH(int, blue);
        startAtFirstPlayer(true);
        if (QTest::currentTestFailed())
            return;
        LwDeployTool *tool = view()->deployTool();
        QVERIFY(tool->die(0)->isVisible());
        if (red > 0) {
            kbztest::typeInto(tool->die(0), QString::number(red));
            kbztest::typeInto(tool->die(1), QString::number(blue));
        }
        QVERIFY(tool->deciderCombo());
        kbztest::chooseWithKeys(tool->deciderCombo(), 1);
        kbztest::chooseWithKeys(tool->firstCombo(), 1);
        QTRY_VERIFY(tool->defaultButton()->isEnabled());
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        QTest::mouseClick(tool->defaultButton(), Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        const Step first = stepAt(before);
        QCOMPARE(first.payload.value(QStringLiteral("decidedBy")).toInt(), 1);
        QCOMPARE(first.payload.contains(QStringLiteral("dice")), red > 0);
        QVERIFY(hasRule(findingsAt(before), "lw.first-player.tie"));
        QCOMPARE(state().firstSide, 1);
        QCOMPARE(state().phase, Phase::Tactics);
    }
};

QTEST_MAIN(TestLwTableGui)
#include "tst_lw_table_gui.moc"
