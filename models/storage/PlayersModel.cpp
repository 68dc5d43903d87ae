// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PlayersModel.h"

#include <QLocale>

namespace kbz {

PlayersModel::PlayersModel(Database &db, QObject *parent)
    : QAbstractTableModel(parent)
    , m_db(db)
{}

bool PlayersModel::reload(DbError *error)
{
    const std::optional<QList<Player>> players = Players(m_db).list(error);
    if (!players)
        return false;
    beginResetModel();
    m_players = *players;
    endResetModel();
    return true;
}

int PlayersModel::rowOf(qint64 id) const
{
    for (int row = 0; row < m_players.size(); ++row)
        if (m_players.at(row).id == id)
            return row;
    return -1;
}

void PlayersModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_players.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int PlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_players.size());
}

int PlayersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlayersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Player &p = m_players.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return p.name;
        case GamesColumn:
            return p.games;
        case PlaysColumn:
            return p.plays;
        case WinsColumn:
            return p.wins;
        case WinRateColumn:
            return p.plays > 0
                       ? QLocale().toString(100.0 * p.wins / p.plays, 'f', 0) + QLocale().percent()
                       : QString();
        case CreatedColumn:
            return p.createdAt.isValid()
                       ? QLocale().toString(p.createdAt.toLocalTime().date(), QLocale::ShortFormat)
                       : QString();
        default:
            return {};
        }
    case Qt::EditRole:
        switch (index.column()) {
        case NameColumn:
            return p.name;
        case GamesColumn:
            return p.games;
        case PlaysColumn:
            return p.plays;
        case WinsColumn:
            return p.wins;
        case WinRateColumn:
            return p.plays > 0 ? double(p.wins) / p.plays : -1.0;
        case CreatedColumn:
            return p.createdAt;
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return index.column() != NameColumn && index.column() != CreatedColumn
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    case IdRole:
        return p.id;
    case ColourRole:
        return p.colour;
    case AvatarRole:
        return p.avatar;
    default:
        return {};
    }
}

QVariant PlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Player");
    case GamesColumn:
        return tr("Games");
    case PlaysColumn:
        return tr("Finished");
    case WinsColumn:
        return tr("Wins");
    case WinRateColumn:
        return tr("Win rate");
    case CreatedColumn:
        return tr("Since");
    default:
        return {};
    }
}

} // namespace kbz
