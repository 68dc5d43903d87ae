// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The positional rules of Light Wars on the map board (issue 18): deployment zones and order,
// movement (MOVE, blocked paths, edges, occupied squares), front contact, the facing bonus
// from geometry for every facing, the archer's range, the Castle victory, and journals without
// positions (every positional check skipped). Each rule is a warning with its id, never a
// refusal; only a square off the board is malformed.
#include "LwTestSupport.h"
#include "lightwars/LwRules.h"

#include <QTest>

using namespace kbz;
using namespace kbz::lw;
using namespace kbz::lw::test;
using namespace kbz::lw::rules;

namespace {

// 5 columns (a-e) by 6 rows: red's zone rows 1-2, blue's rows 5-6, Castles c1 (red) and c6
// (blue), e3 cannot be entered.
LwMap smallMap()
{
    LwMap m;
    m.width = 5;
    m.height = 6;
    for (int x = 0; x < 5; ++x) {
        m.zones[0] += {{x, 0}, {x, 1}};
        m.zones[1] += {{x, 4}, {x, 5}};
    }
    m.castles[0] = {{2, 0}};
    m.castles[1] = {{2, 5}};
    m.blocked = {{4, 2}};
    return m;
}

// The test cards with infantry MOVE 2 and the map.
GameConfig mapConfig(bool withMap = true)
{
    LwCardLibrary cards = testCards();
    LwCard inf = *cards.find(QStringLiteral("infantry"));
    inf.move = 2;
    cards.put(inf);
    if (withMap) {
        LwCard m;
        m.id = QStringLiteral("map");
        m.name = {QStringLiteral("Map"), QStringLiteral("マップ")};
        m.type = CardType::Map;
        m.map = smallMap();
        cards.put(m);
    }
    // red: king 0, infantry 1, archer 2; blue: king 0, infantry 1, pikeman 2.
    GameConfig c =
        config(army({"king", "infantry", "archer"}), army({"king", "infantry", "pikeman"}));
    c.options.insert(QStringLiteral("cards"), cards.toJson());
    return c;
}

Step place(int side, int unit, const char *at, const char *facing)
{
    return Step{QStringLiteral("place"), side,
                QJsonObject{{QStringLiteral("unit"), unit},
                            {QStringLiteral("at"), QString::fromLatin1(at)},
                            {QStringLiteral("facing"), QString::fromLatin1(facing)}}};
}

Step move(int side, int unit, const char *to, const char *facing = nullptr)
{
    QJsonObject p{{QStringLiteral("unit"), unit}, {QStringLiteral("to"), QString::fromLatin1(to)}};
    if (facing)
        p.insert(QStringLiteral("facing"), QString::fromLatin1(facing));
    return Step{QStringLiteral("move"), side, p};
}

Step attack(int side, int unit, const char *facing, int target, bool shoot = false)
{
    return Step{QStringLiteral("attack"), side,
                QJsonObject{{QStringLiteral("attackers"),
                             QJsonArray{QJsonObject{
                                 {QStringLiteral("unit"), unit},
                                 {QStringLiteral("facing"), QString::fromLatin1(facing)}}}},
                            {QStringLiteral("target"), target},
                            {QStringLiteral("dice"), QJsonArray{6, 1}},
                            {QStringLiteral("shoot"), shoot}}};
}

// The rule ids of the step's warnings (an attack also brings the infos of its outcome).
QStringList warned(Game &g, const Step &st)
{
    const QStringList ids = g.play(st);
    if (!ids.isEmpty() && ids.first().startsWith(QStringLiteral("malformed")))
        return ids;
    QStringList out;
    for (const Finding &f : g.findings)
        if (f.severity == Severity::Warning)
            out.append(f.ruleId);
    return out;
}

struct Placed
{
    int side;
    int unit;
    const char *at;
    const char *facing;
};

// Deploys behind a screen (any order), Red plays first, declares no tactics: Red's actions.
void start(Game &g, const QList<Placed> &placed)
{
    QCOMPARE(g.play(step("deploy", -1, R"({"method":"screen"})")), QStringList());
    for (const Placed &p : placed)
        g.play(place(p.side, p.unit, p.at, p.facing));
    g.play(step("first-player", 0, R"({"side":0,"decidedBy":0,"dice":[6,1]})"));
    QCOMPARE(g.play(step("tactics", 0, R"({"tiles":[]})")), QStringList());
}

// Everyone in place: red king c1, infantry b2, archer d2 (all north); blue king c6, infantry
// b5, pikeman d5 (all south).
const QList<Placed> kLineUp = {{0, 0, "c1", "n"}, {0, 1, "b2", "n"}, {0, 2, "d2", "n"},
                               {1, 0, "c6", "s"}, {1, 1, "b5", "s"}, {1, 2, "d5", "s"}};

} // namespace

