#include "DlInternal.h"

// Stub: filled in by a helper.
namespace kbz::dl::rules {} // namespace kbz::dl::rules
