// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameConfig.h"
#include "Step.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <optional>

class QIODevice;

namespace kbz {

// The journal as a file: JSON Lines, documented in docs/journal-format.md.
//   line 1: {"format":"kibitzer-journal","version":1,"game":"<id>","title":"...","config":{...},
//            "uuid":"...","started":"<time>"}   (uuid: revision 1.4, started: 1.5; optional)
//   then:   {"kind":"...","actor":0,"payload":{...},"at":"<time>"}   one step per line (at: 1.5,
//           optional)
// Blank lines and lines starting with '#' are ignored.
struct JournalFile
{
    static constexpr int kVersion = 1;

    QString game;
    QString title;
    GameConfig config;
    // The game's identity (revision 1.4, schema 6: games.uuid), lower case without braces; empty
    // in a file of an earlier revision. It is not part of the content: contentHash() leaves it
    // out, so the same journal with or without it is the same content.
    QString uuid;
    // When the game was started (revision 1.5: the header's "started"), and when each step was
    // recorded (its line's "at"; stepTimes runs beside steps, an invalid time where a line has
    // none). Written by export so that a game copied to another database (import, the club's
    // push and pull) keeps its date and duration; like the uuid, not part of the content.
    QDateTime started;
    QList<Step> steps;
    QList<QDateTime> stepTimes;
    QList<int> stepLines; // the 1-based line number of each step (for error messages)

    // A step's "actor": absent, null or -1 is the table (-1); a whole number from 0 in int's
    // range (1.0 too) is a seat; anything else (0.5, 1e308, -3, "1", true) is std::nullopt, never
    // the table or a truncated seat. Journal::loadGame reads a stored actor by the same rule.
    static std::optional<int> actorFromJson(const QJsonValue &v);

    // Parses `data`; on failure returns false and sets the 1-based line and a description.
    // A whole file in memory: long journals are read with JournalReader instead.
    static bool parse(const QByteArray &data, JournalFile *out, int *errorLine, QString *error);
    QByteArray serialize() const;
    // The SHA-256 (hex) of the normalised journal: serialize()'s bytes without the uuid, so that
    // comments, blank lines, key order and spacing do not count. What recognises a file imported
    // before (with the uuid, which identifies the game itself).
    QByteArray contentHash() const;

    // serialize() line by line (each with its '\n'), for writers that stream: the header line
    // of this file's game, title and config, and one step's line.
    QByteArray headerLine() const;
    // A step's line; with its "at" when `at` is valid (not in the content hash).
    static QByteArray stepLine(const Step &step, const QDateTime &at = {});
    // The header line as contentHash() reads it: without the uuid and the start time
    // (scanJournalFile hashes a streamed file the same way).
    QByteArray hashedHeaderLine() const;
    // A header's "uuid" as stored: a UUID in any of QUuid's spellings, lower case without braces;
    // std::nullopt when it is not one.
    static std::optional<QString> normalisedUuid(const QString &text);

    // A journal file's time ("started", "at"): ISO 8601 with the offset, read as UTC; written
    // in UTC with milliseconds.
    static QString timeText(const QDateTime &t);
    static std::optional<QDateTime> timeFromJson(const QJsonValue &v);

private:
    QByteArray headerLine(bool withIdentity) const;
};

// Reads a journal file one line at a time (QIODevice::readLine), so that what it holds is one
// line, never the whole journal: the header first, then one step per next(). JournalFile::parse
// is this reader over a buffer, so both accept and refuse the same files with the same words.
class JournalReader final
{
public:
    explicit JournalReader(QIODevice *device);

    // Reads up to the header line: game, title and config into *header (its steps stay empty).
    bool readHeader(JournalFile *header);
    // The next step and its 1-based line (and its "at", invalid when the line has none); false
    // at the end of the file or on an error (failed()).
    bool next(Step *step, int *line, QDateTime *at = nullptr);

    bool failed() const { return m_errorLine != 0; }
    int errorLine() const { return m_errorLine; }
    const QString &error() const { return m_error; }
    // Lines read so far: after readHeader(), the header's line.
    int linesRead() const { return m_lineNo; }
    // Bytes read so far (progress over the file's size).
    qint64 bytesRead() const { return m_bytesRead; }

    // One step's line (JSON, not blank, not a comment) as next() reads it; false and *error.
    static bool parseStep(const QByteArray &line, Step *step, QString *error,
                          QDateTime *at = nullptr);

private:
    // The next line that is not blank or a comment, parsed as a JSON object; false at the end or
    // on an error.
    bool nextObject(QJsonObject *object);
    static bool parseObject(const QByteArray &line, QJsonObject *object, QString *error);
    bool fail(const QString &what);

    QIODevice *m_device;
    int m_lineNo = 0;
    qint64 m_bytesRead = 0;
    bool m_atEnd = false;
    int m_errorLine = 0;
    QString m_error;
};

} // namespace kbz
