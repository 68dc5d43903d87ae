// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameEngine.h"
#include "GameRegistry.h"
#include "Message.h"
#include "storage/Database.h"

namespace kbz {

class Journal;
class Session;
struct GameSummary;

// Time travel (issue 22): the game as it was after any step of its journal, and a new game
// started from there. Steps are numbered as the journal list numbers them: step n is entry n - 1
// of the session's stack, and "after step n" is Session::stateBefore(n).
class LookBack final
{
public:
    explicit LookBack(const Session &session);

    // The state after the first n steps. It is recomputed from the state the session kept at or
    // below n (one in StateHistory::kInterval, so at most kInterval - 1 steps are applied), each
    // step read from the journal and checked by the engine's malformed() as Session::resume
    // checks it; the last answer is remembered, so stepping forward one step applies one step.
    // n == Session::index() is the state in effect, with no replay. On a step that does not
    // replay: nullptr, and *error names the step (nothing is written either way).
    StatePtr stateAfter(int n, DbError *error);

private:
    const Session &m_session;
    int m_cachedN = -1;
    StatePtr m_cached;
};

// "New game from here": stores a new game whose journal is the first n steps of `session`'s
// stack (the same kind, players and options, each step with its findings and time, and the
// bookmarks of those steps), linked to its origin game (GameSummary::branchedFromGame and
// branchedAtStep). The original is untouched. Each step is read from the journal and replayed
// (malformed() refuses as resume does) inside the one transaction that stores the new game: a
// step that does not replay is named in *error and no game is created. Returns the new id, or 0.
qint64 branchGame(const Session &session, int n, DbError *error);
// The same for a stored game by id (kibitzer-cli branch): the game is resumed first, so a
// damaged game is refused as opening it is.
qint64 branchStoredGame(Journal &journal, const GameRegistry &registry, qint64 gameId, int n,
                        DbError *error);

// "branched from game 12 at step 40", or an empty message for a game that was not branched.
Message branchOrigin(const GameSummary &game);

} // namespace kbz
