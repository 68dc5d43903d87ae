// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlYearTable.h"
#include "WidgetKeys.h"

#include <QComboBox>
#include <QHash>
#include <QHeaderView>
#include <QKeyEvent>
#include <QSpinBox>
#include <QStyledItemDelegate>

namespace kbz::dl {

// The cell editors: a combo box over the column's choices or a spin box with the column's
// range; other columns get the default editor (a line edit).
class DlYearTable::CellDelegate final : public QStyledItemDelegate
{
public:
    explicit CellDelegate(QObject *parent)
        : QStyledItemDelegate(parent)
    {}

    void setSpin(int column, int min, int max) { m_spins.insert(column, {min, max}); }
    void setCombo(int column, Choices choices) { m_combos.insert(column, std::move(choices)); }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override
    {
        if (const auto it = m_combos.constFind(index.column()); it != m_combos.cend()) {
            auto *combo = new QComboBox(parent);
            for (const auto &[value, label] : (*it)())
                combo->addItem(label, value);
            return combo;
        }
        if (const auto it = m_spins.constFind(index.column()); it != m_spins.cend()) {
            auto *spin = new QSpinBox(parent);
            spin->setRange(it->first, it->second);
            spin->setFrame(false);
            return spin;
        }
        return QStyledItemDelegate::createEditor(parent, option, index);
    }

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        if (auto *combo = qobject_cast<QComboBox *>(editor)) {
            combo->setCurrentIndex(qMax(0, combo->findData(index.data(Qt::UserRole))));
            return;
        }
        if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
            spin->setValue(index.data(Qt::EditRole).toInt());
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override
    {
        if (auto *combo = qobject_cast<QComboBox *>(editor)) {
            // Read both first: the view refreshes the open editor on the first change.
            const QVariant value = combo->currentData();
            const QString label = combo->currentText();
            model->setData(index, value, Qt::UserRole);
            model->setData(index, label, Qt::DisplayRole);
            return;
        }
        if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
            spin->interpretText();
            model->setData(index, spin->value(), Qt::EditRole);
            return;
        }
        QStyledItemDelegate::setModelData(editor, model, index);
    }

private:
    QHash<int, std::pair<int, int>> m_spins;
    QHash<int, Choices> m_combos;
};

DlYearTable::DlYearTable(int columns, QWidget *parent)
    : QTableWidget(0, columns, parent)
    , m_delegate(new CellDelegate(this))
{
    setItemDelegate(m_delegate);
    setTabKeyNavigation(false);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                    QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    connect(model(), &QAbstractItemModel::rowsInserted, this, [this] { fitHeight(); });
    connect(model(), &QAbstractItemModel::rowsRemoved, this, [this] { fitHeight(); });
    fitHeight();
}

void DlYearTable::setSpin(int column, int min, int max)
{
    m_delegate->setSpin(column, min, max);
}

void DlYearTable::setCombo(int column, Choices choices)
{
    m_delegate->setCombo(column, std::move(choices));
}

void DlYearTable::fitHeight()
{
    const int rows = rowCount() + 1;
    setFixedHeight(horizontalHeader()->sizeHint().height() +
                   rows * verticalHeader()->defaultSectionSize() + 2 * frameWidth());
}

void DlYearTable::showEvent(QShowEvent *event)
{
    // The keys of keyPressEvent, for the list of keys: each only where the page handles it.
    QList<WidgetKey> keys;
    if (onInsert)
        keys.append(
            {{QKeySequence(Qt::Key_Insert)}, QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Add a row")});
    if (onRemove)
        keys.append({{QKeySequence(Qt::Key_Delete)},
                     QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Remove the row")});
    if (onMove)
        keys.append({{QKeySequence(Qt::CTRL | Qt::Key_Up), QKeySequence(Qt::CTRL | Qt::Key_Down)},
                     QT_TRANSLATE_NOOP("kbz::WidgetKeys", "Move the row up or down")});
    declareWidgetKeys(this, keys);
    QTableWidget::showEvent(event);
}

void DlYearTable::keyPressEvent(QKeyEvent *event)
{
    if (state() != QAbstractItemView::EditingState) {
        const bool ctrl = event->modifiers().testFlag(Qt::ControlModifier);
        if (event->key() == Qt::Key_Insert && onInsert) {
            onInsert();
            return;
        }
        if (event->key() == Qt::Key_Delete && onRemove) {
            onRemove();
            return;
        }
        if (ctrl && (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down) && onMove) {
            onMove(event->key() == Qt::Key_Up ? -1 : 1);
            return;
        }
    }
    QTableWidget::keyPressEvent(event);
}

QTableWidgetItem *DlYearTable::numberItem(int value)
{
    auto *item = new QTableWidgetItem;
    item->setData(Qt::EditRole, value);
    item->setTextAlignment(Qt::AlignCenter);
    return item;
}

QTableWidgetItem *DlYearTable::choiceItem(int value, const QString &label)
{
    auto *item = new QTableWidgetItem(label);
    item->setData(Qt::UserRole, value);
    return item;
}

QTableWidgetItem *DlYearTable::checkItem(bool checked)
{
    auto *item = new QTableWidgetItem;
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    return item;
}

int DlYearTable::intAt(const QTableWidget *t, int row, int column, int role)
{
    const QTableWidgetItem *item = t->item(row, column);
    return item ? item->data(role).toInt() : 0;
}

bool DlYearTable::checkedAt(const QTableWidget *t, int row, int column)
{
    const QTableWidgetItem *item = t->item(row, column);
    return item && item->checkState() == Qt::Checked;
}

} // namespace kbz::dl
