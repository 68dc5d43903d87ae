// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QIcon>
#include <QStringList>

namespace kbz {

// An icon of image files that reads them when it is first drawn or asked for its sizes, not
// when it is made. The window icon is set before the first window is shown; reading its PNGs
// then would load every Qt image-format plug-in (QImageReader asks each of them) before the
// first paint. X11 reads the icon when the window is created; Wayland and the offscreen
// platform never ask for it (the desktop entry's icon is used).
QIcon lazyFileIcon(const QStringList &files);

} // namespace kbz
