// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Finding.h"
#include "core/Step.h"

#include <QString>

namespace kbz {

class Session;

// What the validators say about a step being prepared, as one HTML fragment for a preview
// label: the refusal of a malformed step, every warning with its rule id, or (no warning) a
// tick and the step's description. *findings (optional) receives the findings of check().
QString stepPreviewHtml(const Session &session, const Step &step,
                        QList<Finding> *findings = nullptr);
// "<i>text</i>", escaped: a sentence saying what is still missing.
QString missingPreviewHtml(const QString &text);

} // namespace kbz
