// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "rookraiders/RrState.h"

#include <QWidget>
#include <memory>

class QPainter;

namespace kbz::rr {

// The command-card row, always on screen: the five cards in their dealt order, each with its
// state (executed, being carried out and by whose pick or automatically, pending; position 5
// marked as never run automatically), the round, the start player and who picks next. Clicking
// a card (or Alt+1..5) asks to pick it for the player whose turn it is; an executed one is
// picked again against the rules (recording warns).
class RrCommandRow final : public QWidget
{
    Q_OBJECT

public:
    explicit RrCommandRow(QWidget *parent = nullptr);
    ~RrCommandRow() override;
    Q_DISABLE_COPY_MOVE(RrCommandRow)

    void setState(std::shared_ptr<const RrState> state);
    // The rectangle of position `index` (0..4), for tests.
    QRect cardRect(int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // The user clicked a card: pick command `id` (an executed one against the rules).
    void pickRequested(const QString &id);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void describeKeys();
    // Whether position `index` holds a card that can still be picked.
    bool isPending(int index) const;
    // Whether a click on position `index` picks its card (an executed one against the rules).
    bool isPickable(int index) const;
    QRectF infoRect() const;
    QRectF cardRectF(int index) const;
    void paintCard(QPainter &p, int index) const;
    QString infoText() const;
    void requestPick(int index);

    std::shared_ptr<const RrState> m_state;
    int m_hovered = -1;
};

} // namespace kbz::rr
