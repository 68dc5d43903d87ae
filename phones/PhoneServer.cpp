// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "PhoneServer.h"

#include "PhoneHttp.h"
#include "core/GameFacts.h"
#include "core/GameModule.h"
#include "core/MessageIn.h"
#include "core/Session.h"
#include "core/StepSchema.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkInterface>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>
#include <functional>

namespace kbz {

using namespace phones;

namespace {

constexpr int kHeadTimeoutMs = 5000;
constexpr double kMessagesPerSecond = 20;
constexpr double kMessageBurst = 40;

QString outcomeName(Session::Outcome o)
{
    switch (o) {
    case Session::Outcome::Recorded:
        return QStringLiteral("recorded");
    case Session::Outcome::NeedsConfirmation:
        return QStringLiteral("warnings");
    case Session::Outcome::Malformed:
        return QStringLiteral("refused");
    case Session::Outcome::StorageFailed:
        return QStringLiteral("failed");
    case Session::Outcome::Conflict:
        return QStringLiteral("conflict");
    }
    return {};
}

// The first IPv4 address of an interface that is up and not the loopback: what the QR code
// names when the server listens on every interface.
QHostAddress lanAddress()
{
    for (const QNetworkInterface &i : QNetworkInterface::allInterfaces()) {
        if (!(i.flags() & QNetworkInterface::IsUp) || (i.flags() & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &e : i.addressEntries()) {
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol)
                return e.ip();
        }
    }
    return QHostAddress(QHostAddress::LocalHost);
}

} // namespace

struct PhoneServer::Client
{
    QWebSocket *socket = nullptr;
    QString address;
    bool invited = false; // sent the invitation (or a seat token)
    int seat = -2;        // -2: not joined, -1: spectator, else the seat it records for
    Lang lang = Lang::En;
    RateLimit rate{kMessagesPerSecond, kMessageBurst};
};

PhoneServer::PhoneServer(Session *session, const GameModule *module, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_module(module)
    , m_keys(session ? int(session->config().players.size()) : 0)
{
    m_clock.start();
    // The phone's own language, whatever the laptop's (the catalogue is in kibitzer_views).
    (void)m_ja.load(QStringLiteral(":/i18n/kibitzer_ja.qm")); // else English
    if (session) {
        connect(session, &Session::stateChanged, this, &PhoneServer::scheduleBroadcast);
        connect(session, &Session::indexChanged, this, &PhoneServer::scheduleBroadcast);
        connect(session, &Session::entriesChanged, this, &PhoneServer::scheduleBroadcast);
        connect(session, &QObject::destroyed, this, &PhoneServer::stop);
    }
}

PhoneServer::~PhoneServer()
{
    stop();
}

bool PhoneServer::start(const QHostAddress &address, quint16 port, QString *error,
                        const QHostAddress &announce)
{
    stop();
    m_tcp = new QTcpServer(this);
    m_tcp->setMaxPendingConnections(kMaxConnections);
    if (!m_tcp->listen(address, port)) {
        if (error)
            *error = m_tcp->errorString();
        delete m_tcp;
        m_tcp = nullptr;
        return false;
    }
    m_ws = new QWebSocketServer(QStringLiteral("Kibitzer"), QWebSocketServer::NonSecureMode, this);
    m_ws->setHandshakeTimeout(kHeadTimeoutMs);
    connect(m_ws, &QWebSocketServer::newConnection, this, &PhoneServer::adoptWebSocket);
    connect(m_tcp, &QTcpServer::pendingConnectionAvailable, this, &PhoneServer::acceptConnections);
    m_address = address;
    if (!announce.isNull())
        m_announce = announce;
    else if (address == QHostAddress::Any || address == QHostAddress::AnyIPv4 ||
             address == QHostAddress::AnyIPv6)
        m_announce = lanAddress();
    else
        m_announce = address;
    return true;
}

void PhoneServer::stop()
{
    for (const auto &c : std::as_const(m_clients)) {
        if (c->socket) {
            c->socket->disconnect(this);
            c->socket->close(QWebSocketProtocol::CloseCodeGoingAway,
                             QStringLiteral("the laptop stopped the phones' server"));
            c->socket->deleteLater();
        }
    }
    m_clients.clear();
    m_pendingAddress.clear();
    delete m_ws;
    m_ws = nullptr;
    delete m_tcp;
    m_tcp = nullptr;
    emit phonesChanged();
}

bool PhoneServer::isListening() const
{
    return m_tcp && m_tcp->isListening();
}

quint16 PhoneServer::port() const
{
    return m_tcp ? m_tcp->serverPort() : 0;
}

QUrl PhoneServer::invitationUrl() const
{
    if (!isListening())
        return {};
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(m_announce.toString());
    url.setPort(port());
    url.setPath(QStringLiteral("/"));
    url.setFragment(QStringLiteral("join=") + m_keys.invitation());
    return url;
}

void PhoneServer::setKeys(const PhoneKeys &keys)
{
    if (keys.seats() == m_keys.seats())
        m_keys = keys;
}

QList<PhoneServer::Phone> PhoneServer::phones() const
{
    QList<Phone> out;
    for (const auto &c : m_clients)
        out.append({c->seat, c->address});
    return out;
}

void PhoneServer::freeSeat(int seat)
{
    m_keys.revoke(seat);
    emit keysChanged();
    for (const auto &c : std::as_const(m_clients)) {
        if (c->seat == seat) {
            c->seat = -1;
            sendError(
                *c, QStringLiteral("seat-freed"),
                say(c->lang,
                    QT_TRANSLATE_NOOP(
                        "kbz::PhoneServer",
                        "The laptop took your seat back. You follow the game as a spectator.")));
            sendWelcome(*c);
        }
    }
    emit phonesChanged();
}

void PhoneServer::acceptConnections()
{
    while (m_tcp && m_tcp->hasPendingConnections()) {
        QTcpSocket *socket = m_tcp->nextPendingConnection();
        const QString peer = socket->peerAddress().toString();
        int fromPeer = 0;
        for (const auto &c : std::as_const(m_clients))
            fromPeer += c->address == peer ? 1 : 0;
        for (const QString &a : std::as_const(m_pendingAddress))
            fromPeer += a == peer ? 1 : 0;
        if (m_clients.size() + m_pendingAddress.size() >= kMaxConnections ||
            fromPeer >= kMaxConnectionsPerAddress) {
            refuseHttp(socket, 503, "too many connections");
            continue;
        }
        m_pendingAddress.insert(socket, peer);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { readRequestHead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_pendingAddress.remove(socket);
            socket->deleteLater();
        });
        QTimer::singleShot(kHeadTimeoutMs, socket, [this, socket] {
            if (m_pendingAddress.contains(socket))
                refuseHttp(socket, 408, "request head timeout");
        });
    }
}

void PhoneServer::readRequestHead(QTcpSocket *socket)
{
    // Peeked, not read: a WebSocket upgrade is handed to QWebSocketServer with its bytes.
    const QByteArray received = socket->peek(kMaxRequestHead);
    const qsizetype length = requestHeadLength(received);
    if (length == 0)
        return;
    if (length < 0)
        return refuseHttp(socket, 400, "bad request");
    QString why;
    const auto head = parseRequestHead(QByteArrayView(received).first(length), &why);
    if (!head)
        return refuseHttp(socket, 400, "bad request");
    const bool loopback = m_address.isLoopback();
    if (!hostAllowed(head->host, m_announce.toString(), port(), loopback))
        return refuseHttp(socket, 421, "misdirected request");
    if (head->webSocket) {
        if (head->path != "/ws" || head->method != "GET")
            return refuseHttp(socket, 404, "not found");
        if (!originAllowed(head->origin, head->host))
            return refuseHttp(socket, 403, "forbidden origin");
        m_pendingAddress.remove(socket);
        socket->disconnect(this);
        m_ws->handleConnection(socket);
        return;
    }
    if (head->method != "GET" && head->method != "HEAD")
        return refuseHttp(socket, 405, "method not allowed");
    socket->read(length);
    serveFile(socket, head->path);
}

void PhoneServer::serveFile(QTcpSocket *socket, const QByteArray &path)
{
    static const QHash<QByteArray, QPair<QString, QByteArray>> files{
        {"/", {QStringLiteral(":/phones/index.html"), "text/html; charset=utf-8"}},
        {"/app.js", {QStringLiteral(":/phones/app.js"), "text/javascript; charset=utf-8"}},
        {"/style.css", {QStringLiteral(":/phones/style.css"), "text/css; charset=utf-8"}},
    };
    const auto it = files.constFind(path);
    if (it == files.cend())
        return refuseHttp(socket, 404, "not found");
    QFile file(it->first);
    if (!file.open(QIODevice::ReadOnly))
        return refuseHttp(socket, 500, "page missing");
    const QByteArray body = file.readAll();
    QByteArray response = "HTTP/1.1 200 OK\r\nContent-Type: " + it->second +
                          "\r\nContent-Length: " + QByteArray::number(body.size()) +
                          "\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
                          "Referrer-Policy: no-referrer\r\nX-Frame-Options: DENY\r\n"
                          "Content-Security-Policy: default-src 'self'; connect-src 'self' ws:; "
                          "frame-ancestors 'none'\r\nConnection: close\r\n\r\n";
    response += body;
    m_pendingAddress.remove(socket);
    socket->write(response);
    socket->disconnectFromHost();
}

void PhoneServer::refuseHttp(QTcpSocket *socket, int status, const QByteArray &reason)
{
    m_pendingAddress.remove(socket);
    socket->disconnect(this);
    const QByteArray body = reason + '\n';
    socket->write("HTTP/1.1 " + QByteArray::number(status) + ' ' + reason +
                  "\r\nContent-Type: text/plain\r\nContent-Length: " +
                  QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
    socket->disconnectFromHost();
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    if (socket->state() == QAbstractSocket::UnconnectedState)
        socket->deleteLater();
}

void PhoneServer::adoptWebSocket()
{
    while (m_ws && m_ws->hasPendingConnections()) {
        QWebSocket *socket = m_ws->nextPendingConnection();
        socket->setParent(this);
        socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
        auto client = std::make_shared<Client>();
        client->socket = socket;
        client->address = socket->peerAddress().toString();
        m_clients.append(client);
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString &text) { onText(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket] {
            if (Client *c = clientOf(socket))
                sendError(*c, QStringLiteral("malformed"), QStringLiteral("text frames only"));
        });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] {
            m_clients.removeIf([socket](const auto &c) { return c->socket == socket; });
            socket->deleteLater();
            emit phonesChanged();
        });
        emit phonesChanged();
    }
}

