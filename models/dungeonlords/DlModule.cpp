// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlModule.h"

#include "DlEngine.h"

namespace kbz::dl {

namespace {

class DlModule final : public GameModule
{
public:
    DlModule()
        : GameModule(std::make_shared<DlEngine>())
    {}
};

} // namespace

GameModulePtr gameModule()
{
    return std::make_shared<const DlModule>();
}

} // namespace kbz::dl
