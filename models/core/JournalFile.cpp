#include "JournalFile.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

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

bool JournalFile::parse(const QByteArray &data, JournalFile *out, int *errorLine, QString *error)
{
    *out = JournalFile();
    bool haveHeader = false;
    int lineNo = 0;
    qsizetype pos = 0;
    while (pos <= data.size()) {
        qsizetype end = data.indexOf('\n', pos);
        if (end < 0)
            end = data.size();
        QByteArray line = data.mid(pos, end - pos).trimmed();
        pos = end + 1;
        ++lineNo;
        if (line.isEmpty() || line.startsWith('#'))
            continue;

        auto fail = [&](const QString &what) {
            *errorLine = lineNo;
            *error = what;
            return false;
        };
        QJsonParseError perr;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &perr);
        if (perr.error != QJsonParseError::NoError)
            return fail(QStringLiteral("invalid JSON at column %1: %2")
                            .arg(perr.offset + 1)
                            .arg(perr.errorString()));
        if (!doc.isObject())
            return fail(QStringLiteral("expected a JSON object"));
        const QJsonObject o = doc.object();

        if (!haveHeader) {
            if (o.value(QStringLiteral("format")).toString() != QLatin1String("kibitzer-journal"))
                return fail(QStringLiteral(
                    "the first line must be the header {\"format\":\"kibitzer-journal\", ...}"));
            const int version = o.value(QStringLiteral("version")).toInt(0);
            if (version < 1 || version > kVersion)
                return fail(QStringLiteral("unsupported journal version %1 (this build reads %2)")
                                .arg(o.value(QStringLiteral("version")).toVariant().toString())
                                .arg(kVersion));
            const QJsonValue game = o.value(QStringLiteral("game"));
            if (!game.isString() || game.toString().isEmpty())
                return fail(QStringLiteral("the header has no \"game\""));
            const QJsonValue config = o.value(QStringLiteral("config"));
            if (!config.isUndefined() && !config.isObject())
                return fail(QStringLiteral("\"config\" must be an object"));
            if (config.isObject() &&
                !config.toObject().value(QStringLiteral("players")).isUndefined() &&
                !config.toObject().value(QStringLiteral("players")).isArray())
                return fail(QStringLiteral("\"config.players\" must be an array"));
            out->game = game.toString();
            out->title = o.value(QStringLiteral("title")).toString();
            out->config = GameConfig::fromJson(config.toObject());
            haveHeader = true;
            continue;
        }
        Step step;
        QString why;
        if (!Step::fromJson(o, &step, &why))
            return fail(why);
        out->steps.append(step);
        out->stepLines.append(lineNo);
    }
    if (!haveHeader) {
        *errorLine = 1;
        *error = QStringLiteral("the file is empty: a journal starts with its header line");
        return false;
    }
    return true;
}

QByteArray JournalFile::serialize() const
{
    QJsonObject header{{QStringLiteral("format"), QStringLiteral("kibitzer-journal")},
                       {QStringLiteral("version"), kVersion},
                       {QStringLiteral("game"), game},
                       {QStringLiteral("config"), config.toJson()}};
    if (!title.isEmpty())
        header.insert(QStringLiteral("title"), title);
    QByteArray out = QJsonDocument(header).toJson(QJsonDocument::Compact);
    out += '\n';
    for (const Step &s : steps) {
        out += QJsonDocument(s.toJson()).toJson(QJsonDocument::Compact);
        out += '\n';
    }
    return out;
}

QByteArray JournalFile::contentHash() const
{
    return QCryptographicHash::hash(serialize(), QCryptographicHash::Sha256).toHex();
}

} // namespace kbz
