// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// One game live on two laptops, as the window shows it (issue 20, item 4, docs/club.md): two
// GamePages in one process, each on its own connection to a real PostgreSQL server
// (tests/support/with-postgres.sh). A step recorded on one appears in the other's journal; a step
// that loses to the other laptop's is reported as not recorded with what was recorded first; a
// lost connection shows the banner at once, a step tried meanwhile is not recorded, and the
// banner goes once the server is back and the game has been read again.
#include "../support/CounterEngine.h"
#include "../support/PgTestServer.h"
#include "GamePage.h"
#include "MessageBoxes.h"
#include "core/JournalModel.h"
#include "core/LiveGame.h"
#include "core/Session.h"
#include "storage/Journal.h"

#include <QApplication>
#include <QLabel>
#include <QListView>
#include <QSignalSpy>

using namespace kbz;
using kbz::test::add;

namespace {

struct Laptop
{
    std::unique_ptr<Database> db;
    std::unique_ptr<Journal> journal;
    std::unique_ptr<Session> session;
    std::unique_ptr<GamePage> page;
};

} // namespace

class TestClubLiveGui : public QObject
{
    Q_OBJECT

    GameRegistry m_registry;

    static bool open(Laptop *l, const QString &name)
    {
        DbError error;
        l->db =
            Database::open(kbztest::urlFromEnvironment(name), Database::Mode::ReadWrite, &error);
        if (!l->db) {
            qWarning("%s", qPrintable(error.text(Lang::En)));
            return false;
        }
        l->journal = std::make_unique<Journal>(*l->db);
        return true;
    }

    static void show(Laptop *l)
    {
        l->page = std::make_unique<GamePage>();
        l->page->resize(1280, 680);
        l->page->setSession(l->session.get());
        l->page->show();
    }

private Q_SLOTS:
    void initTestCase() { m_registry.add(std::make_shared<test::CounterEngine>()); }
    void cleanup() { MessageBoxes::clearAnswers(); }

    void twoWindowsOnOneGame()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = QStringLiteral("kbz_live_gui");
        QString why;
        QVERIFY2(kbztest::createDatabase(name, &why), qPrintable(why));
        Laptop a, b;
        QVERIFY(open(&a, name) && open(&b, name));
        DbError error;
        auto engine = m_registry.find(QStringLiteral("test-counter"));
        a.session = Session::start(*a.journal, engine, engine->defaultConfig(),
                                   QStringLiteral("live"), &error);
        QVERIFY(a.session);
        b.session = Session::resume(*b.journal, m_registry, a.session->gameId(), &error);
        QVERIFY(b.session);
        show(&a);
        show(&b);
        QVERIFY(a.page->liveGame() && b.page->liveGame());
        QVERIFY(!b.page->connectionBanner()->isVisible());
        QSignalSpy statusB(b.page.get(), &GamePage::statusMessage);

        // A step on A appears in B's journal, selected, and B's status bar says where from.
        QVERIFY(a.page->record(add(1)));
        QTRY_COMPARE_WITH_TIMEOUT(b.page->journalModel()->rowCount(), 1, 10000);
        QCOMPARE(b.page->journalView()->currentIndex().row(), 0);
        QVERIFY(!statusB.isEmpty());
        QCOMPARE(statusB.last().at(0).toString(),
                 QStringLiteral("Recorded on another laptop: Add 1"));

        // An undo on B is one on A.
        QVERIFY(b.page->undo());
        QTRY_COMPARE_WITH_TIMEOUT(a.session->index(), 0, 10000);
        QVERIFY(a.page->redo());
        QTRY_COMPARE_WITH_TIMEOUT(b.session->index(), 1, 10000);

        // A records while B has not heard of it yet (no event processed in between): B's step
        // is not recorded, B is told what A recorded first and shows it.
        QCOMPARE(a.session->record(add(2)).outcome, Session::Outcome::Recorded);
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        QVERIFY(!b.page->record(add(4)));
        const QString told = MessageBoxes::lastText();
        QVERIFY2(told.contains(QStringLiteral("“Add 2” was recorded on another laptop first.")) &&
                     told.contains(QStringLiteral("Your step “Add 4” was not recorded.")),
                 qPrintable(told));
        QCOMPARE(b.page->journalModel()->rowCount(), 2);
        QCOMPARE(b.session->state()->toJson(), a.session->state()->toJson());

        // B's connection lost while the server lets nobody in: the banner comes with the next
        // heartbeat, a step is not recorded, and once the server is back the banner goes and
        // B shows what A recorded meanwhile.
        QSqlQuery pid(b.db->db());
        QVERIFY(pid.exec(QStringLiteral("SELECT pg_backend_pid()")) && pid.next());
        const qint64 backend = pid.value(0).toLongLong();
        pid.finish();
        kbztest::PgAdmin admin;
        QVERIFY(admin.exec(QStringLiteral("ALTER DATABASE %1 ALLOW_CONNECTIONS false").arg(name)));
        QVERIFY(admin.value(QStringLiteral("SELECT pg_terminate_backend(%1, 10000)").arg(backend))
                    .toBool());
        QTRY_VERIFY_WITH_TIMEOUT(b.page->connectionBanner()->isVisible(), 10000);
        QVERIFY2(b.page->connectionBanner()->text().contains(QLatin1String("was lost")),
                 qPrintable(b.page->connectionBanner()->text()));
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        QVERIFY(!b.page->record(add(1)));
        QVERIFY(MessageBoxes::lastText().contains(QLatin1String("Nothing was recorded")));
        QCOMPARE(b.session->count(), 2);
        QVERIFY(a.page->record(add(3)));
        QVERIFY(admin.exec(QStringLiteral("ALTER DATABASE %1 ALLOW_CONNECTIONS true").arg(name)));
        QTRY_VERIFY_WITH_TIMEOUT(!b.page->connectionBanner()->isVisible(), 10000);
        QCOMPARE(b.page->journalModel()->rowCount(), 3);
        QCOMPARE(b.session->state()->toJson(), a.session->state()->toJson());
        QVERIFY(b.page->record(add(1)));
        QTRY_COMPARE_WITH_TIMEOUT(a.page->journalModel()->rowCount(), 4, 10000);
        QCOMPARE(admin.value(QStringLiteral("SELECT 1")).toInt(), 1);

        a.page->setSession(nullptr);
        b.page->setSession(nullptr);
    }
};

QTEST_MAIN(TestClubLiveGui)
#include "tst_club_live_gui.moc"
