// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords engine through its public interface: its identity and config, the state's
// helpers and JSON, the year step, planning and the reveal, malformed steps and the golden
// journals. Each resolution step's effect is tst_dl_engine_steps, the round and year ends and
// the paladin tst_dl_engine_rounds.
#include "../support/GoldenJournal.h"
#include "DlEngineTestSupport.h"

#include <QtTest>

using namespace kbz;
using namespace kbz::dl;
using namespace kbz::dl::test;

class tst_dl_engine : public QObject
{
    Q_OBJECT

    DlEngine m_engine;

private Q_SLOTS:
    // ---- The engine's identity and config ----------------------------------------------------

    void identity()
    {
        QCOMPARE(m_engine.id(), QStringLiteral("dungeon-lords"));
        QCOMPARE(m_engine.name().ja, QStringLiteral("ダンジョンロード"));
        QCOMPARE(m_engine.name().en, QStringLiteral("Dungeon Lords"));
        QCOMPARE(m_engine.nameLang(), Lang::Ja);
        QCOMPARE(m_engine.rulePrefix(), QStringLiteral("dl"));
        QStringList kinds;
        for (const StepKind &k : m_engine.stepKinds()) {
            kinds.append(k.kind);
            QVERIFY(!k.name.isEmpty());
        }
        QCOMPARE(kinds, (QStringList{"year", "plan", "release", "reveal", "trap", "magic", "attack",
                                     "heal", "conquest", "adjust", "paladin", "score"}));
        const QStringList ids = m_engine.ruleIds();
        for (const char *id : {"dl.combat-card.spells", "dl.overview.corrections",
                               "dl.paladin.join", "dl.paladin.move", "dl.fatigue.spill"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);
        for (const QString &id : ids)
            QVERIFY(id.startsWith(QLatin1String("dl.")));
    }

    void config()
    {
        const GameConfig c = m_engine.defaultConfig();
        QCOMPARE(c.players.size(), 2);
        QCOMPARE(c.options.value(QStringLiteral("startPlayer")).toInt(), 0);
        QVERIFY(m_engine.checkConfig(c).isEmpty());
        QCOMPARE(kbz::test::ruleIdsOf(m_engine.checkConfig(kbz::dl::test::config(5))),
                 QStringList{"dl.overview.scope"});
        QCOMPARE(kbz::test::ruleIdsOf(m_engine.checkConfig(kbz::dl::test::config(3, 3))),
                 QStringList{"dl.round.structure"});
        GameConfig y = kbz::dl::test::config(2);
        y.options.insert(QStringLiteral("startYear"), 3);
        QCOMPARE(kbz::test::ruleIdsOf(m_engine.checkConfig(y)), QStringList{"dl.year.end"});

        y.options.insert(QStringLiteral("startYear"), 2);
        y.options.insert(QStringLiteral("startPlayer"), 1);
        y.options.insert(QStringLiteral("values"), QJsonObject{{QStringLiteral("room"), 3}});
        const DlState s = m_engine.initialState(y);
        QCOMPARE(s.year, 2);
        QCOMPARE(s.startPlayer, 1);
        QCOMPARE(s.phase, Phase::YearSetup);
        QCOMPARE(s.round, 0);
        QCOMPARE(s.values.room, 3);
        QCOMPARE(s.values.monster, 1);
        QCOMPARE(s.players.size(), 2);
        QCOMPARE(s.players.at(1).name, QStringLiteral("P2"));
    }

    // ---- State helpers ---------------------------------------------------------------------

    void codes()
    {
        for (int i = 0; i < kMonsterKinds; ++i) {
            const auto k = static_cast<MonsterKind>(i);
            QCOMPARE(monsterKindFromCode(monsterKindCode(k)), std::optional<MonsterKind>(k));
        }
        for (int i = 0; i < kTrapKinds; ++i) {
            const auto k = static_cast<TrapKind>(i);
            QCOMPARE(trapKindFromCode(trapKindCode(k)), std::optional<TrapKind>(k));
        }
        for (AdvClass c : {AdvClass::Warrior, AdvClass::Thief, AdvClass::Priest, AdvClass::Wizard,
                           AdvClass::Paladin})
            QCOMPARE(advClassFromCode(advClassCode(c)), std::optional<AdvClass>(c));
        QCOMPARE(tileKindFromCode(QStringLiteral("room")), std::optional<TileKind>(TileKind::Room));
        QVERIFY(!tileKindFromCode(QStringLiteral("cave")));
        QVERIFY(!monsterKindFromCode(QStringLiteral("orc")));
        QVERIFY(!trapKindFromCode(QString()));
        QCOMPARE(trapKindCode(TrapKind::AntiMagicDart), QStringLiteral("anti-magic-dart"));
        QCOMPARE(stageCode(Stage::EarlyMagic), QStringLiteral("early-magic"));
        QCOMPARE(phaseCode(Phase::YearSetup), QStringLiteral("year-setup"));
        QVERIFY(isGhost(MonsterKind::Ghost));
        QVERIFY(!isGhost(MonsterKind::Demon));
    }

    void scoreValuesJson()
    {
        DlScoreValues v;
        v.room = 5;
        v.unpaidTax = -4;
        QCOMPARE(DlScoreValues::fromJson(v.toJson()), v);
        const DlScoreValues partial =
            DlScoreValues::fromJson(QJsonObject{{QStringLiteral("monster"), 2}});
        QCOMPARE(partial.monster, 2);
        QCOMPARE(partial.room, 2);
        QCOMPARE(partial.conquered, -2);
        QCOMPARE(DlScoreValues::fromJson(QJsonObject{{QStringLiteral("room"), "x"}}).room, 2);
    }

    void adventurerJson()
    {
        DlAdventurer a{AdvClass::Thief, 2, 4, 1, 2, 1};
        QCOMPARE(adventurerFromJson(adventurerToJson(a)), std::optional<DlAdventurer>(a));
        QVERIFY(!adventurerFromJson(QJsonObject{{QStringLiteral("class"), "knight"}}));
        QVERIFY(!adventurerFromJson(adv("warrior", 1, 0)));
        QVERIFY(!adventurerFromJson(adv("warrior", 1, 3, -1)));
    }

    // Skill symbols: paladins count for every class; the silenced adventurer adds none.
    void partySymbols()
    {
        Driver d;
        QJsonObject y = richYear();
        QJsonArray players = y.value(QStringLiteral("players")).toArray();
        QJsonObject p0 = players.at(0).toObject();
        p0.insert(QStringLiteral("party"),
                  QJsonArray{adv("paladin", 5, 6, 1), adv("thief", 1, 3, 2), adv("priest", 1, 3, 1),
                             adv("wizard", 2, 3, 2), adv("wizard", 1, 3, 1)});
        players.replace(0, p0);
        y.insert(QStringLiteral("players"), players);
        QVERIFY(d.record(step("year", -1, y)));
        QCOMPARE(d.s().magicPoints(0), 4);
        QCOMPARE(d.s().hearts(0), 2);
        QCOMPARE(d.s().thiefSymbols(0), 3);
        QCOMPARE(d.s().paladinIndex(0), 0);
        QCOMPARE(d.s().paladinIndex(1), -1);
        QCOMPARE(d.s().paladinSeat, 0);
        QCOMPARE(d.s().seatOrder(), (QList<int>{0, 1}));
        // The anti-magic dart on the first wizard: magic 4 -> 2.
        QVERIFY(d.record(step("plan", 0, planPayload(0, "anti-magic-dart", {}))));
        QVERIFY(d.play("plan", 1, R"({"tile":0})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":0})"));
        QVERIFY(d.play("trap", 0, R"({"silence":3})"));
        QCOMPARE(d.player(0).fight.silenced, 3);
        QCOMPARE(d.s().magicPoints(0), 2);
        // The thief's symbols cancel the dart's 1 damage.
        QCOMPARE(damages(d.player(0)), (QList<int>{0, 0, 0, 0, 0}));
    }

    void seatOrderFromStartPlayer()
    {
        DlState s;
        s.players = QList<DlPlayer>(4);
        s.startPlayer = 2;
        QCOMPARE(s.seatOrder(), (QList<int>{2, 3, 0, 1}));
        QVERIFY(!s.card());
        s.round = 1;
        s.cards.append(DlCombatCard{3, true, false, {}, {}});
        QVERIFY(s.card());
        QCOMPARE(s.card()->fatigue, 3);
    }

    void toJsonComplete()
    {
        Driver d;
        startFight(d, planPayload(0, "rolling-boulder", {0}), card(2, true));
        const QJsonObject js = d.s().toJson();
        for (const char *k : {"year", "round", "startPlayer", "phase", "cards", "paladinSeat",
                              "resolving", "players", "values", "finalScore"})
            QVERIFY2(js.contains(QLatin1String(k)), k);
        QCOMPARE(js.value(QStringLiteral("phase")).toString(), QStringLiteral("resolve"));
        const QJsonObject p0 = js.value(QStringLiteral("players")).toArray().at(0).toObject();
        for (const char *k : {"tiles", "party", "prisoners", "monsters", "traps", "gold", "food",
                              "imps", "evil", "unpaidTaxes", "stage", "out", "fight"})
            QVERIFY2(p0.contains(QLatin1String(k)), k);
        QCOMPARE(p0.value(QStringLiteral("stage")).toString(), QStringLiteral("traps"));
        QCOMPARE(p0.value(QStringLiteral("fight")).toObject().value(QStringLiteral("trap")),
                 QJsonValue(QStringLiteral("rolling-boulder")));
        QCOMPARE(p0.value(QStringLiteral("tiles")).toArray().size(), 5);
        // Deterministic: the same state gives the same JSON.
        QCOMPARE(d.s().toJson(), js);
    }

    // ---- The year step ---------------------------------------------------------------------

    void yearStep()
    {
        Driver d;
        QCOMPARE(d.s().phase, Phase::YearSetup);
        QVERIFY(d.record(step("year", -1, richYear())));
        const DlState &s = d.s();
        QCOMPARE(s.phase, Phase::Plan);
        QCOMPARE(s.year, 1);
        QCOMPARE(s.round, 1);
        QCOMPARE(s.players.at(0).tiles.size(), 5);
        QCOMPARE(s.players.at(0).tiles.at(1).kind, TileKind::Room);
        QCOMPARE(s.players.at(0).party.size(), 3);
        QCOMPARE(s.players.at(0).party.at(0).year, 1); // not said: the year it came
        QCOMPARE(s.players.at(0).monsters.size(), 9);
        QCOMPARE(s.players.at(0).monsters.at(7).sacrificed, QStringLiteral("goblin"));
        QCOMPARE(s.players.at(0).traps.size(), 9);
        QCOMPARE(s.players.at(0).gold, 3);
        QCOMPARE(s.players.at(0).evil, 3);
        QCOMPARE(s.players.at(1).stage, Stage::Plan);
        QCOMPARE(s.paladinSeat, -1);
    }

    void yearPaladin_data()
    {
        QTest::addColumn<int>("at");     // -1: not given
        QTest::addColumn<int>("evil1");  // seat 1's evil (seat 0 has 3)
        QTest::addColumn<int>("expect"); // the board the paladin joins
        QTest::newRow("at given") << 1 << 0 << 1;
        QTest::newRow("most evil") << -1 << 2 << 0;
        QTest::newRow("most evil, seat 1") << -1 << 5 << 1;
        QTest::newRow("tie: later from the start player") << -1 << 3 << 1;
    }

    void yearPaladin()
    {
        QFETCH(int, at);
        QFETCH(int, evil1);
        QFETCH(int, expect);
        QJsonObject y = richYear();
        QJsonArray players = y.value(QStringLiteral("players")).toArray();
        QJsonObject p1 = players.at(1).toObject();
        p1.insert(QStringLiteral("evil"), evil1);
        players.replace(1, p1);
        y.insert(QStringLiteral("players"), players);
        QJsonObject paladin = adv("paladin", 5, 6, 1, 1);
        paladin.remove(QStringLiteral("class"));
        if (at >= 0)
            paladin.insert(QStringLiteral("at"), at);
        y.insert(QStringLiteral("paladin"), paladin);
        Driver d;
        QVERIFY(d.record(step("year", -1, y)));
        QCOMPARE(d.s().paladinSeat, expect);
        QCOMPARE(d.s().paladinIndex(expect), 0);
        QCOMPARE(d.player(expect).party.at(0).cls, AdvClass::Paladin);
        QCOMPARE(d.player(expect).party.at(0).damage, 1);
        QVERIFY(hasInfo(d.last, "dl.paladin.join"));
    }

    // ---- Plan and reveal -------------------------------------------------------------------

    void planAndReveal()
    {
        Driver d(kbz::dl::test::config(2, 1));
        QJsonObject y = richYear();
        y.insert(QStringLiteral("startPlayer"), 1);
        QVERIFY(d.record(step("year", -1, y)));
        QVERIFY(d.record(step("plan", 1, planPayload(0, {}, {0}))));
        QCOMPARE(d.s().phase, Phase::Plan);
        QCOMPARE(d.player(1).stage, Stage::Planned);
        QCOMPARE(d.player(1).fight.monsters, QList<int>{0});
        QCOMPARE(d.player(0).stage, Stage::Plan);
        QVERIFY(d.record(step("plan", 0, planPayload(1, "rolling-boulder", {0, 1}))));
        QCOMPARE(d.s().phase, Phase::Reveal);
        QCOMPARE(d.player(0).fight.tile, 1);
        QCOMPARE(d.player(0).fight.trap, std::optional<TrapKind>(TrapKind::RollingBoulder));
        // The trap stays in hand until it is used.
        QCOMPARE(d.player(0).traps.size(), 9);
        QVERIFY(d.record(step("reveal", -1, card(3, true, false))));
        QCOMPARE(d.s().phase, Phase::Resolve);
        QCOMPARE(d.s().cards.size(), 1);
        QCOMPARE(d.s().card()->fatigue, 3);
        QVERIFY(d.s().card()->lightning);
        // Seat 1 is the start player: it resolves first.
        QCOMPARE(d.s().resolving, 1);
        QCOMPARE(d.player(0).stage, Stage::Traps);
        QCOMPARE(d.player(1).stage, Stage::Traps);
        QVERIFY(d.record(step("conquest", 1, {})));
        QCOMPARE(d.player(1).stage, Stage::Done);
        QCOMPARE(d.s().resolving, 0);
    }

    // The nearest-tile warning names each tile once, with its distance (dl.plan.tile); a tile
    // the table named gets its distance added.
    void planTileMessage_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("japanese");
        QTest::newRow("unnamed") << QString()
                                 << "The fight is on the nearest unconquered tile, Tunnel 1 "
                                    "(distance 1), not Room 2 (distance 2)"
                                 << "トンネル1（距離1）";
        QTest::newRow("named") << "B2"
                               << "The fight is on the nearest unconquered tile, Tunnel 1 "
                                  "(distance 1), not B2 (distance 2)"
                               << "B2（距離2）";
    }

