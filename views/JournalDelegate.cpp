// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "JournalDelegate.h"

#include "core/JournalModel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QStyle>

namespace kbz {

JournalDelegate::JournalDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{}

QSize JournalDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // As high as the text wrapped at the width of the view's viewport.
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (const auto *view = qobject_cast<const QAbstractItemView *>(opt.widget))
        opt.rect.setWidth(view->viewport()->width());
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    QSize size = style->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), opt.widget);
    size.setWidth(qMin(size.width(), opt.rect.width()));
    return size;
}

void JournalDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->features |= QStyleOptionViewItem::WrapText;
    if (index.data(JournalModel::HasFindingsRole).toBool()) {
        const QStyle *style = option->widget ? option->widget->style() : QApplication::style();
        option->icon = style->standardIcon(index.data(JournalModel::HasWarningsRole).toBool()
                                               ? QStyle::SP_MessageBoxWarning
                                               : QStyle::SP_MessageBoxInformation);
        option->features |= QStyleOptionViewItem::HasDecoration;
    }
    if (index.data(JournalModel::UndoneRole).toBool()) {
        option->font.setItalic(true);
        option->palette.setBrush(QPalette::Text,
                                 option->palette.brush(QPalette::Disabled, QPalette::Text));
        option->palette.setBrush(
            QPalette::HighlightedText,
            option->palette.brush(QPalette::Disabled, QPalette::HighlightedText));
    }
}

} // namespace kbz
