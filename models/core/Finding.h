// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Message.h"

#include <QJsonArray>
#include <QList>

namespace kbz {

// How serious a finding is. None of them blocks recording: the table is the truth.
//  - Info: guidance worth showing (e.g. "the board must now be rotated").
//  - Warning: the step breaks a rule as Kibitzer reads it; recording asks "record anyway?".
enum class Severity { Info, Warning };

QString severityCode(Severity s); // "info" / "warning"
Severity severityFromCode(const QString &code);

// What a validator says about a step: a stable rule id (also the rule book's id, so the UI can
// open the rule) and a translatable message with arguments.
struct Finding
{
    Severity severity = Severity::Warning;
    QString ruleId; // e.g. "lc.escape.move-only"
    Message message;

    QJsonObject toJson() const;
    static Finding fromJson(const QJsonObject &o);
    friend bool operator==(const Finding &, const Finding &) = default;
};

QJsonArray findingsToJson(const QList<Finding> &findings);
QList<Finding> findingsFromJson(const QJsonArray &array);
bool hasWarnings(const QList<Finding> &findings);

} // namespace kbz
