// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Players.h"

#include "Schema.h"
#include "SqlUtil.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

namespace kbz {

namespace {

const char *const kContext = "kbz::Players";

DbError failure(DbError::Code code, Message message, const QString &detail = {})
{
    DbError e;
    e.code = code;
    e.message = std::move(message);
    e.detail = detail;
    return e;
}

DbError sqlFailure(const QString &detail)
{
    return failure(DbError::Code::Sql,
                   Message(kContext, QT_TRANSLATE_NOOP("kbz::Players",
                                                       "The players could not be read or written; "
                                                       "nothing was changed.")),
                   detail);
}

DbError noSuchPlayer(qint64 id)
{
    return failure(DbError::Code::NotFound,
                   Message(kContext, QT_TRANSLATE_NOOP("kbz::Players", "There is no player %1."),
                           {QString::number(id)}));
}

QString isoTime(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

// Each player with the games it has a seat in, of them the finished ones and the ones won.
const QString kSelect = QStringLiteral(
    "SELECT p.id, p.name, p.colour, p.avatar, p.created_at, (SELECT count(DISTINCT gp.game_id) "
    "FROM game_players gp WHERE gp.player_id = p.id), (SELECT count(DISTINCT gp.game_id) FROM "
    "game_players gp JOIN games g ON g.id = gp.game_id WHERE gp.player_id = p.id AND g.status = "
    "'finished'), (SELECT count(DISTINCT gp.game_id) FROM game_players gp JOIN games g ON g.id = "
    "gp.game_id JOIN results r ON r.game_id = gp.game_id AND r.seat = gp.seat WHERE gp.player_id "
    "= p.id AND g.status = 'finished' AND r.winner = 1) FROM players p ");

} // namespace

Players::Players(Database &db, Clock clock)
    : m_db(db)
    , m_clock(clock ? std::move(clock) : Clock([] { return QDateTime::currentDateTimeUtc(); }))
{}

std::optional<QList<Player>> Players::select(const QString &where, const QVariantList &binds,
                                             DbError *error) const
{
    QSqlQuery q(m_db.db());
    q.setForwardOnly(true);
    q.prepare(kSelect + where + QStringLiteral(" ORDER BY p.name, p.id"));
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec()) {
        if (error)
            *error = sqlFailure(q.lastError().text());
        return std::nullopt;
    }
    QList<Player> out;
    while (q.next()) {
        Player p;
        p.id = q.value(0).toLongLong();
        p.name = q.value(1).toString();
        p.colour = q.value(2).toString();
        p.avatar = q.value(3).toString();
        p.createdAt = QDateTime::fromString(q.value(4).toString(), Qt::ISODateWithMs);
        p.games = q.value(5).toInt();
        p.plays = q.value(6).toInt();
        p.wins = q.value(7).toInt();
        out.append(p);
    }
    return out;
}

std::optional<QList<Player>> Players::list(DbError *error) const
{
    if (m_db.schemaVersion() >= 5)
        return select({}, {}, error);
    // An older file opened read-only: the names its seats were played with, as the migration
    // will make them.
    QSqlQuery q(m_db.db());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT gp.game_id, gp.name, g.started_at FROM game_players gp "
                               "JOIN games g ON g.id = gp.game_id"))) {
        if (error)
            *error = sqlFailure(q.lastError().text());
        return std::nullopt;
    }
    QMap<QString, Player> byName;
    QMap<QString, QSet<qint64>> games;
    while (q.next()) {
        const QString name = schema::playerNameKey(q.value(1).toString());
        if (name.isEmpty())
            continue;
        Player &p = byName[name];
        p.name = name;
        const QDateTime started = QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs);
        if (!p.createdAt.isValid() || started < p.createdAt)
            p.createdAt = started;
        games[name].insert(q.value(0).toLongLong());
    }
    QList<Player> out;
    for (auto it = byName.begin(); it != byName.end(); ++it) {
        it->games = int(games.value(it.key()).size());
        out.append(*it);
    }
    return out;
}

std::optional<Player> Players::find(qint64 id, DbError *error) const
{
    const auto found = select(QStringLiteral("WHERE p.id = ?"), {id}, error);
    if (!found)
        return std::nullopt;
    if (found->isEmpty()) {
        if (error)
            *error = noSuchPlayer(id);
        return std::nullopt;
    }
    return found->first();
}

