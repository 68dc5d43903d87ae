// The Dungeon Lords rules' helpers (DlRules.h) and the engine's check, guidance and describe:
// every monster text and option, fatigue spill-over, healing front first, the step conditions,
// the paladin tie rule, nearest tiles, the checklist's skip reasons and one row per warning.
#include "DlTestSupport.h"
#include "dungeonlords/DlInternal.h"
#include "dungeonlords/DlRules.h"

#include <QTest>
#include <algorithm>

using namespace kbz;
using namespace kbz::dl;

Q_DECLARE_METATYPE(kbz::dl::DlState)
Q_DECLARE_METATYPE(kbz::dl::DlAdventurer)
Q_DECLARE_METATYPE(kbz::dl::DlTile)
Q_DECLARE_METATYPE(kbz::Step)

namespace {

DlAdventurer a(AdvClass cls, int hp, int damage = 0, int skills = 0)
{
    DlAdventurer x;
    x.cls = cls;
    x.hp = hp;
    x.damage = damage;
    x.skills = skills;
    return x;
}

const AdvClass W = AdvClass::Warrior;
const AdvClass T = AdvClass::Thief;
const AdvClass P = AdvClass::Priest;
const AdvClass Z = AdvClass::Wizard;
const AdvClass L = AdvClass::Paladin;

// "0:3,1:2" -> hits
QList<Hit> hits(const char *text)
{
    QList<Hit> out;
    const QString t = QString::fromLatin1(text);
    if (t.isEmpty())
        return out;
    for (const QString &part : t.split(QLatin1Char(','))) {
        const QStringList kv = part.split(QLatin1Char(':'));
        out.append(Hit{kv.at(0).toInt(), kv.at(1).toInt()});
    }
    return out;
}

QString text(const QList<Hit> &list)
{
    QStringList parts;
    for (const Hit &h : list)
        parts.append(QStringLiteral("%1:%2").arg(h.target).arg(h.amount));
    return parts.join(QLatin1Char(','));
}

// Sums per target, sorted by target: the form the tests compare.
QString summed(const QList<Hit> &list)
{
    QMap<int, int> m;
    for (const Hit &h : list)
        m[h.target] += h.amount;
    QStringList parts;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        parts.append(QStringLiteral("%1:%2").arg(it.key()).arg(it.value()));
    return parts.join(QLatin1Char(','));
}

DlMonster mon(MonsterKind k, bool used = false)
{
    DlMonster m;
    m.kind = k;
    m.used = used;
    return m;
}

DlTile tl(TileKind k, int distance, bool conquered = false)
{
    DlTile t;
    t.kind = k;
    t.distance = distance;
    t.conquered = conquered;
    return t;
}

// Two players, round 1 of year 1, seat 0 resolving on its Tunnel 1 with a goblin committed;
// the card: fatigue 2, lightning and crystal. Seat 1 waits.
DlState fight()
{
    DlState s;
    s.year = 1;
    s.round = 1;
    s.startPlayer = 0;
    s.phase = Phase::Resolve;
    s.resolving = 0;
    DlCombatCard card;
    card.fatigue = 2;
    card.lightning = true;
    card.crystal = true;
    s.cards = {card};
    for (int seat = 0; seat < 2; ++seat) {
        DlPlayer p;
        p.name = seat == 0 ? QStringLiteral("Priya") : QStringLiteral("Ben");
        p.tiles = {tl(TileKind::Tunnel, 1), tl(TileKind::Room, 2), tl(TileKind::Tunnel, 2)};
        p.party = {a(W, 4), a(T, 3, 0, 1), a(P, 3, 0, 1), a(Z, 3, 0, 1)};
        p.monsters = {mon(MonsterKind::Goblin), mon(MonsterKind::Troll), mon(MonsterKind::Ghost)};
        p.traps = {TrapKind::Pendulum};
        p.gold = 2;
        p.food = 2;
        p.imps = 3;
        p.evil = 3;
        p.stage = seat == 0 ? Stage::Traps : Stage::Planned;
        p.fight.tile = 0;
        p.fight.monsters = {0};
        s.players.append(p);
    }
    return s;
}

// One player's party for the monster tests: set on seat 0 of fight().
DlState withParty(const QList<DlAdventurer> &party, MonsterKind kind)
{
    DlState s = fight();
    s.players[0].party = party;
    s.players[0].monsters = {mon(kind)};
    s.players[0].fight.monsters = {0};
    s.players[0].stage = Stage::Monsters;
    return s;
}

QStringList ruleIds(const QList<Finding> &findings)
{
    QStringList ids;
    for (const Finding &f : findings)
        ids.append(f.ruleId);
    ids.sort();
    return ids;
}

Step st(const char *kind, int actor, const QJsonObject &payload = {})
{
    return Step{QString::fromLatin1(kind), actor, payload};
}

QJsonArray jhits(const char *t)
{
    return hitsToJson(hits(t));
}

} // namespace

class TstDlRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names();
    void spill_data();
    void spill();
    void heal_data();
    void heal();
    void withHitsAndHeals();
    void nearest_data();
    void nearest();
    void limitsAndCosts();
    void monsterTexts_data();
    void monsterTexts();
    void monsterOptionsAndTargets();
    void canAttackReasons();
    void magicCondition_data();
    void magicCondition();
    void healingCondition_data();
    void healingCondition();
    void paladin_data();
    void paladin();
    void traps_data();
    void traps();
    void checklistReasons_data();
    void checklistReasons();
    void checklistNext();
    void fatigueProposal();
    void warnings_data();
    void warnings();
    void guidance();
    void describe_data();
    void describe();
    void drivenRound();
};

void TstDlRules::names()
{
    QCOMPARE(className(AdvClass::Priest).en, QStringLiteral("Priest"));
    QCOMPARE(className(AdvClass::Priest).ja, QStringLiteral("僧侶"));
    QCOMPARE(className(AdvClass::Wizard).ja, QStringLiteral("魔法使い"));
    QCOMPARE(monsterName(MonsterKind::Vampire).ja, QStringLiteral("バンパイア"));
    QCOMPARE(monsterName(MonsterKind::Ghost).en, QStringLiteral("Ghost"));
    QCOMPARE(trapName(TrapKind::Pendulum).ja, QStringLiteral("振り子"));
    QCOMPARE(trapName(TrapKind::KamikazeImp).en, QStringLiteral("Kamikaze imp"));
    QCOMPARE(tileKindName(TileKind::Tunnel).ja, QStringLiteral("トンネル"));
    QCOMPARE(tileKindName(TileKind::Room).ja, QStringLiteral("部屋"));
    const QList<DlAdventurer> party = {a(W, 4), a(T, 3)};
    QCOMPARE(adventurerName(party, 1).en, QStringLiteral("Thief 2"));
    QCOMPARE(adventurerName(party, 0).ja, QStringLiteral("戦士1"));
    DlState s = fight();
    QCOMPARE(tileName(s.players[0], 1).en, QStringLiteral("Room 2 (distance 2)"));
    QCOMPARE(tileName(s.players[0], 1).ja, QStringLiteral("部屋2（距離2）"));
    s.players[0].tiles[1].name = QStringLiteral("the mushroom room");
    QCOMPARE(tileName(s.players[0], 1).en, QStringLiteral("the mushroom room"));
    QCOMPARE(playerName(s, 1), QStringLiteral("Ben"));
    s.players[1].name.clear();
    QCOMPARE(playerName(s, 1), QStringLiteral("P2"));
    // Every kind has a name in both languages.
    for (int k = 0; k < kMonsterKinds; ++k) {
        QVERIFY(!monsterName(MonsterKind(k)).en.isEmpty());
        QVERIFY(!monsterName(MonsterKind(k)).ja.isEmpty());
    }
    for (int k = 0; k < kTrapKinds; ++k)
        QVERIFY(!trapName(TrapKind(k)).ja.isEmpty());
}

void TstDlRules::spill_data()
{
    QTest::addColumn<QList<DlAdventurer>>("party");
    QTest::addColumn<int>("amount");
    QTest::addColumn<QString>("expected");
    const QList<DlAdventurer> two = {a(W, 3), a(T, 4)};
    QTest::newRow("front takes it all") << two << 2 << "0:2";
    QTest::newRow("exactly the front's hit points") << two << 3 << "0:3";
    QTest::newRow("spills to the next") << two << 5 << "0:3,1:2";
    QTest::newRow("overflow past the last is lost") << two << 9 << "0:3,1:4";
    QTest::newRow("already damaged front")
        << QList<DlAdventurer>{a(W, 4, 2), a(T, 3)} << 3 << "0:2,1:1";
    QTest::newRow("three deep") << QList<DlAdventurer>{a(W, 1), a(T, 1), a(P, 3)} << 4
                                << "0:1,1:1,2:2";
    QTest::newRow("no fatigue") << two << 0 << "";
    QTest::newRow("empty party") << QList<DlAdventurer>{} << 3 << "";
}

