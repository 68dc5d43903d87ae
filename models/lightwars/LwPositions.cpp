// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The positional rules on the map board (issue 18): deployment zones and order, movement,
// front contact, the facing bonus from geometry, the archer's range and the Castle. Each is a
// warning, never a refusal, and each is skipped when the game has no map or the squares it
// needs were not recorded (journals written before revision 1.3).
#include "LwRules.h"

#include <QHash>
#include <QJsonArray>
#include <QPoint>
#include <cstdlib>

namespace kbz::lw::rules {

namespace {

LocalizedName facingName(Facing f)
{
    switch (f) {
    case Facing::Front:
        return {QStringLiteral("front"), QStringLiteral("正面")};
    case Facing::Side:
        return {QStringLiteral("side"), QStringLiteral("側面")};
    case Facing::Rear:
        return {QStringLiteral("rear"), QStringLiteral("背面")};
    }
    return {};
}

QPoint vec(Dir d)
{
    const Square s = stepFrom({0, 0}, d);
    return {s.x, s.y};
}

bool isFree(const LwState &s, const LwMap &m, Square sq, int side, int unit)
{
    if (!m.contains(sq) || m.isBlocked(sq))
        return false;
    const auto [os, ou] = s.unitAt(sq);
    return os < 0 || (os == side && ou == unit);
}

// Breadth-first distances from the unit's square over free squares, up to `limit` steps.
QHash<int, int> distances(const LwState &s, int side, int unit, int limit)
{
    QHash<int, int> dist;
    const LwMap *m = s.map();
    if (!m || side < 0 || side >= kSides || unit < 0 || unit >= s.armies[side].units.size())
        return dist;
    const Square start = s.armies[side].units.at(unit).at;
    if (!start.isValid())
        return dist;
    auto key = [m](Square q) {
        return q.y * m->width + q.x;
    };
    QList<Square> frontier{start};
    dist.insert(key(start), 0);
    for (int d = 1; d <= limit && !frontier.isEmpty(); ++d) {
        QList<Square> next;
        for (Square q : frontier) {
            for (Dir dir : kDirs) {
                const Square n = stepFrom(q, dir);
                if (!isFree(s, *m, n, side, unit) || dist.contains(key(n)))
                    continue;
                dist.insert(key(n), d);
                next.append(n);
            }
        }
        frontier = next;
    }
    return dist;
}

const LwUnit *unitOf(const LwState &s, int side, int unit)
{
    if (side < 0 || side >= kSides || unit < 0 || unit >= s.armies[side].units.size())
        return nullptr;
    return &s.armies[side].units.at(unit);
}

std::optional<Square> squareOf(const QJsonObject &p, const char *key)
{
    const QJsonValue v = p.value(QLatin1String(key));
    return v.isString() ? squareFromCode(v.toString()) : std::nullopt;
}

void checkPlace(const LwState &s, const LwMap &m, int side, const Step &step, QList<Finding> &out)
{
    const int unit = step.payload.value(QStringLiteral("unit")).toInt();
    const std::optional<Square> at = squareOf(step.payload, "at");
    if (!at)
        return;
    const LocalizedName name = sideUnitName(s, side, unit);
    if (m.zoneOf(*at) != side)
        out.append(warning("lw.deploy.zone",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "%1 is deployed on %2, outside %3's zone"),
                                     {name, squareCode(*at), sideName(side)})));
    const auto [os, ou] = s.unitAt(*at);
    if (os >= 0 && !(os == side && ou == unit))
        out.append(warning("lw.deploy.zone",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "%1 already stands on %2: no two units "
                                                       "share a square"),
                                     {sideUnitName(s, os, ou), squareCode(*at)})));
    const int next = nextToPlace(s);
    if (next >= 0 && next != side)
        out.append(warning("lw.deploy.order",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "Deploying by dice, the sides place one "
                                                       "unit each in turn: %1 places next"),
                                     {sideName(next)})));
}

