// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowTestSupport.h"
#include "lordsofwar/LowInternal.h"

#include <QtTest>

using namespace lowtest;
using namespace kbz::low::rules;

// The pure rules of Lords of War: the rulebook's worked examples (RULINGS.md "Public worked
// examples"), orientation, legal squares, engagement, recall, berserkers and victory.
//
// The worked examples are laid out on the 7 x 6 mat with the shipped card figures. The attacks
// that decide each example are exactly the rulebook's (5 vs 4, 3 vs 3, 5 + 4 = 9 vs 4, 4 vs 3,
// 3 + 4 = 7 vs 4). The small return blows the rulebook mentions (the Marauder's 1 on the
// Deathbringer, 1 on the Shanker) cannot be reproduced with the shipped figures when both cards
// face their owners; the layouts below give 0 or 2 there, and the outcome (who falls) is the
// rulebook's.
class tst_low_rules : public QObject
{
    Q_OBJECT

    // "card@owner@x,y" (owner seat 0 = orcs at the bottom, 1 = dwarves at the top).
    static LowState build(const QStringList &units, QList<int> *uids = nullptr)
    {
        LowState s = midGame();
        for (const QString &spec : units) {
            const QStringList parts = spec.split(QLatin1Char('@'));
            if (parts.at(0) == QLatin1String("army")) {
                s.players[parts.at(1).toInt()].army = parts.at(2);
                continue;
            }
            const QStringList xy = parts.at(2).split(QLatin1Char(','));
            const int uid =
                put(s, parts.at(0), parts.at(1).toInt(), xy.at(0).toInt(), xy.at(1).toInt());
            if (uids)
                uids->append(uid);
        }
        return s;
    }

private Q_SLOTS:
    void shippedCardsAreThere()
    {
        for (const char *id :
             {"orc-deathbringer", "orc-deathbringer-2", "dwarf-marauder", "dwarf-marauder-2",
              "dwarf-slugger", "orc-ravager", "orc-goblin-shanker-2", "orc-catapult"})
            QVERIFY2(LowCardLibrary::shipped().find(QLatin1String(id)), id);
    }

    // Each row: the units (uid = position + 1), the shots ("from>target" uids), then per unit
    // "uid:total" for every unit attacked, and the destroyed uids.
    void workedExamples_data()
    {
        QTest::addColumn<QStringList>("units");
        QTest::addColumn<QStringList>("shots");
        QTest::addColumn<QStringList>("totals");
        QTest::addColumn<QList<int>>("destroyed");
        QTest::addColumn<QList<int>>("involved");

        // LoW 1 vs 2: the Deathbringer's 5 beats the Marauder's 4; its 3 does not beat the
        // Slugger's 3.
        QTest::newRow("1 vs 2") << QStringList{"orc-deathbringer-2@0@3,3", "dwarf-marauder@1@3,4",
                                               "dwarf-slugger@1@2,4"}
                                << QStringList{} << QStringList{"2:5", "3:3"} << QList<int>{2}
                                << QList<int>{1};
        // LoW 2 vs 1: Ravager 5 + Shanker 4 = 9 vs the Marauder's 4; the Ravager takes 2 < 3.
        QTest::newRow("2 vs 1") << QStringList{"dwarf-marauder-2@1@3,2", "orc-ravager@0@4,3",
                                               "orc-goblin-shanker-2@0@3,1"}
                                << QStringList{} << QStringList{"1:9", "2:2"} << QList<int>{1}
                                << QList<int>{2, 3};
        // LoW ranged: the Catapult beside its Shanker shoots the Slugger for 4 > 3.
        QTest::newRow("catapult on slugger")
            << QStringList{"orc-goblin-shanker@0@2,4", "dwarf-slugger@1@3,1", "orc-catapult@0@3,4"}
            << QStringList{"3>2"} << QStringList{"2:4"} << QList<int>{2} << QList<int>{3};
        // LoW ranged + melee: Deathbringer 3 + Catapult 4 = 7 vs the Marauder's 4; nothing back.
        QTest::newRow("3 + 4 = 7")
            << QStringList{"orc-deathbringer@0@3,3", "dwarf-marauder-2@1@4,2", "orc-catapult@0@3,4"}
            << QStringList{"3>2"} << QStringList{"2:7"} << QList<int>{2} << QList<int>{1, 3};
        // Without the shot the Marauder survives 3 vs 4.
        QTest::newRow("3 alone") << QStringList{"orc-deathbringer@0@3,3", "dwarf-marauder-2@1@4,2",
                                                "orc-catapult@0@3,4"}
                                 << QStringList{} << QStringList{"2:3"} << QList<int>{}
                                 << QList<int>{};
        // Strictly greater: 4 against defence 4 leaves the Marauder standing; its 4 beats the
        // Shanker's 3.
        QTest::newRow("equal survives")
            << QStringList{"orc-goblin-shanker@0@3,3", "dwarf-marauder-2@1@3,2"} << QStringList{}
            << QStringList{"1:4", "2:4"} << QList<int>{1} << QList<int>{2};
        // Friendly arrows are ignored: two orcs pointing at each other.
        QTest::newRow("friendly") << QStringList{"orc-goblin-shanker@0@3,3",
                                                 "orc-goblin-shanker-2@0@3,2"}
                                  << QStringList{} << QStringList{} << QList<int>{} << QList<int>{};
        // Gonke's 5 and Krod's 5 face each other (defence 6 and 7); the Ravager adds 5 on Krod
        // (10 > 7) and takes Krod's 4 (4 > 3): Krod and the Ravager fall together.
        QTest::newRow("generals") << QStringList{"orc-gonke-longtooth@0@3,3",
                                                 "dwarf-krod-klouthammer@1@3,2",
                                                 "orc-ravager@0@4,3"}
                                  << QStringList{} << QStringList{"1:5", "2:10", "3:4"}
                                  << QList<int>{2, 3} << QList<int>{1, 2, 3};
    }

