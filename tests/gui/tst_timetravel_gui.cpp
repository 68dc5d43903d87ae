// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Time travel in the app (issue 22): selecting a step of the journal shows the game as it was
// after it (the state kibitzer-cli replay reaches on the journal cut there), read-only, under an
// "as of step N" banner that moves nothing; Esc and the arrow keys; "New game from here";
// bookmarks kept across a restart; a stored step that does not replay is named.
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "GameView.h"
#include "GuidancePanel.h"
#include "HistoryBrowser.h"
#include "LookBackBanner.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "StartPage.h"
#include "TimeTravelControl.h"
#include "core/JournalModel.h"
#include "core/Replay.h"
#include "core/Session.h"
#include "storage/HistoryModel.h"
#include "storage/Journal.h"
#include "storage/JournalImport.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSqlQuery>
#include <QTimer>
#include <QTreeWidget>

using namespace kbz;

namespace {

QString golden(const char *name)
{
    return QStringLiteral(KIBITZER_TEST_DATA "/") + QLatin1String(name);
}

// The state kibitzer-cli replay reaches on the journal at `path` cut after `n` steps, as JSON.
QJsonObject replayedCut(const GameRegistry &registry, const QString &path, int n)
{
    QString why;
    std::optional<CheckedJournal> checked = checkJournalFile(registry, path, &why);
    if (!checked)
        return {{QStringLiteral("error"), why}};
    JournalFile file = checked->file;
    file.steps = file.steps.mid(0, n);
    file.stepLines = file.stepLines.mid(0, n);
    const ReplayReport r = replayJournal(*registry.find(file.game), file);
    return r.ok() ? r.finalState->toJson() : QJsonObject{{QStringLiteral("error"), r.error}};
}

// Where `w` is on the game page (the menu bar above it may settle later in Japanese).
QRect rectOnPage(const QWidget *w, const QWidget *page)
{
    return {w->mapTo(page, QPoint(0, 0)), w->size()};
}

} // namespace

class TestTimeTravelGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("tt"), QSize(1280, 720)};

    MainWindow *window() const { return m_fixture.window(); }
    GamePage *page() const { return window()->gamePage(); }
    TimeTravelControl *travel() const { return page()->timeTravel(); }

    // Imports the journal at `path` into the window's database and opens it.
    qint64 openGolden(const QString &path)
    {
        QString why;
        const std::optional<CheckedJournal> checked =
            checkJournalFile(window()->registry(), path, &why);
        if (!checked) {
            qWarning() << why;
            return 0;
        }
        DbError err;
        const ImportOutcome imported = importJournal(*window()->journal(), *checked, &err);
        if (imported.gameId == 0 || !window()->resumeGame(imported.gameId, &err, false))
            return 0;
        return imported.gameId;
    }

    // Step n's journal row made current, the keys in the journal list.
    void selectStep(int n)
    {
        QListView *list = page()->journalView();
        window()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window()));
        list->setFocus();
        QTRY_VERIFY(list->hasFocus());
        list->setCurrentIndex(page()->journalModel()->index(n - 1));
    }

    int gameCount() const
    {
        DbError err;
        return int(window()->journal()->listGames(&err).size());
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup()
    {
        TimeTravelControl::setNextBookmarkName(std::nullopt);
        m_fixture.cleanup();
    }

    // Every game: the journal row of step n shows the state after step n, the one replay
    // reaches on the journal cut at n; the layout does not move; back to now with the banner.
    void lookBackShowsTheStateAfterTheStep_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("japanese");
        for (const char *p : {"lethal-checkmate/three-hits.jsonl", "rook-raiders/full-round.jsonl",
                              "lords-of-war/commanders.jsonl", "light-wars/full-game.jsonl",
                              "dungeon-lords/two-player-game.jsonl"})
            for (bool ja : {false, true})
                QTest::addRow("%s %s", p, ja ? "ja" : "en") << golden(p) << ja;
    }

    void lookBackShowsTheStateAfterTheStep()
    {
        QFETCH(QString, path);
        QFETCH(bool, japanese);
        if (japanese)
            window()->setLanguage(Lang::Ja);
        QVERIFY(openGolden(path));
        Session *live = window()->session();
        const int count = live->count();
        QVERIFY(count >= 3);
        selectStep(count); // the step in effect: now, and the window active and settled
        QVERIFY(!travel()->isLookingBack());
        // The Japanese menu bar grows a little once it has been painted (its glyphs loaded): a
        // few turns of the event loop settle it before the page's geometry is taken. No time is
        // asserted; the comparisons below are of geometry only.
        window()->grab();
        QTest::qWait(100);
        QTRY_COMPARE(window()->menuBar()->height(), window()->menuBar()->sizeHint().height());
        QTRY_COMPARE(window()->centralWidget()->y(), window()->menuBar()->height());
        kbztest::settleLayouts();
        GameView *view = page()->gameView();
        const QRect viewRect = rectOnPage(view, page());

        const QRect journalRect = rectOnPage(page()->journalView(), page());
        const QRect guidanceRect = rectOnPage(page()->guidancePanel(), page());
        const QJsonObject now = live->state()->toJson();

        for (int n : {count / 3, 2 * count / 3, 1}) {
            selectStep(n);
            QVERIFY(travel()->isLookingBack());
            QCOMPARE(travel()->lookBackStep(), n);
            QVERIFY(travel()->pastSession());
            QCOMPARE(travel()->pastSession()->state()->toJson(),
                     replayedCut(window()->registry(), path, n));
            QCOMPARE(travel()->pastSession()->count(), n);
            // The findings shown are the step's, not a preview of the past view's tool.
            QVERIFY2(page()->findingsTitle().contains(QString::number(n)),
                     qPrintable(page()->findingsTitle()));
            // Read-only: a view of the past, taking no input, in the game view's place; the
            // game view is kept (hidden) with what it was entering.
            GameView *past = travel()->pastView();
            QVERIFY(past);
            QVERIFY(past->isVisible());
            // Nothing can be entered in it: disabled, or (Rook & Raiders) all but its tabs.
            if (past->isEnabled()) {
                QVERIFY(past->primaryAction());
                QVERIFY(!past->primaryAction()->isEnabled());
                for (auto *button : past->findChildren<QAbstractButton *>())
                    QVERIFY2(!button->isEnabled() || qobject_cast<QTabBar *>(button->parent()),
                             qPrintable(button->text()));
            }
            QVERIFY(!view->isVisible());
            QCOMPARE(page()->gameView(), view);
            LookBackBanner *banner = travel()->banner();
            QVERIFY(banner->isVisible());
            QVERIFY2(banner->titleText().contains(QString::number(n)),
                     qPrintable(banner->titleText()));
            kbztest::settleLayouts();
            // Nothing moved: the banner lies over the guidance panel.
            QCOMPARE(rectOnPage(banner, page()), guidanceRect);
            QCOMPARE(rectOnPage(past, page()), viewRect);
            QCOMPARE(rectOnPage(page()->journalView(), page()), journalRect);
            QCOMPARE(rectOnPage(page()->guidancePanel(), page()), guidanceRect);
            kbztest::verifyNothingClipped("banner", kbztest::clippedTexts(banner));
            // The live game is untouched.
            QCOMPARE(live->state()->toJson(), now);
            QCOMPARE(live->count(), count);
        }
        m_fixture.shot(QStringLiteral("lookback-%1-%2.png")
                           .arg(QFileInfo(path).baseName(), japanese ? "ja" : "en"));
        QTest::mouseClick(travel()->banner()->nowButton(), Qt::LeftButton);
        QVERIFY(!travel()->isLookingBack());
        QVERIFY(!travel()->pastView());
        QVERIFY(view->isVisible());
        QVERIFY(view->isEnabled());
        QVERIFY(!travel()->banner()->isVisible());
        kbztest::settleLayouts();
        QCOMPARE(page()->journalView()->currentIndex().row(), live->index() - 1);
        QCOMPARE(rectOnPage(view, page()), viewRect);
    }

    // Esc returns to now; Left and Right step through the game, Home goes before the first
    // step; reaching the step in effect is now.
    void escAndArrowKeys()
    {
        QVERIFY(openGolden(golden("lethal-checkmate/three-hits.jsonl")));
        const int count = window()->session()->count();
        selectStep(5);
        QListView *list = page()->journalView();
        QTest::keyClick(list, Qt::Key_Left);
        QCOMPARE(travel()->lookBackStep(), 4);
        QCOMPARE(list->currentIndex().row(), 3);
        QTest::keyClick(list, Qt::Key_Right);
        QTest::keyClick(list, Qt::Key_Right);
        QCOMPARE(travel()->lookBackStep(), 6);
        QCOMPARE(travel()->pastSession()->state()->toJson(),
                 replayedCut(window()->registry(), golden("lethal-checkmate/three-hits.jsonl"), 6));
        QTest::keyClick(list, Qt::Key_Home);
        QCOMPARE(travel()->lookBackStep(), 0);
        QVERIFY(!list->currentIndex().isValid());
        QTest::keyClick(list, Qt::Key_Escape);
        QVERIFY(!travel()->isLookingBack());
        QCOMPARE(list->currentIndex().row(), count - 1);
        // Arrow keys while not looking back are the list's own (no look-back starts by itself).
        QTest::keyClick(list, Qt::Key_Right);
        QVERIFY(!travel()->isLookingBack());
        // Walking to the step in effect is now.
        selectStep(count - 1);
        QVERIFY(travel()->isLookingBack());
        QTest::keyClick(list, Qt::Key_Right);
        QVERIFY(!travel()->isLookingBack());
        QVERIFY(page()->gameView()->isEnabled());
    }

    // Looking back at Rook & Raiders: each player's board can still be brought forward, by its
    // tab or Ctrl+2, while the keys stay in the journal (Esc returns to now).
    void rookRaidersBoardsWhileLookingBack()
    {
        QVERIFY(openGolden(golden("rook-raiders/full-round.jsonl")));
        selectStep(20);
        QVERIFY(travel()->isLookingBack());
        GameView *past = travel()->pastView();
        auto *tabs = past->findChild<QTabWidget *>();
        QVERIFY(tabs);
        QVERIFY(tabs->count() >= 2);
        QVERIFY(tabs->tabBar()->isEnabled());
        QVERIFY(!tabs->currentWidget()->isEnabled()); // the boards take no input
        const int before = tabs->currentIndex();
        const int other = before == 1 ? 0 : 1;
        QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {},
                          tabs->tabBar()->tabRect(other).center());
        QCOMPARE(tabs->currentIndex(), other);
        QVERIFY(page()->journalView()->hasFocus());
        QTest::keyClick(page()->journalView(), Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 1);
        QTest::keyClick(page()->journalView(), Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 0);
        QCOMPARE(travel()->lookBackStep(), 20); // still the same step
        QTest::keyClick(page()->journalView(), Qt::Key_Escape);
        QVERIFY(!travel()->isLookingBack());
    }

    // While looking back nothing can be recorded, undone or redone.
    void nothingRecordableWhileLookingBack()
    {
        QVERIFY(openGolden(golden("rook-raiders/full-round.jsonl")));
        Session *live = window()->session();
        const int count = live->count();
        QVERIFY(live->canUndo());
        const Step last = live->entry(count - 1).record.step;
        QVERIFY(page()->undo());
        selectStep(3);
        QVERIFY(travel()->isLookingBack());
        if (QAbstractButton *primary = travel()->pastView()->primaryAction())
            QVERIFY(!primary->isEnabled());
        QVERIFY(!page()->record(last));
        QVERIFY(!page()->redo());
        QVERIFY(!page()->undo());
        QCOMPARE(travel()->pastSession()->record(last, Session::Confirm::Yes).outcome,
                 Session::Outcome::Malformed);
        DbError err;
        QCOMPARE(window()->journal()->loadGameHeader(live->gameId(), &err)->summary.stepCount,
                 count);
        QCOMPARE(live->index(), count - 1);
        QCOMPARE(live->count(), count);
        QTest::keyClick(page()->journalView(), Qt::Key_Escape);
        QVERIFY(page()->redo());
        QCOMPARE(live->index(), count);
    }

    // "New game from here" on the banner: a new stored game whose replay equals the journal
    // cut at the step, opened, named as branched in the title and in the recent games.
    void branchFromTheBanner()
    {
        const QString path = golden("lords-of-war/commanders.jsonl");
        const qint64 origin = openGolden(path);
        QVERIFY(origin);
        const int count = window()->session()->count();
        const int n = count / 2;
        selectStep(n);
        // Asked first, saying what it makes (issue 29): No makes nothing.
        const int before = gameCount();
        MessageBoxes::setNextAnswer(QMessageBox::No);
        QTest::mouseClick(travel()->banner()->branchButton(), Qt::LeftButton);
        QVERIFY2(MessageBoxes::lastText().contains(
                     QStringLiteral("new game from step %1 of game %2").arg(n).arg(origin)),
                 qPrintable(MessageBoxes::lastText()));
        QCOMPARE(gameCount(), before);
        QCOMPARE(window()->session()->gameId(), origin);
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(travel()->banner()->branchButton(), Qt::LeftButton);
        QTRY_VERIFY(window()->session() && window()->session()->gameId() != origin);
        Session *branch = window()->session();
        QCOMPARE(branch->count(), n);
        QCOMPARE(branch->state()->toJson(), replayedCut(window()->registry(), path, n));
        QVERIFY(!travel()->isLookingBack());
        QVERIFY2(window()->windowTitle().contains(
                     QStringLiteral("branched from game %1 at step %2").arg(origin).arg(n)),
                 qPrintable(window()->windowTitle()));
        DbError err;
        QCOMPARE(window()->journal()->loadGameHeader(origin, &err)->summary.stepCount, count);
        const qint64 branchId = branch->gameId();
        window()->closeGame();
        QTreeWidget *games = window()->startPage()->gamesView();
        bool listed = false;
        for (int i = 0; i < games->topLevelItemCount(); ++i) {
            QTreeWidgetItem *item = games->topLevelItem(i);
            if (item->data(0, Qt::UserRole).toLongLong() == branchId)
                for (int c = 0; c < games->columnCount(); ++c)
                    listed = listed || item->text(c).contains(
                                           QStringLiteral("branched from game %1").arg(origin));
        }
        QVERIFY(listed);

        // The game history marks the branch with its origin and step; its origin is unmarked
        // (both have the same title).
        HistoryBrowser *history = window()->showHistory();
        QVERIFY(history);
        HistoryModel *model = history->model();
        const QString mark = QStringLiteral("↳ branch of #%1 at step %2").arg(origin).arg(n);
        int marked = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex title = model->index(row, HistoryModel::TitleCol);
            const qint64 id = model->index(row, HistoryModel::IdCol).data().toLongLong();
            const bool isMarked = title.data().toString().startsWith(mark);
            QCOMPARE(isMarked, id == branchId);
            if (isMarked) {
                QVERIFY(title.data(Qt::ToolTipRole).toString().contains(mark));
                QVERIFY(!title.data(HistoryModel::SortRole).toString().contains(u'↳'));
                ++marked;
            }
        }
        QCOMPARE(marked, 1);
        history->close();
    }

    // The question before branching is a real dialog whose Enter (its default button, Yes)
    // starts the new game.
    void branchQuestionEnterStarts()
    {
        const qint64 origin = openGolden(golden("lethal-checkmate/three-hits.jsonl"));
        QVERIFY(origin);
        selectStep(3);
        QString primary;
        QTimer::singleShot(0, this, [&primary] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            primary = box->defaultButton() ? box->defaultButton()->text() : QString();
            QTest::keyClick(box, Qt::Key_Return);
        });
        QVERIFY(travel()->branchAt(3) != 0);
        QCOMPARE(primary, QStringLiteral("&Yes"));
        QTRY_VERIFY(window()->session() && window()->session()->gameId() != origin);
        QCOMPARE(window()->session()->count(), 3);
    }

    // Ctrl+B names a step; the name shows in the journal and is there after a restart; the
    // banner shows it while looking back at that step.
    void bookmarksPersistAcrossReopen()
    {
        const qint64 id = openGolden(golden("light-wars/full-game.jsonl"));
        QVERIFY(id);
        selectStep(4);
        TimeTravelControl::setNextBookmarkName(QStringLiteral("before the dragon"));
        QTest::keyClick(page()->journalView(), Qt::Key_B, Qt::ControlModifier);
        const QModelIndex row = page()->journalModel()->index(3);
        QCOMPARE(row.data(JournalModel::BookmarkRole).toString(),
                 QStringLiteral("before the dragon"));
        QVERIFY(row.data().toString().contains(QStringLiteral("[before the dragon]")));
        QVERIFY(travel()->banner()->titleText().contains(QStringLiteral("before the dragon")));

        const QString db = window()->databasePath();
        m_fixture.closeWindow();
        m_fixture.openWindow(db);
        QVERIFY(window()->resumeGame(id));
        QCOMPARE(page()->journalModel()->index(3).data(JournalModel::BookmarkRole).toString(),
                 QStringLiteral("before the dragon"));
        // Removed with an empty name.
        TimeTravelControl::setNextBookmarkName(QString());
        travel()->editBookmark(4);
        QVERIFY(
            page()->journalModel()->index(3).data(JournalModel::BookmarkRole).isNull() ||
            page()->journalModel()->index(3).data(JournalModel::BookmarkRole).toString().isEmpty());
    }

    // A stored step another program changed after the game was opened: looking back past it
    // names the step in the banner; branching over it names it and creates nothing.
    void damagedStepIsNamed()
    {
        const qint64 id = openGolden(golden("lethal-checkmate/three-hits.jsonl"));
        QVERIFY(id);
        const int count = window()->session()->count();
        {
            QSqlQuery q(window()->journal()->database().db());
            QVERIFY(q.exec(QStringLiteral("DROP TRIGGER steps_append_only")));
            QVERIFY(q.exec(QStringLiteral("UPDATE steps SET kind = 'teleport' WHERE game_id = %1 "
                                          "AND seq = 3")
                               .arg(id)));
        }
        const int games = gameCount();
        selectStep(count - 2);
        QVERIFY(travel()->isLookingBack());
        QVERIFY(!travel()->pastSession());
        QVERIFY(!page()->gameView()->isEnabled());
        QVERIFY2(travel()->banner()->detailText().contains(
                     QStringLiteral("Step 3 of game %1 does not replay").arg(id)),
                 qPrintable(travel()->banner()->detailText()));
        QVERIFY(!travel()->banner()->branchButton()->isEnabled());
        MessageBoxes::setNextAnswer(QMessageBox::Yes); // start it? then: it cannot be
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        QCOMPARE(travel()->branchAt(count - 2), 0);
        QVERIFY2(MessageBoxes::lastText().contains(
                     QStringLiteral("Step 3 of game %1 does not replay").arg(id)),
                 qPrintable(MessageBoxes::lastText()));
        QCOMPARE(gameCount(), games);
        QCOMPARE(window()->session()->gameId(), id);
        QTest::keyClick(page()->journalView(), Qt::Key_Escape);
        QVERIFY(page()->gameView()->isEnabled());
    }
};

QTEST_MAIN(TestTimeTravelGui)
#include "tst_timetravel_gui.moc"
