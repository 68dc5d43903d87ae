// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Play history's tools in the app (issue 19): the history browser's results export (CSV and BG
// Stats, of the games its filters select; an unwritable destination leaves no file), the players
// dialog (rename, merge, colour; the prompts and refusals), and the statistics dialog's player
// and games pages and score chart, with numbers counted by hand from the golden journals; each
// dialog fitting 1280x680 in English and Japanese.
#include "../support/GameViewFit.h"
#include "../support/GuiTestSupport.h"
#include "FileDialogs.h"
#include "HistoryBrowser.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "PlayerNames.h"
#include "PlayersDialog.h"
#include "StatisticsDialog.h"
#include "StatisticsPage.h"
#include "Translations.h"
#include "core/Replay.h"
#include "registerGames.h"
#include "storage/Journal.h"
#include "storage/JournalImport.h"
#include "storage/Players.h"
#include "storage/PlayersModel.h"

#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimeZone>
#include <QTimer>
#include <QTreeWidget>
#include <QValueAxis>
#include <cmath>

using namespace kbz;
using namespace kbztest;

namespace {

constexpr QSize kBudget(1240, 640); // a 1280x680 screen less the window's frame

const char *const kNames[] = {"Ann", "Ben", "Chie", "Dai"};

// Game i (0-based), as tst_history_gui's: Lethal Checkmate when i is even, Rook & Raiders when
// odd; players kNames[i % 4] and kNames[(i + 1) % 4]; finished with seat 0 the winner (score 3
// to 1) when i % 3 == 0, else in play; titled "Evening i".
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
        q.addBindValue(QStringLiteral("2025-01-%1T12:00:00.000Z").arg(i + 1, 2, 10, QChar('0')));
        q.addBindValue(i % 3 == 0 ? QStringLiteral("finished") : QStringLiteral("active"));
        q.addBindValue(id);
        QVERIFY(q.exec());
        if (i % 3 == 0)
            QVERIFY(q.exec(QStringLiteral("INSERT INTO results (game_id, seat, score, winner) "
                                          "VALUES (%1, 0, 3, 1), (%1, 1, 1, 0)")
                               .arg(id)));
    }
}

// The golden journals of tst_statistics, game i started on 2026-01-(i + 1) at 18:00 UTC and
// lasting the minutes given.
struct Golden
{
    const char *file;
    int minutes;
};
const Golden kGolden[] = {
    {"lords-of-war/commanders.jsonl", 45},         // Ann (orc) vs Ben (dwarf): Ben wins, 12-14
    {"lords-of-war/full-game.jsonl", 60},          // Ann wins, 21-13
    {"lords-of-war/intermediate.jsonl", 50},       // Ann wins, 20-19
    {"lords-of-war/three-players.jsonl", 40},      // Ann vs Ben + Cal: Ben and Cal win, 10-14-14
    {"light-wars/full-game.jsonl", 30},            // Aki (red) vs Ben (blue): Aki wins
    {"light-wars/king-removed.jsonl", 10},         // Aki wins
    {"lethal-checkmate/lethal-failed.jsonl", 20},  // White 1, Black 2: Black wins
    {"lethal-checkmate/lethal-success.jsonl", 20}, // White 3, Black 1: White wins
    {"lethal-checkmate/three-hits.jsonl", 35},     // White 3, Black 0: White wins
};

void importGolden(Journal &journal, const GameRegistry &registry)
{
    int day = 1;
    for (const Golden &g : kGolden) {
        QString why;
        const auto checked = checkJournalFile(
            registry, QStringLiteral(KIBITZER_TEST_DATA "/") + QLatin1String(g.file), &why);
        QVERIFY2(checked, qPrintable(why));
        DbError err;
        const ImportOutcome out = importJournal(journal, *checked, &err);
        QVERIFY2(out.gameId > 0, qPrintable(err.text(Lang::En)));
        const QDateTime start(QDate(2026, 1, day++), QTime(18, 0), QTimeZone::utc());
        QSqlQuery q(journal.database().db());
        q.prepare(QStringLiteral("UPDATE games SET started_at = ?, ended_at = ? WHERE id = ?"));
        q.addBindValue(start.toString(Qt::ISODateWithMs));
        q.addBindValue(start.addSecs(60 * g.minutes).toString(Qt::ISODateWithMs));
        q.addBindValue(out.gameId);
        QVERIFY(q.exec());
    }
}

