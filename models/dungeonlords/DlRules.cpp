#include "DlRules.h"

// Stub: the rules helper implements this file.
namespace kbz::dl {} // namespace kbz::dl
