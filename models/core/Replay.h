#pragma once

#include "GameEngine.h"
#include "JournalFile.h"

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
    };
    QList<StepReport> steps;
    StatePtr finalState;
    std::optional<GameResult> result;

    // A malformed step stops the replay: its line and what is wrong.
    int errorLine = 0;
    QString error;
    bool ok() const { return errorLine == 0 && error.isEmpty(); }
};

// Replays `file` with `engine`: for every step malformed? -> check -> apply.
ReplayReport replayJournal(const GameEngine &engine, const JournalFile &file);

} // namespace kbz
