// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// malformed(): what is structurally wrong with a step (the only refusal). Indices are checked
// against the state as it stands: the acting player's party, tiles, monsters and prisoners.
#include "DlInternal.h"
#include "DlScore.h"

#include <QJsonArray>
#include <QSet>

namespace kbz::dl::rules {

namespace {

using Problem = std::optional<Message>;

Message bad(const char *text, QList<MessageArg> args = {})
{
    return dlMessage(text, std::move(args));
}

MessageArg key(const char *k)
{
    return QString::fromLatin1(k);
}

bool isInt(const QJsonValue &v)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return d >= -1e6 && d <= 1e6 && d == static_cast<double>(static_cast<int>(d));
}

bool isIntIn(const QJsonValue &v, int min, int max)
{
    return isInt(v) && v.toInt() >= min && v.toInt() <= max;
}

Problem needIndex(const QJsonValue &v, const char *k, int count)
{
    if (isIntIn(v, 0, count - 1))
        return std::nullopt;
    if (count == 0)
        return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"%1\" names an entry of an empty list"),
                   {key(k)});
    return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"%1\" must be a whole number from 0 to %2"),
               {key(k), arg(count - 1)});
}

Problem optionalIndex(const QJsonObject &o, const char *k, int count)
{
    const QJsonValue v = o.value(QLatin1String(k));
    return v.isUndefined() ? std::nullopt : needIndex(v, k, count);
}

Problem optionalCount(const QJsonObject &o, const char *k, bool signedOk = false)
{
    const QJsonValue v = o.value(QLatin1String(k));
    if (v.isUndefined() || isIntIn(v, signedOk ? -999 : 0, 999))
        return std::nullopt;
    if (signedOk)
        return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"%1\" must be a whole number"),
                   {key(k)});
    return bad(
        QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"%1\" must be a whole number of at least 0"),
        {key(k)});
}

Problem optionalBool(const QJsonObject &o, const char *k)
{
    const QJsonValue v = o.value(QLatin1String(k));
    if (v.isUndefined() || v.isBool())
        return std::nullopt;
    return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"%1\" must be true or false"), {key(k)});
}

Problem optionalString(const QJsonObject &o, const char *k)
{
    const QJsonValue v = o.value(QLatin1String(k));
    if (v.isUndefined() || v.isString())
        return std::nullopt;
    return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"%1\" must be a text"), {key(k)});
}

// A list of distinct indices into a list of `count` entries.
Problem optionalIndexList(const QJsonObject &o, const char *k, int count)
{
    const QJsonValue v = o.value(QLatin1String(k));
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isArray())
        return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"%1\" must be a list of indices"),
                   {key(k)});
    QSet<int> seen;
    for (const QJsonValue &x : v.toArray()) {
        if (auto m = needIndex(x, k, count))
            return m;
        if (seen.contains(x.toInt()))
            return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"%1\" lists %2 twice"),
                       {key(k), arg(x.toInt())});
        seen.insert(x.toInt());
    }
    return std::nullopt;
}

// [{"target": partyIndex, "amount": n}]
Problem optionalHits(const QJsonObject &o, const char *k, int partySize)
{
    const QJsonValue v = o.value(QLatin1String(k));
    if (v.isUndefined())
        return std::nullopt;
    const Message shape = bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                "\"%1\" must be a list of {\"target\": party "
                                                "index, \"amount\": whole number of at least 0}"),
                              {key(k)});
    if (!v.isArray())
        return shape;
    for (const QJsonValue &x : v.toArray()) {
        const QJsonObject h = x.toObject();
        if (!x.isObject() || !isIntIn(h.value(QStringLiteral("amount")), 0, 999))
            return shape;
        if (auto m = needIndex(h.value(QStringLiteral("target")), "target", partySize))
            return m;
    }
    return std::nullopt;
}

int actorSeat(const DlState &s, const Step &step)
{
    return step.actor >= 0 && step.actor < s.players.size() ? step.actor : -1;
}

Problem needActor(const DlState &s, const Step &step)
{
    if (actorSeat(s, step) >= 0)
        return std::nullopt;
    return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                 "This step is a player's: the actor must be a seat from 0 to %1"),
               {arg(int(s.players.size()) - 1)});
}

Problem malformedAdventurer(const QJsonValue &v, const char *k)
{
    if (v.isObject() && adventurerFromJson(v.toObject()))
        return std::nullopt;
    return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                 "\"%1\" must hold adventurers: {\"class\": warrior, thief, "
                                 "priest, wizard or paladin, \"hp\" at least 1, \"level\", "
                                 "\"damage\", \"skills\", \"year\" whole numbers of at least 0}"),
               {key(k)});
}

