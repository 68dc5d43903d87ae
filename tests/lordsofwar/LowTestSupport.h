// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lordsofwar/LowEngine.h"

#include <QJsonArray>
#include <QStringList>

// Shared helpers of the Lords of War tests: states built square by square with the shipped
// cards (mat frame: x = column from the left, y = row from the top; side 0 at the bottom).
namespace lowtest {

using namespace kbz;
using namespace kbz::low;

inline GameConfig configFor(int players, QJsonObject options = {})
{
    GameConfig c;
    for (int i = 0; i < players; ++i)
        c.players.append({QStringLiteral("P%1").arg(i + 1), QString()});
    c.options = std::move(options);
    return c;
}

// A 2-player state past the opening: turn 3, player 1 (seat 0) to place, empty mat.
inline LowState midGame(int players = 2, QJsonObject options = {})
{
    LowState s = LowEngine().initialState(configFor(players, std::move(options)));
    s.inOpening = false;
    s.phase = Phase::Place;
    s.turn = 3;
    s.active = 0;
    s.orderIndex = 0;
    return s;
}

// Adds a unit placed on an earlier turn; returns its uid.
inline int put(LowState &s, const QString &card, int owner, int x, int y, int placedTurn = 1)
{
    LowUnit u;
    u.uid = s.nextUid++;
    u.card = card;
    u.owner = owner;
    u.at = QPoint(x, y);
    u.placedTurn = placedTurn;
    s.units.append(u);
    return u.uid;
}

inline QJsonArray sq(int x, int y)
{
    return QJsonArray{x, y};
}

inline Step place(int actor, const QString &card, int x, int y)
{
    return {QStringLiteral("place"), actor,
            QJsonObject{{QStringLiteral("card"), card}, {QStringLiteral("at"), sq(x, y)}}};
}

inline Step resolve(int actor, QJsonArray shots = {}, std::optional<QJsonArray> destroyed = {})
{
    QJsonObject p{{QStringLiteral("shots"), shots}};
    if (destroyed)
        p.insert(QStringLiteral("destroyed"), *destroyed);
    return {QStringLiteral("resolve"), actor, p};
}

inline QJsonObject shot(int from, int target)
{
    return {{QStringLiteral("from"), from}, {QStringLiteral("target"), target}};
}

inline Step draw(int actor, int count = 1)
{
    return {QStringLiteral("draw"), actor, QJsonObject{{QStringLiteral("count"), count}}};
}

inline Step recall(int actor, int uid)
{
    return {QStringLiteral("recall"), actor, QJsonObject{{QStringLiteral("unit"), uid}}};
}

inline QStringList ruleIdsOf(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(f.ruleId);
    return out;
}

inline QString englishOf(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(f.message.english());
    return out.join(QLatin1Char('|'));
}

inline const LowState &typed(const StatePtr &p)
{
    return static_cast<const LowState &>(*p);
}

} // namespace lowtest
