#include "DlScore.h"

// Stub: the score helper implements this file.
namespace kbz::dl {

QStringList titleIds()
{
    return {};
}
LocalizedName titleName(const QString &)
{
    return {};
}
QJsonObject DlScoreCounts::toJson() const
{
    return {};
}
DlScoreCounts DlScoreCounts::fromJson(const QJsonObject &, const DlScoreCounts &d)
{
    return d;
}
QJsonObject DlScoreSheet::toJson() const
{
    return {};
}
DlScoreCounts countsFromState(const DlState &, int)
{
    return {};
}
DlScoreSheet computeSheet(const DlState &, const DlScoreValues &v, const QJsonObject &)
{
    return DlScoreSheet{v, {}};
}
int linePoints(const DlScoreLine &, const DlScoreValues &)
{
    return 0;
}
GameResult resultFromSheet(const DlScoreSheet &, const DlState &)
{
    return {};
}

DlScoreModel::DlScoreModel(QObject *parent)
    : QAbstractTableModel(parent)
{}
void DlScoreModel::setState(std::shared_ptr<const DlState> state)
{
    m_state = std::move(state);
}
void DlScoreModel::setValues(const DlScoreValues &values)
{
    m_values = values;
}
DlScoreSheet DlScoreModel::sheet() const
{
    return {};
}
QJsonObject DlScoreModel::payload() const
{
    return {};
}
bool DlScoreModel::isEdited() const
{
    return false;
}
int DlScoreModel::rowCount(const QModelIndex &) const
{
    return 0;
}
int DlScoreModel::columnCount(const QModelIndex &) const
{
    return 0;
}
QVariant DlScoreModel::data(const QModelIndex &, int) const
{
    return {};
}
QVariant DlScoreModel::headerData(int, Qt::Orientation, int) const
{
    return {};
}
Qt::ItemFlags DlScoreModel::flags(const QModelIndex &) const
{
    return {};
}
bool DlScoreModel::setData(const QModelIndex &, const QVariant &, int)
{
    return false;
}

} // namespace kbz::dl
