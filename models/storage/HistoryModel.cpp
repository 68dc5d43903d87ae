// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "HistoryModel.h"

#include "SqlUtil.h"
#include "core/GameName.h"
#include "core/GameRegistry.h"

#include <QLocale>
#include <QTimeZone>

namespace kbz {

namespace {

constexpr char kCtx[] = "kbz::HistoryModel";

QString translated(const char *source, Lang lang)
{
    return Message(kCtx, source).text(lang);
}

// A local date's start as stored (ISO 8601 UTC with milliseconds, as Journal writes it).
QString storedTime(const QDate &date)
{
    return QDateTime(date, QTime(0, 0)).toUTC().toString(Qt::ISODateWithMs);
}

// A seat's name: its player's name today, or the name it was played under when it is linked to
// no player (a seat with no name).
const char kPlayers[] = "(SELECT group_concat(name, ' – ') FROM (SELECT coalesce(pl.name, p.name) "
                        "AS name FROM game_players p LEFT JOIN players pl ON pl.id = p.player_id "
                        "WHERE p.game_id = g.id ORDER BY p.seat))";
const char kWinners[] = "(SELECT group_concat(name, ' & ') FROM (SELECT coalesce(pl.name, p.name) "
                        "AS name FROM results r JOIN game_players p ON p.game_id = r.game_id AND "
                        "p.seat = r.seat LEFT JOIN players pl ON pl.id = p.player_id "
                        "WHERE r.game_id = g.id AND r.winner = 1 ORDER BY r.seat))";
const char kSteps[] = "(SELECT count(*) FROM steps s WHERE s.game_id = g.id)";
// The same on PostgreSQL (docs/club.md): string_agg with its own ORDER BY.
const char kPlayersPg[] = "(SELECT string_agg(coalesce(pl.name, p.name), ' – ' ORDER BY p.seat) "
                          "FROM game_players p LEFT JOIN players pl ON pl.id = p.player_id "
                          "WHERE p.game_id = g.id)";
const char kWinnersPg[] = "(SELECT string_agg(coalesce(pl.name, p.name), ' & ' ORDER BY r.seat) "
                          "FROM results r JOIN game_players p ON p.game_id = r.game_id AND "
                          "p.seat = r.seat LEFT JOIN players pl ON pl.id = p.player_id "
                          "WHERE r.game_id = g.id AND r.winner = 1)";

// The sort key of each column. Only a page of games is sorted out and limited first; the
// players, winners and step counts are then computed for that page alone (unless the sort is
// by one of them). The title sorts in any case: SQLite's NOCASE, PostgreSQL's lower().
const char *const kSortKeys[] = {"g.id",         "g.kind",   "g.title", kPlayers,
                                 "g.started_at", "g.status", kWinners,  kSteps};
static_assert(std::size(kSortKeys) == HistoryModel::ColumnCount);
const char *const kSortKeysPg[] = {"g.id",         "g.kind",   "lower(g.title)", kPlayersPg,
                                   "g.started_at", "g.status", kWinnersPg,       kSteps};
static_assert(std::size(kSortKeysPg) == HistoryModel::ColumnCount);

} // namespace

HistoryModel::HistoryModel(Database &db, const GameRegistry *registry, QObject *parent)
    : QAbstractTableModel(parent)
    , m_db(db)
    , m_registry(registry)
{
    reload();
}

HistoryModel::~HistoryModel() = default;

void HistoryModel::setFilter(const HistoryFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    reload();
}

void HistoryModel::setLang(Lang lang)
{
    if (lang == m_lang)
        return;
    m_lang = lang;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void HistoryModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    reload();
}

QString HistoryModel::whereClause(QVariantList *binds) const
{
    QStringList where;
    if (!m_filter.kind.isEmpty()) {
        where << QStringLiteral("g.kind = ?");
        binds->append(m_filter.kind);
    }
    if (m_filter.playerId != 0) {
        // By the seats' link to the player (index game_players_by_player), not by the name a
        // seat was played under: a renamed or merged player keeps its games.
        where << QStringLiteral("g.id IN (SELECT game_id FROM game_players WHERE player_id = ?)");
        binds->append(m_filter.playerId);
    }
    if (m_filter.from.isValid()) {
        where << QStringLiteral("g.started_at >= ?");
        binds->append(storedTime(m_filter.from));
    }
    if (m_filter.to.isValid()) {
        where << QStringLiteral("g.started_at < ?");
        binds->append(storedTime(m_filter.to.addDays(1)));
    }
    if (!m_filter.status.isEmpty()) {
        where << QStringLiteral("g.status = ?");
        binds->append(m_filter.status);
    }
    if (!m_filter.text.trimmed().isEmpty()) {
        // Any case, as SQLite's LIKE (ASCII letters); ILIKE on PostgreSQL, whose LIKE has case.
        where << (m_db.isServer() ? QStringLiteral("g.title ILIKE ? ESCAPE '\\'")
                                  : QStringLiteral("g.title LIKE ? ESCAPE '\\'"));
        QString text = m_filter.text.trimmed();
        text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
            .replace(QLatin1Char('%'), QStringLiteral("\\%"))
            .replace(QLatin1Char('_'), QStringLiteral("\\_"));
        binds->append(QLatin1Char('%') + text + QLatin1Char('%'));
    }
    return where.isEmpty() ? QString() : QStringLiteral(" WHERE ") + where.join(" AND ");
}

QList<HistoryModel::Row> HistoryModel::query(int offset, int limit)
{
    QVariantList binds;
    const QString where = whereClause(&binds);
    const QString dir =
        m_sortOrder == Qt::AscendingOrder ? QStringLiteral(" ASC") : QStringLiteral(" DESC");
    const bool pg = m_db.isServer();
    const QString collate =
        m_sortColumn == TitleCol && !pg ? QStringLiteral(" COLLATE NOCASE") : QString();
    const QString inner =
        QStringLiteral("SELECT g.id, g.kind, g.title, g.started_at, g.status, %1, %2 AS k FROM "
                       "games g")
            .arg(m_db.schemaVersion() >= 4
                     ? QStringLiteral("g.branched_from_game AS bf, g.branched_at_step AS bs")
                     : QStringLiteral("NULL AS bf, NULL AS bs"),
                 QString::fromUtf8(pg ? kSortKeysPg[m_sortColumn] : kSortKeys[m_sortColumn])) +
        where + QStringLiteral(" ORDER BY k") + collate + dir + QStringLiteral(", g.id") + dir +
        QStringLiteral(" LIMIT ? OFFSET ?");
    QSqlQuery q(m_db.db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT g.id, g.kind, g.title, g.started_at, g.status, %1, %2, %3, "
                             "g.bf, g.bs FROM (%4) g ORDER BY g.k%5%6, g.id%6")
                  .arg(QString::fromUtf8(pg ? kPlayersPg : kPlayers),
                       QString::fromUtf8(pg ? kWinnersPg : kWinners), QString::fromUtf8(kSteps),
                       inner, collate, dir));
    for (const QVariant &b : std::as_const(binds))
        q.addBindValue(b);
    q.addBindValue(limit);
    q.addBindValue(offset);
    QList<Row> rows;
    if (!q.exec()) {
        m_error = q.lastError().text();
        return rows;
    }
    while (q.next()) {
        Row r;
        r.id = q.value(0).toLongLong();
        r.kind = q.value(1).toString();
        r.title = q.value(2).toString();
        r.started = QDateTime::fromString(q.value(3).toString(), Qt::ISODateWithMs);
        r.status = q.value(4).toString();
        r.players = q.value(5).toString();
        r.winners = q.value(6).toString();
        r.steps = q.value(7).toInt();
        r.branchedFrom = q.value(8).toLongLong();
        r.branchedAt = q.value(9).toInt();
        rows.append(r);
    }
    return rows;
}

