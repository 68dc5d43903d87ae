// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// kibitzer: the desktop app. Parses the command line, opens the database and shows MainWindow;
// everything else lives in kibitzer_views.
#include "AppIcon.h"
#include "Launch.h"
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "PhonesControl.h"
#include "QuitOnSignal.h"
#include "ScriptedRecording.h"
#include "Translations.h"
#include "core/AppIdentity.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QEvent>
#include <QHostAddress>
#include <QMessageBox>
#include <QTextStream>
#include <QTimer>

#include <ctime>

#include <functional>

namespace {

// The processor time this process has used so far, all threads (tools/history_bench.py prints it
// beside the wall clock: on a loaded machine it varies far less).
double cpuMilliseconds()
{
    return double(std::clock()) * 1000.0 / CLOCKS_PER_SEC;
}

// --quit-after-show: run `then` (by default: leave the event loop) once the watched widget has
// painted for the first time.
class QuitAfterFirstPaint final : public QObject
{
public:
    explicit QuitAfterFirstPaint(std::function<void()> then = {})
        : m_then(std::move(then))
    {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            watched->removeEventFilter(this);
            // The window's own paint event comes first; its children paint after it in the same
            // pass, and the frame is flushed then. The next event is the first whole frame.
            QTimer::singleShot(0, this, [this] {
                // tools/history_bench.py: when the first window was painted (the wall clock, so
                // the script that started the process can tell how long it took).
                if (qEnvironmentVariableIsSet("KIBITZER_FIRST_PAINT"))
                    QTextStream(stderr)
                        << "first-paint " << QDateTime::currentMSecsSinceEpoch() << ' '
                        << QString::number(cpuMilliseconds(), 'f', 1) << Qt::endl;
                if (m_then)
                    m_then();
                else
                    QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_then;
    bool m_done = false;
};

} // namespace

int main(int argc, char *argv[])
{
    kbz::setAppIdentity();
    QApplication app(argc, argv);
    // A logout, a shutdown or Ctrl+C closes the window as File ▸ Quit does.
    const kbz::QuitOnSignal quitOnSignal;
    // The id of the desktop entry, metainfo and icon (packaging/): Wayland and the task bar
    // match the window to the desktop entry by it.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.kibitzer.Kibitzer"));
    QStringList iconFiles;
    for (const char *size : {"32", "64", "256"})
        iconFiles.append(
            QStringLiteral(":/icons/%1/io.github.kibitzer.Kibitzer.png").arg(QLatin1String(size)));
    QApplication::setWindowIcon(kbz::lazyFileIcon(iconFiles));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Kibitzer: a companion for physical tabletop games.\n\n"
        "  kibitzer                 the start page: new game, recent games\n"
        "  kibitzer --open ID       resume the stored game ID at its current step\n"
        "                           (kibitzer-cli list shows the ids)\n"
        "  kibitzer --open ID --phones [--phones-host ADDRESS] [--phones-port N]\n"
        "                           and let the players' phones join it: prints the\n"
        "                           invitation URL (docs/phones.md)\n"
        "  kibitzer FILE.jsonl      import a journal file and open it; a journal imported\n"
        "                           before opens the game it became, never a duplicate\n\n"
        "An unknown id or a journal that cannot be read is refused with exit status 2, a\n"
        "database that cannot be opened with 3; a refused start writes nothing."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dbOption(
        QStringLiteral("db"),
        QStringLiteral("The database file (default: %1), or a PostgreSQL server: "
                       "postgresql://USER:PASSWORD@HOST:PORT/DATABASE (docs/club.md).")
            .arg(kbz::Database::defaultPath()),
        QStringLiteral("path"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        QStringLiteral("The UI language: en or ja."),
                                        QStringLiteral("lang"));
    const QCommandLineOption openOption(
        QStringLiteral("open"),
        QStringLiteral("Open the stored game ID, resumed at its current step."),
        QStringLiteral("ID"));
    const QCommandLineOption quitOption(
        QStringLiteral("quit-after-show"),
        QStringLiteral("Exit as soon as the window has been painted (benchmarks, smoke tests)."));
    QCommandLineOption scriptOption(
        QStringLiteral("record-script"),
        QStringLiteral("Record the journal's game step by step, over and over, printing what was "
                       "recorded (the kill soak test)."),
        QStringLiteral("FILE.jsonl"));
    scriptOption.setFlags(QCommandLineOption::HiddenFromHelp);
    const QCommandLineOption phonesOption(
        QStringLiteral("phones"),
        QStringLiteral("With --open: start the phones' server for the game and print its "
                       "invitation URL on standard output (docs/phones.md)."));
    const QCommandLineOption phonesHostOption(
        QStringLiteral("phones-host"),
        QStringLiteral("The address the phones' server listens on (default: every network of "
                       "this computer; 127.0.0.1: this computer only)."),
        QStringLiteral("ADDRESS"));
    const QCommandLineOption phonesPortOption(
        QStringLiteral("phones-port"),
        QStringLiteral("The phones' server's port (default: one the system chooses)."),
        QStringLiteral("N"));
    parser.addOptions({dbOption, langOption, openOption, quitOption, scriptOption, phonesOption,
                       phonesHostOption, phonesPortOption});
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QStringLiteral("A journal file (.jsonl, a path or a file: URL) to import and open."),
        QStringLiteral("[FILE.jsonl]"));
    parser.process(app);
    const bool quitAfterShow = parser.isSet(quitOption);
    QuitAfterFirstPaint quitter;

    kbz::MainWindow window;
    const kbz::Lang lang = parser.isSet(langOption)
                               ? kbz::langFromCode(parser.value(langOption), window.savedLanguage())
                               : window.savedLanguage();
    window.setLanguage(lang);

    // Like every refused request, a script that cannot be read is refused before anything opens.
    std::unique_ptr<kbz::ScriptedRecording> script;
    if (parser.isSet(scriptOption)) {
        QString why;
        script = kbz::ScriptedRecording::fromFile(window, parser.value(scriptOption), &why);
        if (!script) {
            QTextStream(stderr) << "kibitzer: " << why << Qt::endl;
            return kbz::Launch::ExitBadRequest;
        }
    }

    const kbz::Launch::Request request{parser.isSet(dbOption) ? parser.value(dbOption)
                                                              : kbz::Database::defaultPath(),
                                       parser.value(openOption), parser.positionalArguments()};
    if (const auto failure = kbz::Launch::run(window, request)) {
        // The terminal (and a test) reads it too; the box is for a start from the desktop.
        QTextStream(stderr) << "kibitzer: " << failure->text << Qt::endl;
        QMessageBox box(QMessageBox::Critical, failure->title, failure->text, QMessageBox::Ok);
        // QCoreApplication::quit() does not end a dialog's own event loop: close the box.
        QuitAfterFirstPaint closer([&box] { box.done(QMessageBox::Ok); });
        if (quitAfterShow)
            box.installEventFilter(&closer);
        box.exec();
        return failure->exitCode;
    }

    if (script)
        script->start();

    // The phones' server, asked for on the command line: refused like any bad request, before
    // the window shows, and its URL printed for scripts and tests (one line).
    if (parser.isSet(phonesOption) || parser.isSet(phonesHostOption) ||
        parser.isSet(phonesPortOption)) {
        const QHostAddress host(parser.isSet(phonesHostOption) ? parser.value(phonesHostOption)
                                                               : QStringLiteral("0.0.0.0"));
        bool portOk = true;
        const uint port =
            parser.isSet(phonesPortOption) ? parser.value(phonesPortOption).toUInt(&portOk) : 0;
        QString why;
        if (!parser.isSet(phonesOption) || !parser.isSet(openOption))
            why = QStringLiteral("--phones needs --open ID (and --phones-host, --phones-port "
                                 "need --phones)");
        else if (host.isNull())
            why = QStringLiteral("--phones-host: not an IP address: %1")
                      .arg(parser.value(phonesHostOption));
        else if (!portOk || port > 65535)
            why =
                QStringLiteral("--phones-port: not a port: %1").arg(parser.value(phonesPortOption));
        else
            window.phones()->start(host, quint16(port), &why);
        if (!window.phones()->server()) {
            QTextStream(stderr) << "kibitzer: " << why << Qt::endl;
            return kbz::Launch::ExitBadRequest;
        }
        QTextStream(stdout) << window.phones()->invitationUrl().toString() << Qt::endl;
    }

    if (quitAfterShow)
        window.installEventFilter(&quitter);
    window.placeOnScreen();
    window.show();
    return app.exec();
}
