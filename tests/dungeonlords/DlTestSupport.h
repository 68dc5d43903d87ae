// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "dungeonlords/DlEngine.h"
#include "dungeonlords/DlState.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

// Shared by the Dungeon Lords tests: payload builders for the "year" step and a small driver
// that records steps like a session does (malformed? -> check -> apply), keeping the findings.
namespace kbz::dl::test {

inline QJsonObject adv(const char *cls, int level, int hp, int skills = 0, int damage = 0)
{
    return QJsonObject{{QStringLiteral("class"), QString::fromLatin1(cls)},
                       {QStringLiteral("level"), level},
                       {QStringLiteral("hp"), hp},
                       {QStringLiteral("skills"), skills},
                       {QStringLiteral("damage"), damage}};
}

inline QJsonObject tile(const char *kind, int distance, bool conquered = false)
{
    return QJsonObject{{QStringLiteral("kind"), QString::fromLatin1(kind)},
                       {QStringLiteral("distance"), distance},
                       {QStringLiteral("conquered"), conquered}};
}

inline QJsonObject monster(const char *kind, bool used = false)
{
    return QJsonObject{{QStringLiteral("kind"), QString::fromLatin1(kind)},
                       {QStringLiteral("used"), used}};
}

// A player's year entry with sensible resources; callers replace what they test.
inline QJsonObject playerYear(QJsonArray tiles, QJsonArray party, QJsonArray monsters,
                              QJsonArray traps = {}, int evil = 3)
{
    return QJsonObject{{QStringLiteral("tiles"), tiles},
                       {QStringLiteral("party"), party},
                       {QStringLiteral("prisoners"), QJsonArray()},
                       {QStringLiteral("monsters"), monsters},
                       {QStringLiteral("traps"), traps},
                       {QStringLiteral("gold"), 3},
                       {QStringLiteral("food"), 3},
                       {QStringLiteral("imps"), 4},
                       {QStringLiteral("evil"), evil},
                       {QStringLiteral("unpaidTaxes"), 0}};
}

// The "year" step's payload for these player entries.
inline QJsonObject yearPayload(QJsonArray players, int year = 1, int startPlayer = 0)
{
    return QJsonObject{{QStringLiteral("year"), year},
                       {QStringLiteral("startPlayer"), startPlayer},
                       {QStringLiteral("players"), players}};
}

// One entry of a "hits" or "heals" list.
inline QJsonObject hit(int target, int amount)
{
    return QJsonObject{{QStringLiteral("target"), target}, {QStringLiteral("amount"), amount}};
}

// A payload written as JSON text (tests read better with R"(...)" literals).
inline QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

inline Step step(const char *kind, int actor, QJsonObject payload = {})
{
    return Step{QString::fromLatin1(kind), actor, std::move(payload)};
}

inline GameConfig config(int players = 2, int startPlayer = 0)
{
    GameConfig c;
    for (int i = 0; i < players; ++i)
        c.players.append(PlayerInfo{QStringLiteral("P%1").arg(i + 1), QString()});
    c.options.insert(QStringLiteral("startPlayer"), startPlayer);
    return c;
}

// Records steps like a session: refuses malformed ones (QFAIL in the caller's test via
// `ok`), keeps every step's findings.
struct Driver
{
    DlEngine engine;
    StatePtr state;
    QList<Finding> last;

    explicit Driver(const GameConfig &c = config())
        : state(engine.setup(c))
    {}

    const DlState &s() const { return static_cast<const DlState &>(*state); }

    // Returns false when the step is malformed (and leaves the state alone).
    bool record(const Step &st)
    {
        if (engine.malformed(*state, st))
            return false;
        last = engine.check(*state, st);
        state = engine.apply(*state, st);
        return true;
    }

    // record() with the payload as JSON text.
    bool play(const char *kind, int actor, const char *payload = "{}")
    {
        return record(step(kind, actor, json(payload)));
    }

    const DlPlayer &player(int seat) const { return s().players.at(seat); }

    QStringList lastRules() const
    {
        QStringList ids;
        for (const Finding &f : last)
            ids.append(f.ruleId);
        return ids;
    }
};

} // namespace kbz::dl::test
