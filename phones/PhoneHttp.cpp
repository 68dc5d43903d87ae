// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PhoneHttp.h"

#include <QHostAddress>
#include <QList>

namespace kbz::phones {

namespace {

bool isTokenChar(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == '.' || c == '!' || c == '#' || c == '$' || c == '%' || c == '&' ||
           c == '\'' || c == '*' || c == '+' || c == '^' || c == '`' || c == '|' || c == '~';
}

bool headerHas(QByteArrayView value, QByteArrayView word)
{
    const QList<QByteArray> parts = value.toByteArray().split(',');
    for (const QByteArray &p : parts) {
        if (p.trimmed().compare(word, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace

qsizetype requestHeadLength(QByteArrayView received)
{
    const qsizetype end = received.indexOf(QByteArrayView("\r\n\r\n"));
    if (end >= 0)
        return end + 4 <= kMaxRequestHead ? end + 4 : -1;
    if (received.size() >= kMaxRequestHead)
        return -1;
    // The request line starts with a method: a head that cannot be HTTP is refused early.
    for (qsizetype i = 0; i < received.size() && received.at(i) != ' '; ++i) {
        if (!isTokenChar(received.at(i)) || i > 16)
            return -1;
    }
    return 0;
}

std::optional<RequestHead> parseRequestHead(QByteArrayView head, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (head.size() > kMaxRequestHead || !head.endsWith(QByteArrayView("\r\n\r\n"))) {
        *error = QStringLiteral("incomplete or too long request head");
        return std::nullopt;
    }
    const QList<QByteArray> lines = head.first(head.size() - 4).toByteArray().split('\n');
    const QList<QByteArray> request = lines.first().trimmed().split(' ');
    if (request.size() != 3 || !request.at(2).startsWith("HTTP/1.")) {
        *error = QStringLiteral("bad request line");
        return std::nullopt;
    }
    RequestHead r;
    r.method = request.at(0);
    for (char c : std::as_const(r.method)) {
        if (!isTokenChar(c)) {
            *error = QStringLiteral("bad method");
            return std::nullopt;
        }
    }
    QByteArray target = request.at(1);
    if (!target.startsWith('/')) {
        *error = QStringLiteral("bad request target");
        return std::nullopt;
    }
    const qsizetype query = target.indexOf('?');
    r.path = query >= 0 ? target.left(query) : target;
    QByteArray upgrade;
    QByteArray connection;
    int hosts = 0;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).endsWith('\r') ? lines.at(i).chopped(1) : lines.at(i);
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            *error = QStringLiteral("bad header line");
            return std::nullopt;
        }
        const QByteArray name = line.left(colon).toLower();
        for (char c : name) {
            if (!isTokenChar(c)) {
                *error = QStringLiteral("bad header name");
                return std::nullopt;
            }
        }
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (name == "host") {
            r.host = value;
            ++hosts;
        } else if (name == "origin") {
            r.origin = value;
        } else if (name == "upgrade") {
            upgrade = value;
        } else if (name == "connection") {
            connection = value;
        }
    }
    if (hosts != 1) {
        *error = QStringLiteral("one Host header expected");
        return std::nullopt;
    }
    r.webSocket = headerHas(upgrade, "websocket") && headerHas(connection, "upgrade");
    return r;
}

bool hostAllowed(QByteArrayView host, const QString &announcedHost, quint16 port, bool loopback)
{
    const QByteArray h = host.toByteArray();
    const qsizetype colon = h.lastIndexOf(':');
    if (colon <= 0 || h.endsWith(']'))
        return false; // the port is always named: the URL we announce names it
    bool ok = false;
    const uint p = h.mid(colon + 1).toUInt(&ok);
    if (!ok || p != port)
        return false;
    QByteArray name = h.left(colon);
    if (name.startsWith('[') && name.endsWith(']'))
        name = name.mid(1, name.size() - 2);
    if (loopback && name.compare("localhost", Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(QString::fromLatin1(name));
    if (address.isNull())
        return false;
    const QHostAddress announced(announcedHost);
    if (loopback)
        return address.isLoopback();
    return address.isEqual(announced, QHostAddress::TolerantConversion);
}

bool originAllowed(QByteArrayView origin, QByteArrayView host)
{
    return origin == QByteArray("http://" + host.toByteArray());
}

} // namespace kbz::phones
