// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrSetupPage.h"

#include "RrMercenaryRow.h"
#include "rookraiders/RrCard.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>

namespace kbz::rr {

RrSetupPage::RrSetupPage(QWidget *parent)
    : GameSetupPage(parent)
    , m_label(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_row(new RrMercenaryRow(this))
{
    setObjectName(QStringLiteral("rrSetupPage"));
    m_hint->setWordWrap(true);
    m_label->setBuddy(m_row->slot(0));
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_label, m_row);
    form->addRow(m_hint);
    m_row->setCards(RrCardLibrary::shipped());
    connect(m_row, &RrMercenaryRow::changed, this, &GameSetupPage::changed);
    retranslateUi();
}

RrSetupPage::~RrSetupPage() = default;

void RrSetupPage::setCards(const std::optional<QJsonArray> &cards)
{
    QString why;
    const std::optional<RrCardLibrary> library =
        cards ? RrCardLibrary::fromJson(*cards, &why) : std::nullopt;
    m_row->setCards(library ? *library : RrCardLibrary::shipped());
}

QJsonObject RrSetupPage::options() const
{
    const QStringList row = m_row->row();
    if (row.isEmpty())
        return {};
    return {{QStringLiteral("mercenaries"), QJsonArray::fromStringList(row)}};
}

void RrSetupPage::restoreOptions(const QJsonObject &stored)
{
    Q_UNUSED(stored)
}

void RrSetupPage::setTabAnchor(QWidget *anchor)
{
    if (!anchor)
        return;
    QWidget *last = anchor;
    for (int i = 0; i < RrMercenaryRow::kSlots; ++i) {
        setTabOrder(last, m_row->slot(i));
        last = m_row->slot(i);
    }
}

void RrSetupPage::retranslateUi()
{
    m_label->setText(tr("Mer&cenary row:"));
    m_hint->setText(tr("The three mercenaries laid out face up. Leave them out and Kibitzer "
                       "follows the row from the first end phase that enters it."));
}

void RrSetupPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    GameSetupPage::changeEvent(event);
}

} // namespace kbz::rr
