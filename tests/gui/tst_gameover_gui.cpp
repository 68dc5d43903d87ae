// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The game-over screen (issue 13, item 6), for a golden journal of every game that ends: the
// summary comes with the step that ends the game and goes with its undo; it names the winner,
// shows the game's score sheet and facts, fits a 1280x680 window in English and Japanese with
// its buttons visible; Board and Game summary switch between it and the board; Rematch starts
// a new game with the same players and options and the first player rotated, remembered for
// the New Game dialog; Export writes the journal.
#include "../support/GameViewFit.h"
#include "../support/GuiTestSupport.h"
#include "FileDialogs.h"
#include "GameOverPanel.h"
#include "GamePage.h"
#include "GameView.h"
#include "MainWindow.h"
#include "NewGameMemory.h"
#include "TimeTravelControl.h"
#include "Translations.h"
#include "core/JournalFile.h"
#include "core/JournalModel.h"
#include "core/Session.h"

#include <QAction>
#include <QListView>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

using namespace kbz;
using namespace kbztest;

namespace {

const char *const kJournals[][2] = {
    {"dungeon-lords", "two-player-game"}, {"lethal-checkmate", "three-hits"},
    {"light-wars", "king-removed"},       {"lords-of-war", "commanders"},
    {"rook-raiders", "declared-victory"},
};

QString journalPath(const QString &game, const QString &name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/%1/%2.jsonl").arg(game, name);
}

// Records the journal's steps until the game has a result; the number of steps recorded, or -1.
int playToTheEnd(MainWindow *window, const JournalFile &file)
{
    if (!window->startGame(file.game, file.config, file.title))
        return -1;
    for (int i = 0; i < file.steps.size(); ++i) {
        const auto r = window->session()->record(file.steps.at(i), Session::Confirm::Yes);
        if (r.outcome != Session::Outcome::Recorded)
            return -1;
        if (window->session()->result())
            return i + 1;
    }
    return -1;
}

bool shownInWindow(const QWidget *w, const QWidget *window)
{
    if (!w->isVisible() || w->visibleRegion().isEmpty())
        return false;
    const QRect r(w->mapTo(window, QPoint(0, 0)), w->size());
    return window->rect().contains(r);
}

} // namespace

class TestGameOverGui : public QObject
{
    Q_OBJECT

private:
    MainWindowFixture m_fixture{QStringLiteral("gameover"), kLaptopWindow};

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup()
    {
        FileDialogs::clearPaths();
        m_fixture.cleanup();
    }

    void summaryComesAndGoes_data();
    void summaryComesAndGoes();
    void rematch_data();
    void rematch();
    void exportWritesTheJournal();
    void finishedGameOpensOnTheBoard();
    void lookingBackFromTheSummary();
};

void TestGameOverGui::summaryComesAndGoes_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("journal");
    QTest::addColumn<bool>("japanese");
    for (const auto &j : kJournals)
        for (bool ja : {false, true})
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(
                QLatin1String(j[0]), ja ? QStringLiteral("ja") : QStringLiteral("en"))))
                << QString::fromLatin1(j[0]) << QString::fromLatin1(j[1]) << ja;
}