    void workedExamples()
    {
        QFETCH(QStringList, units);
        QFETCH(QStringList, shots);
        QFETCH(QStringList, totals);
        QFETCH(QList<int>, destroyed);
        QFETCH(QList<int>, involved);
        const LowState s = build(units);
        QList<Shot> list;
        for (const QString &spec : shots) {
            const QStringList ft = spec.split(QLatin1Char('>'));
            list.append({ft.at(0).toInt(), ft.at(1).toInt()});
        }
        const CombatReport r = resolveCombat(s, list);
        QStringList got;
        for (const Fate &f : r.fates)
            got.append(QStringLiteral("%1:%2").arg(f.uid).arg(f.total));
        QCOMPARE(got, totals);
        QCOMPARE(r.destroyed, destroyed);
        QCOMPARE(r.involved, involved);
        for (const Fate &f : r.fates)
            QCOMPARE(f.destroyed, f.total > f.defence);
    }

    void orientation()
    {
        // The same Slugger (N3) attacks down the mat for the dwarves and up for the orcs.
        LowState s = midGame();
        const int dwarf = put(s, QStringLiteral("dwarf-slugger"), 1, 3, 2);
        const int orc = put(s, QStringLiteral("dwarf-slugger"), 0, 1, 2);
        QCOMPARE(arrowAt(s, *s.unit(dwarf), QPoint(3, 3)), 3);
        QCOMPARE(arrowAt(s, *s.unit(dwarf), QPoint(3, 1)), 0);
        QCOMPARE(arrowAt(s, *s.unit(orc), QPoint(1, 1)), 3);
        QCOMPARE(arrowAt(s, *s.unit(orc), QPoint(1, 3)), 0);
        // East for the owner is the mat's left for side 1.
        const int e = put(s, QStringLiteral("dwarf-slugger-2"), 1, 5, 5);
        QCOMPARE(arrowAt(s, *s.unit(e), QPoint(4, 5)), 3);
        QCOMPARE(arrowAt(s, *s.unit(e), QPoint(6, 5)), 0);
        QCOMPARE(toMat(0, QPoint(1, 1)), QPoint(1, -1));
        QCOMPARE(toMat(1, QPoint(1, 1)), QPoint(-1, 1));
        // Not touching: no attack.
        QCOMPARE(arrowAt(s, *s.unit(dwarf), QPoint(3, 4)), 0);
    }

