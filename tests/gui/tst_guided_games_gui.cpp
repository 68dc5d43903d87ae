// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 29, item 1 (Lethal Checkmate, Light Wars, Dungeon Lords): the tool in front is the one
// the guidance's expected step needs, and Enter does what the primary button says. Golden games
// are cut where the guidance changes the step it leads with (the step the table then made), and
// Enter, pressed where the focus is, records that step. Light Wars' map placement, which the
// deploy tool used to answer with "who plays first", and the user's own choice of another step
// within a step are checked too.
#include "../support/GameViewFit.h"
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "core/Session.h"
#include "dungeonlords/DlGameView.h"
#include "dungeonlords/DlRevealTool.h"
#include "lightwars/LwDeployTool.h"
#include "lightwars/LwGameView.h"
#include "lightwars/LwMapBoard.h"
#include "lightwars/LwMapView.h"

#include <QApplication>
#include <QCheckBox>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

using namespace kbz;
using kbz::lw::LwDeployTool;
using kbz::lw::LwGameView;
using kbz::lw::LwMapBoard;

class TestGuidedGamesGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("gamesguided"), QSize(1280, 680)};
    kbz::JournalFile m_file;

    MainWindow *window() const { return m_fixture.window(); }
    GameView *view() const { return window()->gamePage()->gameView(); }
    int steps() const { return window()->session()->index(); }
    Step stepAt(int index) const { return window()->session()->entry(index).record.step; }

    // The golden game tests/data/`game`/`name` played up to `count` steps, the window active.
    bool play(const char *game, const char *name, int count)
    {
        if (!kbztest::readJournal(QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/") +
                                      QLatin1String(game) + QLatin1Char('/') + QLatin1String(name) +
                                      QStringLiteral(".jsonl"),
                                  &m_file))
            return false;
        if (!kbztest::playJournal(window(), m_file, count))
            return false;
        window()->activateWindow();
        return QTest::qWaitForWindowActive(window()) && view();
    }

    // Enter where the focus is (the view's, if the focus is outside it).
    void pressEnter()
    {
        QWidget *focus = QApplication::focusWidget();
        if (!focus || !view()->isAncestorOf(focus))
            focus = view();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // a warning: the table is the truth
        QTest::keyClick(focus, Qt::Key_Return);
    }

    // Cut after `count` steps, the guidance leads with the step the table made next; the tool
    // in front records it, and Enter records it.
    void enterRecordsLead(const char *game, const char *name, int count)
    {
        QVERIFY(play(game, name, count));
        const Guidance g = window()->session()->guidance();
        const QString lead = g.expected.value(0);
        QCOMPARE(lead, m_file.steps.at(count).kind);
        QVERIFY2(view()->frontKinds().contains(lead),
                 qPrintable(QStringLiteral("tool in front: %1, the guidance leads with %2")
                                .arg(view()->frontKinds().join(QLatin1Char(',')), lead)));
        const int before = steps();
        pressEnter();
        QTRY_VERIFY(steps() > before);
        QCOMPARE(stepAt(before).kind, lead);
    }

    LwGameView *lwView() const { return qobject_cast<LwGameView *>(view()); }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void lethalCheckmateByEnter_data()
    {
        QTest::addColumn<int>("count");
        QTest::newRow("second placement") << 1;
        QTest::newRow("escape after an attack") << 3;
        QTest::newRow("end of the turn after a card") << 6;
        QTest::newRow("rotation after reaching the far row") << 10;
        QTest::newRow("refill after the rotation") << 11;
    }
    void lethalCheckmateByEnter()
    {
        QFETCH(int, count);
        enterRecordsLead("lethal-checkmate", "lethal-failed", count);
    }

    void lightWarsByEnter_data()
    {
        QTest::addColumn<int>("count");
        QTest::newRow("first placement on the map") << 1;
        QTest::newRow("last placement on the map") << 4;
        QTest::newRow("first player once placed") << 5;
        QTest::newRow("tactics") << 6;
        QTest::newRow("end of the turn, every unit acted") << 9;
        QTest::newRow("tactics of the other side") << 10;
    }
    void lightWarsByEnter()
    {
        QFETCH(int, count);
        enterRecordsLead("light-wars", "map-castle", count);
    }

    // The placement leads: the map comes forward (even from the units tab) with the focus, the
    // deploy tool's Record places the next unit on a free square of its zone, and the arrow
    // keys move the square Enter places it on.
    void lightWarsPlacementFromTheMap()
    {
        QVERIFY(play("light-wars", "map-castle", 0));
        lwView()->leftTabs()->setCurrentIndex(1); // the user looks at the units
        const auto r = window()->session()->record(m_file.steps.at(0), Session::Confirm::Yes);
        QCOMPARE(int(r.outcome), int(Session::Outcome::Recorded));
        QCoreApplication::processEvents();
        QCOMPARE(lwView()->leftTabs()->currentIndex(), 0);
        QCOMPARE(view()->primaryAction(), lwView()->deployTool()->defaultButton());
        QVERIFY(lwView()->deployTool()->placing());
        LwMapBoard *board = lwView()->mapView()->board();
        QTRY_COMPARE(QApplication::focusWidget(), board);
        const auto first = lwView()->mapView()->placementAt(board->cursorSquare());
        QVERIFY(first);
        const int side = first->actor;
        // Another square by the arrow keys: Enter places the unit there.
        const lw::Square start = board->cursorSquare();
        QTest::keyClick(board, Qt::Key_Right);
        QVERIFY(!(board->cursorSquare() == start));
        const QString at = lw::squareCode(board->cursorSquare());
        const int before = steps();
        pressEnter();
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(stepAt(before).kind, QStringLiteral("place"));
        QCOMPARE(stepAt(before).actor, side);
        QCOMPARE(stepAt(before).payload.value(QStringLiteral("at")).toString(), at);
    }

    // The user's own choice within a step: "Choose who plays first now" while units are still
    // to be placed; Enter records the first player, and the next step places again.
    void lightWarsFirstPlayerChosenByTheUser()
    {
        QVERIFY(play("light-wars", "map-castle", 2));
        LwDeployTool *deploy = lwView()->deployTool();
        QVERIFY(deploy->placing());
        QVERIFY(deploy->firstNowBox()->isVisible());
        deploy->firstNowBox()->setChecked(true);
        QVERIFY(!deploy->placing());
        QCOMPARE(view()->frontKinds(), QStringList{QStringLiteral("first-player")});
        const int before = steps();
        pressEnter();
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(stepAt(before).kind, QStringLiteral("first-player"));
        // Undone, the guidance leads with the placement again and the box is cleared.
        window()->session()->undo();
        QCoreApplication::processEvents();
        QVERIFY(!deploy->firstNowBox()->isChecked());
        QVERIFY(deploy->placing());
        QCOMPARE(view()->frontKinds(), QStringList{QStringLiteral("place")});
    }

    void dungeonLordsByEnter_data()
    {
        QTest::addColumn<int>("count");
        QTest::newRow("plan after the year's setup") << 1;
        QTest::newRow("reveal once everybody planned") << 4;
        QTest::newRow("trap, the first step of the fight") << 5;
        QTest::newRow("the next player's fight") << 8;
        QTest::newRow("release with no tile left") << 14;
    }
    void dungeonLordsByEnter()
    {
        QFETCH(int, count);
        if (count == 4) {
            // The last plan recorded brings the reveal forward, the focus on the card's fatigue:
            // a digit, then Enter.
            QVERIFY(play("dungeon-lords", "three-player-year", count - 1));
            const auto r =
                window()->session()->record(m_file.steps.at(count - 1), Session::Confirm::Yes);
            QCOMPARE(int(r.outcome), int(Session::Outcome::Recorded));
            auto *dl = qobject_cast<dl::DlGameView *>(view());
            QVERIFY(dl);
            QCOMPARE(dl->currentTool(), dl->revealTool());
            QTRY_COMPARE(QApplication::focusWidget(), dl->revealTool()->fatigueSpin());
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_2);
            QCOMPARE(dl->revealTool()->fatigueSpin()->value(), 2);
            const int before = steps();
            pressEnter();
            QTRY_COMPARE(steps(), before + 1);
            QCOMPARE(stepAt(before).kind, QStringLiteral("reveal"));
            return;
        }
        enterRecordsLead("dungeon-lords", "three-player-year", count);
    }
};

QTEST_MAIN(TestGuidedGamesGui)
#include "tst_guided_games_gui.moc"
