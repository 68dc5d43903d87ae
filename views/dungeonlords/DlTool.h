#pragma once

#include "StepTool.h"
#include "dungeonlords/DlState.h"

#include <memory>

namespace kbz::dl {

// The base of the Dungeon Lords view's tools (year setup, plan, reveal, resolve): a StepTool
// that reads the session's Dungeon Lords state.
class DlTool : public StepTool
{
    Q_OBJECT

public:
    using StepTool::StepTool;

    std::shared_ptr<const DlState> state() const;
};

} // namespace kbz::dl
