// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QtGlobal>
#include <functional>

namespace kbz {

// How long work (replaying, importing or exporting a long journal, opening a long game) says how
// far it is: `done` of `total` (bytes of a file or steps; total 0 = unknown). Returning false
// asks the work to stop; it stops only where stopping is safe (nothing half-written), and says
// so. Called every kProgressEvery steps, not for each one.
using Progress = std::function<bool(qint64 done, qint64 total)>;
inline constexpr int kProgressEvery = 4096;

} // namespace kbz
