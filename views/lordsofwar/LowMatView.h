// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "WidgetKeys.h"
#include "lordsofwar/LowRules.h"
#include "lordsofwar/LowState.h"

#include <QMap>
#include <QWidget>
#include <memory>
#include <optional>

namespace kbz::low {

// The battle mat as it lies on the table: kMatColumns x kMatRows squares (or, on the unlimited
// battlefield, the squares around the units with a margin), the opening squares "1" and "2" marked,
// every card drawn with LowCardPainter (the side at the bottom upright, the other rotated 180
// degrees). Offered squares (legal placements, recall candidates, a berserker's squares) are
// highlighted while picking, and every square of the mat can be chosen (the table is the truth:
// a step against the rules is recorded with the validators' warning); chosen squares are
// outlined. A square the table put more than one card on shows them stacked, the last placed on
// top, with a count badge, and its tooltip lists every card. A combat
// preview draws every attacked unit's total against its defence, a cross on each unit that falls,
// and an arrow per ranged shot. Keyboard: arrows move a cursor, Enter or Space choose the square
// under it.
//
// When side 1 is at the bottom (setBottomSide(1)) the whole mat is turned 180 degrees, as that
// player sees the real mat from their chair: column A is on the right and row 1 at the bottom,
// side 1's cards are upright and side 0's rotated. The arrow keys move the cursor on screen.
class LowMatView final : public QWidget
{
    Q_OBJECT

public:
    explicit LowMatView(QWidget *parent = nullptr);
    ~LowMatView() override;
    Q_DISABLE_COPY_MOVE(LowMatView)

    void setState(std::shared_ptr<const LowState> state);
    std::shared_ptr<const LowState> state() const { return m_state; }
    // The side drawn at the bottom, upright (default 0: player 1's side).
    void setBottomSide(int side);
    int bottomSide() const { return m_bottomSide; }

    void setOffered(const QList<QPoint> &squares);
    QList<QPoint> offered() const { return m_offered; }
    void setChosen(const QList<QPoint> &squares);
    QList<QPoint> chosen() const { return m_chosen; }
    // The card being placed, drawn translucent on the cursor square while picking (empty = none).
    void setGhost(const QString &cardId, int seat);
    // The combat preview (cleared by an empty report).
    void setCombat(const rules::CombatReport &report, const QList<rules::Shot> &shots);
    void clearCombat();

    // Whether a click or Enter chooses squares now (else the mat is only shown).
    void setPicking(bool picking);
    bool isPicking() const { return m_picking; }
    QPoint cursorSquare() const { return m_cursor; }
    void setCursorSquare(QPoint square);

    // Geometry, for tests and hit testing (widget coordinates).
    QRect squareRect(QPoint square) const;
    std::optional<QPoint> squareAt(QPoint pos) const;
    // The squares drawn: the mat, or on the unlimited battlefield the units' bounding box
    // grown by two squares each way (at least the mat's size).
    QRect shownSquares() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

    // Texts shortened with an ellipsis in the last paint (tests: names must stay legible).
    QStringList elidedTexts() const { return m_elided; }
    // The combat badges of the last paint, one per attacked unit: "C4: 9 > 4" (destroyed) or
    // "C4: 3 ≤ 3", and the units crossed out as destroyed (uids).
    QStringList combatBadges() const { return m_badges; }
    QList<int> crossedUnits() const { return m_crossed; }
    // The count badges of the squares holding more than one card in the last paint: "D5: 2".
    QStringList stackBadges() const { return m_stackBadges; }
    // The labels printed in the last paint along the edges over `square`'s column and beside
    // its row ("D", "5"; empty when not shown): what a player reads a square's name from.
    QStringList edgeLabels(QPoint square) const
    {
        return {m_edgeLabels[0].value(square.x()), m_edgeLabels[1].value(square.y())};
    }
    // The tooltip of a square: its card, or every card of it, the top one first (rich text).
    QString squareToolTip(QPoint square) const;
    // The square the mouse is over (nullopt when outside the squares).
    std::optional<QPoint> hoverSquare() const { return m_hover; }

Q_SIGNALS:
    // A square was clicked, or Enter/Space pressed on the cursor, while picking.
    void squareChosen(QPoint square);
    // The cursor (keyboard) or the mouse hovers another square: views show the card under it.
    // Not emitted by setCursorSquare().
    void squareHovered(QPoint square);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;
    void leaveEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    // The keys of keyPressEvent, for the view's list of keys (here: LowMatView.cpp is full).
    void declareKeys()
    {
        declareBoardKeys(
            this, QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Move the cursor on the mat"),
            QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Choose the square of the mat under the cursor"),
            m_picking);
    }
    struct Geometry
    {
        QRect box; // the squares shown (mat frame)
        double cell = 0;
        QRectF grid;   // the squares, widget coordinates
        QRectF labels; // the grid with its letter and number strips
        bool flipped = false;
    };
    Geometry geometry() const;
    Geometry layoutFor(QSizeF size) const;
    double labelStrip(double cell) const;
    QRectF squareRectF(const Geometry &g, QPoint square) const;
    // The top card of a square (the last placed), and all of them, the oldest first.
    const LowUnit *unitOn(QPoint square) const;
    QList<const LowUnit *> unitsOn(QPoint square) const;
    int sideOfSeat(int seat) const;
    bool canChoose(QPoint square) const;
    void moveCursor(int dx, int dy);
    void retranslate();
    QString unitToolTip(const LowUnit &unit) const;

    void paintMat(QPainter &p, const Geometry &g);
    void paintUnits(QPainter &p, const Geometry &g);
    void paintUnit(QPainter &p, const QRectF &r, const LowUnit &u, bool unitsOffered, Lang lang);
    void paintStackBadge(QPainter &p, const Geometry &g, QPoint square, int count);
    void paintMarks(QPainter &p, const Geometry &g);
    void paintCombat(QPainter &p, const Geometry &g);

    std::shared_ptr<const LowState> m_state;
    int m_bottomSide = 0;
    QList<QPoint> m_offered;
    QList<QPoint> m_chosen;
    QString m_ghostCard;
    int m_ghostSeat = -1;
    rules::CombatReport m_combat;
    QList<rules::Shot> m_shots;
    bool m_picking = false;
    QPoint m_cursor;
    QStringList m_elided;
    QStringList m_badges;
    QStringList m_stackBadges;
    QMap<int, QString> m_edgeLabels[2]; // column x, row y -> label
    QList<int> m_crossed;
    std::optional<QPoint> m_hover;
};

} // namespace kbz::low
