#pragma once

#include "core/GameConfig.h"

#include <QDialog>
#include <QJsonArray>
#include <memory>
#include <optional>

namespace Ui {
class NewGameDialog;
}

namespace kbz {

class Database;
class GameRegistry;

// Choose a registered game, name the players (seat order) and their colours, the first player
// and the game's options (Lethal Checkmate: the hand limits per HP step, default 3/4/5, and the
// card set: the table's card library in the database, copied into the game's config so that a
// replay never depends on later edits). Configuration warnings of the engine are shown live;
// none of them blocks.
class NewGameDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit NewGameDialog(const GameRegistry &registry, QWidget *parent = nullptr);
    ~NewGameDialog() override;
    Q_DISABLE_COPY_MOVE(NewGameDialog)

    QString engineId() const;
    void setEngineId(const QString &id);
    QString title() const; // never empty: a default is made from the game's name and the date
    GameConfig config() const;

    // The database whose card library a Lethal Checkmate game uses (not owned; may be null:
    // then the shipped cards are used).
    void setDatabase(Database *db);
    // The number of cards the game will use (Lethal Checkmate), -1 when not loaded.
    int cardCount() const;
    // Opens the card library (window modal, returns at once); saving it updates the count.
    QDialog *showCardLibrary();

protected:
    void changeEvent(QEvent *event) override;

private:
    void loadDefaults();
    void loadCards();
    bool isLethalCheckmate() const;
    void updateFirstPlayers();
    void updateWarnings();
    void retranslateUi();

    std::unique_ptr<Ui::NewGameDialog> m_ui;
    const GameRegistry &m_registry;
    Database *m_db = nullptr;
    std::optional<QJsonArray> m_cards; // the library's cards, as the "cards" option
    QString m_cardsError;
};

} // namespace kbz
