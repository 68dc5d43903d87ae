// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Finding.h"
#include "core/Step.h"
#include "rookraiders/RrState.h"

#include <QPair>
#include <QPointer>
#include <QWidget>
#include <functional>
#include <memory>
#include <optional>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace kbz {
class Session;
}

namespace kbz::rr {

class RrAttackCalculator;

// Keyboard-first entry of the players' own steps in Rook & Raiders: a button per step kind
// (Alt+letter), who acts, the card, the squares (chosen on the acting player's board: the unit
// that acts first, then its destination or targets), and the fields of the kind: the attack
// calculator (2d6 + modifier against the defence, dice typed or rolled by the app, willpower,
// Bard's bonus, the damage that results and whether the target is defeated), fixed damage and
// healing split over targets, full move, level-up card, the command picked, medals, gold. The
// step is checked live (warnings with their rule ids); Enter records. While Advance, Ambush or
// Rest is carried out, the entry opens on the player whose turn it is, the unit and its step
// with its target proposed (RrStepProposal.cpp, rules::proposeTurn); any field overrides it.
//
// Kinds: setup-unit, recruit, move-unit, attack, fixed-damage, heal, bard, place-marker,
// remove-marker, level-up, pick-command, deal-commands, auto-command, command-done, take-medal,
// gain-gold, declare-victory, player-defeated. (monster-act, summon, support, end-round and
// set-figures have their own widgets.)
class RrStepEntry final : public QWidget
{
    Q_OBJECT

public:
    explicit RrStepEntry(QWidget *parent = nullptr);
    ~RrStepEntry() override;
    Q_DISABLE_COPY_MOVE(RrStepEntry)

    // The session whose state the step is prepared for (not owned). sync() after every change
    // of the session's state: the entry follows the engine's guidance (expected kind and actor)
    // unless the user chose otherwise since the last step.
    void setSession(Session *session);
    void sync();
    // Random numbers for "Roll" (tests inject a fixed sequence); default QRandomGenerator.
    void setDiceSource(std::function<int()> d6);

    QString kind() const;
    void setKind(const QString &kind);
    int actor() const;
    void setActor(int seat);

    // Squares on the actor's board: what the board should offer now, what is already chosen,
    // whether the entry waits for one; chooseSquare() takes the board's answer.
    QList<Square> offeredSquares() const;
    QList<Square> chosenSquares() const;
    // Squares the table may choose against the rules (an ally as a target, a monster healed, a
    // hit more than the card gives), each with the rule it breaks: the board draws them marked
    // and takes a click (or Space) on them, and the preview warns before recording.
    QList<QPair<Square, QString>> markedSquares() const;
    bool wantsSquare() const;
    // Healing or fixed damage that can be recorded as it is: more targets may be added (Space
    // on the board), and Enter records (issue 29).
    bool enterRecords() const;
    void chooseSquare(Square square);
    void clearSquares();

    // The step as entered, or std::nullopt and *missing = what is still missing.
    std::optional<Step> step(QString *missing = nullptr) const;
    QString previewText() const; // the preview's plain text (tests)
    QPushButton *recordButton() const { return m_record; }
    // After the end of the game nothing more is entered (undo reopens it).
    void setGameOver(bool over);

