// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Starting the desktop app: `kibitzer --open ID` and `kibitzer FILE.jsonl` (views/Launch), in
// process and as the real executable (exit status, stderr, nothing written on a refusal), and
// where the main window opens on the screen (MainWindow::placeOnScreen, views/WindowPlacement).
#include "../support/LongJournal.h"
#include "Launch.h"
#include "LongWork.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "WindowPlacement.h"
#include "core/Session.h"
#include "registerGames.h"
#include "storage/Database.h"
#include "storage/Journal.h"
#include "storage/JournalImport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace kbz;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(KIBITZER_TEST_DATA "/") + name;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray sha256(const QString &path)
{
    return QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256);
}

// The files of a folder with their hashes: what a refused start must leave exactly as it was.
QStringList snapshot(const QString &dir)
{
    QStringList out;
    const QStringList names = QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    for (const QString &name : names)
        out.append(name + QLatin1Char(' ') +
                   QString::fromLatin1(sha256(QDir(dir).filePath(name)).toHex()));
    return out;
}

int gameCount(const QString &dbPath)
{
    DbError err;
    auto db = Database::open(dbPath, Database::Mode::ReadOnly, &err);
    if (!db)
        return -1;
    Journal journal(*db);
    return int(journal.listGames(&err).size());
}

// The window cannot be smaller than its minimum size: on a smaller screen nothing can fit.
bool screenHolds(const QWidget &window)
{
    const QSize min = window.minimumSizeHint();
    return min.boundedTo(window.screen()->availableGeometry().size()) == min;
}

struct AppRun
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

} // namespace

