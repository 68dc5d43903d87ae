// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "FileDialogs.h"

#include <QFileDialog>
#include <QStringList>

namespace kbz {

namespace {

QStringList &paths()
{
    static QStringList p;
    return p;
}

} // namespace

QString FileDialogs::openFile(QWidget *parent, const QString &caption, const QString &dir,
                              const QString &filter)
{
    if (!paths().isEmpty())
        return paths().takeFirst();
    return QFileDialog::getOpenFileName(parent, caption, dir, filter);
}

QString FileDialogs::saveFile(QWidget *parent, const QString &caption, const QString &dir,
                              const QString &filter)
{
    if (!paths().isEmpty())
        return paths().takeFirst();
    return QFileDialog::getSaveFileName(parent, caption, dir, filter);
}

void FileDialogs::setNextPath(const QString &path)
{
    paths().append(path);
}

void FileDialogs::clearPaths()
{
    paths().clear();
}

int FileDialogs::pendingPaths()
{
    return int(paths().size());
}

} // namespace kbz
