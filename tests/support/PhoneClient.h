// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// A phone of the phones' server tests (tst_phone_server, tst_phones_gui), over loopback only.

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QWebSocket>

namespace kbztest {

// A phone: a WebSocket to the server and the messages it received.
class PhoneClient : public QObject
{
public:
    explicit PhoneClient(const QString &origin)
        : m_socket(origin)
    {
        connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString &t) {
            m_received.append(QJsonDocument::fromJson(t.toUtf8()).object());
        });
    }

    // Whether the server let the WebSocket open (false as soon as it refuses).
    bool open(quint16 port)
    {
        QSignalSpy connected(&m_socket, &QWebSocket::connected);
        QSignalSpy refused(&m_socket, &QWebSocket::disconnected);
        m_socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
        QDeadlineTimer deadline(5000);
        while (connected.isEmpty() && refused.isEmpty() && !deadline.hasExpired())
            QTest::qWait(5);
        return connected.count() > 0;
    }
    bool isOpen() const { return m_socket.state() == QAbstractSocket::ConnectedState; }
    QWebSocket &socket() { return m_socket; }

    void send(const QJsonObject &m)
    {
        m_socket.sendTextMessage(
            QString::fromUtf8(QJsonDocument(m).toJson(QJsonDocument::Compact)));
    }

    // The next message of `type` received (others before it are dropped), or an empty object.
    QJsonObject next(const QString &type, int timeoutMs = 5000)
    {
        QDeadlineTimer deadline(timeoutMs);
        while (true) {
            while (!m_received.isEmpty()) {
                const QJsonObject m = m_received.takeFirst();
                if (m.value(QStringLiteral("type")).toString() == type)
                    return m;
            }
            if (deadline.hasExpired() || !isOpen())
                return {};
            QTest::qWait(5);
        }
    }

private:
    QWebSocket m_socket;
    QList<QJsonObject> m_received;
};

} // namespace kbztest
