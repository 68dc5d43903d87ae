// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Table mode (issue 22) in the app: F11 and full screen remembered per game kind, the zoom
// remembered and every game view usable at 150% at 1280x720, the players' view following every
// recorded step in another language than the main window's without taking the focus, opening on
// the other screen and moving when its screen goes away, and no session bus (this test runs with
// DBUS_SESSION_BUS_ADDRESS pointing nowhere): one status-bar message, the game goes on. The
// offscreen platform has two screens here (screens-laptop-tv.json): a 1280x720 laptop and a
// 1920x1080 TV to its right.
#include "../support/GameViewFit.h"
#include "../support/GuiTestSupport.h"
#include "ElidedLabel.h"
#include "GamePage.h"
#include "GameView.h"
#include "GuidancePanel.h"
#include "PlayersView.h"
#include "StartPage.h"
#include "TableContent.h"
#include "TableMode.h"
#include "Translations.h"
#include "Zoom.h"
#include "core/JournalModel.h"
#include "core/Session.h"

#include <QAction>
#include <QComboBox>
#include <QGuiApplication>
#include <QLineEdit>
#include <QListView>
#include <QScreen>
#include <QStatusBar>
#include <QTest>

using namespace kbz;

// Paints nothing; remembers the language its paint event saw (Translations::current() and a
// tr() of the app's catalogue), to check the players' view paints its game widgets in its own
// language while the main window paints in the UI language.
class LanguageProbe final : public QWidget
{
public:
    using QWidget::QWidget;
    Lang seen = Lang::En;
    QString board;
    int paints = 0;

protected:
    void paintEvent(QPaintEvent *) override
    {
        seen = Translations::current();
        board = QCoreApplication::translate("kbz::lc::LcBoardView", "Board");
        ++paints;
    }
};

class TestTableModeGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("table"), QSize(1200, 680)};

    MainWindow *window() const { return m_fixture.window(); }

    static QString golden(const char *game, const char *name)
    {
        return QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/%1/%2.jsonl")
            .arg(QLatin1String(game), QLatin1String(name));
    }

    bool play(const QString &path, int count)
    {
        JournalFile j;
        return kbztest::readJournal(path, &j) && kbztest::playJournal(window(), j, count);
    }

    // The texts a Japanese main window would show for `m` (the reference the players' view,
    // with its own translator, must match).
    static QString japanese(const Message &m)
    {
        Translations::install(Lang::Ja);
        const QString text = m.text(Lang::Ja);
        Translations::install(Lang::En);
        return text;
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup()
    {
        // Each test starts at 100% (a test that stopped half-way may have left another zoom).
        if (window())
            window()->zoom()->setPercent(100);
        m_fixture.cleanup();
    }

    void f11RemembersFullScreenPerGameKind()
    {
        TableMode *table = window()->tableMode();
        const QRect before = window()->geometry();
        QVERIFY(play(golden("lethal-checkmate", "three-hits"), 2));
        QVERIFY(!table->savedFullScreen(QStringLiteral("lethal-checkmate")).has_value());

        QTest::keyClick(window(), Qt::Key_F11);
        QTRY_VERIFY(window()->isFullScreen());
        QVERIFY(table->fullScreenAction()->isChecked());
        QCOMPARE(table->savedFullScreen(QStringLiteral("lethal-checkmate")), true);

        // Left with F11: the window is where it was.
        QTest::keyClick(window(), Qt::Key_F11);
        QTRY_VERIFY(!window()->isFullScreen());
        QTRY_COMPARE(window()->geometry(), before);
        QCOMPARE(table->savedFullScreen(QStringLiteral("lethal-checkmate")), false);

        // Full screen again, then the game closes and the window is left in a normal state on
        // the start page (not remembered: no game kind there).
        table->fullScreenAction()->trigger();
        QTRY_VERIFY(window()->isFullScreen());
        window()->closeGame();
        QTest::keyClick(window(), Qt::Key_F11);
        QTRY_VERIFY(!window()->isFullScreen());
        QCOMPARE(table->savedFullScreen(QStringLiteral("lethal-checkmate")), true);

        // A game of that kind opens full screen, in this window and in the next one.
        QVERIFY(play(golden("lethal-checkmate", "three-hits"), 1));
        QTRY_VERIFY(window()->isFullScreen());
        window()->closeGame();
        table->setFullScreen(false);
        m_fixture.closeWindow();
        m_fixture.openWindow(m_fixture.filePath(QStringLiteral("table-f11.sqlite")));
        QVERIFY(!window()->isFullScreen());
        // Another kind, never chosen: the window stays as it is.
        QVERIFY(play(golden("rook-raiders", "full-round"), 1));
        QVERIFY(!window()->isFullScreen());
        window()->closeGame();
        QVERIFY(play(golden("lethal-checkmate", "three-hits"), 1));
        QTRY_VERIFY(window()->isFullScreen());
        QVERIFY(window()->tableMode()->fullScreenAction()->isChecked());
    }

    void zoomIsRemembered()
    {
        Zoom *zoom = window()->zoom();
        const qreal base = window()->font().pointSizeF();
        QCOMPARE(zoom->percent(), 100);
        QTest::keyClick(window(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(zoom->percent(), 110);
        QTest::keyClick(window(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(zoom->percent(), 125);
        QVERIFY(qAbs(window()->font().pointSizeF() - base * 1.25) < 0.01);
        QVERIFY(qAbs(window()->startPage()->font().pointSizeF() - base * 1.25) < 0.01);
        QTest::keyClick(window(), Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(zoom->percent(), 110);
        QTest::keyClick(window(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(zoom->percent(), 100);
        QCOMPARE(window()->font().pointSizeF(), base);
        for (int i = 0; i < 10; ++i)
            zoom->zoomInAction()->trigger();
        QCOMPARE(zoom->percent(), Zoom::kMaximum);
        QVERIFY(!zoom->zoomInAction()->isEnabled());

        // The next window opens at the zoom of the last one.
        zoom->setPercent(125);
        m_fixture.closeWindow();
        m_fixture.openWindow(m_fixture.filePath(QStringLiteral("table-zoom.sqlite")));
        QCOMPARE(window()->zoom()->percent(), 125);
        QVERIFY(qAbs(window()->font().pointSizeF() - base * 1.25) < 0.01);
        window()->zoom()->setPercent(100);
    }

    // At 150% in a 1280x720 window each game's primary action is still visible (the views may
    // scroll their secondary parts).
    void everyViewUsableAt150_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("lethal-checkmate") << golden("lethal-checkmate", "three-hits");
        QTest::newRow("rook-raiders") << golden("rook-raiders", "full-round");
        QTest::newRow("lords-of-war") << golden("lords-of-war", "full-game");
        QTest::newRow("light-wars") << golden("light-wars", "full-game");
        QTest::newRow("dungeon-lords") << golden("dungeon-lords", "two-player-game");
    }
    void everyViewUsableAt150()
    {
        QFETCH(QString, path);
        window()->zoom()->setPercent(150);
        window()->resize(1280, 720);
        JournalFile j;
        QVERIFY(kbztest::readJournal(path, &j));
        QVERIFY(kbztest::playJournal(window(), j, int(j.steps.size()) / 2));
        kbztest::settleLayouts();
        // Measured (window minimum at 100% / 150%): Lethal Checkmate 996x537 / 1204x626, Lords
        // of War 1018x557 / 1145x677, Light Wars 993x452 / 1253x550, Dungeon Lords 795x597 /
        // 933x698, Rook & Raiders 1112x721 / 1099x632 (it needed 1320x864 before its player
        // strip scrolled and the findings title elided).
        QTRY_COMPARE(window()->size(), QSize(1280, 720));
        m_fixture.shot(
            QStringLiteral("zoom150-%1.png").arg(QLatin1String(QTest::currentDataTag())));
        const QString hidden =
            kbztest::hiddenReason(window()->gamePage()->gameView()->primaryAction());
        window()->zoom()->setPercent(100);
        QVERIFY2(hidden.isEmpty(), qPrintable(hidden));
    }

    // Issue 29 item 6b: the guidance's phase and 「次に来る手」 grow with the zoom as the rest
    // of the window does (their fonts were set once, at 100%).
    void guidanceFollowsTheZoom()
    {
        Translations::install(Lang::Ja);
        JournalFile j;
        QVERIFY(kbztest::readJournal(golden("light-wars", "full-game"), &j));
        QVERIFY(kbztest::playJournal(window(), j, 5));
        auto *panel = window()->gamePage()->guidancePanel();
        QVERIFY(panel);
        const auto sizes = [panel] {
            kbztest::settleLayouts();
            QList<qreal> out;
            for (const char *name : {"phase", "expected", "actor"}) {
                const auto *w = panel->findChild<QWidget *>(QLatin1String(name));
                out.append(w ? w->font().pointSizeF() : -1);
            }
            return out;
        };
        const QList<qreal> normal = sizes();
        window()->zoom()->setPercent(150);
        const QList<qreal> zoomed = sizes();
        window()->zoom()->setPercent(100);
        const QList<qreal> back = sizes();
        for (int i = 0; i < normal.size(); ++i) {
            QVERIFY2(normal.at(i) > 0, qPrintable(QString::number(i)));
            QVERIFY2(qAbs(zoomed.at(i) - normal.at(i) * 1.5) < 0.6,
                     qPrintable(QStringLiteral("part %1: %2 pt at 150%, %3 pt at 100%")
                                    .arg(i)
                                    .arg(zoomed.at(i))
                                    .arg(normal.at(i))));
            QCOMPARE(back.at(i), normal.at(i));
        }
    }

    // A title that elides (the side panel's at 150%) keeps its mnemonic, so Alt+G still reaches
    // its buddy, and reads as text in its tooltip.
    void elidedTitleKeepsItsMnemonic()
    {
        QWidget box;
        auto *title = new ElidedLabel(&box);
        auto *buddy = new QLineEdit(&box);
        title->setBuddy(buddy);
        title->setFullText(QStringLiteral("Findin&gs of the step being entered"));
        title->setGeometry(0, 0, title->fontMetrics().averageCharWidth() * 12, 20);
        buddy->setGeometry(0, 30, 100, 20);
        auto *other = new QLineEdit(&box);
        other->setGeometry(0, 60, 100, 20);
        box.show();
        QVERIFY(QTest::qWaitForWindowExposed(&box));
        QVERIFY(title->isElided());
        QVERIFY2(title->text().contains(QStringLiteral("&g")), qPrintable(title->text()));
        QVERIFY(title->text().endsWith(QChar(0x2026)));
        QCOMPARE(title->toolTip(), QStringLiteral("Findings of the step being entered"));
        other->setFocus();
        QTRY_VERIFY(other->hasFocus());
        QTest::keyClick(&box, Qt::Key_G, Qt::AltModifier);
        QTRY_VERIFY(buddy->hasFocus());
    }

    // The players' view in Japanese follows every step recorded in an English main window.
    void playersViewFollowsStepsInItsLanguage()
    {
        TableMode *table = window()->tableMode();
        table->playersViewAction()->trigger();
        PlayersView *players = table->playersView();
        QVERIFY(players);
        QTRY_VERIFY(players->isVisible());
        kbztest::chooseWithKeys(players->languageBox(), 1); // 日本語
        QCOMPARE(players->language(), Lang::Ja);
        QCOMPARE(Translations::current(), Lang::En);
        QCOMPARE(players->windowTitle(), QStringLiteral("プレイヤー用画面 — Kibitzer"));

        JournalFile j;
        QVERIFY(kbztest::readJournal(golden("lethal-checkmate", "three-hits"), &j));
        QVERIFY(kbztest::playJournal(window(), j, 0));
        QVERIFY(players->content());
        QCOMPARE(players->headerText(), window()->session()->engine()->name().text(Lang::Ja));
        // The game's board shown there speaks the players' view's language, the main window's
        // its own; so do paint events (Translations::Scope).
        auto boardName = [](QWidget *in) {
            const auto boards = in->findChildren<QWidget *>();
            for (QWidget *w : boards)
                if (QLatin1String(w->metaObject()->className()) == "kbz::lc::LcBoardView")
                    return w->accessibleName();
            return QString();
        };
        QCOMPARE(boardName(players->content()), QStringLiteral("盤"));
        QCOMPARE(boardName(window()->gamePage()), QStringLiteral("Board"));
        auto *probe = new LanguageProbe(players->content());
        auto *mainProbe = new LanguageProbe(window()->gamePage());
        for (LanguageProbe *p : {probe, mainProbe}) {
            p->setGeometry(0, 0, 8, 8);
            p->show();
            p->repaint();
        }
        QTRY_VERIFY(probe->paints > 0 && mainProbe->paints > 0);
        QCOMPARE(probe->seen, Lang::Ja);
        QCOMPARE(probe->board, QStringLiteral("盤"));
        QCOMPARE(mainProbe->seen, Lang::En);
        QCOMPARE(mainProbe->board, QStringLiteral("Board"));
        QCOMPARE(Translations::current(), Lang::En);
        Session *s = window()->session();
        for (int i = 0; i < j.steps.size(); ++i) {
            QCOMPARE(s->record(j.steps.at(i), Session::Confirm::Yes).outcome,
                     Session::Outcome::Recorded);
            // No event loop turn needed: the view follows the session's signals at once.
            const QStringList lines = players->journalLines();
            QCOMPARE(lines.size(), qMin(i + 1, int(PlayersView::kJournalLines)));
            const QString english = s->entry(i).description.text(Lang::En);
            const QString expected =
                QStringLiteral("%1. %2").arg(i + 1).arg(japanese(s->entry(i).description));
            QCOMPARE(lines.last(), expected);
            QVERIFY2(lines.last() != QStringLiteral("%1. %2").arg(i + 1).arg(english),
                     qPrintable(lines.last()));
        }
        QVERIFY(players->guidanceText().startsWith(QStringLiteral("手数：")));
        const QStringList counters = players->counterTexts();
        QVERIFY(!counters.isEmpty());
        QVERIFY2(counters.join(u'|').contains(QStringLiteral("体力")),
                 qPrintable(counters.join(u'|')));
        // The main window's journal is still English.
        const QModelIndex last = window()->gamePage()->journalModel()->index(
            window()->gamePage()->journalModel()->rowCount() - 1, 0);
        QVERIFY(
            last.data().toString().contains(s->entry(s->count() - 1).description.text(Lang::En)));

        // Undo is followed too.
        QVERIFY(window()->gamePage()->undo());
        QCOMPARE(players->journalLines().last().section(u'.', 0, 0), QString::number(s->index()));

        // English chosen in the players' view: its own texts follow, the main window is unmoved.
        kbztest::chooseWithKeys(players->languageBox(), 0);
        QCOMPARE(players->journalLines().last(),
                 QStringLiteral("%1. %2")
                     .arg(s->index())
                     .arg(s->entry(s->index() - 1).description.text(Lang::En)));
        QCOMPARE(Translations::current(), Lang::En);
        QCOMPARE(boardName(players->content()), QStringLiteral("Board"));
        probe->repaint();
        QCOMPARE(probe->seen, Lang::En);
        QCOMPARE(probe->board, QStringLiteral("Board"));
        delete probe;
        delete mainProbe;
    }

    void playersViewTakesNoFocus()
    {
        JournalFile j;
        QVERIFY(kbztest::readJournal(golden("lethal-checkmate", "three-hits"), &j));
        QVERIFY(kbztest::playJournal(window(), j, 3));
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QCOMPARE(focus->window(), window());
        PlayersView *players = window()->tableMode()->showPlayersView();
        QVERIFY(QTest::qWaitForWindowExposed(players));
        QVERIFY(players->windowFlags() & Qt::WindowDoesNotAcceptFocus);
        QVERIFY(players->testAttribute(Qt::WA_ShowWithoutActivating));
        for (QWidget *w : players->findChildren<QWidget *>())
            QVERIFY2(w->focusPolicy() == Qt::NoFocus || !w->isVisibleTo(players),
                     w->metaObject()->className());
        QTRY_COMPARE(QApplication::activeWindow(), window());
        QTRY_COMPARE(QApplication::focusWidget(), focus);
        QVERIFY(players->isVisible());
        // Steps recorded and undone while it shows them: the focus stays in the main window.
        QCOMPARE(window()->session()->record(j.steps.at(3), Session::Confirm::Yes).outcome,
                 Session::Outcome::Recorded);
        QCOMPARE(players->journalLines().size(), 4);
        QVERIFY(window()->gamePage()->undo());
        QCOMPARE(players->journalLines().size(), 3);
        QCOMPARE(QApplication::activeWindow(), window());
        QVERIFY(QApplication::focusWidget());
        QCOMPARE(QApplication::focusWidget()->window(), window());
    }

    // Two screens: the players' view opens on the one the main window is not on, remembers
    // where it was, and moves to the remaining screen when its screen goes away.
    void playersViewScreens()
    {
        // ctest gives the offscreen platform two screens; elsewhere (xcb by hand) maybe one.
        if (QGuiApplication::platformName() != QLatin1String("offscreen") &&
            QGuiApplication::screens().size() < 2)
            QSKIP("one screen");
        QCOMPARE(QGuiApplication::screens().size(), 2);
        m_fixture.settings()->remove(QStringLiteral("players")); // its first opening

        const QList<QScreen *> screens = QGuiApplication::screens();
        QScreen *laptop = screens.at(0);
        QScreen *tv = screens.at(1);
        QCOMPARE(window()->screen(), laptop);
        TableMode *table = window()->tableMode();
        PlayersView *players = table->showPlayersView();
        QCOMPARE(players->preferredScreen(), tv);
        QTRY_VERIFY(tv->geometry().contains(players->geometry()));

        players->setGeometry(QRect(tv->geometry().topLeft() + QPoint(100, 80), QSize(1000, 600)));
        const QRect placed = players->geometry();
        players->close();
        QTRY_VERIFY(!table->playersView());
        QVERIFY(!table->playersViewAction()->isChecked());
        players = table->showPlayersView();
        QTRY_COMPARE(players->geometry(), placed);

        // The TV is unplugged (what QGuiApplication::screenRemoved reports).
        players->onScreenRemoved(tv);
        QVERIFY2(laptop->geometry().contains(players->geometry().center()),
                 qPrintable(QStringLiteral("%1,%2").arg(players->x()).arg(players->y())));
        // Another screen going away does not move it.
        const QRect now = players->geometry();
        players->onScreenRemoved(tv);
        QCOMPARE(players->geometry(), now);
    }

    // No session bus: one status-bar message when a game opens, none the next time; the game
    // goes on.
    void noBusSaysSoOnce()
    {
        QVERIFY(window()->tableMode()->keepAwakeAction()->isChecked());
        QVERIFY(play(golden("lethal-checkmate", "three-hits"), 1));
        QTRY_VERIFY(window()->statusBar()->currentMessage().contains(QStringLiteral("awake")));
        window()->statusBar()->clearMessage();
        window()->closeGame();
        QVERIFY(play(golden("lethal-checkmate", "three-hits"), 2));
        QTest::qWait(20);
        QVERIFY(!window()->statusBar()->currentMessage().contains(QStringLiteral("awake")));
        QCOMPARE(window()->session()->count(), 2);
    }

    // Pictures for docs/: the main window full screen and the players' view, 1920x1080.
    void screenshots()
    {
        if (qEnvironmentVariableIsEmpty("KIBITZER_SHOTS_DIR"))
            QSKIP("set KIBITZER_SHOTS_DIR to write the pictures");
        QVERIFY(play(golden("lords-of-war", "full-game"), 24));
        window()->zoom()->setPercent(125);
        window()->resize(1920, 1080);
        kbztest::settleLayouts();
        window()->statusBar()->clearMessage();
        m_fixture.shot(QStringLiteral("table-mode-1920x1080.png"));
        PlayersView *players = window()->tableMode()->showPlayersView();
        players->setLanguage(Lang::Ja);
        players->resize(1920, 1080);
        kbztest::settleLayouts();
        kbztest::saveShot(players, QStringLiteral("players-view-1920x1080.png"));
    }
};

QTEST_MAIN(TestTableModeGui)
#include "tst_table_mode_gui.moc"