    void squares()
    {
        QCOMPARE(squareName(QPoint(2, 3)), QStringLiteral("C4"));
        // Off the letters (the unlimited battlefield): the column and the row as the mat
        // labels them (rows counted from 1, as on the mat), never the 0-based y.
        QCOMPARE(squareName(QPoint(-2, 7)), QStringLiteral("(-2,8)"));
        QCOMPARE(squareName(QPoint(-10, -14)), QStringLiteral("(-10,-13)"));
        QCOMPARE(squareName(QPoint(3, -1)), QStringLiteral("(D,0)"));
        QCOMPARE(columnName(-10), QStringLiteral("-10"));
        QCOMPARE(rowName(-14), QStringLiteral("-13"));
        QCOMPARE(squareFromJson(QJsonArray{4, 2}), std::optional<QPoint>(QPoint(4, 2)));
        QVERIFY(!squareFromJson(QJsonArray{4}));
        QVERIFY(!squareFromJson(QJsonArray{4.5, 2}));
        QVERIFY(!squareFromJson(QStringLiteral("C4")));
        QCOMPARE(squareToJson(QPoint(1, 2)), QJsonValue(QJsonArray{1, 2}));
        QCOMPARE(phaseCode(Phase::Berserker), QStringLiteral("berserker"));
    }

    void legalSquares_data()
    {
        QTest::addColumn<QStringList>("units");
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("expected"); // "C4=contact D4=support ..." or a count "#42"

        QTest::newRow("empty mat") << QStringList{} << "orc-ravager"
                                   << "#42:empty-mat";
        QTest::newRow("empty mat, any card") << QStringList{} << "dwarf-slugger"
                                             << "#42:empty-mat";
        // Shanker (N4, NE1) against a Marauder on D3: from D4 (N) and C4 (NE) only.
        QTest::newRow("contact") << QStringList{"dwarf-marauder@1@3,2"} << "orc-goblin-shanker"
                                 << "C4=contact D4=contact";
        // Spikeman (NE, E, SE) also touches the friend on A7.
        QTest::newRow("support")
            << QStringList{"dwarf-marauder@1@3,2", "orc-ravager@0@0,6"} << "orc-goblin-spikeman"
            << "C2=contact C3=contact C4=contact A6=support B6=support B7=support";
        // A non-support card ignores the friend.
        QTest::newRow("no support for infantry")
            << QStringList{"dwarf-marauder@1@3,2", "orc-ravager@0@0,6"} << "orc-goblin-shanker"
            << "C4=contact D4=contact";
        QTest::newRow("no enemy") << QStringList{"orc-ravager@0@0,6"} << "orc-goblin-shanker"
                                  << "A6=no-enemy B6=no-enemy B7=no-enemy";
        // An enemy that no arrow can reach from any square: nothing legal.
        QTest::newRow("none") << QStringList{"dwarf-marauder@1@0,0"} << "orc-goblin-shanker-2"
                              << "";
    }

    void legalSquares()
    {
        QFETCH(QStringList, units);
        QFETCH(QString, card);
        QFETCH(QString, expected);
        const LowState s = build(units);
        const QList<LegalSquare> legal = rules::legalSquares(s, 0, card);
        if (expected.startsWith(QLatin1Char('#'))) {
            const QStringList parts = expected.mid(1).split(QLatin1Char(':'));
            QCOMPARE(legal.size(), parts.at(0).toInt());
            for (const LegalSquare &l : legal)
                QCOMPARE(placeRuleId(l.rule), QStringLiteral("low.place.") + parts.at(1));
            return;
        }
        QStringList got;
        for (const LegalSquare &l : legal)
            got.append(squareName(l.at) + QLatin1Char('=') +
                       placeRuleId(l.rule).mid(QStringLiteral("low.place.").size()));
        QString want = expected;
        want.replace(QStringLiteral("=support"), QStringLiteral("=support-exception"));
        QCOMPARE(got.join(QLatin1Char(' ')), want);
    }

    void openingSquares()
    {
        LowState s = LowEngine().initialState(configFor(2));
        QCOMPARE(s.phase, Phase::Opening);
        QCOMPARE(rules::legalSquares(s, 0, QStringLiteral("orc-ravager")),
                 (QList<LegalSquare>{{QPoint(3, 4), PlaceRule::Opening}}));
        s.orderIndex = 1;
        s.active = 1;
        QCOMPARE(rules::legalSquares(s, 1, QStringLiteral("dwarf-slugger")),
                 (QList<LegalSquare>{{QPoint(2, 2), PlaceRule::Opening}}));
        // Team battle: both opening squares on an empty battlefield, then squares one apart.
        LowState t = LowEngine().initialState(configFor(4));
        QVERIFY(t.unlimited);
        QCOMPARE(rules::legalSquares(t, 0, QString()).size(), 2);
        put(t, QStringLiteral("orc-ravager"), 0, 2, 3);
        const QList<LegalSquare> ring = rules::legalSquares(t, 1, QString());
        QCOMPARE(ring.size(), 16);
        for (const LegalSquare &l : ring)
            QCOMPARE(qMax(qAbs(l.at.x() - 2), qAbs(l.at.y() - 3)), 2);
        // Unlimited battlefield, empty: the opening squares are proposed.
        LowState u = midGame(2, {{QStringLiteral("mat"), QStringLiteral("unlimited")}});
        QCOMPARE(rules::legalSquares(u, 0, QStringLiteral("orc-ravager")).size(), 2);
        put(u, QStringLiteral("dwarf-marauder"), 1, -5, -5);
        QCOMPARE(rules::legalSquares(u, 0, QStringLiteral("orc-goblin-shanker")).size(), 2);
    }

