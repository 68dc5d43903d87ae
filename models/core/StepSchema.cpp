// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "StepSchema.h"

#include <QHash>
#include <QJsonArray>
#include <algorithm>

namespace kbz {

namespace {

constexpr const char *kContext = "kbz::StepSchema";

FieldSchema make(const QString &name, FieldSchema::Type type)
{
    FieldSchema f;
    f.name = name;
    f.type = type;
    return f;
}

Message problem(const char *text, QList<MessageArg> args = {})
{
    return Message(kContext, text, std::move(args));
}

bool isWhole(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == double(qint64(v.toDouble()));
}

// The field's labels, one per field name across the games: a name means the same thing in every
// game that has it.
const QHash<QString, const char *> &labels()
{
    static const QHash<QString, const char *> table = {
        {QStringLiteral("action"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Action")},
        {QStringLiteral("amount"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Amount")},
        {QStringLiteral("at"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Square")},
        {QStringLiteral("attack"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Attack")},
        {QStringLiteral("attackers"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Attackers")},
        {QStringLiteral("bard"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Bard's song")},
        {QStringLiteral("boards"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Boards")},
        {QStringLiteral("bonusTo"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Bonus to")},
        {QStringLiteral("cancel"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Cancelled monsters")},
        {QStringLiteral("card"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Card")},
        {QStringLiteral("cards"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Cards")},
        {QStringLiteral("chip"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Summon chip")},
        {QStringLiteral("class"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Class")},
        {QStringLiteral("command"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Command")},
        {QStringLiteral("conquered"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Conquered")},
        {QStringLiteral("count"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Count")},
        {QStringLiteral("crystal"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Crystal")},
        {QStringLiteral("damage"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Damage")},
        {QStringLiteral("decidedBy"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Decided by")},
        {QStringLiteral("deckLeft"),
         QT_TRANSLATE_NOOP("kbz::StepSchema", "Cards left in the deck")},
        {QStringLiteral("defence"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Defence")},
        {QStringLiteral("delayed"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Delayed damage")},
        {QStringLiteral("delta"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Change")},
        {QStringLiteral("destroyed"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Destroyed units")},
        {QStringLiteral("dice"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Dice")},
        {QStringLiteral("distance"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Distance")},
        {QStringLiteral("evil"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Evil")},
        {QStringLiteral("extra"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Extra points")},
        {QStringLiteral("facing"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Facing")},
        {QStringLiteral("fatigue"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Fatigue")},
        {QStringLiteral("food"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Food")},
        {QStringLiteral("from"), QT_TRANSLATE_NOOP("kbz::StepSchema", "From")},
        {QStringLiteral("fullMove"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Full move")},
        {QStringLiteral("gold"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Gold")},
        {QStringLiteral("goldFood"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Gold and food")},
        {QStringLiteral("hand"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Hand")},
        {QStringLiteral("heals"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Heals")},
        {QStringLiteral("hits"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Hits")},
        {QStringLiteral("hp"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Hit points")},
        {QStringLiteral("imps"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Imps")},
        {QStringLiteral("kind"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Kind")},
        {QStringLiteral("level"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Level")},
        {QStringLiteral("lightning"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Lightning")},
        {QStringLiteral("mercenaries"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Mercenaries")},
        {QStringLiteral("method"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Method")},
        {QStringLiteral("modifier"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Modifier")},
        {QStringLiteral("monster"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Monster")},
        {QStringLiteral("monsters"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Monsters")},
        {QStringLiteral("name"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Name")},
        {QStringLiteral("note"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Note")},
        {QStringLiteral("offset"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Offset")},
        {QStringLiteral("option"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Option")},
        {QStringLiteral("paladin"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Paladin")},
        {QStringLiteral("paladins"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Paladins")},
        {QStringLiteral("party"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Party")},
        {QStringLiteral("pass"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Pass")},
        {QStringLiteral("pay"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Payment")},
        {QStringLiteral("players"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Players")},
        {QStringLiteral("prisoner"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Prisoner")},
        {QStringLiteral("prisoners"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Prisoners")},
        {QStringLiteral("rerolled"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Rolls given up")},
        {QStringLiteral("revealedHand"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Hand revealed")},
        {QStringLiteral("rooms"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Rooms")},
        {QStringLiteral("row"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Row")},
        {QStringLiteral("sacrificed"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Sacrificed")},
        {QStringLiteral("seat"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Seat")},
        {QStringLiteral("shoot"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Shot")},
        {QStringLiteral("shots"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Shots")},
        {QStringLiteral("shownHand"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Hand shown")},
        {QStringLiteral("side"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Side")},
        {QStringLiteral("silence"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Silenced adventurer")},
        {QStringLiteral("skills"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Skill symbols")},
        {QStringLiteral("skipConquest"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Skip the conquest")},
        {QStringLiteral("spell"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Spell")},
        {QStringLiteral("square"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Square")},
        {QStringLiteral("startPlayer"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Start player")},
        {QStringLiteral("swapWith"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Swap with slot")},
        {QStringLiteral("target"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Target")},
        {QStringLiteral("targetAttack"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Target's attack")},
        {QStringLiteral("targets"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Targets")},
        {QStringLiteral("text"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Text")},
        {QStringLiteral("tile"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Tile")},
        {QStringLiteral("tiles"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Tiles")},
        {QStringLiteral("titles"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Titles")},
        {QStringLiteral("to"), QT_TRANSLATE_NOOP("kbz::StepSchema", "To")},
        {QStringLiteral("trap"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Trap")},
        {QStringLiteral("traps"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Traps")},
        {QStringLiteral("tunnels"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Tunnels")},
        {QStringLiteral("unconquered"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Unconquered tiles")},
        {QStringLiteral("unit"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Unit")},
        {QStringLiteral("unpaidTaxes"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Unpaid taxes")},
        {QStringLiteral("used"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Used")},
        {QStringLiteral("value"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Value")},
        {QStringLiteral("values"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Score values")},
        {QStringLiteral("when"), QT_TRANSLATE_NOOP("kbz::StepSchema", "When")},
        {QStringLiteral("willpower"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Willpower")},
        {QStringLiteral("year"), QT_TRANSLATE_NOOP("kbz::StepSchema", "Year")},
    };
    return table;
}

// What the check takes: the seats, and whether a field the schema does not have is refused.
struct Shape
{
    int players = 0;
    bool refuseExtra = true;
};

std::optional<Message> checkValue(const FieldSchema &f, const QJsonValue &v, const Shape &shape,
                                  const QString &path);

std::optional<Message> wrongType(const FieldSchema &f, const QString &path)
{
    switch (f.type) {
    case FieldSchema::Type::Seat:
        return problem(
            QT_TRANSLATE_NOOP("kbz::StepSchema", "\"%1\" must be a seat number, 0 to %2"),
            {path, arg(f.max)});
    case FieldSchema::Type::Square:
        return f.xy ? problem(
                          QT_TRANSLATE_NOOP("kbz::StepSchema", "\"%1\" must be a square as [x, y]"),
                          {path})
                    : problem(QT_TRANSLATE_NOOP("kbz::StepSchema",
                                                "\"%1\" must be a square such as \"b2\""),
                              {path});
    case FieldSchema::Type::Integer:
    case FieldSchema::Type::Unit:
        if (f.min != INT_MIN || f.max != INT_MAX)
            return problem(
                QT_TRANSLATE_NOOP("kbz::StepSchema", "\"%1\" must be a whole number from %2 to %3"),
                {path, arg(f.min), arg(f.max)});
        return problem(QT_TRANSLATE_NOOP("kbz::StepSchema", "\"%1\" must be a whole number"),
                       {path});
    case FieldSchema::Type::Dice:
        return problem(
            QT_TRANSLATE_NOOP("kbz::StepSchema", "\"%1\" must be %2 dice, each %3 to %4"),
            {path, arg(f.count), arg(f.min), arg(f.max)});
    case FieldSchema::Type::Flag:
        return problem(QT_TRANSLATE_NOOP("kbz::StepSchema", "\"%1\" must be true or false"),
                       {path});
    case FieldSchema::Type::Choice:
        return problem(QT_TRANSLATE_NOOP("kbz::StepSchema", "\"%1\" must be one of: %2"),
                       {path, f.choices.join(QStringLiteral(", "))});
    case FieldSchema::Type::List:
        return problem(
            QT_TRANSLATE_NOOP("kbz::StepSchema", "\"%1\" must be a list (of %2 to %3 entries)"),
            {path, arg(f.minItems),
             f.maxItems == INT_MAX ? QStringLiteral("∞") : QString::number(f.maxItems)});
    case FieldSchema::Type::Object:
        return problem(QT_TRANSLATE_NOOP("kbz::StepSchema", "\"%1\" must be an object {…}"),
                       {path});
    case FieldSchema::Type::Name:
        return problem(QT_TRANSLATE_NOOP("kbz::StepSchema",
                                         "\"%1\" must be a name: text, or {\"en\", \"ja\"}"),
                       {path});
    case FieldSchema::Type::Card:
    case FieldSchema::Type::Text:
        break;
    }
    return problem(QT_TRANSLATE_NOOP("kbz::StepSchema", "\"%1\" must be text"), {path});
}

std::optional<Message> checkFields(const QList<FieldSchema> &fields, const QJsonObject &o,
                                   const Shape &shape, const QString &prefix)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        const bool known = std::any_of(fields.begin(), fields.end(),
                                       [&](const FieldSchema &f) { return f.name == it.key(); });
        if (!known && shape.refuseExtra)
            return problem(QT_TRANSLATE_NOOP("kbz::StepSchema", "There is no field \"%1\" here"),
                           {prefix + it.key()});
    }
    for (const FieldSchema &f : fields) {
        const QJsonValue v = o.value(f.name);
        if (v.isUndefined()) {
            if (f.required)
                return problem(QT_TRANSLATE_NOOP("kbz::StepSchema", "The field \"%1\" is missing"),
                               {prefix + f.name});
            continue;
        }
        if (auto m = checkValue(f, v, shape, prefix + f.name))
            return m;
    }
    return std::nullopt;
}

bool inRange(const QJsonValue &v, int min, int max)
{
    return isWhole(v) && v.toDouble() >= min && v.toDouble() <= max;
}

std::optional<Message> checkValue(const FieldSchema &f, const QJsonValue &v, const Shape &shape,
                                  const QString &path)
{
    if (v.isNull() && f.orNull)
        return std::nullopt;
    if (v.isString() && f.choices.contains(v.toString()) && f.type != FieldSchema::Type::Text)
        return std::nullopt; // a word a Square or Unit field also takes ("castle", "waiting")
    switch (f.type) {
    case FieldSchema::Type::Seat: {
        FieldSchema bounded = f;
        bounded.max = shape.players - 1;
        return inRange(v, 0, shape.players - 1) ? std::nullopt : wrongType(bounded, path);
    }
    case FieldSchema::Type::Square:
        if (f.xy) {
            const QJsonArray a = v.toArray();
            return v.isArray() && a.size() == 2 && isWhole(a.at(0)) && isWhole(a.at(1))
                       ? std::nullopt
                       : wrongType(f, path);
        }
        return v.isString() && !v.toString().isEmpty() ? std::nullopt : wrongType(f, path);
    case FieldSchema::Type::Unit:
        // A unit named by its number, or by the square it stands on.
        return inRange(v, f.min, f.max) || (v.isString() && !v.toString().isEmpty())
                   ? std::nullopt
                   : wrongType(f, path);
    case FieldSchema::Type::Integer:
        return inRange(v, f.min, f.max) ? std::nullopt : wrongType(f, path);
    case FieldSchema::Type::Dice: {
        const QJsonArray a = v.toArray();
        bool ok = v.isArray() && a.size() == f.count;
        for (const QJsonValue &d : a)
            ok = ok && inRange(d, f.min, f.max);
        return ok ? std::nullopt : wrongType(f, path);
    }
    case FieldSchema::Type::Flag:
        return v.isBool() ? std::nullopt : wrongType(f, path);
    case FieldSchema::Type::Card:
    case FieldSchema::Type::Text:
        return v.isString() ? std::nullopt : wrongType(f, path);
    case FieldSchema::Type::Name: {
        const QJsonObject o = v.toObject();
        bool names = v.isObject() && !o.isEmpty();
        for (auto it = o.begin(); it != o.end(); ++it)
            names = names && it.value().isString() &&
                    (it.key() == QLatin1String("en") || it.key() == QLatin1String("ja"));
        return v.isString() || names ? std::nullopt : wrongType(f, path);
    }
    case FieldSchema::Type::Choice:
        return wrongType(f, path); // not one of the choices (checked above)
    case FieldSchema::Type::List: {
        const QJsonArray a = v.toArray();
        if (!v.isArray() || a.size() < f.minItems || a.size() > f.maxItems)
            return wrongType(f, path);
        for (qsizetype i = 0; i < a.size(); ++i)
            if (auto m =
                    checkValue(*f.item, a.at(i), shape, QStringLiteral("%1[%2]").arg(path).arg(i)))
                return m;
        return std::nullopt;
    }
    case FieldSchema::Type::Object:
        if (!v.isObject())
            return wrongType(f, path);
        return checkFields(*f.fields, v.toObject(), shape, path + QLatin1Char('.'));
    }
    return std::nullopt;
}

QString actorName(ActorRule r)
{
    switch (r) {
    case ActorRule::Seat:
        return QStringLiteral("seat");
    case ActorRule::Table:
        return QStringLiteral("table");
    case ActorRule::SeatOrTable:
        return QStringLiteral("seat-or-table");
    }
    return {};
}

} // namespace

FieldSchema FieldSchema::seat(const QString &name)
{
    FieldSchema f = make(name, Type::Seat);
    f.min = 0;
    return f;
}

FieldSchema FieldSchema::square(const QString &name, const QString &source)
{
    FieldSchema f = make(name, Type::Square);
    f.source = source;
    return f;
}

FieldSchema FieldSchema::squareXy(const QString &name, const QString &source)
{
    FieldSchema f = square(name, source);
    f.xy = true;
    return f;
}

FieldSchema FieldSchema::unit(const QString &name, const QString &source)
{
    FieldSchema f = make(name, Type::Unit);
    f.source = source;
    return f;
}

FieldSchema FieldSchema::card(const QString &name, const QString &source)
{
    FieldSchema f = make(name, Type::Card);
    f.source = source;
    return f;
}

FieldSchema FieldSchema::integer(const QString &name, int min, int max)
{
    FieldSchema f = make(name, Type::Integer);
    f.min = min;
    f.max = max;
    return f;
}

FieldSchema FieldSchema::dice(const QString &name, int count, int min, int max)
{
    FieldSchema f = make(name, Type::Dice);
    f.count = count;
    f.min = min;
    f.max = max;
    return f;
}

FieldSchema FieldSchema::flag(const QString &name)
{
    return make(name, Type::Flag);
}

FieldSchema FieldSchema::text(const QString &name)
{
    return make(name, Type::Text);
}

FieldSchema FieldSchema::dataName(const QString &name)
{
    return make(name, Type::Name);
}

FieldSchema FieldSchema::choice(const QString &name, const QStringList &choices)
{
    FieldSchema f = make(name, Type::Choice);
    f.choices = choices;
    return f;
}

FieldSchema FieldSchema::list(const QString &name, const FieldSchema &item, int minItems,
                              int maxItems)
{
    FieldSchema f = make(name, Type::List);
    f.item = std::make_shared<const FieldSchema>(item);
    f.minItems = minItems;
    f.maxItems = maxItems;
    return f;
}

FieldSchema FieldSchema::object(const QString &name, const QList<FieldSchema> &fields)
{
    FieldSchema f = make(name, Type::Object);
    f.fields = std::make_shared<const QList<FieldSchema>>(fields);
    return f;
}

FieldSchema FieldSchema::req() const
{
    FieldSchema f = *this;
    f.required = true;
    return f;
}

FieldSchema FieldSchema::nullable() const
{
    FieldSchema f = *this;
    f.orNull = true;
    return f;
}

FieldSchema FieldSchema::also(const QStringList &words) const
{
    FieldSchema f = *this;
    f.choices = words;
    return f;
}

FieldSchema FieldSchema::labelled(const char *context, const char *text) const
{
    FieldSchema f = *this;
    f.labelContext = context;
    f.labelText = QString::fromUtf8(text);
    return f;
}

Message FieldSchema::label() const
{
    if (!labelText.isEmpty())
        return Message(labelContext.constData(), labelText.toUtf8().constData());
    const char *text = labels().value(name, nullptr);
    if (!text) // a field without a label of its own is shown by its name
        return Message(kContext, "%1", {name});
    return Message(kContext, text);
}

QString FieldSchema::typeName(Type t)
{
    switch (t) {
    case Type::Seat:
        return QStringLiteral("seat");
    case Type::Square:
        return QStringLiteral("square");
    case Type::Unit:
        return QStringLiteral("unit");
    case Type::Card:
        return QStringLiteral("card");
    case Type::Integer:
        return QStringLiteral("integer");
    case Type::Dice:
        return QStringLiteral("dice");
    case Type::Flag:
        return QStringLiteral("flag");
    case Type::Text:
        return QStringLiteral("text");
    case Type::Name:
        return QStringLiteral("name");
    case Type::Choice:
        return QStringLiteral("choice");
    case Type::List:
        return QStringLiteral("list");
    case Type::Object:
        return QStringLiteral("object");
    }
    return {};
}

QJsonObject FieldSchema::toJson() const
{
    QJsonObject o{{QStringLiteral("name"), name},
                  {QStringLiteral("type"), typeName(type)},
                  {QStringLiteral("required"), required}};
    if (type == Type::Square)
        o.insert(QStringLiteral("form"), xy ? QStringLiteral("[x,y]") : QStringLiteral("name"));
    if (type == Type::Integer || type == Type::Dice || (type == Type::Unit && min != INT_MIN)) {
        if (min != INT_MIN)
            o.insert(QStringLiteral("min"), min);
        if (max != INT_MAX)
            o.insert(QStringLiteral("max"), max);
    }
    if (type == Type::Dice)
        o.insert(QStringLiteral("count"), count);
    if (orNull)
        o.insert(QStringLiteral("nullable"), true);
    if (!source.isEmpty())
        o.insert(QStringLiteral("source"), source);
    if (!choices.isEmpty())
        o.insert(type == Type::Choice ? QStringLiteral("choices") : QStringLiteral("alsoAccepts"),
                 QJsonArray::fromStringList(choices));
    if (type == Type::List) {
        if (minItems > 0)
            o.insert(QStringLiteral("minItems"), minItems);
        if (maxItems != INT_MAX)
            o.insert(QStringLiteral("maxItems"), maxItems);
        QJsonObject it = item->toJson();
        it.remove(QStringLiteral("name"));
        it.remove(QStringLiteral("required"));
        o.insert(QStringLiteral("item"), it);
    }
    if (type == Type::Object) {
        QJsonArray fs;
        for (const FieldSchema &f : *fields)
            fs.append(f.toJson());
        o.insert(QStringLiteral("fields"), fs);
    }
    return o;
}

QJsonObject StepSchema::toJson() const
{
    QJsonArray fs;
    for (const FieldSchema &f : fields)
        fs.append(f.toJson());
    return {{QStringLiteral("kind"), kind},
            {QStringLiteral("actor"), actorName(actor)},
            {QStringLiteral("fields"), fs}};
}

const FieldSchema *StepSchema::field(const QString &name) const
{
    for (const FieldSchema &f : fields)
        if (f.name == name)
            return &f;
    return nullptr;
}

std::optional<Message> shapeProblem(const StepSchema &schema, const Step &step, int players,
                                    ExtraFields extra)
{
    const bool seat = step.actor >= 0 && step.actor < players;
    const bool table = step.actor == -1;
    const bool actorOk = schema.actor == ActorRule::Seat    ? seat
                         : schema.actor == ActorRule::Table ? table
                                                            : seat || table;
    if (!actorOk)
        return schema.actor == ActorRule::Table
                   ? problem(QT_TRANSLATE_NOOP("kbz::StepSchema",
                                               "\"%1\" is a step of the table: its actor is -1"),
                             {schema.kind})
                   : problem(QT_TRANSLATE_NOOP("kbz::StepSchema",
                                               "Seat %1 is not a player seat (0 to %2)"),
                             {arg(step.actor), arg(players - 1)});
    return checkFields(schema.fields, step.payload, {players, extra == ExtraFields::Refuse},
                       QString());
}

std::optional<Message> schemaShapeProblem(const QList<StepSchema> &schemas, const Step &step,
                                          int players)
{
    const StepSchema *schema = findSchema(schemas, step.kind);
    return schema ? shapeProblem(*schema, step, players, ExtraFields::Keep) : std::nullopt;
}

const StepSchema *findSchema(const QList<StepSchema> &schemas, const QString &kind)
{
    for (const StepSchema &s : schemas)
        if (s.kind == kind)
            return &s;
    return nullptr;
}

QJsonObject schemasToJson(const QString &game, const QList<StepSchema> &schemas)
{
    QJsonArray steps;
    for (const StepSchema &s : schemas)
        steps.append(s.toJson());
    return {{QStringLiteral("game"), game}, {QStringLiteral("steps"), steps}};
}

} // namespace kbz
