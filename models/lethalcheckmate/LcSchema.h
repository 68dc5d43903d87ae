// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/StepSchema.h"

namespace kbz::lc {

struct LcState;

// Every step kind's schema, in the engine's stepKinds() order (GameModule::stepSchemas).
QList<StepSchema> stepSchemas();
// The values of a Card field of `source` ("cards": the game's card set).
QList<SchemaChoice> schemaChoices(const LcState &state, const QString &source);

} // namespace kbz::lc
