// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords score sheet (dl.score.*): the counts a state gives, each title held alone,
// shared or by nobody at 0, edited values, the table's overrides kept, ranks with ties, the
// game's result, and the score model (setData, flags, the "score" payload round trip, a
// finished game read-only).
#include "dungeonlords/DlScore.h"
#include "dungeonlords/DlScoreModel.h"
#include "dungeonlords/DlState.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace kbz;
using namespace kbz::dl;

Q_DECLARE_METATYPE(kbz::dl::DlPlayer)
Q_DECLARE_METATYPE(kbz::dl::DlScoreCounts)
Q_DECLARE_METATYPE(kbz::dl::DlScoreValues)

namespace {

DlTile tileOf(TileKind kind, bool conquered = false)
{
    DlTile t;
    t.kind = kind;
    t.conquered = conquered;
    return t;
}

DlAdventurer prisoner(AdvClass cls)
{
    DlAdventurer a;
    a.cls = cls;
    a.damage = a.hp;
    return a;
}

DlMonster monsterOf(MonsterKind kind, bool used = false)
{
    DlMonster m;
    m.kind = kind;
    m.used = used;
    return m;
}

DlPlayer named(const QString &name)
{
    DlPlayer p;
    p.name = name;
    return p;
}

// A player with `n` of what the title compares and nothing else.
DlPlayer playerFor(const QString &title, int n)
{
    DlPlayer p = named(QStringLiteral("P"));
    for (int i = 0; i < n; ++i) {
        if (title == QLatin1String("rooms"))
            p.tiles.append(tileOf(TileKind::Room, true)); // conquered: not unconquered
        else if (title == QLatin1String("tunnels"))
            p.tiles.append(tileOf(TileKind::Tunnel, true));
        else if (title == QLatin1String("monsters"))
            p.monsters.append(monsterOf(MonsterKind::Goblin));
        else if (title == QLatin1String("unconquered"))
            p.tiles.append(tileOf(TileKind::Room)); // a room too; only this title is checked
    }
    if (title == QLatin1String("evil"))
        p.evil = n;
    else if (title == QLatin1String("imps"))
        p.imps = n;
    else if (title == QLatin1String("gold-food")) {
        p.gold = n / 2;
        p.food = n - n / 2;
    }
    return p;
}

DlState scoringState(QList<DlPlayer> players)
{
    DlState s;
    s.players = std::move(players);
    s.year = 2;
    s.round = 4;
    s.phase = Phase::Scoring;
    return s;
}

// Players with nothing but `extra` points (given through the score step).
QJsonObject extras(const QList<int> &points)
{
    QJsonArray players;
    for (int p : points)
        players.append(QJsonObject{{QStringLiteral("extra"), p}});
    return {{QStringLiteral("players"), players}};
}

QList<int> seatsOf(const DlScoreSheetData &sheet, const QString &title, bool sole)
{
    QList<int> seats;
    for (const DlScoreLine &line : sheet.lines)
        if ((sole ? line.titlesSole : line.titlesTied).contains(title))
            seats.append(line.seat);
    return seats;
}

} // namespace

class TstDlScore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void titleNames();
    void countsFromState_data();
    void countsFromState();
    void countsJsonRoundTrip();
    void titles_data();
    void titles();
    void points_data();
    void points();
    void overridesKept();
    void titleOverride();
    void ranks_data();
    void ranks();
    void result();
    void resultTied();
    void sheetJsonRoundTrip();
    void modelSetData();
    void modelFlags();
    void modelPayloadRoundTrip();
    void modelValues();
    void modelTitles();
    void modelFinishedReadOnly();
};

void TstDlScore::titleNames()
{
    QCOMPARE(titleIds().size(), 7);
    QCOMPARE(titleIds().first(), QStringLiteral("evil"));
    for (const QString &id : titleIds()) {
        QVERIFY2(!titleName(id).en.isEmpty(), qPrintable(id));
        QVERIFY2(!titleName(id).ja.isEmpty(), qPrintable(id));
    }
    QVERIFY(titleName(QStringLiteral("nonsense")).isEmpty());
}