Problem malformedAdventurers(const QJsonObject &o, const char *k, bool required)
{
    const QJsonValue v = o.value(QLatin1String(k));
    if (v.isUndefined() && !required)
        return std::nullopt;
    if (!v.isArray())
        return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"%1\" must be a list of adventurers"),
                   {key(k)});
    for (const QJsonValue &a : v.toArray())
        if (auto m = malformedAdventurer(a, k))
            return m;
    return std::nullopt;
}

Problem malformedYearPlayer(const QJsonObject &p)
{
    const QJsonValue tiles = p.value(QStringLiteral("tiles"));
    if (!tiles.isArray())
        return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"tiles\" must be a list of tiles"));
    for (const QJsonValue &t : tiles.toArray()) {
        const QJsonObject o = t.toObject();
        if (!t.isObject() || !tileKindFromCode(o.value(QStringLiteral("kind")).toString()))
            return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                         "Each tile must be {\"kind\": \"tunnel\" or \"room\", "
                                         "\"distance\": n}"));
        if (!isIntIn(o.value(QStringLiteral("distance")), 0, 999))
            return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                         "A tile's \"distance\" must be a whole number of at "
                                         "least 0"));
        if (auto m = optionalBool(o, "conquered"))
            return m;
        if (auto m = optionalString(o, "name"))
            return m;
    }
    if (auto m = malformedAdventurers(p, "party", true))
        return m;
    if (auto m = malformedAdventurers(p, "prisoners", false))
        return m;
    const QJsonValue monsters = p.value(QStringLiteral("monsters"));
    if (!monsters.isUndefined() && !monsters.isArray())
        return bad(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"monsters\" must be a list of monsters"));
    for (const QJsonValue &m : monsters.toArray()) {
        const QJsonObject o = m.toObject();
        if (!m.isObject() || !monsterKindFromCode(o.value(QStringLiteral("kind")).toString()))
            return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                         "Each monster must be {\"kind\": goblin, slime, troll, "
                                         "witch, vampire, golem, dragon, demon or ghost}"));
        if (auto e = optionalBool(o, "used"))
            return e;
        const QJsonValue sac = o.value(QStringLiteral("sacrificed"));
        if (!sac.isUndefined() && !monsterKindFromCode(sac.toString()))
            return bad(
                QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"sacrificed\" must be a monster kind"));
    }
    const QJsonValue traps = p.value(QStringLiteral("traps"));
    if (!traps.isUndefined() && !traps.isArray())
        return bad(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"traps\" must be a list of trap kinds"));
    for (const QJsonValue &t : traps.toArray())
        if (!trapKindFromCode(t.toString()))
            return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Unknown trap kind: %1"),
                       {t.toVariant().toString()});
    for (const char *k : {"gold", "food", "imps", "evil", "unpaidTaxes"})
        if (auto m = optionalCount(p, k, k == std::string_view("evil")))
            return m;
    return std::nullopt;
}

Problem malformedYear(const DlState &s, const QJsonObject &p)
{
    const int n = static_cast<int>(s.players.size());
    if (!isIntIn(p.value(QStringLiteral("year")), 1, 2))
        return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"year\" must be 1 or 2"));
    if (auto m = optionalIndex(p, "startPlayer", n))
        return m;
    const QJsonValue players = p.value(QStringLiteral("players"));
    if (!players.isArray() || players.toArray().size() != n)
        return bad(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"players\" must list one entry per seat (%1)"),
            {arg(n)});
    for (const QJsonValue &v : players.toArray()) {
        if (!v.isObject())
            return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                         "\"players\" must list one entry per seat (%1)"),
                       {arg(n)});
        if (auto m = malformedYearPlayer(v.toObject()))
            return m;
    }
    const QJsonValue paladin = p.value(QStringLiteral("paladin"));
    if (!paladin.isUndefined() && !paladin.isNull()) {
        QJsonObject o = paladin.toObject();
        if (!o.contains(QStringLiteral("class")))
            o.insert(QStringLiteral("class"), QStringLiteral("paladin"));
        if (auto m = malformedAdventurer(paladin.isObject() ? QJsonValue(o) : paladin, "paladin"))
            return m;
        if (auto m = optionalIndex(o, "at", n))
            return m;
    }
    return std::nullopt;
}

