// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowViewModule.h"

#include "LowCardLibraryDialog.h"
#include "LowDeckSetup.h"
#include "LowGameText.h"
#include "LowGameView.h"

#include <QCoreApplication>

namespace kbz::low {

namespace {

class LowViewModule final : public GameViewModule
{
public:
    LowViewModule()
        : GameViewModule(QStringLiteral("lords-of-war"))
    {}

    std::unique_ptr<GameView> createView(QWidget *parent) const override
    {
        return std::make_unique<LowGameView>(parent);
    }

    // The default players' "colours" are their armies.
    QString colourName(const QString &id) const override { return LowGameText::armyName(id); }

    QString cardsLabel() const override
    {
        return QCoreApplication::translate("kbz::NewGameDialog", "Unit cards:");
    }

    CardLibraryDialogBase *createCardLibraryDialog(Database &db, QWidget *parent) const override
    {
        return new LowCardLibraryDialog(db, parent);
    }

    QString cardLibraryMenuText() const override
    {
        return QCoreApplication::translate("kbz::MainWindow", "Lords of &War card library…");
    }

    QKeySequence cardLibraryShortcut() const override
    {
        return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W);
    }

    GameSetupPage *createSetupPage(QWidget *parent) const override
    {
        return new LowDeckSetup(parent);
    }
};

} // namespace

GameViewModulePtr gameViewModule()
{
    return std::make_shared<const LowViewModule>();
}

} // namespace kbz::low