class TestLaunch : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    GameRegistry m_registry;
    int m_count = 0;

    // A new folder with a database holding one game imported from `journal` (game 1).
    QString databaseWithGame(const QString &journal)
    {
        const QString dir = m_dir.filePath(QStringLiteral("d%1").arg(++m_count));
        QDir().mkpath(dir);
        const QString path = QDir(dir).filePath(QStringLiteral("k.sqlite"));
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        if (!db)
            return {};
        Journal j(*db);
        QString why;
        const auto checked = checkJournalFile(m_registry, journal, &why);
        if (!checked || importJournal(j, *checked, &err).gameId != 1)
            return {};
        return path;
    }

    QString newFolder()
    {
        const QString dir = m_dir.filePath(QStringLiteral("d%1").arg(++m_count));
        QDir().mkpath(dir);
        return dir;
    }

    QString write(const QString &dir, const QString &name, const QByteArray &data)
    {
        const QString path = QDir(dir).filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
            return {};
        return path;
    }

    std::unique_ptr<MainWindow> newWindow()
    {
        return std::make_unique<MainWindow>(m_settings.get());
    }

    // The real executable, headless, with its settings in the temporary folder.
    AppRun app(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(KIBITZER_APP_PATH),
                QStringList{QStringLiteral("--quit-after-show"), QStringLiteral("--lang"),
                            QStringLiteral("en")} +
                    args);
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            return {};
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2,
                p.readAllStandardOutput(), p.readAllStandardError()};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
        registerGames(m_registry);
    }

    void cleanup()
    {
        m_settings->clear();
        MessageBoxes::clearAnswers();
        LongWork::cancelNth(0);
        Translations::install(Lang::En);
    }

    void helpDocumentsBoth()
    {
        QProcess p;
        p.start(QStringLiteral(KIBITZER_APP_PATH), {QStringLiteral("--help")});
        QVERIFY(p.waitForFinished(60000));
        const QByteArray help = p.readAllStandardOutput();
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(help.contains("--open <ID>"), help.constData());
        QVERIFY2(help.contains("kibitzer FILE.jsonl"), help.constData());
        QVERIFY2(help.contains("[FILE.jsonl]"), help.constData());
    }

    // --open ID: the stored game opens at its current step.
    void openById()
    {
        const QString db = databaseWithGame(fixture(QStringLiteral("light-wars/full-game.jsonl")));
        QVERIFY(!db.isEmpty());
        auto window = newWindow();
        const auto failure = Launch::run(*window, {db, QStringLiteral("1"), {}});
        QVERIFY2(!failure, failure ? qPrintable(failure->text) : "");
        QVERIFY(window->session());
        QCOMPARE(window->session()->gameId(), 1);
        QCOMPARE(window->session()->engine()->id(), QStringLiteral("light-wars"));
        QCOMPARE(window->session()->index(), window->session()->count());
        QVERIFY(window->session()->count() > 0);
        QVERIFY2(window->windowTitle() != QStringLiteral("Kibitzer"),
                 qPrintable(window->windowTitle()));
        QVERIFY(window->windowTitle().endsWith(QStringLiteral(" — Kibitzer")));
    }

    // FILE.jsonl: imported and opened; opened again (even reformatted, or as a file: URL), the
    // same game opens and nothing is imported twice.
    void openFileOnce()
    {
        const QString dir = newFolder();
        const QString db = QDir(dir).filePath(QStringLiteral("k.sqlite"));
        const QString file = fixture(QStringLiteral("lethal-checkmate/lethal-success.jsonl"));
        {
            auto window = newWindow();
            const auto failure = Launch::run(*window, {db, {}, {file}});
            QVERIFY2(!failure, failure ? qPrintable(failure->text) : "");
            QVERIFY(window->session());
            QCOMPARE(window->session()->gameId(), 1);
            QCOMPARE(window->session()->engine()->id(), QStringLiteral("lethal-checkmate"));
            QVERIFY(window->windowTitle().startsWith(QStringLiteral("Lethal finishes the game")));
            QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("imported")),
                     qPrintable(window->statusBar()->currentMessage()));
        }
        QCOMPARE(gameCount(db), 1);
        const QString copy =
            write(dir, QStringLiteral("copy.jsonl"),
                  "# the same game, with a comment and blank lines\n\n" + readAll(file) + "\n\n");
        for (const QString &again : {file, QUrl::fromLocalFile(copy).toString()}) {
            auto window = newWindow();
            const auto failure = Launch::run(*window, {db, {}, {again}});
            QVERIFY2(!failure, failure ? qPrintable(failure->text) : "");
            QVERIFY(window->session());
            QCOMPARE(window->session()->gameId(), 1);
            QVERIFY2(
                window->statusBar()->currentMessage().contains(QStringLiteral("imported before")),
                qPrintable(window->statusBar()->currentMessage()));
        }
        QCOMPARE(gameCount(db), 1);
        // Another journal is another game.
        auto window = newWindow();
        QVERIFY(!Launch::run(
            *window, {db, {}, {fixture(QStringLiteral("lethal-checkmate/three-hits.jsonl"))}}));
        QCOMPARE(window->session()->gameId(), 2);
        QCOMPARE(gameCount(db), 2);
    }

    // A long journal (issue 14, defect 10) is checked, imported and opened behind a progress
    // dialog that can be cancelled (LongWork::cancelNth stands for the Cancel button): a cancel
    // while checking or importing stores nothing, a cancel while opening leaves the start page;
    // nothing is refused and the app stays. Then the same file imports and opens whole.
    void longJournalCancelled()
    {
        const QString dir = newFolder();
        const QString db = QDir(dir).filePath(QStringLiteral("k.sqlite"));
        const QString file = QDir(dir).filePath(QStringLiteral("long.jsonl"));
        QVERIFY(kbztest::writeLongJournal(file, 3 * kProgressEvery));
        // LongWork 1 checks, 2 imports, 3 opens the game.
        for (int phase : {1, 2}) {
            auto window = newWindow();
            LongWork::cancelNth(phase);
            const auto failure = Launch::run(*window, {db, {}, {file}});
            QVERIFY2(!failure, failure ? qPrintable(failure->text) : "");
            QVERIFY(!window->session());
            QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("cancelled")),
                     qPrintable(window->statusBar()->currentMessage()));
            QCOMPARE(gameCount(db), 0);
        }
        {
            auto window = newWindow();
            LongWork::cancelNth(3);
            QVERIFY(!Launch::run(*window, {db, {}, {file}}));
            QVERIFY(!window->session());
            QCOMPARE(gameCount(db), 1); // imported, not opened
            QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("cancelled")),
                     qPrintable(window->statusBar()->currentMessage()));
        }
        auto window = newWindow();
        LongWork::cancelNth(0);
        QVERIFY(!Launch::run(*window, {db, QStringLiteral("1"), {}}));
        QVERIFY(window->session());
        QCOMPARE(window->session()->count(), 3 * kProgressEvery);
        QCOMPARE(gameCount(db), 1);
    }

    void refusedInProcess()
    {
        const QString db = databaseWithGame(fixture(QStringLiteral("light-wars/full-game.jsonl")));
        QVERIFY(!db.isEmpty());
        auto window = newWindow();
        auto failure = Launch::run(*window, {db, QStringLiteral("99"), {}});
        QVERIFY(failure);
        QCOMPARE(failure->exitCode, 2);
        QCOMPARE(failure->text, QStringLiteral("There is no game 99."));
        QVERIFY(!window->session());
        failure = Launch::run(*window, {db, QStringLiteral("abc"), {}});
        QVERIFY(failure);
        QCOMPARE(failure->text, QStringLiteral("\"abc\" is not a game id."));
        failure = Launch::run(*window, {db, QStringLiteral("1"), {QStringLiteral("x.jsonl")}});
        QVERIFY(failure);
        QCOMPARE(failure->exitCode, 2);
        QCOMPARE(gameCount(db), 1);
    }

    // The real app: an unknown id is refused with exit status 2 and the CLI's message on
    // stderr, and not a byte of the folder changes (no game row, no side file).
    void unknownIdWritesNothing()
    {
        const QString db = databaseWithGame(fixture(QStringLiteral("light-wars/full-game.jsonl")));
        QVERIFY(!db.isEmpty());
        const QString dir = QFileInfo(db).absolutePath();
        const QStringList before = snapshot(dir);
        AppRun r = app({QStringLiteral("--db"), db, QStringLiteral("--open"), QStringLiteral("7")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("There is no game 7."), r.err.constData());
        QCOMPARE(snapshot(dir), before);
        r = app({QStringLiteral("--db"), db, QStringLiteral("--open"), QStringLiteral("seven")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("\"seven\" is not a game id."), r.err.constData());
        QCOMPARE(snapshot(dir), before);
        // A database that does not exist is not created to find out.
        const QString missing = QDir(newFolder()).filePath(QStringLiteral("none.sqlite"));
        r = app({QStringLiteral("--db"), missing, QStringLiteral("--open"), QStringLiteral("1")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("There is no game 1."), r.err.constData());
        QVERIFY(snapshot(QFileInfo(missing).absolutePath()).isEmpty());
    }

    void malformedFileWritesNothing()
    {
        const QString db = databaseWithGame(fixture(QStringLiteral("light-wars/full-game.jsonl")));
        QVERIFY(!db.isEmpty());
        const QString dir = QFileInfo(db).absolutePath();
        const QString bad =
            write(newFolder(), QStringLiteral("bad.jsonl"),
                  R"({"format":"kibitzer-journal","version":1,"game":"lethal-checkmate"})"
                  "\n{\"kind\": }\n");
        const QStringList before = snapshot(dir);
        AppRun r = app({QStringLiteral("--db"), db, bad});
        QCOMPARE(r.code, 2);
        // The message kibitzer-cli gives for the same file.
        QVERIFY2(r.err.contains("bad.jsonl:2: invalid JSON"), r.err.constData());
        QCOMPARE(snapshot(dir), before);
        // Not a journal at all, and a file that is not there.
        const QString notes =
            write(QFileInfo(bad).absolutePath(), QStringLiteral("notes.jsonl"), "shopping list\n");
        r = app({QStringLiteral("--db"), db, notes});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("notes.jsonl:1: invalid JSON"), r.err.constData());
        r = app({QStringLiteral("--db"), db, QStringLiteral("/nonexistent/x.jsonl")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("x.jsonl: cannot read"), r.err.constData());
        QCOMPARE(snapshot(dir), before);
        QCOMPARE(gameCount(db), 1);
        // A fresh database is not even created.
        const QString fresh = QDir(newFolder()).filePath(QStringLiteral("k.sqlite"));
        r = app({QStringLiteral("--db"), fresh, bad});
        QCOMPARE(r.code, 2);
        QVERIFY(snapshot(QFileInfo(fresh).absolutePath()).isEmpty());
    }

    // The real app opens a file, then the same file again: one game, exit status 0 both times.
    void appOpensFileAndId()
    {
        const QString db = QDir(newFolder()).filePath(QStringLiteral("k.sqlite"));
        const QString file = fixture(QStringLiteral("dungeon-lords/two-player-game.jsonl"));
        AppRun r = app({QStringLiteral("--db"), db, file});
        QVERIFY2(r.code == 0, r.err.constData());
        r = app({QStringLiteral("--db"), db, file});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(gameCount(db), 1);
        r = app({QStringLiteral("--db"), db, QStringLiteral("--open"), QStringLiteral("1")});
        QVERIFY2(r.code == 0, r.err.constData());
    }

    // ---- Where the window opens

    void placementRules()
    {
        const QMargins frame(4, 30, 4, 4);
        // 1366x768 less a panel, and 1920x1080 at 150 %: maximised, the whole available area.
        for (const QRect small : {QRect(0, 0, 1366, 728), QRect(0, 0, 1280, 720)}) {
            QVERIFY(placement::maximiseOnFirstStart(small));
            QCOMPARE(placement::firstStartGeometry(small, frame), small - frame);
        }
        // A large screen: a centred window with the desktop around it.
        const QRect large(1920, 0, 1920, 1040);
        QVERIFY(!placement::maximiseOnFirstStart(large));
        const QRect g = placement::firstStartGeometry(large, frame);
        QVERIFY(large.contains(g + frame));
        QVERIFY(g.width() < large.width() && g.width() >= 1400);
        QVERIFY(g.height() >= 850);
        QVERIFY(qAbs(g.center().x() - large.center().x()) <= 1);
        // A geometry saved on a larger screen: moved and shrunk into this one.
        const QRect available(0, 0, 1280, 720);
        QCOMPARE(placement::fitInside(QRect(300, 200, 1800, 1000), available, frame),
                 QRect(4, 30, 1272, 686));
        QCOMPARE(placement::fitInside(QRect(900, 500, 800, 500), available, frame),
                 QRect(476, 216, 800, 500));
        QCOMPARE(placement::fitInside(QRect(100, 100, 800, 500), available, frame),
                 QRect(100, 100, 800, 500));
    }

    // The first start opens inside the screen's available area, whatever its size.
    void firstStartFitsTheScreen()
    {
        auto window = newWindow();
        if (!screenHolds(*window))
            QSKIP("The screen is smaller than the window's minimum size (run it through ctest).");
        window->placeOnScreen();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        const QRect available = window->screen()->availableGeometry();
        QVERIFY2(available.contains(window->frameGeometry()),
                 qPrintable(QStringLiteral("%1x%2 on %3x%4")
                                .arg(window->frameGeometry().width())
                                .arg(window->frameGeometry().height())
                                .arg(available.width())
                                .arg(available.height())));
        QCOMPARE(window->isMaximized(), placement::maximiseOnFirstStart(available));
    }

    // A geometry saved on a larger screen is clipped to this one; a maximised window stays so.
    void savedGeometryIsClipped()
    {
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        {
            auto big = newWindow();
            if (!screenHolds(*big))
                QSKIP("The screen is smaller than the window's minimum size (run it through "
                      "ctest).");
            big->setGeometry(
                QRect(available.topLeft() + QPoint(200, 150), available.size() + QSize(700, 500)));
            big->show();
            QVERIFY(QTest::qWaitForWindowExposed(big.get()));
            QVERIFY(!available.contains(big->frameGeometry()));
            big->close(); // saves the settings
        }
        auto window = newWindow();
        window->placeOnScreen();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QVERIFY(!window->isMaximized());
        QVERIFY2(available.contains(window->frameGeometry()),
                 qPrintable(QStringLiteral("%1,%2 %3x%4")
                                .arg(window->frameGeometry().x())
                                .arg(window->frameGeometry().y())
                                .arg(window->frameGeometry().width())
                                .arg(window->frameGeometry().height())));
        window->showMaximized();
        QTRY_VERIFY(window->isMaximized());
        window->close();
        window = newWindow();
        window->placeOnScreen();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QVERIFY(window->isMaximized());
    }
};

QTEST_MAIN(TestLaunch)
#include "tst_launch.moc"
