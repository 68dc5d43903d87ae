// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlEngine.h"

#include "DlInternal.h"
#include "DlSchema.h"
#include "DlScore.h"

namespace kbz::dl {

namespace {

using namespace rules;

const DlState &stateOf(const GameState &g)
{
    static const DlState empty;
    const auto *s = dynamic_cast<const DlState *>(&g);
    return s ? *s : empty;
}

bool isDlState(const GameState &g)
{
    return dynamic_cast<const DlState *>(&g) != nullptr;
}

bool isWhole(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == static_cast<double>(v.toInt());
}

} // namespace

Message dlMessage(const char *source, QList<MessageArg> args)
{
    return Message(kTrContext, source, std::move(args));
}

QString DlEngine::id() const
{
    return QStringLiteral("dungeon-lords");
}

LocalizedName DlEngine::name() const
{
    return {QStringLiteral("Dungeon Lords"), QStringLiteral("ダンジョンロード")};
}

QString DlEngine::rulePrefix() const
{
    return QStringLiteral("dl");
}

GameConfig DlEngine::defaultConfig() const
{
    GameConfig c;
    c.players = {{QStringLiteral("Player 1"), QString()}, {QStringLiteral("Player 2"), QString()}};
    c.options = QJsonObject{{QStringLiteral("startPlayer"), 0}, {QStringLiteral("startYear"), 1}};
    return c;
}

QList<Finding> DlEngine::checkConfig(const GameConfig &config) const
{
    QList<Finding> out;
    const int n = static_cast<int>(config.players.size());
    if (n < minPlayers() || n > maxPlayers())
        out.append(warning(
            "dl.overview.scope",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Dungeon Lords is played by 2 to 4 "
                                                             "players, not %1"),
                      {arg(n)})));
    const QJsonValue start = config.options.value(QStringLiteral("startPlayer"));
    if (!start.isUndefined() && (!isWhole(start) || start.toInt() < 0 || start.toInt() >= n))
        out.append(warning(
            "dl.round.structure",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "The start player must be one of the "
                                                             "seats, 0 to %1"),
                      {arg(n - 1)})));
    const QJsonValue year = config.options.value(QStringLiteral("startYear"));
    if (!year.isUndefined() && (!isWhole(year) || year.toInt() < 1 || year.toInt() > 2))
        out.append(warning(
            "dl.year.end",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "The first year tracked must be 1 "
                                                             "or 2"))));
    const QJsonValue values = config.options.value(QStringLiteral("values"));
    if (!values.isUndefined() && !values.isObject())
        out.append(warning(
            "dl.score.rooms",
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "The score values must be a JSON "
                                                             "object of whole numbers"))));
    return out;
}

DlState DlEngine::initialState(const GameConfig &config) const
{
    DlState s;
    for (int i = 0; i < config.players.size(); ++i) {
        DlPlayer p;
        p.name = config.players.at(i).name;
        s.players.append(p);
    }
    const int n = static_cast<int>(s.players.size());
    const QJsonValue start = config.options.value(QStringLiteral("startPlayer"));
    s.startPlayer = isWhole(start) && start.toInt() >= 0 && start.toInt() < n ? start.toInt() : 0;
    const QJsonValue year = config.options.value(QStringLiteral("startYear"));
    s.year = isWhole(year) && year.toInt() == 2 ? 2 : 1;
    s.round = 0;
    s.phase = Phase::YearSetup;
    s.values = DlScoreValues::fromJson(config.options.value(QStringLiteral("values")).toObject());
    return s;
}

StatePtr DlEngine::setup(const GameConfig &config) const
{
    return std::make_shared<const DlState>(initialState(config));
}

