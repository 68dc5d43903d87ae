// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "rookraiders/RrCard.h"

#include <QStringList>
#include <QWidget>

class QComboBox;

namespace kbz::rr {

// The face-up mercenary row (rulebook ② and ⑰: three unit cards, replaced in the end phase) as
// three slots, each a unit card or "—" (not entered). The New Game page and the end-phase panel
// use it; the step entry's recruit lists the row the engine keeps. The combo boxes keep a narrow
// minimum width (names elide in them), so the tool column does not widen.
class RrMercenaryRow final : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kSlots = 3;

    explicit RrMercenaryRow(QWidget *parent = nullptr);
    ~RrMercenaryRow() override;
    Q_DISABLE_COPY_MOVE(RrMercenaryRow)

    // The unit cards offered in each slot (the library's order).
    void setCards(const RrCardLibrary &cards);
    // Fills the slots with `row` (extra ids ignored, missing slots "—"); emits nothing.
    void setRow(const QStringList &row);
    // The cards in the slots, "—" left out.
    QStringList row() const;
    QComboBox *slot(int index) const { return m_slots.value(index); }

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();

    QList<QComboBox *> m_slots;
    QList<RrCard> m_units;
};

} // namespace kbz::rr
