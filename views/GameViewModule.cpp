// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GameViewModule.h"

#include "GameSetupPage.h"
#include "GenericStepView.h"

#include <QCoreApplication>

namespace kbz {

GameViewModule::GameViewModule(QString id)
    : m_id(std::move(id))
{}

GameViewModule::~GameViewModule() = default;

std::unique_ptr<GameView> GameViewModule::createView(QWidget *parent) const
{
    return std::make_unique<GenericStepView>(parent);
}

GameSetupPage *GameViewModule::createSetupPage(QWidget *) const
{
    return nullptr;
}

QString GameViewModule::cardsLabel() const
{
    return QCoreApplication::translate("kbz::NewGameDialog", "Unit cards:");
}

CardLibraryDialogBase *GameViewModule::createCardLibraryDialog(Database &, QWidget *) const
{
    return nullptr;
}

void GameViewRegistry::add(GameViewModulePtr module)
{
    Q_ASSERT(module && !find(module->id()));
    m_modules.append(std::move(module));
}

const GameViewModule *GameViewRegistry::find(const QString &id) const
{
    for (const GameViewModulePtr &m : m_modules)
        if (m->id() == id)
            return m.get();
    return nullptr;
}

} // namespace kbz
