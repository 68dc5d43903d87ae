// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrMercenaryRow.h"

#include "Translations.h"

#include <QComboBox>
#include <QEvent>
#include <QVBoxLayout>

namespace kbz::rr {

RrMercenaryRow::RrMercenaryRow(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    for (int i = 0; i < kSlots; ++i) {
        auto *combo = new QComboBox(this);
        combo->setObjectName(QStringLiteral("mercenary%1").arg(i + 1));
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10);
        connect(combo, &QComboBox::currentIndexChanged, this, [this, combo] {
            combo->setToolTip(combo->currentText());
            if (!signalsBlocked())
                Q_EMIT changed();
        });
        m_slots.append(combo);
        layout->addWidget(combo);
    }
    fill();
}

RrMercenaryRow::~RrMercenaryRow() = default;

void RrMercenaryRow::setCards(const RrCardLibrary &cards)
{
    QList<RrCard> units;
    for (const RrCard &c : cards.cards())
        if (c.isUnit())
            units.append(c);
    if (units == m_units)
        return;
    const QStringList current = row();
    m_units = units;
    fill();
    setRow(current);
}

void RrMercenaryRow::setRow(const QStringList &row)
{
    const QSignalBlocker blocker(this);
    for (int i = 0; i < m_slots.size(); ++i) {
        QComboBox *combo = m_slots.at(i);
        const QString id = row.value(i);
        int index = id.isEmpty() ? 0 : combo->findData(id);
        if (index < 0) { // a card the library does not hold: keep it by its id
            combo->addItem(id, id);
            index = combo->count() - 1;
        }
        combo->setCurrentIndex(index);
    }
}

QStringList RrMercenaryRow::row() const
{
    QStringList out;
    for (const QComboBox *combo : m_slots)
        if (const QString id = combo->currentData().toString(); !id.isEmpty())
            out.append(id);
    return out;
}

void RrMercenaryRow::fill()
{
    const Lang lang = Translations::current();
    const QSignalBlocker blocker(this);
    for (int i = 0; i < m_slots.size(); ++i) {
        QComboBox *combo = m_slots.at(i);
        const QString id = combo->currentData().toString();
        combo->clear();
        //: A slot of the mercenary row not entered
        combo->addItem(tr("—"), QString());
        for (const RrCard &c : std::as_const(m_units))
            combo->addItem(c.name.text(lang), c.id);
        combo->setItemData(0, tr("Not entered"), Qt::ToolTipRole);
        const int index = id.isEmpty() ? 0 : combo->findData(id);
        if (index < 0)
            combo->addItem(id, id);
        combo->setCurrentIndex(index < 0 ? combo->count() - 1 : index);
    }
}

void RrMercenaryRow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QWidget::changeEvent(event);
}

} // namespace kbz::rr
