// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Step.h"
#include "lethalcheckmate/LcState.h"

#include <QWidget>
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
class ElidedText;
}

namespace kbz::lc {

// Keyboard-first entry of one Lethal Checkmate step: a button per step kind (Alt+letter), who
// acts, the card (digits 1..9 pick one), the target square (from the board), and the options
// of the kind (swap, pass, revealed hand, refill counts). Enter records.
class LcStepEntry final : public QWidget
{
    Q_OBJECT

public:
    explicit LcStepEntry(QWidget *parent = nullptr);
    ~LcStepEntry() override;
    Q_DISABLE_COPY_MOVE(LcStepEntry)

    // The state the step is prepared for and what the engine expects next.
    void setState(std::shared_ptr<const LcState> state, const QString &expectedKind,
                  int expectedActor);
    void setTarget(std::optional<Square> square);
    std::optional<Square> target() const { return m_target; }

    QString kind() const;
    void setKind(const QString &kind);
    int actor() const;
    void setActor(int seat);
    QString cardId() const;
    bool setCardId(const QString &id);
    // Picks the n-th card of the card list (1-based), as the digit keys do.
    void chooseCard(int n);
    void setSwapWith(int fieldIndex); // -1 = no swap
    // Whether the step needs a square from the board (a placement, a MOVE card).
    bool wantsSquare() const;
    // After the end of the game nothing more is entered (undo reopens it).
    void setGameOver(bool over);
    bool isGameOver() const { return m_gameOver; }

    // The step as entered, or the reason it cannot be built yet.
    std::optional<Step> step(QString *missing = nullptr) const;
    // The squares the board should offer for the current kind, card and actor.
    QList<Square> targetSquares() const;
    void setPreview(const QString &html);
    QString previewText() const;
    QPushButton *recordButton() const { return m_record; }
    // "Quick refill": once a step ends the turn, the view records the refill as proposed.
    bool isQuickRefill() const;
    QCheckBox *quickRefillBox() const { return m_quickRefill; }
    // Whether the escape is entered as taking the hit ("does not escape").
    bool isPass() const;
    // The refill the rules count for both seats (what the form proposes).
    Step proposedRefill() const;

    static QStringList kinds();

Q_SIGNALS:
    void changed();
    void recordRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fillCards();
    void fillHand();
    void fillActors();
    void updateVisibility();
    // Shows the form's rows of `rows` and hides the others.
    void showRows(const QList<QWidget *> &rows);
    // The rows of the fields a kind shows (`square`: the step needs a square from the board).
    QList<QWidget *> rowsShown(const QString &kind, bool square) const;
    void reserveFormHeight();
    void setRefillDefaults();
    void updateRefillTips();
    // Picks the card the actor most likely plays, unless the chosen one is as likely.
    void chooseLikelyCard();
    int cardRank(const LcCard &card) const;

    std::shared_ptr<const LcState> m_state;
    std::optional<Square> m_target;
    QButtonGroup *m_kinds = nullptr;
    QList<QToolButton *> m_kindButtons;
    QFormLayout *m_form = nullptr;
    QWidget *m_formBox = nullptr;
    QLabel *m_actorLabel = nullptr;
    QComboBox *m_actor = nullptr;
    QLabel *m_cardLabel = nullptr;
    QComboBox *m_card = nullptr;
    QLabel *m_targetLabel = nullptr;
    ElidedText *m_targetValue = nullptr;
    QLabel *m_swapLabel = nullptr;
    QComboBox *m_swap = nullptr;
    QCheckBox *m_pass = nullptr;
    QCheckBox *m_revealed = nullptr;
    // The revealed hand (end-turn's "hand"): the cards that may be in the actor's hand, the known
    // ones ticked; the table ticks what the hand showed.
    QLabel *m_handLabel = nullptr;
    QListWidget *m_hand = nullptr;
    QLabel *m_refillLabel = nullptr;
    QSpinBox *m_refill[2] = {nullptr, nullptr};
    QWidget *m_refillBox = nullptr;
    QLabel *m_preview = nullptr;
    QPushButton *m_record = nullptr;
    QCheckBox *m_quickRefill = nullptr;
    bool m_gameOver = false;
};

} // namespace kbz::lc
