// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwEngine.h"

#include "LwRules.h"
#include "LwSchema.h"

#include <QJsonArray>

namespace kbz::lw {

namespace {

using namespace rules;

const LwState &stateOf(const GameState &g)
{
    static const LwState empty;
    const auto *s = dynamic_cast<const LwState *>(&g);
    return s ? *s : empty;
}

bool isLwState(const GameState &g)
{
    return dynamic_cast<const LwState *>(&g) != nullptr;
}

constexpr int kUnitLimit = 10;
constexpr int kDefaultBases = 10;

QJsonObject defaultArmy()
{
    return QJsonObject{{QStringLiteral("units"), QJsonArray{QStringLiteral("king")}},
                       {QStringLiteral("tactics"), QJsonArray()},
                       {QStringLiteral("bases"), kDefaultBases}};
}

QStringList stringList(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray())
        if (x.isString())
            out.append(x.toString());
    return out;
}

bool isStringArray(const QJsonValue &v)
{
    if (!v.isArray())
        return false;
    for (const QJsonValue &x : v.toArray())
        if (!x.isString())
            return false;
    return true;
}

Message kindName(const char *text)
{
    return lwMessage(text);
}

// The armies option as the table wrote it: problems with its shape (lw.army.bases).
void checkArmiesShape(const QJsonValue &armies, QList<Finding> &out)
{
    if (armies.isUndefined())
        return;
    const QJsonArray a = armies.toArray();
    bool ok = armies.isArray() && a.size() == kSides;
    for (const QJsonValue &v : a) {
        const QJsonObject o = v.toObject();
        const QJsonValue bases = o.value(QStringLiteral("bases"));
        ok = ok && v.isObject() && isStringArray(o.value(QStringLiteral("units"))) &&
             (o.value(QStringLiteral("tactics")).isUndefined() ||
              isStringArray(o.value(QStringLiteral("tactics")))) &&
             (bases.isUndefined() || (isInt(bases) && bases.toInt() >= 0));
    }
    if (!ok)
        out.append(warning("lw.army.bases",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "The armies must be two entries, red's "
                                                       "and blue's, each with its units, tactics "
                                                       "tiles and bases"))));
}

void checkArmy(const LwState &s, int side, QList<Finding> &out)
{
    const LwArmy &a = s.armies[side];
    const LocalizedName who = sideName(side);
    QStringList unknown;
    QStringList notUnits;
    QStringList notTiles;
    QStringList noCost;
    int kings = 0;
    for (const LwUnit &u : a.units) {
        const LwCard *c = s.card(u.card);
        if (!c)
            unknown.append(u.card);
        else if (!c->isUnit())
            notUnits.append(u.card);
        else if (c->king)
            ++kings;
        else if (!c->cost && !noCost.contains(u.card))
            noCost.append(u.card);
    }
    for (const QString &t : a.tactics) {
        const LwCard *c = s.card(t);
        if (!c)
            unknown.append(t);
        else if (!c->isTactic())
            notTiles.append(t);
        else if (!c->cost && !noCost.contains(t))
            noCost.append(t);
    }
    if (!unknown.isEmpty())
        out.append(warning("lw.army.budget",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "%1's army names cards that are not in "
                                                       "the card set: %2"),
                                     {who, unknown.join(QStringLiteral(", "))})));
    if (!notUnits.isEmpty())
        out.append(warning("lw.army.budget",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "%1's army lists tactics tiles among its "
                                                       "units: %2"),
                                     {who, cardNames(s, notUnits)})));
    if (!notTiles.isEmpty())
        out.append(warning("lw.army.budget",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "%1's army lists units among its tactics "
                                                       "tiles: %2"),
                                     {who, cardNames(s, notTiles)})));
    if (!noCost.isEmpty())
        out.append(warning("lw.army.budget",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "%1: the cost of %2 is not entered, so the "
                                                       "budget cannot be checked"),
                                     {who, cardNames(s, noCost)})));
    if (s.spent(side) > s.budget)
        out.append(warning("lw.army.budget",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "%1's army costs %2, over the total cost "
                                                       "of %3"),
                                     {who, arg(s.spent(side)), arg(s.budget)})));
    if (a.units.size() > kUnitLimit)
        out.append(warning(
            "lw.army.unit-limit",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1's army has %2 units: at most %3"),
                      {who, arg(int(a.units.size())), arg(kUnitLimit)})));
    if (kings == 0)
        out.append(warning(
            "lw.army.king",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1's army has no king"), {who})));
    else if (kings > 1)
        out.append(warning(
            "lw.army.king",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1's army has %2 kings: it fields "
                                                             "exactly one"),
                      {who, arg(kings)})));
    if (s.spareBases(side) < 0)
        out.append(warning(
            "lw.army.bases",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1's army has %2 units but only %3 "
                                                             "bases"),
                      {who, arg(int(a.units.size())), arg(a.bases)})));
}

} // namespace

