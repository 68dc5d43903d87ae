// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "FileLock.h"

#include <QFile>
#include <QStringList>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kbz {

FileLock::~FileLock()
{
    unlock();
}

FileLock::Result FileLock::tryLock(const QString &path, bool create, QString *error)
{
    unlock();
    const QByteArray native = QFile::encodeName(path);
    // Read-only is enough for flock, and opening an existing file this way changes nothing.
    int flags = O_RDONLY | O_CLOEXEC;
    if (create)
        flags |= O_CREAT;
    int fd = -1;
    do {
        fd = ::open(native.constData(), flags, 0666);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        if (error)
            *error = QString::fromLocal8Bit(std::strerror(errno));
        return Result::Failed;
    }
    int rc = -1;
    do {
        rc = ::flock(fd, LOCK_EX | LOCK_NB);
    } while (rc < 0 && errno == EINTR);
    if (rc < 0) {
        const int saved = errno;
        ::close(fd);
        if (saved == EWOULDBLOCK)
            return Result::Busy;
        if (saved == ENOLCK || saved == EOPNOTSUPP || saved == ENOSYS)
            return Result::Unsupported;
        if (error)
            *error = QString::fromLocal8Bit(std::strerror(saved));
        return Result::Failed;
    }
    m_fd = fd;
    return Result::Acquired;
}

void FileLock::unlock()
{
    if (m_fd < 0)
        return;
    ::flock(m_fd, LOCK_UN);
    ::close(m_fd);
    m_fd = -1;
}

bool FileLock::isHeldElsewhere(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    int rc = -1;
    do {
        rc = ::flock(fd, LOCK_SH | LOCK_NB);
    } while (rc < 0 && errno == EINTR);
    const bool held = rc < 0 && errno == EWOULDBLOCK;
    ::close(fd); // also releases the shared lock
    return held;
}

qint64 FileLock::holderPid(const QString &path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return 0;
    // Lines look like "1: FLOCK  ADVISORY  WRITE 4242 fe:00:10953667 0 EOF" (pid, then
    // major:minor:inode of the device the kernel locked on). The device of an overlay file
    // system differs from the one stat() reports, so the inode decides.
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly | QIODevice::Text))
        return 0;
    const QByteArray inode = QByteArray::number(quint64(st.st_ino));
    for (const QByteArray &line : locks.readAll().split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        if (f.size() < 6 || f.at(1) != "FLOCK" || f.at(3) != "WRITE")
            continue;
        const QList<QByteArray> id = f.at(5).split(':');
        if (id.size() == 3 && id.at(2) == inode)
            return f.at(4).toLongLong();
    }
    return 0;
}

QString FileLock::processName(qint64 pid)
{
    if (pid <= 0)
        return {};
    QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
    if (!comm.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLocal8Bit(comm.readAll().trimmed());
}

} // namespace kbz
