// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "CardLibraryDialogOf.h"
#include "lightwars/LwCard.h"
#include "lightwars/LwCardLibraryStore.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QPlainTextEdit;
class QSpinBox;

namespace kbz::lw {

class LwMapEditor;

// The Light Wars types and store of CardLibraryDialogOf.
struct LwLibraryTraits
{
    using Card = LwCard;
    using Library = LwCardLibrary;
    static std::optional<LwCardLibrary> load(CardStore &store, DbError *error)
    {
        return loadCardLibrary(store, error);
    }
    static std::optional<LwCardLibrary> parse(const QByteArray &text, QString *why)
    {
        return parseCardFile(text, why);
    }
};

// The table's Light Wars library (units and tactics tiles) in the database: a list and an
// editor for the selected card: id, name EN/JA, type, king, cost, attack and MOVE (each may stay
// unknown, shown "?"), the skills (Shoot and Pike as check boxes, others as free text), and a
// tactics tile's text EN/JA. Add, duplicate, remove, import and export JSON, undo and redo;
// nothing reaches the database before Save (CardLibraryDialogBase, CardLibraryDialogOf).
//
// Every change in the editor is an undo step at once (typing into one field merges into one
// step); Enter goes to the next field. Keys: Insert adds, Ctrl+D duplicates, Delete (in the
// list) removes, Ctrl+I imports, Ctrl+E exports, Ctrl+Z / Ctrl+Shift+Z undo and redo, Ctrl+S
// saves, Esc cancels (asks first when there are unsaved changes).
//
// Wiring: `auto *d = new LwLibraryDialog(db, parent); d->setAttribute(Qt::WA_DeleteOnClose);
// d->open();` — saved(int) is emitted after Save.
class LwLibraryDialog final : public CardLibraryDialogOf<LwLibraryTraits>
{
    Q_OBJECT

public:
    explicit LwLibraryDialog(Database &db, QWidget *parent = nullptr);
    ~LwLibraryDialog() override;
    Q_DISABLE_COPY_MOVE(LwLibraryDialog)

    QString problem() const override;

public Q_SLOTS:
    void addCard() override;

protected:
    QString importTitle() const override;
    QString exportTitle() const override;
    QString exportFileName() const override;
    Texts texts() const override;
    // LwText::cardName().
    QString cardLabel(const LwCard &card) const override;
    QString listText(const LwCard &card) const override;
    void fillEditor() override;
    void retranslateUi() override;

private:
    void buildUi();
    void updateTypeRows();

    QLabel *m_intro = nullptr;
    QFormLayout *m_form = nullptr;
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
    LwMapEditor *m_mapEditor = nullptr; // the map card's board (issue 18)
};

} // namespace kbz::lw
