// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "TallyEngine.h"

#include <QJsonValue>

namespace kbz::tally {

namespace {

constexpr char kCtx[] = "kbz::tally::Engine";

const TallyState &cast(const GameState &state)
{
    return static_cast<const TallyState &>(state);
}

int amount(const Step &step)
{
    return step.payload.value(QStringLiteral("n")).toInt();
}

} // namespace

QJsonObject TallyState::toJson() const
{
    return {{QStringLiteral("players"), players},
            {QStringLiteral("target"), target},
            {QStringLiteral("tally"), tally},
            {QStringLiteral("next"), next},
            {QStringLiteral("winner"), winner}};
}

LocalizedName TallyEngine::name() const
{
    return {QStringLiteral("Tally"), QStringLiteral("タリー")};
}

GameConfig TallyEngine::defaultConfig() const
{
    GameConfig c;
    c.players = {{QStringLiteral("Player 1"), QString()}, {QStringLiteral("Player 2"), QString()}};
    c.options = {{QStringLiteral("target"), 21}};
    return c;
}

QList<Finding> TallyEngine::checkConfig(const GameConfig &config) const
{
    const int target = config.options.value(QStringLiteral("target")).toInt(21);
    if (target < 10)
        return {{Severity::Warning, QStringLiteral("tally.turn.add"),
                 Message(kCtx, "A target of %1 ends the game in a few turns",
                         {QString::number(target)})}};
    return {};
}

StatePtr TallyEngine::setup(const GameConfig &config) const
{
    auto s = std::make_shared<TallyState>();
    s->players = qMax(1, int(config.players.size()));
    s->target = config.options.value(QStringLiteral("target")).toInt(21);
    return s;
}

QStringList TallyEngine::ruleIds() const
{
    return {QStringLiteral("tally.turn.add"), QStringLiteral("tally.turn.order")};
}

QList<StepKind> TallyEngine::stepKinds() const
{
    return {{QStringLiteral("add"), Message(kCtx, "Add to the tally")}};
}

QList<StepSchema> TallyEngine::stepSchemas()
{
    return {{QStringLiteral("add"),
             ActorRule::Seat,
             {FieldSchema::integer(QStringLiteral("n")).req()}}};
}

std::optional<Message> TallyEngine::malformed(const GameState &state, const Step &step) const
{
    // The shape from the schema (the shared sentences); the kind is the engine's to name.
    if (auto shape = schemaShapeProblem(stepSchemas(), step, cast(state).players))
        return shape;
    if (step.kind != QLatin1String("add"))
        return Message(kCtx, "Unknown step kind %1", {step.kind});
    return std::nullopt;
}

QList<Finding> TallyEngine::check(const GameState &state, const Step &step) const
{
    const TallyState &s = cast(state);
    QList<Finding> out;
    if (const int n = amount(step); n < 1 || n > 3)
        out.append({Severity::Warning, QStringLiteral("tally.turn.add"),
                    Message(kCtx, "A turn adds 1, 2 or 3, not %1", {QString::number(n)})});
    if (step.actor != s.next)
        out.append({Severity::Warning, QStringLiteral("tally.turn.order"),
                    Message(kCtx, "It is seat %1's turn, not seat %2's",
                            {QString::number(s.next + 1), QString::number(step.actor + 1)})});
    return out;
}

StatePtr TallyEngine::apply(const GameState &state, const Step &step) const
{
    auto next = std::make_shared<TallyState>(cast(state));
    next->tally += amount(step);
    next->next = (step.actor + 1) % next->players;
    if (next->winner < 0 && next->tally >= next->target)
        next->winner = step.actor;
    return next;
}

Guidance TallyEngine::guidance(const GameState &state) const
{
    const TallyState &s = cast(state);
    Guidance g;
    g.phase = QStringLiteral("turn");
    g.phaseName = Message(kCtx, "Turn");
    g.finished = s.winner >= 0;
    if (!g.finished) {
        g.actor = s.next;
        g.expected = {QStringLiteral("add")};
        g.hints = {Message(kCtx, "Add 1, 2 or 3: the tally is %1 of %2",
                           {QString::number(s.tally), QString::number(s.target)})};
    }
    return g;
}

std::optional<GameResult> TallyEngine::result(const GameState &state) const
{
    const TallyState &s = cast(state);
    if (s.winner < 0)
        return std::nullopt;
    GameResult r;
    r.how = QStringLiteral("target-reached");
    r.summary = Message(kCtx, "Seat %1 reached %2",
                        {QString::number(s.winner + 1), QString::number(s.target)});
    for (int seat = 0; seat < s.players; ++seat)
        r.players.append(
            {seat, seat == s.winner ? 1.0 : 0.0, seat == s.winner ? 1 : 2, seat == s.winner});
    return r;
}

Message TallyEngine::describe(const GameState &before, const Step &step) const
{
    return Message(kCtx, "Seat %1 adds %2: the tally is %3",
                   {QString::number(step.actor + 1), QString::number(amount(step)),
                    QString::number(cast(before).tally + amount(step))});
}

} // namespace kbz::tally
