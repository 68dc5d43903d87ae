// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QStyledItemDelegate>

namespace kbz {

// Draws the severity marker (warning / info) in the rule column of a FindingsModel.
class FindingsDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit FindingsDelegate(QObject *parent = nullptr);
    Q_DISABLE_COPY_MOVE(FindingsDelegate)

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace kbz
