// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameEngine.h"
#include "GameRegistry.h"
#include "Progress.h"
#include "StateHistory.h"
#include "storage/Journal.h"

#include <QCache>
#include <QObject>
#include <optional>

namespace kbz {

// One game in play: its engine, its journal and the undo/redo stack over the recorded steps.
//
// record() = malformed? -> check -> (ask) -> apply (pure, in memory) -> commit to the journal ->
// publish. Nothing is published (state, signals, stack) until the journal transaction has
// committed, so whatever the UI shows as recorded survives a crash.
//
// The undo stack follows QUndoStack's vocabulary (count, index, canUndo, undoText, ...): the
// stack holds the recorded steps, `index` of them are in effect, the rest can be redone. Undo and
// redo are journaled as marks, so a resumed game has the same stack as before the restart.
class Session final : public QObject
{
    Q_OBJECT

public:
    enum class Outcome {
        Recorded,          // committed and applied
        NeedsConfirmation, // the step has warnings; call again with Confirm::Yes to record anyway
        Malformed,         // the step cannot be understood; nothing written
        StorageFailed,     // the journal refused the write; nothing changed
    };
    enum class Confirm { No, Yes };

    struct RecordResult
    {
        Outcome outcome = Outcome::Recorded;
        QList<Finding> findings;
        Message problem; // Malformed: what is wrong
        DbError error;   // StorageFailed
    };

    // One entry of the stack.
    struct Entry
    {
        StepRecord record;
        Message description; // engine->describe(state before, step)
    };

    ~Session() override;
    Q_DISABLE_COPY_MOVE(Session)

    // Starts a new game in `journal`.
    static std::unique_ptr<Session> start(Journal &journal, EnginePtr engine,
                                          const GameConfig &config, const QString &title,
                                          DbError *error);
    // Loads a stored game by replaying its journal (steps and undo marks), reading the steps one
    // at a time. `progress` gets the steps replayed of the game's count; when it stops the
    // replay, returns nullptr and leaves *error as it was (nothing is written either way).
    static std::unique_ptr<Session> resume(Journal &journal, const GameRegistry &registry,
                                           qint64 gameId, DbError *error,
                                           const Progress &progress = {});

    qint64 gameId() const { return m_gameId; }
    // The journal the game is recorded in (views reach the game's database through it, e.g. to
    // keep card figures entered during a game in the table's library).
    Journal &journal() const { return m_journal; }
    const EnginePtr &engine() const { return m_engine; }
    const GameConfig &config() const { return m_config; }
    // What the engine says of the configuration (GameEngine::checkConfig: an army over its
    // budget, a deck off the composition): the game's findings before its first step, as
    // replay and import list them. The config never changes once the game has started, so they
    // are computed from it when the game is started or opened.
    const QList<Finding> &configFindings() const { return m_configFindings; }
    const StatePtr &state() const { return m_state; }
    Guidance guidance() const { return m_engine->guidance(*state()); }
    std::optional<GameResult> result() const { return m_engine->result(*state()); }

    // What the validators would say about `step` now (no side effects).
    QList<Finding> check(const Step &step) const;
    RecordResult record(const Step &step, Confirm confirm = Confirm::No);

    // The undo stack. In memory it is one sequence number per entry: an entry's step and
    // findings are read back from the journal when asked for (the last kCachedEntries used are
    // kept) and its description is computed again, so a game of a million steps opens without
    // holding a million steps.
    static constexpr int kCachedEntries = 4096;
    int count() const { return int(m_stack.size()); }
    int index() const { return m_index; }
    Entry entry(int i) const;
    // The state with the first i entries applied (recomputed from a kept state if need be).
    StatePtr stateBefore(int i) const;
    // The journal's sequence number of entry i (no journal read).
    int seqAt(int i) const { return m_stack.at(i); }

    // Looking back (issue 22): a read-only copy of this game as it was with its first n entries
    // applied, whose state is `state` (TimeTravel computes and checks it). Its stack is those n
    // entries, all in effect; record, undo and redo refuse and write nothing, so no step can be
    // recorded onto a past state. The copy reads entries from the same journal.
    std::unique_ptr<Session> pastView(int n, StatePtr state) const;
    bool isPast() const { return m_past; }
    bool canUndo() const { return !m_past && m_index > 0; }
    bool canRedo() const { return m_index < count(); }
    QString undoText(Lang lang) const;
    QString redoText(Lang lang) const;
    bool undo(DbError *error = nullptr);
    bool redo(DbError *error = nullptr);

Q_SIGNALS:
    // The stack changed from `first` on (entries appended, or a redo tail dropped).
    void entriesChanged(int first);
    void indexChanged(int index);
    void stateChanged();
    void canUndoChanged(bool canUndo);
    void canRedoChanged(bool canRedo);
    void finished(const kbz::GameResult &result);

private:
    Session(Journal &journal, EnginePtr engine, qint64 gameId, GameConfig config);
    void publish(const StatePtr &oldState, int oldIndex, bool oldCanUndo, bool oldCanRedo,
                 int firstChanged);
    int lastSeq() const { return m_lastSeq; }
    StatePtr storedState(int i) const;    // m_states.at(i), recomputed from the entries' steps
    StepRecord storedRecord(int i) const; // entry i's record: cached, or read from the journal

    Journal &m_journal;
    EnginePtr m_engine;
    qint64 m_gameId;
    bool m_claimed = false; // this session is the game's writer (Journal::claimGame)
    GameConfig m_config;
    QList<Finding> m_configFindings;
    QList<int> m_stack;                                          // the stack: each entry's seq
    mutable QCache<int, StepRecord> m_records{kCachedEntries};   // by seq
    mutable QCache<int, Message> m_descriptions{kCachedEntries}; // by seq
    StateHistory m_states; // state(i) = the state with the first i entries applied
    StatePtr m_state;      // state(m_index), the state in effect
    int m_index = 0;
    int m_lastSeq = 0;   // highest seq in the journal, including dropped redo tails
    bool m_past = false; // a read-only pastView()
};

} // namespace kbz
