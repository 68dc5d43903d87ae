// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwState.h"

#include <QJsonArray>

namespace kbz::lw {

namespace {

QJsonValue sideValue(int side)
{
    return side >= 0 && side < kSides ? QJsonValue(sideCode(side)) : QJsonValue();
}

} // namespace

QString sideCode(int side)
{
    return side == 0 ? QStringLiteral("red") : QStringLiteral("blue");
}

QString phaseCode(Phase phase)
{
    switch (phase) {
    case Phase::Deploy:
        return QStringLiteral("deploy");
    case Phase::Tactics:
        return QStringLiteral("tactics");
    case Phase::Action:
        return QStringLiteral("action");
    case Phase::Finished:
        return QStringLiteral("finished");
    }
    return {};
}

LocalizedName LwState::cardName(const QString &id) const
{
    const LwCard *c = card(id);
    return c ? c->name : LocalizedName{id, id};
}

int LwState::spareBases(int side) const
{
    if (side < 0 || side >= kSides)
        return 0;
    const LwArmy &a = armies[side];
    int removed = 0;
    for (const LwUnit &u : a.units)
        removed += u.removed ? 1 : 0;
    return a.bases - int(a.units.size()) + removed - a.paidBases;
}

int LwState::spent(int side) const
{
    if (side < 0 || side >= kSides)
        return 0;
    int total = 0;
    for (const LwUnit &u : armies[side].units)
        if (const LwCard *c = card(u.card))
            total += c->budgetCost();
    for (const QString &t : armies[side].tactics)
        if (const LwCard *c = card(t))
            total += c->budgetCost();
    return total;
}

int LwState::score(int side) const
{
    if (side < 0 || side >= kSides)
        return 0;
    int total = 0;
    for (const LwUnit &u : armies[1 - side].units)
        if (u.removed)
            if (const LwCard *c = card(u.card))
                total += c->budgetCost();
    return total;
}

QList<int> LwState::toAct(int side) const
{
    QList<int> out;
    if (side < 0 || side >= kSides)
        return out;
    const QList<LwUnit> &units = armies[side].units;
    for (int i = 0; i < units.size(); ++i)
        if (!units.at(i).removed && !units.at(i).acted)
            out.append(i);
    return out;
}

std::pair<int, int> LwState::unitAt(Square s) const
{
    for (int side = 0; side < kSides; ++side)
        for (int i = 0; i < armies[side].units.size(); ++i)
            if (armies[side].units.at(i).onMap() && armies[side].units.at(i).at == s)
                return {side, i};
    return {-1, -1};
}

bool LwState::hasPositions() const
{
    for (const LwArmy &a : armies)
        for (const LwUnit &u : a.units)
            if (u.at.isValid())
                return true;
    return false;
}

QJsonObject LwState::toJson() const
{
    QJsonArray sides;
    for (int side = 0; side < kSides; ++side) {
        const LwArmy &a = armies[side];
        QJsonArray units;
        for (const LwUnit &u : a.units) {
            QJsonObject o{{QStringLiteral("card"), u.card},
                          {QStringLiteral("removed"), u.removed},
                          {QStringLiteral("removedTurn"), u.removedTurn},
                          {QStringLiteral("acted"), u.acted},
                          {QStringLiteral("moved"), u.moved}};
            if (u.at.isValid()) { // only journals with positions (revision 1.3) have these
                o.insert(QStringLiteral("at"), squareCode(u.at));
                o.insert(QStringLiteral("facing"), dirCode(u.facing));
            }
            units.append(o);
        }
        sides.append(QJsonObject{
            {QStringLiteral("side"), sideCode(side)},
            {QStringLiteral("name"), names.value(side)},
            {QStringLiteral("units"), units},
            {QStringLiteral("tactics"), QJsonArray::fromStringList(a.tactics)},
            {QStringLiteral("bases"), a.bases},
            {QStringLiteral("paidBases"), a.paidBases},
            {QStringLiteral("spareBases"), spareBases(side)},
            {QStringLiteral("spent"), spent(side)},
            {QStringLiteral("unspent"), unspent(side)},
            {QStringLiteral("score"), score(side)},
            {QStringLiteral("activeTiles"), QJsonArray::fromStringList(a.usedTiles)},
            {QStringLiteral("usedTiles"), QJsonArray::fromStringList(a.usedEver)},
        });
    }
    return QJsonObject{
        {QStringLiteral("game"), QStringLiteral("light-wars")},
        {QStringLiteral("phase"), phaseCode(phase)},
        {QStringLiteral("budget"), budget},
        {QStringLiteral("maxTurns"), maxTurns},
        {QStringLiteral("turnMarker"), turnMarker},
        {QStringLiteral("turnsTaken"), turnsTaken},
        {QStringLiteral("deployMethod"), deployMethod},
        {QStringLiteral("firstSide"), sideValue(firstSide)},
        {QStringLiteral("active"), sideValue(active)},
        {QStringLiteral("sides"), sides},
        {QStringLiteral("winner"), sideValue(winnerSide)},
        {QStringLiteral("how"), how},
        // The card set of this game (the figures the table entered are part of the game).
        {QStringLiteral("cards"), cards ? cards->toJson() : QJsonArray()},
    };
}

} // namespace kbz::lw
