// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "dungeonlords/DlState.h"

#include <QList>
#include <QWidget>

class QLabel;

namespace kbz::dl {

// The year's combat cards as a track of four slots, one per round: the cards revealed so far
// with their fatigue, lightning (early magic), green crystal (late magic) and spell; the
// current round's slot framed; the rounds to come empty.
class DlCardTrack final : public QWidget
{
    Q_OBJECT

public:
    explicit DlCardTrack(QWidget *parent = nullptr);
    ~DlCardTrack() override;
    Q_DISABLE_COPY_MOVE(DlCardTrack)

    // `round` 1..4 (0 before the year's first round).
    void setCards(const QList<DlCombatCard> &cards, int round);
    // The plain text of round `round`'s slot (tests).
    QString slotText(int round) const;
    int round() const { return m_round; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void fixSlotSize();

    QList<DlCombatCard> m_cards;
    int m_round = 0;
    QList<QLabel *> m_slots;
    int m_lineWidth = 0; // the room of a line of text in a slot
};

} // namespace kbz::dl
