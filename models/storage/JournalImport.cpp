#include "JournalImport.h"

namespace kbz {

ImportOutcome importJournal(Journal &journal, const CheckedJournal &checked, DbError *error)
{
    ImportOutcome out;
    out.steps = int(checked.report.steps.size());
    const QByteArray hash = checked.file.contentHash();
    DbError findError;
    if (const qint64 id = journal.findImported(hash, &findError); id != 0) {
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
        records.append({i + 1, s.step, s.findings, hasWarnings(s.findings), journal.now()});
    }
    out.gameId = journal.importGame(checked.file.game, checked.file.config, checked.file.title,
                                    records, checked.report.result, error, hash);
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
