#include "DlTool.h"

#include "core/Session.h"

namespace kbz::dl {

std::shared_ptr<const DlState> DlTool::state() const
{
    if (!session())
        return {};
    return std::dynamic_pointer_cast<const DlState>(session()->state());
}

} // namespace kbz::dl
