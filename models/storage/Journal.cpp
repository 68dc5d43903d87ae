// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Journal.h"

#include "DamagedGame.h"
#include "Players.h"
#include "Schema.h"
#include "SqlUtil.h"
#include "core/JournalFile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <algorithm>
#include <limits>

namespace kbz {

using sql::compact;
using sql::exec;
using sql::text;

namespace {

QString isoTime(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime fromIso(const QVariant &v)
{
    if (v.isNull())
        return {};
    return QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}

QJsonObject parseObject(const QVariant &v)
{
    return QJsonDocument::fromJson(v.toString().toUtf8()).object();
}

QJsonArray parseArray(const QVariant &v)
{
    return QJsonDocument::fromJson(v.toString().toUtf8()).array();
}

// A column that must hold a JSON object; std::nullopt when it does not.
std::optional<QJsonObject> storedObject(const QVariant &v)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(v.toString().toUtf8(), &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    return doc.object();
}

// A stored step as Kibitzer writes it; else what is wrong with it.
QString readStoredStep(const QSqlQuery &q, StepRecord *s)
{
    s->seq = q.value(0).toInt();
    const QVariant kind = q.value(1);
    if (kind.typeId() != QMetaType::QString || kind.toString().isEmpty())
        return QStringLiteral("the kind is not a name");
    s->step.kind = kind.toString();
    // By the journal file's rule, so that a stored 99999999999 is refused, not truncated.
    const QVariant actor = q.value(2);
    const std::optional<int> seat =
        actor.isNull() ? std::optional<int>(-1)
                       : JournalFile::actorFromJson(QJsonValue::fromVariant(actor));
    if (!seat)
        return QStringLiteral("the actor %1 is not a seat number").arg(actor.toString());
    s->step.actor = *seat;
    const std::optional<QJsonObject> payload = storedObject(q.value(3));
    if (!payload)
        return QStringLiteral("the payload is not a JSON object");
    s->step.payload = *payload;
    s->findings = findingsFromJson(parseArray(q.value(4)));
    s->overridden = q.value(5).toInt() != 0;
    s->recordedAt = fromIso(q.value(6));
    return {};
}

DbError sqlError(const QString &detail)
{
    DbError e;
    e.code = DbError::Code::Sql;
    e.message = Message("kbz::Journal",
                        QT_TRANSLATE_NOOP("kbz::Journal", "The journal could not be written."));
    e.detail = detail;
    return e;
}

} // namespace

DbError damagedGameError(qint64 gameId, int seq, const QString &detail)
{
    DbError e;
    e.code = DbError::Code::Corrupt;
    if (seq > 0)
        e.message = Message("kbz::Journal",
                            QT_TRANSLATE_NOOP("kbz::Journal",
                                              "Step %2 of game %1 in the database is damaged: "
                                              "another program may have changed it. The game was "
                                              "not opened; nothing was written."),
                            {QString::number(gameId), QString::number(seq)});
    else
        e.message = Message("kbz::Journal",
                            QT_TRANSLATE_NOOP("kbz::Journal",
                                              "The setup of game %1 in the database is damaged: "
                                              "another program may have changed it. The game was "
                                              "not opened; nothing was written."),
                            {QString::number(gameId)});
    e.detail = detail;
    return e;
}

QString gameStatusCode(GameStatus s)
{
    switch (s) {
    case GameStatus::Active:
        return QStringLiteral("active");
    case GameStatus::Finished:
        return QStringLiteral("finished");
    case GameStatus::Abandoned:
        return QStringLiteral("abandoned");
    }
    return QStringLiteral("active");
}

GameStatus gameStatusFromCode(const QString &code)
{
    if (code == QLatin1String("finished"))
        return GameStatus::Finished;
    if (code == QLatin1String("abandoned"))
        return GameStatus::Abandoned;
    return GameStatus::Active;
}

Journal::Journal(Database &db, Clock clock)
    : m_db(db)
    , m_clock(clock ? std::move(clock) : Clock([] { return QDateTime::currentDateTimeUtc(); }))
{}

template <typename F> bool Journal::transaction(F &&body, DbError *error, bool *commitFailed)
{
    return sql::transaction(
        m_db, body,
        Message("kbz::Journal",
                QT_TRANSLATE_NOOP("kbz::Journal", "The journal could not be written.")),
        error, commitFailed);
}

qint64 Journal::insertGame(const QString &kind, const GameConfig &config, const QString &title,
                           QString *err, const QByteArray &journalHash, const QString &uuid,
                           const QDateTime &startedAt)
{
    const QString now = isoTime(m_clock());
    QSqlDatabase d = m_db.db();
    QSqlQuery q(d);
    // On a server the hash and the UUID are unique: an importer of the same journal that
    // committed first wins, and this insert then does nothing (JournalImport finds that game)
    // instead of failing and leaving the transaction aborted.
    const bool onConflict = m_db.isServer() && (!journalHash.isEmpty() || !uuid.isEmpty());
    q.prepare(QStringLiteral("INSERT INTO games (kind, title, variant, config, status, started_at, "
                             "updated_at, journal_hash, uuid) VALUES (?, ?, ?, ?, 'active', ?, ?, "
                             "?, ?)") +
              (onConflict ? QStringLiteral(" ON CONFLICT DO NOTHING") : QString()));
    q.addBindValue(text(kind));
    q.addBindValue(text(title));
    q.addBindValue(text(config.variant));
    q.addBindValue(compact(config.toJson()));
    q.addBindValue(startedAt.isValid() ? isoTime(startedAt) : now); // an imported game's own
    q.addBindValue(now);
    q.addBindValue(journalHash.isEmpty() ? QVariant(QMetaType(QMetaType::QString))
                                         : QVariant(QString::fromLatin1(journalHash)));
    q.addBindValue(uuid.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : uuid);
    if (!exec(q, err))
        return 0;
    if (onConflict && q.numRowsAffected() == 0) {
        *err = QStringLiteral("this journal was stored meanwhile");
        return 0;
    }
    const qint64 id = q.lastInsertId().toLongLong();
    QSqlQuery p(d);
    p.prepare(QStringLiteral("INSERT INTO game_players (game_id, seat, name, colour, player_id) "
                             "VALUES (?, ?, ?, ?, ?)"));
    for (int seat = 0; seat < config.players.size(); ++seat) {
        // Each seat is linked to the table's player of that name, created on the fly (schema 5).
        const QString &seatName = config.players.at(seat).name;
        const auto link = m_playerLinks.constFind(schema::playerNameKey(seatName));
        const qint64 player =
            link != m_playerLinks.cend() ? *link : Players::findOrCreate(d, seatName, now, err);
        if (player < 0)
            return 0;
        p.addBindValue(id);
        p.addBindValue(seat);
        p.addBindValue(text(config.players.at(seat).name));
        p.addBindValue(text(config.players.at(seat).colour));
        p.addBindValue(player > 0 ? QVariant(player) : QVariant(QMetaType(QMetaType::LongLong)));
        if (!exec(p, err))
            return 0;
    }
    return id;
}

qint64 Journal::createGame(const QString &kind, const GameConfig &config, const QString &title,
                           DbError *error)
{
    qint64 id = 0;
    const bool ok = transaction(
        [&](QString *err) {
            id = insertGame(kind, config, title, err);
            return id != 0;
        },
        error);
    return ok ? id : 0;
}

qint64 Journal::importGame(const QString &kind, const GameConfig &config, const QString &title,
                           const QList<StepRecord> &steps, const std::optional<GameResult> &result,
                           DbError *error, const QByteArray &journalHash, const QString &uuid,
                           const QDateTime &startedAt)
{
    qsizetype i = 0;
    const StepSource next = [&](StepRecord *record, QString *) {
        if (i == steps.size())
            return false;
        *record = steps.at(i++);
        return true;
    };
    return importGame(kind, config, title, next, result, error, journalHash, uuid, startedAt);
}

qint64 Journal::importGame(const QString &kind, const GameConfig &config, const QString &title,
                           const StepSource &next, const std::optional<GameResult> &result,
                           DbError *error, const QByteArray &journalHash, const QString &uuid,
                           const QDateTime &startedAt)
{
    qint64 id = 0;
    const bool ok = transaction(
        [&](QString *err) {
            id = insertGame(kind, config, title, err, journalHash, uuid, startedAt);
            if (id == 0)
                return false;
            QSqlQuery insert(m_db.db());
            prepareInsertStep(insert);
            StepRecord r;
            QDateTime last;
            while (next(&r, err)) {
                if (!insertStep(insert, id, r, err))
                    return false;
                if (r.recordedAt.isValid() && (!last.isValid() || r.recordedAt > last))
                    last = r.recordedAt;
            }
            if (!err->isEmpty())
                return false;
            return writeResult(id, result, last.isValid() ? last : m_clock(), err);
        },
        error);
    return ok ? id : 0;
}

qint64 Journal::branchGame(const QString &kind, const GameConfig &config, const QString &title,
                           qint64 originId, int atStep, const StepSource &next,
                           const std::function<std::optional<GameResult>()> &resultAfter,
                           const QHash<int, QString> &bookmarks, DbError *error)
{
    qint64 id = 0;
    const bool ok = transaction(
        [&](QString *err) {
            id = insertGame(kind, config, title, err);
            if (id == 0)
                return false;
            QSqlQuery insert(m_db.db());
            prepareInsertStep(insert);
            StepRecord r;
            while (next(&r, err))
                if (!insertStep(insert, id, r, err))
                    return false;
            if (!err->isEmpty() || !writeResult(id, resultAfter(), m_clock(), err))
                return false;
            QSqlQuery link(m_db.db());
            link.prepare(QStringLiteral(
                "UPDATE games SET branched_from_game = ?, branched_at_step = ? WHERE id = ?"));
            link.addBindValue(originId);
            link.addBindValue(atStep);
            link.addBindValue(id);
            if (!exec(link, err))
                return false;
            QSqlQuery mark(m_db.db());
            mark.prepare(
                QStringLiteral("INSERT INTO bookmarks (game_id, seq, name) VALUES (?, ?, ?)"));
            for (auto it = bookmarks.cbegin(); it != bookmarks.cend(); ++it) {
                mark.addBindValue(id);
                mark.addBindValue(it.key());
                mark.addBindValue(text(it.value()));
                if (!exec(mark, err))
                    return false;
            }
            return true;
        },
        error);
    return ok ? id : 0;
}

bool Journal::setBookmark(qint64 gameId, int seq, const QString &name, DbError *error)
{
    return transaction(
        [&](QString *err) {
            QSqlQuery q(m_db.db());
            if (name.trimmed().isEmpty()) {
                q.prepare(QStringLiteral("DELETE FROM bookmarks WHERE game_id = ? AND seq = ?"));
                q.addBindValue(gameId);
                q.addBindValue(seq);
            } else {
                q.prepare(QStringLiteral(
                    "INSERT INTO bookmarks (game_id, seq, name) VALUES (?, ?, ?) ON CONFLICT "
                    "(game_id, seq) DO UPDATE SET name = excluded.name"));
                q.addBindValue(gameId);
                q.addBindValue(seq);
                q.addBindValue(text(name.trimmed()));
            }
            return exec(q, err);
        },
        error);
}

std::optional<QHash<int, QString>> Journal::loadBookmarks(qint64 gameId, DbError *error) const
{
    if (m_db.schemaVersion() < 4) // an older file opened read-only: no bookmarks yet
        return QHash<int, QString>();
    QSqlQuery q(m_db.db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT seq, name FROM bookmarks WHERE game_id = ?"));
    q.addBindValue(gameId);
    if (!q.exec()) {
        if (error)
            *error = sqlError(q.lastError().text());
        return std::nullopt;
    }
    QHash<int, QString> out;
    while (q.next())
        out.insert(q.value(0).toInt(), q.value(1).toString());
    return out;
}

bool Journal::writeResult(qint64 gameId, const std::optional<GameResult> &result,
                          const QDateTime &at, QString *error)
{
    QSqlDatabase d = m_db.db();
    QSqlQuery del(d);
    del.prepare(QStringLiteral("DELETE FROM results WHERE game_id = ?"));
    del.addBindValue(gameId);
    if (!exec(del, error))
        return false;

    QSqlQuery g(d);
    if (!result) {
        g.prepare(QStringLiteral(
            "UPDATE games SET updated_at = ?, status = CASE status WHEN 'finished' THEN 'active' "
            "ELSE status END, ended_at = NULL, ended_how = NULL, result = NULL WHERE id = ?"));
        g.addBindValue(isoTime(at));
        g.addBindValue(gameId);
        return exec(g, error);
    }
    g.prepare(QStringLiteral("UPDATE games SET updated_at = ?, status = 'finished', ended_at = "
                             "COALESCE(ended_at, ?), ended_how = ?, result = ? WHERE id = ?"));
    g.addBindValue(isoTime(at));
    g.addBindValue(isoTime(at));
    g.addBindValue(text(result->how));
    g.addBindValue(compact(result->toJson()));
    g.addBindValue(gameId);
    if (!exec(g, error))
        return false;

    QSqlQuery r(d);
    r.prepare(QStringLiteral(
        "INSERT INTO results (game_id, seat, score, rank, winner) VALUES (?, ?, ?, ?, ?)"));
    for (const PlayerResult &p : result->players) {
        r.addBindValue(gameId);
        r.addBindValue(p.seat);
        r.addBindValue(p.score);
        r.addBindValue(p.rank);
        r.addBindValue(p.winner ? 1 : 0);
        if (!exec(r, error))
            return false;
    }
    return true;
}

bool Journal::notifyChanged(qint64 gameId, QString *error)
{
    if (!m_db.isServer())
        return true;
    // Delivered when the transaction commits, so a follower never reads an uncommitted step.
    QSqlQuery q(m_db.db());
    q.prepare(QStringLiteral("SELECT pg_notify('%1', ?)").arg(QLatin1String(kGameChannel)));
    q.addBindValue(QString::number(gameId));
    return exec(q, error);
}

void Journal::prepareInsertStep(QSqlQuery &insert) const
{
    insert.prepare(QStringLiteral("INSERT INTO steps (game_id, seq, kind, actor, payload, "
                                  "findings, overridden, recorded_at) VALUES (?, ?, ?, ?, ?, ?, "
                                  "?, ?)"));
}

bool Journal::insertStep(QSqlQuery &q, qint64 gameId, const StepRecord &record, QString *err)
{
    q.addBindValue(gameId);
    q.addBindValue(record.seq);
    q.addBindValue(text(record.step.kind));
    q.addBindValue(record.step.actor >= 0 ? QVariant(record.step.actor) : QVariant());
    q.addBindValue(compact(record.step.payload));
    q.addBindValue(compact(findingsToJson(record.findings)));
    q.addBindValue(record.overridden ? 1 : 0);
    q.addBindValue(isoTime(record.recordedAt.isValid() ? record.recordedAt : m_clock()));
    return exec(q, err);
}

bool Journal::appendStep(qint64 gameId, const StepRecord &given,
                         const std::optional<GameResult> &result, DbError *error,
                         const JournalPosition *expected)
{
    StepRecord record = given;
    if (!record.recordedAt.isValid())
        record.recordedAt = m_clock(); // fixed now: a lost commit is looked up by it
    bool conflict = false, commitFailed = false;
    if (transaction(
            [&](QString *err) {
                if (!checkPosition(gameId, expected, err, &conflict))
                    return false;
                QSqlQuery insert(m_db.db());
                prepareInsertStep(insert);
                return insertStep(insert, gameId, record, err) &&
                       writeResult(gameId, result, m_clock(), err) && notifyChanged(gameId, err);
            },
            error, &commitFailed))
        return true;
    return settleFailedWrite(gameId, conflict, commitFailed,
                             QStringLiteral("SELECT count(*) FROM steps WHERE game_id = ? AND seq "
                                            "= ? AND kind = ? AND payload = ? AND recorded_at = ?"),
                             {gameId, record.seq, text(record.step.kind),
                              compact(record.step.payload), isoTime(record.recordedAt)},
                             error);
}

bool Journal::appendMark(qint64 gameId, const UndoMark &mark,
                         const std::optional<GameResult> &result, DbError *error,
                         const JournalPosition *expected)
{
    const QString op =
        mark.op == UndoMark::Op::Undo ? QStringLiteral("undo") : QStringLiteral("redo");
    const QString at = isoTime(mark.recordedAt.isValid() ? mark.recordedAt : m_clock());
    bool conflict = false, commitFailed = false;
    if (transaction(
            [&](QString *err) {
                if (!checkPosition(gameId, expected, err, &conflict))
                    return false;
                QSqlQuery q(m_db.db());
                q.prepare(QStringLiteral("INSERT INTO undo_marks (game_id, op, step_seq, "
                                         "after_seq, recorded_at) VALUES (?, ?, ?, ?, ?)"));
                q.addBindValue(gameId);
                q.addBindValue(op);
                q.addBindValue(mark.stepSeq);
                q.addBindValue(mark.afterSeq);
                q.addBindValue(at);
                return exec(q, err) && writeResult(gameId, result, m_clock(), err) &&
                       notifyChanged(gameId, err);
            },
            error, &commitFailed))
        return true;
    return settleFailedWrite(
        gameId, conflict, commitFailed,
        QStringLiteral("SELECT count(*) FROM undo_marks WHERE game_id = ? AND op = ? AND "
                       "step_seq = ? AND after_seq = ? AND recorded_at = ?"),
        {gameId, op, mark.stepSeq, mark.afterSeq, at}, error);
}

bool Journal::setStatus(qint64 gameId, GameStatus status, DbError *error)
{
    return transaction(
        [&](QString *err) {
            QSqlQuery q(m_db.db());
            q.prepare(QStringLiteral("UPDATE games SET status = ?, updated_at = ? WHERE id = ?"));
            q.addBindValue(gameStatusCode(status));
            q.addBindValue(isoTime(m_clock()));
            q.addBindValue(gameId);
            return exec(q, err);
        },
        error);
}

bool Journal::renameGame(qint64 gameId, const QString &title, DbError *error)
{
    return transaction(
        [&](QString *err) {
            QSqlQuery q(m_db.db());
            q.prepare(QStringLiteral("UPDATE games SET title = ? WHERE id = ?"));
            q.addBindValue(text(title));
            q.addBindValue(gameId);
            return exec(q, err);
        },
        error);
}

namespace {

const QString kSummaryColumns = QStringLiteral(
    "g.id, g.kind, g.title, g.config, g.status, g.started_at, g.updated_at, g.ended_at, "
    "g.ended_how, (SELECT count(*) FROM steps s WHERE s.game_id = g.id), "
    "(SELECT %1 FROM results r WHERE r.game_id = g.id AND r.winner = 1)");

// A file of schema 3 or older opened read-only (not migrated) has no branch columns, one of
// schema 5 or older no uuid.
QString summaryColumns(const Database &db)
{
    const int schemaVersion = db.schemaVersion();
    return QStringLiteral("SELECT ") +
           kSummaryColumns.arg(db.isServer() ? QStringLiteral("string_agg(r.seat::text, ',')")
                                             : QStringLiteral("group_concat(r.seat)")) +
           (schemaVersion >= 4 ? QStringLiteral(", g.branched_from_game, g.branched_at_step")
                               : QStringLiteral(", NULL, NULL")) +
           (schemaVersion >= 6 ? QStringLiteral(", g.uuid") : QStringLiteral(", NULL"));
}

GameSummary readSummary(const QSqlQuery &q)
{
    GameSummary s;
    s.id = q.value(0).toLongLong();
    s.kind = q.value(1).toString();
    s.title = q.value(2).toString();
    s.config = GameConfig::fromJson(parseObject(q.value(3)));
    s.status = gameStatusFromCode(q.value(4).toString());
    s.startedAt = fromIso(q.value(5));
    s.updatedAt = fromIso(q.value(6));
    s.endedAt = fromIso(q.value(7));
    s.endedHow = q.value(8).toString();
    s.stepCount = q.value(9).toInt();
    const QStringList seats = q.value(10).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &seat : seats)
        s.winners.append(seat.toInt());
    std::sort(s.winners.begin(), s.winners.end());
    s.branchedFromGame = q.value(11).toLongLong();
    s.branchedAtStep = q.value(12).toInt();
    s.uuid = q.value(13).toString();
    return s;
}

} // namespace

QList<GameSummary> Journal::listGames(DbError *error, int limit, int offset) const
{
    QList<GameSummary> out;
    QSqlQuery q(m_db.db());
    q.setForwardOnly(true);
    q.prepare(
        summaryColumns(m_db) +
        QStringLiteral(" FROM games g ORDER BY g.updated_at DESC, g.id DESC LIMIT ? OFFSET ?"));
    // No limit: the largest one, since PostgreSQL refuses SQLite's LIMIT -1.
    q.addBindValue(limit < 0 ? std::numeric_limits<qint64>::max() : qint64(limit));
    q.addBindValue(qMax(0, offset));
    if (!q.exec()) {
        if (error)
            *error = sqlError(q.lastError().text());
        return out;
    }
    while (q.next())
        out.append(readSummary(q));
    return out;
}

bool Journal::setJournalHash(qint64 gameId, const QByteArray &journalHash, DbError *error)
{
    return transaction(
        [&](QString *err) {
            QSqlQuery q(m_db.db());
            q.prepare(QStringLiteral("UPDATE games SET journal_hash = ? WHERE id = ? AND "
                                     "journal_hash IS NULL") +
                      (m_db.isServer() ? QStringLiteral(" AND NOT EXISTS (SELECT 1 FROM games g2 "
                                                        "WHERE g2.journal_hash = ?)")
                                       : QString()));
            q.addBindValue(QString::fromLatin1(journalHash));
            q.addBindValue(gameId);
            if (m_db.isServer())
                q.addBindValue(QString::fromLatin1(journalHash));
            return exec(q, err);
        },
        error);
}

DbError Journal::noSuchGame(qint64 gameId)
{
    DbError e;
    e.code = DbError::Code::Sql;
    e.message = Message("kbz::Journal", QT_TRANSLATE_NOOP("kbz::Journal", "There is no game %1."),
                        {QString::number(gameId)});
    return e;
}

qint64 Journal::findImported(const QByteArray &journalHash, DbError *error) const
{
    if (journalHash.isEmpty())
        return 0;
    QSqlQuery q(m_db.db());
    q.prepare(QStringLiteral("SELECT id FROM games WHERE journal_hash = ? ORDER BY id LIMIT 1"));
    q.addBindValue(QString::fromLatin1(journalHash));
    if (!q.exec()) {
        if (error)
            *error = sqlError(q.lastError().text());
        return 0;
    }
    return q.next() ? q.value(0).toLongLong() : 0;
}

qint64 Journal::findByUuid(const QString &uuid, DbError *error) const
{
    if (uuid.isEmpty() || m_db.schemaVersion() < 6)
        return 0;
    QSqlQuery q(m_db.db());
    q.prepare(QStringLiteral("SELECT id FROM games WHERE uuid = ?"));
    q.addBindValue(uuid);
    if (!q.exec()) {
        if (error)
            *error = sqlError(q.lastError().text());
        return 0;
    }
    return q.next() ? q.value(0).toLongLong() : 0;
}

std::optional<GameRecord> Journal::loadGameHeader(qint64 gameId, DbError *error) const
{
    QSqlQuery q(m_db.db());
    q.prepare(summaryColumns(m_db) + QStringLiteral(", g.result FROM games g WHERE g.id = ?"));
    q.addBindValue(gameId);
    if (!q.exec()) {
        if (error)
            *error = sqlError(q.lastError().text());
        return std::nullopt;
    }
    if (!q.next()) {
        if (error)
            *error = noSuchGame(gameId);
        return std::nullopt;
    }
    GameRecord rec;
    rec.summary = readSummary(q);
    if (!storedObject(q.value(3))) {
        if (error)
            *error = damagedGameError(gameId, 0, QStringLiteral("the config is not a JSON object"));
        return std::nullopt;
    }
    if (!q.value(14).isNull())
        rec.result = GameResult::fromJson(parseObject(q.value(14)));
    return rec;
}

namespace {

const QString kStepColumns = QStringLiteral(
    "SELECT seq, kind, actor, payload, findings, overridden, recorded_at FROM steps ");

} // namespace

bool Journal::forEachStep(qint64 gameId, int afterSeq,
                          const std::function<bool(const StepRecord &)> &each, DbError *error) const
{
    // SQLite streams the rows of one query. QPSQL's forward-only query holds the connection until
    // its last row, so `each` could not read the journal meanwhile (Session::resume recomputes a
    // state from stored steps at an undo mark): on a server the steps come a page at a time,
    // each page read whole, which keeps memory bounded too.
    const bool paged = m_db.isServer();
    constexpr int kPage = 512;
    int after = afterSeq;
    StepRecord s;
    for (;;) {
        QSqlQuery q(m_db.db());
        q.setForwardOnly(!paged);
        q.prepare(kStepColumns + (paged ? QStringLiteral("WHERE game_id = ? AND seq > ? ORDER BY "
                                                         "seq LIMIT %1")
                                              .arg(kPage)
                                        : QStringLiteral("WHERE game_id = ? AND seq > ? ORDER BY "
                                                         "seq")));
        q.addBindValue(gameId);
        q.addBindValue(after);
        if (!q.exec()) {
            if (error)
                *error = sqlError(q.lastError().text());
            return false;
        }
        int rows = 0;
        while (q.next()) {
            ++rows;
            if (const QString problem = readStoredStep(q, &s); !problem.isEmpty()) {
                if (error)
                    *error = damagedGameError(gameId, s.seq, problem);
                return false;
            }
            after = s.seq;
            if (!each(s))
                return true;
        }
        if (q.lastError().isValid()) {
            if (error)
                *error = sqlError(q.lastError().text());
            return false;
        }
        if (!paged || rows < kPage)
            return true;
    }
}

std::optional<StepRecord> Journal::loadStep(qint64 gameId, int seq, DbError *error) const
{
    QSqlQuery q(m_db.db());
    q.setForwardOnly(true);
    q.prepare(kStepColumns + QStringLiteral("WHERE game_id = ? AND seq = ?"));
    q.addBindValue(gameId);
    q.addBindValue(seq);
    if (!q.exec() || !q.next()) {
        if (error)
            *error = sqlError(q.lastError().text());
        return std::nullopt;
    }
    StepRecord s;
    if (const QString problem = readStoredStep(q, &s); !problem.isEmpty()) {
        if (error)
            *error = damagedGameError(gameId, s.seq, problem);
        return std::nullopt;
    }
    return s;
}

std::optional<QList<UndoMark>> Journal::loadMarks(qint64 gameId, DbError *error) const
{
    QSqlQuery q(m_db.db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT op, step_seq, after_seq, recorded_at FROM undo_marks "
                             "WHERE game_id = ? ORDER BY id"));
    q.addBindValue(gameId);
    if (!q.exec()) {
        if (error)
            *error = sqlError(q.lastError().text());
        return std::nullopt;
    }
    QList<UndoMark> marks;
    while (q.next()) {
        UndoMark m;
        m.op = q.value(0).toString() == QLatin1String("redo") ? UndoMark::Op::Redo
                                                              : UndoMark::Op::Undo;
        m.stepSeq = q.value(1).toInt();
        m.afterSeq = q.value(2).toInt();
        m.recordedAt = fromIso(q.value(3));
        marks.append(m);
    }
    return marks;
}

std::optional<GameRecord> Journal::loadGame(qint64 gameId, DbError *error) const
{
    std::optional<GameRecord> rec = loadGameHeader(gameId, error);
    if (!rec)
        return std::nullopt;
    const bool stepsRead = forEachStep(
        gameId,
        [&](const StepRecord &s) {
            rec->steps.append(s);
            return true;
        },
        error);
    if (!stepsRead)
        return std::nullopt;
    std::optional<QList<UndoMark>> marks = loadMarks(gameId, error);
    if (!marks)
        return std::nullopt;
    rec->marks = std::move(*marks);
    return rec;
}

} // namespace kbz
