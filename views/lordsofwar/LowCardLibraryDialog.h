// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "CardLibraryDialogOf.h"
#include "lordsofwar/LowCard.h"
#include "lordsofwar/LowCardLibraryStore.h"

class QComboBox;
class QFormLayout;
class QSpinBox;

namespace kbz::low {

class LowCardArrowsEditor;
class LowCardTargetEditor;
class LowCardPreview;

// The Lords of War types and store of CardLibraryDialogOf.
struct LowLibraryTraits
{
    using Card = LowCard;
    using Library = LowCardLibrary;
    static std::optional<LowCardLibrary> load(CardStore &store, DbError *error)
    {
        return loadCardLibrary(store, error);
    }
    static std::optional<LowCardLibrary> parse(const QByteArray &text, QString *why)
    {
        return parseCardFile(text, why);
    }
};

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
// CardLibraryDialogBase and CardLibraryDialogOf.
class LowCardLibraryDialog final : public CardLibraryDialogOf<LowLibraryTraits>
{
    Q_OBJECT

public:
    explicit LowCardLibraryDialog(Database &db, QWidget *parent = nullptr);
    ~LowCardLibraryDialog() override;
    Q_DISABLE_COPY_MOVE(LowCardLibraryDialog)

    int rowOf(const QString &id) const;
    QComboBox *armyFilter() const { return m_filter; }
    LowCardArrowsEditor *arrowsEditor() const { return m_arrows; }
    LowCardTargetEditor *targetEditor() const { return m_targets; }
    // The core decks' deviations from the composition, one line each (empty when none).
    QString notesText() const;
    // Why the library cannot be saved as it is (a card without a name or army, a ranged damage
    // without a target...); empty when it can.
    QString problem() const override;

public Q_SLOTS:
    void addCard() override;

protected:
    QString importTitle() const override;
    QString exportTitle() const override;
    QString exportFileName() const override;
    Texts texts() const override;
    QString listText(const LowCard &card) const override;
    // Also the army filter and the notes.
    void showCards(const QList<LowCard> &cards, int row) override;
    void fillEditor() override;
    void retranslateUi() override;

private:
    void buildUi();
    void fillFilter();
    void applyFilter();
    void updateNotes();

    QLabel *m_intro = nullptr;
    QComboBox *m_filter = nullptr;
    QFormLayout *m_form = nullptr;
    QComboBox *m_army = nullptr;
    QComboBox *m_rank = nullptr;
    QComboBox *m_class = nullptr;
    QSpinBox *m_defence = nullptr;
    LowCardArrowsEditor *m_arrows = nullptr;
    QSpinBox *m_rangedDamage = nullptr;
    LowCardTargetEditor *m_targets = nullptr;
    QSpinBox *m_copies = nullptr;
    LowCardPreview *m_preview = nullptr;
    QLabel *m_notes = nullptr;
};

} // namespace kbz::low
