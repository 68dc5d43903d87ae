// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwUnitList.h"

#include "ElidedLabel.h"
#include "LwText.h"
#include "WidgetKeys.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kbz::lw {

namespace {

enum Column { ColName, ColAttack, ColMove, ColSkills, ColState, ColCount };

} // namespace

LwUnitList::LwUnitList(int side, QWidget *parent)
    : QWidget(parent)
    , m_side(side)
    , m_title(new ElidedLabel(this))
    , m_summary(new ElidedLabel(this))
    , m_tree(new QTreeWidget(this))
{
    declareWidgetKeys(
        this, {{{QKeySequence(Qt::Key_Return)},
                QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Choose the unit selected in the list")}});
    setObjectName(sideCode(side) + QStringLiteral("Units"));
    m_tree->setObjectName(QStringLiteral("units"));
    m_summary->setObjectName(QStringLiteral("summary"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_title->setStyleSheet(QStringLiteral("color: %1").arg(LwText::colour(side).name()));
    m_title->setMinimumChars(12);
    m_summary->setMinimumChars(24);
    m_tree->setColumnCount(ColCount);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(ColName, QHeaderView::Stretch);
    // The units scroll inside the list (a big army does not grow the view): a few rows at least.
    m_tree->setMinimumHeight(m_tree->fontMetrics().height() * 4);

    auto *heading = new QHBoxLayout;
    heading->addWidget(m_title, 0);
    heading->addWidget(m_summary, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(heading);
    layout->addWidget(m_tree, 1);

    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        Q_EMIT unitChosen(m_side, item->data(0, Qt::UserRole).toInt());
    });
    m_tree->installEventFilter(this);
    refresh();
}

LwUnitList::~LwUnitList() = default;

void LwUnitList::setState(std::shared_ptr<const LwState> state)
{
    m_state = std::move(state);
    refresh();
}

QString LwUnitList::unitState(int unit) const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        if (m_tree->topLevelItem(i)->data(0, Qt::UserRole).toInt() == unit)
            return m_tree->topLevelItem(i)->text(ColState);
    return {};
}

void LwUnitList::refresh()
{
    QString player;
    if (m_state && m_side < m_state->names.size() && !m_state->names.at(m_side).isEmpty())
        player = m_state->names.at(m_side);
    m_title->setFullText(player.isEmpty() ? LwText::army(m_side)
                                          : tr("%1 — %2").arg(LwText::army(m_side), player));
    m_tree->setHeaderLabels(
        {tr("Unit"), tr("Attack", "unit figure"), tr("MOVE"), tr("Skills"), tr("State")});
    const int current =
        m_tree->currentItem() ? m_tree->currentItem()->data(0, Qt::UserRole).toInt() : -1;
    m_tree->clear();
    if (!m_state) {
        m_summary->setFullText(QString());
        return;
    }
    const LwState &s = *m_state;
    m_summary->setFullText(tr("cost %1 of %2 · score %3 · spare bases %4")
                               .arg(s.spent(m_side))
                               .arg(s.budget)
                               .arg(s.score(m_side))
                               .arg(s.spareBases(m_side)));
    m_summary->setPlainToolTip(
        tr("Cost spent of the budget (lw.army.budget), the cost of enemy units "
           "removed (lw.score.cost), bases without a unit (lw.army.bases)"));
    const bool active = s.active == m_side && s.phase == Phase::Action;
    const QList<int> toAct = s.toAct(m_side);
    const QList<LwUnit> &units = s.armies[m_side].units;
    for (int i = 0; i < units.size(); ++i) {
        const LwUnit &u = units.at(i);
        const LwCard *c = LwText::unitCard(s, m_side, i);
        auto *item = new QTreeWidgetItem(m_tree);
        item->setData(0, Qt::UserRole, i);
        QString name = LwText::unitName(s, m_side, i);
        if (c && c->king)
            name = tr("%1 ♛").arg(name);
        item->setText(ColName, name);
        item->setToolTip(ColName, name); // the column elides a long name
        item->setText(ColAttack, LwText::figure(c ? c->attack : std::nullopt));
        item->setText(ColMove, LwText::figure(c ? c->move : std::nullopt));
        item->setText(ColSkills, c ? LwText::skills(c->skills) : QStringLiteral("—"));
        item->setTextAlignment(ColAttack, Qt::AlignCenter);
        item->setTextAlignment(ColMove, Qt::AlignCenter);
        QString st;
        if (u.removed)
            st = u.removedTurn > 0 ? tr("removed (turn %1)").arg(u.removedTurn) : tr("removed");
        else if (!active)
            st = tr("in play");
        else if (toAct.contains(i))
            st = tr("to act");
        else
            st = tr("acted");
        item->setText(ColState, st);
        if (u.removed) {
            QFont f = m_tree->font();
            f.setStrikeOut(true);
            for (int col = 0; col < ColCount; ++col) {
                item->setFont(col, f);
                item->setForeground(col, palette().color(QPalette::PlaceholderText));
            }
        } else if (active && toAct.contains(i)) {
            QFont f = m_tree->font();
            f.setBold(true);
            for (int col = 0; col < ColCount; ++col) {
                item->setFont(col, f);
                item->setBackground(col, LwText::lightColour(m_side));
            }
        } else if (active) {
            for (int col = 0; col < ColCount; ++col)
                item->setForeground(col, palette().color(QPalette::PlaceholderText));
        }
        if (i == current && active)
            m_tree->setCurrentItem(item);
    }
    if (!active)
        m_tree->clearSelection(); // a selection belongs to the side choosing its units
}

bool LwUnitList::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tree && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            if (QTreeWidgetItem *item = m_tree->currentItem())
                Q_EMIT unitChosen(m_side, item->data(0, Qt::UserRole).toInt());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void LwUnitList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace kbz::lw
