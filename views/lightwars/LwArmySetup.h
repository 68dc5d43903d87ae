// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "GameSetupPage.h"
#include "lightwars/LwCard.h"
#include "lightwars/LwEngine.h"

#include <QJsonObject>
#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;

namespace kbz::lw {

class LwArmyBuilder;

// The Light Wars part of the New Game dialog: the scale (small 20/5, medium 30/8, large 40/12,
// or custom: editing the budget or the turns makes it custom; kScales), and per side (red,
// blue) an army builder (LwArmyBuilder) over the table's library. Under them, live, what the
// engine's checkConfig says (over budget, more than 10 units, no king or two kings, figures not
// entered), each with its rule id. A new army starts with the library's king.
//
// options() gives exactly the GameConfig options LwEngine.h documents: "budget", "turns",
// "cards" (the library as JSON) and "armies" ([{"units", "tactics", "bases"}] red, blue).
//
// The game's page of the New Game dialog (GameSetupPage, made by LwViewModule): the dialog
// shows it for this game only, gives it the table's cards, and merges options() into
// GameConfig::options (it carries "cards" itself).
class LwArmySetup final : public GameSetupPage
{
    Q_OBJECT

public:
    explicit LwArmySetup(QWidget *parent = nullptr);
    ~LwArmySetup() override;
    Q_DISABLE_COPY_MOVE(LwArmySetup)

    void setLibrary(const LwCardLibrary &library);
    const LwCardLibrary &library() const { return m_library; }
    // The table's cards (GameSetupPage): setLibrary() with them, or the shipped library.
    void setCards(const std::optional<QJsonArray> &cards) override;
    QJsonObject options() const override;
    void setOptions(const QJsonObject &options);
    // Budget and turns as stored (the spins bound them); an army naming a card the library lacks
    // keeps the default army.
    void restoreOptions(const QJsonObject &stored) override;
    // What checkConfig says about options(), as shown.
    QList<Finding> findings() const { return m_findings; }

    int budget() const;
    int turns() const;

    // The parts (tests).
    QComboBox *scaleCombo() const { return m_scale; }
    QSpinBox *budgetSpin() const { return m_budget; }
    QSpinBox *turnsSpin() const { return m_turns; }
    LwArmyBuilder *builder(int side) const { return m_builders[side]; }
    QLabel *findingsLabel() const { return m_findingsLabel; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyScale(int index);
    void followSpins();
    void refresh();
    void retranslateUi();

    LwEngine m_engine;
    LwCardLibrary m_library;
    QList<Finding> m_findings;
    bool m_settingScale = false;

    QLabel *m_scaleLabel = nullptr;
    QComboBox *m_scale = nullptr;
    QLabel *m_budgetLabel = nullptr;
    QSpinBox *m_budget = nullptr;
    QLabel *m_turnsLabel = nullptr;
    QSpinBox *m_turns = nullptr;
    LwArmyBuilder *m_builders[kSides] = {};
    QLabel *m_findingsLabel = nullptr;
};

} // namespace kbz::lw
