// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// What each Lords of War step holds (core/StepSchema.h), and the cards and units the "any step"
// form offers.
#include "LowSchema.h"
#include "LowState.h"

namespace kbz::low {

QList<StepSchema> stepSchemas()
{
    using F = FieldSchema;
    const F unit = F::unit(QString(), QStringLiteral("units"));
    const auto named = [](F f, const char *name) {
        f.name = QString::fromLatin1(name);
        return f;
    };
    return {
        {QStringLiteral("place"),
         ActorRule::Seat,
         {F::card(QStringLiteral("card"), QStringLiteral("deck-cards")).req(),
          F::squareXy(QStringLiteral("at"), QStringLiteral("squares")).req(),
          F::list(QStringLiteral("shownHand"), F::card(QString(), QStringLiteral("deck-cards")))}},
        {QStringLiteral("resolve"),
         ActorRule::Seat,
         {F::list(QStringLiteral("shots"),
                  F::object(QString(), {named(unit, "from").req(), named(unit, "target").req()})),
          F::list(QStringLiteral("destroyed"), unit)}},
        {QStringLiteral("berserker-move"),
         ActorRule::Seat,
         {named(unit, "unit").req(),
          F::squareXy(QStringLiteral("to"), QStringLiteral("squares")).req()}},
        {QStringLiteral("draw"), ActorRule::Seat, {F::integer(QStringLiteral("count"), 0, 99)}},
        {QStringLiteral("recall"), ActorRule::Seat, {named(unit, "unit").req()}},
    };
}

QList<SchemaChoice> schemaChoices(const LowState &s, const QString &source, int seat)
{
    QList<SchemaChoice> out;
    if (source == QLatin1String("units")) {
        for (const LowUnit &u : s.units) {
            const LocalizedName n = s.cardName(u.card);
            const QString owner = s.players.value(u.owner).name;
            const LocalizedName label{
                QStringLiteral("%1 %2 (%3)").arg(squareName(u.at), n.text(Lang::En), owner),
                QStringLiteral("%1 %2（%3）").arg(squareName(u.at), n.text(Lang::Ja), owner)};
            out.append(SchemaChoice{QJsonValue(u.uid), label});
        }
    } else if (source == QLatin1String("deck-cards") && s.cards) {
        const QString army = s.players.value(seat).army;
        for (const LowCard &c : s.cards->cards())
            if (seat < 0 || army.isEmpty() || c.army == army)
                out.append(SchemaChoice{QJsonValue(c.id), c.name});
    }
    return out;
}

} // namespace kbz::low
