#pragma once

#include "rookraiders/RrCard.h"

#include <QDialog>
#include <functional>

class QAction;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QToolButton;
class QUndoStack;

namespace kbz {
class Database;
}

namespace kbz::rr {

class RrRangeEditor;

// The table's Rook & Raiders card library (units and monsters) in the database: a list of cards
// and an editor for the selected one (name EN/JA, type, ★ and its level-up card, HP, MOVE,
// range with RrRangeEditor, skill kind and numbers, defence, damage, targeting, threat and
// colour; every figure may stay unknown). Add, duplicate, remove, import and export JSON, undo
// and redo; nothing reaches the database before Save.
//
// Every change in the editor is an undo step at once (typing into one field merges into one
// step); Enter goes to the next field. Keys: Insert adds, Ctrl+D duplicates, Delete (in the list)
// removes, Ctrl+I imports, Ctrl+E exports, Ctrl+Z / Ctrl+Shift+Z undo and redo, Ctrl+S saves, Esc
// cancels (asks first when there are unsaved changes).
class RrCardLibraryDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit RrCardLibraryDialog(Database &db, QWidget *parent = nullptr);
    ~RrCardLibraryDialog() override;
    Q_DISABLE_COPY_MOVE(RrCardLibraryDialog)

    const QList<RrCard> &cards() const { return m_cards; }
    RrCardLibrary library() const { return RrCardLibrary(m_cards); }
    int currentRow() const;
    void setCurrentRow(int row);
    QListWidget *list() const { return m_list; }
    QUndoStack *undoStack() const { return m_undo; }
    bool isModified() const;
    // False when the stored library could not be read (then nothing can be saved).
    bool isLoaded() const { return m_loaded; }
    QString statusText() const;
    // Why the library cannot be saved as it is (a card without a name, an unknown level-up
    // card...); empty when it can.
    QString problem() const;

public Q_SLOTS:
    void addCard();
    void duplicateCard();
    void removeCard();
    void importCards(); // asks for a file (FileDialogs), then importFile()
    void exportCards(); // asks for a file (FileDialogs), then exportFile()
    // Reads and checks the whole file; on any error nothing changes and a message says which
    // card is wrong. The file's cards are merged in: same id = replaced, new id = appended.
    bool importFile(const QString &path);
    bool exportFile(const QString &path);
    // Writes the library to the database in one transaction; false (and a message) when it
    // could not.
    bool save();
    void reject() override;

Q_SIGNALS:
    void saved(int cardCount);

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    friend class RrLibraryCommand;

    void buildUi();
    void createActions();
    void load();
    // Shows `cards` with `row` selected (the undo commands call it).
    void showCards(const QList<RrCard> &cards, int row);
    // Records a change of the selected card as an undo step; `field` merges repeated changes
    // of one field into one step.
    void editCurrent(const QString &field, const std::function<void(RrCard &)> &change);
    void pushCards(const QList<RrCard> &cards, int row, const QString &text,
                   const QString &field = {});
    void fillList();
    void fillEditor();
    void updateTypeRows();
    void updateActions();
    void setStatus(const QString &text);
    void retranslateUi();
    QString cardLabel(const RrCard &card) const;
    QString startDir() const;
    QStringList ids() const;

    Database &m_db;
    QList<RrCard> m_cards;
    QUndoStack *m_undo = nullptr;
    bool m_loaded = false;
    bool m_filling = false; // the editor is being filled: its signals are not edits
    QString m_message;

    QListWidget *m_list = nullptr;
    QLabel *m_intro = nullptr;
    QFormLayout *m_form = nullptr;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_nameEn = nullptr;
    QLineEdit *m_nameJa = nullptr;
    QComboBox *m_type = nullptr;
    QCheckBox *m_levelUp = nullptr;
    QComboBox *m_upgrade = nullptr;
    QSpinBox *m_hp = nullptr;
    QSpinBox *m_move = nullptr;
    QCheckBox *m_rangeKnown = nullptr;
    RrRangeEditor *m_range = nullptr;
    QComboBox *m_skill = nullptr;
    QSpinBox *m_modifier = nullptr;
    QSpinBox *m_amount = nullptr;
    QSpinBox *m_times = nullptr;
    QSpinBox *m_defence = nullptr;
    QSpinBox *m_damage = nullptr;
    QComboBox *m_targeting = nullptr;
    QSpinBox *m_threat = nullptr;
    QComboBox *m_colour = nullptr;
    QPushButton *m_addButton = nullptr;
    QPushButton *m_duplicateButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    QPushButton *m_importButton = nullptr;
    QPushButton *m_exportButton = nullptr;
    QToolButton *m_undoButton = nullptr;
    QToolButton *m_redoButton = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QAction *m_add = nullptr;
    QAction *m_duplicate = nullptr;
    QAction *m_remove = nullptr;
    QAction *m_import = nullptr;
    QAction *m_export = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
};

} // namespace kbz::rr
