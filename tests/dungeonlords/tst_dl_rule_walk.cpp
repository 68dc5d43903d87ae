// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 13, "never refuse a table step": every rule id of Dungeon Lords that a step can break is
// broken once by a recorded step (warned before recording, recorded anyway, in the journal with
// a finding citing it); the ids no step can break are listed with the reason. The states are
// tst_dl_check's (DlRulesTestSupport.h), one case per rule. And "helpers, previews and journal
// lines never contradict each other": the golden journals replayed, every step's preview against
// its journal line, the damage the resolve tool proposes for a trap or a monster against the
// party the step left.
#include "../support/GoldenJournal.h"
#include "../support/PreviewAgreement.h"
#include "../support/RuleWalk.h"
#include "DlRulesTestSupport.h"
#include "dungeonlords/DlEngine.h"

using namespace kbz;
using namespace kbz::dl;
using namespace kbz::dl::test;

namespace {

QMap<QString, QString> unbreakable()
{
    const QString definition = QStringLiteral("a definition of the rulebook, not a rule of play");
    const QString worked = QStringLiteral("what the engine works out from a step (an info)");
    const QString score = QStringLiteral("a scoring definition: the score sheet computes it");
    return {
        {QStringLiteral("dl.overview.scope"), definition},
        {QStringLiteral("dl.overview.corrections"),
         QStringLiteral("the table's corrections (adjust) are always allowed")},
        {QStringLiteral("dl.overview.terms"), definition},
        {QStringLiteral("dl.setup.board"), QStringLiteral("the boards at the table's setup")},
        {QStringLiteral("dl.plan.order"),
         QStringLiteral("the order the players plan in: plans are hidden until revealed")},
        {QStringLiteral("dl.combat-card.setup"), QStringLiteral("the card deck's setup")},
        {QStringLiteral("dl.combat-card.symbols"), definition},
        {QStringLiteral("dl.monster.attack-types"), definition},
        {QStringLiteral("dl.prison.defeated"), worked},
        {QStringLiteral("dl.prison.release"), worked},
        {QStringLiteral("dl.exhausted.reuse"), worked},
        {QStringLiteral("dl.paladin.join"), worked},
        {QStringLiteral("dl.score.rooms"), score},
        {QStringLiteral("dl.score.monsters"), score},
        {QStringLiteral("dl.score.prisoners"), score},
        {QStringLiteral("dl.score.conquered"), score},
        {QStringLiteral("dl.score.unpaid-tax"), score},
        {QStringLiteral("dl.score.titles"), score},
        {QStringLiteral("dl.adventurer.figures"),
         QStringLiteral("the adventurers' figures the table enters with the year")},
        {QStringLiteral("dl.adventurer.skills"), worked},
        {QStringLiteral("dl.trap.list"),
         QStringLiteral("the traps' effects: the engine proposes them, the table may differ")},
    };
}

Step planStep(int tileIndex, const char *trap, QJsonArray monsters)
{
    return st("plan", 0,
              QJsonObject{{"tile", tileIndex},
                          {"trap", trap ? QJsonValue(QString::fromLatin1(trap)) : QJsonValue()},
                          {"monsters", monsters}});
}

QList<kbztest::RuleCase> cases()
{
    QList<kbztest::RuleCase> out;
    auto add = [&out](const char *id, const DlState &s, const Step &step) {
        out.append({QString::fromLatin1(id), step, std::make_shared<const DlState>(s), {}});
    };
    // ---- year
    DlState setup; // before year 1, as DlEngine::setup leaves it
    setup.players = {DlPlayer{}, DlPlayer{}};
    const QJsonArray tiles = {tile("tunnel", 1), tile("room", 2)};
    const QJsonArray party = {adv("warrior", 1, 3), adv("thief", 1, 3, 1)};
    auto year = [&](int y, QJsonArray m0, QJsonArray party0) {
        return st("year", -1,
                  QJsonObject{{"year", y},
                              {"startPlayer", 0},
                              {"players", QJsonArray{playerYear(tiles, party0, m0),
                                                     playerYear(tiles, party, {})}}});
    };
    add("dl.year.end", setup, year(2, {monster("goblin")}, party));
    add("dl.exhausted.restore", setup, year(1, {monster("goblin", true)}, party));
    add("dl.monster.demon", setup, year(1, {monster("demon")}, party));
    add("dl.adventurer.order", setup,
        year(1, {}, QJsonArray{adv("thief", 1, 3), adv("warrior", 1, 3)}));
    add("dl.round.structure", fight(), year(2, {}, party));
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
    add("dl.plan.tile", plan, planStep(1, nullptr, {0}));
    add("dl.plan.tunnel", plan, planStep(0, nullptr, {0, 1}));
    DlState room = plan;
    room.players[0].tiles[0].kind = TileKind::Room;
    room.players[0].monsters.append(mon(MonsterKind::Witch));
    add("dl.plan.room", room, planStep(0, nullptr, {0, 1, 4}));
    add("dl.step.traps", plan, planStep(0, "fire-wall", {}));
    DlState tired = plan;
    tired.players[0].monsters[0].used = true;
    add("dl.exhausted.year", tired, planStep(0, nullptr, {0}));
    DlState noTile = plan;
    for (DlTile &t : noTile.players[0].tiles)
        t.conquered = true;
    add("dl.end.no-tile", noTile, planStep(0, nullptr, {}));
    // ---- reveal, trap, magic
    add("dl.combat-card.reveal", fight(), st("reveal", -1, {{"fatigue", 2}}));
    DlState ring = fight();
    ring.players[0].fight.trap = TrapKind::CursedRing;
    ring.players[0].fight.tile = 1;
    ring.players[0].gold = 1;
    add("dl.plan.trap-payment", ring, st("trap", 0));
    DlState magic = fight();
    magic.players[0].stage = Stage::EarlyMagic;
    magic.cards[0].lightning = false;
    add("dl.step.early-magic", magic, st("magic", 0, {{"when", "early"}}));
    DlState late = fight();
    late.round = 2;
    late.cards.append(late.cards.first());
    late.players[0].stage = Stage::LateMagic;
    late.players[0].fight.attacked = {0};
    late.players[0].monsters[0].used = true;
    add("dl.step.late-magic", late, st("magic", 0, {{"when", "late"}}));
    // ---- attack
    DlState attack = fight();
    attack.players[0].stage = Stage::Monsters;
    attack.players[0].fight.earlyDone = true;
    add("dl.step.monsters", attack, st("attack", 0, {{"monster", 1}}));
    add("dl.monster.goblin", attack, st("attack", 0, {{"monster", 0}, {"hits", jhits("0:3")}}));
    // Any monster whose damage differs from its text: its own rule is cited.
    for (const auto &[id, kind] : {std::pair{"dl.monster.golem", MonsterKind::Golem},
                                   std::pair{"dl.monster.dragon", MonsterKind::Dragon},
                                   std::pair{"dl.monster.ghost", MonsterKind::Ghost}}) {
        DlState x = attack;
        x.players[0].monsters[0].kind = kind;
        add(id, x, st("attack", 0, {{"monster", 0}, {"hits", jhits("0:1,1:1,2:1,3:1")}}));
    }
    DlState frozen = attack;
    frozen.players[0].fight.cancelled = {0};
    add("dl.combat-card.spells", frozen, st("attack", 0, {{"monster", 0}}));
    DlState vampire = attack;
    vampire.players[0].monsters[0].kind = MonsterKind::Vampire;
    add("dl.monster.vampire", vampire,
        st("attack", 0, {{"monster", 0}, {"option", "strong"}, {"targets", QJsonArray{2}}}));
    DlState troll = attack;
    troll.players[0].fight.monsters = {1};
    troll.players[0].food = 0;
    add("dl.monster.troll", troll, st("attack", 0, {{"monster", 1}, {"option", "fed"}}));
    DlState witch = attack;
    witch.players[0].monsters[0].kind = MonsterKind::Witch;
    add("dl.monster.witch", witch,
        st("attack", 0, {{"monster", 0}, {"option", "two-chosen"}, {"targets", QJsonArray{1}}}));
    // ---- heal, conquest, paladin
    DlState heal = fight();
    heal.players[0].stage = Stage::Healing;
    heal.players[0].fight.earlyDone = true;
    heal.players[0].fight.lateDone = true;
    heal.players[0].fight.attacked = {0};
    heal.players[0].monsters[0].used = true;
    heal.players[0].party[0].damage = 2;
    add("dl.step.healing", heal, st("heal", 0, {{"heals", jhits("1:1")}}));
    DlState conquest = heal;
    conquest.players[0].stage = Stage::Conquest;
    conquest.players[0].fight.healDone = true;
    add("dl.fatigue.spill", conquest, st("conquest", 0, {{"hits", jhits("1:2")}}));
    add("dl.step.conquest", conquest, st("conquest", 0, {{"conquered", false}}));
    DlState skipped = conquest;
    skipped.players[0].fight.skipConquest = true;
    skipped.players[0].fight.skipConquestBy = QStringLiteral("dl.monster.slime");
    add("dl.monster.slime", skipped, st("conquest", 0, {{"conquered", true}}));
    DlState lastStand = conquest;
    lastStand.players[0].party = {a(W, 2, 1)};
    add("dl.end.conditions", lastStand, st("conquest", 0, {{"conquered", true}}));
    DlState evil = fight();
    evil.players[1].evil = 5;
    evil.paladinSeat = 1;
    add("dl.paladin.move", evil, st("paladin", -1, {{"to", 0}}));
    return out;
}

// A party as facts: each adventurer standing with its damage, and how many went to prison.
QStringList partyFacts(const QList<DlAdventurer> &standing, int imprisoned)
{
    QStringList out;
    for (const DlAdventurer &x : standing)
        out.append(QStringLiteral("%1:%2").arg(advClassCode(x.cls)).arg(x.damage));
    out.append(QStringLiteral("imprisoned %1").arg(imprisoned));
    return out;
}

// What the resolve tool proposes for a trap or a monster (the step's hits when the table
// corrected them, as the tool records them): the party after those hits.
std::optional<QStringList> toolFacts(const GameState &before, const Step &step)
{
    const DlState &s = static_cast<const DlState &>(before);
    const QJsonObject &p = step.payload;
    QList<Hit> hits;
    if (step.kind == QLatin1String("trap"))
        hits = p.contains(QStringLiteral("hits"))
                   ? hitsFromJson(p.value(QStringLiteral("hits")))
                   : proposeTrap(s, step.actor, p.value(QStringLiteral("target")).toInt(-1)).hits;
    else if (step.kind == QLatin1String("attack")) {
        QList<int> targets;
        for (const QJsonValue &v : p.value(QStringLiteral("targets")).toArray())
            targets.append(v.toInt());
        hits = p.contains(QStringLiteral("hits"))
                   ? hitsFromJson(p.value(QStringLiteral("hits")))
                   : proposeAttack(s, step.actor, p.value(QStringLiteral("monster")).toInt(),
                                   p.value(QStringLiteral("option")).toString(), targets)
                         .hits;
    } else {
        return std::nullopt;
    }
    QList<DlAdventurer> standing;
    int imprisoned = 0;
    for (const DlAdventurer &x : withHits(s.players.at(step.actor).party, hits)) {
        if (x.isDefeated())
            ++imprisoned;
        else
            standing.append(x);
    }
    return partyFacts(standing, imprisoned);
}

// What the recorded step did to the acting player's party and prison.
QStringList journalFacts(const GameState &before, const Step &step, const GameState &after)
{
    const DlPlayer &b = static_cast<const DlState &>(before).players.at(step.actor);
    const DlPlayer &a = static_cast<const DlState &>(after).players.at(step.actor);
    return partyFacts(a.party, int(a.prisoners.size() - b.prisoners.size()));
}

} // namespace

