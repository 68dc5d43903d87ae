// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Replay.h"

#include "GameRegistry.h"

#include <QCryptographicHash>
#include <QFile>

namespace kbz {

Replayer::Replayer(const GameEngine &engine, const GameConfig &config)
    : m_engine(engine)
    , m_state(engine.setup(config))
    , m_configFindings(engine.checkConfig(config))
{}

QList<Finding> Replayer::configFindings() const
{
    return m_configFindings + m_engine.checkRecorded(*m_state);
}

bool Replayer::feed(const Step &step, int line, ReplayReport::StepReport *report, QString *problem)
{
    if (std::optional<Message> malformed = m_engine.malformed(*m_state, step)) {
        *problem = malformed->english();
        return false;
    }
    report->line = line;
    report->step = step;
    report->description = m_engine.describe(*m_state, step);
    report->findings = m_engine.check(*m_state, step);
    m_state = m_engine.apply(*m_state, step);
    return true;
}

ReplayReport replayJournal(const GameEngine &engine, const JournalFile &file)
{
    ReplayReport report;
    Replayer replayer(engine, file.config);
    report.steps.reserve(file.steps.size());
    for (int i = 0; i < file.steps.size(); ++i) {
        const int line = i < file.stepLines.size() ? file.stepLines.at(i) : i + 2;
        ReplayReport::StepReport sr;
        if (!replayer.feed(file.steps.at(i), line, &sr, &report.error)) {
            report.errorLine = line;
            break;
        }
        report.steps.append(std::move(sr));
    }
    report.configFindings = replayer.configFindings();
    report.finalState = replayer.state();
    report.result = engine.result(*report.finalState);
    return report;
}

std::optional<JournalScan> scanJournalFile(const GameRegistry &registry, const QString &path,
                                           QString *error, const StepSink &onStep,
                                           const Progress &progress)
{
    QFile f(path);
    if (path == QLatin1String("-") ? !f.open(stdin, QIODevice::ReadOnly)
                                   : !f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    return scanJournalFile(registry, &f, path, error, onStep, progress);
}

std::optional<JournalScan> scanJournalFile(const GameRegistry &registry, QIODevice *device,
                                           const QString &path, QString *error,
                                           const StepSink &onStep, const Progress &progress)
{
    const qint64 size = device->isSequential() ? 0 : device->size();
    auto refuse = [&](int line, const QString &why) {
        *error = QStringLiteral("%1:%2: %3").arg(path, QString::number(line), why);
        return std::nullopt;
    };
    JournalReader reader(device);
    JournalScan scan;
    if (!reader.readHeader(&scan.header))
        return refuse(reader.errorLine(), reader.error());
    scan.headerLine = reader.linesRead();
    scan.engine = registry.find(scan.header.game);
    if (!scan.engine)
        return refuse(1, QStringLiteral("unknown game \"%1\" (known: %2)")
                             .arg(scan.header.game, registry.ids().join(QStringLiteral(", "))));
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(scan.header.hashedHeaderLine());
    Replayer replayer(*scan.engine, scan.header.config);
    Step step;
    int line = 0;
    QDateTime at;
    ReplayReport::StepReport report;
    QString problem;
    while (reader.next(&step, &line, &at)) {
        if (!replayer.feed(step, line, &report, &problem))
            return refuse(line, problem);
        report.at = at;
        hash.addData(JournalFile::stepLine(step));
        ++scan.steps;
        if (onStep && !onStep(report)) {
            error->clear();
            return std::nullopt;
        }
        if (progress && scan.steps % kProgressEvery == 0 && !progress(reader.bytesRead(), size)) {
            error->clear();
            return std::nullopt;
        }
    }
    if (reader.failed())
        return refuse(reader.errorLine(), reader.error());
    if (progress)
        progress(reader.bytesRead(), size);
    scan.configFindings = replayer.configFindings();
    scan.finalState = replayer.state();
    scan.result = scan.engine->result(*scan.finalState);
    scan.contentHash = hash.result().toHex();
    return scan;
}

std::optional<CheckedJournal> checkJournalFile(const GameRegistry &registry, const QString &path,
                                               QString *error)
{
    CheckedJournal checked;
    const std::optional<JournalScan> scan =
        scanJournalFile(registry, path, error, [&](const ReplayReport::StepReport &s) {
            checked.file.steps.append(s.step);
            checked.file.stepTimes.append(s.at);
            checked.file.stepLines.append(s.line);
            checked.report.steps.append(s);
            return true;
        });
    if (!scan)
        return std::nullopt;
    const QList<Step> steps = std::move(checked.file.steps);
    const QList<int> lines = std::move(checked.file.stepLines);
    const QList<QDateTime> times = std::move(checked.file.stepTimes);
    checked.file = scan->header;
    checked.file.steps = steps;
    checked.file.stepTimes = times;
    checked.file.stepLines = lines;
    checked.report.configFindings = scan->configFindings;
    checked.report.finalState = scan->finalState;
    checked.report.result = scan->result;
    return checked;
}

} // namespace kbz
