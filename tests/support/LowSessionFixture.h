// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// Lords of War games for the tests of the game view's parts: a temporary database, its Journal
// and a Session, either started from the engine's setup or from a hand-built LowState (the
// engine then carries on from that state). Include it as "../support/LowSessionFixture.h".
#include "core/Session.h"
#include "lordsofwar/LowEngine.h"
#include "lordsofwar/LowState.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QTemporaryDir>
#include <memory>

namespace kbztest {

// LowEngine in every respect, except that setup() returns a given state: a game can start in
// the middle of a battle (units on the mat, a combat to resolve, a hand to refill).
class LowFixedStartEngine final : public kbz::GameEngine
{
public:
    explicit LowFixedStartEngine(kbz::low::LowState start)
        : m_start(std::make_shared<kbz::low::LowState>(std::move(start)))
    {}

    QString id() const override { return m_engine.id(); }
    kbz::LocalizedName name() const override { return m_engine.name(); }
    kbz::Lang nameLang() const override { return m_engine.nameLang(); }
    QString rulePrefix() const override { return m_engine.rulePrefix(); }
    int minPlayers() const override { return m_engine.minPlayers(); }
    int maxPlayers() const override { return m_engine.maxPlayers(); }
    kbz::GameConfig defaultConfig() const override { return m_engine.defaultConfig(); }
    QList<kbz::Finding> checkConfig(const kbz::GameConfig &c) const override
    {
        return m_engine.checkConfig(c);
    }
    kbz::StatePtr setup(const kbz::GameConfig &) const override { return m_start; }
    QStringList ruleIds() const override { return m_engine.ruleIds(); }
    QList<kbz::StepKind> stepKinds() const override { return m_engine.stepKinds(); }
    std::optional<kbz::Message> malformed(const kbz::GameState &s,
                                          const kbz::Step &step) const override
    {
        return m_engine.malformed(s, step);
    }
    QList<kbz::Finding> check(const kbz::GameState &s, const kbz::Step &step) const override
    {
        return m_engine.check(s, step);
    }
    kbz::StatePtr apply(const kbz::GameState &s, const kbz::Step &step) const override
    {
        return m_engine.apply(s, step);
    }
    kbz::Guidance guidance(const kbz::GameState &s) const override { return m_engine.guidance(s); }
    std::optional<kbz::GameResult> result(const kbz::GameState &s) const override
    {
        return m_engine.result(s);
    }
    kbz::Message describe(const kbz::GameState &before, const kbz::Step &step) const override
    {
        return m_engine.describe(before, step);
    }

private:
    kbz::low::LowEngine m_engine;
    std::shared_ptr<const kbz::low::LowState> m_start;
};

class LowSessionFixture
{
public:
    bool isValid() const { return m_dir.isValid(); }

    // The engine's default configuration with two players, Ann (orcs) and Ben (dwarves).
    static kbz::GameConfig config()
    {
        kbz::GameConfig c = kbz::low::LowEngine().defaultConfig();
        c.players = {{QStringLiteral("Ann"), QString()}, {QStringLiteral("Ben"), QString()}};
        return c;
    }

    // A new game of `config` with LowEngine on a new database file.
    bool start(const kbz::GameConfig &c = config())
    {
        return startWith(std::make_shared<kbz::low::LowEngine>(), c);
    }

    // A new game that starts from `state`.
    bool startFrom(const kbz::low::LowState &state)
    {
        return startWith(std::make_shared<LowFixedStartEngine>(state), config());
    }

    bool record(const kbz::Step &step)
    {
        const auto r = m_session->record(step, kbz::Session::Confirm::Yes);
        if (r.outcome != kbz::Session::Outcome::Recorded)
            qWarning("not recorded: %s %s", qPrintable(step.kind), qPrintable(r.problem.english()));
        return r.outcome == kbz::Session::Outcome::Recorded;
    }

    void reset()
    {
        m_session.reset();
        m_journal.reset();
        m_db.reset();
    }

    kbz::Session *session() const { return m_session.get(); }
    const kbz::low::LowState &state() const
    {
        return static_cast<const kbz::low::LowState &>(*m_session->state());
    }

private:
    bool startWith(kbz::EnginePtr engine, const kbz::GameConfig &c)
    {
        reset();
        kbz::DbError err;
        m_db = kbz::Database::open(m_dir.filePath(QStringLiteral("low%1.sqlite").arg(++m_games)),
                                   kbz::Database::Mode::ReadWrite, &err);
        if (!m_db)
            return false;
        m_journal = std::make_unique<kbz::Journal>(*m_db);
        m_session =
            kbz::Session::start(*m_journal, std::move(engine), c, QStringLiteral("t"), &err);
        return m_session != nullptr;
    }

    QTemporaryDir m_dir;
    int m_games = 0;
    std::unique_ptr<kbz::Database> m_db;
    std::unique_ptr<kbz::Journal> m_journal;
    std::unique_ptr<kbz::Session> m_session;
};

} // namespace kbztest
