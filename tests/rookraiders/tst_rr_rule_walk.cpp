// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Issue 13, "never refuse a table step": every rule id of Rook & Raiders that a step can break is
// broken once by a recorded step (warned before recording, recorded anyway, in the journal with
// a finding citing it); the ids no step can break are listed with the reason. The case of each
// rule is the first row of the validator table (RrValidatorRows.h) that fires it.
#include "../support/GoldenJournal.h"
#include "../support/PreviewAgreement.h"
#include "../support/RuleWalk.h"
#include "RrValidatorRows.h"

using namespace rrtest;

namespace {

QMap<QString, QString> unbreakable()
{
    const QString definition = QStringLiteral("a definition of the rulebook, not a rule of play");
    const QString setup = QStringLiteral("the table's setup, before any step");
    const QString worked = QStringLiteral("what the engine works out from a step");
    return {
        {QStringLiteral("rr.overview.goal"), definition},
        {QStringLiteral("rr.overview.round"), definition},
        {QStringLiteral("rr.overview.player-count"), setup},
        {QStringLiteral("rr.components.personal"), definition},
        {QStringLiteral("rr.components.terms"), definition},
        {QStringLiteral("rr.board.sides"), definition},
        {QStringLiteral("rr.setup.gold"), setup},
        {QStringLiteral("rr.setup.support-count"), setup},
        {QStringLiteral("rr.setup.monsters"), setup},
        {QStringLiteral("rr.units.skill-types"), definition},
        {QStringLiteral("rr.units.known"), definition},
        {QStringLiteral("rr.action.sequence"), definition},
        {QStringLiteral("rr.attack.example"), QStringLiteral("a worked example of the rulebook")},
        {QStringLiteral("rr.command.check"), worked},
        {QStringLiteral("rr.summon.waiting-line"), worked},
        {QStringLiteral("rr.end.mercenaries"), worked},
        {QStringLiteral("rr.end.reshuffle"), worked},
        {QStringLiteral("rr.end.start-player"), worked},
        {QStringLiteral("rr.boon.level-up-timing"), worked},
    };
}

struct Row
{
    QString spec;
    kbztest::RuleCase walk;
};

// The first firing row of each rule.
QList<Row> cases()
{
    QList<Row> out;
    QStringList seen;
    validatorRows([&](const char *, const QString &spec, const QList<Step> &prefix,
                      const Step &step, const char *rule, bool fires) {
        const QString id = QString::fromLatin1(rule);
        if (!fires || seen.contains(id))
            return;
        seen.append(id);
        out.append({spec, {id, step, nullptr, prefix}});
    });
    return out;
}

// ---- Facts of a step (issue 13, item 2): what the step tools propose against what the recorded
// step did to the acting player's board, as short strings ("B goblin +2", "B1 sorcerer faints",
// "A lem defeated", "goblin B to B2", "golem castle"), sorted.

QString pieceFact(Square at, const QString &card, const QString &what)
{
    return QStringLiteral("%1 %2 %3").arg(at.name(), card, what);
}

QString damageFact(Square at, const QString &card, int delta)
{
    return pieceFact(at, card,
                     (delta > 0 ? QStringLiteral("+%1") : QStringLiteral("%1")).arg(delta));
}

QString moveFact(const QString &card, Square from, const rules::MonsterMove &m)
{
    if (m.kind == rules::MonsterMove::Castle)
        return card + QStringLiteral(" castle");
    if (m.kind == rules::MonsterMove::Square && m.to != from)
        return QStringLiteral("%1 %2 to %3").arg(card, from.name(), m.to.name());
    return {};
}

QStringList sorted(QStringList facts)
{
    facts.removeAll(QString());
    facts.sort();
    return facts;
}

// Damage (positive) or healing (negative) per square, in the order the squares come.
using Deltas = QList<std::pair<Square, int>>;

void addDelta(Deltas &d, Square sq, int amount)
{
    for (auto &[at, n] : d)
        if (at == sq) {
            n += amount;
            return;
        }
    d.append({sq, amount});
}

Deltas deltasOf(const QJsonArray &list, const char *amountKey, int per)
{
    Deltas out;
    for (const QJsonValue &v : list) {
        const QJsonObject h = v.toObject();
        const auto sq = Square::parse(h.value(QStringLiteral("target")).toString());
        if (!sq)
            continue;
        const int n = h.value(QLatin1String(amountKey)).toInt(1);
        addDelta(out, *sq, QLatin1String(amountKey) == QLatin1String("count") ? n * per : -n);
    }
    return out;
}

// Damage on monsters as the entry's calculator shows it: defeated at HP, else the cubes added.
QStringList monsterDamageFacts(const RrState &s, const RrPlayer &p, const Deltas &damage)
{
    QStringList out;
    for (const auto &[sq, amount] : damage) {
        const RrPiece *m = monsterAt(p, sq);
        const RrCard *mc = m ? s.card(m->card) : nullptr;
        if (!m || amount == 0)
            continue;
        out.append(mc && rules::monsterDefeated(*mc, m->damage + amount)
                       ? pieceFact(sq, m->card, QStringLiteral("defeated"))
                       : damageFact(sq, m->card, amount));
    }
    return out;
}

// Damage (or healing) on units: fainted past HP, else the cubes added or taken off.
QStringList unitDamageFacts(const RrState &s, const RrPlayer &p, const Deltas &damage)
{
    QStringList out;
    for (const auto &[sq, amount] : damage) {
        const RrPiece *u = unitAt(p, sq);
        const RrCard *uc = u ? s.card(u->card) : nullptr;
        if (!u)
            continue;
        const int after = qMax(0, u->damage + amount);
        if (uc && rules::unitFaints(*uc, after))
            out.append(pieceFact(sq, u->card, QStringLiteral("faints")));
        else if (after != u->damage)
            out.append(damageFact(sq, u->card, after - u->damage));
    }
    return out;
}

// What the tools propose: the attack calculator's damage (rules::attackDamage), the fixed
// damage and healing the entry's preview adds up (the hits at the card's amount), the Bard's
// 1 damage, and the enemy assistant's proposal for a monster (rules::proposeMonster) when the
// table recorded it as proposed (a correction is the table's, not a proposal).
std::optional<QStringList> toolFacts(const GameState &before, const Step &step)
{
    const RrState &s = static_cast<const RrState &>(before);
    const QString &k = step.kind;
    const QJsonObject &p = step.payload;
    if (step.actor < 0 || step.actor >= s.players.size())
        return std::nullopt;
    const RrPlayer &pl = s.players.at(step.actor);
    const auto at = rules::squareOf(p, "at");
    const RrPiece *u = at ? unitAt(pl, *at) : nullptr;
    const RrCard *c = u ? s.card(u->card) : nullptr;
    const int per = c && c->amount ? *c->amount : 1;
    if (k == QLatin1String("attack")) {
        const auto target = rules::squareOf(p, "target");
        if (!target)
            return QStringList();
        return sorted(
            monsterDamageFacts(s, pl, {{*target, rules::attackDamage(s, step.actor, p)}}));
    }
    if (k == QLatin1String("fixed-damage"))
        return sorted(
            monsterDamageFacts(s, pl,
                               deltasOf(p.value(QStringLiteral("hits")).toArray(), "count",
                                        p.value(QStringLiteral("amount")).toInt(per))));
    if (k == QLatin1String("heal"))
        return sorted(unitDamageFacts(
            s, pl, deltasOf(p.value(QStringLiteral("heals")).toArray(), "amount", per)));
    if (k == QLatin1String("bard")) {
        const auto target = rules::squareOf(p, "target");
        return target ? sorted(unitDamageFacts(s, pl, {{*target, 1}})) : QStringList();
    }
    if (k != QLatin1String("monster-act"))
        return std::nullopt;
    const RrPiece *m = at ? monsterAt(pl, *at) : nullptr;
    if (!m)
        return std::nullopt;
    const rules::MonsterProposal prop = rules::proposeMonster(s, step.actor, *m);
    // Recorded as proposed: no field, or each field the proposal's.
    const QJsonObject proposed = prop.toJson();
    for (auto it = p.begin(); it != p.end(); ++it)
        if (it.key() != QLatin1String("at") && proposed.value(it.key()) != it.value())
            return std::nullopt;
    QStringList out;
    if (prop.action == rules::MonsterAction::Move)
        out.append(moveFact(m->card, m->at, prop.move));
    if (prop.action == rules::MonsterAction::Attack) {
        Deltas hits;
        for (const Square sq : prop.targets)
            addDelta(hits, sq, prop.damage);
        out += unitDamageFacts(s, pl, hits);
        if (prop.bonus)
            out.append(moveFact(m->card, m->at, *prop.bonus));
    }
    return sorted(out);
}

// What the recorded step did to the acting player's board: each piece that took damage or was
// healed, that fainted, was defeated or entered the castle, and each monster that moved.
QStringList journalFacts(const GameState &before, const Step &step, const GameState &after)
{
    const RrState &sb = static_cast<const RrState &>(before);
    const RrState &sa = static_cast<const RrState &>(after);
    const RrPlayer &b = sb.players.at(step.actor);
    const RrPlayer &a = sa.players.at(step.actor);
    const auto byUid = [](const QList<RrPiece> &list, int uid) -> const RrPiece * {
        for (const RrPiece &x : list)
            if (x.uid == uid)
                return &x;
        return nullptr;
    };
    QStringList out;
    for (const RrPiece &x : b.monsters) {
        const RrPiece *y = byUid(a.monsters, x.uid);
        if (!y) {
            out.append(a.castle.size() > b.castle.size() && a.castle.contains(x.card)
                           ? x.card + QStringLiteral(" castle")
                           : pieceFact(x.at, x.card, QStringLiteral("defeated")));
            continue;
        }
        if (y->damage != x.damage)
            out.append(damageFact(x.at, x.card, y->damage - x.damage));
        if (y->at != x.at)
            out.append(QStringLiteral("%1 %2 to %3").arg(x.card, x.at.name(), y->at.name()));
    }
    for (const RrPiece &x : b.units) {
        const RrPiece *y = byUid(a.units, x.uid);
        if (!y)
            out.append(pieceFact(x.at, x.card, QStringLiteral("faints")));
        else if (y->damage != x.damage)
            out.append(damageFact(x.at, x.card, y->damage - x.damage));
    }
    return sorted(out);
}

} // namespace