QTreeWidgetItem *topItem(QTreeWidget *tree, const QString &key)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->data(StatisticsPage::NameCol, Qt::UserRole).toString() == key)
            return tree->topLevelItem(i);
    return nullptr;
}

QTreeWidgetItem *findItem(QTreeWidgetItem *parent, const QString &name)
{
    for (int i = 0; i < parent->childCount(); ++i) {
        QTreeWidgetItem *c = parent->child(i);
        if (c->text(StatisticsPage::NameCol) == name ||
            c->data(StatisticsPage::NameCol, Qt::UserRole).toString() == name)
            return c;
        if (QTreeWidgetItem *deeper = findItem(c, name))
            return deeper;
    }
    return nullptr;
}

void verifyFits(QWidget *dialog, const QString &what)
{
    const QSize minimum = dialog->minimumSizeHint().expandedTo(dialog->minimumSize());
    QVERIFY2(minimum.width() <= kBudget.width() && minimum.height() <= kBudget.height(),
             qPrintable(QStringLiteral("%1: minimum %2x%3")
                            .arg(what)
                            .arg(minimum.width())
                            .arg(minimum.height())));
    dialog->resize(kBudget);
    settleLayouts();
    verifyNothingClipped(qPrintable(what), clippedTexts(dialog));
}

qint64 playerId(Database &db, const QString &name)
{
    DbError err;
    const auto found = Players(db).withName(name, &err);
    return found && !found->isEmpty() ? found->first().id : 0;
}

} // namespace

class TestHistoryToolsGui : public QObject
{
    Q_OBJECT

    MainWindowFixture m_fixture{QStringLiteral("tools"), kLaptopWindow};

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

    // The finished Rook & Raiders games among 24: i = 3, 9, 15, 21 (odd, i % 3 == 0), two
    // seats each: a header and 8 rows; as BG Stats, 4 plays. With the title filter "Evening 1"
    // (1, 10..19) only 15 is left.
    void exportsWhatTheFiltersSelect()
    {
        HistoryBrowser *b = browser(24);
        QVERIFY(b);
        b->gameFilter()->setCurrentIndex(b->gameFilter()->findData(QStringLiteral("rook-raiders")));
        const QString csv = m_fixture.filePath(QStringLiteral("results.csv"));
        FileDialogs::setNextPath(csv);
        QCOMPARE(b->exportResults(ResultsFormat::Csv), csv);
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 9);
        QVERIFY(lines.first().startsWith("game_id,game,date"));
        QVERIFY(lines.at(1).contains("Rook"));
        file.close();

        const QString json = m_fixture.filePath(QStringLiteral("results.json"));
        FileDialogs::setNextPath(json);
        QCOMPARE(b->exportResults(ResultsFormat::BgStats), json);
        QFile jsonFile(json);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(jsonFile.readAll()).object();
        QCOMPARE(o.value(QStringLiteral("plays")).toArray().size(), 4);

        b->textFilter()->setText(QStringLiteral("evening 1"));
        FileDialogs::setNextPath(csv);
        QCOMPARE(b->exportResults(ResultsFormat::Csv), csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().trimmed().split('\n').size(), 3);
        file.close();

