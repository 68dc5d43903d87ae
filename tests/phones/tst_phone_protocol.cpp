// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The phones' protocol (issue 36) without a network: what a phone may send, exactly; the
// request heads the server reads before it decides; the keys; resends; the rate limit.
#include "PhoneHttp.h"
#include "PhoneProtocol.h"

#include <QSet>
#include <QTest>

using namespace kbz;
using namespace kbz::phones;

namespace {

// JSON written with single quotes, for legibility.
QByteArray j(const QByteArray &text)
{
    QByteArray out = text;
    return out.replace('\'', '"');
}

} // namespace

class TestPhoneProtocol : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void messages_data()
    {
        QTest::addColumn<QByteArray>("frame");
        QTest::addColumn<bool>("ok");
        QTest::newRow("hello") << j("{'type':'hello','token':'abc_-9'}") << true;
        QTest::newRow("hello since lang")
            << j("{'type':'hello','token':'a','since':3,'lang':'ja'}") << true;
        QTest::newRow("hello bad lang") << j("{'type':'hello','token':'a','lang':'fr'}") << false;
        QTest::newRow("hello token chars") << j("{'type':'hello','token':'a b'}") << false;
        QTest::newRow("hello extra field")
            << j("{'type':'hello','token':'a','admin':true}") << false;
        QTest::newRow("hello since fraction")
            << j("{'type':'hello','token':'a','since':1.5}") << false;
        QTest::newRow("join") << j("{'type':'join','seat':2}") << true;
        QTest::newRow("join spectator") << j("{'type':'join','seat':-1}") << true;
        QTest::newRow("join huge") << j("{'type':'join','seat':1e300}") << false;
        QTest::newRow("join string") << j("{'type':'join','seat':'0'}") << false;
        QTest::newRow("record")
            << j("{'type':'record','id':'x1','step':{'kind':'add','payload':{'n':1}}}") << true;
        QTest::newRow("record anyway")
            << j("{'type':'record','id':'x1','anyway':true,'step':{'kind':'add','payload':{}}}")
            << true;
        QTest::newRow("record with actor")
            << j("{'type':'record','id':'x1','step':{'kind':'add','actor':0,'payload':{}}}")
            << false;
        QTest::newRow("record payload array")
            << j("{'type':'record','id':'x1','step':{'kind':'add','payload':[]}}") << false;
        QTest::newRow("record long id") << j("{'type':'record','id':'" + QByteArray(65, 'a') +
                                             "','step':{'kind':'add','payload':{}}}")
                                        << false;
        QTest::newRow("undo") << j("{'type':'undo','id':'u'}") << true;
        QTest::newRow("lang") << j("{'type':'lang','lang':'en'}") << true;
        QTest::newRow("unknown type") << j("{'type':'admin'}") << false;
        QTest::newRow("array") << QByteArray("[]") << false;
        QTest::newRow("garbage") << QByteArray("\xff\xfe{") << false;
        QTest::newRow("empty") << QByteArray() << false;
        QTest::newRow("too long") << j("{'type':'undo','id':'u','pad':'" +
                                       QByteArray(kMaxMessageBytes, 'x') + "'}")
                                  << false;
    }

    void messages()
    {
        QFETCH(QByteArray, frame);
        QFETCH(bool, ok);
        QString error;
        const auto m = parseClientMessage(frame, &error);
        QCOMPARE(m.has_value(), ok);
        QCOMPARE(error.isEmpty(), ok);
    }

    void recordFields()
    {
        const auto m =
            parseClientMessage(j("{'type':'record','id':'s-1','anyway':true,'step':{'kind':'"
                                 "move','payload':{'to':'b2'}}}"),
                               nullptr);
        QVERIFY(m);
        QCOMPARE(m->type, ClientMessage::Type::Record);
        QCOMPARE(m->id, QStringLiteral("s-1"));
        QVERIFY(m->anyway);
        QCOMPARE(m->step.kind, QStringLiteral("move"));
        QCOMPARE(m->step.actor, -1); // the server sets it: the phone's seat
        QCOMPARE(m->step.payload.value(QStringLiteral("to")).toString(), QStringLiteral("b2"));
    }

    void tokens()
    {
        QSet<QString> seen;
        for (int i = 0; i < 200; ++i) {
            const QString t = newToken();
            QCOMPARE(t.size(), 22); // 128 bits in base64url
            QVERIFY(!seen.contains(t));
            seen.insert(t);
        }
        PhoneKeys keys(3);
        QVERIFY(keys.isInvitation(keys.invitation()));
        QVERIFY(!keys.isInvitation(newToken()));
        QVERIFY(!keys.isInvitation(QString()));
        QVERIFY(!keys.seatOf(QString()));
        const QString one = keys.grant(1);
        QCOMPARE(keys.seatOf(one), std::optional<int>(1));
        QVERIFY(!keys.seatOf(keys.invitation()));
        QVERIFY(keys.grant(3).isEmpty());
        const QString again = keys.grant(1);
        QVERIFY(!keys.seatOf(one)); // the previous holder's token no longer works
        QCOMPARE(keys.seatOf(again), std::optional<int>(1));
        keys.revoke(1);
        QVERIFY(!keys.seatOf(again));
        QVERIFY(!keys.isGranted(1));

        // Kept across a restart of the app: tokens that are not ours are replaced.
        const PhoneKeys restored(3, keys.invitation(), {QString(), QStringLiteral("short"), again});
        QCOMPARE(restored.invitation(), keys.invitation());
        QVERIFY(!restored.isGranted(1));
        QCOMPARE(restored.seatOf(again), std::optional<int>(2));
        QCOMPARE(restored.seatTokens().size(), 3);
        const PhoneKeys fresh(2, QStringLiteral("not a token"), {again, again, again});
        QCOMPARE(fresh.invitation().size(), 22);
        QCOMPARE(fresh.seats(), 2); // a seat beyond the game's is dropped
    }

    void submissions()
    {
        SubmissionLog log(2);
        log.remember(0, QStringLiteral("a"), {{QStringLiteral("n"), 1}});
        log.remember(1, QStringLiteral("a"), {{QStringLiteral("n"), 2}});
        QCOMPARE(log.answer(0, QStringLiteral("a"))->value(QStringLiteral("n")).toInt(), 1);
        QCOMPARE(log.answer(1, QStringLiteral("a"))->value(QStringLiteral("n")).toInt(), 2);
        log.remember(0, QStringLiteral("b"), {});
        QVERIFY(!log.answer(0, QStringLiteral("a"))); // the oldest gives way
        QVERIFY(log.answer(0, QStringLiteral("b")));
    }

    void rateLimit()
    {
        RateLimit r(10, 5);
        int taken = 0;
        for (int i = 0; i < 20; ++i)
            taken += r.take(1000) ? 1 : 0;
        QCOMPARE(taken, 5);
        QVERIFY(r.take(1100)); // 0.1 s at 10 per second: one more
        QVERIFY(!r.take(1100));
        QVERIFY(!r.take(500)); // a clock that goes back gives nothing
    }

    void requestHeads()
    {
        const QByteArray get = "GET /app.js?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n";
        QCOMPARE(requestHeadLength(get), get.size());
        QCOMPARE(requestHeadLength(get.left(20)), 0);
        QCOMPARE(requestHeadLength("\x16\x03\x01 TLS"), -1); // not HTTP: refused at once
        QCOMPARE(requestHeadLength(QByteArray(kMaxRequestHead, 'A')), -1);
        const auto head = parseRequestHead(get, nullptr);
        QVERIFY(head);
        QCOMPARE(head->method, QByteArray("GET"));
        QCOMPARE(head->path, QByteArray("/app.js"));
        QCOMPARE(head->host, QByteArray("127.0.0.1:8080"));
        QVERIFY(!head->webSocket);
        const auto ws = parseRequestHead("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nUpgrade: "
                                         "websocket\r\nConnection: keep-alive, Upgrade\r\nOrigin: "
                                         "http://127.0.0.1:8080\r\n\r\n",
                                         nullptr);
        QVERIFY(ws && ws->webSocket);
        QVERIFY(originAllowed(ws->origin, ws->host));
        QVERIFY(!originAllowed("http://evil.example", ws->host));
        QVERIFY(!originAllowed("", ws->host));
        QVERIFY(!parseRequestHead("GET /ws HTTP/1.1\r\n\r\n", nullptr)); // no Host
        QVERIFY(!parseRequestHead("GET /ws HTTP/1.1\r\nHost: a:1\r\nHost: b:1\r\n\r\n", nullptr));
        QVERIFY(!parseRequestHead("GET ws HTTP/1.1\r\nHost: a:1\r\n\r\n", nullptr));
        QVERIFY(!parseRequestHead("GET / SPDY\r\nHost: a:1\r\n\r\n", nullptr));
    }

    void hosts()
    {
        QVERIFY(hostAllowed("127.0.0.1:8080", QStringLiteral("127.0.0.1"), 8080, true));
        QVERIFY(hostAllowed("localhost:8080", QStringLiteral("127.0.0.1"), 8080, true));
        QVERIFY(hostAllowed("[::1]:8080", QStringLiteral("::1"), 8080, true));
        QVERIFY(!hostAllowed("127.0.0.1:8081", QStringLiteral("127.0.0.1"), 8080, true));
        QVERIFY(!hostAllowed("127.0.0.1", QStringLiteral("127.0.0.1"), 8080, true));
        QVERIFY(!hostAllowed("evil.example:8080", QStringLiteral("127.0.0.1"), 8080, true));
        QVERIFY(hostAllowed("192.168.1.5:8080", QStringLiteral("192.168.1.5"), 8080, false));
        QVERIFY(!hostAllowed("192.168.1.6:8080", QStringLiteral("192.168.1.5"), 8080, false));
        QVERIFY(!hostAllowed("localhost:8080", QStringLiteral("192.168.1.5"), 8080, false));
        QVERIFY(!hostAllowed("rebind.example:8080", QStringLiteral("192.168.1.5"), 8080, false));
    }
};

QTEST_GUILESS_MAIN(TestPhoneProtocol)
#include "tst_phone_protocol.moc"
