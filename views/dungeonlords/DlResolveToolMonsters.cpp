// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The monster step of the resolve tool (dl.monster.*; DlResolveTool.cpp holds the rest of the
// entry): the monsters and ghosts able to attack, the chosen one's options (radio buttons) and
// targets (the adventurers its text lets the player choose), and the keyboard's picks.
#include "DlResolveTool.h"
#include "Translations.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QLayout>
#include <QListWidget>
#include <QRadioButton>
#include <QStandardItemModel>

namespace kbz::dl {

int DlResolveTool::chosenMonster() const
{
    const QListWidgetItem *item = m_attackers->currentItem();
    if (!item || !(item->flags() & Qt::ItemIsEnabled))
        return -1;
    return item->data(kIndexRole).toInt();
}

QString DlResolveTool::chosenOption() const
{
    const QAbstractButton *b = m_optionGroup->checkedButton();
    return b ? b->property("option").toString() : QString();
}

QList<int> DlResolveTool::chosenTargets() const
{
    QList<int> targets;
    for (const QComboBox *combo : m_targets)
        if (combo->currentIndex() >= 0)
            targets.append(combo->currentData().toInt());
    return targets;
}

// The chosen monster's options (radio buttons) and targets.
void DlResolveTool::fillMonster()
{
    const int m = chosenMonster();
    if (m == m_monster && !m_options.isEmpty())
        return;
    m_monster = m;
    fillOptions();
    fillTargets();
    propose();
}

void DlResolveTool::fillOptions()
{
    const auto s = state();
    const int sn = seat();
    for (QRadioButton *b : std::as_const(m_options)) {
        m_optionGroup->removeButton(b);
        delete b;
    }
    m_options.clear();
    if (!s || sn < 0 || m_monster < 0)
        return;
    const MonsterKind kind = s->players[sn].monsters[m_monster].kind;
    const QStringList options = monsterOptions(kind);
    const QSignalBlocker blocker(m_optionGroup);
    for (int i = 0; i < options.size(); ++i) {
        auto *b = new QRadioButton(m_optionBox);
        b->setObjectName(QStringLiteral("option-%1").arg(options[i]));
        b->setProperty("option", options[i]);
        b->installEventFilter(this);
        // Its text elides to the room there is (updateOptionTexts): no minimum width.
        b->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        m_optionGroup->addButton(b, i);
        m_optionBox->layout()->addWidget(b);
        m_options.append(b);
    }
    if (!m_options.isEmpty())
        m_options.first()->setChecked(true);
}

void DlResolveTool::fillTargets()
{
    const auto s = state();
    const int sn = seat();
    const Lang lang = Translations::current();
    const QString option = chosenOption();
    const bool able = s && sn >= 0 && m_monster >= 0;
    const MonsterKind kind = able ? s->players[sn].monsters[m_monster].kind : MonsterKind::Goblin;
    const QList<DlAdventurer> party = able ? s->players[sn].party : QList<DlAdventurer>();
    const int count = able ? qMin(targetCount(kind, option), int(party.size())) : 0;
    m_targetBox->setVisible(count > 0);
    // Another option of the same monster with as many targets keeps the choices.
    if (able && m_monster == m_targetsMonster && count == m_targets.size())
        return;
    for (QComboBox *c : std::as_const(m_targets))
        delete c;
    m_targets.clear();
    m_targetsMonster = m_monster;
    QList<int> taken;
    for (int t = 0; t < count; ++t) {
        auto *combo = new QComboBox(m_targetBox);
        combo->setObjectName(QStringLiteral("target-%1").arg(t));
        int first = -1;
        for (int i = 0; i < party.size(); ++i) {
            combo->addItem(targetText(party, i, kind, lang), i);
            const bool able = canTarget(kind, party[i]) && !party[i].isDefeated();
            if (!able) {
                // Marked, not disabled (issue 13): the preview warns before recording.
                combo->setItemData(i,
                                   kind == MonsterKind::Vampire && party[i].cls == AdvClass::Priest
                                       ? tr("A vampire never attacks a priest.")
                                       : tr("Cannot be chosen."),
                                   Qt::ToolTipRole);
            } else if (first < 0 && !taken.contains(i)) {
                first = i;
            }
        }
        if (first >= 0) {
            combo->setCurrentIndex(first);
            taken.append(first);
        }
        combo->installEventFilter(this);
        connect(combo, &QComboBox::currentIndexChanged, this, [this] {
            propose();
            entryChanged();
        });
        m_targetBox->layout()->addWidget(combo);
        m_targets.append(combo);
    }
}

QString DlResolveTool::targetText(const QList<DlAdventurer> &party, int i, MonsterKind kind,
                                  Lang lang) const
{
    const QString name = adventurerName(party, i).text(lang);
    if (i < 0 || i >= party.size() || (canTarget(kind, party[i]) && !party[i].isDefeated()))
        return name;
    return kind == MonsterKind::Vampire && party[i].cls == AdvClass::Priest
               ? tr("%1 — a vampire never attacks a priest").arg(name)
               : tr("%1 — not by the monster's text").arg(name);
}

bool DlResolveTool::pickMonster(int row)
{
    // The n-th monster able to attack.
    int n = 0;
    for (int r = 0; r < m_attackers->count(); ++r) {
        if (!m_attackers->item(r)->data(kAbleRole).toBool())
            continue;
        if (n++ == row) {
            m_attackers->setCurrentRow(r);
            return true;
        }
    }
    return false;
}

bool DlResolveTool::pickOption(int row)
{
    if (row < 0 || row >= m_options.size())
        return false;
    m_options[row]->setChecked(true);
    return true;
}

} // namespace kbz::dl
