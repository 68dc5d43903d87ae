// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowRules.h"
#include "LowInternal.h"

#include <QHash>
#include <algorithm>

namespace kbz::low::rules {

namespace {

int chebyshev(QPoint a, QPoint b)
{
    return qMax(qAbs(a.x() - b.x()), qAbs(a.y() - b.y()));
}

bool rowMajorLess(QPoint a, QPoint b)
{
    return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
}

void sortSquares(QList<QPoint> &list)
{
    std::sort(list.begin(), list.end(), rowMajorLess);
    list.erase(std::unique(list.begin(), list.end()), list.end());
}

int sideOfUnit(const LowState &s, const LowUnit &u)
{
    return s.sideOf(u.owner);
}

// The squares a placement may be considered on: the whole mat, or on the unlimited battlefield
// the squares touching a unit.
QList<QPoint> candidateSquares(const LowState &s)
{
    QList<QPoint> out;
    if (!s.unlimited) {
        for (int y = 0; y < kMatRows; ++y)
            for (int x = 0; x < kMatColumns; ++x)
                out.append(QPoint(x, y));
        return out;
    }
    for (const LowUnit &u : s.units)
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                out.append(u.at + QPoint(dx, dy));
    sortSquares(out);
    return out;
}

// The opening squares of the team battle: empty squares not touching any unit, one square
// apart from the units already down (or the two opening squares on an empty mat).
QList<QPoint> teamOpeningSquares(const LowState &s)
{
    QList<QPoint> out;
    if (s.units.isEmpty()) {
        out = {s.opening[0], s.opening[1]};
        return out;
    }
    for (const LowUnit &u : s.units)
        for (int dy = -2; dy <= 2; ++dy)
            for (int dx = -2; dx <= 2; ++dx) {
                const QPoint sq = u.at + QPoint(dx, dy);
                if (chebyshev(sq, u.at) != 2 || !s.onMat(sq))
                    continue;
                const bool near = std::any_of(s.units.begin(), s.units.end(), [&](const auto &o) {
                    return chebyshev(o.at, sq) <= 1;
                });
                if (!near)
                    out.append(sq);
            }
    sortSquares(out);
    return out;
}

int rankOrder(const LowState &s, const LowUnit &u)
{
    const LowCard *c = s.card(u.card);
    return c ? int(c->rank) : int(Rank::Conscript) + 1;
}

} // namespace

const Fate *CombatReport::fate(int uid) const
{
    for (const Fate &f : fates)
        if (f.uid == uid)
            return &f;
    return nullptr;
}

int cardArrowAt(const LowCard &card, int side, QPoint from, QPoint to)
{
    const QPoint delta = to - from;
    if (chebyshev(delta, QPoint()) != 1)
        return 0;
    for (int dir = 0; dir < kDirections; ++dir)
        if (card.attack[dir] > 0 && toMat(side, directionOffset(dir)) == delta)
            return card.attack[dir];
    return 0;
}

int arrowAt(const LowState &s, const LowUnit &attacker, QPoint target)
{
    const LowCard *c = s.card(attacker.card);
    return c ? cardArrowAt(*c, sideOfUnit(s, attacker), attacker.at, target) : 0;
}

bool enemies(const LowState &s, const LowUnit &a, const LowUnit &b)
{
    return sideOfUnit(s, a) != sideOfUnit(s, b);
}

QList<int> engagedBy(const LowState &s, const LowUnit &u)
{
    // Only the cards the table sees: a covered card neither engages nor is engaged.
    QList<int> out;
    if (s.isCovered(u))
        return out;
    for (const LowUnit &e : s.units)
        if (enemies(s, e, u) && arrowAt(s, e, u.at) > 0 && !s.isCovered(e))
            out.append(e.uid);
    std::sort(out.begin(), out.end());
    return out;
}

bool isEngaged(const LowState &s, const LowUnit &u)
{
    return !engagedBy(s, u).isEmpty();
}

bool isEngagedBySpear(const LowState &s, const LowUnit &u)
{
    for (const int uid : engagedBy(s, u)) {
        const LowCard *c = s.card(s.unit(uid)->card);
        if (c && c->cls == UnitClass::Spear)
            return true;
    }
    return false;
}

QList<QPoint> neighbours(const LowState &s, QPoint sq)
{
    QList<QPoint> out;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const QPoint n = sq + QPoint(dx, dy);
            if ((dx || dy) && s.onMat(n))
                out.append(n);
        }
    return out;
}

