// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GameModule.h"

namespace kbz {

GameModule::GameModule(EnginePtr engine)
    : m_engine(std::move(engine))
{
    Q_ASSERT(m_engine);
}

GameModule::~GameModule() = default;

QString GameModule::ruleBookPath(Lang lang) const
{
    return QStringLiteral(":/rules/%1/%2.md").arg(langCode(lang), id());
}

bool GameModule::allowsPlayerCount(int n) const
{
    return n >= m_engine->minPlayers() && n <= m_engine->maxPlayers();
}

GameFacts GameModule::gameFacts(const GameState &) const
{
    return {};
}

QList<SchemaChoice> GameModule::schemaChoices(const GameState &, const QString &, int) const
{
    return {};
}

} // namespace kbz
