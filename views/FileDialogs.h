// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QString>

class QWidget;

namespace kbz {

// The one place the views ask for a file name. Tests queue answers with setNextPath(): the next
// dialog is then not shown and returns that path (an empty string = the user cancelled).
class FileDialogs final
{
public:
    static QString openFile(QWidget *parent, const QString &caption, const QString &dir,
                            const QString &filter);
    static QString saveFile(QWidget *parent, const QString &caption, const QString &dir,
                            const QString &filter);

    // Test seam.
    static void setNextPath(const QString &path);
    static void clearPaths();
    static int pendingPaths();
};

} // namespace kbz
