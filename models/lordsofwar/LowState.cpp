// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowState.h"

#include <QJsonArray>

namespace kbz::low {

QString columnName(int x)
{
    if (x >= 0 && x < 26)
        return QString(QChar(char16_t(u'A' + x)));
    return QString::number(x);
}

QString rowName(int y)
{
    return QString::number(y + 1);
}

QString squareName(QPoint sq)
{
    // The mat's own labels (LowMatView prints them along its edges), so a square named in a
    // button, a warning or the journal is found on the mat; before, a square off the letters
    // was "(x,y)" counted from 0 while the mat numbered its rows from 1.
    if (sq.x() >= 0 && sq.x() < 26 && sq.y() >= 0)
        return columnName(sq.x()) + rowName(sq.y());
    return QStringLiteral("(%1,%2)").arg(columnName(sq.x()), rowName(sq.y()));
}

std::optional<QPoint> squareFromJson(const QJsonValue &v)
{
    if (!v.isArray())
        return std::nullopt;
    const QJsonArray a = v.toArray();
    if (a.size() != 2)
        return std::nullopt;
    for (const QJsonValue &c : a)
        if (!c.isDouble() || c.toDouble() != double(c.toInt()))
            return std::nullopt;
    return QPoint(a.at(0).toInt(), a.at(1).toInt());
}

QJsonValue squareToJson(QPoint sq)
{
    return QJsonArray{sq.x(), sq.y()};
}

QPoint toMat(int side, QPoint o)
{
    // Side 0 faces up (forward = y - 1), side 1 faces down and its right is the mat's left.
    return side == 0 ? QPoint(o.x(), -o.y()) : QPoint(-o.x(), o.y());
}

QString phaseCode(Phase phase)
{
    switch (phase) {
    case Phase::Opening:
        return QStringLiteral("opening");
    case Phase::Place:
        return QStringLiteral("place");
    case Phase::Resolve:
        return QStringLiteral("resolve");
    case Phase::Berserker:
        return QStringLiteral("berserker");
    case Phase::Reinforce:
        return QStringLiteral("reinforce");
    case Phase::Finished:
        return QStringLiteral("finished");
    }
    return {};
}

LocalizedName LowState::cardName(const QString &id) const
{
    const LowCard *c = card(id);
    return c ? c->name : LocalizedName{id, {}};
}

const LowUnit *LowState::unit(int uid) const
{
    for (const LowUnit &u : units)
        if (u.uid == uid)
            return &u;
    return nullptr;
}

const LowUnit *LowState::unitAt(QPoint sq) const
{
    for (auto it = units.crbegin(); it != units.crend(); ++it)
        if (it->at == sq)
            return &*it;
    return nullptr;
}

bool LowState::isCovered(const LowUnit &u) const
{
    const LowUnit *top = unitAt(u.at);
    return top && top->uid != u.uid;
}

bool LowState::onMat(QPoint sq) const
{
    return unlimited || (sq.x() >= 0 && sq.x() < kMatColumns && sq.y() >= 0 && sq.y() < kMatRows);
}

int LowState::commandersKilled(int side) const
{
    if (side < 0 || side > 1)
        return 0;
    int n = 0;
    for (const LowKill &k : kills[side])
        if (const LowCard *c = card(k.card); c && c->isCommander())
            ++n;
    return n;
}

QStringList LowState::remainingCards(int seat) const
{
    if (seat < 0 || seat >= players.size())
        return {};
    const int deckSeat = players.at(seat).deckSeat;
    QStringList out = players.value(deckSeat).deck;
    auto sameDeck = [&](int owner) {
        return players.value(owner).deckSeat == deckSeat;
    };
    for (const LowUnit &u : units)
        if (sameDeck(u.owner))
            out.removeOne(u.card);
    for (const QList<LowKill> &pile : kills)
        for (const LowKill &k : pile)
            if (sameDeck(k.owner))
                out.removeOne(k.card);
    return out;
}

namespace {

QJsonArray intArray(const QList<int> &list)
{
    QJsonArray a;
    for (int v : list)
        a.append(v);
    return a;
}

} // namespace

QJsonObject LowState::toJson() const
{
    QJsonArray ps;
    for (const LowPlayer &p : players)
        ps.append(QJsonObject{
            {QStringLiteral("name"), p.name},
            {QStringLiteral("army"), p.army},
            {QStringLiteral("side"), p.side},
            {QStringLiteral("deckSeat"), p.deckSeat},
            {QStringLiteral("deck"), QJsonArray::fromStringList(p.deck)},
            {QStringLiteral("handLimit"), p.handLimit},
            {QStringLiteral("hand"), p.hand},
            {QStringLiteral("drawPile"), p.drawPile},
        });
    QJsonArray us;
    for (const LowUnit &u : units)
        us.append(QJsonObject{
            {QStringLiteral("uid"), u.uid},
            {QStringLiteral("card"), u.card},
            {QStringLiteral("owner"), u.owner},
            {QStringLiteral("at"), squareName(u.at)},
            {QStringLiteral("square"), squareToJson(u.at)},
            {QStringLiteral("placedTurn"), u.placedTurn},
        });
    QJsonArray ks;
    for (int side = 0; side < 2; ++side) {
        QJsonArray pile;
        for (const LowKill &k : kills[side])
            pile.append(QJsonObject{{QStringLiteral("card"), k.card},
                                    {QStringLiteral("owner"), k.owner},
                                    {QStringLiteral("turn"), k.turn}});
        ks.append(QJsonObject{{QStringLiteral("side"), side},
                              {QStringLiteral("count"), int(kills[side].size())},
                              {QStringLiteral("commanders"), commandersKilled(side)},
                              {QStringLiteral("cards"), pile}});
    }
    QJsonArray due;
    for (qsizetype i = 0; i < berserkers.size(); ++i) {
        QJsonArray squares;
        for (const QPoint sq : berserkerSquares.value(i))
            squares.append(squareToJson(sq));
        due.append(QJsonObject{{QStringLiteral("unit"), berserkers.at(i)},
                               {QStringLiteral("squares"), squares}});
    }
    return QJsonObject{
        {QStringLiteral("players"), ps},
        {QStringLiteral("units"), us},
        {QStringLiteral("kills"), ks},
        {QStringLiteral("mat"),
         unlimited ? QStringLiteral("unlimited") : QStringLiteral("standard")},
        {QStringLiteral("intermediate"), intermediate},
        {QStringLiteral("opening"), QJsonArray{squareToJson(opening[0]), squareToJson(opening[1])}},
        {QStringLiteral("cardsToWin"), cardsToWin},
        {QStringLiteral("commandersToWin"), commandersToWin},
        {QStringLiteral("turnOrder"), intArray(turnOrder)},
        {QStringLiteral("openingOrder"), intArray(openingOrder)},
        {QStringLiteral("phase"), phaseCode(phase)},
        {QStringLiteral("inOpening"), inOpening},
        {QStringLiteral("turn"), turn},
        {QStringLiteral("active"), active},
        {QStringLiteral("orderIndex"), orderIndex},
        {QStringLiteral("placedUid"), placedUid},
        {QStringLiteral("placedGeneral"), placedGeneral},
        {QStringLiteral("teamGeneral"), teamGeneral},
        {QStringLiteral("fired"), intArray(fired)},
        {QStringLiteral("involved"), intArray(involved)},
        {QStringLiteral("berserkers"), due},
        {QStringLiteral("extraTurnSide"), extraTurnSide},
        {QStringLiteral("generalDead"), QJsonArray{generalDead[0], generalDead[1]}},
        {QStringLiteral("nextUid"), nextUid},
        {QStringLiteral("winnerSide"), winnerSide},
        {QStringLiteral("how"), how},
    };
}

} // namespace kbz::low
