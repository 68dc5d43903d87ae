// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lightwars/LwCard.h"

#include <QJsonObject>
#include <QStringList>
#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace kbz::lw {

// One side's army for LwArmySetup: the library's units and tactics tiles (Enter, + or Insert, or
// the + button adds the selected one; a card may be taken several times), the army (Delete, - or
// the − button takes one out), the budget left in large type ("12 of 20 left", red when over),
// the unit count ("7 / 10 units"), whether the king is there, and the bases of the colour with
// the spare bases that follow.
class LwArmyBuilder final : public QWidget
{
    Q_OBJECT

public:
    explicit LwArmyBuilder(int side, QWidget *parent = nullptr);
    ~LwArmyBuilder() override;
    Q_DISABLE_COPY_MOVE(LwArmyBuilder)

    static constexpr int kUnitLimit = 10; // lw.army.unit-limit

    int side() const { return m_side; }
    void setLibrary(const LwCardLibrary &library);
    void setBudget(int budget);
    // {"units": [ids], "tactics": [ids], "bases": n}, as LwEngine.h documents one army.
    QJsonObject army() const;
    void setArmy(const QJsonObject &army);
    QStringList units() const { return m_units; }
    QStringList tactics() const { return m_tactics; }
    int bases() const;
    // Budget spent (the king 0; an unknown cost counts 0) and the unknown costs among them.
    int spent() const;
    int unknownCosts() const;
    int kings() const;

    // Adds one of the card `id` (unit or tactics tile); false when the library lacks it.
    bool addCard(const QString &id);
    // Takes one of the card `id` out of the army.
    bool removeCard(const QString &id);

    // The parts (tests).
    QTreeWidget *libraryTree() const { return m_libraryTree; }
    QTreeWidget *armyTree() const { return m_armyTree; }
    QLabel *budgetLabel() const { return m_budgetLabel; }
    QLabel *unitsLabel() const { return m_unitsLabel; }
    QLabel *kingLabel() const { return m_kingLabel; }
    QSpinBox *basesSpin() const { return m_bases; }
    QLabel *spareLabel() const { return m_spareLabel; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void addSelected();
    void removeSelected();
    void fillLibrary();
    void fillArmy(const QString &select = {});
    void updateSummary();
    void retranslateUi();

    int m_side;
    LwCardLibrary m_library;
    int m_budget = 20;
    QStringList m_units;
    QStringList m_tactics;

    QLabel *m_title = nullptr;
    QLabel *m_libraryLabel = nullptr;
    QTreeWidget *m_libraryTree = nullptr;
    QLabel *m_armyLabel = nullptr;
    QTreeWidget *m_armyTree = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_budgetLabel = nullptr;
    QLabel *m_unitsLabel = nullptr;
    QLabel *m_kingLabel = nullptr;
    QLabel *m_basesLabel = nullptr;
    QSpinBox *m_bases = nullptr;
    QLabel *m_spareLabel = nullptr;
};

} // namespace kbz::lw
