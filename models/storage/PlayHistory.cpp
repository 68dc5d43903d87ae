// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PlayHistory.h"

#include "Journal.h"
#include "SqlUtil.h"
#include "Statistics.h"

#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QUuid>

namespace kbz {

namespace {

QDateTime fromIso(const QVariant &v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}

// Stored times are ISO 8601 UTC with milliseconds, which sort as text.
QString isoUtc(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

QString gameName(const GameRegistry &registry, const QString &kind)
{
    const EnginePtr engine = registry.find(kind);
    return engine ? engine->name().text(Lang::En) : kind;
}

QString number(double v)
{
    return QString::number(v, 'g', 12);
}

QString csvField(const QString &s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) &&
        !s.contains(QLatin1Char('\n')) && !s.contains(QLatin1Char('\r')))
        return s;
    QString quoted = s;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

// Kibitzer's namespace for the name-based uuids of the BG Stats export.
const QUuid kUuidNamespace(QStringLiteral("{6b627a72-6869-7374-6f72-790000000019}"));

QString uuidOf(const QString &name)
{
    return QUuid::createUuidV5(kUuidNamespace, name).toString(QUuid::WithoutBraces);
}

} // namespace

QString playerUuid(const QString &name, int sameNameBefore)
{
    return uuidOf(sameNameBefore > 0
                      ? QStringLiteral("player/%1/%2").arg(name).arg(sameNameBefore + 1)
                      : QStringLiteral("player/") + name);
}

qint64 PlayedGame::durationSeconds() const
{
    if (!startedAt.isValid() || !endedAt.isValid())
        return 0;
    return qMax<qint64>(0, startedAt.secsTo(endedAt));
}

std::optional<QList<PlayedGame>> finishedGames(const Database &db, const PlayFilter &filter,
                                               DbError *error)
{
    const bool players = db.schemaVersion() >= 5;
    const bool uuids = db.schemaVersion() >= 6;
    // With each linked seat, how many players of its player's name are older (BG Stats' uuids).
    QString sql =
        QStringLiteral("SELECT g.id, g.kind, g.title, g.started_at, g.ended_at, gp.seat, %1, "
                       "gp.name, r.score, r.rank, r.winner, %3, %4 FROM games g "
                       "JOIN game_players gp ON gp.game_id = g.id %2"
                       "LEFT JOIN results r ON r.game_id = g.id AND r.seat = gp.seat "
                       "WHERE g.status = 'finished'")
            .arg(players ? QStringLiteral("gp.player_id, p.name") : QStringLiteral("NULL, NULL"),
                 players ? QStringLiteral("LEFT JOIN players p ON p.id = gp.player_id ")
                         : QString(),
                 uuids ? QStringLiteral("g.uuid") : QStringLiteral("NULL"),
                 players ? QStringLiteral("(SELECT count(*) FROM players o WHERE o.name = p.name "
                                          "AND o.id < p.id)")
                         : QStringLiteral("0"));
    QVariantList binds;
    if (!filter.kind.isEmpty()) {
        sql += QStringLiteral(" AND g.kind = ?");
        binds.append(filter.kind);
    }
    if (filter.from.isValid()) {
        sql += QStringLiteral(" AND g.started_at >= ?");
        binds.append(isoUtc(filter.from.startOfDay()));
    }
    if (filter.to.isValid()) {
        sql += QStringLiteral(" AND g.started_at < ?");
        binds.append(isoUtc(filter.to.addDays(1).startOfDay()));
    }
    if (filter.playerId != 0) {
        if (!players)
            return QList<PlayedGame>();
        sql += QStringLiteral(
            " AND g.id IN (SELECT f.game_id FROM game_players f WHERE f.player_id = ?)");
        binds.append(filter.playerId);
    }
    if (const QString text = filter.titleText.trimmed(); !text.isEmpty()) {
        sql += QStringLiteral(" AND g.title LIKE ? ESCAPE '\\'");
        QString like = text;
        like.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
            .replace(QLatin1Char('%'), QStringLiteral("\\%"))
            .replace(QLatin1Char('_'), QStringLiteral("\\_"));
        binds.append(QLatin1Char('%') + like + QLatin1Char('%'));
    }
    sql += QStringLiteral(" ORDER BY g.started_at, g.id, gp.seat");
    QSqlQuery q(db.db());
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant &v : std::as_const(binds))
        q.addBindValue(v);
    if (!q.exec()) {
        if (error) {
            error->code = DbError::Code::Sql;
            error->message =
                Message("kbz::PlayHistory",
                        QT_TRANSLATE_NOOP("kbz::PlayHistory", "The games could not be read."));
            error->detail = q.lastError().text();
        }
        return std::nullopt;
    }
    QList<PlayedGame> out;
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (out.isEmpty() || out.last().id != id) {
            PlayedGame g;
            g.id = id;
            g.uuid = q.value(12).toString();
            g.kind = q.value(1).toString();
            g.title = q.value(2).toString();
            g.startedAt = fromIso(q.value(3));
            g.endedAt = fromIso(q.value(4));
            out.append(g);
        }
        PlayedSeat s;
        s.seat = q.value(5).toInt();
        s.playerId = q.value(6).toLongLong();
        s.player = q.value(7).isNull() ? q.value(8).toString() : q.value(7).toString();
        if (!q.value(9).isNull())
            s.score = q.value(9).toDouble();
        s.rank = q.value(10).toInt();
        s.winner = q.value(11).toInt() != 0;
        if (s.playerId != 0)
            s.playerUuid = playerUuid(q.value(7).toString(), q.value(13).toInt());
        out.last().seats.append(s);
    }
    return out;
}

