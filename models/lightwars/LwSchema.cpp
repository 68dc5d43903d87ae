// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// What each Light Wars step holds (core/StepSchema.h), and the units and tiles the "any step"
// form offers.
#include "LwSchema.h"
#include "LwRules.h"
#include "LwState.h"

namespace kbz::lw {

QList<StepSchema> stepSchemas()
{
    using F = FieldSchema;
    const QStringList dirs = {QStringLiteral("n"), QStringLiteral("e"), QStringLiteral("s"),
                              QStringLiteral("w")};
    const F facing = F::choice(QStringLiteral("facing"), dirs);
    const F unit = F::unit(QStringLiteral("unit"), QStringLiteral("own-units")).req();
    const F dice = F::dice(QStringLiteral("dice"), 2, -99, 99);
    const F square = F::square(QString(), QStringLiteral("squares"));
    const auto named = [](F f, const char *name) {
        f.name = QString::fromLatin1(name);
        return f;
    };
    return {
        {QStringLiteral("deploy"),
         ActorRule::SeatOrTable,
         {F::choice(QStringLiteral("method"), {QStringLiteral("dice"), QStringLiteral("screen")})
              .req(),
          dice}},
        {QStringLiteral("place"),
         ActorRule::SeatOrTable,
         {unit, named(square, "at").req(), facing.req()}},
        {QStringLiteral("first-player"),
         ActorRule::SeatOrTable,
         {F::seat(QStringLiteral("side")).req(), F::seat(QStringLiteral("decidedBy")).req(), dice}},
        {QStringLiteral("tactics"),
         ActorRule::SeatOrTable,
         {F::list(QStringLiteral("tiles"), F::card(QString(), QStringLiteral("tactics"))).req()}},
        {QStringLiteral("move"), ActorRule::SeatOrTable, {unit, named(square, "to"), facing}},
        {QStringLiteral("wait"), ActorRule::SeatOrTable, {unit, facing}},
        {QStringLiteral("attack"),
         ActorRule::SeatOrTable,
         {F::list(QStringLiteral("attackers"),
                  F::object(QString(),
                            {unit,
                             F::choice(QStringLiteral("facing"),
                                       {QStringLiteral("front"), QStringLiteral("side"),
                                        QStringLiteral("rear")})
                                 .req(),
                             F::integer(QStringLiteral("attack"), 0, 99), named(square, "at")}),
                  1)
              .req(),
          F::unit(QStringLiteral("target"), QStringLiteral("enemy-units")).req(), dice.req(),
          F::flag(QStringLiteral("shoot")), F::integer(QStringLiteral("modifier"), -99, 99),
          F::integer(QStringLiteral("targetAttack"), 0, 99)}},
        {QStringLiteral("castle"), ActorRule::SeatOrTable, {unit}},
        {QStringLiteral("end-turn"), ActorRule::SeatOrTable, {}},
        // Corrections (issue 35): a unit removed or put back otherwise than an attack's dice
        // gave (lw.overview.corrections); the actor is the side whose unit it is.
        {QStringLiteral("remove-unit"),
         ActorRule::SeatOrTable,
         {unit, F::text(QStringLiteral("note"))}},
        {QStringLiteral("restore-unit"),
         ActorRule::SeatOrTable,
         {unit, named(square, "at"), facing, F::text(QStringLiteral("note"))}},
    };
}

QList<SchemaChoice> schemaChoices(const LwState &s, const QString &source, int seat)
{
    QList<SchemaChoice> out;
    const int side = seat >= 0 && seat < kSides ? seat : (s.active >= 0 ? s.active : 0);
    if (source == QLatin1String("own-units") || source == QLatin1String("enemy-units")) {
        const int of = source == QLatin1String("own-units") ? side : 1 - side;
        for (int i = 0; i < s.armies[of].units.size(); ++i)
            out.append(SchemaChoice{QJsonValue(i), rules::sideUnitName(s, of, i)});
    } else if (source == QLatin1String("tactics")) {
        for (const QString &id : s.armies[side].tactics)
            if (const LwCard *c = s.card(id))
                out.append(SchemaChoice{QJsonValue(id), c->name});
    }
    return out;
}

} // namespace kbz::lw
