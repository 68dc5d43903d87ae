// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Light Wars engine's rules without a Session: every attack outcome (pure), army building
// (budget, unit limit, king, bases), deployment and the first-player rule, and the golden
// journals. The turns themselves are in tst_lw_play.
#include "../support/GoldenJournal.h"
#include "LwTestSupport.h"

#include <QtTest>

using namespace kbz;
using namespace kbz::lw;
using namespace kbz::lw::test;

class tst_lw_engine : public QObject
{
    Q_OBJECT

    LwEngine m_engine;

private Q_SLOTS:
    // ---- Attack resolution (pure) ----------------------------------------------------------

    void facing()
    {
        QCOMPARE(facingBonus(Facing::Front), 0);
        QCOMPARE(facingBonus(Facing::Side), 1);
        QCOMPARE(facingBonus(Facing::Rear), 2);
        for (Facing f : {Facing::Front, Facing::Side, Facing::Rear})
            QCOMPARE(facingFromCode(facingCode(f)), std::optional<Facing>(f));
        QVERIFY(!facingFromCode(QStringLiteral("top")));
        QVERIFY(!facingFromCode(QString()));
    }

    void resolveAttack_data()
    {
        QTest::addColumn<QList<int>>("attacks");
        QTest::addColumn<QStringList>("facings");
        QTest::addColumn<QList<bool>>("pikes");
        QTest::addColumn<int>("defence");
        QTest::addColumn<bool>("defenderPike");
        QTest::addColumn<int>("attackerDie");
        QTest::addColumn<int>("defenderDie");
        QTest::addColumn<bool>("shoot");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<int>("attackTotal");
        QTest::addColumn<int>("defenceTotal");
        QTest::addColumn<int>("removed"); // 0 defender, 1 attackers, 2 none
        QTest::addColumn<QString>("rule");
        const QStringList front{QStringLiteral("front")};
        QTest::newRow("attacker wins") << QList<int>{3} << front << QList<bool>{false} << 3 << false
                                       << 5 << 2 << false << 0 << 8 << 5 << 0 << "lw.attack.dice";
        QTest::newRow("defender wins") << QList<int>{3} << front << QList<bool>{false} << 3 << false
                                       << 1 << 6 << false << 0 << 4 << 9 << 1 << "lw.attack.dice";
        QTest::newRow("several attackers lose, all removed")
            << QList<int>{2, 2} << QStringList{"front", "front"} << QList<bool>{false, false} << 5
            << false << 1 << 6 << false << 0 << 5 << 11 << 1 << "lw.attack.dice";
        QTest::newRow("tie removes the defender")
            << QList<int>{3} << front << QList<bool>{false} << 3 << false << 4 << 4 << false << 0
            << 7 << 7 << 0 << "lw.attack.tie";
        QTest::newRow("pike only on the defender: attackers removed")
            << QList<int>{3} << front << QList<bool>{false} << 3 << true << 4 << 4 << false << 0
            << 7 << 7 << 1 << "lw.skill.pike";
        QTest::newRow("pike on the defender, several attackers without it")
            << QList<int>{2, 1} << QStringList{"front", "side"} << QList<bool>{false, false} << 3
            << true << 2 << 4 << false << 0 << 6 << 7 << 1 << "lw.attack.dice";
        // The attackers' first strike gives what any tie gives, and Pike on both sides is the
        // usual tie (issue 29, 6c): explained by the tie rule, not by Pike.
        QTest::newRow("pike only among the attackers: defender removed, as in any tie")
            << QList<int>{3, 2} << QStringList{"front", "side"} << QList<bool>{true, false} << 6
            << false << 1 << 1 << false << 0 << 7 << 7 << 0 << "lw.attack.tie";
        QTest::newRow("pike on both sides: the usual tie")
            << QList<int>{3} << front << QList<bool>{true} << 3 << true << 2 << 2 << false << 0 << 5
            << 5 << 0 << "lw.attack.tie";
        QTest::newRow("facing bonuses summed over the attackers")
            << QList<int>{1, 1, 1} << QStringList{"front", "side", "rear"}
            << QList<bool>{false, false, false} << 0 << false << 1 << 6 << false << 0 << 7 << 6 << 0
            << "lw.attack.dice";
        QTest::newRow("rear bonus to a tie")
            << QList<int>{2} << QStringList{"rear"} << QList<bool>{false} << 4 << false << 1 << 1
            << false << 0 << 5 << 5 << 0 << "lw.attack.tie";
        QTest::newRow("side bonus decides")
            << QList<int>{2} << QStringList{"side"} << QList<bool>{false} << 3 << false << 3 << 3
            << false << 0 << 6 << 6 << 0 << "lw.attack.tie";
        QTest::newRow("tactics modifier")
            << QList<int>{3} << front << QList<bool>{false} << 3 << false << 1 << 3 << false << 2
            << 6 << 6 << 0 << "lw.attack.tie";
        QTest::newRow("archers shooting lose nothing")
            << QList<int>{2} << front << QList<bool>{false} << 3 << false << 1 << 6 << true << 0
            << 3 << 9 << 2 << "lw.skill.shoot";
        QTest::newRow("archers shooting together win")
            << QList<int>{2, 2} << QStringList{"side", "front"} << QList<bool>{false, false} << 3
            << false << 4 << 1 << true << 0 << 9 << 4 << 0 << "lw.attack.dice";
        QTest::newRow("shot ties a pike defender: nobody removed")
            << QList<int>{2} << front << QList<bool>{false} << 3 << true << 3 << 2 << true << 0 << 5
            << 5 << 2 << "lw.skill.shoot";
        QTest::newRow("shot ties a defender without pike")
            << QList<int>{2} << front << QList<bool>{false} << 2 << false << 3 << 3 << true << 0
            << 5 << 5 << 0 << "lw.attack.tie";
    }

