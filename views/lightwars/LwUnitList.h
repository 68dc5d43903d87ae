// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lightwars/LwState.h"

#include <QWidget>
#include <memory>

class QLabel;
class QTreeWidget;

namespace kbz {
class ElidedLabel;
}

namespace kbz::lw {

// One side's army during play: a heading with the side, the player, the cost spent of the
// budget, the score so far and the spare bases; then its units (name, attack, MOVE, skills,
// state: to act / acted / removed), those still to act highlighted while the side is active.
// Enter or a double click on a unit chooses it in the action tool (unitChosen).
class LwUnitList final : public QWidget
{
    Q_OBJECT

public:
    explicit LwUnitList(int side, QWidget *parent = nullptr);
    ~LwUnitList() override;
    Q_DISABLE_COPY_MOVE(LwUnitList)

    void setState(std::shared_ptr<const LwState> state);
    int side() const { return m_side; }
    QTreeWidget *tree() const { return m_tree; }
    ElidedLabel *summaryLabel() const { return m_summary; }
    // The text of the state column of `unit` ("to act", "acted", "removed (turn 3)").
    QString unitState(int unit) const;

Q_SIGNALS:
    void unitChosen(int side, int unit);

protected:
    void changeEvent(QEvent *event) override;
    // Enter on a unit chooses it and goes no further (it must not record a step as well).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();

    int m_side;
    std::shared_ptr<const LwState> m_state;
    ElidedLabel *m_title = nullptr;
    ElidedLabel *m_summary = nullptr;
    QTreeWidget *m_tree = nullptr;
};

} // namespace kbz::lw
