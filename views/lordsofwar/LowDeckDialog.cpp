#include "LowDeckDialog.h"

// Stub: the cards helper writes the dialog.
