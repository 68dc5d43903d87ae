// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords engine through its public interface: every resolution step's effect on the
// state (traps, magic, each monster text, healing, fatigue and conquest), defeat and the
// prison, the skipped conquest.
#include "DlEngineTestSupport.h"

#include <QtTest>

using namespace kbz;
using namespace kbz::dl;
using namespace kbz::dl::test;

class tst_dl_engine_steps : public QObject
{
    Q_OBJECT

    DlEngine m_engine;

private Q_SLOTS:
    // ---- Step 1: traps ---------------------------------------------------------------------

    void trapStep_data()
    {
        QTest::addColumn<QString>("trap");
        QTest::addColumn<int>("tile");
        QTest::addColumn<QString>("payload");
        QTest::addColumn<QList<int>>("damage"); // the party after the step
        QTest::addColumn<int>("prisoners");
        QTest::addColumn<int>("gold");
        QTest::addColumn<int>("food");
        QTest::addColumn<int>("imps");
        QTest::addColumn<bool>("skip");
        const QString none = QStringLiteral("{}");
        QTest::newRow("boulder, tunnel")
            << "rolling-boulder" << 0 << none << QList<int>{3, 0, 0} << 0 << 3 << 3 << 4 << false;
        QTest::newRow("boulder, room: 1 gold")
            << "rolling-boulder" << 1 << none << QList<int>{3, 0, 0} << 0 << 2 << 3 << 4 << false;
        QTest::newRow("pendulum defeats the priest")
            << "pendulum" << 0 << none << QList<int>{0, 0} << 1 << 3 << 3 << 4 << false;
        QTest::newRow("trap door skips conquest")
            << "trap-door" << 0 << none << QList<int>{2, 0, 0} << 0 << 3 << 3 << 4 << true;
        QTest::newRow("cursed ring, tunnel")
            << "cursed-ring" << 0 << none << QList<int>{1, 1, 1} << 0 << 2 << 3 << 4 << true;
        QTest::newRow("cursed ring, room")
            << "cursed-ring" << 1 << none << QList<int>{1, 1, 1} << 0 << 1 << 3 << 4 << true;
        QTest::newRow("fire wall")
            << "fire-wall" << 0 << none << QList<int>{1, 1, 2} << 0 << 3 << 3 << 4 << false;
        QTest::newRow("kamikaze imp")
            << "kamikaze-imp" << 0 << none << QList<int>{3, 1, 1} << 0 << 3 << 3 << 3 << false;
        QTest::newRow("poisoned meal")
            << "poisoned-meal" << 0 << none << QList<int>{0, 0} << 1 << 3 << 2 << 4 << false;
        QTest::newRow("hits given")
            << "rolling-boulder" << 0
            << R"({"hits":[{"target":0,"amount":1},{"target":2,"amount":2}]})"
            << QList<int>{1, 0, 2} << 0 << 3 << 3 << 4 << false;
        QTest::newRow("pay and skip given")
            << "rolling-boulder" << 0 << R"({"pay":{"gold":2},"skipConquest":true})"
            << QList<int>{3, 0, 0} << 0 << 1 << 3 << 4 << true;
        QTest::newRow("dart on the wizard") << "poisoned-dart" << 0 << R"({"target":2})"
                                            << QList<int>{0, 0, 1} << 0 << 3 << 3 << 4 << false;
    }

    void trapStep()
    {
        QFETCH(QString, trap);
        QFETCH(int, tile);
        QFETCH(QString, payload);
        QFETCH(QList<int>, damage);
        QFETCH(int, prisoners);
        QFETCH(int, gold);
        QFETCH(int, food);
        QFETCH(int, imps);
        QFETCH(bool, skip);
        Driver d;
        startFight(d, planPayload(tile, trap, {}));
        QVERIFY(d.record(step("trap", 0, json(payload.toUtf8().constData()))));
        const DlPlayer &p = d.player(0);
        QCOMPARE(damages(p), damage);
        QCOMPARE(p.prisoners.size(), prisoners);
        QCOMPARE(p.gold, gold);
        QCOMPARE(p.food, food);
        QCOMPARE(p.imps, imps);
        QCOMPARE(p.fight.skipConquest, skip);
        QVERIFY(p.fight.trapDone);
        QCOMPARE(p.stage, Stage::EarlyMagic);
        // The trap left the hand.
        QCOMPARE(p.traps.size(), 8);
        QVERIFY(!p.traps.contains(*trapKindFromCode(trap)));
        // Defeats cite the prison rule, not the step's (dl.prison.defeated).
        QCOMPARE(hasInfo(d.last, "dl.prison.defeated"), prisoners > 0);
        QVERIFY(!hasInfo(d.last, "dl.step.traps"));
    }

