// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QString>
#include <QtGlobal>

namespace kbz {

// An exclusive advisory lock (flock(2)) on a file itself. It holds for the file, whatever path
// leads to it: a symlink, a relative path or a hard link all open the same inode, and the lock
// is on the inode. The kernel releases it when the holder closes it or dies, so a crashed holder
// never leaves a stale lock behind. flock locks are independent of the POSIX byte-range locks
// SQLite takes on the same file, and belong to this open file: a second FileLock on the same
// file is refused even within one process.
class FileLock final
{
public:
    enum class Result {
        Acquired,
        Busy,        // another open file holds it
        Failed,      // the file cannot be opened or created (see the error text)
        Unsupported, // the file system has no flock (some network or FUSE file systems)
    };

    FileLock() = default;
    ~FileLock();
    Q_DISABLE_COPY_MOVE(FileLock)

    // Opens `path` (creating it, empty, when `create` is true and it is missing) and tries to
    // lock it without waiting. The file descriptor is close-on-exec, so child processes never
    // inherit the lock.
    Result tryLock(const QString &path, bool create, QString *error = nullptr);
    void unlock();
    bool isLocked() const { return m_fd >= 0; }

    // True when another open file holds an exclusive lock on `path` (a writer is at work). The
    // probe takes a shared lock for an instant and releases it at once.
    static bool isHeldElsewhere(const QString &path);
    // The process holding a flock on the file at `path` (Linux: /proc/locks), or 0 when unknown.
    static qint64 holderPid(const QString &path);
    // The program name of a local process (Linux: /proc/PID/comm), or an empty string.
    static QString processName(qint64 pid);

private:
    int m_fd = -1;
};

} // namespace kbz
