// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "CardLibraryDialogBase.h"
#include "lethalcheckmate/LcCard.h"

#include <memory>

class QTableView;

namespace Ui {
class LcCardLibraryDialog;
}

namespace kbz::lc {

class LcCardEditor;
class LcCardLibraryModel;

// The table's Lethal Checkmate card library: the list of cards with Add / Edit / Duplicate /
// Delete, Import JSON… / Export JSON…, undo and redo of every change (Ctrl+Z, Ctrl+Shift+Z),
// then Save (one transaction, CardStore::replaceAll) or Cancel (asks first when there are
// unsaved changes). Nothing is written before Save. What every game's library dialog shares is
// in CardLibraryDialogBase.
//
// Keys: Insert adds, Enter or F2 edits, Ctrl+D duplicates, Delete deletes, Ctrl+I imports,
// Ctrl+E exports, Ctrl+S saves, Esc cancels.
class LcCardLibraryDialog final : public CardLibraryDialogBase
{
    Q_OBJECT

public:
    explicit LcCardLibraryDialog(Database &db, QWidget *parent = nullptr);
    ~LcCardLibraryDialog() override;
    Q_DISABLE_COPY_MOVE(LcCardLibraryDialog)

    LcCardLibraryModel *model() const { return m_model; }
    QTableView *view() const;
    int currentRow() const;
    QString statusText() const;

public Q_SLOTS:
    void addCard() override;
    void editCard();
    void duplicateCard() override;
    void deleteCard();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

    int cardCount() const override;
    // "The library needs at least one card." when it is empty.
    QString problem() const override;
    QString importTitle() const override;
    QString exportTitle() const override;
    QString exportFileName() const override;
    QByteArray cardFileData() const override;
    std::optional<Merge> mergeCardFile(const QByteArray &text, const QString &undoText,
                                       QString *why) override;
    bool saveLibrary(CardStore &store, DbError *error) const override;
    void updateActions() override;

private:
    void load();
    LcCardEditor *openEditor(const LcCard &card, const QStringList &takenIds);
    void select(int row);
    void retranslateUi();

    std::unique_ptr<Ui::LcCardLibraryDialog> m_ui;
    LcCardLibraryModel *m_model = nullptr;
    QAction *m_edit = nullptr;
    QAction *m_delete = nullptr;
};

} // namespace kbz::lc
