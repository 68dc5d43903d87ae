#include "DlState.h"

// Stub: the engine helper implements this file.
namespace kbz::dl {

QString tileKindCode(TileKind)
{
    return {};
}
std::optional<TileKind> tileKindFromCode(const QString &)
{
    return std::nullopt;
}
QString advClassCode(AdvClass)
{
    return {};
}
std::optional<AdvClass> advClassFromCode(const QString &)
{
    return std::nullopt;
}
QString monsterKindCode(MonsterKind)
{
    return {};
}
std::optional<MonsterKind> monsterKindFromCode(const QString &)
{
    return std::nullopt;
}
bool isGhost(MonsterKind k)
{
    return k == MonsterKind::Ghost;
}
QString trapKindCode(TrapKind)
{
    return {};
}
std::optional<TrapKind> trapKindFromCode(const QString &)
{
    return std::nullopt;
}
QString stageCode(Stage)
{
    return {};
}
QString phaseCode(Phase)
{
    return {};
}
bool DlPlayer::hasUnconqueredTile() const
{
    return false;
}
QJsonObject DlScoreValues::toJson() const
{
    return {};
}
DlScoreValues DlScoreValues::fromJson(const QJsonObject &)
{
    return {};
}
const DlCombatCard *DlState::card() const
{
    return nullptr;
}
QList<int> DlState::seatOrder() const
{
    return {};
}
int DlState::magicPoints(int) const
{
    return 0;
}
int DlState::hearts(int) const
{
    return 0;
}
int DlState::thiefSymbols(int) const
{
    return 0;
}
int DlState::paladinIndex(int) const
{
    return -1;
}
QJsonObject DlState::toJson() const
{
    return {};
}
QJsonObject adventurerToJson(const DlAdventurer &)
{
    return {};
}
std::optional<DlAdventurer> adventurerFromJson(const QJsonObject &)
{
    return std::nullopt;
}

} // namespace kbz::dl
