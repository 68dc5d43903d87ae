#include "Message.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace kbz {

namespace {

QString argText(const MessageArg &a, Lang lang)
{
    if (const auto *s = std::get_if<QString>(&a))
        return *s;
    return std::get<LocalizedName>(a).text(lang);
}

QString fill(QString text, const QList<MessageArg> &args, Lang lang)
{
    for (const MessageArg &a : args)
        text = text.arg(argText(a, lang));
    return text;
}

} // namespace

QString Message::text(Lang lang) const
{
    if (source.isEmpty())
        return {};
    const QString translated =
        context.isEmpty()
            ? source
            : QCoreApplication::translate(context.constData(), source.toUtf8().constData());
    return fill(translated, args, lang);
}

QString Message::english() const
{
    return fill(source, args, Lang::En);
}

QJsonObject Message::toJson() const
{
    QJsonArray a;
    for (const MessageArg &arg : args) {
        if (const auto *s = std::get_if<QString>(&arg))
            a.append(*s);
        else
            a.append(std::get<LocalizedName>(arg).toJson());
    }
    QJsonObject o{{QStringLiteral("context"), QString::fromUtf8(context)},
                  {QStringLiteral("text"), source}};
    if (!a.isEmpty())
        o.insert(QStringLiteral("args"), a);
    return o;
}

Message Message::fromJson(const QJsonObject &o)
{
    Message m;
    m.context = o.value(QStringLiteral("context")).toString().toUtf8();
    m.source = o.value(QStringLiteral("text")).toString();
    const QJsonArray a = o.value(QStringLiteral("args")).toArray();
    for (const QJsonValue &v : a) {
        if (v.isObject())
            m.args.append(LocalizedName::fromJson(v));
        else
            m.args.append(v.isString() ? v.toString() : v.toVariant().toString());
    }
    return m;
}

} // namespace kbz
