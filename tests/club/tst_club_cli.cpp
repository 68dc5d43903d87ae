// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// kibitzer-cli against a real PostgreSQL server (issue 20): --db takes a postgresql:// URL, a
// refusal exits with status 3 naming the host and never the password, and eight importers of
// every golden journal at once store each game exactly once.
#include "../support/CliProcess.h"
#include "../support/PgTestServer.h"

#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>

namespace {

QStringList goldenJournals()
{
    QStringList files;
    QDirIterator it(QStringLiteral(KIBITZER_TEST_DATA), {QStringLiteral("*.jsonl")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    return files;
}

} // namespace

class TestClubCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void importListExportThroughAUrl()
    {
        KBZ_REQUIRE_POSTGRES();
        QVERIFY(kbztest::createDatabase(QStringLiteral("club_cli")));
        const QString url = kbztest::urlWithPassword(QStringLiteral("club_cli"));
        const QString journal = QStringLiteral(KIBITZER_TEST_DATA "/lords-of-war/team-six.jsonl");
        const kbztest::CliRun imported =
            kbztest::runCli({QStringLiteral("--db"), url, QStringLiteral("import"), journal});
        QVERIFY2(imported.code == 0, imported.err.constData());
        const kbztest::CliRun list =
            kbztest::runCli({QStringLiteral("--db"), url, QStringLiteral("list")});
        QCOMPARE(list.code, 0);
        QVERIFY(list.out.contains("lords-of-war"));
        const kbztest::CliRun exported = kbztest::runCli(
            {QStringLiteral("--db"), kbztest::urlFromEnvironment(QStringLiteral("club_cli")),
             QStringLiteral("export"), QStringLiteral("1")});
        QCOMPARE(exported.code, 0);

        // The same through a file: the same journal comes out.
        const QString file = m_dir.filePath(QStringLiteral("same.sqlite"));
        QCOMPARE(
            kbztest::runCli({QStringLiteral("--db"), file, QStringLiteral("import"), journal}).code,
            0);
        const kbztest::CliRun fromFile = kbztest::runCli(
            {QStringLiteral("--db"), file, QStringLiteral("export"), QStringLiteral("1")});
        QCOMPARE(exported.out, fromFile.out);
        const QByteArray password = kbztest::pgEnv("PGPASSWORD").toUtf8();
        for (const kbztest::CliRun &run : {imported, list, exported})
            QVERIFY(!run.out.contains(password) && !run.err.contains(password));
    }

    // Exit status 3, the host named, the password never shown, nothing written.
    void refusalsExitThree_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("url");
        QTest::newRow("another program's database")
            << QStringLiteral("CREATE TABLE invoices (id int)") << QString();
        QTest::newRow("a newer schema")
            << QStringLiteral("CREATE TABLE kibitzer_meta (key text primary key, value text); "
                              "INSERT INTO kibitzer_meta VALUES ('application_id', '1262639698'), "
                              "('schema_version', '99')")
            << QString();
        QTest::newRow("wrong password")
            << QString() << QStringLiteral("postgresql://USER:hunter2@HOST:PORT/DB");
        QTest::newRow("unreachable server")
            << QString() << QStringLiteral("postgresql://USER:hunter2@HOST:1/DB");
    }
    void refusalsExitThree()
    {
        KBZ_REQUIRE_POSTGRES();
        QFETCH(QString, setup);
        QFETCH(QString, url);
        const QString name = QStringLiteral("club_refused");
        QVERIFY(kbztest::createDatabase(name));
        kbztest::PgAdmin admin(name);
        if (!setup.isEmpty())
            QVERIFY2(admin.exec(setup), qPrintable(admin.error()));
        const QStringList before = admin.tables();
        const QString location =
            url.isEmpty() ? kbztest::urlWithPassword(name) : kbztest::fillUrl(url, name);
        const QString journal =
            QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/three-hits.jsonl");
        for (const QStringList &command : {QStringList{QStringLiteral("list")},
                                           QStringList{QStringLiteral("import"), journal}}) {
            const kbztest::CliRun run =
                kbztest::runCli(QStringList{QStringLiteral("--db"), location} + command);
            QCOMPARE(run.code, 3);
            QVERIFY2(run.err.contains(kbztest::pgEnv("PGHOST").toUtf8()), run.err.constData());
            QVERIFY2(!run.err.contains(kbztest::pgEnv("PGPASSWORD").toUtf8()) &&
                         !run.err.contains("hunter2"),
                     run.err.constData());
            QVERIFY(!run.out.contains("hunter2"));
        }
        QCOMPARE(admin.tables(), before);
    }

    // Eight kibitzer-cli processes import every golden journal at the same time, each in its
    // own order: every journal becomes exactly one game, and every import says it succeeded
    // (stored, or found already stored).
    void eightConcurrentImporters()
    {
        KBZ_REQUIRE_POSTGRES();
        const QString name = QStringLiteral("club_concurrent");
        QVERIFY(kbztest::createDatabase(name));
        const QString url = kbztest::urlFromEnvironment(name);
        const QStringList journals = goldenJournals();
        QVERIFY(journals.size() >= 20);
        constexpr int kImporters = 8;
        struct Lane
        {
            std::unique_ptr<QProcess> process;
            int next = 0;
            QStringList failures;
        };
        std::vector<Lane> lanes(kImporters);
        auto startNext = [&](int i) {
            Lane &lane = lanes.at(i);
            if (lane.next == journals.size())
                return false;
            // Half the lanes go forwards, half backwards, all at once: four importers of the same
            // journal race at each step, and the two halves meet in the middle.
            const int k = lane.next++;
            const QString file = journals.at(i % 2 ? journals.size() - 1 - k : k);
            lane.process = std::make_unique<QProcess>();
            lane.process->start(QStringLiteral(KIBITZER_CLI_PATH),
                                {QStringLiteral("--db"), url, QStringLiteral("import"), file});
            return true;
        };
        for (int i = 0; i < kImporters; ++i)
            QVERIFY(startNext(i));
        int running = kImporters;
        while (running > 0) {
            running = 0;
            for (int i = 0; i < kImporters; ++i) {
                Lane &lane = lanes.at(i);
                if (!lane.process)
                    continue;
                if (lane.process->state() != QProcess::NotRunning &&
                    !lane.process->waitForFinished(10)) {
                    ++running;
                    continue;
                }
                if (lane.process->exitStatus() != QProcess::NormalExit ||
                    lane.process->exitCode() != 0)
                    lane.failures.append(QString::fromUtf8(lane.process->readAllStandardError()));
                lane.process.reset();
                if (startNext(i))
                    ++running;
            }
        }
        for (const Lane &lane : lanes)
            QVERIFY2(lane.failures.isEmpty(), qPrintable(lane.failures.join(QLatin1Char('\n'))));
        kbztest::PgAdmin admin(name);
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM games")).toInt(),
                 int(journals.size()));
        QCOMPARE(
            admin.value(QStringLiteral("SELECT count(DISTINCT journal_hash) FROM games")).toInt(),
            int(journals.size()));
        // Nothing half-stored: every game has the steps of its journal, once.
        QCOMPARE(admin
                     .value(QStringLiteral("SELECT count(*) FROM (SELECT game_id, seq FROM steps "
                                           "GROUP BY game_id, seq HAVING count(*) > 1) d"))
                     .toInt(),
                 0);
    }
};

QTEST_GUILESS_MAIN(TestClubCli)
#include "tst_club_cli.moc"
