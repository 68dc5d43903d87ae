// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Lang.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QPoint>
#include <QString>
#include <memory>
#include <optional>

namespace kbz::rr {

// Units are hired by the players; monsters invade from the magic circles.
enum class CardType { Unit, Monster };

// A unit's skill. `Attack` is a sword skill whose form (dice or fixed damage) the rulebook does
// not print (the Thief★); `Unknown` = the table has not told us yet.
enum class SkillKind { Unknown, Dice, Fixed, Heal, Bard, Attack, Special };

// How a monster picks its targets: numbered squares (one unit, lowest number first) or starred
// squares (every unit in range).
enum class Targeting { Unknown, Single, Area };

enum class ThreatColour { Unknown, Red, Blue };

QString cardTypeCode(CardType type);
QString skillKindCode(SkillKind kind); // "dice", "fixed", "heal", "bard", "attack", "special"
QString targetingCode(Targeting t);    // "single", "area"
QString colourCode(ThreatColour c);    // "red", "blue"

// A skill or attack range. Offsets are (dx, dy) from the card's own square in the board frame:
// dx > 0 = to the right (toward the castle), dy > 0 = down (toward row C). For a single-target
// monster the order is the printed numbering (index 0 = square "1"). `board` = the whole 6x3
// board (Cleric, Bard).
struct RrRange
{
    bool board = false;
    QList<QPoint> squares;

    QJsonValue toJson() const;
    friend bool operator==(const RrRange &, const RrRange &) = default;
};

// One unit or monster card. Every figure is optional: only what the rulebook prints is shipped
// (resources/cards/rook-raiders.json); the table enters the others (set-figures step) the first
// time a card comes into play. Kibitzer never invents a number.
struct RrCard
{
    QString id; // stable, lower-case, e.g. "warrior"
    LocalizedName name;
    CardType type = CardType::Unit;
    bool levelUp = false; // the ★ mark: a basic class that can level up
    QString upgrade;      // id of the level-up card, empty = not known
    std::optional<int> hp;
    std::optional<int> move;
    std::optional<RrRange> range;
    // Units.
    SkillKind skill = SkillKind::Unknown;
    std::optional<int> modifier; // dice attack: +N
    std::optional<int> amount;   // fixed damage per hit / cubes healed per heal
    std::optional<int> times;    // the xN of fixed damage and healing
    // Monsters.
    std::optional<int> defence;
    std::optional<int> damage; // fixed damage of its attack
    Targeting targeting = Targeting::Unknown;
    std::optional<int> threat;
    ThreatColour colour = ThreatColour::Unknown;

    bool isUnit() const { return type == CardType::Unit; }
    bool isMonster() const { return type == CardType::Monster; }

    QJsonObject toJson() const;
    // Reads one card; std::nullopt and *error ("what is wrong") when malformed.
    static std::optional<RrCard> fromJson(const QJsonValue &value, QString *error);
    // Overwrites the figures present in `o` (same keys as the card JSON; null clears one).
    // Returns false and sets *error when a value is malformed; the card is unchanged then.
    bool amend(const QJsonObject &o, QString *error);
    friend bool operator==(const RrCard &, const RrCard &) = default;
};

class RrCardLibrary final
{
public:
    RrCardLibrary() = default;
    explicit RrCardLibrary(QList<RrCard> cards);

    const QList<RrCard> &cards() const { return m_cards; }
    const RrCard *find(const QString &id) const;
    bool isEmpty() const { return m_cards.isEmpty(); }
    // Replaces the card with the same id, or appends it.
    void put(const RrCard &card);

    QJsonArray toJson() const;
    // A JSON array of cards; on error std::nullopt and *error ("card 2: \"hp\" must be ...").
    static std::optional<RrCardLibrary> fromJson(const QJsonValue &value, QString *error);
    static std::optional<RrCardLibrary> fromJsonText(const QByteArray &text, QString *error);
    // The shipped library (resource :/cards/rook-raiders.json).
    static const RrCardLibrary &shipped();

    friend bool operator==(const RrCardLibrary &, const RrCardLibrary &) = default;

private:
    QList<RrCard> m_cards;
};

using LibraryPtr = std::shared_ptr<const RrCardLibrary>;

} // namespace kbz::rr
