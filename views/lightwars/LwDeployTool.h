// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LwTool.h"

#include <functional>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace kbz {
class ElidedLabel;
}

namespace kbz::lw {

// The deploy phase: first the deployment method (dice: the higher roll places first, with the
// two dice typed or rolled; or the screen), then who plays first: the app says who decides and
// why (firstPlayerDecider: more unspent cost, else more spare bases, else dice) and the decider
// picks the first player. Both sides are offered as the decider, the one the rules do not name
// marked; tied dice or none are recorded too (the table is the truth: the page shows the
// warning with its rule). Enter records.
class LwDeployTool final : public LwTool
{
    Q_OBJECT

public:
    explicit LwDeployTool(QWidget *parent = nullptr);
    ~LwDeployTool() override;
    Q_DISABLE_COPY_MOVE(LwDeployTool)

    void setDiceSource(std::function<int()> d6) { m_d6 = std::move(d6); }
    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;

    // With a map, once the method is recorded and while units are still to be placed, the tool
    // places them (issue 29: the guidance leads with the placement): Record places the next
    // unit on the square `placement` proposes (the map's cursor, LwGameView), and "Choose who
    // plays first now" turns it to the first player for this step.
    void setPlacement(std::function<std::optional<Step>()> placement)
    {
        m_placement = std::move(placement);
    }
    bool placing() const;
    QCheckBox *firstNowBox() const { return m_firstNow; }

    // Puts the focus on the first field of the part shown (the method, or the first player).
    void focusEntry();
    // What the app says about who decides the first player (shown in the tool).
    QString deciderText() const;

    // The parts (tests).
    QRadioButton *diceButton() const { return m_dice; }
    QRadioButton *screenButton() const { return m_screen; }
    QSpinBox *die(int side) const { return m_dieSpins[side]; }
    QPushButton *rollButton() const { return m_roll; }
    QComboBox *firstCombo() const { return m_first; }
    QComboBox *deciderCombo() const { return m_decider; }

public Q_SLOTS:
    void rollDice();

protected:
    void changeEvent(QEvent *event) override;

private:
    bool choosingFirst() const;
    // Units are still to be placed on the map (whatever the box says).
    bool unitsToPlace() const;
    int decider(QString *ruleId = nullptr) const;
    // The side the rules name as the decider: by cost or spare bases, else by the dice entered
    // when one is higher; -1 when none is named yet.
    int namedDecider(QString *ruleId = nullptr) const;
    // The dice entered: the decider and the first player follow the higher roll.
    void onDiceChanged();
    void markDeciders();
    void retranslateUi();

    std::function<int()> m_d6;
    ElidedLabel *m_title = nullptr;
    QLabel *m_explain = nullptr;
    QRadioButton *m_dice = nullptr;
    QRadioButton *m_screen = nullptr;
    QButtonGroup *m_method = nullptr;
    QLabel *m_diceLabel = nullptr;
    QSpinBox *m_dieSpins[kSides] = {};
    QLabel *m_dieLabels[kSides] = {};
    QPushButton *m_roll = nullptr;
    QLabel *m_firstLabel = nullptr;
    QComboBox *m_first = nullptr;
    QLabel *m_deciderLabel = nullptr;
    QComboBox *m_decider = nullptr;
    QWidget *m_deciderRow = nullptr;
    QPushButton *m_record = nullptr;
    QWidget *m_methodRow = nullptr;
    QWidget *m_diceRow = nullptr;
    QWidget *m_firstRow = nullptr;
    int m_lastPhaseKey = -1;
    std::function<std::optional<Step>()> m_placement;
    QCheckBox *m_firstNow = nullptr;
    const void *m_syncedState = nullptr; // the state the box was last reset for
};

} // namespace kbz::lw
