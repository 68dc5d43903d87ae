// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowCard.h"

#include "core/CardList.h"

#include <QFile>
#include <QJsonDocument>
#include <QSet>

namespace kbz::low {

namespace {

const QString kArmy = QStringLiteral("army");
const QString kRank = QStringLiteral("rank");
const QString kClass = QStringLiteral("class");
const QString kDefence = QStringLiteral("defence");
const QString kAttack = QStringLiteral("attack");
const QString kRanged = QStringLiteral("ranged");
const QString kDamage = QStringLiteral("damage");
const QString kTargets = QStringLiteral("targets");
const QString kCopies = QStringLiteral("copies");

constexpr const char *kDirectionCodes[kDirections] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
constexpr int kMaxValue = 99;
constexpr int kMaxReach = 9; // target grid offsets: -9..9 squares

bool isInt(const QJsonValue &v, int min, int max)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return d >= min && d <= max && d == double(int(d));
}

const char *trContext = "kbz::low::LowCard";

} // namespace

QString rankCode(Rank rank)
{
    switch (rank) {
    case Rank::General:
        return QStringLiteral("general");
    case Rank::Command:
        return QStringLiteral("command");
    case Rank::Special:
        return QStringLiteral("special");
    case Rank::Elite:
        return QStringLiteral("elite");
    case Rank::Veteran:
        return QStringLiteral("veteran");
    case Rank::Regular:
        return QStringLiteral("regular");
    case Rank::Conscript:
        return QStringLiteral("conscript");
    }
    return {};
}

QString classCode(UnitClass cls)
{
    switch (cls) {
    case UnitClass::Infantry:
        return QStringLiteral("infantry");
    case UnitClass::Spear:
        return QStringLiteral("spear");
    case UnitClass::Cavalry:
        return QStringLiteral("cavalry");
    case UnitClass::Ranged:
        return QStringLiteral("ranged");
    case UnitClass::Berserker:
        return QStringLiteral("berserker");
    }
    return {};
}

std::optional<Rank> rankFromCode(const QString &code)
{
    for (Rank r : kRanks)
        if (rankCode(r) == code)
            return r;
    return std::nullopt;
}

std::optional<UnitClass> classFromCode(const QString &code)
{
    for (UnitClass c : kClasses)
        if (classCode(c) == code)
            return c;
    return std::nullopt;
}

Message rankName(Rank rank)
{
    switch (rank) {
    case Rank::General:
        return Message(trContext, QT_TRANSLATE_NOOP("kbz::low::LowCard", "General"));
    case Rank::Command:
        return Message(trContext, QT_TRANSLATE_NOOP("kbz::low::LowCard", "Commander"));
    case Rank::Special:
        return Message(trContext, QT_TRANSLATE_NOOP("kbz::low::LowCard", "Special"));
    case Rank::Elite:
        return Message(trContext, QT_TRANSLATE_NOOP("kbz::low::LowCard", "Elite"));
    case Rank::Veteran:
        return Message(trContext, QT_TRANSLATE_NOOP("kbz::low::LowCard", "Veteran"));
    case Rank::Regular:
        return Message(trContext, QT_TRANSLATE_NOOP("kbz::low::LowCard", "Regular"));
    case Rank::Conscript:
        return Message(trContext, QT_TRANSLATE_NOOP("kbz::low::LowCard", "Conscript"));
    }
    return {};
}

Message className(UnitClass cls)
{
    switch (cls) {
    case UnitClass::Infantry:
        return Message(trContext, QT_TRANSLATE_NOOP("kbz::low::LowCard", "Infantry"));
    case UnitClass::Spear:
        return Message(trContext, QT_TRANSLATE_NOOP("kbz::low::LowCard", "Spear"));
    case UnitClass::Cavalry:
        return Message(trContext, QT_TRANSLATE_NOOP("kbz::low::LowCard", "Cavalry"));
    case UnitClass::Ranged:
        return Message(trContext, QT_TRANSLATE_NOOP("kbz::low::LowCard", "Ranged"));
    case UnitClass::Berserker:
        return Message(trContext, QT_TRANSLATE_NOOP("kbz::low::LowCard", "Berserker"));
    }
    return {};
}

