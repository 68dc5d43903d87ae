#pragma once

#include "GameConfig.h"
#include "Step.h"

#include <QByteArray>
#include <QList>
#include <optional>

namespace kbz {

// The journal as a file: JSON Lines, documented in docs/journal-format.md.
//   line 1: {"format":"kibitzer-journal","version":1,"game":"<id>","title":"...","config":{...}}
//   then:   {"kind":"...","actor":0,"payload":{...}}   one step per line
// Blank lines and lines starting with '#' are ignored.
struct JournalFile
{
    static constexpr int kVersion = 1;

    QString game;
    QString title;
    GameConfig config;
    QList<Step> steps;
    QList<int> stepLines; // the 1-based line number of each step (for error messages)

    // A step's "actor": absent, null or -1 is the table (-1); a whole number from 0 in int's
    // range (1.0 too) is a seat; anything else (0.5, 1e308, -3, "1", true) is std::nullopt, never
    // the table or a truncated seat. Journal::loadGame reads a stored actor by the same rule.
    static std::optional<int> actorFromJson(const QJsonValue &v);

    // Parses `data`; on failure returns false and sets the 1-based line and a description.
    static bool parse(const QByteArray &data, JournalFile *out, int *errorLine, QString *error);
    QByteArray serialize() const;
    // The SHA-256 (hex) of the normalised journal: serialize()'s bytes, so that comments, blank
    // lines, key order and spacing do not count. What recognises a file imported before.
    QByteArray contentHash() const;
};

} // namespace kbz
