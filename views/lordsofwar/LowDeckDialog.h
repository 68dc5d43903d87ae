// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Finding.h"
#include "lordsofwar/LowCard.h"

#include <QDialog>
#include <QJsonObject>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace kbz::low {

// The deck builder for one player: choose the army (its core deck from the library is filled
// in), then see the deck by rank with the counts against the composition (commanders 6 with the
// general, special 4, elite 4, veteran 6, regular 8, conscript 8) and swap cards: pick a card in
// the deck, pick its replacement (by default of the same rank, from the same army or, as a
// mercenary, from any army) and Swap one (Enter in the replacements). A swap to another rank is
// allowed: the table is the truth; the deck validator (checkDeck) shows every deviation live,
// warnings and information with their rules.
//
// Keys: Tab between the army, the deck, the replacements and the buttons; Enter on a deck card
// goes to the replacements, Enter on a replacement swaps one copy (a double click too); Alt+R
// resets to the core deck.
class LowDeckDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit LowDeckDialog(const LowCardLibrary &library, QWidget *parent = nullptr);
    ~LowDeckDialog() override;
    Q_DISABLE_COPY_MOVE(LowDeckDialog)

    // Whose deck it is (shown in the title).
    void setPlayerName(const QString &name);
    // The deck to edit; empty `cards` = the army's core deck.
    void setDeck(const QString &army, const QStringList &cards = {});
    QString army() const { return m_army; }
    QStringList cards() const { return m_cards; }
    // {"army": id, "cards": [ids with repeats]}, as the "decks" option of a game holds it.
    QJsonObject deck() const;
    QList<Finding> findings() const { return m_findings; }

    // The parts (tests).
    QComboBox *armyCombo() const { return m_armyCombo; }
    QTreeWidget *deckTree() const { return m_tree; }
    QListWidget *replacementList() const { return m_replacements; }
    QCheckBox *sameRankBox() const { return m_sameRank; }
    QComboBox *sourceCombo() const { return m_source; }
    QPushButton *swapButton() const { return m_swapButton; }
    QListWidget *findingsList() const { return m_findingsList; }
    // The deck tree's line of card `id` (nullptr when the deck has none).
    QTreeWidgetItem *deckItem(const QString &id) const;
    // The replacements' row of card `id` (-1 when not offered).
    int replacementRow(const QString &id) const;

public Q_SLOTS:
    // Replaces one copy of the selected deck card with the selected replacement; false when
    // either is missing.
    bool swapSelected();
    void resetToCore();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildUi();
    void fillArmies();
    // Shows the deck by rank with `select` (else the card selected now) selected.
    void fillTree(const QString &select = {});
    void fillReplacements();
    void updateFindings();
    void retranslateUi();
    QString selectedDeckCard() const;
    QString cardLine(const LowCard &card) const;

    LowCardLibrary m_library;
    QString m_army;
    QStringList m_cards;
    QList<Finding> m_findings;
    QString m_player;

    QLabel *m_armyLabel = nullptr;
    QComboBox *m_armyCombo = nullptr;
    QPushButton *m_resetButton = nullptr;
    QLabel *m_deckLabel = nullptr;
    QTreeWidget *m_tree = nullptr;
    QLabel *m_replacementsLabel = nullptr;
    QComboBox *m_source = nullptr;
    QCheckBox *m_sameRank = nullptr;
    QListWidget *m_replacements = nullptr;
    QPushButton *m_swapButton = nullptr;
    QLabel *m_findingsLabel = nullptr;
    QListWidget *m_findingsList = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace kbz::low
