// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwTool.h"

#include "core/Session.h"

namespace kbz::lw {

std::shared_ptr<const LwState> LwTool::state() const
{
    if (!session())
        return {};
    return std::dynamic_pointer_cast<const LwState>(session()->state());
}

} // namespace kbz::lw