QByteArray resultsCsv(const QList<PlayedGame> &games, const GameRegistry &registry)
{
    QString out = QStringLiteral("game_id,game,date,duration_min,player,seat,score,winner\r\n");
    for (const PlayedGame &g : games) {
        const qint64 seconds = g.durationSeconds();
        const QString date = g.startedAt.toUTC().toString(Qt::ISODate);
        for (const PlayedSeat &s : g.seats) {
            const QStringList fields = {
                QString::number(g.id),
                csvField(gameName(registry, g.kind)),
                date,
                seconds > 0 ? QString::number((seconds + 30) / 60) : QString(),
                csvField(s.player),
                QString::number(s.seat + 1),
                s.score ? number(*s.score) : QString(),
                s.winner ? QStringLiteral("1") : QStringLiteral("0"),
            };
            out += fields.join(QLatin1Char(',')) + QStringLiteral("\r\n");
        }
    }
    return out.toUtf8();
}

QByteArray resultsBgStats(const QList<PlayedGame> &games, const GameRegistry &registry)
{
    QJsonArray gameList;
    QJsonArray playerList;
    QJsonArray plays;
    QHash<QString, int> gameRefs;  // kind -> id in the file (1, 2, ... in order of appearance)
    QHash<qint64, int> playerRefs; // player id -> id in the file (the same)
    for (const PlayedGame &g : games) {
        int ref = gameRefs.value(g.kind);
        if (ref == 0) {
            ref = int(gameRefs.size()) + 1;
            gameRefs.insert(g.kind, ref);
            gameList.append(QJsonObject{
                {QStringLiteral("id"), ref},
                {QStringLiteral("name"), gameName(registry, g.kind)},
                {QStringLiteral("uuid"), uuidOf(QStringLiteral("game-kind/") + g.kind)},
                {QStringLiteral("bggId"), 0},
                {QStringLiteral("cooperative"), false},
                {QStringLiteral("highestWins"), true},
                {QStringLiteral("noPoints"), false},
                {QStringLiteral("usesTeams"), false},
            });
        }
        QJsonArray scores;
        for (const PlayedSeat &s : g.seats) {
            if (s.playerId == 0)
                continue; // a seat with no name is no player BG Stats can count
            int playerRef = playerRefs.value(s.playerId);
            if (playerRef == 0) {
                playerRef = int(playerRefs.size()) + 1;
                playerRefs.insert(s.playerId, playerRef);
                playerList.append(QJsonObject{
                    {QStringLiteral("id"), playerRef},
                    {QStringLiteral("name"), s.player},
                    {QStringLiteral("uuid"),
                     s.playerUuid.isEmpty() ? playerUuid(s.player) : s.playerUuid},
                    {QStringLiteral("isAnonymous"), false},
                });
            }
            QJsonObject score{
                {QStringLiteral("playerRefId"), playerRef},
                {QStringLiteral("winner"), s.winner},
                {QStringLiteral("rank"), s.rank},
                {QStringLiteral("seatOrder"), s.seat + 1},
                {QStringLiteral("newPlayer"), false},
                {QStringLiteral("startPlayer"), s.seat == g.firstSeat},
            };
            score.insert(QStringLiteral("score"),
                         s.score ? QJsonValue(number(*s.score)) : QJsonValue(QJsonValue::Null));
            scores.append(score);
        }
        const QString date =
            g.startedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        // The game's own uuid; a file older than schema 6 (read, not upgraded) has none yet: a
        // uuid of its id then, stable in that file only.
        const QString uuid =
            g.uuid.isEmpty() ? uuidOf(QStringLiteral("game/") + QString::number(g.id)) : g.uuid;
        plays.append(QJsonObject{
            {QStringLiteral("uuid"), uuid},
            {QStringLiteral("playDate"), date},
            {QStringLiteral("entryDate"), date},
            {QStringLiteral("modificationDate"), date},
            {QStringLiteral("gameRefId"), ref},
            {QStringLiteral("durationMin"), int((g.durationSeconds() + 30) / 60)},
            {QStringLiteral("ignored"), false},
            {QStringLiteral("manualWinner"), false},
            {QStringLiteral("rounds"), g.rounds},
            {QStringLiteral("usesTeams"), false},
            {QStringLiteral("comments"), g.title},
            {QStringLiteral("playerScores"), scores},
        });
    }
    const QJsonObject doc{
        {QStringLiteral("games"), gameList},
        {QStringLiteral("players"), playerList},
        {QStringLiteral("locations"), QJsonArray()},
        {QStringLiteral("plays"), plays},
    };
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

QByteArray resultsData(ResultsFormat format, const QList<PlayedGame> &games,
                       const GameRegistry &registry)
{
    return format == ResultsFormat::BgStats ? resultsBgStats(games, registry)
                                            : resultsCsv(games, registry);
}

bool exportResults(Database &db, const GameRegistry &registry, const PlayFilter &filter,
                   ResultsFormat format, const QString &path, DbError *error)
{
    auto games = finishedGames(db, filter, error);
    if (!games)
        return false;
    if (format == ResultsFormat::BgStats) {
        Journal journal(db);
        Statistics(journal, registry).addPlayFacts(*games);
    }
    QString why;
    if (writeWholeFile(path, resultsData(format, *games, registry), &why))
        return true;
    if (error) {
        error->code = DbError::Code::Io;
        error->message = Message(
            "kbz::PlayHistory",
            QT_TRANSLATE_NOOP("kbz::PlayHistory",
                              "The results could not be written to %1; nothing was written."),
            {QDir::toNativeSeparators(path)});
        error->detail = why;
    }
    return false;
}

bool writeWholeFile(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}

} // namespace kbz
