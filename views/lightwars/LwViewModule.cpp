// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwViewModule.h"

#include "LwArmySetup.h"
#include "LwGameView.h"
#include "LwLibraryDialog.h"

#include <QCoreApplication>
#include <QLabel>

namespace kbz::lw {

namespace {

class LwViewModule final : public GameViewModule
{
public:
    LwViewModule()
        : GameViewModule(QStringLiteral("light-wars"))
    {}

    std::unique_ptr<GameView> createView(QWidget *parent) const override
    {
        return std::make_unique<LwGameView>(parent);
    }

    QString cardsLabel() const override
    {
        return QCoreApplication::translate("kbz::NewGameDialog", "Units and tactics:");
    }

    CardLibraryDialogBase *createCardLibraryDialog(Database &db, QWidget *parent) const override
    {
        return new LwLibraryDialog(db, parent);
    }

    QString cardLibraryMenuText() const override
    {
        return QCoreApplication::translate("kbz::MainWindow",
                                           "Li&ght Wars units, tactics and map…");
    }

    QKeySequence cardLibraryShortcut() const override
    {
        return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G);
    }

    GameSetupPage *createSetupPage(QWidget *parent) const override
    {
        auto *setup = new LwArmySetup(parent);
        // The army setup shows the engine's findings itself, next to the armies they are about.
        setup->findingsLabel()->hide();
        return setup;
    }
};

} // namespace

GameViewModulePtr gameViewModule()
{
    return std::make_shared<const LwViewModule>();
}

} // namespace kbz::lw
