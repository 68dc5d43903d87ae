// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "CardLibraryDialogOf.h"
#include "rookraiders/RrCard.h"
#include "rookraiders/RrCardLibraryStore.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;

namespace kbz::rr {

class RrRangeEditor;

// The Rook & Raiders types and store of CardLibraryDialogOf.
struct RrLibraryTraits
{
    using Card = RrCard;
    using Library = RrCardLibrary;
    static std::optional<RrCardLibrary> load(CardStore &store, DbError *error)
    {
        return loadCardLibrary(store, error);
    }
    static std::optional<RrCardLibrary> parse(const QByteArray &text, QString *why)
    {
        return parseCardFile(text, why);
    }
};

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
// dialog shares is in CardLibraryDialogBase and CardLibraryDialogOf.
class RrCardLibraryDialog final : public CardLibraryDialogOf<RrLibraryTraits>
{
    Q_OBJECT

public:
    explicit RrCardLibraryDialog(Database &db, QWidget *parent = nullptr);
    ~RrCardLibraryDialog() override;
    Q_DISABLE_COPY_MOVE(RrCardLibraryDialog)

    // Why the library cannot be saved as it is (a card without a name, an unknown level-up
    // card...); empty when it can.
    QString problem() const override;

public Q_SLOTS:
    void addCard() override;

protected:
    QString importTitle() const override;
    QString exportTitle() const override;
    QString exportFileName() const override;
    Texts texts() const override;
    QString listText(const RrCard &card) const override;
    void fillEditor() override;
    void retranslateUi() override;
    // The level-up cards that named the old id follow.
    void idChanged(QList<RrCard> &cards, int row, const QString &old) const override;

private:
    void buildUi();
    void updateTypeRows();

    QLabel *m_intro = nullptr;
    QFormLayout *m_form = nullptr;
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
};

} // namespace kbz::rr