    void touchingEnemy()
    {
        const LowState s = build({"dwarf-marauder@1@0,0"});
        QCOMPARE(touchingEnemySquares(s, 0),
                 (QList<QPoint>{QPoint(1, 0), QPoint(0, 1), QPoint(1, 1)}));
        QVERIFY(touchingEnemySquares(s, 1).isEmpty());
    }

    void engagement_data()
    {
        QTest::addColumn<QString>("enemy");
        QTest::addColumn<bool>("engaged");
        QTest::addColumn<bool>("mayFire");
        // The Catapult (E1, W1) on D4, the enemy on E4.
        QTest::newRow("points back") << "dwarf-slugger-2" << true << false;
        QTest::newRow("one-way") << "dwarf-slugger" << false << true;
    }

    void engagement()
    {
        QFETCH(QString, enemy);
        QFETCH(bool, engaged);
        QFETCH(bool, mayFire);
        LowState s = build({"orc-catapult@0@3,3", enemy + "@1@4,3"});
        s.phase = Phase::Resolve;
        QCOMPARE(isEngaged(s, *s.unit(1)), engaged);
        QCOMPARE(unitsThatMayFire(s).contains(1), mayFire);
        // The Catapult points at the enemy either way: the enemy is engaged.
        QVERIFY(isEngaged(s, *s.unit(2)));
        QVERIFY(!isEngagedBySpear(s, *s.unit(1)));
    }

    void whoMayFire()
    {
        LowState s =
            build({"orc-catapult@0@3,4", "dwarf-sharpshooter@1@3,0", "orc-goblin-bow-pest@0@5,6"});
        s.phase = Phase::Resolve;
        QCOMPARE(unitsThatMayFire(s), (QList<int>{1, 3}));
        s.fired = {1};
        QCOMPARE(unitsThatMayFire(s), (QList<int>{3}));
        s.active = 1;
        QCOMPARE(unitsThatMayFire(s), (QList<int>{2}));
        // The Sharpshooter shoots 3 squares straight ahead (down the mat): D2..D4.
        QVERIFY(targetsInGrid(s, *s.unit(2)).isEmpty());
        s.units[0].at = QPoint(3, 3);
        QCOMPARE(targetsInGrid(s, *s.unit(2)), (QList<int>{1}));
    }

    void teamsFireOnTeammatesTurns()
    {
        LowState s = midGame(4);
        put(s, QStringLiteral("orc-catapult"), 2, 3, 4);  // seat 2, side 0
        put(s, QStringLiteral("dwarf-slugger"), 1, 3, 1); // enemy
        s.phase = Phase::Resolve;
        s.active = 0;
        QCOMPARE(unitsThatMayFire(s), (QList<int>{1}));
        s.active = 1;
        QVERIFY(unitsThatMayFire(s).isEmpty());
    }

    void proposal()
    {
        // The Catapult can hit the Slugger (destroyed: 4 > 3) or the Marauder (4 = 4).
        LowState s = build({"orc-catapult@0@3,4", "dwarf-marauder@1@2,2", "dwarf-slugger@1@4,1"});
        s.phase = Phase::Resolve;
        QCOMPARE(proposeShots(s), (QList<Shot>{{1, 3}}));
        // No target in the grid: no proposal.
        LowState t = build({"orc-catapult@0@3,4", "dwarf-slugger@1@0,0"});
        QVERIFY(proposeShots(t).isEmpty());
        // Nothing falls: the commander is proposed before the conscript.
        LowState c = build(
            {"orc-goblin-bow-pest@0@3,4", "dwarf-slugger@1@2,2", "dwarf-gordona-ironhelm@1@4,2"});
        QCOMPARE(proposeShots(c), (QList<Shot>{{1, 3}}));
    }

