// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lethalcheckmate/LcState.h"

#include <QWidget>
#include <memory>
#include <optional>

namespace kbz::lc {

// The 3x4 board as seen from the table: the first player's (south) seat at the bottom, so rows
// 1..4 go up and files a..c go right, whatever the board's printed orientation (a corner mark
// shows where the printed a1 corner is after rotations). Draws both pieces, the squares the
// ARMS cards on each field attack, and the squares offered as targets (the legal squares of the
// selected MOVE card, or the free squares for a placement).
// Input: click a square, or move the cursor with the arrow keys (which choose the square while
// one is to be picked) and press Enter / Space: Enter on the chosen square confirms it (the
// view records). Only while the step being entered needs a square ("picking"); otherwise Enter
// is left to the view, which records.
class LcBoardView final : public QWidget
{
    Q_OBJECT

public:
    explicit LcBoardView(QWidget *parent = nullptr);
    ~LcBoardView() override;
    Q_DISABLE_COPY_MOVE(LcBoardView)

    void setState(std::shared_ptr<const LcState> state);
    void setTargets(const QList<Square> &squares);
    void setChosen(std::optional<Square> square);
    std::optional<Square> chosen() const { return m_chosen; }
    Square cursor() const { return m_cursor; }
    void setCursorSquare(Square square);
    // Whether the step being entered needs a square: then Enter / Space pick the cursor square.
    void setPicking(bool picking);
    bool isPicking() const { return m_picking; }
    QList<Square> targets() const { return m_targets; }

    // Where a square is drawn (for tests and tool tips).
    QRect squareRect(Square square) const;
    std::optional<Square> squareAt(QPoint pos) const;

    QSize sizeHint() const override;
    // The seat names shortened with an ellipsis in the last paint (the players' view avoids them).
    QStringList elidedTexts() const { return m_elided; }
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

Q_SIGNALS:
    // A square was picked with the mouse or the keyboard.
    void squareChosen(int col, int row);
    // The already chosen square was picked again (double-click, second Enter): record now.
    void chosenConfirmed();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void declareKeys(); // for the list of keys (WidgetKeys.h)
    struct Geometry
    {
        QRect board;
        int cell = 0;
    };
    Geometry geometry() const;
    int margin() const;
    void pick(Square square);
    void paintSquares(QPainter &p, const Geometry &g) const;
    void paintPieces(QPainter &p) const;
    void paintLabels(QPainter &p, const Geometry &g) const;
    QColor playerColour(int seat) const;

    std::shared_ptr<const LcState> m_state;
    QList<Square> m_targets;
    std::optional<Square> m_chosen;
    Square m_cursor{1, 0};
    bool m_picking = true;
    mutable QStringList m_elided; // of the last paint
};

} // namespace kbz::lc
