// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "ServerUrl.h"

#include <QUrl>
#include <QUrlQuery>

namespace kbz {

namespace {

// libpq's connection parameters a URL may carry; anything else is refused rather than passed on.
const QStringList kKnownOptions = {
    QStringLiteral("sslmode"),
    QStringLiteral("sslrootcert"),
    QStringLiteral("sslcert"),
    QStringLiteral("sslkey"),
    QStringLiteral("sslcrl"),
    QStringLiteral("connect_timeout"),
    QStringLiteral("application_name"),
    QStringLiteral("target_session_attrs"),
    QStringLiteral("passfile"),
    QStringLiteral("service"),
    QStringLiteral("keepalives"),
    QStringLiteral("keepalives_idle"),
    QStringLiteral("gssencmode"),
    QStringLiteral("channel_binding"),
    QStringLiteral("host"),
    QStringLiteral("port"),
    QStringLiteral("user"),
    QStringLiteral("dbname"),
};

} // namespace

bool ServerUrl::isServerUrl(const QString &location)
{
    return location.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
           location.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

std::optional<ServerUrl> ServerUrl::parse(const QString &location, QString *why)
{
    auto fail = [&](const QString &text) {
        if (why)
            *why = text;
        return std::nullopt;
    };
    if (!isServerUrl(location))
        return fail(QStringLiteral("not a postgresql:// URL"));
    const QUrl url(location, QUrl::StrictMode);
    if (!url.isValid())
        return fail(QStringLiteral("the URL is malformed")); // url.errorString() may quote it
    ServerUrl s;
    s.host = url.host(QUrl::FullyDecoded);
    s.port = url.port(-1);
    s.user = url.userName(QUrl::FullyDecoded);
    s.password = url.password(QUrl::FullyDecoded);
    QString path = url.path(QUrl::FullyDecoded);
    if (path.startsWith(QLatin1Char('/')))
        path.remove(0, 1);
    if (path.contains(QLatin1Char('/')))
        return fail(QStringLiteral("the database name \"%1\" contains a slash").arg(path));
    s.database = path;
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (!kKnownOptions.contains(key))
            return fail(QStringLiteral("unknown connection parameter \"%1\"").arg(key));
        // QPSQL joins the options with spaces; a quote, a backslash or a ';' would split them.
        if (value.contains(QLatin1Char('\'')) || value.contains(QLatin1Char('\\')) ||
            value.contains(QLatin1Char(';')) || value.contains(QLatin1Char(' ')))
            return fail(QStringLiteral("the value of \"%1\" contains a quote, a backslash, a "
                                       "space or a semicolon")
                            .arg(key));
        if (key == QLatin1String("host"))
            s.host = value;
        else if (key == QLatin1String("port"))
            s.port = value.toInt();
        else if (key == QLatin1String("user"))
            s.user = value;
        else if (key == QLatin1String("dbname"))
            s.database = value;
        else
            s.options.append({key, value});
    }
    return s;
}

QString ServerUrl::display() const
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(user);
    url.setHost(host);
    url.setPort(port);
    url.setPath(QLatin1Char('/') + database);
    QUrlQuery query;
    for (const auto &[key, value] : options)
        query.addQueryItem(key, value);
    url.setQuery(query);
    QString text = url.toString(QUrl::FullyEncoded);
    if (host.isEmpty() && !text.startsWith(QLatin1String("postgresql://")))
        text.replace(0, int(qstrlen("postgresql:")), QStringLiteral("postgresql://"));
    return text;
}

QString ServerUrl::hostLabel() const
{
    QString h = host.isEmpty() ? qEnvironmentVariable("PGHOST") : host;
    int p = port;
    if (p < 0 && qEnvironmentVariableIsSet("PGPORT"))
        p = qEnvironmentVariableIntValue("PGPORT");
    if (h.isEmpty() || h.startsWith(QLatin1Char('/')))
        h = QStringLiteral("the local socket%1")
                .arg(h.isEmpty() ? QString() : QStringLiteral(" ") + h);
    return p > 0 ? QStringLiteral("%1:%2").arg(h).arg(p) : h;
}

QString ServerUrl::connectOptions() const
{
    QStringList parts;
    bool timeout = false;
    for (const auto &[key, value] : options) {
        parts.append(key + QLatin1Char('=') + value);
        timeout = timeout || key == QLatin1String("connect_timeout");
    }
    // A server that does not answer is reported after 10 s, not after the system's TCP timeout.
    if (!timeout)
        parts.append(QStringLiteral("connect_timeout=10"));
    return parts.join(QLatin1Char(';'));
}

} // namespace kbz
