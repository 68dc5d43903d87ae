// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lightwars/LwEngine.h"
#include "lightwars/LwState.h"

#include <QJsonObject>
#include <QList>
#include <QWidget>
#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace kbz::lw {

// The attack calculator of the action tool: the attackers (the side's units that may still
// act, each checked with the side of the target it stands on: front, side (+1), rear (+2)), the
// target (an enemy unit), the two dice typed or rolled ("Roll dice", journaled as the dice), a
// shot by archers, an optional tactics bonus, and the live result from resolveAttack:
// "Attack 4+1 (side) + 3+2 (rear) + die 5 = 15 vs defence 5 + die 2 = 7 → Blue Infantry
// removed", naming the tie rule and Pike when they decide.
class LwAttackCalculator final : public QWidget
{
    Q_OBJECT

public:
    explicit LwAttackCalculator(QWidget *parent = nullptr);
    ~LwAttackCalculator() override;
    Q_DISABLE_COPY_MOVE(LwAttackCalculator)

    // The state and the attacking side; keeps the choices still possible.
    void setState(std::shared_ptr<const LwState> state, int side);
    void setDiceSource(std::function<int()> d6) { m_d6 = std::move(d6); }
    // Back to no dice, no bonus, no attacker but `unit` (when >= 0); a shot stays a shot.
    void reset(int unit = -1);

    // A shot by archers, or an attack. A shot's target is one in range of a checked archer when
    // there is one (lw.skill.shoot).
    void setShoot(bool shoot);
    bool isShoot() const;
    void setAttacker(int unit, bool on, Facing facing = Facing::Front);
    QList<int> attackers() const;
    void setTarget(int unit);
    int target() const; // -1 when none
    void setDice(int attackerDie, int defenderDie);

    // The attack payload ({"attackers", "target", "dice", "shoot"?, "modifier"?}), or
    // std::nullopt and *missing.
    std::optional<QJsonObject> payload(QString *missing) const;
    // The result lines of an attack payload of `side` in `state` (the first one the totals and
    // who is removed, the second the rule that decided).
    static QStringList resultLines(const LwState &state, int side, const QJsonObject &payload);

    // The parts (tests).
    QCheckBox *attackerBox(int unit) const;
    QComboBox *facingCombo(int unit) const;
    QComboBox *targetCombo() const { return m_target; }
    QSpinBox *attackerDieSpin() const { return m_attackDie; }
    QSpinBox *defenderDieSpin() const { return m_defenceDie; }
    QSpinBox *modifierSpin() const { return m_modifier; }
    QCheckBox *shootBox() const { return m_shoot; }
    QPushButton *rollButton() const { return m_roll; }
    QLabel *resultLabel() const { return m_result; }
    QString resultText() const;

public Q_SLOTS:
    void rollDice();

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        int unit = -1;
        QCheckBox *box = nullptr;
        QComboBox *facing = nullptr;
    };
    void rebuildRows();
    void fillTargets();
    void preferTargetInRange();
    void updateResult();
    void retranslateUi();

    std::shared_ptr<const LwState> m_state;
    int m_side = 0;
    std::function<int()> m_d6;
    QList<Row> m_rows;

    QLabel *m_attackersLabel = nullptr;
    QWidget *m_rowsWidget = nullptr;
    QGridLayout *m_rowsLayout = nullptr;
    QLabel *m_targetLabel = nullptr;
    QComboBox *m_target = nullptr;
    QCheckBox *m_shoot = nullptr;
    QLabel *m_attackDieLabel = nullptr;
    QSpinBox *m_attackDie = nullptr;
    QLabel *m_defenceDieLabel = nullptr;
    QSpinBox *m_defenceDie = nullptr;
    QPushButton *m_roll = nullptr;
    QLabel *m_modifierLabel = nullptr;
    QSpinBox *m_modifier = nullptr;
    QLabel *m_result = nullptr;
};

} // namespace kbz::lw
