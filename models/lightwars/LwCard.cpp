// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwCard.h"

#include "core/CardList.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>

namespace kbz::lw {

namespace {

const QString kType = QStringLiteral("type");
const QString kKing = QStringLiteral("king");
const QString kSkills = QStringLiteral("skills");
const QString kText = QStringLiteral("text");

constexpr int kMaxFigure = 99;

// The whole-number figures: JSON key, member, whether only units have it.
struct IntField
{
    const char *key;
    std::optional<int> LwCard::*member;
    bool unitOnly;
};

const IntField kIntFields[] = {
    {"cost", &LwCard::cost, false},
    {"attack", &LwCard::attack, true},
    {"move", &LwCard::move, true},
};

bool isInt(const QJsonValue &v, int min, int max)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return d >= min && d <= max && d == double(int(d));
}

bool readFigures(const QJsonObject &o, LwCard &c, QString *error)
{
    for (const IntField &f : kIntFields) {
        const QJsonValue v = o.value(QLatin1String(f.key));
        if (v.isUndefined() || v.isNull())
            continue;
        if (f.unitOnly && c.isTactic()) {
            *error = QStringLiteral("a tactics tile has no \"%1\"").arg(QLatin1String(f.key));
            return false;
        }
        if (!isInt(v, 0, kMaxFigure)) {
            *error = QStringLiteral("\"%1\" must be a whole number from 0 to %2 (or null)")
                         .arg(QLatin1String(f.key))
                         .arg(kMaxFigure);
            return false;
        }
        c.*(f.member) = v.toInt();
    }
    return true;
}

bool readSkills(const QJsonObject &o, LwCard &c, QString *error)
{
    const QJsonValue v = o.value(kSkills);
    if (v.isUndefined() || v.isNull())
        return true;
    if (c.isTactic()) {
        *error = QStringLiteral("a tactics tile has no \"skills\"");
        return false;
    }
    static const QRegularExpression skillRe(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
    if (!v.isArray()) {
        *error = QStringLiteral("\"skills\" must be an array of skill ids");
        return false;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString s = a.at(i).toString();
        if (!a.at(i).isString() || !skillRe.match(s).hasMatch()) {
            *error = QStringLiteral("skill %1 must be a lower-case id such as \"shoot\" or "
                                    "\"pike\"")
                         .arg(i);
            return false;
        }
        if (c.skills.contains(s)) {
            *error = QStringLiteral("the skill \"%1\" is listed twice").arg(s);
            return false;
        }
        c.skills.append(s);
    }
    return true;
}

// A map card: the board's fields and nothing of a unit's or a tile's.
std::optional<LwCard> mapFromJson(const QJsonObject &o, LwCard c, QString *error)
{
    c.type = CardType::Map;
    for (const char *key : {"king", "cost", "attack", "move", "skills", "text"}) {
        if (o.contains(QLatin1String(key))) {
            *error = QStringLiteral("a map has no \"%1\"").arg(QLatin1String(key));
            return std::nullopt;
        }
    }
    QString why;
    c.map = LwMap::fromJson(o, &why);
    if (!c.map) {
        *error = QStringLiteral("map: %1").arg(why);
        return std::nullopt;
    }
    return c;
}

} // namespace

QString cardTypeCode(CardType type)
{
    switch (type) {
    case CardType::Tactic:
        return QStringLiteral("tactic");
    case CardType::Map:
        return QStringLiteral("map");
    case CardType::Unit:
        break;
    }
    return QStringLiteral("unit");
}

QJsonObject LwCard::toJson() const
{
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("name"), name.toJson()},
                  {kType, cardTypeCode(type)}};
    if (king)
        o.insert(kKing, true);
    for (const IntField &f : kIntFields)
        if (this->*(f.member))
            o.insert(QLatin1String(f.key), *(this->*(f.member)));
    if (!skills.isEmpty())
        o.insert(kSkills, QJsonArray::fromStringList(skills));
    if (!text.isEmpty())
        o.insert(kText, text.toJson());
    if (map)
        map->writeJson(o);
    return o;
}

