// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlTestSupport.h"
#include "dungeonlords/DlRules.h"

#include <QTest>

// Shared by the tests of the Dungeon Lords engine (tst_dl_engine, tst_dl_engine_steps,
// tst_dl_engine_rounds): a rich year for seat 0, plan and card payloads, a fight started through
// the engine, and the findings' infos.
namespace kbz::dl::test {

inline QJsonArray allTraps()
{
    return QJsonArray{"rolling-boulder", "pendulum",        "trap-door",
                      "poisoned-dart",   "anti-magic-dart", "cursed-ring",
                      "fire-wall",       "kamikaze-imp",    "poisoned-meal"};
}

// Seat 0: five tiles (tunnel 1, room 2, tunnel 3, room 4, tunnel 5), a party of a warrior
// (5 HP), a priest (3 HP, 1 heart) and a wizard (3 HP, 2 crystals), one of each monster and
// every trap. Seat 1: two tunnels, a lone warrior, a goblin, less evil.
inline QJsonObject richYear(int warriorDamage = 0)
{
    const QJsonArray tiles{tile("tunnel", 1), tile("room", 2), tile("tunnel", 3), tile("room", 4),
                           tile("tunnel", 5)};
    const QJsonArray party{adv("warrior", 3, 5, 0, warriorDamage), adv("priest", 1, 3, 1),
                           adv("wizard", 2, 3, 2)};
    QJsonObject demon = monster("demon");
    demon.insert(QStringLiteral("sacrificed"), QStringLiteral("goblin"));
    const QJsonArray monsters{
        monster("goblin"),  monster("troll"),  monster("ghost"), monster("golem"),
        monster("vampire"), monster("dragon"), monster("slime"), demon,
        monster("witch")};
    const QJsonObject p0 = playerYear(tiles, party, monsters, allTraps(), 3);
    const QJsonObject p1 =
        playerYear(QJsonArray{tile("tunnel", 1), tile("tunnel", 2)},
                   QJsonArray{adv("warrior", 2, 4)}, QJsonArray{monster("goblin")}, {}, 2);
    return yearPayload(QJsonArray{p0, p1});
}

inline QList<int> damages(const DlPlayer &p)
{
    QList<int> out;
    for (const DlAdventurer &a : p.party)
        out.append(a.damage);
    return out;
}

inline QJsonObject planPayload(int tile, const QString &trap, QList<int> monsters)
{
    QJsonArray m;
    for (int i : monsters)
        m.append(i);
    return QJsonObject{{QStringLiteral("tile"), tile},
                       {QStringLiteral("trap"), trap.isEmpty() ? QJsonValue() : QJsonValue(trap)},
                       {QStringLiteral("monsters"), m}};
}

inline QJsonObject card(int fatigue, bool lightning = false, bool crystal = false)
{
    return QJsonObject{{QStringLiteral("fatigue"), fatigue},
                       {QStringLiteral("lightning"), lightning},
                       {QStringLiteral("crystal"), crystal}};
}

// Year, both players planned (seat 1 fights with nothing), the card revealed: seat 0 resolves.
inline void startFight(Driver &d, const QJsonObject &plan0, const QJsonObject &revealed = card(0),
                       int warriorDamage = 0)
{
    QVERIFY(d.record(step("year", -1, richYear(warriorDamage))));
    QVERIFY(d.record(step("plan", 0, plan0)));
    QVERIFY(d.record(step("plan", 1, planPayload(0, {}, {}))));
    QCOMPARE(d.s().phase, Phase::Reveal);
    QVERIFY(d.record(step("reveal", -1, revealed)));
    QCOMPARE(d.s().phase, Phase::Resolve);
    QCOMPARE(d.s().resolving, 0);
}

inline bool hasInfo(const QList<Finding> &findings, const char *ruleId)
{
    for (const Finding &f : findings)
        if (f.ruleId == QLatin1String(ruleId) && f.severity == Severity::Info)
            return true;
    return false;
}

inline QString infoOf(const QList<Finding> &findings, const char *ruleId)
{
    for (const Finding &f : findings)
        if (f.ruleId == QLatin1String(ruleId) && f.severity == Severity::Info)
            return f.message.english();
    return {};
}

inline QString englishOf(const QList<Finding> &findings, const char *ruleId)
{
    for (const Finding &f : findings)
        if (f.ruleId == QLatin1String(ruleId))
            return f.message.english();
    return {};
}

} // namespace kbz::dl::test
