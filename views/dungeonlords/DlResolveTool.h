// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlTool.h"
#include "dungeonlords/DlRules.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace kbz {
class ElidedLabel;
class ElidedText;
} // namespace kbz

namespace kbz::dl {

class DlFightChecklist;
class DlHitsEditor;

// Phase resolve: the checklist of the seat resolving now (checklist()): the six steps with done
// / next / skipped and why, and the entry for the next one (or for another step the user
// chooses, marked as against the rules): the trap's effect, the spell's
// effect (hits, heals, monsters kept from attacking), one monster's attack at a time with its
// text's options and targets and the proposed damage (proposeAttack), editable per adventurer,
// the healing and the conquest with the fatigue spill-over shown before it is recorded.
// Keyboard: Enter records the prepared step, 1-9 pick the monster that attacks next, Alt+1-9
// its option; the next step of the checklist follows after each recorded step (sync).
class DlResolveTool final : public DlTool
{
    Q_OBJECT

public:
    explicit DlResolveTool(QWidget *parent = nullptr);
    ~DlResolveTool() override;
    Q_DISABLE_COPY_MOVE(DlResolveTool)

    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;

    // The seat resolving now (DlState::resolving), or -1.
    int seat() const;
    // The step the entry prepares (the checklist's next step unless the user chose another),
    // if any.
    std::optional<FightStep> entryStep() const { return m_step; }
    // Prepares `step` instead of the checklist's next one (a step out of the rules' order is
    // offered, marked, and warned before recording: the table is the truth).
    void chooseStep(FightStep step);
    // Puts the focus on the entry's first field.
    void focusEntry();

    // The parts (tests).
    QLabel *checklistLine(int step) const;
    // The step chooser: the six steps, the checklist's next one unmarked.
    QComboBox *stepCombo() const { return m_stepChoice; }
    QLabel *noteLabel() const { return m_note; }
    QListWidget *attackerList() const { return m_attackers; }
    QList<QRadioButton *> optionButtons() const { return m_options; }
    QList<QComboBox *> targetCombos() const { return m_targets; }
    QComboBox *dartTargetCombo() const { return m_dartTarget; }
    QListWidget *cancelList() const { return m_cancel; }
    // The spell's amount from the card (shown for a spell that has one: healing, damage).
    QLineEdit *spellAmountEdit() const { return m_amount; }
    QCheckBox *conqueredBox() const { return m_conquered; }
    // The damage (or healing) editor's spin box for a party member.
    QSpinBox *damageSpin(int adventurer) const;
    QSpinBox *healSpin(int adventurer) const;
    // The damage editor's "after" text for a party member ("4/4 defeated").
    QString damageAfterText(int adventurer) const;
    // The monster chosen to attack next (its index), or -1.
    int chosenMonster() const;
    QString chosenOption() const;

Q_SIGNALS:
    // A rule id was clicked in the checklist.
    void ruleRequested(const QString &ruleId);

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The item data role of the lists' indices (monsters, targets).
    static constexpr int kIndexRole = Qt::UserRole + 1;
    // On a monster line: whether its text lets it attack now (the others stay choosable, marked
    // with the reason, and are warned before recording: issue 13).
    static constexpr int kAbleRole = Qt::UserRole + 2;
    // On a monster line: whether it was committed to this fight (the others are offered too,
    // marked: the table may have one attack anyway).
    static constexpr int kCommittedRole = Qt::UserRole + 3;

    void refill();
    // The step chooser's lines, marked by the checklist (DlResolveToolText.cpp).
    void fillSteps();
    void declareKeys();
    void propose();
    void entryChanged();
    QList<int> cancelledChosen() const;
    // What the rules propose for the conquest box: conquered unless the conquest is skipped or
    // nobody is left standing after the damage entered (dl.step.conquest, dl.end.conditions).
    bool conquestProposed() const;
    bool partyStandsAfterDamage() const;
    // The spell's amount entered, or -1 when the field is empty (or not shown).
    int spellAmount() const;
    // Whether this magic step asks for the spell's amount, and whether it cannot be recorded
    // without it (a healing spell on a hurt party, a damage spell, with nothing entered below).
    bool asksSpellAmount() const;
    bool needsSpellAmount() const;
    bool handleKey(const QKeyEvent *event);
    // DlResolveToolMonsters.cpp: the monster step's options and targets, the keyboard's picks
    // (with chosenMonster() and chosenOption()).
    void fillMonster();
    void fillOptions();
    void fillTargets();
    QList<int> chosenTargets() const;
    bool pickMonster(int row);
    bool pickOption(int row);
    // DlResolveToolText.cpp: the texts in the UI language and the note under the step.
    void retranslateUi();
    void updateNote();
    void updateOptionTexts();
    // A target chooser's line: the adventurer, and why the monster's text does not let it be
    // chosen when it does not (the line stays choosable: the table is the truth).
    QString targetText(const QList<DlAdventurer> &party, int i, MonsterKind kind, Lang lang) const;

    ElidedLabel *m_title = nullptr;
    DlFightChecklist *m_checklist = nullptr;
    QLabel *m_entryTitle = nullptr;
    QComboBox *m_stepChoice = nullptr;
    QLabel *m_note = nullptr;
    QWidget *m_trapPart = nullptr;
    QLabel *m_dartLabel = nullptr;
    QComboBox *m_dartTarget = nullptr;
    QWidget *m_magicPart = nullptr;
    QLabel *m_cancelLabel = nullptr;
    QListWidget *m_cancel = nullptr;
    QLabel *m_amountLabel = nullptr;
    QLineEdit *m_amount = nullptr;
    QWidget *m_monsterPart = nullptr;
    QLabel *m_attackersLabel = nullptr;
    QListWidget *m_attackers = nullptr;
    QLabel *m_optionsLabel = nullptr;
    QWidget *m_optionBox = nullptr;
    QButtonGroup *m_optionGroup = nullptr;
    QList<QRadioButton *> m_options;
    QWidget *m_targetBox = nullptr;
    QLabel *m_targetsLabel = nullptr;
    QList<QComboBox *> m_targets;
    QWidget *m_conquestPart = nullptr;
    QCheckBox *m_conquered = nullptr;
    DlHitsEditor *m_damage = nullptr;
    DlHitsEditor *m_heal = nullptr;
    ElidedText *m_keys = nullptr;
    QPushButton *m_record = nullptr;

    std::optional<FightStep> m_step;
    std::optional<FightStep> m_next;         // the checklist's next step
    QString m_key;                           // what the entry was filled for (state, seat, step)
    std::shared_ptr<const DlState> m_filled; // the state it was filled from
    QList<int> m_proposed;                   // the proposal's damage per party member
    QList<int> m_healProposed;               // the proposal's healing per party member
    TrapEffect m_trapEffect;
    AttackEffect m_attackEffect;
    int m_monster = -1;        // the monster whose options and targets are shown
    int m_targetsMonster = -1; // the monster the target choosers were made for
    // The conquest box was set by the user: it no longer follows the proposal.
    bool m_conqueredSet = false;
};

} // namespace kbz::dl
