#pragma once

#include "CardLibraryDialogBase.h"
#include "lightwars/LwCard.h"

#include <functional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace kbz::lw {

// The table's Light Wars library (units and tactics tiles) in the database: a list and an
// editor for the selected card: id, name EN/JA, type, king, cost, attack and MOVE (each may stay
// unknown, shown "?"), the skills (Shoot and Pike as check boxes, others as free text), and a
// tactics tile's text EN/JA. Add, duplicate, remove, import and export JSON, undo and redo;
// nothing reaches the database before Save (CardLibraryDialogBase).
//
// Every change in the editor is an undo step at once (typing into one field merges into one
// step); Enter goes to the next field. Keys: Insert adds, Ctrl+D duplicates, Delete (in the
// list) removes, Ctrl+I imports, Ctrl+E exports, Ctrl+Z / Ctrl+Shift+Z undo and redo, Ctrl+S
// saves, Esc cancels (asks first when there are unsaved changes).
//
// Wiring: `auto *d = new LwLibraryDialog(db, parent); d->setAttribute(Qt::WA_DeleteOnClose);
// d->open();` — saved(int) is emitted after Save.
class LwLibraryDialog final : public CardLibraryDialogBase
{
    Q_OBJECT

public:
    explicit LwLibraryDialog(Database &db, QWidget *parent = nullptr);
    ~LwLibraryDialog() override;
    Q_DISABLE_COPY_MOVE(LwLibraryDialog)

    const QList<LwCard> &cards() const { return m_cards; }
    LwCardLibrary library() const { return LwCardLibrary(m_cards); }
    int currentRow() const;
    void setCurrentRow(int row);
    QListWidget *list() const { return m_list; }
    QString statusText() const;
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
    friend class LwLibraryCommand;

    void buildUi();
    void load();
    void showCards(const QList<LwCard> &cards, int row);
    void editCurrent(const QString &field, const std::function<void(LwCard &)> &change);
    void pushCards(const QList<LwCard> &cards, int row, const QString &text,
                   const QString &field = {});
    void fillList();
    void fillEditor();
    void updateTypeRows();
    void retranslateUi();
    QStringList ids() const;

    QList<LwCard> m_cards;
    bool m_filling = false;

    QListWidget *m_list = nullptr;
    QLabel *m_intro = nullptr;
    QFormLayout *m_form = nullptr;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_nameEn = nullptr;
    QLineEdit *m_nameJa = nullptr;
    QComboBox *m_type = nullptr;
    QCheckBox *m_king = nullptr;
    QSpinBox *m_cost = nullptr;
    QSpinBox *m_attack = nullptr;
    QSpinBox *m_move = nullptr;
    QCheckBox *m_shoot = nullptr;
    QCheckBox *m_pike = nullptr;
    QLineEdit *m_otherSkills = nullptr;
    QPlainTextEdit *m_textEn = nullptr;
    QPlainTextEdit *m_textJa = nullptr;
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

} // namespace kbz::lw
