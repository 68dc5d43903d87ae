// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "TimeTravel.h"

#include "Session.h"
#include "StateHistory.h"
#include "storage/Journal.h"

namespace kbz {

namespace {

// Step `step` (1-based, as the journal list shows it) of game `gameId` does not replay.
DbError doesNotReplay(const char *text, qint64 gameId, int step, const QString &detail,
                      const QList<MessageArg> &more = {})
{
    DbError e;
    e.code = DbError::Code::Corrupt;
    QList<MessageArg> args{QString::number(gameId), QString::number(step)};
    args.append(more);
    e.message = Message("kbz::TimeTravel", text, args);
    e.detail = detail;
    return e;
}

// Reads entry i of the session's stack from the journal and checks it against `state`; the
// problem in English when it cannot be read or replayed.
std::optional<Step> replayable(const Session &session, int i, const GameState &state,
                               QString *problem)
{
    DbError read;
    const std::optional<StepRecord> r =
        session.journal().loadStep(session.gameId(), session.seqAt(i), &read);
    if (!r) {
        *problem = read.detail.isEmpty() ? read.message.english() : read.detail;
        return std::nullopt;
    }
    if (const std::optional<Message> bad = session.engine()->malformed(state, r->step)) {
        *problem = bad->english();
        return std::nullopt;
    }
    return r->step;
}

} // namespace

LookBack::LookBack(const Session &session)
    : m_session(session)
{}

StatePtr LookBack::stateAfter(int n, DbError *error)
{
    Q_ASSERT(n >= 0 && n <= m_session.count());
    if (n == m_session.index())
        return m_session.state();
    if (n == m_cachedN)
        return m_cached;
    int from = n / StateHistory::kInterval * StateHistory::kInterval;
    StatePtr state;
    if (m_cached && m_cachedN > from && m_cachedN < n) {
        from = m_cachedN;
        state = m_cached;
    } else {
        state = m_session.stateBefore(from); // a kept state: no replay
    }
    const EnginePtr &engine = m_session.engine();
    for (int i = from; i < n; ++i) {
        QString problem;
        const std::optional<Step> step = replayable(m_session, i, *state, &problem);
        if (!step) {
            if (error)
                *error = doesNotReplay(
                    QT_TRANSLATE_NOOP("kbz::TimeTravel",
                                      "Step %2 of game %1 does not replay, so the game cannot be "
                                      "shown as it was after step %3; another program may have "
                                      "changed the database."),
                    m_session.gameId(), i + 1, problem, {QString::number(n)});
            return nullptr;
        }
        state = engine->apply(*state, *step);
    }
    m_cachedN = n;
    m_cached = state;
    return state;
}

qint64 branchGame(const Session &session, int n, DbError *error)
{
    Q_ASSERT(n >= 0 && n <= session.count());
    Journal &journal = session.journal();
    const std::optional<GameRecord> origin = journal.loadGameHeader(session.gameId(), error);
    if (!origin)
        return 0;
    const std::optional<QHash<int, QString>> marks = journal.loadBookmarks(session.gameId(), error);
    if (!marks)
        return 0;

    const EnginePtr &engine = session.engine();
    StatePtr state = engine->setup(session.config());
    QHash<int, QString> bookmarks; // by the new seqs
    int i = 0;
    DbError failure;
    const StepSource next = [&](StepRecord *record, QString *err) {
        if (i == n)
            return false;
        DbError read;
        std::optional<StepRecord> r = journal.loadStep(session.gameId(), session.seqAt(i), &read);
        QString problem;
        if (!r)
            problem = read.detail.isEmpty() ? read.message.english() : read.detail;
        else if (const std::optional<Message> bad = engine->malformed(*state, r->step))
            problem = bad->english();
        if (!problem.isEmpty()) {
            failure = doesNotReplay(QT_TRANSLATE_NOOP("kbz::TimeTravel",
                                                      "Step %2 of game %1 does not replay: "
                                                      "another program may have changed the "
                                                      "database. No game was created."),
                                    session.gameId(), i + 1, problem);
            *err = problem;
            return false;
        }
        if (const QString name = marks->value(r->seq); !name.isEmpty())
            bookmarks.insert(i + 1, name);
        state = engine->apply(*state, r->step);
        *record = *r;
        record->seq = ++i; // the branch's own journal numbers its steps 1..n
        return true;
    };
    const qint64 id = journal.branchGame(
        engine->id(), session.config(), origin->summary.title, session.gameId(), n, next,
        [&] { return engine->result(*state); }, bookmarks, error);
    if (id == 0 && failure && error)
        *error = failure;
    return id;
}

qint64 branchStoredGame(Journal &journal, const GameRegistry &registry, qint64 gameId, int n,
                        DbError *error)
{
    const std::unique_ptr<Session> session = Session::resume(journal, registry, gameId, error);
    if (!session)
        return 0;
    if (n < 0 || n > session->count()) {
        if (error) {
            error->code = DbError::Code::Sql;
            error->message = Message(
                "kbz::TimeTravel",
                QT_TRANSLATE_NOOP("kbz::TimeTravel", "Game %1 has no step %2 (it has %3)."),
                {QString::number(gameId), QString::number(n), QString::number(session->count())});
        }
        return 0;
    }
    return branchGame(*session, n, error);
}

Message branchOrigin(const GameSummary &game)
{
    if (game.branchedFromGame == 0)
        return {};
    return Message("kbz::TimeTravel",
                   QT_TRANSLATE_NOOP("kbz::TimeTravel", "branched from game %1 at step %2"),
                   {QString::number(game.branchedFromGame), QString::number(game.branchedAtStep)});
}

} // namespace kbz
