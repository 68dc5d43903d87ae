// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrViewModule.h"

#include "RrCardLibraryDialog.h"
#include "RrGameView.h"
#include "RrSetupPage.h"

#include <QCoreApplication>

namespace kbz::rr {

namespace {

class RrViewModule final : public GameViewModule
{
public:
    RrViewModule()
        : GameViewModule(QStringLiteral("rook-raiders"))
    {}

    std::unique_ptr<GameView> createView(QWidget *parent) const override
    {
        return std::make_unique<RrGameView>(parent);
    }

    QString cardsLabel() const override
    {
        return QCoreApplication::translate("kbz::NewGameDialog", "Unit and monster cards:");
    }

    CardLibraryDialogBase *createCardLibraryDialog(Database &db, QWidget *parent) const override
    {
        return new RrCardLibraryDialog(db, parent);
    }

    QString cardLibraryMenuText() const override
    {
        return QCoreApplication::translate("kbz::MainWindow", "&Rook && Raiders card library…");
    }

    QKeySequence cardLibraryShortcut() const override
    {
        return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R);
    }

    GameSetupPage *createSetupPage(QWidget *parent) const override
    {
        return new RrSetupPage(parent);
    }

    // The rule book's seat colours, in seat order.
    QStringList seatColours() const override
    {
        return {QStringLiteral("red"), QStringLiteral("blue"), QStringLiteral("green"),
                QStringLiteral("yellow")};
    }
};

} // namespace

GameViewModulePtr gameViewModule()
{
    return std::make_shared<const RrViewModule>();
}

} // namespace kbz::rr
