// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcRules.h"

#include <QJsonArray>

namespace kbz::lc::rules {

int forwardSign(const LcState &s, int seat)
{
    return seat == s.southSeat ? 1 : -1;
}

int farRow(const LcState &s, int seat)
{
    return forwardSign(s, seat) > 0 ? 3 : 0;
}

Square offsetSquare(const LcState &s, int seat, Square from, QPoint offset)
{
    // An offset larger than the board lands off it whatever the start (and must not overflow).
    if (offset.x() < -3 || offset.x() > 3 || offset.y() < -4 || offset.y() > 4)
        return Square{};
    const int f = forwardSign(s, seat);
    return Square{from.col + f * offset.x(), from.row + f * offset.y()};
}

Square rotated(Square sq)
{
    if (!sq.isValid())
        return sq;
    return Square{2 - sq.col, 3 - sq.row};
}

QList<Square> patternSquares(const LcState &s, int seat, const LcCard &card)
{
    QList<Square> out;
    const Square from = s.players.at(seat).piece;
    if (!from.isValid())
        return out;
    for (const QPoint &pt : card.pattern) {
        const Square sq = offsetSquare(s, seat, from, pt);
        if (sq.isValid() && !out.contains(sq))
            out.append(sq);
    }
    return out;
}

QList<Square> legalMoveSquares(const LcState &s, int seat, const LcCard &card)
{
    QList<Square> out = patternSquares(s, seat, card);
    const Square opp = s.players.at(s.opponent(seat)).piece;
    out.removeIf([&](const Square &sq) { return sq == opp; });
    return out;
}

QList<Square> attackedSquares(const LcState &s, int seat)
{
    QList<Square> out;
    for (const QString &id : s.players.at(seat).field) {
        const LcCard *c = s.card(id);
        if (!c || !c->isArms())
            continue;
        for (const Square &sq : patternSquares(s, seat, *c))
            if (!out.contains(sq))
                out.append(sq);
    }
    return out;
}

QStringList hittingCards(const LcState &s, int seat)
{
    QStringList out;
    const Square target = s.players.at(s.opponent(seat)).piece;
    if (!target.isValid())
        return out;
    for (const QString &id : s.players.at(seat).field) {
        const LcCard *c = s.card(id);
        if (c && c->isArms() && patternSquares(s, seat, *c).contains(target))
            out.append(id);
    }
    return out;
}

bool mayBeInHand(const LcState &s, int seat, const QString &cardId)
{
    const LcPlayer &p = s.players.at(seat);
    if (p.hand.known.contains(cardId))
        return true;
    if (p.hand.unknown <= 0)
        return false;
    // Each player's deck holds one copy of each card: a card in sight (on the field, in the
    // discard pile, or revealed on top of the deck and not drawn yet) is not in the hand.
    return !p.field.contains(cardId) && !p.discard.contains(cardId) && p.topCard != cardId;
}

int refillNeed(const LcState &s, int seat)
{
    return qMax(0, s.handLimit(seat) - s.players.at(seat).hand.size());
}

int drawable(const LcState &s, int seat)
{
    return s.players.at(seat).deck + int(s.players.at(seat).discard.size());
}

int drawnCount(const LcState &s, int seat, int entered)
{
    return qBound(0, entered, drawable(s, seat));
}

bool isEscape(const LcState &s, const Step &step)
{
    if (step.kind == QLatin1String("escape"))
        return true;
    return step.kind == QLatin1String("play-card") && s.phase == Phase::Escape &&
           step.actor == s.defender();
}

namespace {

bool isInt(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == double(v.toInt());
}

} // namespace

std::optional<Message> decodePlay(const LcState &s, const Step &step, Play *play)
{
    const QJsonObject &p = step.payload;
    const QJsonValue pass = p.value(QStringLiteral("pass"));
    if (!pass.isUndefined() && !pass.isBool())
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "\"pass\" must be true or false"));
    if (step.kind == QLatin1String("escape") && pass.toBool()) {
        play->pass = true;
        return std::nullopt;
    }
    const QJsonValue card = p.value(QStringLiteral("card"));
    if (!card.isString())
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "\"card\" must be a card id"));
    play->card = s.card(card.toString());
    if (!play->card)
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                           "Unknown card %1: it is not in this game's card set"),
                         {card.toString()});
    const QJsonValue to = p.value(QStringLiteral("to"));
    if (!to.isUndefined()) {
        const auto sq = to.isString() ? Square::parse(to.toString()) : std::nullopt;
        if (!sq)
            return lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "\"to\" must be a square a1..c4"));
        play->to = *sq;
    }
    const QJsonValue offset = p.value(QStringLiteral("offset"));
    if (!offset.isUndefined()) {
        const QJsonArray a = offset.toArray();
        if (!offset.isArray() || a.size() != 2 || !isInt(a.at(0)) || !isInt(a.at(1)))
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                               "\"offset\" must be [dx, dy] (whole numbers)"));
        if (play->to)
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                               "Give either \"to\" or \"offset\", not both"));
        play->offset = QPoint(a.at(0).toInt(), a.at(1).toInt());
    }
    const QJsonValue swap = p.value(QStringLiteral("swapWith"));
    if (!swap.isUndefined()) {
        if (!isInt(swap) || swap.toInt() < 0 || swap.toInt() > 2)
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                               "\"swapWith\" must be a field position 0..2"));
        play->swapWith = swap.toInt();
    }
    if (play->card->isMove() && !play->to && !play->offset) {
        const int seat = step.actor;
        if (legalMoveSquares(s, seat, *play->card).size() > 1)
            return lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 can go to several squares: give \"to\""),
                {play->card->name});
    }
    return std::nullopt;
}

std::optional<Square> moveTarget(const LcState &s, int seat, const Play &play, bool *offBoard)
{
    *offBoard = false;
    if (play.to)
        return play.to;
    const Square from = s.players.at(seat).piece;
    if (play.offset) {
        if (!from.isValid())
            return std::nullopt;
        const Square sq = offsetSquare(s, seat, from, *play.offset);
        if (!sq.isValid()) {
            *offBoard = true;
            return std::nullopt;
        }
        return sq;
    }
    if (!play.card)
        return std::nullopt;
    const QList<Square> legal = legalMoveSquares(s, seat, *play.card);
    if (legal.size() == 1)
        return legal.first();
    return std::nullopt;
}

} // namespace kbz::lc::rules
