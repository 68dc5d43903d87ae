// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GameConfig.h"

#include <QJsonArray>

namespace kbz {

QJsonObject GameConfig::toJson() const
{
    QJsonArray ps;
    for (const PlayerInfo &p : players) {
        QJsonObject po{{QStringLiteral("name"), p.name}};
        if (!p.colour.isEmpty())
            po.insert(QStringLiteral("colour"), p.colour);
        ps.append(po);
    }
    QJsonObject o{{QStringLiteral("players"), ps}};
    if (!variant.isEmpty())
        o.insert(QStringLiteral("variant"), variant);
    if (!options.isEmpty())
        o.insert(QStringLiteral("options"), options);
    return o;
}

GameConfig GameConfig::fromJson(const QJsonObject &o)
{
    GameConfig c;
    const QJsonArray ps = o.value(QStringLiteral("players")).toArray();
    for (const QJsonValue &v : ps) {
        if (v.isString()) {
            c.players.append({v.toString(), {}});
            continue;
        }
        const QJsonObject po = v.toObject();
        c.players.append({po.value(QStringLiteral("name")).toString(),
                          po.value(QStringLiteral("colour")).toString()});
    }
    c.variant = o.value(QStringLiteral("variant")).toString();
    c.options = o.value(QStringLiteral("options")).toObject();
    return c;
}

} // namespace kbz
