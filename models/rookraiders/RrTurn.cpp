// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// proposeTurn(): who acts now in a running Advance, Ambush or Rest, with which unit and which
// step, as the step entry proposes it (issue 13, item 3: forms follow the game).
#include "RrRules.h"

namespace kbz::rr::rules {

namespace {

bool isUnitStep(const QString &k)
{
    return k == QLatin1String("move-unit") || k == QLatin1String("attack") ||
           k == QLatin1String("fixed-damage") || k == QLatin1String("heal") ||
           k == QLatin1String("bard") || k == QLatin1String("remove-marker");
}

// The unit now on `at` moved in this command (a move of the seat ended there).
bool movedHere(const QList<Step> &done, int seat, Square at)
{
    for (const Step &st : done)
        if (st.actor == seat && st.kind == QLatin1String("move-unit") &&
            squareOf(st.payload, "to") == at)
            return true;
    return false;
}

// A unit of `p` can use its skill on someone now: a monster in range for an attack or fixed
// damage, a damaged ally in range for healing, another ally in range for the Bard.
bool skillHasTarget(const RrState &s, const RrPlayer &p, const RrPiece &u)
{
    const RrCard *c = s.card(u.card);
    if (!c || !c->range)
        return true; // not known: the table says
    const QList<Square> range = rangeSquares(*c->range, u.at);
    switch (c->skill) {
    case SkillKind::Dice:
    case SkillKind::Attack:
    case SkillKind::Fixed:
        for (const RrPiece &m : p.monsters)
            if (range.contains(m.at))
                return true;
        return false;
    case SkillKind::Heal:
        for (const RrPiece &a : p.units)
            if (a.damage > 0 && range.contains(a.at))
                return true;
        return false;
    case SkillKind::Bard:
        for (const RrPiece &a : p.units)
            if (a.uid != u.uid && range.contains(a.at))
                return true;
        return false;
    case SkillKind::Unknown:
    case SkillKind::Special:
        break;
    }
    return true;
}

// The first unit of the seat with something left to do in the running command, and the step.
std::optional<TurnProposal> seatProposal(const RrState &s, const QList<Step> &done, int seat,
                                         const QString &command)
{
    const RrPlayer &p = s.players.at(seat);
    if (p.out)
        return std::nullopt;
    if (command == QLatin1String("rest")) {
        for (const RrPiece &u : p.units)
            if (u.marker)
                return TurnProposal{seat, QStringLiteral("remove-marker"), u.at, false};
        return std::nullopt;
    }
    // The ally the Bard sang to uses its skill now, through the song.
    for (const RrPiece &u : p.units)
        if (u.uid == s.bardTarget) {
            const RrCard *c = s.card(u.card);
            const QString kind = c ? skillStepKind(c->skill) : QString();
            if (!kind.isEmpty())
                return TurnProposal{seat, kind, u.at, true};
        }
    for (const RrPiece &u : p.units) {
        if (u.marker)
            continue;
        if (!movedHere(done, seat, u.at))
            return TurnProposal{seat, QStringLiteral("move-unit"), u.at, false};
        const RrCard *c = s.card(u.card);
        const QString kind = c ? skillStepKind(c->skill) : QString();
        if (!kind.isEmpty() && skillHasTarget(s, p, u))
            return TurnProposal{seat, kind, u.at, false};
    }
    return std::nullopt;
}

} // namespace

QString skillStepKind(SkillKind skill)
{
    switch (skill) {
    case SkillKind::Dice:
    case SkillKind::Attack:
        return QStringLiteral("attack");
    case SkillKind::Fixed:
        return QStringLiteral("fixed-damage");
    case SkillKind::Heal:
        return QStringLiteral("heal");
    case SkillKind::Bard:
        return QStringLiteral("bard");
    case SkillKind::Unknown:
    case SkillKind::Special:
        break;
    }
    return {};
}

QList<int> commandOrder(const RrState &s)
{
    QList<int> out;
    const int n = int(s.players.size());
    const int first = s.commandPicker >= 0 ? s.commandPicker : s.startPlayer;
    for (int i = 0; i < n; ++i) {
        const int seat = (first + i) % n;
        if (!s.players.at(seat).out)
            out.append(seat);
    }
    return out;
}

std::optional<TurnProposal> proposeTurn(const RrState &s, const QList<Step> &done, int seat)
{
    const QString command = s.runningCommand();
    if (command != QLatin1String("advance") && command != QLatin1String("ambush") &&
        command != QLatin1String("rest"))
        return std::nullopt;
    if (seat >= 0)
        return seat < s.players.size() ? seatProposal(s, done, seat, command) : std::nullopt;
    const QList<int> order = commandOrder(s);
    // The players before the last one who acted are done with this command.
    qsizetype from = 0;
    for (const Step &st : done)
        if (isUnitStep(st.kind) && order.contains(st.actor))
            from = order.indexOf(st.actor);
    for (qsizetype i = from; i < order.size(); ++i)
        if (auto turn = seatProposal(s, done, order.at(i), command))
            return turn;
    return std::nullopt;
}

} // namespace kbz::rr::rules
