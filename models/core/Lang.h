// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QJsonValue>
#include <QString>

namespace kbz {

// The two languages Kibitzer speaks. The UI language and the rule-lookup language are chosen
// independently; data (card, unit and monster names) carries both spellings.
enum class Lang { En, Ja };

QString langCode(Lang lang); // "en" / "ja"
Lang langFromCode(const QString &code, Lang fallback = Lang::En);

// A name a player sees that is data, not code: both spellings travel together.
struct LocalizedName
{
    QString en;
    QString ja;

    QString text(Lang lang) const;
    bool isEmpty() const { return en.isEmpty() && ja.isEmpty(); }
    QJsonValue toJson() const;
    static LocalizedName fromJson(const QJsonValue &value);
    friend bool operator==(const LocalizedName &, const LocalizedName &) = default;
};

} // namespace kbz
