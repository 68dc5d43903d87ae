#pragma once

#include "RrBoardView.h"
#include "core/Finding.h"
#include "core/Step.h"
#include "rookraiders/RrRules.h"

#include <QPointer>
#include <QWidget>
#include <optional>

class QPushButton;

namespace kbz {
class Session;
}

namespace kbz::rr {

// The enemy-phase assistant: for every board still playing, the monsters in action order
// (column by column from the right, top first) with what Kibitzer proposes each does (attack
// whom for how much and who faints, or move where: jumping, stopped by a unit, into the castle;
// the bonus move after a faint). The next monster is current: Enter confirms the proposal
// (monster-act {at}); "Correct" opens a form for what happened instead (action, destination or
// targets chosen on the board, damage, bonus move). Figures the proposal needs but the table has
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

    // While correcting: squares on currentSeat()'s board, as RrStepEntry.
    QList<Square> offeredSquares() const;
    QList<Square> chosenSquares() const;
    bool wantsSquare() const;
    void chooseSquare(Square square);

    bool isCorrecting() const;
    void setCorrecting(bool correcting);
    // The step: the confirmation, or the correction as entered.
    std::optional<Step> step(QString *missing = nullptr) const;
    QString previewText() const;
    QPushButton *confirmButton() const { return m_confirm; }

Q_SIGNALS:
    void changed();
    void recordRequested(const kbz::Step &step);
    void previewChanged(const QList<kbz::Finding> &findings);
    // The proposal needs figures of `cardId` the table has not entered (codes as
    // MonsterProposal::missing).
    void figuresRequested(const QString &cardId, const QStringList &missing);

protected:
    void changeEvent(QEvent *event) override;

private:
    QPointer<Session> m_session;
    QPushButton *m_confirm = nullptr;
};

} // namespace kbz::rr
