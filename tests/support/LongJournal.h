// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

// A long but legal Lethal Checkmate journal, as bench_kibitzer's lcSteps and
// tools/long_journal.py make it: the header of the golden three-hits.jsonl, both pieces placed,
// then each turn one sideways move, the end of the turn and a refill, for as many steps as asked.
// Written line by line, so a test can make a million steps without holding them.
namespace kbztest {

inline bool writeLongJournal(const QString &path, int steps)
{
    QFile golden(QStringLiteral(KIBITZER_TEST_DATA "/lethal-checkmate/three-hits.jsonl"));
    QFile out(path);
    if (!golden.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly))
        return false;
    out.write(golden.readLine());
    const char *const opening[] = {
        R"({"kind":"place-piece","actor":0,"payload":{"square":"a1"}})",
        R"({"kind":"place-piece","actor":1,"payload":{"square":"c4"}})",
    };
    // Turn t: seat t % 2 moves sideways (left on even pairs of turns), ends, and refills.
    const char *const turns[4][3] = {
        {R"({"kind":"play-card","actor":0,"payload":{"card":"t-side","to":"b1"}})",
         R"({"kind":"end-turn","actor":0})",
         R"({"kind":"refill","payload":{"players":[{"count":1},{"count":0}]}})"},
        {R"({"kind":"play-card","actor":1,"payload":{"card":"t-side","to":"b4"}})",
         R"({"kind":"end-turn","actor":1})",
         R"({"kind":"refill","payload":{"players":[{"count":0},{"count":1}]}})"},
        {R"({"kind":"play-card","actor":0,"payload":{"card":"t-side","to":"a1"}})",
         R"({"kind":"end-turn","actor":0})",
         R"({"kind":"refill","payload":{"players":[{"count":1},{"count":0}]}})"},
        {R"({"kind":"play-card","actor":1,"payload":{"card":"t-side","to":"c4"}})",
         R"({"kind":"end-turn","actor":1})",
         R"({"kind":"refill","payload":{"players":[{"count":0},{"count":1}]}})"},
    };
    for (int i = 0; i < steps; ++i) {
        const char *line = i < 2 ? opening[i] : turns[((i - 2) / 3) % 4][(i - 2) % 3];
        out.write(line);
        out.write("\n");
    }
    return out.error() == QFile::NoError;
}

} // namespace kbztest
