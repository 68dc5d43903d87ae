#include "LowState.h"

// Stub: the engine helper fills this file.
namespace kbz::low {

QString squareName(QPoint sq)
{
    if (sq.x() >= 0 && sq.x() < 26 && sq.y() >= 0)
        return QChar(u'A' + sq.x()) + QString::number(sq.y() + 1);
    return QStringLiteral("(%1,%2)").arg(sq.x()).arg(sq.y());
}

std::optional<QPoint> squareFromJson(const QJsonValue &) { return std::nullopt; }
QJsonValue squareToJson(QPoint sq) { return QJsonArray{sq.x(), sq.y()}; }
QPoint toMat(int side, QPoint o) { return side == 0 ? QPoint(o.x(), -o.y()) : QPoint(-o.x(), o.y()); }
QString phaseCode(Phase) { return {}; }
LocalizedName LowState::cardName(const QString &id) const
{
    const LowCard *c = card(id);
    return c ? c->name : LocalizedName{id, {}};
}
const LowUnit *LowState::unit(int) const { return nullptr; }
const LowUnit *LowState::unitAt(QPoint) const { return nullptr; }
bool LowState::onMat(QPoint) const { return true; }
int LowState::commandersKilled(int) const { return 0; }
QJsonObject LowState::toJson() const { return {}; }

} // namespace kbz::low
