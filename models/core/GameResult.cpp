// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GameResult.h"

#include <QJsonArray>

namespace kbz {

QList<int> GameResult::winners() const
{
    QList<int> out;
    for (const PlayerResult &p : players)
        if (p.winner)
            out.append(p.seat);
    return out;
}

QJsonObject GameResult::toJson() const
{
    QJsonArray ps;
    for (const PlayerResult &p : players)
        ps.append(QJsonObject{{QStringLiteral("seat"), p.seat},
                              {QStringLiteral("score"), p.score},
                              {QStringLiteral("rank"), p.rank},
                              {QStringLiteral("winner"), p.winner}});
    QJsonObject o{{QStringLiteral("how"), how}, {QStringLiteral("players"), ps}};
    if (!summary.isEmpty())
        o.insert(QStringLiteral("summary"), summary.toJson());
    if (!details.isEmpty())
        o.insert(QStringLiteral("details"), details);
    return o;
}

GameResult GameResult::fromJson(const QJsonObject &o)
{
    GameResult r;
    r.how = o.value(QStringLiteral("how")).toString();
    if (o.contains(QStringLiteral("summary")))
        r.summary = Message::fromJson(o.value(QStringLiteral("summary")).toObject());
    const QJsonArray ps = o.value(QStringLiteral("players")).toArray();
    for (const QJsonValue &v : ps) {
        const QJsonObject po = v.toObject();
        r.players.append({po.value(QStringLiteral("seat")).toInt(),
                          po.value(QStringLiteral("score")).toDouble(),
                          po.value(QStringLiteral("rank")).toInt(),
                          po.value(QStringLiteral("winner")).toBool()});
    }
    r.details = o.value(QStringLiteral("details")).toObject();
    return r;
}

} // namespace kbz
