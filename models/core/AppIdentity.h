// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

namespace kbz {

// Sets organisation and application names so that both executables agree on QSettings and on
// QStandardPaths::AppDataLocation (where the default database lives).
void setAppIdentity();

} // namespace kbz
