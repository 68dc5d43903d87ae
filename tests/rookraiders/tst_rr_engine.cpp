// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Tests of the Rook & Raiders rule engine, part 1: identity, card library, configuration and
// structure (malformed); every validator firing and not firing is tst_rr_validators.cpp.
#include "tst_rr_engine.h"

#include "RrTestSupport.h"
#include "rules/RuleBook.h"

using namespace kbz;
using namespace kbz::rr;
using namespace rrtest;

void TestRrEngine::identity()
{
    QCOMPARE(engine.id(), QStringLiteral("rook-raiders"));
    QCOMPARE(engine.name().en, QStringLiteral("Rook & Raiders"));
    QCOMPARE(engine.name().ja, QStringLiteral("ルーク&レイダース"));
    QCOMPARE(engine.rulePrefix(), QStringLiteral("rr"));
    QCOMPARE(engine.minPlayers(), 1);
    QCOMPARE(engine.maxPlayers(), 4);
    const QStringList ids = engine.ruleIds();
    QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());
    for (const QString &id : ids)
        QVERIFY2(id.startsWith(QLatin1String("rr.")), qPrintable(id));
    QCOMPARE(engine.stepKinds().size(), 24);
    QCOMPARE(engine.stepKindName("monster-act").english(), QStringLiteral("Monster acts"));
}

void TestRrEngine::ruleIdsExistInBothLanguages()
{
    const QStringList missing = missingRuleIds(RuleBook::fromResources(), engine.ruleIds());
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(", ")));
    // The check itself can fail.
    QCOMPARE(missingRuleIds(RuleBook::fromResources(), {"rr.no-such-rule"}).size(), 2);
}

