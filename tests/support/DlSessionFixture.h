// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// Dungeon Lords games for the tests of the plan and resolve tools: payload builders, a game on
// a temporary database with steps recorded as the table confirmed them, and the tools' prepared
// step. Include it as "../support/DlSessionFixture.h".
#include "StepTool.h"
#include "core/Session.h"
#include "dungeonlords/DlEngine.h"
#include "dungeonlords/DlState.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QWidget>
#include <memory>

namespace kbztest::dl {

using namespace kbz;
using namespace kbz::dl;

inline QJsonObject adv(const char *cls, int hp, int skills = 0, int damage = 0)
{
    return {{QStringLiteral("class"), QString::fromLatin1(cls)},
            {QStringLiteral("level"), 1},
            {QStringLiteral("hp"), hp},
            {QStringLiteral("skills"), skills},
            {QStringLiteral("damage"), damage}};
}

inline QJsonObject tile(const char *kind, int distance, bool conquered = false)
{
    return {{QStringLiteral("kind"), QString::fromLatin1(kind)},
            {QStringLiteral("distance"), distance},
            {QStringLiteral("conquered"), conquered}};
}

inline QJsonObject monster(const char *kind, bool used = false)
{
    return {{QStringLiteral("kind"), QString::fromLatin1(kind)}, {QStringLiteral("used"), used}};
}

inline QJsonObject player(const QJsonArray &tiles, const QJsonArray &party,
                          const QJsonArray &monsters, const QJsonArray &traps = {}, int evil = 3,
                          const QJsonArray &prisoners = {})
{
    return {{QStringLiteral("tiles"), tiles},
            {QStringLiteral("party"), party},
            {QStringLiteral("prisoners"), prisoners},
            {QStringLiteral("monsters"), monsters},
            {QStringLiteral("traps"), traps},
            {QStringLiteral("gold"), 3},
            {QStringLiteral("food"), 3},
            {QStringLiteral("imps"), 4},
            {QStringLiteral("evil"), evil},
            {QStringLiteral("unpaidTaxes"), 0}};
}

inline Step yearStep(const QJsonArray &players)
{
    return {QStringLiteral("year"), -1,
            QJsonObject{{QStringLiteral("year"), 1},
                        {QStringLiteral("startPlayer"), 0},
                        {QStringLiteral("players"), players}}};
}

inline QStringList ruleIds(const QList<Finding> &findings)
{
    QStringList ids;
    for (const Finding &f : findings)
        ids.append(f.ruleId);
    return ids;
}

// Player 1 (seat 0): a tunnel at distance 1, a room at 2, a conquered tunnel at 1; a goblin, a
// troll, a ghost and an exhausted golem; a pendulum. The party: a warrior (2 HP) and a thief
// (3 HP, no symbols), a warrior (5 HP).
// Player 2 (seat 1): a room at distance 1; a slime; the party: a priest (3 HP, 1 heart).
inline QJsonArray twoPlayers()
{
    return {player({tile("tunnel", 1), tile("room", 2), tile("tunnel", 1, true)},
                   {adv("warrior", 2), adv("thief", 3), adv("warrior", 5)},
                   {monster("goblin"), monster("troll"), monster("ghost"), monster("golem", true)},
                   {QStringLiteral("pendulum")}, 4),
            player({tile("room", 1)}, {adv("priest", 3, 1)}, {monster("slime")}, {}, 2)};
}

// A game on a temporary database; steps recorded as confirmed by the table.
class DlSession
{
public:
    bool start(const QJsonArray &players)
    {
        m_session.reset();
        m_journal.reset();
        m_db.reset();
        DbError err;
        m_db = Database::open(m_dir.filePath(QStringLiteral("dl%1.sqlite").arg(++m_games)),
                              Database::Mode::ReadWrite, &err);
        if (!m_db)
            return false;
        m_journal = std::make_unique<Journal>(*m_db);
        GameConfig c;
        for (int i = 0; i < players.size(); ++i)
            c.players.append(PlayerInfo{QStringLiteral("P%1").arg(i + 1), QString()});
        c.options.insert(QStringLiteral("startPlayer"), 0);
        m_session =
            Session::start(*m_journal, std::make_shared<DlEngine>(), c, QStringLiteral("t"), &err);
        return m_session && record(yearStep(players));
    }
    bool record(const Step &s)
    {
        const auto r = m_session->record(s, Session::Confirm::Yes);
        if (r.outcome != Session::Outcome::Recorded)
            qWarning() << "not recorded:" << s.kind << r.problem.english();
        return r.outcome == Session::Outcome::Recorded;
    }
    Session *session() const { return m_session.get(); }
    const DlState &state() const { return static_cast<const DlState &>(*m_session->state()); }

private:
    QTemporaryDir m_dir;
    int m_games = 0;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<Journal> m_journal;
    std::unique_ptr<Session> m_session;
};

inline Step plan(int seat, int tile, const QJsonValue &trap, const QJsonArray &monsters)
{
    return {QStringLiteral("plan"), seat,
            QJsonObject{{QStringLiteral("tile"), tile},
                        {QStringLiteral("trap"), trap},
                        {QStringLiteral("monsters"), monsters}}};
}

inline Step reveal(int fatigue, bool lightning = false, bool crystal = false)
{
    return {QStringLiteral("reveal"), -1,
            QJsonObject{{QStringLiteral("fatigue"), fatigue},
                        {QStringLiteral("lightning"), lightning},
                        {QStringLiteral("crystal"), crystal}}};
}

// The step the tool prepares now.
inline Step prepared(const StepTool &tool)
{
    QString missing;
    const std::optional<Step> s = tool.preparedStep(&missing);
    return s.value_or(Step{QStringLiteral("none"), -2, {{QStringLiteral("missing"), missing}}});
}

// A picture for people to look at, when KIBITZER_SHOTS_DIR is set.
inline void shot(QWidget *w, const char *name)
{
    const QString dir = qEnvironmentVariable("KIBITZER_SHOTS_DIR");
    if (!dir.isEmpty() && QDir().mkpath(dir))
        w->grab().save(QDir(dir).filePath(QLatin1String(name)));
}

inline QString json(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// Records what the tool asks for, then refills it like the game view does.
inline void connectRecording(StepTool *tool, DlSession *game)
{
    QObject::connect(tool, &StepTool::recordRequested, tool, [tool, game](const Step &s) {
        game->record(s);
        tool->sync();
    });
}

} // namespace kbztest::dl
