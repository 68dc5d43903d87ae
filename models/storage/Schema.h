// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QSqlDatabase>
#include <QString>

namespace kbz {

// Where the journal lives: an SQLite file (the embedded default) or a PostgreSQL server (a club's
// shared database, docs/club.md).
enum class Backend { Sqlite, Postgres };

} // namespace kbz

namespace kbz::schema {

// The schema version this build writes; Database refuses files with a higher one.
inline constexpr int kCurrentVersion = 6;

// Brings a database from `fromVersion` (0 = empty file) up to `toVersion`, one step at a time.
// The caller runs it inside a transaction and rolls back on failure. `toVersion` is below
// kCurrentVersion only in tests that build an old file to check its migration.
//
// Both backends run the same versions; PostgreSQL has its own text where the dialects differ
// (identity columns for INTEGER PRIMARY KEY, plpgsql triggers for RAISE(ABORT), a unique
// journal_hash, the `kibitzer_meta` table for SQLite's application_id and user_version).
bool migrate(QSqlDatabase &db, int fromVersion, QString *error, int toVersion = kCurrentVersion,
             Backend backend = Backend::Sqlite);

// PostgreSQL: the table that says whose database it is and its schema version (SQLite keeps
// both in its header: PRAGMA application_id, user_version).
inline constexpr char kMetaTable[] = "kibitzer_meta";

// A player's name as stored and compared (schema 5): trimmed of any white space (U+3000
// included) and in Unicode NFC, so that one name typed two ways is one player.
QString playerNameKey(const QString &name);

} // namespace kbz::schema