void TestRrEngine::shippedCards()
{
    const RrCardLibrary &lib = RrCardLibrary::shipped();
    QCOMPARE(lib.cards().size(), 9);
    const RrCard *golem = lib.find("golem");
    QVERIFY(golem);
    QVERIFY(golem->isMonster());
    QCOMPARE(golem->hp, 2);
    QCOMPARE(golem->defence, 9);
    QVERIFY(!golem->move && !golem->range && !golem->threat && !golem->damage);
    QCOMPARE(golem->colour, ThreatColour::Unknown);
    QCOMPARE(lib.find("goblin")->hp, 3);
    QCOMPARE(lib.find("lem")->hp, 2);
    const RrCard *sorcerer = lib.find("sorcerer");
    QCOMPARE(sorcerer->hp, 2);
    QVERIFY(sorcerer->levelUp);
    QCOMPARE(sorcerer->name.ja, QStringLiteral("ソーサラー★"));
    const RrCard *warrior = lib.find("warrior");
    QCOMPARE(warrior->skill, SkillKind::Dice);
    QCOMPARE(warrior->modifier, 1);
    QVERIFY(warrior->levelUp && warrior->upgrade.isEmpty() && !warrior->hp);
    const RrCard *sword = lib.find("swordmaster");
    QCOMPARE(sword->skill, SkillKind::Fixed);
    QCOMPARE(sword->amount, 1);
    QCOMPARE(sword->times, 2);
    QVERIFY(!sword->levelUp);
    const RrCard *cleric = lib.find("cleric");
    QCOMPARE(cleric->skill, SkillKind::Heal);
    QCOMPARE(cleric->amount, 1);
    QCOMPARE(cleric->times, 3);
    QVERIFY(cleric->range && cleric->range->board);
    QCOMPARE(lib.find("bard")->skill, SkillKind::Bard);
    QVERIFY(lib.find("bard")->range->board);
    QCOMPARE(lib.find("thief")->skill, SkillKind::Attack);
    QVERIFY(lib.find("thief")->levelUp && !lib.find("thief")->range);
    // Round trip through JSON.
    QString error;
    const auto again = RrCardLibrary::fromJson(lib.toJson(), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(*again, lib);
    const auto test = RrCardLibrary::fromJson(testCards(), &error);
    QVERIFY2(test, qPrintable(error));
    QCOMPARE(test->find("t-brute")->range->squares,
             (QList<QPoint>{QPoint(1, 0), QPoint(1, -1), QPoint(1, 1)}));
    QCOMPARE(test->find("t-wyrm")->targeting, Targeting::Area);
    QCOMPARE(test->find("t-wyrm")->colour, ThreatColour::Red);
    QCOMPARE(test->find("t-squire")->upgrade, QStringLiteral("t-knight"));
}

void TestRrEngine::cardLibraryErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error"); // empty = valid

    QTest::newRow("valid") << QByteArray(R"([{"id":"x","name":"X","type":"unit","hp":null}])")
                           << QString();
    QTest::newRow("not json") << QByteArray("[{") << QStringLiteral("not valid JSON");
    QTest::newRow("not array") << QByteArray("{}")
                               << QStringLiteral("the card list must be a JSON array");
    QTest::newRow("bad id") << QByteArray(R"([{"id":"X Y","name":"X","type":"unit"}])")
                            << QStringLiteral("card 0: \"id\"");
    QTest::newRow("no name") << QByteArray(R"([{"id":"x","type":"unit"}])")
                             << QStringLiteral("card 0: \"name\"");
    QTest::newRow("bad type") << QByteArray(R"([{"id":"x","name":"X","type":"hero"}])")
                              << QStringLiteral("card 0: \"type\"");
    QTest::newRow("hp zero") << QByteArray(R"([{"id":"x","name":"X","type":"unit","hp":0}])")
                             << QStringLiteral("card 0: \"hp\" must be a whole number from 1");
    QTest::newRow("hp text") << QByteArray(R"([{"id":"x","name":"X","type":"unit","hp":"2"}])")
                             << QStringLiteral("card 0: \"hp\"");
    QTest::newRow("range off") << QByteArray(
                                      R"([{"id":"x","name":"X","type":"unit","range":[[0,3]]}])")
                               << QStringLiteral("card 0: \"range\" entry 0");
    QTest::newRow("range twice")
        << QByteArray(R"([{"id":"x","name":"X","type":"unit","range":[[1,0],[1,0]]}])")
        << QStringLiteral("card 0: \"range\" entry 1 repeats");
    QTest::newRow("range word") << QByteArray(
                                       R"([{"id":"x","name":"X","type":"unit","range":"all"}])")
                                << QStringLiteral("card 0: \"range\" must be");
    QTest::newRow("skill") << QByteArray(R"([{"id":"x","name":"X","type":"unit","skill":"x"}])")
                           << QStringLiteral("card 0: \"skill\"");
    QTest::newRow("targeting")
        << QByteArray(R"([{"id":"x","name":"X","type":"monster","targeting":"all"}])")
        << QStringLiteral("card 0: \"targeting\"");
    QTest::newRow("colour") << QByteArray(
                                   R"([{"id":"x","name":"X","type":"monster","colour":"green"}])")
                            << QStringLiteral("card 0: \"colour\"");
    QTest::newRow("level flag") << QByteArray(
                                       R"([{"id":"x","name":"X","type":"unit","levelUp":1}])")
                                << QStringLiteral("card 0: \"levelUp\"");
    QTest::newRow("unknown upgrade")
        << QByteArray(R"([{"id":"x","name":"X","type":"unit","upgrade":"y"}])")
        << QStringLiteral("card 0: \"upgrade\" names the unknown card \"y\"");
    QTest::newRow("duplicate") << QByteArray(R"([{"id":"x","name":"X","type":"unit"},)"
                                             R"({"id":"x","name":"Y","type":"unit"}])")
                               << QStringLiteral("card 1: duplicate id \"x\"");
}

void TestRrEngine::cardLibraryErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QString why;
    const auto lib = RrCardLibrary::fromJsonText(json, &why);
    if (error.isEmpty()) {
        QVERIFY2(lib, qPrintable(why));
        QCOMPARE(lib->cards().size(), 1);
        QVERIFY(!lib->cards().first().hp);
    } else {
        QVERIFY(!lib);
        QVERIFY2(why.startsWith(error), qPrintable(why));
    }
}

void TestRrEngine::configWarnings_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QJsonObject>("options");
    QTest::addColumn<QStringList>("rules");

    QTest::newRow("default") << 2 << QJsonObject() << QStringList();
    QTest::newRow("solo") << 1 << QJsonObject() << QStringList();
    QTest::newRow("four") << 4 << QJsonObject() << QStringList();
    QTest::newRow("five") << 5 << QJsonObject() << QStringList{"rr.overview.player-count"};
    QTest::newRow("none") << 0 << QJsonObject() << QStringList{"rr.overview.player-count"};
    QTest::newRow("support 2 of 2") << 2 << QJsonObject{{"supportCount", 2}} << QStringList();
    QTest::newRow("support 3 of 2")
        << 2 << QJsonObject{{"supportCount", 3}} << QStringList{"rr.setup.support-count"};
    QTest::newRow("gold -1") << 2 << QJsonObject{{"gold", -1}} << QStringList{"rr.setup.gold"};
    QTest::newRow("gold 5") << 2 << QJsonObject{{"gold", 5}} << QStringList();
    QTest::newRow("deck -2") << 2 << QJsonObject{{"monsterDeck", -2}}
                             << QStringList{"rr.summon.procedure"};
    QTest::newRow("deck 20") << 2 << QJsonObject{{"monsterDeck", 20}} << QStringList();
    QTest::newRow("bad cards") << 2 << QJsonObject{{"cards", QJsonArray{1}}}
                               << QStringList{"rr.units.card"};
}

