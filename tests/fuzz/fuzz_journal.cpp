// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// libFuzzer target: a journal file (JSON Lines) read, parsed and replayed as `kibitzer-cli
// replay` and the app's "open a journal file" do (checkJournalFile), then every state's guidance,
// result and JSON as the views show them. Properties: the parser and the file check agree; a
// refusal has a line and a message; an accepted journal written back (serialize, as export does)
// reads back the same and replays again (never export what replay would refuse).

#include "FuzzSupport.h"
#include "core/JournalFile.h"
#include "core/Replay.h"

using namespace kbz;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initQt();
    fuzz::registry();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);

    JournalFile parsed;
    int line = 0;
    QString why;
    const bool parses = JournalFile::parse(input, &parsed, &line, &why);
    if (!parses && (line < 1 || why.isEmpty()))
        fuzz::fail("a refused journal has no line or no message", why);

    const QString path = fuzz::scratchDir() + QStringLiteral("/input.jsonl");
    if (!fuzz::writeFile(path, input))
        fuzz::fail("cannot write the input file", path);
    QString error;
    const std::optional<CheckedJournal> checked = checkJournalFile(fuzz::registry(), path, &error);
    if (!checked) {
        if (error.isEmpty())
            fuzz::fail("checkJournalFile refused without a message");
        return 0;
    }
    if (!parses)
        fuzz::fail("checkJournalFile accepted what JournalFile::parse refuses", why);

    // What the app does after each step: guidance and result of every state, the state's JSON,
    // each step's description and findings in words.
    const EnginePtr engine = fuzz::registry().find(checked->file.game);
    for (const Finding &f : engine->checkConfig(checked->file.config))
        (void)f.message.english();
    StatePtr state = engine->setup(checked->file.config);
    for (const Step &step : checked->file.steps) {
        if (engine->malformed(*state, step))
            fuzz::fail("a step replay accepted is malformed on a second replay");
        (void)engine->describe(*state, step).english();
        for (const Finding &f : engine->check(*state, step))
            (void)f.message.english();
        state = engine->apply(*state, step);
        const Guidance g = engine->guidance(*state);
        (void)g.phaseName.english();
        for (const Message &m : g.hints)
            (void)m.english();
        if (const auto result = engine->result(*state))
            (void)result->toJson();
    }
    (void)state->toJson();

    // Written back as export writes it: it must read back the same and replay again.
    const QByteArray again = checked->file.serialize();
    JournalFile back;
    if (!JournalFile::parse(again, &back, &line, &why))
        fuzz::fail("an accepted journal, written back, does not parse",
                   QStringLiteral("line %1: %2").arg(line).arg(why));
    if (back.game != checked->file.game || back.config != checked->file.config ||
        back.steps != checked->file.steps)
        fuzz::fail("an accepted journal, written back, reads back differently");
    const ReplayReport report = replayJournal(*engine, back);
    if (!report.ok())
        fuzz::fail("an accepted journal, written back, is refused by replay",
                   QStringLiteral("line %1: %2").arg(report.errorLine).arg(report.error));
    if (back.serialize() != again)
        fuzz::fail("writing a journal back is not stable");
    return 0;
}
