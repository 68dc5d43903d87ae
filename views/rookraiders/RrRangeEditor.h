// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "rookraiders/RrCard.h"

#include <QWidget>

class QCheckBox;

namespace kbz::rr {

// Edits a range pattern: a grid of squares around the card (the card in the middle, marked),
// clicked or toggled with arrows + Space to add or remove a square. In numbered mode (single-
// target monsters) each square shows its number in the order it was added, and the order can be
// changed ('+' / '-' on a numbered square); "whole board" is a check box (Cleric, Bard).
class RrRangeEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit RrRangeEditor(QWidget *parent = nullptr);
    ~RrRangeEditor() override;
    Q_DISABLE_COPY_MOVE(RrRangeEditor)

    void setRange(const RrRange &range);
    RrRange range() const { return m_range; }
    void setNumbered(bool numbered); // single-target monster: squares are numbered
    bool isNumbered() const { return m_numbered; }
    // The rectangle of offset (dx, dy) in widget coordinates (tests).
    QRect cellRect(QPoint offset) const;
    // The grid's reach: offsets dx in -reachX()..reachX(), dy in -2..2.
    int reachX() const { return m_reachX; }
    QPoint cursorOffset() const { return m_cursor; }
    void setCursorOffset(QPoint offset);
    QCheckBox *wholeBoardBox() const { return m_board; }
    // Adds or removes one square (not the card's own); false when outside the grid.
    bool toggle(QPoint offset);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void rangeChanged(const kbz::rr::RrRange &range);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void layoutBox();
    bool inGrid(QPoint offset) const;
    int cellSize() const;
    QRect gridRect() const;
    void setWholeBoard(bool board);

    RrRange m_range;
    QList<QPoint> m_kept; // squares kept while "whole board" is checked
    bool m_numbered = false;
    int m_reachX = 3;
    QPoint m_cursor{1, 0};
    QCheckBox *m_board = nullptr;
};

} // namespace kbz::rr
