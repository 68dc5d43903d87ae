#include "DlEngine.h"

#include "DlInternal.h"

// Stub: the engine helper implements this file.
namespace kbz::dl {

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
    return {};
}
QString DlEngine::rulePrefix() const
{
    return QStringLiteral("dl");
}
GameConfig DlEngine::defaultConfig() const
{
    return {};
}
QList<Finding> DlEngine::checkConfig(const GameConfig &) const
{
    return {};
}
StatePtr DlEngine::setup(const GameConfig &config) const
{
    return std::make_shared<DlState>(initialState(config));
}
QStringList DlEngine::ruleIds() const
{
    return {};
}
QList<StepKind> DlEngine::stepKinds() const
{
    return {};
}
std::optional<Message> DlEngine::malformed(const GameState &, const Step &) const
{
    return std::nullopt;
}
QList<Finding> DlEngine::check(const GameState &, const Step &) const
{
    return {};
}
StatePtr DlEngine::apply(const GameState &state, const Step &) const
{
    return std::make_shared<DlState>(dynamic_cast<const DlState &>(state));
}
Guidance DlEngine::guidance(const GameState &) const
{
    return {};
}
std::optional<GameResult> DlEngine::result(const GameState &) const
{
    return std::nullopt;
}
Message DlEngine::describe(const GameState &, const Step &) const
{
    return {};
}
DlState DlEngine::initialState(const GameConfig &) const
{
    return {};
}

} // namespace kbz::dl