void TstDlScore::countsFromState_data()
{
    QTest::addColumn<DlPlayer>("player");
    QTest::addColumn<DlScoreCounts>("expected");

    QTest::newRow("empty") << DlPlayer() << DlScoreCounts();
    {
        // Rooms score whether conquered or not; conquest is counted apart.
        DlPlayer p;
        p.tiles = {tileOf(TileKind::Tunnel, true), tileOf(TileKind::Tunnel),
                   tileOf(TileKind::Room, true), tileOf(TileKind::Room), tileOf(TileKind::Room)};
        DlScoreCounts c;
        c.rooms = 3;
        c.tunnels = 2;
        c.conquered = 2;
        c.unconquered = 3;
        QTest::newRow("tiles") << p << c;
    }
    {
        // Ghosts and exhausted monsters are still in the dungeon.
        DlPlayer p;
        p.monsters = {monsterOf(MonsterKind::Goblin, true), monsterOf(MonsterKind::Ghost),
                      monsterOf(MonsterKind::Dragon)};
        DlScoreCounts c;
        c.monsters = 3;
        QTest::newRow("monsters and ghosts") << p << c;
    }
    {
        DlPlayer p;
        p.prisoners = {prisoner(AdvClass::Warrior), prisoner(AdvClass::Paladin),
                       prisoner(AdvClass::Priest), prisoner(AdvClass::Thief)};
        DlScoreCounts c;
        c.prisoners = 3;
        c.paladins = 1;
        QTest::newRow("prisoners, paladin apart") << p << c;
    }
    {
        DlPlayer p;
        p.unpaidTaxes = 2;
        p.evil = 7;
        p.imps = 5;
        p.gold = 4;
        p.food = 3;
        p.party = {prisoner(AdvClass::Wizard)}; // the party is not scored
        DlScoreCounts c;
        c.unpaidTaxes = 2;
        c.evil = 7;
        c.imps = 5;
        c.goldFood = 7;
        QTest::newRow("resources") << p << c;
    }
}

void TstDlScore::countsFromState()
{
    QFETCH(DlPlayer, player);
    QFETCH(DlScoreCounts, expected);
    const DlState s = scoringState({named(QStringLiteral("A")), player});
    QCOMPARE(kbz::dl::countsFromState(s, 1).toJson(), expected.toJson());
    QVERIFY(kbz::dl::countsFromState(s, 1) == expected);
    QVERIFY(kbz::dl::countsFromState(s, 7) == DlScoreCounts()); // no such seat
}

void TstDlScore::countsJsonRoundTrip()
{
    DlScoreCounts c;
    c.rooms = 1;
    c.tunnels = 2;
    c.monsters = 3;
    c.prisoners = 4;
    c.paladins = 5;
    c.conquered = 6;
    c.unpaidTaxes = 7;
    c.evil = 8;
    c.imps = 9;
    c.goldFood = 10;
    c.unconquered = 11;
    c.extra = -12;
    QVERIFY(DlScoreCounts::fromJson(c.toJson(), {}) == c);
    // Missing keys keep the defaults.
    const DlScoreCounts partial =
        DlScoreCounts::fromJson(QJsonObject{{QStringLiteral("rooms"), 9}}, c);
    QCOMPARE(partial.rooms, 9);
    QCOMPARE(partial.imps, 9);
    QCOMPARE(partial.extra, -12);
}

