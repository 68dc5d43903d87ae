// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlTool.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace kbz::dl {

// Phase reveal: the round's combat card: fatigue, lightning, green crystal, the spell chosen
// from the list (spells()) or typed, the card's text. The tool says, for every player still
// fighting, whether early and late magic will happen with this card (party magic against the
// round number). Keyboard: a digit sets the fatigue, L toggles the lightning, C the crystal
// (outside the text field), Enter records.
class DlRevealTool final : public DlTool
{
    Q_OBJECT

public:
    explicit DlRevealTool(QWidget *parent = nullptr);
    ~DlRevealTool() override;
    Q_DISABLE_COPY_MOVE(DlRevealTool)

    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;

    // The round the card is revealed for (1..4).
    int roundToReveal() const;
    // What the tool says about the magic steps of every player still fighting (plain text).
    QString magicText() const;
    // Puts the focus on the fatigue.
    void focusEntry();

    // The parts (tests).
    QSpinBox *fatigueSpin() const { return m_fatigue; }
    QCheckBox *lightningCheck() const { return m_lightning; }
    QCheckBox *crystalCheck() const { return m_crystal; }
    QComboBox *spellCombo() const { return m_spell; }
    QLineEdit *textEdit() const { return m_text; }
    QLabel *magicLabel() const { return m_magic; }
    // The end of the row the card was taken from ("from"): prefilled with the side with fewer
    // crystals, the one the rule names (dl.combat-card.reveal).
    QComboBox *fromCombo() const { return m_from; }

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Handles the tool's keys (digits, L, C, Enter); true when it took the key.
    bool handleKey(QKeyEvent *event);
    void fillSpells();
    void updateMagic();
    void retranslateUi();

    QLabel *m_title = nullptr;
    QLabel *m_explain = nullptr;
    QLabel *m_fatigueLabel = nullptr;
    QSpinBox *m_fatigue = nullptr;
    QCheckBox *m_lightning = nullptr;
    QCheckBox *m_crystal = nullptr;
    QLabel *m_spellLabel = nullptr;
    QComboBox *m_spell = nullptr;
    QLabel *m_textLabel = nullptr;
    QLineEdit *m_text = nullptr;
    QLabel *m_fromLabel = nullptr;
    QComboBox *m_from = nullptr;
    QLabel *m_magic = nullptr;
    QPushButton *m_record = nullptr;
    QString m_magicText;
    QString m_filledKey; // the round the fields were reset for
};

} // namespace kbz::dl
