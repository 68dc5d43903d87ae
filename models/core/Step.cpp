// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Step.h"

#include "JournalFile.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace kbz {

QJsonObject Step::toJson() const
{
    QJsonObject o{{QStringLiteral("kind"), kind}};
    if (actor >= 0)
        o.insert(QStringLiteral("actor"), actor);
    if (!payload.isEmpty())
        o.insert(QStringLiteral("payload"), payload);
    return o;
}

bool Step::fromJson(const QJsonObject &o, Step *step, QString *error)
{
    const QJsonValue kind = o.value(QStringLiteral("kind"));
    if (!kind.isString() || kind.toString().isEmpty()) {
        *error = QStringLiteral("\"kind\" must be a non-empty string");
        return false;
    }
    const QJsonValue actor = o.value(QStringLiteral("actor"));
    const std::optional<int> seat = JournalFile::actorFromJson(actor);
    if (!seat) {
        // The value as written, e.g. 0.5, 1e+308, "two" or true.
        const QByteArray shown =
            QJsonDocument(QJsonArray{actor}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
        *error =
            QStringLiteral(
                "\"actor\" must be a whole seat number (0, 1, ...) or -1 for the table, not %1")
                .arg(QString::fromUtf8(shown));
        return false;
    }
    const QJsonValue payload = o.value(QStringLiteral("payload"));
    if (!payload.isUndefined() && !payload.isObject()) {
        *error = QStringLiteral("\"payload\" must be an object");
        return false;
    }
    step->kind = kind.toString();
    step->actor = *seat;
    step->payload = payload.toObject();
    return true;
}

} // namespace kbz