std::optional<QList<Player>> Players::withName(const QString &name, DbError *error) const
{
    auto found = select(QStringLiteral("WHERE p.name = ?"), {schema::playerNameKey(name)}, error);
    if (found)
        std::sort(found->begin(), found->end(),
                  [](const Player &a, const Player &b) { return a.id < b.id; });
    return found;
}

QString Players::looseNameKey(const QString &name)
{
    const QString folded = name.normalized(QString::NormalizationForm_KC).toCaseFolded();
    QString out;
    out.reserve(folded.size());
    for (const QChar c : folded)
        if (!c.isSpace())
            out.append(c);
    return out;
}

std::optional<QList<Player>> Players::similarTo(const QString &name, DbError *error) const
{
    const QString key = looseNameKey(name);
    auto all = list(error);
    if (!all)
        return std::nullopt;
    QList<Player> out;
    for (const Player &p : std::as_const(*all))
        if (!key.isEmpty() && looseNameKey(p.name) == key)
            out.append(p);
    std::sort(out.begin(), out.end(), [](const Player &a, const Player &b) { return a.id < b.id; });
    return out;
}

bool Players::nameFree(const QString &name, qint64 except, bool allowSameName, DbError *error) const
{
    if (name.isEmpty()) {
        if (error)
            *error = failure(
                DbError::Code::Refused,
                Message(kContext, QT_TRANSLATE_NOOP("kbz::Players", "A player needs a name.")));
        return false;
    }
    if (allowSameName)
        return true;
    const auto same = withName(name, error);
    if (!same)
        return false;
    for (const Player &p : *same) {
        if (p.id == except)
            continue;
        if (error)
            *error = failure(DbError::Code::Refused,
                             Message(kContext,
                                     QT_TRANSLATE_NOOP("kbz::Players",
                                                       "There is already a player named %1 (player "
                                                       "%2). Two players of one name are allowed "
                                                       "only when asked for."),
                                     {name, QString::number(p.id)}));
        return false;
    }
    return true;
}

qint64 Players::create(const QString &name, DbError *error, bool allowSameName)
{
    const QString key = schema::playerNameKey(name);
    if (!nameFree(key, 0, allowSameName, error))
        return 0;
    qint64 id = 0;
    const bool ok = sql::transaction(
        m_db,
        [&](QString *err) {
            QSqlQuery q(m_db.db());
            q.prepare(QStringLiteral("INSERT INTO players (name, created_at) VALUES (?, ?)"));
            q.addBindValue(key);
            q.addBindValue(isoTime(m_clock()));
            if (!sql::exec(q, err))
                return false;
            id = q.lastInsertId().toLongLong();
            return id > 0;
        },
        sqlFailure({}).message, error);
    return ok ? id : 0;
}

bool Players::rename(qint64 id, const QString &name, DbError *error, bool allowSameName)
{
    const QString key = schema::playerNameKey(name);
    if (!find(id, error) || !nameFree(key, id, allowSameName, error))
        return false;
    return sql::transaction(
        m_db,
        [&](QString *err) {
            QSqlQuery q(m_db.db());
            q.prepare(QStringLiteral("UPDATE players SET name = ? WHERE id = ?"));
            q.addBindValue(key);
            q.addBindValue(id);
            return sql::exec(q, err);
        },
        sqlFailure({}).message, error);
}

bool Players::setLooks(qint64 id, const QString &colour, const QString &avatar, DbError *error)
{
    if (!find(id, error))
        return false;
    return sql::transaction(
        m_db,
        [&](QString *err) {
            QSqlQuery q(m_db.db());
            q.prepare(QStringLiteral("UPDATE players SET colour = ?, avatar = ? WHERE id = ?"));
            q.addBindValue(sql::text(colour.trimmed()));
            q.addBindValue(sql::text(avatar.trimmed()));
            q.addBindValue(id);
            return sql::exec(q, err);
        },
        sqlFailure({}).message, error);
}