void TstDlRules::spill()
{
    QFETCH(QList<DlAdventurer>, party);
    QFETCH(int, amount);
    QFETCH(QString, expected);
    QCOMPARE(text(spillFrontFirst(party, amount)), expected);
}

void TstDlRules::heal_data()
{
    QTest::addColumn<QList<DlAdventurer>>("party");
    QTest::addColumn<int>("hearts");
    QTest::addColumn<QString>("expected");
    const QList<DlAdventurer> hurt = {a(W, 5, 2), a(T, 3, 1), a(P, 3, 0)};
    QTest::newRow("front first") << hurt << 2 << "0:2";
    QTest::newRow("then the next") << hurt << 3 << "0:2,1:1";
    QTest::newRow("more hearts than damage") << hurt << 9 << "0:2,1:1";
    QTest::newRow("undamaged front is passed over")
        << QList<DlAdventurer>{a(W, 5), a(T, 3, 2)} << 1 << "1:1";
    QTest::newRow("no hearts") << hurt << 0 << "";
}

void TstDlRules::heal()
{
    QFETCH(QList<DlAdventurer>, party);
    QFETCH(int, hearts);
    QFETCH(QString, expected);
    QCOMPARE(text(healFrontFirst(party, hearts)), expected);
}

void TstDlRules::withHitsAndHeals()
{
    const QList<DlAdventurer> party = {a(W, 4, 1), a(T, 3)};
    const QList<DlAdventurer> hit = withHits(party, hits("0:2,1:5,7:1"));
    QCOMPARE(hit.at(0).damage, 3);
    QCOMPARE(hit.at(1).damage, 3); // never more than its hit points
    QVERIFY(hit.at(1).isDefeated());
    const QList<DlAdventurer> healed = withHeals(hit, hits("0:5,1:1"));
    QCOMPARE(healed.at(0).damage, 0); // never below 0
    QCOMPARE(healed.at(1).damage, 2);
    QCOMPARE(hitsFromJson(hitsToJson(hits("1:2,0:3"))), hits("1:2,0:3"));
}

void TstDlRules::nearest_data()
{
    QTest::addColumn<QList<DlTile>>("tiles");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("one nearest") << QList<DlTile>{tl(TileKind::Room, 2), tl(TileKind::Tunnel, 1)}
                                 << QList<int>{1};
    QTest::newRow("equal distances: free choice")
        << QList<DlTile>{tl(TileKind::Tunnel, 2), tl(TileKind::Room, 2), tl(TileKind::Tunnel, 3)}
        << QList<int>{0, 1};
    QTest::newRow("conquered tiles do not count")
        << QList<DlTile>{tl(TileKind::Tunnel, 1, true), tl(TileKind::Room, 3),
                         tl(TileKind::Tunnel, 2)}
        << QList<int>{2};
    QTest::newRow("all conquered") << QList<DlTile>{tl(TileKind::Tunnel, 1, true)} << QList<int>{};
}

void TstDlRules::nearest()
{
    QFETCH(QList<DlTile>, tiles);
    QFETCH(QList<int>, expected);
    DlPlayer p;
    p.tiles = tiles;
    QCOMPARE(nearestTiles(p), expected);
}

void TstDlRules::limitsAndCosts()
{
    QCOMPARE(monsterLimit(TileKind::Tunnel), 1);
    QCOMPARE(monsterLimit(TileKind::Room), 2);
    QCOMPARE(trapCost(TrapKind::CursedRing), (Cost{1, 0, 0}));
    QCOMPARE(trapCost(TrapKind::KamikazeImp), (Cost{0, 0, 1}));
    QCOMPARE(trapCost(TrapKind::PoisonedMeal), (Cost{0, 1, 0}));
    QCOMPARE(trapCost(TrapKind::Pendulum), (Cost{}));
    QCOMPARE(trapPayment(TrapKind::Pendulum, TileKind::Tunnel), (Cost{}));
    QCOMPARE(trapPayment(TrapKind::Pendulum, TileKind::Room), (Cost{1, 0, 0}));
    QCOMPARE(trapPayment(TrapKind::CursedRing, TileKind::Room), (Cost{2, 0, 0}));
    QCOMPARE(trapPayment(TrapKind::PoisonedMeal, TileKind::Room), (Cost{1, 1, 0}));
}

void TstDlRules::monsterTexts_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QList<DlAdventurer>>("party");
    QTest::addColumn<QList<int>>("targets");
    QTest::addColumn<QString>("expected"); // damage per target
    QTest::addColumn<QString>("flags");    // r = reuse, c = skip conquest, h = skip healing,
                                           // f = 1 food, n = no attack

    const QList<DlAdventurer> line = {a(W, 4), a(T, 3), a(P, 3)};
    const int goblin = int(MonsterKind::Goblin), slime = int(MonsterKind::Slime),
              troll = int(MonsterKind::Troll), witch = int(MonsterKind::Witch),
              vampire = int(MonsterKind::Vampire), golem = int(MonsterKind::Golem),
              dragon = int(MonsterKind::Dragon), demon = int(MonsterKind::Demon),
              ghost = int(MonsterKind::Ghost);
    const QList<int> none;

    QTest::newRow("goblin: front survives, no spill") << goblin << "" << line << none << "0:2"
                                                      << "";
    QTest::newRow("goblin: front falls, next takes 1")
        << goblin << "normal" << QList<DlAdventurer>{a(W, 4, 2), a(T, 3)} << none << "0:2,1:1"
        << "";
    QTest::newRow("goblin: front with 1 left falls too")
        << goblin << "normal" << QList<DlAdventurer>{a(W, 3, 2), a(T, 3)} << none << "0:2,1:1"
        << "";
    QTest::newRow("goblin: front falls, nobody behind")
        << goblin << "normal" << QList<DlAdventurer>{a(W, 2)} << none << "0:2"
        << "";
    QTest::newRow("slime: 1 to every adventurer") << slime << "all" << line << none << "0:1,1:1,2:1"
                                                  << "";
    QTest::newRow("slime: no attack, skips the conquest")
        << slime << "skip-conquest" << line << none << ""
        << "cn";
    QTest::newRow("troll: 3 to the front") << troll << "normal" << line << none << "0:3"
                                           << "";
    QTest::newRow("troll: fed, 4 to the front") << troll << "fed" << line << none << "0:4"
                                                << "f";
    QTest::newRow("troll: extra damage is lost")
        << troll << "normal" << QList<DlAdventurer>{a(W, 4, 3), a(T, 3)} << none << "0:3"
        << "";
    QTest::newRow("witch: 4 to the front") << witch << "normal" << line << none << "0:4"
                                           << "";
    QTest::newRow("witch: two chosen, 1 + 1")
        << witch << "two-chosen" << line << QList<int>{1, 2} << "1:1,2:1"
        << "";
    QTest::newRow("witch: two chosen on the same one")
        << witch << "two-chosen" << line << QList<int>{2, 2} << "2:2"
        << "";
    QTest::newRow("witch: two chosen default to the front standing")
        << witch << "two-chosen" << QList<DlAdventurer>{a(W, 4, 3), a(T, 3)} << none << "0:1,1:1"
        << "";
    QTest::newRow("vampire: 3 to a chosen one")
        << vampire << "strong" << line << QList<int>{1} << "1:3"
        << "";
    QTest::newRow("vampire: 2 and reused") << vampire << "reuse" << line << QList<int>{0} << "0:2"
                                           << "r";
    QTest::newRow("vampire: default passes over a priest")
        << vampire << "" << QList<DlAdventurer>{a(P, 3), a(T, 3)} << none << "1:3"
        << "";
    QTest::newRow("vampire: a paladin may be hit")
        << vampire << "strong" << QList<DlAdventurer>{a(L, 5), a(P, 3)} << none << "0:3"
        << "";
    QTest::newRow("golem: 4 and reused") << golem << "" << line << none << "0:4"
                                         << "r";
    QTest::newRow("dragon: 2 to all, no healing")
        << dragon << "all" << line << none << "0:2,1:2,2:2"
        << "h";
    QTest::newRow("demon: 7 to a chosen one, no conquest")
        << demon << "chosen" << line << QList<int>{2} << "2:7"
        << "c";
    QTest::newRow("demon: default the front") << demon << "" << line << none << "0:7"
                                              << "c";
    QTest::newRow("ghost: 2 to a chosen one") << ghost << "chosen" << line << QList<int>{1} << "1:2"
                                              << "";
    QTest::newRow("ghost: default the front") << ghost << "" << line << none << "0:2"
                                              << "";
}