void TestGameOverGui::summaryComesAndGoes()
{
    QFETCH(QString, game);
    QFETCH(QString, journal);
    QFETCH(bool, japanese);
    MainWindow *window = m_fixture.window();
    m_fixture.applyLayoutRow(kLaptopWindow, japanese);
    JournalFile file;
    QVERIFY(readJournal(journalPath(game, journal), &file));
    const int steps = playToTheEnd(window, file);
    QVERIFY2(steps > 0, "the journal's game does not end");
    GamePage *page = window->gamePage();
    GameOverPanel *panel = page->gameOverPanel();
    settleLayouts();

    // The end is shown: the winner, how it ended, the game's own rows, every button in sight.
    QVERIFY(page->isGameOverShown());
    QVERIFY(!page->gameView()->isVisible());
    const GameResult result = *window->session()->result();
    QCOMPARE(panel->headline(), result.summary.text(Translations::current()));
    // The winners are named once (issue 29): by the headline, else by the line under it.
    bool headlineNames =
        !result.winners().isEmpty() && result.winners().size() < file.config.players.size();
    for (const int seat : result.winners())
        headlineNames =
            headlineNames && panel->headline().contains(file.config.players.value(seat).name);
    QCOMPARE(panel->winnerText().isEmpty(), headlineNames);
    const GameOverSummary own = page->gameView()->gameOverSummary();
    QVERIFY2(!own.score.isEmpty() && !own.facts.isEmpty(), "the game adds no rows of its own");
    QCOMPARE(panel->table()->rowCount(), own.score.size() + 1 + own.facts.size() + 2);
    QCOMPARE(panel->table()->columnCount(),
             own.columns.isEmpty() ? file.config.players.size() : own.columns.size());
    const QString steps_ =
        japanese ? QStringLiteral("記録した手") : QStringLiteral("Steps recorded");
    QCOMPARE(panel->cell(steps_, 0), QLocale().toString(steps));
    for (QPushButton *b : {panel->rematchButton(), panel->newGameButton(), panel->exportButton(),
                           panel->boardButton()})
        QVERIFY2(shownInWindow(b, window), qPrintable(b->objectName()));
    QVERIFY(window->minimumSizeHint().height() <= kLaptopWindow.height());
    verifyNothingClipped("game over", clippedTexts(panel));

    // Board and back.
    QTest::mouseClick(panel->boardButton(), Qt::LeftButton);
    QVERIFY(!page->isGameOverShown());
    QVERIFY(page->gameView()->isVisible());
    QVERIFY(shownInWindow(page->summaryButton(), window));
    QTest::mouseClick(page->summaryButton(), Qt::LeftButton);
    QVERIFY(page->isGameOverShown());

    // Undo takes the end back, and the summary with it; redo brings both.
    window->undoAction()->trigger();
    QVERIFY(!window->session()->result());
    QVERIFY(!page->isGameOverShown());
    QVERIFY(!page->summaryButton()->isVisible());
    QVERIFY(page->gameView()->isVisible());
    window->redoAction()->trigger();
    QVERIFY(page->isGameOverShown());
}

void TestGameOverGui::rematch_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("journal");
    for (const auto &j : kJournals)
        QTest::newRow(j[0]) << QString::fromLatin1(j[0]) << QString::fromLatin1(j[1]);
}

void TestGameOverGui::rematch()
{
    QFETCH(QString, game);
    QFETCH(QString, journal);
    MainWindow *window = m_fixture.window();
    JournalFile file;
    QVERIFY(readJournal(journalPath(game, journal), &file));
    QVERIFY(playToTheEnd(window, file) > 0);
    const qint64 oldGame = window->session()->gameId();
    const GameConfig old = window->session()->config();
    GameOverPanel *panel = window->gamePage()->gameOverPanel();
    QVERIFY(window->gamePage()->isGameOverShown());

    QTest::mouseClick(panel->rematchButton(), Qt::LeftButton);
    QVERIFY(window->session());
    QVERIFY(window->session()->gameId() != oldGame);
    QCOMPARE(window->session()->engine()->id(), game);
    QCOMPARE(window->session()->index(), 0);
    QVERIFY(!window->gamePage()->isGameOverShown());
    const GameConfig now = window->session()->config();

    // The same players (names and colours) and the same options, but for who starts.
    QStringList before;
    QStringList after;
    for (const PlayerInfo &p : old.players)
        before.append(p.name);
    for (const PlayerInfo &p : now.players)
        after.append(p.name);
    std::sort(before.begin(), before.end());
    std::sort(after.begin(), after.end());
    QCOMPARE(after, before);
    QJsonObject a = old.options;
    QJsonObject b = now.options;
    for (const char *key : {"firstPlayer", "startPlayer", "decks", "opening"}) {
        a.remove(QLatin1String(key));
        b.remove(QLatin1String(key));
    }
    QCOMPARE(b, a);

    // The first player rotated (Light Wars: decided at the table when the armies deploy).
    const int n = int(old.players.size());
    if (old.options.contains(QStringLiteral("firstPlayer")))
        QCOMPARE(now.options.value(QStringLiteral("firstPlayer")).toInt(),
                 (old.options.value(QStringLiteral("firstPlayer")).toInt() + 1) % n);
    else if (old.options.contains(QStringLiteral("startPlayer")))
        QCOMPARE(now.options.value(QStringLiteral("startPlayer")).toInt(),
                 (old.options.value(QStringLiteral("startPlayer")).toInt() + 1) % n);
    else if (game == QLatin1String("light-wars"))
        QCOMPARE(now, old);
    else
        QCOMPARE(now.players.first(), old.players.at(1)); // seat 0 starts: the next player

    // Remembered as the New Game dialog's last choice for the game.
    const auto remembered = NewGameMemory::load(*m_fixture.settings(), game);
    QVERIFY(remembered);
    QCOMPARE(remembered->players, now.players);
}