QString directionCode(int dir)
{
    return dir >= 0 && dir < kDirections ? QString::fromLatin1(kDirectionCodes[dir]) : QString();
}

std::optional<int> directionFromCode(const QString &code)
{
    for (int d = 0; d < kDirections; ++d)
        if (code == QLatin1String(kDirectionCodes[d]))
            return d;
    return std::nullopt;
}

QPoint directionOffset(int dir)
{
    static constexpr QPoint offsets[kDirections] = {{0, 1},  {1, 1},   {1, 0},  {1, -1},
                                                    {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    return dir >= 0 && dir < kDirections ? offsets[dir] : QPoint();
}

QJsonObject LowCard::toJson() const
{
    QJsonObject o{{QStringLiteral("id"), id},
                  {kArmy, army},
                  {QStringLiteral("name"), name.toJson()},
                  {kRank, rankCode(rank)},
                  {kClass, classCode(cls)},
                  {kDefence, defence}};
    QJsonObject arrows;
    for (int d = 0; d < kDirections; ++d)
        if (attack[d] > 0)
            arrows.insert(directionCode(d), attack[d]);
    o.insert(kAttack, arrows);
    if (rangedDamage > 0 || !rangedTargets.isEmpty()) {
        QJsonArray targets;
        for (const QPoint &p : rangedTargets)
            targets.append(QJsonArray{p.x(), p.y()});
        o.insert(kRanged, QJsonObject{{kDamage, rangedDamage}, {kTargets, targets}});
    }
    o.insert(kCopies, copies);
    return o;
}

std::optional<LowCard> LowCard::fromJson(const QJsonValue &value, QString *error)
{
    QJsonObject o;
    LowCard c;
    if (!readCardIdentity(value, &o, &c.id, &c.name, error))
        return std::nullopt;
    const QJsonValue army = o.value(kArmy);
    if (!army.isString() || army.toString().trimmed().isEmpty()) {
        *error = QStringLiteral("\"army\" must be a non-empty string");
        return std::nullopt;
    }
    c.army = army.toString().trimmed();
    const auto rank = rankFromCode(o.value(kRank).toString());
    if (!rank) {
        *error = QStringLiteral("\"rank\" must be general, command, special, elite, veteran, "
                                "regular or conscript");
        return std::nullopt;
    }
    c.rank = *rank;
    const auto cls = classFromCode(o.value(kClass).toString());
    if (!cls) {
        *error = QStringLiteral("\"class\" must be infantry, spear, cavalry, ranged or berserker");
        return std::nullopt;
    }
    c.cls = *cls;
    if (!isInt(o.value(kDefence), 0, kMaxValue)) {
        *error = QStringLiteral("\"defence\" must be a whole number from 0 to %1").arg(kMaxValue);
        return std::nullopt;
    }
    c.defence = o.value(kDefence).toInt();

    const QJsonValue attack = o.value(kAttack);
    if (!attack.isUndefined()) {
        if (!attack.isObject()) {
            *error = QStringLiteral("\"attack\" must be an object such as {\"N\": 5, \"NE\": 3}");
            return std::nullopt;
        }
        const QJsonObject arrows = attack.toObject();
        for (auto it = arrows.begin(); it != arrows.end(); ++it) {
            const auto dir = directionFromCode(it.key());
            if (!dir) {
                *error = QStringLiteral("\"attack\" has the unknown direction \"%1\" (N, NE, E, "
                                        "SE, S, SW, W, NW)")
                             .arg(it.key());
                return std::nullopt;
            }
            if (!isInt(it.value(), 0, kMaxValue)) {
                *error = QStringLiteral("\"attack\" %1 must be a whole number from 0 to %2")
                             .arg(it.key())
                             .arg(kMaxValue);
                return std::nullopt;
            }
            c.attack[*dir] = it.value().toInt();
        }
    }

    const QJsonValue ranged = o.value(kRanged);
    if (!ranged.isUndefined() && !ranged.isNull()) {
        const QJsonObject r = ranged.toObject();
        if (!ranged.isObject() || !isInt(r.value(kDamage), 1, kMaxValue) ||
            !r.value(kTargets).isArray() || r.value(kTargets).toArray().isEmpty()) {
            *error = QStringLiteral("\"ranged\" must be {\"damage\": 1..%1, \"targets\": [[dx, "
                                    "dy], ...]} with at least one target")
                         .arg(kMaxValue);
            return std::nullopt;
        }
        c.rangedDamage = r.value(kDamage).toInt();
        const QJsonArray targets = r.value(kTargets).toArray();
        for (qsizetype i = 0; i < targets.size(); ++i) {
            const QJsonArray pair = targets.at(i).toArray();
            if (!targets.at(i).isArray() || pair.size() != 2 ||
                !isInt(pair.at(0), -kMaxReach, kMaxReach) ||
                !isInt(pair.at(1), -kMaxReach, kMaxReach) ||
                (pair.at(0).toInt() == 0 && pair.at(1).toInt() == 0)) {
                *error = QStringLiteral("\"ranged\" target %1 must be [dx, dy] with dx and dy in "
                                        "-%2..%2, not [0, 0]")
                             .arg(i)
                             .arg(kMaxReach);
                return std::nullopt;
            }
            const QPoint p(pair.at(0).toInt(), pair.at(1).toInt());
            if (c.rangedTargets.contains(p)) {
                *error = QStringLiteral("\"ranged\" target %1 repeats a square").arg(i);
                return std::nullopt;
            }
            c.rangedTargets.append(p);
        }
    }

    const QJsonValue copies = o.value(kCopies);
    if (!copies.isUndefined()) {
        if (!isInt(copies, 0, 36)) {
            *error = QStringLiteral("\"copies\" must be a whole number from 0 to 36");
            return std::nullopt;
        }
        c.copies = copies.toInt();
    }
    return c;
}

LowCardLibrary::LowCardLibrary(QList<LowCard> cards)
    : m_cards(std::move(cards))
{}

const LowCard *LowCardLibrary::find(const QString &id) const
{
    for (const LowCard &c : m_cards)
        if (c.id == id)
            return &c;
    return nullptr;
}

void LowCardLibrary::put(const LowCard &card)
{
    for (LowCard &c : m_cards) {
        if (c.id == card.id) {
            c = card;
            return;
        }
    }
    m_cards.append(card);
}

QStringList LowCardLibrary::armies() const
{
    QStringList out;
    for (const LowCard &c : m_cards)
        if (!out.contains(c.army))
            out.append(c.army);
    return out;
}

QStringList LowCardLibrary::coreDeck(const QString &army) const
{
    QStringList out;
    for (const LowCard &c : m_cards)
        if (c.army == army)
            for (int i = 0; i < c.copies; ++i)
                out.append(c.id);
    return out;
}

QString LowCardLibrary::generalOf(const QString &army) const
{
    for (const LowCard &c : m_cards)
        if (c.army == army && c.isGeneral())
            return c.id;
    return {};
}

QJsonArray LowCardLibrary::toJson() const
{
    QJsonArray a;
    for (const LowCard &c : m_cards)
        a.append(c.toJson());
    return a;
}

std::optional<LowCardLibrary> LowCardLibrary::fromJson(const QJsonValue &value, QString *error)
{
    std::optional<QList<LowCard>> parsed = parseCardArray<LowCard>(value, error);
    if (!parsed)
        return std::nullopt;
    return LowCardLibrary(*parsed);
}

std::optional<LowCardLibrary> LowCardLibrary::fromJsonText(const QByteArray &text, QString *error)
{
    const std::optional<QJsonArray> array = parseCardArrayText(text, error);
    if (!array)
        return std::nullopt;
    return fromJson(*array, error);
}

const LowCardLibrary &LowCardLibrary::shipped()
{
    static const LowCardLibrary library = [] {
        QFile f(QStringLiteral(":/cards/lords-of-war.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            qWarning("Lords of War: the shipped card library resource is missing");
            return LowCardLibrary();
        }
        QString error;
        auto lib = fromJsonText(f.readAll(), &error);
        if (!lib) {
            qWarning("Lords of War: the shipped card library is invalid: %s", qPrintable(error));
            return LowCardLibrary();
        }
        return *lib;
    }();
    return library;
}

} // namespace kbz::low