    void planTileMessage()
    {
        QFETCH(QString, name);
        QFETCH(QString, english);
        QFETCH(QString, japanese);
        Driver d;
        QJsonObject y = richYear();
        QJsonArray players = y.value(QStringLiteral("players")).toArray();
        QJsonObject p0 = players.at(0).toObject();
        QJsonArray tiles = p0.value(QStringLiteral("tiles")).toArray();
        QJsonObject room = tiles.at(1).toObject();
        if (!name.isEmpty())
            room.insert(QStringLiteral("name"), name);
        tiles.replace(1, room);
        p0.insert(QStringLiteral("tiles"), tiles);
        players.replace(0, p0);
        y.insert(QStringLiteral("players"), players);
        QVERIFY(d.record(step("year", -1, y)));
        QVERIFY(d.record(step("plan", 0, planPayload(1, {}, {}))));
        QCOMPARE(d.lastRules(), QStringList{QStringLiteral("dl.plan.tile")});
        QCOMPARE(d.last.at(0).message.english(), english);
        const QString ja = d.last.at(0).message.text(Lang::Ja);
        QVERIFY2(ja.contains(japanese), qPrintable(ja));
        QVERIFY2(!ja.contains(QStringLiteral("）（")), qPrintable(ja));
    }

    // An exhausted monster committed again, or attacking again, cites the year's exhaustion
    // (dl.exhausted.year), not step 3.
    void exhaustedForTheYear()
    {
        Driver d;
        QJsonObject y = richYear();
        QJsonArray players = y.value(QStringLiteral("players")).toArray();
        QJsonObject p0 = players.at(0).toObject();
        QJsonArray monsters = p0.value(QStringLiteral("monsters")).toArray();
        monsters.replace(1, monster("troll", true));
        p0.insert(QStringLiteral("monsters"), monsters);
        players.replace(0, p0);
        y.insert(QStringLiteral("players"), players);
        QVERIFY(d.record(step("year", -1, y)));
        QVERIFY(d.lastRules().contains(QStringLiteral("dl.exhausted.restore")));
        QVERIFY(d.record(step("plan", 0, planPayload(0, {}, {1}))));
        QCOMPARE(d.lastRules(), QStringList{QStringLiteral("dl.exhausted.year")});
        QVERIFY(d.record(step("plan", 1, planPayload(0, {}, {}))));
        QVERIFY(d.record(step("reveal", -1, card(0))));
        QVERIFY(d.play("attack", 0, R"({"monster":1})"));
        QCOMPARE(d.lastRules(), QStringList{QStringLiteral("dl.exhausted.year")});
    }

