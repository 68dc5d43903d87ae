#include "LowEngine.h"

// Stub: the engine helper fills this file.
namespace kbz::low {

Message lowMessage(const char *source, QList<MessageArg> args)
{
    return Message("kbz::low::LowEngine", source, std::move(args));
}

QString LowEngine::id() const { return QStringLiteral("lords-of-war"); }
LocalizedName LowEngine::name() const
{
    return {QStringLiteral("Lords of War: Orcs vs Dwarves"),
            QStringLiteral("ロード・オブ・ウォー：オーク対ドワーフ")};
}
QString LowEngine::rulePrefix() const { return QStringLiteral("low"); }
GameConfig LowEngine::defaultConfig() const { return {}; }
QList<Finding> LowEngine::checkConfig(const GameConfig &) const { return {}; }
StatePtr LowEngine::setup(const GameConfig &config) const
{
    return std::make_shared<LowState>(initialState(config));
}
QStringList LowEngine::ruleIds() const { return {}; }
QList<StepKind> LowEngine::stepKinds() const { return {}; }
std::optional<Message> LowEngine::malformed(const GameState &, const Step &) const
{
    return std::nullopt;
}
QList<Finding> LowEngine::check(const GameState &, const Step &) const { return {}; }
StatePtr LowEngine::apply(const GameState &state, const Step &) const
{
    return std::make_shared<LowState>(static_cast<const LowState &>(state));
}
Guidance LowEngine::guidance(const GameState &) const { return {}; }
std::optional<GameResult> LowEngine::result(const GameState &) const { return std::nullopt; }
Message LowEngine::describe(const GameState &, const Step &) const { return {}; }
LowState LowEngine::initialState(const GameConfig &) const { return {}; }
rules::CombatReport LowEngine::previewCombat(const GameState &, const QList<rules::Shot> &) const
{
    return {};
}

} // namespace kbz::low
