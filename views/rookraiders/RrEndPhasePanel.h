// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Finding.h"
#include "core/Step.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace kbz {
class Session;
}

namespace kbz::rr {

struct RrState;
class RrMercenaryRow;

// The end-phase checklist: support (the ranking by monsters on board and waiting line, who may
// heal 1 cube and on which unit), fatigue (each player removes up to 2 action markers), new
// mercenaries, the command reshuffle, and the start player passing left; then "End the round".
// Items the journal knows are ticked from the state; table-only items are ticked by hand. Each
// action asks the game page to record its step. Enter on a row's unit list runs that row's
// button; anywhere else it ends the round.
class RrEndPhasePanel final : public QWidget
{
    Q_OBJECT

public:
    explicit RrEndPhasePanel(QWidget *parent = nullptr);
    ~RrEndPhasePanel() override;
    Q_DISABLE_COPY_MOVE(RrEndPhasePanel)

    void setSession(Session *session);
    void sync();

    // Parts, for tests: the support row of `seat` (nullptr when the seat is not entitled or
    // already supported), the fatigue row of `seat`, the round's end.
    QComboBox *supportUnits(int seat) const;
    QPushButton *supportButton(int seat) const;
    QComboBox *fatigueUnits(int seat) const;
    QPushButton *fatigueButton(int seat) const;
    QPushButton *endRoundButton() const { return m_endRound; }
    QCheckBox *mercenariesBox() const { return m_mercenaries; }
    QCheckBox *reshuffleBox() const { return m_reshuffle; }
    // The new mercenary row laid out in the end phase (empty each round: the old one is
    // discarded); the end of the round carries it ("mercenaries") when a card is entered.
    RrMercenaryRow *mercenaryRow() const { return m_row; }
    // The checklist as text (tests).
    QString text() const;

Q_SIGNALS:
    void recordRequested(const kbz::Step &step);
    void previewChanged(const QList<kbz::Finding> &findings);

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Row
    {
        int seat = -1;
        QComboBox *units = nullptr;
        QPushButton *button = nullptr;
    };
    std::shared_ptr<const RrState> rrState() const;
    void retranslateUi();
    void rebuild();
    void showPreview(const Step &step);
    void requestRow(const Row &row, const QString &kind);
    Step endRoundStep() const;

    QPointer<Session> m_session;
    QLabel *m_title = nullptr;
    QLabel *m_note = nullptr;
    QGroupBox *m_supportBox = nullptr;
    QVBoxLayout *m_supportRows = nullptr;
    QGroupBox *m_fatigueBox = nullptr;
    QVBoxLayout *m_fatigueRows = nullptr;
    QCheckBox *m_mercenaries = nullptr;
    QLabel *m_rowLabel = nullptr;
    RrMercenaryRow *m_row = nullptr;
    int m_rowRound = -1; // the round the new row's slots were emptied for
    QCheckBox *m_reshuffle = nullptr;
    QLabel *m_startPlayer = nullptr;
    QLabel *m_preview = nullptr;
    QPushButton *m_endRound = nullptr;
    QList<Row> m_support;
    QList<Row> m_fatigue;
    QList<QWidget *> m_rowWidgets; // rebuilt on every sync
    int m_round = -1;              // the manual ticks belong to this round
};

} // namespace kbz::rr
