// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/StepSchema.h"

namespace kbz::dl {

struct DlState;

// Every step kind's schema, in the engine's stepKinds() order (GameModule::stepSchemas).
QList<StepSchema> stepSchemas();
// The values of a Unit field of `source` on `seat`'s board: "tiles", "monsters", "party",
// "prisoners" (each by its index in the player's list).
QList<SchemaChoice> schemaChoices(const DlState &state, const QString &source, int seat);

} // namespace kbz::dl
