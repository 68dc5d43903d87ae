// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "dungeonlords/DlRules.h"

#include <QList>
#include <QWidget>

#include <functional>

class QGridLayout;
class QLabel;
class QSpinBox;

namespace kbz::dl {

// Damage (or healing) per party member, summed from a hit list.
QList<int> amountsOf(const QList<Hit> &hits, int partySize);
// The hit list of per-member amounts (members with nothing left out).
QList<Hit> hitsOf(const QList<int> &amounts);
int totalOf(const QList<int> &amounts);

// The per-adventurer editor of a fight step's damage (or healing), part of DlResolveTool: one
// row per party member with its damage before, the amount (a spin box) and the damage after,
// saying who would be defeated. Its texts are DlResolveTool's (translation context).
class DlHitsEditor final : public QWidget
{
public:
    enum class Mode { Damage, Heal };

    DlHitsEditor(Mode mode, QWidget *parent = nullptr);

    // Called when the user changes an amount.
    std::function<void()> changed;

    void setParty(const QList<DlAdventurer> &party);
    void setAmounts(const QList<int> &amounts);
    QList<int> amounts() const;

    QSpinBox *spin(int i) const { return m_spins.value(i); }
    QString afterText(int i) const;

    void retranslate();

private:
    void refreshAfter();

    Mode m_mode;
    QLabel *m_header;
    QGridLayout *m_grid;
    QList<DlAdventurer> m_party;
    QList<QLabel *> m_names;
    QList<QLabel *> m_before;
    QList<QSpinBox *> m_spins;
    QList<QLabel *> m_after;
};

} // namespace kbz::dl
