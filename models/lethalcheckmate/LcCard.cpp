// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcCard.h"

#include "core/CardList.h"

#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace kbz::lc {

namespace {

const QString kId = QStringLiteral("id");
const QString kName = QStringLiteral("name");
const QString kType = QStringLiteral("type");
const QString kPattern = QStringLiteral("pattern");
const QString kAttack = QStringLiteral("attack");
const QString kEscape = QStringLiteral("escape");
const QString kText = QStringLiteral("text");

bool isSmallInt(const QJsonValue &v, int limit)
{
    if (!v.isDouble())
        return false;
    // The range first: converting a double outside int's range (1e308) is undefined behaviour.
    const double d = v.toDouble();
    return d >= -limit && d <= limit && d == std::trunc(d);
}

} // namespace

QString cardTypeCode(CardType type)
{
    return type == CardType::Arms ? QStringLiteral("arms") : QStringLiteral("move");
}

std::optional<CardType> cardTypeFromCode(const QString &code)
{
    const QString c = code.trimmed().toLower();
    if (c == QLatin1String("arms") || c == QLatin1String("a"))
        return CardType::Arms;
    if (c == QLatin1String("move") || c == QLatin1String("m"))
        return CardType::Move;
    return std::nullopt;
}

QJsonObject LcCard::toJson() const
{
    QJsonArray p;
    for (const QPoint &pt : pattern)
        p.append(QJsonArray{pt.x(), pt.y()});
    QJsonObject o{{kId, id},     {kName, name.toJson()}, {kType, cardTypeCode(type)},
                  {kPattern, p}, {kAttack, attackPhase}, {kEscape, escapePhase}};
    if (!text.isEmpty())
        o.insert(kText, text.toJson());
    return o;
}

std::optional<LcCard> LcCard::fromJson(const QJsonValue &value, QString *error)
{
    QJsonObject o;
    LcCard c;
    if (!readCardIdentity(value, &o, &c.id, &c.name, error))
        return std::nullopt;
    const auto type = cardTypeFromCode(o.value(kType).toString());
    if (!o.value(kType).isString() || !type) {
        *error = QStringLiteral("\"type\" must be \"arms\" or \"move\"");
        return std::nullopt;
    }
    c.type = *type;
    const QJsonValue pattern = o.value(kPattern);
    if (!pattern.isArray() || pattern.toArray().isEmpty()) {
        *error = QStringLiteral("\"pattern\" must be a non-empty array of [dx, dy] pairs");
        return std::nullopt;
    }
    const QJsonArray pa = pattern.toArray();
    for (qsizetype i = 0; i < pa.size(); ++i) {
        const QJsonArray pair = pa.at(i).toArray();
        if (!pa.at(i).isArray() || pair.size() != 2 || !isSmallInt(pair.at(0), 2) ||
            !isSmallInt(pair.at(1), 3) || (pair.at(0).toInt() == 0 && pair.at(1).toInt() == 0)) {
            *error = QStringLiteral("\"pattern\" entry %1 must be [dx, dy] with dx in -2..2, "
                                    "dy in -3..3, not [0, 0]")
                         .arg(i);
            return std::nullopt;
        }
        const QPoint pt(pair.at(0).toInt(), pair.at(1).toInt());
        if (!c.pattern.contains(pt))
            c.pattern.append(pt);
    }
    for (const QString &key : {kAttack, kEscape}) {
        const QJsonValue v = o.value(key);
        if (!v.isUndefined() && !v.isBool()) {
            *error = QStringLiteral("\"%1\" must be true or false").arg(key);
            return std::nullopt;
        }
    }
    c.attackPhase = o.value(kAttack).toBool(true);
    c.escapePhase = o.value(kEscape).toBool(c.type == CardType::Move);
    if (o.contains(kText)) {
        if (!isLocalizedNameJson(o.value(kText))) {
            *error = QStringLiteral("\"text\" must be a string or an object {\"en\", \"ja\"}");
            return std::nullopt;
        }
        c.text = LocalizedName::fromJson(o.value(kText));
    }
    return c;
}

LcCardLibrary::LcCardLibrary(QList<LcCard> cards)
    : m_cards(std::move(cards))
{}

const LcCard *LcCardLibrary::find(const QString &id) const
{
    for (const LcCard &c : m_cards)
        if (c.id == id)
            return &c;
    return nullptr;
}

QJsonArray LcCardLibrary::toJson() const
{
    QJsonArray a;
    for (const LcCard &c : m_cards)
        a.append(c.toJson());
    return a;
}

std::optional<LcCardLibrary> LcCardLibrary::fromJson(const QJsonValue &value, QString *error)
{
    std::optional<QList<LcCard>> parsed = parseCardArray<LcCard>(value, error);
    if (!parsed)
        return std::nullopt;
    const QList<LcCard> &cards = *parsed;
    return LcCardLibrary(cards);
}

std::optional<LcCardLibrary> LcCardLibrary::fromJsonText(const QByteArray &text, QString *error)
{
    const std::optional<QJsonArray> array = parseCardArrayText(text, error);
    if (!array)
        return std::nullopt;
    return fromJson(*array, error);
}

const LcCardLibrary &LcCardLibrary::shipped()
{
    static const LcCardLibrary library = [] {
        QFile f(QStringLiteral(":/cards/lethal-checkmate.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            qWarning("Lethal Checkmate: the shipped card library resource is missing");
            return LcCardLibrary();
        }
        QString error;
        auto lib = fromJsonText(f.readAll(), &error);
        if (!lib) {
            qWarning("Lethal Checkmate: the shipped card library is invalid: %s",
                     qPrintable(error));
            return LcCardLibrary();
        }
        return *lib;
    }();
    return library;
}

} // namespace kbz::lc
