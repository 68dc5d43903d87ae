// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GameSetupPage.h"

namespace kbz {

GameSetupPage::GameSetupPage(QWidget *parent)
    : QWidget(parent)
{}

GameSetupPage::~GameSetupPage() = default;

void GameSetupPage::setCards(const std::optional<QJsonArray> &) {}

void GameSetupPage::setPlayers(const QStringList &) {}

void GameSetupPage::setTabAnchor(QWidget *) {}

} // namespace kbz
