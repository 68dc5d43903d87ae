// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Play history in the app (issue 19): the history browser's filters, open/continue, export and
// delete, fitting 1280x680 in English and Japanese; the statistics page's charts; File ▸ Check
// database on demand and after an unclean shutdown; the start page fetching its games lazily;
// the game-over summary saved as a one-page PDF.
#include "../support/GameViewFit.h"
#include "../support/GuiTestSupport.h"
#include "DatabaseCheckRunner.h"
#include "FileDialogs.h"
#include "GameOverPanel.h"
#include "GamePage.h"
#include "HistoryBrowser.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "NewGameDialog.h"
#include "RuleBrowserDock.h"
#include "SheetPrint.h"
#include "StartPage.h"
#include "StatisticsDialog.h"
#include "StatisticsPage.h"
#include "Translations.h"
#include "core/Session.h"
#include "storage/Journal.h"

#include <QAbstractSeries>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace kbz;
using namespace kbztest;

namespace {

const char *const kNames[] = {"Ann", "Ben", "Chie", "Dai"};

// Game i (0-based): Lethal Checkmate when i is even, Rook & Raiders when odd; players
// kNames[i % 4] and kNames[(i + 1) % 4]; started on 2025-01-(i + 1) at noon (UTC); finished
// with seat 0 the winner when i % 3 == 0, else in play; titled "Evening i".
void addGames(Journal &journal, int count)
{
    for (int i = 0; i < count; ++i) {
        GameConfig config;
        config.players = {{QLatin1String(kNames[i % 4]), QString()},
                          {QLatin1String(kNames[(i + 1) % 4]), QString()}};
        DbError err;
        const QString kind =
            i % 2 == 0 ? QStringLiteral("lethal-checkmate") : QStringLiteral("rook-raiders");
        const qint64 id =
            journal.createGame(kind, config, QStringLiteral("Evening %1").arg(i), &err);
        QVERIFY2(id > 0, qPrintable(err.text(Lang::En)));
        QSqlQuery q(journal.database().db());
        q.prepare(QStringLiteral("UPDATE games SET started_at = ?, status = ? WHERE id = ?"));
        q.addBindValue(
            QStringLiteral("2025-01-%1T12:00:00.000Z").arg(i % 28 + 1, 2, 10, QLatin1Char('0')));
        q.addBindValue(i % 3 == 0 ? QStringLiteral("finished") : QStringLiteral("active"));
        q.addBindValue(id);
        QVERIFY(q.exec());
        if (i % 3 == 0) {
            QVERIFY(q.exec(QStringLiteral("INSERT INTO results (game_id, seat, winner) VALUES "
                                          "(%1, 0, 1), (%1, 1, 0)")
                               .arg(id)));
        }
    }
}

// A game's name as shown (`text`) and its tooltip, in the UI language `lang`: the name in that
// language alone, the other language's spelling in the tooltip only (issue 29, item 3).
void verifyGameName(const GameEngine &engine, Lang lang, const QString &text,
                    const QString &tooltip, const QString &where)
{
    const LocalizedName n = engine.name();
    const QString mine = n.text(lang);
    const QString other = n.text(lang == Lang::Ja ? Lang::En : Lang::Ja);
    QVERIFY2(text == mine,
             qPrintable(QStringLiteral("%1: \"%2\", not \"%3\"").arg(where, text, mine)));
    QVERIFY2(tooltip.contains(mine) && tooltip.contains(other),
             qPrintable(QStringLiteral("%1: tooltip \"%2\"").arg(where, tooltip)));
}

// Every item of the combo boxes under `root` whose data is a game's id: the games' names.
int verifyGameCombos(QWidget *root, const GameRegistry &registry, Lang lang, const QString &where)
{
    int checked = 0;
    for (QComboBox *combo : root->findChildren<QComboBox *>()) {
        for (int i = 0; i < combo->count(); ++i) {
            const EnginePtr engine = registry.find(combo->itemData(i).toString());
            if (!engine)
                continue;
            verifyGameName(*engine, lang, combo->itemText(i),
                           combo->itemData(i, Qt::ToolTipRole).toString(), where);
            if (QTest::currentTestFailed())
                return checked;
            ++checked;
        }
    }
    return checked;
}

int pdfPages(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
    return int(QString::fromLatin1(pdf).count(page));
}

} // namespace

