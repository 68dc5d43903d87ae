// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Database.h"

namespace kbz {

// A game whose stored rows another program changed so that they cannot be replayed is refused
// when it is opened, never resumed into a state nobody recorded: Journal::loadGame refuses a
// config or payload that is not a JSON object, a kind that is not a name, an actor that is not
// a seat or the table (JournalFile::actorFromJson: a stored 99999999999 is not truncated), and
// Session::resume a step the engine's malformed() refuses (an unknown kind included).
//
// The error (DbError::Code::Corrupt) names the game and the step's seq (0: the game's own row);
// `detail` says what is wrong, in English (technical detail, as a driver's text is).
DbError damagedGameError(qint64 gameId, int seq, const QString &detail);

} // namespace kbz
