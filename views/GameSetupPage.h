// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QWidget>
#include <optional>

namespace kbz {

// A game's own part of the New Game dialog (GameViewModule::createSetupPage), for the options
// the dialog's shared rows (players, first player, hand limits, the card library) do not cover.
// The dialog shows the page of the chosen game only, merges options() into the game's config and
// asks the engine's checkConfig about the result whenever changed() is emitted.
class GameSetupPage : public QWidget
{
    Q_OBJECT

public:
    explicit GameSetupPage(QWidget *parent = nullptr);
    ~GameSetupPage() override;
    Q_DISABLE_COPY_MOVE(GameSetupPage)

    // The table's card library, each card as its JSON (GameCardLibrary::loadJson); std::nullopt
    // when it could not be read or there is no database: then the shipped cards.
    virtual void setCards(const std::optional<QJsonArray> &cards);
    // The players' names in seat order.
    virtual void setPlayers(const QStringList &names);
    // The game's options as GameConfig::options holds them.
    virtual QJsonObject options() const = 0;
    // The options of the last game of this kind (NewGameMemory), after setPlayers(): the page
    // takes what still fits and keeps its defaults for the rest.
    virtual void restoreOptions(const QJsonObject &stored) = 0;
    // The widget that Tab leaves for the page's first field (the dialog's widget before it).
    virtual void setTabAnchor(QWidget *anchor);

Q_SIGNALS:
    void changed();
};

} // namespace kbz
