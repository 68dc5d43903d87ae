// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameEngine.h"

#include <QList>
#include <functional>

namespace kbz {

// The states along an undo stack without keeping one per entry: state(i) is the state with the
// first i entries applied. It keeps state(0), every kInterval-th state and the last one; any other
// is recomputed by applying the entries' steps from the kept state below it (fewer than
// kInterval applies: engines are pure functions, so the same state comes back), and the last one
// recomputed is remembered, so that walking the stack in order stays linear. A game of a million
// steps then keeps some 16,000 states instead of a million.
class StateHistory final
{
public:
    static constexpr int kInterval = 64;
    using StepAt = std::function<Step(int entry)>; // the step of an entry, for recomputing

    StateHistory(EnginePtr engine, StatePtr initial);

    int size() const { return m_size; } // the number of states: entries + 1
    const StatePtr &last() const { return m_last; }
    StatePtr at(int i, const StepAt &stepAt) const;

    // Keeps state(0) .. state(size - 1); `last` is state(size - 1), which the caller has.
    void truncate(int size, StatePtr last);
    // Appends state(size()).
    void push(StatePtr state);

private:
    EnginePtr m_engine;
    QList<StatePtr> m_kept; // m_kept[k] = state(k * kInterval)
    StatePtr m_last;
    int m_size = 1;
    mutable int m_cachedIndex = -1;
    mutable StatePtr m_cached;
};

} // namespace kbz
