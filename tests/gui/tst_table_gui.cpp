// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// GUI tests from a play-through at a real table: keyboard-only turns, the board's Enter, the card
// offered for the next step, the board staying put while a square is chosen, the end of the game
// and a language switch in the middle of it. QTest input on an offscreen MainWindow.
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "StartPage.h"
#include "Translations.h"
#include "core/FindingsModel.h"
#include "core/JournalFile.h"
#include "core/JournalModel.h"
#include "core/Session.h"
#include "lethalcheckmate/LcBoardView.h"
#include "lethalcheckmate/LcGameView.h"
#include "lethalcheckmate/LcState.h"
#include "lethalcheckmate/LcStepEntry.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using namespace kbz;
using kbz::lc::Square;

class TestTableGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("t"), QSize(1280, 800)};

    MainWindow *window() const { return m_fixture.window(); }

    const lc::LcState &lcState() const
    {
        return static_cast<const lc::LcState &>(*window()->session()->state());
    }
    lc::LcGameView *lcView() const
    {
        return qobject_cast<lc::LcGameView *>(window()->gamePage()->gameView());
    }
    lc::LcStepEntry *entry() const { return lcView()->entry(); }
    lc::LcBoardView *board() const { return lcView()->board(); }

    static JournalFile threeHits()
    {
        QFile f(
            QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/lethal-checkmate/three-hits.jsonl"));
        JournalFile j;
        if (!f.open(QIODevice::ReadOnly))
            return j;
        int line = 0;
        QString error;
        JournalFile::parse(f.readAll(), &j, &line, &error);
        return j;
    }

    // A game on the test card set: 1 t-front (ARMS, the square ahead), 2 t-wide (ARMS),
    // 3 t-side (MOVE sideways, escape ok), 4 t-leap (MOVE two ahead, no escape), 5 t-back,
    // 6 t-dash, 7 pawn-step.
    bool startTestGame()
    {
        const JournalFile j = threeHits();
        if (j.steps.isEmpty())
            return false;
        if (!window()->startGame(QStringLiteral("lethal-checkmate"), j.config,
                                 QStringLiteral("Table")))
            return false;
        QCoreApplication::processEvents();
        return lcView() != nullptr;
    }

    void clickSquare(Square sq)
    {
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->squareRect(sq).center());
    }

    // Both pieces on the board: White on b1 with the mouse, Black on b4 with the keyboard only
    // (b4 is proposed: one Enter).
    void placePieces()
    {
        clickSquare({1, 0});
        QTest::keyClick(board(), Qt::Key_Return);
        QTRY_COMPARE(window()->session()->count(), 1);
        board()->setFocus();
        QCOMPARE(entry()->target(), std::optional(Square{1, 3}));
        QTest::keyClick(board(), Qt::Key_Return);
        QTRY_COMPARE(window()->session()->count(), 2);
        QCOMPARE(lcState().players.at(1).piece, (Square{1, 3}));
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    // Every step kind has its Alt+letter, and pressing it selects the kind: no shortcut was
    // lost to a later setText() nor made ambiguous by a menu or label mnemonic.
    void kindShortcutsSelectTheKind()
    {
        QVERIFY(startTestGame());
        QSet<QKeySequence> seen;
        for (const QString &kind : lc::LcStepEntry::kinds()) {
            auto *button = entry()->findChild<QToolButton *>(QStringLiteral("kind-") + kind);
            QVERIFY(button);
            const QKeySequence key = button->shortcut();
            QVERIFY2(!key.isEmpty(), qPrintable(kind));
            QVERIFY2(!seen.contains(key), qPrintable(kind));
            seen.insert(key);
            QVERIFY(button->toolTip().contains(key.toString(QKeySequence::NativeText)));
        }
        // Press them all, in an order where each changes the kind.
        QStringList order = lc::LcStepEntry::kinds();
        order.append(order.takeFirst());
        for (const QString &kind : order) {
            auto *button = entry()->findChild<QToolButton *>(QStringLiteral("kind-") + kind);
            const QKeyCombination combo = button->shortcut()[0];
            board()->setFocus();
            QTest::keyClick(board(), combo.key(), combo.keyboardModifiers());
            QTRY_COMPARE(entry()->kind(), kind);
        }
        // The same after a switch to Japanese (retranslation sets the texts again).
        window()->setLanguage(Lang::Ja);
        QTRY_VERIFY(entry()->recordButton()->text().contains(QStringLiteral("記録")));
        auto *damage = entry()->findChild<QToolButton *>(QStringLiteral("kind-take-damage"));
        QVERIFY(!damage->shortcut().isEmpty());
        QTest::keyClick(board(), damage->shortcut()[0].key(), Qt::AltModifier);
        QTRY_COMPARE(entry()->kind(), QStringLiteral("take-damage"));
        window()->setLanguage(Lang::En);
    }

    // A whole turn with the keyboard on the board: Enter records a step that needs no square
    // (an ARMS card), a MOVE card's first square is proposed and chosen (one Enter records it),
    // a digit plays a card when the end of the turn is proposed, and an ARMS card never gets a
    // destination.
    void keyboardTurnOnTheBoard()
    {
        QVERIFY(startTestGame());
        placePieces();
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(entry()->kind(), QStringLiteral("play-card"));
        board()->setFocus();

        // t-front (ARMS): one Enter records it.
        QTest::keyClick(board(), Qt::Key_1);
        QCOMPARE(entry()->cardId(), QStringLiteral("t-front"));
        QVERIFY(!board()->isPicking());
        QTest::keyClick(board(), Qt::Key_Return);
        QTRY_COMPARE(window()->session()->count(), 3);
        const Step arms = window()->session()->entry(2).record.step;
        QCOMPARE(arms.payload.value(QStringLiteral("card")).toString(), QStringLiteral("t-front"));
        QVERIFY(!arms.payload.contains(QStringLiteral("to")));
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);

        // A card is played: the end of the turn is proposed, a digit plays another card.
        QCOMPARE(entry()->kind(), QStringLiteral("end-turn"));
        // t-side (MOVE, two squares): the cursor is on the first, chosen; Enter records.
        QTest::keyClick(board(), Qt::Key_3);
        QCOMPARE(entry()->kind(), QStringLiteral("play-card"));
        QVERIFY(board()->isPicking());
        QCOMPARE(board()->targets().size(), 2);
        QCOMPARE(board()->cursor(), board()->targets().first());
        const Square to = board()->cursor();
        QCOMPARE(entry()->target(), std::optional(to));
        QTest::keyClick(board(), Qt::Key_Return);
        QTRY_COMPARE(window()->session()->count(), 4);
        QCOMPARE(lcState().players.at(0).piece, to);

        // Pawn Step (MOVE, one square): chosen at once, one Enter records.
        QTest::keyClick(board(), Qt::Key_7);
        QCOMPARE(board()->targets().size(), 1);
        QCOMPARE(entry()->target(), std::optional(board()->targets().first()));
        const Square ahead = board()->targets().first();
        QTest::keyClick(board(), Qt::Key_Return);
        QTRY_COMPARE(window()->session()->count(), 5);
        QCOMPARE(lcState().players.at(0).piece, ahead);

        // End the turn (proposed): no square, Enter records; Quick refill records the refill.
        QCOMPARE(entry()->kind(), QStringLiteral("end-turn"));
        QTest::keyClick(board(), Qt::Key_Return);
        QTRY_COMPARE(window()->session()->count(), 7);
        QCOMPARE(window()->session()->entry(5).record.step.kind, QStringLiteral("end-turn"));
        QCOMPARE(window()->session()->entry(6).record.step.kind, QStringLiteral("refill"));
        QCOMPARE(lcState().turnPlayer, 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
    }

    // The board does not move when a square is chosen: a second click hits the same square.
    // (On X11 the hint "click a square..." was wider than the entry column's minimum, so the
    // column shrank when a square was chosen; the offscreen fonts are narrower, hence the check
    // that the column's width does not follow its contents.)
    void boardStaysPutWhileChoosing()
    {
        QVERIFY(startTestGame());
        QWidget *column = entry()->parentWidget();
        QCOMPARE(column->minimumWidth(), column->maximumWidth());
        QCoreApplication::processEvents();
        const QRect before = board()->QWidget::geometry();
        const QRect c1 = board()->squareRect({2, 0});
        clickSquare({2, 0});
        QCOMPARE(entry()->target(), std::optional(Square{2, 0}));
        QCoreApplication::processEvents();
        QCOMPARE(board()->QWidget::geometry(), before);
        QCOMPARE(board()->squareRect({2, 0}), c1);
        // The second click at the same point confirms the same square.
        QTest::mouseDClick(board(), Qt::LeftButton, {}, c1.center());
        QTRY_COMPARE(window()->session()->count(), 1);
        QCOMPARE(lcState().players.at(0).piece, (Square{2, 0}));
        QCOMPARE(column->width(), column->minimumWidth());
    }

    // The card offered next is one the actor can play: not the one just laid on the field,
    // and a MOVE card that may escape when the actor is attacked.
    void offeredCardIsPlayable()
    {
        QVERIFY(startTestGame());
        placePieces();
        if (QTest::currentTestFailed())
            return;
        entry()->setCardId(QStringLiteral("t-front"));
        entry()->recordButton()->click();
        QTRY_COMPARE(window()->session()->count(), 3);
        // The end of the turn is proposed; choosing to play another card offers a playable one.
        QCOMPARE(entry()->kind(), QStringLiteral("end-turn"));
        entry()->setKind(QStringLiteral("play-card"));
        QVERIFY(entry()->cardId() != QStringLiteral("t-front"));
        QVERIFY(!entry()->previewText().contains(QStringLiteral("lc.card.not-in-hand")));

        // t-leap b1 -> b3: t-front now covers b4, Black is attacked.
        entry()->setCardId(QStringLiteral("t-leap"));
        entry()->recordButton()->click();
        QTRY_COMPARE(window()->session()->count(), 4);
        QCOMPARE(entry()->kind(), QStringLiteral("escape"));
        QCOMPARE(entry()->actor(), 1);
        const lc::LcCard *card = lcState().card(entry()->cardId());
        QVERIFY(card);
        QVERIFY(card->isMove());
        QVERIFY(card->escapePhase);
    }

    // At the end of the game nothing more can be entered; undo reopens the entry.
    void gameOverClosesTheEntry()
    {
        const JournalFile j = threeHits();
        QVERIFY(!j.steps.isEmpty());
        QVERIFY(window()->startGame(QStringLiteral("lethal-checkmate"), j.config,
                                    QStringLiteral("Three hits")));
        for (const Step &step : j.steps)
            QCOMPARE(window()->session()->record(step, Session::Confirm::Yes).outcome,
                     Session::Outcome::Recorded);
        QVERIFY(window()->session()->result().has_value());
        QTRY_VERIFY(entry()->isGameOver());
        QVERIFY(!entry()->recordButton()->isEnabled());
        for (QToolButton *b : entry()->findChildren<QToolButton *>())
            QVERIFY(!b->isEnabled());
        QVERIFY(!board()->isPicking());
        QVERIFY(board()->targets().isEmpty());
        QVERIFY(entry()->previewText().contains(QStringLiteral("game is over")));
        const int count = window()->session()->count();
        board()->setFocus();
        QTest::keyClick(board(), Qt::Key_Return);
        QTest::keyClick(board(), Qt::Key_Return);
        QCOMPARE(window()->session()->count(), count);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);

        // The start page names the winner of the finished game.
        QTest::keyClick(window(), Qt::Key_W, Qt::ControlModifier);
        QTRY_VERIFY(window()->session() == nullptr);
        QTreeWidget *games = window()->startPage()->gamesView();
        QCOMPARE(games->topLevelItemCount(), 1);
        QCOMPARE(games->topLevelItem(0)->text(3),
                 QStringLiteral("Finished: %1 won").arg(j.config.players.at(0).name));
        games->setFocus();
        games->setCurrentItem(games->topLevelItem(0));
        QTest::keyClick(games, Qt::Key_Return);
        QTRY_VERIFY(window()->session() != nullptr);

        QTest::keyClick(window(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!entry()->isGameOver());
        QVERIFY(entry()->recordButton()->isEnabled());
    }

    // Switching the language keeps the findings of the selected journal entry on show.
    void languageSwitchKeepsEntryFindings()
    {
        QVERIFY(startTestGame());
        placePieces();
        if (QTest::currentTestFailed())
            return;
        GamePage *page = window()->gamePage();
        // A step being entered with a warning (t-back cannot be played to attack).
        entry()->setCardId(QStringLiteral("t-back"));
        QTRY_VERIFY(page->findingsTitle().contains(QStringLiteral("being entered")));
        // The user looks at step 1 in the journal.
        const QModelIndex first = page->journalModel()->index(0);
        page->journalView()->setCurrentIndex(first);
        QTRY_VERIFY(page->findingsTitle().contains(QStringLiteral("step 1")));
        window()->setLanguage(Lang::Ja);
        QTRY_VERIFY(entry()->previewText().contains(QStringLiteral("テスト後退")));
        QCOMPARE(page->findingsTitle(),
                 QCoreApplication::translate("kbz::GamePage", "Findin&gs of step %1").arg(1));
        window()->setLanguage(Lang::En);
        QTRY_VERIFY(entry()->previewText().contains(QStringLiteral("Test Back")));
        QVERIFY(page->findingsTitle().contains(QStringLiteral("step 1")));

        // ... and the square chosen for the step being entered.
        entry()->setCardId(QStringLiteral("t-side"));
        QCOMPARE(board()->targets().size(), 2);
        const Square to = board()->targets().last();
        clickSquare(to);
        QCOMPARE(entry()->target(), std::optional(to));
        window()->setLanguage(Lang::Ja);
        QTRY_VERIFY(entry()->recordButton()->text().contains(QStringLiteral("記録")));
        QCOMPARE(entry()->target(), std::optional(to));
        QCOMPARE(board()->chosen(), std::optional(to));
        QCOMPARE(entry()->cardId(), QStringLiteral("t-side"));
        window()->setLanguage(Lang::En);
        QTRY_VERIFY(entry()->recordButton()->text().startsWith(QStringLiteral("&Record")));
        QCOMPARE(entry()->target(), std::optional(to));
    }
};

QTEST_MAIN(TestTableGui)
#include "tst_table_gui.moc"
