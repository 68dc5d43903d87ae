#pragma once

#include "CardLibraryDialogBase.h"
#include "lordsofwar/LowCard.h"

#include <functional>

class QAction;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace kbz::low {

class LowCardArrowsEditor;
class LowCardTargetEditor;
class LowCardPreview;

// Cards ▸ Lords of War card library…: the table's card library in the database. On the left the
// cards, filtered by army; on the right an editor for every figure of the selected card: names
// (English, Japanese), id, army, rank, class, defence, the eight arrows (LowCardArrowsEditor: N
// on top, 0 = no arrow), ranged damage and target grid (LowCardTargetEditor: forward up), the
// copies in the army's core deck, and a preview of the card. Below, what the library's core
// decks deviate from the 36-card composition (low.deck.composition): notes, never a block (a
// printing with other numbers is the table's truth).
//
// Every change is an undo step at once (typing into one field merges into one step); Enter goes
// to the next field. Keys: Insert adds, Ctrl+D duplicates, Delete (in the list) removes, Ctrl+I
// imports, Ctrl+E exports, Ctrl+Z / Ctrl+Shift+Z undo and redo, Ctrl+S saves, Esc cancels
// (asks first when there are unsaved changes). What every game's library dialog shares is in
// CardLibraryDialogBase.
class LowCardLibraryDialog final : public CardLibraryDialogBase
{
    Q_OBJECT

public:
    explicit LowCardLibraryDialog(Database &db, QWidget *parent = nullptr);
    ~LowCardLibraryDialog() override;
    Q_DISABLE_COPY_MOVE(LowCardLibraryDialog)

    const QList<LowCard> &cards() const { return m_cards; }
    LowCardLibrary library() const { return LowCardLibrary(m_cards); }
    int currentRow() const;
    void setCurrentRow(int row);
    int rowOf(const QString &id) const;
    QListWidget *list() const { return m_list; }
    QComboBox *armyFilter() const { return m_filter; }
    LowCardArrowsEditor *arrowsEditor() const { return m_arrows; }
    LowCardTargetEditor *targetEditor() const { return m_targets; }
    QString statusText() const;
    // The core decks' deviations from the composition, one line each (empty when none).
    QString notesText() const;
    // Why the library cannot be saved as it is (a card without a name or army, a ranged damage
    // without a target...); empty when it can.
    QString problem() const override;

public Q_SLOTS:
    void addCard() override;
    void duplicateCard() override;
    void removeCard();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

    int cardCount() const override;
    QString notSavedText(const QString &problem) const override;
    QString importTitle() const override;
    QString exportTitle() const override;
    QString exportFileName() const override;
    QByteArray cardFileData() const override;
    std::optional<Merge> mergeCardFile(const QByteArray &text, const QString &undoText,
                                       QString *why) override;
    bool saveLibrary(CardStore &store, DbError *error) const override;
    void updateActions() override;

private:
    friend class LowLibraryCommand;

    void buildUi();
    void createActions();
    void load();
    void showCards(const QList<LowCard> &cards, int row);
    void editCurrent(const QString &field, const std::function<void(LowCard &)> &change);
    void pushCards(const QList<LowCard> &cards, int row, const QString &text,
                   const QString &field = {});
    void fillList();
    void fillFilter();
    void applyFilter();
    void fillEditor();
    void updateNotes();
    void retranslateUi();
    QString cardLabel(const LowCard &card) const;
    QStringList ids() const;

    QList<LowCard> m_cards;
    bool m_filling = false;

    QLabel *m_intro = nullptr;
    QComboBox *m_filter = nullptr;
    QListWidget *m_list = nullptr;
    QFormLayout *m_form = nullptr;
    QLineEdit *m_nameEn = nullptr;
    QLineEdit *m_nameJa = nullptr;
    QLineEdit *m_id = nullptr;
    QComboBox *m_army = nullptr;
    QComboBox *m_rank = nullptr;
    QComboBox *m_class = nullptr;
    QSpinBox *m_defence = nullptr;
    LowCardArrowsEditor *m_arrows = nullptr;
    QSpinBox *m_rangedDamage = nullptr;
    LowCardTargetEditor *m_targets = nullptr;
    QSpinBox *m_copies = nullptr;
    LowCardPreview *m_preview = nullptr;
    QPushButton *m_addButton = nullptr;
    QPushButton *m_duplicateButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    QPushButton *m_importButton = nullptr;
    QPushButton *m_exportButton = nullptr;
    QToolButton *m_undoButton = nullptr;
    QToolButton *m_redoButton = nullptr;
    QLabel *m_notes = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QAction *m_remove = nullptr;
};

} // namespace kbz::low
