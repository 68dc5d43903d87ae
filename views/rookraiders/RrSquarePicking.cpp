// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// RrStepEntry: the squares chosen on the acting player's board, per step kind (what the board
// offers, what a click on it means). The offered squares are the legal ones; a click on any
// other square is taken too, and the preview shows the validators' warning before recording.
// (Member functions of RrStepEntry, declared in RrStepEntry.h.)

#include "RrStepEntry.h"

#include "RrStepKinds.h"

#include "core/Session.h"
#include "rookraiders/RrEngine.h"
#include "rookraiders/RrRules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <algorithm>
#include <utility>

namespace kbz::rr {

using namespace stepkinds;

bool RrStepEntry::takesUnitFirst() const
{
    const QString k = kind();
    return twoSquares(k) || is(k, "fixed-damage") || is(k, "heal") || is(k, "place-marker") ||
           is(k, "remove-marker") || is(k, "level-up");
}

bool RrStepEntry::addsHits() const
{
    const QString k = kind();
    return is(k, "fixed-damage") || is(k, "heal");
}

bool RrStepEntry::enterRecords() const
{
    return addsHits() && !m_hits.isEmpty() && step().has_value();
}

int RrStepEntry::hitTotal() const
{
    int n = 0;
    for (const Hit &h : m_hits)
        n += h.count;
    return n;
}

std::optional<int> RrStepEntry::hitLimit() const
{
    const RrPiece *u = actingUnit();
    const auto s = state();
    const RrCard *c = u && s ? s->card(u->card) : nullptr;
    if (!c || !c->times)
        return std::nullopt;
    return *c->times;
}

QList<Square> RrStepEntry::ownUnits() const
{
    QList<Square> out;
    for (const RrPiece &u : player()->units)
        out.append(u.at);
    return out;
}

QList<Square> RrStepEntry::monsterSquares() const
{
    QList<Square> out;
    for (const RrPiece &m : player()->monsters)
        out.append(m.at);
    return out;
}

QList<Square> RrStepEntry::inRange(const QList<Square> &squares) const
{
    const RrPiece *u = actingUnit();
    const auto s = state();
    const RrCard *c = u && s ? s->card(u->card) : nullptr;
    if (!c || !c->range)
        return squares; // range unknown: every candidate
    const QList<Square> range = rules::rangeSquares(*c->range, u->at);
    QList<Square> out;
    for (const Square sq : squares)
        if (range.contains(sq))
            out.append(sq);
    return out;
}

QList<Square> RrStepEntry::offeredSquares() const
{
    const auto s = state();
    if (m_gameOver || !s)
        return {};
    const RrPlayer &p = *player();
    const QString k = kind();
    QList<Square> out;
    if (placesUnit(k)) {
        for (int row = 0; row < kRows; ++row)
            for (int col = 1; col <= kColumns; ++col)
                if (rules::isFree(p, Square{row, col}))
                    out.append(Square{row, col});
        return out;
    }
    if (!takesUnitFirst())
        return out;
    if (m_squares.isEmpty()) {
        for (const RrPiece &u : p.units) {
            const RrCard *c = s->card(u.card);
            const bool fits = is(k, "bard")            ? c && c->skill == SkillKind::Bard
                              : is(k, "place-marker")  ? !u.marker
                              : is(k, "remove-marker") ? u.marker
                              : is(k, "level-up")      ? c && c->levelUp
                                                       : true;
            if (fits)
                out.append(u.at);
        }
        return out.isEmpty() ? ownUnits() : out;
    }
    const RrPiece *u = actingUnit();
    if (!u)
        return out;
    const RrCard *c = s->card(u->card);
    if (is(k, "move-unit")) {
        const int move = c && c->move ? *c->move + (m_fullMove->isChecked() ? 1 : 0) : 99;
        return rules::reachableSquares(p, u->at, move);
    }
    if (is(k, "attack") || is(k, "fixed-damage")) {
        const QList<Square> targets = inRange(monsterSquares());
        return targets;
    }
    if (is(k, "heal"))
        return inRange(ownUnits());
    if (is(k, "bard")) {
        out = inRange(ownUnits());
        out.removeAll(u->at);
        return out;
    }
    return out;
}

QList<QPair<Square, QString>> RrStepEntry::markedSquares() const
{
    QList<QPair<Square, QString>> out;
    const auto s = state();
    const RrPiece *u = actingUnit();
    if (m_gameOver || !s || !u)
        return out;
    const QString k = kind();
    const RrPlayer &p = *player();
    auto mark = [&out](Square sq, const char *rule) {
        out.append({sq, QString::fromLatin1(rule)});
    };
    if (addsHits() && !wantsSquare()) {
        // Every hit (or heal) the card gives is chosen: more are taken, against the card.
        const char *rule = is(k, "heal") ? "rr.attack.heal" : "rr.attack.fixed";
        for (const RrPiece &m : p.monsters)
            mark(m.at, rule);
        for (const RrPiece &a : p.units)
            if (!(is(k, "fixed-damage") && a.at == u->at))
                mark(a.at, rule);
        return out;
    }
    if (!wantsSquare()) // the target still to be chosen (or only proposed)
        return out;
    if (is(k, "attack") || is(k, "fixed-damage")) {
        for (const RrPiece &a : p.units) // an ally hit
            if (a.at != u->at)
                mark(a.at, "rr.units.range");
    } else if (is(k, "heal")) {
        for (const RrPiece &m : p.monsters) // a monster healed
            mark(m.at, "rr.units.range");
    } else if (is(k, "bard")) {
        for (const RrPiece &m : p.monsters) // a monster sung at
            mark(m.at, "rr.attack.bard");
    }
    return out;
}

QList<Square> RrStepEntry::chosenSquares() const
{
    QList<Square> out = m_squares;
    for (const Hit &h : m_hits)
        if (!out.contains(h.target))
            out.append(h.target);
    return out;
}

bool RrStepEntry::wantsSquare() const
{
    if (m_gameOver || !state())
        return false;
    const QString k = kind();
    if (placesUnit(k))
        return m_squares.isEmpty();
    if (!takesUnitFirst())
        return false;
    if (m_squares.isEmpty())
        return true;
    // A proposed target or proposed hits: the board stays open for the table's own choice
    // (Enter or a click on a proposed square accepts the proposal instead).
    if (m_proposed)
        return true;
    if (twoSquares(k))
        return m_squares.size() < 2;
    if (addsHits()) {
        const auto limit = hitLimit();
        return !limit || hitTotal() < *limit;
    }
    return false;
}

void RrStepEntry::chooseSquare(Square sq)
{
    const auto s = state();
    if (m_gameOver || !s || !sq.isValid())
        return;
    const RrPlayer &p = *player();
    const QString k = kind();
    // A square chosen: the table's choice from now on (its hits replace the proposed ones).
    if (std::exchange(m_proposed, false) && addsHits())
        m_hits.clear();
    const bool unitProposed = std::exchange(m_unitProposed, false);
    const bool unit = unitAt(p, sq) != nullptr;
    if (placesUnit(k)) {
        // An occupied square too: the preview then says why it cannot be recorded.
        m_squares = {sq};
    } else if (takesUnitFirst()) {
        if (m_squares.isEmpty()) {
            if (unit) {
                m_squares = {sq};
                m_hits.clear();
            }
        } else if (sq == m_squares.first() && unitProposed) {
            // A click on the unit Kibitzer proposed confirms it (it is not let go); a target
            // proposed with it is proposed again below, and the next click may choose another.
            m_squares = {sq};
        } else if (sq == m_squares.first() && !is(k, "heal")) {
            m_squares.clear(); // a second click on the acting unit lets it go
            m_hits.clear();
        } else if (is(k, "move-unit")) {
            // Any square: a move the table made against the rules is recorded with the
            // validators' warning; one onto another card is refused with what to do (the
            // preview says it), never taken for a click choosing another unit.
            m_squares = {m_squares.first(), sq};
        } else if (is(k, "attack") || (is(k, "fixed-damage") && m_hits.isEmpty())) {
            // Another ally clicked while the acting unit is only Kibitzer's proposal: the table
            // acts with that one. Else a monster, an ally (against the rules: it takes the
            // damage) or an empty square is the target.
            if (unit && unitProposed)
                m_squares = {sq};
            else if (is(k, "attack"))
                m_squares = {m_squares.first(), sq};
            else
                m_hits.append({sq, 1});
        } else if (is(k, "bard")) {
            m_squares = {m_squares.first(), sq}; // an ally, or (a warning) a monster or nothing
        } else if (is(k, "fixed-damage") || is(k, "heal")) {
            // Offered are the legal targets; any other square is taken too (with a warning):
            // an ally hit, a monster healed, a hit or heal more than the card gives.
            auto it = std::find_if(m_hits.begin(), m_hits.end(),
                                   [sq](const Hit &h) { return h.target == sq; });
            if (it != m_hits.end())
                ++it->count;
            else
                m_hits.append({sq, 1});
        } else if (unit) {
            m_squares = {sq};
        }
        // The unit just chosen: its target proposed (an attack or a song).
        if ((is(k, "attack") || is(k, "bard")) && m_squares.size() == 1 && m_squares.first() == sq)
            proposeTargets();
    }
    forgetBardProposal();
    if (is(k, "level-up")) {
        // The card it turns into, when the unit's card says so.
        const RrPiece *u = actingUnit();
        const RrCard *c = u ? s->card(u->card) : nullptr;
        if (c && !c->upgrade.isEmpty())
            selectData(m_card, c->upgrade);
    }
    updateFigures();
    refresh();
    announceCursor();
}

void RrStepEntry::clearSquares()
{
    m_squares.clear();
    m_hits.clear();
    m_proposed = false;
    m_unitProposed = false;
    forgetBardProposal();
    updateFigures();
    refresh();
}

void RrStepEntry::removeHit(int index)
{
    if (index < 0 || index >= m_hits.size())
        return;
    m_proposed = false;
    if (--m_hits[index].count <= 0)
        m_hits.removeAt(index);
    refresh();
}

} // namespace kbz::rr