    void resolveAttack()
    {
        QFETCH(QList<int>, attacks);
        QFETCH(QStringList, facings);
        QFETCH(QList<bool>, pikes);
        QFETCH(int, defence);
        QFETCH(bool, defenderPike);
        QFETCH(int, attackerDie);
        QFETCH(int, defenderDie);
        QFETCH(bool, shoot);
        QFETCH(int, modifier);
        QList<Attacker> attackers;
        for (int i = 0; i < attacks.size(); ++i)
            attackers.append({attacks.at(i), *facingFromCode(facings.at(i)), pikes.at(i)});
        const AttackOutcome o = kbz::lw::resolveAttack(attackers, defence, defenderPike,
                                                       attackerDie, defenderDie, shoot, modifier);
        QTEST(o.attackTotal, "attackTotal");
        QTEST(o.defenceTotal, "defenceTotal");
        QTEST(int(o.removed), "removed");
        QTEST(o.ruleId, "rule");
    }

    // ---- Army building (checkConfig) -------------------------------------------------------

    void defaultConfigIsClean()
    {
        const GameConfig c = m_engine.defaultConfig();
        QCOMPARE(c.players.size(), 2);
        QVERIFY(m_engine.checkConfig(c).isEmpty());
        const LwState s = m_engine.initialState(c);
        QCOMPARE(s.budget, 20);
        QCOMPARE(s.maxTurns, 5);
        QCOMPARE(s.turnMarker, 5);
        for (int side = 0; side < kSides; ++side) {
            QCOMPARE(s.armies[side].units.size(), 1);
            QCOMPARE(s.armies[side].units.at(0).card, QStringLiteral("king"));
            QCOMPARE(s.spareBases(side), 9);
            QCOMPARE(s.spent(side), 0);
        }
        // Without options at all: the same armies, the small scale.
        const LwState bare = m_engine.initialState(GameConfig{});
        QCOMPARE(bare.budget, 20);
        QCOMPARE(bare.maxTurns, 5);
        QCOMPARE(bare.armies[1].units.size(), 1);
        QCOMPARE(bare.names, (QList<QString>{QStringLiteral("Red"), QStringLiteral("Blue")}));
    }

    void shippedLibrary()
    {
        const LwCardLibrary &lib = LwCardLibrary::shipped();
        QStringList ids;
        for (const LwCard &c : lib.cards())
            ids.append(c.id);
        QCOMPARE(ids, (QStringList{"king", "infantry", "archer", "pikeman", "map"}));
        QVERIFY(lib.find(QStringLiteral("king"))->king);
        QCOMPARE(lib.find(QStringLiteral("king"))->cost, std::optional<int>(0));
        QCOMPARE(lib.find(QStringLiteral("infantry"))->name.ja, QStringLiteral("歩兵"));
        QVERIFY(lib.find(QStringLiteral("archer"))->hasSkill(kSkillShoot));
        QVERIFY(lib.find(QStringLiteral("pikeman"))->hasSkill(kSkillPike));
        // The rulebook prints no figures: none is invented.
        for (const LwCard &c : lib.cards()) {
            QVERIFY(!c.attack);
            QVERIFY(!c.move);
            QCOMPARE(bool(c.cost), c.king);
        }
    }

