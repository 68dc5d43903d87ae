// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrCard.h"

#include "core/CardList.h"

#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

namespace kbz::rr {

namespace {

const QString kId = QStringLiteral("id");
const QString kName = QStringLiteral("name");
const QString kType = QStringLiteral("type");
const QString kLevelUp = QStringLiteral("levelUp");
const QString kUpgrade = QStringLiteral("upgrade");
const QString kRange = QStringLiteral("range");
const QString kSkill = QStringLiteral("skill");
const QString kTargeting = QStringLiteral("targeting");
const QString kColour = QStringLiteral("colour");

// The whole-number figures: JSON key, member, allowed bounds.
struct IntField
{
    const char *key;
    std::optional<int> RrCard::*member;
    int min;
    int max;
};

const IntField kIntFields[] = {
    {"hp", &RrCard::hp, 1, 99},
    {"move", &RrCard::move, 0, 9},
    {"modifier", &RrCard::modifier, -9, 9},
    {"amount", &RrCard::amount, 1, 9},
    {"times", &RrCard::times, 1, 9},
    {"defence", &RrCard::defence, 0, 99},
    {"damage", &RrCard::damage, 0, 9},
    {"threat", &RrCard::threat, -9, 99},
};

bool isInt(const QJsonValue &v, int min, int max)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return d >= min && d <= max && d == double(int(d));
}

std::optional<SkillKind> skillFromCode(const QString &c)
{
    for (SkillKind k : {SkillKind::Dice, SkillKind::Fixed, SkillKind::Heal, SkillKind::Bard,
                        SkillKind::Attack, SkillKind::Special})
        if (skillKindCode(k) == c)
            return k;
    return std::nullopt;
}

std::optional<RrRange> rangeFromJson(const QJsonValue &v, QString *error)
{
    if (v.isString() && v.toString() == QLatin1String("board"))
        return RrRange{true, {}};
    if (!v.isArray() || v.toArray().isEmpty()) {
        *error = QStringLiteral("\"range\" must be \"board\" or a non-empty array of [dx, dy]");
        return std::nullopt;
    }
    RrRange r;
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QJsonArray pair = a.at(i).toArray();
        if (!a.at(i).isArray() || pair.size() != 2 || !isInt(pair.at(0), -6, 6) ||
            !isInt(pair.at(1), -2, 2)) {
            *error = QStringLiteral("\"range\" entry %1 must be [dx, dy] with dx in -6..6 and dy "
                                    "in -2..2")
                         .arg(i);
            return std::nullopt;
        }
        const QPoint pt(pair.at(0).toInt(), pair.at(1).toInt());
        if (r.squares.contains(pt)) {
            *error = QStringLiteral("\"range\" entry %1 repeats a square").arg(i);
            return std::nullopt;
        }
        r.squares.append(pt);
    }
    return r;
}

// Reads the optional fields present in `o` into `c` (absent = unchanged, null = unknown).
bool readFields(const QJsonObject &o, RrCard &c, QString *error)
{
    for (const IntField &f : kIntFields) {
        const QJsonValue v = o.value(QLatin1String(f.key));
        if (v.isUndefined())
            continue;
        if (v.isNull()) {
            c.*(f.member) = std::nullopt;
            continue;
        }
        if (!isInt(v, f.min, f.max)) {
            *error = QStringLiteral("\"%1\" must be a whole number from %2 to %3 (or null)")
                         .arg(QLatin1String(f.key))
                         .arg(f.min)
                         .arg(f.max);
            return false;
        }
        c.*(f.member) = v.toInt();
    }
    if (o.contains(kLevelUp)) {
        if (!o.value(kLevelUp).isBool()) {
            *error = QStringLiteral("\"levelUp\" must be true or false");
            return false;
        }
        c.levelUp = o.value(kLevelUp).toBool();
    }
    if (o.contains(kUpgrade)) {
        const QJsonValue v = o.value(kUpgrade);
        if (!v.isNull() && (!v.isString() || v.toString().isEmpty())) {
            *error = QStringLiteral("\"upgrade\" must be a card id (or null)");
            return false;
        }
        c.upgrade = v.toString();
    }
    if (o.contains(kRange)) {
        const QJsonValue v = o.value(kRange);
        if (v.isNull()) {
            c.range = std::nullopt;
        } else {
            auto r = rangeFromJson(v, error);
            if (!r)
                return false;
            c.range = *r;
        }
    }
    if (o.contains(kSkill)) {
        const QJsonValue v = o.value(kSkill);
        const auto k = skillFromCode(v.toString());
        if (!v.isNull() && !k) {
            *error = QStringLiteral("\"skill\" must be dice, fixed, heal, bard, attack, special "
                                    "(or null)");
            return false;
        }
        c.skill = k.value_or(SkillKind::Unknown);
    }
    if (o.contains(kTargeting)) {
        const QString t = o.value(kTargeting).toString();
        if (!o.value(kTargeting).isNull() && t != QLatin1String("single") &&
            t != QLatin1String("area")) {
            *error = QStringLiteral("\"targeting\" must be single, area (or null)");
            return false;
        }
        c.targeting = t == QLatin1String("single") ? Targeting::Single
                      : t == QLatin1String("area") ? Targeting::Area
                                                   : Targeting::Unknown;
    }
    if (o.contains(kColour)) {
        const QString t = o.value(kColour).toString();
        if (!o.value(kColour).isNull() && t != QLatin1String("red") && t != QLatin1String("blue")) {
            *error = QStringLiteral("\"colour\" must be red, blue (or null)");
            return false;
        }
        c.colour = t == QLatin1String("red")    ? ThreatColour::Red
                   : t == QLatin1String("blue") ? ThreatColour::Blue
                                                : ThreatColour::Unknown;
    }
    return true;
}

} // namespace

