// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/StepSchema.h"

namespace kbz::rr {

struct RrState;

// Every step kind's schema, in the engine's stepKinds() order (GameModule::stepSchemas).
QList<StepSchema> stepSchemas();
// The values of a field of `source`: cards ("unit-cards", "monster-cards", "all-cards"), or
// the squares of `seat`'s "units", "monsters" or both ("pieces").
QList<SchemaChoice> schemaChoices(const RrState &state, const QString &source, int seat);

} // namespace kbz::rr
