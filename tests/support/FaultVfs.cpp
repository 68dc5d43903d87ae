// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "FaultVfs.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>
#include <array>
#include <cstring>
#include <mutex>
#include <sqlite3.h>

namespace kbz::test::faultvfs {

namespace {

struct State
{
    std::mutex mutex;
    bool armed = false;
    Kind kind = Kind::Write;
    int n = 0;
    Persistence persistence = Persistence::Once;
    std::array<int, 5> calls{};
    int injected = 0;
};

State &state()
{
    static State s;
    return s;
}

sqlite3_vfs *g_base = nullptr;
sqlite3_vfs g_vfs;

// Counts a call of `kind`; true when it must fail.
bool shouldFail(Kind kind)
{
    State &s = state();
    std::lock_guard lock(s.mutex);
    const int count = ++s.calls.at(std::size_t(kind));
    if (!s.armed || kind != s.kind)
        return false;
    const bool fail = s.persistence == Persistence::Once ? count == s.n : count >= s.n;
    if (fail)
        ++s.injected;
    return fail;
}

// The shim's file: our methods first (SQLite's sqlite3_file layout), the real file after it.
struct File
{
    sqlite3_file base;
    sqlite3_file *real;
};

sqlite3_file *real(sqlite3_file *f)
{
    return reinterpret_cast<File *>(f)->real;
}

int xClose(sqlite3_file *f)
{
    sqlite3_file *r = real(f);
    const int rc = r->pMethods ? r->pMethods->xClose(r) : SQLITE_OK;
    sqlite3_free(r);
    return rc;
}

int xRead(sqlite3_file *f, void *buf, int amount, sqlite3_int64 offset)
{
    return real(f)->pMethods->xRead(real(f), buf, amount, offset);
}

int xWrite(sqlite3_file *f, const void *buf, int amount, sqlite3_int64 offset)
{
    // Full and Write share the xWrite calls: the kind armed decides what a failure says.
    const Kind armedKind = [] {
        std::lock_guard lock(state().mutex);
        return state().kind == Kind::Full ? Kind::Full : Kind::Write;
    }();
    if (shouldFail(armedKind))
        return armedKind == Kind::Full ? SQLITE_FULL : SQLITE_IOERR_WRITE;
    return real(f)->pMethods->xWrite(real(f), buf, amount, offset);
}

int xTruncate(sqlite3_file *f, sqlite3_int64 size)
{
    return real(f)->pMethods->xTruncate(real(f), size);
}

int xSync(sqlite3_file *f, int flags)
{
    if (shouldFail(Kind::Sync))
        return SQLITE_IOERR_FSYNC;
    return real(f)->pMethods->xSync(real(f), flags);
}

int xFileSize(sqlite3_file *f, sqlite3_int64 *size)
{
    return real(f)->pMethods->xFileSize(real(f), size);
}

int xLock(sqlite3_file *f, int level)
{
    if (shouldFail(Kind::Lock))
        return SQLITE_BUSY;
    return real(f)->pMethods->xLock(real(f), level);
}

int xUnlock(sqlite3_file *f, int level)
{
    return real(f)->pMethods->xUnlock(real(f), level);
}

int xCheckReservedLock(sqlite3_file *f, int *out)
{
    return real(f)->pMethods->xCheckReservedLock(real(f), out);
}

int xFileControl(sqlite3_file *f, int op, void *arg)
{
    return real(f)->pMethods->xFileControl(real(f), op, arg);
}

int xSectorSize(sqlite3_file *f)
{
    return real(f)->pMethods->xSectorSize(real(f));
}

int xDeviceCharacteristics(sqlite3_file *f)
{
    return real(f)->pMethods->xDeviceCharacteristics(real(f));
}

int xShmMap(sqlite3_file *f, int region, int size, int extend, void volatile **out)
{
    return real(f)->pMethods->xShmMap(real(f), region, size, extend, out);
}

int xShmLock(sqlite3_file *f, int offset, int n, int flags)
{
    if ((flags & SQLITE_SHM_LOCK) && (flags & SQLITE_SHM_EXCLUSIVE) && shouldFail(Kind::ShmLock))
        return SQLITE_BUSY;
    return real(f)->pMethods->xShmLock(real(f), offset, n, flags);
}

void xShmBarrier(sqlite3_file *f)
{
    real(f)->pMethods->xShmBarrier(real(f));
}

int xShmUnmap(sqlite3_file *f, int deleteFlag)
{
    return real(f)->pMethods->xShmUnmap(real(f), deleteFlag);
}

int xFetch(sqlite3_file *f, sqlite3_int64 offset, int amount, void **out)
{
    return real(f)->pMethods->xFetch(real(f), offset, amount, out);
}

int xUnfetch(sqlite3_file *f, sqlite3_int64 offset, void *p)
{
    return real(f)->pMethods->xUnfetch(real(f), offset, p);
}

// Version 3 methods: WAL needs the xShm* ones, memory mapping the xFetch ones.
const sqlite3_io_methods g_methods = {
    3,
    xClose,
    xRead,
    xWrite,
    xTruncate,
    xSync,
    xFileSize,
    xLock,
    xUnlock,
    xCheckReservedLock,
    xFileControl,
    xSectorSize,
    xDeviceCharacteristics,
    xShmMap,
    xShmLock,
    xShmBarrier,
    xShmUnmap,
    xFetch,
    xUnfetch,
};

int xOpen(sqlite3_vfs *, sqlite3_filename name, sqlite3_file *f, int flags, int *outFlags)
{
    auto *file = reinterpret_cast<File *>(f);
    file->base.pMethods = nullptr;
    file->real = static_cast<sqlite3_file *>(sqlite3_malloc(g_base->szOsFile));
    if (!file->real)
        return SQLITE_NOMEM;
    std::memset(file->real, 0, std::size_t(g_base->szOsFile));
    const int rc = g_base->xOpen(g_base, name, file->real, flags, outFlags);
    if (rc != SQLITE_OK) {
        // SQLite does not call xClose when xOpen fails (unless pMethods is set).
        if (file->real->pMethods)
            file->real->pMethods->xClose(file->real);
        sqlite3_free(file->real);
        file->real = nullptr;
        return rc;
    }
    // The real methods of the unix VFS are version 3; ours forward every one of them.
    file->base.pMethods = &g_methods;
    return SQLITE_OK;
}

int xDelete(sqlite3_vfs *, const char *name, int syncDir)
{
    return g_base->xDelete(g_base, name, syncDir);
}

int xAccess(sqlite3_vfs *, const char *name, int flags, int *out)
{
    return g_base->xAccess(g_base, name, flags, out);
}

int xFullPathname(sqlite3_vfs *, const char *name, int n, char *out)
{
    return g_base->xFullPathname(g_base, name, n, out);
}

void *xDlOpen(sqlite3_vfs *, const char *name)
{
    return g_base->xDlOpen(g_base, name);
}

void xDlError(sqlite3_vfs *, int n, char *out)
{
    g_base->xDlError(g_base, n, out);
}

void (*xDlSym(sqlite3_vfs *, void *handle, const char *symbol))(void)
{
    return g_base->xDlSym(g_base, handle, symbol);
}

void xDlClose(sqlite3_vfs *, void *handle)
{
    g_base->xDlClose(g_base, handle);
}

int xRandomness(sqlite3_vfs *, int n, char *out)
{
    return g_base->xRandomness(g_base, n, out);
}

int xSleep(sqlite3_vfs *, int us)
{
    // A lock that stays taken: SQLite's busy handler counts the time it asked for, not the time
    // that passed, so while a fault is armed it gives up at once instead of after 5 s per run.
    {
        std::lock_guard lock(state().mutex);
        if (state().armed)
            return us;
    }
    return g_base->xSleep(g_base, us);
}

int xCurrentTime(sqlite3_vfs *, double *out)
{
    return g_base->xCurrentTime(g_base, out);
}

int xGetLastError(sqlite3_vfs *, int n, char *out)
{
    return g_base->xGetLastError ? g_base->xGetLastError(g_base, n, out) : 0;
}

int xCurrentTimeInt64(sqlite3_vfs *, sqlite3_int64 *out)
{
    return g_base->xCurrentTimeInt64(g_base, out);
}

} // namespace

bool install()
{
    static const bool ok = [] {
        g_base = sqlite3_vfs_find(nullptr);
        if (!g_base || g_base->iVersion < 2)
            return false;
        std::memset(&g_vfs, 0, sizeof g_vfs);
        g_vfs.iVersion = 2;
        g_vfs.szOsFile = int(sizeof(File));
        g_vfs.mxPathname = g_base->mxPathname;
        g_vfs.zName = "kibitzer-fault";
        g_vfs.xOpen = xOpen;
        g_vfs.xDelete = xDelete;
        g_vfs.xAccess = xAccess;
        g_vfs.xFullPathname = xFullPathname;
        g_vfs.xDlOpen = xDlOpen;
        g_vfs.xDlError = xDlError;
        g_vfs.xDlSym = xDlSym;
        g_vfs.xDlClose = xDlClose;
        g_vfs.xRandomness = xRandomness;
        g_vfs.xSleep = xSleep;
        g_vfs.xCurrentTime = xCurrentTime;
        g_vfs.xGetLastError = xGetLastError;
        g_vfs.xCurrentTimeInt64 = xCurrentTimeInt64;
        return sqlite3_vfs_register(&g_vfs, 1) == SQLITE_OK;
    }();
    return ok;
}

bool usesFaultVfs(const QString &connectionName)
{
    const QVariant handle = QSqlDatabase::database(connectionName, false).driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return false;
    auto *db = *static_cast<sqlite3 *const *>(handle.data());
    sqlite3_vfs *vfs = nullptr;
    return db && sqlite3_file_control(db, "main", SQLITE_FCNTL_VFS_POINTER, &vfs) == SQLITE_OK &&
           vfs == &g_vfs;
}

void arm(Kind kind, int n, Persistence persistence)
{
    State &s = state();
    std::lock_guard lock(s.mutex);
    s.armed = n > 0;
    s.kind = kind;
    s.n = n;
    s.persistence = persistence;
    s.calls.fill(0);
    s.injected = 0;
}

void disarm()
{
    State &s = state();
    std::lock_guard lock(s.mutex);
    s.armed = false;
}

int injected()
{
    std::lock_guard lock(state().mutex);
    return state().injected;
}

int calls(Kind kind)
{
    std::lock_guard lock(state().mutex);
    return state().calls.at(std::size_t(kind));
}

QString kindName(Kind kind)
{
    switch (kind) {
    case Kind::Write:
        return QStringLiteral("write");
    case Kind::Sync:
        return QStringLiteral("fsync");
    case Kind::Full:
        return QStringLiteral("full");
    case Kind::Lock:
        return QStringLiteral("lock");
    case Kind::ShmLock:
        return QStringLiteral("wal-lock");
    }
    return {};
}

} // namespace kbz::test::faultvfs
