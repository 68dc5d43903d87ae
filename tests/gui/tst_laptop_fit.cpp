// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 12: every game fits a laptop. Each golden journal of tests/data/, cut after a third, two
// thirds and all of its steps, is opened in the main window in English and in Japanese, and at
// 1280x680 (a 1280x720 screen less its title bar): the window's minimum size fits, the button
// that records the expected step is wholly visible (not scrolled away, not outside the window),
// and no text that carries a figure is cut. The same game at 1920x1080 gives the extra room to
// the game view, not to margins.
#include "../support/GoldenImport.h"
#include "../support/GuiTestSupport.h"
#include "GamePage.h"
#include "GameView.h"
#include "RuleBrowserDock.h"
#include "core/GameRegistry.h"
#include "core/JournalFile.h"
#include "core/Replay.h"
#include "registerGames.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QAbstractButton>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSplitter>
#include <QtTest>

using namespace kbz;

namespace {

const QSize kLaptop(1280, 680);

// Whether `w` is wholly shown in its window: every ancestor lets all of it through (a scroll
// area's viewport, a splitter, the window's edge).
bool whollyVisible(const QWidget *w, QString *why)
{
    if (!w->isVisible()) {
        *why = QStringLiteral("hidden");
        return false;
    }
    const QRect inWindow(w->mapTo(w->window(), QPoint(0, 0)), w->size());
    if (!w->window()->rect().contains(inWindow)) {
        *why = QStringLiteral("outside the window: %1,%2 %3x%4")
                   .arg(inWindow.x())
                   .arg(inWindow.y())
                   .arg(inWindow.width())
                   .arg(inWindow.height());
        return false;
    }
    if (w->visibleRegion().boundingRect() != w->rect()) {
        *why = QStringLiteral("partly covered or scrolled away");
        return false;
    }
    return true;
}

} // namespace

class TestLaptopFit : public QObject
{
    Q_OBJECT

private:
    kbztest::MainWindowFixture m_fixture{QStringLiteral("fit"), kLaptop};
    int m_db = 0;

    // A window on the journal `name` cut after `cut` steps, in `lang`, at `size`.
    GamePage *open(const QString &name, int cut, bool japanese, QSize size)
    {
        const QString path = m_fixture.filePath(QStringLiteral("cut%1.sqlite").arg(++m_db));
        const qint64 id = kbztest::importGoldenCut(name, cut, path);
        if (id == 0)
            return nullptr;
        kbz::Translations::install(japanese ? Lang::Ja : Lang::En);
        m_fixture.openWindow(path);
        MainWindow *w = m_fixture.window();
        if (!w || !w->resumeGame(id))
            return nullptr;
        w->resize(size);
        kbztest::settleLayouts();
        QTest::qWait(20);
        kbztest::settleLayouts();
        return w->findChild<GamePage *>();
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void cleanup() { m_fixture.cleanup(); }

    void fitsTheLaptop_data()
    {
        QTest::addColumn<QString>("journal");
        QTest::addColumn<int>("cut");
        QTest::addColumn<bool>("japanese");
        for (const QString &name : kbztest::goldenJournals()) {
            const int total = kbztest::goldenStepCount(name);
            for (int cut : {total / 3, 2 * total / 3, total})
                for (bool ja : {false, true})
                    QTest::newRow(
                        qPrintable(QStringLiteral("%1@%2 %3")
                                       .arg(name)
                                       .arg(cut)
                                       .arg(ja ? QStringLiteral("ja") : QStringLiteral("en"))))
                        << name << cut << ja;
        }
    }

    void fitsTheLaptop()
    {
        QFETCH(QString, journal);
        QFETCH(int, cut);
        QFETCH(bool, japanese);
        GamePage *page = open(journal, cut, japanese, kLaptop);
        QVERIFY(page);
        MainWindow *w = m_fixture.window();
        const QSize min = w->minimumSizeHint().expandedTo(w->minimumSize());
        QVERIFY2(min.width() <= kLaptop.width() && min.height() <= kLaptop.height(),
                 qPrintable(QStringLiteral("the window needs %1x%2 (the game view %3x%4)")
                                .arg(min.width())
                                .arg(min.height())
                                .arg(page->gameView()->minimumSizeHint().width())
                                .arg(page->gameView()->minimumSizeHint().height())));
        QCOMPARE(w->size(), kLaptop);
        if (QAbstractButton *primary = page->gameView()->primaryAction()) {
            QString why;
            QVERIFY2(
                whollyVisible(primary, &why),
                qPrintable(
                    QStringLiteral("the primary action \"%1\" is %2").arg(primary->text(), why)));
        }
        // No text that carries a figure is cut (names elide with a tooltip; figures never).
        static const QRegularExpression digit(QStringLiteral("\\d"));
        QStringList clipped;
        for (const QString &c : kbztest::clippedTexts(page))
            if (c.section(QLatin1Char('"'), 1).contains(digit))
                clipped.append(c);
        kbztest::verifyNothingClipped("at 1280x680", clipped);
    }

    // The rule browser beside a game takes the journal panel's room: the game view keeps its
    // width, and Esc in the browser gives the room back.
    void rulesBesideTheGame()
    {
        const QString name = QStringLiteral("lethal-checkmate/three-hits.jsonl");
        GamePage *page = open(name, kbztest::goldenStepCount(name), false, kLaptop);
        QVERIFY(page);
        MainWindow *w = m_fixture.window();
        QDockWidget *dock = w->ruleBrowser();
        QVERIFY(dock);
        const int viewWidth = page->gameView()->width();
        QVERIFY(page->isSidePanelShown());
        dock->show();
        kbztest::settleLayouts();
        QTRY_VERIFY(!page->isSidePanelShown());
        QTRY_VERIFY(page->gameView()->width() >= viewWidth - 2);
        const QSize min = w->minimumSizeHint().expandedTo(w->minimumSize());
        QVERIFY(min.width() <= kLaptop.width());
        QCOMPARE(w->size(), kLaptop);
        dock->widget()->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QTRY_VERIFY(dock->isHidden());
        QTRY_VERIFY(page->isSidePanelShown());
    }

    // On a large screen the game view takes the room, the journal a column beside it.
    void largeScreenGoesToTheBoard()
    {
        const QString name = QStringLiteral("rook-raiders/full-round.jsonl");
        GamePage *page = open(name, kbztest::goldenStepCount(name), false, QSize(1920, 1080));
        QVERIFY(page);
        QTRY_COMPARE(m_fixture.window()->size(), QSize(1920, 1080));
        kbztest::settleLayouts();
        QVERIFY2(page->gameView()->width() >= 1300,
                 qPrintable(QString::number(page->gameView()->width())));
        QVERIFY2(page->gameView()->height() >= 850,
                 qPrintable(QString::number(page->gameView()->height())));
    }
};

QTEST_MAIN(TestLaptopFit)
#include "tst_laptop_fit.moc"
