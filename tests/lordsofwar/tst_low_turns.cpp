// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowEngineFixture.h"
#include "LowTestSupport.h"

#include <QtTest>

using namespace lowtest;

// The Lords of War engine's turns through its GameEngine contract: the opening and normal
// turns, the extra turn, both generals, the 3-player and team rules, the berserker and victory.
class tst_low_turns : public EngineFixture
{
    Q_OBJECT

private Q_SLOTS:
    void scriptedOpeningAndTurns()
    {
        LowState s = m_engine.initialState(configFor(2));
        s = applied(s, place(0, "orc-ravager", 3, 4));
        QCOMPARE(s.phase, Phase::Resolve);
        QCOMPARE(s.players.at(0).hand, 5);
        QCOMPARE(s.units.size(), 1);
        QCOMPARE(s.units.first().uid, 1);
        s = applied(s, resolve(0));
        QCOMPARE(s.phase, Phase::Reinforce);
        s = applied(s, draw(0));
        QCOMPARE(s.players.at(0).hand, 6);
        QCOMPARE(s.players.at(0).drawPile, 29);
        QCOMPARE(s.phase, Phase::Opening);
        QCOMPARE(s.active, 1);
        QCOMPARE(s.turn, 2);
        s = run(s, {place(1, "dwarf-slugger", 2, 2), resolve(1), draw(1)});
        QCOMPARE(s.phase, Phase::Place);
        QVERIFY(!s.inOpening);
        QCOMPARE(s.active, 0);
        QCOMPARE(s.turn, 3);
        // Turn 3: the Shanker destroys the Slugger.
        s = applied(s, place(0, "orc-goblin-shanker", 2, 3));
        QCOMPARE(s.placedUid, 3);
        s = applied(s, resolve(0));
        QCOMPARE(s.units.size(), 2);
        QCOMPARE(s.kills[0].size(), 1);
        QCOMPARE(s.kills[0].first().card, QStringLiteral("dwarf-slugger"));
        QCOMPARE(s.kills[0].first().owner, 1);
        QCOMPARE(s.involved, QList<int>{3});
        QCOMPARE(s.phase, Phase::Reinforce);
        // Recall the Ravager instead of drawing.
        s = applied(s, recall(0, 1));
        QCOMPARE(s.units.size(), 1);
        QCOMPARE(s.players.at(0).hand, 6);
        QCOMPARE(s.players.at(0).drawPile, 29);
        QCOMPARE(s.active, 1);
        QCOMPARE(s.turn, 4);
        QVERIFY(s.involved.isEmpty());
        QCOMPARE(s.placedUid, 0);
        // Turn 4: the dwarves place the Marauder on C3; its N4 points down at the Shanker on C4
        // (4 > 3), the Shanker's 4 does not beat the Marauder's 4.
        QVERIFY(m_engine.check(s, place(1, "dwarf-marauder", 2, 2)).isEmpty());
        s = applied(s, place(1, "dwarf-marauder", 2, 2));
        const rules::CombatReport preview = m_engine.previewCombat(s, {});
        QCOMPARE(preview.destroyed, QList<int>{3});
        s = applied(s, resolve(1));
        QCOMPARE(s.kills[1].size(), 1);
        s = applied(s, draw(1));
        QCOMPARE(s.active, 0);
        QCOMPARE(s.turn, 5);
        // The opposite order of the table is recorded as it comes (never refused).
        QVERIFY(!m_engine.check(s, draw(0)).isEmpty());
    }

    void extraTurn()
    {
        // The orcs destroy Krod on their own turn: they play again after reinforcing.
        LowState s = midGame();
        put(s, QStringLiteral("dwarf-krod-klouthammer"), 1, 3, 2);
        put(s, QStringLiteral("orc-vanak-fleshripper"), 0, 2, 3); // NE5 on Krod
        s = run(s, {place(0, "orc-ravager", 4, 3), resolve(0)});  // NW5: 10 > 7
        QCOMPARE(s.kills[0].size(), 1);
        QVERIFY(s.generalDead[1]);
        QCOMPARE(s.extraTurnSide, 0);
        s = applied(s, draw(0));
        QCOMPARE(s.active, 0);
        QCOMPARE(s.extraTurnSide, -1);
        QCOMPARE(s.turn, 4);
        QCOMPARE(m_engine.guidance(s).actor, 0);
        s = run(s, {place(0, "orc-goblin-shanker", 5, 6), resolve(0), draw(0)});
        QCOMPARE(s.active, 1);
    }

