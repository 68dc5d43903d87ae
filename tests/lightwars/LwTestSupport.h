// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lightwars/LwEngine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

// Shared by the Light Wars engine tests: a card set with made-up figures (the rulebook prints
// none), armies, configurations and a small driver that records steps like a session does.
namespace kbz::lw::test {

inline LwCard unit(const char *id, const char *en, const char *ja, std::optional<int> cost,
                   std::optional<int> attack, QStringList skills = {}, bool king = false)
{
    LwCard c;
    c.id = QString::fromLatin1(id);
    c.name = {QString::fromUtf8(en), QString::fromUtf8(ja)};
    c.type = CardType::Unit;
    c.king = king;
    c.cost = cost;
    c.attack = attack;
    c.move = attack ? std::optional<int>(1) : std::nullopt;
    c.skills = std::move(skills);
    return c;
}

inline LwCard tile(const char *id, const char *en, const char *ja, std::optional<int> cost)
{
    LwCard c;
    c.id = QString::fromLatin1(id);
    c.name = {QString::fromUtf8(en), QString::fromUtf8(ja)};
    c.type = CardType::Tactic;
    c.cost = cost;
    return c;
}

// Made-up figures for the tests (cost, attack): king 0/2, infantry 2/3, archer 3/2 (shoot),
// pikeman 3/3 (pike); scout: a unit whose figures the table has not entered; tiles charge 1,
// rally 2, ambush 1, omen (cost not entered).
inline LwCardLibrary testCards()
{
    return LwCardLibrary({
        unit("king", "King", "王", 0, 2, {}, true),
        unit("infantry", "Infantry", "歩兵", 2, 3),
        unit("archer", "Archer", "弓兵", 3, 2, {QString::fromLatin1(kSkillShoot)}),
        unit("pikeman", "Pikeman", "槍兵", 3, 3, {QString::fromLatin1(kSkillPike)}),
        unit("scout", "Scout", "斥候", std::nullopt, std::nullopt),
        tile("charge", "Charge", "突撃", 1),
        tile("rally", "Rally", "鼓舞", 2),
        tile("ambush", "Ambush", "伏兵", 1),
        tile("omen", "Omen", "予兆", std::nullopt),
    });
}

inline QJsonObject army(const QStringList &units, const QStringList &tactics = {}, int bases = 10)
{
    return QJsonObject{{QStringLiteral("units"), QJsonArray::fromStringList(units)},
                       {QStringLiteral("tactics"), QJsonArray::fromStringList(tactics)},
                       {QStringLiteral("bases"), bases}};
}

inline GameConfig config(const QJsonObject &red, const QJsonObject &blue, int budget = 20,
                         int turns = 5)
{
    GameConfig c;
    c.players = {{QStringLiteral("Aki"), QStringLiteral("red")},
                 {QStringLiteral("Ben"), QStringLiteral("blue")}};
    c.options = QJsonObject{{QStringLiteral("budget"), budget},
                            {QStringLiteral("turns"), turns},
                            {QStringLiteral("cards"), testCards().toJson()},
                            {QStringLiteral("armies"), QJsonArray{red, blue}}};
    return c;
}

// `c` with the shipped default map (7 x 8: red's zone rows 1-2, blue's rows 7-8, Castles d1
// and d8) added to its card set.
inline GameConfig withMap(GameConfig c)
{
    LwCardLibrary cards =
        *LwCardLibrary::fromJson(c.options.value(QStringLiteral("cards")), nullptr);
    cards.put(*LwCardLibrary::shipped().find(QStringLiteral("map")));
    c.options.insert(QStringLiteral("cards"), cards.toJson());
    return c;
}

inline QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

inline Step step(const char *kind, int actor, const char *payload = "{}")
{
    return Step{QString::fromLatin1(kind), actor, json(payload)};
}

inline QStringList idsOf(const QList<Finding> &findings)
{
    QStringList ids;
    for (const Finding &f : findings)
        ids.append(f.ruleId);
    return ids;
}

// Records steps as a session does: malformed? -> check -> apply.
struct Game
{
    LwEngine engine;
    StatePtr state;
    QList<Finding> findings; // of the last step

    explicit Game(const GameConfig &c)
        : state(engine.setup(c))
    {}

    const LwState &s() const { return static_cast<const LwState &>(*state); }

    // The rule ids of the step's findings; "malformed: ..." when the step was refused.
    QStringList play(const Step &st)
    {
        if (const auto bad = engine.malformed(*state, st)) {
            findings.clear();
            return {QStringLiteral("malformed: ") + bad->english()};
        }
        findings = engine.check(*state, st);
        state = engine.apply(*state, st);
        return idsOf(findings);
    }
    QStringList play(const char *kind, int actor, const char *payload = "{}")
    {
        return play(step(kind, actor, payload));
    }

    // Deploys (screen) and gives the first turn to `first` (decided by `decider`).
    void start(int first, int decider)
    {
        play("deploy", -1, R"({"method":"screen"})");
        play(Step{QStringLiteral("first-player"), decider,
                  QJsonObject{{QStringLiteral("side"), first},
                              {QStringLiteral("decidedBy"), decider},
                              {QStringLiteral("dice"),
                               QJsonArray{decider == 0 ? 6 : 1, decider == 0 ? 1 : 6}}}});
    }

    // The active side declares no tactics, every unit still to act waits, and the turn ends.
    QStringList passTurn()
    {
        const int side = s().active;
        play("tactics", side, R"({"tiles":[]})");
        for (int u : s().toAct(side))
            play(Step{QStringLiteral("wait"), side, QJsonObject{{QStringLiteral("unit"), u}}});
        return play("end-turn", side);
    }
};

// Red [king, infantry, infantry, archer, pikeman] against blue [king, infantry, pikeman,
// archer], Red to act (tactics declared, none, unless `declare` is false).
inline Game battle(bool declare = true)
{
    Game g(config(army({"king", "infantry", "infantry", "archer", "pikeman"}),
                  army({"king", "infantry", "pikeman", "archer"})));
    g.start(0, 1);
    if (declare)
        g.play("tactics", 0, R"({"tiles":[]})");
    return g;
}

} // namespace kbz::lw::test