class TestHistoryGui : public QObject
{
    Q_OBJECT

    MainWindowFixture m_fixture{QStringLiteral("history"), kLaptopWindow};

    HistoryBrowser *browser(int games)
    {
        addGames(*m_fixture.window()->journal(), games);
        HistoryBrowser *b = m_fixture.window()->showHistory();
        if (b)
            settleLayouts();
        return b;
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup()
    {
        FileDialogs::clearPaths();
        m_fixture.cleanup();
    }

    void filters_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void filters()
    {
        QFETCH(bool, japanese);
        m_fixture.applyLayoutRow(kLaptopWindow, japanese);
        HistoryBrowser *b = browser(24);
        QVERIFY(b);
        HistoryModel *model = b->model();
        QCOMPARE(model->totalCount(), 24);
        const QString all = b->countLabel()->text();

        // Game: Rook & Raiders, the odd ones.
        b->gameFilter()->setCurrentIndex(b->gameFilter()->findData(QStringLiteral("rook-raiders")));
        QCOMPARE(model->totalCount(), 12);
        QVERIFY(b->countLabel()->text() != all);
        // And a player: Ann plays game i when i % 4 is 0 or 3; of the odd ones, i % 4 == 3.
        b->playerFilter()->setCurrentIndex(b->playerFilter()->findText(QStringLiteral("Ann")));
        QCOMPARE(model->totalCount(), 6);
        for (int row = 0; row < model->rowCount(); ++row)
            QVERIFY(model->index(row, HistoryModel::PlayersCol).data().toString().contains("Ann"));
        // And the status: finished (i % 3 == 0): i = 3, 15, where Dai (seat 0) beat Ann.
        b->statusFilter()->setCurrentIndex(b->statusFilter()->findData(QStringLiteral("finished")));
        QCOMPARE(model->totalCount(), 2);
        QCOMPARE(model->index(0, HistoryModel::WinnersCol).data().toString(),
                 QStringLiteral("Dai"));
        // Everything again, then the title and a date range.
        b->gameFilter()->setCurrentIndex(0);
        b->playerFilter()->setCurrentIndex(0);
        b->statusFilter()->setCurrentIndex(0);
        QCOMPARE(model->totalCount(), 24);
        b->textFilter()->setText(QStringLiteral("evening 1")); // 1, 10..19
        QCOMPARE(model->totalCount(), 11);
        b->textFilter()->clear();
        b->fromDate()->setDate(QDate(2025, 1, 5));
        b->toDate()->setDate(QDate(2025, 1, 9));
        b->fromCheck()->setChecked(true);
        QCOMPARE(model->totalCount(), 20); // from the 5th: i = 4..23
        b->toCheck()->setChecked(true);
        QCOMPARE(model->totalCount(), 5); // the 5th to the 9th
        // Sorted by a header click: the oldest first.
        b->table()->sortByColumn(HistoryModel::StartedCol, Qt::AscendingOrder);
        QCOMPARE(model->index(0, HistoryModel::TitleCol).data().toString(),
                 QStringLiteral("Evening 4"));

        // It fits a laptop in either language, its buttons in sight, nothing clipped.
        QVERIFY(b->minimumSizeHint().width() <= 1240);
        QVERIFY(b->minimumSizeHint().height() <= 640);
        b->resize(1240, 640);
        settleLayouts();
        for (QPushButton *button : {b->openButton(), b->exportButton(), b->deleteButton()})
            QVERIFY(!button->visibleRegion().isEmpty());
        verifyNothingClipped("history browser", clippedTexts(b));
    }

    // Issue 29, item 3: the games' names follow the UI's language wherever they are shown
    // (Rook & Raiders' read "ルーク&レイダース (…" in the English history, cut), the other
    // language's in the tooltip: the history's Game column and filter, the statistics' filter
    // and tables, File ▸ Start a game, the New Game dialog and the rule panel.
    void gameNamesInTheUiLanguage_data() { filters_data(); }

    void gameNamesInTheUiLanguage()
    {
        QFETCH(bool, japanese);
        m_fixture.applyLayoutRow(kLaptopWindow, japanese);
        const Lang lang = japanese ? Lang::Ja : Lang::En;
        MainWindow *window = m_fixture.window();
        const GameRegistry &registry = window->registry();
        HistoryBrowser *b = browser(4);
        QVERIFY(b);
        HistoryModel *model = b->model();
        QCOMPARE(model->rowCount(), 4);
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex game = model->index(row, HistoryModel::GameCol);
            const EnginePtr engine = registry.find(game.data(HistoryModel::SortRole).toString());
            QVERIFY(engine);
            verifyGameName(*engine, lang, game.data().toString(),
                           game.data(Qt::ToolTipRole).toString(), QStringLiteral("history row"));
        }
        QCOMPARE(verifyGameCombos(b, registry, lang, QStringLiteral("history filter")),
                 int(registry.engines().size()));
        b->close();

        window->showStatistics();
        auto *stats = window->findChild<StatisticsDialog *>();
        QVERIFY(stats);
        QCOMPARE(verifyGameCombos(stats, registry, lang, QStringLiteral("statistics filter")),
                 int(registry.engines().size()));
        stats->tabs()->setCurrentWidget(stats->gamesPage());
        QTreeWidget *tree = stats->gamesPage()->tree();
        QVERIFY(tree->topLevelItemCount() > 0);
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            QTreeWidgetItem *item = tree->topLevelItem(i);
            const EnginePtr engine =
                registry.find(item->data(StatisticsPage::NameCol, Qt::UserRole).toString());
            QVERIFY(engine);
            verifyGameName(*engine, lang, item->text(StatisticsPage::NameCol),
                           item->toolTip(StatisticsPage::NameCol),
                           QStringLiteral("statistics table"));
        }
        stats->close();