    // Poisoned dart: 1 now, 2 more when the player's round ends (after the fatigue).
    void poisonedDartFallsDue()
    {
        Driver d;
        startFight(d, planPayload(0, "poisoned-dart", {}), card(1));
        QVERIFY(d.play("trap", 0, R"({"target":1})"));
        QCOMPARE(damages(d.player(0)), (QList<int>{0, 1, 0}));
        QCOMPARE(d.player(0).fight.delayed, (QList<int>{0, 2, 0}));
        QVERIFY(d.play("conquest", 0));
        // Fatigue 1 to the warrior, then the priest takes 2 more and is defeated.
        QCOMPARE(damages(d.player(0)), (QList<int>{1, 0}));
        QCOMPARE(d.player(0).prisoners.size(), 1);
        QCOMPARE(d.player(0).prisoners.at(0).cls, AdvClass::Priest);
        QCOMPARE(englishOf(d.last, "dl.prison.defeated"),
                 QStringLiteral("Priest 2 is defeated and goes to P1's prison"));
        QVERIFY(!hasInfo(d.last, "dl.trap.list"));
        QVERIFY(d.player(0).tiles.at(0).conquered);
    }

    // ---- Steps 2 and 4: magic --------------------------------------------------------------

    void magicStep()
    {
        Driver d;
        startFight(d, planPayload(1, {}, {0, 1}), card(0, true, true));
        QVERIFY(d.play("magic", 0,
                       R"({"when":"early","hits":[{"target":0,"amount":2}],"cancel":[1]})"));
        QCOMPARE(damages(d.player(0)), (QList<int>{2, 0, 0}));
        QCOMPARE(d.player(0).fight.cancelled, QList<int>{1});
        QVERIFY(d.player(0).fight.earlyDone);
        QCOMPARE(d.player(0).stage, Stage::Monsters);
        QVERIFY(d.play("magic", 0, R"({"when":"late","heals":[{"target":0,"amount":1}]})"));
        QCOMPARE(damages(d.player(0)), (QList<int>{1, 0, 0}));
        QVERIFY(d.player(0).fight.lateDone);
        QCOMPARE(d.player(0).stage, Stage::Healing);
    }

    // The card's number for a spell that has one (issue "At the table, second pass"): the
    // spell's kind does the rest, and the card keeps the number for the other fights.
    void magicStepWithTheCardsNumber_data()
    {
        QTest::addColumn<QString>("spell");
        QTest::addColumn<int>("hurt"); // the warrior's damage (5 HP) before the spell
        QTest::addColumn<QString>("payload");
        QTest::addColumn<QList<int>>("damage");
        QTest::newRow("heal, front first")
            << "heal" << 4 << R"({"when":"early","amount":3})" << QList<int>{1, 0, 0};
        QTest::newRow("heal more than the damage")
            << "heal" << 4 << R"({"when":"early","amount":9})" << QList<int>{0, 0, 0};
        QTest::newRow("heal every adventurer")
            << "heal-all" << 4 << R"({"when":"early","amount":2})" << QList<int>{2, 0, 0};
        QTest::newRow("damage to the front")
            << "damage-front" << 0 << R"({"when":"early","amount":2})" << QList<int>{2, 0, 0};
        QTest::newRow("the table's own healing wins")
            << "heal" << 4 << R"({"when":"early","amount":3,"heals":[{"target":0,"amount":1}]})"
            << QList<int>{3, 0, 0};
    }

    void magicStepWithTheCardsNumber()
    {
        QFETCH(QString, spell);
        QFETCH(int, hurt);
        QFETCH(QString, payload);
        QFETCH(QList<int>, damage);
        Driver d;
        QJsonObject revealed = card(0, true, true);
        revealed.insert(QStringLiteral("spell"), spell);
        startFight(d, planPayload(1, {}, {}), revealed, hurt);
        QCOMPARE(d.s().cards.at(0).amount, -1);
        QVERIFY(d.play("magic", 0, qPrintable(payload)));
        QCOMPARE(damages(d.player(0)), damage);
        QCOMPARE(d.s().cards.at(0).amount, QJsonDocument::fromJson(payload.toUtf8())
                                               .object()
                                               .value(QStringLiteral("amount"))
                                               .toInt());
    }

