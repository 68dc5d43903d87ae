// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/GameEngine.h"

#include <QJsonObject>

namespace kbz::test {

// A tiny engine for storage, session, crash-safety and benchmark tests, independent of any
// real game: the state is a running total; "add" adds payload.n (warning above 10, rule
// "test.add.big"); the game ends when the total reaches 100.
struct CounterState final : GameState
{
    int total = 0;
    int steps = 0;
    QJsonObject toJson() const override
    {
        return {{QStringLiteral("total"), total}, {QStringLiteral("steps"), steps}};
    }
};

class CounterEngine final : public GameEngine
{
public:
    QString id() const override { return QStringLiteral("test-counter"); }
    LocalizedName name() const override
    {
        return {QStringLiteral("Counter"), QStringLiteral("カウンター")};
    }
    QString rulePrefix() const override { return QStringLiteral("test"); }
    int minPlayers() const override { return 1; }
    int maxPlayers() const override { return 4; }
    GameConfig defaultConfig() const override { return {{{QStringLiteral("A"), {}}}, {}, {}}; }
    QList<Finding> checkConfig(const GameConfig &) const override { return {}; }
    StatePtr setup(const GameConfig &) const override { return std::make_shared<CounterState>(); }
    QStringList ruleIds() const override { return {QStringLiteral("test.add.big")}; }
    QList<StepKind> stepKinds() const override
    {
        return {{QStringLiteral("add"), Message("kbz::test", "Add")}};
    }
    std::optional<Message> malformed(const GameState &, const Step &step) const override
    {
        if (step.kind != QLatin1String("add"))
            return Message("kbz::test", "Unknown step kind %1", {step.kind});
        if (!step.payload.value(QStringLiteral("n")).isDouble())
            return Message("kbz::test", "payload.n must be a number");
        return std::nullopt;
    }
    QList<Finding> check(const GameState &, const Step &step) const override
    {
        const int n = step.payload.value(QStringLiteral("n")).toInt();
        if (n > 10)
            return {{Severity::Warning, QStringLiteral("test.add.big"),
                     Message("kbz::test", "%1 is more than 10", {QString::number(n)})}};
        return {};
    }
    StatePtr apply(const GameState &state, const Step &step) const override
    {
        auto next = std::make_shared<CounterState>(static_cast<const CounterState &>(state));
        next->total += step.payload.value(QStringLiteral("n")).toInt();
        ++next->steps;
        return next;
    }
    Guidance guidance(const GameState &state) const override
    {
        Guidance g;
        g.phase = QStringLiteral("count");
        g.expected = {QStringLiteral("add")};
        g.finished = static_cast<const CounterState &>(state).total >= 100;
        return g;
    }
    std::optional<GameResult> result(const GameState &state) const override
    {
        const auto &s = static_cast<const CounterState &>(state);
        if (s.total < 100)
            return std::nullopt;
        GameResult r;
        r.how = QStringLiteral("reached-100");
        r.players = {{0, double(s.total), 1, true}};
        return r;
    }
    Message describe(const GameState &, const Step &step) const override
    {
        return Message("kbz::test", "Add %1",
                       {QString::number(step.payload.value(QStringLiteral("n")).toInt())});
    }
};

inline Step add(int n)
{
    return {QStringLiteral("add"), 0, {{QStringLiteral("n"), n}}};
}

} // namespace kbz::test
