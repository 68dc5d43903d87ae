// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Step.h"
#include "lordsofwar/LowRules.h"

#include <QPointer>
#include <QWidget>
#include <memory>
#include <optional>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;

namespace kbz {
class ElidedLabel;
class Session;
} // namespace kbz

namespace kbz::low {

class LowHandList;

// The placement tool (phases "opening" and "place"): the active player's remaining cards
// (LowHandList); choosing one offers its legal squares on the mat (rules::legalSquares) and the
// mat shows the card as a ghost; a square chosen on the mat places it (recordRequested). The
// step's check is previewed live for the square under the mouse or the mat cursor. When the
// card has no legal square the tool says so and offers the no-legal-placement rule: squares
// touching an enemy, with the cards shown ticked (shownHand). "Offer every empty square" lets
// the table record a placement the rules do not allow (GamePage asks to confirm). "Quick turn"
// (on unless unticked; issue 13, fewer inputs): once the placement is recorded, the view records
// the combat as the engine works it out and the proposed draw, unless something is to be chosen.
class LowGamePlacementTool final : public QWidget
{
    Q_OBJECT

public:
    explicit LowGamePlacementTool(QWidget *parent = nullptr);
    ~LowGamePlacementTool() override;
    Q_DISABLE_COPY_MOVE(LowGamePlacementTool)

    void setSession(Session *session);
    // Re-reads the state (after a step, undo or redo): the active player's cards again.
    void sync();
    // Another player places (out of turn, issue 35): their cards, the step theirs.
    void setSeat(int seat);

    LowHandList *hand() const { return m_hand; }
    QCheckBox *noLegalBox() const { return m_noLegal; }
    QCheckBox *anySquareBox() const { return m_anySquare; }
    QCheckBox *quickTurnBox() const { return m_quickTurn; }
    bool isQuickTurn() const;
    QListWidget *shownHandList() const { return m_shown; }
    QLabel *infoLabel() const { return m_info; }
    QLabel *previewLabel() const { return m_preview; }
    // Places the current card on the square previewed (the primary action; Enter on the mat and
    // a click on a square do the same).
    QPushButton *placeButton() const { return m_place; }

    QString currentCard() const;
    int seat() const { return m_seat; }
    // The legal squares of the current card (with their rules).
    QList<rules::LegalSquare> legalSquares() const { return m_legal; }
    // What the mat offers now, and the square whose step is previewed.
    QList<QPoint> offeredSquares() const;
    std::optional<QPoint> previewSquare() const { return m_previewSquare; }
    // The step placing the current card on `square` (shownHand when the no-legal rule is used).
    std::optional<Step> stepFor(QPoint square) const;

    // A square hovered on the mat: previews its step.
    void hoverSquare(QPoint square);
    // A square chosen on the mat: records the placement there.
    void chooseSquare(QPoint square);

Q_SIGNALS:
    void recordRequested(const kbz::Step &step);
    void previewChanged(const QList<kbz::Finding> &findings);
    // Offered squares or the ghost changed: the mat follows.
    void changed();
    // Enter on a card in the list: the mat takes the keyboard to choose the square.
    void squareWanted();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    std::shared_ptr<const LowState> lowState() const;
    void syncSeat(int seat);
    void onCardChosen();
    void proposeCard();
    void updatePlayable();
    void updateInfo();
    QString legalSquaresText() const;
    void updatePreview();
    void fillShownHand();
    void retranslateUi();

    QPointer<Session> m_session;
    int m_seat = 0;
    ElidedLabel *m_title = nullptr;
    LowHandList *m_hand = nullptr;
    QLabel *m_info = nullptr;
    QScrollArea *m_infoStrip = nullptr; // m_info's strip of two lines
    QCheckBox *m_noLegal = nullptr;
    ElidedLabel *m_shownTitle = nullptr;
    QListWidget *m_shown = nullptr;
    QCheckBox *m_anySquare = nullptr;
    QCheckBox *m_quickTurn = nullptr;
    QLabel *m_preview = nullptr;
    QPushButton *m_place = nullptr;
    QList<rules::LegalSquare> m_legal;
    bool m_anyCardPlayable = true;
    std::optional<QPoint> m_previewSquare;
};

} // namespace kbz::low