QString cardTypeCode(CardType type)
{
    return type == CardType::Monster ? QStringLiteral("monster") : QStringLiteral("unit");
}

QString skillKindCode(SkillKind kind)
{
    switch (kind) {
    case SkillKind::Unknown:
        return {};
    case SkillKind::Dice:
        return QStringLiteral("dice");
    case SkillKind::Fixed:
        return QStringLiteral("fixed");
    case SkillKind::Heal:
        return QStringLiteral("heal");
    case SkillKind::Bard:
        return QStringLiteral("bard");
    case SkillKind::Attack:
        return QStringLiteral("attack");
    case SkillKind::Special:
        return QStringLiteral("special");
    }
    return {};
}

QString targetingCode(Targeting t)
{
    return t == Targeting::Single ? QStringLiteral("single")
           : t == Targeting::Area ? QStringLiteral("area")
                                  : QString();
}

QString colourCode(ThreatColour c)
{
    return c == ThreatColour::Red    ? QStringLiteral("red")
           : c == ThreatColour::Blue ? QStringLiteral("blue")
                                     : QString();
}

QJsonValue RrRange::toJson() const
{
    if (board)
        return QStringLiteral("board");
    QJsonArray a;
    for (const QPoint &p : squares)
        a.append(QJsonArray{p.x(), p.y()});
    return a;
}

QJsonObject RrCard::toJson() const
{
    QJsonObject o{{kId, id}, {kName, name.toJson()}, {kType, cardTypeCode(type)}};
    if (levelUp)
        o.insert(kLevelUp, true);
    if (!upgrade.isEmpty())
        o.insert(kUpgrade, upgrade);
    for (const IntField &f : kIntFields)
        if ((this->*(f.member)))
            o.insert(QLatin1String(f.key), *(this->*(f.member)));
    if (range)
        o.insert(kRange, range->toJson());
    if (skill != SkillKind::Unknown)
        o.insert(kSkill, skillKindCode(skill));
    if (targeting != Targeting::Unknown)
        o.insert(kTargeting, targetingCode(targeting));
    if (colour != ThreatColour::Unknown)
        o.insert(kColour, colourCode(colour));
    return o;
}

std::optional<RrCard> RrCard::fromJson(const QJsonValue &value, QString *error)
{
    QJsonObject o;
    RrCard c;
    if (!readCardIdentity(value, &o, &c.id, &c.name, error))
        return std::nullopt;
    const QString type = o.value(kType).toString();
    if (type != QLatin1String("unit") && type != QLatin1String("monster")) {
        *error = QStringLiteral("\"type\" must be \"unit\" or \"monster\"");
        return std::nullopt;
    }
    c.type = type == QLatin1String("monster") ? CardType::Monster : CardType::Unit;
    if (!readFields(o, c, error))
        return std::nullopt;
    return c;
}

bool RrCard::amend(const QJsonObject &o, QString *error)
{
    RrCard copy = *this;
    if (!readFields(o, copy, error))
        return false;
    *this = copy;
    return true;
}

RrCardLibrary::RrCardLibrary(QList<RrCard> cards)
    : m_cards(std::move(cards))
{}

const RrCard *RrCardLibrary::find(const QString &id) const
{
    for (const RrCard &c : m_cards)
        if (c.id == id)
            return &c;
    return nullptr;
}

void RrCardLibrary::put(const RrCard &card)
{
    for (RrCard &c : m_cards) {
        if (c.id == card.id) {
            c = card;
            return;
        }
    }
    m_cards.append(card);
}

QJsonArray RrCardLibrary::toJson() const
{
    QJsonArray a;
    for (const RrCard &c : m_cards)
        a.append(c.toJson());
    return a;
}

std::optional<RrCardLibrary> RrCardLibrary::fromJson(const QJsonValue &value, QString *error)
{
    std::optional<QList<RrCard>> parsed = parseCardArray<RrCard>(value, error);
    if (!parsed)
        return std::nullopt;
    const QList<RrCard> &cards = *parsed;
    QSet<QString> ids;
    for (const RrCard &c : cards)
        ids.insert(c.id);
    for (qsizetype i = 0; i < cards.size(); ++i) {
        const RrCard &c = cards.at(i);
        if (!c.upgrade.isEmpty() && !ids.contains(c.upgrade)) {
            *error = QStringLiteral("card %1: \"upgrade\" names the unknown card \"%2\"")
                         .arg(i)
                         .arg(c.upgrade);
            return std::nullopt;
        }
    }
    return RrCardLibrary(cards);
}

std::optional<RrCardLibrary> RrCardLibrary::fromJsonText(const QByteArray &text, QString *error)
{
    const std::optional<QJsonArray> array = parseCardArrayText(text, error);
    if (!array)
        return std::nullopt;
    return fromJson(*array, error);
}

const RrCardLibrary &RrCardLibrary::shipped()
{
    static const RrCardLibrary library = [] {
        QFile f(QStringLiteral(":/cards/rook-raiders.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            qWarning("Rook & Raiders: the shipped card library resource is missing");
            return RrCardLibrary();
        }
        QString error;
        auto lib = fromJsonText(f.readAll(), &error);
        if (!lib) {
            qWarning("Rook & Raiders: the shipped card library is invalid: %s", qPrintable(error));
            return RrCardLibrary();
        }
        return *lib;
    }();
    return library;
}

} // namespace kbz::rr
