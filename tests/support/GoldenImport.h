// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// The golden journals of tests/data/ as stored games, for the GUI tests that open every one of
// them cut after some of its steps (tst_laptop_fit, tst_keyboard_shortcuts_gui), or import them
// all (the club tests).
#include "core/Finding.h"
#include "core/GameRegistry.h"
#include "core/JournalFile.h"
#include "core/Replay.h"
#include "registerGames.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStringList>

namespace kbztest {

// The journals of tests/data/, as "game/name".
inline QStringList goldenJournals()
{
    QStringList out;
    QDirIterator it(QStringLiteral(KIBITZER_TEST_DATA), {QStringLiteral("*.jsonl")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        out.append(QDir(QStringLiteral(KIBITZER_TEST_DATA)).relativeFilePath(it.next()));
    out.sort();
    return out;
}

// The same journals as paths.
inline QStringList goldenJournalFiles()
{
    QStringList out;
    const QDir data(QStringLiteral(KIBITZER_TEST_DATA));
    for (const QString &name : goldenJournals())
        out.append(data.filePath(name));
    return out;
}

// The number of steps of the journal `name` ("game/name"), 0 when it cannot be read.
inline int goldenStepCount(const QString &name)
{
    QFile f(QStringLiteral(KIBITZER_TEST_DATA "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    kbz::JournalFile file;
    int line = 0;
    QString error;
    return kbz::JournalFile::parse(f.readAll(), &file, &line, &error) ? int(file.steps.size()) : 0;
}

// The journal `name` cut after `cut` steps, imported into a new database at `path`: its game id
// (0 when it cannot be read, replayed or stored).
inline qint64 importGoldenCut(const QString &name, int cut, const QString &path)
{
    using namespace kbz;
    QFile f(QStringLiteral(KIBITZER_TEST_DATA "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    JournalFile file;
    int line = 0;
    QString error;
    if (!JournalFile::parse(f.readAll(), &file, &line, &error))
        return 0;
    file.steps = file.steps.mid(0, cut);
    GameRegistry registry;
    registerGames(registry);
    const EnginePtr engine = registry.find(file.game);
    if (!engine)
        return 0;
    const ReplayReport report = replayJournal(*engine, file);
    if (!report.ok())
        return 0;
    DbError dbError;
    auto db = Database::open(path, Database::Mode::ReadWrite, &dbError);
    if (!db)
        return 0;
    Journal journal(*db);
    QList<StepRecord> records;
    for (int i = 0; i < report.steps.size(); ++i) {
        const auto &s = report.steps.at(i);
        bool warned = false;
        for (const Finding &fi : s.findings)
            warned = warned || fi.severity == Severity::Warning;
        records.append({i + 1, s.step, s.findings, warned, journal.now()});
    }
    return journal.importGame(file.game, file.config, file.title, records, report.result, &dbError);
}

} // namespace kbztest
