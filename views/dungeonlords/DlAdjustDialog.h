// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Step.h"
#include "dungeonlords/DlState.h"

#include <QDialog>
#include <QList>

class QDialogButtonBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace kbz::dl {

// A correction the table makes on one board ("adjust" step, dl.overview.corrections): damage
// (+) or healing (-) per adventurer with the result shown as it is typed, and changes of gold,
// food, imps, evil and unpaid taxes, with a note. OK is enabled once something is changed.
class DlAdjustDialog final : public QDialog
{
    Q_OBJECT

public:
    DlAdjustDialog(const DlState &state, int seat, QWidget *parent = nullptr);
    ~DlAdjustDialog() override;
    Q_DISABLE_COPY_MOVE(DlAdjustDialog)

    int seat() const { return m_seat; }
    // The "adjust" step the dialog holds now.
    Step step() const;
    bool hasChanges() const;

    // Fields, for tests.
    QSpinBox *damageBox(int partyIndex) const { return m_damage.value(partyIndex); }
    QSpinBox *goldBox() const { return m_gold; }
    QSpinBox *foodBox() const { return m_food; }
    QSpinBox *impsBox() const { return m_imps; }
    QSpinBox *evilBox() const { return m_evil; }
    QSpinBox *taxesBox() const { return m_taxes; }
    QLineEdit *noteEdit() const { return m_note; }
    QDialogButtonBox *buttons() const { return m_buttons; }
    // "Record the correction" (the box's accept button; its own text, which a language change
    // of the box would reset on a standard OK button).
    QPushButton *recordButton() const { return m_record; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateResults();
    void retranslateUi();

    int m_seat = 0;
    DlState m_state; // as the dialog was opened: the texts are made from it
    QList<DlAdventurer> m_party;
    QList<QSpinBox *> m_damage;
    QList<QLabel *> m_names;
    QList<QLabel *> m_results;
    QLabel *m_intro = nullptr;
    QGroupBox *m_partyBox = nullptr;
    QLabel *m_nobody = nullptr;
    QGroupBox *m_changesBox = nullptr;
    QFormLayout *m_form = nullptr;
    QFormLayout *m_noteRow = nullptr;
    QSpinBox *m_gold = nullptr;
    QSpinBox *m_food = nullptr;
    QSpinBox *m_imps = nullptr;
    QSpinBox *m_evil = nullptr;
    QSpinBox *m_taxes = nullptr;
    QLineEdit *m_note = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_record = nullptr;
};

} // namespace kbz::dl
