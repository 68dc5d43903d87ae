// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// MainWindow's menu bar: which action goes in which menu (the actions are MainWindow.cpp's).
#include "MainWindow.h"
#include "PhonesControl.h"

#include "ClubMenu.h"
#include "GamePage.h"
#include "GameView.h"
#include "KeyboardShortcuts.h"
#include "TableMode.h"
#include "Zoom.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStatusBar>

namespace kbz {

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newGame);
    m_startMenu = m_fileMenu->addMenu(QString());
    m_startMenu->addActions(m_startActions);
    m_fileMenu->addAction(m_closeGame);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_openDb);
    // Play history (issue 19). In the File menu: a menu of its own would take an Alt+letter
    // that the games' step kinds use.
    m_fileMenu->addAction(m_history);
    m_fileMenu->addAction(m_statistics);
    m_fileMenu->addAction(m_checkDb);
    m_fileMenu->addMenu(m_club->menu());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);

    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(m_anyStep);
    m_gameMenu->addAction(m_phones->action());

    m_cardsMenu = menuBar()->addMenu(QString());
    m_cardsMenu->addActions(m_cardActions);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_rulesToggle);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_table->fullScreenAction());
    m_viewMenu->addAction(m_table->keepAwakeAction());
    m_viewMenu->addAction(m_table->playersViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_zoom->zoomInAction());
    m_viewMenu->addAction(m_zoom->zoomOutAction());
    m_viewMenu->addAction(m_zoom->resetAction());

    m_langMenu = menuBar()->addMenu(QString());
    m_langMenu->addAction(m_english);
    m_langMenu->addAction(m_japanese);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_searchRules);
    // The keys of the game on screen ('?' in the game view does the same; issue 13).
    auto *keys = m_helpMenu->addAction(QString());
    keys->setObjectName(QStringLiteral("gameShortcuts"));
    connect(keys, &QAction::triggered, this, [this] {
        if (m_gamePage && m_gamePage->gameView() && m_stack->currentWidget() == m_gamePage)
            showKeyboardShortcuts(m_gamePage->gameView(), this);
        else
            statusBar()->showMessage(tr("Open a game to see its keys."), 5000);
    });
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_about);
}

} // namespace kbz
