// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// A fast start (issue 19, item 6): what the first window does not do before it is painted, and
// that what it leaves for later still works the same when it is first used.
#include "AppIcon.h"
#include "GamePage.h"
#include "MainWindow.h"
#include "RuleBrowserDock.h"
#include "Translations.h"
#include "core/JournalFile.h"
#include "core/Session.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;

class TestStartup : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString settingsPath() const { return m_dir.filePath(QStringLiteral("settings.ini")); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void init()
    {
        QFile::remove(settingsPath());
        Translations::install(Lang::En);
    }

    // The app sets the saved language at every start: unchanged, nothing is written (QSettings
    // would rewrite and flush its file before the first paint).
    void unchangedLanguageWritesNoSettings()
    {
        {
            QSettings seed(settingsPath(), QSettings::IniFormat);
            seed.setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
        }
        QSettings settings(settingsPath(), QSettings::IniFormat);
        MainWindow window(&settings);
        window.setLanguage(window.savedLanguage());
        // Anything the window had changed would be written by this sync, making the file again.
        QVERIFY(QFile::remove(settingsPath()));
        settings.sync();
        QVERIFY(!QFile::exists(settingsPath()));

        // A change is written.
        window.setLanguage(Lang::Ja);
        settings.sync();
        QCOMPARE(QSettings(settingsPath(), QSettings::IniFormat)
                     .value(QStringLiteral("ui/language"))
                     .toString(),
                 QStringLiteral("ja"));
        window.setLanguage(Lang::En);
    }

    // The window icon reads its files when asked, and answers as an icon of those files would.
    void lazyIconReadsItsFilesWhenAsked()
    {
        QStringList files;
        for (int size : {16, 48}) {
            QImage image(size, size, QImage::Format_ARGB32);
            image.fill(Qt::red);
            files.append(m_dir.filePath(QStringLiteral("icon%1.png").arg(size)));
            QVERIFY(image.save(files.last()));
        }
        const QIcon icon = lazyFileIcon(files);
        QVERIFY(!icon.isNull());
        QCOMPARE(icon.availableSizes(), (QList<QSize>{QSize(16, 16), QSize(48, 48)}));
        const QPixmap pixmap = icon.pixmap(QSize(48, 48));
        QCOMPARE(pixmap.size(), QSize(48, 48));
        QCOMPARE(pixmap.toImage().pixelColor(24, 24), QColor(Qt::red));
        QVERIFY(lazyFileIcon({}).isNull());
    }

    // The rule browser is built on first use (here View ▸ Rules), and at start when it was open
    // at the last close, where it was.
    void ruleBrowserIsBuiltOnFirstUse()
    {
        QSettings settings(settingsPath(), QSettings::IniFormat);
        auto toggle = [](MainWindow &w) {
            return w.findChild<QAction *>(QStringLiteral("toggleRuleBrowser"));
        };
        {
            MainWindow window(&settings);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(!window.findChild<RuleBrowserDock *>());
            QVERIFY(toggle(window) && !toggle(window)->isChecked());
            toggle(window)->trigger();
            auto *dock = window.findChild<RuleBrowserDock *>();
            QVERIFY(dock);
            QTRY_VERIFY(dock->isVisible());
            QVERIFY(toggle(window)->isChecked());
            QCOMPARE(window.dockWidgetArea(dock), Qt::RightDockWidgetArea);
            QCOMPARE(window.ruleBrowser(), dock);
            window.close();
        }
        {
            MainWindow window(&settings);
            auto *dock = window.findChild<RuleBrowserDock *>();
            QVERIFY(dock); // open at the last close: built at once
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTRY_VERIFY(dock->isVisible());
            QVERIFY(toggle(window)->isChecked());
            toggle(window)->trigger();
            QTRY_VERIFY(dock->isHidden());
            QVERIFY(!toggle(window)->isChecked());
            window.close();
        }
        {
            MainWindow window(&settings);
            QVERIFY(!window.findChild<RuleBrowserDock *>());
            // Built hidden when asked for, as it was before anyone asked.
            QVERIFY(window.ruleBrowser()->isHidden());
        }
    }

    // The game page is built with the first game opened; its splitters come back as they were
    // saved, and a window that never opened a game leaves them so.
    void gamePageIsBuiltWithTheFirstGame()
    {
        QFile file(
            QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/lethal-checkmate/three-hits.jsonl"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        JournalFile journal;
        int line = 0;
        QString error;
        QVERIFY2(JournalFile::parse(file.readAll(), &journal, &line, &error), qPrintable(error));

        QSettings settings(settingsPath(), QSettings::IniFormat);
        const QString db = m_dir.filePath(QStringLiteral("page.sqlite"));
        QList<int> sizes;
        QByteArray saved;
        {
            MainWindow window(&settings);
            QVERIFY(window.openDatabase(db));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(!window.findChild<GamePage *>());
            QVERIFY(!window.undoAction()->isEnabled());
            window.undoAction()->trigger(); // nothing to undo, no page: nothing happens
            QVERIFY(window.startGame(journal.game, journal.config, QStringLiteral("First")));
            auto *page = window.findChild<GamePage *>();
            QVERIFY(page);
            QCOMPARE(window.gamePage(), page);
            QCOMPARE(window.findChild<QStackedWidget *>()->currentWidget(), page);
            QVERIFY(page->gameView());
            auto *split = page->findChild<QSplitter *>();
            QVERIFY(split);
            split->setSizes({900, 380});
            sizes = split->sizes();
            window.closeGame();
            QVERIFY(window.findChild<QStackedWidget *>()->currentWidget() != page);
            window.close();
            saved = settings.value(QStringLiteral("window/gameSplitters")).toByteArray();
            QVERIFY(!saved.isEmpty());
        }
        {
            MainWindow window(&settings); // closed without a game: the splitters stay saved
            window.close();
            QCOMPARE(settings.value(QStringLiteral("window/gameSplitters")).toByteArray(), saved);
        }
        MainWindow window(&settings);
        QVERIFY(window.openDatabase(db));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.startGame(journal.game, journal.config, QStringLiteral("Second")));
        QTRY_COMPARE(window.gamePage()->findChild<QSplitter *>()->sizes(), sizes);
    }
};

QTEST_MAIN(TestStartup)
#include "tst_startup_gui.moc"
