// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Message.h"
#include "MessageIn.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTranslator>

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

Message Message::followedBy(const QList<Message> &more) const
{
    Message m = *this;
    for (const Message &x : more)
        if (!x.isEmpty())
            m.then.append(x);
    return m;
}

namespace {

// A message's text, its sources translated by `tr` (context, source -> text or empty).
template <typename Translate> QString render(const Message &m, Lang lang, const Translate &tr)
{
    if (m.source.isEmpty())
        return {};
    QString translated = m.context.isEmpty() ? QString() : tr(m.context, m.source);
    if (translated.isEmpty())
        translated = m.source;
    QString out = fill(translated, m.args, lang);
    if (!m.then.isEmpty()) {
        //: Between a journal line's sentences ("A hits B for 2; B faints").
        const char *const separator = QT_TRANSLATE_NOOP("kbz::Message", "; ");
        QString sep = tr(QByteArray("kbz::Message"), QString::fromUtf8(separator));
        if (sep.isEmpty())
            sep = QString::fromUtf8(separator);
        for (const Message &x : m.then)
            out += sep + render(x, lang, tr);
    }
    return out;
}

} // namespace

QString Message::text(Lang lang) const
{
    return render(*this, lang, [](const QByteArray &context, const QString &source) {
        return QCoreApplication::translate(context.constData(), source.toUtf8().constData());
    });
}

QString messageIn(const Message &message, Lang lang, const QTranslator *translator)
{
    return render(message, lang, [translator](const QByteArray &context, const QString &source) {
        return translator ? translator->translate(context.constData(), source.toUtf8().constData())
                          : QString();
    });
}

QString Message::english() const
{
    QString out = fill(source, args, Lang::En);
    for (const Message &m : then)
        out += QStringLiteral("; ") + m.english();
    return out;
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
    if (!then.isEmpty()) {
        QJsonArray t;
        for (const Message &m : then)
            t.append(m.toJson());
        o.insert(QStringLiteral("then"), t);
    }
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
    for (const QJsonValue &v : o.value(QStringLiteral("then")).toArray())
        m.then.append(Message::fromJson(v.toObject()));
    return m;
}

} // namespace kbz