void TstDlRules::monsterTexts()
{
    QFETCH(int, kind);
    QFETCH(QString, option);
    QFETCH(QList<DlAdventurer>, party);
    QFETCH(QList<int>, targets);
    QFETCH(QString, expected);
    QFETCH(QString, flags);
    const DlState s = withParty(party, MonsterKind(kind));
    const AttackEffect e = proposeAttack(s, 0, 0, option, targets);
    QCOMPARE(summed(e.hits), expected);
    QCOMPARE(e.reuse, flags.contains(QLatin1Char('r')));
    QCOMPARE(e.skipConquest, flags.contains(QLatin1Char('c')));
    QCOMPARE(e.skipHealing, flags.contains(QLatin1Char('h')));
    QCOMPARE(e.food, flags.contains(QLatin1Char('f')) ? 1 : 0);
    QCOMPARE(e.attacked, !flags.contains(QLatin1Char('n')));
}

void TstDlRules::monsterOptionsAndTargets()
{
    QCOMPARE(monsterOptions(MonsterKind::Troll),
             (QStringList{QStringLiteral("normal"), QStringLiteral("fed")}));
    QCOMPARE(monsterOptions(MonsterKind::Vampire).first(), QStringLiteral("strong"));
    QCOMPARE(monsterOptions(MonsterKind::Slime).last(), QStringLiteral("skip-conquest"));
    for (int k = 0; k < kMonsterKinds; ++k)
        for (const QString &o : monsterOptions(MonsterKind(k)))
            QVERIFY2(!optionName(MonsterKind(k), o).isEmpty(), qPrintable(o));
    QCOMPARE(optionName(MonsterKind::Troll, QStringLiteral("fed")).english(),
             QStringLiteral("Pay 1 food: 4 damage"));
    QCOMPARE(targetCount(MonsterKind::Witch, QStringLiteral("two-chosen")), 2);
    QCOMPARE(targetCount(MonsterKind::Witch, QStringLiteral("normal")), 0);
    QCOMPARE(targetCount(MonsterKind::Vampire, QString()), 1);
    QCOMPARE(targetCount(MonsterKind::Ghost, QString()), 1);
    QCOMPARE(targetCount(MonsterKind::Goblin, QString()), 0);
    QVERIFY(!canTarget(MonsterKind::Vampire, a(P, 3)));
    QVERIFY(canTarget(MonsterKind::Vampire, a(L, 3)));
    QVERIFY(canTarget(MonsterKind::Ghost, a(P, 3)));
    QVERIFY(!canTarget(MonsterKind::Ghost, a(W, 3, 3)));
    QCOMPARE(spells().size(), 5);
    QCOMPARE(spellName(QStringLiteral("freeze")).english(),
             QStringLiteral("A monster or ghost cannot attack"));
}

void TstDlRules::canAttackReasons()
{
    DlState s = fight();
    s.players[0].stage = Stage::Monsters;
    Message why;
    QVERIFY(canAttack(s, 0, 0, &why));
    QVERIFY(!canAttack(s, 0, 1, &why)); // troll not committed
    QCOMPARE(why.source, QStringLiteral("the %1 was not committed to this fight"));
    s.players[0].fight.monsters = {0, 1, 2};
    s.players[0].fight.attacked = {0};
    QVERIFY(!canAttack(s, 0, 0, &why));
    QCOMPARE(why.source, QStringLiteral("the %1 has already attacked this round"));
    s.players[0].fight.cancelled = {1};
    QVERIFY(!canAttack(s, 0, 1, &why));
    QCOMPARE(why.source, QStringLiteral("the spell keeps the %1 from attacking"));
    s.players[0].monsters[2].used = true;
    QVERIFY(!canAttack(s, 0, 2, &why));
    QCOMPARE(why.source, QStringLiteral("the %1 is exhausted for the rest of the year"));
    // A vampire facing only priests cannot attack.
    DlState v = withParty({a(P, 3), a(P, 4)}, MonsterKind::Vampire);
    QVERIFY(!canAttack(v, 0, 0, &why));
    QCOMPARE(why.source, QStringLiteral("the %1 has nobody in the party it may attack"));
    // A slime that skipped the conquest has acted, though it did not attack.
    DlState sl = withParty({a(W, 3)}, MonsterKind::Slime);
    sl.players[0].fight.skipConquest = true;
    sl.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.slime");
    QVERIFY(!canAttack(sl, 0, 0));
}

void TstDlRules::magicCondition_data()
{
    QTest::addColumn<bool>("early");
    QTest::addColumn<bool>("symbol"); // lightning (early) or green crystal (late)
    QTest::addColumn<int>("magic");
    QTest::addColumn<int>("round");
    QTest::addColumn<bool>("applies");
    QTest::addColumn<QString>("reason");
    const QString less = QStringLiteral("party magic %1 is less than round %2");
    for (const bool early : {true, false}) {
        const QByteArray w = early ? "early" : "late";
        const QString noSymbol = early ? QStringLiteral("the card shows no lightning")
                                       : QStringLiteral("the card shows no green crystal");
        QTest::newRow(w + ": magic = round") << early << true << 2 << 2 << true << QString();
        QTest::newRow(w + ": magic > round") << early << true << 3 << 1 << true << QString();
        QTest::newRow(w + ": magic < round") << early << true << 1 << 2 << false << less;
        QTest::newRow(w + ": round 4 needs 4") << early << true << 3 << 4 << false << less;
        QTest::newRow(w + ": no symbol") << early << false << 4 << 1 << false << noSymbol;
    }
}

void TstDlRules::magicCondition()
{
    QFETCH(bool, early);
    QFETCH(bool, symbol);
    QFETCH(int, magic);
    QFETCH(int, round);
    QFETCH(bool, applies);
    QFETCH(QString, reason);
    DlState s = fight();
    s.round = round;
    DlCombatCard card;
    card.lightning = early && symbol;
    card.crystal = !early && symbol;
    s.cards = QList<DlCombatCard>(round, card);
    s.players[0].party = {a(W, 4), a(Z, 3, 0, magic)};
    Message why;
    const bool got = early ? earlyMagicApplies(s, 0, &why) : lateMagicApplies(s, 0, &why);
    QCOMPARE(got, applies);
    QCOMPARE(why.source, reason);
    // A silenced wizard adds no magic.
    if (applies) {
        s.players[0].fight.silenced = 1;
        QVERIFY(!(early ? earlyMagicApplies(s, 0) : lateMagicApplies(s, 0)));
    }
}

void TstDlRules::healingCondition_data()
{
    QTest::addColumn<QList<DlAdventurer>>("party");
    QTest::addColumn<bool>("attacked");
    QTest::addColumn<bool>("dragon");
    QTest::addColumn<bool>("applies");
    QTest::addColumn<QString>("reason");
    const QList<DlAdventurer> priest = {a(W, 4, 2), a(P, 3, 0, 1)};
    const QList<DlAdventurer> paladin = {a(L, 5, 2, 1), a(T, 3)};
    const QList<DlAdventurer> neither = {a(W, 4, 2), a(T, 3)};
    QTest::newRow("priest and an attack") << priest << true << false << true << QString();
    QTest::newRow("paladin and an attack") << paladin << true << false << true << QString();
    QTest::newRow("no priest or paladin")
        << neither << true << false << false << "no priest or paladin in the party";
    QTest::newRow("no monster attacked")
        << priest << false << false << false << "no monster attacked";
    QTest::newRow("the dragon attacked")
        << priest << true << true << false << "the dragon's attack skips healing";
}

void TstDlRules::healingCondition()
{
    QFETCH(QList<DlAdventurer>, party);
    QFETCH(bool, attacked);
    QFETCH(bool, dragon);
    QFETCH(bool, applies);
    QFETCH(QString, reason);
    DlState s = fight();
    s.players[0].party = party;
    if (attacked)
        s.players[0].fight.attacked = {0};
    s.players[0].fight.skipHealing = dragon;
    Message why;
    QCOMPARE(healingApplies(s, 0, &why), applies);
    QCOMPARE(why.source, reason);
}

