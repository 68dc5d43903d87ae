// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/JournalFile.h"

#include <QObject>
#include <cstdio>
#include <memory>

namespace kbz {

class MainWindow;

// `kibitzer --record-script FILE.jsonl` (hidden; for the kill soak test, tests/storage/
// tst_kill_soak): the window records the journal's game step by step, as a table would, through
// the same GamePage::record a game view's Record button runs ("record anyway?" answered yes),
// with an undo and a redo after every fifth step, then starts the game again, until it is
// killed. After each step or mark the window acknowledged it prints, and flushes, one line on
// standard output:
//   game ID            a new game was started
//   ack ID SEQ         step SEQ of game ID was recorded
//   mark ID INDEX      an undo and a redo were recorded; INDEX steps are in effect
// A step the window refuses ends it with "fail ..." and exit status 1.
class ScriptedRecording final : public QObject
{
    Q_OBJECT

public:
    ScriptedRecording(MainWindow &window, JournalFile script, QObject *parent = nullptr);
    Q_DISABLE_COPY_MOVE(ScriptedRecording)

    // Reads the journal file; nullptr and "PATH: what is wrong" when it cannot be read.
    static std::unique_ptr<ScriptedRecording> fromFile(MainWindow &window, const QString &path,
                                                       QString *error);

    // Begins once the event loop runs; each step is one turn of the loop, so the window paints.
    void start();

private:
    void next();
    void fail(const char *what);
    void say(const QByteArray &line);

    MainWindow &m_window;
    JournalFile m_script;
    qint64 m_gameId = 0;
    int m_step = 0;
};

} // namespace kbz
