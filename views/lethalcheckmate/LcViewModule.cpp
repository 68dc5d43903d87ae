// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcViewModule.h"

#include "LcCardLibraryDialog.h"
#include "LcGameView.h"

#include <QCoreApplication>

namespace kbz::lc {

namespace {

class LcViewModule final : public GameViewModule
{
public:
    LcViewModule()
        : GameViewModule(QStringLiteral("lethal-checkmate"))
    {}

    std::unique_ptr<GameView> createView(QWidget *parent) const override
    {
        return std::make_unique<LcGameView>(parent);
    }

    QString cardsLabel() const override
    {
        return QCoreApplication::translate("kbz::NewGameDialog", "Chess cards:");
    }

    CardLibraryDialogBase *createCardLibraryDialog(Database &db, QWidget *parent) const override
    {
        return new LcCardLibraryDialog(db, parent);
    }

    QString cardLibraryMenuText() const override
    {
        return QCoreApplication::translate("kbz::MainWindow", "&Lethal Checkmate card library…");
    }

    QKeySequence cardLibraryShortcut() const override
    {
        return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L);
    }
};

} // namespace

GameViewModulePtr gameViewModule()
{
    return std::make_shared<const LcViewModule>();
}

} // namespace kbz::lc
