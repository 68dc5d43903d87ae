// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

namespace kbz {

class MainWindow;

// What `kibitzer [--db PATH] [--open ID | FILE.jsonl]` asks the desktop app to open, and how it
// does it; main() only parses the arguments. `--open ID` resumes a stored game at its current
// step; a journal file is checked, imported (storage/JournalImport.h: a journal imported before
// opens the game it became, no duplicate) and opened. A refused request gets the message
// kibitzer-cli gives for the same id or file, and writes nothing: the checks that need no
// database come first, and an id is looked up only in a database that exists.
class Launch final
{
    Q_DECLARE_TR_FUNCTIONS(kbz::Launch)

public:
    // The app's exit statuses when a start is refused.
    enum Exit { ExitBadRequest = 2, ExitDatabaseRefused = 3 };

    struct Request
    {
        QString dbPath;
        QString gameId;    // --open ID, as given; empty = none
        QStringList files; // the positional arguments: one journal file (a path or a file: URL)
    };

    struct Failure
    {
        int exitCode = ExitBadRequest;
        QString title; // the message box's title
        QString text;  // what is wrong (the box's text, and stderr)
    };

    // Opens the request's database in `window`, then the game it names (none: the start page).
    static std::optional<Failure> run(MainWindow &window, const Request &request);
    // A command-line file argument as a local path: "file:///x/y.jsonl" (a file manager's URL)
    // or a path as given.
    static QString localPath(const QString &argument);
};

} // namespace kbz
