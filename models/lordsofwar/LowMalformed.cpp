// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// malformed(): the only refusal. A step whose payload cannot be understood at all (unknown
// kind, missing or mistyped field, unknown card or unit, actor out of range).
#include "LowInternal.h"

#include <QJsonArray>

namespace kbz::low {

namespace {

bool isInt(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == double(v.toInt());
}

std::optional<Message> needField(const char *field)
{
    return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                        "The field \"%1\" is missing or has the wrong type"),
                      {QString::fromLatin1(field)});
}

std::optional<Message> unknownUnit(const QJsonValue &v)
{
    return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "There is no unit %1 on the mat"),
                      {arg(v.toInt())});
}

std::optional<Message> unknownCard(const QString &id)
{
    return lowMessage(
        QT_TRANSLATE_NOOP("kbz::low::LowEngine", "The card \"%1\" is not in this game's card set"),
        {id});
}

// An optional or required unit uid field that must name a unit on the mat.
std::optional<Message> checkUnitField(const LowState &s, const QJsonObject &p, const char *field)
{
    const QJsonValue v = p.value(QLatin1String(field));
    if (!isInt(v))
        return needField(field);
    if (!s.unit(v.toInt()))
        return unknownUnit(v);
    return std::nullopt;
}

std::optional<Message> checkPlace(const LowState &s, const QJsonObject &p)
{
    const QJsonValue card = p.value(QStringLiteral("card"));
    if (!card.isString() || card.toString().isEmpty())
        return needField("card");
    if (!s.card(card.toString()))
        return unknownCard(card.toString());
    if (!squareFromJson(p.value(QStringLiteral("at"))))
        return needField("at");
    if (p.contains(QStringLiteral("shownHand"))) {
        const QJsonValue shown = p.value(QStringLiteral("shownHand"));
        if (!shown.isArray())
            return needField("shownHand");
        for (const QJsonValue &v : shown.toArray()) {
            if (!v.isString())
                return needField("shownHand");
            if (!s.card(v.toString()))
                return unknownCard(v.toString());
        }
    }
    return std::nullopt;
}

std::optional<Message> checkResolve(const LowState &s, const QJsonObject &p)
{
    if (p.contains(QStringLiteral("shots"))) {
        const QJsonValue shots = p.value(QStringLiteral("shots"));
        if (!shots.isArray())
            return needField("shots");
        for (const QJsonValue &v : shots.toArray()) {
            if (!v.isObject())
                return needField("shots");
            const QJsonObject shot = v.toObject();
            if (auto m = checkUnitField(s, shot, "from"))
                return m;
            if (auto m = checkUnitField(s, shot, "target"))
                return m;
        }
    }
    if (p.contains(QStringLiteral("destroyed"))) {
        const QJsonValue destroyed = p.value(QStringLiteral("destroyed"));
        if (!destroyed.isArray())
            return needField("destroyed");
        for (const QJsonValue &v : destroyed.toArray()) {
            if (!isInt(v))
                return needField("destroyed");
            if (!s.unit(v.toInt()))
                return unknownUnit(v);
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Message> malformedStep(const LowState &s, const Step &step)
{
    if (step.actor < 0 || step.actor >= s.players.size())
        return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                            "Seat %1 does not exist: this game has %2 players"),
                          {arg(step.actor + 1), arg(int(s.players.size()))});
    const QJsonObject &p = step.payload;
    const QString &k = step.kind;
    if (k == QLatin1String("place"))
        return checkPlace(s, p);
    if (k == QLatin1String("resolve"))
        return checkResolve(s, p);
    if (k == QLatin1String("berserker-move")) {
        if (auto m = checkUnitField(s, p, "unit"))
            return m;
        if (!squareFromJson(p.value(QStringLiteral("to"))))
            return needField("to");
        return std::nullopt;
    }
    if (k == QLatin1String("draw")) {
        if (p.contains(QStringLiteral("count"))) {
            const QJsonValue count = p.value(QStringLiteral("count"));
            if (!isInt(count) || count.toInt() < 0)
                return needField("count");
        }
        return std::nullopt;
    }
    if (k == QLatin1String("recall"))
        return checkUnitField(s, p, "unit");
    return lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Unknown step kind \"%1\""), {k});
}

QList<rules::Shot> shotsOf(const QJsonObject &payload)
{
    QList<rules::Shot> out;
    for (const QJsonValue &v : payload.value(QStringLiteral("shots")).toArray()) {
        const QJsonObject o = v.toObject();
        out.append(
            {o.value(QStringLiteral("from")).toInt(), o.value(QStringLiteral("target")).toInt()});
    }
    return out;
}

QList<int> destroyedOf(const QJsonObject &payload, const rules::CombatReport &engineResult)
{
    if (!payload.contains(QStringLiteral("destroyed")))
        return engineResult.destroyed;
    QList<int> out;
    for (const QJsonValue &v : payload.value(QStringLiteral("destroyed")).toArray())
        if (!out.contains(v.toInt()))
            out.append(v.toInt());
    return out;
}

int drawCountOf(const QJsonObject &payload)
{
    return payload.contains(QStringLiteral("count"))
               ? payload.value(QStringLiteral("count")).toInt()
               : 1;
}

LocalizedName unitLabel(const LowState &s, const LowUnit &u)
{
    const LocalizedName n = s.cardName(u.card);
    const QString sq = squareName(u.at);
    return {QStringLiteral("%1 (%2)").arg(n.text(Lang::En), sq),
            QStringLiteral("%1（%2）").arg(n.text(Lang::Ja), sq)};
}

QString playerName(const LowState &s, int seat)
{
    return s.players.value(seat).name;
}

} // namespace kbz::low
