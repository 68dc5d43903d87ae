// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QWidget>

namespace kbz::lw {

// The Turn track as on the board: squares maxTurns .. 1 from left to right, the turn marker on
// the current one, the turns already played greyed (lw.turn.countdown).
class LwTurnTrack final : public QWidget
{
    Q_OBJECT

public:
    explicit LwTurnTrack(QWidget *parent = nullptr);
    ~LwTurnTrack() override;
    Q_DISABLE_COPY_MOVE(LwTurnTrack)

    void setTurns(int maxTurns, int marker, bool finished);
    int maxTurns() const { return m_max; }
    int marker() const { return m_marker; }
    // The square of turn `turn` (tests, tool tips).
    QRect squareRect(int turn) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int squareSize() const;
    void updateToolTip();

    int m_max = 5;
    int m_marker = 5;
    bool m_finished = false;
};

} // namespace kbz::lw
