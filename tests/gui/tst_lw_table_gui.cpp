// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Light Wars at the table, with QTest input only (the second playtest): the first player is
// recorded whoever the table says decided, and on tied dice or none, with the warning citing
// the rule.
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "core/Session.h"
#include "lightwars/LwCard.h"
#include "lightwars/LwDeployTool.h"
#include "lightwars/LwGameView.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

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
