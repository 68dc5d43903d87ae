// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PhoneProtocol.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QRandomGenerator>
#include <QSet>
#include <cmath>

namespace kbz::phones {

namespace {

constexpr int kMaxSeat = 15;

bool isIdText(const QString &s)
{
    if (s.isEmpty() || s.size() > kMaxIdChars)
        return false;
    for (QChar c : s) {
        const char16_t u = c.unicode();
        const bool ok = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') ||
                        (u >= '0' && u <= '9') || u == '-' || u == '_';
        if (!ok)
            return false;
    }
    return true;
}

std::optional<int> wholeNumber(const QJsonValue &v, int min, int max)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < min || d > max)
        return std::nullopt;
    return int(d);
}

// The fields of `o` are exactly `required` plus some of `optional`.
bool hasFields(const QJsonObject &o, const QSet<QString> &required, const QSet<QString> &optional,
               QString *error)
{
    for (const QString &k : required) {
        if (!o.contains(k)) {
            *error = QStringLiteral("missing field \"%1\"").arg(k);
            return false;
        }
    }
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!required.contains(it.key()) && !optional.contains(it.key())) {
            *error = QStringLiteral("unknown field \"%1\"").arg(it.key().left(kMaxIdChars));
            return false;
        }
    }
    return true;
}

bool readLang(const QJsonValue &v, Lang *lang)
{
    const QString code = v.toString();
    if (code != QLatin1String("en") && code != QLatin1String("ja"))
        return false;
    *lang = langFromCode(code);
    return true;
}

// Compares two tokens in a time that depends on their lengths only.
bool sameToken(const QString &a, const QString &b)
{
    if (a.size() != b.size() || a.isEmpty())
        return false;
    char16_t diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= char16_t(a.at(i).unicode() ^ b.at(i).unicode());
    return diff == 0;
}

} // namespace

