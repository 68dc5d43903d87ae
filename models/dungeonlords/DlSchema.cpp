// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// What each Dungeon Lords step holds (core/StepSchema.h), and the tiles, monsters and
// adventurers the "any step" form offers.
#include "DlSchema.h"
#include "DlRules.h"
#include "DlState.h"

namespace kbz::dl {

namespace {

using F = FieldSchema;

F named(F f, const char *name)
{
    f.name = QString::fromLatin1(name);
    return f;
}

F count(const char *name, int min = 0)
{
    return F::integer(QString::fromLatin1(name), min, 999);
}

QStringList monsterCodes()
{
    return {QStringLiteral("goblin"), QStringLiteral("slime"),   QStringLiteral("troll"),
            QStringLiteral("witch"),  QStringLiteral("vampire"), QStringLiteral("golem"),
            QStringLiteral("dragon"), QStringLiteral("demon"),   QStringLiteral("ghost")};
}

QStringList trapCodes()
{
    return {QStringLiteral("rolling-boulder"), QStringLiteral("pendulum"),
            QStringLiteral("trap-door"),       QStringLiteral("poisoned-dart"),
            QStringLiteral("anti-magic-dart"), QStringLiteral("cursed-ring"),
            QStringLiteral("fire-wall"),       QStringLiteral("kamikaze-imp"),
            QStringLiteral("poisoned-meal")};
}

QList<F> adventurerFields()
{
    return {F::choice(QStringLiteral("class"),
                      {QStringLiteral("warrior"), QStringLiteral("thief"), QStringLiteral("priest"),
                       QStringLiteral("wizard"), QStringLiteral("paladin")})
                .req(),
            count("level", 1),
            count("hp", 1),
            count("damage"),
            count("skills"),
            F::integer(QStringLiteral("year"), 0, 2)};
}

// [{"target": party index, "amount": n}]
F hits(const char *name)
{
    const F list = F::list(
        QString::fromLatin1(name),
        F::object(QString(), {F::unit(QStringLiteral("target"), QStringLiteral("party")).req(),
                              count("amount").req()}));
    // The rulebook's word for healing in this game (step 5).
    return qstrcmp(name, "heals") == 0
               ? list.labelled("kbz::dl::DlEngine",
                               QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Healing"))
               : list;
}

F resources()
{
    return F::object(QStringLiteral("pay"), {count("gold"), count("food"), count("imps")});
}

} // namespace

QList<StepSchema> stepSchemas()
{
    const F adventurer = F::object(QString(), adventurerFields());
    QList<F> paladin = adventurerFields();
    paladin[0].required = false; // the class defaults to paladin
    paladin.append(F::seat(QStringLiteral("at")));
    const F player = F::object(
        QString(),
        {F::list(
             QStringLiteral("tiles"),
             F::object(QString(), {F::choice(QStringLiteral("kind"),
                                             {QStringLiteral("tunnel"), QStringLiteral("room")})
                                       .req(),
                                   count("distance").req(), F::flag(QStringLiteral("conquered")),
                                   F::text(QStringLiteral("name"))})),
         F::list(QStringLiteral("party"), adventurer),
         F::list(QStringLiteral("prisoners"), adventurer),
         F::list(QStringLiteral("monsters"),
                 F::object(QString(), {F::choice(QStringLiteral("kind"), monsterCodes()).req(),
                                       F::flag(QStringLiteral("used")),
                                       F::choice(QStringLiteral("sacrificed"), monsterCodes())})),
         F::list(QStringLiteral("traps"), F::choice(QString(), trapCodes())), count("gold"),
         count("food"), count("imps"), count("evil", -999), count("unpaidTaxes")});
    const F change = F::integer(QString(), -999, 999);
    QList<F> values;
    for (const char *k : {"room", "monster", "prisoner", "paladinPrisoner", "conquered",
                          "unpaidTax", "titleSole", "titleTied"})
        values.append(named(change, k));
    QList<F> sheet;
    for (const char *k : {"rooms", "tunnels", "monsters", "prisoners", "paladins", "conquered",
                          "unpaidTaxes", "evil", "imps", "goldFood", "unconquered"})
        sheet.append(count(k));
    sheet.append(named(change, "extra"));
    sheet.append(
        F::object(QStringLiteral("titles"), {F::list(QStringLiteral("sole"), F::text(QString())),
                                             F::list(QStringLiteral("tied"), F::text(QString()))}));
    const F party = F::unit(QString(), QStringLiteral("party"));
    return {
        {QStringLiteral("year"),
         ActorRule::SeatOrTable,
         {F::integer(QStringLiteral("year"), 1, 2).req(), F::seat(QStringLiteral("startPlayer")),
          F::list(QStringLiteral("players"), player).req(),
          F::object(QStringLiteral("paladin"), paladin)}},
        {QStringLiteral("plan"),
         ActorRule::Seat,
         {F::unit(QStringLiteral("tile"), QStringLiteral("tiles")).req(),
          F::choice(QStringLiteral("trap"), trapCodes()).nullable(),
          F::list(QStringLiteral("monsters"), F::unit(QString(), QStringLiteral("monsters")))}},
        {QStringLiteral("release"),
         ActorRule::Seat,
         {F::unit(QStringLiteral("prisoner"), QStringLiteral("prisoners")).req()}},
        {QStringLiteral("reveal"),
         ActorRule::SeatOrTable,
         {count("fatigue").req(), F::flag(QStringLiteral("lightning")),
          F::flag(QStringLiteral("crystal")),
          F::choice(QStringLiteral("spell"),
                    {QStringLiteral("heal"), QStringLiteral("heal-all"), QStringLiteral("freeze"),
                     QStringLiteral("damage-front"), QStringLiteral("other")}),
          F::text(QStringLiteral("text")),
          F::choice(QStringLiteral("from"), {QStringLiteral("fewer"), QStringLiteral("more")})}},
        {QStringLiteral("trap"),
         ActorRule::Seat,
         {hits("hits"), resources(), F::flag(QStringLiteral("skipConquest")), hits("delayed"),
          named(party, "silence"), named(party, "target")}},
        {QStringLiteral("magic"),
         ActorRule::Seat,
         {F::choice(QStringLiteral("when"), {QStringLiteral("early"), QStringLiteral("late")})
              .req(),
          hits("hits"), hits("heals"),
          F::list(QStringLiteral("cancel"), F::unit(QString(), QStringLiteral("monsters"))),
          count("amount"), F::text(QStringLiteral("note"))}},
        {QStringLiteral("attack"),
         ActorRule::Seat,
         {F::unit(QStringLiteral("monster"), QStringLiteral("monsters")).req(),
          F::choice(QStringLiteral("option"),
                    {QStringLiteral("normal"), QStringLiteral("all"),
                     QStringLiteral("skip-conquest"), QStringLiteral("fed"),
                     QStringLiteral("two-chosen"), QStringLiteral("strong"),
                     QStringLiteral("reuse"), QStringLiteral("chosen")}),
          F::list(QStringLiteral("targets"), party), hits("hits")}},
        {QStringLiteral("heal"), ActorRule::Seat, {hits("heals")}},
        {QStringLiteral("conquest"),
         ActorRule::Seat,
         {hits("hits"), F::flag(QStringLiteral("conquered"))}},
        {QStringLiteral("adjust"),
         ActorRule::Seat,
         {hits("hits"), hits("heals"), named(change, "gold"), named(change, "food"),
          named(change, "imps"), named(change, "evil"), named(change, "unpaidTaxes"),
          F::text(QStringLiteral("note"))}},
        {QStringLiteral("paladin"), ActorRule::SeatOrTable, {F::seat(QStringLiteral("to")).req()}},
        {QStringLiteral("score"),
         ActorRule::SeatOrTable,
         {F::object(QStringLiteral("values"), values),
          F::list(QStringLiteral("players"), F::object(QString(), sheet))}},
    };
}

QList<SchemaChoice> schemaChoices(const DlState &s, const QString &source, int seat)
{
    QList<SchemaChoice> out;
    if (seat < 0 || seat >= s.players.size())
        return out;
    const DlPlayer &p = s.players.at(seat);
    if (source == QLatin1String("tiles")) {
        for (int i = 0; i < p.tiles.size(); ++i)
            out.append(SchemaChoice{QJsonValue(i), tileName(p, i)});
    } else if (source == QLatin1String("monsters")) {
        for (int i = 0; i < p.monsters.size(); ++i)
            out.append(SchemaChoice{QJsonValue(i), monsterName(p.monsters.at(i).kind)});
    } else if (source == QLatin1String("party")) {
        for (int i = 0; i < p.party.size(); ++i)
            out.append(SchemaChoice{QJsonValue(i), adventurerName(p.party, i)});
    } else if (source == QLatin1String("prisoners")) {
        for (int i = 0; i < p.prisoners.size(); ++i)
            out.append(SchemaChoice{QJsonValue(i), adventurerName(p.prisoners, i)});
    }
    return out;
}

} // namespace kbz::dl
