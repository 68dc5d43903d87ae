// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameSetupPage.h"
#include "lordsofwar/LowCard.h"

#include <QJsonObject>
#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace kbz::low {

class LowDeckDialog;

// The Lords of War part of the New Game dialog: per deck the army (a combo of the library's
// armies) and a Deck… button (LowDeckDialog), the mat (standard 7 x 6 or the unlimited
// battlefield, preselected for 4 and 6 players), the intermediate rules (cavalry recall,
// berserker advance) and the thresholds to win, which follow the variant's defaults (20 cards /
// 4 commanders; 4 players 30 / 7; 6 players 50 / 9) until the user edits them.
//
// Seats: side 0 is seats 0, 2, 4 (the lone player with 3), side 1 seats 1, 3, 5; by default
// side 0 plays the orcs, side 1 the dwarves. With 3 players the team (seats 1 and 2) shares one
// deck: there are two deck rows.
//
// options() gives the GameConfig options as models/lordsofwar/LowEngine.h documents them:
// "decks" ([{"army", "cards"}] per seat), "mat", "intermediate", "cardsToWin",
// "commandersToWin" (the caller adds "cards", the card set).
class LowDeckSetup final : public GameSetupPage
{
    Q_OBJECT

public:
    explicit LowDeckSetup(QWidget *parent = nullptr);
    ~LowDeckSetup() override;
    Q_DISABLE_COPY_MOVE(LowDeckSetup)

    // The card set the decks are built from; decks whose cards it lacks go back to core decks.
    void setLibrary(const LowCardLibrary &library);
    const LowCardLibrary &library() const { return m_library; }
    // The table's cards (GameSetupPage): setLibrary() with them, or the shipped library.
    void setCards(const std::optional<QJsonArray> &cards) override;
    // The players' names in seat order (their number sets the rows).
    void setPlayers(const QStringList &names) override;
    int playerCount() const { return int(m_names.size()); }
    // The number of decks: one per player, two with 3 players.
    int deckCount() const { return int(m_decks.size()); }
    QJsonObject options() const override;
    // Takes what fits of options() as stored earlier (after setPlayers): a deck whose army or
    // cards the library lacks, an unknown mat or a threshold out of range keep their default.
    void setOptions(const QJsonObject &options);
    void restoreOptions(const QJsonObject &stored) override { setOptions(stored); }
    // The widget that Tab leaves for the first deck row (the dialog's widget before this one).
    void setTabAnchor(QWidget *anchor) override;

    static int defaultCardsToWin(int players);
    // A deck row's label: "Ann (side 1):", in the UI language.
    QString rowLabel(int deck) const;
    static int defaultCommandersToWin(int players);
    static bool defaultUnlimited(int players) { return players >= 4; }
    static int sideOfSeat(int players, int seat);

    // The parts (tests).
    QComboBox *armyCombo(int deck) const;
    QPushButton *deckButton(int deck) const;
    QLabel *deckStatus(int deck) const;
    QComboBox *matCombo() const { return m_mat; }
    QCheckBox *intermediateBox() const { return m_intermediate; }
    QSpinBox *cardsToWinSpin() const { return m_cardsToWin; }
    QSpinBox *commandersToWinSpin() const { return m_commandersToWin; }
    QString deckArmy(int deck) const;
    QStringList deckCards(int deck) const;
    void setDeck(int deck, const QString &army, const QStringList &cards);

public Q_SLOTS:
    // Opens the deck builder of deck row `deck` (window modal, returns at once); OK keeps it.
    LowDeckDialog *openDeck(int deck);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Deck
    {
        QString army;
        QStringList cards; // never empty once set: the core deck by default
        QComboBox *combo = nullptr;
        QPushButton *button = nullptr;
        QLabel *label = nullptr;
        QLabel *status = nullptr;
    };

    void rebuildRows();
    void fillArmyCombo(Deck &deck);
    void updateRow(int deck);
    void followPlayerCount();
    void retranslateUi();
    QString defaultArmy(int side) const;

    LowCardLibrary m_library;
    QStringList m_names;
    QList<Deck> m_decks;
    bool m_thresholdsEdited = false;
    bool m_matEdited = false;
    QWidget *m_tabAnchor = nullptr;

    QGridLayout *m_deckGrid = nullptr;
    QFormLayout *m_form = nullptr;
    QComboBox *m_mat = nullptr;
    QCheckBox *m_intermediate = nullptr;
    QSpinBox *m_cardsToWin = nullptr;
    QSpinBox *m_commandersToWin = nullptr;
    QLabel *m_cardsLabel = nullptr;
    QLabel *m_commandersLabel = nullptr;
};

} // namespace kbz::low