    void recall_data()
    {
        QTest::addColumn<QStringList>("units");
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("intermediate");
        QTest::addColumn<int>("seat");
        QTest::addColumn<int>("uid");
        QTest::addColumn<QStringList>("problems");

        QTest::newRow("free") << QStringList{"orc-ravager@0@0,5", "dwarf-slugger@1@5,0"} << 2
                              << false << 0 << 1 << QStringList{};
        QTest::newRow("enemy's") << QStringList{"orc-ravager@0@0,5", "dwarf-slugger@1@5,0"} << 2
                                 << false << 0 << 2 << QStringList{"low.recall.conditions"};
        // The Slugger on D4 points down at... nothing; the Slugger on D2 points at D3.
        QTest::newRow("engaged") << QStringList{"orc-ravager@0@3,2", "dwarf-slugger@1@3,1"} << 2
                                 << false << 0 << 1 << QStringList{"low.recall.conditions"};
        QTest::newRow("one-way is free")
            << QStringList{"orc-goblin-shanker@0@3,2", "dwarf-slugger-3@1@3,1"} << 2 << false << 0
            << 1 << QStringList{};
        QTest::newRow("placed this turn") << QStringList{"orc-ravager@0@0,5@3"} << 2 << false << 0
                                          << 1 << QStringList{"low.recall.conditions"};
        // Intermediate cavalry: engaged by a Slugger (infantry) does not stop the Warhog...
        QTest::newRow("cavalry engaged by infantry")
            << QStringList{"orc-warhog@0@3,2", "dwarf-slugger@1@3,1"} << 2 << true << 0 << 1
            << QStringList{};
        QTest::newRow("cavalry without intermediate")
            << QStringList{"orc-warhog@0@3,2", "dwarf-slugger@1@3,1"} << 2 << false << 0 << 1
            << QStringList{"low.recall.conditions"};
        // ... a Beastslayer (spear, N3 down the mat) does.
        QTest::newRow("cavalry engaged by spear")
            << QStringList{"orc-warhog@0@3,2", "dwarf-beastslayer@1@3,1"} << 2 << true << 0 << 1
            << QStringList{"low.recall.cavalry"};
        QTest::newRow("cavalry placed this turn") << QStringList{"orc-warhog@0@3,2@3"} << 2 << true
                                                  << 0 << 1 << QStringList{"low.recall.cavalry"};
        // Team battle: own cards only unless the teammates play the same race (seats 0 and 2
        // both play orcs by default), never a teammate's general. "army@SEAT@ARMY" sets a
        // player's race.
        QTest::newRow("teams own")
            << QStringList{"orc-ravager@2@0,5"} << 4 << false << 2 << 1 << QStringList{};
        QTest::newRow("teams teammate's, same race")
            << QStringList{"orc-ravager@2@0,5"} << 4 << false << 0 << 1 << QStringList{};
        QTest::newRow("teams teammate's, another race")
            << QStringList{"army@2@lizardman", "orc-ravager@2@0,5"} << 4 << false << 0 << 1
            << QStringList{"low.variant.teams-rules"};
        QTest::newRow("teams teammate's general")
            << QStringList{"orc-gonke-longtooth@2@0,5"} << 4 << false << 0 << 1
            << QStringList{"low.variant.teams-rules"};
        // 3 players: teammates recall each other's units; the lone player only their own.
        QTest::newRow("three teammate's")
            << QStringList{"dwarf-slugger@2@0,0"} << 3 << false << 1 << 1 << QStringList{};
        QTest::newRow("three lone") << QStringList{"dwarf-slugger@2@0,0"} << 3 << false << 0 << 1
                                    << QStringList{"low.recall.conditions"};
    }

    void recall()
    {
        QFETCH(QStringList, units);
        QFETCH(int, players);
        QFETCH(bool, intermediate);
        QFETCH(int, seat);
        QFETCH(int, uid);
        QFETCH(QStringList, problems);
        LowState s = midGame(players, {{QStringLiteral("intermediate"), intermediate}});
        for (const QString &spec : units) {
            const QStringList parts = spec.split(QLatin1Char('@'));
            if (parts.at(0) == QLatin1String("army")) {
                s.players[parts.at(1).toInt()].army = parts.at(2);
                continue;
            }
            const QStringList xy = parts.at(2).split(QLatin1Char(','));
            put(s, parts.at(0), parts.at(1).toInt(), xy.at(0).toInt(), xy.at(1).toInt(),
                parts.size() > 3 ? parts.at(3).toInt() : 1);
        }
        s.phase = Phase::Reinforce;
        s.active = seat;
        QCOMPARE(recallProblems(s, seat, uid), problems);
    }