void checkMove(const LwState &s, const LwMap &m, int side, const Step &step, QList<Finding> &out)
{
    const int unit = step.payload.value(QStringLiteral("unit")).toInt();
    const std::optional<Square> to = squareOf(step.payload, "to");
    const LwUnit *u = unitOf(s, side, unit);
    if (!to || !u || !u->onMap())
        return;
    const LocalizedName name = sideUnitName(s, side, unit);
    if (m.isBlocked(*to)) {
        out.append(warning(
            "lw.move.rules",
            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "No unit can enter %1 on this map"),
                      {squareCode(*to)})));
        return;
    }
    const auto [os, ou] = s.unitAt(*to);
    if (os >= 0 && !(os == side && ou == unit)) {
        out.append(warning("lw.move.rules",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "%1 stands on %2: a move cannot end on "
                                                       "another unit"),
                                     {sideUnitName(s, os, ou), squareCode(*to)})));
        return;
    }
    const int steps = freePathLength(s, side, unit, *to);
    const LwCard *c = s.card(u->card);
    if (steps < 0)
        out.append(warning("lw.move.rules",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "%1 cannot reach %2: every way there "
                                                       "passes through another unit or a blocked "
                                                       "square"),
                                     {name, squareCode(*to)})));
    else if (const int straight = std::abs(to->x - u->at.x) + std::abs(to->y - u->at.y);
             c && c->move && steps > *c->move && straight <= *c->move)
        // Near enough, but only through a unit: say so (a unit neither jumps over another nor
        // passes through it), not only the length of the way around.
        out.append(warning("lw.move.rules",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "%1 cannot pass through or jump over "
                                                       "another unit or a blocked square: the "
                                                       "way around to %3 is %2 steps; its MOVE "
                                                       "is %4"),
                                     {name, arg(steps), squareCode(*to), arg(*c->move)})));
    else if (c && c->move && steps > *c->move)
        out.append(warning("lw.move.rules",
                           lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                       "%1 needs %2 steps to reach %3; its MOVE "
                                                       "is %4"),
                                     {name, arg(steps), squareCode(*to), arg(*c->move)})));
}

void checkAttack(const LwState &s, const Step &step, QList<Finding> &out)
{
    const AttackStep a = readAttack(s, step);
    const LwUnit *target = unitOf(s, 1 - a.side, a.target);
    if (!target || !target->onMap())
        return;
    const LocalizedName targetName = sideUnitName(s, 1 - a.side, a.target);
    for (const AttackStep::Unit &au : a.attackers) {
        const LwUnit *u = unitOf(s, a.side, au.unit);
        if (!u)
            continue;
        const Square at = au.at.value_or(u->at);
        if (!at.isValid())
            continue;
        const LocalizedName name = sideUnitName(s, a.side, au.unit);
        if (a.shoot) {
            if (!inShotRange(at, u->facing, target->at))
                out.append(
                    warning("lw.skill.shoot",
                            lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                        "%1 on %2 is not two or three "
                                                        "squares straight ahead of %3 on "
                                                        "%4"),
                                      {targetName, squareCode(target->at), name, squareCode(at)})));
        } else if (distance(at, target->at) != 1) {
            out.append(
                warning("lw.attack.adjacent",
                        lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                    "%1 on %2 is not next to %3 on %4"),
                                  {name, squareCode(at), targetName, squareCode(target->at)})));
        } else if (!frontContact(at, u->facing, target->at)) {
            out.append(warning("lw.attack.adjacent",
                               lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                           "%1 does not face %2: an attacker "
                                                           "touches its target with its front"),
                                         {name, targetName})));
        }
        const Facing geometric = facingFrom(target->at, target->facing, at);
        if (geometric != au.facing)
            out.append(
                warning("lw.attack.facing",
                        lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine",
                                                    "%1 attacks from %2's %3: the facing "
                                                    "bonus is +%4, not +%5 as entered"),
                                  {name, targetName, facingName(geometric),
                                   arg(facingBonus(geometric)), arg(facingBonus(au.facing))})));
    }
}

