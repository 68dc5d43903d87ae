// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Players.h"

#include <QAbstractTableModel>

namespace kbz {

// The table's players as a table (issue 19): a player picker, the history browser's player
// filter, the players dialog. Columns: the name, the games played (any status), of them the
// finished ones, the wins and the win rate (a fraction; shown as a percentage), the day first
// seen (shown through QLocale; Qt::EditRole gives the QDateTime, for sorting). Read with reload();
// the model does not watch the database.
class PlayersModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Roles {
        IdRole = Qt::UserRole + 1, // qint64
        ColourRole,                // QString
        AvatarRole,                // QString
    };
    Q_ENUM(Roles)
    enum Column {
        NameColumn,
        GamesColumn,
        PlaysColumn,
        WinsColumn,
        WinRateColumn,
        CreatedColumn,
        ColumnCount
    };

    explicit PlayersModel(Database &db, QObject *parent = nullptr);
    Q_DISABLE_COPY_MOVE(PlayersModel)

    // Reads the players again; on failure keeps the rows it had and returns false.
    bool reload(DbError *error = nullptr);
    const QList<Player> &players() const { return m_players; }
    // The row of the player `id`, or -1.
    int rowOf(qint64 id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate(); // header texts changed language

private:
    Database &m_db;
    QList<Player> m_players;
};

} // namespace kbz
