// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 13, "never refuse a table step", in the Lethal Checkmate view: for every kind of step
// the entry records, a step that breaks a rule is entered through the UI (keys and clicks
// only), the warning with its rule id is shown before recording, "record anyway" is answered,
// and the step is in the journal with a finding citing the rule. The engine's side (every rule
// id) is tst_lc_rule_walk.
#include "../lethalcheckmate/LcTestSupport.h"
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "core/Session.h"
#include "lethalcheckmate/LcBoardView.h"
#include "lethalcheckmate/LcGameView.h"
#include "lethalcheckmate/LcStepEntry.h"

#include <QApplication>
#include <QListWidget>
#include <QSpinBox>
#include <QTest>
#include <functional>

using namespace kbz;
using namespace kbz::lc;
using namespace lctest;

namespace {

// What the user does in the view, given the view.
using Input = std::function<void(LcGameView *)>;

struct Case
{
    QList<Step> before; // recorded directly, not through the UI
    Input input;
    QString kind;
    QString ruleId;
};

void key(Qt::Key k, Qt::KeyboardModifiers mods = {})
{
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, k, mods);
}

// An Alt+letter of a step kind's button; a mnemonic clicks after a moment.
void kindKey(LcGameView *view, Qt::Key k, const char *kind)
{
    key(k, Qt::AltModifier);
    QTRY_COMPARE(view->entry()->kind(), QLatin1String(kind));
}

void clickSquare(LcGameView *view, const char *name)
{
    LcBoardView *board = view->board();
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->squareRect(*Square::parse(QLatin1String(name))).center());
    QCOMPARE(view->entry()->target(), Square::parse(QLatin1String(name)));
}

QList<Case> cases()
{
    const QList<Step> cardOnField = opening() + QList<Step>{play(0, "t-front")};
    const QList<Step> endPhase = cardOnField + QList<Step>{endTurn(0)};
    return {
        // A piece placed onto the other piece: any square of the board is taken.
        {{place(0, "b2")},
         [](LcGameView *v) { clickSquare(v, "b2"); },
         QStringLiteral("place-piece"),
         QStringLiteral("lc.board.occupied")},
        // A MOVE card to a square outside its pattern.
        {faceToFace(),
         [](LcGameView *v) {
             key(Qt::Key_3); // Test Side
             clickSquare(v, "a1");
         },
         QStringLiteral("play-card"), QStringLiteral("lc.move.pattern")},
        // An escape with an ARMS card (the digit unticks "does not escape").
        {attacked(), [](LcGameView *) { key(Qt::Key_1); }, QStringLiteral("escape"),
         QStringLiteral("lc.escape.move-only")},
        // Damage with no attack pending.
        {opening(), [](LcGameView *v) { kindKey(v, Qt::Key_D, "take-damage"); },
         QStringLiteral("take-damage"), QStringLiteral("lc.damage.hp")},
        // Lethal declared by the attacked player.
        {attacked(), [](LcGameView *v) { kindKey(v, Qt::Key_M, "declare-lethal"); },
         QStringLiteral("declare-lethal"), QStringLiteral("lc.turn.order")},
        // The board turned with no piece on a far row.
        {opening(), [](LcGameView *v) { kindKey(v, Qt::Key_B, "rotate"); },
         QStringLiteral("rotate"), QStringLiteral("lc.rotation.needless")},
        // The turn ended without a card played.
        {opening(), [](LcGameView *v) { kindKey(v, Qt::Key_T, "end-turn"); },
         QStringLiteral("end-turn"), QStringLiteral("lc.turn.must-play")},
        // A revealed hand showing a card the tracker sees on the field.
        {cardOnField,
         [](LcGameView *v) {
             kindKey(v, Qt::Key_T, "end-turn");
             key(Qt::Key_N, Qt::AltModifier); // Hand revealed
             auto *hand = v->entry()->findChild<QListWidget *>(QStringLiteral("revealedHand"));
             QVERIFY(hand);
             QTRY_VERIFY(hand->isEnabled());
             const QList<QListWidgetItem *> found =
                 hand->findItems(QStringLiteral("Test Front"), Qt::MatchStartsWith);
             QCOMPARE(found.size(), 1);
             hand->setFocus();
             hand->setCurrentItem(found.first());
             key(Qt::Key_Space);
             QCOMPARE(found.first()->checkState(), Qt::Checked);
         },
         QStringLiteral("end-turn"), QStringLiteral("lc.card.not-in-hand")},
        // Hands refilled before the turn ended.
        {opening(), [](LcGameView *v) { kindKey(v, Qt::Key_U, "refill"); },
         QStringLiteral("refill"), QStringLiteral("lc.end.phase")},
        // More cards drawn than the rules say, and more than nine.
        {endPhase,
         [](LcGameView *v) {
             QCOMPARE(v->entry()->kind(), QStringLiteral("refill"));
             const QList<QSpinBox *> spins = v->entry()->findChildren<QSpinBox *>();
             QVERIFY(spins.size() >= 1);
             spins.first()->setFocus();
             key(Qt::Key_A, Qt::ControlModifier);
             key(Qt::Key_1);
             key(Qt::Key_2);
             QCOMPARE(spins.first()->value(), 12);
         },
         QStringLiteral("refill"), QStringLiteral("lc.end.refill")},
        // A card entered in the hand that the tracker sees on the field.
        {cardOnField,
         [](LcGameView *v) {
             kindKey(v, Qt::Key_K, "identify");
             key(Qt::Key_1); // Test Front
         },
         QStringLiteral("identify"), QStringLiteral("lc.card.not-in-hand")},
    };
}

} // namespace

class TestLcNeverRefuseGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("refuse")};

    MainWindow *window() const { return m_fixture.window(); }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void brokenRuleIsRecorded_data()
    {
        QTest::addColumn<int>("index");
        const QList<Case> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all.at(i).kind + QLatin1Char(' ') + all.at(i).ruleId)) << i;
    }

    void brokenRuleIsRecorded()
    {
        QFETCH(int, index);
        const Case c = cases().at(index);
        QVERIFY(window()->startGame(QStringLiteral("lethal-checkmate"), testConfig(),
                                    QStringLiteral("T")));
        auto *view = qobject_cast<LcGameView *>(window()->gamePage()->gameView());
        QVERIFY(view);
        Session *session = window()->session();
        for (const Step &step : c.before)
            QCOMPARE(session->record(step, Session::Confirm::Yes).outcome,
                     Session::Outcome::Recorded);
        QCoreApplication::processEvents();
        view->board()->setFocus();
        const int at = session->index();

        c.input(view);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(view->entry()->kind(), c.kind);
        // The warning, with its rule, before anything is recorded.
        QTRY_VERIFY2(view->entry()->previewText().contains(c.ruleId),
                     qPrintable(view->entry()->previewText()));
        QCOMPARE(session->index(), at);

        MessageBoxes::setNextAnswer(QMessageBox::Yes); // "Record it anyway?"
        key(Qt::Key_Return);
        QTRY_VERIFY(session->index() > at);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY2(MessageBoxes::lastText().contains(c.ruleId), qPrintable(MessageBoxes::lastText()));
        const Session::Entry e = session->entry(at);
        QCOMPARE(e.record.step.kind, c.kind);
        QStringList ids;
        for (const Finding &f : e.record.findings)
            ids.append(f.ruleId);
        QVERIFY2(ids.contains(c.ruleId), qPrintable(ids.join(QLatin1Char(' '))));
    }

    // After a step of the table (the refill in the end phase), a kind only a player takes:
    // "Who" leaves the table for the player who most likely takes it, so the step is not
    // refused as "seat -1 is not a player seat" (issue 35 playtest).
    void seatKindAfterATableStep()
    {
        QVERIFY(window()->startGame(QStringLiteral("lethal-checkmate"), testConfig(),
                                    QStringLiteral("T")));
        auto *view = qobject_cast<LcGameView *>(window()->gamePage()->gameView());
        QVERIFY(view);
        Session *session = window()->session();
        for (const Step &step : opening() + QList<Step>{play(0, "t-front"), endTurn(0)})
            QCOMPARE(session->record(step, Session::Confirm::Yes).outcome,
                     Session::Outcome::Recorded);
        QCoreApplication::processEvents();
        QCOMPARE(view->entry()->kind(), QStringLiteral("refill"));
        QCOMPARE(view->entry()->actor(), -1);
        view->board()->setFocus();
        kindKey(view, Qt::Key_Y, "play-card");
        QVERIFY(view->entry()->actor() >= 0);
        QTRY_VERIFY2(!view->entry()->previewText().contains(QLatin1String("not a player seat")),
                     qPrintable(view->entry()->previewText()));
        kindKey(view, Qt::Key_U, "refill"); // the table may still refill: its choice is kept
        QVERIFY(view->entry()->actor() >= 0);
    }

    // Decks of 5 (2 left after the opening hands), and the table enters 7 and 9 cards drawn:
    // the entry warns that the decks hold fewer, and recorded anyway the hands take the cards
    // there were, never more cards than the game has; the journal line says so.
    void refillBeyondTheDeck()
    {
        QVERIFY(window()->startGame(QStringLiteral("lethal-checkmate"),
                                    testConfig({{"deckSize", 5}}), QStringLiteral("T")));
        auto *view = qobject_cast<LcGameView *>(window()->gamePage()->gameView());
        QVERIFY(view);
        Session *session = window()->session();
        for (const Step &step : opening() + QList<Step>{play(0, "t-front"), endTurn(0)})
            QCOMPARE(session->record(step, Session::Confirm::Yes).outcome,
                     Session::Outcome::Recorded);
        QCoreApplication::processEvents();
        QCOMPARE(view->entry()->kind(), QStringLiteral("refill"));
        const QList<QSpinBox *> spins = view->entry()->findChildren<QSpinBox *>();
        QCOMPARE(spins.size(), 2);
        QVERIFY2(spins.at(0)->toolTip().contains(QLatin1String("hold 2 card(s)")),
                 qPrintable(spins.at(0)->toolTip()));
        const int at = session->index();
        const QList<std::pair<QSpinBox *, Qt::Key>> typed = {{spins.at(0), Qt::Key_7},
                                                             {spins.at(1), Qt::Key_9}};
        for (const auto &[spin, digit] : typed) {
            spin->setFocus();
            key(Qt::Key_A, Qt::ControlModifier);
            key(digit);
        }
        QCOMPARE(spins.at(0)->value(), 7);
        QCOMPARE(spins.at(1)->value(), 9);
        QTRY_VERIFY2(view->entry()->previewText().contains(QLatin1String("lc.end.refill")) &&
                         view->entry()->previewText().contains(QLatin1String("hold only 2")),
                     qPrintable(view->entry()->previewText()));
        QCOMPARE(session->index(), at);

        MessageBoxes::setNextAnswer(QMessageBox::Yes); // "Record it anyway?"
        key(Qt::Key_Return);
        QTRY_VERIFY(session->index() > at);
        QVERIFY2(MessageBoxes::lastText().contains(QLatin1String("hold only 2")),
                 qPrintable(MessageBoxes::lastText()));
        const Session::Entry e = session->entry(at);
        QCOMPARE(e.record.step.kind, QStringLiteral("refill"));
        QVERIFY2(e.description.english().contains(
                     QLatin1String("White entered 7 but only 2 could be drawn")),
                 qPrintable(e.description.english()));
        const auto state = std::dynamic_pointer_cast<const LcState>(session->state());
        QVERIFY(state);
        for (int seat = 0; seat < 2; ++seat) {
            const LcPlayer &p = state->players.at(seat);
            QCOMPARE(p.hand.size() + int(p.field.size()) + p.deck + int(p.discard.size()), 5);
        }
        QCOMPARE(state->players.at(0).hand.size(), 4);
        QCOMPARE(state->players.at(1).hand.size(), 5);
    }

    // The steps whose rules nothing can break are recorded as entered all the same.
    void revealTopIsRecorded()
    {
        QVERIFY(window()->startGame(QStringLiteral("lethal-checkmate"), testConfig(),
                                    QStringLiteral("T")));
        auto *view = qobject_cast<LcGameView *>(window()->gamePage()->gameView());
        QVERIFY(view);
        view->board()->setFocus();
        kindKey(view, Qt::Key_O, "reveal-top");
        key(Qt::Key_2); // Test Wide
        key(Qt::Key_Return);
        QTRY_COMPARE(window()->session()->index(), 1);
        const Session::Entry e = window()->session()->entry(0);
        QCOMPARE(e.record.step.kind, QStringLiteral("reveal-top"));
        QCOMPARE(e.record.step.payload.value(QStringLiteral("card")).toString(),
                 QStringLiteral("t-wide"));
    }
};

QTEST_MAIN(TestLcNeverRefuseGui)
#include "tst_lc_never_refuse_gui.moc"