QStringList DlEngine::ruleIds() const
{
    return {
        QStringLiteral("dl.adventurer.figures"),
        QStringLiteral("dl.adventurer.order"),
        QStringLiteral("dl.adventurer.skills"),
        QStringLiteral("dl.combat-card.reveal"),
        QStringLiteral("dl.combat-card.setup"),
        QStringLiteral("dl.combat-card.spells"),
        QStringLiteral("dl.combat-card.symbols"),
        QStringLiteral("dl.end.conditions"),
        QStringLiteral("dl.end.no-tile"),
        QStringLiteral("dl.exhausted.restore"),
        QStringLiteral("dl.exhausted.reuse"),
        QStringLiteral("dl.exhausted.year"),
        QStringLiteral("dl.fatigue.spill"),
        QStringLiteral("dl.monster.attack-types"),
        QStringLiteral("dl.monster.demon"),
        QStringLiteral("dl.monster.dragon"),
        QStringLiteral("dl.monster.ghost"),
        QStringLiteral("dl.monster.goblin"),
        QStringLiteral("dl.monster.golem"),
        QStringLiteral("dl.monster.slime"),
        QStringLiteral("dl.monster.troll"),
        QStringLiteral("dl.monster.vampire"),
        QStringLiteral("dl.monster.witch"),
        QStringLiteral("dl.overview.corrections"),
        QStringLiteral("dl.overview.scope"),
        QStringLiteral("dl.overview.terms"),
        QStringLiteral("dl.paladin.join"),
        QStringLiteral("dl.paladin.move"),
        QStringLiteral("dl.plan.order"),
        QStringLiteral("dl.plan.room"),
        QStringLiteral("dl.plan.tile"),
        QStringLiteral("dl.plan.trap-payment"),
        QStringLiteral("dl.plan.tunnel"),
        QStringLiteral("dl.prison.defeated"),
        QStringLiteral("dl.prison.release"),
        QStringLiteral("dl.round.structure"),
        QStringLiteral("dl.score.conquered"),
        QStringLiteral("dl.score.monsters"),
        QStringLiteral("dl.score.prisoners"),
        QStringLiteral("dl.score.rooms"),
        QStringLiteral("dl.score.titles"),
        QStringLiteral("dl.score.unpaid-tax"),
        QStringLiteral("dl.setup.board"),
        QStringLiteral("dl.step.conquest"),
        QStringLiteral("dl.step.early-magic"),
        QStringLiteral("dl.step.healing"),
        QStringLiteral("dl.step.late-magic"),
        QStringLiteral("dl.step.monsters"),
        QStringLiteral("dl.step.traps"),
        QStringLiteral("dl.trap.list"),
        QStringLiteral("dl.year.end"),
    };
}

QList<StepKind> DlEngine::stepKinds() const
{
    return {
        {QStringLiteral("year"),
         dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Start the year's combat"))},
        {QStringLiteral("plan"),
         dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Plan the fight"))},
        {QStringLiteral("release"),
         dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Release a prisoner"))},
        {QStringLiteral("reveal"),
         dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Reveal the combat card"))},
        {QStringLiteral("trap"), dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Trap"))},
        {QStringLiteral("magic"), dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Magic"))},
        {QStringLiteral("attack"),
         dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Monster or ghost attack"))},
        {QStringLiteral("heal"), dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Healing"))},
        {QStringLiteral("conquest"),
         dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Fatigue and conquest"))},
        {QStringLiteral("adjust"), dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Correction"))},
        {QStringLiteral("paladin"),
         dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Move the paladin"))},
        {QStringLiteral("score"), dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Final score"))},
    };
}

std::optional<Message> DlEngine::malformed(const GameState &state, const Step &step) const
{
    if (!isDlState(state))
        return dlMessage(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "This is not a Dungeon Lords game state"));
    // The shape first, against the kind's schema (issue 35): the same schemas the journal
    // format page, the CLI's `schema` and the "any step" form are built from.
    static const QList<StepSchema> schemas = dl::stepSchemas();
    if (std::optional<Message> shape =
            schemaShapeProblem(schemas, step, int(stateOf(state).players.size())))
        return shape;
    return malformedStep(stateOf(state), step);
}

QList<Finding> DlEngine::check(const GameState &state, const Step &step) const
{
    if (malformed(state, step))
        return {};
    const DlState &s = stateOf(state);
    QList<Finding> out = checkStep(s, step);
    if (s.phase != Phase::Finished)
        out.append(applyStep(s, step).infos);
    return out;
}

StatePtr DlEngine::apply(const GameState &state, const Step &step) const
{
    if (malformed(state, step))
        return isDlState(state) ? std::make_shared<const DlState>(stateOf(state))
                                : setup(defaultConfig());
    return std::make_shared<const DlState>(applyStep(stateOf(state), step).state);
}

Guidance DlEngine::guidance(const GameState &state) const
{
    return guidanceFor(stateOf(state));
}

std::optional<GameResult> DlEngine::result(const GameState &state) const
{
    const DlState &s = stateOf(state);
    if (s.phase != Phase::Finished)
        return std::nullopt;
    return resultFromSheet(computeSheet(s, s.values, s.scoreOverrides), s);
}

Message DlEngine::describe(const GameState &before, const Step &step) const
{
    const Message line = describeStep(stateOf(before), step);
    if (line.isEmpty() || !isDlState(before) || malformed(before, step))
        return line;
    // What the step did, after its own line (issue 13): the engine's infos, in the order it
    // worked them out: adventurers defeated and imprisoned, the tile conquered or held, a
    // combat phase, round or year over, the paladin's moves.
    QList<Message> then;
    // The conquest's own line already says whether the tile is conquered.
    for (const Finding &f : applyStep(stateOf(before), step).infos)
        if (step.kind != QLatin1String("conquest") || f.ruleId != QLatin1String("dl.step.conquest"))
            then.append(f.message);
    return line.followedBy(then);
}

} // namespace kbz::dl
