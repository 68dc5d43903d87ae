// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Journal.h"
#include "core/GameRegistry.h"
#include "core/Progress.h"

class QIODevice;

namespace kbz {

// Writing a stored game as a journal file (kibitzer-cli export), streamed: the steps are read
// from the database one at a time, twice, and what is held besides the game's state is one
// number per stored step (the undo stack's sequence numbers).
struct ExportOutcome
{
    bool ok = false;
    bool cancelled = false;   // `progress` stopped it; nothing was written to `out`, or it was
                              // stopped while writing (the caller discards what it has)
    bool writeFailed = false; // `out` refused a write
    DbError error;            // the game could not be read, or resuming it would be refused
    QString problem;          // "step N: ..." or "its setup: ...": `replay` would refuse the file
    int steps = 0;            // the steps written (those in effect; undone steps are not)
};

// First checks every stored step as Session::resume does (in the state it was recorded in, undo
// marks matching) and every line of the file as `replay` would read it back, so that nothing is
// exported that `replay` would refuse; only then writes the header and the steps in effect to
// `out`, one line at a time. `progress` gets steps read over twice the game's step count.
ExportOutcome exportJournal(const Journal &journal, const GameRegistry &registry, qint64 gameId,
                            QIODevice *out, const Progress &progress = {});

} // namespace kbz
