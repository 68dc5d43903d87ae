// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// RrStepEntry: the proposals that make a routine step one key (issue 13, items 3 and 4). While
// Advance, Ambush or Rest is carried out, the entry opens on the player whose turn it is, the
// unit that acts and its step (rules::proposeTurn); once the unit is chosen, the target of an
// attack or a song, the hits of fixed damage and the heals are proposed too. Everything stays a
// proposal: another kind, player, unit or square replaces it, and any choice can be recorded.
// (Member functions of RrStepEntry, declared in RrStepEntry.h.)

#include "RrStepEntry.h"

#include "RrAttackCalculator.h"
#include "RrStepKinds.h"

#include "core/Session.h"
#include "rookraiders/RrRules.h"

#include <QCheckBox>
#include <QComboBox>
#include <algorithm>
#include <utility>

namespace kbz::rr {

using namespace stepkinds;

QList<Step> RrStepEntry::commandSteps() const
{
    QList<Step> out;
    if (!m_session)
        return out;
    for (int i = m_session->index() - 1; i >= 0; --i) {
        const Step &st = m_session->entry(i).record.step;
        if (is(st.kind, "pick-command") || is(st.kind, "auto-command") ||
            is(st.kind, "deal-commands") || is(st.kind, "end-round"))
            break;
        out.prepend(st);
    }
    return out;
}

bool RrStepEntry::applyTurn(int seat)
{
    const auto s = state();
    if (!s || m_gameOver)
        return false;
    const std::optional<rules::TurnProposal> turn = rules::proposeTurn(*s, commandSteps(), seat);
    if (!turn)
        return false;
    const bool programmatic = m_programmatic;
    m_programmatic = true;
    applyActor(turn->seat);
    applyKind(turn->kind);
    m_programmatic = programmatic;
    m_squares = {turn->unit};
    m_unitProposed = true;
    m_hits.clear();
    {
        const QSignalBlocker b(m_bard);
        m_bard->setChecked(turn->viaBard);
    }
    m_bardProposed = turn->viaBard;
    proposeTargets();
    if (!m_proposed)
        m_cursorSquare = turn->unit;
    return true;
}

void RrStepEntry::proposeTargets()
{
    m_proposed = false;
    const auto s = state();
    const RrPiece *u = actingUnit();
    if (!s || !u || m_squares.size() != 1 || !m_hits.isEmpty())
        return;
    const QString k = kind();
    const QList<Square> offered = offeredSquares();
    if ((is(k, "attack") || is(k, "bard")) && !offered.isEmpty()) {
        m_squares.append(offered.first());
        m_proposed = true;
    } else if (is(k, "fixed-damage") && !offered.isEmpty()) {
        // One hit on each monster in range in turn.
        const int hits = hitLimit().value_or(1);
        for (int i = 0; i < hits; ++i) {
            const Square sq = offered.at(i % offered.size());
            auto it = std::find_if(m_hits.begin(), m_hits.end(),
                                   [sq](const Hit &h) { return h.target == sq; });
            if (it != m_hits.end())
                ++it->count;
            else
                m_hits.append({sq, 1});
        }
        m_proposed = true;
    } else if (is(k, "heal")) {
        // Each heal to the ally in range with the most damage left, while one has some.
        const RrCard *c = s->card(u->card);
        const int per = c && c->amount ? *c->amount : 1;
        QList<std::pair<Square, int>> damaged;
        for (const Square sq : offered)
            if (const RrPiece *ally = unitAt(*player(), sq); ally && ally->damage > 0)
                damaged.append({sq, ally->damage});
        const int heals = hitLimit().value_or(1);
        for (int i = 0; i < heals; ++i) {
            auto most =
                std::max_element(damaged.begin(), damaged.end(),
                                 [](const auto &a, const auto &b) { return a.second < b.second; });
            if (most == damaged.end() || most->second <= 0)
                break;
            const Square sq = most->first;
            most->second -= per;
            auto it = std::find_if(m_hits.begin(), m_hits.end(),
                                   [sq](const Hit &h) { return h.target == sq; });
            if (it != m_hits.end())
                ++it->count;
            else
                m_hits.append({sq, 1});
        }
        m_proposed = !m_hits.isEmpty();
    }
    if (m_proposed)
        m_cursorSquare = m_squares.size() > 1 ? m_squares.at(1) : m_hits.first().target;
    updateFigures();
}

void RrStepEntry::keepFittingUnit()
{
    // The unit proposed stays when it can take the step of the new kind; else the first one
    // that can (the Bard for a song, a unit with a marker to take it off...). A unit the table
    // chose stays whatever the kind (the validators warn).
    if (m_squares.isEmpty() || !takesUnitFirst() || !m_unitProposed)
        return;
    const Square unit = m_squares.first();
    m_squares.clear();
    m_hits.clear();
    const QList<Square> fits = offeredSquares();
    m_squares = {fits.contains(unit) || fits.isEmpty() ? unit : fits.first()};
    if (!unitAt(*player(), m_squares.first()))
        m_squares.clear();
}

bool RrStepEntry::acceptsProposal(Square square) const
{
    if (!m_proposed)
        return false;
    if (m_squares.size() == 2 && m_squares.at(1) == square)
        return true;
    return std::any_of(m_hits.begin(), m_hits.end(),
                       [square](const Hit &h) { return h.target == square; });
}

bool RrStepEntry::wantsDie() const
{
    return !m_gameOver && is(kind(), "attack") &&
           (m_calculator->die1() < 1 || m_calculator->die2() < 1);
}

bool RrStepEntry::typeDie(int value)
{
    if (!wantsDie() || value < 1 || value > 6)
        return false;
    return m_calculator->typeDie(value);
}

void RrStepEntry::forgetBardProposal()
{
    // "Through the Bard's song" was ticked for the ally the Bard sang to: another unit (or none)
    // does not inherit it.
    const auto s = state();
    const RrPiece *u = actingUnit();
    if (!m_bardProposed || (u && s && u->uid == s->bardTarget))
        return;
    m_bardProposed = false;
    const QSignalBlocker b(m_bard);
    m_bard->setChecked(false);
}

void RrStepEntry::announceCursor()
{
    if (const std::optional<Square> sq = std::exchange(m_cursorSquare, std::nullopt))
        Q_EMIT cursorProposed(*sq);
}

} // namespace kbz::rr