        int entries = 0;
        for (QAction *action : window->startMenu()->actions()) {
            if (const EnginePtr engine = registry.find(action->data().toString())) {
                QString text = action->text().replace(QStringLiteral("&&"), QStringLiteral("&"));
                text.chop(1); // "…"
                verifyGameName(*engine, lang, text, action->toolTip(),
                               QStringLiteral("Start a game"));
                ++entries;
            }
        }
        QCOMPARE(entries, int(registry.engines().size()));

        NewGameDialog *dialog = window->showNewGameDialog();
        QVERIFY(dialog);
        QCOMPARE(verifyGameCombos(dialog, registry, lang, QStringLiteral("New Game")),
                 int(registry.engines().size()));
        dialog->reject();
        QCOMPARE(
            verifyGameCombos(window->ruleBrowser(), registry, lang, QStringLiteral("rule panel")),
            int(registry.engines().size()));
    }

    void continuesAGameInPlay()
    {
        HistoryBrowser *b = browser(4);
        b->table()->sortByColumn(HistoryModel::IdCol, Qt::AscendingOrder);
        b->table()->selectRow(1); // game 2, in play
        QCOMPARE(b->openButton()->text(), tr("&Continue"));
        QVERIFY(b->openButton()->isEnabled());
        QTest::mouseClick(b->openButton(), Qt::LeftButton);
        QVERIFY(m_fixture.window()->session());
        QCOMPARE(m_fixture.window()->session()->gameId(), qint64(2));
        QTRY_VERIFY(!m_fixture.window()->findChild<HistoryBrowser *>());
        // The open game cannot be deleted from the history.
        b = m_fixture.window()->showHistory();
        b->selectGame(2);
        QCOMPARE(b->selectedGame(), qint64(2));
        QVERIFY(!b->deleteButton()->isEnabled());
        QVERIFY(!b->deleteSelected());
    }

    void deletesAfterAsking()
    {
        HistoryBrowser *b = browser(5);
        b->selectGame(3);
        MessageBoxes::setNextAnswer(QMessageBox::No);
        QVERIFY(!b->deleteSelected());
        QCOMPARE(b->model()->totalCount(), 5);
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QVERIFY(b->deleteSelected());
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("Evening 2")));
        QCOMPARE(b->model()->totalCount(), 4);
        DbError err;
        QVERIFY(!m_fixture.window()->journal()->loadGameHeader(3, &err));
        // The start page forgets it too once the history closes.
        b->close();
        QTRY_COMPARE(m_fixture.window()->startPage()->gameCount(), 4);
    }

    void exportsTheJournal()
    {
        HistoryBrowser *b = browser(2);
        b->selectGame(1);
        const QString path = m_fixture.filePath(QStringLiteral("exported.jsonl"));
        FileDialogs::setNextPath(path);
        b->exportSelected();
        QVERIFY(QFile::exists(path));
        QVERIFY(QFile(path).size() > 0);
    }

    void statistics()
    {
        addGames(*m_fixture.window()->journal(), 12);
        m_fixture.window()->showStatistics();
        auto *dialog = m_fixture.window()->findChild<StatisticsDialog *>();
        QVERIFY(dialog);
        QCOMPARE(dialog->playsChart()->series().size(), 1);
        QCOMPARE(dialog->winsChart()->series().size(), 1);
        QVERIFY(dialog->minimumSizeHint().width() <= 1240);
        QVERIFY(dialog->minimumSizeHint().height() <= 640);
        dialog->gameFilter()->setCurrentIndex(
            dialog->gameFilter()->findData(QStringLiteral("rook-raiders")));
        QCOMPARE(dialog->winsChart()->series().size(), 1);
        // A picture for people to look at, when asked for.
        if (const QString dir = qEnvironmentVariable("KIBITZER_SHOTS_DIR"); !dir.isEmpty()) {
            dialog->resize(1100, 580);
            settleLayouts();
            QVERIFY(dialog->grab().save(dir + QStringLiteral("/statistics.png")));
        }
        dialog->close();
    }

    void checkDatabaseOnDemand()
    {
        DatabaseCheckRunner *check = m_fixture.window()->databaseCheck();
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        QVERIFY(
            check->start(m_fixture.window()->databasePath(), DatabaseCheckRunner::Reason::Asked));
        QTRY_VERIFY(!check->isRunning());
        QCOMPARE(int(check->lastResult().outcome), int(DatabaseCheckResult::Outcome::Ok));
        QCOMPARE(MessageBoxes::pendingAnswers(), 0); // the user asked: a box answered
    }

    void checkedAfterAnUncleanShutdown()
    {
        const QString path = m_fixture.window()->databasePath();
        m_fixture.closeWindow();
        QFile lock(path + QStringLiteral(".lock")); // as a killed Kibitzer leaves it
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write("999999999\nkibitzer\n\n");
        lock.close();
        MessageBoxes::setNextAnswer(QMessageBox::Ok); // would answer a box, if one came
        m_fixture.openWindow(path);
        DatabaseCheckRunner *check = m_fixture.window()->databaseCheck();
        QTRY_COMPARE(int(check->lastResult().outcome), int(DatabaseCheckResult::Outcome::Ok));
        QVERIFY(!check->isRunning());
        // The progress dialog does not come up once the check is done, even when the check took
        // less than the dialog's minimum duration (it used to stay on screen for good).
        auto *progress =
            m_fixture.window()->findChild<QProgressDialog *>(QStringLiteral("databaseCheck"));
        QVERIFY(progress);
        QTest::qWait(progress->minimumDuration() + 300);
        QVERIFY(!progress->isVisible());
        // Sound: said in the status bar, no box.
        QCOMPARE(MessageBoxes::pendingAnswers(), 1);
        MessageBoxes::clearAnswers();
        m_fixture.closeWindow();
        m_fixture.openWindow(path); // closed cleanly this time: no check
        QCOMPARE(int(m_fixture.window()->databaseCheck()->lastResult().outcome),
                 int(DatabaseCheckResult::Outcome::Failed)); // none ran
    }

    void startPageFetchesLazily()
    {
        addGames(*m_fixture.window()->journal(), 120);
        m_fixture.window()->refreshStartPage();
        StartPage *page = m_fixture.window()->startPage();
        settleLayouts();
        QCOMPARE(page->gameCount(), 50);
        // Filled again while shown (a refresh, a language change): the rows added move the
        // scroll range past "at the end" as they come; asking for more then added rows to the
        // list being filled (a crash at start-up in Japanese with 16,000 games).
        m_fixture.window()->refreshStartPage();
        Translations::install(Lang::Ja);
        settleLayouts();
        QCOMPARE(page->gameCount(), 50);
        QCOMPARE(page->gamesView()->topLevelItemCount(), 50);
        QScrollBar *bar = page->gamesView()->verticalScrollBar();
        bar->setValue(bar->maximum());
        QTRY_COMPARE(page->gameCount(), 100);
        bar->setValue(bar->maximum());
        QTRY_COMPARE(page->gameCount(), 120);
        QCOMPARE(page->gamesView()->topLevelItemCount(), 120);
        QTest::mouseClick(page->historyButton(), Qt::LeftButton);
        QVERIFY(m_fixture.window()->findChild<HistoryBrowser *>());
    }

    // The recent games' columns hold their texts as QStyledItemDelegate measures them, in both
    // languages, and the next page of games only widens them.
    void startPageColumnsFitTheirTexts()
    {
        addGames(*m_fixture.window()->journal(), 59);
        // Six long names: wider than a column may grow, so elided, whole in the tooltip.
        GameConfig six;
        for (const char *name :
             {"Alexandra", "Bartholomew", "Christabel", "Demetrius", "Evangeline", "Florentina"})
            six.players.append({QLatin1String(name), QString()});
        DbError err;
        QVERIFY(m_fixture.window()->journal()->createGame(QStringLiteral("rook-raiders"), six,
                                                          QStringLiteral("Six"), &err) > 0);
        m_fixture.window()->refreshStartPage();
        StartPage *page = m_fixture.window()->startPage();
        QTreeWidget *games = page->gamesView();
        const QString sixNames =
            QStringLiteral("Alexandra – Bartholomew – Christabel – Demetrius – Evangeline – "
                           "Florentina");
        QVERIFY(games->fontMetrics().horizontalAdvance(sixNames) > page->maxColumnWidth());
        bool sawSix = false;
        for (int row = 0; row < games->topLevelItemCount(); ++row)
            sawSix = sawSix || games->topLevelItem(row)->text(2) == sixNames;
        QVERIFY(sawSix);
        // Public there, protected in QTreeView: the width the header's ResizeToContents used.
        const QAbstractItemView *view = games;
        const auto verifyFits = [&] {
            settleLayouts();
            for (int col = 0; col < games->columnCount(); ++col) {
                if (games->header()->sectionResizeMode(col) == QHeaderView::Stretch)
                    continue;
                const int wanted = qMin(view->sizeHintForColumn(col), page->maxColumnWidth());
                QVERIFY2(games->header()->sectionSize(col) >= wanted,
                         qPrintable(QStringLiteral("column %1: %2 < %3")
                                        .arg(col)
                                        .arg(games->header()->sectionSize(col))
                                        .arg(wanted)));
                // A text the column cannot hold is whole in its tooltip.
                for (int row = 0; row < games->topLevelItemCount(); ++row) {
                    const QTreeWidgetItem *item = games->topLevelItem(row);
                    if (games->fontMetrics().horizontalAdvance(item->text(col)) >
                        games->header()->sectionSize(col))
                        QCOMPARE(item->toolTip(col), item->text(col));
                }
            }
        };
        verifyFits();
        QList<int> before;
        for (int col = 0; col < games->columnCount(); ++col)
            before.append(games->header()->sectionSize(col));
        QScrollBar *bar = games->verticalScrollBar();
        bar->setValue(bar->maximum());
        QTRY_COMPARE(page->gameCount(), 60);
        verifyFits();
        for (int col = 0; col < games->columnCount(); ++col)
            if (games->header()->sectionResizeMode(col) != QHeaderView::Stretch)
                QVERIFY(games->header()->sectionSize(col) >= before.at(col));
        Translations::install(Lang::Ja);
        verifyFits();
    }

    void summaryOnOnePage_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void summaryOnOnePage()
    {
        QFETCH(bool, japanese);
        m_fixture.applyLayoutRow(kLaptopWindow, japanese);
        MainWindow *window = m_fixture.window();
        JournalFile file;
        QVERIFY(readJournal(
            QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/lords-of-war/commanders.jsonl"),
            &file));
        QVERIFY(window->startGame(file.game, file.config, file.title));
        for (const Step &step : std::as_const(file.steps)) {
            window->session()->record(step, Session::Confirm::Yes);
            if (window->session()->result())
                break;
        }
        QVERIFY(window->session()->result());
        GameOverPanel *panel = window->gamePage()->gameOverPanel();
        settleLayouts();
        QVERIFY(!panel->printButton()->visibleRegion().isEmpty());
        const PrintSheet sheet = panel->printSheet();
        QCOMPARE(sheet.title,
                 japanese ? QStringLiteral("ゲーム終了") : QStringLiteral("Game over"));
        QVERIFY(!sheet.rows.isEmpty());
        QCOMPARE(sheet.columns.size(), panel->table()->columnCount());
        QVERIFY(SheetPrint::html(sheet).contains(sheet.winner.toHtmlEscaped()));

        const QString path =
            m_fixture.filePath(japanese ? QStringLiteral("ja.pdf") : QStringLiteral("en.pdf"));
        FileDialogs::setNextPath(path);
        QCOMPARE(panel->saveAsPdf(), path);
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        QVERIFY(bytes.startsWith("%PDF"));
        QVERIFY(bytes.size() > 2000);
        QCOMPARE(pdfPages(bytes), 1);
        // Issue 29: saving says where, and the PDF's title is the game's title and date, not
        // "Game over".
        QVERIFY2(window->statusBar()->currentMessage().contains(QDir::toNativeSeparators(path)),
                 qPrintable(window->statusBar()->currentMessage()));
        const QLocale locale(japanese ? QLocale::Japanese : QLocale::English);
        const QString documentTitle = file.title +
                                      (japanese ? QStringLiteral("、") : QStringLiteral(", ")) +
                                      locale.toString(QDate::currentDate(), QLocale::ShortFormat);
        QCOMPARE(sheet.documentTitle, documentTitle);
        const QString pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
        if (pdfinfo.isEmpty())
            QSKIP("pdfinfo (poppler-utils) is not installed: the PDF's title is not read back");
        QProcess info;
        info.start(pdfinfo, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path});
        QVERIFY(info.waitForFinished(30000));
        const QString infoText = QString::fromUtf8(info.readAllStandardOutput());
        static const QRegularExpression titleLine(QStringLiteral("^Title:\\s*(.*)$"),
                                                  QRegularExpression::MultilineOption);
        QCOMPARE(titleLine.match(infoText).captured(1).trimmed(), documentTitle);

        // A long sheet still prints on one page.
        PrintSheet longSheet = sheet;
        for (int i = 0; i < 60; ++i)
            longSheet.rows.append({QStringLiteral("Row %1").arg(i), {QStringLiteral("x")}, false});
        QString why;
        QVERIFY(SheetPrint::savePdf(longSheet, path, &why));
        QVERIFY(pdf.seek(0));
        pdf.close();
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QCOMPARE(pdfPages(pdf.readAll()), 1);
        // A folder that does not exist: refused, nothing written.
        const QString nowhere = m_fixture.filePath(QStringLiteral("missing/x.pdf"));
        QVERIFY(!SheetPrint::savePdf(sheet, nowhere, &why));
        QVERIFY(!why.isEmpty());
        QVERIFY(!QFile::exists(nowhere));
    }
};

QTEST_MAIN(TestHistoryGui)
#include "tst_history_gui.moc"
