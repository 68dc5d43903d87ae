#pragma once

#include "core/GameConfig.h"

#include <QDialog>
#include <memory>

namespace Ui {
class NewGameDialog;
}

namespace kbz {

class GameRegistry;

// Choose a registered game, name the players (seat order) and their colours, the first player
// and the game's options (Lethal Checkmate: the hand limits per HP step, default 3/4/5).
// Configuration warnings of the engine are shown live; none of them blocks.
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

protected:
    void changeEvent(QEvent *event) override;

private:
    void loadDefaults();
    void updateFirstPlayers();
    void updateWarnings();
    void retranslateUi();

    std::unique_ptr<Ui::NewGameDialog> m_ui;
    const GameRegistry &m_registry;
};

} // namespace kbz
