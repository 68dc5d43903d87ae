// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Database.h"
#include "core/Lang.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QList>

namespace kbz {

class GameRegistry;

// What the game history shows (issue 19): every filter empty = every game.
struct HistoryFilter
{
    QString kind; // engine id
    // The games this player (players.id) has a seat in, whatever name the seat was played
    // under: a player renamed, or merged with another, keeps every game (0 = anyone).
    qint64 playerId = 0;
    QDate from;     // started on or after (local date)
    QDate to;       // started on or before (local date)
    QString status; // "active", "finished", "abandoned" (games.status)
    QString text;   // in the title, any case (SQLite's LIKE: ASCII letters)

    bool operator==(const HistoryFilter &) const = default;
};

// Every stored game as a table, fetched lazily (issue 19: 16,000 games must not make anything
// slow): a filter or a sort runs one query for the first kBatch rows; canFetchMore/fetchMore
// bring the next ones as a view scrolls, so rowCount() stays small until then. The filtered
// total is counted apart (totalCount). Sorting by any column is SQL's ORDER BY, the game id
// breaking ties. Pure data: names of games and statuses in the language set by setLang. The
// players and winners are shown by their names today (players.name; a seat linked to no player
// by the name it was played under), as the exports and statistics name them. Needs schema 5 (the
// players table): the app opens its database to write, which upgrades it.
class HistoryModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IdCol,
        GameCol,
        TitleCol,
        PlayersCol,
        StartedCol,
        StatusCol,
        WinnersCol,
        StepsCol,
        ColumnCount
    };
    enum Roles {
        GameIdRole = Qt::UserRole + 1, // qint64
        KindRole,                      // QString, the engine id
        StatusRole,                    // QString, games.status
        SortRole,                      // the raw value of the column
    };
    static constexpr int kBatch = 100;

    HistoryModel(Database &db, const GameRegistry *registry, QObject *parent = nullptr);
    ~HistoryModel() override;
    Q_DISABLE_COPY_MOVE(HistoryModel)

    void setFilter(const HistoryFilter &filter);
    const HistoryFilter &filter() const { return m_filter; }
    void setLang(Lang lang);
    // Queries again (after a game was deleted or recorded), keeping filter and sort.
    void reload();
    // Every game of the filter, counted by SQL (not the rows fetched so far).
    int totalCount() const { return m_total; }
    // The last query's error (empty when it ran).
    QString lastError() const { return m_error; }

    // Deletes a game with its steps, players, results, marks and bookmarks (one transaction).
    static bool deleteGame(Database &db, qint64 gameId, DbError *error);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    struct Row
    {
        qint64 id = 0;
        QString kind;
        QString title;
        QString players;
        QDateTime started;
        QString status;
        QString winners;
        int steps = 0;
        qint64 branchedFrom = 0; // the origin game of a branch ("New game from here"), else 0
        int branchedAt = 0;      // the step it was branched at
    };
    QString whereClause(QVariantList *binds) const;
    QList<Row> query(int offset, int limit);

    Database &m_db;
    const GameRegistry *m_registry;
    HistoryFilter m_filter;
    Lang m_lang = Lang::En;
    int m_sortColumn = StartedCol;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
    QList<Row> m_rows;
    bool m_more = false;
    int m_total = 0;
    QString m_error;
};

} // namespace kbz
