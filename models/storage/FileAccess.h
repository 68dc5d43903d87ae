// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QString>

namespace kbz::fileaccess {

// True when this process may write `path` (a file or a folder) AND its mode keeps at least one
// write bit. A file or folder whose write bits are all off (chmod a-w) is read-only by the
// owner's decision, and Kibitzer honours that even when it runs as root, who could write anyway.
bool isWritable(const QString &path);

} // namespace kbz::fileaccess
