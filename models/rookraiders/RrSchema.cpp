// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// What each Rook & Raiders step holds (core/StepSchema.h), and the cards the "any step" form
// offers.
#include "RrSchema.h"
#include "RrState.h"

namespace kbz::rr {

namespace {

using F = FieldSchema;

F sq(const char *name, const char *source = "squares")
{
    return F::square(QString::fromLatin1(name), QString::fromLatin1(source));
}

// The figures a set-figures step may give, as a card of the library holds them.
QList<F> figureFields()
{
    QList<F> out = {
        F::card(QStringLiteral("card"), QStringLiteral("all-cards")).req(),
        F::dataName(QStringLiteral("name")),
        F::choice(QStringLiteral("type"), {QStringLiteral("unit"), QStringLiteral("monster")}),
    };
    const struct
    {
        const char *key;
        int min, max;
    } ints[] = {{"hp", 1, 99},   {"move", 0, 9},     {"modifier", -9, 9}, {"amount", 1, 9},
                {"times", 1, 9}, {"defence", 0, 99}, {"damage", 0, 9},    {"threat", -9, 99}};
    for (const auto &i : ints)
        out.append(F::integer(QString::fromLatin1(i.key), i.min, i.max).nullable());
    out << F::flag(QStringLiteral("levelUp"))
        << F::card(QStringLiteral("upgrade"), QStringLiteral("unit-cards")).nullable()
        << F::list(QStringLiteral("range"), F::list(QString(), F::integer(QString(), -9, 9), 2, 2))
               .nullable()
               .also({QStringLiteral("board")})
        << F::choice(QStringLiteral("skill"),
                     {QStringLiteral("dice"), QStringLiteral("fixed"), QStringLiteral("heal"),
                      QStringLiteral("bard"), QStringLiteral("attack"), QStringLiteral("special")})
               .nullable()
        << F::choice(QStringLiteral("targeting"),
                     {QStringLiteral("single"), QStringLiteral("area")})
               .nullable()
        << F::choice(QStringLiteral("colour"), {QStringLiteral("red"), QStringLiteral("blue")})
               .nullable();
    return out;
}

} // namespace

QList<StepSchema> stepSchemas()
{
    const QStringList commands = {QStringLiteral("advance"), QStringLiteral("ambush"),
                                  QStringLiteral("rest"), QStringLiteral("reward"),
                                  QStringLiteral("recruit")};
    const F at = sq("at", "units").req();
    const F bard = F::flag(QStringLiteral("bard"));
    const F dice = F::dice(QStringLiteral("dice"), 2, 1, 6);
    return {
        {QStringLiteral("setup-unit"),
         ActorRule::Seat,
         {F::card(QStringLiteral("card"), QStringLiteral("unit-cards")).req(), sq("to").req()}},
        {QStringLiteral("summon"),
         ActorRule::SeatOrTable,
         {F::choice(QStringLiteral("chip"),
                    {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")})
              .req(),
          F::card(QStringLiteral("monster"), QStringLiteral("monster-cards")).req(),
          F::list(QStringLiteral("boards"),
                  F::object(QString(), {F::seat(QStringLiteral("seat")).req(),
                                        sq("to").also({QStringLiteral("waiting")}).req()})),
          F::integer(QStringLiteral("deckLeft"), 0, 999)}},
        {QStringLiteral("deal-commands"),
         ActorRule::SeatOrTable,
         {F::list(QStringLiteral("row"), F::choice(QString(), commands), 5, 5).req()}},
        {QStringLiteral("pick-command"),
         ActorRule::Seat,
         {F::choice(QStringLiteral("command"), commands).req()}},
        {QStringLiteral("auto-command"), ActorRule::SeatOrTable, {}},
        {QStringLiteral("command-done"), ActorRule::SeatOrTable, {}},
        {QStringLiteral("move-unit"),
         ActorRule::Seat,
         {sq("from", "units").req(), sq("to").req(), F::flag(QStringLiteral("fullMove"))}},
        {QStringLiteral("attack"),
         ActorRule::Seat,
         {at, sq("target").req(), dice.req(), F::flag(QStringLiteral("willpower")), bard,
          F::list(QStringLiteral("rerolled"), dice), F::integer(QStringLiteral("modifier"), -9, 9),
          F::integer(QStringLiteral("defence"), 0, 99),
          F::integer(QStringLiteral("damage"), 0, 9)}},
        {QStringLiteral("fixed-damage"),
         ActorRule::Seat,
         {at,
          F::list(
              QStringLiteral("hits"),
              F::object(QString(), {sq("target").req(), F::integer(QStringLiteral("count"), 1, 9)}),
              1)
              .req(),
          F::integer(QStringLiteral("amount"), 0, 9), bard}},
        {QStringLiteral("heal"),
         ActorRule::Seat,
         {at,
          F::list(QStringLiteral("heals"),
                  F::object(QString(),
                            {sq("target").req(), F::integer(QStringLiteral("amount"), 1, 9)}),
                  1)
              .req(),
          bard}},
        {QStringLiteral("bard"), ActorRule::Seat, {at, sq("target").req(), bard}},
        {QStringLiteral("recruit"),
         ActorRule::Seat,
         {F::card(QStringLiteral("card"), QStringLiteral("unit-cards")).req(), sq("to").req(),
          F::choice(QStringLiteral("from"),
                    {QStringLiteral("hand"), QStringLiteral("mercenary")})}},
        {QStringLiteral("place-marker"), ActorRule::Seat, {at}},
        {QStringLiteral("remove-marker"), ActorRule::Seat, {at}},
        {QStringLiteral("level-up"),
         ActorRule::Seat,
         {at, F::card(QStringLiteral("card"), QStringLiteral("unit-cards"))}},
        {QStringLiteral("monster-act"),
         ActorRule::Seat,
         {sq("at", "monsters").req(),
          F::choice(QStringLiteral("action"),
                    {QStringLiteral("attack"), QStringLiteral("move"), QStringLiteral("stay")}),
          sq("to").also({QStringLiteral("castle")}), F::list(QStringLiteral("targets"), sq("")),
          F::integer(QStringLiteral("damage"), 0, 9),
          sq("bonusTo").also({QStringLiteral("castle")})}},
        {QStringLiteral("support"), ActorRule::Seat, {at}},
        {QStringLiteral("end-round"),
         ActorRule::SeatOrTable,
         {F::list(QStringLiteral("mercenaries"),
                  F::card(QString(), QStringLiteral("unit-cards")))}},
        {QStringLiteral("take-medal"),
         ActorRule::Seat,
         {F::integer(QStringLiteral("value"), 0, 99).req()}},
        {QStringLiteral("gain-gold"),
         ActorRule::Seat,
         {F::integer(QStringLiteral("amount"), -99, 99).req()}},
        {QStringLiteral("declare-victory"), ActorRule::Seat, {}},
        {QStringLiteral("player-defeated"), ActorRule::Seat, {}},
        {QStringLiteral("set-figures"), ActorRule::SeatOrTable, figureFields()},
        {QStringLiteral("adjust-cubes"),
         ActorRule::Seat,
         {sq("at", "pieces").req(), F::integer(QStringLiteral("delta"), -99, 99).req()}},
    };
}

QList<SchemaChoice> schemaChoices(const RrState &s, const QString &source, int seat)
{
    QList<SchemaChoice> out;
    // The squares of the seat's units, monsters or both ("B4", named by the card on it).
    const bool units = source == QLatin1String("units") || source == QLatin1String("pieces");
    const bool monsters = source == QLatin1String("monsters") || source == QLatin1String("pieces");
    if ((units || monsters) && seat >= 0 && seat < s.players.size()) {
        const RrPlayer &p = s.players.at(seat);
        for (const QList<RrPiece> *pieces :
             {units ? &p.units : nullptr, monsters ? &p.monsters : nullptr})
            for (const RrPiece &piece : pieces ? *pieces : QList<RrPiece>{})
                out.append(SchemaChoice{QJsonValue(piece.at.name()), s.cardName(piece.card)});
        return out;
    }
    if (!s.cards)
        return out;
    const bool unitCards = source == QLatin1String("unit-cards");
    const bool monsterCards = source == QLatin1String("monster-cards");
    if (!unitCards && !monsterCards && source != QLatin1String("all-cards"))
        return out;
    for (const RrCard &c : s.cards->cards())
        if ((!unitCards || c.type == CardType::Unit) &&
            (!monsterCards || c.type == CardType::Monster))
            out.append(SchemaChoice{QJsonValue(c.id), c.name});
    return out;
}

} // namespace kbz::rr
