// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "PhoneProtocol.h"
#include "core/Message.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTranslator>
#include <QUrl>
#include <memory>

class QTcpServer;
class QTcpSocket;
class QWebSocket;
class QWebSocketServer;

namespace kbz {

class GameModule;
class Session;

// The players' phones at the table (issue 36, docs/phones.md): an HTTP + WebSocket server on
// one port for the open game. It serves the phone page and speaks the phones' protocol
// (PhoneProtocol.h); every step a phone sends goes through the laptop's Session::record, so the
// laptop stays the one writer. It is off until start(): the game view's "Phones at the table"
// dialog or `kibitzer --phones` starts it, and closing the game stops it.
//
// The door: a phone needs the invitation token (in the QR code's URL, after '#', so it is never
// sent in an HTTP request) to see the seats, and its seat token to record; a step for another
// seat is refused; frames over kMaxMessageBytes, request heads over kMaxRequestHead, too many
// connections or messages, a Host that is not this server's address, and a WebSocket whose
// Origin is not the page it served are refused before any of it reaches the game.
class PhoneServer final : public QObject
{
    Q_OBJECT

public:
    // One connected phone: its seat (-1: a spectator, -2: has not joined yet) and address.
    struct Phone
    {
        int seat = -2;
        QString address;
    };

    static constexpr int kMaxConnections = 32;
    static constexpr int kMaxConnectionsPerAddress = 12;
    static constexpr int kJournalLines = 12; // journal lines in each state message

    PhoneServer(Session *session, const GameModule *module, QObject *parent = nullptr);
    ~PhoneServer() override;

    // Listens on `address`:`port` (0: the system chooses). The URL names `announce`, or the
    // address itself when it is a specific one. False and *error when it cannot listen.
    bool start(const QHostAddress &address, quint16 port, QString *error,
               const QHostAddress &announce = {});
    void stop();
    bool isListening() const;
    QHostAddress address() const { return m_address; }
    quint16 port() const;
    // http://host:port/#join=INVITATION: what the QR code holds.
    QUrl invitationUrl() const;

    // The invitation and seat tokens: kept by the laptop so that the phones of a game find it
    // again after the app restarted (setKeys before start()).
    const phones::PhoneKeys &keys() const { return m_keys; }
    void setKeys(const phones::PhoneKeys &keys);

    QList<Phone> phones() const;
    // The laptop takes a seat back: its phone becomes a spectator and its token stops working.
    void freeSeat(int seat);

signals:
    void phonesChanged();
    // A seat was granted or taken back (the laptop keeps the keys).
    void keysChanged();

private:
    struct Client;
    void acceptConnections();
    void readRequestHead(QTcpSocket *socket);
    void serveFile(QTcpSocket *socket, const QByteArray &path);
    void refuseHttp(QTcpSocket *socket, int status, const QByteArray &reason);
    void adoptWebSocket();
    void onText(QWebSocket *socket, const QString &text);
    void handle(Client &client, const phones::ClientMessage &message);
    void record(Client &client, const phones::ClientMessage &message);
    void undo(Client &client, const phones::ClientMessage &message);
    void sendWelcome(Client &client);
    void sendJoined(Client &client, const QString &seatToken);
    void sendState(Client &client, int since = -1);
    void sendError(Client &client, const QString &code, const QString &message);
    void send(Client &client, const QJsonObject &message);
    void scheduleBroadcast();
    void broadcast();
    Client *clientOf(QWebSocket *socket);
    bool seatConnected(int seat) const;
    QString text(const Message &message, Lang lang) const;
    // A sentence of this server in the phone's language (marked QT_TRANSLATE_NOOP).
    QString say(Lang lang, const char *source) const;
    QJsonObject stateMessage(Lang lang, int since) const;
    QJsonObject schemaMessage(Lang lang) const;

    QPointer<Session> m_session;
    const GameModule *m_module;
    phones::PhoneKeys m_keys;
    phones::SubmissionLog m_submissions;
    QTcpServer *m_tcp = nullptr;
    QWebSocketServer *m_ws = nullptr;
    QHostAddress m_address;
    QHostAddress m_announce;
    QList<std::shared_ptr<Client>> m_clients;
    QHash<QTcpSocket *, QString> m_pendingAddress;
    QTranslator m_ja;
    QElapsedTimer m_clock;
    bool m_broadcastPending = false;
};

} // namespace kbz
