// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "TallyModule.h"

#include "TallyEngine.h"

namespace kbz::tally {

namespace {

class TallyModule final : public GameModule
{
public:
    TallyModule()
        : GameModule(std::make_shared<TallyEngine>())
    {}

    QList<StepSchema> stepSchemas() const override { return TallyEngine::stepSchemas(); }

    // Not among the shipped rule books: in the tests' resources (tests/games/tally/rules).
    QString ruleBookPath(Lang lang) const override
    {
        return QStringLiteral(":/test-games/tally/%1/tally.md").arg(langCode(lang));
    }
};

} // namespace

GameModulePtr gameModule()
{
    return std::make_shared<const TallyModule>();
}

} // namespace kbz::tally
