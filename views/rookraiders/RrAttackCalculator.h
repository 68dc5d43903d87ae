// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Step.h"
#include "rookraiders/RrState.h"

#include <QStringList>
#include <QWidget>
#include <functional>
#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace kbz::rr {

// The dice attack calculator of the step entry (RrStepEntry embeds it): the two dice, typed or
// thrown by the app ("Throw dice", Alt+T), willpower and its re-roll (the roll given up kept), and
// the unit's modifier and the monster's defence: shown locked when the cards print them, typed in
// when Kibitzer does not know them. resultLines() turns an attack step into its outcome: 2d6 +
// modifier against the defence, critical and fumble, the damage and what becomes of the target.
class RrAttackCalculator final : public QWidget
{
    Q_OBJECT

public:
    explicit RrAttackCalculator(QWidget *parent = nullptr);
    ~RrAttackCalculator() override;
    Q_DISABLE_COPY_MOVE(RrAttackCalculator)

    // Random numbers for "Throw dice"; default QRandomGenerator.
    void setDiceSource(std::function<int()> d6);
    void rollDice();
    // A die typed by its digit key: the first die if it is not entered yet, else the second;
    // false when both are entered.
    bool typeDie(int value);

    // The dice entered (0 = not yet).
    int die1() const;
    int die2() const;
    bool willpower() const;
    // Willpower's re-roll (rulebook ⑱, RULINGS "boons"): the dice entered are given up (kept,
    // so the journal shows both rolls), willpower is ticked and the dice wait for the new roll.
    // Re-rolling again gives up the second roll too, which the engine warns about.
    void reroll();
    // The rolls given up, oldest first: the step's "rerolled".
    QList<QList<int>> rerolled() const { return m_rerolled; }
    // The figures the cards print (std::nullopt: unknown, the user types them in).
    void setKnownFigures(std::optional<int> modifier, std::optional<int> defence);
    // The figures typed in for unknown ones, or shown for known ones (std::nullopt when not
    // typed yet).
    std::optional<int> typedModifier() const;
    std::optional<int> typedDefence() const;
    // Back to an empty attack: no dice, no willpower, nothing typed.
    void reset();

    // The outcome of the attack step `step` of the player `player`.
    static QStringList resultLines(const RrState &state, const RrPlayer &player, const Step &step);

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateRerolled();

    std::function<int()> m_d6;
    QLabel *m_diceLabel = nullptr;
    QSpinBox *m_d1 = nullptr;
    QSpinBox *m_d2 = nullptr;
    QPushButton *m_roll = nullptr;
    QCheckBox *m_willpower = nullptr;
    QPushButton *m_reroll = nullptr;
    QLabel *m_rerolledLabel = nullptr;
    QList<QList<int>> m_rerolled;
    QLabel *m_modifierLabel = nullptr;
    QSpinBox *m_modifier = nullptr;
    QLabel *m_defenceLabel = nullptr;
    QSpinBox *m_defence = nullptr;
};

} // namespace kbz::rr
