// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "JournalExport.h"

#include "DamagedGame.h"
#include "core/JournalFile.h"
#include "core/StateHistory.h"

#include <QIODevice>
#include <QMap>

namespace kbz {

namespace {

DbError sessionError(const char *text, const QString &arg)
{
    DbError e;
    e.code = DbError::Code::Sql;
    e.message = Message("kbz::Session", text, {arg});
    return e;
}

// What `replay` reads back from `line`: empty when it is `step`, else what is wrong (*parses:
// whether it read as a step at all).
QString readsBack(const QByteArray &line, const Step &step, bool *parses)
{
    Step back;
    QString why;
    *parses = JournalReader::parseStep(line, &back, &why);
    if (!*parses)
        return why;
    return back == step ? QString() : QStringLiteral("it does not read back as written");
}

} // namespace

ExportOutcome exportJournal(const Journal &journal, const GameRegistry &registry, qint64 gameId,
                            QIODevice *out, const Progress &progress)
{
    ExportOutcome outcome;
    const std::optional<GameRecord> rec = journal.loadGameHeader(gameId, &outcome.error);
    if (!rec)
        return outcome;
    const std::optional<QList<UndoMark>> marks = journal.loadMarks(gameId, &outcome.error);
    if (!marks)
        return outcome;
    const EnginePtr engine = registry.find(rec->summary.kind);
    if (!engine) {
        outcome.error = sessionError(
            QT_TRANSLATE_NOOP("kbz::Session", "This Kibitzer does not know the game \"%1\"."),
            rec->summary.kind);
        return outcome;
    }
    const qint64 total = 2 * qint64(rec->summary.stepCount);
    qint64 done = 0;
    auto tick = [&]() {
        return !progress || ++done % kProgressEvery != 0 || progress(done, total);
    };

    // Pass 1: the undo stack as Session::resume rebuilds it, as sequence numbers; states kept
    // sparsely (StateHistory) and recomputed from re-read steps after an undo.
    QList<int> stack;
    int index = 0;
    StatePtr current = engine->setup(rec->summary.config);
    StateHistory states(engine, current);
    bool refetchFailed = false;
    const StateHistory::StepAt stepAt = [&](int entry) {
        const std::optional<StepRecord> r = journal.loadStep(gameId, stack.at(entry), nullptr);
        refetchFailed = refetchFailed || !r;
        return r ? r->step : Step();
    };
    int markPos = 0;
    auto applyMarksAfter = [&](int seq) -> bool {
        while (markPos < marks->size() && marks->at(markPos).afterSeq == seq) {
            const UndoMark &m = marks->at(markPos++);
            if (m.op == UndoMark::Op::Undo) {
                if (index == 0 || stack.at(index - 1) != m.stepSeq)
                    return false;
                --index;
            } else {
                if (index >= stack.size() || stack.at(index) != m.stepSeq)
                    return false;
                ++index;
            }
            current = states.at(index, stepAt);
        }
        return true;
    };
    // The first problem of each kind per step, kept by seq: whether it matters depends on
    // whether the step is still in effect at the end.
    QMap<int, QString> parseProblems, readBackProblems;
    bool consistent = applyMarksAfter(0);
    bool damaged = false;
    const bool read = journal.forEachStep(
        gameId,
        [&](const StepRecord &r) {
            if (!consistent)
                return false;
            stack.resize(index);
            states.truncate(index + 1, current);
            if (const std::optional<Message> problem = engine->malformed(*current, r.step)) {
                outcome.error = damagedGameError(gameId, r.seq, problem->english());
                damaged = true;
                return false;
            }
            bool parses = true;
            if (const QString why = readsBack(JournalFile::stepLine(r.step), r.step, &parses);
                !why.isEmpty())
                (parses ? readBackProblems : parseProblems).insert(r.seq, why);
            current = engine->apply(*current, r.step);
            stack.append(r.seq);
            states.push(current);
            ++index;
            consistent = applyMarksAfter(r.seq);
            if (!tick()) {
                outcome.cancelled = true;
                return false;
            }
            return true;
        },
        &outcome.error);
    if (!read || damaged || outcome.cancelled)
        return outcome;
    if (!consistent || markPos != marks->size()) {
        outcome.error = sessionError(
            QT_TRANSLATE_NOOP("kbz::Session",
                              "The journal of game %1 has undo marks that do not match its steps."),
            QString::number(gameId));
        return outcome;
    }
    if (refetchFailed) {
        outcome.error = damagedGameError(gameId, 0, QStringLiteral("a step could not be re-read"));
        return outcome;
    }
    stack.resize(index); // the steps in effect

    // Never export what `replay` would refuse: the header and each line in effect read back.
    JournalFile file;
    file.game = engine->id();
    file.title = rec->summary.title;
    file.started = rec->summary.startedAt;
    file.config = rec->summary.config;
    file.uuid = rec->summary.uuid; // the game's identity travels with it (revision 1.4)
    const QByteArray headerLine = file.headerLine();
    {
        JournalFile back;
        int line = 0;
        QString why;
        if (!JournalFile::parse(headerLine, &back, &line, &why)) {
            outcome.problem = QStringLiteral("its setup: ") + why;
            return outcome;
        }
        auto firstInEffect = [&](const QMap<int, QString> &problems) -> QString {
            for (int seq : std::as_const(stack))
                if (const auto it = problems.constFind(seq); it != problems.cend())
                    return QStringLiteral("step %1: %2").arg(seq).arg(*it);
            return {};
        };
        if (const QString p = firstInEffect(parseProblems); !p.isEmpty())
            outcome.problem = p;
        else if (back.game != file.game || back.config != file.config)
            outcome.problem = QStringLiteral("its setup: it does not read back as written");
        else
            outcome.problem = firstInEffect(readBackProblems);
        if (!outcome.problem.isEmpty())
            return outcome;
    }

    // Pass 2: write the header and the steps in effect, in order, one line at a time.
    if (out->write(headerLine) != headerLine.size()) {
        outcome.writeFailed = true;
        return outcome;
    }
    qsizetype next = 0;
    const bool written = journal.forEachStep(
        gameId,
        [&](const StepRecord &r) {
            if (next < stack.size() && stack.at(next) == r.seq) {
                const QByteArray line = JournalFile::stepLine(r.step, r.recordedAt);
                if (out->write(line) != line.size()) {
                    outcome.writeFailed = true;
                    return false;
                }
                ++next;
            }
            if (!tick()) {
                outcome.cancelled = true;
                return false;
            }
            return next < stack.size();
        },
        &outcome.error);
    if (!written || outcome.writeFailed || outcome.cancelled)
        return outcome;
    if (next != stack.size()) {
        outcome.error = damagedGameError(gameId, 0, QStringLiteral("the steps changed"));
        return outcome;
    }
    outcome.steps = int(stack.size());
    if (progress)
        progress(total, total);
    outcome.ok = true;
    return outcome;
}

} // namespace kbz
