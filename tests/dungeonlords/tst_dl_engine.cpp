// The Dungeon Lords engine through its public interface: the year step, planning and the
// reveal, every resolution step's effect on the state (traps, magic, each monster text, healing,
// fatigue and conquest), defeat and the prison, the end conditions, the round and year ends, the
// paladin's movement with its tie rule, the score step, malformed steps and the golden journals.
#include "../support/GoldenJournal.h"
#include "DlTestSupport.h"
#include "dungeonlords/DlRules.h"

#include <QtTest>

using namespace kbz;
using namespace kbz::dl;
using namespace kbz::dl::test;

namespace {

QJsonArray allTraps()
{
    return QJsonArray{"rolling-boulder", "pendulum",        "trap-door",
                      "poisoned-dart",   "anti-magic-dart", "cursed-ring",
                      "fire-wall",       "kamikaze-imp",    "poisoned-meal"};
}

// Seat 0: five tiles (tunnel 1, room 2, tunnel 3, room 4, tunnel 5), a party of a warrior
// (5 HP), a priest (3 HP, 1 heart) and a wizard (3 HP, 2 crystals), one of each monster and
// every trap. Seat 1: two tunnels, a lone warrior, a goblin, less evil.
QJsonObject richYear(int warriorDamage = 0)
{
    const QJsonArray tiles{tile("tunnel", 1), tile("room", 2), tile("tunnel", 3), tile("room", 4),
                           tile("tunnel", 5)};
    const QJsonArray party{adv("warrior", 3, 5, 0, warriorDamage), adv("priest", 1, 3, 1),
                           adv("wizard", 2, 3, 2)};
    QJsonObject demon = monster("demon");
    demon.insert(QStringLiteral("sacrificed"), QStringLiteral("goblin"));
    const QJsonArray monsters{
        monster("goblin"),  monster("troll"),  monster("ghost"), monster("golem"),
        monster("vampire"), monster("dragon"), monster("slime"), demon,
        monster("witch")};
    const QJsonObject p0 = playerYear(tiles, party, monsters, allTraps(), 3);
    const QJsonObject p1 =
        playerYear(QJsonArray{tile("tunnel", 1), tile("tunnel", 2)},
                   QJsonArray{adv("warrior", 2, 4)}, QJsonArray{monster("goblin")}, {}, 2);
    return yearPayload(QJsonArray{p0, p1});
}

QList<int> damages(const DlPlayer &p)
{
    QList<int> out;
    for (const DlAdventurer &a : p.party)
        out.append(a.damage);
    return out;
}

QJsonObject planPayload(int tile, const QString &trap, QList<int> monsters)
{
    QJsonArray m;
    for (int i : monsters)
        m.append(i);
    return QJsonObject{{QStringLiteral("tile"), tile},
                       {QStringLiteral("trap"), trap.isEmpty() ? QJsonValue() : QJsonValue(trap)},
                       {QStringLiteral("monsters"), m}};
}

QJsonObject card(int fatigue, bool lightning = false, bool crystal = false)
{
    return QJsonObject{{QStringLiteral("fatigue"), fatigue},
                       {QStringLiteral("lightning"), lightning},
                       {QStringLiteral("crystal"), crystal}};
}

// Year, both players planned (seat 1 fights with nothing), the card revealed: seat 0 resolves.
void startFight(Driver &d, const QJsonObject &plan0, const QJsonObject &revealed = card(0),
                int warriorDamage = 0)
{
    QVERIFY(d.record(step("year", -1, richYear(warriorDamage))));
    QVERIFY(d.record(step("plan", 0, plan0)));
    QVERIFY(d.record(step("plan", 1, planPayload(0, {}, {}))));
    QCOMPARE(d.s().phase, Phase::Reveal);
    QVERIFY(d.record(step("reveal", -1, revealed)));
    QCOMPARE(d.s().phase, Phase::Resolve);
    QCOMPARE(d.s().resolving, 0);
}

bool hasInfo(const QList<Finding> &findings, const char *ruleId)
{
    for (const Finding &f : findings)
        if (f.ruleId == QLatin1String(ruleId) && f.severity == Severity::Info)
            return true;
    return false;
}

QString infoOf(const QList<Finding> &findings, const char *ruleId)
{
    for (const Finding &f : findings)
        if (f.ruleId == QLatin1String(ruleId) && f.severity == Severity::Info)
            return f.message.english();
    return {};
}

QString englishOf(const QList<Finding> &findings, const char *ruleId)
{
    for (const Finding &f : findings)
        if (f.ruleId == QLatin1String(ruleId))
            return f.message.english();
    return {};
}

} // namespace

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
        const QString line = m_engine.describe(*d.state, conquest).english();
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
        QCOMPARE(m_engine.describe(*d.state, conquest).english(),
                 QStringLiteral("Conquest: 11 fatigue (Warrior 1 for 5 — defeated, Priest 2 for 3 "
                                "— defeated, Wizard 3 for 3 — defeated), Tunnel 1 (distance 1) "
                                "holds"));
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
        const QString line = m_engine.describe(*d.state, conquest).english();
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

    // ---- End conditions ----------------------------------------------------------------------

    // Seat 1's lone warrior falls to the first step: its phase ends at once, not at the
    // conquest, and the round goes on without it.
    void allDefeatedEndsAtOnce()
    {
        Driver d(kbz::dl::test::config(2, 1));
        QJsonObject y = richYear();
        y.remove(QStringLiteral("startPlayer")); // the config's start player stands
        QVERIFY(d.record(step("year", -1, y)));
        QCOMPARE(d.s().startPlayer, 1);
        QVERIFY(d.play("plan", 0, R"({"tile":0})"));
        QVERIFY(d.play("plan", 1, R"({"tile":0,"monsters":[0]})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":1})"));
        QCOMPARE(d.s().resolving, 1);
        QVERIFY(d.play("attack", 1, R"({"monster":0,"hits":[{"target":0,"amount":4}]})"));
        QCOMPARE(d.player(1).stage, Stage::Out);
        QCOMPARE(d.player(1).out, OutReason::Defeated);
        QCOMPARE(d.player(1).party.size(), 0);
        QCOMPARE(d.player(1).prisoners.size(), 1);
        QVERIFY(hasInfo(d.last, "dl.end.conditions"));
        QCOMPARE(d.s().resolving, 0);
        QVERIFY(!d.player(1).tiles.at(0).conquered);
        // The next round: seat 1 stays out; only seat 0 plans.
        QVERIFY(d.play("conquest", 0));
        QCOMPARE(d.s().round, 2);
        QCOMPARE(d.player(1).stage, Stage::Out);
        QVERIFY(d.play("plan", 0, R"({"tile":1})"));
        QCOMPARE(d.s().phase, Phase::Reveal);
    }

    // Four rounds, then the year ends: the start player passes left, monsters are restored.
    void fourRoundsThenYearEnd()
    {
        Driver d;
        QVERIFY(d.record(step("year", -1, richYear())));
        for (int round = 1; round <= 4; ++round) {
            QCOMPARE(d.s().round, round);
            QCOMPARE(d.s().phase, Phase::Plan);
            QVERIFY(d.record(step("plan", 0, planPayload(round - 1, {}, {round == 1 ? 0 : 3}))));
            if (round == 1)
                QVERIFY(d.record(step("plan", 1, planPayload(0, {}, {}))));
            else if (round == 2)
                QVERIFY(d.record(step("plan", 1, planPayload(1, {}, {}))));
            // Rounds 3 and 4: seat 1 has no tile left and no prisoner: nothing to do.
            if (round >= 3)
                QCOMPARE(d.player(1).stage, Stage::Done);
            QVERIFY(d.record(step("reveal", -1, card(0))));
            QVERIFY(d.record(step(
                "attack", 0,
                json(round == 1 ? R"({"monster":0,"hits":[]})" : R"({"monster":3,"hits":[]})"))));
            QVERIFY(d.play("conquest", 0));
            if (round <= 2)
                QVERIFY(d.play("conquest", 1));
            if (round < 4) {
                QCOMPARE(d.s().round, round + 1);
                QVERIFY(hasInfo(d.last, "dl.round.structure"));
            }
        }
        QCOMPARE(d.s().phase, Phase::YearSetup);
        QCOMPARE(d.s().year, 2);
        QCOMPARE(d.s().round, 0);
        QCOMPARE(d.s().startPlayer, 1);
        QVERIFY(!d.player(0).monsters.at(0).used); // the goblin is ready again
        QVERIFY(hasInfo(d.last, "dl.year.end"));
        QVERIFY(hasInfo(d.last, "dl.exhausted.restore"));
        QCOMPARE(d.player(0).out, OutReason::Rounds);
        QCOMPARE(d.player(1).out, OutReason::NoTile);
        int conquered = 0;
        for (const DlTile &t : d.player(0).tiles)
            conquered += t.conquered ? 1 : 0;
        QCOMPARE(conquered, 4);

        // Year 2, then the score sheet.
        QJsonObject y2 = richYear();
        y2.insert(QStringLiteral("year"), 2);
        y2.insert(QStringLiteral("startPlayer"), 1);
        QVERIFY(d.record(step("year", -1, y2)));
        QCOMPARE(d.s().phase, Phase::Plan);
        QCOMPARE(d.s().year, 2);
        QCOMPARE(d.s().round, 1);
        QCOMPARE(d.s().cards.size(), 0);
        QCOMPARE(d.player(0).prisoners.size(), 0);
        for (int round = 1; round <= 4; ++round) {
            QVERIFY(d.record(step("plan", 0, planPayload(round - 1, {}, {}))));
            if (round <= 2)
                QVERIFY(d.record(step("plan", 1, planPayload(round - 1, {}, {}))));
            QVERIFY(d.record(step("reveal", -1, card(0))));
            QCOMPARE(d.s().resolving, round <= 2 ? 1 : 0);
            if (round <= 2)
                QVERIFY(d.play("conquest", 1));
            QVERIFY(d.play("conquest", 0));
        }
        QCOMPARE(d.s().phase, Phase::Scoring);
        QVERIFY(!m_engine.result(*d.state));
        QVERIFY(d.play("score", -1, R"({"values":{"room":3}})"));
        QCOMPARE(d.s().phase, Phase::Finished);
        QCOMPARE(d.s().values.room, 3);
        QCOMPARE(d.s().values.monster, 1);
        QVERIFY(!d.s().finalScore.isEmpty());
        QCOMPARE(d.s().scoreOverrides.value(QStringLiteral("values")).toObject(),
                 json(R"({"room":3})"));
        const auto r = m_engine.result(*d.state);
        QVERIFY(r);
        QCOMPARE(r->players.size(), 2);
        QVERIFY(!r->winners().isEmpty());
    }

    // No unconquered tile: each remaining round the player releases a prisoner instead.
    void noTileReleases()
    {
        Driver d;
        QJsonObject y = richYear();
        QJsonArray players = y.value(QStringLiteral("players")).toArray();
        QJsonObject p1 = players.at(1).toObject();
        p1.insert(QStringLiteral("tiles"), QJsonArray{tile("tunnel", 1)});
        p1.insert(QStringLiteral("prisoners"),
                  QJsonArray{adv("thief", 1, 3, 1), adv("wizard", 1, 3, 1)});
        players.replace(1, p1);
        y.insert(QStringLiteral("players"), players);
        QVERIFY(d.record(step("year", -1, y)));
        QVERIFY(d.play("plan", 0, R"({"tile":0})"));
        QVERIFY(d.play("plan", 1, R"({"tile":0})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":1})"));
        QVERIFY(d.play("conquest", 0));
        QVERIFY(d.play("conquest", 1));
        QVERIFY(d.player(1).tiles.at(0).conquered);
        QCOMPARE(d.s().round, 2);
        QVERIFY(hasInfo(d.last, "dl.end.no-tile"));
        QCOMPARE(d.player(1).stage, Stage::Plan);
        QVERIFY(d.play("plan", 0, R"({"tile":1})"));
        QCOMPARE(d.s().phase, Phase::Plan);
        QVERIFY(d.play("release", 1, R"({"prisoner":1})"));
        QCOMPARE(d.player(1).stage, Stage::Done);
        QCOMPARE(d.player(1).prisoners.size(), 1);
        QCOMPARE(d.player(1).prisoners.at(0).cls, AdvClass::Thief);
        QCOMPARE(d.player(1).fight.released, 1);
        QCOMPARE(d.s().phase, Phase::Reveal);
        QVERIFY(d.play("reveal", -1, R"({"fatigue":0})"));
        QCOMPARE(d.s().resolving, 0);
        QVERIFY(d.play("conquest", 0));
        // Round 3: one prisoner left to release; round 4: none, nothing to do.
        QCOMPARE(d.s().round, 3);
        QCOMPARE(d.player(1).stage, Stage::Plan);
        QVERIFY(d.play("release", 1, R"({"prisoner":0})"));
        QVERIFY(d.play("plan", 0, R"({"tile":2})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":0})"));
        QVERIFY(d.play("conquest", 0));
        QCOMPARE(d.s().round, 4);
        QCOMPARE(d.player(1).stage, Stage::Done);
        QCOMPARE(d.player(1).prisoners.size(), 0);
        QVERIFY(englishOf(d.last, "dl.end.no-tile").contains(QLatin1String("no prisoner")));
    }

    // Nobody fights a round (everyone released or out): the round ends with no card.
    void roundWithoutFights()
    {
        Driver d;
        QJsonObject y = richYear();
        QJsonArray players = y.value(QStringLiteral("players")).toArray();
        for (int seat = 0; seat < 2; ++seat) {
            QJsonObject p = players.at(seat).toObject();
            p.insert(QStringLiteral("tiles"), QJsonArray{tile("tunnel", 1, true)});
            p.insert(QStringLiteral("prisoners"), QJsonArray{adv("thief", 1, 3, 1)});
            players.replace(seat, p);
        }
        y.insert(QStringLiteral("players"), players);
        QVERIFY(d.record(step("year", -1, y)));
        QVERIFY(d.play("release", 0, R"({"prisoner":0})"));
        QVERIFY(d.play("release", 1, R"({"prisoner":0})"));
        // Round 1 ended without a card; rounds 2 to 4 have nothing to do: the year is over.
        QCOMPARE(d.s().phase, Phase::YearSetup);
        QCOMPARE(d.s().year, 2);
        QVERIFY(hasInfo(d.last, "dl.year.end"));
    }

    // ---- The paladin -------------------------------------------------------------------------

    void paladinTie_data()
    {
        QTest::addColumn<int>("startPlayer");
        QTest::addColumn<QList<int>>("evil");
        QTest::addColumn<int>("at");
        QTest::addColumn<int>("expect");
        QTest::addColumn<bool>("tie");
        QTest::newRow("highest evil") << 0 << QList<int>{1, 4, 2} << 0 << 1 << false;
        QTest::newRow("tie, start 0: seat 2 is later")
            << 0 << QList<int>{1, 3, 3} << 0 << 2 << true;
        QTest::newRow("tie, start 2: seat 1 is later")
            << 2 << QList<int>{1, 3, 3} << 0 << 1 << true;
        QTest::newRow("tie, start 1: seat 0 is later")
            << 1 << QList<int>{3, 1, 3} << 1 << 0 << true;
        QTest::newRow("stays") << 0 << QList<int>{5, 1, 1} << 0 << 0 << false;
    }

    void paladinTie()
    {
        QFETCH(int, startPlayer);
        QFETCH(QList<int>, evil);
        QFETCH(int, at);
        QFETCH(int, expect);
        QFETCH(bool, tie);
        Driver d(kbz::dl::test::config(3, startPlayer));
        QJsonArray players;
        for (int seat = 0; seat < 3; ++seat)
            players.append(playerYear(QJsonArray{tile("tunnel", 1), tile("tunnel", 2)},
                                      QJsonArray{adv("warrior", 2, 4)}, {}, {}, evil.at(seat)));
        QJsonObject y = yearPayload(players, 1, startPlayer);
        QJsonObject paladin = adv("paladin", 5, 6, 1);
        paladin.insert(QStringLiteral("at"), at);
        y.insert(QStringLiteral("paladin"), paladin);
        QVERIFY(d.record(step("year", -1, y)));
        QCOMPARE(d.s().paladinSeat, at);
        for (int seat = 0; seat < 3; ++seat)
            QVERIFY(d.play("plan", seat, R"({"tile":0})"));
        // Fatigue 1 on the paladin at the front: it keeps that damage when it moves.
        QVERIFY(d.play("reveal", -1, R"({"fatigue":1})"));
        for (int seat : d.s().seatOrder())
            QVERIFY(d.play("conquest", seat));
        QCOMPARE(d.s().round, 2);
        QCOMPARE(d.s().paladinSeat, expect);
        QCOMPARE(d.player(expect).party.at(0).cls, AdvClass::Paladin);
        QCOMPARE(d.player(expect).party.at(0).damage, 1);
        if (expect != at)
            QCOMPARE(d.player(at).party.size(), 1);
        QVERIFY(hasInfo(d.last, "dl.paladin.move"));
        QCOMPARE(englishOf(d.last, "dl.paladin.move").contains(QLatin1String("tied")), tie);
        QCOMPARE(englishOf(d.last, "dl.paladin.move").contains(QLatin1String("moves")),
                 expect != at);
    }

    // A board with no unconquered tile no longer fights (dl.end.no-tile): the paladin does not
    // go there however evil it is (dl.paladin.move), and moving it there by hand is warned.
    void paladinSkipsBoardWithoutTile()
    {
        Driver d;
        QJsonObject p0 = playerYear(QJsonArray{tile("tunnel", 1), tile("tunnel", 2)},
                                    QJsonArray{adv("warrior", 2, 4)}, {}, {}, 2);
        QJsonObject p1 =
            playerYear(QJsonArray{tile("tunnel", 1)}, QJsonArray{adv("warrior", 2, 4)}, {}, {}, 6);
        p1.insert(QStringLiteral("prisoners"), QJsonArray{adv("thief", 1, 3, 1)});
        QJsonObject y = yearPayload(QJsonArray{p0, p1});
        QJsonObject paladin = adv("paladin", 5, 6, 1);
        paladin.insert(QStringLiteral("at"), 0);
        y.insert(QStringLiteral("paladin"), paladin);
        QVERIFY(d.record(step("year", -1, y)));
        QVERIFY(d.play("plan", 0, R"({"tile":0})"));
        QVERIFY(d.play("plan", 1, R"({"tile":0})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":1})"));
        QVERIFY(d.play("conquest", 0));
        QVERIFY(d.play("conquest", 1));
        QCOMPARE(d.s().round, 2);
        QVERIFY(!d.player(1).hasUnconqueredTile());
        QCOMPARE(d.player(1).stage, Stage::Plan); // releases a prisoner this round
        QCOMPARE(paladinTarget(d.s()), 0);
        QCOMPARE(d.s().paladinSeat, 0);
        QCOMPARE(englishOf(d.last, "dl.paladin.move"),
                 QStringLiteral("The paladin stays with P1: the highest evil still fighting (2)"));
        const QList<Finding> byHand =
            m_engine.check(*d.state, step("paladin", -1, json(R"({"to":1})")));
        QCOMPARE(kbz::test::ruleIdsOf(byHand), QStringList{QStringLiteral("dl.paladin.move")});
        // Once seat 0 has no tile either, nobody is in combat: the paladin stays.
        QVERIFY(d.play("plan", 0, R"({"tile":1})"));
        QVERIFY(d.play("release", 1, R"({"prisoner":0})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":0})"));
        QVERIFY(d.play("conquest", 0));
        // Rounds 3 and 4 have nothing to do: the year ends.
        QCOMPARE(d.s().phase, Phase::YearSetup);
        QCOMPARE(d.s().paladinSeat, 0);
        QCOMPARE(englishOf(d.last, "dl.paladin.move"),
                 QStringLiteral("The paladin stays with P1: no board is still fighting"));
    }

    // Our reading: the paladin moves at the end of rounds 1 to 3 only; after round 4 the year
    // ends and it stays where it fought, even if another board became the most evil.
    void paladinStillAfterRoundFour()
    {
        Driver d;
        QJsonArray tiles{tile("tunnel", 1), tile("tunnel", 2), tile("tunnel", 3), tile("tunnel", 4),
                         tile("tunnel", 5)};
        QJsonObject y =
            yearPayload(QJsonArray{playerYear(tiles, QJsonArray{adv("warrior", 3, 9)}, {}, {}, 2),
                                   playerYear(tiles, QJsonArray{adv("warrior", 3, 9)}, {}, {}, 3)});
        QJsonObject paladin = adv("paladin", 5, 9, 1);
        paladin.insert(QStringLiteral("at"), 1);
        y.insert(QStringLiteral("paladin"), paladin);
        QVERIFY(d.record(step("year", -1, y)));
        for (int round = 1; round <= 4; ++round) {
            QCOMPARE(d.s().round, round);
            for (int seat = 0; seat < 2; ++seat)
                QVERIFY(d.record(step("plan", seat, planPayload(round - 1, {}, {}))));
            QVERIFY(d.play("reveal", -1, R"({"fatigue":0})"));
            if (round == 4) // an event makes seat 0 the most evil
                QVERIFY(d.play("adjust", 0, R"({"evil":5})"));
            QVERIFY(d.play("conquest", 0));
            if (round == 4)
                QCOMPARE(paladinTarget(d.s()), 0);
            QVERIFY(d.play("conquest", 1));
            if (round < 4)
                QCOMPARE(englishOf(d.last, "dl.paladin.move"),
                         QStringLiteral("The paladin stays with P2: the highest evil still "
                                        "fighting (3)"));
        }
        QCOMPARE(d.s().phase, Phase::YearSetup);
        QVERIFY(hasInfo(d.last, "dl.year.end"));
        QVERIFY(!d.lastRules().contains(QStringLiteral("dl.paladin.move")));
        QCOMPARE(d.s().paladinSeat, 1);
        QCOMPARE(d.player(1).party.at(0).cls, AdvClass::Paladin);
        QCOMPARE(d.player(0).party.size(), 1);
    }

    // A defeated paladin goes to prison and moves no more; the manual step moves it by hand.
    void paladinByHandAndDefeated()
    {
        Driver d;
        QJsonObject y = richYear();
        QJsonObject paladin = adv("paladin", 5, 4, 1);
        paladin.insert(QStringLiteral("at"), 1);
        y.insert(QStringLiteral("paladin"), paladin);
        QVERIFY(d.record(step("year", -1, y)));
        QVERIFY(d.play("paladin", -1, R"({"to":0})"));
        QCOMPARE(d.s().paladinSeat, 0);
        QCOMPARE(d.player(0).party.size(), 4);
        QCOMPARE(d.player(1).party.size(), 1);
        QVERIFY(d.play("plan", 0, R"({"tile":0,"trap":"rolling-boulder","monsters":[0]})"));
        QVERIFY(d.play("plan", 1, R"({"tile":0})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":0})"));
        QVERIFY(d.play("trap", 0, R"({"hits":[{"target":0,"amount":4}]})"));
        QCOMPARE(d.s().paladinSeat, -1);
        QCOMPARE(d.player(0).prisoners.size(), 1);
        QCOMPARE(d.player(0).prisoners.at(0).cls, AdvClass::Paladin);
        QVERIFY(m_engine.malformed(*d.state, step("paladin", -1, json(R"({"to":1})"))));
    }

    void adjustStep()
    {
        Driver d;
        startFight(d, planPayload(0, {}, {}));
        QVERIFY(d.play("adjust", 0,
                       R"({"hits":[{"target":1,"amount":2}],"gold":-1,"food":2,"imps":1,"evil":1,)"
                       R"("unpaidTaxes":1,"note":"forgot the ring"})"));
        const DlPlayer &p = d.player(0);
        QCOMPARE(damages(p), (QList<int>{0, 2, 0}));
        QCOMPARE(p.gold, 2);
        QCOMPARE(p.food, 5);
        QCOMPARE(p.imps, 5);
        QCOMPARE(p.evil, 4);
        QCOMPARE(p.unpaidTaxes, 1);
        QCOMPARE(p.stage, Stage::Traps); // a correction does not move the checklist
        // The table's note is its own words: quoted in Japanese, not an English fragment.
        const Step noted = step("adjust", 0, json(R"({"evil":1,"note":"event card"})"));
        const QString ja = m_engine.describe(*d.state, noted).text(Lang::Ja);
        QVERIFY2(ja.contains(QStringLiteral("メモ「event card」")), qPrintable(ja));
        QVERIFY(
            m_engine.describe(*d.state, noted).english().endsWith(QStringLiteral("event card")));
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
