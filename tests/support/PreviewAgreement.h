// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// Issue 13, "helpers, previews, journal lines and validators never contradict each other": a
// golden journal is recorded step by step in a Session, and for every step
// - the preview (what views/StepPreview shows before recording: the engine's describe() on the
//   state before) equals the journal entry's line as a structured Message (context, source,
//   arguments and the sentences that follow), and
// - the facts the game's step tool proposes (the same pure functions the tool calls: a combat's
//   losses, an attack's removals, a monster's damage) equal the facts of the recorded step (what
//   the state before and after the step differ by), when the game gives both.
// Include it as "../support/PreviewAgreement.h".
#include "core/GameEngine.h"
#include "core/JournalFile.h"
#include "core/Session.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <functional>
#include <optional>

namespace kbztest {

// The facts of a step as a list of short strings ("destroyed 4", "Warrior:3"), or nullopt when
// the tool proposes nothing for this kind of step.
using ToolFacts =
    std::function<std::optional<QStringList>(const kbz::GameState &before, const kbz::Step &)>;
using JournalFacts = std::function<QStringList(const kbz::GameState &before, const kbz::Step &,
                                               const kbz::GameState &after)>;

// Returns how many steps had tool facts compared.
inline int verifyPreviewAgreement(const kbz::EnginePtr &engine, const QString &path,
                                  const ToolFacts &tool = {}, const JournalFacts &journal = {})
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(path), __FILE__, __LINE__);
        return 0;
    }
    kbz::JournalFile file;
    int errorLine = 0;
    QString error;
    if (!kbz::JournalFile::parse(f.readAll(), &file, &errorLine, &error)) {
        QTest::qFail(qPrintable(error), __FILE__, __LINE__);
        return 0;
    }
    QTemporaryDir dir;
    kbz::DbError err;
    auto db = kbz::Database::open(dir.filePath(QStringLiteral("preview.sqlite")),
                                  kbz::Database::Mode::ReadWrite, &err);
    if (!db) {
        QTest::qFail("database", __FILE__, __LINE__);
        return 0;
    }
    kbz::Journal stored(*db);
    auto session =
        kbz::Session::start(stored, engine, file.config, QStringLiteral("preview"), &err);
    if (!session) {
        QTest::qFail("session", __FILE__, __LINE__);
        return 0;
    }
    int compared = 0;
    for (qsizetype i = 0; i < file.steps.size(); ++i) {
        const kbz::Step &step = file.steps.at(i);
        const QString where =
            QStringLiteral("%1 line %2 (%3)").arg(path).arg(file.stepLines.at(i)).arg(step.kind);
        const kbz::StatePtr before = session->state();
        const kbz::Message preview = engine->describe(*before, step);
        const std::optional<QStringList> proposed = tool ? tool(*before, step) : std::nullopt;
        const auto r = session->record(step, kbz::Session::Confirm::Yes);
        if (r.outcome != kbz::Session::Outcome::Recorded) {
            QTest::qFail(qPrintable(where + QStringLiteral(": not recorded")), __FILE__, __LINE__);
            return compared;
        }
        const kbz::Session::Entry e = session->entry(session->count() - 1);
        if (!(e.description == preview)) {
            QTest::qFail(qPrintable(where + QStringLiteral(": preview \"") + preview.english() +
                                    QStringLiteral("\" but journal \"") +
                                    e.description.english() + QLatin1Char('"')),
                         __FILE__, __LINE__);
            return compared;
        }
        if (proposed && journal) {
            const QStringList happened = journal(*before, step, *session->state());
            if (*proposed != happened) {
                QTest::qFail(qPrintable(where + QStringLiteral(": the tool proposes [") +
                                        proposed->join(QStringLiteral(", ")) +
                                        QStringLiteral("], the journal has [") +
                                        happened.join(QStringLiteral(", ")) + QLatin1Char(']')),
                             __FILE__, __LINE__);
                return compared;
            }
            ++compared;
        }
    }
    return compared;
}

} // namespace kbztest
