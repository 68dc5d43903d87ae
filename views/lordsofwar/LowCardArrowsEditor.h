// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "lordsofwar/LowCard.h"

#include <QWidget>
#include <array>

class QLabel;
class QSpinBox;

namespace kbz::low {

// The eight attack arrows of a card as a 3 x 3 grid of spin boxes around the card's centre, as
// the owner reads the card: N (forward) at the top, NE top right, ... 0 = no arrow. Tab goes
// through them in reading order (NW, N, NE, W, E, SW, S, SE).
class LowCardArrowsEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit LowCardArrowsEditor(QWidget *parent = nullptr);
    ~LowCardArrowsEditor() override;
    Q_DISABLE_COPY_MOVE(LowCardArrowsEditor)

    void setArrows(const std::array<int, kDirections> &attack);
    std::array<int, kDirections> arrows() const;
    // The spin box of direction `dir` (N = 0, clockwise).
    QSpinBox *spin(int dir) const { return m_spins.at(dir); }
    // The fields in tab order.
    QList<QWidget *> fields() const;

Q_SIGNALS:
    // The user changed the arrow of `dir` to `value`.
    void arrowChanged(int dir, int value);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    std::array<QSpinBox *, kDirections> m_spins{};
    QLabel *m_centre = nullptr;
    bool m_setting = false;
};

} // namespace kbz::low
