#include "LowEngine.h"

// Stub: the engine helper fills this file.
namespace kbz::low {} // namespace kbz::low
