// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "../support/CliProcess.h"
#include "lethalcheckmate/LcCardLibraryStore.h"
#include "rookraiders/RrCardLibraryStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;

// Card libraries at a size no table reaches (100,000 cards), so that a step that is not linear
// shows: `cards import` merges a file into the library (replace by id in place, append the
// new). Numbers: docs/performance.md.
class BenchCards : public QObject
{
    Q_OBJECT

    static constexpr int kCards = 100000;
    QTemporaryDir m_dir;

    // Cards `from`..`from + count - 1`, ids "card-000042"; `variant` changes their name.
    static QList<lc::LcCard> lcCards(int from, int count, const QString &variant)
    {
        QList<lc::LcCard> out;
        out.reserve(count);
        for (int i = from; i < from + count; ++i) {
            lc::LcCard c;
            c.id = QStringLiteral("card-%1").arg(i, 6, 10, QLatin1Char('0'));
            c.name.en = variant + QString::number(i);
            c.type = lc::CardType::Arms;
            c.pattern = {QPoint(0, 1)};
            out.append(c);
        }
        return out;
    }

    // A Rook & Raiders file in which every unit levels up into the next one.
    static QByteArray rrFile(int count)
    {
        QJsonArray cards;
        for (int i = 0; i < count; ++i) {
            QJsonObject c{{QStringLiteral("id"), QStringLiteral("unit-%1").arg(i)},
                          {QStringLiteral("name"), QStringLiteral("Unit %1").arg(i)},
                          {QStringLiteral("type"), QStringLiteral("unit")},
                          {QStringLiteral("hp"), 2}};
            if (i + 1 < count)
                c.insert(QStringLiteral("upgrade"), QStringLiteral("unit-%1").arg(i + 1));
            cards.append(c);
        }
        return QJsonDocument(cards).toJson(QJsonDocument::Compact);
    }

private Q_SLOTS:
    // 100,000 incoming cards into a library of 100,000: the second half of the library is
    // replaced in place, 50,000 cards are appended.
    void mergeCards100k()
    {
        const lc::LcCardLibrary base(lcCards(0, kCards, QStringLiteral("old ")));
        const lc::LcCardLibrary incoming(lcCards(kCards / 2, kCards, QStringLiteral("new ")));
        lc::LcCardLibrary merged;
        int added = 0;
        int replaced = 0;
        QBENCHMARK
        {
            merged = lc::mergeCards(base, incoming, &added, &replaced);
        }
        QCOMPARE(merged.cards().size(), kCards + kCards / 2);
        QCOMPARE(added, kCards / 2);
        QCOMPARE(replaced, kCards / 2);
        // The order: the library's cards where they were, then the new ones as in the file.
        QCOMPARE(merged.cards().at(0).name.en, QStringLiteral("old 0"));
        QCOMPARE(merged.cards().at(kCards / 2).name.en, QStringLiteral("new %1").arg(kCards / 2));
        QCOMPARE(merged.cards().at(kCards).id, QStringLiteral("card-%1").arg(kCards));
        QCOMPARE(merged.cards().last().id, QStringLiteral("card-%1").arg(kCards * 3 / 2 - 1));
    }

    // The Rook & Raiders check that every "upgrade" names a card of the library.
    void rrUpgradeCheck100k()
    {
        QString why;
        const std::optional<rr::RrCardLibrary> library = rr::parseCardFile(rrFile(kCards), &why);
        QVERIFY2(library, qPrintable(why));
        QString problem;
        QBENCHMARK
        {
            problem = rr::upgradeProblem(*library, *library);
        }
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // `kibitzer-cli cards import` end to end (a process: read and check the file, load the
    // stored library, merge, save in one transaction): 100,000 cards into a library of 100,000.
    void cliCardsImportMerge100k()
    {
        const QString db = m_dir.filePath(QStringLiteral("cards.sqlite"));
        auto file = [this](const QString &name, const QList<lc::LcCard> &cards) {
            return kbztest::writeFile(m_dir, name, lc::cardFileText(lc::LcCardLibrary(cards)));
        };
        const QString first = file(QStringLiteral("first.json"), lcCards(0, kCards, {}));
        const QString second =
            file(QStringLiteral("second.json"), lcCards(kCards / 2, kCards, QStringLiteral("n")));
        kbztest::CliRun r = kbztest::runCli(
            {QStringLiteral("--db"), db, QStringLiteral("cards"), QStringLiteral("import"),
             QStringLiteral("lethal-checkmate"), first, QStringLiteral("--replace")});
        QVERIFY2(r.code == 0, r.err.constData());
        QBENCHMARK_ONCE
        {
            r = kbztest::runCli({QStringLiteral("--db"), db, QStringLiteral("cards"),
                                 QStringLiteral("import"), QStringLiteral("lethal-checkmate"),
                                 second});
        }
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("50000 new, 50000 replaced; the library has 150000 cards"),
                 r.out.constData());
    }
};

QTEST_GUILESS_MAIN(BenchCards)
#include "bench_cards.moc"
