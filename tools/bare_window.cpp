// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// bare-window: the smallest Qt Widgets program that shows a window and exits once it has painted,
// as `kibitzer --quit-after-show` does. tools/history_bench.py compares the app's first window
// with this one (issue 19: the app within 1.5x of a bare window on a small database).
#include <QApplication>
#include <QDateTime>
#include <QEvent>
#include <QLabel>
#include <QTextStream>
#include <QTimer>

#include <ctime>

namespace {

// The processor time this process has used so far, all threads (tools/history_bench.py prints it
// beside the wall clock: on a loaded machine it varies far less).
double cpuMilliseconds()
{
    return double(std::clock()) * 1000.0 / CLOCKS_PER_SEC;
}

class QuitAfterFirstPaint final : public QObject
{
protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            if (qEnvironmentVariableIsSet("KIBITZER_FIRST_PAINT"))
                QTextStream(stderr) << "first-paint " << QDateTime::currentMSecsSinceEpoch() << ' '
                                    << QString::number(cpuMilliseconds(), 'f', 1) << Qt::endl;
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QLabel window(QStringLiteral("Kibitzer"));
    window.resize(1280, 800);
    QuitAfterFirstPaint quitter;
    window.installEventFilter(&quitter);
    window.show();
    return app.exec();
}
