// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "StepTool.h"
#include "lightwars/LwState.h"

#include <memory>

namespace kbz::lw {

// The base of the Light Wars view's tools (deploy, tactics, action): a StepTool that reads the
// session's Light Wars state.
class LwTool : public StepTool
{
    Q_OBJECT

public:
    using StepTool::StepTool;

    std::shared_ptr<const LwState> state() const;
};

} // namespace kbz::lw
