// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "JournalImport.h"

#include <QFile>

namespace kbz {

namespace {

// The game stored before from this journal: the game of the file's UUID (schema 6, revision 1.4:
// the same game wherever it was copied), else the game imported from the same content (a file
// without a UUID, or the same journal given another one). 0 when there is none.
qint64 findStored(const Journal &journal, const QString &uuid, const QByteArray &hash,
                  DbError *error)
{
    if (const qint64 id = journal.findByUuid(uuid, error); id != 0 || (error && *error))
        return id;
    return journal.findImported(hash, error);
}

// On a server, another importer of the same journal may have committed it between our look and
// our insert: the unique journal_hash (or uuid) refused ours. Then that game is the answer, as if
// it had been found first (an import is idempotent, however many run at once).
void takeConcurrentImport(Journal &journal, const QString &uuid, const QByteArray &hash,
                          ImportOutcome *out, DbError *error)
{
    if (out->gameId != 0 || !journal.database().isServer() || (hash.isEmpty() && uuid.isEmpty()))
        return;
    if (const qint64 id = findStored(journal, uuid, hash, nullptr); id != 0) {
        out->gameId = id;
        out->existing = true;
        if (error)
            *error = DbError();
    }
}

} // namespace

ImportOutcome importJournal(Journal &journal, const CheckedJournal &checked, DbError *error)
{
    ImportOutcome out;
    out.steps = int(checked.report.steps.size());
    const QByteArray hash = checked.file.contentHash();
    const QString &uuid = checked.file.uuid;
    DbError findError;
    if (const qint64 id = findStored(journal, uuid, hash, &findError); id != 0) {
        out.gameId = id;
        out.existing = true;
        return out;
    }
    if (findError) {
        if (error)
            *error = findError;
        return out;
    }
    QList<StepRecord> records;
    records.reserve(checked.report.steps.size());
    for (int i = 0; i < checked.report.steps.size(); ++i) {
        const ReplayReport::StepReport &s = checked.report.steps.at(i);
        const QDateTime at = checked.file.stepTimes.value(i);
        records.append({i + 1, s.step, s.findings, hasWarnings(s.findings),
                        at.isValid() ? at : journal.now()});
    }
    out.gameId =
        journal.importGame(checked.file.game, checked.file.config, checked.file.title, records,
                           checked.report.result, error, hash, uuid, checked.file.started);
    takeConcurrentImport(journal, uuid, hash, &out, error);
    return out;
}

ImportOutcome importJournalFile(Journal &journal, const QString &path, const JournalScan &scan,
                                DbError *error, const Progress &progress, bool *cancelled)
{
    ImportOutcome out;
    out.steps = scan.steps;
    DbError findError;
    if (const qint64 id = findStored(journal, scan.header.uuid, scan.contentHash, &findError);
        id != 0) {
        out.gameId = id;
        out.existing = true;
        return out;
    }
    if (findError) {
        if (error)
            *error = findError;
        return out;
    }
    // The file is read and replayed again, one step at a time: importGame pulls each step into
    // its transaction as soon as it is replayed, so nothing grows with the journal.
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) {
            error->code = DbError::Code::Io;
            error->message =
                Message("kbz::JournalImport",
                        QT_TRANSLATE_NOOP("kbz::JournalImport", "%1 cannot be read."), {path});
            error->detail = file.errorString();
        }
        return out;
    }
    const qint64 size = file.size();
    JournalReader reader(&file);
    JournalFile header;
    const bool headerRead = reader.readHeader(&header);
    Replayer replayer(*scan.engine, scan.header.config);
    int seq = 0;
    bool stopped = false;
    const StepSource next = [&](StepRecord *record, QString *err) {
        Step step;
        int line = 0;
        QDateTime at;
        if (!headerRead || !reader.next(&step, &line, &at)) {
            if (!headerRead || reader.failed())
                *err = QStringLiteral("%1:%2: %3")
                           .arg(path, QString::number(reader.errorLine()), reader.error());
            else if (seq != scan.steps)
                *err = QStringLiteral("%1: the file changed while it was imported").arg(path);
            return false;
        }
        ReplayReport::StepReport report;
        QString problem;
        if (!replayer.feed(step, line, &report, &problem)) {
            *err = QStringLiteral("%1:%2: %3").arg(path, QString::number(line), problem);
            return false;
        }
        ++seq;
        if (progress && seq % kProgressEvery == 0 && !progress(reader.bytesRead(), size)) {
            stopped = true;
            *err = QStringLiteral("cancelled");
            return false;
        }
        *record = {seq, report.step, report.findings, hasWarnings(report.findings),
                   at.isValid() ? at : journal.now()};
        return true;
    };
    out.gameId = journal.importGame(scan.header.game, scan.header.config, scan.header.title, next,
                                    scan.result, error, scan.contentHash, scan.header.uuid,
                                    scan.header.started);
    if (!stopped)
        takeConcurrentImport(journal, scan.header.uuid, scan.contentHash, &out, error);
    if (cancelled)
        *cancelled = stopped;
    if (out.gameId != 0 && progress)
        progress(size, size);
    return out;
}

std::optional<qint64> parseGameId(const QString &text, Message *error)
{
    bool isNumber = false;
    const qint64 id = text.trimmed().toLongLong(&isNumber);
    if (isNumber && id > 0)
        return id;
    if (error)
        *error =
            Message("kbz::JournalImport",
                    QT_TRANSLATE_NOOP("kbz::JournalImport", "\"%1\" is not a game id."), {text});
    return std::nullopt;
}

} // namespace kbz