std::optional<ClientMessage> parseClientMessage(QByteArrayView frame, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (frame.size() > kMaxMessageBytes) {
        *error = QStringLiteral("message too long (over %1 bytes)").arg(kMaxMessageBytes);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(frame.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = QStringLiteral("not a JSON object");
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    const QString type = o.value(QLatin1String("type")).toString();
    ClientMessage m;
    const QSet<QString> typeOnly{QStringLiteral("type")};
    auto with = [&](std::initializer_list<QString> names) {
        QSet<QString> s = typeOnly;
        for (const QString &n : names)
            s.insert(n);
        return s;
    };

    if (type == QLatin1String("hello")) {
        if (!hasFields(o, with({QStringLiteral("token")}),
                       {QStringLiteral("since"), QStringLiteral("lang")}, error))
            return std::nullopt;
        m.type = ClientMessage::Type::Hello;
        m.token = o.value(QLatin1String("token")).toString();
        if (!isIdText(m.token)) {
            *error = QStringLiteral("bad token");
            return std::nullopt;
        }
        if (o.contains(QLatin1String("since"))) {
            const auto since = wholeNumber(o.value(QLatin1String("since")), -1, 1 << 30);
            if (!since) {
                *error = QStringLiteral("bad \"since\"");
                return std::nullopt;
            }
            m.since = *since;
        }
        if (o.contains(QLatin1String("lang"))) {
            if (!readLang(o.value(QLatin1String("lang")), &m.lang)) {
                *error = QStringLiteral("bad \"lang\" (en or ja)");
                return std::nullopt;
            }
            m.hasLang = true;
        }
        return m;
    }
    if (type == QLatin1String("join")) {
        if (!hasFields(o, with({QStringLiteral("seat")}), {}, error))
            return std::nullopt;
        const auto seat = wholeNumber(o.value(QLatin1String("seat")), -1, kMaxSeat);
        if (!seat) {
            *error = QStringLiteral("bad \"seat\"");
            return std::nullopt;
        }
        m.type = ClientMessage::Type::Join;
        m.seat = *seat;
        return m;
    }
    if (type == QLatin1String("record")) {
        if (!hasFields(o, with({QStringLiteral("id"), QStringLiteral("step")}),
                       {QStringLiteral("anyway")}, error))
            return std::nullopt;
        m.type = ClientMessage::Type::Record;
        m.id = o.value(QLatin1String("id")).toString();
        if (!isIdText(m.id)) {
            *error = QStringLiteral("bad \"id\"");
            return std::nullopt;
        }
        const QJsonValue anyway = o.value(QLatin1String("anyway"));
        if (o.contains(QLatin1String("anyway")) && !anyway.isBool()) {
            *error = QStringLiteral("bad \"anyway\"");
            return std::nullopt;
        }
        m.anyway = anyway.toBool();
        const QJsonValue stepValue = o.value(QLatin1String("step"));
        if (!stepValue.isObject()) {
            *error = QStringLiteral("bad \"step\"");
            return std::nullopt;
        }
        const QJsonObject step = stepValue.toObject();
        if (!hasFields(step, {QStringLiteral("kind"), QStringLiteral("payload")}, {}, error))
            return std::nullopt;
        m.step.kind = step.value(QLatin1String("kind")).toString();
        if (!isIdText(m.step.kind) || !step.value(QLatin1String("payload")).isObject()) {
            *error = QStringLiteral("bad step kind or payload");
            return std::nullopt;
        }
        m.step.payload = step.value(QLatin1String("payload")).toObject();
        return m;
    }
    if (type == QLatin1String("undo")) {
        if (!hasFields(o, with({QStringLiteral("id")}), {}, error))
            return std::nullopt;
        m.type = ClientMessage::Type::Undo;
        m.id = o.value(QLatin1String("id")).toString();
        if (!isIdText(m.id)) {
            *error = QStringLiteral("bad \"id\"");
            return std::nullopt;
        }
        return m;
    }
    if (type == QLatin1String("lang")) {
        if (!hasFields(o, with({QStringLiteral("lang")}), {}, error))
            return std::nullopt;
        m.type = ClientMessage::Type::Lang;
        if (!readLang(o.value(QLatin1String("lang")), &m.lang)) {
            *error = QStringLiteral("bad \"lang\" (en or ja)");
            return std::nullopt;
        }
        m.hasLang = true;
        return m;
    }
    *error = QStringLiteral("unknown message type");
    return std::nullopt;
}

QString newToken()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    const QByteArray bytes(reinterpret_cast<const char *>(words), sizeof words);
    return QString::fromLatin1(
        bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

PhoneKeys::PhoneKeys(int seats)
    : m_invitation(newToken())
    , m_seatTokens(seats)
{}

namespace {

bool isToken(const QString &t)
{
    return t.size() == 22 && isIdText(t);
}

} // namespace

PhoneKeys::PhoneKeys(int seats, const QString &invitation, const QList<QString> &seatTokens)
    : m_invitation(isToken(invitation) ? invitation : newToken())
    , m_seatTokens(seats)
{
    for (int i = 0; i < seats && i < seatTokens.size(); ++i)
        m_seatTokens[i] = isToken(seatTokens.at(i)) ? seatTokens.at(i) : QString();
}

bool PhoneKeys::isInvitation(const QString &token) const
{
    return sameToken(token, m_invitation);
}

QString PhoneKeys::grant(int seat)
{
    if (seat < 0 || seat >= seats())
        return {};
    m_seatTokens[seat] = newToken();
    return m_seatTokens[seat];
}

void PhoneKeys::revoke(int seat)
{
    if (seat >= 0 && seat < seats())
        m_seatTokens[seat].clear();
}

bool PhoneKeys::isGranted(int seat) const
{
    return seat >= 0 && seat < seats() && !m_seatTokens.at(seat).isEmpty();
}

std::optional<int> PhoneKeys::seatOf(const QString &token) const
{
    std::optional<int> found;
    // Every seat is compared, so the time does not say which one matched.
    for (int i = 0; i < seats(); ++i) {
        if (sameToken(token, m_seatTokens.at(i)))
            found = i;
    }
    return found;
}

std::optional<QJsonObject> SubmissionLog::answer(int seat, const QString &id) const
{
    const auto it = m_answers.constFind(QString::number(seat) + QLatin1Char(':') + id);
    if (it == m_answers.cend())
        return std::nullopt;
    return *it;
}

void SubmissionLog::remember(int seat, const QString &id, const QJsonObject &answer)
{
    const QString key = QString::number(seat) + QLatin1Char(':') + id;
    if (!m_answers.contains(key))
        m_order.append(key);
    m_answers.insert(key, answer);
    while (m_order.size() > m_capacity)
        m_answers.remove(m_order.takeFirst());
}

bool RateLimit::take(qint64 nowMs)
{
    if (m_last >= 0 && nowMs > m_last)
        m_level = std::min(m_burst, m_level + double(nowMs - m_last) * m_rate / 1000.0);
    if (m_last < 0 || nowMs > m_last)
        m_last = nowMs;
    if (m_level < 1.0)
        return false;
    m_level -= 1.0;
    return true;
}

} // namespace kbz::phones
