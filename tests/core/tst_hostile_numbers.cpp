// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Numbers a file can hold but no table ever wrote: 0.5, 1e308, -1e308, -3, infinities, NaN, a
// string or a bool where a whole number is expected. Each is refused (or left at the default,
// where the reader's contract says so) without converting an out-of-range double to an integer,
// which is undefined behaviour (build with -fsanitize=float-cast-overflow to see it).
#include "core/JournalFile.h"
#include "core/Step.h"
#include "dungeonlords/DlState.h"
#include "lethalcheckmate/LcCard.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <limits>

using namespace kbz;

namespace {

const double kInf = std::numeric_limits<double>::infinity();
const double kNaN = std::numeric_limits<double>::quiet_NaN();

QByteArray lcHeader()
{
    return R"({"format":"kibitzer-journal","version":1,"game":"lethal-checkmate","config":{"players":["Aki","Ben"]}})";
}

} // namespace

class TestHostileNumbers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A step's actor is a whole seat number, or -1 / absent / null for the table.
    void actorAccepted_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("actor");
        QTest::newRow("absent") << QByteArray(R"({"kind":"k"})") << -1;
        QTest::newRow("null") << QByteArray(R"({"kind":"k","actor":null})") << -1;
        QTest::newRow("-1") << QByteArray(R"({"kind":"k","actor":-1})") << -1;
        QTest::newRow("0") << QByteArray(R"({"kind":"k","actor":0})") << 0;
        QTest::newRow("1.0") << QByteArray(R"({"kind":"k","actor":1.0})") << 1;
        QTest::newRow("3e0") << QByteArray(R"({"kind":"k","actor":3e0})") << 3;
        QTest::newRow("int max") << QByteArray(R"({"kind":"k","actor":2147483647})")
                                 << std::numeric_limits<int>::max();
    }

    void actorAccepted()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, actor);
        Step step;
        QString why;
        QVERIFY2(Step::fromJson(QJsonDocument::fromJson(json).object(), &step, &why),
                 qPrintable(why));
        QCOMPARE(step.actor, actor);
    }

    void actorRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("shown"); // the value the message quotes
        QTest::newRow("0.5") << QByteArray(R"({"kind":"k","actor":0.5})") << QStringLiteral("0.5");
        QTest::newRow("1e308") << QByteArray(R"({"kind":"k","actor":1e308})")
                               << QStringLiteral("1e+308");
        QTest::newRow("-1e308") << QByteArray(R"({"kind":"k","actor":-1e308})")
                                << QStringLiteral("-1e+308");
        QTest::newRow("-3") << QByteArray(R"({"kind":"k","actor":-3})") << QStringLiteral("-3");
        QTest::newRow("-2") << QByteArray(R"({"kind":"k","actor":-2})") << QStringLiteral("-2");
        QTest::newRow("-1.5") << QByteArray(R"({"kind":"k","actor":-1.5})")
                              << QStringLiteral("-1.5");
        QTest::newRow("2^31") << QByteArray(R"({"kind":"k","actor":2147483648})")
                              << QStringLiteral("2147483648");
        QTest::newRow("2^32") << QByteArray(R"({"kind":"k","actor":4294967296})")
                              << QStringLiteral("4294967296");
        QTest::newRow("string") << QByteArray(R"({"kind":"k","actor":"0"})")
                                << QStringLiteral("\"0\"");
        QTest::newRow("bool") << QByteArray(R"({"kind":"k","actor":true})")
                              << QStringLiteral("true");
        QTest::newRow("array") << QByteArray(R"({"kind":"k","actor":[0]})")
                               << QStringLiteral("[0]");
    }

    void actorRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, shown);
        Step step;
        QString why;
        QVERIFY(!Step::fromJson(QJsonDocument::fromJson(json).object(), &step, &why));
        QVERIFY2(why.contains(QStringLiteral("\"actor\" must be a whole seat number")),
                 qPrintable(why));
        QVERIFY2(why.endsWith(shown), qPrintable(why));
    }

    // Values no JSON text can hold, built in memory.
    void actorNotFinite()
    {
        QCOMPARE(JournalFile::actorFromJson(QJsonValue(kInf)), std::nullopt);
        QCOMPARE(JournalFile::actorFromJson(QJsonValue(-kInf)), std::nullopt);
        QCOMPARE(JournalFile::actorFromJson(QJsonValue(kNaN)), std::nullopt);
        QCOMPARE(JournalFile::actorFromJson(QJsonValue(qint64(99999999999))), std::nullopt);
        QCOMPARE(JournalFile::actorFromJson(QJsonValue(qint64(1))), std::optional<int>(1));
    }

    // The journal file names the line of the refused step.
    void journalLineOfRefusedActor()
    {
        const QByteArray data = lcHeader() + "\n# a comment\n{\"kind\":\"rotate\",\"actor\":0.5}\n";
        JournalFile file;
        int line = 0;
        QString why;
        QVERIFY(!JournalFile::parse(data, &file, &line, &why));
        QCOMPARE(line, 3);
        QVERIFY2(why.contains(QStringLiteral("actor")), qPrintable(why));
    }

    // A card pattern's offsets: [dx, dy] with small whole numbers.
    void lcPatternRefused_data()
    {
        QTest::addColumn<QJsonValue>("dx");
        QTest::addColumn<QJsonValue>("dy");
        QTest::newRow("1e308") << QJsonValue(1e308) << QJsonValue(1);
        QTest::newRow("-1e308") << QJsonValue(0) << QJsonValue(-1e308);
        QTest::newRow("2^31") << QJsonValue(2147483648.0) << QJsonValue(1);
        QTest::newRow("inf") << QJsonValue(kInf) << QJsonValue(1);
        QTest::newRow("-inf") << QJsonValue(0) << QJsonValue(-kInf);
        QTest::newRow("nan") << QJsonValue(kNaN) << QJsonValue(1);
        QTest::newRow("half") << QJsonValue(0.5) << QJsonValue(1);
        QTest::newRow("out of board") << QJsonValue(3) << QJsonValue(1);
    }

    void lcPatternRefused()
    {
        QFETCH(QJsonValue, dx);
        QFETCH(QJsonValue, dy);
        const QJsonObject card{
            {QStringLiteral("id"), QStringLiteral("odd")},
            {QStringLiteral("name"), QStringLiteral("Odd")},
            {QStringLiteral("type"), QStringLiteral("move")},
            {QStringLiteral("pattern"), QJsonArray{QJsonValue(QJsonArray{dx, dy})}}};
        QString why;
        QVERIFY(!lc::LcCard::fromJson(card, &why));
        QVERIFY2(why.contains(QStringLiteral("\"pattern\" entry 0")), qPrintable(why));

        // The same card with a sane offset is read.
        QJsonObject sane = card;
        sane.insert(QStringLiteral("pattern"), QJsonArray{QJsonValue(QJsonArray{-2, 3})});
        const auto c = lc::LcCard::fromJson(sane, &why);
        QVERIFY2(c, qPrintable(why));
        QCOMPARE(c->pattern, QList<QPoint>{QPoint(-2, 3)});
    }

    // Dungeon Lords: an adventurer's figures must be whole numbers from 0 (else malformed).
    void dlAdventurerRefused_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        const QList<std::pair<const char *, QJsonValue>> values = {
            {"1e308", QJsonValue(1e308)}, {"-1e308", QJsonValue(-1e308)},
            {"inf", QJsonValue(kInf)},    {"nan", QJsonValue(kNaN)},
            {"2^63", QJsonValue(9.3e18)}, {"2.5", QJsonValue(2.5)},
            {"-1", QJsonValue(-1)},       {"string", QJsonValue(QStringLiteral("3"))},
        };
        for (const char *field : {"level", "hp", "damage", "skills", "year"})
            for (const auto &[name, value] : values)
                QTest::addRow("%s %s", field, name) << QString::fromLatin1(field) << value;
    }

    void dlAdventurerRefused()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QJsonObject o{{QStringLiteral("class"), QStringLiteral("warrior")},
                      {QStringLiteral("level"), 1},
                      {QStringLiteral("hp"), 3}};
        QVERIFY(dl::adventurerFromJson(o));
        o.insert(field, value);
        QVERIFY(!dl::adventurerFromJson(o));
    }

    // Score values: a key that is not a whole number keeps its default (missing keys do too).
    void dlScoreValuesKeepDefaults()
    {
        const dl::DlScoreValues defaults;
        const QJsonObject o{
            {QStringLiteral("room"), 1e308},    {QStringLiteral("monster"), -1e308},
            {QStringLiteral("prisoner"), kInf}, {QStringLiteral("paladinPrisoner"), kNaN},
            {QStringLiteral("conquered"), 0.5}, {QStringLiteral("unpaidTax"), -4},
            {QStringLiteral("titleSole"), 1e9}, {QStringLiteral("titleTied"), 1e10}};
        const dl::DlScoreValues v = dl::DlScoreValues::fromJson(o);
        QCOMPARE(v.room, defaults.room);
        QCOMPARE(v.monster, defaults.monster);
        QCOMPARE(v.prisoner, defaults.prisoner);
        QCOMPARE(v.paladinPrisoner, defaults.paladinPrisoner);
        QCOMPARE(v.conquered, defaults.conquered);
        QCOMPARE(v.unpaidTax, -4);
        QCOMPARE(v.titleSole, 1000000000);
        QCOMPARE(v.titleTied, defaults.titleTied);
    }
};

QTEST_GUILESS_MAIN(TestHostileNumbers)
#include "tst_hostile_numbers.moc"