QList<Finding> LwEngine::checkRecorded(const GameState &state) const
{
    const LwState &s = stateOf(state);
    if (s.phase == Phase::Deploy)
        return {}; // the units may still be placed
    if (!s.hasPositions())
        return {info("lw.deploy.zone",
                     lwMessage(QT_TRANSLATE_NOOP(
                         "kbz::lw::LwEngine",
                         "No unit's square is recorded (a journal without positions, as before "
                         "the map board), so the positional rules are not checked: deployment "
                         "zones and order, moves, front contact, facing bonuses, the archers' "
                         "range and the Castle (record its victory as a step)")))};
    if (!s.map())
        return {info("lw.deploy.zone",
                     lwMessage(QT_TRANSLATE_NOOP(
                         "kbz::lw::LwEngine",
                         "The card set has no map board: the squares are kept, but the "
                         "positional rules are not checked: deployment zones and order, moves, "
                         "front contact, facing bonuses, the archers' range and the Castle")))};
    return {};
}

QString LwEngine::id() const
{
    return QStringLiteral("light-wars");
}

LocalizedName LwEngine::name() const
{
    return {QStringLiteral("Light Wars"), QStringLiteral("ライトウォーズ")};
}

QString LwEngine::rulePrefix() const
{
    return QStringLiteral("lw");
}

GameConfig LwEngine::defaultConfig() const
{
    GameConfig c;
    c.players = {{QStringLiteral("Red"), QStringLiteral("red")},
                 {QStringLiteral("Blue"), QStringLiteral("blue")}};
    c.options = QJsonObject{
        {QStringLiteral("budget"), kScales[0].budget},
        {QStringLiteral("turns"), kScales[0].turns},
        {QStringLiteral("cards"), LwCardLibrary::shipped().toJson()},
        {QStringLiteral("armies"), QJsonArray{defaultArmy(), defaultArmy()}},
    };
    return c;
}

QList<Finding> LwEngine::checkConfig(const GameConfig &config) const
{
    QList<Finding> out;
    const QJsonObject &o = config.options;
    if (config.players.size() != kSides)
        out.append(warning("lw.overview.goal",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "Light Wars is played by 2 players, not "
                                                       "%1"),
                                     {arg(int(config.players.size()))})));
    const QJsonValue budget = o.value(QStringLiteral("budget"));
    if (!budget.isUndefined() && (!isInt(budget) || budget.toInt() < 0))
        out.append(warning("lw.scale.presets",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "The total cost must be a whole number of "
                                                       "at least 0"))));
    const QJsonValue turns = o.value(QStringLiteral("turns"));
    if (!turns.isUndefined() && (!isInt(turns) || turns.toInt() < 1))
        out.append(warning(
            "lw.scale.presets",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "The number of turns must be a whole "
                                                             "number of at least 1"))));
    if (o.contains(QStringLiteral("cards"))) {
        QString error;
        if (!LwCardLibrary::fromJson(o.value(QStringLiteral("cards")), &error))
            out.append(warning(
                "lw.army.budget",
                lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "The card set cannot be read: %1"),
                          {error})));
    }
    checkArmiesShape(o.value(QStringLiteral("armies")), out);
    const LwState s = initialState(config);
    for (int side = 0; side < kSides; ++side)
        checkArmy(s, side, out);
    return out;
}

LwState LwEngine::initialState(const GameConfig &config) const
{
    LwState s;
    const QJsonObject &o = config.options;
    QString error;
    const auto lib = LwCardLibrary::fromJson(o.value(QStringLiteral("cards")), &error);
    s.cards = std::make_shared<const LwCardLibrary>(lib ? *lib : LwCardLibrary::shipped());
    for (int side = 0; side < kSides; ++side) {
        const bool given = side < config.players.size() && !config.players.at(side).name.isEmpty();
        s.names.append(given ? config.players.at(side).name : sideName(side).en);
    }
    const QJsonValue budget = o.value(QStringLiteral("budget"));
    s.budget = isInt(budget) && budget.toInt() >= 0 ? budget.toInt() : kScales[0].budget;
    const QJsonValue turns = o.value(QStringLiteral("turns"));
    s.maxTurns = isInt(turns) && turns.toInt() >= 1 ? turns.toInt() : kScales[0].turns;
    s.turnMarker = s.maxTurns;
    const QJsonArray armies = o.value(QStringLiteral("armies")).toArray();
    for (int side = 0; side < kSides; ++side) {
        const QJsonObject a = side < armies.size() && armies.at(side).isObject()
                                  ? armies.at(side).toObject()
                                  : defaultArmy();
        LwArmy &army = s.armies[side];
        for (const QString &card : stringList(a.value(QStringLiteral("units")))) {
            LwUnit u;
            u.card = card;
            army.units.append(u);
        }
        army.tactics = stringList(a.value(QStringLiteral("tactics")));
        const QJsonValue bases = a.value(QStringLiteral("bases"));
        army.bases = isInt(bases) && bases.toInt() >= 0 ? bases.toInt() : kDefaultBases;
    }
    return s;
}

