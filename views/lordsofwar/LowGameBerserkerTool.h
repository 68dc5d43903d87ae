// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Step.h"
#include "lordsofwar/LowState.h"

#include <QPointer>
#include <QWidget>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace kbz {
class ElidedLabel;
class Session;
} // namespace kbz

namespace kbz::low {

// The berserker's forced advance (phase "berserker", intermediate rules): the due berserker and
// the squares it may enter are offered on the mat; a square chosen there, or "Advance" (the
// default: the first square, Enter), records `berserker-move`. Never block (issue 35): the unit
// chooser offers every unit on the mat after the due berserkers, marked as not due, so an
// advance the table made out of phase or by another unit is entered here too.
class LowGameBerserkerTool final : public QWidget
{
    Q_OBJECT

public:
    explicit LowGameBerserkerTool(QWidget *parent = nullptr);
    ~LowGameBerserkerTool() override;
    Q_DISABLE_COPY_MOVE(LowGameBerserkerTool)

    void setSession(Session *session);
    // Re-reads the state: the first due berserker, the active seat.
    void sync();
    // The seat the step is recorded for (another one than the active seat: issue 35).
    void setSeat(int seat);
    int seat() const { return m_seat; }
    // The unit that advances (data: uid; 0 = none chosen); NotDueRole marks a unit the rules
    // do not make advance now.
    QComboBox *unitBox() const { return m_unitBox; }
    static constexpr int NotDueRole = Qt::UserRole + 1;

    // The berserker due to advance (0 = none) and its squares.
    int berserker() const;
    QList<QPoint> offeredSquares() const;
    std::optional<QPoint> chosenSquare() const { return m_square; }
    std::optional<Step> stepFor(QPoint square) const;
    void hoverSquare(QPoint square);
    void chooseSquare(QPoint square);
    QPushButton *advanceButton() const { return m_advance; }
    QLabel *previewLabel() const { return m_preview; }

Q_SIGNALS:
    void recordRequested(const kbz::Step &step);
    void previewChanged(const QList<kbz::Finding> &findings);
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    std::shared_ptr<const LowState> lowState() const;
    void fillUnits();
    void onUnitChosen();
    void updatePreview();
    void retranslateUi();

    QPointer<Session> m_session;
    ElidedLabel *m_title = nullptr;
    QLabel *m_info = nullptr;
    QLabel *m_unitLabel = nullptr;
    QComboBox *m_unitBox = nullptr;
    QPushButton *m_advance = nullptr;
    int m_seat = 0;
    QLabel *m_preview = nullptr;
    std::optional<QPoint> m_square;
};

} // namespace kbz::low
