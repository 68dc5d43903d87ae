// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// What the libFuzzer targets share (tests/fuzz, built with KIBITZER_FUZZ=ON; ./dev fuzz).

#include "core/GameRegistry.h"
#include "registerGames.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

namespace kbz::fuzz {

// Qt needs an application object for SQL drivers and resources: made once, in
// LLVMFuzzerInitialize, and kept for the whole run.
inline void initQt()
{
    static int argc = 1;
    static char name[] = "kibitzer-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication *app = new QCoreApplication(argc, argv);
    Q_UNUSED(app);
}

inline const GameRegistry &registry()
{
    static const GameRegistry *r = [] {
        auto *g = new GameRegistry;
        registerGames(*g);
        return g;
    }();
    return *r;
}

// A folder of this process for the files an input is written to; removed at exit.
inline QString scratchDir()
{
    static QTemporaryDir *dir = new QTemporaryDir;
    return dir->path();
}

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

inline bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

// A property every input must keep was broken: say which, and crash so that libFuzzer keeps the
// input as a reproducer.
[[noreturn]] inline void fail(const char *what, const QString &detail = {})
{
    std::fprintf(stderr, "kibitzer fuzz: %s%s%s\n", what, detail.isEmpty() ? "" : ": ",
                 qPrintable(detail));
    std::abort();
}

} // namespace kbz::fuzz
