// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

// The command-line tests run the real kibitzer-cli (the target defines KIBITZER_CLI_PATH) and
// write their input files into a temporary folder; these are the two pieces they share.
namespace kbztest {

struct CliRun
{
    int code = -1; // -1: it did not finish within a minute; -2: it crashed
    QByteArray out;
    QByteArray err;
};

inline CliRun runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(KIBITZER_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        return {};
    const int code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    return {code, p.readAllStandardOutput(), p.readAllStandardError()};
}

// The same with `input` on its standard input, which is then closed (a prompt's answer).
inline CliRun runCliWithInput(const QStringList &args, const QByteArray &input)
{
    QProcess p;
    p.start(QStringLiteral(KIBITZER_CLI_PATH), args);
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        return {};
    const int code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    return {code, p.readAllStandardOutput(), p.readAllStandardError()};
}

// Writes `data` to `name` in `dir`; the path, or an empty string when it cannot be written.
inline QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
        return {};
    return path;
}

// The SHA-256 of a file's bytes (empty when it cannot be read): "left byte-identical" checks.
inline QByteArray fileHash(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly)
               ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
               : QByteArray();
}

} // namespace kbztest