    static QStringList kinds();

Q_SIGNALS:
    void changed();
    // A proposal was made: the acting board's cursor starts on `square` (the unit that moves,
    // or the proposed target).
    void cursorProposed(kbz::rr::Square square);
    // Record this step (the game page confirms warnings and commits it).
    void recordRequested(const kbz::Step &step);
    void previewChanged(const QList<kbz::Finding> &findings);

public:
    // Whether the user chose the kind / the actor since the last recorded step (the guidance
    // does not override them then).
    bool userChoseKind() const { return m_userKind; }
    bool userChoseActor() const { return m_userActor; }
    // The expected kinds of the engine's guidance that are entered here (highlighted).
    QStringList expectedKinds() const { return m_expected; }
    // Rolls both dice with the dice source (the "Throw dice" button).
    void rollDice();
    // A die typed by its digit key (1-6): the first die, then the second. False when the entry
    // is not waiting for a die (wantsDie()).
    bool typeDie(int value);
    bool wantsDie() const;
    // The second square (the target) or the hits were proposed by Kibitzer and not chosen yet:
    // Enter (or a click) on the proposed target accepts it, another square replaces it.
    bool targetProposed() const { return m_proposed; }
    bool acceptsProposal(Square square) const;
    // Deals the five commands in a random order with the dice source (the "Shuffle" button).
    void shuffleCommands();
    // Fixed damage / healing: removes one hit (or heal) of the entry at `index`.
    void removeHit(int index);

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    // Defined in RrStepEntry.cpp, except the square picking (RrSquarePicking.cpp) and the step
    // built from the fields with the calculator's text (RrStepBuilder.cpp).
    std::shared_ptr<const RrState> state() const;
    const RrPlayer *player() const;
    const RrPiece *actingUnit() const;
    void applyKind(const QString &kind);
    void applyActor(int seat);
    void retranslateUi();
    void fillActors();
    void fillCards();
    // The pending commands and the row's combos; keepChoice: what was chosen in them stays.
    void fillCommands(bool keepChoice = true);
    // A recruit from the mercenaries while the engine keeps the face-up row.
    bool fromMercenaryRow() const;
    void updateVisibility();
    void updateFigures();
    void updateSquaresText();
    void updatePreview();
    void refresh(); // visibility, squares text, preview; emits changed()
    void requestRecord();
    void resetFields();
    QString calculatorHtml(const Step &step) const;
    bool takesUnitFirst() const;
    bool addsHits() const;
    int hitTotal() const;
    std::optional<int> hitLimit() const;
    QList<Square> ownUnits() const;
    QList<Square> monsterSquares() const;
    QList<Square> inRange(const QList<Square> &squares) const;
    // The proposals (RrStepProposal.cpp): the steps recorded since the running command began;
    // the turn of the command (seat, unit and kind) for `seat` (-1: whoever's turn it is); the
    // target, the hits or the heals of the unit chosen; the unit kept when the kind changes.
    QList<Step> commandSteps() const;
    bool applyTurn(int seat);
    void proposeTargets();
    void keepFittingUnit();
    void forgetBardProposal();
    void announceCursor();

    struct Hit
    {
        Square target;
        int count = 1;
    };

    QPointer<Session> m_session;
    std::function<int()> m_d6;
    const void *m_lastState = nullptr;
    int m_lastIndex = -1;
    bool m_userKind = false;
    bool m_userActor = false;
    bool m_programmatic = false;
    QStringList m_expected;
    QList<Square> m_squares; // the acting unit (or the destination), then the second square
    QList<Hit> m_hits;       // fixed damage / healing targets
    std::optional<Step> m_lastStep;
    QList<Finding> m_lastFindings;
    bool m_announced = false;
    bool m_proposed = false;              // the target / hits are Kibitzer's proposal
    bool m_turnProposed = false;          // the kind and actor are the turn's proposal
    bool m_unitProposed = false;          // the acting unit is the turn's proposal
    bool m_bardProposed = false;          // "through the Bard's song" ticked by the proposal
    std::optional<Square> m_cursorSquare; // to announce (cursorProposed) once signals flow

    QButtonGroup *m_kinds = nullptr;
    QList<QToolButton *> m_kindButtons;
    QFormLayout *m_form = nullptr;
    QLabel *m_actorLabel = nullptr;
    QComboBox *m_actor = nullptr;
    QLabel *m_cardLabel = nullptr;
    QComboBox *m_card = nullptr;
    QLabel *m_fromLabel = nullptr;
    QComboBox *m_from = nullptr;
    QLabel *m_squaresLabel = nullptr;
    QWidget *m_squaresBox = nullptr;
    QLabel *m_squaresValue = nullptr;
    QPushButton *m_clear = nullptr;
    QCheckBox *m_fullMove = nullptr;
    RrAttackCalculator *m_calculator = nullptr;
    QCheckBox *m_bard = nullptr;
    QLabel *m_amountLabel = nullptr;
    QSpinBox *m_amount = nullptr;
    QLabel *m_hitsLabel = nullptr;
    QWidget *m_hitsBox = nullptr;
    QListWidget *m_hitList = nullptr;
    QPushButton *m_removeHit = nullptr;
    QLabel *m_commandLabel = nullptr;
    QComboBox *m_command = nullptr;
    QLabel *m_rowLabel = nullptr;
    QWidget *m_rowBox = nullptr;
    QList<QComboBox *> m_row;
    QPushButton *m_shuffle = nullptr;
    QLabel *m_medalLabel = nullptr;
    QSpinBox *m_medal = nullptr;
    QLabel *m_goldLabel = nullptr;
    QSpinBox *m_gold = nullptr;
    QLabel *m_preview = nullptr;
    QPushButton *m_record = nullptr;
    bool m_gameOver = false;
};

} // namespace kbz::rr