PhoneServer::Client *PhoneServer::clientOf(QWebSocket *socket)
{
    for (const auto &c : std::as_const(m_clients)) {
        if (c->socket == socket)
            return c.get();
    }
    return nullptr;
}

bool PhoneServer::seatConnected(int seat) const
{
    for (const auto &c : m_clients) {
        if (c->seat == seat)
            return true;
    }
    return false;
}

void PhoneServer::onText(QWebSocket *socket, const QString &text)
{
    Client *client = clientOf(socket);
    if (!client)
        return;
    if (!client->rate.take(m_clock.elapsed())) {
        sendError(*client, QStringLiteral("rate"), QStringLiteral("too many messages"));
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("rate"));
        return;
    }
    QString why;
    const auto message = parseClientMessage(text.toUtf8(), &why);
    if (!message)
        return sendError(*client, QStringLiteral("malformed"), why);
    handle(*client, *message);
}

void PhoneServer::handle(Client &client, const ClientMessage &m)
{
    if (!m_session)
        return sendError(
            client, QStringLiteral("closed"),
            say(client.lang, QT_TRANSLATE_NOOP("kbz::PhoneServer", "The game is closed.")));
    if (m.hasLang)
        client.lang = m.lang;
    switch (m.type) {
    case ClientMessage::Type::Hello: {
        if (m_keys.isInvitation(m.token)) {
            client.invited = true;
            return sendWelcome(client);
        }
        if (const auto seat = m_keys.seatOf(m.token)) {
            // The same phone back after a dropped connection: its older socket gives way
            // (closed after the loop: a close may remove it from m_clients at once).
            QList<QPointer<QWebSocket>> older;
            for (const auto &c : std::as_const(m_clients)) {
                if (c.get() != &client && c->seat == *seat) {
                    c->seat = -2;
                    older.append(c->socket);
                }
            }
            for (const QPointer<QWebSocket> &socket : std::as_const(older)) {
                if (socket)
                    socket->close(QWebSocketProtocol::CloseCodeNormal,
                                  QStringLiteral("reconnected"));
            }
            client.invited = true;
            client.seat = *seat;
            sendWelcome(client);
            sendJoined(client, m.token);
            sendState(client, m.since);
            emit phonesChanged();
            return;
        }
        return sendError(
            client, QStringLiteral("token"),
            say(client.lang,
                QT_TRANSLATE_NOOP(
                    "kbz::PhoneServer",
                    "This invitation is not valid any more: scan the code on the laptop "
                    "again.")));
    }
    case ClientMessage::Type::Join: {
        if (!client.invited)
            return sendError(
                client, QStringLiteral("token"),
                say(client.lang, QT_TRANSLATE_NOOP("kbz::PhoneServer", "Scan the code first.")));
        if (m.seat == -1) {
            client.seat = -1;
            sendJoined(client, {});
            sendState(client);
            emit phonesChanged();
            return;
        }
        if (m.seat >= m_keys.seats())
            return sendError(
                client, QStringLiteral("seat"),
                say(client.lang, QT_TRANSLATE_NOOP("kbz::PhoneServer", "There is no such seat.")));
        if (m_keys.isGranted(m.seat))
            return sendError(
                client, QStringLiteral("seat-taken"),
                say(client.lang,
                    QT_TRANSLATE_NOOP("kbz::PhoneServer",
                                      "Another phone holds this seat. The laptop can free it.")));
        client.seat = m.seat;
        sendJoined(client, m_keys.grant(m.seat));
        emit keysChanged();
        sendState(client);
        emit phonesChanged();
        return;
    }
    case ClientMessage::Type::Record:
        return record(client, m);
    case ClientMessage::Type::Undo:
        return undo(client, m);
    case ClientMessage::Type::Lang:
        if (client.seat >= -1)
            sendJoined(client, {}); // the form's names in the new language
        return sendState(client);
    }
}