void TstDlScore::titles_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QList<int>>("counts");
    QTest::addColumn<QList<int>>("sole");
    QTest::addColumn<QList<int>>("tied");

    for (const QString &id : titleIds()) {
        const QByteArray name = id.toLatin1();
        QTest::newRow((name + " sole").constData())
            << id << QList<int>{2, 5, 1} << QList<int>{1} << QList<int>{};
        QTest::newRow((name + " tied").constData())
            << id << QList<int>{4, 1, 4} << QList<int>{} << QList<int>{0, 2};
        QTest::newRow((name + " all tied").constData())
            << id << QList<int>{3, 3} << QList<int>{} << QList<int>{0, 1};
        QTest::newRow((name + " none at 0").constData())
            << id << QList<int>{0, 0, 0} << QList<int>{} << QList<int>{};
    }
}

void TstDlScore::titles()
{
    QFETCH(QString, title);
    QFETCH(QList<int>, counts);
    QFETCH(QList<int>, sole);
    QFETCH(QList<int>, tied);
    QList<DlPlayer> players;
    for (int n : counts)
        players.append(playerFor(title, n));
    const DlScoreSheetData sheet = computeSheet(scoringState(players), DlScoreValues());
    QCOMPARE(sheet.lines.size(), counts.size());
    QCOMPARE(seatsOf(sheet, title, true), sole);
    QCOMPARE(seatsOf(sheet, title, false), tied);
    // A title is held once: never sole and tied at the same seat.
    for (const DlScoreLine &line : sheet.lines)
        QVERIFY(!(line.titlesSole.contains(title) && line.titlesTied.contains(title)));
}

void TstDlScore::points_data()
{
    QTest::addColumn<DlScoreValues>("values");
    QTest::addColumn<int>("expected");

    // The line: 3 rooms, 2 monsters, 2 prisoners, 1 paladin, 4 conquered, 1 unpaid tax,
    // 1 sole title, 2 tied titles, 1 extra point.
    QTest::newRow("defaults") << DlScoreValues()
                              << 3 * 2 + 2 * 1 + 2 * 2 + 1 * 2 + 4 * -2 + 1 * -3 + 3 + 2 * 2 + 1;
    DlScoreValues edited;
    edited.room = 3;
    edited.paladinPrisoner = 5;
    edited.unpaidTax = -1;
    edited.titleSole = 4;
    edited.titleTied = 1;
    QTest::newRow("edited") << edited
                            << 3 * 3 + 2 * 1 + 2 * 2 + 1 * 5 + 4 * -2 + 1 * -1 + 4 + 2 * 1 + 1;
    DlScoreValues zero{0, 0, 0, 0, 0, 0, 0, 0};
    QTest::newRow("all zero") << zero << 1;
}

void TstDlScore::points()
{
    QFETCH(DlScoreValues, values);
    QFETCH(int, expected);
    DlScoreLine line;
    line.counts.rooms = 3;
    line.counts.tunnels = 9; // title only
    line.counts.monsters = 2;
    line.counts.prisoners = 2;
    line.counts.paladins = 1;
    line.counts.conquered = 4;
    line.counts.unpaidTaxes = 1;
    line.counts.evil = 9; // title only
    line.counts.extra = 1;
    line.titlesSole = {QStringLiteral("evil")};
    line.titlesTied = {QStringLiteral("imps"), QStringLiteral("rooms")};
    QCOMPARE(linePoints(line, values), expected);
}

