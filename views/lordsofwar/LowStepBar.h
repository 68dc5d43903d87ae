// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;

namespace kbz::low {

struct LowState;

// Over the Lords of War mat (issue 35, never block): which kind of step is entered, and by
// whom. The phase's kind and the active player are preselected, so the common
// case needs no choice here; every other kind (marked as out of phase) and every other seat (marked
// as not their turn) are offered all the same, in the warning colour with the rule id in the
// tooltip, and recording such a step asks "record anyway" with the engine's warning.
class LowStepBar final : public QWidget
{
    Q_OBJECT

public:
    // The tools in the order offered. Result is offered only once the battle is over.
    enum class Kind { Result, Place, Resolve, Berserker, Reinforce };
    Q_ENUM(Kind)

    explicit LowStepBar(QWidget *parent = nullptr);
    ~LowStepBar() override;
    Q_DISABLE_COPY_MOVE(LowStepBar)

    // After a step (or an undo): the phase's kind and the active seat again. `phaseKind` is
    // the tool the guidance puts in front.
    void reset(std::shared_ptr<const LowState> state, Kind phaseKind);

    Kind kind() const;
    int seat() const;
    Kind phaseKind() const { return m_phaseKind; }
    bool isOutOfPhase() const { return kind() != m_phaseKind; }
    bool isOtherSeat() const;
    // Chooses a kind or a seat as the combos do (emits kindChosen / seatChosen).
    bool setKind(Kind kind);
    bool setSeat(int seat);

    QComboBox *kindBox() const { return m_kind; }
    QComboBox *seatBox() const { return m_seat; }

    // Items of the combos that go against the rules (a bool).
    static constexpr int AgainstRulesRole = Qt::UserRole + 1;

Q_SIGNALS:
    void kindChosen(kbz::low::LowStepBar::Kind kind);
    void seatChosen(int seat);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();
    void markCurrent();
    void retranslateUi();

    std::shared_ptr<const LowState> m_state;
    Kind m_phaseKind = Kind::Place;
    QLabel *m_kindLabel = nullptr;
    QComboBox *m_kind = nullptr;
    QLabel *m_seatLabel = nullptr;
    QComboBox *m_seat = nullptr;
};

} // namespace kbz::low
