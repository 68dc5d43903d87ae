#include "Step.h"

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
    if (!actor.isUndefined() && !actor.isNull() && !actor.isDouble()) {
        *error = QStringLiteral("\"actor\" must be a seat number");
        return false;
    }
    const QJsonValue payload = o.value(QStringLiteral("payload"));
    if (!payload.isUndefined() && !payload.isObject()) {
        *error = QStringLiteral("\"payload\" must be an object");
        return false;
    }
    step->kind = kind.toString();
    step->actor = actor.isDouble() ? actor.toInt(-1) : -1;
    step->payload = payload.toObject();
    return true;
}

} // namespace kbz
