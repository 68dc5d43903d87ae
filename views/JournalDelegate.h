// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QStyledItemDelegate>

namespace kbz {

// Draws a JournalModel row: a warning or info marker for steps the validators commented on,
// and undone (redo-able) steps in italic, greyed out. A long line wraps at the view's width
// (issue 29: the journal scrolled sideways or cut its lines).
class JournalDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit JournalDelegate(QObject *parent = nullptr);
    Q_DISABLE_COPY_MOVE(JournalDelegate)

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace kbz
