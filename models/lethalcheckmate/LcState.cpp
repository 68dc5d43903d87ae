// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcState.h"

#include <QJsonArray>

namespace kbz::lc {

QString Square::name() const
{
    if (!isValid())
        return QStringLiteral("-");
    return QString(QChar(u'a' + col)) + QString::number(row + 1);
}

std::optional<Square> Square::parse(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t.size() != 2)
        return std::nullopt;
    const Square s{t.at(0).unicode() - u'a', t.at(1).unicode() - u'1'};
    if (!s.isValid())
        return std::nullopt;
    return s;
}

QString phaseCode(Phase phase)
{
    switch (phase) {
    case Phase::Placement:
        return QStringLiteral("placement");
    case Phase::Attack:
        return QStringLiteral("attack");
    case Phase::Escape:
        return QStringLiteral("escape");
    case Phase::End:
        return QStringLiteral("end");
    case Phase::Finished:
        return QStringLiteral("finished");
    }
    return {};
}

int LcState::handLimit(int seat) const
{
    const int step = players.at(seat).hpStep();
    return step < handLimits.size() ? handLimits.at(step) : 0;
}

const LcCard *LcState::card(const QString &id) const
{
    return cards ? cards->find(id) : nullptr;
}

namespace {

QString resolveCode(Resolve r)
{
    switch (r) {
    case Resolve::None:
        return QStringLiteral("none");
    case Resolve::Attack:
        return QStringLiteral("attack");
    case Resolve::Escape:
        return QStringLiteral("escape");
    }
    return {};
}

QJsonObject playerJson(const LcState &s, int seat)
{
    const LcPlayer &p = s.players.at(seat);
    QJsonObject o{
        {QStringLiteral("name"), p.name},
        {QStringLiteral("colour"), p.colour},
        {QStringLiteral("piece"), p.piece.isValid() ? QJsonValue(p.piece.name()) : QJsonValue()},
        {QStringLiteral("hits"), p.hits},
        {QStringLiteral("hpStep"), p.hpStep()},
        {QStringLiteral("handLimit"), s.handLimit(seat)},
        {QStringLiteral("hand"),
         QJsonObject{{QStringLiteral("known"), QJsonArray::fromStringList(p.hand.known)},
                     {QStringLiteral("unknown"), p.hand.unknown},
                     {QStringLiteral("size"), p.hand.size()}}},
        {QStringLiteral("field"), QJsonArray::fromStringList(p.field)},
        {QStringLiteral("deck"), p.deck},
        {QStringLiteral("discard"), QJsonArray::fromStringList(p.discard)},
    };
    if (!p.topCard.isEmpty())
        o.insert(QStringLiteral("topCard"), p.topCard);
    return o;
}

} // namespace

QJsonObject LcState::toJson() const
{
    QJsonArray ps;
    for (int i = 0; i < players.size(); ++i)
        ps.append(playerJson(*this, i));
    QJsonArray limits;
    for (int l : handLimits)
        limits.append(l);
    QJsonObject o{
        {QStringLiteral("game"), QStringLiteral("lethal-checkmate")},
        {QStringLiteral("phase"), phaseCode(phase)},
        {QStringLiteral("turn"), turn},
        {QStringLiteral("turnPlayer"), turnPlayer},
        {QStringLiteral("southSeat"), southSeat},
        {QStringLiteral("handLimits"), limits},
        {QStringLiteral("players"), ps},
        {QStringLiteral("cardsPlayed"), cardsPlayed},
        {QStringLiteral("damageDealt"), damageDealt},
        {QStringLiteral("lethalDeclared"), lethalDeclared},
        {QStringLiteral("lethalOnLastStep"), lethalOnLastStep},
        {QStringLiteral("escapeUsed"), escapeUsed},
        {QStringLiteral("hitBy"), QJsonArray::fromStringList(hitBy)},
        {QStringLiteral("rotations"), rotations},
        {QStringLiteral("boardTurned"), rotations % 2 == 1},
        {QStringLiteral("rotationDue"), rotationDue},
        {QStringLiteral("rotationMover"), rotationMover},
        {QStringLiteral("justRotated"), justRotated},
        {QStringLiteral("pending"), resolveCode(pending)},
    };
    if (winner >= 0) {
        o.insert(QStringLiteral("winner"), winner);
        o.insert(QStringLiteral("how"), how);
    }
    return o;
}

} // namespace kbz::lc