QString placeRuleId(PlaceRule rule)
{
    switch (rule) {
    case PlaceRule::Opening:
        return QStringLiteral("low.place.opening");
    case PlaceRule::Contact:
        return QStringLiteral("low.place.contact");
    case PlaceRule::Support:
        return QStringLiteral("low.place.support-exception");
    case PlaceRule::NoEnemy:
        return QStringLiteral("low.place.no-enemy");
    case PlaceRule::EmptyMat:
        return QStringLiteral("low.place.empty-mat");
    case PlaceRule::NoLegal:
        return QStringLiteral("low.place.no-legal-square");
    }
    return {};
}

QList<LegalSquare> legalSquares(const LowState &s, int seat, const QString &cardId)
{
    QList<LegalSquare> out;
    if (s.phase == Phase::Opening) {
        QList<QPoint> squares;
        if (s.isTeamBattle())
            squares = teamOpeningSquares(s);
        else
            squares = {s.opening[qBound(0, s.orderIndex, 1)]};
        for (const QPoint sq : squares)
            if (!s.unitAt(sq))
                out.append({sq, PlaceRule::Opening});
        return out;
    }
    const LowCard *c = s.card(cardId);
    if (!c || seat < 0 || seat >= s.players.size())
        return out;
    const int side = s.sideOf(seat);
    if (s.units.isEmpty()) {
        const QList<QPoint> squares =
            s.unlimited ? QList<QPoint>{s.opening[0], s.opening[1]} : candidateSquares(s);
        for (const QPoint sq : squares)
            out.append({sq, PlaceRule::EmptyMat});
        return out;
    }
    const bool anyEnemy = std::any_of(s.units.begin(), s.units.end(),
                                      [&](const LowUnit &u) { return s.sideOf(u.owner) != side; });
    for (const QPoint sq : candidateSquares(s)) {
        if (s.unitAt(sq))
            continue;
        bool contact = false;
        bool friendNear = false;
        for (const QPoint n : neighbours(s, sq)) {
            const LowUnit *u = s.unitAt(n);
            if (!u)
                continue;
            if (s.sideOf(u->owner) == side)
                friendNear = true;
            else if (cardArrowAt(*c, side, sq, n) > 0)
                contact = true;
        }
        if (contact)
            out.append({sq, PlaceRule::Contact});
        else if (friendNear && c->isSupport())
            out.append({sq, PlaceRule::Support});
        else if (friendNear && !anyEnemy)
            out.append({sq, PlaceRule::NoEnemy});
    }
    return out;
}

QList<QPoint> touchingEnemySquares(const LowState &s, int seat)
{
    QList<QPoint> out;
    const int side = s.sideOf(seat);
    for (const QPoint sq : candidateSquares(s)) {
        if (s.unitAt(sq))
            continue;
        for (const QPoint n : neighbours(s, sq)) {
            const LowUnit *u = s.unitAt(n);
            if (u && s.sideOf(u->owner) != side) {
                out.append(sq);
                break;
            }
        }
    }
    return out;
}

