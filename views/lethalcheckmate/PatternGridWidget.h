// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lethalcheckmate/LcCard.h"

#include <QList>
#include <QPoint>
#include <QWidget>
#include <optional>

namespace kbz::lc {

// A card's pattern on a small grid around the piece, as the card's owner sees it: the piece in
// the middle facing up ("forward", toward the opponent, is marked at the top), dx to the right,
// dy up. The grid reaches as far as a pattern can (dx -2..2, dy -3..3 on the 3x4 board).
// Click a square, or move the cursor with the arrow keys and press Space, to toggle it (Enter
// is left to the dialog's default button). MOVE patterns are drawn as target squares, ARMS patterns
// as attacked squares, in the board's colours.
class PatternGridWidget final : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kReachX = 2;
    static constexpr int kReachY = 3;

    explicit PatternGridWidget(QWidget *parent = nullptr);
    ~PatternGridWidget() override;
    Q_DISABLE_COPY_MOVE(PatternGridWidget)

    // Offsets outside the grid and (0, 0) are dropped.
    void setPattern(const QList<QPoint> &pattern);
    // Sorted far row first, then left to right.
    QList<QPoint> pattern() const;
    void setCardType(CardType type);
    CardType cardType() const { return m_type; }

    // Toggles one square; false for the piece's own square or one outside the grid.
    bool toggle(QPoint offset);
    QPoint currentOffset() const { return m_cursor; }
    void setCurrentOffset(QPoint offset);

    // Where an offset is drawn, and which offset a point is on (for tests and tool tips).
    QRect squareRect(QPoint offset) const;
    std::optional<QPoint> offsetAt(QPoint pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void patternChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    static bool inGrid(QPoint offset);
    int cellSize() const;
    QRect gridRect() const;
    void retranslateUi();

    QList<QPoint> m_pattern;
    CardType m_type = CardType::Move;
    QPoint m_cursor{0, 1};
};

} // namespace kbz::lc
