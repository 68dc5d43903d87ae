// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lightwars/LwState.h"

#include <QList>
#include <QWidget>
#include <memory>

namespace kbz::lw {

// The map board drawn at the size it is given (its minimum from the font: a square about one
// and a half lines high): the zones tinted in the sides' colours, the Castle squares, the
// squares no unit may enter, and the units as discs in their side's colour with a notch at
// their front, pale once they have acted. It draws what LwMapView tells it (highlighted squares,
// the selected unit, the keyboard cursor) and reports clicks; it decides nothing.
class LwMapBoard final : public QWidget
{
    Q_OBJECT

public:
    explicit LwMapBoard(QWidget *parent = nullptr);
    Q_DISABLE_COPY_MOVE(LwMapBoard)

    void setState(std::shared_ptr<const LwState> state);
    void setHighlights(const QList<Square> &moves, const QList<Square> &targets);
    void setSelected(Square square);
    void setCursorSquare(Square square);
    Square cursorSquare() const { return m_cursor; }
    // Where a square is drawn (an empty rect off the map or without a map).
    QRect squareRect(Square square) const;
    Square squareAt(QPoint pos) const;
    void setMessage(const QString &text); // drawn when there is no map to draw

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

Q_SIGNALS:
    void squareClicked(kbz::lw::Square square);
    // Shift+arrow: the facing to give the next move or placement.
    void facingKey(kbz::lw::Dir dir);
    // The keyboard cursor moved (an arrow key, or setCursorSquare).
    void cursorMoved(kbz::lw::Square square);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    int cellSize() const;
    int labelMargin() const;
    QRect boardRect() const;
    void paintUnit(QPainter &p, const QRect &r, int side, int unit) const;

    std::shared_ptr<const LwState> m_state;
    QList<Square> m_moves;
    QList<Square> m_targets;
    Square m_selected;
    Square m_cursor{0, 0};
    QString m_message;
};

} // namespace kbz::lw