class tst_lw_map : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deployInOwnZone()
    {
        Game g(mapConfig());
        QCOMPARE(g.play(step("deploy", -1, R"({"method":"screen"})")), QStringList());
        QCOMPARE(g.play(place(0, 0, "c1", "n")), QStringList());
        QCOMPARE(g.play(place(0, 1, "b3", "n")), QStringList{"lw.deploy.zone"}); // no-man's land
        QCOMPARE(g.play(place(0, 2, "a5", "n")), QStringList{"lw.deploy.zone"}); // blue's zone
        QCOMPARE(g.play(place(1, 0, "c1", "s")),
                 (QStringList{"lw.deploy.zone", "lw.deploy.zone"})); // red's zone, taken
        QCOMPARE(g.play(place(1, 0, "c6", "s")), QStringList());     // placed again: corrected
        QCOMPARE(g.s().armies[1].units.at(0).at, (Square{2, 5}));
        QCOMPARE(g.s().armies[1].units.at(0).facing, Dir::S);
        // Someone not deployed when the first player is chosen.
        QVERIFY(g.play(step("first-player", 0, R"({"side":0,"decidedBy":0,"dice":[6,1]})"))
                    .contains(QStringLiteral("lw.deploy.zone")));
        // Placing after the turns began.
        QVERIFY(g.play(place(1, 1, "b5", "s")).contains(QStringLiteral("lw.deploy.method")));
    }

    void deployByDiceAlternates()
    {
        Game g(mapConfig());
        g.play(step("deploy", -1, R"({"method":"dice","dice":[2,5]})")); // blue places first
        QCOMPARE(g.engine.guidance(*g.state).actor, 1);
        QCOMPARE(g.engine.guidance(*g.state).expected.first(), QStringLiteral("place"));
        QCOMPARE(g.play(place(0, 0, "c1", "n")), QStringList{"lw.deploy.order"});
        // The turns go on from the side that placed last, out of turn or not.
        QCOMPARE(g.play(place(1, 0, "c6", "s")), QStringList());
        QCOMPARE(g.play(place(0, 1, "b2", "n")), QStringList());
        QCOMPARE(g.play(place(0, 2, "d2", "n")), QStringList{"lw.deploy.order"});
        QCOMPARE(g.play(place(1, 1, "b5", "s")), QStringList());
        QCOMPARE(g.play(place(1, 2, "d5", "s")), QStringList()); // red has placed all: blue
        // finishes
        QCOMPARE(g.engine.guidance(*g.state).expected, QStringList{"first-player"});
        // Behind a screen, any order.
        Game h(mapConfig());
        h.play(step("deploy", -1, R"({"method":"screen"})"));
        for (const Placed &p : kLineUp)
            QCOMPARE(h.play(place(p.side, p.unit, p.at, p.facing)), QStringList());
    }

    void movement_data()
    {
        QTest::addColumn<int>("unit");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QStringList>("expected");
        // Red infantry on b2 (MOVE 2), king on c1 (MOVE 1), a red blocker on b3 in some rows.
        QTest::newRow("one step") << 1 << "b3" << QStringList();
        QTest::newRow("two steps") << 1 << "b4" << QStringList();
        QTest::newRow("around a corner") << 1 << "c3" << QStringList();
        QTest::newRow("three steps: over MOVE") << 1 << "b5" << QStringList{"lw.deploy.zone"};
        QTest::newRow("diagonal one is two steps") << 0 << "d2" << QStringList{"lw.move.rules"};
        QTest::newRow("onto a unit") << 1 << "c1" << QStringList{"lw.move.rules"};
        QTest::newRow("into the blocked square") << 1 << "e3" << QStringList{"lw.move.rules"};
        QTest::newRow("along the edge") << 1 << "a3" << QStringList();
        QTest::newRow("turning on the spot") << 1 << "b2" << QStringList();
    }

    void movement()
    {
        QFETCH(int, unit);
        QFETCH(QString, to);
        QFETCH(QStringList, expected);
        Game g(mapConfig());
        start(g, kLineUp);
        QStringList got =
            g.play(Step{QStringLiteral("move"), 0,
                        QJsonObject{{QStringLiteral("unit"), unit},
                                    {QStringLiteral("to"), to},
                                    {QStringLiteral("facing"), QStringLiteral("e")}}});
        if (QTest::currentDataTag() == QByteArray("three steps: over MOVE")) {
            // b5 is taken by Blue's infantry: ending on a unit is the warning.
            QCOMPARE(got, QStringList{"lw.move.rules"});
            return;
        }
        QCOMPARE(got, expected);
        QCOMPARE(g.s().armies[0].units.at(unit).at, *squareFromCode(to));
        QCOMPARE(g.s().armies[0].units.at(unit).facing, Dir::E);
    }

    // The journal line of a move says what the unit did on the map: moved, turned, both or
    // neither (a move to its own square is how the map view records a turn in place).
    void moveLinesSayTheTurn()
    {
        Game g(mapConfig());
        start(g, kLineUp);
        const auto line = [&](const Step &st) {
            return g.engine.describe(*g.state, st).english();
        };
        const auto ja = [&](const Step &st) {
            return g.engine.describe(*g.state, st).text(Lang::Ja);
        };
        QCOMPARE(line(move(0, 1, "b3", "n")), QStringLiteral("Red: Infantry moves to b3"));
        QCOMPARE(line(move(0, 1, "b3")), QStringLiteral("Red: Infantry moves to b3"));
        QCOMPARE(line(move(0, 1, "b3", "e")),
                 QStringLiteral("Red: Infantry moves to b3 and turns to face the right"));
        QCOMPARE(line(move(0, 1, "b2", "s")),
                 QStringLiteral("Red: Infantry turns on b2 to face Red's edge"));
        QCOMPARE(line(move(0, 1, "b2", "n")), QStringLiteral("Red: Infantry stays on b2"));
        QVERIFY(ja(move(0, 1, "b2", "s")).contains(QStringLiteral("赤軍の辺")));
        // The turn in place is recorded as it happened: same square, new facing.
        QCOMPARE(g.play(move(0, 1, "b2", "w")), QStringList());
        QCOMPARE(g.s().armies[0].units.at(1).at, *squareFromCode(QStringLiteral("b2")));
        QCOMPARE(g.s().armies[0].units.at(1).facing, Dir::W);
    }

    // A move that gives no square (issue 35: the action tool once recorded one with Enter),
    // of a unit on the map: never "moves" while staying; the unit leaves the map, warned, and a
    // later placement puts it back. In a journal without positions it changes nothing else.
    void moveWithoutSquareLeavesTheMap()
    {
        Game g(mapConfig());
        start(g, kLineUp);
        const Step noSquare = step("move", 0, R"({"unit":1})");
        QCOMPARE(g.engine.describe(*g.state, noSquare).english(),
                 QStringLiteral("Red: Infantry moves from b2 to a square not recorded: it "
                                "leaves the map"));
        QCOMPARE(warned(g, noSquare), QStringList{"lw.move.rules"});
        QVERIFY(g.findings.first().message.english().contains(QLatin1String("stands on b2")));
        const LwUnit &u = g.s().armies[0].units.at(1);
        QVERIFY(!u.at.isValid());
        QVERIFY(u.acted && u.moved);
        QCOMPARE(g.s().unitAt(*squareFromCode(QStringLiteral("b2"))).first, -1);
        // Where it is, recorded afterwards (warned: the deployment is over).
        QCOMPARE(warned(g, place(0, 1, "a2", "n")), QStringList{"lw.deploy.method"});
        QCOMPARE(g.s().armies[0].units.at(1).at, *squareFromCode(QStringLiteral("a2")));

        Game plain(mapConfig(false));
        plain.play(step("deploy", -1, R"({"method":"screen"})"));
        plain.play(step("first-player", 0, R"({"side":0,"decidedBy":0,"dice":[6,1]})"));
        plain.play(step("tactics", 0, R"({"tiles":[]})"));
        QCOMPARE(warned(plain, noSquare), QStringList());
        QVERIFY(plain.s().armies[0].units.at(1).moved);
    }

    void movementBlockedPathsAndRange()
    {
        // Infantry on a1 walled in by its own king on a2 and archer on b1: no free path.
        Game g(mapConfig());
        start(g, {{0, 1, "a1", "n"},
                  {0, 0, "a2", "n"},
                  {0, 2, "b1", "n"},
                  {1, 0, "c6", "s"},
                  {1, 1, "b5", "s"},
                  {1, 2, "d5", "s"}});
        QCOMPARE(g.play(move(0, 1, "a3")), QStringList{"lw.move.rules"});
        QVERIFY(g.findings.first().message.english().contains(QStringLiteral("cannot reach a3")));
        // Near enough only through its own king: the warning says a unit neither passes through
        // nor jumps over another (issue 29, 6c), not only how long the way around is.
        Game k(mapConfig());
        start(k, {{0, 1, "a1", "n"},
                  {0, 0, "a2", "n"},
                  {0, 2, "c1", "n"},
                  {1, 0, "c6", "s"},
                  {1, 1, "b5", "s"},
                  {1, 2, "d5", "s"}});
        QCOMPARE(k.play(move(0, 1, "a3")), QStringList{"lw.move.rules"});
        QVERIFY2(k.findings.first().message.english().contains(
                     QStringLiteral("cannot pass through or jump over")),
                 qPrintable(k.findings.first().message.english()));
        // Over MOVE on an open board: the infantry on b2 to b4 is two steps, to d3 three.
        Game h(mapConfig());
        start(h, kLineUp);
        // A path round the blocked e3 is a longer path, not a refusal.
        QCOMPARE(freePathLength(h.s(), 0, 2, {4, 3}), 3); // archer d2 -> d3 -> d4 -> e4
        QCOMPARE(freePathLength(h.s(), 0, 2, {4, 1}), 1);
        QCOMPARE(freePathLength(h.s(), 0, 2, {4, 2}), -1); // e3 itself
        QCOMPARE(h.play(move(0, 1, "d3")), QStringList{"lw.move.rules"});
        QVERIFY(h.findings.first().message.english().contains(QStringLiteral("needs 3 steps")));
        // Off the board is the only refusal.
        QVERIFY(h.play(move(0, 2, "f2")).first().startsWith(QStringLiteral("malformed")));
        QVERIFY(h.play(move(0, 2, "a7")).first().startsWith(QStringLiteral("malformed")));
        // The squares the view highlights: the king (MOVE 1) on c1 with b1, d1 and c2 free.
        QList<Square> king = moveSquares(h.s(), 0, 0);
        QCOMPARE(king.size(), 3);
        QVERIFY(king.contains(Square{1, 0}) && king.contains(Square{3, 0}) &&
                king.contains(Square{2, 1}));
    }

    void facingFromGeometry_data()
    {
        QTest::addColumn<QString>("defenderFacing");
        QTest::addColumn<QString>("attackerAt");
        QTest::addColumn<QString>("expected");
        // Defender on c3; its neighbours: c4 north, d3 east, c2 south, b3 west.
        const char *neighbours[] = {"c4", "d3", "c2", "b3"};
        const char *dirs[] = {"n", "e", "s", "w"};
        for (int f = 0; f < 4; ++f) {
            for (int n = 0; n < 4; ++n) {
                const char *expected = n == f ? "front" : (n == (f + 2) % 4 ? "rear" : "side");
                QTest::addRow("facing %s, attacker on %s", dirs[f], neighbours[n])
                    << dirs[f] << neighbours[n] << expected;
            }
        }
    }

    void facingFromGeometry()
    {
        QFETCH(QString, defenderFacing);
        QFETCH(QString, attackerAt);
        QFETCH(QString, expected);
        const Square d{2, 2};
        const Dir f = *dirFromCode(defenderFacing);
        const Square a = *squareFromCode(attackerAt);
        QCOMPARE(facingCode(facingFrom(d, f, a)), expected);
        // Through the engine: Blue's pikeman on c3 with that facing, Red's infantry on the
        // square facing it. The computed value is silent, any other typed value is warned.
        const Dir towards = *dirTowards(a, d);
        Game g(mapConfig());
        start(g,
              {{0, 0, "a1", "n"},
               {0, 1, attackerAt.toLatin1().constData(), dirCode(towards).toLatin1().constData()},
               {0, 2, "e1", "n"},
               {1, 0, "a6", "s"},
               {1, 1, "e6", "s"},
               {1, 2, "c3", defenderFacing.toLatin1().constData()}});
        QCOMPARE(warned(g, attack(0, 1, expected.toLatin1().constData(), 2)), QStringList());
        for (const char *typed : {"front", "side", "rear"}) {
            if (expected == QLatin1String(typed))
                continue;
            Game h(mapConfig());
            start(h, {{0, 0, "a1", "n"},
                      {0, 1, attackerAt.toLatin1().constData(),
                       dirCode(towards).toLatin1().constData()},
                      {0, 2, "e1", "n"},
                      {1, 0, "a6", "s"},
                      {1, 1, "e6", "s"},
                      {1, 2, "c3", defenderFacing.toLatin1().constData()}});
            QCOMPARE(warned(h, attack(0, 1, typed, 2)), QStringList{"lw.attack.facing"});
            QVERIFY(h.findings.first().message.english().contains(
                QStringLiteral("the facing bonus is +%1").arg(facingBonus(facingFrom(d, f, a)))));
        }
    }

    void frontContact()
    {
        Game g(mapConfig());
        // Red infantry on c3 facing east, blue infantry on c4 (north of it, facing south).
        start(g, {{0, 0, "a1", "n"},
                  {0, 1, "c3", "e"},
                  {0, 2, "e1", "n"},
                  {1, 0, "a6", "s"},
                  {1, 1, "c4", "s"},
                  {1, 2, "e6", "s"}});
        QCOMPARE(warned(g, attack(0, 1, "front", 1)), QStringList{"lw.attack.adjacent"});
        QVERIFY(g.findings.first().message.english().contains(QStringLiteral("does not face")));
        // Turned toward it (a move on the spot), the contact is frontal.
        Game h(mapConfig());
        start(h, {{0, 0, "a1", "n"},
                  {0, 1, "c3", "e"},
                  {0, 2, "e1", "n"},
                  {1, 0, "a6", "s"},
                  {1, 1, "c4", "s"},
                  {1, 2, "e6", "s"}});
        QCOMPARE(h.play(move(0, 1, "c3", "n")), QStringList());
        QCOMPARE(warned(h, attack(0, 1, "front", 1)), QStringList());
        QVERIFY(h.s().armies[1].units.at(1).removed); // 3+6 against 3+1
        QVERIFY(!h.s().armies[1].units.at(1).onMap());
        QCOMPARE(h.s().unitAt({2, 3}), std::make_pair(-1, -1)); // the square is free again
        // Two squares away.
        Game k(mapConfig());
        start(k, {{0, 0, "a1", "n"},
                  {0, 1, "c2", "n"},
                  {0, 2, "e1", "n"},
                  {1, 0, "a6", "s"},
                  {1, 1, "c4", "s"},
                  {1, 2, "e6", "s"}});
        QCOMPARE(warned(k, attack(0, 1, "front", 1)), QStringList{"lw.attack.adjacent"});
        QVERIFY(k.findings.first().message.english().contains(QStringLiteral("is not next to")));
        // The attacker's square given in the step is where it stood.
        Game m(mapConfig());
        start(m, {{0, 0, "a1", "n"},
                  {0, 1, "c2", "n"},
                  {0, 2, "e1", "n"},
                  {1, 0, "a6", "s"},
                  {1, 1, "c4", "s"},
                  {1, 2, "e6", "s"}});
        Step st = attack(0, 1, "front", 1);
        QJsonArray at = st.payload.value(QStringLiteral("attackers")).toArray();
        QJsonObject a0 = at.at(0).toObject();
        a0.insert(QStringLiteral("at"), QStringLiteral("c3"));
        st.payload.insert(QStringLiteral("attackers"), QJsonArray{a0});
        QCOMPARE(warned(m, st), QStringList());
        QCOMPARE(m.s().armies[0].units.at(1).at, (Square{2, 2}));
    }

    void archerRange_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QStringList>("expected");
        // Red archer on c1 facing north; the target (blue infantry) facing south.
        QTest::newRow("1 square") << "c2" << QStringList{"lw.skill.shoot"};
        QTest::newRow("2 squares") << "c3" << QStringList();
        QTest::newRow("3 squares") << "c4" << QStringList();
        QTest::newRow("4 squares") << "c5" << QStringList{"lw.skill.shoot"};
        QTest::newRow("2 squares, not straight ahead") << "d3" << QStringList{"lw.skill.shoot"};
    }

    void archerRange()
    {
        QFETCH(QString, target);
        QFETCH(QStringList, expected);
        Game g(mapConfig());
        start(g, {{0, 0, "a1", "n"},
                  {0, 1, "e1", "n"},
                  {0, 2, "c1", "n"},
                  {1, 0, "a6", "s"},
                  {1, 1, target.toLatin1().constData(), "s"},
                  {1, 2, "e6", "s"}});
        const QString facing =
            facingCode(facingFrom(*squareFromCode(target), Dir::S, Square{2, 0}));
        QStringList got = warned(g, attack(0, 2, facing.toLatin1().constData(), 1, true));
        QCOMPARE(got, expected);
        QVERIFY(!g.s().armies[0].units.at(2).removed); // a shot never costs the archer
    }

    void castleVictory()
    {
        Game g(mapConfig());
        // Red infantry on c4, blue's Castle c6 two steps ahead; blue's king elsewhere.
        start(g, {{0, 0, "a1", "n"},
                  {0, 1, "c4", "n"},
                  {0, 2, "e1", "n"},
                  {1, 0, "a6", "s"},
                  {1, 1, "e6", "s"},
                  {1, 2, "a5", "s"}});
        // The move wins at once: the game is over with it.
        QCOMPARE(g.play(move(0, 1, "c6")), QStringList{"lw.victory.castle"});
        QCOMPARE(g.findings.first().severity, Severity::Info);
        QCOMPARE(g.s().phase, Phase::Finished);
        QCOMPARE(g.s().how, QStringLiteral("castle"));
        QCOMPARE(g.s().winnerSide, 0);
        QVERIFY(g.engine.result(*g.state));
        // The castle step the app recorded after such a move before: an info, nothing changes.
        QCOMPARE(g.play(step("castle", 0, R"({"unit":1})")), QStringList{"lw.victory.castle"});
        QCOMPARE(g.findings.first().severity, Severity::Info);
        // Any other step is warned, as after the king's removal.
        QCOMPARE(g.play(step("wait", 0, R"({"unit":0})")), QStringList{"lw.overview.goal"});
        // A castle claimed from elsewhere is warned, and recorded (the table is the truth).
        Game h(mapConfig());
        start(h, kLineUp);
        QCOMPARE(h.play(step("castle", 0, R"({"unit":1})")),
                 (QStringList{"lw.victory.castle", "lw.victory.castle"}));
        QCOMPARE(h.findings.first().severity, Severity::Warning);
        // Its own Castle is no victory either.
        Game k(mapConfig());
        start(k, kLineUp);
        QCOMPARE(k.play(move(0, 1, "c2")), QStringList());
    }

    void journalsWithoutPositionsSkipTheChecks()
    {
        // A map but no squares recorded: as before issue 18.
        Game g(mapConfig());
        g.play(step("deploy", -1, R"({"method":"screen"})"));
        QVERIFY(!g.s().hasPositions());
        QCOMPARE(g.play(step("first-player", 0, R"({"side":0,"decidedBy":0,"dice":[6,1]})")),
                 QStringList());
        g.play(step("tactics", 0, R"({"tiles":[]})"));
        QCOMPARE(g.play(step("move", 0, R"({"unit":1})")), QStringList());
        QCOMPARE(warned(g, attack(0, 1, "rear", 1)), QStringList());
        QCOMPARE(g.play(step("castle", 0, R"({"unit":2})")), QStringList{"lw.victory.castle"});
        QCOMPARE(g.findings.first().severity, Severity::Info); // the victory, not a warning
        // The state of such a game writes no square (its replay output is as before).
        const QJsonArray units = g.s()
                                     .toJson()
                                     .value(QStringLiteral("sides"))
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(QStringLiteral("units"))
                                     .toArray();
        QVERIFY(!units.at(0).toObject().contains(QStringLiteral("at")));
        QVERIFY(!units.at(0).toObject().contains(QStringLiteral("facing")));
        // No map at all: squares are kept but nothing is checked against a board.
        Game h(mapConfig(false));
        h.play(step("deploy", -1, R"({"method":"screen"})"));
        QCOMPARE(h.play(place(0, 0, "z9", "n")), QStringList());
        QCOMPARE(h.s().armies[0].units.at(0).at, (Square{25, 8}));
        const QJsonObject placed = h.s()
                                       .toJson()
                                       .value(QStringLiteral("sides"))
                                       .toArray()
                                       .at(0)
                                       .toObject()
                                       .value(QStringLiteral("units"))
                                       .toArray()
                                       .at(0)
                                       .toObject();
        QCOMPARE(placed.value(QStringLiteral("at")).toString(), QStringLiteral("z9"));
        QCOMPARE(placed.value(QStringLiteral("facing")).toString(), QStringLiteral("n"));
        QVERIFY(h.play(place(0, 1, "c3", "up")).first().startsWith(QStringLiteral("malformed")));
    }
};

QTEST_GUILESS_MAIN(tst_lw_map)
#include "tst_lw_map.moc"
