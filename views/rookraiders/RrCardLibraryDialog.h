#pragma once

#include "CardLibraryDialogBase.h"
#include "rookraiders/RrCard.h"

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

namespace kbz::rr {

class RrRangeEditor;

// The table's Rook & Raiders card library (units and monsters) in the database: a list of cards
// and an editor for the selected one (name EN/JA, type, ★ and its level-up card, HP, MOVE,
// range with RrRangeEditor, skill kind and numbers, defence, damage, targeting, threat and
// colour; every figure may stay unknown). Add, duplicate, remove, import and export JSON, undo
// and redo; nothing reaches the database before Save.
//
// Every change in the editor is an undo step at once (typing into one field merges into one
// step); Enter goes to the next field. Keys: Insert adds, Ctrl+D duplicates, Delete (in the
// list) removes, Ctrl+I imports, Ctrl+E exports, Ctrl+Z / Ctrl+Shift+Z undo and redo, Ctrl+S
// saves, Esc cancels (asks first when there are unsaved changes). What every game's library
// dialog shares is in CardLibraryDialogBase.
class RrCardLibraryDialog final : public CardLibraryDialogBase
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
    QString statusText() const;
    // Why the library cannot be saved as it is (a card without a name, an unknown level-up
    // card...); empty when it can.
    QString problem() const override;

public Q_SLOTS:
    void addCard() override;
    void duplicateCard() override;
    void removeCard();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

    int cardCount() const override;
    // "Not saved: <problem>".
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
    void retranslateUi();
    QString cardLabel(const RrCard &card) const;
    QStringList ids() const;

    QList<RrCard> m_cards;
    bool m_filling = false; // the editor is being filled: its signals are not edits

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
    QAction *m_remove = nullptr;
};

} // namespace kbz::rr