std::optional<LwCard> LwCard::fromJson(const QJsonValue &value, QString *error)
{
    QJsonObject o;
    LwCard c;
    if (!readCardIdentity(value, &o, &c.id, &c.name, error))
        return std::nullopt;
    const QJsonValue type = o.value(kType);
    if (type == QJsonValue(QStringLiteral("map")))
        return mapFromJson(o, std::move(c), error);
    if (type != QJsonValue(QStringLiteral("unit")) &&
        type != QJsonValue(QStringLiteral("tactic"))) {
        *error = QStringLiteral("\"type\" must be \"unit\", \"tactic\" or \"map\"");
        return std::nullopt;
    }
    c.type = type.toString() == QLatin1String("tactic") ? CardType::Tactic : CardType::Unit;
    const QJsonValue king = o.value(kKing);
    if (!king.isUndefined() && !king.isBool()) {
        *error = QStringLiteral("\"king\" must be true or false");
        return std::nullopt;
    }
    c.king = king.toBool();
    if (c.king && c.isTactic()) {
        *error = QStringLiteral("a tactics tile cannot be the king");
        return std::nullopt;
    }
    if (!readFigures(o, c, error) || !readSkills(o, c, error))
        return std::nullopt;
    if (c.king && c.cost.value_or(0) != 0) {
        *error = QStringLiteral("the king costs 0");
        return std::nullopt;
    }
    const QJsonValue text = o.value(kText);
    if (!text.isUndefined() && !text.isNull()) {
        if (!isLocalizedNameJson(text)) {
            *error = QStringLiteral("\"text\" must be a string or an object {\"en\", \"ja\"}");
            return std::nullopt;
        }
        c.text = LocalizedName::fromJson(text);
    }
    return c;
}

LwCardLibrary::LwCardLibrary(QList<LwCard> cards)
    : m_cards(std::move(cards))
{}

const LwCard *LwCardLibrary::find(const QString &id) const
{
    for (const LwCard &c : m_cards)
        if (c.id == id)
            return &c;
    return nullptr;
}

void LwCardLibrary::put(const LwCard &card)
{
    for (LwCard &c : m_cards) {
        if (c.id == card.id) {
            c = card;
            return;
        }
    }
    m_cards.append(card);
}

const LwMap *LwCardLibrary::map() const
{
    for (const LwCard &c : m_cards)
        if (c.isMap() && c.map)
            return &*c.map;
    return nullptr;
}

QJsonArray LwCardLibrary::toJson() const
{
    QJsonArray a;
    for (const LwCard &c : m_cards)
        a.append(c.toJson());
    return a;
}

std::optional<LwCardLibrary> LwCardLibrary::fromJson(const QJsonValue &value, QString *error)
{
    std::optional<QList<LwCard>> parsed = parseCardArray<LwCard>(value, error);
    if (!parsed)
        return std::nullopt;
    return LwCardLibrary(*parsed);
}

std::optional<LwCardLibrary> LwCardLibrary::fromJsonText(const QByteArray &text, QString *error)
{
    const std::optional<QJsonArray> array = parseCardArrayText(text, error);
    if (!array)
        return std::nullopt;
    return fromJson(*array, error);
}

const LwCardLibrary &LwCardLibrary::shipped()
{
    static const LwCardLibrary library = [] {
        QFile f(QStringLiteral(":/cards/light-wars.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            qWarning("Light Wars: the shipped card library resource is missing");
            return LwCardLibrary();
        }
        QString error;
        auto lib = fromJsonText(f.readAll(), &error);
        if (!lib) {
            qWarning("Light Wars: the shipped card library is invalid: %s", qPrintable(error));
            return LwCardLibrary();
        }
        return *lib;
    }();
    return library;
}

} // namespace kbz::lw
