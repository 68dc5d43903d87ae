// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "CardLibraryFile.h"

#include <QByteArrayList>
#include <QJsonDocument>
#include <QJsonValue>

namespace kbz::cardlib {

namespace {

const QString kFormat = QStringLiteral("kibitzer-cards");
constexpr int kFileVersion = 1;

} // namespace

QByteArray cardFileText(const QString &kind, const QList<QJsonObject> &cards)
{
    QByteArrayList lines;
    lines.reserve(cards.size());
    for (const QJsonObject &c : cards)
        lines.append("  " + QJsonDocument(c).toJson(QJsonDocument::Compact));
    return "{\"format\": \"" + kFormat.toUtf8() +
           "\", \"version\": " + QByteArray::number(kFileVersion) + ", \"game\": \"" +
           kind.toUtf8() + "\",\n \"cards\": [\n" + lines.join(",\n") +
           (lines.isEmpty() ? "" : "\n") + " ]}\n";
}

std::optional<QJsonArray> cardFileArray(const QByteArray &text, const QString &kind, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error =
            QStringLiteral("not valid JSON at offset %1: %2").arg(pe.offset).arg(pe.errorString());
        return std::nullopt;
    }
    if (doc.isArray())
        return doc.array();
    const QJsonObject o = doc.object();
    const QJsonValue version = o.value(QStringLiteral("version"));
    const QString game = o.value(QStringLiteral("game")).toString();
    const QJsonValue cards = o.value(QStringLiteral("cards"));
    if (o.value(QStringLiteral("format")).toString() != kFormat)
        *error = QStringLiteral("not a card file: expected a JSON array of cards or an object "
                                "with \"format\": \"kibitzer-cards\"");
    else if (!version.isDouble() || version.toInt() < 1 || version.toInt() > kFileVersion)
        *error = QStringLiteral("card file version %1 is not supported (this Kibitzer reads "
                                "version %2)")
                     .arg(version.toVariant().toString())
                     .arg(kFileVersion);
    else if (game != kind)
        *error = QStringLiteral("the file holds cards of \"%1\", not of %2").arg(game, kind);
    else if (!cards.isArray())
        *error = QStringLiteral("\"cards\" must be a JSON array");
    else
        return cards.toArray();
    return std::nullopt;
}

} // namespace kbz::cardlib
