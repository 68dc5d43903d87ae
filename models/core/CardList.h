// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QString>

#include "Lang.h"
#include <optional>

namespace kbz {

// A bilingual name in a card file: a non-empty string, or {"en", "ja"} with at least one.
inline bool isLocalizedNameJson(const QJsonValue &v)
{
    if (v.isString())
        return !v.toString().isEmpty();
    if (!v.isObject())
        return false;
    const QJsonObject o = v.toObject();
    const QJsonValue en = o.value(QStringLiteral("en"));
    const QJsonValue ja = o.value(QStringLiteral("ja"));
    if ((!en.isUndefined() && !en.isString()) || (!ja.isUndefined() && !ja.isString()))
        return false;
    return !en.toString().isEmpty() || !ja.toString().isEmpty();
}

// The part every game's card shares: a JSON object with an "id" (lower-case a-z 0-9 . _ -)
// and a bilingual "name". Fills *object, *id and *name; false with *error otherwise.
inline bool readCardIdentity(const QJsonValue &value, QJsonObject *object, QString *id,
                             LocalizedName *name, QString *error)
{
    if (!value.isObject()) {
        *error = QStringLiteral("a card must be a JSON object");
        return false;
    }
    *object = value.toObject();
    static const QRegularExpression idRe(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
    const QJsonValue idValue = object->value(QStringLiteral("id"));
    if (!idValue.isString() || !idRe.match(idValue.toString()).hasMatch()) {
        *error = QStringLiteral("\"id\" must be a non-empty lower-case string (a-z, 0-9, . _ -)");
        return false;
    }
    const QJsonValue nameValue = object->value(QStringLiteral("name"));
    if (!isLocalizedNameJson(nameValue)) {
        *error = QStringLiteral("\"name\" must be a string or an object {\"en\", \"ja\"}");
        return false;
    }
    *id = idValue.toString();
    *name = LocalizedName::fromJson(nameValue);
    return true;
}

// Reads a JSON array of cards of any game: each element through Card::fromJson(value, &why),
// ids unique. On failure *error names the card's index and what is wrong.
template <typename Card>
std::optional<QList<Card>> parseCardArray(const QJsonValue &value, QString *error)
{
    if (!value.isArray()) {
        *error = QStringLiteral("the card list must be a JSON array");
        return std::nullopt;
    }
    const QJsonArray a = value.toArray();
    QList<Card> cards;
    cards.reserve(a.size());
    QSet<QString> ids;
    for (qsizetype i = 0; i < a.size(); ++i) {
        QString why;
        std::optional<Card> card = Card::fromJson(a.at(i), &why);
        if (!card) {
            *error = QStringLiteral("card %1: %2").arg(i).arg(why);
            return std::nullopt;
        }
        if (ids.contains(card->id)) {
            *error = QStringLiteral("card %1: duplicate id \"%2\"").arg(i).arg(card->id);
            return std::nullopt;
        }
        ids.insert(card->id);
        cards.append(std::move(*card));
    }
    return cards;
}

// Reads a card file's text as a JSON array (then parse it with the game's fromJson).
inline std::optional<QJsonArray> parseCardArrayText(const QByteArray &text, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error =
            QStringLiteral("not valid JSON at offset %1: %2").arg(pe.offset).arg(pe.errorString());
        return std::nullopt;
    }
    if (!doc.isArray()) {
        *error = QStringLiteral("the card list must be a JSON array");
        return std::nullopt;
    }
    return doc.array();
}

} // namespace kbz
