// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "FindingsDelegate.h"

#include "core/FindingsModel.h"

#include <QApplication>
#include <QStyle>

namespace kbz {

FindingsDelegate::FindingsDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{}

void FindingsDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() != FindingsModel::RuleColumn)
        return;
    const QStyle *style = option->widget ? option->widget->style() : QApplication::style();
    const bool warning = index.data(FindingsModel::SeverityRole).toInt() == int(Severity::Warning);
    option->icon = style->standardIcon(warning ? QStyle::SP_MessageBoxWarning
                                               : QStyle::SP_MessageBoxInformation);
    option->features |= QStyleOptionViewItem::HasDecoration;
}

} // namespace kbz
