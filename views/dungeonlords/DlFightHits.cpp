// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlFightHits.h"

#include "DlResolveTool.h"
#include "Translations.h"

#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kbz::dl {

QList<int> amountsOf(const QList<Hit> &hits, int partySize)
{
    QList<int> amounts(partySize, 0);
    for (const Hit &h : hits)
        if (h.target >= 0 && h.target < partySize)
            amounts[h.target] += h.amount;
    return amounts;
}

QList<Hit> hitsOf(const QList<int> &amounts)
{
    QList<Hit> hits;
    for (int i = 0; i < amounts.size(); ++i)
        if (amounts[i] > 0)
            hits.append(Hit{i, amounts[i]});
    return hits;
}

int totalOf(const QList<int> &amounts)
{
    int sum = 0;
    for (int a : amounts)
        sum += a;
    return sum;
}

DlHitsEditor::DlHitsEditor(Mode mode, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
    , m_header(new QLabel(this))
    , m_grid(new QGridLayout)
{
    setObjectName(mode == Mode::Damage ? QStringLiteral("damageEditor")
                                       : QStringLiteral("healEditor"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_header);
    layout->addLayout(m_grid);
}

void DlHitsEditor::setParty(const QList<DlAdventurer> &party)
{
    m_party = party;
    while (m_spins.size() > party.size()) {
        delete m_names.takeLast();
        delete m_before.takeLast();
        delete m_spins.takeLast();
        delete m_after.takeLast();
    }
    while (m_spins.size() < party.size()) {
        const int row = int(m_spins.size());
        auto *name = new QLabel(this);
        auto *before = new QLabel(this);
        auto *spin = new QSpinBox(this);
        auto *after = new QLabel(this);
        spin->setObjectName(QStringLiteral("%1-%2").arg(
            m_mode == Mode::Damage ? QStringLiteral("damage") : QStringLiteral("heal"),
            QString::number(row)));
        spin->setRange(0, 99);
        spin->setPrefix(m_mode == Mode::Damage ? QStringLiteral("+") : QStringLiteral("−"));
        name->setBuddy(spin);
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            refreshAfter();
            if (changed)
                changed();
        });
        m_grid->addWidget(name, row, 0);
        m_grid->addWidget(before, row, 1);
        m_grid->addWidget(spin, row, 2);
        m_grid->addWidget(after, row, 3);
        m_names.append(name);
        m_before.append(before);
        m_spins.append(spin);
        m_after.append(after);
    }
    retranslate();
}

void DlHitsEditor::setAmounts(const QList<int> &amounts)
{
    for (int i = 0; i < m_spins.size(); ++i) {
        const QSignalBlocker blocker(m_spins[i]);
        m_spins[i]->setValue(amounts.value(i, 0));
    }
    refreshAfter();
}

QList<int> DlHitsEditor::amounts() const
{
    QList<int> a;
    for (const QSpinBox *spin : m_spins)
        a.append(spin->value());
    return a;
}

QString DlHitsEditor::afterText(int i) const
{
    return i >= 0 && i < m_after.size() ? m_after[i]->text() : QString();
}

void DlHitsEditor::retranslate()
{
    const Lang lang = Translations::current();
    m_header->setText(m_mode == Mode::Damage ? DlResolveTool::tr("Damage per adventurer:")
                                             : DlResolveTool::tr("Healing per adventurer:"));
    for (int i = 0; i < m_party.size(); ++i) {
        m_names[i]->setText(adventurerName(m_party, i).text(lang));
        m_before[i]->setText(DlResolveTool::tr("%1/%2").arg(m_party[i].damage).arg(m_party[i].hp));
        m_spins[i]->setToolTip(m_mode == Mode::Damage
                                   ? DlResolveTool::tr("Damage this step adds")
                                   : DlResolveTool::tr("Damage counters this step removes"));
    }
    refreshAfter();
}

void DlHitsEditor::refreshAfter()
{
    for (int i = 0; i < m_party.size(); ++i) {
        const DlAdventurer &a = m_party[i];
        const int amount = m_spins[i]->value();
        const int after = m_mode == Mode::Damage ? a.damage + amount : qMax(0, a.damage - amount);
        QString text = DlResolveTool::tr("→ %1/%2").arg(after).arg(a.hp);
        if (m_mode == Mode::Damage && after >= a.hp && !a.isDefeated())
            text += QLatin1Char(' ') + DlResolveTool::tr("defeated: to the prison");
        m_after[i]->setText(text);
    }
}

} // namespace kbz::dl
