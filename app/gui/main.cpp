// kibitzer: the desktop app. Parses the command line, opens the database and shows MainWindow;
// everything else lives in kibitzer_views.
#include "MainWindow.h"
#include "MessageBoxes.h"
#include "Translations.h"
#include "core/AppIdentity.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QEvent>
#include <QMessageBox>
#include <QTimer>

#include <functional>

namespace {

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
            if (m_then)
                QTimer::singleShot(0, this, m_then);
            else
                QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_then;
    bool m_done = false;
};

constexpr int kExitDatabaseError = 3;

} // namespace

int main(int argc, char *argv[])
{
    kbz::setAppIdentity();
    QApplication app(argc, argv);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Kibitzer: a companion for physical tabletop games."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dbOption(
        QStringLiteral("db"),
        QStringLiteral("The database file (default: %1).").arg(kbz::Database::defaultPath()),
        QStringLiteral("path"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        QStringLiteral("The UI language: en or ja."),
                                        QStringLiteral("lang"));
    const QCommandLineOption quitOption(
        QStringLiteral("quit-after-show"),
        QStringLiteral("Exit as soon as the window has been painted (benchmarks, smoke tests)."));
    parser.addOptions({dbOption, langOption, quitOption});
    parser.process(app);
    const bool quitAfterShow = parser.isSet(quitOption);
    QuitAfterFirstPaint quitter;

    kbz::MainWindow window;
    const kbz::Lang lang = parser.isSet(langOption)
                               ? kbz::langFromCode(parser.value(langOption), window.savedLanguage())
                               : window.savedLanguage();
    window.setLanguage(lang);

    const QString path =
        parser.isSet(dbOption) ? parser.value(dbOption) : kbz::Database::defaultPath();
    kbz::DbError error;
    if (!window.openDatabase(path, &error, false)) {
        QMessageBox box(QMessageBox::Critical,
                        QCoreApplication::translate("kbz::MainWindow", "Kibitzer"),
                        QCoreApplication::translate("kbz::MainWindow", "Cannot open the database") +
                            QStringLiteral("\n\n") + error.text(lang) + QStringLiteral("\n\n") +
                            QDir::toNativeSeparators(path),
                        QMessageBox::Ok);
        // QCoreApplication::quit() does not end a dialog's own event loop: close the box.
        QuitAfterFirstPaint closer([&box] { box.done(QMessageBox::Ok); });
        if (quitAfterShow)
            box.installEventFilter(&closer);
        box.exec();
        return kExitDatabaseError;
    }

    if (quitAfterShow)
        window.installEventFilter(&quitter);
    window.show();
    return app.exec();
}