    // ---- Malformed steps ---------------------------------------------------------------------

    void malformed_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("actor");
        QTest::addColumn<QString>("payload");
        QTest::addColumn<bool>("bad");
        QTest::newRow("unknown kind") << "dance" << 0 << "{}" << true;
        QTest::newRow("seat step without a seat") << "plan" << -1 << R"({"tile":0})" << true;
        QTest::newRow("seat out of range") << "plan" << 2 << R"({"tile":0})" << true;
        QTest::newRow("plan ok") << "plan" << 0 << R"({"tile":4,"trap":null,"monsters":[0,8]})"
                                 << false;
        QTest::newRow("tile out of range") << "plan" << 0 << R"({"tile":5})" << true;
        QTest::newRow("tile missing") << "plan" << 0 << R"({})" << true;
        QTest::newRow("unknown trap") << "plan" << 0 << R"({"tile":0,"trap":"net"})" << true;
        QTest::newRow("monster out of range")
            << "plan" << 1 << R"({"tile":0,"monsters":[1]})" << true;
        QTest::newRow("monster twice") << "plan" << 0 << R"({"tile":0,"monsters":[1,1]})" << true;
        QTest::newRow("release, no prisoner") << "release" << 0 << R"({"prisoner":0})" << true;
        QTest::newRow("reveal ok")
            << "reveal" << -1 << R"({"fatigue":2,"lightning":true,"spell":"heal"})" << false;
        QTest::newRow("reveal, negative fatigue") << "reveal" << -1 << R"({"fatigue":-1})" << true;
        QTest::newRow("reveal, unknown spell")
            << "reveal" << -1 << R"({"fatigue":1,"spell":"x"})" << true;
        QTest::newRow("reveal, lightning not bool")
            << "reveal" << -1 << R"({"fatigue":1,"lightning":1})" << true;
        QTest::newRow("trap ok") << "trap" << 0 << R"({"hits":[{"target":2,"amount":0}]})" << false;
        QTest::newRow("hit target out of range")
            << "trap" << 0 << R"({"hits":[{"target":3,"amount":1}]})" << true;
        QTest::newRow("negative hit")
            << "trap" << 0 << R"({"hits":[{"target":0,"amount":-1}]})" << true;
        QTest::newRow("hits not a list") << "conquest" << 0 << R"({"hits":3})" << true;
        QTest::newRow("pay not an object") << "trap" << 0 << R"({"pay":1})" << true;
        QTest::newRow("silence out of range") << "trap" << 1 << R"({"silence":1})" << true;
        QTest::newRow("magic without when") << "magic" << 0 << R"({})" << true;
        QTest::newRow("magic ok") << "magic" << 0 << R"({"when":"late","cancel":[2]})" << false;
        QTest::newRow("attack ok") << "attack" << 0 << R"({"monster":1,"option":"fed"})" << false;
        QTest::newRow("attack, unknown option")
            << "attack" << 0 << R"({"monster":1,"option":"x"})" << true;
        QTest::newRow("attack, no monster") << "attack" << 0 << R"({})" << true;
        QTest::newRow("attack, target out of range")
            << "attack" << 0 << R"({"monster":2,"targets":[3]})" << true;
        QTest::newRow("heal, bad heals") << "heal" << 0 << R"({"heals":[{"target":"a"}]})" << true;
        QTest::newRow("conquest, conquered not bool")
            << "conquest" << 0 << R"({"conquered":1})" << true;
        QTest::newRow("adjust ok") << "adjust" << 1 << R"({"gold":-2,"note":"tax"})" << false;
        QTest::newRow("adjust, gold not a number") << "adjust" << 1 << R"({"gold":"2"})" << true;
        QTest::newRow("paladin, none in play") << "paladin" << -1 << R"({"to":0})" << true;
        QTest::newRow("year 3") << "year" << -1 << R"({"year":3,"players":[{},{}]})" << true;
        QTest::newRow("year, one entry for two seats")
            << "year" << -1 << R"({"year":1,"players":[{"tiles":[],"party":[]}]})" << true;
        QTest::newRow("year ok") << "year" << -1
                                 << R"({"year":1,"players":[{"tiles":[],"party":[]},)"
                                    R"({"tiles":[{"kind":"room","distance":1}],"party":[]}]})"
                                 << false;
        QTest::newRow("year, unknown tile kind")
            << "year" << -1
            << R"({"year":1,"players":[{"tiles":[{"kind":"cave","distance":1}],"party":[]},)"
               R"({"tiles":[],"party":[]}]})"
            << true;
        QTest::newRow("year, unknown class")
            << "year" << -1
            << R"({"year":1,"players":[{"tiles":[],"party":[{"class":"bard","hp":3}]},)"
               R"({"tiles":[],"party":[]}]})"
            << true;
        QTest::newRow("year, unknown monster")
            << "year" << -1
            << R"({"year":1,"players":[{"tiles":[],"party":[],"monsters":[{"kind":"orc"}]},)"
               R"({"tiles":[],"party":[]}]})"
            << true;
        QTest::newRow("year, paladin at a missing seat")
            << "year" << -1
            << R"({"year":1,"players":[{"tiles":[],"party":[]},{"tiles":[],"party":[]}],)"
               R"("paladin":{"hp":5,"at":2}})"
            << true;
        QTest::newRow("score ok") << "score" << -1
                                  << R"({"players":[{"rooms":2,"titles":{"sole":["evil"]}},{}]})"
                                  << false;
        QTest::newRow("score, wrong player count")
            << "score" << -1 << R"({"players":[{}]})" << true;
        QTest::newRow("score, unknown title")
            << "score" << -1 << R"({"players":[{"titles":{"sole":["kindest"]}},{}]})" << true;
        QTest::newRow("score, values not numbers")
            << "score" << -1 << R"({"values":{"room":"a"}})" << true;
    }

    void malformed()
    {
        QFETCH(QString, kind);
        QFETCH(int, actor);
        QFETCH(QString, payload);
        QFETCH(bool, bad);
        Driver d;
        QVERIFY(d.record(step("year", -1, richYear())));
        const Step st{kind, actor, json(payload.toUtf8().constData())};
        const auto m = m_engine.malformed(*d.state, st);
        QVERIFY2(bool(m) == bad, m ? qPrintable(m->english()) : "well formed");
        if (m)
            QVERIFY(!m->english().isEmpty());
        // A malformed step leaves the state alone; check() says nothing about it.
        if (bad) {
            QCOMPARE(m_engine.apply(*d.state, st)->toJson(), d.state->toJson());
            QVERIFY(m_engine.check(*d.state, st).isEmpty());
        }
    }

    // The engine's infos come with check(): what the step will do, before it is recorded.
    void checkCarriesInfos()
    {
        Driver d;
        startFight(d, planPayload(0, {}, {}), card(7));
        const QList<Finding> f = m_engine.check(*d.state, step("conquest", 0));
        QVERIFY(hasInfo(f, "dl.prison.defeated"));
        QVERIFY(!hasInfo(f, "dl.fatigue.spill"));
        QVERIFY(hasInfo(f, "dl.step.conquest"));
        QVERIFY(!m_engine.guidance(*d.state).phase.isEmpty());
        QVERIFY(!m_engine.describe(*d.state, step("conquest", 0)).isEmpty());
    }

    // ---- Golden journals ----------------------------------------------------------------------

    void goldenJournals_data()
    {
        kbz::test::addGoldenJournalRows(QStringLiteral("dungeon-lords"), 2);
    }

    void goldenJournals()
    {
        QFETCH(QString, path);
        kbz::test::verifyGoldenJournal(m_engine, path);
    }
};

QTEST_GUILESS_MAIN(tst_dl_engine)
#include "tst_dl_engine.moc"
