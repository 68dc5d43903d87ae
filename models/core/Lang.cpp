// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Lang.h"

#include <QJsonObject>

namespace kbz {

QString langCode(Lang lang)
{
    return lang == Lang::Ja ? QStringLiteral("ja") : QStringLiteral("en");
}

Lang langFromCode(const QString &code, Lang fallback)
{
    const QString c = code.trimmed().toLower();
    if (c.startsWith(QLatin1String("ja")))
        return Lang::Ja;
    if (c.startsWith(QLatin1String("en")))
        return Lang::En;
    return fallback;
}

QString LocalizedName::text(Lang lang) const
{
    const QString &preferred = lang == Lang::Ja ? ja : en;
    if (!preferred.isEmpty())
        return preferred;
    return lang == Lang::Ja ? en : ja;
}

QJsonValue LocalizedName::toJson() const
{
    return QJsonObject{{QStringLiteral("en"), en}, {QStringLiteral("ja"), ja}};
}

LocalizedName LocalizedName::fromJson(const QJsonValue &value)
{
    if (value.isString())
        return {value.toString(), value.toString()};
    const QJsonObject o = value.toObject();
    return {o.value(QStringLiteral("en")).toString(), o.value(QStringLiteral("ja")).toString()};
}

} // namespace kbz
