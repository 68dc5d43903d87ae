// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The pure rules shared by check, apply, guidance and the views: attack resolution, the facing
// bonus, who decides the first player, and the names of sides and units.
#include "LwRules.h"

#include <QJsonArray>

namespace kbz::lw {

QString facingCode(Facing f)
{
    switch (f) {
    case Facing::Front:
        return QStringLiteral("front");
    case Facing::Side:
        return QStringLiteral("side");
    case Facing::Rear:
        return QStringLiteral("rear");
    }
    return {};
}

std::optional<Facing> facingFromCode(const QString &code)
{
    for (Facing f : {Facing::Front, Facing::Side, Facing::Rear})
        if (facingCode(f) == code)
            return f;
    return std::nullopt;
}

int facingBonus(Facing f)
{
    switch (f) {
    case Facing::Front:
        return 0;
    case Facing::Side:
        return 1;
    case Facing::Rear:
        return 2;
    }
    return 0;
}

AttackOutcome resolveAttack(const QList<Attacker> &attackers, int defenderAttack, bool defenderPike,
                            int attackerDie, int defenderDie, bool shoot, int modifier)
{
    AttackOutcome o;
    bool attackerPike = false;
    int sum = 0;
    for (const Attacker &a : attackers) {
        sum += a.attack + facingBonus(a.facing);
        attackerPike = attackerPike || a.pike;
    }
    o.attackTotal = sum + attackerDie + modifier;
    o.defenceTotal = defenderAttack + defenderDie;
    if (o.attackTotal != o.defenceTotal) {
        o.removed = o.attackTotal > o.defenceTotal ? Removed::Defender : Removed::Attackers;
        o.ruleId = QStringLiteral("lw.attack.dice");
    } else if (defenderPike && !attackerPike) {
        // First strike removes the other side on a tie: it changes the outcome only when the
        // attacked unit has it. The attackers' own Pike gives what any tie gives, and Pike on
        // both sides is the usual tie (the rulebook says so): lw.attack.tie explains those.
        o.removed = Removed::Attackers;
        o.ruleId = QStringLiteral("lw.skill.pike");
    } else {
        o.removed = Removed::Defender;
        o.ruleId = QStringLiteral("lw.attack.tie");
    }
    if (shoot && o.removed == Removed::Attackers) {
        o.removed = Removed::None;
        o.ruleId = QStringLiteral("lw.skill.shoot");
    }
    return o;
}

int firstPlayerDecider(const LwState &state, QString *ruleId)
{
    const int unspentRed = state.unspent(0);
    const int unspentBlue = state.unspent(1);
    if (unspentRed != unspentBlue) {
        if (ruleId)
            *ruleId = QStringLiteral("lw.first-player.decider");
        return unspentRed > unspentBlue ? 0 : 1;
    }
    if (ruleId)
        *ruleId = QStringLiteral("lw.first-player.tie");
    const int spareRed = state.spareBases(0);
    const int spareBlue = state.spareBases(1);
    if (spareRed != spareBlue)
        return spareRed > spareBlue ? 0 : 1;
    return -1;
}

Message lwMessage(const char *source, QList<MessageArg> args)
{
    return Message(trContext, source, std::move(args));
}

namespace rules {

bool isInt(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == double(v.toInt());
}

LocalizedName sideName(int side)
{
    if (side == 0)
        return {QStringLiteral("Red"), QStringLiteral("赤軍")};
    if (side == 1)
        return {QStringLiteral("Blue"), QStringLiteral("青軍")};
    return {QStringLiteral("-"), QStringLiteral("-")};
}

LocalizedName facingName(Dir d)
{
    switch (d) {
    case Dir::N:
        return {QStringLiteral("Blue's edge"), QStringLiteral("青軍の辺")};
    case Dir::S:
        return {QStringLiteral("Red's edge"), QStringLiteral("赤軍の辺")};
    case Dir::E:
        return {QStringLiteral("the right"), QStringLiteral("右")};
    case Dir::W:
        return {QStringLiteral("the left"), QStringLiteral("左")};
    }
    return {QStringLiteral("-"), QStringLiteral("-")};
}

LocalizedName unitName(const LwState &s, int side, int unit)
{
    if (side < 0 || side >= kSides || unit < 0 || unit >= s.armies[side].units.size())
        return {QString::number(unit + 1), QString::number(unit + 1)};
    const QList<LwUnit> &units = s.armies[side].units;
    const QString &card = units.at(unit).card;
    LocalizedName n = s.cardName(card);
    if (n.ja.isEmpty())
        n.ja = n.en;
    if (n.en.isEmpty())
        n.en = n.ja;
    int same = 0;
    int ordinal = 0;
    for (int i = 0; i < units.size(); ++i) {
        if (units.at(i).card != card)
            continue;
        ++same;
        if (i == unit)
            ordinal = same;
    }
    if (same > 1) {
        n.en += QLatin1Char(' ') + QString::number(ordinal);
        n.ja += QString::number(ordinal);
    }
    return n;
}

LocalizedName sideUnitName(const LwState &s, int side, int unit)
{
    const LocalizedName side_ = sideName(side);
    const LocalizedName u = unitName(s, side, unit);
    return {side_.en + QLatin1Char(' ') + u.en, side_.ja + QStringLiteral("の") + u.ja};
}

LocalizedName cardNames(const LwState &s, const QStringList &cards)
{
    QList<LocalizedName> names;
    for (const QString &c : cards)
        names.append(s.cardName(c));
    return joinList(names);
}

int stepSide(const LwState &s, const Step &step)
{
    return step.actor >= 0 && step.actor < kSides ? step.actor : s.active;
}

AttackStep readAttack(const LwState &s, const Step &step)
{
    const QJsonObject &p = step.payload;
    AttackStep a;
    a.side = stepSide(s, step);
    for (const QJsonValue &v : p.value(QStringLiteral("attackers")).toArray()) {
        const QJsonObject o = v.toObject();
        AttackStep::Unit u;
        u.unit = o.value(QStringLiteral("unit")).toInt();
        u.facing =
            facingFromCode(o.value(QStringLiteral("facing")).toString()).value_or(Facing::Front);
        if (isInt(o.value(QStringLiteral("attack"))))
            u.attack = o.value(QStringLiteral("attack")).toInt();
        if (o.value(QStringLiteral("at")).isString())
            u.at = squareFromCode(o.value(QStringLiteral("at")).toString());
        a.attackers.append(u);
    }
    a.target = p.value(QStringLiteral("target")).toInt();
    if (isInt(p.value(QStringLiteral("targetAttack"))))
        a.targetAttack = p.value(QStringLiteral("targetAttack")).toInt();
    const QJsonArray dice = p.value(QStringLiteral("dice")).toArray();
    a.attackerDie = dice.at(0).toInt();
    a.defenderDie = dice.at(1).toInt();
    a.shoot = p.value(QStringLiteral("shoot")).toBool();
    a.modifier = p.value(QStringLiteral("modifier")).toInt();
    return a;
}

AttackOutcome resolveStepAttack(const LwState &s, const AttackStep &a)
{
    QList<Attacker> attackers;
    const int side = a.side;
    const int other = 1 - side;
    for (const AttackStep::Unit &u : a.attackers) {
        const LwCard *c =
            side >= 0 && side < kSides && u.unit >= 0 && u.unit < s.armies[side].units.size()
                ? s.card(s.armies[side].units.at(u.unit).card)
                : nullptr;
        attackers.append({u.attack.value_or(c ? c->attack.value_or(0) : 0), u.facing,
                          c && c->hasSkill(kSkillPike)});
    }
    const LwCard *t =
        other >= 0 && other < kSides && a.target >= 0 && a.target < s.armies[other].units.size()
            ? s.card(s.armies[other].units.at(a.target).card)
            : nullptr;
    return resolveAttack(attackers, a.targetAttack.value_or(t ? t->attack.value_or(0) : 0),
                         t && t->hasSkill(kSkillPike), a.attackerDie, a.defenderDie, a.shoot,
                         a.modifier);
}

} // namespace rules
} // namespace kbz::lw
