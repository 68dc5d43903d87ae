#pragma once

#include "lethalcheckmate/LcCard.h"

#include <QDialog>
#include <memory>

class QAction;
class QTableView;
class QUndoStack;

namespace Ui {
class LcCardLibraryDialog;
}

namespace kbz {
class Database;
}

namespace kbz::lc {

class LcCardEditor;
class LcCardLibraryModel;

// The table's Lethal Checkmate card library: the list of cards with Add / Edit / Duplicate /
// Delete, Import JSON… / Export JSON…, undo and redo of every change (Ctrl+Z, Ctrl+Shift+Z),
// then Save (one transaction, CardStore::replaceAll) or Cancel (asks first when there are
// unsaved changes). Nothing is written before Save.
//
// Keys: Insert adds, Enter or F2 edits, Ctrl+D duplicates, Delete deletes, Ctrl+I imports,
// Ctrl+E exports, Ctrl+S saves, Esc cancels.
class LcCardLibraryDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit LcCardLibraryDialog(Database &db, QWidget *parent = nullptr);
    ~LcCardLibraryDialog() override;
    Q_DISABLE_COPY_MOVE(LcCardLibraryDialog)

    LcCardLibraryModel *model() const { return m_model; }
    QTableView *view() const;
    QUndoStack *undoStack() const { return m_undo; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }
    bool isModified() const;
    // False when the stored library could not be read (then nothing can be saved).
    bool isLoaded() const { return m_loaded; }
    int currentRow() const;
    QString statusText() const;
    // "1 card", "3 cards", in the UI language.
    static QString cardCountText(int n);

public Q_SLOTS:
    void addCard();
    void editCard();
    void duplicateCard();
    void deleteCard();
    void importCards(); // asks for a file (FileDialogs), then importFile()
    void exportCards(); // asks for a file (FileDialogs), then exportFile()
    // Reads and checks the whole file; on any error nothing changes and a message says which
    // card is wrong. The file's cards are merged in: same id = replaced, new id = appended.
    bool importFile(const QString &path);
    bool exportFile(const QString &path);
    // Writes the library to the database; false (and a message) when it could not.
    bool save();
    void reject() override;

Q_SIGNALS:
    void saved(int cardCount);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void load();
    void createActions();
    LcCardEditor *openEditor(const LcCard &card, const QStringList &takenIds);
    void select(int row);
    void setStatus(const QString &text);
    void updateActions();
    void retranslateUi();
    QString startDir() const;

    std::unique_ptr<Ui::LcCardLibraryDialog> m_ui;
    Database &m_db;
    LcCardLibraryModel *m_model = nullptr;
    QUndoStack *m_undo = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_add = nullptr;
    QAction *m_edit = nullptr;
    QAction *m_duplicate = nullptr;
    QAction *m_delete = nullptr;
    QAction *m_import = nullptr;
    QAction *m_export = nullptr;
    QAction *m_save = nullptr;
    QString m_message; // the last action's result, shown under the list
    bool m_loaded = false;
};

} // namespace kbz::lc