    void budgets_data()
    {
        QTest::addColumn<QStringList>("units");
        QTest::addColumn<QStringList>("tactics");
        QTest::addColumn<int>("bases");
        QTest::addColumn<int>("budget");
        QTest::addColumn<int>("spent");
        QTest::addColumn<QStringList>("rules");
        QTest::addColumn<QString>("names"); // a word the first warning must contain
        QTest::newRow("under budget") << QStringList{"king", "infantry"} << QStringList() << 10
                                      << 20 << 2 << QStringList() << QString();
        QTest::newRow("exactly the budget")
            << QStringList{"king", "pikeman", "pikeman", "pikeman", "pikeman", "archer", "infantry"}
            << QStringList{"charge", "rally"} << 10 << 20 << 20 << QStringList() << QString();
        QTest::newRow("over budget") << QStringList{"king",    "pikeman", "pikeman",  "pikeman",
                                                    "pikeman", "archer",  "infantry", "infantry"}
                                     << QStringList{"charge", "rally"} << 10 << 20 << 22
                                     << QStringList{"lw.army.budget"} << QStringLiteral("22");
        QTest::newRow("the king is free")
            << QStringList{"king"} << QStringList() << 10 << 0 << 0 << QStringList() << QString();
        QTest::newRow("a cost not entered")
            << QStringList{"king", "scout"} << QStringList{"omen"} << 10 << 20 << 0
            << QStringList{"lw.army.budget"} << QStringLiteral("Scout, Omen");
        QTest::newRow("a card not in the set")
            << QStringList{"king", "dragon"} << QStringList() << 10 << 20 << 0
            << QStringList{"lw.army.budget"} << QStringLiteral("dragon");
        QTest::newRow("a tile among the units")
            << QStringList{"king", "charge"} << QStringList() << 10 << 20 << 1
            << QStringList{"lw.army.budget"} << QStringLiteral("Charge");
        QTest::newRow("a unit among the tiles")
            << QStringList{"king"} << QStringList{"infantry"} << 10 << 20 << 2
            << QStringList{"lw.army.budget"} << QStringLiteral("Infantry");
        QTest::newRow("ten units")
            << QStringList{"king",     "infantry", "infantry", "infantry", "infantry",
                           "infantry", "infantry", "infantry", "infantry", "infantry"}
            << QStringList() << 10 << 20 << 18 << QStringList() << QString();
        QTest::newRow("eleven units")
            << QStringList{"king",     "infantry", "infantry", "infantry", "infantry", "infantry",
                           "infantry", "infantry", "infantry", "infantry", "infantry"}
            << QStringList() << 11 << 30 << 20 << QStringList{"lw.army.unit-limit"}
            << QStringLiteral("11");
        QTest::newRow("no king") << QStringList{"infantry"} << QStringList() << 10 << 20 << 2
                                 << QStringList{"lw.army.king"} << QStringLiteral("no king");
        QTest::newRow("two kings") << QStringList{"king", "king"} << QStringList() << 10 << 20 << 0
                                   << QStringList{"lw.army.king"} << QStringLiteral("2 kings");
        QTest::newRow("more units than bases")
            << QStringList{"king", "infantry", "infantry"} << QStringList() << 2 << 20 << 4
            << QStringList{"lw.army.bases"} << QStringLiteral("only 2 bases");
        QTest::newRow("over budget, no king, too many units")
            << QStringList{"infantry", "infantry", "infantry", "infantry", "infantry", "infantry",
                           "infantry", "infantry", "infantry", "infantry", "infantry"}
            << QStringList() << 12 << 20 << 22
            << QStringList{"lw.army.budget", "lw.army.unit-limit", "lw.army.king"} << QString();
    }

