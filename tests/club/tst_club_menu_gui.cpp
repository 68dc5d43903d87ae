// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// File ▸ Club in the app (issue 20, item 3), against a real PostgreSQL server
// (tests/support/with-postgres.sh): Push finished games… asks for the club's URL, remembers it
// without its password, shows the players' plan with a near match to confirm, maps it as chosen
// and copies; Pull club games… brings them to another laptop; an unreachable server, a wrong
// password, another program's database, a newer schema and a malformed URL are said in the
// dialog, naming the host and never the password, with nothing written.
#include "../support/GuiTestSupport.h"
#include "../support/PgTestServer.h"
#include "ClubDialog.h"
#include "ClubMenu.h"
#include "core/Replay.h"
#include "registerGames.h"
#include "storage/Journal.h"
#include "storage/Players.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>

using namespace kbz;
using namespace kbztest;

namespace {

// The Lethal Checkmate golden game stored finished in `path` with these two players.
void storeGame(const QString &path, const QStringList &names, const QString &title)
{
    GameRegistry registry;
    registerGames(registry);
    QString why;
    const auto checked = checkJournalFile(
        registry, QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/lethal-success.jsonl"),
        &why);
    QVERIFY2(checked, qPrintable(why));
    DbError error;
    auto db = Database::open(path, Database::Mode::ReadWrite, &error);
    QVERIFY2(db, qPrintable(error.text(Lang::En)));
    Journal journal(*db);
    GameConfig config = checked->file.config;
    config.players[0].name = names.at(0);
    config.players[1].name = names.at(1);
    QList<StepRecord> records;
    for (int i = 0; i < checked->report.steps.size(); ++i)
        records.append({i + 1, checked->report.steps.at(i).step, {}, false, journal.now()});
    QVERIFY(journal.importGame(checked->file.game, config, title, records, checked->report.result,
                               &error) > 0);
}

} // namespace

class TestClubMenuGui : public QObject
{
    Q_OBJECT

    MainWindowFixture m_fixture{QStringLiteral("club")};
    int m_databases = 0;

    QString freshDatabase()
    {
        const QString name = QStringLiteral("club_menu_%1").arg(++m_databases);
        QString why;
        if (!kbztest::createDatabase(name, &why))
            qWarning("cannot create %s: %s", qPrintable(name), qPrintable(why));
        return name;
    }

    // File ▸ Club ▸ the entry `name` triggered: the dialog it opened.
    ClubDialog *openClub(const char *name)
    {
        MainWindow *w = m_fixture.window();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // a closed dialog
        auto *club = w->findChild<QMenu *>(QStringLiteral("clubMenu"));
        if (!club || !w->fileMenu()->actions().contains(club->menuAction()))
            return nullptr;
        QAction *action = club->findChild<QAction *>(QLatin1String(name));
        if (!action || !club->actions().contains(action) || !action->isEnabled())
            return nullptr;
        action->trigger();
        return w->findChild<ClubDialog *>();
    }

