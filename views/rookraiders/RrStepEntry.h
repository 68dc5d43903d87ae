#pragma once

#include "core/Finding.h"
#include "core/Step.h"
#include "rookraiders/RrState.h"

#include <QPointer>
#include <QWidget>
#include <functional>
#include <optional>

class QPushButton;

namespace kbz {
class Session;
}

namespace kbz::rr {

// Keyboard-first entry of the players' own steps in Rook & Raiders: a button per step kind
// (Alt+letter), who acts, the card, the squares (chosen on the acting player's board: the unit
// that acts first, then its destination or targets), and the fields of the kind: the attack
// calculator (2d6 + modifier against the defence, dice typed or rolled by the app, willpower,
// Bard's bonus, the damage that results and whether the target is defeated), fixed damage and
// healing split over targets, full move, level-up card, the command picked, medals, gold. The
// step is checked live (warnings with their rule ids); Enter records.
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
    bool wantsSquare() const;
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
    // Record this step (the game page confirms warnings and commits it).
    void recordRequested(const kbz::Step &step);
    void previewChanged(const QList<kbz::Finding> &findings);

protected:
    void changeEvent(QEvent *event) override;

private:
    QPointer<Session> m_session;
    std::function<int()> m_d6;
    QPushButton *m_record = nullptr;
    bool m_gameOver = false;
};

} // namespace kbz::rr
