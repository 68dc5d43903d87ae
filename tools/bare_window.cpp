// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// bare-window: the smallest Qt Widgets program that shows a window and exits once it has painted,
// as `kibitzer --quit-after-show` does. tools/history_bench.py compares the app's first window
// with this one (issue 19: the app within 1.5x of a bare window on a small database).
//
// `bare-window --start-page` shows instead a plain Qt main window holding what the app's start
// page shows (a title, a paragraph, three buttons, a list of 16 games with Japanese names in it,
// six menus and a status bar) with none of Kibitzer's code: what Qt itself costs for that window.
#include <QApplication>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTextStream>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

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
            // Stamped once the paint event has been delivered and the frame flushed, as the app
            // does: at the paint event itself the label had not drawn its text yet, so the fonts
            // (fontconfig, FreeType) were left out of the bare window's time and not the app's.
            QTimer::singleShot(0, qApp, [] {
                if (qEnvironmentVariableIsSet("KIBITZER_FIRST_PAINT"))
                    QTextStream(stderr)
                        << "first-paint " << QDateTime::currentMSecsSinceEpoch() << ' '
                        << QString::number(cpuMilliseconds(), 'f', 1) << Qt::endl;
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }
};

// The start page's widgets in a plain QMainWindow, built and laid out as the app's are.
QWidget *plainStartPage(QMainWindow *window)
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *title = new QLabel(QStringLiteral("Kibitzer"));
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    title->setFont(big);
    auto *subtitle = new QLabel(QStringLiteral(
        "Play at the table; Kibitzer keeps the score, knows the rules and warns when a step "
        "looks wrong."));
    subtitle->setWordWrap(true);
    auto *newGame = new QPushButton(QStringLiteral("&New game…"));
    QFont buttonFont = newGame->font();
    buttonFont.setPointSizeF(buttonFont.pointSizeF() * 1.2);
    newGame->setFont(buttonFont);
    auto *recent = new QLabel(QStringLiteral("&Recent games"));
    QFont bold = recent->font();
    bold.setBold(true);
    recent->setFont(bold);
    auto *games = new QTreeWidget;
    games->setColumnCount(6);
    games->setRootIsDecorated(false);
    games->setUniformRowHeights(true);
    games->setAlternatingRowColors(true);
    games->setHeaderLabels({QStringLiteral("Game"), QStringLiteral("Title"),
                            QStringLiteral("Players"), QStringLiteral("Status"),
                            QStringLiteral("Steps"), QStringLiteral("Last update")});
    games->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    const char *kinds[] = {"Rook & Raiders", "Lords of War", "Lethal Checkmate", "Light Wars",
                           "Dungeon Lords"};
    for (int i = 0; i < 16; ++i) {
        auto *item = new QTreeWidgetItem(games);
        item->setText(0, QString::fromLatin1(kinds[i % 5]));
        item->setText(1, QStringLiteral("Game night %1").arg(i + 1));
        item->setText(2, i % 3 ? QStringLiteral("Ann – Bob") : QStringLiteral("太郎 – 花子"));
        item->setText(3, QStringLiteral("Finished: Ann won"));
        item->setText(4, QString::number(40 + 7 * i));
        item->setText(5, QStringLiteral("11/26/26 9:%1 PM").arg(10 + i));
    }
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(new QPushButton(QStringLiteral("All games (&history)…")));
    bottom->addStretch(1);
    bottom->addWidget(new QPushButton(QStringLiteral("Resu&me")));
    layout->addWidget(title);
    layout->addWidget(subtitle);
    layout->addWidget(newGame);
    layout->addWidget(recent);
    layout->addWidget(games, 1);
    layout->addLayout(bottom);
    for (const char *name : {"&File", "&Game", "&Edit", "&View", "&Tools", "&Help"}) {
        QMenu *menu = window->menuBar()->addMenu(QString::fromLatin1(name));
        for (int i = 0; i < 8; ++i)
            menu->addAction(QStringLiteral("Action %1").arg(i + 1));
    }
    window->statusBar()->showMessage(QStringLiteral("Ready"));
    return page;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QuitAfterFirstPaint quitter;
    if (QCoreApplication::arguments().contains(QStringLiteral("--start-page"))) {
        QMainWindow window;
        window.setCentralWidget(plainStartPage(&window));
        window.resize(1280, 800);
        window.installEventFilter(&quitter);
        window.show();
        return app.exec();
    }
    QLabel window(QStringLiteral("Kibitzer"));
    window.resize(1280, 800);
    window.installEventFilter(&quitter);
    window.show();
    return app.exec();
}
