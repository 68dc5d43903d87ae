// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GameRegistry.h"

namespace kbz {

void GameRegistry::add(EnginePtr engine)
{
    Q_ASSERT(engine && !find(engine->id()));
    m_engines.append(std::move(engine));
}

EnginePtr GameRegistry::find(const QString &id) const
{
    for (const EnginePtr &e : m_engines)
        if (e->id() == id)
            return e;
    return nullptr;
}

QStringList GameRegistry::ids() const
{
    QStringList out;
    for (const EnginePtr &e : m_engines)
        out.append(e->id());
    return out;
}

} // namespace kbz
