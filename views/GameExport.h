// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QString>
#include <QtGlobal>

class QWidget;

namespace kbz {

class GameRegistry;
class Journal;

// The app's "Export journal…": asks for a file name (FileDialogs, so tests answer it) and writes
// the stored game as a journal file the way `kibitzer-cli export` does (exportJournal: checked
// first, then written with QSaveFile, so a refused or failed export leaves no half file). Tells
// the user what went wrong in a message box. Returns the path written, or an empty string
// (cancelled or failed).
QString exportGameJournal(QWidget *parent, const Journal &journal, const GameRegistry &registry,
                          qint64 gameId, const QString &suggestedName);

} // namespace kbz