    // ---- Step 3: every monster text --------------------------------------------------------

    void attackStep_data()
    {
        QTest::addColumn<int>("monster");
        QTest::addColumn<QString>("payload");
        QTest::addColumn<QList<int>>("damage");
        QTest::addColumn<int>("prisoners");
        QTest::addColumn<bool>("used");
        QTest::addColumn<bool>("attacked");
        QTest::addColumn<bool>("skipConquest");
        QTest::addColumn<bool>("skipHealing");
        QTest::addColumn<int>("food");
        QTest::addColumn<QString>("rule");
        QTest::newRow("goblin") << 0 << "{}" << QList<int>{2, 0, 0} << 0 << true << true << false
                                << false << 3 << "dl.monster.goblin";
        QTest::newRow("troll") << 1 << "{}" << QList<int>{3, 0, 0} << 0 << true << true << false
                               << false << 3 << "dl.monster.troll";
        QTest::newRow("troll fed") << 1 << R"({"option":"fed"})" << QList<int>{4, 0, 0} << 0 << true
                                   << true << false << false << 2 << "dl.monster.troll";
        QTest::newRow("ghost on the wizard")
            << 2 << R"({"targets":[2]})" << QList<int>{0, 0, 2} << 0 << true << true << false
            << false << 3 << "dl.monster.ghost";
        QTest::newRow("golem reused") << 3 << "{}" << QList<int>{4, 0, 0} << 0 << false << true
                                      << false << false << 3 << "dl.monster.golem";
        QTest::newRow("vampire strong")
            << 4 << R"({"option":"strong","targets":[2]})" << QList<int>{0, 0} << 1 << true << true
            << false << false << 3 << "dl.monster.vampire";
        QTest::newRow("vampire reused")
            << 4 << R"({"option":"reuse","targets":[0]})" << QList<int>{2, 0, 0} << 0 << false
            << true << false << false << 3 << "dl.monster.vampire";
        QTest::newRow("dragon, no healing") << 5 << "{}" << QList<int>{2, 2, 2} << 0 << true << true
                                            << false << true << 3 << "dl.monster.dragon";
        QTest::newRow("slime on all") << 6 << R"({"option":"all"})" << QList<int>{1, 1, 1} << 0
                                      << true << true << false << false << 3 << "dl.monster.slime";
        QTest::newRow("slime skips conquest, no attack")
            << 6 << R"({"option":"skip-conquest"})" << QList<int>{0, 0, 0} << 0 << true << false
            << true << false << 3 << "dl.monster.slime";
        QTest::newRow("demon defeats the wizard")
            << 7 << R"({"targets":[2]})" << QList<int>{0, 0} << 1 << true << true << true << false
            << 3 << "dl.monster.demon";
        QTest::newRow("witch") << 8 << "{}" << QList<int>{4, 0, 0} << 0 << true << true << false
                               << false << 3 << "dl.monster.witch";
        QTest::newRow("witch two chosen")
            << 8 << R"({"option":"two-chosen","targets":[1,2]})" << QList<int>{0, 1, 1} << 0 << true
            << true << false << false << 3 << "dl.monster.witch";
        QTest::newRow("hits given override the text")
            << 1 << R"({"hits":[{"target":1,"amount":1}]})" << QList<int>{0, 1, 0} << 0 << true
            << true << false << false << 3 << "dl.monster.troll";
    }

    void attackStep()
    {
        QFETCH(int, monster);
        QFETCH(QString, payload);
        QFETCH(QList<int>, damage);
        QFETCH(int, prisoners);
        QFETCH(bool, used);
        QFETCH(bool, attacked);
        QFETCH(bool, skipConquest);
        QFETCH(bool, skipHealing);
        QFETCH(int, food);
        QFETCH(QString, rule);
        Driver d;
        startFight(d, planPayload(1, {}, {monster}));
        QJsonObject p = json(payload.toUtf8().constData());
        p.insert(QStringLiteral("monster"), monster);
        QVERIFY(d.record(step("attack", 0, p)));
        const DlPlayer &pl = d.player(0);
        QCOMPARE(damages(pl), damage);
        QCOMPARE(pl.prisoners.size(), prisoners);
        QCOMPARE(pl.monsters.at(monster).used, used);
        QCOMPARE(pl.fight.attacked.contains(monster), attacked);
        QCOMPARE(pl.fight.skipConquest, skipConquest);
        if (skipConquest)
            QCOMPARE(pl.fight.skipConquestBy, rule);
        QCOMPARE(pl.fight.skipHealing, skipHealing);
        QCOMPARE(pl.food, food);
        QCOMPARE(pl.stage, Stage::Monsters);
        if (skipConquest || skipHealing)
            QVERIFY(hasInfo(d.last, rule.toLatin1().constData()));
        else
            QVERIFY(!hasInfo(d.last, rule.toLatin1().constData()));
        QCOMPARE(hasInfo(d.last, "dl.prison.defeated"), prisoners > 0);
    }