void TestGameOverGui::exportWritesTheJournal()
{
    MainWindow *window = m_fixture.window();
    JournalFile file;
    QVERIFY(readJournal(
        journalPath(QStringLiteral("lethal-checkmate"), QStringLiteral("three-hits")), &file));
    const int steps = playToTheEnd(window, file);
    QVERIFY(steps > 0);
    const QString path = m_fixture.filePath(QStringLiteral("exported.jsonl"));
    FileDialogs::setNextPath(path);
    QTest::mouseClick(window->gamePage()->gameOverPanel()->exportButton(), Qt::LeftButton);
    QCOMPARE(FileDialogs::pendingPaths(), 0);
    JournalFile written;
    QVERIFY(readJournal(path, &written));
    QCOMPARE(written.steps.size(), steps);
    QCOMPARE(written.config, file.config);
}

// A finished game opened again shows its board; the summary is one click away.
void TestGameOverGui::finishedGameOpensOnTheBoard()
{
    MainWindow *window = m_fixture.window();
    JournalFile file;
    QVERIFY(readJournal(journalPath(QStringLiteral("light-wars"), QStringLiteral("king-removed")),
                        &file));
    QVERIFY(playToTheEnd(window, file) > 0);
    const qint64 id = window->session()->gameId();
    window->closeGame();
    QVERIFY(window->resumeGame(id));
    GamePage *page = window->gamePage();
    QVERIFY(!page->isGameOverShown());
    QVERIFY(page->gameView()->isVisible());
    QVERIFY(shownInWindow(page->summaryButton(), window));
    // On top of the board: a click at its place reaches it.
    const QPoint at = page->summaryButton()->rect().center();
    QCOMPARE(window->childAt(page->summaryButton()->mapTo(window, at)),
             static_cast<QWidget *>(page->summaryButton()));
    QTest::mouseClick(page->summaryButton(), Qt::LeftButton);
    QVERIFY(page->isGameOverShown());
    QCOMPARE(page->gameOverPanel()->headline(),
             window->session()->result()->summary.text(Translations::current()));
}

// Looking back at a finished game shows the past alone (the summary gives way, not squeezed
// beside it), and now brings the summary back as it was.
void TestGameOverGui::lookingBackFromTheSummary()
{
    MainWindow *window = m_fixture.window();
    JournalFile file;
    QVERIFY(readJournal(journalPath(QStringLiteral("light-wars"), QStringLiteral("king-removed")),
                        &file));
    const int steps = playToTheEnd(window, file);
    QVERIFY(steps > 2);
    GamePage *page = window->gamePage();
    QVERIFY(page->isGameOverShown());
    page->journalView()->setCurrentIndex(page->journalModel()->index(1));
    QVERIFY(page->timeTravel()->isLookingBack());
    QVERIFY(page->timeTravel()->pastView());
    QVERIFY(page->timeTravel()->pastView()->isVisible());
    QVERIFY(!page->gameOverPanel()->isVisible());
    QVERIFY(!page->summaryButton()->isVisible()); // as it was beside the summary
    page->timeTravel()->returnToNow();
    QVERIFY(!page->timeTravel()->isLookingBack());
    QVERIFY(page->isGameOverShown());
    QVERIFY(!page->gameView()->isVisible());

    // From the board: now comes back to the board, with the summary a click away.
    Q_EMIT page->gameOverPanel()->boardRequested();
    QVERIFY(!page->isGameOverShown());
    page->journalView()->setCurrentIndex(page->journalModel()->index(1));
    QVERIFY(page->timeTravel()->isLookingBack());
    // In its place (nothing beside it moves), but the summary cannot come over the past.
    QVERIFY(page->summaryButton()->isVisible());
    QVERIFY(!page->summaryButton()->isEnabled());
    page->timeTravel()->returnToNow();
    QVERIFY(!page->isGameOverShown());
    QVERIFY(page->gameView()->isVisible());
    QVERIFY(page->summaryButton()->isVisible());
    QVERIFY(page->summaryButton()->isEnabled());
}

QTEST_MAIN(TestGameOverGui)
#include "tst_gameover_gui.moc"
