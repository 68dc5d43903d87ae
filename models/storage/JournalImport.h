// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Journal.h"
#include "core/Message.h"
#include "core/Replay.h"

#include <optional>

namespace kbz {

// Storing a journal file as a game, shared by kibitzer-cli's import and the app's
// `kibitzer FILE.jsonl`. A game imported from a file keeps the file's content hash
// (JournalFile::contentHash: the normalised journal, so comments and spacing do not count) and
// the UUID of its header (revision 1.4; a file without one gets a new one); importing a journal
// of the same UUID, or of the same content, again finds that game instead of storing a
// duplicate.
struct ImportOutcome
{
    qint64 gameId = 0;     // 0: nothing stored, *error says why
    bool existing = false; // the journal had been imported before: nothing was written
    int steps = 0;
};

// Finds the game imported from `checked` before, or stores it as a new game (steps, findings,
// result and hash in one transaction).
ImportOutcome importJournal(Journal &journal, const CheckedJournal &checked, DbError *error);

// The same for a journal file of any length, streamed: `scan` is what scanJournalFile said of
// `path` (checked before any database was opened); the file is read and replayed again, one
// step at a time, straight into one transaction (a journal imported before is found by
// scan.contentHash and nothing is read). `path` must be readable twice (not "-": a caller
// reading standard input copies it to a file first). `progress` gets the bytes read; when it
// stops the import, the transaction is rolled back, nothing is stored and *cancelled is set.
ImportOutcome importJournalFile(Journal &journal, const QString &path, const JournalScan &scan,
                                DbError *error, const Progress &progress = {},
                                bool *cancelled = nullptr);

// A game id as the command line gives it: a positive number. Otherwise std::nullopt and
// *error (optional) says "\"TEXT\" is not a game id".
std::optional<qint64> parseGameId(const QString &text, Message *error = nullptr);

} // namespace kbz
