// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "JournalFile.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QUuid>

#include <cmath>
#include <limits>

namespace kbz {

std::optional<int> JournalFile::actorFromJson(const QJsonValue &v)
{
    if (v.isUndefined() || v.isNull())
        return -1;
    if (!v.isDouble())
        return std::nullopt;
    // The range first (converting 1e308 to int is undefined behaviour), then a whole number.
    const double d = v.toDouble();
    if (!(d >= -1 && d <= std::numeric_limits<int>::max()) || d != std::trunc(d))
        return std::nullopt;
    return static_cast<int>(d);
}

JournalReader::JournalReader(QIODevice *device)
    : m_device(device)
{}

bool JournalReader::fail(const QString &what)
{
    m_errorLine = m_lineNo;
    m_error = what;
    return false;
}

bool JournalReader::nextObject(QJsonObject *object)
{
    while (!m_atEnd && !failed()) {
        // A file's last line counts even without its '\n' (and an empty one after it too, as
        // the line numbers of a file that ends in '\n' always did).
        QByteArray line = m_device->readLine();
        m_bytesRead += line.size();
        if (!line.endsWith('\n'))
            m_atEnd = true;
        ++m_lineNo;
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        QString why;
        return parseObject(line, object, &why) || fail(why);
    }
    return false;
}

bool JournalReader::parseObject(const QByteArray &line, QJsonObject *object, QString *error)
{
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &perr);
    if (perr.error != QJsonParseError::NoError) {
        *error = QStringLiteral("invalid JSON at column %1: %2")
                     .arg(perr.offset + 1)
                     .arg(perr.errorString());
        return false;
    }
    if (!doc.isObject()) {
        *error = QStringLiteral("expected a JSON object");
        return false;
    }
    *object = doc.object();
    return true;
}

namespace {

// A step line's optional "at" into *at (invalid when absent); false and *error when it is there
// but not a time.
bool stepTime(const QJsonObject &o, QDateTime *at, QString *error)
{
    const QJsonValue v = o.value(QStringLiteral("at"));
    if (v.isUndefined()) {
        if (at)
            *at = QDateTime();
        return true;
    }
    const std::optional<QDateTime> t = JournalFile::timeFromJson(v);
    if (!t) {
        *error = QStringLiteral(
            "\"at\" must be a time with its offset, such as \"2026-11-26T18:00:00.000Z\"");
        return false;
    }
    if (at)
        *at = *t;
    return true;
}

} // namespace

bool JournalReader::parseStep(const QByteArray &line, Step *step, QString *error, QDateTime *at)
{
    QJsonObject o;
    return parseObject(line.trimmed(), &o, error) && Step::fromJson(o, step, error) &&
           stepTime(o, at, error);
}

bool JournalReader::readHeader(JournalFile *header)
{
    *header = JournalFile();
    QJsonObject o;
    if (!nextObject(&o)) {
        if (!failed()) {
            m_errorLine = 1;
            m_error = QStringLiteral("the file is empty: a journal starts with its header line");
        }
        return false;
    }
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("kibitzer-journal"))
        return fail(QStringLiteral(
            "the first line must be the header {\"format\":\"kibitzer-journal\", ...}"));
    const int version = o.value(QStringLiteral("version")).toInt(0);
    if (version < 1 || version > JournalFile::kVersion)
        return fail(QStringLiteral("unsupported journal version %1 (this build reads %2)")
                        .arg(o.value(QStringLiteral("version")).toVariant().toString())
                        .arg(JournalFile::kVersion));
    const QJsonValue game = o.value(QStringLiteral("game"));
    if (!game.isString() || game.toString().isEmpty())
        return fail(QStringLiteral("the header has no \"game\""));
    const QJsonValue config = o.value(QStringLiteral("config"));
    if (!config.isUndefined() && !config.isObject())
        return fail(QStringLiteral("\"config\" must be an object"));
    if (config.isObject() && !config.toObject().value(QStringLiteral("players")).isUndefined() &&
        !config.toObject().value(QStringLiteral("players")).isArray())
        return fail(QStringLiteral("\"config.players\" must be an array"));
    header->game = game.toString();
    header->title = o.value(QStringLiteral("title")).toString();
    header->config = GameConfig::fromJson(config.toObject());
    const QJsonValue uuid = o.value(QStringLiteral("uuid"));
    if (!uuid.isUndefined()) {
        const std::optional<QString> normalised =
            uuid.isString() ? JournalFile::normalisedUuid(uuid.toString()) : std::nullopt;
        if (!normalised)
            return fail(QStringLiteral("\"uuid\" must be a UUID such as "
                                       "\"0f8fad5b-d9cb-469f-a165-70867728950e\""));
        header->uuid = *normalised;
    }
    const QJsonValue started = o.value(QStringLiteral("started"));
    if (!started.isUndefined()) {
        const std::optional<QDateTime> t = JournalFile::timeFromJson(started);
        if (!t)
            return fail(QStringLiteral("\"started\" must be a time with its offset, such as "
                                       "\"2026-11-26T18:00:00.000Z\""));
        header->started = *t;
    }
    return true;
}