bool Players::merge(qint64 keepId, qint64 removeId, DbError *error)
{
    const std::optional<Player> keep = find(keepId, error);
    if (!keep)
        return false;
    const std::optional<Player> gone = find(removeId, error);
    if (!gone)
        return false;
    if (keepId == removeId) {
        if (error)
            *error = failure(DbError::Code::Refused,
                             Message(kContext, QT_TRANSLATE_NOOP("kbz::Players",
                                                                 "A player cannot be merged into "
                                                                 "itself.")));
        return false;
    }
    QSqlQuery shared(m_db.db());
    shared.setForwardOnly(true);
    shared.prepare(QStringLiteral(
        "SELECT g.id, g.title FROM game_players a JOIN game_players b ON b.game_id = a.game_id "
        "JOIN games g ON g.id = a.game_id WHERE a.player_id = ? AND b.player_id = ? "
        "ORDER BY g.id"));
    shared.addBindValue(keepId);
    shared.addBindValue(removeId);
    if (!shared.exec()) {
        if (error)
            *error = sqlFailure(shared.lastError().text());
        return false;
    }
    if (shared.next()) {
        const QString title = shared.value(1).toString();
        const QString game = title.isEmpty()
                                 ? QString::number(shared.value(0).toLongLong())
                                 : QStringLiteral("%1 (%2)").arg(shared.value(0).toString(), title);
        if (error)
            *error = failure(DbError::Code::Refused,
                             Message(kContext,
                                     QT_TRANSLATE_NOOP("kbz::Players",
                                                       "%1 and %2 both played in game %3, so they "
                                                       "are two people: they were not merged."),
                                     {keep->name, gone->name, game}));
        return false;
    }
    shared.finish();
    return sql::transaction(
        m_db,
        [&](QString *err) {
            QSqlQuery q(m_db.db());
            q.prepare(QStringLiteral("UPDATE game_players SET player_id = ? WHERE player_id = ?"));
            q.addBindValue(keepId);
            q.addBindValue(removeId);
            if (!sql::exec(q, err))
                return false;
            if (gone->createdAt.isValid() && gone->createdAt < keep->createdAt) {
                QSqlQuery c(m_db.db());
                c.prepare(QStringLiteral("UPDATE players SET created_at = ? WHERE id = ?"));
                c.addBindValue(isoTime(gone->createdAt));
                c.addBindValue(keepId);
                if (!sql::exec(c, err))
                    return false;
            }
            QSqlQuery d(m_db.db());
            d.prepare(QStringLiteral("DELETE FROM players WHERE id = ?"));
            d.addBindValue(removeId);
            return sql::exec(d, err);
        },
        sqlFailure({}).message, error);
}

bool Players::assignSeat(qint64 gameId, int seat, qint64 playerId, DbError *error)
{
    const std::optional<Player> player = find(playerId, error);
    if (!player)
        return false;
    QSqlQuery seats(m_db.db());
    seats.setForwardOnly(true);
    seats.prepare(QStringLiteral("SELECT seat, player_id FROM game_players WHERE game_id = ?"));
    seats.addBindValue(gameId);
    if (!seats.exec()) {
        if (error)
            *error = sqlFailure(seats.lastError().text());
        return false;
    }
    bool found = false;
    while (seats.next()) {
        const int s = seats.value(0).toInt();
        found = found || s == seat;
        if (s != seat && seats.value(1).toLongLong() == playerId) {
            if (error)
                *error = failure(
                    DbError::Code::Refused,
                    Message(kContext,
                            QT_TRANSLATE_NOOP("kbz::Players",
                                              "%1 already has seat %2 in game %3; one player "
                                              "sits once at a game."),
                            {player->name, QString::number(s + 1), QString::number(gameId)}));
            return false;
        }
    }
    seats.finish();
    if (!found) {
        if (error)
            *error = failure(DbError::Code::NotFound,
                             Message(kContext,
                                     QT_TRANSLATE_NOOP("kbz::Players", "Game %1 has no seat %2."),
                                     {QString::number(gameId), QString::number(seat + 1)}));
        return false;
    }
    return sql::transaction(
        m_db,
        [&](QString *err) {
            QSqlQuery q(m_db.db());
            q.prepare(QStringLiteral(
                "UPDATE game_players SET player_id = ? WHERE game_id = ? AND seat = ?"));
            q.addBindValue(playerId);
            q.addBindValue(gameId);
            q.addBindValue(seat);
            return sql::exec(q, err);
        },
        sqlFailure({}).message, error);
}

qint64 Players::findOrCreate(QSqlDatabase &db, const QString &name, const QString &now,
                             QString *error)
{
    const QString key = schema::playerNameKey(name);
    if (key.isEmpty())
        return 0;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT min(id) FROM players WHERE name = ?"));
    q.addBindValue(key);
    if (!sql::exec(q, error))
        return -1;
    if (q.next() && !q.value(0).isNull())
        return q.value(0).toLongLong();
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO players (name, created_at) VALUES (?, ?)"));
    insert.addBindValue(key);
    insert.addBindValue(now);
    if (!sql::exec(insert, error))
        return -1;
    return insert.lastInsertId().toLongLong();
}

} // namespace kbz