CombatReport resolveCombat(const LowState &s, const QList<Shot> &shots)
{
    // Cards and squares looked up once per call (the library and the unit list are lists).
    const qsizetype n = s.units.size();
    QList<const LowCard *> cardOf(n, nullptr);
    QList<int> sideOf(n, 0);
    QHash<QPoint, qsizetype> at;
    QHash<int, qsizetype> byUid;
    at.reserve(n);
    byUid.reserve(n);
    for (qsizetype i = 0; i < n; ++i) {
        const LowUnit &u = s.units.at(i);
        cardOf[i] = s.card(u.card);
        sideOf[i] = sideOfUnit(s, u);
        at.insert(u.at, i);
        byUid.insert(u.uid, i);
    }
    // Hits per target uid; a map keeps the report in uid order. On a square that holds two
    // cards (recorded anyway) only the top one, the last placed (`at` keeps it), fights.
    QMap<int, QList<Hit>> hits;
    for (qsizetype i = 0; i < n; ++i) {
        const LowCard *c = cardOf.at(i);
        if (!c || at.value(s.units.at(i).at) != i)
            continue;
        const LowUnit &a = s.units.at(i);
        for (int dir = 0; dir < kDirections; ++dir) {
            if (c->attack[dir] <= 0)
                continue;
            const auto t = at.constFind(a.at + toMat(sideOf.at(i), directionOffset(dir)));
            if (t != at.constEnd() && sideOf.at(*t) != sideOf.at(i))
                hits[s.units.at(*t).uid].append({a.uid, c->attack[dir], false});
        }
    }
    for (const Shot &shot : shots) {
        const auto from = byUid.constFind(shot.from);
        const auto target = byUid.constFind(shot.target);
        if (from == byUid.constEnd() || target == byUid.constEnd())
            continue;
        const LowCard *c = cardOf.at(*from);
        if (!c || c->rangedDamage <= 0)
            continue;
        hits[shot.target].append({shot.from, c->rangedDamage, true});
    }
    CombatReport report;
    QList<int> involved;
    bool generalDied[2] = {false, false};
    for (auto it = hits.cbegin(); it != hits.cend(); ++it) {
        const qsizetype i = byUid.value(it.key());
        const LowUnit *u = &s.units.at(i);
        const LowCard *c = cardOf.at(i);
        Fate f;
        f.uid = u->uid;
        f.defence = c ? c->defence : 0;
        f.hits = it.value();
        for (const Hit &h : f.hits)
            f.total += h.value;
        f.destroyed = f.total > f.defence;
        if (f.destroyed) {
            report.destroyed.append(f.uid);
            for (const Hit &h : f.hits)
                if (!involved.contains(h.from))
                    involved.append(h.from);
            if (c && c->isGeneral())
                generalDied[qBound(0, sideOf.at(i), 1)] = true;
        }
        report.fates.append(f);
    }
    std::sort(involved.begin(), involved.end());
    report.involved = involved;
    report.bothGeneralsDied = generalDied[0] && generalDied[1];
    return report;
}

QList<int> unitsThatMayFire(const LowState &s)
{
    QList<int> out;
    const int side = s.sideOf(s.active);
    for (const LowUnit &u : s.units) {
        const LowCard *c = s.card(u.card);
        if (c && c->shoots() && sideOfUnit(s, u) == side && !s.fired.contains(u.uid) &&
            !isEngaged(s, u) && !s.isCovered(u))
            out.append(u.uid);
    }
    std::sort(out.begin(), out.end());
    return out;
}

QList<int> targetsInGrid(const LowState &s, const LowUnit &shooter)
{
    QList<int> out;
    const LowCard *c = s.card(shooter.card);
    if (!c)
        return out;
    const int side = sideOfUnit(s, shooter);
    for (const QPoint off : c->rangedTargets) {
        const LowUnit *t = s.unitAt(shooter.at + toMat(side, off));
        if (t && enemies(s, shooter, *t) && !out.contains(t->uid))
            out.append(t->uid);
    }
    std::sort(out.begin(), out.end());
    return out;
}

QList<Shot> proposeShots(const LowState &s)
{
    QList<Shot> shots;
    for (const int uid : unitsThatMayFire(s)) {
        const LowUnit *shooter = s.unit(uid);
        const QList<int> targets = targetsInGrid(s, *shooter);
        if (targets.isEmpty())
            continue;
        const CombatReport before = resolveCombat(s, shots);
        int best = 0;
        std::tuple<int, int, int, int, int> bestKey;
        for (const int t : targets) {
            QList<Shot> trial = shots;
            trial.append({uid, t});
            const bool already = before.destroyed.contains(t);
            const bool destroys = !already && resolveCombat(s, trial).destroyed.contains(t);
            const LowUnit *tu = s.unit(t);
            const LowCard *tc = s.card(tu->card);
            const auto key = std::make_tuple(destroys ? 0 : 1, already ? 1 : 0,
                                             tc && tc->isCommander() ? 0 : 1, rankOrder(s, *tu), t);
            if (!best || key < bestKey) {
                best = t;
                bestKey = key;
            }
        }
        shots.append({uid, best});
    }
    return shots;
}

