// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/StepSchema.h"

namespace kbz::low {

struct LowState;

// Every step kind's schema, in the engine's stepKinds() order (GameModule::stepSchemas).
QList<StepSchema> stepSchemas();
// The values of a field of `source`: "deck-cards" (the cards of `seat`'s deck, the whole set
// for the table), "units" (the units on the mat, by uid).
QList<SchemaChoice> schemaChoices(const LowState &state, const QString &source, int seat);

} // namespace kbz::low