void TstDlRules::paladin_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<QList<int>>("evil");
    QTest::addColumn<QList<int>>("out");
    QTest::addColumn<QList<int>>("noTile");
    QTest::addColumn<int>("expected");
    QTest::newRow("2p: highest evil") << 0 << QList<int>{7, 4} << QList<int>{} << QList<int>{} << 0;
    QTest::newRow("2p start 0: tie goes to the later player")
        << 0 << QList<int>{5, 5} << QList<int>{} << QList<int>{} << 1;
    QTest::newRow("2p start 1: tie goes to seat 0")
        << 1 << QList<int>{5, 5} << QList<int>{} << QList<int>{} << 0;
    QTest::newRow("3p start 2: all tied, order 2 0 1")
        << 2 << QList<int>{4, 4, 4} << QList<int>{} << QList<int>{} << 1;
    QTest::newRow("3p start 1: 0 and 2 tied, order 1 2 0")
        << 1 << QList<int>{7, 3, 7} << QList<int>{} << QList<int>{} << 0;
    QTest::newRow("3p start 0: the most evil is out")
        << 0 << QList<int>{3, 8, 3} << QList<int>{1} << QList<int>{} << 2;
    QTest::newRow("4p start 3: 1 and 2 tied, order 3 0 1 2")
        << 3 << QList<int>{2, 6, 6, 1} << QList<int>{} << QList<int>{} << 2;
    QTest::newRow("4p start 2: 0 and 1 tied, order 2 3 0 1")
        << 2 << QList<int>{6, 6, 1, 1} << QList<int>{} << QList<int>{} << 1;
    QTest::newRow("4p start 1: 3 and 0 tied, order 1 2 3 0")
        << 1 << QList<int>{6, 1, 1, 6} << QList<int>{} << QList<int>{} << 0;
    QTest::newRow("4p start 0: unique highest")
        << 0 << QList<int>{1, 2, 9, 3} << QList<int>{} << QList<int>{} << 2;
    // A player with no unconquered tile only releases prisoners: not in combat (dl.end.no-tile).
    QTest::newRow("3p start 0: the most evil has no tile left")
        << 0 << QList<int>{3, 8, 3} << QList<int>{} << QList<int>{1} << 2;
    QTest::newRow("2p: the other has no tile, the less evil stays")
        << 0 << QList<int>{1, 6} << QList<int>{} << QList<int>{1} << 0;
    QTest::newRow("no tile and out")
        << 0 << QList<int>{1, 6} << QList<int>{0} << QList<int>{1} << -1;
    QTest::newRow("nobody fights")
        << 0 << QList<int>{1, 2} << QList<int>{0, 1} << QList<int>{} << -1;
}

void TstDlRules::paladin()
{
    QFETCH(int, start);
    QFETCH(QList<int>, evil);
    QFETCH(QList<int>, out);
    QFETCH(QList<int>, noTile);
    QFETCH(int, expected);
    DlState s;
    s.startPlayer = start;
    for (int i = 0; i < evil.size(); ++i) {
        DlPlayer p;
        p.evil = evil.at(i);
        DlTile t;
        t.conquered = noTile.contains(i);
        p.tiles = {t, t};
        if (out.contains(i)) {
            p.stage = Stage::Out;
            p.out = OutReason::Defeated;
        }
        s.players.append(p);
    }
    QCOMPARE(paladinTarget(s), expected);
}

void TstDlRules::traps_data()
{
    QTest::addColumn<int>("trap");
    QTest::addColumn<int>("tile");
    QTest::addColumn<QList<DlAdventurer>>("party");
    QTest::addColumn<int>("target");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("delayed");
    QTest::addColumn<bool>("skipConquest");
    QTest::addColumn<int>("gold");
    const QList<DlAdventurer> line = {a(W, 4), a(P, 3), a(Z, 3)};
    const int tunnel = 0, room = 1;
    QTest::newRow("rolling boulder")
        << int(TrapKind::RollingBoulder) << tunnel << line << -1 << "0:3"
        << "" << false << 0;
    QTest::newRow("pendulum in a room") << int(TrapKind::Pendulum) << room << line << -1 << "1:3"
                                        << "" << false << 1;
    QTest::newRow("trap door") << int(TrapKind::TrapDoor) << tunnel << line << -1 << "0:2"
                               << "" << true << 0;
    QTest::newRow("poisoned dart") << int(TrapKind::PoisonedDart) << tunnel << line << 2 << "2:1"
                                   << "2:2" << false << 0;
    QTest::newRow("cursed ring") << int(TrapKind::CursedRing) << tunnel << line << -1
                                 << "0:1,1:1,2:1"
                                 << "" << true << 1;
    QTest::newRow("fire wall") << int(TrapKind::FireWall) << tunnel << line << -1 << "0:1,1:1,2:2"
                               << "" << false << 0;
    QTest::newRow("kamikaze imp") << int(TrapKind::KamikazeImp) << tunnel << line << -1
                                  << "0:3,1:1,2:1"
                                  << "" << false << 0;
    QTest::newRow("poisoned meal") << int(TrapKind::PoisonedMeal) << tunnel
                                   << QList<DlAdventurer>{a(W, 5, 1), a(T, 3, 0, 2)} << -1 << "0:4"
                                   << "" << false << 0;
    QTest::newRow("a thief cancels, last hit first")
        << int(TrapKind::KamikazeImp) << tunnel
        << QList<DlAdventurer>{a(W, 4), a(T, 3, 0, 2), a(Z, 3)} << -1 << "0:3"
        << "" << false << 0;
}

void TstDlRules::traps()
{
    QFETCH(int, trap);
    QFETCH(int, tile);
    QFETCH(QList<DlAdventurer>, party);
    QFETCH(int, target);
    QFETCH(QString, expected);
    QFETCH(QString, delayed);
    QFETCH(bool, skipConquest);
    QFETCH(int, gold);
    DlState s = fight();
    s.players[0].party = party;
    s.players[0].fight.trap = TrapKind(trap);
    s.players[0].fight.tile = tile;
    s.players[0].tiles[1].distance = 1;
    const TrapEffect e = proposeTrap(s, 0, target);
    QCOMPARE(summed(e.hits), expected);
    QCOMPARE(summed(e.delayed), delayed);
    QCOMPARE(e.skipConquest, skipConquest);
    QCOMPARE(e.pay.gold, gold);
    if (TrapKind(trap) == TrapKind::AntiMagicDart)
        QCOMPARE(e.silence, target);
}