void PhoneServer::record(Client &client, const ClientMessage &m)
{
    if (client.seat < 0)
        return sendError(
            client, QStringLiteral("seat"),
            say(client.lang,
                QT_TRANSLATE_NOOP("kbz::PhoneServer",
                                  "Join a seat to record: a spectator only follows the game.")));
    if (const auto earlier = m_submissions.answer(client.seat, m.id))
        return send(client, *earlier); // a resend: answered as before, recorded once
    Step step = m.step;
    step.actor = client.seat;
    const QList<StepSchema> schemas = m_module ? m_module->stepSchemas() : QList<StepSchema>{};
    if (const StepSchema *schema = findSchema(schemas, step.kind)) {
        if (schema->actor == ActorRule::Table)
            step.actor = -1;
    }
    const auto result =
        m_session->record(step, m.anyway ? Session::Confirm::Yes : Session::Confirm::No);
    QJsonObject answer{{QStringLiteral("type"), QStringLiteral("result")},
                       {QStringLiteral("id"), m.id},
                       {QStringLiteral("outcome"), outcomeName(result.outcome)}};
    QJsonArray findings;
    for (const Finding &f : result.findings) {
        findings.append(QJsonObject{{QStringLiteral("rule"), f.ruleId},
                                    {QStringLiteral("text"), text(f.message, client.lang)}});
    }
    answer.insert(QStringLiteral("findings"), findings);
    if (!result.problem.isEmpty())
        answer.insert(QStringLiteral("problem"), text(result.problem, client.lang));
    if (result.theirs)
        answer.insert(QStringLiteral("theirs"), text(result.theirs->description, client.lang));
    if (result.outcome == Session::Outcome::Recorded)
        answer.insert(QStringLiteral("index"), m_session->index());
    // Warnings wait for "record anyway" under the same id; a storage failure may be retried.
    if (result.outcome != Session::Outcome::NeedsConfirmation &&
        result.outcome != Session::Outcome::StorageFailed)
        m_submissions.remember(client.seat, m.id, answer);
    send(client, answer);
}

