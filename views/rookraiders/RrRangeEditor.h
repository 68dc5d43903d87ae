#pragma once

#include "rookraiders/RrCard.h"

#include <QWidget>

namespace kbz::rr {

// Edits a range pattern: a grid of squares around the card (the card in the middle, marked),
// clicked or toggled with arrows + Space to add or remove a square. In numbered mode (single-
// target monsters) each square shows its number in the order it was added, and the order can be
// changed; "whole board" is a check box (Cleric, Bard).
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

    QSize sizeHint() const override;

Q_SIGNALS:
    void rangeChanged(const kbz::rr::RrRange &range);

private:
    RrRange m_range;
    bool m_numbered = false;
};

} // namespace kbz::rr
