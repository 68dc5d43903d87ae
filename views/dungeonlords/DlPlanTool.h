// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlTool.h"

class QButtonGroup;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QRadioButton;

namespace kbz {
class ElidedText;
}

namespace kbz::dl {

// Phase plan: one player's plan (the seat chooser defaults to the next player to plan, in order
// from the start player): the tile (the nearest unconquered ones first, marked), the trap from
// the hand, the monsters and ghosts to commit (ready ones; exhausted ones shown disabled), with
// the limits and the room's trap gold said as the player chooses. With no unconquered tile the
// tool offers the release of a prisoner instead ("release" step).
// The assistant proposes the nearest tile, the first trap in hand the treasury can pay there,
// and every ready ghost with as many ready monsters as the tile holds (proposePlan; the monsters
// again when the tile changes), so a routine plan is Enter. Both a fight and a release are
// offered whatever the tiles (the one the rules do not call for is marked, and warned before
// recording: the table is the truth). Keyboard: 1-9 pick the tile (or the prisoner), arrows and
// space the monsters, Enter records.
class DlPlanTool final : public DlTool
{
    Q_OBJECT

public:
    explicit DlPlanTool(QWidget *parent = nullptr);
    ~DlPlanTool() override;
    Q_DISABLE_COPY_MOVE(DlPlanTool)

    void sync() override;
    std::optional<Step> preparedStep(QString *missing) const override;
    QAbstractButton *defaultButton() const override;

    // The seat planning now (the chooser's choice), or -1.
    int seat() const;
    // Whether the tool prepares a prisoner's release (proposed when no unconquered tile is left;
    // the user may choose either).
    bool releasing() const;
    // Puts the focus on the first field (the tile list, or the prisoners).
    void focusEntry();

    // The parts (tests).
    QComboBox *seatCombo() const { return m_seat; }
    QRadioButton *fightButton() const { return m_fightMode; }
    QRadioButton *releaseButton() const { return m_releaseMode; }
    QListWidget *tileList() const { return m_tiles; }
    QComboBox *trapCombo() const { return m_trap; }
    QListWidget *monsterList() const { return m_monsters; }
    QListWidget *prisonerList() const { return m_prisoners; }
    QLabel *limitLabel() const { return m_limit; }
    QLabel *trapLabel() const { return m_trapNote; }
    QLabel *tileLabel() const { return m_tileNote; }
    QLabel *releaseLabel() const { return m_releaseNote; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fillForSeat();
    // Shows the fight or the release part as chosen, and marks the choice the rules do not call
    // for (dl.end.no-tile).
    void showMode();
    // The assistant's plan for the seat (the trap too with `withTrap`).
    void proposePlan(bool withTrap);
    void updateNotes();
    void retranslateUi();
    int defaultSeat() const;
    int chosenTile() const;
    QList<int> chosenMonsters() const;

    QLabel *m_title = nullptr;
    QLabel *m_seatLabel = nullptr;
    QComboBox *m_seat = nullptr;
    QRadioButton *m_fightMode = nullptr;
    QRadioButton *m_releaseMode = nullptr;
    QButtonGroup *m_mode = nullptr;
    QLabel *m_tilesLabel = nullptr;
    QListWidget *m_tiles = nullptr;
    QLabel *m_tileNote = nullptr;
    QLabel *m_trapLabel = nullptr;
    QComboBox *m_trap = nullptr;
    QLabel *m_trapNote = nullptr;
    QLabel *m_monstersLabel = nullptr;
    QListWidget *m_monsters = nullptr;
    QLabel *m_limit = nullptr;
    QLabel *m_prisonersLabel = nullptr;
    QListWidget *m_prisoners = nullptr;
    QLabel *m_releaseNote = nullptr;
    ElidedText *m_keys = nullptr;
    QWidget *m_planPart = nullptr;
    QWidget *m_releasePart = nullptr;
    QPushButton *m_record = nullptr;
    int m_filledSeat = -1;
    std::shared_ptr<const DlState> m_filled; // the state the fields were filled from
};

} // namespace kbz::dl