    void recallInvolvedAndGeneral()
    {
        LowState s = build({"orc-ravager@0@0,5"});
        s.phase = Phase::Reinforce;
        QVERIFY(recallProblems(s, 0, 1).isEmpty());
        s.involved = {1};
        QCOMPARE(recallProblems(s, 0, 1), QStringList{"low.recall.conditions"});
        // 3 players: the team member who placed the general this turn recalls nothing.
        LowState t = midGame(3);
        put(t, QStringLiteral("dwarf-slugger"), 1, 0, 0);
        t.active = 1;
        t.placedGeneral = true;
        QCOMPARE(recallProblems(t, 1, 1), QStringList{"low.variant.three-player-team"});
        QCOMPARE(recallProblems(t, 1, 99), QStringList{"low.recall.conditions"});
        QCOMPARE(recallRecipient(t, 1, 2), 1);
        QCOMPARE(recallRecipient(s, 0, 0), 0);
    }

    void berserkers()
    {
        // The Deathbringer (berserker, N5) destroys the Slugger in front of it.
        LowState s = midGame(2, {{QStringLiteral("intermediate"), true}});
        put(s, QStringLiteral("orc-deathbringer"), 0, 3, 3);
        put(s, QStringLiteral("dwarf-slugger-2"), 1, 3, 2);
        const CombatReport r = resolveCombat(s, {});
        QCOMPARE(r.destroyed, QList<int>{2});
        LowState after = s;
        after.units.removeAt(1);
        const QList<BerserkerDue> due = berserkersDue(after, s, r);
        QCOMPARE(due.size(), 1);
        QCOMPARE(due.first().uid, 1);
        QCOMPARE(due.first().squares, QList<QPoint>{QPoint(3, 2)});
        // Engaged after the removal: it stays.
        LowState engaged = after;
        put(engaged, QStringLiteral("dwarf-slugger-2"), 1, 4, 3); // E3 -> points at D4
        QVERIFY(berserkersDue(engaged, s, r).isEmpty());
        // Basic rules: no forced advance.
        LowState basic = s;
        basic.intermediate = false;
        QVERIFY(berserkersDue(after, basic, r).isEmpty());
    }

    void victory_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("cards");
        QTest::addColumn<int>("commanders");
        QTest::addColumn<int>("side");
        QTest::addColumn<QString>("how");
        QTest::newRow("19 cards") << 2 << 19 << 0 << -1 << "";
        QTest::newRow("20 cards") << 2 << 20 << 0 << 0 << "cards";
        QTest::newRow("3 commanders") << 2 << 3 << 3 << -1 << "";
        QTest::newRow("4 commanders") << 2 << 4 << 4 << 0 << "commanders";
        QTest::newRow("teams 29") << 4 << 29 << 6 << -1 << "";
        QTest::newRow("teams 30") << 4 << 30 << 0 << 0 << "cards";
        QTest::newRow("teams 7 commanders") << 4 << 7 << 7 << 0 << "commanders";
        QTest::newRow("six 49") << 6 << 49 << 8 << -1 << "";
        QTest::newRow("six 50") << 6 << 50 << 0 << 0 << "cards";
    }

    void victory()
    {
        QFETCH(int, players);
        QFETCH(int, cards);
        QFETCH(int, commanders);
        QFETCH(int, side);
        QFETCH(QString, how);
        LowState s = midGame(players);
        const QStringList commandersList = {
            "dwarf-krod-klouthammer", "dwarf-ivor-the-mad",  "dwarf-jaeger-drakesbane",
            "dwarf-gordona-ironhelm", "dwarf-deadeye-jones", "dwarf-mungo-lancerammer",
            "dwarf-ivor-the-mad",     "dwarf-ivor-the-mad",  "dwarf-ivor-the-mad"};
        for (int i = 0; i < cards; ++i)
            s.kills[0].append(
                {i < commanders ? commandersList.at(i) : QStringLiteral("dwarf-slugger"), 1, 3});
        QString got;
        QCOMPARE(winningSide(s, &got), side);
        QCOMPARE(got, how);
        QCOMPARE(s.commandersKilled(0), commanders);
    }
};

QTEST_MAIN(tst_low_rules)
#include "tst_low_rules.moc"
