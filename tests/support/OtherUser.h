// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "CliProcess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <grp.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

// Running a program as another user, to meet the permission bits as an ordinary user does: a
// test running as root starts it as "nobody" (uid and gid 65534). That user cannot reach a
// checkout under a folder of mode 0700 (/root, what `mktemp -d` makes), so whatever it must run
// or read (the program, its input files) is copied first into a folder of its own that it can
// enter, and the test's files live there too. Where no such folder can be had, the test is
// told why, to skip with that reason; it never fails on where the checkout sits.
namespace kbztest {

inline constexpr uid_t kNobodyUid = 65534;
inline constexpr gid_t kNobodyGid = 65534;

// Why a user who is neither the owner nor in the group of the folders cannot enter `dir` (a
// folder on the way lacks the search bit for others), or an empty string when it can.
inline QString whyOthersCannotEnter(const QString &dir)
{
    QString path = QDir(dir).canonicalPath();
    if (path.isEmpty())
        return QStringLiteral("%1 does not exist").arg(dir);
    for (;;) {
        struct stat st
        {};
        if (::stat(QFile::encodeName(path).constData(), &st) != 0)
            return QStringLiteral("%1 cannot be read").arg(path);
        if (!(st.st_mode & S_IXOTH))
            return QStringLiteral("%1 has mode %2: other users cannot enter it")
                .arg(path)
                .arg(st.st_mode & 07777, 4, 8, QLatin1Char('0'));
        if (path == QLatin1String("/"))
            return {};
        path = QFileInfo(path).path();
    }
}

// A folder another user can enter, with copies of what that user must run or read, and a
// subfolder of the test's own (`work()`), left in the state the test gives it.
class OtherUserStage
{
public:
    OtherUserStage()
    {
        // The system's temporary folder first, then the usual world-searchable ones: TMPDIR may
        // itself sit in a 0700 folder.
        QStringList tried;
        for (const QString &base : {QDir::tempPath(), QStringLiteral("/tmp"),
                                    QStringLiteral("/var/tmp"), QStringLiteral("/dev/shm")}) {
            const QString why = whyOthersCannotEnter(base);
            if (!why.isEmpty()) {
                tried << why;
                continue;
            }
            auto dir = std::make_unique<QTemporaryDir>(base + QStringLiteral("/kbz-other-XXXXXX"));
            if (!dir->isValid()) {
                tried << QStringLiteral("%1: %2").arg(base, dir->errorString());
                continue;
            }
            m_root = std::move(dir);
            break;
        }
        if (!m_root) {
            m_why = QStringLiteral("no folder another user can enter: ") +
                    tried.join(QStringLiteral("; "));
            return;
        }
        const auto searchable = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                QFile::ReadOther | QFile::ExeOther;
        if (!QFile::setPermissions(m_root->path(), searchable) ||
            !QDir(m_root->path()).mkpath(QStringLiteral("bin")) ||
            !QFile::setPermissions(m_root->filePath(QStringLiteral("bin")), searchable) ||
            !QDir(m_root->path()).mkpath(QStringLiteral("work")) ||
            !QFile::setPermissions(m_root->filePath(QStringLiteral("work")), searchable))
            m_why = QStringLiteral("%1 cannot be prepared").arg(m_root->path());
    }

    // Empty when the stage is ready; else why not, for QSKIP.
    QString whyNot() const { return m_why; }
    // The test's own folder in the stage: 0755, owned by the user running the test.
    QString work() const { return m_root ? m_root->filePath(QStringLiteral("work")) : QString(); }

    // A copy of `path` in the stage that everyone may read (and run, with `executable`); an
    // empty string when it cannot be copied (whyNot() then says why).
    QString copy(const QString &path, bool executable = false)
    {
        if (!m_root)
            return {};
        const QString to = m_root->filePath(QStringLiteral("bin/") + QFileInfo(path).fileName());
        auto mode = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther;
        if (executable)
            mode |= QFile::ExeOwner | QFile::ExeOther;
        if (!QFile::copy(path, to) || !QFile::setPermissions(to, mode)) {
            m_why = QStringLiteral("%1 cannot be copied to %2").arg(path, to);
            return {};
        }
        return to;
    }

    // Runs `program` (a copy made by copy()) as nobody; exit code 99 when the switch of user
    // failed, -2 when it crashed or could not be started, -1 when it did not finish in a minute.
    static CliRun runAsNobody(const QString &program, const QStringList &args)
    {
        QProcess p;
        p.setWorkingDirectory(QStringLiteral("/"));
        p.setChildProcessModifier([] {
            if (::setgroups(0, nullptr) != 0 || ::setgid(kNobodyGid) != 0 ||
                ::setuid(kNobodyUid) != 0)
                ::_exit(99);
        });
        p.start(program, args);
        if (!p.waitForFinished(60000))
            return {p.error() == QProcess::FailedToStart ? -2 : -1, {}, {}};
        const int code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        return {code, p.readAllStandardOutput(), p.readAllStandardError()};
    }

private:
    std::unique_ptr<QTemporaryDir> m_root;
    QString m_why;
};

} // namespace kbztest
