#include "LowCardLibraryDialog.h"

// Stub: the cards helper writes the dialog.
