// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Phones at the table from the laptop (issue 36): Game ▸ Phones at the table… starts the server
// for the open game, its QR code (decoded with zbarimg) holds the invitation, a phone that
// joins a seat records the game's next step through the laptop's session, the laptop takes
// the seat back, and closing the game stops the server. `kibitzer --open ID --phones` prints
// the URL. Loopback only.
#include "../support/GoldenImport.h"
#include "../support/GuiTestSupport.h"
#include "../support/PhoneClient.h"
#include "MainWindow.h"
#include "PhoneServer.h"
#include "PhonesControl.h"
#include "PhonesDialog.h"
#include "core/JournalFile.h"
#include "core/Session.h"

#include <QAction>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>
#include <QWebSocket>

using namespace kbz;
using kbztest::PhoneClient;

namespace {

const QString kJournal = QStringLiteral("lethal-checkmate/lethal-success.jsonl");
constexpr int kCut = 5; // the next step is Black's play-card

// The golden journal's steps.
QList<Step> goldenSteps()
{
    QFile f(QStringLiteral(KIBITZER_TEST_DATA "/") + kJournal);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    JournalFile file;
    int line = 0;
    QString error;
    if (!JournalFile::parse(f.readAll(), &file, &line, &error))
        return {};
    return file.steps;
}

} // namespace

class TestPhonesGui : public QObject
{
    Q_OBJECT

    kbztest::MainWindowFixture m_fixture{QStringLiteral("phones"), QSize(1280, 680)};
    int m_db = 0;

    MainWindow *openCut(qint64 *id)
    {
        const QString path = m_fixture.filePath(QStringLiteral("cut%1.sqlite").arg(++m_db));
        *id = kbztest::importGoldenCut(kJournal, kCut, path);
        if (*id == 0)
            return nullptr;
        m_fixture.openWindow(path);
        MainWindow *w = m_fixture.window();
        return w && w->resumeGame(*id) ? w : nullptr;
    }