void TestRrEngine::configWarnings()
{
    QFETCH(int, players);
    QFETCH(QJsonObject, options);
    QFETCH(QStringList, rules);
    GameConfig c = engine.defaultConfig();
    c.players.clear();
    for (int i = 0; i < players; ++i)
        c.players.append({QStringLiteral("P%1").arg(i), {}});
    c.options.remove("supportCount");
    for (auto it = options.begin(); it != options.end(); ++it)
        c.options.insert(it.key(), it.value());
    const QList<Finding> fs = engine.checkConfig(c);
    QCOMPARE(ruleIdsOf(fs), rules);
    for (const Finding &f : fs)
        QVERIFY(engine.ruleIds().contains(f.ruleId));
    for (const QString &r : rules)
        m_testedFire.insert(r);
    if (rules.isEmpty())
        for (const char *r : {"rr.overview.player-count", "rr.setup.support-count", "rr.setup.gold",
                              "rr.summon.procedure", "rr.units.card"})
            m_testedQuiet.insert(QString::fromLatin1(r));
}

void TestRrEngine::setupState()
{
    const GameConfig def = engine.defaultConfig();
    QCOMPARE(def.players.size(), 2);
    QCOMPARE(def.options.value("gold").toInt(), 2);
    QCOMPARE(def.options.value("supportCount").toInt(), 1);
    const StatePtr s = engine.setup(def);
    const RrState &st = rrs(s);
    QCOMPARE(st.phase, Phase::Setup);
    QCOMPARE(st.round, 0);
    QCOMPARE(st.players.at(1).gold, 2);
    QCOMPARE(st.players.at(0).honour, 1);
    QVERIFY(!st.monsterDeck);
    QCOMPARE(s->toJson(), engine.setup(def)->toJson()); // deterministic
    QCOMPARE(s->toJson().value("phase").toString(), QStringLiteral("setup"));
    // Support defaults by player count: 1 with 1-2 players, 2 with 3-4.
    QCOMPARE(rrs(engine.setup(testConfig(1))).supportCount, 1);
    QCOMPARE(rrs(engine.setup(testConfig(3))).supportCount, 2);
    QCOMPARE(rrs(engine.setup(testConfig(4))).supportCount, 2);
    QCOMPARE(rrs(engine.setup(testConfig(4, {{"supportCount", 1}}))).supportCount, 1);
    QCOMPARE(rrs(engine.setup(testConfig(2, {{"monsterDeck", 12}, {"gold", 4}}))).monsterDeck, 12);
    QCOMPARE(rrs(engine.setup(testConfig(2, {{"gold", 4}}))).players.at(0).gold, 4);
    const Guidance g = engine.guidance(*s);
    QCOMPARE(g.actor, 0);
    QCOMPARE(g.expected, QStringList{"setup-unit"});
}

void TestRrEngine::squares()
{
    QCOMPARE(Square::parse("A1")->row, 0);
    QCOMPARE(Square::parse("c6")->col, 6);
    QCOMPARE(Square::parse("B")->col, 0);
    QVERIFY(Square::parse("B")->isCircle());
    QVERIFY(!Square::parse("D1"));
    QVERIFY(!Square::parse("A7"));
    QVERIFY(!Square::parse("A0"));
    QVERIFY(!Square::parse(""));
    QCOMPARE((Square{2, 3}).name(), QStringLiteral("C3"));
    QCOMPARE((Square{1, 0}).name(), QStringLiteral("B"));
    QCOMPARE((Square{}).name(), QStringLiteral("-"));
}

