// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The phones' server (issue 36) over loopback only: the page, the door (tokens, seats, Host,
// Origin, sizes, rates) and recording through the laptop's Session, once per submission.
#include "../support/CounterEngine.h"
#include "../support/PhoneClient.h"
#include "PhoneServer.h"
#include "core/GameModule.h"
#include "core/Session.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

using namespace kbz;
using kbz::test::CounterState;
using Phone = kbztest::PhoneClient;

namespace {

QJsonObject addStep(const QString &id, int n, bool anyway = false)
{
    QJsonObject m{
        {QStringLiteral("type"), QStringLiteral("record")},
        {QStringLiteral("id"), id},
        {QStringLiteral("step"),
         QJsonObject{{QStringLiteral("kind"), QStringLiteral("add")},
                     {QStringLiteral("payload"), QJsonObject{{QStringLiteral("n"), n}}}}}};
    if (anyway)
        m.insert(QStringLiteral("anyway"), true);
    return m;
}

QJsonObject hello(const QString &token)
{
    return {{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("token"), token}};
}

QJsonObject join(int seat)
{
    return {{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("seat"), seat}};
}

} // namespace

class TestPhoneServer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<test::CounterEngine> m_engine = std::make_shared<test::CounterEngine>();
    std::unique_ptr<GameModule> m_module;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<Journal> m_journal;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<PhoneServer> m_server;

    quint16 port() const { return m_server->port(); }
    QString origin() const { return QStringLiteral("http://127.0.0.1:%1").arg(port()); }
    QString invitation() const
    {
        return m_server->invitationUrl().fragment().mid(QStringLiteral("join=").size());
    }
    int total() const { return static_cast<const CounterState &>(*m_session->state()).total; }

    // A phone that joined `seat`; its seat token in *token.
    std::unique_ptr<Phone> seated(int seat, QString *token = nullptr)
    {
        auto phone = std::make_unique<Phone>(origin());
        if (!phone->open(port()))
            return nullptr;
        phone->send(hello(invitation()));
        if (phone->next(QStringLiteral("welcome")).isEmpty())
            return nullptr;
        phone->send(join(seat));
        const QJsonObject joined = phone->next(QStringLiteral("joined"));
        if (joined.value(QStringLiteral("seat")).toInt(-9) != seat)
            return nullptr;
        if (token)
            *token = joined.value(QStringLiteral("seatToken")).toString();
        return phone;
    }

    // One HTTP request over a plain socket: the status line and the body.
    QPair<QByteArray, QByteArray> http(const QByteArray &request)
    {
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, port());
        if (!socket.waitForConnected(5000))
            return {};
        socket.write(request);
        QByteArray all;
        QDeadlineTimer deadline(5000);
        while (socket.state() == QAbstractSocket::ConnectedState && !deadline.hasExpired()) {
            QTest::qWait(5);
            all += socket.readAll();
        }
        all += socket.readAll();
        const qsizetype end = all.indexOf("\r\n\r\n");
        return {all.left(all.indexOf("\r\n")), end >= 0 ? all.mid(end + 4) : QByteArray()};
    }

