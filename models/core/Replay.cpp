#include "Replay.h"

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

} // namespace kbz
