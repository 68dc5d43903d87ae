// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// kibitzer-cli's card commands (export, import, merge, refusals) and its rule search, as a
// user runs them: a real process, its stdout, stderr and exit code.
#include "../support/CliProcess.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace kbz;

class TestCliCards : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    using Run = kbztest::CliRun;

    Run cli(const QStringList &args) { return kbztest::runCli(args); }

    QString write(const QString &name, const QByteArray &data)
    {
        return kbztest::writeFile(m_dir, name, data);
    }

    static QByteArray hash(const QString &path) { return kbztest::fileHash(path); }

private Q_SLOTS:
    void cardsExportImportRoundTrip()
    {
        const QString db = m_dir.filePath(QStringLiteral("cards.sqlite"));
        const QString lc = QStringLiteral("lethal-checkmate");
        const QString in = write(QStringLiteral("cards-in.json"), R"([
            {"id":"side-step","name":{"en":"Side Step"},"type":"move","pattern":[[-1,0],[1,0]]},
            {"id":"lance","name":{"ja":"ランス"},"type":"arms","pattern":[[0,1],[0,2]],"escape":false}])");
        // Importing into a new database adds the cards after the shipped Pawn Step.
        Run r = cli({QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("import"),
                     lc, in});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("2 new, 0 replaced; the library has 3 cards"), r.out.constData());
        r = cli(
            {QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("export"), lc});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("format")).toString(), QStringLiteral("kibitzer-cards"));
        QCOMPARE(doc.value(QStringLiteral("game")).toString(), lc);
        const QJsonArray cards = doc.value(QStringLiteral("cards")).toArray();
        QCOMPARE(cards.size(), 3);
        QCOMPARE(cards.at(0).toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("pawn-step"));
        QCOMPARE(cards.at(2)
                     .toObject()
                     .value(QStringLiteral("name"))
                     .toObject()
                     .value(QStringLiteral("ja"))
                     .toString(),
                 QStringLiteral("ランス"));
        QCOMPARE(cards.at(2).toObject().value(QStringLiteral("escape")).toBool(), false);

        // -o writes the same bytes to a file; importing it into another database with
        // --replace reproduces the library exactly.
        const QString out = m_dir.filePath(QStringLiteral("cards-out.json"));
        Run w = cli({QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("export"),
                     lc, QStringLiteral("-o"), out});
        QVERIFY2(w.code == 0, w.err.constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), r.out);
        const QString db2 = m_dir.filePath(QStringLiteral("cards2.sqlite"));
        r = cli({QStringLiteral("--db"), db2, QStringLiteral("cards"), QStringLiteral("import"), lc,
                 out, QStringLiteral("--replace")});
        QVERIFY2(r.code == 0, r.err.constData());
        const Run again = cli(
            {QStringLiteral("--db"), db2, QStringLiteral("cards"), QStringLiteral("export"), lc});
        QCOMPARE(again.code, 0);
        QFile f2(out);
        QVERIFY(f2.open(QIODevice::ReadOnly));
        QCOMPARE(again.out, f2.readAll());
        // Importing the same file again changes nothing but says so.
        r = cli({QStringLiteral("--db"), db2, QStringLiteral("cards"), QStringLiteral("import"), lc,
                 out});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("0 new, 3 replaced; the library has 3 cards"), r.out.constData());
    }

    void cardsImportMalformedWritesNothing_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("not json") << QByteArray("[{") << QByteArray(": not valid JSON");
        QTest::newRow("card 2 pattern")
            << QByteArray(R"([{"id":"a","name":"A","type":"move","pattern":[[0,1]]},)"
                          R"({"id":"b","name":"B","type":"move","pattern":[]}])")
            << QByteArray(": card 2: \"pattern\"");
        QTest::newRow("card 1 type")
            << QByteArray(R"([{"id":"a","name":"A","type":"fly","pattern":[[0,1]]}])")
            << QByteArray(": card 1: \"type\"");
        QTest::newRow("duplicate")
            << QByteArray(R"([{"id":"a","name":"A","type":"move","pattern":[[0,1]]},)"
                          R"({"id":"a","name":"A2","type":"move","pattern":[[0,1]]}])")
            << QByteArray(": card 2: the id \"a\"");
    }

    void cardsImportMalformedWritesNothing()
    {
        QFETCH(QByteArray, data);
        QFETCH(QByteArray, expected);
        const QString bad = write(QStringLiteral("bad-cards.json"), data);
        const QString lc = QStringLiteral("lethal-checkmate");
        // A database that does not exist yet is not even created.
        const QString none = m_dir.filePath(QStringLiteral("never.sqlite"));
        Run r = cli({QStringLiteral("--db"), none, QStringLiteral("cards"),
                     QStringLiteral("import"), lc, bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(bad.toUtf8() + expected), r.err.constData());
        QVERIFY(!QFile::exists(none));
        // An existing one is not modified.
        const QString db = m_dir.filePath(QStringLiteral("kept.sqlite"));
        {
            DbError err;
            QVERIFY(Database::open(db, Database::Mode::ReadWrite, &err));
        }
        const QByteArray before = hash(db);
        r = cli({QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("import"), lc,
                 bad});
        QCOMPARE(r.code, 2);
        QCOMPARE(hash(db), before);
    }

    void cardsRefusedDatabase()
    {
        const QString lc = QStringLiteral("lethal-checkmate");
        const QString good = write(QStringLiteral("good-cards.json"),
                                   R"([{"id":"a","name":"A","type":"move","pattern":[[0,1]]}])");
        const QString notDb = write(QStringLiteral("cards-notes.txt"), "shopping list\n");
        const QByteArray before = hash(notDb);
        Run r = cli(
            {QStringLiteral("--db"), notDb, QStringLiteral("cards"), QStringLiteral("export"), lc});
        QCOMPARE(r.code, 3);
        QVERIFY(r.err.contains("not a Kibitzer database"));
        r = cli({QStringLiteral("--db"), notDb, QStringLiteral("cards"), QStringLiteral("import"),
                 lc, good});
        QCOMPARE(r.code, 3);
        QCOMPARE(hash(notDb), before);

        const QString path = m_dir.filePath(QStringLiteral("cards-locked.sqlite"));
        DbError err;
        auto db = Database::open(path, Database::Mode::ReadWrite, &err);
        QVERIFY(db);
        r = cli({QStringLiteral("--db"), path, QStringLiteral("cards"), QStringLiteral("import"),
                 lc, good});
        QCOMPARE(r.code, 3);
        QVERIFY(r.err.contains("another Kibitzer"));
    }

    void cardsUsageAndUnknownGame()
    {
        const QString db = m_dir.filePath(QStringLiteral("cards-usage.sqlite"));
        Run r = cli({QStringLiteral("--db"), db, QStringLiteral("cards")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("usage"));
        r = cli({QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("import"),
                 QStringLiteral("lethal-checkmate")});
        QCOMPARE(r.code, 1);
        r = cli({QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("export"),
                 QStringLiteral("chess")});
        QCOMPARE(r.code, 4);
        QVERIFY(r.err.contains("unknown game"));
        QVERIFY(!QFile::exists(db));
    }

    void rulesSearch_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("expectedId");
        QTest::newRow("en word") << QStringList{QStringLiteral("escape"), QStringLiteral("--lang"),
                                                QStringLiteral("en")}
                                 << QByteArray("lc.escape");
        QTest::newRow("ja two chars")
            << QStringList{QStringLiteral("回転"), QStringLiteral("--lang"), QStringLiteral("ja")}
            << QByteArray("lc.rotation");
        QTest::newRow("game filter")
            << QStringList{QStringLiteral("castle"), QStringLiteral("--game"),
                           QStringLiteral("rook-raiders")}
            << QByteArray("rr.");
        // Through the glossary: a Japanese term in the English book and the reverse (issue 15).
        QTest::newRow("ja term, en book")
            << QStringList{QStringLiteral("冒険者"), QStringLiteral("--lang"), QStringLiteral("en"),
                           QStringLiteral("--game"), QStringLiteral("dungeon-lords")}
            << QByteArray("dl.");
        QTest::newRow("en term, ja book")
            << QStringList{QStringLiteral("pawn step"), QStringLiteral("--lang"),
                           QStringLiteral("ja")}
            << QByteArray("lc.pawn-step.");
        QTest::newRow("id") << QStringList{QStringLiteral("low.combat.strictly-greater")}
                            << QByteArray("low.combat.strictly-greater");
    }

    void rulesSearch()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, expectedId);
        const Run r = cli(QStringList{QStringLiteral("rules"), QStringLiteral("search")} + args);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.startsWith(expectedId), r.out.constData());
    }

    void rulesSearchNothing()
    {
        Run r =
            cli({QStringLiteral("rules"), QStringLiteral("search"), QStringLiteral("xyzzyplugh")});
        QCOMPARE(r.code, 4);
        r = cli({QStringLiteral("rules"), QStringLiteral("search"), QStringLiteral("x"),
                 QStringLiteral("--game"), QStringLiteral("chess")});
        QCOMPARE(r.code, 4);
    }
};

QTEST_GUILESS_MAIN(TestCliCards)
#include "tst_cli_cards.moc"
