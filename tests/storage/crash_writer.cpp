// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Child process for tst_crash: records steps into a database as fast as it can and prints
// "ack <game> <seq>" after each step that Session::record acknowledged (the lines of
// tests/support/KillCheck.h). The parent kills it with SIGKILL at random moments and checks that
// every acknowledged step survived.
#include "../support/CounterEngine.h"
#include "core/Session.h"

#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: crash_writer DB GAME_ID|0 [MAX_STEPS]\n");
        return 1;
    }
    kbz::GameRegistry registry;
    registry.add(std::make_shared<kbz::test::CounterEngine>());
    kbz::DbError error;
    auto db = kbz::Database::open(args.at(1), kbz::Database::Mode::ReadWrite, &error);
    if (!db) {
        std::fprintf(stderr, "open: %s\n", qPrintable(error.text(kbz::Lang::En)));
        return error.code == kbz::DbError::Code::Locked ? 3 : 2;
    }
    kbz::Journal journal(*db);
    const qint64 gameId = args.at(2).toLongLong();
    std::unique_ptr<kbz::Session> session =
        gameId == 0 ? kbz::Session::start(journal, registry.find(QStringLiteral("test-counter")),
                                          kbz::GameConfig{}, QStringLiteral("crash"), &error)
                    : kbz::Session::resume(journal, registry, gameId, &error);
    if (!session) {
        std::fprintf(stderr, "session: %s\n", qPrintable(error.text(kbz::Lang::En)));
        return 2;
    }
    std::printf("game %lld\n", static_cast<long long>(session->gameId()));
    std::fflush(stdout);
    const int maxSteps = args.size() > 3 ? args.at(3).toInt() : -1;
    for (int i = 0; maxSteps < 0 || i < maxSteps; ++i) {
        // Every 7th step is undone and redone, so marks are crash-tested too.
        const auto r = session->record(kbz::test::add(1 + i % 3));
        if (r.outcome != kbz::Session::Outcome::Recorded) {
            std::fprintf(stderr, "record failed\n");
            return 2;
        }
        std::printf("ack %lld %d\n", static_cast<long long>(session->gameId()),
                    session->entry(session->index() - 1).record.seq);
        std::fflush(stdout);
        if (i % 7 == 6) {
            if (!session->undo() || !session->redo())
                return 2;
            std::printf("mark %lld %d\n", static_cast<long long>(session->gameId()),
                        session->index());
            std::fflush(stdout);
        }
    }
    return 0;
}
