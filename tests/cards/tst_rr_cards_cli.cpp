// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// `kibitzer-cli cards export|import rook-raiders`, run as a process: the card file format, the
// merge and --replace, and the exit codes (docs/journal-format.md, "Card files").
#include "../support/CliProcess.h"
#include "rookraiders/RrCardLibraryStore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;
using namespace kbz::rr;

class TestRrCardsCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QByteArray m_out;
    QByteArray m_err;

    int run(const QStringList &args)
    {
        const kbztest::CliRun r = kbztest::runCli(QStringList{QStringLiteral("--db"), m_db} + args);
        m_out = r.out;
        m_err = r.err;
        return r.code;
    }

    QString write(const QString &name, const QByteArray &data)
    {
        return kbztest::writeFile(m_dir, name, data);
    }

    RrCardLibrary stored()
    {
        DbError err;
        auto db = Database::open(m_db, Database::Mode::ReadOnly, &err);
        if (!db)
            return {};
        CardStore store(*db);
        return loadCardLibrary(store, &err).value_or(RrCardLibrary());
    }

private Q_SLOTS:
    void init()
    {
        static int n = 0;
        m_db = m_dir.filePath(QStringLiteral("cli%1.sqlite").arg(++n));
        // A fresh database (created, then closed: the process opens it).
        DbError err;
        QVERIFY(Database::open(m_db, Database::Mode::ReadWrite, &err));
    }

    void exportPrintsTheShippedLibrary()
    {
        QCOMPARE(run({QStringLiteral("cards"), QStringLiteral("export"),
                      QStringLiteral("rook-raiders")}),
                 0);
        QString why;
        const auto library = parseCardFile(m_out, &why);
        QVERIFY2(library, qPrintable(why));
        QCOMPARE(*library, RrCardLibrary::shipped());
        QVERIFY(m_out.contains("\"game\": \"rook-raiders\""));
        // Read-only: the library was not seeded by the export.
        DbError err;
        auto db = Database::open(m_db, Database::Mode::ReadOnly, &err);
        QVERIFY(db);
        QCOMPARE(CardStore(*db).count(QString::fromLatin1(kCardGameKind), &err), 0);
    }

    void importMergesThenExportRoundTrips()
    {
        const QString file =
            write(QStringLiteral("in.json"),
                  R"({"format": "kibitzer-cards", "version": 1, "game": "rook-raiders", "cards": [
  {"id":"goblin","name":{"en":"Goblin","ja":"ゴブリン"},"type":"monster","hp":3,"move":2},
  {"id":"orc","name":{"en":"Orc","ja":"オーク"},"type":"monster","hp":4,"range":[[1,0]],"targeting":"single"}
 ]})");
        QCOMPARE(run({QStringLiteral("cards"), QStringLiteral("import"),
                      QStringLiteral("rook-raiders"), file}),
                 0);
        QVERIFY2(m_out.contains("(1 new, 1 replaced; the library has 10 cards)"), m_out);
        const RrCardLibrary library = stored();
        QCOMPARE(library.cards().size(), RrCardLibrary::shipped().cards().size() + 1);
        QCOMPARE(library.find(QStringLiteral("goblin"))->move, std::optional<int>(2));
        QVERIFY(!library.find(QStringLiteral("orc"))->threat.has_value());

        const QString out = m_dir.filePath(QStringLiteral("out.json"));
        QCOMPARE(run({QStringLiteral("cards"), QStringLiteral("export"),
                      QStringLiteral("rook-raiders"), QStringLiteral("-o"), out}),
                 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString why;
        const auto back = parseCardFile(f.readAll(), &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(*back, library);

        // --replace: the file becomes the whole library.
        QCOMPARE(run({QStringLiteral("cards"), QStringLiteral("import"),
                      QStringLiteral("rook-raiders"), file, QStringLiteral("--replace")}),
                 0);
        QCOMPARE(stored().cards().size(), 2);
    }

    void badFilesChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("bad hp")
            << QByteArray(
                   R"([{"id":"a","name":"A","type":"monster"},{"id":"b","name":"B","type":"monster","hp":0}])")
            << QStringLiteral(": card 2: \"hp\"");
        QTest::newRow("another game's cards")
            << QByteArray(
                   R"({"format":"kibitzer-cards","version":1,"game":"lethal-checkmate","cards":[]})")
            << QStringLiteral(": the file holds cards of \"lethal-checkmate\"");
        QTest::newRow("unknown level-up card")
            << QByteArray(R"([{"id":"a","name":"A","type":"unit","upgrade":"zzz"}])")
            << QStringLiteral(": card 1: \"upgrade\" names the unknown card \"zzz\"");
    }

    void badFilesChangeNothing()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const QString file = write(QStringLiteral("bad.json"), text);
        QCOMPARE(run({QStringLiteral("cards"), QStringLiteral("import"),
                      QStringLiteral("rook-raiders"), file}),
                 2);
        QVERIFY2(QString::fromUtf8(m_err).contains(file + expected), m_err);
        // No card of the file was stored (the shipped library may have been seeded: first use).
        const RrCardLibrary library = stored();
        QVERIFY(!library.find(QStringLiteral("a")) && !library.find(QStringLiteral("b")));
    }

    void unknownGameAndUsage()
    {
        QCOMPARE(run({QStringLiteral("cards"), QStringLiteral("export"), QStringLiteral("chess")}),
                 4);
        QVERIFY2(m_err.contains("lethal-checkmate, rook-raiders"), m_err);
        QCOMPARE(run({QStringLiteral("cards"), QStringLiteral("import"),
                      QStringLiteral("rook-raiders")}),
                 1);
    }
};

QTEST_GUILESS_MAIN(TestRrCardsCli)
#include "tst_rr_cards_cli.moc"