void TstDlScore::overridesKept()
{
    DlPlayer a = named(QStringLiteral("Ann"));
    a.tiles = {tileOf(TileKind::Room), tileOf(TileKind::Room)};
    DlPlayer b = named(QStringLiteral("Ben"));
    b.tiles = {tileOf(TileKind::Room)};
    const DlState s = scoringState({a, b});
    // Ann holds "most rooms" and "most unconquered" alone: 2 * 2 + 3 + 3.
    const DlScoreSheetData plain = computeSheet(s, DlScoreValues());
    QCOMPARE(plain.lines.at(0).points, 10);
    QCOMPARE(plain.lines.at(1).points, 2);

    // The table counts three rooms for Ben: he now holds both titles alone.
    const QJsonObject payload{
        {QStringLiteral("players"),
         QJsonArray{QJsonObject(), QJsonObject{{QStringLiteral("rooms"), 3}}}}};
    const DlScoreSheetData edited = computeSheet(s, DlScoreValues(), payload);
    QCOMPARE(edited.lines.at(1).counts.rooms, 3);
    QCOMPARE(edited.lines.at(1).counts.unconquered, 1); // not edited: from the state
    QCOMPARE(edited.lines.at(1).titlesSole, QStringList{QStringLiteral("rooms")});
    QCOMPARE(edited.lines.at(0).titlesSole, QStringList{QStringLiteral("unconquered")});
    QCOMPARE(edited.lines.at(1).points, 3 * 2 + 3);
    QCOMPARE(edited.lines.at(0).points, 2 * 2 + 3);
    QVERIFY(edited.lines.at(1).winner);
    QVERIFY(!edited.lines.at(0).winner);
    // The values given are the sheet's.
    DlScoreValues v;
    v.room = 1;
    QCOMPARE(computeSheet(s, v, payload).values, v);
    QCOMPARE(computeSheet(s, v, payload).lines.at(1).points, 3 + 3);
}

void TstDlScore::titleOverride()
{
    DlPlayer a = named(QStringLiteral("Ann"));
    a.evil = 5;
    DlPlayer b = named(QStringLiteral("Ben"));
    b.evil = 2;
    const DlState s = scoringState({a, b});
    QCOMPARE(computeSheet(s, {}).lines.at(0).titlesSole, QStringList{QStringLiteral("evil")});

    // The table decides the titles by hand: Ann none (an empty override drops the computed
    // ones), Ben tied for the imps and sole for evil; unknown ids are dropped.
    const QJsonObject payload{
        {QStringLiteral("players"),
         QJsonArray{
             QJsonObject{
                 {QStringLiteral("titles"), QJsonObject{{QStringLiteral("sole"), QJsonArray()},
                                                        {QStringLiteral("tied"), QJsonArray()}}}},
             QJsonObject{
                 {QStringLiteral("titles"),
                  QJsonObject{{QStringLiteral("sole"),
                               QJsonArray{QStringLiteral("evil"), QStringLiteral("nonsense")}},
                              {QStringLiteral("tied"), QJsonArray{QStringLiteral("imps")}}}}}}}};
    const DlScoreSheetData sheet = computeSheet(s, {}, payload);
    QVERIFY(sheet.lines.at(0).titlesSole.isEmpty());
    QVERIFY(sheet.lines.at(0).titlesTied.isEmpty());
    QCOMPARE(sheet.lines.at(1).titlesSole, QStringList{QStringLiteral("evil")});
    QCOMPARE(sheet.lines.at(1).titlesTied, QStringList{QStringLiteral("imps")});
    QCOMPARE(sheet.lines.at(0).points, 0);
    QCOMPARE(sheet.lines.at(1).points, 3 + 2);
}

void TstDlScore::ranks_data()
{
    QTest::addColumn<QList<int>>("points");
    QTest::addColumn<QList<int>>("ranks");
    QTest::addColumn<QList<int>>("winners");

    QTest::newRow("clear order") << QList<int>{5, 9, 1} << QList<int>{2, 1, 3} << QList<int>{1};
    QTest::newRow("tie for first")
        << QList<int>{7, 7, 3, 1} << QList<int>{1, 1, 3, 4} << QList<int>{0, 1};
    QTest::newRow("tie for second") << QList<int>{8, 2, 2} << QList<int>{1, 2, 2} << QList<int>{0};
    QTest::newRow("all tied") << QList<int>{4, 4} << QList<int>{1, 1} << QList<int>{0, 1};
    QTest::newRow("negative") << QList<int>{-3, -1} << QList<int>{2, 1} << QList<int>{1};
}