    PhonesDialog *dialog() const { return m_fixture.window()->findChild<PhonesDialog *>(); }

private Q_SLOTS:
    void initTestCase() { m_fixture.setUp(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void offUntilStarted()
    {
        MainWindow *w = m_fixture.window();
        QAction *action = w->findChild<QAction *>(QStringLiteral("phones"));
        QVERIFY(action);
        QVERIFY(!action->isEnabled()); // no game open
        qint64 id = 0;
        w = openCut(&id);
        QVERIFY(w);
        action = w->findChild<QAction *>(QStringLiteral("phones"));
        QVERIFY(action->isEnabled());
        QVERIFY(!w->phones()->server()); // nothing listens until the user starts it
        action->trigger();
        QTRY_VERIFY(dialog() && dialog()->isVisible());
        // The dialog opens inside the laptop's window, its buttons visible.
        QVERIFY(dialog()->frameGeometry().height() <= 680);
        QVERIFY(dialog()->frameGeometry().width() <= 1280);
        QVERIFY(!w->phones()->server());
        auto *url = dialog()->findChild<QLabel *>(QStringLiteral("phonesUrl"));
        QCOMPARE(url->text(), QStringLiteral("Not started."));
    }

    void qrCodeJoinRecordAndStop()
    {
        qint64 id = 0;
        MainWindow *w = openCut(&id);
        QVERIFY(w);
        w->findChild<QAction *>(QStringLiteral("phones"))->trigger();
        QTRY_VERIFY(dialog() && dialog()->isVisible());
        auto *where = dialog()->findChild<QComboBox *>(QStringLiteral("phonesWhere"));
        where->setCurrentIndex(1); // this laptop only: the test stays on loopback
        auto *toggle = dialog()->findChild<QPushButton *>(QStringLiteral("phonesToggle"));
        const QRect toggleBefore = toggle->geometry();
        auto *qr = dialog()->findChild<QLabel *>(QStringLiteral("phonesQr"));
        const QRect qrBefore = qr->geometry();
        QTest::mouseClick(toggle, Qt::LeftButton);
        PhoneServer *server = w->phones()->server();
        QVERIFY(server && server->isListening());
        QVERIFY(server->address().isLoopback());
        QCOMPARE(toggle->geometry(), toggleBefore); // nothing moves under the mouse on Start
        QCOMPARE(qr->geometry(), qrBefore);

        // The QR code holds the invitation: decoded as a phone's camera would.
        const QString zbar = QStandardPaths::findExecutable(QStringLiteral("zbarimg"));
        QVERIFY2(!zbar.isEmpty(), "zbarimg is missing: ./dev deps installs zbar-tools");
        const QString png = m_fixture.filePath(QStringLiteral("qr.png"));
        QVERIFY(qr->pixmap().toImage().scaled(qr->pixmap().size() * 2).save(png));
        QProcess zbarimg;
        zbarimg.start(zbar, {QStringLiteral("--quiet"), QStringLiteral("--raw"), png});
        QVERIFY(zbarimg.waitForFinished(20000));
        const QString decoded = QString::fromUtf8(zbarimg.readAllStandardOutput()).trimmed();
        QCOMPARE(decoded, server->invitationUrl().toString());
        QVERIFY(decoded.startsWith(QStringLiteral("http://127.0.0.1:")));

        // A phone joins the seat of the journal's next step and records it from there.
        const QList<Step> steps = goldenSteps();
        QVERIFY(steps.size() > kCut);
        const Step next = steps.at(kCut);
        QVERIFY(next.actor >= 0);
        const QUrl url(decoded);
        PhoneClient phone(QStringLiteral("http://%1:%2").arg(url.host()).arg(url.port()));
        QVERIFY(phone.open(quint16(url.port())));
        phone.send({{QStringLiteral("type"), QStringLiteral("hello")},
                    {QStringLiteral("token"), url.fragment().mid(5)}});
        const QJsonObject welcome = phone.next(QStringLiteral("welcome"));
        QCOMPARE(welcome.value(QStringLiteral("game")).toString(),
                 QStringLiteral("lethal-checkmate"));
        phone.send({{QStringLiteral("type"), QStringLiteral("join")},
                    {QStringLiteral("seat"), next.actor}});
        QCOMPARE(phone.next(QStringLiteral("joined")).value(QStringLiteral("seat")).toInt(),
                 next.actor);
        // The laptop sees the phone in its seat.
        auto *list = dialog()->findChild<QTreeWidget *>(QStringLiteral("phonesList"));
        const QString seatName = w->session()->config().players.at(next.actor).name;
        QTRY_COMPARE(list->topLevelItemCount(), 1);
        QTRY_COMPARE(list->topLevelItem(0)->text(0), seatName);

        Session *session = w->session();
        const int before = session->count();
        phone.send(
            {{QStringLiteral("type"), QStringLiteral("record")},
             {QStringLiteral("id"), QStringLiteral("p1")},
             {QStringLiteral("anyway"), true},
             {QStringLiteral("step"), QJsonObject{{QStringLiteral("kind"), next.kind},
                                                  {QStringLiteral("payload"), next.payload}}}});
        QCOMPARE(phone.next(QStringLiteral("result")).value(QStringLiteral("outcome")).toString(),
                 QStringLiteral("recorded"));
        QCOMPARE(session->count(), before + 1);
        QCOMPARE(session->entry(before).record.step, next); // as the table's journal has it

        // The laptop takes the seat back.
        list->setCurrentItem(list->topLevelItem(0));
        auto *free = dialog()->findChild<QPushButton *>(QStringLiteral("phonesFreeSeat"));
        QVERIFY(free->isEnabled());
        QTest::mouseClick(free, Qt::LeftButton);
        QCOMPARE(phone.next(QStringLiteral("error")).value(QStringLiteral("code")).toString(),
                 QStringLiteral("seat-freed"));

        // Closing the game stops the server: the phone is told and disconnected.
        QSignalSpy gone(&phone.socket(), &QWebSocket::disconnected);
        w->closeGame();
        QVERIFY(gone.count() > 0 || gone.wait(5000));
        QVERIFY(!w->phones()->server());
    }

    // The laptop's app killed (SIGKILL) and started again: the same URL, port and tokens, the
    // step a phone recorded before is there, and the phone's seat token still holds its seat.
    void killedAndRestarted()
    {
        const QString db = m_fixture.filePath(QStringLiteral("kill.sqlite"));
        const qint64 id = kbztest::importGoldenCut(kJournal, kCut, db);
        QVERIFY(id > 0);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_fixture.filePath(QStringLiteral("kcfg")));
        const QStringList args{QStringLiteral("--db"),     db,
                               QStringLiteral("--open"),   QString::number(id),
                               QStringLiteral("--phones"), QStringLiteral("--phones-host"),
                               QStringLiteral("127.0.0.1")};
        auto start = [&](QProcess &p) {
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(KIBITZER_APP_PATH), args);
            if (!p.waitForStarted())
                return QUrl();
            QDeadlineTimer deadline(30000);
            while (!p.canReadLine() && !deadline.hasExpired())
                p.waitForReadyRead(100);
            return QUrl(QString::fromUtf8(p.readLine()).trimmed());
        };
        QProcess first;
        const QUrl url = start(first);
        QVERIFY(url.port() > 0);
        const QString origin = QStringLiteral("http://127.0.0.1:%1").arg(url.port());

        const Step next = goldenSteps().at(kCut);
        PhoneClient phone(origin);
        QVERIFY(phone.open(quint16(url.port())));
        phone.send({{QStringLiteral("type"), QStringLiteral("hello")},
                    {QStringLiteral("token"), url.fragment().mid(5)}});
        QVERIFY(!phone.next(QStringLiteral("welcome")).isEmpty());
        phone.send({{QStringLiteral("type"), QStringLiteral("join")},
                    {QStringLiteral("seat"), next.actor}});
        const QString seatToken =
            phone.next(QStringLiteral("joined")).value(QStringLiteral("seatToken")).toString();
        QCOMPARE(seatToken.size(), 22);
        phone.send(
            {{QStringLiteral("type"), QStringLiteral("record")},
             {QStringLiteral("id"), QStringLiteral("before-kill")},
             {QStringLiteral("anyway"), true},
             {QStringLiteral("step"), QJsonObject{{QStringLiteral("kind"), next.kind},
                                                  {QStringLiteral("payload"), next.payload}}}});
        QCOMPARE(phone.next(QStringLiteral("result")).value(QStringLiteral("outcome")).toString(),
                 QStringLiteral("recorded"));

        QSignalSpy lost(&phone.socket(), &QWebSocket::disconnected);
        first.kill(); // SIGKILL: no chance to save anything more
        QVERIFY(first.waitForFinished(20000));
        QVERIFY(lost.count() > 0 || lost.wait(5000));

        QProcess second;
        const QUrl again = start(second);
        QCOMPARE(again, url); // same port, same invitation: the phones' pages find it again
        PhoneClient back(origin);
        QVERIFY(back.open(quint16(url.port())));
        back.send({{QStringLiteral("type"), QStringLiteral("hello")},
                   {QStringLiteral("token"), seatToken},
                   {QStringLiteral("since"), kCut}});
        QCOMPARE(back.next(QStringLiteral("joined")).value(QStringLiteral("seat")).toInt(),
                 next.actor);
        const QJsonObject state = back.next(QStringLiteral("state"));
        QCOMPARE(state.value(QStringLiteral("index")).toInt(), kCut + 1);     // the step survived
        QCOMPARE(state.value(QStringLiteral("journal")).toArray().size(), 1); // caught up since
        second.terminate();
        QVERIFY(second.waitForFinished(20000));
    }

