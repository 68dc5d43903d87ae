// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LwMap.h"
#include "core/Lang.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

namespace kbz::lw {

// A unit or a tactics tile. The rulebook prints no figures (costs, attack, MOVE, tile effects):
// each table enters them once in its library (Cards ▸ Light Wars library…). Kibitzer never
// invents a number: a figure the table has not entered is std::nullopt and shown as "?".
// The library also holds the table's map board (type "map", LwMap): it is stored, exported and
// imported with the cards, and a game's card set carries it.
enum class CardType { Unit, Tactic, Map };
QString cardTypeCode(CardType type); // "unit", "tactic", "map"

// Skills known by name: "shoot" (archer: 2-3 squares straight ahead, lw.skill.shoot) and "pike"
// (first strike on ties, lw.skill.pike). Other skills are kept as free text ids and shown.
inline constexpr char kSkillShoot[] = "shoot";
inline constexpr char kSkillPike[] = "pike";

struct LwCard
{
    QString id; // stable, lower-case, e.g. "infantry", "archer", "king", "charge"
    LocalizedName name;
    CardType type = CardType::Unit;
    bool king = false;         // the king (cost 0, exactly one per army: lw.army.king)
    std::optional<int> cost;   // printed cost (the king: 0)
    std::optional<int> attack; // units
    std::optional<int> move;   // units: MOVE
    QStringList skills;        // units: "shoot", "pike", others
    LocalizedName text;        // tactics: the effect as printed (the table's words)
    std::optional<LwMap> map;  // maps: the board

    bool isUnit() const { return type == CardType::Unit; }
    bool isTactic() const { return type == CardType::Tactic; }
    bool isMap() const { return type == CardType::Map; }
    bool hasSkill(const char *skill) const { return skills.contains(QLatin1String(skill)); }
    // The cost that counts toward the budget: 0 for the king, else the printed cost (0 when
    // unknown: the builder says so).
    int budgetCost() const { return king ? 0 : cost.value_or(0); }

    // {"id","name","type":"unit"|"tactic","king":true?,"cost":n?,"attack":n?,"move":n?,
    //  "skills":[...]?,"text":{"en","ja"}?}; an unknown figure is absent. A map:
    //  {"id","name","type":"map", LwMap's fields}.
    QJsonObject toJson() const;
    static std::optional<LwCard> fromJson(const QJsonValue &value, QString *error);
    friend bool operator==(const LwCard &, const LwCard &) = default;
};

class LwCardLibrary final
{
public:
    LwCardLibrary() = default;
    explicit LwCardLibrary(QList<LwCard> cards);

    const QList<LwCard> &cards() const { return m_cards; }
    const LwCard *find(const QString &id) const;
    bool isEmpty() const { return m_cards.isEmpty(); }
    void put(const LwCard &card);
    // The map board of this card set: its first map card (nullptr when it has none; a game
    // without a map skips the positional checks).
    const LwMap *map() const;

    QJsonArray toJson() const;
    static std::optional<LwCardLibrary> fromJson(const QJsonValue &value, QString *error);
    static std::optional<LwCardLibrary> fromJsonText(const QByteArray &text, QString *error);
    // The shipped library (resource :/cards/light-wars.json): the unit kinds the rulebook names
    // (king, infantry, archer with shoot, pike unit with first strike) without figures, except
    // the king's cost 0.
    static const LwCardLibrary &shipped();

    friend bool operator==(const LwCardLibrary &, const LwCardLibrary &) = default;

private:
    QList<LwCard> m_cards;
};

using LibraryPtr = std::shared_ptr<const LwCardLibrary>;

} // namespace kbz::lw
