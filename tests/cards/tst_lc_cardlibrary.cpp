// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Lethal Checkmate card library without a screen: the table model, the database round trip
// (seeded with the shipped library on first use) and the card file format.
#include "lethalcheckmate/LcCardLibraryModel.h"
#include "lethalcheckmate/LcCardLibraryStore.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;
using namespace kbz::lc;

namespace {

LcCard makeCard(const QString &id, const QString &en, const QString &ja, CardType type,
                QList<QPoint> pattern, bool attack = true, bool escape = true)
{
    LcCard c;
    c.id = id;
    c.name = {en, ja};
    c.type = type;
    c.pattern = std::move(pattern);
    c.attackPhase = attack;
    c.escapePhase = escape;
    return c;
}

LcCard sideStep()
{
    return makeCard(QStringLiteral("side-step"), QStringLiteral("Side Step"), QString(),
                    CardType::Move, {{-1, 0}, {1, 0}});
}

LcCard lance()
{
    return makeCard(QStringLiteral("lance"), QString(), QStringLiteral("ランス"), CardType::Arms,
                    {{0, 1}, {0, 2}}, true, false);
}

} // namespace

class TestLcCardLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void modelColumnsAndRoles()
    {
        LcCardLibraryModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCards({LcCardLibrary::shipped().cards().first(), sideStep(), lance()});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(LcCardLibraryModel::ColumnCount));
        auto cell = [&](int row, int col, int role = Qt::DisplayRole) {
            return model.index(row, col).data(role);
        };
        QCOMPARE(cell(0, LcCardLibraryModel::NameColumn).toString(), QStringLiteral("Pawn Step"));
        QCOMPARE(cell(0, LcCardLibraryModel::KindColumn).toString(), QStringLiteral("MOVE"));
        QCOMPARE(cell(2, LcCardLibraryModel::KindColumn).toString(), QStringLiteral("ARMS"));
        QCOMPARE(cell(0, LcCardLibraryModel::PatternColumn).toString(), QStringLiteral("↑"));
        QCOMPARE(cell(1, LcCardLibraryModel::PatternColumn).toString(), QStringLiteral("← →"));
        QCOMPARE(cell(2, LcCardLibraryModel::PatternColumn).toString(), QStringLiteral("↑2 ↑"));
        QCOMPARE(cell(2, LcCardLibraryModel::AttackColumn).toString(), QStringLiteral("○"));
        QCOMPARE(cell(2, LcCardLibraryModel::EscapeColumn).toString(), QStringLiteral("×"));
        QCOMPARE(cell(1, 0, LcCardLibraryModel::CardIdRole).toString(),
                 QStringLiteral("side-step"));
        QCOMPARE(cell(2, 0, LcCardLibraryModel::CardTypeRole).toString(), QStringLiteral("arms"));
        QCOMPARE(cell(1, 0, LcCardLibraryModel::CardJsonRole).toJsonObject(), sideStep().toJson());
        QCOMPARE(cell(1, 0, LcCardLibraryModel::PatternRole).toList().size(), 2);
        QCOMPARE(model.headerData(LcCardLibraryModel::AttackColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Attack"));

        // A name only given in one language is shown in the other as a fallback.
        QCOMPARE(cell(2, 0).toString(), QStringLiteral("ランス"));
        QVERIFY(cell(2, 0, LcCardLibraryModel::NameIsFallbackRole).toBool());
        QVERIFY(!cell(1, 0, LcCardLibraryModel::NameIsFallbackRole).toBool());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setLanguage(Lang::Ja);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(cell(0, 0).toString(), QStringLiteral("ポーンステップ"));
        QCOMPARE(cell(1, 0).toString(), QStringLiteral("Side Step"));
        QVERIFY(cell(1, 0, LcCardLibraryModel::NameIsFallbackRole).toBool());
    }

    void modelEdits()
    {
        LcCardLibraryModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.insertCard(0, sideStep());
        model.insertCard(0, lance());
        model.insertCard(99, LcCardLibrary::shipped().cards().first()); // clamped: appended
        QCOMPARE(inserted.size(), 3);
        QCOMPARE(model.ids(), (QStringList{"lance", "side-step", "pawn-step"}));
        QCOMPARE(model.rowOfId(QStringLiteral("side-step")), 1);
        QCOMPARE(model.rowOfId(QStringLiteral("nope")), -1);
        LcCard wider = sideStep();
        wider.pattern.append({0, -1});
        model.replaceCard(1, wider);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).value<QModelIndex>().row(), 1);
        QCOMPARE(model.card(1), wider);
        model.removeCard(0);
        model.removeCard(7); // out of range: ignored
        QCOMPARE(removed.size(), 1);
        QCOMPARE(model.library().cards(),
                 (QList<LcCard>{wider, LcCardLibrary::shipped().cards().first()}));
    }

    void patternSummary_data()
    {
        QTest::addColumn<QList<QPoint>>("pattern");
        QTest::addColumn<QString>("expected");
        QTest::newRow("king") << QList<QPoint>{{-1, -1}, {0, -1}, {1, -1}, {-1, 0},
                                               {1, 0},   {-1, 1}, {0, 1},  {1, 1}}
                              << QStringLiteral("↖ ↑ ↗ ← → ↙ ↓ ↘");
        QTest::newRow("knight") << QList<QPoint>{{1, 2}, {-1, 2}}
                                << QStringLiteral("(-1, +2) (+1, +2)");
        QTest::newRow("lines") << QList<QPoint>{{0, -3}, {2, 0}, {-2, 2}}
                               << QStringLiteral("↖2 →2 ↓3");
    }

    void patternSummary()
    {
        QFETCH(QList<QPoint>, pattern);
        QFETCH(QString, expected);
        QCOMPARE(LcCardLibraryModel::patternSummary(pattern), expected);
    }

    void storeSeedsOnFirstUseAndRoundTrips()
    {
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        QCOMPARE(store.count(QString::fromLatin1(kCardGameKind), &err), 0);
        auto library = loadCardLibrary(store, &err);
        QVERIFY2(library, qPrintable(err.text(Lang::En)));
        QCOMPARE(*library, LcCardLibrary::shipped());
        QCOMPARE(store.count(QString::fromLatin1(kCardGameKind), &err), 1); // seeded

        const LcCardLibrary mine({sideStep(), lance(), LcCardLibrary::shipped().cards().first()});
        QVERIFY(saveCardLibrary(store, mine, &err));
        library = loadCardLibrary(store, &err);
        QVERIFY(library);
        QCOMPARE(*library, mine); // order, both names, flags and patterns kept
    }

    void readOnlyDatabaseIsNotSeeded()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ro.sqlite"));
        DbError err;
        QVERIFY(Database::open(path, Database::Mode::ReadWrite, &err)); // created, then closed
        auto db = Database::open(path, Database::Mode::ReadOnly, &err);
        QVERIFY(db);
        CardStore store(*db);
        const auto library = loadCardLibrary(store, &err);
        QVERIFY2(library, qPrintable(err.text(Lang::En)));
        QCOMPARE(*library, LcCardLibrary::shipped());
        QCOMPARE(store.count(QString::fromLatin1(kCardGameKind), &err), 0);
    }

    void damagedStoredCardIsAnError()
    {
        DbError err;
        auto db = Database::openInMemory(&err);
        QVERIFY(db);
        CardStore store(*db);
        QVERIFY(store.put(
            QString::fromLatin1(kCardGameKind),
            {QStringLiteral("odd"), QJsonObject{{QStringLiteral("id"), QStringLiteral("odd")}}},
            &err));
        QVERIFY(!loadCardLibrary(store, &err));
        QVERIFY(err.detail.contains(QStringLiteral("card \"odd\"")));
    }

    void cardFileRoundTrip()
    {
        const LcCardLibrary mine({LcCardLibrary::shipped().cards().first(), sideStep(), lance()});
        const QByteArray text = cardFileText(mine);
        QVERIFY(text.startsWith("{\"format\": \"kibitzer-cards\""));
        QString why;
        const auto back = parseCardFile(text, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(*back, mine);
        // A bare array (the shipped resource's form) is read too.
        const auto bare = parseCardFile(QJsonDocument(mine.toJson()).toJson(), &why);
        QVERIFY2(bare, qPrintable(why));
        QCOMPARE(*bare, mine);
    }

    void cardFileErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        const QByteArray good = R"({"id":"a","name":"A","type":"move","pattern":[[0,1]]})";
        QTest::newRow("not json") << QByteArray("[{") << QStringLiteral("not valid JSON");
        QTest::newRow("other format")
            << QByteArray(R"({"format":"kibitzer-journal"})") << QStringLiteral("not a card file");
        QTest::newRow("newer")
            << QByteArray(
                   R"({"format":"kibitzer-cards","version":2,"game":"lethal-checkmate","cards":[]})")
            << QStringLiteral("version 2 is not supported");
        QTest::newRow("other game")
            << QByteArray(
                   R"({"format":"kibitzer-cards","version":1,"game":"rook-raiders","cards":[]})")
            << QStringLiteral("cards of \"rook-raiders\"");
        QTest::newRow("empty") << QByteArray("[]") << QStringLiteral("no card");
        QTest::newRow("second card bad pattern")
            << "[" + good + R"(,{"id":"b","name":"B","type":"move","pattern":[[0,0]]}])"
            << QStringLiteral("card 2: \"pattern\" entry 0");
        QTest::newRow("first card no name")
            << QByteArray(R"([{"id":"a","type":"arms","pattern":[[0,1]]}])")
            << QStringLiteral("card 1: \"name\"");
        QTest::newRow("bad type")
            << QByteArray(R"([{"id":"a","name":"A","type":"jump","pattern":[[0,1]]}])")
            << QStringLiteral("card 1: \"type\"");
        QTest::newRow("duplicate id")
            << "[" + good + "," + good + "]"
            << QStringLiteral("card 2: the id \"a\" is used by an earlier card");
        QTest::newRow("upper-case id")
            << QByteArray(R"([{"id":"A","name":"A","type":"move","pattern":[[0,1]]}])")
            << QStringLiteral("card 1: \"id\"");
    }

    void cardFileErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QString why;
        QVERIFY(!parseCardFile(text, &why));
        QVERIFY2(why.contains(expected), qPrintable(why));
    }

    void merge()
    {
        const LcCard pawn = LcCardLibrary::shipped().cards().first();
        LcCard pawn2 = pawn;
        pawn2.name.en = QStringLiteral("Pawn Step (ours)");
        int added = -1;
        int replaced = -1;
        const LcCardLibrary merged = mergeCards(
            LcCardLibrary({pawn, lance()}), LcCardLibrary({sideStep(), pawn2}), &added, &replaced);
        QCOMPARE(merged.cards(), (QList<LcCard>{pawn2, lance(), sideStep()}));
        QCOMPARE(added, 1);
        QCOMPARE(replaced, 1);
    }
};

QTEST_GUILESS_MAIN(TestLcCardLibrary)
#include "tst_lc_cardlibrary.moc"