Problem malformedPlan(const DlPlayer &pl, const QJsonObject &p)
{
    if (auto m = needIndex(p.value(QStringLiteral("tile")), "tile", int(pl.tiles.size())))
        return m;
    const QJsonValue trap = p.value(QStringLiteral("trap"));
    if (!trap.isUndefined() && !trap.isNull() && !trapKindFromCode(trap.toString()))
        return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Unknown trap kind: %1"),
                   {trap.toVariant().toString()});
    return optionalIndexList(p, "monsters", int(pl.monsters.size()));
}

Problem malformedReveal(const QJsonObject &p)
{
    if (!isIntIn(p.value(QStringLiteral("fatigue")), 0, 99))
        return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                     "\"fatigue\" must be a whole number of at least 0"));
    for (const char *k : {"lightning", "crystal"})
        if (auto m = optionalBool(p, k))
            return m;
    if (auto m = optionalString(p, "text"))
        return m;
    if (const QJsonValue from = p.value(QStringLiteral("from"));
        !from.isUndefined() && from != QLatin1String("fewer") && from != QLatin1String("more"))
        return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                     "\"from\" must be \"fewer\" or \"more\" (the end of the "
                                     "row of combat cards the card was taken from)"));
    const QJsonValue spell = p.value(QStringLiteral("spell"));
    if (spell.isUndefined() || spell.isNull() || spell.toString().isEmpty())
        return std::nullopt;
    if (!spell.isString())
        return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"%1\" must be a text"), {key("spell")});
    for (const Spell &sp : spells())
        if (spell.toString() == QLatin1String(sp.id))
            return std::nullopt;
    return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Unknown spell: %1"), {spell.toString()});
}

Problem malformedTrap(const DlPlayer &pl, const QJsonObject &p)
{
    const int party = static_cast<int>(pl.party.size());
    for (const char *k : {"hits", "delayed"})
        if (auto m = optionalHits(p, k, party))
            return m;
    if (auto m = optionalBool(p, "skipConquest"))
        return m;
    for (const char *k : {"silence", "target"})
        if (auto m = optionalIndex(p, k, party))
            return m;
    const QJsonValue pay = p.value(QStringLiteral("pay"));
    if (pay.isUndefined())
        return std::nullopt;
    if (!pay.isObject())
        return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                     "\"pay\" must be {\"gold\": n, \"food\": n, \"imps\": n}"));
    for (const char *k : {"gold", "food", "imps"})
        if (auto m = optionalCount(pay.toObject(), k))
            return m;
    return std::nullopt;
}

Problem malformedMagic(const DlPlayer &pl, const QJsonObject &p)
{
    const QString when = p.value(QStringLiteral("when")).toString();
    if (when != QLatin1String("early") && when != QLatin1String("late"))
        return bad(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"when\" must be \"early\" or \"late\""));
    const int party = static_cast<int>(pl.party.size());
    for (const char *k : {"hits", "heals"})
        if (auto m = optionalHits(p, k, party))
            return m;
    if (auto m = optionalIndexList(p, "cancel", int(pl.monsters.size())))
        return m;
    if (auto m = optionalCount(p, "amount"))
        return m;
    return optionalString(p, "note");
}

Problem malformedAttack(const DlPlayer &pl, const QJsonObject &p)
{
    if (auto m = needIndex(p.value(QStringLiteral("monster")), "monster", int(pl.monsters.size())))
        return m;
    const MonsterKind kind = pl.monsters.at(p.value(QStringLiteral("monster")).toInt()).kind;
    const QJsonValue option = p.value(QStringLiteral("option"));
    if (!option.isUndefined() && !option.isNull()) {
        const QStringList options = monsterOptions(kind);
        if (!option.isString() || (!options.isEmpty() && !options.contains(option.toString())))
            return bad(
                QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"option\" must be one of the %1's: %2"),
                {monsterName(kind), options.join(QStringLiteral(", "))});
    }
    const int party = static_cast<int>(pl.party.size());
    const QJsonValue targets = p.value(QStringLiteral("targets"));
    if (!targets.isUndefined()) {
        if (!targets.isArray())
            return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"%1\" must be a list of indices"),
                       {key("targets")});
        // A target may be chosen twice (the witch's two chosen attacks).
        for (const QJsonValue &t : targets.toArray())
            if (auto m = needIndex(t, "targets", party))
                return m;
    }
    return optionalHits(p, "hits", party);
}

