// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "rookraiders/RrState.h"

#include <QWidget>
#include <memory>

class QGridLayout;
class QLabel;

namespace kbz::rr {

// The figures of one player in a strip under the board: threat total (large; "?" with the reason
// when a monster's threat is not known yet), honour marks, gold, medal tokens (how many; their
// values only when `revealMedals`, i.e. at the end), action markers on the board and in stock,
// level-ups made and the cost of the next, units known in hand, monsters defeated, and the player's
// state (playing, declared victory, out).
class RrPlayerPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit RrPlayerPanel(QWidget *parent = nullptr);
    ~RrPlayerPanel() override;
    Q_DISABLE_COPY_MOVE(RrPlayerPanel)

    void setState(std::shared_ptr<const RrState> state, int seat);
    // The height of the left column (name, start player, threat and what it is made of), which
    // the strip around the panel shows whole.
    int headHeight() const;
    void setRevealMedals(bool reveal);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void retranslateUi();
    QLabel *addRow(const char *objectName);
    void relayout();

    QWidget *m_figures = nullptr; // the figures' grid
    QGridLayout *m_grid = nullptr;
    QList<QLabel *> m_values; // in m_captions' order
    int m_columns = 0;
    QLabel *m_name = nullptr;  // "nameValue": the player's name on their colour
    QLabel *m_start = nullptr; // "startValue": marks the start player
    QLabel *m_threatCaption = nullptr;
    QLabel *m_threat = nullptr;     // "threatValue": the total, large
    QLabel *m_threatNote = nullptr; // "threatNote": why it is unknown / the parts
    QList<QLabel *> m_captions;     // the figures' captions, in order
    QLabel *m_honour = nullptr;     // "honourValue"
    QLabel *m_gold = nullptr;       // "goldValue"
    QLabel *m_medals = nullptr;     // "medalsValue"
    QLabel *m_markers = nullptr;    // "markersValue"
    QLabel *m_levelUps = nullptr;   // "levelUpsValue"
    QLabel *m_monsters = nullptr;   // "monstersValue"
    QLabel *m_defeated = nullptr;   // "defeatedValue"
    QLabel *m_hand = nullptr;       // "handValue"
    QLabel *m_stateLabel = nullptr; // "stateValue"

    std::shared_ptr<const RrState> m_state;
    int m_seat = 0;
    bool m_revealMedals = false;
};

} // namespace kbz::rr
