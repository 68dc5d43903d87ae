#include "LowRules.h"

// Stub: the engine helper fills this file.
namespace kbz::low::rules {

const Fate *CombatReport::fate(int) const { return nullptr; }

} // namespace kbz::low::rules
