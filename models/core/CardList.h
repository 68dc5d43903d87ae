#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QList>
#include <QSet>
#include <QString>
#include <optional>

namespace kbz {

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