void PhoneServer::undo(Client &client, const ClientMessage &m)
{
    if (client.seat < 0)
        return sendError(
            client, QStringLiteral("seat"),
            say(client.lang,
                QT_TRANSLATE_NOOP("kbz::PhoneServer",
                                  "Join a seat to undo: a spectator only follows the game.")));
    if (const auto earlier = m_submissions.answer(client.seat, m.id))
        return send(client, *earlier);
    QJsonObject answer{{QStringLiteral("type"), QStringLiteral("result")},
                       {QStringLiteral("id"), m.id}};
    const int index = m_session->index();
    if (!m_session->canUndo() || m_session->entry(index - 1).record.step.actor != client.seat) {
        answer.insert(QStringLiteral("outcome"), QStringLiteral("refused"));
        answer.insert(
            QStringLiteral("problem"),
            say(client.lang,
                QT_TRANSLATE_NOOP("kbz::PhoneServer",
                                  "The last step is not yours: only the laptop can undo it.")));
    } else {
        DbError error;
        std::optional<Session::Change> theirs;
        if (m_session->undo(&error, &theirs)) {
            answer.insert(QStringLiteral("outcome"), QStringLiteral("recorded"));
            answer.insert(QStringLiteral("index"), m_session->index());
        } else {
            answer.insert(QStringLiteral("outcome"),
                          theirs ? QStringLiteral("conflict") : QStringLiteral("failed"));
            if (theirs)
                answer.insert(QStringLiteral("theirs"), text(theirs->description, client.lang));
        }
    }
    if (answer.value(QStringLiteral("outcome")).toString() != QLatin1String("failed"))
        m_submissions.remember(client.seat, m.id, answer);
    send(client, answer);
}

