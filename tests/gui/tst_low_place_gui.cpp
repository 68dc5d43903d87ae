// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Lords of War placement tool as a player drives it (QTest input only), on an offscreen
// MainWindow with a fresh database:
// - issue 35, never block: every card of the game's library is offered, the seat's remaining
//   cards first; a card the app thinks gone (every copy placed) or never in the deck (the other
//   army's) is marked against the rules (the warning colour, the rule id in its tooltip), its
//   placement previews the engine's warning, asks "record anyway" and lands on the mat;
// - the Place button names its square as the mat labels it, on the unlimited battlefield of the
//   team battles too (it read "Place on (-10,-14)" where the mat printed column -10, row -13);
// - issue 29: at every step of every golden journal the tool in front records a kind the
//   guidance expects.
#include "../support/GameViewFit.h"
#include "../support/GuiTestSupport.h"
#include "../support/LowSessionFixture.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "core/Session.h"
#include "lordsofwar/LowGamePlacementTool.h"
#include "lordsofwar/LowGameText.h"
#include "lordsofwar/LowGameView.h"
#include "lordsofwar/LowHandList.h"
#include "lordsofwar/LowMatView.h"
#include "lordsofwar/LowState.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTest>

using namespace kbz;
using namespace kbz::low;

namespace {

QPoint sq(const char *name)
{
    return {name[0] - 'A', name[1] - '1'};
}

} // namespace

class TestLowPlaceGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("lowplace"), kbztest::kLaptopWindow};

    MainWindow *window() const { return m_fixture.window(); }
    LowGameView *view() const
    {
        return qobject_cast<LowGameView *>(window()->gamePage()->gameView());
    }
    LowGamePlacementTool *tool() const { return view()->placementTool(); }
    const LowState &state() const
    {
        return static_cast<const LowState &>(*window()->session()->state());
    }
    int steps() const { return window()->session()->index(); }
    Session::Entry lastEntry() const { return window()->session()->entry(steps() - 1); }

    QListWidgetItem *handItem(const QString &id) const
    {
        QListWidget *list = tool()->hand()->list();
        for (int row = 0; row < list->count(); ++row)
            if (list->item(row)->data(LowHandDelegate::CardRole).toString() == id)
                return list->item(row);
        return nullptr;
    }

    // A card of the hand list clicked with the mouse.
    void clickCard(const QString &id)
    {
        QListWidget *list = tool()->hand()->list();
        QListWidgetItem *item = handItem(id);
        QVERIFY2(item && !item->isHidden(), qPrintable(id));
        list->scrollToItem(item);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(item).center());
        QCOMPARE(tool()->currentCard(), id);
    }

    // A square of the mat clicked.
    void clickSquare(QPoint square)
    {
        LowMatView *mat = view()->mat();
        const QRect r = mat->squareRect(square);
        QVERIFY(r.isValid());
        QTest::mouseMove(mat, r.center());
        QTest::mouseClick(mat, Qt::LeftButton, {}, r.center());
    }

    // Enter where the focus is, as after each step.
    void pressEnter()
    {
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, Qt::Key_Return);
    }

    // The combat, if the engine asks for one, and the draw, with Enter.
    void endTurn()
    {
        const int seat = state().active;
        while (state().active == seat) {
            const int now = steps();
            QTRY_VERIFY(view()->currentTool() != tool());
            pressEnter();
            QTRY_VERIFY(steps() > now);
        }
        QTRY_COMPARE(view()->currentTool(), static_cast<QWidget *>(tool()));
    }

    bool startGame()
    {
        if (!window()->startGame(QStringLiteral("lords-of-war"),
                                 kbztest::LowSessionFixture::config(), QStringLiteral("Table")))
            return false;
        QCoreApplication::processEvents();
        if (!view())
            return false;
        tool()->quickTurnBox()->setChecked(false);
        return true;
    }

    // What the Place button names after "Place on ".
    QString buttonSquare() const
    {
        const QString prefix = LowGamePlacementTool::tr("&Place on %1").arg(QString());
        const QString text = tool()->placeButton()->text();
        return text.startsWith(prefix) ? text.mid(prefix.size()) : QString();
    }

    // The square's name as a player reads it off the mat's edges: the column's label and the
    // row's ("D5"), in brackets when the column is not a letter or the row not above 0.
    static QString nameFromLabels(const QStringList &labels)
    {
        const QString column = labels.value(0), row = labels.value(1);
        const bool letter = column.size() == 1 && column.at(0).isLetter();
        if (letter && row.toInt() > 0)
            return column + row;
        return QStringLiteral("(%1,%2)").arg(column, row);
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    // The opening: Ann (orcs) types "slugger", a dwarf card not in her deck. It is offered after
    // her own cards, marked; the button names the opening square; Enter there previews and asks
    // "record anyway" with the engine's warning, and the Slugger is Ann's unit on D5. Ben, then
    // Ann again: a card of which she had one copy is on the mat, yet clicking it and a square
    // places a second one with the warning that no copy can be in her hand.
    void cardOutsideTheRemainingDeckIsPlaced()
    {
        QVERIFY(startGame());
        QTRY_COMPARE(view()->currentTool(), static_cast<QWidget *>(tool()));
        LowHandList *hand = tool()->hand();
        // Ann's cards first, then the rest of the library, marked.
        const QStringList shown = hand->shownCards();
        const QStringList remaining = LowGameText::remainingCards(state(), 0);
        QVERIFY(state().cards);
        QCOMPARE(shown.size(), state().cards->cards().size());
        for (int i = 0; i < shown.size(); ++i)
            QCOMPARE(hand->isAgainstRules(shown.at(i)), !remaining.contains(shown.at(i)));
        QVERIFY(!hand->isAgainstRules(shown.first()));

        QLineEdit *search = hand->searchEdit();
        QTRY_VERIFY(search->hasFocus());
        QTest::keyClicks(search, QStringLiteral("slugger"));
        const QString slugger = tool()->currentCard();
        QVERIFY2(slugger.startsWith(QLatin1String("dwarf-slugger")), qPrintable(slugger));
        QVERIFY(hand->isAgainstRules(slugger));
        QListWidgetItem *item = handItem(slugger);
        QCOMPARE(item->foreground().color(), LowGameText::againstRulesColour());
        QVERIFY2(item->toolTip().contains(QLatin1String("low.overview.turn")) &&
                     item->toolTip().contains(QLatin1String("Not in Ann's deck")),
                 qPrintable(item->toolTip()));
        QCOMPARE(buttonSquare(), QStringLiteral("D5"));
        QVERIFY2(tool()->previewLabel()->text().contains(QLatin1String("low.overview.turn")),
                 qPrintable(tool()->previewLabel()->text()));
        m_fixture.shot(QStringLiteral("low-place-other-army.png"));

        MessageBoxes::setNextAnswer(QMessageBox::Yes); // record anyway
        QTest::keyClick(search, Qt::Key_Return);
        QTRY_COMPARE(steps(), 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY2(MessageBoxes::lastText().contains(QLatin1String("low.overview.turn")),
                 qPrintable(MessageBoxes::lastText()));
        QCOMPARE(lastEntry().record.step.kind, QStringLiteral("place"));
        QVERIFY(lastEntry().record.overridden);
        QVERIFY(state().unitAt(sq("D5")));
        QCOMPARE(state().unitAt(sq("D5"))->card, slugger);
        QCOMPARE(state().unitAt(sq("D5"))->owner, 0);

        // The turn ends; Ben places his Slugger by the book on C3; Ann's turn again.
        endTurn();
        QCOMPARE(state().active, 1);
        int now = steps();
        clickCard(QStringLiteral("dwarf-slugger"));
        clickSquare(sq("C3"));
        QTRY_COMPARE(steps(), now + 1);
        endTurn();
        QCOMPARE(state().active, 0);

        // Ann places a card she has one copy of by the book; once Ben has played, it is offered
        // again, marked: no copy of it can be in her hand.
        QString single; // the first card of one copy with a legal square
        for (const QString &id : hand->shownCards()) {
            const LowCard *card = state().card(id);
            if (hand->isAgainstRules(id) || hand->copies(id) != 1 || !card || card->isGeneral())
                continue;
            clickCard(id);
            if (!tool()->legalSquares().isEmpty()) {
                single = id;
                break;
            }
        }
        QVERIFY(!single.isEmpty());
        const int before = steps();
        clickSquare(tool()->legalSquares().first().at);
        QTRY_COMPARE(steps(), before + 1);
        QVERIFY(!lastEntry().record.overridden);
        endTurn();
        QCOMPARE(state().active, 1);
        QTRY_VERIFY(tool()->placeButton()->isEnabled());
        // Ann's card, now one of the cards against the rules for Ben, is not kept for him.
        QVERIFY2(!hand->isAgainstRules(tool()->currentCard()), qPrintable(tool()->currentCard()));
        now = steps();
        pressEnter(); // Ben's card as proposed, on the square the button names
        QTRY_COMPARE(steps(), now + 1);
        endTurn();
        QCOMPARE(state().active, 0);
        QVERIFY(hand->isAgainstRules(single));
        item = handItem(single);
        QVERIFY2(item->toolTip().contains(QLatin1String("Every copy")) &&
                     item->toolTip().contains(QLatin1String("low.overview.turn")),
                 qPrintable(item->toolTip()));
        clickCard(single);
        QVERIFY(!tool()->legalSquares().isEmpty());
        const QPoint second = tool()->legalSquares().first().at;
        const int placed = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        clickSquare(second);
        QTRY_COMPARE(steps(), placed + 1);
        QVERIFY2(MessageBoxes::lastText().contains(QLatin1String("low.overview.turn")),
                 qPrintable(MessageBoxes::lastText()));
        QVERIFY(lastEntry().record.overridden);
        QVERIFY(state().unitAt(second));
        QCOMPARE(state().unitAt(second)->card, single);
        QCOMPARE(state().unitAt(second)->owner, 0);
    }

    void everyStepOfTheJournals_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/lords-of-war"));
        const QStringList files = dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files);
        QVERIFY(files.size() >= 6);
        for (const QString &f : files)
            QTest::newRow(qPrintable(QFileInfo(f).baseName())) << dir.filePath(f);
    }

    // Every step of every Lords of War golden journal, played into the 1280x680 window: the tool
    // in front records a kind the guidance expects (issue 29), and where it is the placement
    // tool, its button names a square the mat shows, by the labels the mat prints on its edges.
    void everyStepOfTheJournals()
    {
        QFETCH(QString, path);
        kbz::JournalFile file;
        QVERIFY(kbztest::readJournal(path, &file));
        QVERIFY(window()->startGame(file.game, file.config, file.title));
        int placements = 0;
        for (int i = 0; i <= file.steps.size(); ++i) {
            if (i > 0) {
                const auto r =
                    window()->session()->record(file.steps.at(i - 1), Session::Confirm::Yes);
                QCOMPARE(r.outcome, Session::Outcome::Recorded);
            }
            const Guidance g = window()->session()->guidance();
            if (g.finished)
                continue;
            const QString where = QStringLiteral("after step %1").arg(i);
            const QStringList kinds = view()->frontKinds();
            bool fits = false;
            for (const QString &k : kinds)
                fits = fits || g.expected.contains(k);
            QVERIFY2(fits, qPrintable(QStringLiteral("%1: tool in front records %2, expected %3")
                                          .arg(where, kinds.join(QLatin1Char(',')),
                                               g.expected.join(QLatin1Char(',')))));
            if (view()->currentTool() != tool() || !tool()->previewSquare())
                continue;
            ++placements;
            const QPoint square = *tool()->previewSquare();
            LowMatView *mat = view()->mat();
            QVERIFY2(mat->shownSquares().contains(square), qPrintable(where));
            mat->grab(); // paints: the labels printed
            const QStringList labels = mat->edgeLabels(square);
            QVERIFY2(!labels.value(0).isEmpty() && !labels.value(1).isEmpty(), qPrintable(where));
            QCOMPARE(buttonSquare(), nameFromLabels(labels));
        }
        QVERIFY(placements > 0);
    }
};

QTEST_MAIN(TestLowPlaceGui)
#include "tst_low_place_gui.moc"
