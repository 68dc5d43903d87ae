// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// malformed(): what is structurally wrong with a step (the only refusal).
#include "LwRules.h"

#include <QJsonArray>
#include <QSet>

namespace kbz::lw::rules {

namespace {

Message bad(const char *text, QList<MessageArg> args = {})
{
    return lwMessage(text, std::move(args));
}

bool isIntIn(const QJsonValue &v, int min, int max)
{
    return isInt(v) && v.toInt() >= min && v.toInt() <= max;
}

bool optionalIntIn(const QJsonObject &o, const char *key, int min, int max)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isUndefined() || isIntIn(v, min, max);
}

bool isSide(const QJsonValue &v)
{
    return isIntIn(v, 0, kSides - 1);
}

// Two whole numbers [red, blue] or [attacker, defender]; their range is the check's concern.
bool isDicePair(const QJsonValue &v)
{
    const QJsonArray a = v.toArray();
    return v.isArray() && a.size() == 2 && isIntIn(a.at(0), -99, 99) && isIntIn(a.at(1), -99, 99);
}

std::optional<Message> needUnit(const LwState &s, int side, const QJsonValue &v, const char *key)
{
    if (side < 0 || side >= kSides)
        return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                     "Whose unit this is is not known yet: give the actor (0 "
                                     "red, 1 blue)"));
    const int n = int(s.armies[side].units.size());
    if (!isIntIn(v, 0, n - 1))
        return bad(
            QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "\"%1\" must be a unit of %2's army, 0 to %3"),
            {QString::fromLatin1(key), sideName(side), arg(n - 1)});
    return std::nullopt;
}

// An optional square (`key`) and facing: a square such as "c4", on the board when the game has
// a map; a facing n, e, s or w. `required`: both must be there. No `key`: the facing only.
std::optional<Message> badPosition(const LwState &s, const QJsonObject &p, const char *key,
                                   bool required)
{
    const QJsonValue at = key ? p.value(QLatin1String(key)) : QJsonValue(QJsonValue::Undefined);
    if (key && (!at.isUndefined() || required)) {
        const std::optional<Square> sq =
            at.isString() ? squareFromCode(at.toString()) : std::nullopt;
        if (!sq)
            return bad(
                QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "\"%1\" must be a square such as \"c4\""),
                {QString::fromLatin1(key)});
        if (s.map() && !s.map()->contains(*sq))
            return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 is off the %2 x %3 map"),
                       {at.toString(), arg(s.map()->width), arg(s.map()->height)});
    }
    const QJsonValue facing = p.value(QStringLiteral("facing"));
    if ((!facing.isUndefined() || required) && !dirFromCode(facing.toString()))
        return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                     "\"facing\" must be n, e, s or w: where the unit's front "
                                     "points (n toward blue's edge)"));
    return std::nullopt;
}

std::optional<Message> unknownAttack(const LwState &s, int side, int unit)
{
    return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                 "The attack of %1 is not known: enter it in the library or give "
                                 "it in the step"),
               {sideUnitName(s, side, unit)});
}

