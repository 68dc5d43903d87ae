// Tests of the Rook & Raiders rule engine, part 1: identity, card library, configuration,
// structure (malformed) and every validator firing and not firing.
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

void TestRrEngine::validators_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QList<Step>>("prefix");
    QTest::addColumn<Step>("step");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("fires");

    auto row = [](const char *tag, const QString &spec, const QList<Step> &prefix, const Step &step,
                  const char *rule, bool fires) {
        QTest::newRow(tag) << spec << prefix << step << QString::fromLatin1(rule) << fires;
    };
    const QList<Step> none;
    // Ann's board: a fighter (MOVE 2, range 1-2 squares to the left, dice +1) on B4 facing an
    // imp (HP 2, defence 7) on B2.
    const QString adv = "cmd:advance U:t-fighter@B4 M:t-imp@B2";
    const QString enemy = "phase:enemy executed:4";

    // Movement.
    row("path: two steps", adv, none, moveUnit(0, "B4", "A3"), "rr.move.path", false);
    row("path: three steps with MOVE 2", adv, none, moveUnit(0, "B4", "C6"), "rr.move.path", true);
    row("path: pass an ally, stop beyond", "cmd:advance U:t-fighter@B4 U:t-blade@B5", none,
        moveUnit(0, "B4", "B6"), "rr.move.path", false);
    row("path: onto an ally", "cmd:advance U:t-fighter@B4 U:t-blade@B5", none,
        moveUnit(0, "B4", "B5"), "rr.move.path", true);
    row("path: onto a monster", adv, none, moveUnit(0, "B4", "B2"), "rr.move.path", true);
    row("path: through a monster", "cmd:advance U:t-fighter@B4 M:t-imp@B5 M:t-imp@A5 M:t-imp@C5",
        none, moveUnit(0, "B4", "B6"), "rr.move.path", true);
    row("path: into a circle", adv, none, moveUnit(0, "B4", "A"), "rr.move.path", true);
    row("full move: three steps", adv, none, moveUnit(0, "B4", "C6", true), "rr.move.full-move",
        false);
    row("full move: three steps also no path warning", adv, none, moveUnit(0, "B4", "C6", true),
        "rr.move.path", false);
    row("full move: four steps", adv, none, moveUnit(0, "B4", "C1", true), "rr.move.full-move",
        true);
    row("full move boon: no honour", adv + " honour:0", none, moveUnit(0, "B4", "C6", true),
        "rr.boon.full-move", true);
    row("full move boon: one honour", adv, none, moveUnit(0, "B4", "C6", true), "rr.boon.full-move",
        false);
    row("figures: MOVE unknown", "cmd:advance U:warrior@B4", none, moveUnit(0, "B4", "B5"),
        "rr.units.card", true);
    row("figures: MOVE known", adv, none, moveUnit(0, "B4", "B5"), "rr.units.card", false);

    // Markers and commands.
    row("marker: acted unit moves", "cmd:advance U:t-fighter@B4* M:t-imp@B2", none,
        moveUnit(0, "B4", "B5"), "rr.action.marker", true);
    row("marker: unacted unit moves", adv, none, moveUnit(0, "B4", "B5"), "rr.action.marker",
        false);
    row("marker: acted unit attacks", "cmd:advance U:t-fighter@B4* M:t-imp@B2", none,
        attack(0, "B4", "B2", 3, 4), "rr.action.marker", true);
    row("marker: place twice", "cmd:advance U:t-fighter@B4*", none,
        mk("place-marker", 0, {{"at", "B4"}}), "rr.action.marker", true);
    row("marker: place", adv, none, mk("place-marker", 0, {{"at", "B4"}}), "rr.action.marker",
        false);
    row("marker: remove without Rest", "cmd:advance U:t-fighter@B4*", none,
        mk("remove-marker", 0, {{"at", "B4"}}), "rr.action.marker", true);
    row("marker: remove under Rest", "cmd:rest U:t-fighter@B4*", none,
        mk("remove-marker", 0, {{"at", "B4"}}), "rr.action.marker", false);
    row("marker: remove a missing marker", "cmd:rest U:t-fighter@B4", none,
        mk("remove-marker", 0, {{"at", "B4"}}), "rr.action.marker", true);
    row("command: attack with no command", "U:t-fighter@B4 M:t-imp@B2", none,
        attack(0, "B4", "B2", 3, 4), "rr.command.cards", true);
    row("command: attack under Ambush", "cmd:ambush U:t-fighter@B4 M:t-imp@B2", none,
        attack(0, "B4", "B2", 3, 4), "rr.command.cards", false);
    row("command: recruit under Reward", "cmd:reward", none,
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}}), "rr.command.cards", true);
    row("command: recruit under Recruit", "cmd:recruit", none,
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}}), "rr.command.cards", false);
    // Round 2 (seat 1 starts) with Recruit dealt in position 3: it runs automatically.
    const QList<Step> autoRecruit = {mk("end-round", -1),
                                     deal({"advance", "ambush", "recruit", "rest", "reward"}),
                                     pick(1, "advance"), pick(0, "ambush"), mk("auto-command", -1)};
    row("recruit source: mercenary when automatic", "", autoRecruit,
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}, {"from", "mercenary"}}),
        "rr.command.recruit-source", true);
    row("recruit source: hand when automatic", "", autoRecruit,
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}, {"from", "hand"}}),
        "rr.command.recruit-source", false);
    row("recruit source: mercenary when picked", "cmd:recruit", none,
        mk("recruit", 1, {{"card", "t-blade"}, {"to", "C5"}, {"from", "mercenary"}}),
        "rr.command.recruit-source", false);
    row("layout: recruit onto a circle", "cmd:recruit", none,
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C"}}), "rr.board.layout", true);
    row("layout: recruit onto a free square", "cmd:recruit", none,
        mk("recruit", 0, {{"card", "t-blade"}, {"to", "C5"}}), "rr.board.layout", false);

    // Skills.
    row("range: target in range", adv, none, attack(0, "B4", "B2", 3, 4), "rr.units.range", false);
    row("range: target out of range", adv + " M:t-imp@A2", none, attack(0, "B4", "A2", 3, 4),
        "rr.units.range", true);
    row("range: unknown range", "cmd:advance U:warrior@B4 M:t-imp@B2", none,
        attack(0, "B4", "B2", 3, 4), "rr.units.card", true);
    row("dice: fighter", adv, none, attack(0, "B4", "B2", 3, 4), "rr.attack.dice", false);
    row("dice: a fixed-damage unit", "cmd:advance U:t-blade@B3 M:t-imp@B2", none,
        attack(0, "B3", "B2", 3, 4, {{"modifier", 0}}), "rr.attack.dice", true);
    row("dice: wrong damage given", adv, none, attack(0, "B4", "B2", 3, 4, {{"damage", 1}}),
        "rr.attack.dice", true);
    row("dice: right damage given", adv, none, attack(0, "B4", "B2", 3, 4, {{"damage", 2}}),
        "rr.attack.dice", false);
    row("critical: 6 6", adv, none, attack(0, "B4", "B2", 6, 6), "rr.attack.critical", true);
    row("critical: 5 6", adv, none, attack(0, "B4", "B2", 5, 6), "rr.attack.critical", false);
    row("fumble: 1 1", adv, none, attack(0, "B4", "B2", 1, 1), "rr.attack.fumble", true);
    row("fumble: 1 2", adv, none, attack(0, "B4", "B2", 1, 2), "rr.attack.fumble", false);
    row("willpower: no honour", adv + " honour:0", none,
        attack(0, "B4", "B2", 3, 4, {{"willpower", true}}), "rr.boon.willpower", true);
    row("willpower: one honour", adv, none, attack(0, "B4", "B2", 3, 4, {{"willpower", true}}),
        "rr.boon.willpower", false);
    const QString blade = "cmd:advance U:t-blade@B3 M:t-imp@B2 M:t-imp@A2";
    auto hits = [](QList<QPair<const char *, int>> list) {
        QJsonArray a;
        for (const auto &h : list)
            a.append(QJsonObject{{"target", h.first}, {"count", h.second}});
        return mk("fixed-damage", 0, {{"at", "B3"}, {"hits", a}});
    };
    row("fixed: 1 + 1", blade, none, hits({{"B2", 1}, {"A2", 1}}), "rr.attack.fixed", false);
    row("fixed: 2 on one", blade, none, hits({{"A2", 2}}), "rr.attack.fixed", false);
    row("fixed: 3 hits of x2", blade, none, hits({{"B2", 2}, {"A2", 1}}), "rr.attack.fixed", true);
    row("fixed: by a dice unit", "cmd:advance U:t-fighter@B3 M:t-imp@B2", none,
        mk("fixed-damage", 0,
           {{"at", "B3"}, {"amount", 1}, {"hits", QJsonArray{QJsonObject{{"target", "B2"}}}}}),
        "rr.attack.fixed", true);
    const QString heal = "cmd:advance U:t-healer@C6 U:t-fighter@B4/2 U:t-blade@A5/1";
    auto heals = [](QList<QPair<const char *, int>> list) {
        QJsonArray a;
        for (const auto &h : list)
            a.append(QJsonObject{{"target", h.first}, {"amount", h.second}});
        return mk("heal", 0, {{"at", "C6"}, {"heals", a}});
    };
    row("heal: 3 over two", heal, none, heals({{"B4", 2}, {"A5", 1}}), "rr.attack.heal", false);
    row("heal: itself included", heal, none, heals({{"C6", 1}}), "rr.attack.heal", false);
    row("heal: 4 of x3", heal, none, heals({{"B4", 2}, {"A5", 2}}), "rr.attack.heal", true);
    row("heal: by a fighter", "cmd:advance U:t-fighter@B4/1", none,
        mk("heal", 0, {{"at", "B4"}, {"heals", QJsonArray{QJsonObject{{"target", "B4"}}}}}),
        "rr.attack.heal", true);
    const QString bard = "cmd:advance U:t-singer@C6 U:t-fighter@B4* M:t-imp@B2";
    const Step song = mk("bard", 0, {{"at", "C6"}, {"target", "B4"}});
    row("bard: skill through the song", bard, {song}, attack(0, "B4", "B2", 3, 4, {{"bard", true}}),
        "rr.attack.bard", false);
    row("bard: acted ally may still use it", bard, {song},
        attack(0, "B4", "B2", 3, 4, {{"bard", true}}), "rr.action.marker", false);
    row("bard: no song", bard, none, attack(0, "B4", "B2", 3, 4, {{"bard", true}}),
        "rr.attack.bard", true);
    row("bard: sung by a fighter", "cmd:advance U:t-fighter@C6 U:t-blade@B4", none,
        mk("bard", 0, {{"at", "C6"}, {"target", "B4"}}), "rr.attack.bard", true);
    row("bard: sings to itself", bard, none, mk("bard", 0, {{"at", "C6"}, {"target", "C6"}}),
        "rr.attack.bard", true);
    row("bard: sings to a monster", bard, none, mk("bard", 0, {{"at", "C6"}, {"target", "B2"}}),
        "rr.attack.bard", true);
    row("bard: sings to an empty square", bard, none,
        mk("bard", 0, {{"at", "C6"}, {"target", "A5"}}), "rr.attack.bard", true);
    row("range: attack an empty square", adv, none, attack(0, "B4", "B3", 3, 4), "rr.units.range",
        true);
    row("range: heal a monster", "cmd:advance U:t-fighter@B4 M:t-imp@B2", none,
        mk("heal", 0, {{"at", "B4"}, {"heals", QJsonArray{QJsonObject{{"target", "B2"}}}}}),
        "rr.units.range", true);
    row("range: fixed damage on an ally", "cmd:advance U:t-fighter@B4 U:t-blade@B3", none,
        mk("fixed-damage", 0,
           {{"at", "B4"}, {"amount", 1}, {"hits", QJsonArray{QJsonObject{{"target", "B3"}}}}}),
        "rr.units.range", true);

    // Damage thresholds.
    row("monster defeat: 2 damage on HP 2", adv, none, attack(0, "B4", "B2", 3, 3),
        "rr.damage.monster-defeat", true);
    row("monster defeat: 1 damage on HP 2", adv, none, attack(0, "B4", "B2", 2, 3),
        "rr.damage.monster-defeat", false);
    row("unit faint: 3 cubes on HP 2", enemy + " U:t-fighter@B3/2 M:t-imp@B2", none, act(0, "B2"),
        "rr.damage.unit-faint", true);
    row("unit faint: 2 cubes on HP 2", enemy + " U:t-fighter@B3/1 M:t-imp@B2", none, act(0, "B2"),
        "rr.damage.unit-faint", false);
    row("bonus move: after a faint", enemy + " U:t-fighter@B3/2 M:t-imp@B2", none, act(0, "B2"),
        "rr.enemy.bonus-move", true);
    row("bonus move: no faint", enemy + " U:t-fighter@B3/1 M:t-imp@B2", none, act(0, "B2"),
        "rr.enemy.bonus-move", false);
    row("bonus move: claimed without a faint", enemy + " U:t-fighter@B3 M:t-imp@B2", none,
        act(0, "B2", {{"action", "attack"}, {"bonusTo", "B4"}}), "rr.enemy.bonus-move", true);
    row("bonus move: wrong square", enemy + " U:t-fighter@B3/2 M:t-imp@B2", none,
        act(0, "B2", {{"action", "attack"}, {"bonusTo", "B3"}}), "rr.enemy.bonus-move", true);

    // Invasion.
    row("invasion order: rightmost first", enemy + " M:t-imp@B2 M:t-imp@A1", none, act(0, "A1"),
        "rr.enemy.invasion-order", true);
    row("invasion order: right one", enemy + " M:t-imp@B2 M:t-imp@A1", none, act(0, "B2"),
        "rr.enemy.invasion-order", false);
    row("invasion order: top first in a column", enemy + " M:t-imp@C2 M:t-imp@A2", none,
        act(0, "C2"), "rr.enemy.invasion-order", true);
    row("invasion order: acted twice", enemy + " M:t-imp@B2!", none, act(0, "B2"),
        "rr.enemy.invasion-order", true);
    row("enemy phase: before the fourth command", "executed:3 M:t-imp@B2", none, act(0, "B2"),
        "rr.enemy.phase", true);
    row("enemy phase: after the fourth command", "executed:4 M:t-imp@B2", none, act(0, "B2"),
        "rr.enemy.phase", false);
    row("enemy phase: summon during commands", "executed:2", none, summon("A", "t-imp"),
        "rr.enemy.phase", true);
    row("enemy phase: summon before every monster acted", enemy + " M:t-imp@B2", none,
        summon("A", "t-imp"), "rr.enemy.phase", true);
    row("enemy phase: summon after invasion", enemy + " M:t-imp@B2!", none, summon("A", "t-imp"),
        "rr.enemy.phase", false);
    row("choice: moving with a unit in range", enemy + " U:t-fighter@B3 M:t-imp@B2", none,
        act(0, "B2", {{"action", "move"}, {"to", "B4"}}), "rr.enemy.choice", true);
    row("choice: attacking with a unit in range", enemy + " U:t-fighter@B3 M:t-imp@B2", none,
        act(0, "B2", {{"action", "attack"}}), "rr.enemy.choice", false);
    row("choice: attacking with nothing in range", enemy + " U:t-fighter@B5 M:t-imp@B2", none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"B5"}}}), "rr.enemy.choice",
        true);
    row("move: short of its MOVE", enemy + " M:t-imp@B1", none,
        act(0, "B1", {{"action", "move"}, {"to", "B2"}}), "rr.enemy.move", true);
    row("move: full MOVE", enemy + " M:t-imp@B1", none,
        act(0, "B1", {{"action", "move"}, {"to", "B3"}}), "rr.enemy.move", false);
    row("move: from the circle", enemy + " M:t-imp@B", none,
        act(0, "B", {{"action", "move"}, {"to", "B2"}}), "rr.enemy.move", false);
    row("move: another row", enemy + " M:t-imp@B1", none,
        act(0, "B1", {{"action", "move"}, {"to", "A3"}}), "rr.enemy.move", true);
    row("jump: lands on a monster", enemy + " M:t-imp@B1 M:t-brute@B3!", none,
        act(0, "B1", {{"action", "move"}, {"to", "B3"}}), "rr.enemy.jump", true);
    row("jump: stops short of the line", enemy + " M:t-imp@B1 M:t-brute@B3!", none,
        act(0, "B1", {{"action", "move"}, {"to", "B2"}}), "rr.enemy.jump", true);
    row("jump: past the line", enemy + " M:t-imp@B1 M:t-brute@B3!", none,
        act(0, "B1", {{"action", "move"}, {"to", "B4"}}), "rr.enemy.jump", false);
    row("blocked: passes a unit", enemy + " M:t-imp@B1 U:t-fighter@B3", none,
        act(0, "B1", {{"action", "move"}, {"to", "B4"}}), "rr.enemy.blocked", true);
    row("blocked: stops before it", enemy + " M:t-imp@B1 U:t-fighter@B3", none,
        act(0, "B1", {{"action", "move"}, {"to", "B2"}}), "rr.enemy.blocked", false);
    row("blocked: stays when it cannot move", enemy + " M:t-imp@B1 M:t-brute@B2! U:t-fighter@B3",
        none, act(0, "B1", {{"action", "move"}, {"to", "B3"}}), "rr.enemy.blocked", true);
    row("blocked: stays, recorded as staying", enemy + " M:t-imp@B1 M:t-brute@B2! U:t-fighter@B3",
        none, act(0, "B1", {{"action", "stay"}}), "rr.enemy.blocked", false);
    row("castle: stops on the last square", enemy + " M:t-runner@B5", none,
        act(0, "B5", {{"action", "move"}, {"to", "B6"}}), "rr.enemy.castle", true);
    row("castle: enters (worked out)", enemy + " M:t-runner@B5", none,
        act(0, "B5", {{"action", "move"}, {"to", "castle"}}), "rr.enemy.castle", true);
    row("castle: an ordinary move", enemy + " M:t-imp@B1", none,
        act(0, "B1", {{"action", "move"}, {"to", "B3"}}), "rr.enemy.castle", false);
    row("castle: claimed too early", enemy + " M:t-imp@B2", none,
        act(0, "B2", {{"action", "move"}, {"to", "castle"}}), "rr.enemy.castle", true);
    const QString brute = enemy + " M:t-brute@B2 U:t-fighter@A3 U:t-blade@C3";
    row("single: lowest number", brute, none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"A3"}}}),
        "rr.enemy.attack-single", false);
    row("single: a higher number", brute, none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"C3"}}}),
        "rr.enemy.attack-single", true);
    row("single: both", brute, none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"A3", "C3"}}}),
        "rr.enemy.attack-single", true);
    row("single: other damage", brute, none, act(0, "B2", {{"action", "attack"}, {"damage", 1}}),
        "rr.enemy.attack-single", true);
    const QString wyrm = enemy + " M:t-wyrm@B2 U:t-fighter@A3 U:t-blade@B4 M:t-imp@C3!";
    row("area: every unit", wyrm, none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"B4", "A3"}}}),
        "rr.enemy.attack-area", false);
    row("area: one unit left out", wyrm, none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"A3"}}}), "rr.enemy.attack-area",
        true);
    row("area: a monster hit", wyrm, none,
        act(0, "B2", {{"action", "attack"}, {"targets", QJsonArray{"A3", "B4", "C3"}}}),
        "rr.enemy.attack-area", true);
    row("figures: monster range unknown", enemy + " M:golem@B2", none,
        act(0, "B2", {{"action", "stay"}}), "rr.units.monsters", true);
    row("figures: monster known", enemy + " M:t-imp@B2", none, act(0, "B2"), "rr.units.monsters",
        false);

    // Cube corrections from the table.
    auto cubes = [](const char *sq, int delta) {
        return mk("adjust-cubes", 0, {{"at", sq}, {"delta", delta}});
    };
    row("cubes: one off a unit with one", "U:t-fighter@B4/1", none, cubes("B4", -1),
        "rr.damage.cubes", false);
    row("cubes: one off a unit with none", "U:t-fighter@B4", none, cubes("B4", -1),
        "rr.damage.cubes", true);
    row("cubes: two off a monster with one", "M:t-imp@B2/1", none, cubes("B2", -2),
        "rr.damage.cubes", true);
    row("cubes: one on a unit", "U:t-fighter@B4", none, cubes("B4", 1), "rr.damage.cubes", false);
    row("cubes: monster reaches its HP", "M:t-imp@B2/1", none, cubes("B2", 1),
        "rr.damage.monster-defeat", true);
    row("cubes: monster stays below its HP", "M:t-imp@B2", none, cubes("B2", 1),
        "rr.damage.monster-defeat", false);
    row("cubes: unit exceeds its HP", "U:t-fighter@B4/2", none, cubes("B4", 1),
        "rr.damage.unit-faint", true);
    row("cubes: unit reaches its HP", "U:t-fighter@B4/1", none, cubes("B4", 1),
        "rr.damage.unit-faint", false);

    // Summoning.
    const QString after = enemy + " M:t-imp@A!";
    auto placed = [](const char *to) {
        Step s = summon("A", "t-brute");
        s.payload.insert("boards", QJsonArray{QJsonObject{{"seat", 0}, {"to", to}}});
        return s;
    };
    row("placement: next to the taken circle", after, none, placed("A1"), "rr.summon.placement",
        false);
    row("placement: onto the taken circle", after, none, placed("A"), "rr.summon.placement", true);
    row("placement: waiting line when both taken", after + " M:t-imp@A1!", none, placed("waiting"),
        "rr.summon.placement", false);
    row("placement: waiting line too early", after, none, placed("waiting"), "rr.summon.placement",
        true);
    row("twice: second summon", after + " summons:1", none, summon("B", "t-imp"), "rr.summon.twice",
        false);
    row("twice: third summon", after + " summons:2", none, summon("B", "t-imp"), "rr.summon.twice",
        true);
    row("twice: round ends after two", after + " summons:2", none, mk("end-round", -1),
        "rr.summon.twice", false);
    row("twice: round ends after one", after + " summons:1", none, mk("end-round", -1),
        "rr.summon.twice", true);
    row("deck: empty", after + " deck:0", none, summon("B", "t-imp"), "rr.summon.procedure", true);
    row("deck: cards left", after + " deck:3", none, summon("B", "t-imp"), "rr.summon.procedure",
        false);

    // Setup and commands.
    row("first unit: in setup", "fresh", none, setupUnit(0, "t-fighter", "B5"),
        "rr.setup.first-unit", false);
    row("first unit: a second one", "fresh", {setupUnit(0, "t-fighter", "B5")},
        setupUnit(0, "t-blade", "B4"), "rr.setup.first-unit", true);
    row("first unit: during the game", "", none, setupUnit(0, "t-blade", "B5"),
        "rr.setup.first-unit", true);
    row("first unit: layout free square", "fresh", none, setupUnit(0, "t-fighter", "B5"),
        "rr.board.layout", false);
    row("first unit: layout circle", "fresh", none, setupUnit(0, "t-fighter", "B"),
        "rr.board.layout", true);
    row("row: pick before dealing", "executed:0", {mk("end-round", -1)}, pick(1, "advance"),
        "rr.command.row", true);
    row("row: pick after dealing", "", none, pick(0, "advance"), "rr.command.row", false);
    row("row: dealt twice", "", none, deal(), "rr.command.row", true);
    row("row: dealt for a new round", "", {mk("end-round", -1)}, deal(), "rr.command.row", false);
    row("pick: start player first", "", none, pick(0, "rest"), "rr.command.pick", false);
    row("pick: out of turn", "", none, pick(1, "rest"), "rr.command.pick", true);
    row("pick: already executed", "", {pick(0, "rest")}, pick(1, "rest"), "rr.command.pick", true);
    row("pick: a third pick with two players", "", {pick(0, "rest"), pick(1, "advance")},
        pick(0, "ambush"), "rr.command.pick", true);
    row("honour: Rest picked", "", none, pick(0, "rest"), "rr.honour.gain", true);
    row("honour: Advance picked", "", none, pick(0, "advance"), "rr.honour.gain", false);
    row("auto: before all picked", "", {pick(0, "rest")}, mk("auto-command", -1), "rr.command.auto",
        true);
    row("auto: after all picked", "", {pick(0, "rest"), pick(1, "advance")}, mk("auto-command", -1),
        "rr.command.auto", true); // the info: position 3 runs
    row("auto: a normal pick", "", none, pick(0, "advance"), "rr.command.auto", false);
    row("auto: position 5", "",
        {pick(0, "rest"), pick(1, "advance"), mk("auto-command", -1), mk("auto-command", -1)},
        mk("auto-command", -1), "rr.command.auto", true);

    // End phase.
    const QString end = "phase:end summons:2 M:t-imp@B2 M:t-imp@A3 U:t-fighter@B4/1 "
                        "M1:t-imp@B2 U1:t-fighter@B4/1";
    row("support: most monsters", end, none, mk("support", 0, {{"at", "B4"}}), "rr.end.support",
        false);
    row("support: fewer monsters", end, none, mk("support", 1, {{"at", "B4"}}), "rr.end.support",
        true);
    row("support: twice", end, {mk("support", 0, {{"at", "B4"}})}, mk("support", 0, {{"at", "B4"}}),
        "rr.end.support", true);
    row("support: during commands", "U:t-fighter@B4/1", none, mk("support", 0, {{"at", "B4"}}),
        "rr.end.support", true);
    const QString tired = "phase:end summons:2 U:t-fighter@B4* U:t-blade@B5* U:t-healer@B6*";
    row("fatigue: second marker", tired, {mk("remove-marker", 0, {{"at", "B4"}})},
        mk("remove-marker", 0, {{"at", "B5"}}), "rr.end.fatigue", false);
    row("fatigue: third marker", tired,
        {mk("remove-marker", 0, {{"at", "B4"}}), mk("remove-marker", 0, {{"at", "B5"}})},
        mk("remove-marker", 0, {{"at", "B6"}}), "rr.end.fatigue", true);
    row("fatigue: no Rest needed in the end phase", tired, none,
        mk("remove-marker", 0, {{"at", "B4"}}), "rr.action.marker", false);

    // Boons, threat, defeat, victory.
    row("level up: 2 honour", "honour:2 U:t-squire@B4", none, mk("level-up", 0, {{"at", "B4"}}),
        "rr.boon.level-up", false);
    row("level up: 1 honour", "honour:1 U:t-squire@B4", none, mk("level-up", 0, {{"at", "B4"}}),
        "rr.boon.level-up", true);
    row("level up: no ★", "honour:5 U:t-fighter@B4", none,
        mk("level-up", 0, {{"at", "B4"}, {"card", "t-knight"}}), "rr.boon.level-up", true);
    row("level up: after spending the marks", "honour:2 U:t-squire@B4 U:t-squire@B5",
        {mk("level-up", 0, {{"at", "B5"}})}, mk("level-up", 0, {{"at", "B4"}}), "rr.boon.level-up",
        true);
    row("medal: after a red monster", "cmd:advance U:t-fighter@B4 M:t-wyrm@B2/3",
        {attack(0, "B4", "B2", 2, 3)}, mk("take-medal", 0, {{"value", 3}}), "rr.threat.medal",
        false);
    row("medal: nothing red defeated", "", none, mk("take-medal", 0, {{"value", 3}}),
        "rr.threat.medal", true);
    row("threat: unknown threat", "M:golem@B2", none, mk("declare-victory", 0), "rr.threat.total",
        true);
    row("threat: known threat", "M:t-imp@B2", none, mk("declare-victory", 0), "rr.threat.total",
        false);
    row("declare: threat 10", "M:t-wyrm@B2 W:t-brute C:t-imp", none, mk("declare-victory", 0),
        "rr.victory.declare", true);
    row("declare: threat 8", "M:t-wyrm@B2 W:t-brute", none, mk("declare-victory", 0),
        "rr.victory.declare", false);
    row("declare: deck not empty", "deck:2", none, mk("declare-victory", 0), "rr.victory.declare",
        true);
    row("declare: deck empty", "deck:0", none, mk("declare-victory", 0), "rr.victory.declare",
        false);
    row("declare: resolved when the command ends", "cmd:advance", {mk("declare-victory", 0)},
        mk("command-done", -1), "rr.victory.declare", true);
    row("several: two declarers", "cmd:advance",
        {mk("declare-victory", 0), mk("declare-victory", 1)}, mk("command-done", -1),
        "rr.victory.several", true);
    row("several: one declarer", "cmd:advance", {mk("declare-victory", 0)}, mk("command-done", -1),
        "rr.victory.several", false);
    row("game over: a step after victory", "cmd:advance",
        {mk("declare-victory", 0), mk("command-done", -1)}, pick(1, "rest"), "rr.victory.declare",
        true);
    row("defeated: nothing in the castle", "", none, mk("player-defeated", 0), "rr.defeat.castle",
        true);
    row("defeated: a red monster in the castle", "C:t-wyrm", none, mk("player-defeated", 0),
        "rr.defeat.castle", false);
    row("defeated: two blue monsters", "C:t-imp C:t-brute", none, mk("player-defeated", 0),
        "rr.defeat.castle", false);
    row("defeated: red monster walks in", enemy + " M:t-wyrm@B6", none, act(0, "B6"),
        "rr.defeat.castle", true);
    row("defeated: first blue walks in", enemy + " M:t-runner@B5", none, act(0, "B5"),
        "rr.defeat.castle", false);
    row("defeated: second blue walks in", enemy + " M:t-runner@B5 C:t-imp", none, act(0, "B5"),
        "rr.defeat.castle", true);
    row("defeated: an out player acts", "out:0 U:t-fighter@B4", none,
        mk("place-marker", 0, {{"at", "B4"}}), "rr.defeat.castle", true);
}

