// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Message.h"
#include "Step.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <climits>
#include <memory>
#include <optional>

namespace kbz {

// What a step kind holds (issue 35): who may act and each payload field's type. Each game's
// module declares one per step kind (GameModule::stepSchemas); the CLI's `schema GAME`, the
// journal-format page's check (tst_step_schema), the shape check below and the "any step" form
// of the game views are all read from it, so they cannot disagree.
enum class ActorRule {
    Seat,        // a player's seat, 0..players-1
    Table,       // the table itself, -1
    SeatOrTable, // either
};

struct FieldSchema
{
    enum class Type {
        Seat,    // a seat number, 0..players-1
        Square,  // a square of the board: a name ("b2") or, with `xy`, [x, y]
        Unit,    // something on the table named by a number or a square: `source` says what
        Card,    // a card id of the game's set: `source` says which cards
        Integer, // a whole number in [min, max]
        Dice,    // `count` dice, each in [min, max]
        Flag,    // true or false
        Text,    // free text
        Name,    // a data name: text, or {"en": text, "ja": text}
        Choice,  // one of `choices`
        List,    // items of `item`, between minItems and maxItems of them
        Object,  // the fields of `fields`
    };

    QString name;
    Type type = Type::Text;
    bool required = false;
    int min = INT_MIN;
    int max = INT_MAX;
    int count = 0;           // Dice
    int minItems = 0;        // List
    int maxItems = INT_MAX;  // List
    bool xy = false;         // Square: [x, y] rather than a name
    bool orNull = false;     // the value may also be null (e.g. "no trap")
    QString source;          // Unit, Card (and Square): what the choices are, for the form
    QByteArray labelContext; // labelled(): the label's translation context and text
    QString labelText;
    QStringList choices; // Choice (and the words a Square or Unit field also accepts)
    std::shared_ptr<const FieldSchema> item;          // List
    std::shared_ptr<const QList<FieldSchema>> fields; // Object

    // Builders: FieldSchema::integer("count", 0, 99).req()
    static FieldSchema seat(const QString &name);
    static FieldSchema square(const QString &name, const QString &source = {});
    static FieldSchema squareXy(const QString &name, const QString &source = {});
    static FieldSchema unit(const QString &name, const QString &source);
    static FieldSchema card(const QString &name, const QString &source = QStringLiteral("cards"));
    static FieldSchema integer(const QString &name, int min = INT_MIN, int max = INT_MAX);
    static FieldSchema dice(const QString &name, int count, int min, int max);
    static FieldSchema flag(const QString &name);
    static FieldSchema text(const QString &name);
    static FieldSchema dataName(const QString &name);
    static FieldSchema choice(const QString &name, const QStringList &choices);
    static FieldSchema list(const QString &name, const FieldSchema &item, int minItems = 0,
                            int maxItems = INT_MAX);
    static FieldSchema object(const QString &name, const QList<FieldSchema> &fields);

    FieldSchema req() const;                          // required
    FieldSchema nullable() const;                     // may also be null
    FieldSchema also(const QStringList &words) const; // Square/Unit: these words are accepted too
    // A label of the game's own words where the shared one does not fit its rulebook (marked
    // with QT_TRANSLATE_NOOP in `context`).
    FieldSchema labelled(const char *context, const char *text) const;

    // The user-visible name of the field ("Card", "Damage"), translated in the UI's language.
    Message label() const;
    QJsonObject toJson() const;
    static QString typeName(Type t);
};

struct StepSchema
{
    QString kind;
    ActorRule actor = ActorRule::Seat;
    QList<FieldSchema> fields;

    QJsonObject toJson() const;
    const FieldSchema *field(const QString &name) const;
};

// A value a Unit or Card field may take in a given state, with what the form shows for it.
struct SchemaChoice
{
    QJsonValue value;
    LocalizedName label;
};

// What is wrong with the shape of `step` against `schema` (a missing required field, a field
// of the wrong type or out of range, a field the kind does not have, an actor the kind does not
// take), or nothing. `players` bounds seats. Whether a card or unit exists is the engine's
// malformed(); this is the part every game shares.
// A field the kind does not have: refused (the "any step" form, the kept journals' check), or
// kept and ignored (malformed(): a journal written by another version keeps its extra fields).
enum class ExtraFields { Refuse, Keep };
std::optional<Message> shapeProblem(const StepSchema &schema, const Step &step, int players,
                                    ExtraFields extra = ExtraFields::Refuse);

// malformed()'s shape check, the part every game shares: the problem of `step` against its kind's
// schema among `schemas`, or nothing (also for a kind without a schema: the engine names an
// unknown kind in its own words). Fields the kind does not have are kept (ExtraFields::Keep),
// as the engines always did. Each engine calls it first in its malformed().
std::optional<Message> schemaShapeProblem(const QList<StepSchema> &schemas, const Step &step,
                                          int players);

// The schema of `kind` in `schemas`, or nullptr.
const StepSchema *findSchema(const QList<StepSchema> &schemas, const QString &kind);

// Every schema as the CLI's `schema GAME` prints it: {"game", "steps":[...]}.
QJsonObject schemasToJson(const QString &game, const QList<StepSchema> &schemas);

} // namespace kbz
