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

class GameRegistry;

// A journal file read, parsed and replayed by the engine the registry has for its game, with no
// database involved: what kibitzer-cli's replay and import and the app's "open a journal file"
// share, so that they refuse the same files with the same message.
struct CheckedJournal
{
    JournalFile file;
    ReplayReport report;
};

// Reads `path` ("-" = standard input) and checks it. On failure returns std::nullopt and sets
// *error to "PATH:LINE: what is wrong" (or "PATH: cannot read: why"), in English as the parser
// and the engines' refusals are.
std::optional<CheckedJournal> checkJournalFile(const GameRegistry &registry, const QString &path,
                                               QString *error);

} // namespace kbz