void checkCastle(const LwState &s, const LwMap &m, int side, const Step &step, QList<Finding> &out)
{
    const int unit = step.payload.value(QStringLiteral("unit")).toInt();
    const LwUnit *u = unitOf(s, side, unit);
    if (!u || !u->onMap() || m.castleOf(u->at) == 1 - side)
        return;
    out.append(warning(
        "lw.victory.castle",
        lwMessage(QT_TRANSLATE_NOOP("kbz::lw::LwEngine", "%1 stands on %2, not on %3's Castle"),
                  {sideUnitName(s, side, unit), squareCode(u->at), sideName(1 - side)})));
}

} // namespace

Facing facingFrom(Square defender, Dir defenderFacing, Square from)
{
    const QPoint ahead = vec(defenderFacing);
    const int dx = from.x - defender.x;
    const int dy = from.y - defender.y;
    const int forward = dx * ahead.x() + dy * ahead.y();
    const int lateral = dx * ahead.y() - dy * ahead.x();
    if (qAbs(forward) > qAbs(lateral))
        return forward > 0 ? Facing::Front : Facing::Rear;
    return Facing::Side;
}

bool frontContact(Square attacker, Dir attackerFacing, Square target)
{
    return stepFrom(attacker, attackerFacing) == target;
}

bool inShotRange(Square archer, Dir archerFacing, Square target)
{
    return stepFrom(archer, archerFacing, 2) == target ||
           stepFrom(archer, archerFacing, 3) == target;
}

int freePathLength(const LwState &s, int side, int unit, Square to)
{
    const LwMap *m = s.map();
    if (!m)
        return -1;
    const QHash<int, int> dist = distances(s, side, unit, m->width * m->height);
    return dist.value(to.y * m->width + to.x, -1);
}

QList<Square> moveSquares(const LwState &s, int side, int unit)
{
    QList<Square> out;
    const LwMap *m = s.map();
    const LwUnit *u = unitOf(s, side, unit);
    if (!m || !u || !u->onMap())
        return out;
    const LwCard *c = s.card(u->card);
    const int limit = c && c->move ? *c->move : m->width * m->height;
    const QHash<int, int> dist = distances(s, side, unit, limit);
    for (int y = 0; y < m->height; ++y)
        for (int x = 0; x < m->width; ++x)
            if (dist.value(y * m->width + x, 0) > 0)
                out.append({x, y});
    return out;
}

int nextToPlace(const LwState &s)
{
    if (s.deployMethod != QLatin1String("dice") || s.deployFirst < 0)
        return -1;
    bool left[kSides] = {false, false}; // a unit still to place
    for (int side = 0; side < kSides; ++side)
        for (const LwUnit &u : s.armies[side].units)
            left[side] = left[side] || !u.at.isValid();
    // The higher roll places first; then the sides alternate from the side that placed last,
    // also after a placement out of turn; a side with nothing left to place is skipped.
    const int turn = s.lastPlaced < 0 ? s.deployFirst : 1 - s.lastPlaced;
    if (left[turn])
        return turn;
    return left[1 - turn] ? 1 - turn : -1;
}

void checkPositions(const LwState &s, const Step &step, QList<Finding> &out)
{
    const LwMap *m = s.map();
    if (!m)
        return;
    const QString &k = step.kind;
    const int side = stepSide(s, step);
    if (side < 0 || side >= kSides)
        return;
    if (k == QLatin1String("place"))
        checkPlace(s, *m, side, step, out);
    else if (k == QLatin1String("move"))
        checkMove(s, *m, side, step, out);
    else if (k == QLatin1String("attack"))
        checkAttack(s, step, out);
    else if (k == QLatin1String("castle"))
        checkCastle(s, *m, side, step, out);
}

bool standsOnEnemyCastle(const LwState &s, int side, int unit)
{
    const LwMap *m = s.map();
    const LwUnit *u = unitOf(s, side, unit);
    return m && u && u->onMap() && m->castleOf(u->at) == 1 - side;
}

} // namespace kbz::lw::rules
