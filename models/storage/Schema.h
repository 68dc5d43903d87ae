// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QSqlDatabase>
#include <QString>

namespace kbz::schema {

// The schema version this build writes; Database refuses files with a higher one.
inline constexpr int kCurrentVersion = 5;

// Brings a database from `fromVersion` (0 = empty file) up to `toVersion`, one step at a time.
// The caller runs it inside a transaction and rolls back on failure. `toVersion` is below
// kCurrentVersion only in tests that build an old file to check its migration.
// A player's name as stored and compared (schema 5): trimmed of any white space (U+3000
// included) and in Unicode NFC, so that one name typed two ways is one player.
QString playerNameKey(const QString &name);

bool migrate(QSqlDatabase &db, int fromVersion, QString *error, int toVersion = kCurrentVersion);

} // namespace kbz::schema
