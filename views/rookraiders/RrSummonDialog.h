// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Step.h"

#include <QDialog>
#include <QPointer>
#include <optional>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace kbz {
class Session;
}

namespace kbz::rr {

struct RrState;

// Records one summon (twice a round, and the two before the first round): the chip drawn
// (A/B/C), the monster card drawn (from the library; typing filters), and where it goes on every
// board still playing: the circle, else the square to its right, else the waiting line
// (proposed by the engine, each one editable), and the face-down monsters left. The step is
// checked live; OK asks the game page to record it.
class RrSummonDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit RrSummonDialog(Session *session, QWidget *parent = nullptr);
    ~RrSummonDialog() override;
    Q_DISABLE_COPY_MOVE(RrSummonDialog)

    void setChip(int row); // 0..2 = A..C
    int chip() const;      // -1 when none is chosen
    bool setMonster(const QString &cardId);
    std::optional<Step> step(QString *missing = nullptr) const;
    QString previewText() const;

    // Where the monster goes on `seat`'s board: a square name or "waiting" (empty when the seat
    // has no row, e.g. out of the game), and the row's editor (tests).
    QString placement(int seat) const;
    bool setPlacement(int seat, const QString &to);
    QComboBox *placementBox(int seat) const;
    QComboBox *monsterBox() const { return m_monster; }
    QSpinBox *deckBox() const { return m_deck; }
    QPushButton *okButton() const;

Q_SIGNALS:
    void recordRequested(const kbz::Step &step);

protected:
    void changeEvent(QEvent *event) override;

private:
    std::shared_ptr<const RrState> rrState() const;
    void retranslateUi();
    void fillMonsters();
    void fillPlacements();
    void propose();
    void updatePreview();
    void confirm();

    QPointer<Session> m_session;
    QGroupBox *m_chipBox = nullptr;
    QButtonGroup *m_chips = nullptr;
    QList<QRadioButton *> m_chipButtons;
    QLabel *m_monsterLabel = nullptr;
    QComboBox *m_monster = nullptr;
    QGroupBox *m_boardsBox = nullptr;
    QFormLayout *m_boards = nullptr;
    QList<int> m_seats;              // seats with a row, in row order
    QList<QComboBox *> m_placements; // one per m_seats entry
    QList<QLabel *> m_placementLabels;
    QLabel *m_deckLabel = nullptr;
    QSpinBox *m_deck = nullptr;
    QLabel *m_preview = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace kbz::rr