StatePtr LwEngine::setup(const GameConfig &config) const
{
    return std::make_shared<const LwState>(initialState(config));
}

QStringList LwEngine::ruleIds() const
{
    return {
        QStringLiteral("lw.action.once"),          QStringLiteral("lw.army.bases"),
        QStringLiteral("lw.army.budget"),          QStringLiteral("lw.army.king"),
        QStringLiteral("lw.army.unit-limit"),      QStringLiteral("lw.attack.adjacent"),
        QStringLiteral("lw.attack.dice"),          QStringLiteral("lw.attack.facing"),
        QStringLiteral("lw.attack.tie"),           QStringLiteral("lw.deploy.method"),
        QStringLiteral("lw.first-player.decider"), QStringLiteral("lw.first-player.tie"),
        QStringLiteral("lw.overview.goal"),        QStringLiteral("lw.removed.bases"),
        QStringLiteral("lw.scale.presets"),        QStringLiteral("lw.score.cost"),
        QStringLiteral("lw.score.tiebreak"),       QStringLiteral("lw.skill.pike"),
        QStringLiteral("lw.skill.shoot"),          QStringLiteral("lw.tactics.duration"),
        QStringLiteral("lw.tactics.effect"),       QStringLiteral("lw.tactics.payment"),
        QStringLiteral("lw.turn.countdown"),       QStringLiteral("lw.turn.phases"),
        QStringLiteral("lw.victory.castle"),       QStringLiteral("lw.victory.king"),
        QStringLiteral("lw.victory.time"),         QStringLiteral("lw.deploy.zone"),
        QStringLiteral("lw.deploy.order"),         QStringLiteral("lw.move.rules"),
        QStringLiteral("lw.overview.corrections"),
    };
}

QList<StepKind> LwEngine::stepKinds() const
{
    return {
        {QStringLiteral("deploy"),
         kindName(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Deploy the armies"))},
        {QStringLiteral("place"), kindName(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Place a unit"))},
        {QStringLiteral("first-player"),
         kindName(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Choose the first player"))},
        {QStringLiteral("tactics"),
         kindName(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Declare tactics"))},
        {QStringLiteral("move"), kindName(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Move"))},
        {QStringLiteral("wait"), kindName(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Wait"))},
        {QStringLiteral("attack"), kindName(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Attack"))},
        {QStringLiteral("castle"),
         kindName(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Reach the enemy Castle"))},
        {QStringLiteral("end-turn"),
         kindName(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "End the turn"))},
        {QStringLiteral("remove-unit"),
         kindName(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Remove a unit (correction)"))},
        {QStringLiteral("restore-unit"),
         kindName(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "Put a unit back (correction)"))},
    };
}

std::optional<Message> LwEngine::malformed(const GameState &state, const Step &step) const
{
    if (!isLwState(state))
        return lwMessage(
            QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "This is not a Light Wars game state"));
    // The shape first, against the kind's schema (issue 35): the same schemas the journal
    // format page, the CLI's `schema` and the "any step" form are built from.
    static const QList<StepSchema> schemas = lw::stepSchemas();
    if (std::optional<Message> shape = schemaShapeProblem(schemas, step, kSides))
        return shape;
    return malformedStep(stateOf(state), step);
}

QList<Finding> LwEngine::check(const GameState &state, const Step &step) const
{
    if (malformed(state, step))
        return {};
    const LwState &s = stateOf(state);
    QList<Finding> out = checkStep(s, step);
    if (s.phase != Phase::Finished)
        out.append(applyStep(s, step).infos);
    return out;
}

StatePtr LwEngine::apply(const GameState &state, const Step &step) const
{
    if (malformed(state, step))
        return isLwState(state) ? std::make_shared<const LwState>(stateOf(state))
                                : setup(defaultConfig());
    return std::make_shared<const LwState>(applyStep(stateOf(state), step).state);
}

} // namespace kbz::lw
