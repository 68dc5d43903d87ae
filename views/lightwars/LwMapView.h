// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Step.h"
#include "lightwars/LwEngine.h"
#include "lightwars/LwState.h"

#include <QWidget>
#include <memory>

class QButtonGroup;
class QLabel;
class QToolButton;

namespace kbz {
class ElidedLabel;
}

namespace kbz::lw {

class LwMapBoard;

// The map of a Light Wars game (issue 18): the board (LwMapBoard), the facing to give the next
// placement or move (four buttons; Shift+arrows on the board), and one line saying what a click
// does. Clicks prepare or record steps, never refuse them: the squares the rules allow are
// highlighted, any other is recorded too and the page shows the warning.
//   Deployment: a click on a square places the next unit (of the side whose zone it is, else of
//   the side whose turn it is by dice) facing the enemy's edge, or as chosen for this placement;
//   a click on a placed unit picks it to be placed again.
//   Actions: a click on a unit of the side whose turn it is selects it (and in the action tool);
//   then a click on a free square records its move there with the chosen facing, a click on an
//   enemy starts the attack calculator with the attackers in front contact (or the archer's
//   shot, always when the action tool prepares one) and their facing bonuses from the squares.
//   While the action tool prepares an attack or a shot, a click on a unit of the side adds it
//   to the attack (or takes it out) instead. A unit of the other side chosen in the action tool
//   (the table acting out of turn, issue 35) is selected too: a click on a square moves it, a
//   click on any unit selects that unit. A unit not placed yet, once selected, is placed by a
//   click on a square (after the deployment: warned, lw.deploy.method).
// Without a map, or in a game whose journal records no squares, it says so.
class LwMapView final : public QWidget
{
    Q_OBJECT

public:
    explicit LwMapView(QWidget *parent = nullptr);
    ~LwMapView() override;
    Q_DISABLE_COPY_MOVE(LwMapView)

    void setState(std::shared_ptr<const LwState> state);
    // Selects a unit of `side` (-1: of the side whose turn it is; unit -1: none).
    void selectUnit(int unit, int side = -1);
    int selectedUnit() const { return m_selected; }
    int selectedSide() const { return m_selectedSide; }
    Dir facing() const { return m_facing; }
    void setFacing(Dir dir);
    // What a click does now, or why nothing is checked.
    QString statusText() const;
    // The unit the next placement puts on the map: {side, unit}, {-1, -1} when none.
    std::pair<int, int> nextPlacement(Square square) const;
    // The placement a click on `square` records in the deployment: the next unit (or the one
    // picked to be placed again) with the facing chosen, else facing the enemy; std::nullopt
    // when no unit is left to place or the square is off the map.
    std::optional<Step> placementAt(Square square) const;
    // Moves the keyboard cursor to the first free square of the zone of the side placing next,
    // unless it already is on a free square of it (the deployment, issue 29).
    void proposePlacementSquare();
    // The kind of action the action tool prepares ("move", "attack", "shoot", ...).
    void setPreparedKind(const QString &kind);

    LwMapBoard *board() const { return m_board; }
    QToolButton *facingButton(Dir dir) const;

Q_SIGNALS:
    void recordRequested(const kbz::Step &step);
    void unitSelected(int unit, int side);
    // The user chose a facing (a button or Shift+arrows).
    void facingChosen(kbz::lw::Dir facing);
    // While an attack or a shot is prepared: a unit of the side clicked, to join it or leave.
    void attackerClicked(int unit);
    // Start the attack calculator: the attackers with the side of the target they stand on.
    void attackRequested(const QList<int> &attackers, const QList<kbz::lw::Facing> &facings,
                         int target, bool shoot);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onSquare(Square square);
    void onDeploySquare(Square square);
    void onActionSquare(Square square);
    void refresh();
    void showFacing(Dir dir);
    bool attackPrepared() const;
    void retranslateUi();

    std::shared_ptr<const LwState> m_state;
    LwMapBoard *m_board = nullptr;
    QLabel *m_facingLabel = nullptr;
    QButtonGroup *m_facings = nullptr;
    QToolButton *m_facingButtons[4] = {};
    ElidedLabel *m_status = nullptr;
    int m_selected = -1;     // a unit of m_selectedSide
    int m_selectedSide = -1; // the side of the unit selected (deployment: picked to place again)
    Dir m_facing = Dir::N;
    bool m_facingChosen = false; // the user picked a facing (else each side faces the enemy)
    QString m_preparedKind;      // the action tool's kind of action
};

} // namespace kbz::lw
