#include "Replay.h"

#include "GameRegistry.h"

#include <QFile>

namespace kbz {

ReplayReport replayJournal(const GameEngine &engine, const JournalFile &file)
{
    ReplayReport report;
    StatePtr state = engine.setup(file.config);
    report.steps.reserve(file.steps.size());
    for (int i = 0; i < file.steps.size(); ++i) {
        const Step &step = file.steps.at(i);
        const int line = i < file.stepLines.size() ? file.stepLines.at(i) : i + 2;
        if (std::optional<Message> problem = engine.malformed(*state, step)) {
            report.errorLine = line;
            report.error = problem->english();
            break;
        }
        ReplayReport::StepReport sr;
        sr.line = line;
        sr.step = step;
        sr.description = engine.describe(*state, step);
        sr.findings = engine.check(*state, step);
        state = engine.apply(*state, step);
        report.steps.append(std::move(sr));
    }
    report.finalState = state;
    report.result = engine.result(*state);
    return report;
}

std::optional<CheckedJournal> checkJournalFile(const GameRegistry &registry, const QString &path,
                                               QString *error)
{
    QFile f(path);
    if (path == QLatin1String("-") ? !f.open(stdin, QIODevice::ReadOnly)
                                   : !f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    const QByteArray data = f.readAll();
    CheckedJournal checked;
    int line = 0;
    QString why;
    if (!JournalFile::parse(data, &checked.file, &line, &why)) {
        *error = QStringLiteral("%1:%2: %3").arg(path, QString::number(line), why);
        return std::nullopt;
    }
    const EnginePtr engine = registry.find(checked.file.game);
    if (!engine) {
        *error = QStringLiteral("%1:1: unknown game \"%2\" (known: %3)")
                     .arg(path, checked.file.game, registry.ids().join(QStringLiteral(", ")));
        return std::nullopt;
    }
    checked.report = replayJournal(*engine, checked.file);
    if (!checked.report.ok()) {
        *error = QStringLiteral("%1:%2: %3")
                     .arg(path, QString::number(checked.report.errorLine), checked.report.error);
        return std::nullopt;
    }
    return checked;
}

} // namespace kbz
