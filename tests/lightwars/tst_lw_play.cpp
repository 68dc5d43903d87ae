// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Light Wars turns without a Session: attacks removing units and their bases, shots, one
// action per unit, tactics paid in spare bases, the countdown, the victories and the score,
// malformed steps, guidance, describe and the state's JSON.
#include "LwTestSupport.h"

#include <QtTest>

using namespace kbz;
using namespace kbz::lw;
using namespace kbz::lw::test;

class tst_lw_play : public QObject
{
    Q_OBJECT

    LwEngine m_engine;

private Q_SLOTS:
    // ---- Actions, removals and bases --------------------------------------------------------

    void attacksRemoveUnits()
    {
        Game g = battle();
        QCOMPARE(g.s().spareBases(0), 5);
        QCOMPARE(g.s().spareBases(1), 6);
        // Infantry (3) from the side of Blue's infantry (3): 3 + 1 + 4 = 8 vs 3 + 2 = 5.
        QCOMPARE(g.play("attack", 0,
                        R"({"attackers":[{"unit":1,"facing":"side"}],"target":1,"dice":[4,2]})"),
                 QStringList{"lw.attack.dice"});
        QCOMPARE(g.findings.first().severity, Severity::Info);
        QVERIFY(g.s().armies[1].units.at(1).removed);
        QCOMPARE(g.s().armies[1].units.at(1).removedTurn, 5);
        QCOMPARE(g.s().spareBases(1), 7); // the removed unit's base is a spare base
        QCOMPARE(g.s().score(0), 2);
        QVERIFY(g.s().armies[0].units.at(1).acted);
        // Infantry 2 and the archer attack Blue's pikeman (3, pike) and tie 7 - 7: first strike
        // removes both attackers; both bases go to Red's spare bases.
        QCOMPARE(g.play("attack", 0,
                        R"({"attackers":[{"unit":2,"facing":"front"},{"unit":3,"facing":"front"}],
                            "target":2,"dice":[2,4]})"),
                 QStringList{"lw.skill.pike"});
        QVERIFY(g.s().armies[0].units.at(2).removed);
        QVERIFY(g.s().armies[0].units.at(3).removed);
        QVERIFY(!g.s().armies[1].units.at(2).removed);
        QCOMPARE(g.s().spareBases(0), 7);
        QCOMPARE(g.s().score(1), 5);
        QCOMPARE(g.s().toAct(0), (QList<int>{0, 4}));
    }

    void shooting()
    {
        Game g = battle();
        // The archer shoots Blue's pikeman and ties: the shooters are never removed.
        QCOMPARE(g.play("attack", 0,
                        R"({"attackers":[{"unit":3,"facing":"front"}],"target":2,
                            "dice":[4,3],"shoot":true})"),
                 QStringList{"lw.skill.shoot"});
        QVERIFY(!g.s().armies[0].units.at(3).removed);
        QVERIFY(!g.s().armies[1].units.at(2).removed);
        QVERIFY(g.s().armies[0].units.at(3).acted);
        // Infantry cannot shoot: warned, resolved as recorded.
        QCOMPARE(g.play("attack", 0,
                        R"({"attackers":[{"unit":1,"facing":"rear"}],"target":3,
                            "dice":[6,1],"shoot":true})"),
                 (QStringList{"lw.skill.shoot", "lw.attack.dice"}));
        QVERIFY(g.s().armies[1].units.at(3).removed);
        // Dice outside 1..6 are warned.
        QCOMPARE(g.play("attack", 0,
                        R"({"attackers":[{"unit":2,"facing":"front"}],"target":1,"dice":[9,1]})"),
                 (QStringList{"lw.attack.dice", "lw.attack.dice"}));
    }

    void figuresFromTheStep()
    {
        // A scout has no attack entered: the step must give it (else it is malformed).
        Game g(config(army({"king", "scout"}), army({"king", "scout"})));
        g.start(0, 0);
        g.play("tactics", 0, R"({"tiles":[]})");
        const Step missing = step(
            "attack", 0, R"({"attackers":[{"unit":1,"facing":"front"}],"target":0,"dice":[3,3]})");
        QVERIFY(m_engine.malformed(*g.state, missing));
        QVERIFY(
            m_engine.malformed(*g.state, missing)->english().contains(QStringLiteral("Red Scout")));
        const Step target = step(
            "attack", 0, R"({"attackers":[{"unit":0,"facing":"front"}],"target":1,"dice":[3,3]})");
        QVERIFY(
            m_engine.malformed(*g.state, target)->english().contains(QStringLiteral("Blue Scout")));
        QCOMPARE(g.play("attack", 0,
                        R"({"attackers":[{"unit":1,"facing":"front","attack":4}],"target":1,
                            "targetAttack":1,"dice":[3,3]})"),
                 QStringList{"lw.attack.dice"});
        QVERIFY(g.s().armies[1].units.at(1).removed);
        QCOMPARE(g.s().score(0), 0); // its cost is not known: it scores nothing
    }

    void oneActionPerUnit()
    {
        Game g = battle();
        QCOMPARE(g.play("move", 0, R"({"unit":1})"), QStringList());
        QCOMPARE(g.play("move", 0, R"({"unit":1})"), QStringList{"lw.action.once"});
        QCOMPARE(g.play("wait", 0, R"({"unit":1})"), QStringList{"lw.action.once"});
        // A unit that moved may still attack in the same action.
        QCOMPARE(g.play("move", 0, R"({"unit":2})"), QStringList());
        QCOMPARE(g.play("attack", 0,
                        R"({"attackers":[{"unit":2,"facing":"front"}],"target":1,"dice":[6,1]})"),
                 QStringList{"lw.attack.dice"});
        // ...but not twice.
        QCOMPARE(g.play("attack", 0,
                        R"({"attackers":[{"unit":2,"facing":"front"}],"target":3,"dice":[6,1]})"),
                 (QStringList{"lw.action.once", "lw.attack.dice"}));
        // A unit that waited cannot attack.
        QCOMPARE(g.play("wait", 0, R"({"unit":4})"), QStringList());
        QCOMPARE(g.play("attack", 0,
                        R"({"attackers":[{"unit":4,"facing":"front"}],"target":0,"dice":[1,6]})"),
                 (QStringList{"lw.action.once", "lw.attack.dice"}));
        QVERIFY(g.s().armies[0].units.at(4).removed);
        // A removed unit does not act; an enemy unit does not act in Red's turn; a removed
        // target is warned.
        QCOMPARE(g.play("wait", 0, R"({"unit":4})"), QStringList{"lw.action.once"});
        QCOMPARE(g.play("move", 1, R"({"unit":2})"), QStringList{"lw.action.once"});
        QCOMPARE(g.play("attack", 0,
                        R"({"attackers":[{"unit":3,"facing":"front"}],"target":1,"dice":[6,1]})"),
                 (QStringList{"lw.attack.adjacent", "lw.attack.dice"}));
        QVERIFY(g.findings.at(0).message.english().contains(QStringLiteral("Blue Infantry")));
    }

    void actingOutOfPhase()
    {
        Game g = battle(false);
        QCOMPARE(g.s().phase, Phase::Tactics);
        // Acting before declaring tactics: warned, and the action phase starts.
        QCOMPARE(g.play("wait", 0, R"({"unit":0})"), QStringList{"lw.turn.phases"});
        QCOMPARE(g.s().phase, Phase::Action);
        QCOMPARE(g.play("tactics", 0, R"({"tiles":[]})"), QStringList{"lw.turn.phases"});
        QCOMPARE(g.play("end-turn", 1), (QStringList{"lw.turn.phases", "lw.action.once"}));
        Game d(m_engine.defaultConfig());
        QCOMPARE(d.play("end-turn", -1), QStringList{"lw.turn.phases"});
        QCOMPARE(d.play("wait", 0, R"({"unit":0})"), QStringList{"lw.turn.phases"});
    }

    void unitsStillToActAtEndTurn()
    {
        Game g = battle();
        g.play("move", 0, R"({"unit":0})");
        g.play("wait", 0, R"({"unit":2})");
        QCOMPARE(g.play("end-turn", 0), QStringList{"lw.action.once"});
        QCOMPARE(g.findings.first().message.english(),
                 QStringLiteral("Red's units still to act: Infantry 1, Archer, Pikeman"));
        QCOMPARE(g.s().active, 1);
        // Acted flags are cleared at the turn change.
        for (const LwUnit &u : g.s().armies[0].units)
            QVERIFY(!u.acted && !u.moved);
        g.play("tactics", 1, R"({"tiles":[]})");
        for (int u = 0; u < 4; ++u)
            g.play(Step{QStringLiteral("wait"), 1, QJsonObject{{QStringLiteral("unit"), u}}});
        QCOMPARE(g.play("end-turn", 1), QStringList{"lw.turn.countdown"});
    }

    // ---- Tactics -----------------------------------------------------------------------------

    void tacticsPayment_data()
    {
        QTest::addColumn<QStringList>("tiles");
        QTest::addColumn<QStringList>("rules");
        QTest::addColumn<int>("spareAfter");
        QTest::newRow("none") << QStringList() << QStringList() << 2;
        QTest::newRow("enough spare bases") << QStringList{"rally"} << QStringList() << 0;
        QTest::newRow("one of two") << QStringList{"charge"} << QStringList() << 1;
        QTest::newRow("several tiles, not enough")
            << QStringList{"charge", "rally"} << QStringList{"lw.tactics.payment"} << -1;
        QTest::newRow("not in the army")
            << QStringList{"ambush"} << QStringList{"lw.tactics.payment"} << 1;
        QTest::newRow("the same tile twice")
            << QStringList{"charge", "charge"} << QStringList{"lw.tactics.payment"} << 0;
        QTest::newRow("cost not entered")
            << QStringList{"omen"} << QStringList{"lw.tactics.payment", "lw.tactics.payment"} << 2;
    }

    void tacticsPayment()
    {
        QFETCH(QStringList, tiles);
        QFETCH(int, spareAfter);
        Game g(
            config(army({"king", "infantry", "infantry"}, {"charge", "rally"}, 5), army({"king"})));
        g.start(0, 1);
        QCOMPARE(g.s().spareBases(0), 2);
        QTEST(
            g.play(Step{QStringLiteral("tactics"), 0,
                        QJsonObject{{QStringLiteral("tiles"), QJsonArray::fromStringList(tiles)}}}),
            "rules");
        QCOMPARE(g.s().phase, Phase::Action);
        QCOMPARE(g.s().spareBases(0), spareAfter);
        QCOMPARE(g.s().armies[0].usedTiles, tiles);
    }

    void tacticsLastToTheEndOfTheTurn()
    {
        Game g(config(army({"king"}, {"charge", "rally"}), army({"king"}, {"charge"})));
        g.start(0, 1);
        QCOMPARE(g.play("tactics", 0, R"({"tiles":["charge"]})"), QStringList());
        QCOMPARE(g.s().armies[0].usedTiles, QStringList{"charge"});
        const Guidance during = m_engine.guidance(*g.state);
        QCOMPARE(during.hints.size(), 2);
        QVERIFY(during.hints.at(1).english().contains(QStringLiteral("Charge")));
        g.play("wait", 0, R"({"unit":0})");
        QCOMPARE(g.play("end-turn", 0), QStringList());
        QVERIFY(g.s().armies[0].usedTiles.isEmpty());
        QCOMPARE(g.s().armies[0].usedEver, QStringList{"charge"});
        // Blue's own tile is not Red's: used for the first time.
        QCOMPARE(g.play("tactics", 1, R"({"tiles":["charge"]})"), QStringList());
        g.play("wait", 1, R"({"unit":0})");
        g.play("end-turn", 1);
        // Red uses Charge again: the rulebook is silent, Kibitzer says so (an info).
        QCOMPARE(g.play("tactics", 0, R"({"tiles":["charge","rally"]})"),
                 QStringList{"lw.tactics.duration"});
        QCOMPARE(g.findings.first().severity, Severity::Info);
        QCOMPARE(g.s().armies[0].paidBases, 4);
        QCOMPARE(g.s().spareBases(0), 5);
    }

    // ---- The countdown, the victories and the score -----------------------------------------

    void countdown_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("turns");
        QTest::newRow("red first, small scale") << 0 << 5;
        QTest::newRow("blue first, small scale") << 1 << 5;
        QTest::newRow("one turn") << 0 << 1;
        QTest::newRow("medium scale") << 1 << 8;
    }

    void countdown()
    {
        QFETCH(int, first);
        QFETCH(int, turns);
        Game g(config(army({"king"}), army({"king"}), 20, turns));
        g.start(first, 0);
        QCOMPARE(g.s().turnMarker, turns);
        for (int playerTurn = 1; playerTurn <= 2 * turns; ++playerTurn) {
            const int side = g.s().active;
            QCOMPARE(side, playerTurn % 2 == 1 ? first : 1 - first);
            const QStringList ids = g.passTurn();
            if (playerTurn == 2 * turns) {
                // The second player's action phase on turn 1 ends the game.
                QCOMPARE(ids,
                         (QStringList{"lw.victory.time", "lw.score.cost", "lw.score.tiebreak"}));
                break;
            }
            QCOMPARE(g.s().phase, Phase::Tactics);
            if (playerTurn % 2 == 0) {
                QCOMPARE(ids, QStringList{"lw.turn.countdown"});
                QCOMPARE(g.s().turnMarker, turns - playerTurn / 2);
            } else {
                QCOMPARE(ids, QStringList());
                QCOMPARE(g.s().turnMarker, turns - playerTurn / 2);
            }
        }
        QCOMPARE(g.s().phase, Phase::Finished);
        QCOMPARE(g.s().turnsTaken, 2 * turns);
        QCOMPARE(g.s().turnMarker, 1);
        const auto r = m_engine.result(*g.state);
        QVERIFY(r);
        QCOMPARE(r->how, QStringLiteral("draw"));
        QVERIFY(r->winners().isEmpty());
        // Nothing more happens after the end.
        QCOMPARE(g.play("end-turn", g.s().active), QStringList{"lw.overview.goal"});
        QCOMPARE(g.s().turnsTaken, 2 * turns);
    }

    void victoryKing()
    {
        Game g = battle();
        // Infantry 1 (front), Infantry 2 (rear) on Blue's king (2): 3 + 3 + 2 + 1 = 9 vs 2 + 6.
        QCOMPARE(g.play("attack", 0,
                        R"({"attackers":[{"unit":1,"facing":"front"},{"unit":2,"facing":"rear"}],
                            "target":0,"dice":[1,6]})"),
                 (QStringList{"lw.attack.dice", "lw.victory.king"}));
        QCOMPARE(g.s().phase, Phase::Finished);
        const auto r = m_engine.result(*g.state);
        QVERIFY(r);
        QCOMPARE(r->how, QStringLiteral("king"));
        QCOMPARE(r->winners(), QList<int>{0});
        QCOMPARE(r->summary.english(), QStringLiteral("Red wins: the enemy king is removed"));
        QVERIFY(m_engine.guidance(*g.state).finished);
        QCOMPARE(g.play("wait", 0, R"({"unit":3})"), QStringList{"lw.overview.goal"});
    }

    void kingLostInHisOwnAttack()
    {
        Game g = battle();
        QCOMPARE(g.play("attack", 0,
                        R"({"attackers":[{"unit":0,"facing":"front"}],"target":1,"dice":[1,6]})"),
                 (QStringList{"lw.attack.dice", "lw.victory.king"}));
        const auto r = m_engine.result(*g.state);
        QVERIFY(r);
        QCOMPARE(r->how, QStringLiteral("king"));
        QCOMPARE(r->winners(), QList<int>{1});
    }

    void victoryCastle()
    {
        Game g = battle();
        g.play("move", 0, R"({"unit":1})");
        // The unit that moved reached the Castle square: no second-action warning.
        QCOMPARE(g.play("castle", 0, R"({"unit":1})"), QStringList{"lw.victory.castle"});
        const auto r = m_engine.result(*g.state);
        QVERIFY(r);
        QCOMPARE(r->how, QStringLiteral("castle"));
        QCOMPARE(r->winners(), QList<int>{0});
        QCOMPARE(m_engine.guidance(*g.state).phase, QStringLiteral("finished"));
    }

    void score_data()
    {
        QTest::addColumn<int>("redBases");
        QTest::addColumn<bool>("redAttacks");  // Red's infantry removes Blue's archer (3)
        QTest::addColumn<bool>("blueAttacks"); // Blue's infantry removes Red's infantry (2)
        QTest::addColumn<QStringList>("endRules");
        QTest::addColumn<QString>("how");
        QTest::addColumn<QList<int>>("winners");
        QTest::addColumn<QList<int>>("scores");
        QTest::addColumn<QList<int>>("ranks");
        QTest::newRow("higher score wins")
            << 10 << true << true << QStringList{"lw.victory.time", "lw.score.cost"}
            << QStringLiteral("score") << QList<int>{0} << QList<int>{3, 2} << QList<int>{1, 2};
        QTest::newRow("blue scores higher")
            << 10 << false << true << QStringList{"lw.victory.time", "lw.score.cost"}
            << QStringLiteral("score") << QList<int>{1} << QList<int>{0, 2} << QList<int>{2, 1};
        QTest::newRow("tie: more spare bases")
            << 10 << false << false
            << QStringList{"lw.victory.time", "lw.score.cost", "lw.score.tiebreak"}
            << QStringLiteral("score") << QList<int>{0} << QList<int>{0, 0} << QList<int>{1, 2};
        QTest::newRow("tie, same spare bases: draw")
            << 9 << false << false
            << QStringList{"lw.victory.time", "lw.score.cost", "lw.score.tiebreak"}
            << QStringLiteral("draw") << QList<int>() << QList<int>{0, 0} << QList<int>{1, 1};
    }

    void score()
    {
        QFETCH(int, redBases);
        QFETCH(bool, redAttacks);
        QFETCH(bool, blueAttacks);
        QFETCH(QList<int>, scores);
        QFETCH(QList<int>, ranks);
        Game g(config(army({"king", "infantry"}, {}, redBases),
                      army({"king", "infantry", "archer"}), 20, 1));
        g.start(0, 0);
        g.play("tactics", 0, R"({"tiles":[]})");
        if (redAttacks)
            QCOMPARE(
                g.play("attack", 0,
                       R"({"attackers":[{"unit":1,"facing":"rear"}],"target":2,"dice":[5,1]})"),
                QStringList{"lw.attack.dice"});
        for (int u : g.s().toAct(0))
            g.play(Step{QStringLiteral("wait"), 0, QJsonObject{{QStringLiteral("unit"), u}}});
        QCOMPARE(g.play("end-turn", 0), QStringList());
        g.play("tactics", 1, R"({"tiles":[]})");
        if (blueAttacks)
            QCOMPARE(
                g.play("attack", 1,
                       R"({"attackers":[{"unit":1,"facing":"side"}],"target":1,"dice":[5,1]})"),
                QStringList{"lw.attack.dice"});
        for (int u : g.s().toAct(1))
            g.play(Step{QStringLiteral("wait"), 1, QJsonObject{{QStringLiteral("unit"), u}}});
        QTEST(g.play("end-turn", 1), "endRules");
        const auto r = m_engine.result(*g.state);
        QVERIFY(r);
        QTEST(r->how, "how");
        QTEST(r->winners(), "winners");
        for (int side = 0; side < kSides; ++side) {
            QCOMPARE(r->players.at(side).score, double(scores.at(side)));
            QCOMPARE(r->players.at(side).rank, ranks.at(side));
            QCOMPARE(g.s().score(side), scores.at(side));
        }
        // The breakdown: each side's score from the opponent's removed units, and spare bases.
        const QJsonArray sides = r->details.value(QStringLiteral("sides")).toArray();
        QCOMPARE(sides.size(), 2);
        for (int side = 0; side < kSides; ++side) {
            const QJsonObject d = sides.at(side).toObject();
            QCOMPARE(d.value(QStringLiteral("score")).toInt(), scores.at(side));
            QCOMPARE(d.value(QStringLiteral("spareBases")).toInt(), g.s().spareBases(side));
            int sum = 0;
            for (const QJsonValue &v : d.value(QStringLiteral("removedEnemies")).toArray())
                sum += v.toObject().value(QStringLiteral("cost")).toInt();
            QCOMPARE(sum, scores.at(side));
        }
    }

    // ---- Malformed steps --------------------------------------------------------------------

    void malformed_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("actor");
        QTest::addColumn<QString>("payload");
        QTest::addColumn<bool>("bad");
        QTest::newRow("unknown kind") << "shuffle" << 0 << "{}" << true;
        QTest::newRow("actor out of range") << "end-turn" << 2 << "{}" << true;
        QTest::newRow("end-turn") << "end-turn" << 0 << "{}" << false;
        QTest::newRow("deploy: no method") << "deploy" << -1 << "{}" << true;
        QTest::newRow("deploy: unknown method")
            << "deploy" << -1 << R"({"method":"cards"})" << true;
        QTest::newRow("deploy: one die")
            << "deploy" << -1 << R"({"method":"dice","dice":[3]})" << true;
        QTest::newRow("deploy: dice")
            << "deploy" << -1 << R"({"method":"dice","dice":[3,2]})" << false;
        QTest::newRow("first-player: side 2")
            << "first-player" << 0 << R"({"side":2,"decidedBy":0})" << true;
        QTest::newRow("first-player: no decidedBy")
            << "first-player" << 0 << R"({"side":1})" << true;
        QTest::newRow("first-player: dice as text")
            << "first-player" << 0 << R"({"side":1,"decidedBy":0,"dice":"6-1"})" << true;
        QTest::newRow("first-player")
            << "first-player" << 0 << R"({"side":1,"decidedBy":0})" << false;
        QTest::newRow("tactics: no tiles") << "tactics" << 0 << "{}" << true;
        QTest::newRow("tactics: unknown tile")
            << "tactics" << 0 << R"({"tiles":["dragon"]})" << true;
        QTest::newRow("tactics: a unit as tile")
            << "tactics" << 0 << R"({"tiles":["infantry"]})" << true;
        QTest::newRow("tactics: a number") << "tactics" << 0 << R"({"tiles":[1]})" << true;
        QTest::newRow("tactics") << "tactics" << 0 << R"({"tiles":["charge"]})" << false;
        QTest::newRow("move: no unit") << "move" << 0 << "{}" << true;
        QTest::newRow("move: unit out of range") << "move" << 0 << R"({"unit":5})" << true;
        QTest::newRow("move: blue unit out of range") << "move" << 1 << R"({"unit":4})" << true;
        QTest::newRow("move: unit as text") << "move" << 0 << R"({"unit":"1"})" << true;
        QTest::newRow("move: negative unit") << "move" << 0 << R"({"unit":-1})" << true;
        QTest::newRow("move") << "move" << 0 << R"({"unit":4})" << false;
        QTest::newRow("wait: fractional unit") << "wait" << 0 << R"({"unit":1.5})" << true;
        QTest::newRow("castle: no unit") << "castle" << 0 << "{}" << true;
        QTest::newRow("attack: no attackers")
            << "attack" << 0 << R"({"attackers":[],"target":1,"dice":[3,3]})" << true;
        QTest::newRow("attack: attacker out of range")
            << "attack" << 0
            << R"({"attackers":[{"unit":7,"facing":"front"}],"target":1,"dice":[3,3]})" << true;
        QTest::newRow("attack: no facing")
            << "attack" << 0 << R"({"attackers":[{"unit":1}],"target":1,"dice":[3,3]})" << true;
        QTest::newRow("attack: unknown facing")
            << "attack" << 0
            << R"({"attackers":[{"unit":1,"facing":"top"}],"target":1,"dice":[3,3]})" << true;
        QTest::newRow("attack: attacker twice")
            << "attack" << 0
            << R"({"attackers":[{"unit":1,"facing":"front"},{"unit":1,"facing":"side"}],"target":1,"dice":[3,3]})"
            << true;
        QTest::newRow("attack: target out of range")
            << "attack" << 0
            << R"({"attackers":[{"unit":1,"facing":"front"}],"target":4,"dice":[3,3]})" << true;
        QTest::newRow("attack: no dice")
            << "attack" << 0 << R"({"attackers":[{"unit":1,"facing":"front"}],"target":1})" << true;
        QTest::newRow("attack: dice as text")
            << "attack" << 0
            << R"({"attackers":[{"unit":1,"facing":"front"}],"target":1,"dice":["a",2]})" << true;
        QTest::newRow("attack: shoot as text")
            << "attack" << 0
            << R"({"attackers":[{"unit":3,"facing":"front"}],"target":1,"dice":[3,3],"shoot":"yes"})"
            << true;
        QTest::newRow("attack: fractional modifier")
            << "attack" << 0
            << R"({"attackers":[{"unit":1,"facing":"front"}],"target":1,"dice":[3,3],"modifier":1.5})"
            << true;
        QTest::newRow("attack: attack as text")
            << "attack" << 0
            << R"({"attackers":[{"unit":1,"facing":"front","attack":"3"}],"target":1,"dice":[3,3]})"
            << true;
        QTest::newRow("attack: attackers not objects")
            << "attack" << 0 << R"({"attackers":[1],"target":1,"dice":[3,3]})" << true;
        QTest::newRow("attack")
            << "attack" << 0
            << R"({"attackers":[{"unit":1,"facing":"front"},{"unit":3,"facing":"rear"}],"target":1,"dice":[3,3],"shoot":false,"modifier":-1})"
            << false;
        QTest::newRow("attack by blue")
            << "attack" << 1
            << R"({"attackers":[{"unit":2,"facing":"side"}],"target":4,"dice":[1,1]})" << false;
    }

    void malformed()
    {
        QFETCH(QString, kind);
        QFETCH(int, actor);
        QFETCH(QString, payload);
        QFETCH(bool, bad);
        Game g = battle();
        const Step st{kind, actor, QJsonDocument::fromJson(payload.toUtf8()).object()};
        const auto m = m_engine.malformed(*g.state, st);
        QCOMPARE(bool(m), bad);
        if (m) {
            QVERIFY(!m->english().isEmpty());
            // A refused step changes nothing and has no findings.
            QVERIFY(m_engine.check(*g.state, st).isEmpty());
            QCOMPARE(m_engine.apply(*g.state, st)->toJson(), g.state->toJson());
        }
    }

    void malformedBeforeTheFirstPlayer()
    {
        // Whose unit it is cannot be known before the first player when the table records it.
        Game g(m_engine.defaultConfig());
        QVERIFY(m_engine.malformed(*g.state, step("wait", -1, R"({"unit":0})")));
        QVERIFY(!m_engine.malformed(*g.state, step("wait", 0, R"({"unit":0})")));
        // Not a Light Wars state.
        struct Other final : GameState
        {
            QJsonObject toJson() const override { return {}; }
        } other;
        QVERIFY(m_engine.malformed(other, step("end-turn", 0)));
        QVERIFY(m_engine.apply(other, step("end-turn", 0)));
    }

    // ---- Guidance, describe, JSON -----------------------------------------------------------

    void guidancePerPhase()
    {
        Game g(m_engine.defaultConfig());
        Guidance gd = m_engine.guidance(*g.state);
        QCOMPARE(gd.phase, QStringLiteral("deploy"));
        QCOMPARE(gd.phaseName.english(), QStringLiteral("Deployment"));
        QCOMPARE(gd.expected, QStringList{"deploy"});
        QCOMPARE(gd.actor, -1);
        QVERIFY(!gd.hints.isEmpty());
        QVERIFY(!gd.finished);
        g.play("deploy", -1, R"({"method":"screen"})");
        gd = m_engine.guidance(*g.state);
        QCOMPARE(gd.phase, QStringLiteral("deploy"));
        // The default card set has the map: units are placed before the first player.
        QCOMPARE(gd.expected, (QStringList{"place", "first-player"}));
    }

    void guidanceFlow()
    {
        Game g(config(army({"king", "infantry", "infantry"}), army({"king", "archer"})));
        g.play("deploy", -1, R"({"method":"screen"})");
        Guidance gd = m_engine.guidance(*g.state);
        QCOMPARE(gd.actor, 1); // Red spends 4 (unspent 16), Blue 3 (unspent 17)
        QCOMPARE(gd.hints.first().english(),
                 QStringLiteral("Blue has more unspent cost (17 against 16) and decides who plays "
                                "first"));
        g.play("first-player", 1, R"({"side":0,"decidedBy":1})");
        gd = m_engine.guidance(*g.state);
        QCOMPARE(gd.phase, QStringLiteral("tactics"));
        QCOMPARE(gd.phaseName.english(), QStringLiteral("Tactics phase"));
        QCOMPARE(gd.actor, 0);
        QCOMPARE(gd.expected, QStringList{"tactics"});
        QCOMPARE(gd.hints.first().english(),
                 QStringLiteral("Turn 5: Red declares tactics tiles or none (7 spare bases)"));
        g.play("tactics", 0, R"({"tiles":[]})");
        gd = m_engine.guidance(*g.state);
        QCOMPARE(gd.phase, QStringLiteral("action"));
        QCOMPARE(gd.expected.first(), QStringLiteral("attack"));
        QVERIFY(gd.expected.contains(QStringLiteral("end-turn")));
        QCOMPARE(gd.hints.first().english(),
                 QStringLiteral("Still to act: King, Infantry 1, Infantry 2"));
        g.play("wait", 0, R"({"unit":0})");
        g.play("move", 0, R"({"unit":2})");
        QCOMPARE(m_engine.guidance(*g.state).hints.first().english(),
                 QStringLiteral("Still to act: Infantry 1"));
        g.play("wait", 0, R"({"unit":1})");
        gd = m_engine.guidance(*g.state);
        QCOMPARE(gd.expected.first(), QStringLiteral("end-turn"));
        QCOMPARE(gd.hints.first().english(),
                 QStringLiteral("Every unit of Red has acted: end the turn"));
        // Every expected kind is declared.
        QStringList kinds;
        for (const StepKind &k : m_engine.stepKinds())
            kinds.append(k.kind);
        for (const QString &k : gd.expected)
            QVERIFY(kinds.contains(k));
    }

    void guidanceDiceAndSpareBases()
    {
        Game g(config(army({"king", "infantry"}, {}, 9), army({"king", "infantry"})));
        g.play("deploy", -1, R"({"method":"screen"})");
        Guidance gd = m_engine.guidance(*g.state);
        QCOMPARE(gd.actor, 1);
        QVERIFY(gd.hints.first().english().contains(QStringLiteral("spare bases (8 against 7)")));
        Game h(config(army({"king", "infantry"}), army({"king", "infantry"})));
        h.play("deploy", -1, R"({"method":"screen"})");
        gd = m_engine.guidance(*h.state);
        QCOMPARE(gd.actor, -1);
        QVERIFY(gd.hints.first().english().contains(QStringLiteral("roll dice")));
    }

    void describe_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("actor");
        QTest::addColumn<QString>("payload");
        QTest::addColumn<QString>("line");
        QTest::newRow("move") << "move" << 0 << R"({"unit":1})"
                              << "Red: Infantry 1 moves";
        QTest::newRow("wait") << "wait" << 0 << R"({"unit":3})"
                              << "Red: Archer waits";
        QTest::newRow("castle")
            << "castle" << 0 << R"({"unit":4})"
            << "Red: Pikeman reaches the enemy Castle; Red wins: a unit reached "
               "the enemy Castle";
        QTest::newRow("attack won")
            << "attack" << 0
            << R"({"attackers":[{"unit":1,"facing":"side"}],"target":1,"dice":[4,2]})"
            << "Red attacks Blue Infantry with Infantry 1: 8 vs 5, Blue Infantry removed";
        QTest::newRow("attack lost by two")
            << "attack" << 0
            << R"({"attackers":[{"unit":1,"facing":"front"},{"unit":2,"facing":"rear"}],"target":2,"dice":[1,6]})"
            << "Red attacks Blue Pikeman with Infantry 1 + Infantry 2: 9 vs 9, Infantry 1 + "
               "Infantry 2 removed";
        QTest::newRow("shot hits")
            << "attack" << 0
            << R"({"attackers":[{"unit":3,"facing":"front"}],"target":1,"dice":[6,1],"shoot":true})"
            << "Red shoots Blue Infantry with Archer: 8 vs 4, Blue Infantry removed";
        QTest::newRow("shot fails")
            << "attack" << 0
            << R"({"attackers":[{"unit":3,"facing":"front"}],"target":1,"dice":[1,6],"shoot":true})"
            << "Red shoots Blue Infantry with Archer: 3 vs 9, nobody removed";
        QTest::newRow("no tactics") << "tactics" << 0 << R"({"tiles":[]})"
                                    << "Red uses no tactics";
        QTest::newRow("tactics") << "tactics" << 0 << R"({"tiles":["charge","rally"]})"
                                 << "Red uses Charge, Rally (spare bases paid: 3)";
        QTest::newRow("end-turn") << "end-turn" << 0 << "{}"
                                  << "Red ends the turn (turn 5); Blue's turn: tactics phase, turn "
                                     "marker 5";
        QTest::newRow("deploy by dice") << "deploy" << -1 << R"({"method":"dice","dice":[5,2]})"
                                        << "The armies deploy by dice (Red 5, Blue 2)";
        QTest::newRow("deploy, screen") << "deploy" << -1 << R"({"method":"screen"})"
                                        << "The armies deploy behind a screen";
        QTest::newRow("first player") << "first-player" << 1 << R"({"side":0,"decidedBy":1})"
                                      << "Blue decides: Red plays first";
        QTest::newRow("malformed") << "move" << 0 << R"({"unit":9})"
                                   << "Unreadable step move";
    }

    void describe()
    {
        QFETCH(QString, kind);
        QFETCH(int, actor);
        QFETCH(QString, payload);
        Game g = battle();
        const Step st{kind, actor, QJsonDocument::fromJson(payload.toUtf8()).object()};
        QTEST(m_engine.describe(*g.state, st).english(), "line");
        // The Japanese line names the same units in Japanese.
        QVERIFY(!m_engine.describe(*g.state, st).text(Lang::Ja).isEmpty());
    }

    void describeInJapanese()
    {
        Game g = battle();
        const Message m = m_engine.describe(
            *g.state,
            step("attack", 0,
                 R"({"attackers":[{"unit":1,"facing":"side"}],"target":1,"dice":[4,2]})"));
        // No translator is installed here: the arguments are in Japanese.
        QCOMPARE(m.text(Lang::Ja),
                 QStringLiteral("赤軍 attacks 青軍の歩兵 with 歩兵1: 8 vs 5, 青軍の歩兵 removed"));
    }

    void stateJson()
    {
        Game g = battle();
        g.play("attack", 0,
               R"({"attackers":[{"unit":1,"facing":"side"}],"target":1,"dice":[4,2]})");
        const QJsonObject js = g.state->toJson();
        QCOMPARE(js.value(QStringLiteral("game")).toString(), QStringLiteral("light-wars"));
        QCOMPARE(js.value(QStringLiteral("phase")).toString(), QStringLiteral("action"));
        QCOMPARE(js.value(QStringLiteral("active")).toString(), QStringLiteral("red"));
        QCOMPARE(js.value(QStringLiteral("firstSide")).toString(), QStringLiteral("red"));
        QCOMPARE(js.value(QStringLiteral("deployMethod")).toString(), QStringLiteral("screen"));
        QCOMPARE(js.value(QStringLiteral("turnMarker")).toInt(), 5);
        QVERIFY(js.value(QStringLiteral("winner")).isNull());
        const QJsonObject blue = js.value(QStringLiteral("sides")).toArray().at(1).toObject();
        QCOMPARE(blue.value(QStringLiteral("spareBases")).toInt(), 7);
        QCOMPARE(blue.value(QStringLiteral("spent")).toInt(), 8);
        QCOMPARE(blue.value(QStringLiteral("unspent")).toInt(), 12);
        QCOMPARE(blue.value(QStringLiteral("score")).toInt(), 0);
        const QJsonObject removed = blue.value(QStringLiteral("units")).toArray().at(1).toObject();
        QCOMPARE(removed, json(R"({"card":"infantry","removed":true,"removedTurn":5,"acted":false,
                                   "moved":false})"));
        const QJsonObject red = js.value(QStringLiteral("sides")).toArray().at(0).toObject();
        QCOMPARE(red.value(QStringLiteral("score")).toInt(), 2);
        QCOMPARE(red.value(QStringLiteral("name")).toString(), QStringLiteral("Aki"));
        // Deterministic: the same steps give the same bytes.
        Game again = battle();
        again.play("attack", 0,
                   R"({"attackers":[{"unit":1,"facing":"side"}],"target":1,"dice":[4,2]})");
        QCOMPARE(QJsonDocument(again.state->toJson()).toJson(QJsonDocument::Compact),
                 QJsonDocument(js).toJson(QJsonDocument::Compact));
    }

    void everyFindingCitesADeclaredRule()
    {
        const QStringList declared = m_engine.ruleIds();
        for (const char *id : {"lw.attack.dice", "lw.attack.tie", "lw.skill.pike", "lw.skill.shoot",
                               "lw.victory.time", "lw.overview.goal"})
            QVERIFY2(declared.contains(QString::fromLatin1(id)), id);
        QCOMPARE(m_engine.id(), QStringLiteral("light-wars"));
        QCOMPARE(m_engine.rulePrefix(), QStringLiteral("lw"));
        QCOMPARE(m_engine.name().ja, QStringLiteral("ライトウォーズ"));
    }
};

QTEST_GUILESS_MAIN(tst_lw_play)
#include "tst_lw_play.moc"
