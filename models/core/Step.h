// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QJsonObject>
#include <QString>

namespace kbz {

// One thing that happened at the table, as the user (or a journal file) reports it. The payload
// is game specific JSON; dice and hidden information are inputs carried in it, never generated
// by an engine. Steps are what the journal stores and what replay feeds back to the engine.
struct Step
{
    QString kind;        // e.g. "play-card"; each engine declares its kinds
    int actor = -1;      // seat index of the acting player, -1 for the table itself
    QJsonObject payload; // game specific inputs

    QJsonObject toJson() const; // {"kind":..., "actor":..., "payload":{...}}
    // Reads the journal-file form; returns false and sets *error on a structural problem.
    static bool fromJson(const QJsonObject &o, Step *step, QString *error);
    friend bool operator==(const Step &, const Step &) = default;
};

} // namespace kbz
