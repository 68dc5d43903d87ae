// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// What each Lethal Checkmate step holds (core/StepSchema.h), and the cards the "any step" form
// offers.
#include "LcSchema.h"
#include "LcState.h"

namespace kbz::lc {

QList<StepSchema> stepSchemas()
{
    using F = FieldSchema;
    const F offset = F::list(QStringLiteral("offset"), F::integer(QString()), 2, 2);
    const QList<F> play = {F::card(QStringLiteral("card"), QStringLiteral("cards")).req(),
                           F::square(QStringLiteral("to"), QStringLiteral("squares")), offset,
                           F::integer(QStringLiteral("swapWith"), 0, 2)};
    QList<F> escape = play;
    escape[0].required = false; // {"pass":true} has no card
    escape.append(F::flag(QStringLiteral("pass")));
    const F cards = F::list(QStringLiteral("cards"), F::card(QString()));
    return {
        {QStringLiteral("place-piece"),
         ActorRule::Seat,
         {F::square(QStringLiteral("square"), QStringLiteral("squares")).req()}},
        {QStringLiteral("play-card"), ActorRule::Seat, play},
        {QStringLiteral("escape"), ActorRule::Seat, escape},
        {QStringLiteral("take-damage"), ActorRule::SeatOrTable, {F::seat(QStringLiteral("seat"))}},
        {QStringLiteral("declare-lethal"), ActorRule::Seat, {}},
        {QStringLiteral("rotate"), ActorRule::SeatOrTable, {}},
        {QStringLiteral("end-turn"),
         ActorRule::Seat,
         {F::flag(QStringLiteral("revealedHand")),
          F::list(QStringLiteral("hand"), F::card(QString()))}},
        {QStringLiteral("refill"),
         ActorRule::SeatOrTable,
         {F::list(QStringLiteral("players"),
                  F::object(QString(), {cards, F::integer(QStringLiteral("count"), 0, 99)}), 2, 2)
              .req()}},
        {QStringLiteral("reveal-top"), ActorRule::Seat, {F::card(QStringLiteral("card")).req()}},
        {QStringLiteral("identify"), ActorRule::Seat, {cards.req()}},
    };
}

QList<SchemaChoice> schemaChoices(const LcState &s, const QString &source)
{
    QList<SchemaChoice> out;
    if (source == QLatin1String("cards") && s.cards)
        for (const LcCard &c : s.cards->cards())
            out.append(SchemaChoice{QJsonValue(c.id), c.name});
    return out;
}

} // namespace kbz::lc