class TstRrRuleWalk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // "Previews and journal lines never contradict each other" (issue 13): the golden journals
    // replayed, every step's preview (what StepPreview shows: describe() on the state before)
    // equals its journal line as a structured message (arguments and following sentences), and
    // the facts the step tools propose (a dice attack's damage, fixed damage, healing, the
    // Bard's song, a monster's move or attack and its damage; who faints, is defeated or enters
    // the castle) equal what the recorded step did to the board.
    void previewAgreesWithJournal_data()
    {
        kbz::test::addGoldenJournalRows(QStringLiteral("rook-raiders"), 3);
    }

    void previewAgreesWithJournal()
    {
        QFETCH(QString, path);
        const int compared = kbztest::verifyPreviewAgreement(std::make_shared<RrEngine>(), path,
                                                             toolFacts, journalFacts);
        QVERIFY(compared > 0);
    }

    // A new rule id fails here until it has a case or a reason.
    void everyRuleIdHasACaseOrAReason()
    {
        QStringList ids;
        for (const Row &c : cases())
            ids.append(c.walk.ruleId);
        kbztest::RuleWalk::verifyCoverage(kbztest::RuleWalk::ruleIds(engine), ids, unbreakable());
    }

    void stepBreakingTheRuleIsRecorded_data()
    {
        QTest::addColumn<int>("index");
        const QList<Row> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all.at(i).walk.ruleId)) << i;
    }

    void stepBreakingTheRuleIsRecorded()
    {
        QFETCH(int, index);
        Row c = cases().at(index);
        c.walk.start = validatorStart(c.spec);
        const int players = int(rrs(c.walk.start).players.size());
        kbztest::RuleWalk walk(std::make_shared<RrEngine>(), testConfig(players));
        walk.verify(c.walk);
    }
};

QTEST_GUILESS_MAIN(TstRrRuleWalk)
#include "tst_rr_rule_walk.moc"