    void budgets()
    {
        QFETCH(QStringList, units);
        QFETCH(QStringList, tactics);
        QFETCH(int, bases);
        QFETCH(int, budget);
        QFETCH(QString, names);
        const GameConfig c = config(army(units, tactics, bases), army({"king"}), budget);
        const QList<Finding> f = m_engine.checkConfig(c);
        QTEST(idsOf(f), "rules");
        for (const Finding &x : f)
            QCOMPARE(x.severity, Severity::Warning);
        if (!names.isEmpty())
            QVERIFY2(f.first().message.english().contains(names),
                     qPrintable(f.first().message.english()));
        const LwState s = m_engine.initialState(c);
        QTEST(s.spent(0), "spent");
        QCOMPARE(s.unspent(0), budget - s.spent(0));
        QCOMPARE(s.spent(1), 0);
    }

    void badOptions_data()
    {
        QTest::addColumn<QJsonObject>("options");
        QTest::addColumn<QStringList>("rules");
        QTest::newRow("negative budget")
            << json(R"({"budget":-1})") << QStringList{"lw.scale.presets"};
        QTest::newRow("zero turns") << json(R"({"turns":0})") << QStringList{"lw.scale.presets"};
        QTest::newRow("turns as text")
            << json(R"({"turns":"five"})") << QStringList{"lw.scale.presets"};
        QTest::newRow("unreadable cards")
            << json(R"({"cards":[{"id":"x"}]})") << QStringList{"lw.army.budget"};
        QTest::newRow("one army") << json(R"({"armies":[{"units":["king"]}]})")
                                  << QStringList{"lw.army.bases"};
        QTest::newRow("bases as text")
            << json(R"({"armies":[{"units":["king"],"bases":"ten"},{"units":["king"]}]})")
            << QStringList{"lw.army.bases"};
        QTest::newRow("medium scale") << json(R"({"budget":30,"turns":8})") << QStringList();
    }

    void badOptions()
    {
        QFETCH(QJsonObject, options);
        GameConfig c = m_engine.defaultConfig();
        for (auto it = options.begin(); it != options.end(); ++it)
            c.options.insert(it.key(), it.value());
        QTEST(idsOf(m_engine.checkConfig(c)), "rules");
        QVERIFY(m_engine.setup(c)); // setup never fails: it falls back to the defaults
        c.players.removeLast();
        QVERIFY(idsOf(m_engine.checkConfig(c)).contains(QStringLiteral("lw.overview.goal")));
    }

    // ---- Deployment and the first player --------------------------------------------------

    void firstPlayer_data()
    {
        QTest::addColumn<QStringList>("red");
        QTest::addColumn<int>("redBases");
        QTest::addColumn<QStringList>("blue");
        QTest::addColumn<int>("blueBases");
        QTest::addColumn<int>("decider"); // -1: the dice
        QTest::addColumn<QString>("deciderRule");
        QTest::addColumn<int>("decidedBy");
        QTest::addColumn<QList<int>>("dice"); // empty: none given
        QTest::addColumn<QStringList>("rules");
        const QStringList king{"king"};
        const QStringList kingInf{"king", "infantry"};
        QTest::newRow("more unspent cost decides")
            << king << 10 << kingInf << 10 << 0 << "lw.first-player.decider" << 0 << QList<int>()
            << QStringList();
        QTest::newRow("the wrong side decides (unspent cost)")
            << king << 10 << kingInf << 10 << 0 << "lw.first-player.decider" << 1 << QList<int>()
            << QStringList{QString::fromLatin1(kFirstPlayerRule)};
        QTest::newRow("blue has more unspent cost")
            << QStringList{"king", "archer"} << 10 << kingInf << 10 << 1
            << "lw.first-player.decider" << 1 << QList<int>() << QStringList();
        QTest::newRow("tie: more spare bases decides")
            << kingInf << 10 << kingInf << 9 << 0 << "lw.first-player.tie" << 0 << QList<int>()
            << QStringList();
        QTest::newRow("the wrong side decides (spare bases)")
            << kingInf << 9 << kingInf << 10 << 1 << "lw.first-player.tie" << 0 << QList<int>()
            << QStringList{"lw.first-player.tie"};
        QTest::newRow("tie again: the higher die decides")
            << kingInf << 10 << kingInf << 10 << -1 << "lw.first-player.tie" << 1
            << QList<int>{2, 5} << QStringList();
        QTest::newRow("the lower die decides")
            << kingInf << 10 << kingInf << 10 << -1 << "lw.first-player.tie" << 0
            << QList<int>{2, 5} << QStringList{"lw.first-player.tie"};
        QTest::newRow("no dice entered")
            << kingInf << 10 << kingInf << 10 << -1 << "lw.first-player.tie" << 0 << QList<int>()
            << QStringList{"lw.first-player.tie"};
        QTest::newRow("the dice tie")
            << kingInf << 10 << kingInf << 10 << -1 << "lw.first-player.tie" << 0
            << QList<int>{4, 4} << QStringList{"lw.first-player.tie"};
        QTest::newRow("a die out of range")
            << kingInf << 10 << kingInf << 10 << -1 << "lw.first-player.tie" << 0
            << QList<int>{7, 1} << QStringList{"lw.first-player.tie"};
    }