        // Games in play have no results: said, and nothing asked or written.
        b->textFilter()->clear();
        b->statusFilter()->setCurrentIndex(b->statusFilter()->findData(QStringLiteral("active")));
        FileDialogs::setNextPath(m_fixture.filePath(QStringLiteral("none.csv")));
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        QVERIFY(b->exportResults(ResultsFormat::Csv).isEmpty());
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("no results")));
        QCOMPARE(FileDialogs::pendingPaths(), 1);
        QVERIFY(!QFile::exists(m_fixture.filePath(QStringLiteral("none.csv"))));
    }

    // A destination that cannot be written (its folder is a file): a message naming it, no
    // file, nothing half-written.
    void unwritableDestination()
    {
        HistoryBrowser *b = browser(6);
        const QString notADir = m_fixture.filePath(QStringLiteral("plain-file"));
        QFile plain(notADir);
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.write("x");
        plain.close();
        const QString path = notADir + QStringLiteral("/results.csv");
        FileDialogs::setNextPath(path);
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        QVERIFY(b->exportResults(ResultsFormat::Csv).isEmpty());
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("could not be written")));
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("Nothing was written")));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QFile(notADir).size(), 1);
    }

    // Games 0..5: Ann-Ben, Ben-Chie, Chie-Dai, Dai-Ann, Ann-Ben, Ben-Chie; finished 0 and 3
    // (seat 0 won). Ann: 3 games, 2 finished, 1 win (game 0); Dai: 2 games, 1 finished, 1 win.
    void playersDialog()
    {
        addGames(*m_fixture.window()->journal(), 6);
        HistoryBrowser *b = m_fixture.window()->showHistory();
        QVERIFY(b->playersButton()->isVisible());
        Database &db = m_fixture.window()->journal()->database();
        PlayersDialog dialog(*m_fixture.window()->journal(), b);
        PlayersModel *model = dialog.model();
        QCOMPARE(model->rowCount(), 4);
        const qint64 ann = playerId(db, QStringLiteral("Ann"));
        const qint64 ben = playerId(db, QStringLiteral("Ben"));
        const qint64 dai = playerId(db, QStringLiteral("Dai"));
        const int annRow = model->rowOf(ann);
        QCOMPARE(model->index(annRow, PlayersModel::GamesColumn).data().toInt(), 3);
        QCOMPARE(model->index(annRow, PlayersModel::PlaysColumn).data().toInt(), 2);
        QCOMPARE(model->index(annRow, PlayersModel::WinsColumn).data().toInt(), 1);
        QCOMPARE(model->index(annRow, PlayersModel::WinRateColumn).data(Qt::EditRole).toDouble(),
                 0.5);

        // Renamed, trimmed, to any Unicode.
        QVERIFY(dialog.renamePlayer(dai, QStringLiteral("  大輔 ")));
        QCOMPARE(model->players().at(model->rowOf(dai)).name, QStringLiteral("大輔"));
        // A name that differs from Ann's only by case, width and spaces: asked; No keeps it.
        MessageBoxes::setNextAnswer(QMessageBox::No);
        QVERIFY(!dialog.renamePlayer(ben, QStringLiteral("ａ ＮＮ")));
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("differ only by case")));
        QCOMPARE(model->players().at(model->rowOf(ben)).name, QStringLiteral("Ben"));
        // Exactly Ann's name: asked; Yes makes two players named Ann.
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QVERIFY(dialog.renamePlayer(ben, QStringLiteral("Ann")));
        QCOMPARE(Players(db).withName(QStringLiteral("Ann"), nullptr)->size(), 2);
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);

        // Ann and Ben sat at game 1 ("Evening 0"): the merge is refused with the game named.
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        QVERIFY(!dialog.mergePlayers(ann, ben));
        QVERIFY2(MessageBoxes::lastText().contains(QStringLiteral("Evening 0")),
                 qPrintable(MessageBoxes::lastText()));
        QCOMPARE(model->rowCount(), 4);
        // Ben ("Ann") and Dai
        // never did: merged after a yes, Dai's 2 games (2, 3) join Ben's 4 (0, 1, 4, 5).
        MessageBoxes::setNextAnswer(QMessageBox::No);
        QVERIFY(!dialog.mergePlayers(ben, dai));
        QCOMPARE(model->rowCount(), 4);
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QVERIFY(dialog.mergePlayers(ben, dai));
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(model->players().at(model->rowOf(ben)).games, 6);
        QCOMPARE(dialog.selectedPlayer(), ben);

        // A colour, shown as a swatch by the name.
        QVERIFY(dialog.setPlayerColour(ann, QColor(Qt::red)));
        QCOMPARE(model->index(model->rowOf(ann), 0).data(PlayersModel::ColourRole).toString(),
                 QStringLiteral("#ff0000"));
        dialog.selectPlayer(ann);
        const QModelIndex shown = dialog.table()->selectionModel()->selectedRows().first();
        QCOMPARE(shown.data(Qt::DecorationRole).value<QColor>(), QColor(Qt::red));
    }

    // The browser's player filter lists the players by their names today and finds a player's
    // games whatever name each was played under. Games 0..5 as in playersDialog: Dai sits at
    // games 2 and 3 (Chie–Dai, Dai–Ann), Ben at 0, 1, 4 and 5. Dai, renamed 大輔 in the Players
    // dialog the browser opens, is listed as 大輔 (Dai is gone) and has his two games; merged into
    // Ben there, Ben (chosen in the filter before) has all six.
    void playerFilterAfterRenameAndMerge()
    {
        HistoryBrowser *b = browser(6);
        QVERIFY(b);
        Database &db = m_fixture.window()->journal()->database();
        const qint64 ben = playerId(db, QStringLiteral("Ben"));
        const qint64 dai = playerId(db, QStringLiteral("Dai"));
        QComboBox *who = b->playerFilter();
        auto inDialog = [b](const std::function<void(PlayersDialog *)> &what) {
            QTimer::singleShot(0, b, [b, what] {
                auto *dialog = b->findChild<PlayersDialog *>();
                QVERIFY(dialog && dialog->isVisible());
                what(dialog);
                dialog->accept();
            });
            b->showPlayers();
        };
        inDialog(
            [dai](PlayersDialog *d) { QVERIFY(d->renamePlayer(dai, QStringLiteral("大輔"))); });
        QCOMPARE(who->findText(QStringLiteral("Dai")), -1);
        const int renamed = who->findText(QStringLiteral("大輔"));
        QVERIFY(renamed > 0);
        who->setCurrentIndex(renamed);
        QCOMPARE(b->model()->totalCount(), 2);
        for (int row = 0; row < b->model()->rowCount(); ++row)
            QVERIFY(b->model()
                        ->index(row, HistoryModel::PlayersCol)
                        .data()
                        .toString()
                        .contains(QStringLiteral("大輔")));
        QCOMPARE(b->playFilter().playerId, dai);

        who->setCurrentIndex(who->findText(QStringLiteral("Ben")));
        QCOMPARE(b->model()->totalCount(), 4);
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        inDialog([ben, dai](PlayersDialog *d) { QVERIFY(d->mergePlayers(ben, dai)); });
        QCOMPARE(who->findText(QStringLiteral("大輔")), -1);
        QCOMPARE(who->currentText(), QStringLiteral("Ben"));
        QCOMPARE(b->model()->totalCount(), 6);
        QCOMPARE(b->playFilter().playerId, ben);
        // The results export of the filter: Ben's six games, of them finished 0 and 3.
        const QString csv = m_fixture.filePath(QStringLiteral("ben.csv"));
        FileDialogs::setNextPath(csv);
        QCOMPARE(b->exportResults(ResultsFormat::Csv), csv);
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().trimmed().split('\n').size(), 1 + 2 * 2);

        // Chie renamed Ben too (after a yes): two Bens, told apart by their numbers; Chie's
        // are games 1, 2 and 5.
        const qint64 chie = playerId(db, QStringLiteral("Chie"));
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        inDialog(
            [chie](PlayersDialog *d) { QVERIFY(d->renamePlayer(chie, QStringLiteral("Ben"))); });
        QCOMPARE(who->findText(QStringLiteral("Ben")), -1);
        const QString second = QStringLiteral("Ben (player %1)").arg(chie);
        QVERIFY(who->findText(QStringLiteral("Ben (player %1)").arg(ben)) > 0);
        who->setCurrentIndex(who->findText(second));
        QCOMPARE(who->currentData().toLongLong(), chie);
        QCOMPARE(b->model()->totalCount(), 3);
    }

    // New Game's names: Ann's exact name is Ann; "ａｎｎ" (full width, lower case) is asked about
    // (Yes: Ann); " a nn " too (No: a new player, as typed); Bob is new, nothing asked.
    void newGameNamesLikeAPlayers()
    {
        addGames(*m_fixture.window()->journal(), 1); // Ann and Ben
        Database &db = m_fixture.window()->journal()->database();
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        MessageBoxes::setNextAnswer(QMessageBox::No);
        const QStringList names =
            matchKnownPlayers(nullptr, db,
                              {QStringLiteral("ａｎｎ"), QStringLiteral("Ann"),
                               QStringLiteral("Bob"), QStringLiteral(" a nn ")});
        QCOMPARE(names, QStringList({QStringLiteral("Ann"), QStringLiteral("Ann"),
                                     QStringLiteral("Bob"), QStringLiteral(" a nn ")}));
        QCOMPARE(MessageBoxes::pendingAnswers(), 0);
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("“a nn”")));
    }

    void dialogsFit_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void dialogsFit()
    {
        QFETCH(bool, japanese);
        m_fixture.applyLayoutRow(kLaptopWindow, japanese);
        GameRegistry registry;
        registerGames(registry);
        importGolden(*m_fixture.window()->journal(), registry);
        HistoryBrowser *b = m_fixture.window()->showHistory();
        verifyFits(b, QStringLiteral("history browser"));
        for (QPushButton *button : {b->resultsButton(), b->playersButton()})
            QVERIFY(!button->visibleRegion().isEmpty());
        PlayersDialog players(*m_fixture.window()->journal(), b);
        players.show();
        verifyFits(&players, QStringLiteral("players"));
        StatisticsDialog stats(m_fixture.window()->journal()->database(), registry);
        stats.show();
        for (int tab = 0; tab < stats.tabs()->count(); ++tab) {
            stats.tabs()->setCurrentIndex(tab);
            verifyFits(&stats, QStringLiteral("statistics tab %1").arg(tab));
        }
    }

    // Issue 29, item 5: Statistics > Charts counts in whole plays. Four Lethal Checkmate games
    // started in October 2026 and one Rook & Raiders game in November: the games-per-month
    // axis has ticks at 0, 1, 2, ... (it read 0, 1, 2, 3, 5, a point of 4 drawn at "3.2"),
    // also with one game chosen (it read 0, 0, 1, 2, 3), and its months read as months in
    // either language (not "Oct 26", a day).
    void chartsCountInWholePlays_data()
    {
        QTest::addColumn<bool>("japanese");
        QTest::newRow("en") << false;
        QTest::newRow("ja") << true;
    }

    void chartsCountInWholePlays()
    {
        QFETCH(bool, japanese);
        m_fixture.applyLayoutRow(kLaptopWindow, japanese);
        Journal &journal = *m_fixture.window()->journal();
        const QString days[] = {QStringLiteral("2026-10-03"), QStringLiteral("2026-10-10"),
                                QStringLiteral("2026-10-17"), QStringLiteral("2026-10-24"),
                                QStringLiteral("2026-11-07")};
        for (int i = 0; i < 5; ++i) {
            GameConfig config;
            config.players = {{QStringLiteral("Ann"), QString()}, {QStringLiteral("Ben"), {}}};
            DbError err;
            const qint64 id = journal.createGame(i < 4 ? QStringLiteral("lethal-checkmate")
                                                       : QStringLiteral("rook-raiders"),
                                                 config, QStringLiteral("Night %1").arg(i), &err);
            QVERIFY2(id > 0, qPrintable(err.text(Lang::En)));
            QSqlQuery q(journal.database().db());
            q.prepare(QStringLiteral("UPDATE games SET started_at = ? WHERE id = ?"));
            q.addBindValue(days[i] + QStringLiteral("T19:00:00.000Z"));
            q.addBindValue(id);
            QVERIFY(q.exec());
        }
        GameRegistry registry;
        registerGames(registry);
        StatisticsDialog dialog(journal.database(), registry);
        const QString october =
            japanese ? QStringLiteral("2026年10月") : QStringLiteral("Oct 2026");
        const QString november =
            japanese ? QStringLiteral("2026年11月") : QStringLiteral("Nov 2026");
        struct Case
        {
            const char *kind;
            QStringList months;
            int most;
        };
        const Case cases[] = {{"", {october, november}, 4},
                              {"lethal-checkmate", {october}, 4},
                              {"rook-raiders", {november}, 1}};
        for (const Case &c : cases) {
            const QString what = QStringLiteral("game \"%1\"").arg(QLatin1String(c.kind));
            dialog.gameFilter()->setCurrentIndex(
                dialog.gameFilter()->findData(QLatin1String(c.kind)));
            QChart *chart = dialog.playsChart();
            const QList<QAbstractAxis *> y = chart->axes(Qt::Vertical);
            QCOMPARE(y.size(), 1);
            auto *count = qobject_cast<QValueAxis *>(y.first());
            QVERIFY2(count, qPrintable(what));
            // Ticks at whole numbers from 0, the highest count on one, the top above it.
            QCOMPARE(count->tickType(), QValueAxis::TicksDynamic);
            QCOMPARE(count->min(), 0.0);
            QCOMPARE(count->tickAnchor(), 0.0);
            QCOMPARE(count->tickInterval(), 1.0);
            QVERIFY2(count->max() > c.most && count->max() == std::floor(count->max()),
                     qPrintable(QStringLiteral("%1: top %2").arg(what).arg(count->max())));
            QCOMPARE(count->labelFormat(), QStringLiteral("%d"));
            // The months, as months.
            const QList<QAbstractAxis *> x = chart->axes(Qt::Horizontal);
            QCOMPARE(x.size(), 1);
            auto *months = qobject_cast<QCategoryAxis *>(x.first());
            QVERIFY2(months, qPrintable(what));
            QCOMPARE(months->categoriesLabels(), c.months);
            // Each month's point on its label.
            auto *line = qobject_cast<QLineSeries *>(chart->series().first());
            QVERIFY(line);
            QCOMPARE(line->count(), c.months.size());
            for (int i = 0; i < line->count(); ++i)
                QCOMPARE(line->at(i).x(), months->endValue(c.months.at(i)));
        }
        // Many plays: still whole ticks, at most six.
        auto *many = new QValueAxis(&dialog);
        StatisticsDialog::setWholeCounts(many, 37);
        QCOMPARE(many->tickInterval(), 10.0);
        QCOMPARE(many->max(), 40.0);
    }

    // The statistics pages over the golden journals (tst_statistics counts the same by hand).
    void statisticsPages()
    {
        GameRegistry registry;
        registerGames(registry);
        Journal &journal = *m_fixture.window()->journal();
        importGolden(journal, registry);
        StatisticsDialog dialog(journal.database(), registry);
        dialog.show();
        StatisticsPage *player = dialog.playerPage();
        StatisticsPage *games = dialog.gamesPage();
        // Lazy: nothing read before a page is shown.
        QVERIFY(player->isStale());
        QCOMPARE(player->tree()->topLevelItemCount(), 0);

        dialog.tabs()->setCurrentWidget(player);
        QComboBox *who = player->playerCombo();
        who->setCurrentIndex(who->findText(QStringLiteral("Ann")));
        QVERIFY(!player->isStale());
        // Ann: four Lords of War games with the orcs, lost, won, won, lost.
        QTreeWidgetItem *all = topItem(player->tree(), QStringLiteral("total"));
        QVERIFY(all);
        QCOMPARE(all->text(StatisticsPage::PlaysCol), QStringLiteral("4"));
        QCOMPARE(all->text(StatisticsPage::WinsCol), QStringLiteral("2"));
        QCOMPARE(all->text(StatisticsPage::RateCol), QStringLiteral("50%"));
        QVERIFY(findItem(all, QStringLiteral("Longest winning streak: 2")));
        QVERIFY(findItem(all, QStringLiteral("Games without a win now: 1")));
        QVERIFY(findItem(all, QStringLiteral("Favourite side: Orcs")));
        QTreeWidgetItem *low = topItem(player->tree(), QStringLiteral("lords-of-war"));
        QVERIFY(low);
        // Scores 12, 21, 20, 10: 63 / 4 = 15.75, shown 15.8.
        QCOMPARE(low->text(StatisticsPage::AverageCol), QStringLiteral("15.8"));
        // Enemy cards destroyed, summed by key and named without one game's "(of 20)": 12, 21,
        // 20 and 10 (15.75); commanders 3, 4, 3, 1 (2.75, shown 2.8).
        QTreeWidgetItem *cards = findItem(low, QStringLiteral("Enemy cards destroyed"));
        QVERIFY(cards);
        QCOMPARE(cards->text(StatisticsPage::AverageCol), QStringLiteral("15.8"));
        QTreeWidgetItem *commanders = findItem(low, QStringLiteral("Enemy commanders destroyed"));
        QVERIFY(commanders);
        QCOMPARE(commanders->text(StatisticsPage::AverageCol), QStringLiteral("2.8"));
        // Ben: Lords of War 2 of 4 (dwarves), Light Wars 0 of 2 (blue).
        who->setCurrentIndex(who->findText(QStringLiteral("Ben")));
        all = topItem(player->tree(), QStringLiteral("total"));
        QCOMPARE(all->text(StatisticsPage::PlaysCol), QStringLiteral("6"));
        QCOMPARE(all->text(StatisticsPage::WinsCol), QStringLiteral("2"));
        QCOMPARE(all->text(StatisticsPage::RateCol), QStringLiteral("33%"));
        QCOMPARE(
            topItem(player->tree(), QStringLiteral("light-wars"))->text(StatisticsPage::WinsCol),
            QStringLiteral("0"));

        // Per game. Lords of War: 4 plays, (45 + 60 + 50 + 40) / 4 = 48.75 minutes (48.8);
        // seat 0 first in all four, winning two; dwarves 5 seats (Ben 4, Cal 1), 3 wins.
        QVERIFY(games->isStale());
        dialog.tabs()->setCurrentWidget(games);
        QVERIFY(!games->isStale());
        low = topItem(games->tree(), QStringLiteral("lords-of-war"));
        QVERIFY(low);
        QCOMPARE(low->text(StatisticsPage::PlaysCol), QStringLiteral("4"));
        QCOMPARE(findItem(low, QStringLiteral("duration"))->text(StatisticsPage::AverageCol),
                 QStringLiteral("48.8 min"));
        QTreeWidgetItem *first = findItem(low, QStringLiteral("first"));
        QCOMPARE(first->text(StatisticsPage::PlaysCol), QStringLiteral("4"));
        QCOMPARE(first->text(StatisticsPage::WinsCol), QStringLiteral("2"));
        QTreeWidgetItem *dwarves = findItem(low, QStringLiteral("Dwarves"));
        QVERIFY(dwarves);
        QCOMPARE(dwarves->text(StatisticsPage::PlaysCol), QStringLiteral("5"));
        QCOMPARE(dwarves->text(StatisticsPage::WinsCol), QStringLiteral("3"));
        QCOMPARE(dwarves->text(StatisticsPage::RateCol), QStringLiteral("60%"));
        // Lethal Checkmate: 3 plays of (20 + 20 + 35) / 3 = 25 minutes; the first player won
        // all three.
        QTreeWidgetItem *lc = topItem(games->tree(), QStringLiteral("lethal-checkmate"));
        QCOMPARE(findItem(lc, QStringLiteral("duration"))->text(StatisticsPage::AverageCol),
                 QStringLiteral("25 min"));
        QCOMPARE(findItem(lc, QStringLiteral("first"))->text(StatisticsPage::RateCol),
                 QStringLiteral("100%"));

        // Past its replay limit (9 finished games here against 2), the page shows the database's
        // numbers at once and offers the replays: no first player, side or fact until asked.
        games->setReplayLimit(2);
        games->refresh();
        low = topItem(games->tree(), QStringLiteral("lords-of-war"));
        QCOMPARE(low->text(StatisticsPage::PlaysCol), QStringLiteral("4"));
        QVERIFY(findItem(low, QStringLiteral("duration")));
        QVERIFY(!findItem(low, QStringLiteral("first")));
        QVERIFY(!findItem(low, QStringLiteral("Dwarves")));
        QVERIFY(games->replayButton()->isVisible());
        QVERIFY(games->note()->text().contains(QStringLiteral("9 games")));
        QTest::mouseClick(games->replayButton(), Qt::LeftButton);
        low = topItem(games->tree(), QStringLiteral("lords-of-war"));
        QVERIFY(findItem(low, QStringLiteral("first")));
        QVERIFY(!games->replayButton()->isVisible());

        // The filter: Light Wars alone; the pages follow.
        dialog.gameFilter()->setCurrentIndex(
            dialog.gameFilter()->findData(QStringLiteral("light-wars")));
        QCOMPARE(games->tree()->topLevelItemCount(), 1);
        QVERIFY(player->isStale()); // not shown: read when it is

        // Scores of Lethal Checkmate: 1, 2, 3, 1, 3, 0 -> 0: 1, 1: 2, 2: 1, 3: 2.
        dialog.gameFilter()->setCurrentIndex(
            dialog.gameFilter()->findData(QStringLiteral("lethal-checkmate")));
        QCOMPARE(dialog.scoresChart()->series().size(), 1);
        auto *bars = qobject_cast<QBarSeries *>(dialog.scoresChart()->series().first());
        QVERIFY(bars);
        QBarSet *set = bars->barSets().first();
        QCOMPARE(set->count(), 4);
        QCOMPARE(set->at(0), 1.0);
        QCOMPARE(set->at(1), 2.0);
        QCOMPARE(set->at(2), 1.0);
        QCOMPARE(set->at(3), 2.0);
        // All games: scores of different games are not mixed.
        dialog.gameFilter()->setCurrentIndex(0);
        QVERIFY(dialog.scoresChart()->series().isEmpty());

        // The history's BG Stats export (issue 29, item 4): each play with its start player, the
        // one the statistics count, and the rounds its game counts (tst_cli_history compares
        // the CLI's with files).
        HistoryBrowser *b = m_fixture.window()->showHistory();
        QVERIFY(b);
        const QString json = m_fixture.filePath(QStringLiteral("golden.json"));
        FileDialogs::setNextPath(json);
        QCOMPARE(b->exportResults(ResultsFormat::BgStats), json);
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray plays = QJsonDocument::fromJson(file.readAll())
                                     .object()
                                     .value(QStringLiteral("plays"))
                                     .toArray();
        QCOMPARE(plays.size(), int(std::size(kGolden)));
        for (const QJsonValue &play : plays) {
            int starters = 0;
            for (const QJsonValue &score :
                 play.toObject().value(QStringLiteral("playerScores")).toArray())
                starters += score.toObject().value(QStringLiteral("startPlayer")).toBool() ? 1 : 0;
            QCOMPARE(starters, 1);
            QVERIFY(play.toObject().value(QStringLiteral("rounds")).toInt() > 0);
        }

        if (const QString dir = qEnvironmentVariable("KIBITZER_SHOTS_DIR"); !dir.isEmpty()) {
            dialog.resize(1240, 640);
            for (int tab = 0; tab < dialog.tabs()->count(); ++tab) {
                dialog.tabs()->setCurrentIndex(tab);
                settleLayouts();
                QVERIFY(dialog.grab().save(dir + QStringLiteral("/statistics-%1.png").arg(tab)));
            }
        }
    }
};

QTEST_MAIN(TestHistoryToolsGui)
#include "tst_history_tools_gui.moc"