void TestRrEngine::validators()
{
    QFETCH(QString, spec);
    QFETCH(QList<Step>, prefix);
    QFETCH(Step, step);
    QFETCH(QString, rule);
    QFETCH(bool, fires);
    QVERIFY2(engine.ruleIds().contains(rule), qPrintable(rule));
    // An empty spec is a real game: both first units placed, two monsters, the row dealt.
    // "fresh" = a new game in setup.
    const StatePtr start =
        spec.isEmpty()    ? run({setupUnit(0, "t-fighter", "B6"), setupUnit(1, "t-fighter", "B6"),
                                 summon("A", "t-imp"), summon("C", "t-brute"), deal()})
        : spec == "fresh" ? engine.setup(testConfig())
                          : at(spec);
    const StatePtr s = runFrom(start, prefix);
    QVERIFY(!engine.malformed(*s, step));
    const QList<Finding> fs = engine.check(*s, step);
    const QStringList ids = ruleIdsOf(fs);
    QVERIFY2(ids.contains(rule) == fires, qPrintable(ids.join(", ")));
    for (const Finding &f : fs) {
        QVERIFY2(engine.ruleIds().contains(f.ruleId), qPrintable(f.ruleId));
        QCOMPARE(f.message.context, QByteArray("kbz::rr::RrEngine"));
        QVERIFY(!f.message.english().contains(QLatin1String("%1")));
        const QStringList plain = plainWordArgs(f.message, rrs(s));
        QVERIFY2(plain.isEmpty(), qPrintable(f.message.english() + " <- " + plain.join(", ")));
    }
    QVERIFY(engine.apply(*s, step));
    (fires ? m_testedFire : m_testedQuiet).insert(rule);
}

void TestRrEngine::everyRuleIdIsTested()
{
    if (m_testedFire.isEmpty())
        QSKIP("needs the validators test to run first");
    for (const QString &id : engine.ruleIds()) {
        QVERIFY2(m_testedFire.contains(id), qPrintable(id + " never fires in a test"));
        QVERIFY2(m_testedQuiet.contains(id), qPrintable(id + " has no quiet test"));
    }
}
