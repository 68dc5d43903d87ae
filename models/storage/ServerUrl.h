// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <optional>

namespace kbz {

// A PostgreSQL database as `--db` names it: postgresql://USER:PASSWORD@HOST:PORT/DATABASE, or
// postgresql:///DATABASE (the local socket), with libpq's parameters as query items
// (?sslmode=require). What the URL leaves out, libpq takes from the PG* environment variables
// and ~/.pgpass, as psql does. The password is kept only to connect: display() and hostLabel()
// never contain it, and no message is made from the text the user typed.
struct ServerUrl
{
    QString host; // empty: PGHOST, else the local socket
    int port = -1;
    QString user;     // empty: PGUSER, else the login name
    QString password; // empty: PGPASSWORD, else ~/.pgpass
    QString database; // empty: PGDATABASE, else the user's name
    QList<QPair<QString, QString>> options;

    // True when `location` is meant as a server (postgresql:// or postgres://), not a file.
    static bool isServerUrl(const QString &location);
    // The parsed URL; std::nullopt and *why (English, without the password) when malformed.
    static std::optional<ServerUrl> parse(const QString &location, QString *why);

    // The URL without the password (postgresql://user@host:port/db?sslmode=require).
    QString display() const;
    // Where the server is, for messages: "host:port", or the local socket.
    QString hostLabel() const;
    // QPSQL's connect options (libpq key=value pairs, ';'-separated).
    QString connectOptions() const;
};

} // namespace kbz
