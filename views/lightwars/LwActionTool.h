// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LwTool.h"

#include <functional>

class QButtonGroup;
class QComboBox;
class QPushButton;
class QToolButton;

namespace kbz {
class ElidedLabel;
}

namespace kbz::lw {

class LwAttackCalculator;

// The action phase: the unit (those still to act first, then the other side's, marked: the
// table may act for the side whose turn it is not, lw.action.once), what it does (Move, Wait,
// Attack, Shoot, Reached the castle; Alt+M, W, A, O, T), the attack calculator for an attack or
// a shot, Corrections (Alt+I: a unit removed or put back otherwise than the dice gave,
// lw.overview.corrections) and End turn (Alt+N: the units still to act wait, one step each,
// then the turn passes, so an idle unit costs no input). Enter records the action prepared, or
// ends the turn once no unit is left to act. A move on a map needs its square (a click on the
// map records it): until then Record says "Choose a square" and is disabled.
class LwActionTool final : public LwTool
{
    Q_OBJECT

public:
    explicit LwActionTool(QWidget *parent = nullptr);
    ~LwActionTool() override;
    Q_DISABLE_COPY_MOVE(LwActionTool)

    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;

    // "move", "wait", "attack", "shoot", "castle".
    QString kind() const;
    void setKind(const QString &kind);
    int unit() const;
    // The side of the unit chosen (the side whose turn it is, unless the table acts for the
    // other one).
    int unitSide() const;
    void setUnit(int unit); // a unit of the side whose turn it is
    void setUnit(int side, int unit);
    // The facing chosen on the map for the unit (the map's facing buttons or Shift+arrows): a
    // move or a wait recorded with Record gives it to the unit where it stands. Cleared when
    // another unit is chosen and after each step.
    void setFacing(Dir facing);
    std::optional<Dir> facing() const { return m_facing; }
    void setDiceSource(std::function<int()> d6);

    LwAttackCalculator *calculator() const { return m_calculator; }
    QComboBox *unitCombo() const { return m_unit; }
    QToolButton *kindButton(const QString &kind) const;
    QPushButton *recordButton() const { return m_record; }
    QPushButton *endTurnButton() const { return m_endTurn; }
    QToolButton *correctButton() const { return m_correct; }
    // The Corrections menu: remove the unit chosen, put it back.
    QAction *removeAction() const { return m_removeAction; }
    QAction *restoreAction() const { return m_restoreAction; }

public Q_SLOTS:
    void endTurn();

Q_SIGNALS:
    // The kind of action prepared changed ("move", "wait", "attack", "shoot", "castle").
    void kindChanged(const QString &kind);
    // The unit chosen in the Unit box changed (by the user or setUnit).
    void unitChanged(int side, int unit);

protected:
    void changeEvent(QEvent *event) override;
    void enableButtons(bool ready) override;
    bool showsMissing() const override;

private:
    void fillUnits();
    void onKindChanged();
    void onUnitChanged();
    // A move that needs its square before it can be recorded (a game on a map).
    bool needsSquare() const;
    void recordCorrection(bool remove);
    void updateCorrections();
    void retranslateUi();

    ElidedLabel *m_title = nullptr;
    QLabel *m_unitLabel = nullptr;
    QComboBox *m_unit = nullptr;
    QButtonGroup *m_kinds = nullptr;
    QList<QToolButton *> m_kindButtons;
    LwAttackCalculator *m_calculator = nullptr;
    QPushButton *m_record = nullptr;
    QPushButton *m_endTurn = nullptr;
    QToolButton *m_correct = nullptr;
    QAction *m_removeAction = nullptr;
    QAction *m_restoreAction = nullptr;
    int m_calculatorSide = -1;
    int m_syncedSide = -1;
    const void *m_syncedState = nullptr; // the state the tool was last synced with
    std::optional<Dir> m_facing;
};

} // namespace kbz::lw
