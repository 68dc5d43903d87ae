// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Lang.h"
#include "core/Step.h"

#include <QByteArrayView>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

// The phones' protocol (issue 36, docs/phones.md): what a phone may send the laptop over its
// WebSocket, read with hard limits before anything else looks at it, and the keys that say who
// may send it. Everything here is QtCore only, so the parser is fuzzed (tests/fuzz) and tested
// without a network.
namespace kbz::phones {

// The largest text frame a phone may send; the server refuses bigger ones before reading them.
constexpr qsizetype kMaxMessageBytes = 16 * 1024;
// The longest submission id, step kind and token a message may carry.
constexpr qsizetype kMaxIdChars = 64;

// One message of a phone, as understood.
struct ClientMessage
{
    enum class Type {
        Hello,  // token: the game's invitation or the phone's seat token; since: last step seen
        Join,   // seat: the seat asked for (-1: follow as a spectator)
        Record, // id, step (its actor is the phone's seat, set by the server), anyway
        Undo,   // id: undo this seat's last step
        Lang,   // lang: the phone's language
    };
    Type type = Type::Hello;
    QString token;
    int since = -1;
    int seat = -1;
    QString id;
    Step step;
    bool anyway = false;
    Lang lang = Lang::En;
    bool hasLang = false;
};

// Reads one frame. Anything that is not one of the messages above, exactly (a field missing or
// of another type, an unknown field or type, a frame over kMaxMessageBytes, an id with other
// characters than [A-Za-z0-9_-]), gives nullopt and a short English reason in *error.
std::optional<ClientMessage> parseClientMessage(QByteArrayView frame, QString *error);

// 128 random bits from the system's generator, as 22 characters of base64url.
QString newToken();

// The keys of one game's phones: the invitation (in the QR code, new for each server) and one
// token per seat given to the phone that joined it. Comparisons take the same time whatever
// the token, so a phone cannot guess a token a character at a time.
class PhoneKeys
{
public:
    explicit PhoneKeys(int seats);
    // Keys kept from an earlier server of the same game (the laptop's app restarted): a token
    // that is not one newToken() makes is replaced by a new one, a seat beyond `seats` dropped.
    PhoneKeys(int seats, const QString &invitation, const QList<QString> &seatTokens);

    int seats() const { return int(m_seatTokens.size()); }
    QString invitation() const { return m_invitation; }
    bool isInvitation(const QString &token) const;
    // A new token for `seat` (the previous holder's token no longer works).
    QString grant(int seat);
    // The seat's token no longer works: the laptop took the seat back.
    void revoke(int seat);
    bool isGranted(int seat) const;
    // The seat whose token this is.
    std::optional<int> seatOf(const QString &token) const;
    // One per seat, empty for a free seat.
    QList<QString> seatTokens() const { return m_seatTokens; }

private:
    QString m_invitation;
    QList<QString> m_seatTokens; // empty: the seat is free
};

// What was answered to each submission, so that a phone resending after a dropped connection
// gets the same answer and the step is recorded once. Keeps the last `capacity` answers.
class SubmissionLog
{
public:
    explicit SubmissionLog(int capacity = 512)
        : m_capacity(capacity)
    {}
    std::optional<QJsonObject> answer(int seat, const QString &id) const;
    void remember(int seat, const QString &id, const QJsonObject &answer);

private:
    int m_capacity;
    QHash<QString, QJsonObject> m_answers;
    QList<QString> m_order;
};

// A token bucket: `burst` messages at once, refilled at `perSecond`. The clock is passed in
// (milliseconds), so tests drive it.
class RateLimit
{
public:
    RateLimit(double perSecond, double burst)
        : m_rate(perSecond)
        , m_burst(burst)
        , m_level(burst)
    {}
    bool take(qint64 nowMs);

private:
    double m_rate;
    double m_burst;
    double m_level;
    qint64 m_last = -1;
};

} // namespace kbz::phones
