// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace kbz::lw {

// A square of the map: x = column from the left (0 = "a"), y = row from red's edge (0 = row 1).
// Written "c4" in journals and card files (column letter, row number).
struct Square
{
    int x = -1;
    int y = -1;
    bool isValid() const { return x >= 0 && y >= 0; }
    friend bool operator==(const Square &, const Square &) = default;
};
QString squareCode(Square s); // "c4"; "" for an invalid square
std::optional<Square> squareFromCode(const QString &code);

// Where a unit's front (the crest on its base) points. North is toward blue's edge (up the
// map as drawn, rows growing), south toward red's.
enum class Dir { N, E, S, W };
inline constexpr Dir kDirs[] = {Dir::N, Dir::E, Dir::S, Dir::W};
QString dirCode(Dir d); // "n", "e", "s", "w"
std::optional<Dir> dirFromCode(const QString &code);
Dir opposite(Dir d);
Square stepFrom(Square s, Dir d, int n = 1);
// The direction from `from` to `to` when they share a row or a column (and differ).
std::optional<Dir> dirTowards(Square from, Square to);
// Orthogonal distance (|dx| + |dy|).
int distance(Square a, Square b);

// The table's map board. The rulebook does not print its size: the table enters it once, in
// the Light Wars library (a card of type "map"). Sides: 0 red, 1 blue.
struct LwMap
{
    int width = 7;
    int height = 8;
    QList<Square> zones[2];   // each side's deployment squares (inside its line)
    QList<Square> castles[2]; // each side's Castle square(s): the enemy wins by reaching one
    QList<Square> blocked;    // squares no unit may enter

    bool contains(Square s) const { return s.x >= 0 && s.y >= 0 && s.x < width && s.y < height; }
    bool isBlocked(Square s) const { return blocked.contains(s); }
    int zoneOf(Square s) const;   // the side whose zone holds s, -1 for none
    int castleOf(Square s) const; // the side whose Castle s is, -1 for none

    // {"width","height","zones":{"red":[..],"blue":[..]},"castles":{...},"blocked":[..]}
    void writeJson(QJsonObject &o) const;
    // Every problem refused with one English sentence: no zone, a square off the board,
    // overlapping zones, a castle missing, off the board or blocked, a blocked square in a zone.
    static std::optional<LwMap> fromJson(const QJsonObject &o, QString *error);
    // 7 columns by 8 rows, red's zone rows 1-2, blue's rows 7-8, each Castle in the middle of
    // its back row, nothing blocked: a plausible board until the table enters its own.
    static LwMap defaultMap();
    friend bool operator==(const LwMap &, const LwMap &) = default;
};

} // namespace kbz::lw
