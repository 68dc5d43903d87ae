// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// A round of Rook & Raiders played in the app with QTest input only: the setup (free units with
// the mouse and Enter, the two summons in their dialog, the figures the rulebook does not print
// asked the first time a card comes into play), the command row dealt and picked by clicking,
// moves and an attack entered on the board, the enemy phase confirmed with Enter, the end-phase
// checklist, and the threat chart afterwards. An offscreen MainWindow on a fresh database.
#include "../support/GuiTestSupport.h"
#include "../support/RrSessionFixture.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "core/Session.h"
#include "rookraiders/RrBoardView.h"
#include "rookraiders/RrCardLibraryStore.h"
#include "rookraiders/RrCommandRow.h"
#include "rookraiders/RrEndPhasePanel.h"
#include "rookraiders/RrEnemyAssistant.h"
#include "rookraiders/RrEngine.h"
#include "rookraiders/RrFiguresDialog.h"
#include "rookraiders/RrGameView.h"
#include "rookraiders/RrPlayerPanel.h"
#include "rookraiders/RrStepEntry.h"
#include "rookraiders/RrSummonDialog.h"
#include "rookraiders/RrThreatChart.h"
#include "storage/CardStore.h"
#include "storage/Journal.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>

using namespace kbz;
using namespace kbz::rr;

namespace {

// Two fully known units and a fully known monster; the shipped Goblin has only its HP, so the
// app must ask for the rest when it is summoned.
QJsonArray tableCards()
{
    const QByteArray json = R"([
      {"id":"t-fighter","name":{"en":"Test Fighter","ja":"テスト戦士"},"type":"unit","hp":3,
       "move":2,"range":[[1,0]],"skill":"dice","modifier":1},
      {"id":"t-archer","name":{"en":"Test Archer","ja":"テスト射手"},"type":"unit","hp":2,
       "move":1,"range":[[1,0],[2,0],[3,0]],"skill":"dice","modifier":0},
      {"id":"t-singer","name":{"en":"Test Singer","ja":"テスト吟遊詩人"},"type":"unit","hp":2,
       "move":1,"range":"board","skill":"bard"},
      {"id":"t-imp","name":{"en":"Test Imp","ja":"テスト小鬼"},"type":"monster","hp":2,
       "defence":7,"move":1,"range":[[1,0]],"targeting":"single","damage":1,"threat":2,
       "colour":"blue"}
    ])";
    QJsonArray cards = QJsonDocument::fromJson(json).array();
    for (const QJsonValue &v : RrCardLibrary::shipped().toJson())
        cards.append(v);
    return cards;
}

Square sq(const char *name)
{
    return *Square::parse(QString::fromLatin1(name));
}

} // namespace

class TestRrGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("rr")};

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

    bool startGame()
    {
        GameConfig config = kbztest::RrSessionFixture::config(tableCards());
        config.options.insert(QStringLiteral("monsterDeck"), 10);
        if (!window()->startGame(QStringLiteral("rook-raiders"), config, QStringLiteral("Table")))
            return false;
        QCoreApplication::processEvents();
        return view() != nullptr;
    }

    // The dialog now open (a closed one may wait for its deferred deletion).
    template <typename T> T *openDialog() const
    {
        for (T *d : view()->findChildren<T *>())
            if (d->isVisible())
                return d;
        return nullptr;
    }

    // The offscreen platform does not give the activation back to the main window when a
    // dialog closes (a desktop does): do it by hand so that shortcuts see the window.
    void reactivate()
    {
        window()->activateWindow();
        QTRY_VERIFY(window()->isActiveWindow());
    }

    void clickSquare(int seat, const char *name)
    {
        RrBoardView *board = view()->board(seat);
        QVERIFY(board);
        QVERIFY2(board->isVisible(), "the board of the acting player is in front");
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq(name)).center());
    }

    // Enter on the acting board records what the entry has prepared.
    void pressEnter(int seat)
    {
        RrBoardView *board = view()->board(seat);
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Return);
    }

    // The free first unit of `seat`: the card from the entry's list, the square with the mouse,
    // Enter on the board records it.
    void placeFirstUnit(int seat, const char *card, const char *square)
    {
        const int before = steps();
        chooseCard(card);
        if (QTest::currentTestFailed())
            return;
        clickSquare(seat, square);
        if (QTest::currentTestFailed())
            return;
        pressEnter(seat);
        QTRY_COMPARE(steps(), before + 1);
    }

    template <typename T> T *entryChild(const char *name) const
    {
        return view()->entry()->findChild<T *>(QLatin1String(name));
    }

    void chooseCard(const char *id)
    {
        auto *combo = entryChild<QComboBox>("card");
        QVERIFY(combo);
        const int index = combo->findData(QString::fromLatin1(id));
        QVERIFY2(index >= 0, id);
        kbztest::chooseWithKeys(combo, index); // Home, then Down to the card

        if (QTest::currentTestFailed())
            return;
        QCOMPARE(combo->currentData().toString(), QString::fromLatin1(id));
    }

    // Summons through the dialog: the chip by its letter key, the monster typed into its combo,
    // the placements proposed by the engine, Enter.
    void summon(Qt::Key chip, const char *monster)
    {
        const int before = steps();
        QVERIFY(view()->summonButton()->isVisible());
        QTest::mouseClick(view()->summonButton(), Qt::LeftButton);
        RrSummonDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = openDialog<RrSummonDialog>()) != nullptr);
        dialog->activateWindow();
        QTRY_VERIFY(dialog->isActiveWindow());
        QTest::keyClick(dialog, chip, Qt::AltModifier); // the chip's mnemonic
        QTRY_COMPARE(dialog->chip(), int(chip - Qt::Key_A));
        QVERIFY(dialog->setMonster(QString::fromLatin1(monster)));
        QVERIFY(dialog->okButton()->isEnabled());
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(window()->session()->entry(before).record.step.kind, QStringLiteral("summon"));
        reactivate();
    }

    void clickKind(const char *kind)
    {
        auto *button = view()->entry()->findChild<QToolButton *>(QStringLiteral("kind-") +
                                                                 QLatin1String(kind));
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(view()->entry()->kind(), QString::fromLatin1(kind));
    }

    void recordKind(const char *kind, int seat)
    {
        const int before = steps();
        clickKind(kind);
        pressEnter(seat);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(window()->session()->entry(before).record.step.kind, QString::fromLatin1(kind));
    }

    void pickCommand(const char *id)
    {
        const int before = steps();
        const int index = int(state().commandRow.indexOf(QString::fromLatin1(id)));
        QVERIFY(index >= 0);
        RrCommandRow *row = view()->commandRow();
        QTest::mouseClick(row, Qt::LeftButton, {}, row->cardRect(index).center());
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(state().runningCommand(), QString::fromLatin1(id));
    }

    void shot(const QString &name) const { m_fixture.shot(name); }

    // ---- Setup: each player's free unit, with the mouse and Enter; the two starting summons
    // (the Goblin's figures are not printed: the app asks). Five steps.
    void playSetup()
    {
        QVERIFY(startGame());
        RrGameView *v = view();
        QCOMPARE(v->boards()->count(), 2);
        QCOMPARE(v->entry()->kind(), QStringLiteral("setup-unit"));
        QCOMPARE(v->entry()->actor(), 0);
        QCOMPARE(v->boards()->currentIndex(), 0);
        placeFirstUnit(0, "t-fighter", "B4");
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(state().players.at(0).units.value(0).at, sq("B4"));
        // Ben's board comes forward by itself.
        QTRY_COMPARE(v->boards()->currentIndex(), 1);
        QCOMPARE(v->entry()->actor(), 1);
        placeFirstUnit(1, "t-archer", "B5");
        if (QTest::currentTestFailed())
            return;

        summon(Qt::Key_B, "t-imp");
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(state().players.at(0).monsters.value(0).at, sq("B"));
        summon(Qt::Key_A, "goblin");
        if (QTest::currentTestFailed())
            return;
        RrFiguresDialog *figures = nullptr;
        QTRY_VERIFY((figures = openDialog<RrFiguresDialog>()) != nullptr);
        QVERIFY(RrFiguresDialog::missingFigures(*state().card(QStringLiteral("goblin")))
                    .contains(QStringLiteral("move")));
        figures->setFigure(QStringLiteral("defence"), 6);
        figures->setFigure(QStringLiteral("move"), 1);
        figures->setFigure(QStringLiteral("range"), QJsonArray{QJsonValue(QJsonArray{1, 0})});
        figures->setFigure(QStringLiteral("targeting"), QStringLiteral("single"));
        figures->setFigure(QStringLiteral("damage"), 1);
        figures->setFigure(QStringLiteral("threat"), 3);
        figures->setFigure(QStringLiteral("colour"), QStringLiteral("blue"));
        QTest::keyClick(figures, Qt::Key_Return);
        QTRY_COMPARE(steps(), 5);
        reactivate();
        QCOMPARE(window()->session()->entry(4).record.step.kind, QStringLiteral("set-figures"));
        QCOMPARE(state().card(QStringLiteral("goblin"))->move, std::optional<int>(1));
        // ... and remembered in the table's card library for the next game.
        {
            CardStore store(window()->session()->journal().database());
            DbError err;
            const auto library = loadCardLibrary(store, &err);
            QVERIFY(library);
            const RrCard *goblin = library->find(QStringLiteral("goblin"));
            QVERIFY(goblin);
            QCOMPARE(goblin->move, std::optional<int>(1));
            QCOMPARE(goblin->threat, std::optional<int>(3));
            QCOMPARE(goblin->hp, std::optional<int>(3));
        }
        // Threat is on screen for both players: the imp (2) and the goblin (3) on each board.
        QTRY_VERIFY(v->panel(0)
                        ->findChild<QLabel *>(QStringLiteral("threatValue"))
                        ->text()
                        .contains(QLatin1String("5")));
    }

    // ---- Round 1: the commands laid out in a known order, then picked on the row; Ann picks
    // Advance and both players move a unit.
    void playAdvance()
    {
        RrGameView *v = view();
        QCOMPARE(v->entry()->kind(), QStringLiteral("deal-commands"));
        const QStringList order = {QStringLiteral("advance"), QStringLiteral("rest"),
                                   QStringLiteral("reward"), QStringLiteral("ambush"),
                                   QStringLiteral("recruit")};
        for (int n = 0; n < 5; ++n) {
            auto *combo = entryChild<QComboBox>(qPrintable(QStringLiteral("row%1").arg(n + 1)));
            QVERIFY(combo);
            combo->setCurrentIndex(combo->findData(order.at(n)));
        }
        pressEnter(0);
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(state().commandRow, order);

        // Ann picks Advance: everyone carries it out. Ann moves her fighter with the mouse.
        pickCommand("advance");
        if (QTest::currentTestFailed())
            return;
        // Ctrl+1 brings her board forward (the guidance shows the next picker's).
        QTest::keyClick(v, Qt::Key_1, Qt::ControlModifier);
        QTRY_COMPARE(v->boards()->currentIndex(), 0);
        clickKind("move-unit");
        if (QTest::currentTestFailed())
            return;
        clickSquare(0, "B4");
        if (QTest::currentTestFailed())
            return;
        clickSquare(0, "B2");
        if (QTest::currentTestFailed())
            return;
        pressEnter(0);
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(state().players.at(0).units.value(0).at, sq("B2"));
        // Ben moves his archer with the keyboard only: Ctrl+2 brings his board forward, the
        // arrows and Enter pick the squares.
        QTest::keyClick(v, Qt::Key_2, Qt::ControlModifier);
        QTRY_COMPARE(v->boards()->currentIndex(), 1);
        clickKind("move-unit");
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(v->entry()->actor(), 1);
        RrBoardView *benBoard = v->board(1);
        benBoard->setFocus();
        benBoard->setCursorSquare(sq("B5"));
        QTest::keyClick(benBoard, Qt::Key_Return);
        QTest::keyClick(benBoard, Qt::Key_Left);
        QTest::keyClick(benBoard, Qt::Key_Return);
        QCOMPARE(v->entry()->chosenSquares(), (QList<Square>{sq("B5"), sq("B4")}));
        const int beforeMove = steps();
        QTest::keyClick(benBoard, Qt::Key_Return);
        QTRY_COMPARE(steps(), beforeMove + 1);
        QCOMPARE(state().players.at(1).units.value(0).at, sq("B4"));
        recordKind("command-done", 0);
    }

    // Ben picks Rest; nobody has a marker to remove. Positions 3 and 4 run automatically,
    // position 5 never: the enemy phase follows.
    void playRestOfCommands()
    {
        pickCommand("rest");
        if (QTest::currentTestFailed())
            return;
        recordKind("command-done", 1);
        if (QTest::currentTestFailed())
            return;
        recordKind("auto-command", 0);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(state().runningCommand(), QStringLiteral("reward"));
        recordKind("command-done", 0);
        if (QTest::currentTestFailed())
            return;
        recordKind("auto-command", 0);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(state().runningCommand(), QStringLiteral("ambush"));
        recordKind("command-done", 0);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(state().executed, 4);
        QTRY_COMPARE(view()->currentTool(), static_cast<QWidget *>(view()->enemyAssistant()));
    }

    // ---- Enemy phase: the assistant is in front and Enter confirms each proposal. Then two
    // summons and the end-phase checklist; Enter ends the round.
    void playEnemyAndEnd()
    {
        RrGameView *v = view();
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->enemyAssistant()));
        int guard = 0;
        while (v->currentTool() == v->enemyAssistant() && guard++ < 12) {
            const int seat = v->enemyAssistant()->currentSeat();
            QVERIFY(seat >= 0);
            QCOMPARE(v->boards()->currentIndex(), seat);
            const int before = steps();
            QVERIFY(v->enemyAssistant()->confirmButton()->isEnabled());
            QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : v,
                            Qt::Key_Return);
            QTRY_COMPARE(steps(), before + 1);
            QCOMPARE(window()->session()->entry(before).record.step.kind,
                     QStringLiteral("monster-act"));
        }
        QVERIFY(guard >= 4); // two monsters on each of two boards
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);

        summon(Qt::Key_C, "t-imp");
        if (QTest::currentTestFailed())
            return;
        summon(Qt::Key_C, "t-imp");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(v->currentTool(), static_cast<QWidget *>(v->endPhase()));
        const int beforeEnd = steps();
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : v,
                        Qt::Key_Return);
        QTRY_COMPARE(steps(), beforeEnd + 1);
        QCOMPARE(state().round, 2);
        QCOMPARE(state().startPlayer, 1);
        QCOMPARE(v->entry()->kind(), QStringLiteral("deal-commands"));
    }

    // The texts of the game view that do not fit the room they were given (see
    // kbztest::clippedTexts), and the board's names it had to elide.
    QStringList clippedTexts() const
    {
        RrGameView *v = view();
        QStringList out = kbztest::clippedTexts(v);
        for (int seat = 0; seat < v->boards()->count(); ++seat) {
            RrBoardView *board = v->board(seat);
            if (board->isVisible()) {
                board->grab(); // paints
                for (const QString &text : board->elidedTexts())
                    out.append(QStringLiteral("board %1: \"%2\"").arg(seat).arg(text));
            }
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void playsARound()
    {
        playSetup();
        if (QTest::currentTestFailed())
            return;
        playAdvance();
        if (QTest::currentTestFailed())
            return;
        playRestOfCommands();
        if (QTest::currentTestFailed())
            return;
        shot(QStringLiteral("rr-enemy.png"));
        playEnemyAndEnd();
        if (QTest::currentTestFailed())
            return;

        // The chart has round 1's threat for both players; the status names round 2.
        RrGameView *v = view();
        const auto &series = v->threatChart()->series();
        QCOMPARE(series.size(), 2);
        QVERIFY(series.at(0).values.size() >= 1);
        QVERIFY(series.at(0).values.at(0).has_value());
        QVERIFY(v->findChild<QLabel *>(QStringLiteral("rrStatus"))
                    ->text()
                    .contains(QLatin1String("Round 2")));
        shot(QStringLiteral("rr-round2.png"));
    }

    // The view at the common window sizes, in English and Japanese, with the journal beside it:
    // the board is the largest part, and no text is cut, wrapped out of its room or elided, in
    // the command phase (step entry), the enemy phase (assistant) and after the round.
    void layoutFits_data() { kbztest::addLayoutRows(); }

    void layoutFits()
    {
        QFETCH(QSize, size);
        QFETCH(bool, japanese);
        m_fixture.applyLayoutRow(size, japanese);
        if (QTest::currentTestFailed())
            return;
        const QString name = kbztest::layoutShotPrefix("rr", size, japanese);
        playSetup();
        if (QTest::currentTestFailed())
            return;
        RrGameView *v = view();
        auto check = [&](const char *phase) {
            kbztest::settleLayouts();
            shot(name + QLatin1String(phase) + QStringLiteral(".png"));
            kbztest::verifyNothingClipped(phase, clippedTexts());
            if (QTest::currentTestFailed())
                return;
            // The board is the largest part of the view, much wider than the tool column, and
            // its squares are large (taller than wide when the width limits them).
            RrBoardView *board = v->board(v->boards()->currentIndex());
            const QRect square = board->squareRect(sq("B3"));
            const QWidget *tool = v->currentTool();
            const int least = size.width() >= 1920 ? 90 : 52;
            QVERIFY2(square.width() >= least && square.height() >= square.width(),
                     qPrintable(
                         QStringLiteral("square %1x%2").arg(square.width()).arg(square.height())));
            QVERIFY2(
                board->width() > tool->width() * 7 / 5,
                qPrintable(
                    QStringLiteral("board %1, tool %2").arg(board->width()).arg(tool->width())));
        };
        check("setup");
        if (QTest::currentTestFailed())
            return;
        playAdvance();
        if (QTest::currentTestFailed())
            return;
        check("command");
        if (QTest::currentTestFailed())
            return;
        // The attack calculator open, the attacking unit chosen on the board.
        clickKind("attack");
        if (QTest::currentTestFailed())
            return;
        const int seat = v->boards()->currentIndex();
        clickSquare(seat, seat == 1 ? "B4" : "B2"); // Ben's archer, Ann's fighter
        if (QTest::currentTestFailed())
            return;
        QVERIFY(entryChild<QWidget>("calculator")->isVisible());
        check("attack");
        if (QTest::currentTestFailed())
            return;
        playRestOfCommands();
        if (QTest::currentTestFailed())
            return;
        check("enemy");
        if (QTest::currentTestFailed())
            return;
        playEnemyAndEnd();
        if (QTest::currentTestFailed())
            return;
        check("round2");
    }

    // Never refuse a table step (issue 13): the board highlights the legal squares but takes any
    // square; the preview shows the warning with its rule id, the record-anyway question is
    // answered Yes, and the step is in the journal. A Bard's song at a monster with the mouse,
    // then a move too far with the keyboard.
    void illegalSquaresAreRecordedWithAWarning()
    {
        QVERIFY(startGame());
        RrGameView *v = view();
        placeFirstUnit(0, "t-singer", "B4");
        if (QTest::currentTestFailed())
            return;
        placeFirstUnit(1, "t-archer", "B5");
        if (QTest::currentTestFailed())
            return;
        summon(Qt::Key_B, "t-imp");
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(state().players.at(0).monsters.value(0).at, sq("B"));

        QTest::keyClick(v, Qt::Key_1, Qt::ControlModifier);
        QTRY_COMPARE(v->boards()->currentIndex(), 0);
        clickKind("bard");
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(v->entry()->actor(), 0);
        RrBoardView *board = v->board(0);
        clickSquare(0, "B4");
        QVERIFY(!board->offered().contains(sq("B"))); // a monster is not a legal target...
        clickSquare(0, "B");                          // ... but the table sang to it
        QCOMPARE(v->entry()->chosenSquares(), (QList<Square>{sq("B4"), sq("B")}));
        QVERIFY2(v->entry()->previewText().contains(QStringLiteral("[rr.attack.bard]")),
                 qPrintable(v->entry()->previewText()));
        int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        pressEnter(0);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        Step song = window()->session()->entry(before).record.step;
        QCOMPARE(song.kind, QStringLiteral("bard"));
        QCOMPARE(song.payload.value(QStringLiteral("target")).toString(), QStringLiteral("B"));
        QCOMPARE(state().players.at(0).monsters.value(0).damage, 1); // the cube, as at the table

        // The singer (MOVE 1) goes three squares to B1, chosen with the arrows and Enter.
        clickKind("move-unit");
        if (QTest::currentTestFailed())
            return;
        board->setFocus();
        board->setCursorSquare(sq("B4"));
        QTest::keyClick(board, Qt::Key_Return);
        QVERIFY(!board->offered().isEmpty());
        QVERIFY(!board->offered().contains(sq("B1")));
        board->setCursorSquare(sq("B3"));
        QTest::keyClick(board, Qt::Key_Left);
        QTest::keyClick(board, Qt::Key_Left);
        QCOMPARE(board->cursorSquare(), sq("B1"));
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(v->entry()->chosenSquares(), (QList<Square>{sq("B4"), sq("B1")}));
        QVERIFY2(v->entry()->previewText().contains(QStringLiteral("[rr.move.path]")),
                 qPrintable(v->entry()->previewText()));
        before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        const Step move = window()->session()->entry(before).record.step;
        QCOMPARE(move.kind, QStringLiteral("move-unit"));
        QCOMPARE(move.payload.value(QStringLiteral("to")).toString(), QStringLiteral("B1"));
        QCOMPARE(state().players.at(0).units.value(0).at, sq("B1"));
    }

    // The +/- on a card records a cube correction; undo takes it back.
    void cubeButtonsCorrectDamage()
    {
        QVERIFY(startGame());
        placeFirstUnit(0, "t-fighter", "B4");
        if (QTest::currentTestFailed())
            return;
        RrBoardView *board = view()->board(0);
        view()->boards()->setCurrentIndex(0);
        QTest::mouseClick(board, Qt::LeftButton, {}, board->plusRect(sq("B4")).center());
        QTRY_COMPARE(steps(), 2);
        QCOMPARE(state().players.at(0).units.value(0).damage, 1);
        QCOMPARE(window()->session()->entry(1).record.step.kind, QStringLiteral("adjust-cubes"));
        QVERIFY(window()->session()->undo());
        QTRY_COMPARE(state().players.at(0).units.value(0).damage, 0);
    }
};

QTEST_MAIN(TestRrGui)
#include "tst_rr_gui.moc"