void TstDlRules::checklistReasons_data()
{
    QTest::addColumn<DlState>("state");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("rule");
    const int skipped = ChecklistItem::Skipped, done = ChecklistItem::Done,
              next = ChecklistItem::Next, pending = ChecklistItem::Pending;

    DlState s = fight();
    QTest::newRow("no trap committed") << s << 0 << skipped << "no trap was committed"
                                       << "dl.step.traps";
    s.players[0].fight.trap = TrapKind::Pendulum;
    QTest::newRow("the trap is next") << s << 0 << next << ""
                                      << "dl.step.traps";
    s.players[0].fight.trapDone = true;
    s.players[0].stage = Stage::EarlyMagic;
    QTest::newRow("the trap is done") << s << 0 << done << ""
                                      << "dl.step.traps";
    QTest::newRow("party magic below the round") <<
        [] {
            DlState x = fight();
            x.round = 2;
            x.cards.append(x.cards.first());
            return x;
        }() << 1 << skipped << "party magic %1 is less than round %2"
                                                 << "dl.step.early-magic";
    QTest::newRow("early magic applies: next") << fight() << 1 << next << ""
                                               << "dl.step.early-magic";
    DlState noSymbols = fight();
    noSymbols.cards[0].lightning = false;
    noSymbols.cards[0].crystal = false;
    QTest::newRow("no lightning") << noSymbols << 1 << skipped << "the card shows no lightning"
                                  << "dl.step.early-magic";
    QTest::newRow("no green crystal")
        << noSymbols << 3 << skipped << "the card shows no green crystal"
        << "dl.step.late-magic";
    DlState unrevealed = fight();
    unrevealed.phase = Phase::Plan;
    unrevealed.cards.clear();
    unrevealed.players[0].stage = Stage::Planned;
    QTest::newRow("card not revealed: pending")
        << unrevealed << 1 << pending << "the combat card is not revealed yet"
        << "dl.step.early-magic";
    DlState noMonster = fight();
    noMonster.players[0].fight.monsters.clear();
    QTest::newRow("no monster committed")
        << noMonster << 2 << skipped << "no monster or ghost was committed"
        << "dl.step.monsters";
    QTest::newRow("monsters pending") << fight() << 2 << pending << ""
                                      << "dl.step.monsters";
    DlState noPriest = fight();
    noPriest.players[0].party = {a(W, 4), a(T, 3)};
    QTest::newRow("no priest or paladin")
        << noPriest << 4 << skipped << "no priest or paladin in the party"
        << "dl.step.healing";
    DlState noAttack = fight();
    noAttack.players[0].stage = Stage::Healing;
    noAttack.players[0].fight.earlyDone = true;
    noAttack.players[0].fight.lateDone = true;
    noAttack.players[0].fight.cancelled = {0};
    QTest::newRow("no monster attacked") << noAttack << 4 << skipped << "no monster attacked"
                                         << "dl.step.healing";
    DlState dragon = fight();
    dragon.players[0].fight.attacked = {0};
    dragon.players[0].fight.skipHealing = true;
    QTest::newRow("the dragon skipped healing")
        << dragon << 4 << skipped << "the dragon's attack skips healing"
        << "dl.step.healing";
    DlState healNext = fight();
    healNext.players[0].stage = Stage::Healing;
    healNext.players[0].fight.attacked = {0};
    healNext.players[0].monsters[0].used = true;
    QTest::newRow("healing is next") << healNext << 4 << next << ""
                                     << "dl.step.healing";
    DlState slime = fight();
    slime.players[0].fight.skipConquest = true;
    slime.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.slime");
    // A skipped conquest is still recorded (it closes the round): pending with the reason until
    // it is the next step, next then, skipped once recorded.
    QTest::newRow("slime skipped the conquest: pending")
        << slime << 5 << pending << "conquest skipped by the slime: record it to close the round"
        << "dl.monster.slime";
    DlState slimeNext = slime;
    slimeNext.players[0].stage = Stage::Conquest;
    slimeNext.players[0].fight.monsters.clear();
    slimeNext.players[0].fight.earlyDone = true;
    QTest::newRow("slime skipped the conquest: next")
        << slimeNext << 5 << next << "conquest skipped by the slime: record it to close the round"
        << "dl.monster.slime";
    DlState slimeDone = slimeNext;
    slimeDone.players[0].stage = Stage::Done;
    QTest::newRow("slime skipped the conquest: recorded")
        << slimeDone << 5 << skipped << "the slime skipped the conquest"
        << "dl.monster.slime";
    DlState demon = slime;
    demon.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.demon");
    QTest::newRow("demon skipped the conquest")
        << demon << 5 << pending << "conquest skipped by the demon: record it to close the round"
        << "dl.monster.demon";
    DlState demonDone = demon;
    demonDone.players[0].stage = Stage::Done;
    QTest::newRow("demon skipped the conquest: recorded")
        << demonDone << 5 << skipped << "the demon skipped the conquest"
        << "dl.monster.demon";
    DlState trapDoor = slime;
    trapDoor.players[0].fight.trap = TrapKind::TrapDoor;
    trapDoor.players[0].fight.skipConquestBy = QStringLiteral("dl.trap.list");
    QTest::newRow("trap skipped the conquest")
        << trapDoor << 5 << pending << "conquest skipped by the %1: record it to close the round"
        << "dl.trap.list";
    DlState trapDoorDone = trapDoor;
    trapDoorDone.players[0].stage = Stage::Done;
    QTest::newRow("trap skipped the conquest: recorded")
        << trapDoorDone << 5 << skipped << "the %1 skipped the conquest"
        << "dl.trap.list";
    DlState defeated = fight();
    defeated.players[0].party.clear();
    defeated.players[0].stage = Stage::Out;
    defeated.players[0].out = OutReason::Defeated;
    QTest::newRow("party defeated") << defeated << 3 << skipped << "the party is defeated"
                                    << "dl.end.conditions";
    DlState released = fight();
    released.players[0].fight = DlFight{};
    released.players[0].fight.released = 0;
    released.players[0].stage = Stage::Done;
    QTest::newRow("prisoner released") << released << 5 << skipped
                                       << "no unconquered tile is left: a prisoner is released "
                                          "instead"
                                       << "dl.end.no-tile";
}

void TstDlRules::checklistReasons()
{
    QFETCH(DlState, state);
    QFETCH(int, step);
    QFETCH(int, status);
    QFETCH(QString, reason);
    QFETCH(QString, rule);
    const QList<ChecklistItem> items = checklist(state, 0);
    QCOMPARE(items.size(), 6);
    const ChecklistItem &it = items.at(step);
    QCOMPARE(int(it.step), step);
    QCOMPARE(int(it.status), status);
    QCOMPARE(it.reason.source, reason);
    QCOMPARE(it.ruleId, rule);
}

void TstDlRules::checklistNext()
{
    // Exactly one Next for the resolving seat, none for a seat that waits.
    DlState s = fight();
    auto nexts = [](const QList<ChecklistItem> &items) {
        return std::count_if(items.cbegin(), items.cend(), [](const ChecklistItem &i) {
            return i.status == ChecklistItem::Next;
        });
    };
    QCOMPARE(nexts(checklist(s, 0)), 1);
    QCOMPARE(nexts(checklist(s, 1)), 0);
    // After the goblin attacked and late magic: healing next (a priest, an attack).
    s.players[0].fight.attacked = {0};
    s.players[0].monsters[0].used = true;
    s.players[0].fight.earlyDone = true;
    s.players[0].fight.lateDone = true;
    s.players[0].stage = Stage::Healing;
    const QList<ChecklistItem> items = checklist(s, 0);
    QCOMPARE(int(items.at(2).status), int(ChecklistItem::Done));
    QCOMPARE(int(items.at(4).status), int(ChecklistItem::Next));
    QCOMPARE(int(items.at(5).status), int(ChecklistItem::Pending));
    QCOMPARE(fightStepCode(FightStep::LateMagic), QStringLiteral("late-magic"));
    QCOMPARE(fightStepRule(FightStep::Conquest), QStringLiteral("dl.step.conquest"));
}

// The conquest's fatigue: front first with spill-over; none when the conquest is skipped (our
// reading: the fatigue is part of the skipped step) or before the card.
void TstDlRules::fatigueProposal()
{
    DlState s = fight();
    s.cards[0].fatigue = 6;
    QCOMPARE(text(proposeFatigue(s, 0)), QStringLiteral("0:4,1:2"));
    s.players[0].fight.skipConquest = true;
    s.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.slime");
    QVERIFY(proposeFatigue(s, 0).isEmpty());
    QCOMPARE(text(proposeFatigue(s, 1)), QStringLiteral("0:4,1:2"));
    s.cards.clear();
    QVERIFY(proposeFatigue(s, 1).isEmpty());
    QVERIFY(proposeFatigue(s, 5).isEmpty());
}

