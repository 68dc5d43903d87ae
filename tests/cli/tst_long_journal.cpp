// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Long journals (issue 14, defect 10): kibitzer-cli replays, imports and exports a journal of
// tens of thousands of steps in memory bounded by the game's state, not by the journal. Each run
// is a child process whose peak resident size (wait4's ru_maxrss) is compared with the same
// command on a ten-step journal. Before streaming, 40,000 steps took 178 MiB more to replay,
// 63 MiB more to import and 225 MiB more to export (run with KIBITZER_CLI=path/to/an/old/build);
// now each stays within 3 MiB. Not timed.
#include "../support/LongJournal.h"
#include "core/Session.h"
#include "registerGames.h"
#include "storage/Database.h"
#include "storage/Journal.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kbz;

#include <fcntl.h>
#include <pty.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace {

constexpr int kSteps = 40000;
// What a long journal may add to the peak resident size of a short one's run. Streaming needs
// a few MiB (SQLite's page cache, the export's undo stack of one int per step); the old code
// needed over 60 MiB for each command at this length.
constexpr long kBoundKiB = 32 * 1024;

struct Run
{
    int code = -1;
    long maxRssKiB = 0;
};

// Runs kibitzer-cli (KIBITZER_CLI overrides the path, e.g. to check an older build) with its
// standard output into `outFile`.
Run runMeasured(const QStringList &args, const QString &outFile, int errFd = -1)
{
    const QByteArray cli = qEnvironmentVariableIsSet("KIBITZER_CLI")
                               ? qgetenv("KIBITZER_CLI")
                               : QByteArray(KIBITZER_CLI_PATH);
    QList<QByteArray> storage{cli};
    for (const QString &a : args)
        storage.append(a.toLocal8Bit());
    QList<char *> argv;
    for (QByteArray &a : storage)
        argv.append(a.data());
    argv.append(nullptr);
    const QByteArray out = outFile.toLocal8Bit();
    Run run;
    // fork, not posix_spawn: a vfork-style child shares this process's memory until exec, and
    // the kernel counts that memory's high-water mark into the child's ru_maxrss. After a fork
    // the child starts at this process's current size (kept small here: the big outputs are
    // scanned, never parsed whole), the same for the short and the long run.
    const pid_t pid = fork();
    if (pid == 0) {
        const int fd = open(out.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0 || dup2(fd, 1) < 0 || (errFd >= 0 && dup2(errFd, 2) < 0))
            _exit(126);
        execve(argv.at(0), argv.data(), environ);
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    if (pid > 0 && wait4(pid, &status, 0, &usage) == pid) {
        run.code = WIFEXITED(status) ? WEXITSTATUS(status) : -2;
        run.maxRssKiB = usage.ru_maxrss;
    }
    return run;
}

// This process's resident size now (VmRSS of /proc/self/status), in KiB.
long residentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (QByteArray line; !(line = status.readLine()).isEmpty();)
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return 0;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestLongJournal : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    // Runs `args` on the short and on the long journal (%J in args); checks both succeed and
    // returns the long run's growth over the short one's.
    long growthKiB(const QStringList &args, const QString &what)
    {
        auto with = [&](const QString &journal, const QString &db) {
            QStringList a = args;
            a.replaceInStrings(QStringLiteral("%J"), journal);
            a.replaceInStrings(QStringLiteral("%D"), db);
            a.replaceInStrings(QStringLiteral("%O"), path(QStringLiteral("%1.out").arg(db)));
            return a;
        };
        const Run shortRun =
            runMeasured(with(path(QStringLiteral("short.jsonl")), QStringLiteral("short")),
                        path(QStringLiteral("short.stdout")));
        const Run longRun =
            runMeasured(with(path(QStringLiteral("long.jsonl")), QStringLiteral("long")),
                        path(QStringLiteral("long.stdout")));
        [&] {
            QCOMPARE(shortRun.code, 0);
            QCOMPARE(longRun.code, 0);
        }();
        const long growth = longRun.maxRssKiB - shortRun.maxRssKiB;
        qInfo("%s: peak RSS %ld KiB for 10 steps, %ld KiB for %d steps (+%ld KiB)",
              qPrintable(what), shortRun.maxRssKiB, longRun.maxRssKiB, kSteps, growth);
        return growth;
    }

private Q_SLOTS:
    void initTestCase()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer's bookkeeping grows with every allocation: measured without it");
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
        QSKIP("AddressSanitizer's bookkeeping grows with every allocation: measured without it");
#endif
#endif
        QVERIFY(m_dir.isValid());
        QVERIFY(kbztest::writeLongJournal(path(QStringLiteral("short.jsonl")), 10));
        QVERIFY(kbztest::writeLongJournal(path(QStringLiteral("long.jsonl")), kSteps));
        // The databases of the import (and then the export) runs.
        QDir(m_dir.path()).mkpath(QStringLiteral("short"));
        QDir(m_dir.path()).mkpath(QStringLiteral("long"));
    }

    void replayStreams()
    {
        const long growth =
            growthKiB({QStringLiteral("replay"), QStringLiteral("%J")}, QStringLiteral("replay"));
        QVERIFY2(growth < kBoundKiB, qPrintable(QString::number(growth)));
        // And the document is whole: every step, then the end of the document.
        const QByteArray out = readAll(path(QStringLiteral("long.stdout")));
        // The configuration's findings come first ("config" sorts before "game").
        QVERIFY(out.startsWith("{\n    \"config\": {\n"));
        QVERIFY(out.contains("\n    \"game\": \"lethal-checkmate\",\n"));
        QCOMPARE(out.count("\n            \"kind\": "), kSteps);
        QVERIFY(out.endsWith("\n        }\n    ]\n}\n"));
    }

    void importStreams()
    {
        const long growth = growthKiB({QStringLiteral("--db"), path(QStringLiteral("%D/k.sqlite")),
                                       QStringLiteral("import"), QStringLiteral("%J")},
                                      QStringLiteral("import"));
        QVERIFY2(growth < kBoundKiB, qPrintable(QString::number(growth)));
        QCOMPARE(readAll(path(QStringLiteral("long.stdout"))),
                 QByteArray("imported game 1 (lethal-checkmate, 40000 steps)\n"));
    }

    void exportStreams()
    {
        const long growth = growthKiB({QStringLiteral("--db"), path(QStringLiteral("%D/k.sqlite")),
                                       QStringLiteral("export"), QStringLiteral("1"),
                                       QStringLiteral("-o"), QStringLiteral("%O")},
                                      QStringLiteral("export"));
        QVERIFY2(growth < kBoundKiB, qPrintable(QString::number(growth)));
        // The export is the same journal: importing it again finds the game it came from.
        const Run again =
            runMeasured({QStringLiteral("--db"), path(QStringLiteral("long/k.sqlite")),
                         QStringLiteral("import"), path(QStringLiteral("long.out"))},
                        path(QStringLiteral("again.stdout")));
        QCOMPARE(again.code, 0);
        QCOMPARE(
            readAll(path(QStringLiteral("again.stdout"))),
            QByteArray("already imported as game 1 (lethal-checkmate); nothing was written\n"));
    }

    // The app opens a long game (Session::resume) holding one number per step, not the steps:
    // an entry is read back from the journal when it is shown. Before, each step's record and
    // description stayed in memory (about 1.5 KiB a step: 60 MiB here). Resident size now, with
    // the session open.
    void openingALongGameHoldsLittle()
    {
        GameRegistry registry;
        registerGames(registry);
        DbError err;
        auto db =
            Database::open(path(QStringLiteral("long/k.sqlite")), Database::Mode::ReadOnly, &err);
        QVERIFY2(db, qPrintable(err.text(Lang::En)));
        Journal journal(*db);
        const long before = residentKiB();
        auto s = Session::resume(journal, registry, 1, &err);
        QVERIFY2(s, qPrintable(err.text(Lang::En)));
        QCOMPARE(s->count(), kSteps);
        QCOMPARE(s->index(), kSteps);
        // Entries far apart are read back as they were recorded.
        QCOMPARE(s->entry(0).record.step.kind, QStringLiteral("place-piece"));
        QVERIFY2(s->entry(0).description.english().contains(QStringLiteral("a1")),
                 qPrintable(s->entry(0).description.english()));
        QCOMPARE(s->entry(kSteps - 1).record.seq, kSteps);
        QCOMPARE(s->entry(20002).record.step.kind, QStringLiteral("refill"));
        const long growth = residentKiB() - before;
        qInfo("opening a game of %d steps: +%ld KiB resident", kSteps, growth);
        QVERIFY2(growth < 16 * 1024, qPrintable(QString::number(growth)));
    }

    // Long work shows a progress line when standard error is a terminal ("\r" rewrites, erased
    // at the end), and prints nothing at all into a pipe or a file; the output is the same.
    void progressOnlyOnATerminal()
    {
        // Progress is reported every kProgressEvery (4,096) steps: 10,000 show it.
        QVERIFY(kbztest::writeLongJournal(path(QStringLiteral("medium.jsonl")), 10000));
        const QStringList args{QStringLiteral("replay"), path(QStringLiteral("medium.jsonl"))};
        QFile errFile(path(QStringLiteral("replay.stderr")));
        QVERIFY(errFile.open(QIODevice::WriteOnly));
        QCOMPARE(runMeasured(args, path(QStringLiteral("file.stdout")), errFile.handle()).code, 0);
        errFile.close();
        QCOMPARE(readAll(errFile.fileName()), QByteArray());

        int master = -1, slave = -1;
        QVERIFY(openpty(&master, &slave, nullptr, nullptr, nullptr) == 0);
        const Run run = runMeasured(args, path(QStringLiteral("tty.stdout")), slave);
        close(slave);
        QCOMPARE(run.code, 0);
        QByteArray shown;
        fcntl(master, F_SETFL, O_NONBLOCK);
        char buffer[4096];
        for (ssize_t n; (n = read(master, buffer, sizeof buffer)) > 0;)
            shown.append(buffer, n);
        close(master);
        QVERIFY2(shown.contains("\rreplay: "), shown.constData());
        QVERIFY2(shown.contains("100%"), shown.constData());
        QVERIFY(shown.endsWith("\r\033[K")); // the line is erased when the work is done
        QCOMPARE(readAll(path(QStringLiteral("tty.stdout"))),
                 readAll(path(QStringLiteral("file.stdout"))));
    }
};

QTEST_GUILESS_MAIN(TestLongJournal)
#include "tst_long_journal.moc"
