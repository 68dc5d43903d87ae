// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// A Rook & Raiders game for the GUI tests of its widgets: a temporary database, its Journal and
// a Session with RrEngine. Every start() opens a new database file; steps are recorded as the
// table confirms them (Session::Confirm::Yes). Include it as "../support/RrSessionFixture.h".
#include "core/Session.h"
#include "rookraiders/RrEngine.h"
#include "rookraiders/RrState.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <memory>

namespace kbztest {

class RrSessionFixture
{
public:
    bool isValid() const { return m_dir.isValid(); }

    // The engine's default configuration with two players, Ann (red) and Ben (blue), playing
    // with `cards`.
    static kbz::GameConfig config(const QJsonArray &cards)
    {
        kbz::GameConfig c = kbz::rr::RrEngine().defaultConfig();
        c.players = {{QStringLiteral("Ann"), QStringLiteral("red")},
                     {QStringLiteral("Ben"), QStringLiteral("blue")}};
        c.options.insert(QStringLiteral("cards"), cards);
        return c;
    }

    // Starts a game of `config` on a new database file; false when it could not.
    bool start(const kbz::GameConfig &config, const QString &title = QStringLiteral("t"))
    {
        reset();
        kbz::DbError err;
        m_db = kbz::Database::open(m_dir.filePath(QStringLiteral("rr%1.sqlite").arg(++m_games)),
                                   kbz::Database::Mode::ReadWrite, &err);
        if (!m_db)
            return false;
        m_journal = std::make_unique<kbz::Journal>(*m_db);
        m_session = kbz::Session::start(*m_journal, std::make_shared<kbz::rr::RrEngine>(), config,
                                        title, &err);
        return m_session != nullptr;
    }

    // Records `step` as confirmed; false (and a warning naming the step) when it was not.
    bool record(const kbz::Step &step)
    {
        const auto r = m_session->record(step, kbz::Session::Confirm::Yes);
        if (r.outcome != kbz::Session::Outcome::Recorded)
            qWarning("not recorded: %s %s", qPrintable(step.kind), qPrintable(r.problem.english()));
        return r.outcome == kbz::Session::Outcome::Recorded;
    }

    bool recordAll(const QList<kbz::Step> &steps)
    {
        for (const kbz::Step &s : steps)
            if (!record(s))
                return false;
        return true;
    }

    // Ends the game and closes the database.
    void reset()
    {
        m_session.reset();
        m_journal.reset();
        m_db.reset();
    }

    kbz::Session *session() const { return m_session.get(); }
    const kbz::rr::RrState &state() const
    {
        return static_cast<const kbz::rr::RrState &>(*m_session->state());
    }
    const kbz::rr::RrEngine *engine() const
    {
        return dynamic_cast<const kbz::rr::RrEngine *>(m_session->engine().get());
    }

private:
    QTemporaryDir m_dir;
    int m_games = 0;
    std::unique_ptr<kbz::Database> m_db;
    std::unique_ptr<kbz::Journal> m_journal;
    std::unique_ptr<kbz::Session> m_session;
};

} // namespace kbztest