void TestRrEngine::malformed_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<Step>("step");
    QTest::addColumn<bool>("bad");

    const QString b = "cmd:advance U:t-fighter@B4 M:t-imp@B2 M:goblin@A2 M:golem@C2 U:warrior@A4";
    QTest::newRow("unknown kind") << b << mk("dance", 0) << true;
    QTest::newRow("seat out of range") << b << moveUnit(2, "B4", "B3") << true;
    QTest::newRow("no seat for a board step") << b << moveUnit(-1, "B4", "B3") << true;
    QTest::newRow("table step by the table") << b << mk("command-done", -1) << false;
    QTest::newRow("move ok") << b << moveUnit(0, "B4", "B3") << false;
    QTest::newRow("move from empty") << b << moveUnit(0, "C4", "C3") << true;
    QTest::newRow("move to nowhere") << b << moveUnit(0, "B4", "B9") << true;
    // One card per square: a move onto another card is refused (the state could not show it).
    QTest::newRow("move onto an ally") << b << moveUnit(0, "B4", "A4") << true;
    QTest::newRow("move onto a monster") << b << moveUnit(0, "B4", "B2") << true;
    QTest::newRow("move onto its own square") << b << moveUnit(0, "B4", "B4") << false;
    QTest::newRow("attack ok") << b << attack(0, "B4", "B2", 3, 4) << false;
    // A skill aimed at the wrong kind of target is a rule broken (a warning), not malformed.
    QTest::newRow("attack no monster") << b << attack(0, "B4", "B3", 3, 4) << false;
    QTest::newRow("attack a unit, figures unknown") << b << attack(0, "B4", "A4", 3, 4) << false;
    QTest::newRow("attack off the board") << b << attack(0, "B4", "D3", 3, 4) << true;
    QTest::newRow("bard at a monster")
        << b << mk("bard", 0, {{"at", "A4"}, {"target", "B2"}}) << false;
    QTest::newRow("bard at an empty square")
        << b << mk("bard", 0, {{"at", "A4"}, {"target", "C5"}}) << false;
    QTest::newRow("bard off the board")
        << b << mk("bard", 0, {{"at", "A4"}, {"target", "C9"}}) << true;
    QTest::newRow("fixed at an empty square")
        << b
        << mk("fixed-damage", 0,
              {{"at", "B4"}, {"amount", 1}, {"hits", QJsonArray{QJsonObject{{"target", "C5"}}}}})
        << false;
    QTest::newRow("attack die 7") << b << attack(0, "B4", "B2", 7, 1) << true;
    QTest::newRow("attack one die")
        << b << mk("attack", 0, {{"at", "B4"}, {"target", "B2"}, {"dice", QJsonArray{3}}}) << true;
    QTest::newRow("defence unknown") << b << attack(0, "A4", "A2", 3, 4) << true;
    QTest::newRow("defence given") << b << attack(0, "A4", "A2", 3, 4, {{"defence", 8}}) << false;
    QTest::newRow("defence known (golem 9)") << b << attack(0, "B4", "C2", 3, 4) << false;
    QTest::newRow("modifier unknown")
        << "cmd:advance U:thief@B4 M:t-imp@B2" << attack(0, "B4", "B2", 3, 4) << true;
    QTest::newRow("modifier given") << "cmd:advance U:thief@B4 M:t-imp@B2"
                                    << attack(0, "B4", "B2", 3, 4, {{"modifier", 0}}) << false;
    QTest::newRow("critical needs no figures")
        << "cmd:advance U:thief@B4 M:t-imp@B2" << attack(0, "B4", "B2", 6, 6) << false;
    QTest::newRow("fixed no hits")
        << b << mk("fixed-damage", 0, {{"at", "B4"}, {"hits", QJsonArray{}}}) << true;
    QTest::newRow("heal a monster")
        << b << mk("heal", 0, {{"at", "B4"}, {"heals", QJsonArray{QJsonObject{{"target", "B2"}}}}})
        << false;
    QTest::newRow("heal off the board")
        << b << mk("heal", 0, {{"at", "B4"}, {"heals", QJsonArray{QJsonObject{{"target", "E2"}}}}})
        << true;
    QTest::newRow("heal ok")
        << b << mk("heal", 0, {{"at", "B4"}, {"heals", QJsonArray{QJsonObject{{"target", "A4"}}}}})
        << false;
    QTest::newRow("deal four") << b << deal({"advance", "ambush", "rest", "reward"}) << true;
    QTest::newRow("deal twice the same")
        << b << deal({"advance", "advance", "rest", "reward", "recruit"}) << true;
    QTest::newRow("pick unknown") << b << pick(0, "charge") << true;
    QTest::newRow("summon chip D") << b << summon("D", "t-imp") << true;
    QTest::newRow("summon a unit") << b << summon("A", "t-fighter") << true;
    QTest::newRow("summon ok") << b << summon("C", "t-imp") << false;
    QTest::newRow("recruit a monster")
        << b << mk("recruit", 0, {{"card", "t-imp"}, {"to", "C5"}}) << true;
    QTest::newRow("recruit onto a unit")
        << b << mk("recruit", 0, {{"card", "t-blade"}, {"to", "B4"}}) << true;
    QTest::newRow("recruit onto a monster")
        << b << mk("recruit", 0, {{"card", "t-blade"}, {"to", "B2"}}) << true;
    QTest::newRow("recruit from shop")
        << b << mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}, {"from", "shop"}}) << true;
    QTest::newRow("monster act ok") << "phase:enemy executed:4 M:t-imp@B2" << act(0, "B2") << false;
    QTest::newRow("monster act empty square")
        << "phase:enemy executed:4 M:t-imp@B2" << act(0, "B3") << true;
    QTest::newRow("monster act bad action")
        << "phase:enemy executed:4 M:t-imp@B2" << act(0, "B2", {{"action", "fly"}}) << true;
    QTest::newRow("monster unknown range")
        << "phase:enemy executed:4 M:golem@B2" << act(0, "B2") << true;
    QTest::newRow("monster unknown range, table says")
        << "phase:enemy executed:4 M:golem@B2" << act(0, "B2", {{"action", "move"}, {"to", "B4"}})
        << false;
    QTest::newRow("monster unknown move")
        << "phase:enemy executed:4 M:golem@B2" << act(0, "B2", {{"action", "move"}}) << true;
    QTest::newRow("level-up unknown card") << b << mk("level-up", 0, {{"at", "A4"}}) << true;
    QTest::newRow("level-up card given")
        << b << mk("level-up", 0, {{"at", "A4"}, {"card", "t-knight"}}) << false;
    QTest::newRow("medal value") << b << mk("take-medal", 0, {{"value", "two"}}) << true;
    auto cubes = [](const char *sq, const QJsonValue &delta) {
        QJsonObject p{{"at", sq}};
        if (!delta.isUndefined())
            p.insert("delta", delta);
        return mk("adjust-cubes", 0, p);
    };
    QTest::newRow("cubes on a unit") << b << cubes("B4", 1) << false;
    QTest::newRow("cubes off a monster") << b << cubes("B2", -1) << false;
    QTest::newRow("cubes on a monster on a circle") << "M:t-imp@A" << cubes("A", 2) << false;
    QTest::newRow("cubes on an empty square") << b << cubes("C5", 1) << true;
    QTest::newRow("cubes on another board's piece") << "U1:t-fighter@C5" << cubes("C5", 1) << true;
    QTest::newRow("cubes on no square") << b << cubes("D4", 1) << true;
    QTest::newRow("cubes delta 0") << b << cubes("B4", 0) << true;
    QTest::newRow("cubes without delta") << b << cubes("B4", QJsonValue::Undefined) << true;
    QTest::newRow("cubes delta text") << b << cubes("B4", "1") << true;
    QTest::newRow("cubes delta fraction") << b << cubes("B4", 1.5) << true;
    QTest::newRow("cubes by the table")
        << b << mk("adjust-cubes", -1, {{"at", "B4"}, {"delta", 1}}) << true;
    QTest::newRow("figures ok") << b << mk("set-figures", -1, {{"card", "golem"}, {"move", 2}})
                                << false;
    QTest::newRow("figures bad") << b << mk("set-figures", -1, {{"card", "golem"}, {"move", -2}})
                                 << true;
    QTest::newRow("figures new card without type")
        << b << mk("set-figures", -1, {{"card", "orc"}, {"name", "Orc"}}) << true;
    QTest::newRow("figures new card")
        << b << mk("set-figures", -1, {{"card", "orc"}, {"name", "Orc"}, {"type", "monster"}})
        << false;
}

void TestRrEngine::malformed()
{
    QFETCH(QString, spec);
    QFETCH(Step, step);
    QFETCH(bool, bad);
    const StatePtr s = at(spec);
    const auto m = engine.malformed(*s, step);
    QVERIFY2(bool(m) == bad, m ? qPrintable(m->english()) : "well formed");
    if (m)
        QVERIFY(!m->english().isEmpty());
    else
        QVERIFY(engine.apply(*s, step));
}
