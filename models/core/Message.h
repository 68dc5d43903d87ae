// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Lang.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <variant>

namespace kbz {

// One argument of a Message: plain text (a number, a square) or a bilingual data name.
using MessageArg = std::variant<QString, LocalizedName>;

// A user-visible sentence built in the models layer without knowing the UI language: the
// translation context and English source text (marked with QT_TRANSLATE_NOOP so lupdate sees
// it) plus arguments. text() translates with the installed QTranslator at display time, so a
// language switch re-renders journaled findings too.
struct Message
{
    QByteArray context; // translation context, e.g. "kbz::<game>::Engine"
    QString source;     // English source text with %1, %2 ... placeholders
    QList<MessageArg> args;
    // Sentences that follow this one, each translated on its own and joined in the language's
    // way ("; " in English, "。" in Japanese): a journal line and its consequences ("the goblin
    // hits the knight for 2; the knight faints").
    QList<Message> then;

    Message() = default;
    Message(const char *ctx, const char *src, QList<MessageArg> a = {})
        : context(ctx)
        , source(QString::fromUtf8(src))
        , args(std::move(a))
    {}

    bool isEmpty() const { return source.isEmpty(); }
    // This message with `more` appended as following sentences.
    Message followedBy(const QList<Message> &more) const;
    QString text(Lang lang) const;
    QString english() const; // untranslated, for logs and the CLI's JSON

    QJsonObject toJson() const;
    static Message fromJson(const QJsonObject &o);

    friend bool operator==(const Message &a, const Message &b)
    {
        return a.context == b.context && a.source == b.source && a.args == b.args &&
               a.then == b.then;
    }
};

// Convenience for building arguments.
inline MessageArg arg(int n)
{
    return QString::number(n);
}
inline MessageArg arg(const QString &s)
{
    return s;
}
inline MessageArg arg(const LocalizedName &n)
{
    return n;
}

} // namespace kbz
