// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Journal.h"
#include "core/GameRegistry.h"

namespace kbz {

// Club history (issue 20, item 3; docs/club.md): finished games copied between a laptop's
// database and the club's server, `kibitzer-cli club push|pull`. A game is known on both sides
// by its journal's content hash (games.journal_hash, JournalFile::contentHash of the journal as
// exportJournal writes it, the key import already deduplicates by), so a game copied once is
// never copied again, whichever way, however often push and pull run, and a game imported on
// both sides from the same file is one game. The hash is stored on the source game when it had
// none (games recorded in the app), so a pull finds a game that was pushed.
struct ClubCopyOutcome
{
    int copied = 0;       // stored on the other side
    int alreadyThere = 0; // the other side had it: nothing written there
    QStringList skipped;  // "game N: why" (a stored game export refuses: damaged rows, ...)
    DbError error;        // a database failed: what was copied before stays copied
    bool ok() const { return !error; }
};

// Copies every finished game of `from` that `to` does not have. Each game is exported to a
// temporary journal file and imported from it (checked as replay checks it), one transaction
// per game, so an interruption leaves whole games only.
ClubCopyOutcome copyFinishedGames(Journal &from, Journal &to, const GameRegistry &registry);

} // namespace kbz