void TstDlRules::warnings_data()
{
    QTest::addColumn<DlState>("state");
    QTest::addColumn<Step>("step");
    QTest::addColumn<QStringList>("rules");

    using test::adv;
    using test::monster;
    using test::playerYear;
    using test::tile;
    // ---- year
    DlState setup;
    setup.players = {DlPlayer{}, DlPlayer{}};
    const QJsonArray tiles = {tile("tunnel", 1), tile("room", 2)};
    const QJsonArray party = {adv("warrior", 1, 3), adv("thief", 1, 3, 1)};
    auto year = [&](int y, int start, QJsonArray m0, QJsonArray party0) {
        return st("year", -1,
                  QJsonObject{{"year", y},
                              {"startPlayer", start},
                              {"players", QJsonArray{playerYear(tiles, party0, m0),
                                                     playerYear(tiles, party, {})}}});
    };
    QTest::newRow("year: clean") << setup << year(1, 0, {monster("goblin")}, party)
                                 << QStringList{};
    QTest::newRow("year: not the year the game starts with")
        << setup << year(2, 0, {monster("goblin")}, party) << QStringList{"dl.year.end"};
    QTest::newRow("year: exhausted monster at the start")
        << setup << year(1, 0, {monster("goblin", true)}, party)
        << QStringList{"dl.exhausted.restore"};
    QTest::newRow("year: demon without a sacrifice")
        << setup << year(1, 0, {monster("demon")}, party) << QStringList{"dl.monster.demon"};
    QTest::newRow("year: warrior behind a thief (info)")
        << setup << year(1, 0, {}, QJsonArray{adv("thief", 1, 3), adv("warrior", 1, 3)})
        << QStringList{"dl.adventurer.order"};
    DlState afterYear1 = fight();
    afterYear1.phase = Phase::YearSetup;
    afterYear1.startPlayer = 1; // the engine passed it at the end of year 1
    QTest::newRow("year 2: clean") << afterYear1 << year(2, 1, {}, party) << QStringList{};
    QTest::newRow("year 2: year 1 again")
        << afterYear1 << year(1, 1, {}, party) << QStringList{"dl.year.end"};
    QTest::newRow("year 2: start player not passed")
        << afterYear1 << year(2, 0, {}, party) << QStringList{"dl.year.end"};
    QTest::newRow("year: during the year's combat")
        << fight() << year(2, 0, {}, party) << QStringList{"dl.round.structure"};

    // ---- plan
    DlState plan = fight();
    plan.phase = Phase::Plan;
    plan.resolving = -1;
    plan.cards.clear();
    for (DlPlayer &p : plan.players) {
        p.stage = Stage::Plan;
        p.fight = DlFight{};
        p.monsters.append(mon(MonsterKind::Ghost));
    }
    plan.players[0].tiles[2].distance = 1;
    auto planStep = [](int tileIndex, const char *trap, QJsonArray monsters) {
        return st("plan", 0,
                  QJsonObject{{"tile", tileIndex},
                              {"trap", trap ? QJsonValue(QString::fromLatin1(trap)) : QJsonValue()},
                              {"monsters", monsters}});
    };
    QTest::newRow("plan: clean") << plan << planStep(0, "pendulum", {0, 2, 3}) << QStringList{};
    QTest::newRow("plan: equally near tile") << plan << planStep(2, nullptr, {0}) << QStringList{};
    QTest::newRow("plan: not the nearest tile")
        << plan << planStep(1, nullptr, {0}) << QStringList{"dl.plan.tile"};
    DlState conquered = plan;
    conquered.players[0].tiles[0].conquered = true;
    QTest::newRow("plan: conquered tile")
        << conquered << planStep(0, nullptr, {}) << QStringList{"dl.plan.tile"};
    QTest::newRow("plan: two monsters in a tunnel")
        << plan << planStep(0, nullptr, {0, 1}) << QStringList{"dl.plan.tunnel"};
    DlState room = plan;
    room.players[0].tiles[0].kind = TileKind::Room;
    room.players[0].monsters.append(mon(MonsterKind::Witch));
    QTest::newRow("plan: three monsters in a room")
        << room << planStep(0, nullptr, {0, 1, 4}) << QStringList{"dl.plan.room"};
    QTest::newRow("plan: two monsters and ghosts in a room")
        << room << planStep(0, nullptr, {0, 1, 2, 3}) << QStringList{};
    QTest::newRow("plan: trap not in hand")
        << plan << planStep(0, "fire-wall", {}) << QStringList{"dl.step.traps"};
    DlState tired = plan;
    tired.players[0].monsters[0].used = true;
    QTest::newRow("plan: exhausted monster")
        << tired << planStep(0, nullptr, {0}) << QStringList{"dl.exhausted.year"};
    DlState poor = room;
    poor.players[0].gold = 0;
    QTest::newRow("plan: room trap without gold")
        << poor << planStep(0, "pendulum", {}) << QStringList{"dl.plan.room"};
    DlState planned = plan;
    planned.players[0].stage = Stage::Planned;
    QTest::newRow("plan: twice") << planned << planStep(0, nullptr, {})
                                 << QStringList{"dl.round.structure"};
    QTest::newRow("plan: while resolving")
        << fight() << planStep(0, nullptr, {}) << QStringList{"dl.round.structure"};
    DlState noTile = plan;
    for (DlTile &t : noTile.players[0].tiles)
        t.conquered = true;
    QTest::newRow("plan: no tile left")
        << noTile << planStep(0, nullptr, {}) << QStringList{"dl.end.no-tile"};

    // ---- release
    noTile.players[0].prisoners = {a(W, 3, 3)};
    QTest::newRow("release: clean")
        << noTile << st("release", 0, {{"prisoner", 0}}) << QStringList{};
    QTest::newRow("release: a tile is left")
        << plan << st("release", 0, {{"prisoner", 0}}) << QStringList{"dl.end.no-tile"};

    // ---- reveal
    QTest::newRow("reveal: nobody planned")
        << plan << st("reveal", -1, {{"fatigue", 2}})
        << QStringList{"dl.round.structure", "dl.round.structure"};
    DlState reveal = plan;
    reveal.phase = Phase::Reveal;
    for (DlPlayer &p : reveal.players)
        p.stage = Stage::Planned;
    QTest::newRow("reveal: clean") << reveal << st("reveal", -1, {{"fatigue", 2}}) << QStringList{};
    QTest::newRow("reveal: twice")
        << fight() << st("reveal", -1, {{"fatigue", 2}}) << QStringList{"dl.combat-card.reveal"};

    // ---- trap
    DlState trap = fight();
    trap.players[0].fight.trap = TrapKind::Pendulum;
    trap.players[1].fight.trap = TrapKind::Pendulum;
    QTest::newRow("trap: clean") << trap << st("trap", 0) << QStringList{};
    QTest::newRow("trap: none committed")
        << fight() << st("trap", 0) << QStringList{"dl.step.traps"};
    DlState ring = trap;
    ring.players[0].fight.trap = TrapKind::CursedRing;
    ring.players[0].fight.tile = 1;
    ring.players[0].gold = 1;
    QTest::newRow("trap: cannot pay")
        << ring << st("trap", 0) << QStringList{"dl.plan.trap-payment"};
    QTest::newRow("trap: not this seat's turn")
        << trap << st("trap", 1) << QStringList{"dl.round.structure"};
    DlState before = trap;
    before.phase = Phase::Reveal;
    QTest::newRow("trap: before the card")
        << before << st("trap", 0) << QStringList{"dl.round.structure"};

    // ---- magic
    DlState magic = fight();
    magic.players[0].stage = Stage::EarlyMagic;
    QTest::newRow("magic: early, clean")
        << magic << st("magic", 0, {{"when", "early"}}) << QStringList{};
    DlState dull = magic;
    dull.cards[0].lightning = false;
    QTest::newRow("magic: early without lightning")
        << dull << st("magic", 0, {{"when", "early"}}) << QStringList{"dl.step.early-magic"};
    DlState late = fight();
    late.round = 2;
    late.cards.append(late.cards.first());
    late.players[0].stage = Stage::LateMagic;
    late.players[0].fight.attacked = {0};
    late.players[0].monsters[0].used = true;
    QTest::newRow("magic: late, magic below the round")
        << late << st("magic", 0, {{"when", "late"}}) << QStringList{"dl.step.late-magic"};
    QTest::newRow("magic: early after the monsters")
        << late << st("magic", 0, {{"when", "early"}})
        << QStringList{"dl.step.early-magic", "dl.step.early-magic"};
    DlState lateEarly = magic;
    lateEarly.players[0].stage = Stage::Monsters;
    lateEarly.players[0].fight.earlyDone = true;
    QTest::newRow("magic: late while the goblin can attack")
        << lateEarly << st("magic", 0, {{"when", "late"}}) << QStringList{"dl.step.monsters"};

    // ---- attack
    DlState attack = fight();
    attack.players[0].stage = Stage::Monsters;
    attack.players[0].fight.earlyDone = true;
    QTest::newRow("attack: clean") << attack << st("attack", 0, {{"monster", 0}}) << QStringList{};
    QTest::newRow("attack: hits as the text says")
        << attack << st("attack", 0, {{"monster", 0}, {"hits", jhits("0:2")}}) << QStringList{};
    QTest::newRow("attack: hits differ from the goblin's text")
        << attack << st("attack", 0, {{"monster", 0}, {"hits", jhits("0:3")}})
        << QStringList{"dl.monster.goblin"};
    QTest::newRow("attack: not committed")
        << attack << st("attack", 0, {{"monster", 1}}) << QStringList{"dl.step.monsters"};
    DlState again = attack;
    again.players[0].fight.attacked = {0};
    again.players[0].monsters[0].used = true;
    QTest::newRow("attack: already attacked")
        << again << st("attack", 0, {{"monster", 0}}) << QStringList{"dl.step.monsters"};
    DlState exhausted = attack;
    exhausted.players[0].monsters[0].used = true;
    QTest::newRow("attack: exhausted")
        << exhausted << st("attack", 0, {{"monster", 0}}) << QStringList{"dl.exhausted.year"};
    DlState frozen = attack;
    frozen.players[0].fight.cancelled = {0};
    QTest::newRow("attack: kept from attacking by the spell")
        << frozen << st("attack", 0, {{"monster", 0}}) << QStringList{"dl.combat-card.spells"};
    DlState vampire = attack;
    vampire.players[0].monsters[0].kind = MonsterKind::Vampire;
    QTest::newRow("attack: vampire on a priest")
        << vampire
        << st("attack", 0, {{"monster", 0}, {"option", "strong"}, {"targets", QJsonArray{2}}})
        << QStringList{"dl.monster.vampire"};
    QTest::newRow("attack: vampire on a thief")
        << vampire
        << st("attack", 0, {{"monster", 0}, {"option", "reuse"}, {"targets", QJsonArray{1}}})
        << QStringList{};
    DlState troll = attack;
    troll.players[0].fight.monsters = {1};
    troll.players[0].food = 0;
    QTest::newRow("attack: fed troll without food")
        << troll << st("attack", 0, {{"monster", 1}, {"option", "fed"}})
        << QStringList{"dl.monster.troll"};
    DlState witch = attack;
    witch.players[0].monsters[0].kind = MonsterKind::Witch;
    QTest::newRow("attack: witch with one target for two")
        << witch
        << st("attack", 0, {{"monster", 0}, {"option", "two-chosen"}, {"targets", QJsonArray{1}}})
        << QStringList{"dl.monster.witch"};
    DlState afterHeal = attack;
    afterHeal.players[0].stage = Stage::Conquest;
    afterHeal.players[0].fight.lateDone = true;
    afterHeal.players[0].fight.healDone = true;
    QTest::newRow("attack: after later steps")
        << afterHeal << st("attack", 0, {{"monster", 0}}) << QStringList{"dl.step.monsters"};
    DlState trapFirst = fight();
    trapFirst.players[0].fight.trap = TrapKind::Pendulum;
    QTest::newRow("attack: before the trap")
        << trapFirst << st("attack", 0, {{"monster", 0}}) << QStringList{"dl.step.traps"};
    QTest::newRow("attack: out of turn")
        << attack << st("attack", 1, {{"monster", 0}}) << QStringList{"dl.round.structure"};

    // ---- heal
    DlState heal = fight();
    heal.players[0].stage = Stage::Healing;
    heal.players[0].fight.earlyDone = true;
    heal.players[0].fight.lateDone = true;
    heal.players[0].fight.attacked = {0};
    heal.players[0].monsters[0].used = true;
    heal.players[0].party[0].damage = 2;
    QTest::newRow("heal: clean") << heal << st("heal", 0) << QStringList{};
    QTest::newRow("heal: front first")
        << heal << st("heal", 0, {{"heals", jhits("0:1")}}) << QStringList{};
    QTest::newRow("heal: not front first")
        << heal << st("heal", 0, {{"heals", jhits("1:1")}}) << QStringList{"dl.step.healing"};
    DlState noPriest = heal;
    noPriest.players[0].party.removeAt(2);
    QTest::newRow("heal: no priest") << noPriest << st("heal", 0) << QStringList{"dl.step.healing"};
    DlState dragon = heal;
    dragon.players[0].fight.skipHealing = true;
    QTest::newRow("heal: after the dragon")
        << dragon << st("heal", 0) << QStringList{"dl.step.healing"};

    // ---- conquest
    DlState conquest = heal;
    conquest.players[0].stage = Stage::Conquest;
    conquest.players[0].fight.healDone = true;
    QTest::newRow("conquest: clean") << conquest << st("conquest", 0) << QStringList{};
    QTest::newRow("conquest: fatigue as the card says")
        << conquest << st("conquest", 0, {{"hits", jhits("0:2")}}) << QStringList{};
    QTest::newRow("conquest: fatigue not front first")
        << conquest << st("conquest", 0, {{"hits", jhits("1:2")}})
        << QStringList{"dl.fatigue.spill"};
    DlState mustAttack = conquest;
    mustAttack.players[0].fight.attacked.clear();
    mustAttack.players[0].monsters[0].used = false;
    mustAttack.players[0].fight.healDone = false;
    QTest::newRow("conquest: the goblin did not attack")
        << mustAttack << st("conquest", 0) << QStringList{"dl.step.monsters"};
    DlState skipped = conquest;
    skipped.players[0].fight.skipConquest = true;
    skipped.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.slime");
    QTest::newRow("conquest: conquered though the slime skipped it")
        << skipped << st("conquest", 0, {{"conquered", true}}) << QStringList{"dl.monster.slime"};
    QTest::newRow("conquest: fatigue though skipped")
        << skipped << st("conquest", 0, {{"hits", jhits("0:2")}})
        << QStringList{"dl.monster.slime"};
    QTest::newRow("conquest: skipped, clean") << skipped << st("conquest", 0) << QStringList{};
    QTest::newRow("conquest: not conquered, nothing skipped")
        << conquest << st("conquest", 0, {{"conquered", false}}) << QStringList{"dl.step.conquest"};

    DlState lastStand = conquest;
    lastStand.players[0].party = {a(W, 2, 1)};
    QTest::newRow("conquest: fatigue defeats everyone, not conquered")
        << lastStand << st("conquest", 0, {{"conquered", false}}) << QStringList{};
    QTest::newRow("conquest: fatigue defeats everyone, conquered")
        << lastStand << st("conquest", 0, {{"conquered", true}})
        << QStringList{"dl.end.conditions"};

    // ---- paladin, score
    DlState evil = fight();
    evil.players[1].evil = 5;
    QTest::newRow("paladin: the most evil board")
        << evil << st("paladin", -1, {{"to", 1}}) << QStringList{};
    QTest::newRow("paladin: not the rule's board")
        << evil << st("paladin", -1, {{"to", 0}}) << QStringList{"dl.paladin.move"};
    QTest::newRow("score: before year 2 ends")
        << fight() << st("score", -1) << QStringList{"dl.year.end"};
    DlState scoring = fight();
    scoring.phase = Phase::Scoring;
    QTest::newRow("score: clean") << scoring << st("score", -1) << QStringList{};
}