    void extraTurnOnTheOpponentsTurn()
    {
        // The dwarves place next to Krod; the orcs' units destroy Krod on the dwarves' turn:
        // the orcs are owed the extra turn after their own next turn.
        LowState s = midGame();
        s.active = 1;
        s.orderIndex = 1;
        put(s, QStringLiteral("dwarf-krod-klouthammer"), 1, 3, 2);
        put(s, QStringLiteral("orc-vanak-fleshripper"), 0, 2, 3);
        put(s, QStringLiteral("orc-ravager"), 0, 4, 3);
        s = applied(s, place(1, "dwarf-slugger", 0, 0));
        const QList<Finding> told = m_engine.check(s, resolve(1));
        QCOMPARE(ruleIdsOf(told), QStringList{"low.general.extra-turn"});
        QCOMPARE(told.first().message.english(),
                 QStringLiteral("The enemy general falls: P1 takes an extra turn after "
                                "reinforcing."));
        s = applied(s, resolve(1));
        QCOMPARE(s.extraTurnSide, 0);
        s = applied(s, draw(1));
        QCOMPARE(s.active, 0);
        s = run(s, {place(0, "orc-goblin-shanker", 5, 6), resolve(0), draw(0)});
        QCOMPARE(s.active, 0);
        QCOMPARE(s.extraTurnSide, -1);
    }

    void bothGenerals()
    {
        LowState s = midGame();
        put(s, QStringLiteral("dwarf-krod-klouthammer"), 1, 3, 2);
        put(s, QStringLiteral("orc-gonke-longtooth"), 0, 3, 3);
        put(s, QStringLiteral("dwarf-slugger-3"), 1, 2, 3); // W3 on Gonke: 5 + 3 > 6
        s = applied(s, place(0, "orc-ravager", 4, 3));      // NW5 on Krod: 10 > 7
        const rules::CombatReport r = m_engine.previewCombat(s, {});
        QVERIFY(r.bothGeneralsDied);
        s = applied(s, resolve(0));
        QVERIFY(s.generalDead[0]);
        QVERIFY(s.generalDead[1]);
        QCOMPARE(s.extraTurnSide, -1);
        QCOMPARE(s.commandersKilled(0), 1);
        QCOMPARE(s.commandersKilled(1), 1);
        s = applied(s, draw(0));
        QCOMPARE(s.active, 1);
    }

    void threePlayers()
    {
        LowState s = m_engine.initialState(configFor(3));
        s = run(s, {place(0, "orc-ravager", 3, 4), resolve(0), draw(0),
                    place(1, "dwarf-slugger", 2, 2), resolve(1), draw(1)});
        QCOMPARE(s.active, 0);
        QCOMPARE(s.players.at(1).drawPile, 28);
        QCOMPARE(s.players.at(2).drawPile, 28);
        QList<int> order;
        for (int i = 0; i < 5; ++i) {
            order.append(s.active);
            const int seat = s.active;
            // Place far from everything; combat and a draw of 1.
            s = run(s, {place(seat, seat == 0 ? "orc-goblin-spikeman" : "dwarf-impaler",
                              seat == 0 ? i : i, seat == 0 ? 6 : 0),
                        resolve(seat), draw(seat)});
        }
        QCOMPARE(order, (QList<int>{0, 1, 0, 2, 0}));
        // The team's general lies between the teammates: placing it costs no hand card, and
        // the player neither draws nor recalls.
        LowState g = scenario(QStringLiteral("threeGeneral"));
        QCOMPARE(g.teamGeneral, 0);
        QCOMPARE(g.players.at(1).hand, 3);
        QVERIFY(g.placedGeneral);
        QCOMPARE(m_engine.guidance(g).expected, QStringList{"draw"});
        g = applied(g, draw(1, 0));
        QCOMPARE(g.players.at(1).hand, 3);
        QCOMPARE(g.active, 0);
        // A teammate recalls the general into their own hand.
        g.phase = Phase::Reinforce;
        g.active = 2;
        g.turn += 1;
        g.players[2].hand = 2;
        QVERIFY(m_engine.check(g, recall(2, 1)).isEmpty());
        g = applied(g, recall(2, 1));
        QCOMPARE(g.players.at(2).hand, 3);
        QCOMPARE(g.players.at(1).hand, 3);
    }