std::optional<Message> malformedAttack(const LwState &s, const Step &step)
{
    const QJsonObject &p = step.payload;
    const int side = stepSide(s, step);
    const QJsonValue list = p.value(QStringLiteral("attackers"));
    if (!list.isArray() || list.toArray().isEmpty())
        return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                     "\"attackers\" must list the attacking units, each "
                                     "{\"unit\", \"facing\"}"));
    QSet<int> seen;
    for (const QJsonValue &v : list.toArray()) {
        const QJsonObject o = v.toObject();
        if (!v.isObject())
            return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                         "\"attackers\" must list the attacking units, each "
                                         "{\"unit\", \"facing\"}"));
        if (auto m = needUnit(s, side, o.value(QStringLiteral("unit")), "unit"))
            return m;
        const int unit = o.value(QStringLiteral("unit")).toInt();
        if (seen.contains(unit))
            return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 is listed twice as an attacker"),
                       {sideUnitName(s, side, unit)});
        seen.insert(unit);
        if (!o.value(QStringLiteral("facing")).isString() ||
            !facingFromCode(o.value(QStringLiteral("facing")).toString()))
            return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                         "\"facing\" must be front, side or rear: the side of the "
                                         "target the attacker stands on"));
        if (!optionalIntIn(o, "attack", 0, 99))
            return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                         "\"attack\" must be a whole number from 0 to 99"));
        if (o.contains(QStringLiteral("at")))
            if (auto m = badPosition(
                    s, QJsonObject{{QStringLiteral("at"), o.value(QStringLiteral("at"))}}, "at",
                    false))
                return m;
        const LwCard *c = s.card(s.armies[side].units.at(unit).card);
        if (!o.contains(QStringLiteral("attack")) && (!c || !c->attack))
            return unknownAttack(s, side, unit);
    }
    if (auto m = needUnit(s, 1 - side, p.value(QStringLiteral("target")), "target"))
        return m;
    if (!optionalIntIn(p, "targetAttack", 0, 99))
        return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                     "\"targetAttack\" must be a whole number from 0 to 99"));
    const int target = p.value(QStringLiteral("target")).toInt();
    const LwCard *t = s.card(s.armies[1 - side].units.at(target).card);
    if (!p.contains(QStringLiteral("targetAttack")) && (!t || !t->attack))
        return unknownAttack(s, 1 - side, target);
    if (!isDicePair(p.value(QStringLiteral("dice"))))
        return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                     "\"dice\" must be the two dice rolled, [attacker, "
                                     "defender]"));
    const QJsonValue shoot = p.value(QStringLiteral("shoot"));
    if (!shoot.isUndefined() && !shoot.isBool())
        return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "\"shoot\" must be true or false"));
    if (!optionalIntIn(p, "modifier", -99, 99))
        return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                     "\"modifier\" must be a whole number from -99 to 99"));
    return std::nullopt;
}

std::optional<Message> malformedTactics(const LwState &s, const QJsonObject &p)
{
    const QJsonValue tiles = p.value(QStringLiteral("tiles"));
    if (!tiles.isArray())
        return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                     "\"tiles\" must list the tactics tiles used (empty for "
                                     "none)"));
    for (const QJsonValue &v : tiles.toArray()) {
        const LwCard *c = v.isString() ? s.card(v.toString()) : nullptr;
        if (!c || !c->isTactic())
            return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                         "\"%1\" is not a tactics tile of this game's card set"),
                       {v.isString() ? v.toString() : QStringLiteral("?")});
    }
    return std::nullopt;
}

} // namespace

std::optional<Message> malformedStep(const LwState &s, const Step &step)
{
    const QJsonObject &p = step.payload;
    const QString &k = step.kind;
    if (step.actor < -1 || step.actor >= kSides)
        return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                     "The actor must be red (0), blue (1) or the table (-1)"));
    if (k == QLatin1String("deploy")) {
        const QString method = p.value(QStringLiteral("method")).toString();
        if (method != QLatin1String("dice") && method != QLatin1String("screen"))
            return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "\"method\" must be dice or screen"));
        if (p.contains(QStringLiteral("dice")) && !isDicePair(p.value(QStringLiteral("dice"))))
            return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                         "\"dice\" must be the two dice rolled, [red, blue]"));
        return std::nullopt;
    }
    if (k == QLatin1String("first-player")) {
        if (!isSide(p.value(QStringLiteral("side"))) ||
            !isSide(p.value(QStringLiteral("decidedBy"))))
            return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                         "\"side\" (who plays first) and \"decidedBy\" (who "
                                         "chose) must be 0 (red) or 1 (blue)"));
        if (p.contains(QStringLiteral("dice")) && !isDicePair(p.value(QStringLiteral("dice"))))
            return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                         "\"dice\" must be the two dice rolled, [red, blue]"));
        return std::nullopt;
    }
    if (k == QLatin1String("tactics"))
        return malformedTactics(s, p);
    if (k == QLatin1String("move") || k == QLatin1String("wait") || k == QLatin1String("castle") ||
        k == QLatin1String("place") || k == QLatin1String("remove-unit") ||
        k == QLatin1String("restore-unit")) {
        if (auto m = needUnit(s, stepSide(s, step), p.value(QStringLiteral("unit")), "unit"))
            return m;
        if (k == QLatin1String("restore-unit"))
            return badPosition(s, p, "at", false);
        if (k == QLatin1String("place"))
            return badPosition(s, p, "at", true);
        if (k == QLatin1String("move"))
            return badPosition(s, p, "to", false);
        if (k == QLatin1String("wait"))
            return badPosition(s, p, nullptr, false);
        return std::nullopt;
    }
    if (k == QLatin1String("attack"))
        return malformedAttack(s, step);
    if (k == QLatin1String("end-turn"))
        return std::nullopt;
    return bad(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Unknown step %1"), {k});
}

} // namespace kbz::lw::rules