void HistoryModel::reload()
{
    beginResetModel();
    m_error.clear();
    m_rows = query(0, kBatch + 1);
    m_more = m_rows.size() > kBatch;
    if (m_more)
        m_rows.removeLast();
    QVariantList binds;
    QSqlQuery count(m_db.db());
    count.prepare(QStringLiteral("SELECT count(*) FROM games g") + whereClause(&binds));
    for (const QVariant &b : std::as_const(binds))
        count.addBindValue(b);
    m_total = count.exec() && count.next() ? count.value(0).toInt() : int(m_rows.size());
    endResetModel();
}

bool HistoryModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_more;
}

void HistoryModel::fetchMore(const QModelIndex &parent)
{
    if (parent.isValid() || !m_more)
        return;
    QList<Row> rows = query(int(m_rows.size()), kBatch + 1);
    m_more = rows.size() > kBatch;
    if (m_more)
        rows.removeLast();
    if (rows.isEmpty())
        return;
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + int(rows.size()) - 1);
    m_rows.append(rows);
    endInsertRows();
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int HistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case GameIdRole:
        return r.id;
    case KindRole:
        return r.kind;
    case StatusRole:
        return r.status;
    case Qt::TextAlignmentRole:
        return index.column() == IdCol || index.column() == StepsCol
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == GameCol) {
            const EnginePtr engine = m_registry ? m_registry->find(r.kind) : EnginePtr();
            return engine ? gameNameTooltip(*engine, m_lang) : r.kind;
        }
        if (index.column() == TitleCol || index.column() == PlayersCol ||
            index.column() == WinnersCol)
            return data(index, Qt::DisplayRole);
        return {};
    case SortRole:
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    const bool raw = role == SortRole;
    switch (index.column()) {
    case IdCol:
        return r.id;
    case GameCol: {
        if (raw)
            return r.kind;
        const EnginePtr engine = m_registry ? m_registry->find(r.kind) : EnginePtr();
        return engine ? engine->displayName(m_lang) : r.kind;
    }
    case TitleCol: {
        if (raw || r.branchedFrom == 0)
            return r.title;
        // A branch ("New game from here") says so before its title, which is its origin's.
        const QLocale locale(m_lang == Lang::Ja ? QLocale::Japanese : QLocale::English);
        const QString mark =
            Message(kCtx, QT_TRANSLATE_NOOP("kbz::HistoryModel", "↳ branch of #%1 at step %2"),
                    {locale.toString(r.branchedFrom), locale.toString(r.branchedAt)})
                .text(m_lang);
        return r.title.isEmpty() ? mark
                                 : Message(kCtx, QT_TRANSLATE_NOOP("kbz::HistoryModel", "%1: %2"),
                                           {mark, r.title})
                                       .text(m_lang);
    }
    case PlayersCol:
        return r.players;
    case StartedCol:
        if (raw)
            return r.started;
        return QLocale(m_lang == Lang::Ja ? QLocale::Japanese : QLocale::English)
            .toString(r.started.toLocalTime(), QLocale::ShortFormat);
    case StatusCol:
        if (raw)
            return r.status;
        if (r.status == QLatin1String("finished"))
            return translated(QT_TRANSLATE_NOOP("kbz::HistoryModel", "Finished"), m_lang);
        if (r.status == QLatin1String("abandoned"))
            return translated(QT_TRANSLATE_NOOP("kbz::HistoryModel", "Abandoned"), m_lang);
        return translated(QT_TRANSLATE_NOOP("kbz::HistoryModel", "In play"), m_lang);
    case WinnersCol:
        return r.winners;
    case StepsCol:
        return raw ? QVariant(r.steps)
                   : QVariant(QLocale(m_lang == Lang::Ja ? QLocale::Japanese : QLocale::English)
                                  .toString(r.steps));
    default:
        return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const char *const kHeaders[] = {
        QT_TRANSLATE_NOOP("kbz::HistoryModel", "No."),
        QT_TRANSLATE_NOOP("kbz::HistoryModel", "Game"),
        QT_TRANSLATE_NOOP("kbz::HistoryModel", "Title"),
        QT_TRANSLATE_NOOP("kbz::HistoryModel", "Players"),
        QT_TRANSLATE_NOOP("kbz::HistoryModel", "Started"),
        QT_TRANSLATE_NOOP("kbz::HistoryModel", "Status"),
        QT_TRANSLATE_NOOP("kbz::HistoryModel", "Winners"),
        QT_TRANSLATE_NOOP("kbz::HistoryModel", "Steps"),
    };
    static_assert(std::size(kHeaders) == ColumnCount);
    if (section < 0 || section >= ColumnCount)
        return {};
    return translated(kHeaders[section], m_lang);
}

bool HistoryModel::deleteGame(Database &db, qint64 gameId, DbError *error)
{
    return sql::transaction(
        db,
        [&](QString *err) {
            QSqlQuery q(db.db());
            // The game's steps, players, results, undo marks and bookmarks go with it (ON
            // DELETE CASCADE); a game branched from it keeps its own copy of the steps.
            q.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
            q.addBindValue(gameId);
            if (!sql::exec(q, err))
                return false;
            if (q.numRowsAffected() != 1) {
                *err = QStringLiteral("no game %1").arg(gameId);
                return false;
            }
            return true;
        },
        Message(kCtx, QT_TRANSLATE_NOOP("kbz::HistoryModel", "The game could not be deleted.")),
        error);
}

} // namespace kbz
