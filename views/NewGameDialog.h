// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameViewModule.h"
#include "core/GameConfig.h"

#include <QDialog>
#include <QHash>
#include <QJsonArray>
#include <memory>
#include <optional>

namespace Ui {
class NewGameDialog;
}

class QComboBox;
class QCompleter;
class QSettings;

namespace kbz {

class Database;
class GameModule;
class GameRegistry;
class GameSetupPage;

// Choose a registered game, the number of players (within the game's limits, skipping a count
// the game's module does not allow: rows with default names and colours are added or removed),
// name the players (seat order) and their colours, the first player and the game's options;
// options of other games are hidden. The shared rows follow the game's default config: hand
// limits per HP step ("handLimits"), the starting gold, the players supported in each end phase
// (it follows the player count until the user sets it) and the monster deck size ("gold",
// "supportCount", "monsterDeck"), the years tracked ("startYear"). A game with a card library
// (GameModule::cardLibrary) gets the table's library from the database (the shipped one without
// a database), copied into the game's config ("cards") so that a replay never depends on later
// edits. A game's own options are its GameSetupPage (GameViewModule::createSetupPage).
// Configuration warnings of the engine are shown live; none of them blocks. On a short screen the
// game's setup part scrolls (setupScroll) while the warnings, OK and Cancel stay below it.
// With settings (setSettings) it remembers (NewGameMemory): each game kind opens with the players
// and options of its last game started (remember(), called when a game starts), what no longer
// fits (a count the game does not allow, an army or card the library lacks) keeping its default;
// the name cells complete from the recent players' names.
class NewGameDialog final : public QDialog
{
    Q_OBJECT

public:
    // The games of `registry` (not owned), with the views modules of `views`.
    NewGameDialog(const GameRegistry &registry, const GameViewRegistry &views,
                  QWidget *parent = nullptr);
    // The shipped games' views modules (registerGameViews).
    explicit NewGameDialog(const GameRegistry &registry, QWidget *parent = nullptr);
    ~NewGameDialog() override;
    Q_DISABLE_COPY_MOVE(NewGameDialog)

    QString engineId() const;
    void setEngineId(const QString &id);
    QString title() const; // never empty: a default is made from the game's name and the date
    GameConfig config() const;

    // The database whose card library a game uses (not owned; may be null: then the shipped
    // cards are used).
    void setDatabase(Database *db);
    // The number of cards the game will use, -1 when not loaded from the database.
    int cardCount() const;
    int playerCount() const;
    void setPlayerCount(int n);
    // Opens the card library (window modal, returns at once); saving it updates the count.
    QDialog *showCardLibrary();
    // A game's own options page (GameViewModule::createSetupPage); hidden for other games.
    GameSetupPage *setupPage(const QString &gameId) const { return m_pages.value(gameId); }
    // Dungeon Lords: which years' combat phases are tracked (both, or year 2 only).
    QComboBox *startYearCombo() const { return m_startYear; }

    // Where the last games' choices are kept (not owned; may be null: nothing is remembered).
    // `earlierNames`: further names to complete, after the remembered ones (the database's).
    // Restores the current game kind's last choices.
    void setSettings(QSettings *settings, const QStringList &earlierNames = {});
    // Stores the current choices for the game kind and the players' names as recent ones.
    void remember();
    // Completes the players' names (the recent ones, most recent first).
    QCompleter *nameCompleter() const { return m_completer; }

    // Starts: a name that differs from a known player's only by case, width or spaces is
    // asked about first (matchKnownPlayers).
    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void loadDefaults();
    void loadCards();
    void restoreRemembered();
    bool isDefaultName(int row, const QString &name) const;
    const GameModule *game() const;
    GameSetupPage *currentPage() const;
    // The shared rows of the end-phase support, gold and monster deck ("supportCount").
    bool hasSupportRows() const;
    // The option the first-player combo edits: "firstPlayer", or Dungeon Lords' "startPlayer";
    // empty when the game has neither.
    QString firstPlayerKey() const;
    QStringList playerNames() const;
    bool hasCardLibrary() const;
    void setPlayerRow(int row, const PlayerInfo &p);
    void resizePlayers(int n);
    void followPlayerCount();
    void updateFirstPlayers();
    void updateWarnings();
    void retranslateUi();
    // Sizes the dialog to its content within the screen (first: at construction).
    void fitToScreen(bool first);

    std::unique_ptr<Ui::NewGameDialog> m_ui;
    const GameRegistry &m_registry;
    const GameViewRegistry m_views; // a copy: the modules are shared

    Database *m_db = nullptr;
    std::optional<QJsonArray> m_cards; // the library's cards, as the "cards" option
    QString m_cardsError;
    bool m_supportEdited = false; // the user set the supported players: no longer follows
    QHash<QString, GameSetupPage *> m_pages;
    QComboBox *m_startYear = nullptr;
    int m_lastPlayerCount = 0;
    QSettings *m_settings = nullptr;
    QCompleter *m_completer = nullptr;
};

} // namespace kbz