    void firstPlayer()
    {
        QFETCH(QStringList, red);
        QFETCH(int, redBases);
        QFETCH(QStringList, blue);
        QFETCH(int, blueBases);
        QFETCH(int, decidedBy);
        QFETCH(QList<int>, dice);
        Game g(config(army(red, {}, redBases), army(blue, {}, blueBases)));
        QString rule;
        QTEST(firstPlayerDecider(g.s(), &rule), "decider");
        QTEST(rule, "deciderRule");
        // The rule the decider cites is one the engine declares (the rule browser and the walk
        // list it).
        QVERIFY2(LwEngine().ruleIds().contains(rule), qPrintable(rule));
        QCOMPARE(g.play("deploy", -1, R"({"method":"dice","dice":[3,1]})"), QStringList());
        QCOMPARE(g.s().deployMethod, QStringLiteral("dice"));
        QJsonObject p{{QStringLiteral("side"), 1}, {QStringLiteral("decidedBy"), decidedBy}};
        if (!dice.isEmpty())
            p.insert(QStringLiteral("dice"), QJsonArray{dice.at(0), dice.at(1)});
        QTEST(g.play(Step{QStringLiteral("first-player"), decidedBy, p}), "rules");
        QCOMPARE(g.s().firstSide, 1);
        QCOMPARE(g.s().active, 1);
        QCOMPARE(g.s().phase, Phase::Tactics);
        QCOMPARE(g.s().turnMarker, 5);
    }

    void deployment_data()
    {
        QTest::addColumn<QString>("payload");
        QTest::addColumn<QStringList>("rules");
        QTest::newRow("screen") << R"({"method":"screen"})" << QStringList();
        QTest::newRow("dice") << R"({"method":"dice","dice":[6,2]})" << QStringList();
        QTest::newRow("dice tie") << R"({"method":"dice","dice":[3,3]})"
                                  << QStringList{"lw.deploy.method"};
        QTest::newRow("die out of range")
            << R"({"method":"dice","dice":[0,3]})" << QStringList{"lw.deploy.method"};
    }

    void deployment()
    {
        QFETCH(QString, payload);
        Game g(m_engine.defaultConfig());
        QTEST(g.play("deploy", -1, payload.toUtf8().constData()), "rules");
        // Deploying twice, or choosing the first player before deploying, is warned.
        QCOMPARE(g.play("deploy", -1, R"({"method":"screen"})"), QStringList{"lw.deploy.method"});
        Game h(m_engine.defaultConfig());
        QCOMPARE(h.play("first-player", 0, R"({"side":0,"decidedBy":0,"dice":[6,1]})"),
                 QStringList{"lw.deploy.method"});
        QCOMPARE(h.play("first-player", 0, R"({"side":0,"decidedBy":0,"dice":[6,1]})"),
                 QStringList{"lw.turn.phases"});
        QCOMPARE(h.play("tactics", 0, R"({"tiles":[]})"), QStringList());
        QCOMPARE(h.play("deploy", -1, R"({"method":"screen"})"), QStringList{"lw.deploy.method"});
    }

    // ---- Golden journals ----------------------------------------------------------------------

    void goldenJournals_data() { kbz::test::addGoldenJournalRows(QStringLiteral("light-wars"), 2); }

    void goldenJournals()
    {
        QFETCH(QString, path);
        kbz::test::verifyGoldenJournal(m_engine, path);
    }
};

QTEST_GUILESS_MAIN(tst_lw_engine)
#include "tst_lw_engine.moc"
