// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// GUI tests: drive an offscreen MainWindow with QTest input on a temporary database.
#include "GamePage.h"
#include "GameView.h"
#include "GuidancePanel.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "NewGameDialog.h"
#include "RuleBrowserDock.h"
#include "StartPage.h"
#include "Translations.h"
#include "core/FindingsModel.h"
#include "core/JournalModel.h"
#include "core/Session.h"
#include "lethalcheckmate/LcBoardView.h"
#include "lethalcheckmate/LcEngine.h"
#include "lethalcheckmate/LcGameView.h"
#include "lethalcheckmate/LcModule.h"
#include "lethalcheckmate/LcPanel.h"
#include "lethalcheckmate/LcState.h"
#include "lethalcheckmate/LcStepEntry.h"
#include "rookraiders/RrCardLibraryDialog.h"
#include "rookraiders/RrCardLibraryStore.h"
#include "rookraiders/RrEngine.h"
#include "rookraiders/RrModule.h"
#include "storage/CardStore.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSqlQuery>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>

using namespace kbz;
using kbz::lc::Square;

class TestGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_dbCount = 0;

    QString newDbPath() { return m_dir.filePath(QStringLiteral("t%1.sqlite").arg(++m_dbCount)); }

    const lc::LcState &lcState() const
    {
        return static_cast<const lc::LcState &>(*m_window->session()->state());
    }

    lc::LcGameView *lcView() const
    {
        return qobject_cast<lc::LcGameView *>(m_window->gamePage()->gameView());
    }

    // Starts a Lethal Checkmate game through the New Game dialog, with the keyboard.
    void startGameWithDialog(const QString &title)
    {
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
        NewGameDialog *dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (dialog = m_window->findChild<NewGameDialog *>()) && dialog->isVisible(), 5000);
        QCOMPARE(dialog->engineId(), QStringLiteral("lethal-checkmate"));
        auto spin = [dialog](const char *name) {
            auto *s = dialog->findChild<QSpinBox *>(QLatin1String(name));
            return s ? s->value() : -1;
        };
        QCOMPARE(spin("handLimit1"), 3);
        QCOMPARE(spin("handLimit2"), 4);
        QCOMPARE(spin("handLimit3"), 5);
        auto *titleEdit = dialog->findChild<QLineEdit *>(QStringLiteral("titleEdit"));
        QVERIFY(titleEdit);
        titleEdit->setFocus();
        QTest::keyClicks(titleEdit, title);
        QTest::keyClick(titleEdit, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->session() != nullptr, 5000);
    }

    void clickSquare(Square sq)
    {
        lc::LcBoardView *board = lcView()->board();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq).center());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
    }

    void init()
    {
        Translations::install(Lang::En);
        m_window = std::make_unique<MainWindow>(m_settings.get());
        QVERIFY(m_window->openDatabase(newDbPath()));
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        MessageBoxes::clearAnswers();
        Translations::install(Lang::En);
    }

    void playLethalCheckmate()
    {
        startGameWithDialog(QStringLiteral("Friday"));
        if (QTest::currentTestFailed())
            return;
        GamePage *page = m_window->gamePage();
        auto *stack = qobject_cast<QStackedWidget *>(m_window->centralWidget());
        QCOMPARE(stack->currentWidget(), page);
        QVERIFY(lcView());
        QAbstractItemModelTester journalTester(page->journalModel());
        QAbstractItemModelTester findingsTester(page->findingsModel());
        lc::LcBoardView *board = lcView()->board();
        lc::LcStepEntry *entry = lcView()->entry();
        QCOMPARE(page->guidancePanel()->phaseText(), QStringLiteral("Placement"));
        QCOMPARE(entry->kind(), QStringLiteral("place-piece"));

        // White places on b1 with the mouse; a second Enter on the chosen square records.
        clickSquare({1, 0});
        QCOMPARE(entry->target(), std::optional(Square{1, 0}));
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_COMPARE(m_window->session()->count(), 1);
        QCOMPARE(lcState().players.at(0).piece, (Square{1, 0}));
        QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Recorded")));

        // Black places on b4 with the keyboard only: b4, the middle of Black's near row, is
        // proposed; an arrow key moves the choice (Down: b3, Up: b4 again) and Enter records.
        QCOMPARE(entry->actor(), 1);
        QCOMPARE(entry->target(), std::optional(Square{1, 3}));
        QTest::keyClick(board, Qt::Key_Down);
        QCOMPARE(entry->target(), std::optional(Square{1, 2}));
        QTest::keyClick(board, Qt::Key_Up);
        QCOMPARE(entry->target(), std::optional(Square{1, 3}));
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_COMPARE(m_window->session()->count(), 2);
        QCOMPARE(lcState().players.at(1).piece, (Square{1, 3}));
        QCOMPARE(page->guidancePanel()->phaseText(), QStringLiteral("Attack phase"));

        // White plays Pawn Step (digit 1) to b2: the only legal square is offered.
        QCOMPARE(entry->kind(), QStringLiteral("play-card"));
        QTest::keyClick(board, Qt::Key_1);
        QCOMPARE(entry->cardId(), QStringLiteral("pawn-step"));
        QCOMPARE(board->targets(), QList<Square>{(Square{1, 1})});
        clickSquare({1, 1});
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_COMPARE(m_window->session()->count(), 3);
        QCOMPARE(lcState().players.at(0).piece, (Square{1, 1}));
        QCOMPARE(page->journalModel()->rowCount(), 3);
        QVERIFY(page->journalModel()
                    ->index(2)
                    .data(JournalModel::DescriptionRole)
                    .toString()
                    .contains(QStringLiteral("Pawn Step")));

        // An illegal move: Pawn Step from b2 to a4 is not in its pattern. The warning is shown
        // before recording, in the entry and in the findings panel.
        QTest::keyClick(board, Qt::Key_1);
        clickSquare({0, 3});
        QTRY_VERIFY(entry->previewText().contains(QStringLiteral("lc.move.pattern")));
        QVERIFY(page->findingsTitle().contains(QStringLiteral("being entered")));
        bool seen = false;
        for (int r = 0; r < page->findingsModel()->rowCount(); ++r)
            seen = seen || page->findingsModel()->index(r, 0).data(FindingsModel::RuleIdRole) ==
                               QStringLiteral("lc.move.pattern");
        QVERIFY(seen);

        // "Record anyway?" - No: nothing recorded.
        MessageBoxes::setNextAnswer(QMessageBox::No);
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("Record it anyway")));
        QCOMPARE(m_window->session()->count(), 3);
        QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Not recorded")));

        // Yes: recorded, the override journaled.
        clickSquare({0, 3});
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_COMPARE(m_window->session()->count(), 4);
        QCOMPARE(lcState().players.at(0).piece, (Square{0, 3}));
        const QModelIndex last = page->journalModel()->index(3);
        QVERIFY(last.data(JournalModel::OverriddenRole).toBool());
        QVERIFY(last.data(JournalModel::HasWarningsRole).toBool());
        QCOMPARE(page->journalView()->currentIndex().row(), 3);
        QVERIFY(page->findingsTitle().contains(QStringLiteral("step 4")));
        QVERIFY(page->findingsModel()->rowCount() >= 1);

        // Activating a finding opens its rule in the rule browser.
        int row = -1;
        for (int r = 0; r < page->findingsModel()->rowCount(); ++r)
            if (page->findingsModel()->index(r, 0).data(FindingsModel::RuleIdRole) ==
                QStringLiteral("lc.move.pattern"))
                row = r;
        QVERIFY(row >= 0);
        page->findingsView()->setFocus();
        page->findingsView()->setCurrentIndex(page->findingsModel()->index(row, 0));
        QTest::keyClick(page->findingsView(), Qt::Key_Return);
        QTRY_VERIFY(m_window->ruleBrowser()->isVisible());
        QCOMPARE(m_window->ruleBrowser()->currentRule(), QStringLiteral("lc.move.pattern"));
        QVERIFY(!m_window->ruleBrowser()->browser()->toPlainText().isEmpty());

        // Undo with Ctrl+Z: the piece goes back; the entry is kept greyed for redo.
        board->setFocus();
        QVERIFY(m_window->undoAction()->isEnabled());
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(m_window->session()->index(), 3);
        QCOMPARE(lcState().players.at(0).piece, (Square{1, 1}));
        QVERIFY(page->journalModel()->index(3).data(JournalModel::UndoneRole).toBool());
        QVERIFY(!page->journalModel()->index(2).data(JournalModel::UndoneRole).toBool());
        QVERIFY(m_window->redoAction()->isEnabled());
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(m_window->session()->index(), 4);
        QCOMPARE(lcState().players.at(0).piece, (Square{0, 3}));
        QVERIFY(!page->journalModel()->index(3).data(JournalModel::UndoneRole).toBool());

        // Switch the UI to Japanese and back.
        const QString fileEn = m_window->fileMenu()->title();
        const QString recordEn = entry->recordButton()->text();
        const QString phaseEn = page->guidancePanel()->phaseText();
        const QString journalEn = page->journalModel()->index(0).data().toString();
        m_window->languageAction(Lang::Ja)->trigger();
        QTRY_COMPARE(m_window->fileMenu()->title(), QStringLiteral("ファイル(&F)"));
        QTRY_COMPARE(page->guidancePanel()->phaseText(), QStringLiteral("アタックフェイズ"));
        QVERIFY(entry->recordButton()->text() != recordEn);
        QVERIFY(entry->recordButton()->text().contains(QStringLiteral("記録")));
        QVERIFY(page->journalModel()->index(0).data().toString() != journalEn);
        QVERIFY(lcView()->panel()->seatText(0).contains(QStringLiteral("手札")));
        QCOMPARE(m_settings->value(QStringLiteral("ui/language")).toString(), QStringLiteral("ja"));
        m_window->languageAction(Lang::En)->trigger();
        QTRY_COMPARE(m_window->fileMenu()->title(), fileEn);
        QTRY_COMPARE(page->guidancePanel()->phaseText(), phaseEn);
        QCOMPARE(entry->recordButton()->text(), recordEn);
        QCOMPARE(page->journalModel()->index(0).data().toString(), journalEn);
    }

    // F1 on a warning opens the rule it cites: in the step's live preview (the game view), in
    // the "record anyway?" question (which then asks again) and on a finding of the journal.
    void f1OpensCitedRule()
    {
        startGameWithDialog(QStringLiteral("F1"));
        if (QTest::currentTestFailed())
            return;
        GamePage *page = m_window->gamePage();
        RuleBrowserDock *rules = m_window->ruleBrowser();
        lc::LcBoardView *board = lcView()->board();
        QVERIFY(page->record({QStringLiteral("place-piece"), 0,
                              QJsonObject{{QStringLiteral("square"), QStringLiteral("b1")}}}));
        QVERIFY(page->record({QStringLiteral("place-piece"), 1,
                              QJsonObject{{QStringLiteral("square"), QStringLiteral("b4")}}}));
        auto reset = [&] {
            rules->hide();
            QVERIFY(rules->showRule(QStringLiteral("lc.overview.goal")));
            rules->hide();
        };

        // Pawn Step from b1 to a4 breaks its pattern: F1 on the board opens the rule.
        board->setFocus();
        QTest::keyClick(board, Qt::Key_1);
        clickSquare({0, 3});
        QTRY_VERIFY(lcView()->entry()->previewText().contains(QStringLiteral("lc.move.pattern")));
        QCOMPARE(page->gameView()->previewRuleId(), QStringLiteral("lc.move.pattern"));
        reset();
        board->setFocus();
        QTest::keyClick(board, Qt::Key_F1);
        QTRY_VERIFY(rules->isVisible());
        QCOMPARE(rules->currentRule(), QStringLiteral("lc.move.pattern"));

        // "Record anyway?": the rule button (Help in the test seam) opens the rule and the
        // question comes back; No then records nothing.
        reset();
        MessageBoxes::setNextAnswer(QMessageBox::Help);
        MessageBoxes::setNextAnswer(QMessageBox::No);
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QTRY_VERIFY(rules->isVisible());
        QCOMPARE(rules->currentRule(), QStringLiteral("lc.move.pattern"));
        QCOMPARE(m_window->session()->count(), 2);

        // Recorded anyway: F1 on the step's finding in the findings panel opens its rule.
        clickSquare({0, 3});
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_COMPARE(m_window->session()->count(), 3);
        QVERIFY(page->findingsTitle().contains(QStringLiteral("step 3")));
        reset();
        page->findingsView()->setFocus();
        QTest::keyClick(page->findingsView(), Qt::Key_F1);
        QTRY_VERIFY(rules->isVisible());
        QCOMPARE(rules->currentRule(), QStringLiteral("lc.move.pattern"));
    }

    // The real "record anyway?" box: a button per cited rule, F1 presses the first; the box
    // asks again after it.
    void recordAnywayBoxOpensRule()
    {
        QStringList opened;
        int boxes = 0;
        // Each time the box shows: the first time F1, then No.
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || !box->isVisible() || box->property("seen").toBool() ||
                QApplication::activeWindow() != box)
                return;
            box->setProperty("seen", true);
            ++boxes;
            QStringList texts;
            for (QAbstractButton *b : box->buttons())
                texts.append(b->text());
            QVERIFY2(texts.contains(QStringLiteral("Rule lc.a")), qPrintable(texts.join(',')));
            QVERIFY2(texts.contains(QStringLiteral("Rule lc.b")), qPrintable(texts.join(',')));
            if (boxes == 1)
                QTest::keyClick(box, Qt::Key_F1);
            else
                box->button(QMessageBox::No)->click();
        });
        poll.start(20);
        const bool yes = MessageBoxes::askRecordAnyway(
            m_window.get(), QStringLiteral("a step"), {QStringLiteral("w1"), QStringLiteral("w2")},
            {QStringLiteral("lc.a"), QStringLiteral("lc.b")},
            [&opened](const QString &id) { opened.append(id); });
        poll.stop();
        QVERIFY(!yes);
        QCOMPARE(boxes, 2);
        QCOMPARE(opened, QStringList{QStringLiteral("lc.a")});
    }

    void resumeFromStartPage()
    {
        startGameWithDialog(QStringLiteral("To resume"));
        if (QTest::currentTestFailed())
            return;
        const qint64 id = m_window->session()->gameId();
        lc::LcBoardView *board = lcView()->board();
        clickSquare({0, 0});
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_COMPARE(m_window->session()->count(), 1);
        QTest::keyClick(m_window.get(), Qt::Key_W, Qt::ControlModifier);
        QTRY_VERIFY(m_window->session() == nullptr);
        QTreeWidget *games = m_window->startPage()->gamesView();
        QCOMPARE(games->topLevelItemCount(), 1);
        QCOMPARE(games->topLevelItem(0)->text(1), QStringLiteral("To resume"));
        // The game's name in the UI's language, the other in the tooltip (issue 29).
        QCOMPARE(games->topLevelItem(0)->text(0), QStringLiteral("Lethal Checkmate"));
        QCOMPARE(games->topLevelItem(0)->toolTip(0),
                 QStringLiteral("Lethal Checkmate (リーサルチェックメイト)"));
        QCOMPARE(games->topLevelItem(0)->text(4), QStringLiteral("1"));
        games->setFocus();
        games->setCurrentItem(games->topLevelItem(0));
        QTest::keyClick(games, Qt::Key_Return);
        QTRY_VERIFY(m_window->session() != nullptr);
        QCOMPARE(m_window->session()->gameId(), id);
        QCOMPARE(m_window->session()->count(), 1);
        QCOMPARE(m_window->gamePage()->journalModel()->rowCount(), 1);
    }

    // A game whose stored step another program edited is not opened: the user reads which game
    // and step, and nothing is written.
    void resumeDamagedGameRefused()
    {
        startGameWithDialog(QStringLiteral("Edited"));
        if (QTest::currentTestFailed())
            return;
        clickSquare({0, 0});
        QTest::keyClick(lcView()->board(), Qt::Key_Return);
        QTRY_COMPARE(m_window->session()->count(), 1);
        const qint64 id = m_window->session()->gameId();
        QSqlDatabase db = m_window->session()->journal().database().db();
        QTest::keyClick(m_window.get(), Qt::Key_W, Qt::ControlModifier);
        QTRY_VERIFY(m_window->session() == nullptr);
        // The first value of a query's first row; true for a statement without rows; invalid
        // on failure.
        auto run = [&db](const QString &sql) -> QVariant {
            QSqlQuery q(db);
            if (!q.exec(sql))
                return {};
            return q.next() ? q.value(0) : QVariant(true);
        };
        QVERIFY(run(QStringLiteral("DROP TRIGGER steps_append_only")).isValid());
        QVERIFY(run(QStringLiteral("UPDATE steps SET payload = 'b1!'")).isValid());
        const QString updated = run(QStringLiteral("SELECT updated_at FROM games")).toString();

        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        QTreeWidget *games = m_window->startPage()->gamesView();
        games->setFocus();
        games->setCurrentItem(games->topLevelItem(0));
        QTest::keyClick(games, Qt::Key_Return);
        QTRY_COMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY(m_window->session() == nullptr);
        const QString text = MessageBoxes::lastText();
        QVERIFY2(text.contains(QStringLiteral("Step 1 of game %1").arg(id)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("the payload is not a JSON object")),
                 qPrintable(text));
        QCOMPARE(run(QStringLiteral("SELECT count(*) FROM steps")).toInt(), 1);
        QCOMPARE(run(QStringLiteral("SELECT count(*) FROM undo_marks")).toInt(), 0);
        QCOMPARE(run(QStringLiteral("SELECT updated_at FROM games")).toString(), updated);
    }

    void ruleBrowserSearch()
    {
        QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier);
        RuleBrowserDock *rules = m_window->ruleBrowser();
        QTRY_VERIFY(rules->isVisible());
        QTRY_VERIFY(rules->searchEdit()->hasFocus());
        rules->setRuleLang(Lang::En);
        QTest::keyClicks(rules->searchEdit(), QStringLiteral("pawn"));
        QTRY_VERIFY(rules->resultList()->count() > 0);
        QTest::keyClick(rules->searchEdit(), Qt::Key_Return);
        QTRY_VERIFY(!rules->currentRule().isEmpty());
        QVERIFY(!rules->browser()->toPlainText().isEmpty());

        // Japanese query, Japanese text, then both side by side.
        rules->setRuleLang(Lang::Ja);
        // QTest::keyClicks() only types Latin-1; an input method would commit the whole word.
        rules->searchEdit()->setText(QStringLiteral("ポーン"));
        QTRY_VERIFY(rules->resultList()->count() > 0);
        rules->resultList()->setCurrentRow(0);
        const QString id = rules->currentRule();
        QVERIFY(!id.isEmpty());
        rules->setSideBySide(true);
        QVERIFY(rules->otherBrowser()->isVisible());
        QVERIFY(!rules->otherBrowser()->toPlainText().isEmpty());
        QVERIFY(rules->browser()->toPlainText() != rules->otherBrowser()->toPlainText());

        // Search both ways (issue 15): a Japanese term finds the English book through the
        // glossary, and an English term the Japanese book.
        rules->setSideBySide(false);
        for (const auto &[query, lang] : {std::pair{QStringLiteral("冒険者"), Lang::En},
                                          std::pair{QStringLiteral("adventurer"), Lang::Ja}}) {
            rules->setRuleLang(lang);
            rules->searchEdit()->setText(query);
            QTRY_VERIFY2(rules->resultList()->count() > 0, qPrintable(query));
            bool dungeonLords = false;
            for (int i = 0; i < rules->resultList()->count(); ++i)
                dungeonLords = dungeonLords || rules->resultList()
                                                   ->item(i)
                                                   ->data(Qt::UserRole)
                                                   .toString()
                                                   .startsWith(QLatin1String("dl."));
            QVERIFY2(dungeonLords, qPrintable(query));
        }

        // A rule: link navigates.
        QVERIFY(rules->showRule(QStringLiteral("lc.move.pattern")));
        Q_EMIT rules->browser()->anchorClicked(QUrl(QStringLiteral("rule:lc.board.edge")));
        QCOMPARE(rules->currentRule(), QStringLiteral("lc.board.edge"));
    }

    // Issue 29, item 6d: the text pane shows the new search's first result (it kept the rule of
    // the search before), or nothing when none matches; 向き's first result is a facing rule.
    void ruleBrowserFollowsTheNewSearch()
    {
        QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier);
        RuleBrowserDock *rules = m_window->ruleBrowser();
        QTRY_VERIFY(rules->isVisible());
        const auto first = [rules] {
            return rules->resultList()->count() > 0
                       ? rules->resultList()->item(0)->data(Qt::UserRole).toString()
                       : QString();
        };
        const auto shown = [rules] {
            return rules->browser()->toPlainText();
        };
        for (const auto &[query, lang] : {std::pair{QStringLiteral("pawn"), Lang::En},
                                          std::pair{QStringLiteral("向き"), Lang::En},
                                          std::pair{QStringLiteral("向き"), Lang::Ja},
                                          std::pair{QStringLiteral("facing"), Lang::Ja},
                                          std::pair{QStringLiteral("射撃"), Lang::En}}) {
            rules->setRuleLang(lang);
            rules->searchEdit()->setText(query);
            QTRY_VERIFY2(rules->resultList()->count() > 0, qPrintable(query));
            QCOMPARE(rules->currentRule(), first());
            QCOMPARE(rules->resultList()->currentRow(), 0);
            QVERIFY2(shown().startsWith(first()), qPrintable(shown().left(80)));
        }
        rules->setRuleLang(Lang::Ja);
        rules->searchEdit()->setText(QStringLiteral("向き"));
        QVERIFY2(!first().startsWith(QLatin1String("dl.")), qPrintable(first())); // 表向き
        // Nothing matches: nothing shown, not the rule before.
        const QString before = rules->currentRule();
        rules->searchEdit()->setText(QStringLiteral("zzqqxxjj"));
        QCOMPARE(rules->resultList()->count(), 0);
        QVERIFY(rules->currentRule().isEmpty());
        QVERIFY2(!shown().contains(before), qPrintable(shown()));
        // The language changed, the search the same: the rule stays.
        rules->setRuleLang(Lang::En);
        rules->searchEdit()->setText(QStringLiteral("pawn"));
        QVERIFY(rules->resultList()->count() > 1);
        const QString pawn = rules->currentRule();
        rules->resultList()->setCurrentRow(1);
        const QString picked = rules->currentRule();
        QVERIFY(picked != pawn);
        rules->setRuleLang(Lang::Ja);
        QCOMPARE(rules->currentRule(), picked);
    }

    void badDatabaseIsRefusedUntouched()
    {
        const QString good = m_window->databasePath();
        const QString bad = m_dir.filePath(QStringLiteral("bad.sqlite"));
        const QByteArray content("this is not a database, just text\n");
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        DbError error;
        QVERIFY(!m_window->openDatabase(bad, &error));
        QCOMPARE(error.code, DbError::Code::NotSqlite);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("not changed")));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), content);
        QCOMPARE(m_window->databasePath(), good); // the current database stays open
        QVERIFY(!QFile::exists(bad + QStringLiteral("-wal")));
    }

    void readOnlyDatabaseIsRefused()
    {
        // A database whose write permission is off is refused at open, with a message that says
        // so, instead of opening a window whose first step fails (issue 14, defect 2).
        const QString good = m_window->databasePath();
        const QString path = m_dir.filePath(QStringLiteral("readonly.sqlite"));
        {
            DbError err;
            QVERIFY(Database::open(path, Database::Mode::ReadWrite, &err));
        }
        QVERIFY(
            QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        DbError error;
        QVERIFY(!m_window->openDatabase(path, &error));
        QCOMPARE(error.code, DbError::Code::ReadOnlyFile);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY2(MessageBoxes::lastText().contains(QStringLiteral("read-only")),
                 qPrintable(MessageBoxes::lastText()));
        QCOMPARE(m_window->databasePath(), good);
    }

    void settingsRestoreLanguage()
    {
        m_window->setLanguage(Lang::Ja);
        m_window->close();
        m_window.reset();
        MainWindow again(m_settings.get());
        QCOMPARE(again.savedLanguage(), Lang::Ja);
        again.setLanguage(Lang::En);
        QCOMPARE(again.savedLanguage(), Lang::En);
    }

    // The New Game dialog on its own registry: the player-count control and Rook & Raiders'
    // options, driven with the keyboard.
    void newGamePlayerCountAndRookRaidersOptions()
    {
        GameRegistry registry;
        registry.add(lc::gameModule());
        registry.add(rr::gameModule());
        NewGameDialog dialog(registry);
        dialog.setEngineId(QStringLiteral("rook-raiders"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *count = dialog.findChild<QSpinBox *>(QStringLiteral("playerCountSpin"));
        auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("playersTable"));
        auto *first = dialog.findChild<QComboBox *>(QStringLiteral("firstPlayerCombo"));
        auto *gold = dialog.findChild<QSpinBox *>(QStringLiteral("goldSpin"));
        auto *support = dialog.findChild<QSpinBox *>(QStringLiteral("supportSpin"));
        auto *deck = dialog.findChild<QSpinBox *>(QStringLiteral("monsterDeckSpin"));
        auto *hand = dialog.findChild<QSpinBox *>(QStringLiteral("handLimit1"));
        QVERIFY(count && table && first && gold && support && deck && hand);
        QVERIFY(count->isVisible() && gold->isVisible() && support->isVisible());
        QVERIFY(!hand->isVisible()); // Lethal Checkmate's option
        QCOMPARE(count->minimum(), 1);
        QCOMPARE(count->maximum(), 4);
        QCOMPARE(count->value(), 2);
        QCOMPARE(gold->value(), 2);
        QCOMPARE(support->value(), 1);
        QCOMPARE(deck->text(), QStringLiteral("unknown"));

        auto names = [&] {
            QStringList out;
            for (int row = 0; row < table->rowCount(); ++row)
                out << table->item(row, 0)->text() + QLatin1Char('/') +
                           table->item(row, 1)->data(Qt::UserRole).toString();
            return out;
        };
        QCOMPARE(names(), (QStringList{"Red/red", "Blue/blue"}));
        count->setFocus();
        QTest::keyClick(count, Qt::Key_Up);
        QTest::keyClick(count, Qt::Key_Up);
        QCOMPARE(dialog.playerCount(), 4);
        QCOMPARE(names(), (QStringList{"Red/red", "Blue/blue", "Green/green", "Yellow/yellow"}));
        QCOMPARE(support->value(), 2); // follows the count: 2 for 3-4 players
        QCOMPARE(first->count(), 4);
        first->setCurrentIndex(3);
        // A renamed player keeps the name; fewer players keep the first player valid.
        table->item(1, 0)->setText(QStringLiteral("Aki"));
        QTest::keyClick(count, Qt::Key_Down);
        QTest::keyClick(count, Qt::Key_Down);
        QCOMPARE(names(), (QStringList{"Red/red", "Aki/blue"}));
        QCOMPARE(first->count(), 2);
        QCOMPARE(first->currentIndex(), 1);
        QCOMPARE(first->currentText(), QStringLiteral("Aki"));
        QCOMPARE(support->value(), 1);
        QCOMPARE(support->maximum(), 2);

        // Once set by the user the support count no longer follows.
        support->setFocus();
        QTest::keyClick(support, Qt::Key_Down);
        QCOMPARE(support->value(), 0);
        count->setFocus();
        QTest::keyClick(count, Qt::Key_Up);
        QCOMPARE(names(), (QStringList{"Red/red", "Aki/blue", "Green/green"}));
        QCOMPARE(support->value(), 0);
        gold->setFocus();
        QTest::keyClick(gold, Qt::Key_Up);

        GameConfig c = dialog.config();
        QCOMPARE(c.players.size(), 3);
        QCOMPARE(c.players.at(1), (PlayerInfo{QStringLiteral("Aki"), QStringLiteral("blue")}));
        QCOMPARE(c.options.value(QStringLiteral("gold")).toInt(), 3);
        QCOMPARE(c.options.value(QStringLiteral("supportCount")).toInt(), 0);
        QVERIFY(!c.options.contains(QStringLiteral("monsterDeck"))); // unknown
        QCOMPARE(c.options.value(QStringLiteral("cards")).toArray(),
                 rr::RrCardLibrary::shipped().toJson()); // no database: the shipped cards
        deck->setFocus();
        QTest::keyClick(deck, Qt::Key_A, Qt::ControlModifier); // "unknown" selected
        QTest::keyClicks(deck, QStringLiteral("12"));
        c = dialog.config();
        QCOMPARE(c.options.value(QStringLiteral("monsterDeck")).toInt(), 12);
        QVERIFY(registry.find(dialog.engineId())->checkConfig(c).isEmpty());
        const rr::RrState state = rr::RrEngine().initialState(c);
        QCOMPARE(state.players.size(), 3);
        QCOMPARE(state.players.at(0).gold, 3);
        QCOMPARE(state.supportCount, 0);

        // Lethal Checkmate: two players, no count control, no Rook & Raiders options.
        dialog.setEngineId(QStringLiteral("lethal-checkmate"));
        QVERIFY(!count->isVisible());
        QVERIFY(!gold->isVisible() && !support->isVisible() && !deck->isVisible());
        QVERIFY(hand->isVisible());
        QCOMPARE(dialog.playerCount(), 2);
        QVERIFY(!dialog.config().options.contains(QStringLiteral("gold")));
        // Back to Rook & Raiders: the defaults again.
        dialog.setEngineId(QStringLiteral("rook-raiders"));
        QCOMPARE(names(), (QStringList{"Red/red", "Blue/blue"}));
        QCOMPARE(support->value(), 1);
        QCOMPARE(deck->value(), -1);
    }

    // The card set is the table's library; an engine warning about it is shown at once.
    void newGameRookRaidersCardsFromDatabase()
    {
        GameRegistry registry;
        registry.add(rr::gameModule());
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        rr::RrCard scout;
        scout.id = QStringLiteral("scout");
        scout.name = {QStringLiteral("Scout"), QStringLiteral("スカウト")};
        scout.hp = 2;
        QVERIFY(rr::saveCardLibrary(store, rr::RrCardLibrary({scout}), &err));

        NewGameDialog dialog(registry);
        dialog.setEngineId(QStringLiteral("rook-raiders"));
        dialog.setDatabase(db.get());
        QCOMPARE(dialog.cardCount(), 1);
        QCOMPARE(dialog.config().options.value(QStringLiteral("cards")).toArray(),
                 (QJsonArray{scout.toJson()}));
        auto *warnings = dialog.findChild<QLabel *>(QStringLiteral("warningsLabel"));
        QVERIFY(warnings);
        QVERIFY(warnings->text().isEmpty());

        // A level-up card that is not in the library: the engine's warning, live.
        scout.upgrade = QStringLiteral("ranger");
        QVERIFY(rr::saveCardLibrary(store, rr::RrCardLibrary({scout}), &err));
        dialog.setDatabase(db.get());
        QVERIFY2(warnings->text().contains(QStringLiteral("The card set cannot be read")),
                 qPrintable(warnings->text()));

        // The library button opens Rook & Raiders' library; what it saves is the card set.
        auto *library = qobject_cast<rr::RrCardLibraryDialog *>(dialog.showCardLibrary());
        QVERIFY(library);
        library->setCurrentRow(0);
        library->addCard();
        library->undoStack()->undo();
        library->duplicateCard();
        QCOMPARE(library->cards().size(), 2);
        QVERIFY(!library->save()); // "ranger" is not in the library
        for (int row : {0, 1}) {
            library->setCurrentRow(row);
            library->findChild<QComboBox *>(QStringLiteral("upgradeCombo"))->setCurrentIndex(0);
        }
        QVERIFY2(library->save(), qPrintable(library->statusText()));
        library->accept();
        QTRY_COMPARE(dialog.cardCount(), 2);
        QVERIFY(warnings->text().isEmpty());
    }

    void translationsComplete()
    {
        QFile ts(QStringLiteral(KIBITZER_SOURCE_DIR "/translations/kibitzer_ja.ts"));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        const QByteArray text = ts.readAll();
        QVERIFY(text.count("<message") > 100);
        QVERIFY2(!text.contains("type=\"unfinished\""), "kibitzer_ja.ts has unfinished entries");
        QVERIFY(!text.contains("type=\"vanished\""));
        // The embedded .qm loads.
        QVERIFY(Translations::install(Lang::Ja));
        QCOMPARE(QCoreApplication::translate("kbz::MainWindow", "&File"),
                 QStringLiteral("ファイル(&F)"));
        QCOMPARE(QCoreApplication::translate("kbz::lc::LcEngine", "Attack phase"),
                 QStringLiteral("アタックフェイズ"));
        Translations::install(Lang::En);
    }
};

QTEST_MAIN(TestGui)
#include "tst_gui.moc"
