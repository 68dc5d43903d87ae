// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "NewGameMemory.h"

#include <QJsonDocument>
#include <QSettings>

namespace kbz::NewGameMemory {

namespace {

QString configKey(const QString &kind)
{
    return QStringLiteral("newGame/%1").arg(kind);
}

const QString kRecentKey = QStringLiteral("newGame/recentPlayers");

QStringList merged(const QStringList &first, const QStringList &then)
{
    QStringList out;
    for (const QStringList *list : {&first, &then})
        for (const QString &name : *list) {
            const QString n = name.trimmed();
            if (!n.isEmpty() && !out.contains(n) && out.size() < kMaxRecentNames)
                out.append(n);
        }
    return out;
}

} // namespace

std::optional<GameConfig> load(const QSettings &settings, const QString &kind)
{
    const QByteArray text = settings.value(configKey(kind)).toString().toUtf8();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    return GameConfig::fromJson(doc.object());
}

void store(QSettings &settings, const QString &kind, const GameConfig &config,
           const QStringList &names)
{
    GameConfig c = config;
    c.options.remove(QStringLiteral("cards")); // the table's library, read again next time
    settings.setValue(configKey(kind),
                      QString::fromUtf8(QJsonDocument(c.toJson()).toJson(QJsonDocument::Compact)));
    settings.setValue(kRecentKey, merged(names, recentNames(settings)));
}

QStringList recentNames(const QSettings &settings, const QStringList &earlier)
{
    return merged(settings.value(kRecentKey).toStringList(), earlier);
}

} // namespace kbz::NewGameMemory
