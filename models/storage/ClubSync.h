// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Journal.h"
#include "core/GameRegistry.h"
#include "core/Progress.h"

#include <QHash>

namespace kbz {

// Club history (issue 20, item 3; docs/club.md): finished games copied between a laptop's
// database and the club's server, `kibitzer-cli club push|pull` and File ▸ Club in the app.
// A game is known on both sides by its UUID (games.uuid, schema 6, carried in the exported
// journal's header), so a game copied once is never copied again, whichever way and however
// often push and pull run. The journal's content hash (games.journal_hash) is the second guard:
// a game imported on two laptops from the same file (two UUIDs) is one game. The hash is stored
// on the source game when it had none (games recorded in the app).
//
// Copying is two steps: planCopy() says what would be copied and how the players of those games
// match the other side's players by name; the user confirms (the CLI's --yes or prompt, the
// app's dialog), and copyFinishedGames() copies with the links the user chose.

// How one name of the incoming games matches the players of the receiving side.
struct ClubPlayerMatch
{
    enum class Kind {
        Same, // a player of exactly that name (schema::playerNameKey): linked to it
        Near, // no player of that name, but some of a similar one (case, accents, one letter)
        New,  // no similar player: a new player is made, unless the user maps it
    };
    QString name; // as the games have it, trimmed and in NFC (schema::playerNameKey)
    Kind kind = Kind::New;
    qint64 playerId = 0;                      // Same: that player
    QList<std::pair<qint64, QString>> nearTo; // Near: the similar players (id, name), by name
    int games = 0;                            // how many of the incoming games have that name
};

struct ClubPlan
{
    QList<qint64> games;            // the ids (on the sending side) of the games to copy
    int alreadyThere = 0;           // finished games the other side has (same UUID)
    QList<ClubPlayerMatch> players; // every name of the games to copy, by name
    DbError error;
    bool ok() const { return !error; }
    // Names the user should confirm: new ones and near matches.
    bool needsConfirmation() const;
};

// What would be copied from `from` to `to`: its finished games `to` has no game of the same
// UUID of, and their players matched by name with `to`'s. Reads only.
ClubPlan planCopy(const Journal &from, Journal &to);

// The names a player plan lists in a few words, for the CLI and logs: "Ann: Ann (player 3)",
// "ann: new player (near: Ann)", "Zoe: new player".
QString describeMatch(const ClubPlayerMatch &match);

struct ClubCopyOutcome
{
    int copied = 0;         // stored on the other side
    int alreadyThere = 0;   // the other side had it: nothing written there
    QStringList skipped;    // "game N: why" (a stored game export refuses: damaged rows, ...)
    DbError error;          // a database failed: what was copied before stays copied
    bool cancelled = false; // `progress` stopped it: the games copied before stay copied
    bool ok() const { return !error; }
};

// Copies the games of `plan` (planCopy of the same two journals). Each game is exported to a
// temporary journal file and imported from it (checked as replay checks it), one transaction
// per game, so an interruption or a cancel leaves whole games only. `links` maps a name
// (ClubPlayerMatch::name) to a player of `to` the user chose (a near match, or any player);
// a name without a link is linked to the player of that name, created when there is none. A
// game whose seats the links would give to one player twice is skipped and named. `progress`
// gets the games done of the plan's; returning false stops before the next game.
ClubCopyOutcome copyFinishedGames(Journal &from, Journal &to, const GameRegistry &registry,
                                  const ClubPlan &plan, const QHash<QString, qint64> &links = {},
                                  const Progress &progress = {});

} // namespace kbz