class TstDlRuleWalk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void previewAgreesWithJournal_data()
    {
        kbz::test::addGoldenJournalRows(QStringLiteral("dungeon-lords"), 2);
    }

    void previewAgreesWithJournal()
    {
        QFETCH(QString, path);
        const int compared = kbztest::verifyPreviewAgreement(std::make_shared<DlEngine>(), path,
                                                             toolFacts, journalFacts);
        QVERIFY(compared > 0);
    }

    // A new rule id fails here until it has a case or a reason.
    void everyRuleIdHasACaseOrAReason()
    {
        QStringList ids;
        for (const kbztest::RuleCase &c : cases())
            ids.append(c.ruleId);
        kbztest::RuleWalk::verifyCoverage(kbztest::RuleWalk::ruleIds(DlEngine()), ids,
                                          unbreakable());
    }

    void stepBreakingTheRuleIsRecorded_data()
    {
        QTest::addColumn<int>("index");
        const QList<kbztest::RuleCase> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all.at(i).ruleId)) << i;
    }

    void stepBreakingTheRuleIsRecorded()
    {
        QFETCH(int, index);
        kbztest::RuleWalk walk(std::make_shared<DlEngine>(), config(2));
        walk.verify(cases().at(index));
    }
};

QTEST_GUILESS_MAIN(TstDlRuleWalk)
#include "tst_dl_rule_walk.moc"
