// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PlayStats.h"

#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <cmath>

namespace kbz::playStats {

namespace {

bool run(QSqlQuery &q, QString *error)
{
    if (q.exec())
        return true;
    if (error)
        *error = q.lastError().text();
    return false;
}

} // namespace

QList<MonthPlays> playsPerMonth(Database &db, const QString &kind, QString *error)
{
    QSqlQuery q(db.db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT substr(started_at, 1, 7) AS month, count(*) FROM games "
                             "WHERE ? = '' OR kind = ? GROUP BY month ORDER BY month"));
    q.addBindValue(kind.isNull() ? QStringLiteral("") : kind);
    q.addBindValue(kind.isNull() ? QStringLiteral("") : kind);
    QList<MonthPlays> out;
    if (!run(q, error))
        return out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toInt()});
    return out;
}

QList<PlayerRecord> winRates(Database &db, const QString &kind, int limit, QString *error)
{
    QSqlQuery q(db.db());
    q.setForwardOnly(true);
    // Each player by the seats linked to it (schema 5), under its name today: a player renamed
    // or merged keeps every game. A seat with no player (no name) is no one's. A file older than
    // schema 5 (read, not upgraded) has only the seats' names.
    q.prepare(
        db.schemaVersion() >= 5
            ? QStringLiteral(
                  "SELECT pl.name, count(*) AS plays, sum(coalesce(r.winner, 0)) AS wins "
                  "FROM game_players p JOIN players pl ON pl.id = p.player_id "
                  "JOIN games g ON g.id = p.game_id "
                  "LEFT JOIN results r ON r.game_id = p.game_id AND r.seat = p.seat "
                  "WHERE g.status = 'finished' AND (? = '' OR g.kind = ?) "
                  "GROUP BY pl.id, pl.name ORDER BY plays DESC, pl.name, pl.id LIMIT ?")
            : QStringLiteral("SELECT p.name, count(*) AS plays, sum(coalesce(r.winner, 0)) AS wins "
                             "FROM game_players p JOIN games g ON g.id = p.game_id "
                             "LEFT JOIN results r ON r.game_id = p.game_id AND r.seat = p.seat "
                             "WHERE g.status = 'finished' AND (? = '' OR g.kind = ?) "
                             "GROUP BY p.name ORDER BY plays DESC, p.name LIMIT ?"));
    q.addBindValue(kind.isNull() ? QStringLiteral("") : kind);
    q.addBindValue(kind.isNull() ? QStringLiteral("") : kind);
    q.addBindValue(limit);
    QList<PlayerRecord> out;
    if (!run(q, error))
        return out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toInt(), q.value(2).toInt()});
    return out;
}

QList<ScoreBin> scoreDistribution(Database &db, const QString &kind, int maxBins, QString *error)
{
    QSqlQuery q(db.db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT r.score FROM results r JOIN games g ON g.id = r.game_id "
                             "WHERE g.status = 'finished' AND g.kind = ? AND r.score IS NOT "
                             "NULL"));
    q.addBindValue(kind);
    QList<double> scores;
    if (!run(q, error))
        return {};
    while (q.next())
        scores.append(q.value(0).toDouble());
    return binScores(scores, maxBins);
}

QList<ScoreBin> binScores(const QList<double> &scores, int maxBins)
{
    if (scores.isEmpty() || maxBins < 1)
        return {};
    const auto [lo, hi] = std::minmax_element(scores.cbegin(), scores.cend());
    const double first = std::floor(*lo);
    const double span = std::floor(*hi) - first + 1; // whole numbers first .. floor(hi)
    const double width = std::max(1.0, std::ceil(span / maxBins));
    const int bins = int(std::ceil(span / width));
    QList<ScoreBin> out(bins);
    for (int i = 0; i < bins; ++i)
        out[i] = ScoreBin{first + i * width, first + (i + 1) * width, 0};
    for (const double s : scores)
        ++out[std::clamp(int((s - first) / width), 0, bins - 1)].seats;
    return out;
}

} // namespace kbz::playStats