void TstDlScore::ranks()
{
    QFETCH(QList<int>, points);
    QFETCH(QList<int>, ranks);
    QFETCH(QList<int>, winners);
    QList<DlPlayer> players(points.size(), named(QStringLiteral("P")));
    const DlScoreSheetData sheet = computeSheet(scoringState(players), {}, extras(points));
    QList<int> gotPoints;
    QList<int> gotRanks;
    QList<int> gotWinners;
    for (const DlScoreLine &line : sheet.lines) {
        gotPoints.append(line.points);
        gotRanks.append(line.rank);
        if (line.winner)
            gotWinners.append(line.seat);
    }
    QCOMPARE(gotPoints, points);
    QCOMPARE(gotRanks, ranks);
    QCOMPARE(gotWinners, winners);
    const GameResult r = resultFromSheet(sheet, scoringState(players));
    QCOMPARE(r.winners(), winners);
}

void TstDlScore::result()
{
    const DlState s = scoringState({named(QStringLiteral("Ann")), named(QStringLiteral("Ben"))});
    const DlScoreSheetData sheet = computeSheet(s, {}, extras({4, 11}));
    const GameResult r = resultFromSheet(sheet, s);
    QCOMPARE(r.how, QStringLiteral("score"));
    QCOMPARE(r.players.size(), 2);
    QCOMPARE(r.players.at(0), (PlayerResult{0, 4.0, 2, false}));
    QCOMPARE(r.players.at(1), (PlayerResult{1, 11.0, 1, true}));
    QCOMPARE(r.summary.context, QByteArray("kbz::dl::DlEngine"));
    QCOMPARE(r.summary.english(), QStringLiteral("Ben wins the score with 11 points"));
    QCOMPARE(r.details, sheet.toJson());
    QCOMPARE(r.details.value(QStringLiteral("players")).toArray().size(), 2);
}

void TstDlScore::resultTied()
{
    const DlState s = scoringState(
        {named(QStringLiteral("Ann")), named(QStringLiteral("Ben")), named(QString())});
    const GameResult r = resultFromSheet(computeSheet(s, {}, extras({6, 2, 6})), s);
    QCOMPARE(r.winners(), (QList<int>{0, 2}));
    QCOMPARE(r.summary.english(), QStringLiteral("Ann, #3 share the win with 6 points each"));
}

void TstDlScore::sheetJsonRoundTrip()
{
    DlPlayer a = named(QStringLiteral("Ann"));
    a.tiles = {tileOf(TileKind::Room), tileOf(TileKind::Tunnel, true)};
    a.evil = 4;
    DlPlayer b = named(QStringLiteral("Ben"));
    b.evil = 4;
    b.prisoners = {prisoner(AdvClass::Paladin)};
    const DlScoreSheetData sheet = computeSheet(scoringState({a, b}), {});
    const DlScoreSheetData back = DlScoreSheetData::fromJson(sheet.toJson());
    QCOMPARE(back.lines.size(), sheet.lines.size());
    for (int i = 0; i < sheet.lines.size(); ++i) {
        QCOMPARE(back.lines.at(i).seat, sheet.lines.at(i).seat);
        QVERIFY(back.lines.at(i).counts == sheet.lines.at(i).counts);
        QCOMPARE(back.lines.at(i).titlesSole, sheet.lines.at(i).titlesSole);
        QCOMPARE(back.lines.at(i).titlesTied, sheet.lines.at(i).titlesTied);
        QCOMPARE(back.lines.at(i).points, sheet.lines.at(i).points);
        QCOMPARE(back.lines.at(i).rank, sheet.lines.at(i).rank);
        QCOMPARE(back.lines.at(i).winner, sheet.lines.at(i).winner);
    }
    QCOMPARE(sheet.lines.at(0).titlesTied, QStringList{QStringLiteral("evil")});
}