    // The goblin's 2 damage defeat the front adventurer: the next takes 1.
    void goblinSpillsOver()
    {
        Driver d;
        startFight(d, planPayload(0, {}, {0}), card(0), 4);
        QVERIFY(d.play("attack", 0, R"({"monster":0})"));
        QCOMPARE(d.player(0).prisoners.size(), 1);
        QCOMPARE(d.player(0).prisoners.at(0).cls, AdvClass::Warrior);
        QCOMPARE(damages(d.player(0)), (QList<int>{1, 0}));
        QCOMPARE(englishOf(d.last, "dl.prison.defeated"),
                 QStringLiteral("Warrior 1 is defeated and goes to P1's prison"));
        QVERIFY(!hasInfo(d.last, "dl.monster.goblin"));
    }

    // ---- Step 5: healing -------------------------------------------------------------------

    void healStep_data()
    {
        QTest::addColumn<int>("monster");
        QTest::addColumn<QString>("payload");
        QTest::addColumn<QList<int>>("damage");
        QTest::newRow("hearts front first") << 1 << "{}" << QList<int>{2, 0, 0};
        QTest::newRow("the dragon stops it") << 5 << "{}" << QList<int>{2, 2, 2};
        QTest::newRow("the slime that skipped did not attack")
            << 6 << R"({"option":"skip-conquest"})" << QList<int>{0, 0, 0};
        QTest::newRow("heals given")
            << 5 << R"({"heals":[{"target":2,"amount":2}]})" << QList<int>{2, 2, 0};
    }

    void healStep()
    {
        QFETCH(int, monster);
        QFETCH(QString, payload);
        QFETCH(QList<int>, damage);
        Driver d;
        startFight(d, planPayload(1, {}, {monster}));
        QJsonObject a = monster == 6 ? json(R"({"option":"skip-conquest"})") : QJsonObject();
        a.insert(QStringLiteral("monster"), monster);
        QVERIFY(d.record(step("attack", 0, a)));
        QVERIFY(d.record(step("heal", 0, json(payload.toUtf8().constData()))));
        QCOMPARE(damages(d.player(0)), damage);
        QVERIFY(d.player(0).fight.healDone);
        QCOMPARE(d.player(0).stage, Stage::Conquest);
    }

    // ---- Step 6: fatigue and conquest ------------------------------------------------------

    void conquestStep_data()
    {
        QTest::addColumn<int>("fatigue");
        QTest::addColumn<QString>("payload");
        QTest::addColumn<bool>("slimeSkip");
        QTest::addColumn<QList<int>>("damage");
        QTest::addColumn<int>("prisoners");
        QTest::addColumn<bool>("conquered");
        QTest::newRow("fatigue on the front")
            << 4 << "{}" << false << QList<int>{4, 0, 0} << 0 << true;
        QTest::newRow("fatigue spills over") << 7 << "{}" << false << QList<int>{2, 0} << 1 << true;
        QTest::newRow("fatigue through two") << 9 << "{}" << false << QList<int>{1} << 2 << true;
        QTest::newRow("nobody left to conquer")
            << 11 << "{}" << false << QList<int>{} << 3 << false;
        QTest::newRow("skipped with its fatigue")
            << 4 << "{}" << true << QList<int>{0, 0, 0} << 0 << false;
        QTest::newRow("not conquered, as the table says")
            << 2 << R"({"conquered":false})" << false << QList<int>{2, 0, 0} << 0 << false;
        QTest::newRow("hits given") << 4 << R"({"hits":[{"target":2,"amount":1}]})" << false
                                    << QList<int>{0, 0, 1} << 0 << true;
    }

