// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lordsofwar/LowState.h"

#include <QFrame>
#include <memory>

class QGridLayout;
class QLabel;

namespace kbz {
class ElidedLabel;
}

namespace kbz::low {

// The always visible counters on top of the game view: per side the cards it destroyed
// against cardsToWin and the enemy commanders it destroyed against commandersToWin ("Orcs
// (Ann): 7 / 20 cards · 1 / 4 commanders"), whose turn it is, the phase, the turn number, an
// "extra turn" badge while one is owed, and each player's hand and draw pile.
class LowCounters final : public QFrame
{
    Q_OBJECT

public:
    explicit LowCounters(QWidget *parent = nullptr);
    ~LowCounters() override;
    Q_DISABLE_COPY_MOVE(LowCounters)

    void setState(std::shared_ptr<const LowState> state);

    // The texts shown (plain), for tests.
    QString sideText(int side) const;
    QString turnText() const;
    QString playersText() const;
    bool extraTurnShown() const;
    ElidedLabel *sideLabel(int side) const { return side == 0 ? m_side0 : m_side1; }
    ElidedLabel *turnLabel() const { return m_turn; }
    QLabel *extraTurnBadge() const { return m_extra; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void setPlayerCount(int count);

    std::shared_ptr<const LowState> m_state;
    ElidedLabel *m_side0 = nullptr;
    ElidedLabel *m_side1 = nullptr;
    ElidedLabel *m_turn = nullptr;
    QLabel *m_extra = nullptr;
    QWidget *m_players = nullptr;
    QGridLayout *m_playersGrid = nullptr;
    QList<ElidedLabel *> m_playerLabels;
};

} // namespace kbz::low
