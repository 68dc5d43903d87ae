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
//
// On a server several laptops may record one game, each with a Session of its own (issue 20,
// docs/club.md): catchUp() reads what the others committed (LiveGame calls it when GameWatch
// announces a change), and every step, undo and redo is stored only if nobody else wrote to the
// game since this session last read it (Journal's compare-and-set). A step that loses is not
// recorded (Outcome::Conflict): the session catches up and says what the other laptop did.
class Session final : public QObject
{
    Q_OBJECT

public:
    enum class Outcome {
        Recorded,          // committed and applied
        NeedsConfirmation, // the step has warnings; call again with Confirm::Yes to record anyway
        Malformed,         // the step cannot be understood; nothing written
        StorageFailed,     // the journal refused the write; nothing changed
        Conflict, // another laptop recorded in this game first: nothing written, the session
                  // has caught up (RecordResult::theirs says what the other laptop did)
    };
    enum class Confirm { No, Yes };

    // A change another laptop made to the game: a step recorded, or an undo or redo of one.
    struct Change
    {
        enum class Kind { Step, Undo, Redo };
        Kind kind = Kind::Step;
        Message description; // the step's (engine->describe)
    };

    struct RecordResult
    {
        Outcome outcome = Outcome::Recorded;
        QList<Finding> findings;
        Message problem;              // Malformed: what is wrong
        DbError error;                // StorageFailed (and Conflict: DbError::Code::Conflict)
        std::optional<Change> theirs; // Conflict: the last change read from the other laptop
    };

    // What catchUp() read.
    struct CatchUp
    {
        bool ok = true; // false: *error says why (what was read before it is applied)
        int steps = 0;  // new steps applied
        int marks = 0;  // new undo/redo marks applied
        std::optional<Change> last;
        DbError error;
        bool changed() const { return steps > 0 || marks > 0; }
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
    // replay and import list them. The config never changes once the game has started, so
    // checkConfig's are computed from it when the game is started or opened; the engine's
    // findings of the game as recorded (GameEngine::checkRecorded, e.g. checks skipped for
    // want of a field) follow, from the state after the steps in effect.
    QList<Finding> configFindings() const
    {
        return m_configFindings + m_engine->checkRecorded(*state());
    }
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
    // False and *error when nothing was written; on DbError::Code::Conflict the session has
    // caught up and *theirs (if given) says what the other laptop did.
    bool undo(DbError *error = nullptr, std::optional<Change> *theirs = nullptr);
    bool redo(DbError *error = nullptr, std::optional<Change> *theirs = nullptr);

    // Reads the steps and undo marks committed to this game since this session last read it
    // (another laptop's, on a server) and applies them as resume() would, then publishes the
    // change (entriesChanged, indexChanged, stateChanged, ...). Nothing new: nothing emitted.
    CatchUp catchUp();
    // How far this session has read its game's journal (what the compare-and-set compares).
    JournalPosition position() const { return {m_lastSeq, m_markCount}; }

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
    // Applies marks[m_markCount..] and the stored steps after m_lastSeq, in the order they were
    // made (resume from nothing, catchUp from where it was). *last: the stack entry the last
    // change touched, and how; *firstChanged: the first stack entry replaced or added (or -1).
    struct Applied
    {
        int steps = 0;
        int marks = 0;
        int firstChanged = -1;
        int lastEntry = -1;
        Change::Kind lastKind = Change::Kind::Step;
        bool stopped = false; // `progress` stopped it
    };
    bool applyJournal(const QList<UndoMark> &marks, Applied *applied, DbError *error,
                      const Progress &progress = {}, int total = 0);
    std::optional<Change> catchUpAfterConflict(DbError *error);
    void publish(const StatePtr &oldState, int oldIndex, bool oldCanUndo, bool oldCanRedo,
                 int firstChanged);
    int lastSeq() const { return m_lastSeq; }
    StatePtr storedState(int i) const;    // m_states.at(i), recomputed from the entries' steps
    StepRecord storedRecord(int i) const; // entry i's record: cached, or read from the journal

    Journal &m_journal;
    EnginePtr m_engine;
    qint64 m_gameId;
    GameConfig m_config;
    QList<Finding> m_configFindings;
    QList<int> m_stack;                                          // the stack: each entry's seq
    mutable QCache<int, StepRecord> m_records{kCachedEntries};   // by seq
    mutable QCache<int, Message> m_descriptions{kCachedEntries}; // by seq
    StateHistory m_states; // state(i) = the state with the first i entries applied
    StatePtr m_state;      // state(m_index), the state in effect
    int m_index = 0;
    int m_lastSeq = 0;   // highest seq in the journal, including dropped redo tails
    int m_markCount = 0; // undo marks read or written
    bool m_past = false; // a read-only pastView()
};

} // namespace kbz