void TstDlScore::modelSetData()
{
    DlPlayer a = named(QStringLiteral("Ann"));
    a.tiles = {tileOf(TileKind::Room), tileOf(TileKind::Room, true)};
    DlPlayer b = named(QStringLiteral("Ben"));
    b.monsters = {monsterOf(MonsterKind::Ghost)};
    DlScoreModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setState(std::make_shared<const DlState>(scoringState({a, b})));
    QCOMPARE(model.rowCount(), int(DlScoreModel::RowCount));
    QCOMPARE(model.columnCount(), 2);
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("Ben"));

    const QModelIndex rooms = model.index(DlScoreModel::Rooms, 0);
    QCOMPARE(rooms.data(Qt::EditRole).toInt(), 2);
    QCOMPARE(rooms.data(Qt::DisplayRole).toString(), QStringLiteral("2 × +2 = +4"));
    QCOMPARE(rooms.data(DlScoreModel::PointsRole).toInt(), 4);
    QVERIFY(!model.isEdited());

    QSignalSpy changed(&model, &DlScoreModel::sheetChanged);
    QVERIFY(model.setData(rooms, 5));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(rooms.data(Qt::EditRole).toInt(), 5);
    QCOMPARE(rooms.data(Qt::DisplayRole).toString(), QStringLiteral("5 × +2 = +10"));
    QVERIFY(rooms.data(DlScoreModel::EditedRole).toBool());
    QVERIFY(model.isEdited());
    // Ann: 5 rooms, 1 conquered tile, the rooms and unconquered titles; Ben's ghost: 1 + 3.
    QCOMPARE(model.index(DlScoreModel::Total, 0).data(Qt::EditRole).toInt(), 10 - 2 + 3 + 3);
    QVERIFY(model.index(DlScoreModel::Total, 0).data(DlScoreModel::WinnerRole).toBool());
    QCOMPARE(model.index(DlScoreModel::Total, 1).data(DlScoreModel::RankRole).toInt(), 2);

    // Counts are never negative; other points may be.
    QVERIFY(!model.setData(rooms, -1));
    QVERIFY(!model.setData(rooms, QStringLiteral("many")));
    QCOMPARE(rooms.data(Qt::EditRole).toInt(), 5);
    QVERIFY(model.setData(model.index(DlScoreModel::Extra, 1), -4));
    QCOMPARE(model.index(DlScoreModel::Extra, 1).data(Qt::DisplayRole).toString(),
             QStringLiteral("-4"));
    // Title-only counts move titles: Ben becomes the most evil.
    QVERIFY(model.setData(model.index(DlScoreModel::Evil, 1), 3));
    QVERIFY(model.sheet().lines.at(1).titlesSole.contains(QStringLiteral("evil")));
    QVERIFY(!model.setData(model.index(DlScoreModel::Total, 0), 99));
    QVERIFY(!model.setData(rooms, 3, Qt::DisplayRole));

    model.resetCounts();
    QCOMPARE(rooms.data(Qt::EditRole).toInt(), 2);
    QVERIFY(!model.isEdited());
}

void TstDlScore::modelFlags()
{
    DlScoreModel model;
    model.setState(std::make_shared<const DlState>(
        scoringState({named(QStringLiteral("A")), named(QStringLiteral("B"))})));
    for (int row = 0; row < DlScoreModel::RowCount; ++row) {
        const Qt::ItemFlags f = model.flags(model.index(row, 1));
        QVERIFY(f.testFlag(Qt::ItemIsEnabled));
        QCOMPARE(f.testFlag(Qt::ItemIsEditable), row != DlScoreModel::Total);
    }
    // Unconfirmed values are marked on their rows.
    QVERIFY(model.headerData(DlScoreModel::Paladins, Qt::Vertical)
                .toString()
                .endsWith(QStringLiteral("(?)")));
    QVERIFY(model.headerData(DlScoreModel::UnpaidTaxes, Qt::Vertical)
                .toString()
                .endsWith(QStringLiteral("(?)")));
    QVERIFY(!model.headerData(DlScoreModel::Rooms, Qt::Vertical)
                 .toString()
                 .contains(QStringLiteral("(?)")));
    QVERIFY(!model.headerData(DlScoreModel::Paladins, Qt::Vertical, Qt::ToolTipRole)
                 .toString()
                 .isEmpty());
    QVERIFY(model.index(DlScoreModel::UnpaidTaxes, 0).data(DlScoreModel::UnconfirmedRole).toBool());
    QVERIFY(!model.index(DlScoreModel::Rooms, 0).data(DlScoreModel::UnconfirmedRole).toBool());
}