bool JournalReader::next(Step *step, int *line, QDateTime *at)
{
    QJsonObject o;
    if (!nextObject(&o))
        return false;
    QString why;
    if (!Step::fromJson(o, step, &why) || !stepTime(o, at, &why))
        return fail(why);
    *line = m_lineNo;
    return true;
}

bool JournalFile::parse(const QByteArray &data, JournalFile *out, int *errorLine, QString *error)
{
    QBuffer buffer;
    buffer.setData(data);
    buffer.open(QIODevice::ReadOnly);
    JournalReader reader(&buffer);
    if (reader.readHeader(out)) {
        Step step;
        int line = 0;
        QDateTime at;
        while (reader.next(&step, &line, &at)) {
            out->steps.append(step);
            out->stepTimes.append(at);
            out->stepLines.append(line);
        }
    }
    if (reader.failed()) {
        *errorLine = reader.errorLine();
        *error = reader.error();
        return false;
    }
    return true;
}

std::optional<QString> JournalFile::normalisedUuid(const QString &text)
{
    const QUuid uuid = QUuid::fromString(text.trimmed());
    if (uuid.isNull())
        return std::nullopt;
    return uuid.toString(QUuid::WithoutBraces).toLower();
}

QByteArray JournalFile::headerLine() const
{
    return headerLine(true);
}

QByteArray JournalFile::hashedHeaderLine() const
{
    return headerLine(false);
}

QString JournalFile::timeText(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

std::optional<QDateTime> JournalFile::timeFromJson(const QJsonValue &v)
{
    if (!v.isString())
        return std::nullopt;
    const QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    // A time without its offset would be read as local time: only an explicit one is a moment.
    if (!t.isValid() || t.timeSpec() == Qt::LocalTime)
        return std::nullopt;
    return t.toUTC();
}

QByteArray JournalFile::headerLine(bool withIdentity) const
{
    QJsonObject header{{QStringLiteral("format"), QStringLiteral("kibitzer-journal")},
                       {QStringLiteral("version"), kVersion},
                       {QStringLiteral("game"), game},
                       {QStringLiteral("config"), config.toJson()}};
    if (!title.isEmpty())
        header.insert(QStringLiteral("title"), title);
    if (withIdentity && !uuid.isEmpty())
        header.insert(QStringLiteral("uuid"), uuid);
    if (withIdentity && started.isValid())
        header.insert(QStringLiteral("started"), timeText(started));
    return QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n';
}

QByteArray JournalFile::stepLine(const Step &step, const QDateTime &at)
{
    QJsonObject o = step.toJson();
    if (at.isValid())
        o.insert(QStringLiteral("at"), timeText(at));
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

QByteArray JournalFile::serialize() const
{
    QByteArray out = headerLine();
    for (qsizetype i = 0; i < steps.size(); ++i)
        out += stepLine(steps.at(i), stepTimes.value(i));
    return out;
}

QByteArray JournalFile::contentHash() const
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(hashedHeaderLine());
    for (const Step &s : steps)
        hash.addData(stepLine(s));
    return hash.result().toHex();
}

} // namespace kbz