    static void connectTo(ClubDialog *dialog, const QString &url)
    {
        auto *field = dialog->findChild<QLineEdit *>(QStringLiteral("clubUrl"));
        field->clear();
        QTest::keyClicks(field, url);
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("clubConnect")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isConnecting(), 15000);
    }

    static QString status(ClubDialog *dialog)
    {
        return dialog->findChild<QLabel *>(QStringLiteral("clubStatus"))->text();
    }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() {}
    void cleanup() { m_fixture.cleanup(); }

    // Push with the plan confirmed (zoe mapped to Zoë), then pull to another laptop.
    void pushThenPullThroughTheMenu()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = freshDatabase();
        {
            DbError error;
            auto server = Database::open(kbztest::urlFromEnvironment(name),
                                         Database::Mode::ReadWrite, &error);
            QVERIFY2(server, qPrintable(error.text(Lang::En)));
            QVERIFY(Players(*server).create(QStringLiteral("Zo\u00EB"), &error) > 0);
        }
        const QString laptop = m_fixture.filePath(QStringLiteral("laptop.sqlite"));
        storeGame(laptop, {QStringLiteral("Ann"), QStringLiteral("zoe")}, QStringLiteral("one"));
        storeGame(laptop, {QStringLiteral("Ann"), QStringLiteral("Ben")}, QStringLiteral("two"));
        if (QTest::currentTestFailed())
            return;
        m_fixture.openWindow(laptop);
        ClubDialog *dialog = openClub("clubPush");
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        const QString password = kbztest::pgEnv("PGPASSWORD");
        connectTo(dialog, kbztest::urlWithPassword(name));
        QVERIFY2(status(dialog).contains(QLatin1String("Check the players")),
                 qPrintable(status(dialog)));
        // The password left the URL, and the URL remembered has none.
        const QString shown = dialog->findChild<QLineEdit *>(QStringLiteral("clubUrl"))->text();
        QVERIFY(!shown.contains(password));
        QVERIFY(shown.contains(name));
        const QString remembered =
            m_fixture.settings()->value(QLatin1String(ClubDialog::kUrlKey)).toString();
        QCOMPARE(remembered, shown);
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("clubSummary"))
                    ->text()
                    .startsWith(QLatin1String("2 finished games to push to")));
        auto *players = dialog->findChild<QTableWidget *>(QStringLiteral("clubPlayers"));
        QCOMPARE(players->rowCount(), 3); // Ann, Ben, zoe
        auto *zoe = dialog->findChild<QComboBox *>(QStringLiteral("clubPlayer-zoe"));
        QVERIFY(zoe);
        QCOMPARE(zoe->currentData().toLongLong(), qint64(0)); // a new player unless chosen
        QCOMPARE(zoe->itemText(1), QStringLiteral("Zo\u00EB (similar name)"));
        auto *run = dialog->findChild<QPushButton *>(QStringLiteral("clubRun"));
        QVERIFY(run->isEnabled());
        // Cancel (here: the window's close, as soon as the copy lets events in) stops before the
        // first game: nothing is written, the dialog stays and says so.
        QTimer::singleShot(0, dialog, [dialog] { dialog->close(); });
        QTest::mouseClick(run, Qt::LeftButton);
        QVERIFY(dialog->outcome().cancelled);
        QCOMPARE(dialog->outcome().copied, 0);
        QVERIFY(dialog->isVisible());
        QVERIFY2(status(dialog).contains(QLatin1String("Cancelled")), qPrintable(status(dialog)));
        QCOMPARE(kbztest::PgAdmin(name).value(QStringLiteral("SELECT count(*) FROM games")).toInt(),
                 0);
        // Connect again: the same plan; zoe is Zoë this time.
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("clubConnect")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isConnecting(), 15000);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the old rows
        zoe = dialog->findChild<QComboBox *>(QStringLiteral("clubPlayer-zoe"));
        QVERIFY(zoe);
        zoe->setCurrentIndex(1);
        QVERIFY(run->isEnabled());
        QTest::mouseClick(run, Qt::LeftButton);
        QCOMPARE(dialog->outcome().copied, 2);
        QVERIFY2(status(dialog).startsWith(QLatin1String("Pushed 2 games to")),
                 qPrintable(status(dialog)));
        QVERIFY(!status(dialog).contains(password));
        kbztest::PgAdmin admin(name);
        QCOMPARE(admin
                     .value(QStringLiteral("SELECT p.name FROM game_players gp JOIN players p ON "
                                           "p.id = gp.player_id WHERE gp.name = 'zoe'"))
                     .toString(),
                 QStringLiteral("Zo\u00EB"));
        dialog->reject();

        // Pushing again copies nothing; the remembered URL is offered, the password is not.
        dialog = openClub("clubPush");
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("clubUrl"))->text(), remembered);
        QVERIFY(dialog->findChild<QLineEdit *>(QStringLiteral("clubPassword"))->text().isEmpty());
        dialog->findChild<QLineEdit *>(QStringLiteral("clubPassword"))->setText(password);
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("clubConnect")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isConnecting(), 15000);
        QCOMPARE(status(dialog), QStringLiteral("Nothing to copy."));
        QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("clubRun"))->isEnabled());
        dialog->reject();
        m_fixture.closeWindow();

        // Another laptop pulls both; a second pull finds nothing new.
        m_fixture.openWindow(m_fixture.filePath(QStringLiteral("other.sqlite")));
        dialog = openClub("clubPull");
        QVERIFY(dialog);
        connectTo(dialog, kbztest::urlWithPassword(name));
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("clubSummary"))
                    ->text()
                    .startsWith(QLatin1String("2 finished games to pull from")));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("clubRun")),
                          Qt::LeftButton);
        QCOMPARE(dialog->outcome().copied, 2);
        dialog->reject();
        dialog = openClub("clubPull");
        connectTo(dialog, kbztest::urlWithPassword(name));
        QCOMPARE(status(dialog), QStringLiteral("Nothing to copy."));
        dialog->reject();
    }

    // A server the network cannot reach (TEST-NET-1, never routed): Connect hands the wait to a
    // probe, so the window is not frozen for libpq's connect timeout; then it says so, naming
    // the host, and nothing is remembered but the URL.
    void unansweringServerKeepsTheWindowResponsive()
    {
        const QString laptop = m_fixture.filePath(QStringLiteral("blackhole.sqlite"));
        storeGame(laptop, {QStringLiteral("Ann"), QStringLiteral("Ben")}, QStringLiteral("one"));
        m_fixture.openWindow(laptop);
        ClubDialog *dialog = openClub("clubPush");
        QVERIFY(dialog);
        auto *field = dialog->findChild<QLineEdit *>(QStringLiteral("clubUrl"));
        field->clear();
        QTest::keyClicks(field, QStringLiteral("postgresql://club:hunter2@192.0.2.1:5432/k"));
        auto *connectButton = dialog->findChild<QPushButton *>(QStringLiteral("clubConnect"));
        QTest::mouseClick(connectButton, Qt::LeftButton);
        QVERIFY(dialog->isConnecting()); // back in the event loop at once
        QVERIFY(!connectButton->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isConnecting(), 15000);
        QVERIFY(connectButton->isEnabled());
        const QString text = status(dialog);
        QVERIFY2(text.contains(QLatin1String("Cannot connect to the server 192.0.2.1:5432")),
                 qPrintable(text));
        QVERIFY(!text.contains(QLatin1String("hunter2")));
        dialog->close();
    }

    // What cannot be used is said in the dialog, naming the host and never the password, and
    // nothing is written on either side.
    void failuresAreSaid_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("says");
        QTest::newRow("nobody listening")
            << QString() << QStringLiteral("postgresql://USER:hunter2@HOST:1/DB")
            << QStringLiteral("Cannot connect to the server");
        QTest::newRow("wrong password")
            << QString() << QStringLiteral("postgresql://USER:wrong-hunter2@HOST:PORT/DB")
            << QStringLiteral("refused the user or the password");
        QTest::newRow("another program's")
            << QStringLiteral("CREATE TABLE invoices (id int)") << QString()
            << QStringLiteral("a database of another program");
        QTest::newRow("a newer Kibitzer's")
            << QStringLiteral("CREATE TABLE kibitzer_meta (key text primary key, value text); "
                              "INSERT INTO kibitzer_meta VALUES ('application_id', '1262639698'), "
                              "('schema_version', '99')")
            << QString() << QStringLiteral("was written by a newer Kibitzer");
        QTest::newRow("not a URL") << QString() << QStringLiteral("club-server.local/kibitzer")
                                   << QStringLiteral("is not a postgresql:// URL");
    }
    void failuresAreSaid()
    {
        KBZ_REQUIRE_POSTGRES();
        QFETCH(QString, setup);
        QFETCH(QString, url);
        QFETCH(QString, says);
        const QString name = freshDatabase();
        kbztest::PgAdmin admin(name);
        QVERIFY2(admin.ok(), qPrintable(admin.error()));
        if (!setup.isEmpty())
            QVERIFY2(admin.exec(setup), qPrintable(admin.error()));
        const QStringList before = admin.tables();
        const QString laptop =
            m_fixture.filePath(QStringLiteral("fail-%1.sqlite").arg(m_databases));
        storeGame(laptop, {QStringLiteral("Ann"), QStringLiteral("Ben")}, QStringLiteral("one"));
        m_fixture.openWindow(laptop);
        ClubDialog *dialog = openClub("clubPush");
        QVERIFY(dialog);
        connectTo(dialog,
                  url.isEmpty() ? kbztest::urlWithPassword(name) : kbztest::fillUrl(url, name));
        const QString text = status(dialog);
        QVERIFY2(text.contains(says), qPrintable(text));
        if (url.contains(QLatin1String("HOST")) || url.isEmpty())
            QVERIFY2(text.contains(kbztest::pgEnv("PGHOST")), qPrintable(text));
        QVERIFY2(!text.contains(kbztest::pgEnv("PGPASSWORD")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("hunter2")), qPrintable(text));
        QVERIFY(!m_fixture.settings()
                     ->value(QLatin1String(ClubDialog::kUrlKey))
                     .toString()
                     .contains(QLatin1String("hunter2")));
        QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("clubRun"))->isEnabled());
        QCOMPARE(admin.tables(), before);
        dialog->reject();
    }

    // Japanese: every text of the dialog and the menu is translated.
    void japanese()
    {
        m_fixture.openWindow(m_fixture.filePath(QStringLiteral("ja.sqlite")));
        m_fixture.window()->setLanguage(Lang::Ja);
        auto *club = m_fixture.window()->findChild<QMenu *>(QStringLiteral("clubMenu"));
        QVERIFY(club);
        QTRY_COMPARE(club->title(), QStringLiteral("クラブ(&L)"));
        for (QAction *a : club->actions())
            QVERIFY2(!a->text().contains(QLatin1String("games")), qPrintable(a->text()));
        // The dialog too.
        ClubDialog *dialog = openClub("clubPull");
        QVERIFY(dialog);
        QCOMPARE(dialog->windowTitle(), QStringLiteral("クラブのゲームを取り込む"));
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        settleLayouts();
        verifyNothingClipped("the club dialog in Japanese", clippedTexts(dialog));
        for (const QLabel *label : dialog->findChildren<QLabel *>())
            QVERIFY2(!label->text().contains(QLatin1String("the club")), qPrintable(label->text()));
        dialog->reject();
    }
};

QTEST_MAIN(TestClubMenuGui)
#include "tst_club_menu_gui.moc"