void TstDlScore::modelPayloadRoundTrip()
{
    DlPlayer a = named(QStringLiteral("Ann"));
    a.tiles = {tileOf(TileKind::Room), tileOf(TileKind::Tunnel)};
    a.prisoners = {prisoner(AdvClass::Paladin), prisoner(AdvClass::Warrior)};
    DlPlayer b = named(QStringLiteral("Ben"));
    b.imps = 3;
    const DlState s = scoringState({a, b});
    DlScoreModel model;
    model.setState(std::make_shared<const DlState>(s));

    // Nothing edited: the payload carries no counts.
    QJsonObject payload = model.payload();
    QCOMPARE(payload.value(QStringLiteral("players")).toArray(),
             (QJsonArray{QJsonObject(), QJsonObject()}));

    QVERIFY(model.setData(model.index(DlScoreModel::Paladins, 0), 0));
    QVERIFY(model.setData(model.index(DlScoreModel::UnpaidTaxes, 1), 2));
    DlScoreValues v;
    v.unpaidTax = -2;
    model.setValues(v);
    payload = model.payload();
    const QJsonArray players = payload.value(QStringLiteral("players")).toArray();
    QCOMPARE(players.at(0).toObject(), (QJsonObject{{QStringLiteral("paladins"), 0}}));
    QCOMPARE(players.at(1).toObject(), (QJsonObject{{QStringLiteral("unpaidTaxes"), 2}}));

    // The engine stores computeSheet(state, values, payload): exactly what the model shows.
    const DlScoreSheetData recorded = computeSheet(s, model.values(), payload);
    const DlScoreSheetData shown = model.sheet();
    QCOMPARE(recorded.toJson(), shown.toJson());
    QCOMPARE(recorded.lines.at(1).points, 2 * -2 + 3); // taxes, most imps
    QCOMPARE(recorded.lines.at(0).counts.paladins, 0);
    QCOMPARE(recorded.lines.at(0).counts.prisoners, 1);
    // The values travel in the payload.
    QCOMPARE(DlScoreValues::fromJson(payload.value(QStringLiteral("values")).toObject()), v);
}

void TstDlScore::modelValues()
{
    DlPlayer a = named(QStringLiteral("Ann"));
    a.tiles = {tileOf(TileKind::Room, true)};
    DlState s = scoringState({a, named(QStringLiteral("Ben"))});
    s.values.room = 4; // the game's configured values
    DlScoreModel model;
    model.setState(std::make_shared<const DlState>(s));
    QCOMPARE(model.values().room, 4);
    QVERIFY(!model.isEdited());
    const QModelIndex conquered = model.index(DlScoreModel::Conquered, 0);
    QCOMPARE(conquered.data(Qt::DisplayRole).toString(), QStringLiteral("1 × -2 = -2"));
    DlScoreValues v = model.values();
    v.conquered = -1;
    model.setValues(v);
    QVERIFY(model.isEdited());
    QCOMPARE(conquered.data(Qt::DisplayRole).toString(), QStringLiteral("1 × -1 = -1"));
    // Room 4 - conquered 1 + most rooms 3 (the tunnels title: nobody at 0).
    QCOMPARE(model.index(DlScoreModel::Total, 0).data(Qt::EditRole).toInt(), 4 - 1 + 3);
    // No state: an empty sheet.
    model.setState(nullptr);
    QCOMPARE(model.columnCount(), 0);
}