QString PhoneServer::say(Lang lang, const char *source) const
{
    const QString ja = lang == Lang::Ja ? m_ja.translate("kbz::PhoneServer", source) : QString();
    return ja.isEmpty() ? QString::fromUtf8(source) : ja;
}

QString PhoneServer::text(const Message &message, Lang lang) const
{
    return messageIn(message, lang, lang == Lang::Ja && !m_ja.isEmpty() ? &m_ja : nullptr);
}

void PhoneServer::sendWelcome(Client &client)
{
    QJsonArray seats;
    const auto &players = m_session->config().players;
    for (int i = 0; i < players.size(); ++i) {
        seats.append(QJsonObject{{QStringLiteral("seat"), i},
                                 {QStringLiteral("name"), players.at(i).name},
                                 {QStringLiteral("taken"), m_keys.isGranted(i)},
                                 {QStringLiteral("connected"), seatConnected(i)}});
    }
    send(client, {{QStringLiteral("type"), QStringLiteral("welcome")},
                  {QStringLiteral("game"), m_session->engine()->id()},
                  {QStringLiteral("name"), m_session->engine()->displayName(client.lang)},
                  {QStringLiteral("seats"), seats}});
}

void PhoneServer::sendJoined(Client &client, const QString &seatToken)
{
    QJsonObject joined{{QStringLiteral("type"), QStringLiteral("joined")},
                       {QStringLiteral("seat"), client.seat}};
    if (!seatToken.isEmpty())
        joined.insert(QStringLiteral("seatToken"), seatToken);
    if (m_module)
        joined.insert(QStringLiteral("schema"), schemaMessage(client.lang));
    send(client, joined);
}

// The game's step schema as `kibitzer-cli schema` gives it, with each kind's name and each
// field's label in the phone's language, for the page's form.
QJsonObject PhoneServer::schemaMessage(Lang lang) const
{
    const QList<StepSchema> schemas = m_module->stepSchemas();
    QHash<QString, Message> kindNames;
    for (const StepKind &k : m_session->engine()->stepKinds())
        kindNames.insert(k.kind, k.name);
    std::function<QJsonObject(const FieldSchema &, QJsonObject)> labelled =
        [&](const FieldSchema &f, QJsonObject o) {
            o.insert(QStringLiteral("label"), text(f.label(), lang));
            if (f.type == FieldSchema::Type::Object && f.fields) {
                QJsonArray fields = o.value(QStringLiteral("fields")).toArray();
                for (int i = 0; i < fields.size() && i < f.fields->size(); ++i)
                    fields[i] = labelled(f.fields->at(i), fields.at(i).toObject());
                o.insert(QStringLiteral("fields"), fields);
            }
            if (f.type == FieldSchema::Type::List && f.item)
                o.insert(QStringLiteral("item"),
                         labelled(*f.item, o.value(QStringLiteral("item")).toObject()));
            return o;
        };
    QJsonArray steps;
    for (const StepSchema &s : schemas) {
        QJsonObject o = s.toJson();
        o.insert(QStringLiteral("name"), text(kindNames.value(s.kind), lang));
        QJsonArray fields = o.value(QStringLiteral("fields")).toArray();
        for (int i = 0; i < fields.size() && i < s.fields.size(); ++i)
            fields[i] = labelled(s.fields.at(i), fields.at(i).toObject());
        o.insert(QStringLiteral("fields"), fields);
        steps.append(o);
    }
    return {{QStringLiteral("game"), m_module->id()}, {QStringLiteral("steps"), steps}};
}

