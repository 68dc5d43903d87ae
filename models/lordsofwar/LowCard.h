// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Lang.h"
#include "core/Message.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QPoint>
#include <QString>
#include <QStringList>
#include <array>
#include <memory>
#include <optional>

namespace kbz::low {

// A card's rank. The general is one of the six commanders of a deck (low.card.rank).
enum class Rank { General, Command, Special, Elite, Veteran, Regular, Conscript };
// A card's class. Spear and ranged units are support units (low.place.support-exception).
enum class UnitClass { Infantry, Spear, Cavalry, Ranged, Berserker };

inline constexpr Rank kRanks[] = {Rank::General, Rank::Command, Rank::Special,  Rank::Elite,
                                  Rank::Veteran, Rank::Regular, Rank::Conscript};
inline constexpr UnitClass kClasses[] = {UnitClass::Infantry, UnitClass::Spear, UnitClass::Cavalry,
                                         UnitClass::Ranged, UnitClass::Berserker};

QString rankCode(Rank rank);      // "general", "command", "special", ...
QString classCode(UnitClass cls); // "infantry", "spear", "cavalry", "ranged", "berserker"
std::optional<Rank> rankFromCode(const QString &code);
std::optional<UnitClass> classFromCode(const QString &code);
Message rankName(Rank rank);      // translatable ("Commander", "Elite", ...)
Message className(UnitClass cls); // translatable ("Infantry", "Spear", ...)

// The eight arrow directions, clockwise from N, in the card OWNER's frame: N points away from
// the owner (toward the opponent's side of the mat), E to the owner's right.
inline constexpr int kDirections = 8;
enum Direction { N = 0, NE, E, SE, S, SW, W, NW };
QString directionCode(int dir);                            // "N", "NE", ...
std::optional<int> directionFromCode(const QString &code); // case-sensitive
// The step to the neighbour in direction `dir`, owner frame: x to the right, y forward
// (N = (0, 1), E = (1, 0), SW = (-1, -1)).
QPoint directionOffset(int dir);

// One card face (a deck may hold several copies). Figures are facts from
// ../shared/data/lords-of-war (resources/cards/lords-of-war.json); tables can edit them.
struct LowCard
{
    QString id;   // stable, lower-case, e.g. "orc-deathbringer", "orc-deathbringer-2" (2nd face)
    QString army; // "orc", "dwarf", "lizardman", "elf", or a table's own
    LocalizedName name;
    Rank rank = Rank::Conscript;
    UnitClass cls = UnitClass::Infantry;
    int defence = 0;
    std::array<int, kDirections> attack{}; // melee attack per direction, 0 = no arrow
    int rangedDamage = 0;                  // 0 = does not shoot
    QList<QPoint> rangedTargets;           // target grid, owner frame (x right, y forward)
    int copies = 1;                        // copies of this face in the army's core deck

    bool isCommander() const { return rank == Rank::General || rank == Rank::Command; }
    bool isGeneral() const { return rank == Rank::General; }
    bool isSupport() const { return cls == UnitClass::Spear || cls == UnitClass::Ranged; }
    bool shoots() const { return rangedDamage > 0 && !rangedTargets.isEmpty(); }

    // {"id","army","name":{"en","ja"},"rank","class","defence","attack":{"N":5,"NE":3},
    //  "ranged":{"damage":4,"targets":[[dx,dy],...]},"copies":2}; "attack" lists only arrows,
    // "ranged" only for a unit that shoots.
    QJsonObject toJson() const;
    // Reads one card; std::nullopt and *error ("what is wrong") when malformed.
    static std::optional<LowCard> fromJson(const QJsonValue &value, QString *error);
    friend bool operator==(const LowCard &, const LowCard &) = default;
};

class LowCardLibrary final
{
public:
    LowCardLibrary() = default;
    explicit LowCardLibrary(QList<LowCard> cards);

    const QList<LowCard> &cards() const { return m_cards; }
    const LowCard *find(const QString &id) const;
    bool isEmpty() const { return m_cards.isEmpty(); }
    // Replaces the card with the same id, or appends it.
    void put(const LowCard &card);

    // The armies in library order ("orc", "dwarf", ...).
    QStringList armies() const;
    // The army's core deck: each card id repeated `copies` times, in library order.
    QStringList coreDeck(const QString &army) const;
    // The army's general (the first general card of that army), empty when it has none.
    QString generalOf(const QString &army) const;

    QJsonArray toJson() const;
    // A JSON array of cards; on error std::nullopt and *error ("card 2: ...").
    static std::optional<LowCardLibrary> fromJson(const QJsonValue &value, QString *error);
    static std::optional<LowCardLibrary> fromJsonText(const QByteArray &text, QString *error);
    // The shipped library (resource :/cards/lords-of-war.json).
    static const LowCardLibrary &shipped();

    friend bool operator==(const LowCardLibrary &, const LowCardLibrary &) = default;

private:
    QList<LowCard> m_cards;
};

using LibraryPtr = std::shared_ptr<const LowCardLibrary>;

} // namespace kbz::low
