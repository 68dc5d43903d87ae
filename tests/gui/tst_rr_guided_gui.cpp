// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 29, item 1 (Rook & Raiders): the tool in front is the one the guidance's expected step
// needs, and Enter does what the primary button says. The golden games are cut where the
// guidance expects the two starting summons, the end of a Recruit everybody carried out, a
// summon of the enemy phase and a heal, and Enter, from where the focus is, records that step.
#include "../support/GameViewFit.h"
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "core/Session.h"
#include "rookraiders/RrBoardView.h"
#include "rookraiders/RrGameView.h"
#include "rookraiders/RrState.h"
#include "rookraiders/RrStepEntry.h"
#include "rookraiders/RrSummonDialog.h"

#include <QApplication>
#include <QJsonArray>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>

using namespace kbz;
using namespace kbz::rr;

class TestRrGuidedGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("rrguided"), QSize(1280, 680)};

    MainWindow *window() const { return m_fixture.window(); }
    RrGameView *view() const
    {
        return qobject_cast<RrGameView *>(window()->gamePage()->gameView());
    }
    int steps() const { return window()->session()->index(); }
    Step lastStep() const { return window()->session()->entry(steps() - 1).record.step; }

    // The golden game `name` played up to `count` steps, the window active.
    bool play(const char *name, int count)
    {
        kbz::JournalFile file;
        if (!kbztest::readJournal(QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/rook-raiders/") +
                                      QLatin1String(name) + QStringLiteral(".jsonl"),
                                  &file))
            return false;
        if (!kbztest::playJournal(window(), file, count))
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

    // Enter with a board in front and focused, as after a click on it.
    void pressEnterOnBoard()
    {
        RrBoardView *board = view()->board(view()->boards()->currentIndex());
        QVERIFY(board);
        board->setFocus();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // a warning: the table is the truth
        QTest::keyClick(board, Qt::Key_Return);
    }

    RrSummonDialog *summonDialog() const
    {
        for (RrSummonDialog *d : view()->findChildren<RrSummonDialog *>())
            if (d->isVisible())
                return d;
        return nullptr;
    }

    // The guidance expects a summon: the summon button is the primary action, the boards offer
    // no square, and Enter, from the board or the view, opens the summon dialog, whose Enter
    // records the summon.
    void enterSummons(const QString &chip, const QString &monster)
    {
        const Guidance g = window()->session()->guidance();
        QCOMPARE(g.expected.value(0), QStringLiteral("summon"));
        QCOMPARE(view()->primaryAction(), view()->summonButton());
        QCOMPARE(view()->frontKinds(), QStringList{QStringLiteral("summon")});
        RrBoardView *board = view()->board(view()->boards()->currentIndex());
        QVERIFY(!board->isPicking());
        const int before = steps();
        pressEnterOnBoard();
        RrSummonDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = summonDialog()) != nullptr);
        QCOMPARE(steps(), before); // nothing placed on A1
        dialog->setChip(chip.at(0).unicode() - 'A');
        QVERIFY(dialog->setMonster(monster));
        dialog->activateWindow();
        QTRY_VERIFY(dialog->isActiveWindow());
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QTest::keyClick(dialog, Qt::Key_Return);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(lastStep().kind, QStringLiteral("summon"));
        QTRY_VERIFY(!summonDialog());
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    // "Summon the two starting monsters": the tool was left on First unit and Enter placed a
    // unit on A1 (rr.setup.first-unit).
    void setupSummonsByEnter()
    {
        QVERIFY(play("full-round", 8));
        enterSummons(QStringLiteral("B"), QStringLiteral("goblin"));
    }

    // "Summon monster 1 of 2" in the enemy phase: the entry was on Recruit or First unit.
    void enemyPhaseSummonByEnter()
    {
        QVERIFY(play("full-round", 43));
        QCOMPARE(window()->session()->guidance().phase, QStringLiteral("enemy"));
        enterSummons(QStringLiteral("B"), QStringLiteral("goblin"));
    }

    // Everybody recruited: the guidance leads with finishing Recruit, the entry follows, and
    // Enter records command-done, not a recruit out of order (rr.command.recruit-order).
    void recruitFinishedByEnter()
    {
        QVERIFY(play("castle-defeat", 23));
        const Guidance g = window()->session()->guidance();
        QCOMPARE(g.expected.value(0), QStringLiteral("command-done"));
        // The guidance names the command to finish (issue 29, item 7).
        QCOMPARE(g.hints.value(0).english(),
                 QStringLiteral("Everybody has recruited: finish Recruit"));
        QCOMPARE(view()->entry()->kind(), QStringLiteral("command-done"));
        QCOMPARE(view()->frontKinds(), QStringList{QStringLiteral("command-done")});
        const int before = steps();
        pressEnter();
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(lastStep().kind, QStringLiteral("command-done"));
    }

    // While somebody has not recruited, the recruit leads (and the guidance says so first).
    void recruitLeadsWhileSomeoneHasNot()
    {
        QVERIFY(play("castle-defeat", 21));
        const Guidance g = window()->session()->guidance();
        QCOMPARE(g.expected.value(0), QStringLiteral("recruit"));
        QCOMPARE(view()->entry()->kind(), QStringLiteral("recruit"));
    }

    // A heal that can be recorded: Enter on the board records it as the button says; Space
    // adds another target.
    void healRecordsByEnter()
    {
        QVERIFY(play("full-round", 37));
        RrStepEntry *entry = view()->entry();
        QCOMPARE(entry->kind(), QStringLiteral("heal"));
        const auto prepared = entry->step();
        QVERIFY(prepared);
        QVERIFY(entry->enterRecords());
        RrBoardView *board = view()->board(entry->actor());
        QCOMPARE(view()->boards()->currentIndex(), entry->actor());
        QVERIFY(board->isPicking());
        QVERIFY(!board->enterChooses());
        const int before = steps();
        pressEnterOnBoard();
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(lastStep().kind, QStringLiteral("heal"));
        QCOMPARE(lastStep().payload.value(QStringLiteral("heals")),
                 prepared->payload.value(QStringLiteral("heals")));
    }

    void healSpaceAddsATarget()
    {
        QVERIFY(play("full-round", 37));
        RrStepEntry *entry = view()->entry();
        QCOMPARE(entry->kind(), QStringLiteral("heal"));
        const auto prepared = entry->step();
        QVERIFY(prepared);
        RrBoardView *board = view()->board(entry->actor());
        // Another ally (not hurt: marked, against the rules) as a second target.
        const auto marked = entry->markedSquares();
        QVERIFY(!marked.isEmpty());
        const Square at = marked.first().first;
        board->setCursorSquare(at);
        board->setFocus();
        const int before = steps();
        QTest::keyClick(board, Qt::Key_Space);
        QCOMPARE(steps(), before);
        const auto after = entry->step();
        QVERIFY(after);
        QVERIFY(after->payload != prepared->payload);
    }
};

QTEST_MAIN(TestRrGuidedGui)
#include "tst_rr_guided_gui.moc"
