// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <optional>

// The HTTP the phones' server speaks (issue 36): one GET per connection for the page's files,
// or a WebSocket upgrade. The request head is read here, with limits, before the server decides
// what to do with the connection; QtCore only, so it is fuzzed with the messages.
namespace kbz::phones {

// The longest request head (request line and headers) the server reads.
constexpr qsizetype kMaxRequestHead = 8 * 1024;

struct RequestHead
{
    QByteArray method;
    QByteArray path; // without the query
    QByteArray host; // the Host header, as sent
    QByteArray origin;
    bool webSocket = false; // Upgrade: websocket
};

// The head's length including its blank line, 0 while it is incomplete, -1 if it cannot be a
// head of ours (over kMaxRequestHead, or bytes that are not HTTP).
qsizetype requestHeadLength(QByteArrayView received);
// Reads a complete head; nullopt if it is malformed (*error says why).
std::optional<RequestHead> parseRequestHead(QByteArrayView head, QString *error);

// Whether `host` (a Host header) names this server: an IP literal of the address the server
// listens on or announces, or "localhost" for a loopback server, with the server's port. A name
// that is not an address is refused, so a page of another site cannot reach the server by
// making its own name resolve here (DNS rebinding).
bool hostAllowed(QByteArrayView host, const QString &announcedHost, quint16 port, bool loopback);
// Whether `origin` is the page this server served: http://<host> with the same Host.
bool originAllowed(QByteArrayView origin, QByteArrayView host);

} // namespace kbz::phones
