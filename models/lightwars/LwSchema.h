// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/StepSchema.h"

namespace kbz::lw {

struct LwState;

// Every step kind's schema, in the engine's stepKinds() order (GameModule::stepSchemas).
QList<StepSchema> stepSchemas();
// The values of a field of `source` for the side `seat`: "own-units" (its army, by index),
// "enemy-units" (the other army's), "tactics" (its tactics tiles).
QList<SchemaChoice> schemaChoices(const LwState &state, const QString &source, int seat);

} // namespace kbz::lw
