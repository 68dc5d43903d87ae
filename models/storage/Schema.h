#pragma once

#include <QSqlDatabase>
#include <QString>

namespace kbz::schema {

// The schema version this build writes; Database refuses files with a higher one.
inline constexpr int kCurrentVersion = 1;

// Brings a database from `fromVersion` (0 = empty file) up to kCurrentVersion, one step at a
// time. The caller runs it inside a transaction and rolls back on failure.
bool migrate(QSqlDatabase &db, int fromVersion, QString *error);

} // namespace kbz::schema