QList<RecallReason> recallReasons(const LowState &s, int seat, int uid)
{
    using What = RecallReason::What;
    QList<RecallReason> out;
    const LowUnit *u = s.unit(uid);
    if (!u || seat < 0 || seat >= s.players.size())
        return out;
    const LowCard *c = s.card(u->card);
    const bool sameSide = s.sideOf(u->owner) == s.sideOf(seat);
    const bool teamOfThree = s.isThreePlayer() && s.sideOf(seat) == 1;
    if (!sameSide) {
        out.append({What::NotTeam, QStringLiteral("low.recall.conditions"), 0});
    } else if (u->owner != seat) {
        if (s.isTeamBattle()) {
            if (c && c->isGeneral())
                out.append({What::TeammateGeneral, QStringLiteral("low.variant.teams-rules"), 0});
            else if (!sameRaceTeammates(s, seat, u->owner))
                out.append({What::NotOwn, QStringLiteral("low.variant.teams-rules"), 0});
        } else if (!teamOfThree) {
            out.append({What::NotOwn, QStringLiteral("low.recall.conditions"), 0});
        }
    }
    if (teamOfThree && s.placedGeneral && s.active == seat)
        out.append({What::GeneralPlayed, QStringLiteral("low.variant.three-player-team"), 0});
    const bool cavalry = s.intermediate && c && c->cls == UnitClass::Cavalry;
    if (u->uid == s.placedUid || u->placedTurn == s.turn)
        out.append({What::PlacedThisTurn,
                    cavalry ? QStringLiteral("low.recall.cavalry")
                            : QStringLiteral("low.recall.conditions"),
                    0});
    if (cavalry) {
        for (const int e : engagedBy(s, *u)) {
            const LowCard *ec = s.card(s.unit(e)->card);
            if (ec && ec->cls == UnitClass::Spear) {
                out.append({What::EngagedBySpear, QStringLiteral("low.recall.cavalry"), e});
                break;
            }
        }
    } else {
        const QList<int> by = engagedBy(s, *u);
        if (!by.isEmpty())
            out.append({What::Engaged, QStringLiteral("low.recall.conditions"), by.first()});
        if (s.involved.contains(uid))
            out.append({What::Involved, QStringLiteral("low.recall.conditions"), 0});
    }
    return out;
}

QStringList recallProblems(const LowState &s, int seat, int uid)
{
    QStringList out;
    if (!s.unit(uid)) {
        out.append(QStringLiteral("low.recall.conditions"));
        return out;
    }
    for (const RecallReason &r : recallReasons(s, seat, uid))
        if (!out.contains(r.ruleId))
            out.append(r.ruleId);
    return out;
}

bool sameRaceTeammates(const LowState &s, int a, int b)
{
    if (a == b || a < 0 || b < 0 || a >= s.players.size() || b >= s.players.size())
        return false;
    const LowPlayer &pa = s.players.at(a);
    const LowPlayer &pb = s.players.at(b);
    return pa.side == pb.side && !pa.army.isEmpty() && pa.army == pb.army;
}

int recallRecipient(const LowState &s, int seat, int owner)
{
    // 3 players: a team member who recalls a teammate's unit (the general included) takes it
    // into their own hand. Otherwise the card goes back to the hand of the player who placed it.
    if (s.isThreePlayer() && s.sideOf(seat) == s.sideOf(owner))
        return seat;
    // Team battle: a same-race teammate's card goes to the hand of the player who recalls it.
    if (s.isTeamBattle() && sameRaceTeammates(s, seat, owner))
        return seat;
    return owner;
}

QList<BerserkerDue> berserkersDue(const LowState &afterRemoval, const LowState &before,
                                  const CombatReport &report)
{
    QList<BerserkerDue> out;
    if (!before.intermediate)
        return out;
    for (const int uid : report.involved) {
        const LowUnit *b = afterRemoval.unit(uid);
        const LowCard *c = b ? afterRemoval.card(b->card) : nullptr;
        if (!c || c->cls != UnitClass::Berserker || isEngaged(afterRemoval, *b))
            continue;
        BerserkerDue due;
        due.uid = uid;
        for (const int victim : report.destroyed) {
            const Fate *f = report.fate(victim);
            const LowUnit *v = before.unit(victim);
            if (!f || !v)
                continue;
            const bool hit = std::any_of(f->hits.begin(), f->hits.end(),
                                         [&](const Hit &h) { return h.from == uid; });
            if (hit && !afterRemoval.unitAt(v->at) && !due.squares.contains(v->at))
                due.squares.append(v->at);
        }
        if (!due.squares.isEmpty())
            out.append(due);
    }
    return out;
}

int winningSide(const LowState &s, QString *how)
{
    const int first = qBound(0, s.sideOf(s.active), 1);
    for (const int side : {first, 1 - first}) {
        if (s.kills[side].size() >= s.cardsToWin) {
            if (how)
                *how = QStringLiteral("cards");
            return side;
        }
        if (s.commandersKilled(side) >= s.commandersToWin) {
            if (how)
                *how = QStringLiteral("commanders");
            return side;
        }
    }
    return -1;
}

} // namespace kbz::low::rules