    void commandLine()
    {
        const QString db = m_fixture.filePath(QStringLiteral("cli.sqlite"));
        const qint64 id = kbztest::importGoldenCut(kJournal, kCut, db);
        QVERIFY(id > 0);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_fixture.filePath(QStringLiteral("config")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(KIBITZER_APP_PATH),
                {QStringLiteral("--db"), db, QStringLiteral("--open"), QString::number(id),
                 QStringLiteral("--phones"), QStringLiteral("--phones-host"),
                 QStringLiteral("127.0.0.1")});
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(p.canReadLine(), 30000);
        const QString line = QString::fromUtf8(p.readLine()).trimmed();
        const QUrl url(line);
        QCOMPARE(url.scheme(), QStringLiteral("http"));
        QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
        QVERIFY(url.port() > 0);
        QVERIFY(url.fragment().startsWith(QStringLiteral("join=")));
        // The page is there.
        QTcpSocket http;
        http.connectToHost(QHostAddress::LocalHost, quint16(url.port()));
        QVERIFY(http.waitForConnected(5000));
        http.write("GET / HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(url.port()) +
                   "\r\n\r\n");
        QTRY_VERIFY_WITH_TIMEOUT(
            http.bytesAvailable() > 0 || http.state() == QAbstractSocket::UnconnectedState, 10000);
        QVERIFY(http.readLine().startsWith("HTTP/1.1 200"));
        p.terminate();
        QVERIFY(p.waitForFinished(20000));

        // Without a game, --phones is refused like any bad request.
        QProcess bad;
        bad.setProcessEnvironment(env);
        bad.start(QStringLiteral(KIBITZER_APP_PATH),
                  {QStringLiteral("--db"), db, QStringLiteral("--phones"),
                   QStringLiteral("--quit-after-show")});
        QVERIFY(bad.waitForFinished(30000));
        QCOMPARE(bad.exitCode(), 2);
        QVERIFY(bad.readAllStandardError().contains("--phones needs --open"));
    }
};

QTEST_MAIN(TestPhonesGui)
#include "tst_phones_gui.moc"