    void conquestStep()
    {
        QFETCH(int, fatigue);
        QFETCH(QString, payload);
        QFETCH(bool, slimeSkip);
        QFETCH(QList<int>, damage);
        QFETCH(int, prisoners);
        QFETCH(bool, conquered);
        Driver d;
        startFight(d, planPayload(0, {}, slimeSkip ? QList<int>{6} : QList<int>{}), card(fatigue));
        if (slimeSkip)
            QVERIFY(d.play("attack", 0, R"({"monster":6,"option":"skip-conquest"})"));
        const Step conquest = step("conquest", 0, json(payload.toUtf8().constData()));
        // The journal line says what apply does: conquered, or the tile holds.
        // (The line's first sentence; what follows it is the engine's infos.)
        Message first = m_engine.describe(*d.state, conquest);
        first.then.clear();
        const QString line = first.english();
        QVERIFY(d.record(conquest));
        QCOMPARE(line.endsWith(QLatin1String(" conquered")), conquered);
        QCOMPARE(line.endsWith(QLatin1String(" holds")), !conquered);
        const DlPlayer &p = d.player(0);
        QCOMPARE(damages(p), damage);
        QCOMPARE(p.prisoners.size(), prisoners);
        QCOMPARE(p.tiles.at(0).conquered, conquered);
        if (damage.isEmpty()) {
            QCOMPARE(p.stage, Stage::Out);
            QCOMPARE(p.out, OutReason::Defeated);
        } else {
            QCOMPARE(p.stage, Stage::Done);
        }
        QCOMPARE(d.s().resolving, 1);
        if (conquered)
            QCOMPARE(infoOf(d.last, "dl.step.conquest"),
                     QStringLiteral("The party conquers P1's Tunnel 1 (distance 1)"));
        else if (!slimeSkip)
            QCOMPARE(infoOf(d.last, "dl.step.conquest"),
                     QStringLiteral("P1's Tunnel 1 (distance 1) is not conquered"));
    }

    // Our reading: a tile is not conquered when nobody is left standing after the fatigue;
    // the journal line and the engine's info say so (dl.step.conquest, dl.end.conditions).
    void wipedOutByFatigueHolds()
    {
        Driver d;
        startFight(d, planPayload(0, {}, {}), card(11));
        const Step conquest = step("conquest", 0);
        Message line = m_engine.describe(*d.state, conquest);
        QStringList then;
        for (const Message &m : std::as_const(line.then))
            then.append(m.english());
        line.then.clear();
        QCOMPARE(line.english(),
                 QStringLiteral("Conquest: 11 fatigue (Warrior 1 for 5 — defeated, Priest 2 for 3 "
                                "— defeated, Wizard 3 for 3 — defeated), Tunnel 1 (distance 1) "
                                "holds"));
        // Then what follows: the three imprisoned, the combat phase over.
        QCOMPARE(then.mid(0, 4),
                 (QStringList{QStringLiteral("Warrior 1 is defeated and goes to P1's prison"),
                              QStringLiteral("Priest 2 is defeated and goes to P1's prison"),
                              QStringLiteral("Wizard 3 is defeated and goes to P1's prison"),
                              QStringLiteral("Every adventurer attacking P1 is defeated: P1's "
                                             "combat phase is over")}));
        QVERIFY(d.record(conquest));
        QVERIFY(!d.player(0).tiles.at(0).conquered);
        QCOMPARE(d.player(0).out, OutReason::Defeated);
        QCOMPARE(
            d.lastRules().mid(0, 5),
            (QStringList{QStringLiteral("dl.step.conquest"), QStringLiteral("dl.prison.defeated"),
                         QStringLiteral("dl.prison.defeated"), QStringLiteral("dl.prison.defeated"),
                         QStringLiteral("dl.end.conditions")}));
    }