void TstDlScore::modelTitles()
{
    DlPlayer a = named(QStringLiteral("Ann"));
    a.evil = 3;
    auto state = std::make_shared<const DlState>(scoringState({a, named(QStringLiteral("Ben"))}));
    DlScoreModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setState(state);
    const QModelIndex titlesA = model.index(DlScoreModel::Titles, 0);
    QCOMPARE(titlesA.data(Qt::DisplayRole).toString(), QStringLiteral("Most evil +3"));
    QCOMPARE(model.index(DlScoreModel::Titles, 1).data(Qt::DisplayRole).toString(),
             QStringLiteral("none"));
    // Set by hand: Ann shares "most evil" with Ben.
    const QJsonObject tied{{QStringLiteral("sole"), QJsonArray()},
                           {QStringLiteral("tied"), QJsonArray{QStringLiteral("evil")}}};
    QVERIFY(model.setData(titlesA, tied));
    QVERIFY(model.setData(model.index(DlScoreModel::Titles, 1), tied));
    QCOMPARE(titlesA.data(Qt::DisplayRole).toString(), QStringLiteral("Most evil (tied) +2"));
    QVERIFY(titlesA.data(DlScoreModel::EditedRole).toBool());
    QCOMPARE(model.payload()
                 .value(QStringLiteral("players"))
                 .toArray()
                 .at(1)
                 .toObject()
                 .value(QStringLiteral("titles"))
                 .toObject(),
             tied);
    QCOMPARE(computeSheet(*state, model.values(), model.payload()).toJson(),
             model.sheet().toJson());
    // An empty object drops the override.
    QVERIFY(model.setData(titlesA, QJsonObject()));
    QCOMPARE(titlesA.data(Qt::DisplayRole).toString(), QStringLiteral("Most evil +3"));
    // The same state again keeps the edits.
    model.setState(state);
    QCOMPARE(model.index(DlScoreModel::Titles, 1).data(Qt::DisplayRole).toString(),
             QStringLiteral("Most evil (tied) +2"));
}

void TstDlScore::modelFinishedReadOnly()
{
    DlPlayer a = named(QStringLiteral("Ann"));
    a.tiles = {tileOf(TileKind::Room)};
    DlState s = scoringState({a, named(QStringLiteral("Ben"))});
    // The recorded sheet differs from the state's counts: the model shows the recorded one.
    const QJsonObject payload{
        {QStringLiteral("players"),
         QJsonArray{QJsonObject{{QStringLiteral("rooms"), 4}}, QJsonObject()}}};
    s.scoreOverrides = payload;
    s.finalScore = computeSheet(s, s.values, payload).toJson();
    s.phase = Phase::Finished;
    DlScoreModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setState(std::make_shared<const DlState>(s));
    QVERIFY(model.isReadOnly());
    QVERIFY(!model.isEdited());
    const QModelIndex rooms = model.index(DlScoreModel::Rooms, 0);
    QCOMPARE(rooms.data(Qt::EditRole).toInt(), 4);
    QCOMPARE(model.index(DlScoreModel::Total, 0).data(Qt::EditRole).toInt(), 4 * 2 + 3 + 3);
    for (int row = 0; row < DlScoreModel::RowCount; ++row)
        QVERIFY(!model.flags(model.index(row, 0)).testFlag(Qt::ItemIsEditable));
    QVERIFY(!model.setData(rooms, 1));
    DlScoreValues v;
    v.room = 9;
    model.setValues(v);
    QCOMPARE(model.values().room, 2);
    QCOMPARE(rooms.data(Qt::EditRole).toInt(), 4);
}

QTEST_GUILESS_MAIN(TstDlScore)
#include "tst_dl_score.moc"
