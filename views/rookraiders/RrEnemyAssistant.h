// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "RrBoardView.h"
#include "core/Finding.h"
#include "core/Step.h"
#include "rookraiders/RrRules.h"

#include <QPair>
#include <QPointer>
#include <QWidget>
#include <optional>
#include <utility>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace kbz {
class Session;
}

namespace kbz::rr {

// The enemy-phase assistant: for every board still playing, the monsters in action order
// (column by column from the right, top first) with what Kibitzer proposes each does (attack
// whom for how much and who faints, or move where: jumping, stopped by a unit, into the castle;
// the bonus move after a faint). The next monster is current: Enter confirms the proposal
// (monster-act {at}); "Correct" (Alt+O) opens a form for what happened instead (action, destination
// or targets chosen on the board, damage, bonus move). Figures the proposal needs but the table has
// not entered are named, with a button that asks for them (figuresRequested).
class RrEnemyAssistant final : public QWidget
{
    Q_OBJECT

public:
    explicit RrEnemyAssistant(QWidget *parent = nullptr);
    ~RrEnemyAssistant() override;
    Q_DISABLE_COPY_MOVE(RrEnemyAssistant)

    void setSession(Session *session);
    void sync(); // after every change of the session's state

    // The board (seat) of the monster to act now, -1 when no monster is left to act.
    int currentSeat() const;
    // What the board of currentSeat() should draw.
    std::optional<RrBoardView::Proposal> currentProposal() const;
    // The engine's proposal for the monster to act now.
    std::optional<rules::MonsterProposal> currentMonster() const;

    // While correcting: squares on currentSeat()'s board, as RrStepEntry.
    QList<Square> offeredSquares() const;
    QList<Square> chosenSquares() const;
    bool wantsSquare() const;
    void chooseSquare(Square square);

    // The table moved another monster than the one proposed (issue "Never block"): the monster
    // on `square` of board `seat` acts now, with its own proposal; the preview warns when the
    // rules name another. False (nothing changes) when no monster to act stands there or a
    // correction is under way.
    bool chooseMonster(int seat, Square square);
    // The monsters of board `seat` that may be chosen instead of the current one, each with the
    // rule choosing it breaks (empty for the next of another board, a legal choice); while an
    // attack is corrected, the other monsters of its board as its targets (against the rules).
    QList<QPair<Square, QString>> otherMonsters(int seat) const;

    bool isCorrecting() const;
    void setCorrecting(bool correcting);
    // The correction's action: "attack", "move" or "stay".
    void setCorrectionAction(const QString &action);
    // The step: the confirmation, or the correction as entered.
    std::optional<Step> step(QString *missing = nullptr) const;
    QString previewText() const;
    // The proposals as shown (one line per monster, the current one marked), for tests.
    QString listText() const;
    QPushButton *confirmButton() const { return m_confirm; }
    QPushButton *correctButton() const { return m_correct; }
    QPushButton *figuresButton() const { return m_figures; }
    QCheckBox *castleBox() const { return m_castle; }
    QSpinBox *damageBox() const { return m_damage; }
    QComboBox *bonusBox() const { return m_bonus; }

Q_SIGNALS:
    void changed();
    void recordRequested(const kbz::Step &step);
    void previewChanged(const QList<kbz::Finding> &findings);
    // The proposal needs figures of `cardId` the table has not entered (codes as
    // MonsterProposal::missing).
    void figuresRequested(const QString &cardId, const QStringList &missing);

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    std::shared_ptr<const RrState> rrState() const;
    QString sentence(const RrState &s, int seat, const rules::MonsterProposal &m,
                     int *bluesInCastle) const;
    void retranslateUi();
    void render();
    void resetCorrection();
    void fillBonus();
    void updatePreview();
    void confirm();
    QString action() const;

    QPointer<Session> m_session;
    QList<rules::BoardProposal> m_proposals;
    int m_seat = -1;
    int m_uid = 0; // the current monster: a new one resets the correction
    std::optional<std::pair<int, int>> m_pick; // seat and uid of a monster chosen out of order
    // The correction.
    bool m_correcting = false;
    std::optional<Square> m_destination;
    QList<Square> m_targets;

    QLabel *m_title = nullptr;
    QLabel *m_current = nullptr;
    QLabel *m_list = nullptr;
    QLabel *m_missing = nullptr;
    QPushButton *m_figures = nullptr;
    QGroupBox *m_form = nullptr;
    QRadioButton *m_attack = nullptr;
    QRadioButton *m_move = nullptr;
    QRadioButton *m_stay = nullptr;
    QLabel *m_pickHint = nullptr;
    QCheckBox *m_castle = nullptr;
    QLabel *m_damageLabel = nullptr;
    QSpinBox *m_damage = nullptr;
    QLabel *m_bonusLabel = nullptr;
    QComboBox *m_bonus = nullptr;
    QLabel *m_preview = nullptr;
    QPushButton *m_confirm = nullptr;
    QPushButton *m_correct = nullptr;
};

} // namespace kbz::rr
