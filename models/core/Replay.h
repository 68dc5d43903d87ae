// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameEngine.h"
#include "JournalFile.h"
#include "Progress.h"

#include <optional>

namespace kbz {

// The outcome of feeding a journal file through an engine, with no database involved.
struct ReplayReport
{
    struct StepReport
    {
        int line = 0;
        Step step;
        Message description;
        QList<Finding> findings;
        QDateTime at; // when it was recorded (the line's "at"), invalid when the file says not
    };
    // What the engine says of the game's configuration (GameEngine::checkConfig) and of the
    // journal as a whole (GameEngine::checkRecorded on the final state): the findings of the
    // header line, before the first step.
    QList<Finding> configFindings;
    QList<StepReport> steps;
    StatePtr finalState;
    std::optional<GameResult> result;

    // A malformed step stops the replay: its line and what is wrong.
    int errorLine = 0;
    QString error;
    bool ok() const { return errorLine == 0 && error.isEmpty(); }
};

// Replays one step at a time, keeping only the current state: what replayJournal and the
// streaming readers below share.
class Replayer final
{
public:
    Replayer(const GameEngine &engine, const GameConfig &config);
    // malformed? -> describe, check -> apply. On a malformed step returns false with *problem
    // set (in English) and the state unchanged.
    bool feed(const Step &step, int line, ReplayReport::StepReport *report, QString *problem);
    const StatePtr &state() const { return m_state; }
    // The findings of the configuration (GameEngine::checkConfig, computed once) and of the
    // steps fed so far (GameEngine::checkRecorded of the state).
    QList<Finding> configFindings() const;

private:
    const GameEngine &m_engine;
    StatePtr m_state;
    QList<Finding> m_configFindings;
};

// Replays `file` with `engine`: for every step malformed? -> check -> apply.
ReplayReport replayJournal(const GameEngine &engine, const JournalFile &file);

class GameRegistry;

// A journal file read and replayed one line at a time (scanJournalFile): what is left of it when
// the last step has been replayed. Nothing here grows with the journal.
struct JournalScan
{
    JournalFile header; // game, title and config; no steps
    EnginePtr engine;
    int headerLine = 1;            // the header's line (comments may come before it)
    QList<Finding> configFindings; // checkConfig of the header's config, checkRecorded of the end
    int steps = 0;
    StatePtr finalState;
    std::optional<GameResult> result;
    QByteArray contentHash; // JournalFile::contentHash of the whole file
};

// Called with each step as it is replayed; returning false stops the scan (a cancel).
using StepSink = std::function<bool(const ReplayReport::StepReport &step)>;

// Reads `path` ("-" = standard input) line by line, replays each step with the engine the
// registry has for its game and hands it to `onStep` (if any); memory is bounded by the game's
// state, not by the journal's length. `progress` gets the bytes read of the file's size. On
// failure returns std::nullopt and sets *error to "PATH:LINE: what is wrong" (or "PATH: cannot
// read: why"), in English as the parser and the engines' refusals are; when `onStep` or
// `progress` stopped it, *error is empty.
std::optional<JournalScan> scanJournalFile(const GameRegistry &registry, const QString &path,
                                           QString *error, const StepSink &onStep = {},
                                           const Progress &progress = {});
// The same over an open device, named `name` in the messages.
std::optional<JournalScan> scanJournalFile(const GameRegistry &registry, QIODevice *device,
                                           const QString &name, QString *error,
                                           const StepSink &onStep = {},
                                           const Progress &progress = {});

// A journal file read, parsed and replayed by the engine the registry has for its game, with no
// database involved, kept whole in memory (for short journals and tests; long ones are streamed
// with scanJournalFile and importJournalFile).
struct CheckedJournal
{
    JournalFile file;
    ReplayReport report;
};

// Reads `path` ("-" = standard input) and checks it, as scanJournalFile does (same refusals,
// same messages), keeping every step.
std::optional<CheckedJournal> checkJournalFile(const GameRegistry &registry, const QString &path,
                                               QString *error);

} // namespace kbz
