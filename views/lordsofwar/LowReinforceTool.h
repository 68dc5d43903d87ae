// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Step.h"
#include "lordsofwar/LowState.h"

#include <QPointer>
#include <QWidget>
#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QSpinBox;

namespace kbz {
class ElidedLabel;
class Session;
} // namespace kbz

namespace kbz::low {

// Reinforcement (phase "reinforce"): "Draw" (the default: as many cards as refill the hand to
// its limit, normally 1) or "Recall…": every unit of the player's side is offered on the mat,
// the one chosen previewed with rules::recallProblems, and "Recall unit" records `recall`.
class LowReinforceTool final : public QWidget
{
    Q_OBJECT

public:
    explicit LowReinforceTool(QWidget *parent = nullptr);
    ~LowReinforceTool() override;
    Q_DISABLE_COPY_MOVE(LowReinforceTool)

    void setSession(Session *session);
    // Re-reads the state: the active player's draw again.
    void sync();
    // Another player draws or recalls (out of turn, issue 35): their hand and units.
    void setSeat(int seat);
    int seat() const { return m_seat; }

    int drawCount() const;
    bool isRecalling() const { return m_recalling; }
    void setRecalling(bool recalling);
    // The units that may be chosen for a recall (uids) and their squares.
    QList<int> recallCandidates() const;
    QList<QPoint> offeredSquares() const;
    std::optional<int> chosenUnit() const { return m_unit; }
    QList<QPoint> chosenSquares() const;
    // A square chosen on the mat while recalling: its unit is the one recalled.
    void chooseSquare(QPoint square);
    Step drawStep() const;
    std::optional<Step> recallStep() const;
    // The button Enter presses now: Recall unit once a unit is chosen, else Draw.
    QPushButton *defaultButton() const;

    QSpinBox *countBox() const { return m_count; }
    QPushButton *drawButton() const { return m_draw; }
    QPushButton *recallModeButton() const { return m_recallMode; }
    QPushButton *recallButton() const { return m_recall; }
    QLabel *previewLabel() const { return m_preview; }
    QLabel *handLabel() const { return m_hand; }

Q_SIGNALS:
    void recordRequested(const kbz::Step &step);
    void previewChanged(const QList<kbz::Finding> &findings);
    void changed();
    // Recall mode was switched on: the mat takes the keyboard.
    void squareWanted();

protected:
    void changeEvent(QEvent *event) override;

private:
    std::shared_ptr<const LowState> lowState() const;
    void updatePreview();
    void updateButtons();
    void retranslateUi();

    QPointer<Session> m_session;
    ElidedLabel *m_title = nullptr;
    QLabel *m_hand = nullptr;
    QLabel *m_countLabel = nullptr;
    QSpinBox *m_count = nullptr;
    QPushButton *m_draw = nullptr;
    QPushButton *m_recallMode = nullptr;
    QLabel *m_recallInfo = nullptr;
    QPushButton *m_recall = nullptr;
    QLabel *m_preview = nullptr;
    int m_seat = 0;
    bool m_recalling = false;
    std::optional<int> m_unit;
};

} // namespace kbz::low