    // A conquest recorded with no tile to fight on (the player released a prisoner) conquers
    // nothing: the journal line must not say otherwise.
    void conquestWithoutTileDescribed()
    {
        Driver d;
        QJsonObject y = richYear();
        QJsonArray players = y.value(QStringLiteral("players")).toArray();
        QJsonObject p1 = players.at(1).toObject();
        p1.insert(QStringLiteral("tiles"), QJsonArray{tile("tunnel", 1, true)});
        p1.insert(QStringLiteral("prisoners"), QJsonArray{adv("thief", 1, 3, 1)});
        players.replace(1, p1);
        y.insert(QStringLiteral("players"), players);
        QVERIFY(d.record(step("year", -1, y)));
        QVERIFY(d.play("plan", 0, R"({"tile":0})"));
        QVERIFY(d.play("release", 1, R"({"prisoner":0})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":1})"));
        const Step conquest = step("conquest", 1);
        Message first = m_engine.describe(*d.state, conquest);
        first.then.clear();
        const QString line = first.english();
        QVERIFY(d.record(conquest));
        QVERIFY(infoOf(d.last, "dl.step.conquest").isEmpty()); // nothing to conquer
        QVERIFY2(!line.endsWith(QLatin1String(" conquered")), qPrintable(line));
        QVERIFY2(line.endsWith(QLatin1String(" holds")), qPrintable(line));
    }

    // Our reading, for all four skippers: a skipped conquest skips its fatigue too and conquers
    // nothing; its step is still what closes the player's round, so the checklist gives it as
    // the next step with the reason, then as skipped once recorded.
    void skippedConquest_data()
    {
        QTest::addColumn<QString>("plan");
        QTest::addColumn<QString>("skipStep");
        QTest::addColumn<QString>("skipPayload");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("pending");
        QTest::addColumn<QString>("done");
        QTest::newRow("slime") << R"({"tile":0,"monsters":[6]})"
                               << "attack"
                               << R"({"monster":6,"option":"skip-conquest"})"
                               << "dl.monster.slime"
                               << "conquest skipped by the slime: record it to close the round"
                               << "the slime skipped the conquest";
        QTest::newRow("demon") << R"({"tile":0,"monsters":[7]})"
                               << "attack"
                               << R"({"monster":7,"targets":[2]})"
                               << "dl.monster.demon"
                               << "conquest skipped by the demon: record it to close the round"
                               << "the demon skipped the conquest";
        QTest::newRow("trap door")
            << R"({"tile":0,"trap":"trap-door"})"
            << "trap"
            << "{}"
            << "dl.trap.list"
            << "conquest skipped by the trap door: record it to close the round"
            << "the trap door skipped the conquest";
        QTest::newRow("cursed ring")
            << R"({"tile":0,"trap":"cursed-ring"})"
            << "trap"
            << "{}"
            << "dl.trap.list"
            << "conquest skipped by the cursed ring: record it to close the round"
            << "the cursed ring skipped the conquest";
    }

    void skippedConquest()
    {
        QFETCH(QString, plan);
        QFETCH(QString, skipStep);
        QFETCH(QString, skipPayload);
        QFETCH(QString, rule);
        QFETCH(QString, pending);
        QFETCH(QString, done);
        Driver d;
        startFight(d, json(plan.toUtf8().constData()), card(4));
        QVERIFY(d.record(
            step(skipStep.toLatin1().constData(), 0, json(skipPayload.toUtf8().constData()))));
        QVERIFY(d.player(0).fight.skipConquest);
        if (healingApplies(d.s(), 0))
            QVERIFY(d.play("heal", 0));
        const ChecklistItem before = checklist(d.s(), 0).at(5);
        QCOMPARE(int(before.status), int(ChecklistItem::Next));
        QCOMPARE(before.reason.english(), pending);
        QCOMPARE(before.ruleId, rule);
        QCOMPARE(m_engine.guidance(*d.state).expected.value(0), QStringLiteral("conquest"));
        const QList<int> damage = damages(d.player(0));
        const Step conquest = step("conquest", 0);
        QVERIFY(m_engine.describe(*d.state, conquest)
                    .english()
                    .startsWith(QLatin1String("Conquest skipped: ")));
        QVERIFY(d.record(conquest));
        QCOMPARE(damages(d.player(0)), damage); // no fatigue
        QVERIFY(!d.player(0).tiles.at(0).conquered);
        QCOMPARE(d.player(0).stage, Stage::Done);
        QVERIFY(!d.lastRules().contains(QStringLiteral("dl.step.conquest")));
        QVERIFY(!d.lastRules().contains(QStringLiteral("dl.prison.defeated")));
        const ChecklistItem after = checklist(d.s(), 0).at(5);
        QCOMPARE(int(after.status), int(ChecklistItem::Skipped));
        QCOMPARE(after.reason.english(), done);
        QCOMPARE(d.s().resolving, 1);
    }
};

QTEST_GUILESS_MAIN(tst_dl_engine_steps)
#include "tst_dl_engine_steps.moc"
