// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "StateHistory.h"

namespace kbz {

StateHistory::StateHistory(EnginePtr engine, StatePtr initial)
    : m_engine(std::move(engine))
    , m_kept{initial}
    , m_last(std::move(initial))
{}

StatePtr StateHistory::at(int i, const StepAt &stepAt) const
{
    Q_ASSERT(i >= 0 && i < m_size);
    if (i == m_size - 1)
        return m_last;
    if (i % kInterval == 0)
        return m_kept.at(i / kInterval);
    if (i == m_cachedIndex)
        return m_cached;
    int from = i / kInterval * kInterval;
    StatePtr state = m_kept.at(from / kInterval);
    if (m_cachedIndex > from && m_cachedIndex < i) {
        from = m_cachedIndex;
        state = m_cached;
    }
    for (int entry = from; entry < i; ++entry)
        state = m_engine->apply(*state, stepAt(entry));
    m_cachedIndex = i;
    m_cached = state;
    return state;
}

void StateHistory::truncate(int size, StatePtr last)
{
    Q_ASSERT(size >= 1 && size <= m_size);
    m_size = size;
    m_kept.resize((size - 1) / kInterval + 1);
    m_last = std::move(last);
    if (m_cachedIndex >= size - 1) {
        m_cachedIndex = -1;
        m_cached.reset();
    }
}

void StateHistory::push(StatePtr state)
{
    if (m_size % kInterval == 0)
        m_kept.append(state);
    m_last = std::move(state);
    ++m_size;
}

} // namespace kbz
