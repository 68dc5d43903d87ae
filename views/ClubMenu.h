// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QObject>
#include <functional>

class QAction;
class QMenu;
class QSettings;
class QWidget;

namespace kbz {

class Database;
class GameRegistry;

// File ▸ Club (issue 20, item 3): Push finished games… and Pull club games…, each opening a
// ClubDialog over the window's database. The main window only adds the menu, calls
// retranslate() and setDatabase(); the entries are off without a database, and on a window that
// is itself on a server (push and pull copy between this computer's file and the club's server).
class ClubMenu final : public QObject
{
    Q_OBJECT

public:
    ClubMenu(QWidget *window, const GameRegistry &registry, QSettings *settings);
    Q_DISABLE_COPY_MOVE(ClubMenu)

    QMenu *menu() const { return m_menu; }
    QAction *pushAction() const { return m_push; }
    QAction *pullAction() const { return m_pull; }
    void setDatabase(Database *db);
    void retranslate();

Q_SIGNALS:
    // A pull stored games on this computer.
    void gamesPulled();

private:
    void open(bool push);

    QWidget *m_window;
    const GameRegistry &m_registry;
    QSettings *m_settings;
    Database *m_db = nullptr;
    QMenu *m_menu;
    QAction *m_push;
    QAction *m_pull;
};

} // namespace kbz