QJsonObject PhoneServer::stateMessage(Lang lang, int since) const
{
    const Guidance g = m_session->guidance();
    QJsonArray hints;
    for (const Message &h : g.hints)
        hints.append(text(h, lang));
    const int index = m_session->index();
    const int first =
        std::max(0, since >= 0 ? std::max(since, index - 200) : index - kJournalLines);
    QJsonArray journal;
    for (int i = first; i < index; ++i) {
        const Session::Entry e = m_session->entry(i);
        QJsonArray warnings;
        for (const Finding &f : e.record.findings)
            warnings.append(QJsonObject{{QStringLiteral("rule"), f.ruleId},
                                        {QStringLiteral("text"), text(f.message, lang)}});
        journal.append(QJsonObject{{QStringLiteral("index"), i + 1},
                                   {QStringLiteral("actor"), e.record.step.actor},
                                   {QStringLiteral("text"), text(e.description, lang)},
                                   {QStringLiteral("warnings"), warnings}});
    }
    QJsonArray expected;
    for (const QString &k : g.expected)
        expected.append(k);
    // Each seat's numbers as the game counts them so far (the module's facts: the score sheet
    // and the game-over facts, damage, losses), its side and units, for every game alike.
    QJsonArray seats;
    if (m_module) {
        const GameFacts facts = m_module->gameFacts(*m_session->state());
        const auto &players = m_session->config().players;
        for (int i = 0; i < players.size(); ++i) {
            QJsonObject seat{{QStringLiteral("seat"), i},
                             {QStringLiteral("name"), players.at(i).name}};
            if (i < facts.seats.size()) {
                const SeatFacts &f = facts.seats.at(i);
                if (!f.side.id.isEmpty())
                    seat.insert(QStringLiteral("side"), f.side.name.text(lang));
                QJsonArray rows;
                for (const SeatFact &fact : f.facts)
                    rows.append(QJsonObject{{QStringLiteral("label"), text(fact.label, lang)},
                                            {QStringLiteral("value"), fact.value}});
                seat.insert(QStringLiteral("facts"), rows);
            }
            seats.append(seat);
        }
    }
    return {{QStringLiteral("type"), QStringLiteral("state")},
            {QStringLiteral("index"), index},
            {QStringLiteral("count"), m_session->count()},
            {QStringLiteral("phase"), text(g.phaseName, lang)},
            {QStringLiteral("actor"), g.actor},
            {QStringLiteral("expected"), expected},
            {QStringLiteral("hints"), hints},
            {QStringLiteral("finished"), g.finished},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("journal"), journal}};
}

void PhoneServer::sendState(Client &client, int since)
{
    if (client.seat < -1)
        return;
    send(client, stateMessage(client.lang, since));
}

void PhoneServer::sendError(Client &client, const QString &code, const QString &message)
{
    send(client, {{QStringLiteral("type"), QStringLiteral("error")},
                  {QStringLiteral("code"), code},
                  {QStringLiteral("message"), message}});
}

void PhoneServer::send(Client &client, const QJsonObject &message)
{
    if (client.socket)
        client.socket->sendTextMessage(
            QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void PhoneServer::scheduleBroadcast()
{
    if (m_broadcastPending || m_clients.isEmpty())
        return;
    m_broadcastPending = true;
    QTimer::singleShot(0, this, &PhoneServer::broadcast);
}

void PhoneServer::broadcast()
{
    m_broadcastPending = false;
    if (!m_session)
        return;
    for (const auto &c : std::as_const(m_clients))
        sendState(*c);
}

} // namespace kbz
