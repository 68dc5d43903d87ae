// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QList>
#include <QPoint>
#include <QWidget>

namespace kbz::low {

// A ranged unit's target grid: squares around the card (the card in the middle, marked), in the
// owner's frame with forward up: offset (dx, dy), dx to the owner's right, dy forward. The grid
// reaches 3 squares each way (more when a target lies further). Click a square, or move with
// the arrow keys and press Space, to add it to the grid or take it out.
class LowCardTargetEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit LowCardTargetEditor(QWidget *parent = nullptr);
    ~LowCardTargetEditor() override;
    Q_DISABLE_COPY_MOVE(LowCardTargetEditor)

    void setTargets(const QList<QPoint> &targets);
    QList<QPoint> targets() const { return m_targets; }
    // The grid's reach: dx and dy in -reach()..reach().
    int reach() const { return m_reach; }
    // The rectangle of offset (dx, dy) in widget coordinates; empty outside the grid (tests).
    QRect cellRect(QPoint offset) const;
    QPoint cursorOffset() const { return m_cursor; }
    void setCursorOffset(QPoint offset);
    // Adds or removes one square (not the card's own); false when outside the grid.
    bool toggle(QPoint offset);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void targetsChanged(const QList<QPoint> &targets);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    bool inGrid(QPoint offset) const;
    int cellSize() const;
    QRect gridRect() const;

    QList<QPoint> m_targets;
    int m_reach = 3;
    QPoint m_cursor{0, 1};
};

} // namespace kbz::low