void TstDlRules::warnings()
{
    QFETCH(DlState, state);
    QFETCH(Step, step);
    QFETCH(QStringList, rules);
    const QList<Finding> findings = rules::checkStep(state, step);
    QStringList expected = rules;
    expected.sort();
    if (ruleIds(findings) != expected)
        for (const Finding &f : findings)
            qInfo() << f.ruleId << f.message.english();
    QCOMPARE(ruleIds(findings), expected);
    // Every finding cites a rule id of the engine and says something.
    const QStringList known = DlEngine().ruleIds();
    for (const Finding &f : findings) {
        QVERIFY(!f.message.english().isEmpty());
        if (!known.isEmpty())
            QVERIFY2(known.contains(f.ruleId), qPrintable(f.ruleId));
    }
}

void TstDlRules::guidance()
{
    // Planning: the first seat in order from the start player, with its nearest tile.
    DlState plan = fight();
    plan.phase = Phase::Plan;
    plan.startPlayer = 1;
    for (DlPlayer &p : plan.players)
        p.stage = Stage::Plan;
    Guidance g = rules::guidanceFor(plan);
    QCOMPARE(g.phase, QStringLiteral("plan"));
    QCOMPARE(g.actor, 1);
    QCOMPARE(g.expected.first(), QStringLiteral("plan"));
    QCOMPARE(g.hints.size(), 2);
    QCOMPARE(g.hints.first().english(),
             QStringLiteral("Ben: fight on Tunnel 1 (distance 1) — the nearest unconquered tile."));
    for (DlTile &t : plan.players[1].tiles)
        t.conquered = true;
    g = rules::guidanceFor(plan);
    QCOMPARE(g.expected.first(), QStringLiteral("release"));

    // Resolving: the trap first, then the goblin must attack.
    DlState s = fight();
    s.players[0].fight.trap = TrapKind::Pendulum;
    g = rules::guidanceFor(s);
    QCOMPARE(g.phase, QStringLiteral("resolve"));
    QCOMPARE(g.actor, 0);
    QCOMPARE(g.expected.first(), QStringLiteral("trap"));
    QVERIFY(g.expected.contains(QStringLiteral("attack")));
    QCOMPARE(g.hints.last().english(), QStringLiteral("Goblin must still attack."));
    s.players[0].fight.trapDone = true;
    s.players[0].fight.earlyDone = true;
    s.players[0].stage = Stage::Monsters;
    g = rules::guidanceFor(s);
    QCOMPARE(g.expected.first(), QStringLiteral("attack"));
    s.players[0].fight.attacked = {0};
    s.players[0].monsters[0].used = true;
    g = rules::guidanceFor(s);
    QCOMPARE(g.expected.first(), QStringLiteral("magic")); // late magic: crystal, magic 1 >= 1
    QVERIFY(!g.expected.contains(QStringLiteral("attack")));

    // A slime skipped the conquest: the step still closes the round.
    s.players[0].fight.lateDone = true;
    s.players[0].fight.healDone = true;
    s.players[0].fight.skipConquest = true;
    s.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.slime");
    s.players[0].stage = Stage::Conquest;
    g = rules::guidanceFor(s);
    QCOMPARE(g.expected.first(), QStringLiteral("conquest"));
    QCOMPARE(g.hints.last().english(),
             QStringLiteral("Step 6: the conquest is skipped; record it to close the round."));

    DlState reveal = fight();
    reveal.phase = Phase::Reveal;
    g = rules::guidanceFor(reveal);
    QCOMPARE(g.expected.first(), QStringLiteral("reveal"));
    QCOMPARE(g.actor, -1);

    DlState done = fight();
    done.phase = Phase::Finished;
    g = rules::guidanceFor(done);
    QVERIFY(g.finished);
    QVERIFY(g.expected.isEmpty());
    DlState year;
    g = rules::guidanceFor(year);
    QCOMPARE(g.expected, QStringList{QStringLiteral("year")});

    // Guidance names only declared step kinds.
    QStringList declared;
    for (const StepKind &k : DlEngine().stepKinds())
        declared.append(k.kind);
    if (!declared.isEmpty())
        for (const DlState &x : {plan, s, reveal, done, year})
            for (const QString &k : rules::guidanceFor(x).expected)
                QVERIFY2(declared.contains(k), qPrintable(k));
}

