// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The fields issue 17 added so that its rules are recorded from the app, not only from journal
// files, each driven with QTest in an offscreen MainWindow: the form prefilled from the engine,
// the warning shown before recording, the step recorded anyway, and the journal line and the
// finding checked. Rook & Raiders: the mercenary row (New Game, the recruit, the end phase) and
// willpower's re-roll; Lethal Checkmate: the hand revealed when a turn ends without a card;
// Dungeon Lords: the end of the row a combat card was taken from. The
// games are opened from the journals of tests/data/rules-review/ and tests/data/rook-raiders/, cut
// before the step under test.
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "core/JournalFile.h"
#include "core/Session.h"
#include "dungeonlords/DlGameView.h"
#include "dungeonlords/DlRevealTool.h"
#include "dungeonlords/DlState.h"
#include "lethalcheckmate/LcGameView.h"
#include "lethalcheckmate/LcStepEntry.h"
#include "rookraiders/RrAttackCalculator.h"
#include "rookraiders/RrBoardView.h"
#include "rookraiders/RrEndPhasePanel.h"
#include "rookraiders/RrGameView.h"
#include "rookraiders/RrMercenaryRow.h"
#include "rookraiders/RrSetupPage.h"
#include "rookraiders/RrState.h"
#include "rookraiders/RrStepEntry.h"

#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>

using namespace kbz;
using namespace kbz::rr;

namespace {

JournalFile readJournal(const QString &path)
{
    QFile f(QStringLiteral(KIBITZER_TEST_DATA "/") + path);
    JournalFile j;
    if (!f.open(QIODevice::ReadOnly))
        return j;
    int line = 0;
    QString error;
    if (!JournalFile::parse(f.readAll(), &j, &line, &error))
        qWarning("%s line %d: %s", qPrintable(path), line, qPrintable(error));
    return j;
}

// The index of the `n`th step (0-based) of `kind` in `j`, -1 when there is none.
int stepIndex(const JournalFile &j, const char *kind, int n = 0)
{
    for (int i = 0; i < j.steps.size(); ++i)
        if (j.steps.at(i).kind == QLatin1String(kind) && n-- == 0)
            return i;
    return -1;
}

bool cites(const QList<Finding> &findings, const char *rule)
{
    for (const Finding &f : findings)
        if (f.ruleId == QLatin1String(rule))
            return true;
    return false;
}

Square sq(const char *name)
{
    return *Square::parse(QString::fromLatin1(name));
}

} // namespace

class TestRulesFieldsGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("fields")};

    MainWindow *window() const { return m_fixture.window(); }
    Session *session() const { return window()->session(); }
    int steps() const { return session()->index(); }

    // The game of `j` started, its first `cut` steps recorded (warnings confirmed).
    void openAt(const JournalFile &j, int cut)
    {
        QVERIFY(!j.steps.isEmpty());
        QVERIFY(cut >= 0 && cut <= j.steps.size());
        QVERIFY(window()->startGame(j.game, j.config, j.title));
        QCoreApplication::processEvents();
        for (int i = 0; i < cut; ++i) {
            const auto r = session()->record(j.steps.at(i), Session::Confirm::Yes);
            QVERIFY2(r.outcome == Session::Outcome::Recorded,
                     qPrintable(QStringLiteral("step %1 (%2): %3")
                                    .arg(i + 1)
                                    .arg(j.steps.at(i).kind, r.problem.english())));
        }
        QCoreApplication::processEvents();
        kbztest::settleLayouts();
    }

    // The last step recorded: recorded with its warnings confirmed, citing `rule`; its journal
    // line in English.
    QString lastLine(const char *rule)
    {
        const Session::Entry e = session()->entry(steps() - 1);
        if (rule) {
            [&] {
                QVERIFY2(cites(e.record.findings, rule), rule);
                QVERIFY(e.record.overridden);
            }();
        }
        return e.description.text(Lang::En);
    }

    // Answers "record anyway?" with Yes and clicks `record`; the step is recorded and the box
    // named `warning`.
    void recordAnyway(QAbstractButton *record, const QString &warning)
    {
        const int before = steps();
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QVERIFY(record->isEnabled());
        QTest::mouseClick(record, Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 1);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY2(MessageBoxes::lastText().contains(warning), qPrintable(MessageBoxes::lastText()));
    }

    // ---- Rook & Raiders

    RrGameView *rrView() const
    {
        return qobject_cast<RrGameView *>(window()->gamePage()->gameView());
    }
    const RrState &rrState() const { return static_cast<const RrState &>(*session()->state()); }

    template <typename T> T *entryChild(const char *name) const
    {
        return rrView()->entry()->findChild<T *>(QLatin1String(name));
    }

    void clickKind(const char *kind)
    {
        auto *button = entryChild<QToolButton>(qPrintable(QStringLiteral("kind-") + kind));
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(rrView()->entry()->kind(), QString::fromLatin1(kind));
    }

    void clickSquare(int seat, const char *name)
    {
        rrView()->boards()->setCurrentIndex(seat);
        RrBoardView *board = rrView()->board(seat);
        QVERIFY(board);
        kbztest::settleLayouts();
        QVERIFY(board->isVisible());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq(name)).center());
    }

    void chooseData(QComboBox *combo, const QString &data)
    {
        QVERIFY(combo);
        const int index = combo->findData(data);
        QVERIFY2(index >= 0, qPrintable(data));
        kbztest::chooseWithKeys(combo, index);
    }

    void typeDice(int d1, int d2)
    {
        auto *a = entryChild<QSpinBox>("d1");
        auto *b = entryChild<QSpinBox>("d2");
        QVERIFY(a && b);
        kbztest::typeInto(a, QString::number(d1));
        kbztest::typeInto(b, QString::number(d2));
        QCOMPARE(a->value(), d1);
        QCOMPARE(b->value(), d2);
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    // New Game: the row entered on Rook & Raiders' page is the "mercenaries" option.
    void rrSetupPageRow()
    {
        RrSetupPage page;
        page.setCards(std::nullopt); // the shipped cards
        QCOMPARE(page.options(), QJsonObject());
        QSignalSpy changed(&page, &GameSetupPage::changed);
        RrMercenaryRow *row = page.mercenaryRow();
        page.show();
        chooseData(row->slot(0), QStringLiteral("warrior"));
        chooseData(row->slot(2), QStringLiteral("bard"));
        QVERIFY(changed.count() >= 2);
        QCOMPARE(page.options(),
                 QJsonObject({{QStringLiteral("mercenaries"), QJsonArray{"warrior", "bard"}}}));
    }

    // Ben picked Recruit; the row is Warrior, Bard, Cleric (rr-recruit.jsonl). From the
    // mercenaries, the entry offers the row first and chooses its first card; a Sorcerer is not
    // in the row: warned before recording (rr.command.mercenary-row), recorded anyway.
    void rrRecruitFromRow()
    {
        const JournalFile j = readJournal(QStringLiteral("rules-review/rr-recruit.jsonl"));
        openAt(j, stepIndex(j, "recruit"));
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(rrState().mercenaries,
                 std::optional<QStringList>({QStringLiteral("warrior"), QStringLiteral("bard"),
                                             QStringLiteral("cleric")}));
        RrStepEntry *entry = rrView()->entry();
        QCOMPARE(entry->kind(), QStringLiteral("recruit")); // the guidance's
        QCOMPARE(entry->actor(), 1);                        // Ben, the picker
        auto *from = entryChild<QComboBox>("from");
        auto *card = entryChild<QComboBox>("card");
        chooseData(from, QStringLiteral("mercenary"));
        if (QTest::currentTestFailed())
            return;
        // Prefilled from the engine's row, in its order.
        QCOMPARE(card->currentData().toString(), QStringLiteral("warrior"));
        for (int i = 0; i < 3; ++i)
            QVERIFY2(card->itemText(i).contains(QLatin1String("(mercenary row)")),
                     qPrintable(card->itemText(i)));
        QCOMPARE(card->itemData(1).toString(), QStringLiteral("bard"));
        QCOMPARE(card->itemData(2).toString(), QStringLiteral("cleric"));
        QVERIFY(!card->itemText(3).contains(QLatin1String("(mercenary row)")));

        chooseData(card, QStringLiteral("sorcerer"));
        clickSquare(1, "C3");
        if (QTest::currentTestFailed())
            return;
        const QString warning = QStringLiteral("is not in the mercenary row");
        QVERIFY2(entry->previewText().contains(warning), qPrintable(entry->previewText()));
        recordAnyway(entry->recordButton(), warning);
        if (QTest::currentTestFailed())
            return;
        const Step recorded = session()->entry(steps() - 1).record.step;
        QCOMPARE(recorded.payload.value(QStringLiteral("from")).toString(),
                 QStringLiteral("mercenary"));
        QCOMPARE(recorded.payload.value(QStringLiteral("card")).toString(),
                 QStringLiteral("sorcerer"));
        const QString line = lastLine("rr.command.mercenary-row");
        QVERIFY2(line.contains(QLatin1String("Sorcerer")) && line.contains(QLatin1String("C3")),
                 qPrintable(line));
    }

    // The end phase of full-round.jsonl with the row Warrior, Bard, Cleric at setup (Ben took the
    // Warrior). ⑰: every mercenary is discarded and three new ones laid out, so the new row starts
    // empty; the table lays out a Bard, a Swordmaster and a Cleric, and the end of the round
    // carries the new row, which the next recruit is checked against.
    void rrEndPhaseNewRow()
    {
        JournalFile j = readJournal(QStringLiteral("rook-raiders/full-round.jsonl"));
        j.config.options.insert(QStringLiteral("mercenaries"),
                                QJsonArray{"warrior", "bard", "cleric"});
        openAt(j, stepIndex(j, "end-round"));
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(rrState().mercenaries,
                 std::optional<QStringList>({QStringLiteral("bard"), QStringLiteral("cleric")}));
        RrEndPhasePanel *panel = rrView()->endPhase();
        QTRY_VERIFY(panel->isVisible());
        RrMercenaryRow *row = panel->mercenaryRow();
        QCOMPARE(row->row(), QStringList());
        QVERIFY(!panel->mercenariesBox()->isChecked());
        const QStringList laid = {QStringLiteral("bard"), QStringLiteral("swordmaster"),
                                  QStringLiteral("cleric")};
        for (int i = 0; i < 3; ++i) {
            chooseData(row->slot(i), laid.at(i));
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(panel->mercenariesBox()->isChecked()); // ticked by the new row
        const int before = steps();
        QTest::mouseClick(panel->endRoundButton(), Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 1);
        const Step recorded = session()->entry(before).record.step;
        QCOMPARE(recorded.kind, QStringLiteral("end-round"));
        QCOMPARE(recorded.payload.value(QStringLiteral("mercenaries")).toArray(),
                 QJsonArray::fromStringList(laid));
        QCOMPARE(rrState().mercenaries, std::optional<QStringList>(laid));
        QVERIFY(!lastLine(nullptr).isEmpty());
        // The next end phase starts with an empty row again.
        QCOMPARE(row->row(), QStringList());
    }

    // An end of the round with no new row entered: the old row was discarded (⑰), so Kibitzer no
    // longer follows it (a recruit from the mercenaries is not checked against a stale row).
    void rrEndPhaseRowNotEntered()
    {
        JournalFile j = readJournal(QStringLiteral("rook-raiders/full-round.jsonl"));
        j.config.options.insert(QStringLiteral("mercenaries"),
                                QJsonArray{"warrior", "bard", "cleric"});
        openAt(j, stepIndex(j, "end-round"));
        if (QTest::currentTestFailed())
            return;
        RrEndPhasePanel *panel = rrView()->endPhase();
        QTRY_VERIFY(panel->isVisible());
        const int before = steps();
        QTest::mouseClick(panel->endRoundButton(), Qt::LeftButton);
        QTRY_COMPARE(steps(), before + 1);
        QVERIFY(
            !session()->entry(before).record.step.payload.contains(QStringLiteral("mercenaries")));
        QCOMPARE(rrState().mercenaries, std::optional<QStringList>());
    }

    // rr-willpower.jsonl: Ben attacks the monster on A from B1. He rolls 1 + 1, re-rolls with
    // willpower (the roll given up is kept and shown), rolls 2 + 1, re-rolls the same roll again
    // and rolls 4 + 4: warned before recording (rr.boon.willpower), recorded anyway, and the
    // journal line shows every roll.
    void rrWillpowerReroll()
    {
        const JournalFile j = readJournal(QStringLiteral("rules-review/rr-willpower.jsonl"));
        openAt(j, stepIndex(j, "attack", 1));
        if (QTest::currentTestFailed())
            return;
        RrStepEntry *entry = rrView()->entry();
        entry->setActor(1);
        clickKind("attack");
        // The unit and a target are proposed (issue 13); a click on the unit keeps it, and the
        // click on the monster chooses that target instead.
        clickSquare(1, "B1");
        clickSquare(1, "A");
        if (QTest::currentTestFailed())
            return;
        typeDice(1, 1);
        auto *reroll = entryChild<QPushButton>("reroll");
        auto *given = entryChild<QLabel>("rerolled");
        auto *willpower = entryChild<QCheckBox>("willpower");
        QVERIFY(reroll && given && willpower);
        QVERIFY(!willpower->isChecked());
        QTest::mouseClick(reroll, Qt::LeftButton);
        QVERIFY(willpower->isChecked());
        QCOMPARE(given->text(), QStringLiteral("Given up: 1+1"));
        QCOMPARE(entryChild<QSpinBox>("d1")->value(), 0); // waiting for the new roll
        typeDice(2, 1);
        const QString warning = QStringLiteral("re-rolled 2 times");
        QVERIFY(!entry->previewText().contains(warning));
        QVERIFY2(entry->previewText().contains(QLatin1String("1+1 given up")),
                 qPrintable(entry->previewText()));
        QTest::mouseClick(reroll, Qt::LeftButton);
        QCOMPARE(given->text(), QStringLiteral("Given up: 1+1, 2+1"));
        typeDice(4, 4);
        QVERIFY2(entry->previewText().contains(warning), qPrintable(entry->previewText()));
        recordAnyway(entry->recordButton(), warning);
        if (QTest::currentTestFailed())
            return;
        const Step recorded = session()->entry(steps() - 1).record.step;
        QCOMPARE(recorded.payload.value(QStringLiteral("rerolled")).toArray(),
                 QJsonArray({QJsonArray{1, 1}, QJsonArray{2, 1}}));
        QCOMPARE(recorded.payload.value(QStringLiteral("dice")).toArray(), QJsonArray({4, 4}));
        QVERIFY(recorded.payload.value(QStringLiteral("willpower")).toBool());
        const QString line = lastLine("rr.boon.willpower");
        QVERIFY2(line.contains(QLatin1String("re-rolled by willpower from 1 + 1")) &&
                     line.contains(QLatin1String("re-rolled by willpower from 2 + 1")),
                 qPrintable(line));
        // The next attack starts with no roll given up.
        QCOMPARE(given->text(), QString());
    }

    // ---- Lethal Checkmate

    // lc-reveal-playable.jsonl: White's hand holds Test Back and Test Front (entered), no card
    // played yet. Ending the turn with the hand revealed, the entry lists the hand with the known
    // cards ticked; the table ticks Test Wide too, which the hand showed. An ARMS card can always
    // be played: warned before recording (lc.turn.reveal-hand), recorded anyway, and the journal
    // line names the cards shown, which are known from then on.
    void lcRevealedHand()
    {
        const JournalFile j = readJournal(QStringLiteral("rules-review/lc-reveal-playable.jsonl"));
        openAt(j, stepIndex(j, "end-turn"));
        if (QTest::currentTestFailed())
            return;
        auto *view = qobject_cast<lc::LcGameView *>(window()->gamePage()->gameView());
        QVERIFY(view);
        lc::LcStepEntry *entry = view->entry();
        // The end of the turn alone (Quick refill would record the refill after it).
        entry->quickRefillBox()->setChecked(false);
        auto *endTurn = entry->findChild<QToolButton *>(QStringLiteral("kind-end-turn"));
        QVERIFY(endTurn);
        QTest::mouseClick(endTurn, Qt::LeftButton);
        QCOMPARE(entry->kind(), QStringLiteral("end-turn"));
        auto *revealed = entry->findChild<QCheckBox *>(QStringLiteral("revealed"));
        auto *hand = entry->findChild<QListWidget *>(QStringLiteral("revealedHand"));
        QVERIFY(revealed && hand);
        kbztest::settleLayouts();
        QVERIFY(hand->isVisible());
        QVERIFY(!hand->isEnabled()); // until the hand is revealed
        kbztest::clickCheckBox(revealed);
        QVERIFY(revealed->isChecked());
        QVERIFY(hand->isEnabled());
        // Prefilled from the engine: the known cards first, ticked.
        QVERIFY(hand->count() > 2);
        QCOMPARE(hand->item(0)->data(Qt::UserRole).toString(), QStringLiteral("t-front"));
        QCOMPARE(hand->item(1)->data(Qt::UserRole).toString(), QStringLiteral("t-back"));
        QCOMPARE(hand->item(0)->checkState(), Qt::Checked);
        QCOMPARE(hand->item(1)->checkState(), Qt::Checked);
        int wide = -1;
        for (int i = 2; i < hand->count(); ++i) {
            QCOMPARE(hand->item(i)->checkState(), Qt::Unchecked);
            if (hand->item(i)->data(Qt::UserRole).toString() == QLatin1String("t-wide"))
                wide = i;
        }
        QVERIFY(wide > 1);
        hand->setFocus();
        hand->setCurrentRow(wide);
        QTest::keyClick(hand->viewport(), Qt::Key_Space);
        QTRY_COMPARE(hand->item(wide)->checkState(), Qt::Checked);
        const QString warning = QStringLiteral("the hand holds a card that can be played");
        QVERIFY2(entry->previewText().contains(warning), qPrintable(entry->previewText()));
        recordAnyway(entry->recordButton(), warning);
        if (QTest::currentTestFailed())
            return;
        const Step recorded = session()->entry(steps() - 1).record.step;
        QCOMPARE(recorded.kind, QStringLiteral("end-turn"));
        QCOMPARE(recorded.payload.value(QStringLiteral("hand")).toArray(),
                 QJsonArray({"t-front", "t-back", "t-wide"}));
        const QString line = lastLine("lc.turn.reveal-hand");
        QVERIFY2(line.contains(QLatin1String("reveals the hand (Test Front, Test Back")),
                 qPrintable(line));
        const auto &state = static_cast<const lc::LcState &>(*session()->state());
        QVERIFY(state.players.at(0).hand.known.contains(QStringLiteral("t-wide")));
    }

    // ---- Dungeon Lords

    // dl-reveal-side.jsonl: round 1's card of the first year. The reveal tool names the side the
    // card is taken from, prefilled with the side with fewer crystals (the rule); the table took
    // it from the other end: warned before recording (dl.combat-card.reveal), recorded anyway.
    void dlRevealSide()
    {
        const JournalFile j = readJournal(QStringLiteral("rules-review/dl-reveal-side.jsonl"));
        openAt(j, stepIndex(j, "reveal"));
        if (QTest::currentTestFailed())
            return;
        auto *view = qobject_cast<dl::DlGameView *>(window()->gamePage()->gameView());
        QVERIFY(view);
        dl::DlRevealTool *tool = view->revealTool();
        QTRY_COMPARE(view->currentTool(), static_cast<QWidget *>(tool));
        QComboBox *from = tool->fromCombo();
        QCOMPARE(from->currentData().toString(), QStringLiteral("fewer")); // the rule's side
        tool->focusEntry();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_2);
        QCOMPARE(tool->fatigueSpin()->value(), 2);
        // Taken from the rule's side: nothing to warn.
        auto prepared = tool->preparedStep(nullptr);
        QVERIFY(prepared);
        QCOMPARE(prepared->payload.value(QStringLiteral("from")).toString(),
                 QStringLiteral("fewer"));
        QVERIFY(session()->check(*prepared).isEmpty() ||
                !cites(session()->check(*prepared), "dl.combat-card.reveal"));
        chooseData(from, QStringLiteral("more"));
        if (QTest::currentTestFailed())
            return;
        const QString warning = QStringLiteral("revealed from the side with more crystals");
        QVERIFY(cites(session()->check(*tool->preparedStep(nullptr)), "dl.combat-card.reveal"));
        recordAnyway(tool->defaultButton(), warning);
        if (QTest::currentTestFailed())
            return;
        const Step recorded = session()->entry(steps() - 1).record.step;
        QCOMPARE(recorded.kind, QStringLiteral("reveal"));
        QCOMPARE(recorded.payload.value(QStringLiteral("from")).toString(), QStringLiteral("more"));
        QVERIFY(!lastLine("dl.combat-card.reveal").isEmpty());
    }
};

QTEST_MAIN(TestRulesFieldsGui)
#include "tst_rules_fields_gui.moc"
