// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Session.h"

#include "storage/DamagedGame.h"

#include <algorithm>
#include <utility>

namespace kbz {

namespace {

DbError journalError(const char *text, const QList<MessageArg> &args = {})
{
    DbError e;
    e.code = DbError::Code::Sql;
    e.message = Message("kbz::Session", text, args);
    return e;
}

} // namespace

Session::Session(Journal &journal, EnginePtr engine, qint64 gameId, GameConfig config)
    : m_journal(journal)
    , m_engine(std::move(engine))
    , m_gameId(gameId)
    , m_config(std::move(config))
    , m_configFindings(m_engine->checkConfig(m_config))
    , m_states(m_engine, m_engine->setup(m_config))
    , m_state(m_states.last())
{}

StatePtr Session::stateBefore(int i) const
{
    return i == m_index ? m_state : storedState(i);
}

StatePtr Session::storedState(int i) const
{
    return m_states.at(i, [this](int entry) { return storedRecord(entry).step; });
}

StepRecord Session::storedRecord(int i) const
{
    const int seq = m_stack.at(i);
    if (const StepRecord *cached = m_records.object(seq))
        return *cached;
    DbError error;
    std::optional<StepRecord> r = m_journal.loadStep(m_gameId, seq, &error);
    if (!r) {
        // Read when the game was opened, so only an I/O error gets here: the entry says so, and
        // an empty step changes no state (engines refuse what is malformed). Not cached.
        StepRecord missing;
        missing.seq = seq;
        return missing;
    }
    m_records.insert(seq, new StepRecord(*r));
    return *r;
}

Session::Entry Session::entry(int i) const
{
    Entry e{storedRecord(i), {}};
    if (const Message *cached = m_descriptions.object(e.record.seq)) {
        e.description = *cached;
    } else if (e.record.step.kind.isEmpty()) {
        e.description =
            journalError(
                QT_TRANSLATE_NOOP("kbz::Session", "Step %1 could not be read from the journal."),
                {QString::number(e.record.seq)})
                .message;
    } else {
        e.description = m_engine->describe(*stateBefore(i), e.record.step);
        m_descriptions.insert(e.record.seq, new Message(e.description));
    }
    return e;
}

Session::~Session() = default;

std::unique_ptr<Session> Session::start(Journal &journal, EnginePtr engine,
                                        const GameConfig &config, const QString &title,
                                        DbError *error)
{
    const qint64 id = journal.createGame(engine->id(), config, title, error);
    if (id == 0)
        return nullptr;
    return std::unique_ptr<Session>(new Session(journal, std::move(engine), id, config));
}

std::unique_ptr<Session> Session::resume(Journal &journal, const GameRegistry &registry,
                                         qint64 gameId, DbError *error, const Progress &progress)
{
    std::optional<GameRecord> rec = journal.loadGameHeader(gameId, error);
    if (!rec)
        return nullptr;
    const std::optional<QList<UndoMark>> marks = journal.loadMarks(gameId, error);
    if (!marks)
        return nullptr;
    EnginePtr engine = registry.find(rec->summary.kind);
    if (!engine) {
        if (error)
            *error = journalError(
                QT_TRANSLATE_NOOP("kbz::Session", "This Kibitzer does not know the game \"%1\"."),
                {rec->summary.kind});
        return nullptr;
    }
    std::unique_ptr<Session> s(new Session(journal, engine, gameId, rec->summary.config));
    s->m_stack.reserve(rec->summary.stepCount);
    Applied applied;
    if (!s->applyJournal(*marks, &applied, error, progress, rec->summary.stepCount) ||
        applied.stopped)
        return nullptr;
    return s;
}

bool Session::applyJournal(const QList<UndoMark> &marks, Applied *applied, DbError *error,
                           const Progress &progress, int total)
{
    // Steps and marks in the order they were made: a mark made after step N comes after step N
    // and before step N+1; marks with the same N keep their own order. Each change is applied
    // whole (stack, state, what was read), so a failure leaves a game read up to it.
    int markPos = m_markCount;
    auto applyMarksAfter = [&](int seq) -> bool {
        while (markPos < marks.size() && marks.at(markPos).afterSeq == seq) {
            const UndoMark &m = marks.at(markPos++);
            if (m.op == UndoMark::Op::Undo) {
                if (m_index == 0 || m_stack.at(m_index - 1) != m.stepSeq)
                    return false;
                --m_index;
                applied->lastEntry = m_index;
                applied->lastKind = Change::Kind::Undo;
            } else {
                if (m_index >= count() || m_stack.at(m_index) != m.stepSeq)
                    return false;
                applied->lastEntry = m_index;
                applied->lastKind = Change::Kind::Redo;
                ++m_index;
            }
            m_state = storedState(m_index);
            ++m_markCount;
            ++applied->marks;
        }
        return true;
    };
    // Every stored step is checked as replay checks a journal file's step: malformed() refuses
    // a kind the engine does not know and a payload or actor it cannot apply. Another program
    // may have edited the rows; such a game is refused with the step named rather than replayed
    // into a state nobody recorded (Journal::forEachStep already refuses rows that are not JSON).
    bool consistent = applyMarksAfter(m_lastSeq);
    bool damaged = false;
    const bool read = m_journal.forEachStep(
        m_gameId, m_lastSeq,
        [&](const StepRecord &r) {
            if (!consistent)
                return false;
            if (const std::optional<Message> problem = m_engine->malformed(*m_state, r.step)) {
                if (error)
                    *error = damagedGameError(m_gameId, r.seq, problem->english());
                damaged = true;
                return false;
            }
            // Recording drops the redo tail, as QUndoStack::push does.
            if (applied->firstChanged < 0 || m_index < applied->firstChanged)
                applied->firstChanged = m_index;
            m_stack.resize(m_index);
            m_states.truncate(m_index + 1, m_state);
            m_stack.append(r.seq);
            m_state = m_engine->apply(*m_state, r.step);
            m_states.push(m_state);
            applied->lastEntry = m_index;
            applied->lastKind = Change::Kind::Step;
            ++m_index;
            m_lastSeq = r.seq;
            ++applied->steps;
            consistent = applyMarksAfter(r.seq);
            if (progress && applied->steps % kProgressEvery == 0 &&
                !progress(applied->steps, total)) {
                applied->stopped = true;
                return false;
            }
            return true;
        },
        error);
    if (!read || damaged)
        return false;
    if (applied->stopped)
        return true;
    if (!consistent || markPos != marks.size()) {
        if (error)
            *error = journalError(
                QT_TRANSLATE_NOOP(
                    "kbz::Session",
                    "The journal of game %1 has undo marks that do not match its steps."),
                {QString::number(m_gameId)});
        return false;
    }
    return true;
}

Session::CatchUp Session::catchUp()
{
    CatchUp out;
    if (m_past)
        return out;
    const std::optional<QList<UndoMark>> marks = m_journal.loadMarks(m_gameId, &out.error);
    if (!marks) {
        out.ok = false;
        return out;
    }
    const int oldIndex = m_index;
    const bool oldCanUndo = canUndo(), oldCanRedo = canRedo();
    const StatePtr oldState = m_state;
    Applied applied;
    out.ok = applyJournal(*marks, &applied, &out.error);
    out.steps = applied.steps;
    out.marks = applied.marks;
    if (!out.changed())
        return out;
    if (applied.lastEntry >= 0 && applied.lastEntry < count())
        out.last = Change{applied.lastKind, entry(applied.lastEntry).description};
    publish(oldState, oldIndex, oldCanUndo, oldCanRedo, applied.firstChanged);
    return out;
}

std::optional<Session::Change> Session::catchUpAfterConflict(DbError *error)
{
    // Nothing of ours was written; what the other laptop wrote is read now, so that this one
    // shows the game as it is. Should that read fail, *error says so instead.
    CatchUp c = catchUp();
    if (!c.ok && error)
        *error = c.error;
    return c.last;
}

QList<Finding> Session::check(const Step &step) const
{
    return m_engine->check(*state(), step);
}

std::unique_ptr<Session> Session::pastView(int n, StatePtr state) const
{
    Q_ASSERT(n >= 0 && n <= count());
    std::unique_ptr<Session> past(new Session(m_journal, m_engine, m_gameId, m_config));
    past->m_past = true;
    past->m_stack = m_stack.mid(0, n);
    past->m_states = m_states;
    past->m_states.truncate(n + 1, state);
    past->m_state = std::move(state);
    past->m_index = n;
    past->m_lastSeq = m_lastSeq;
    past->m_markCount = m_markCount;
    return past;
}

Session::RecordResult Session::record(const Step &step, Confirm confirm)
{
    RecordResult out;
    if (m_past) {
        out.outcome = Outcome::Malformed;
        out.problem = Message("kbz::Session",
                              QT_TRANSLATE_NOOP("kbz::Session",
                                                "This is the game as it was at step %1: nothing "
                                                "can be recorded onto a past state."),
                              {QString::number(m_index)});
        return out;
    }
    if (std::optional<Message> problem = m_engine->malformed(*state(), step)) {
        out.outcome = Outcome::Malformed;
        out.problem = *problem;
        return out;
    }
    out.findings = m_engine->check(*state(), step);
    const bool warned = hasWarnings(out.findings);
    if (warned && confirm == Confirm::No) {
        out.outcome = Outcome::NeedsConfirmation;
        return out;
    }

    StatePtr next = m_engine->apply(*state(), step);
    StepRecord rec;
    rec.seq = m_lastSeq + 1;
    rec.step = step;
    rec.findings = out.findings;
    rec.overridden = warned;
    rec.recordedAt = m_journal.now();
    const JournalPosition read = position();
    if (!m_journal.appendStep(m_gameId, rec, m_engine->result(*next), &out.error, &read)) {
        out.outcome = Outcome::StorageFailed;
        if (out.error.code == DbError::Code::Conflict) {
            out.outcome = Outcome::Conflict;
            out.theirs = catchUpAfterConflict(&out.error);
        }
        return out;
    }

    // Committed: now publish.
    const int oldIndex = m_index;
    const bool oldCanUndo = canUndo(), oldCanRedo = canRedo();
    const Message description = m_engine->describe(*state(), step);
    const StatePtr oldState = m_state;
    m_stack.resize(m_index);
    m_states.truncate(m_index + 1, m_state);
    m_stack.append(rec.seq);
    m_records.insert(rec.seq, new StepRecord(rec));
    m_descriptions.insert(rec.seq, new Message(description));
    m_states.push(next);
    m_state = std::move(next);
    ++m_index;
    m_lastSeq = rec.seq;
    publish(oldState, oldIndex, oldCanUndo, oldCanRedo, m_index - 1);
    out.outcome = Outcome::Recorded;
    return out;
}

QString Session::undoText(Lang lang) const
{
    return canUndo() ? entry(m_index - 1).description.text(lang) : QString();
}

QString Session::redoText(Lang lang) const
{
    return canRedo() ? entry(m_index).description.text(lang) : QString();
}

bool Session::undo(DbError *error, std::optional<Change> *theirs)
{
    if (!canUndo() || m_past)
        return false;
    UndoMark mark{UndoMark::Op::Undo, m_stack.at(m_index - 1), m_lastSeq, {}};
    StatePtr before = stateBefore(m_index - 1);
    const JournalPosition read = position();
    DbError failed;
    if (!m_journal.appendMark(m_gameId, mark, m_engine->result(*before), &failed, &read)) {
        if (failed.code == DbError::Code::Conflict) {
            std::optional<Change> last = catchUpAfterConflict(&failed);
            if (theirs)
                *theirs = std::move(last);
        }
        if (error)
            *error = failed;
        return false;
    }
    ++m_markCount;
    const int oldIndex = m_index;
    const bool oldCanUndo = canUndo(), oldCanRedo = canRedo();
    const StatePtr oldState = std::exchange(m_state, std::move(before));
    --m_index;
    publish(oldState, oldIndex, oldCanUndo, oldCanRedo, -1);
    return true;
}

bool Session::redo(DbError *error, std::optional<Change> *theirs)
{
    if (!canRedo() || m_past)
        return false;
    UndoMark mark{UndoMark::Op::Redo, m_stack.at(m_index), m_lastSeq, {}};
    StatePtr after = stateBefore(m_index + 1);
    const JournalPosition read = position();
    DbError failed;
    if (!m_journal.appendMark(m_gameId, mark, m_engine->result(*after), &failed, &read)) {
        if (failed.code == DbError::Code::Conflict) {
            std::optional<Change> last = catchUpAfterConflict(&failed);
            if (theirs)
                *theirs = std::move(last);
        }
        if (error)
            *error = failed;
        return false;
    }
    ++m_markCount;
    const int oldIndex = m_index;
    const bool oldCanUndo = canUndo(), oldCanRedo = canRedo();
    const StatePtr oldState = std::exchange(m_state, std::move(after));
    ++m_index;
    publish(oldState, oldIndex, oldCanUndo, oldCanRedo, -1);
    return true;
}

void Session::publish(const StatePtr &oldState, int oldIndex, bool oldCanUndo, bool oldCanRedo,
                      int firstChanged)
{
    if (firstChanged >= 0)
        Q_EMIT entriesChanged(firstChanged);
    if (oldIndex != m_index)
        Q_EMIT indexChanged(m_index);
    Q_EMIT stateChanged();
    if (oldCanUndo != canUndo())
        Q_EMIT canUndoChanged(canUndo());
    if (oldCanRedo != canRedo())
        Q_EMIT canRedoChanged(canRedo());
    const std::optional<GameResult> before = m_engine->result(*oldState);
    if (const std::optional<GameResult> now = result(); now && !before)
        Q_EMIT finished(*now);
}

} // namespace kbz
