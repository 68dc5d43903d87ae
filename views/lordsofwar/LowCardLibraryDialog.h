#pragma once

#include "CardLibraryDialogBase.h"

namespace kbz::low {

// Cards ▸ Lords of War card library…: the table's editable card library (every figure, the
// arrows with their attack values, the ranged target grid), undo/redo, import/export, Save.
// The cards helper writes it on CardLibraryDialogBase, like the other games' dialogs.
class LowCardLibraryDialog;

} // namespace kbz::low
