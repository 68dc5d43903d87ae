// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Finding.h"

#include <algorithm>

namespace kbz {

QString severityCode(Severity s)
{
    return s == Severity::Info ? QStringLiteral("info") : QStringLiteral("warning");
}

Severity severityFromCode(const QString &code)
{
    return code == QLatin1String("info") ? Severity::Info : Severity::Warning;
}

QJsonObject Finding::toJson() const
{
    QJsonObject o = message.toJson();
    o.insert(QStringLiteral("severity"), severityCode(severity));
    o.insert(QStringLiteral("rule"), ruleId);
    return o;
}

Finding Finding::fromJson(const QJsonObject &o)
{
    Finding f;
    f.severity = severityFromCode(o.value(QStringLiteral("severity")).toString());
    f.ruleId = o.value(QStringLiteral("rule")).toString();
    f.message = Message::fromJson(o);
    return f;
}

QJsonArray findingsToJson(const QList<Finding> &findings)
{
    QJsonArray a;
    for (const Finding &f : findings)
        a.append(f.toJson());
    return a;
}

QList<Finding> findingsFromJson(const QJsonArray &array)
{
    QList<Finding> out;
    out.reserve(array.size());
    for (const QJsonValue &v : array)
        out.append(Finding::fromJson(v.toObject()));
    return out;
}

bool hasWarnings(const QList<Finding> &findings)
{
    return std::any_of(findings.cbegin(), findings.cend(),
                       [](const Finding &f) { return f.severity == Severity::Warning; });
}

} // namespace kbz