private Q_SLOTS:
    void init()
    {
        DbError err;
        m_db = Database::open(m_dir.filePath(QStringLiteral("phones.sqlite")),
                              Database::Mode::ReadWrite, &err);
        QVERIFY(m_db);
        m_journal = std::make_unique<Journal>(*m_db);
        GameConfig config;
        config.players = {{QStringLiteral("Alice"), {}}, {QStringLiteral("Bob"), {}}};
        m_session = Session::start(*m_journal, m_engine, config, QStringLiteral("t"), &err);
        QVERIFY(m_session);
        m_module = std::make_unique<GameModule>(m_engine);
        m_server = std::make_unique<PhoneServer>(m_session.get(), m_module.get());
        QString why;
        QVERIFY2(m_server->start(QHostAddress::LocalHost, 0, &why), qPrintable(why));
        QVERIFY(port() != 0);
    }

    void cleanup()
    {
        m_server.reset();
        m_session.reset();
        m_journal.reset();
        m_db.reset();
        QFile::remove(m_dir.filePath(QStringLiteral("phones.sqlite")));
    }

    void invitationUrl()
    {
        const QUrl url = m_server->invitationUrl();
        QCOMPARE(url.scheme(), QStringLiteral("http"));
        QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
        QCOMPARE(url.port(), int(port()));
        QCOMPARE(invitation().size(), 22);
        m_server->stop();
        QVERIFY(!m_server->isListening());
        QVERIFY(m_server->invitationUrl().isEmpty());
    }

    void page()
    {
        const QByteArray host = "Host: 127.0.0.1:" + QByteArray::number(port()) + "\r\n";
        auto [status, body] = http("GET / HTTP/1.1\r\n" + host + "\r\n");
        QCOMPARE(status, QByteArray("HTTP/1.1 200 OK"));
        QVERIFY(body.contains("/app.js"));
        std::tie(status, body) = http("GET /app.js HTTP/1.1\r\n" + host + "\r\n");
        QCOMPARE(status, QByteArray("HTTP/1.1 200 OK"));
        QVERIFY(body.contains("WebSocket"));
        QCOMPARE(http("GET /../journal.sqlite HTTP/1.1\r\n" + host + "\r\n").first,
                 QByteArray("HTTP/1.1 404 not found"));
        QCOMPARE(http("POST / HTTP/1.1\r\n" + host + "\r\n").first,
                 QByteArray("HTTP/1.1 405 method not allowed"));
        // Another name for this address (DNS rebinding) or another port: refused.
        QCOMPARE(
            http("GET / HTTP/1.1\r\nHost: evil.example:" + QByteArray::number(port()) + "\r\n\r\n")
                .first,
            QByteArray("HTTP/1.1 421 misdirected request"));
        QCOMPARE(http("\x16\x03\x01\x02\x00").first, QByteArray("HTTP/1.1 400 bad request"));
        QCOMPARE(http("GET / HTTP/1.1\r\nX: " + QByteArray(10000, 'a')).first,
                 QByteArray("HTTP/1.1 400 bad request"));
    }

    void foreignOrigin()
    {
        Phone evil(QStringLiteral("http://evil.example"));
        QVERIFY(!evil.open(port()));
        Phone none{QString()};
        QVERIFY(!none.open(port()));
    }

    void wrongToken()
    {
        Phone phone(origin());
        QVERIFY(phone.open(port()));
        phone.send(hello(QStringLiteral("AAAAAAAAAAAAAAAAAAAAAA")));
        QCOMPARE(phone.next(QStringLiteral("error")).value(QStringLiteral("code")).toString(),
                 QStringLiteral("token"));
        phone.send(join(0));
        QCOMPARE(phone.next(QStringLiteral("error")).value(QStringLiteral("code")).toString(),
                 QStringLiteral("token"));
        phone.send(addStep(QStringLiteral("s1"), 1));
        QCOMPARE(phone.next(QStringLiteral("error")).value(QStringLiteral("code")).toString(),
                 QStringLiteral("seat"));
        QCOMPARE(m_session->count(), 0);
    }

    void recordOnce()
    {
        auto alice = seated(0);
        QVERIFY(alice);
        auto bob = seated(1);
        QVERIFY(bob);
        alice->send(addStep(QStringLiteral("s1"), 3));
        const QJsonObject result = alice->next(QStringLiteral("result"));
        QCOMPARE(result.value(QStringLiteral("outcome")).toString(), QStringLiteral("recorded"));
        QCOMPARE(m_session->count(), 1);
        QCOMPARE(m_session->entry(0).record.step.actor, 0); // the phone's seat
        QCOMPARE(total(), 3);
        // A resend after a dropped connection: the same answer, recorded once.
        alice->send(addStep(QStringLiteral("s1"), 3));
        QCOMPARE(alice->next(QStringLiteral("result")), result);
        QCOMPARE(m_session->count(), 1);
        // Every phone follows: Bob's page has the step.
        QJsonObject state;
        do
            state = bob->next(QStringLiteral("state"));
        while (!state.isEmpty() && state.value(QStringLiteral("index")).toInt() < 1);
        QCOMPARE(state.value(QStringLiteral("index")).toInt(), 1);
        QCOMPARE(state.value(QStringLiteral("journal"))
                     .toArray()
                     .last()
                     .toObject()
                     .value(QStringLiteral("actor")),
                 QJsonValue(0));
    }

    void warningsThenAnyway()
    {
        auto alice = seated(0);
        QVERIFY(alice);
        alice->send(addStep(QStringLiteral("big"), 20));
        const QJsonObject warned = alice->next(QStringLiteral("result"));
        QCOMPARE(warned.value(QStringLiteral("outcome")).toString(), QStringLiteral("warnings"));
        QCOMPARE(warned.value(QStringLiteral("findings"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("rule")),
                 QJsonValue(QStringLiteral("test.add.big")));
        QCOMPARE(m_session->count(), 0);
        alice->send(addStep(QStringLiteral("big"), 20, true));
        QCOMPARE(alice->next(QStringLiteral("result")).value(QStringLiteral("outcome")).toString(),
                 QStringLiteral("recorded"));
        QCOMPARE(m_session->count(), 1);
        QVERIFY(m_session->entry(0).record.overridden);
        QCOMPARE(total(), 20);
    }

    void seatsAndTokens()
    {
        QString token;
        auto alice = seated(0, &token);
        QVERIFY(alice);
        QCOMPARE(token.size(), 22);
        // A second phone cannot take Alice's seat.
        Phone other(origin());
        QVERIFY(other.open(port()));
        other.send(hello(invitation()));
        QVERIFY(!other.next(QStringLiteral("welcome")).isEmpty());
        other.send(join(0));
        QCOMPARE(other.next(QStringLiteral("error")).value(QStringLiteral("code")).toString(),
                 QStringLiteral("seat-taken"));
        other.send(join(-1)); // a spectator reads only
        QVERIFY(!other.next(QStringLiteral("joined")).isEmpty());
        other.send(addStep(QStringLiteral("s1"), 1));
        QCOMPARE(other.next(QStringLiteral("error")).value(QStringLiteral("code")).toString(),
                 QStringLiteral("seat"));
        QCOMPARE(m_session->count(), 0);

        // Alice's phone comes back on a new connection with its seat token.
        Phone back(origin());
        QVERIFY(back.open(port()));
        back.send(hello(token));
        QCOMPARE(back.next(QStringLiteral("joined")).value(QStringLiteral("seat")).toInt(), 0);
        QVERIFY(!back.next(QStringLiteral("state")).isEmpty());
        back.send(addStep(QStringLiteral("s2"), 2));
        QCOMPARE(back.next(QStringLiteral("result")).value(QStringLiteral("outcome")).toString(),
                 QStringLiteral("recorded"));
        QCOMPARE(m_session->entry(0).record.step.actor, 0);

        // The laptop takes the seat back: the token stops working.
        m_server->freeSeat(0);
        QCOMPARE(back.next(QStringLiteral("error")).value(QStringLiteral("code")).toString(),
                 QStringLiteral("seat-freed"));
        Phone stale(origin());
        QVERIFY(stale.open(port()));
        stale.send(hello(token));
        QCOMPARE(stale.next(QStringLiteral("error")).value(QStringLiteral("code")).toString(),
                 QStringLiteral("token"));
    }

    void undoOwnStepOnly()
    {
        auto alice = seated(0);
        auto bob = seated(1);
        QVERIFY(alice && bob);
        alice->send(addStep(QStringLiteral("a1"), 1));
        QCOMPARE(alice->next(QStringLiteral("result")).value(QStringLiteral("outcome")).toString(),
                 QStringLiteral("recorded"));
        bob->send({{QStringLiteral("type"), QStringLiteral("undo")},
                   {QStringLiteral("id"), QStringLiteral("u1")}});
        QCOMPARE(bob->next(QStringLiteral("result")).value(QStringLiteral("outcome")).toString(),
                 QStringLiteral("refused"));
        QCOMPARE(m_session->index(), 1);
        alice->send({{QStringLiteral("type"), QStringLiteral("undo")},
                     {QStringLiteral("id"), QStringLiteral("u2")}});
        QCOMPARE(alice->next(QStringLiteral("result")).value(QStringLiteral("outcome")).toString(),
                 QStringLiteral("recorded"));
        QCOMPARE(m_session->index(), 0);
        // Resent: undone once.
        alice->send({{QStringLiteral("type"), QStringLiteral("undo")},
                     {QStringLiteral("id"), QStringLiteral("u2")}});
        QVERIFY(!alice->next(QStringLiteral("result")).isEmpty());
        QCOMPARE(m_session->index(), 0);
    }

    void hostileMessages()
    {
        auto alice = seated(0);
        QVERIFY(alice);
        alice->socket().sendTextMessage(QStringLiteral("{\"type\":\"record\""));
        QCOMPARE(alice->next(QStringLiteral("error")).value(QStringLiteral("code")).toString(),
                 QStringLiteral("malformed"));
        QJsonObject withActor = addStep(QStringLiteral("x"), 1);
        QJsonObject step = withActor.value(QStringLiteral("step")).toObject();
        step.insert(QStringLiteral("actor"), 1); // a step for Bob's seat
        withActor.insert(QStringLiteral("step"), step);
        alice->send(withActor);
        QCOMPARE(alice->next(QStringLiteral("error")).value(QStringLiteral("code")).toString(),
                 QStringLiteral("malformed"));
        QCOMPARE(m_session->count(), 0);
        // A frame over the limit closes the connection; nothing reaches the journal.
        QSignalSpy closed(&alice->socket(), &QWebSocket::disconnected);
        alice->socket().sendTextMessage(QString(64 * 1024, QLatin1Char('x')));
        QVERIFY(closed.wait(5000));
        QCOMPARE(m_session->count(), 0);
    }

    void flood()
    {
        auto alice = seated(0);
        QVERIFY(alice);
        QSignalSpy closed(&alice->socket(), &QWebSocket::disconnected);
        for (int i = 0; i < 200; ++i) // bounded: 200 messages at once
            alice->send({{QStringLiteral("type"), QStringLiteral("lang")},
                         {QStringLiteral("lang"), QStringLiteral("en")}});
        QVERIFY(closed.wait(5000));
        QCOMPARE(m_session->count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestPhoneServer)
#include "tst_phone_server.moc"
