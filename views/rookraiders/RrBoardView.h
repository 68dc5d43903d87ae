// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "rookraiders/RrState.h"

#include <QColor>
#include <QPair>
#include <QWidget>
#include <memory>
#include <optional>

class QPainter;

namespace kbz::rr {

// The colour of a player's pieces: the colour code of RrPlayer::colour ("red", "blue", "green",
// "yellow"); an unknown code falls back on the seat's colour in that order.
QColor playerColour(const QString &code, int seat = -1);

// One player's personal board as it lies on the table: the three magic circles A/B/C on the
// left, the 6x3 squares, the castle edge on the right (with the monsters that entered it) and
// the waiting line below. Every card shows its name, its damage cubes against its HP (with
// small +/- buttons) and its action marker. Squares offered for the step being entered are
// highlighted; the chosen ones are outlined. Mouse and keyboard: arrows move a cursor, Enter or
// Space choose the square under it, + / - adjust the cubes of the card under it.
class RrBoardView final : public QWidget
{
    Q_OBJECT

public:
    explicit RrBoardView(QWidget *parent = nullptr);
    ~RrBoardView() override;
    Q_DISABLE_COPY_MOVE(RrBoardView)

    // The state drawn and whose board (seat) this view shows.
    void setState(std::shared_ptr<const RrState> state, int seat);
    int seat() const { return m_seat; }

    // Squares the step being entered can use (drawn highlighted; only these are clickable while
    // picking, unless any square is accepted). Circles (col 0) may be offered too.
    void setOffered(const QList<Square> &squares);
    QList<Square> offered() const { return m_offered; }
    // While picking, accept every square of the board, not only the offered (legal) ones: the
    // table may break a rule, the step entry then warns before recording.
    void setAcceptsAnySquare(bool any) { m_acceptsAny = any; }
    bool acceptsAnySquare() const { return m_acceptsAny; }
    // Squares the step may use against the rules, with the rule id each breaks: drawn in the
    // warning colour with the rule in their tooltip; a click (or Space) on one chooses it even
    // while the board is not picking (a hit more than the card gives). An empty rule: a legal
    // choice clickable while not picking, drawn as the offered squares are.
    void setMarked(const QList<QPair<Square, QString>> &squares);
    QList<QPair<Square, QString>> marked() const { return m_marked; }
    // The rule id a marked square breaks, empty when it is not marked.
    QString markedRule(Square square) const;
    // Squares already chosen for the step (outlined): the unit that acts, its targets...
    void setChosen(const QList<Square> &squares);
    QList<Square> chosen() const { return m_chosen; }
    // The monster the enemy-phase assistant is looking at and what it proposes: an arrow to the
    // destination square (or the castle edge when toCastle) and a mark on every target.
    struct Proposal
    {
        Square monster;
        std::optional<Square> moveTo;
        bool toCastle = false;
        QList<Square> targets;
    };
    void setProposal(std::optional<Proposal> proposal);

    // Whether a click or Enter chooses squares now (else the board is only shown).
    void setPicking(bool picking);
    bool isPicking() const { return m_picking; }
    // Whether Enter chooses the square under the cursor while picking (default), or only Space
    // does and Enter goes on to the view (a step that can be recorded as it is).
    void setEnterChooses(bool chooses);
    bool enterChooses() const { return m_enterChooses; }
    Square cursorSquare() const { return m_cursor; }
    void setCursorSquare(Square square);

    // Geometry, for tests and hit testing: the rectangle of a square or circle in widget
    // coordinates, and the +/- buttons of the card on `square`.
    QRect squareRect(Square square) const;
    QRect plusRect(Square square) const;
    QRect minusRect(Square square) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The height the board draws at `width` with its tallest squares (the game view keeps the
    // board no taller, so that the player's strip follows it).
    int heightForWidth(int width) const override;

    // The texts shortened with an ellipsis in the last paint (tests: names must be legible).
    QStringList elidedTexts() const { return m_elided; }

    // The square under `pos` (circles included), if any.
    std::optional<Square> squareAt(QPoint pos) const;

Q_SIGNALS:
    // A square was clicked, or Enter/Space pressed on the cursor, while picking.
    void squareChosen(kbz::rr::Square square);
    // A +/- on the card of `square` (mouse or keys): change its cubes by `delta` (+1 or -1).
    void cubesAdjustRequested(kbz::rr::Square square, int delta);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    void declareKeys(); // for the list of keys (WidgetKeys.h)
    struct Geometry
    {
        double cell = 0;  // a square's width
        double cellH = 0; // a square's height (taller than wide when there is room)
        QRectF grid;      // circles and squares
        QRectF castle;    // the castle edge, right of column 6
        QRectF board;     // the board's outline (squares, circles and castle)
        QRectF waiting;   // the waiting line strip, below the board
        QRectF frame;     // everything
    };
    Geometry geometry() const;
    Geometry layoutFor(QSizeF size) const;
    QRectF squareRectF(const Geometry &g, Square square) const;
    QRectF cardRectF(const Geometry &g, Square square) const;
    const RrPiece *pieceAt(Square square, bool *isUnit = nullptr) const;
    const RrPlayer *player() const;
    bool canChoose(Square square) const;
    bool canChooseMarked(Square square) const; // a marked square while not picking
    QString cardToolTip(const RrPiece &piece, bool unit) const;
    QString monsterToolTip(const QString &card, const QString &where) const;

    void paintBoard(QPainter &p, const Geometry &g) const;
    void paintMarks(QPainter &p, const Geometry &g) const;
    void paintProposal(QPainter &p, const Geometry &g) const;
    void paintDefeated(QPainter &p, const Geometry &g) const;

    // Monster chips in the castle and the waiting line as last painted (for tooltips).
    mutable QList<QPair<QRectF, QString>> m_chips;
    mutable QStringList m_elided;

    std::shared_ptr<const RrState> m_state;
    int m_seat = 0;
    QList<Square> m_offered;
    bool m_acceptsAny = false;
    QList<QPair<Square, QString>> m_marked;
    QList<Square> m_chosen;
    std::optional<Proposal> m_proposal;
    bool m_picking = false;
    bool m_enterChooses = true;
    Square m_cursor{1, 6};
};

} // namespace kbz::rr
