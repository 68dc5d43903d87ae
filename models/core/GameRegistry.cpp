// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GameRegistry.h"

namespace kbz {

void GameRegistry::add(GameModulePtr module)
{
    Q_ASSERT(module && !find(module->id()));
    m_modules.append(std::move(module));
}

void GameRegistry::add(EnginePtr engine)
{
    add(std::make_shared<const GameModule>(std::move(engine)));
}

EnginePtr GameRegistry::find(const QString &id) const
{
    const GameModule *m = module(id);
    return m ? m->engine() : nullptr;
}

const GameModule *GameRegistry::module(const QString &id) const
{
    for (const GameModulePtr &m : m_modules)
        if (m->id() == id)
            return m.get();
    return nullptr;
}

QList<EnginePtr> GameRegistry::engines() const
{
    QList<EnginePtr> out;
    for (const GameModulePtr &m : m_modules)
        out.append(m->engine());
    return out;
}

QStringList GameRegistry::ids() const
{
    QStringList out;
    for (const GameModulePtr &m : m_modules)
        out.append(m->id());
    return out;
}

} // namespace kbz
