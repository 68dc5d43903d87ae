// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QList>
#include <QString>
#include <QTableWidget>

#include <functional>
#include <utility>

namespace kbz::dl {

// A table of DlYearTool's setup (tiles, party, prison, monsters): Tab leaves it (the arrows
// move between cells), typing edits a cell, Insert adds a row, Delete removes the current row,
// Ctrl+Up/Down moves it. A column can edit with a combo box over its choices (the item's
// Qt::UserRole holds the chosen value, its text the label) or a spin box with a range; other
// columns get the default editor. Every row is shown, and room for one more: the page
// scrolls, not the table.
class DlYearTable final : public QTableWidget
{
public:
    using Choices = std::function<QList<std::pair<int, QString>>()>;

    explicit DlYearTable(int columns, QWidget *parent = nullptr);

    // The column edits with a spin box over min..max.
    void setSpin(int column, int min, int max);
    // The column edits with a combo box over choices() (value, label).
    void setCombo(int column, Choices choices);

    void fitHeight();

    std::function<void()> onInsert;
    std::function<void()> onRemove;
    std::function<void(int)> onMove; // -1 up, +1 down

    // Items for the cells: a number, a choice (value + label), a check box.
    static QTableWidgetItem *numberItem(int value);
    static QTableWidgetItem *choiceItem(int value, const QString &label);
    static QTableWidgetItem *checkItem(bool checked);
    // A cell's value in role (0 for an empty cell), a cell's check state.
    static int intAt(const QTableWidget *t, int row, int column, int role = Qt::EditRole);
    static bool checkedAt(const QTableWidget *t, int row, int column);

protected:
    void showEvent(QShowEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    class CellDelegate;
    CellDelegate *m_delegate;
};

} // namespace kbz::dl