    void teamBattle()
    {
        LowState s = midGame(4, {{QStringLiteral("mat"), QStringLiteral("standard")}});
        // Seats 0 and 2 (side 0) against seat 1: their attacks add up on the Marauder.
        put(s, QStringLiteral("dwarf-marauder-2"), 1, 3, 2);
        put(s, QStringLiteral("orc-goblin-shanker-2"), 2, 3, 1); // S4 on the Marauder
        put(s, QStringLiteral("orc-goblin-shanker"), 2, 3, 3);   // N4 on the Marauder
        LowState t = applied(s, place(0, "orc-ravager", 2, 3));  // NE2 on the Marauder
        const rules::CombatReport r = m_engine.previewCombat(t, {});
        QCOMPARE(r.fate(1)->total, 10);
        QVERIFY(r.destroyed.contains(1));
        // No teammate damage: the Ravager's E1 points at the teammate's Shanker on D4, which
        // takes only the Marauder's 4.
        QCOMPARE(r.fate(3)->hits, (QList<rules::Hit>{{1, 4, false}}));
        // A teammate's Catapult fires on seat 0's turn.
        LowState c = midGame(4, {{QStringLiteral("mat"), QStringLiteral("standard")}});
        put(c, QStringLiteral("orc-catapult"), 2, 3, 5);
        put(c, QStringLiteral("dwarf-slugger"), 1, 3, 2);
        c.phase = Phase::Resolve;
        QVERIFY(m_engine.check(c, resolve(0, {shot(1, 2)}, QJsonArray{2})).isEmpty());
        c.active = 1;
        QCOMPARE(ruleIdsOf(m_engine.check(c, resolve(1, {shot(1, 2)}))),
                 QStringList{"low.ranged.fire"});
        // Recall own cards only, unless the teammates play the same race (seats 0 and 2 both
        // play orcs): then the teammate's card goes to the recalling player's hand.
        LowState rc = midGame(4, {{QStringLiteral("mat"), QStringLiteral("standard")}});
        put(rc, QStringLiteral("orc-ravager"), 2, 0, 6);
        rc.phase = Phase::Reinforce;
        rc.players[2].hand = 5;
        rc.players[0].hand = 5;
        QVERIFY(m_engine.check(rc, recall(0, 1)).isEmpty());
        const LowState same = applied(rc, recall(0, 1));
        QCOMPARE(same.players.at(0).hand, 6);
        QCOMPARE(same.players.at(2).hand, 5);
        rc.players[2].army = QStringLiteral("lizardman");
        QCOMPARE(ruleIdsOf(m_engine.check(rc, recall(0, 1))),
                 QStringList{"low.variant.teams-rules"});
        rc.players[2].army = QStringLiteral("orc");
        rc.active = 2;
        rc.orderIndex = 2;
        QVERIFY(m_engine.check(rc, recall(2, 1)).isEmpty());
        rc = applied(rc, recall(2, 1));
        QCOMPARE(rc.players.at(2).hand, 6);
        QCOMPARE(rc.active, 3);
    }

    void berserkerFlow()
    {
        LowState s = scenario(QStringLiteral("berserker"));
        QCOMPARE(s.phase, Phase::Berserker);
        QCOMPARE(s.berserkers, QList<int>{1});
        QCOMPARE(s.berserkerSquares, QList<QList<QPoint>>{{QPoint(3, 3)}});
        QCOMPARE(m_engine.guidance(s).expected, QStringList{"berserker-move"});
        s = applied(
            s, Step{QStringLiteral("berserker-move"), 0,
                    QJsonObject{{QStringLiteral("unit"), 1}, {QStringLiteral("to"), sq(3, 3)}}});
        QCOMPARE(s.unit(1)->at, QPoint(3, 3));
        QCOMPARE(s.phase, Phase::Resolve);
        s = applied(s, resolve(0));
        QCOMPARE(s.phase, Phase::Reinforce);
    }

    void victoryEndsTheGame()
    {
        LowState s = midGame(2, {{QStringLiteral("cardsToWin"), 1}});
        put(s, QStringLiteral("dwarf-slugger"), 1, 2, 2);
        s = run(s, {place(0, "orc-goblin-shanker", 2, 3), resolve(0)});
        QCOMPARE(s.phase, Phase::Finished);
        QCOMPARE(s.winnerSide, 0);
        QCOMPARE(s.how, QStringLiteral("cards"));
        const Guidance g = m_engine.guidance(s);
        QVERIFY(g.finished);
        QVERIFY(g.expected.isEmpty());
        const auto r = m_engine.result(s);
        QVERIFY(r);
        QCOMPARE(r->how, QStringLiteral("cards"));
        QCOMPARE(r->winners(), QList<int>{0});
        QCOMPARE(r->players.size(), 2);
        QCOMPARE(r->players.at(0).score, 1.0);
        QCOMPARE(r->players.at(1).rank, 2);
        QCOMPARE(r->summary.english(), QStringLiteral("P1 won by destroying 1 enemy cards."));
        QVERIFY(!m_engine.result(scenario(QStringLiteral("reinforce"))));
        // Commanders.
        LowState c = midGame(2, {{QStringLiteral("commandersToWin"), 1}});
        put(c, QStringLiteral("dwarf-krod-klouthammer"), 1, 3, 2);
        put(c, QStringLiteral("orc-vanak-fleshripper"), 0, 2, 3);
        c = run(c, {place(0, "orc-ravager", 4, 3), resolve(0)});
        QCOMPARE(c.how, QStringLiteral("commanders"));
        QCOMPARE(m_engine.result(c)->how, QStringLiteral("commanders"));
    }
};

QTEST_MAIN(tst_low_turns)
#include "tst_low_turns.moc"