void TstDlRules::describe_data()
{
    QTest::addColumn<DlState>("state");
    QTest::addColumn<Step>("step");
    QTest::addColumn<QString>("expected");
    DlState s = fight();
    s.players[0].monsters[1].kind = MonsterKind::Troll;
    s.players[0].fight.monsters = {0, 1};
    QTest::newRow("fed troll defeats") << s << st("attack", 0, {{"monster", 1}, {"option", "fed"}})
                                       << "Troll (fed) hits Warrior 1 for 4 — defeated";
    QTest::newRow("goblin") << s << st("attack", 0, {{"monster", 0}})
                            << "Goblin hits Warrior 1 for 2";
    DlState plan = fight();
    plan.phase = Phase::Plan;
    plan.round = 2;
    plan.players[0].tiles[1].distance = 1;
    QTest::newRow("plan") << plan
                          << st("plan", 0,
                                {{"tile", 1}, {"trap", "pendulum"}, {"monsters", QJsonArray{1, 2}}})
                          << "Round 2 — Priya plans Room 2 (distance 1): pendulum, troll + ghost";
    QTest::newRow("conquest") << fight() << st("conquest", 0)
                              << "Conquest: 2 fatigue (Warrior 1 for 2), Tunnel 1 (distance 1) "
                                 "conquered";
    DlState evil = fight();
    evil.players[1].evil = 7;
    QTest::newRow("paladin") << evil << st("paladin", -1, {{"to", 1}}) << "Paladin to Ben (evil 7)";
    DlState slime = fight();
    slime.players[0].monsters[0].kind = MonsterKind::Slime;
    QTest::newRow("slime skips") << slime
                                 << st("attack", 0, {{"monster", 0}, {"option", "skip-conquest"}})
                                 << "Slime makes no attack: this round's conquest is skipped";
    QTest::newRow("dragon") <<
        [] {
            DlState x = fight();
            x.players[0].monsters[0].kind = MonsterKind::Dragon;
            x.players[0].party = {a(W, 4), a(T, 2)};
            return x;
        }() << st("attack", 0, {{"monster", 0}})
                            << "Dragon hits Warrior 1 for 2, Thief 2 for 2 — defeated; no healing "
                               "this round";
    QTest::newRow("reveal") <<
        [] {
            DlState x = fight();
            x.phase = Phase::Reveal;
            x.cards.clear();
            return x;
        }() << st("reveal", -1, {{"fatigue", 3}, {"lightning", true}, {"crystal", false}})
                            << "Round 1 combat card: fatigue 3, lightning";
    QTest::newRow("reveal with a spell")
        <<
        [] {
            DlState x = fight();
            x.phase = Phase::Reveal;
            x.cards.clear();
            return x;
        }()
        << st("reveal", -1, {{"fatigue", 2}, {"crystal", true}, {"spell", "heal-all"}})
        << "Round 1 combat card: fatigue 2, green crystal, spell: Healing for "
           "every adventurer";
    QTest::newRow("pendulum") << [] {
        DlState x = fight();
        x.players[0].fight.trap = TrapKind::Pendulum;
        return x;
    }() << st("trap", 0) << "Priya's Pendulum hits Thief 2 for 2"; // the thief cancels 1
    QTest::newRow("skipped conquest") << [] {
        DlState x = fight();
        x.players[0].fight.skipConquest = true;
        return x;
    }() << st("conquest", 0) << "Conquest skipped: Tunnel 1 (distance 1) holds";
    QTest::newRow("the last adventurer falls to fatigue")
        <<
        [] {
            DlState x = fight();
            x.players[0].party = {a(W, 2, 1)};
            return x;
        }()
        << st("conquest", 0)
        << "Conquest: 1 fatigue (Warrior 1 for 1 — defeated), Tunnel 1 "
           "(distance 1) holds";
    QTest::newRow("heal") << [] {
        DlState x = fight();
        x.players[0].party[0].damage = 3;
        return x;
    }() << st("heal", 0) << "Healing at Priya's: 1 from Warrior 1";
}

void TstDlRules::describe()
{
    QFETCH(DlState, state);
    QFETCH(Step, step);
    QFETCH(QString, expected);
    QCOMPARE(rules::describeStep(state, step).english(), expected);
    // The data parts of a line come in both languages: never an id where a name belongs.
    const Message m = rules::describeStep(state, step);
    for (const MessageArg &a : m.args)
        if (const auto *name = std::get_if<LocalizedName>(&a))
            QVERIFY2(!name->ja.contains(QStringLiteral("heal")), qPrintable(name->ja));
}

void TstDlRules::drivenRound()
{
    // A round through the engine: the checklist and guidance follow the recorded steps.
    using namespace test;
    Driver d(config(2, 0));
    const QJsonArray tiles = {tile("tunnel", 1), tile("room", 2)};
    const QJsonArray party = {adv("warrior", 1, 3), adv("priest", 1, 3, 1)};
    QVERIFY(d.record(
        step("year", -1,
             QJsonObject{{"year", 1},
                         {"startPlayer", 0},
                         {"players", QJsonArray{playerYear(tiles, party, {monster("goblin")}),
                                                playerYear(tiles, party, {monster("ghost")})}}})));
    if (d.s().phase != Phase::Plan)
        QSKIP("the engine's apply is not ready yet");
    QVERIFY(d.record(
        step("plan", 0, {{"tile", 0}, {"trap", QJsonValue()}, {"monsters", QJsonArray{0}}})));
    QVERIFY(d.last.isEmpty());
    QVERIFY(d.record(
        step("plan", 1, {{"tile", 0}, {"trap", QJsonValue()}, {"monsters", QJsonArray{0}}})));
    QCOMPARE(d.engine.guidance(*d.state).expected.first(), QStringLiteral("reveal"));
    QVERIFY(
        d.record(step("reveal", -1, {{"fatigue", 1}, {"lightning", false}, {"crystal", false}})));
    QVERIFY(d.last.isEmpty());
    Guidance g = d.engine.guidance(*d.state);
    QCOMPARE(g.actor, 0);
    QCOMPARE(g.expected.first(), QStringLiteral("attack")); // no trap, no lightning
    const QList<ChecklistItem> items = checklist(d.s(), 0);
    QCOMPARE(int(items.at(0).status), int(ChecklistItem::Skipped));
    QCOMPARE(int(items.at(1).status), int(ChecklistItem::Skipped));
    QCOMPARE(int(items.at(2).status), int(ChecklistItem::Next));
    // Conquest first: the goblin must attack.
    QCOMPARE(rules::checkStep(d.s(), step("conquest", 0)).size(), 1);
    QVERIFY(d.record(step("attack", 0, {{"monster", 0}})));
    QVERIFY(!hasWarnings(d.last));
    g = d.engine.guidance(*d.state);
    QCOMPARE(g.expected.first(), QStringLiteral("heal")); // a priest, and the goblin attacked
    QVERIFY(d.record(step("heal", 0)));
    QVERIFY(!hasWarnings(d.last));
    QVERIFY(d.record(step("conquest", 0)));
    QVERIFY(!hasWarnings(d.last));
    g = d.engine.guidance(*d.state);
    QCOMPARE(g.actor, 1);
    QCOMPARE(g.expected.first(), QStringLiteral("attack"));
}

QTEST_MAIN(TstDlRules)
#include "tst_dl_rules.moc"