Problem malformedAdjust(const DlPlayer &pl, const QJsonObject &p)
{
    const int party = static_cast<int>(pl.party.size());
    for (const char *k : {"hits", "heals"})
        if (auto m = optionalHits(p, k, party))
            return m;
    for (const char *k : {"gold", "food", "imps", "evil", "unpaidTaxes"})
        if (auto m = optionalCount(p, k, true))
            return m;
    return optionalString(p, "note");
}

Problem malformedScore(const DlState &s, const QJsonObject &p)
{
    const QJsonValue values = p.value(QStringLiteral("values"));
    if (!values.isUndefined()) {
        if (!values.isObject())
            return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                         "\"values\" must be an object of whole numbers"));
        const QJsonObject o = values.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!isIntIn(it.value(), -999, 999))
                return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                             "\"values\" must be an object of whole numbers"));
    }
    const QJsonValue players = p.value(QStringLiteral("players"));
    if (players.isUndefined())
        return std::nullopt;
    const int n = static_cast<int>(s.players.size());
    if (!players.isArray() || players.toArray().size() != n)
        return bad(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"players\" must list one entry per seat (%1)"),
            {arg(n)});
    const QStringList ids = titleIds();
    for (const QJsonValue &v : players.toArray()) {
        if (!v.isObject())
            return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                         "\"players\" must list one entry per seat (%1)"),
                       {arg(n)});
        const QJsonObject o = v.toObject();
        for (const char *k : {"rooms", "tunnels", "monsters", "prisoners", "paladins", "conquered",
                              "unpaidTaxes", "evil", "imps", "goldFood", "unconquered"})
            if (auto m = optionalCount(o, k))
                return m;
        if (auto m = optionalCount(o, "extra", true))
            return m;
        const QJsonValue titles = o.value(QStringLiteral("titles"));
        if (titles.isUndefined())
            continue;
        const Message shape =
            bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "\"titles\" must be {\"sole\": [title ids], "
                                                       "\"tied\": [title ids]} with ids from: %1"),
                {ids.join(QStringLiteral(", "))});
        if (!titles.isObject())
            return shape;
        for (const char *k : {"sole", "tied"}) {
            const QJsonValue list = titles.toObject().value(QLatin1String(k));
            if (list.isUndefined())
                continue;
            if (!list.isArray())
                return shape;
            for (const QJsonValue &t : list.toArray())
                if (!t.isString() || (!ids.isEmpty() && !ids.contains(t.toString())))
                    return shape;
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Message> malformedStep(const DlState &s, const Step &step)
{
    const QString &kind = step.kind;
    const QJsonObject &p = step.payload;
    if (kind == QLatin1String("year"))
        return malformedYear(s, p);
    if (kind == QLatin1String("reveal"))
        return malformedReveal(p);
    if (kind == QLatin1String("score"))
        return malformedScore(s, p);
    if (kind == QLatin1String("paladin")) {
        if (auto m = needIndex(p.value(QStringLiteral("to")), "to", int(s.players.size())))
            return m;
        if (s.paladinSeat < 0)
            return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "There is no paladin in play"));
        return std::nullopt;
    }
    static const QStringList seatKinds{QStringLiteral("plan"),     QStringLiteral("release"),
                                       QStringLiteral("trap"),     QStringLiteral("magic"),
                                       QStringLiteral("attack"),   QStringLiteral("heal"),
                                       QStringLiteral("conquest"), QStringLiteral("adjust")};
    if (!seatKinds.contains(kind))
        return bad(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Unknown step kind: %1"), {kind});
    if (auto m = needActor(s, step))
        return m;
    const DlPlayer &pl = s.players.at(step.actor);
    const int party = static_cast<int>(pl.party.size());
    if (kind == QLatin1String("plan"))
        return malformedPlan(pl, p);
    if (kind == QLatin1String("release"))
        return needIndex(p.value(QStringLiteral("prisoner")), "prisoner", int(pl.prisoners.size()));
    if (kind == QLatin1String("trap"))
        return malformedTrap(pl, p);
    if (kind == QLatin1String("magic"))
        return malformedMagic(pl, p);
    if (kind == QLatin1String("attack"))
        return malformedAttack(pl, p);
    if (kind == QLatin1String("heal"))
        return optionalHits(p, "heals", party);
    if (kind == QLatin1String("conquest")) {
        if (auto m = optionalHits(p, "hits", party))
            return m;
        return optionalBool(p, "conquered");
    }
    return malformedAdjust(pl, p);
}

} // namespace kbz::dl::rules
