#pragma once

// The deck builder (the cards helper writes it): per player, the army's 36-card deck by rank,
// same-rank swaps (customisation, mercenaries) with the deck validator's findings.
namespace kbz::low {
class LowDeckDialog;
} // namespace kbz::low
