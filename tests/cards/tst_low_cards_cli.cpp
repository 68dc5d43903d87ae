// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// `kibitzer-cli cards export|import lords-of-war`, run as a process: the card file round trip,
// the merge and --replace, and a bad file refused with exit code 2 and nothing stored
// (docs/journal-format.md, "Card files").
#include "../support/CliProcess.h"
#include "lordsofwar/LowCardLibraryStore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;
using namespace kbz::low;

class TestLowCardsCli : public QObject
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

    LowCardLibrary stored()
    {
        DbError err;
        auto db = Database::open(m_db, Database::Mode::ReadOnly, &err);
        if (!db)
            return {};
        CardStore store(*db);
        return loadCardLibrary(store, &err).value_or(LowCardLibrary());
    }

    static QStringList cards(const QStringList &more)
    {
        return QStringList{QStringLiteral("cards")} + more;
    }

private Q_SLOTS:
    void init()
    {
        static int n = 0;
        m_db = m_dir.filePath(QStringLiteral("cli%1.sqlite").arg(++n));
        DbError err;
        QVERIFY(Database::open(m_db, Database::Mode::ReadWrite, &err));
    }

    void exportPrintsTheShippedLibrary()
    {
        QCOMPARE(run(cards({QStringLiteral("export"), QStringLiteral("lords-of-war")})), 0);
        QString why;
        const auto library = parseCardFile(m_out, &why);
        QVERIFY2(library, qPrintable(why));
        QCOMPARE(*library, LowCardLibrary::shipped());
        QVERIFY(m_out.contains("\"game\": \"lords-of-war\""));
    }

    // Export to a file, edit a figure (another printing), import it back: the edit is stored,
    // nothing else changes; --replace makes the file the whole library.
    void exportImportRoundTrip()
    {
        const QString out = m_dir.filePath(QStringLiteral("low.json"));
        QCOMPARE(run(cards({QStringLiteral("export"), QStringLiteral("lords-of-war"),
                            QStringLiteral("-o"), out})),
                 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        QString why;
        auto exported = parseCardFile(text, &why);
        QVERIFY2(exported, qPrintable(why));
        QCOMPARE(*exported, LowCardLibrary::shipped());

        QList<LowCard> edited = exported->cards();
        for (LowCard &c : edited)
            if (c.id == QLatin1String("dwarf-marauder"))
                c.defence = 5;
        LowCard troll = edited.first();
        troll.id = QStringLiteral("orc-cave-troll");
        troll.name = {QStringLiteral("Cave Troll"), QStringLiteral("洞窟トロル")};
        edited.append(troll);
        const QString in =
            write(QStringLiteral("edited.json"), cardFileText(LowCardLibrary(edited)));
        QCOMPARE(run(cards({QStringLiteral("import"), QStringLiteral("lords-of-war"), in})), 0);
        QVERIFY2(m_out.contains("(1 new, 105 replaced; the library has 106 cards)"), m_out);
        QCOMPARE(stored(), LowCardLibrary(edited));

        QCOMPARE(run(cards({QStringLiteral("export"), QStringLiteral("lords-of-war")})), 0);
        QCOMPARE(parseCardFile(m_out, &why).value_or(LowCardLibrary()), LowCardLibrary(edited));

        const QString one =
            write(QStringLiteral("one.json"), cardFileText(LowCardLibrary({troll})));
        QCOMPARE(run(cards({QStringLiteral("import"), QStringLiteral("lords-of-war"), one,
                            QStringLiteral("--replace")})),
                 0);
        QCOMPARE(stored(), LowCardLibrary({troll}));
    }

    void badFilesChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("bad arrow")
            << QByteArray(
                   R"([{"id":"a","army":"orc","name":"A","rank":"elite","class":"spear","defence":2},
                       {"id":"b","army":"orc","name":"B","rank":"elite","class":"spear","defence":2,"attack":{"UP":3}}])")
            << QStringLiteral(": card 2: \"attack\" has the unknown direction \"UP\"");
        QTest::newRow("another game's cards")
            << QByteArray(
                   R"({"format":"kibitzer-cards","version":1,"game":"rook-raiders","cards":[]})")
            << QStringLiteral(": the file holds cards of \"rook-raiders\"");
        QTest::newRow("not json") << QByteArray("{") << QStringLiteral(": ");
    }

    void badFilesChangeNothing()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const QString file = write(QStringLiteral("bad.json"), text);
        QCOMPARE(run(cards({QStringLiteral("import"), QStringLiteral("lords-of-war"), file})), 2);
        QVERIFY2(QString::fromUtf8(m_err).contains(file + expected), m_err);
        // Nothing was written: the database has no Lords of War card at all (not even seeded).
        DbError err;
        auto db = Database::open(m_db, Database::Mode::ReadOnly, &err);
        QVERIFY(db);
        QCOMPARE(CardStore(*db).count(QString::fromLatin1(kCardGameKind), &err), 0);
    }

    void gameListedInErrors()
    {
        QCOMPARE(run(cards({QStringLiteral("export"), QStringLiteral("chess")})), 4);
        QVERIFY2(m_err.contains("lethal-checkmate, rook-raiders, lords-of-war"), m_err);
        QCOMPARE(run(cards({QStringLiteral("import"), QStringLiteral("lords-of-war")})), 1);
    }
};

QTEST_GUILESS_MAIN(TestLowCardsCli)
#include "tst_low_cards_cli.moc"
