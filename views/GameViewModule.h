// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QIcon>
#include <QKeySequence>
#include <QList>
#include <QString>
#include <QStringList>
#include <memory>

class QWidget;

namespace kbz {

class CardLibraryDialogBase;
class Database;
class GameSetupPage;
class GameView;

// Everything the shared views need of one game, handed over by one object per game
// (views/<game>/*ViewModule.cpp) and registered in views/registerGameViews.cpp. The models side
// of the same game is its core/GameModule (same id). MainWindow, the New Game dialog, the game
// page and the menus iterate the modules and never name a game; a game without a views module
// still plays, with the generic step entry.
class GameViewModule
{
public:
    explicit GameViewModule(QString id);
    virtual ~GameViewModule();
    Q_DISABLE_COPY_MOVE(GameViewModule)

    QString id() const { return m_id; }

    // The board and step entry of a game page (default: GenericStepView). The game's score sheet
    // is one of its tools.
    virtual std::unique_ptr<GameView> createView(QWidget *parent) const;
    // The game's part of the New Game dialog, nullptr when the shared rows are enough.
    virtual GameSetupPage *createSetupPage(QWidget *parent) const;
    // The seat colours (ids such as "red") a new player row takes once the default players'
    // are used, in seat order.
    virtual QStringList seatColours() const { return {}; }
    // The name a colour id of the game's own (not one of the shared seat colours) is shown with
    // in the UI language, e.g. Lords of War's "orc" as "Orcs". Default: the id.
    virtual QString colourName(const QString &id) const { return id; }
    // The card library row's label in the New Game dialog ("Chess cards:"), translated.
    virtual QString cardsLabel() const;

    // The card library editor (games with a core/GameModule::cardLibrary()); nullptr: none.
    virtual CardLibraryDialogBase *createCardLibraryDialog(Database &db, QWidget *parent) const;
    // Its entry in the Cards menu (translated, with its mnemonic) and its shortcut.
    virtual QString cardLibraryMenuText() const { return {}; }
    virtual QKeySequence cardLibraryShortcut() const { return {}; }

    // The game's icon in menus and lists (none: the menus show the name only).
    virtual QIcon icon() const { return {}; }

private:
    QString m_id;
};

using GameViewModulePtr = std::shared_ptr<const GameViewModule>;

// The views modules of this build, in registry order; filled by registerGameViews() (views/
// registerGameViews.h) from the app and from tests, which may add their own games.
class GameViewRegistry
{
public:
    void add(GameViewModulePtr module);
    const GameViewModule *find(const QString &id) const;
    QList<GameViewModulePtr> modules() const { return m_modules; }

private:
    QList<GameViewModulePtr> m_modules;
};

} // namespace kbz
