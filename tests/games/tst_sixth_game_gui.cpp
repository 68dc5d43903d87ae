// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GamePage.h"
#include "GameSetupPage.h"
#include "GameView.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "NewGameDialog.h"
#include "RuleBrowserDock.h"
#include "core/Session.h"
#include "registerGameViews.h"
#include "registerGames.h"
#include "storage/Journal.h"
#include "tally/TallyModule.h"
#include "tally/TallyViewModule.h"

#include <QComboBox>
#include <QMenu>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace kbz;

// The sixth game, Tally, in the desktop app: registered next to the shipped games with one line
// per layer, it is offered by New Game with its own options page, plays through the generic step
// entry (a finding, the table's override), and its rule book is in the rule browser. No shared
// file knows it.
class TestSixthGameGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
        GameRegistry games;
        registerGames(games);
        games.add(tally::gameModule());
        GameViewRegistry views;
        registerGameViews(views);
        views.add(tally::gameViewModule());
        m_window = std::make_unique<MainWindow>(games, views, m_settings.get());
        QVERIFY(m_window->openDatabase(m_dir.filePath(QStringLiteral("kibitzer.sqlite"))));
        m_window->show();
    }

    void cleanup()
    {
        m_window.reset();
        MessageBoxes::clearAnswers();
    }

    void newGameOffersItWithItsPage()
    {
        NewGameDialog *dialog = m_window->showNewGameDialog();
        QVERIFY(dialog);
        auto *combo = dialog->findChild<QComboBox *>(QStringLiteral("gameCombo"));
        QVERIFY(combo);
        QCOMPARE(combo->count(), 6);
        QCOMPARE(combo->itemData(5).toString(), QStringLiteral("tally"));
        QCOMPARE(combo->itemText(5), QStringLiteral("Tally"));

        GameSetupPage *page = dialog->setupPage(QStringLiteral("tally"));
        QVERIFY(page);
        QVERIFY(!page->isVisible());
        dialog->setEngineId(QStringLiteral("tally"));
        QTRY_VERIFY(page->isVisible());
        QCOMPARE(dialog->playerCount(), 2);
        // A count the game is not played with is skipped.
        dialog->setPlayerCount(4);
        QCOMPARE(dialog->playerCount(), 4);
        auto *target = page->findChild<QSpinBox *>(QStringLiteral("tallyTarget"));
        QVERIFY(target);
        target->setValue(5);
        QCOMPARE(dialog->config().options.value(QStringLiteral("target")).toInt(), 5);
        QCOMPARE(dialog->config().players.size(), 4);

        dialog->accept();
        QTRY_VERIFY(m_window->session());
        QCOMPARE(m_window->session()->engine()->id(), QStringLiteral("tally"));
        QCOMPARE(m_window->session()->config().options.value(QStringLiteral("target")).toInt(), 5);
        // Tally has no card library: no entry in Cards ▸, the shipped games keep theirs.
        QVERIFY(!m_window->cardLibraryAction(QStringLiteral("tally")));
        QCOMPARE(m_window->cardsMenu()->actions().size(), 4);
    }

    // File ▸ Start a game ▸ lists every registered game, the test's too, and opens New Game on it.
    void startMenuListsIt()
    {
        QMenu *menu = m_window->startMenu();
        QVERIFY(menu);
        QVERIFY(menu->isEnabled());
        const QList<QAction *> actions = menu->actions();
        QCOMPARE(actions.size(), 6);
        QCOMPARE(actions.at(5)->data().toString(), QStringLiteral("tally"));
        QCOMPARE(actions.at(5)->text(), QStringLiteral("Tally…"));
        // A name with an ampersand shows it, not a mnemonic.
        bool rookRaiders = false;
        for (QAction *a : actions)
            rookRaiders = rookRaiders || a->text().contains(QStringLiteral("Rook && Raiders"));
        QVERIFY(rookRaiders);
        actions.at(5)->trigger();
        NewGameDialog *dialog = m_window->findChild<NewGameDialog *>();
        QVERIFY(dialog);
        QCOMPARE(dialog->engineId(), QStringLiteral("tally"));
        dialog->reject();
    }

    void recordsAFindingAndAnOverride()
    {
        QVERIFY(
            m_window->startGame(QStringLiteral("tally"),
                                m_window->registry().find(QStringLiteral("tally"))->defaultConfig(),
                                QStringLiteral("to 21")));
        GamePage *page = m_window->gamePage();
        QVERIFY(page->gameView()); // the generic step entry: Tally has no view of its own
        QVERIFY(page->record({QStringLiteral("add"), 0, {{QStringLiteral("n"), 3}}}));

        // Seat 1 again: out of turn. "Record anyway?" answered No: nothing is written.
        MessageBoxes::setNextAnswer(QMessageBox::No);
        QVERIFY(!page->record({QStringLiteral("add"), 0, {{QStringLiteral("n"), 2}}}));
        QVERIFY(MessageBoxes::lastText().contains(QLatin1String("seat 2's turn")));
        QCOMPARE(m_window->session()->count(), 1);
        // Answered Yes: recorded, with its finding and the override.
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QVERIFY(page->record({QStringLiteral("add"), 0, {{QStringLiteral("n"), 2}}}));
        QCOMPARE(m_window->session()->count(), 2);
        const Session::Entry entry = m_window->session()->entry(1);
        QVERIFY(entry.record.overridden);
        QCOMPARE(entry.record.findings.size(), 1);
        QCOMPARE(entry.record.findings.first().ruleId, QStringLiteral("tally.turn.order"));

        // Resumed from the database, through the window's registry.
        const qint64 id = m_window->session()->gameId();
        m_window->closeGame();
        QVERIFY(m_window->resumeGame(id, nullptr, false));
        QCOMPARE(m_window->session()->count(), 2);
    }

    void ruleBrowserShowsItsRuleBook()
    {
        RuleBrowserDock *rules = m_window->ruleBrowser();
        rules->setGameFilter(QStringLiteral("tally"));
        auto *games = rules->findChild<QComboBox *>();
        QVERIFY(games);
        bool listed = false;
        for (QComboBox *combo : rules->findChildren<QComboBox *>())
            listed = listed || combo->findData(QStringLiteral("tally")) >= 0;
        QVERIFY(listed);
        QVERIFY(rules->showRule(QStringLiteral("tally.turn.order")));
        QVERIFY2(rules->browser()->toPlainText().contains(QLatin1String("seat order")),
                 qPrintable(rules->browser()->toPlainText()));
        rules->setRuleLang(Lang::Ja);
        QTRY_VERIFY(rules->browser()->toPlainText().contains(QStringLiteral("席順")));
    }
};

QTEST_MAIN(TestSixthGameGui)
#include "tst_sixth_game_gui.moc"
